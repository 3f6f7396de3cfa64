"""Derived codes inherit their parent's laws and override exactly what they say: for each,
some incident is ruled differently under the child than under the parent, and the child's
ruling cites its own law."""

from __future__ import annotations

import pytest

from arbiter.api import load_code, stated_facts
from arbiter.cases import load_cases
from arbiter.engine import run
from arbiter.resolver import available_codes
from arbiter.ruling import Ruling, render_text
from tests.test_engine import ruled

DERIVED = [c for c in available_codes() if load_code(c).extends]


@pytest.mark.parametrize("child", DERIVED)
def test_child_rules_differently_from_parent(child: str) -> None:
    code, parent = load_code(child), load_code(load_code(child).extends or "")
    own = {(lw.kind, lw.number) for lw in code.laws if lw.span.path.endswith(f"{child}.law")}
    assert own, f"{child} states no law of its own"
    differing = []
    for case in load_cases(child):
        facts = stated_facts(code, case)
        # The parent hears the same incident without what only the child's vocabulary can say.
        theirs = run(parent, [f for f in facts if f.pred in parent.facts])
        mine = run(code, facts)
        cited = {(c.kind, c.number) for r in mine.rulings for c in r.citations}
        if cited & own and sorted(r.decision for r in mine.rulings) != sorted(r.decision for r in theirs.rulings):
            differing.append(case.path)
    assert differing, f"no case of {child} is ruled differently from {parent.id} by a law of its own"


def test_a_bid_out_of_turn_in_duplicate_auction_is_law_f() -> None:
    from arbiter.api import rule_text

    child = rule_text("Y bid out of turn.", "duplicate-auction")
    parent = rule_text("Y bid out of turn.", "auction")
    assert "F" in child.cited_laws() and child.rulings[0].citations[0].number == "F"
    assert parent.rulings[0].citations[0].number == "49"


def _laws(ruling: Ruling) -> set[str]:
    return {c.number for c in ruling.citations}


def test_in_cayenne_the_revoking_side_cannot_score_game_that_hand() -> None:
    # "The revoking players cannot score slams or game that hand" (the law inserted after Law 30)
    rulings = ruled("revoke_established(Z)\nreached_ten_points(Z)", "cayenne").rulings
    assert any("cannot score game" in r.decision and "30A" in _laws(r) for r in rulings), rulings
    assert not any("have won the game" in r.decision for r in rulings)
    assert any("have won the game" in r.decision for r in ruled("reached_ten_points(Z)", "cayenne").rulings)


def test_a_card_called_and_not_played_costs_what_a_revoke_costs_in_the_game() -> None:
    # Law 38: "the same penalty as if he had revoked": three tricks in Cayenne and Solo, two at whist
    for code in ("cayenne", "solo"):
        first = ruled("failed_to_play_as_called(A)", code).rulings[0]
        assert first.kind == "penalty" and "three tricks" in first.decision and "38" in _laws(first)
    assert "two tricks" in ruled("failed_to_play_as_called(A)", "american").rulings[0].decision


def test_a_revoke_against_a_misere_pays_the_stakes_and_takes_no_tricks() -> None:
    rulings = ruled("revoke_established(A)\nbidder(Z)\nmisere_called", "solo").rulings
    assert [r.decision for r in rulings] == [
        "A, an adversary of a misère or a slam, revoked: he must individually pay the whole stakes."
    ]


def test_at_double_dummy_every_player_is_dummys_partner() -> None:
    # "each having a Dummy or exposed hand for his partner": Dummy's exception III for all
    first = ruled("card_exposed(A)", "double-dummy").rulings[0]
    assert first.kind == "no_penalty" and "III" in _laws(first)
    # at Dummy, A is no dummy's partner
    assert ruled("card_exposed(A)\ndummy(Y)", "dummy").rulings[0].kind == "penalty"


def test_one_new_pack_called_for_is_a_demand_for_two() -> None:
    # Law 95: "no player has the right to call for one new pack. When fresh cards are demanded,
    # two packs must be furnished"; with an imperfect pack the one is his right
    kinds = {r.kind for r in ruled("asked_for_one_pack(Z)\nrubber_beginning\nnot pack_cut", "auction").rulings}
    assert kinds == {"loss_of_right", "right"}
    imperfect = ruled("asked_for_one_pack(Z)\npack_imperfect\nrubber_beginning\nnot pack_cut", "auction").rulings
    assert [r.kind for r in imperfect] == ["no_law"]


def test_in_three_hand_two_games_won_are_the_rubber() -> None:
    # Law (11): "The rubber continues until two games have been won by the same player"; Law
    # (14)'s 250 points for the rubber stand in place of Auction Law 10's
    rulings = ruled("won_two_games(Y)", "three-hand-auction").rulings
    rubber = next(r for r in rulings if "250 points" in r.decision)
    assert {"T14", "10"} <= _laws(rubber)


def test_an_honours_holding_is_valued_by_one_line_of_the_table() -> None:
    # Auction Law 6: "4 honours in 1 hand, 5th in partner's, equal value of 9 tricks"; not the
    # 5 tricks of "5 honours held between partners" as well
    held = "four_in_one_fifth_with_partner(A)\nfive_honours(A)\nfour_in_one_hand(A)"
    scores = ruled(held, "auction").rulings
    assert [r.kind for r in scores] == ["score"] and "9 tricks" in scores[0].decision
    four_aces = ruled("four_aces_in_one_hand(A)\nfour_aces(A)\nthree_aces(A)", "auction").rulings
    assert [r.decision.split(":")[0] for r in four_aces] == [
        "No trump being declared, A holds the four aces in one hand"
    ]


@pytest.mark.parametrize("code", ["solo", "boston"])
def test_the_single_player_claiming_the_rest_has_no_partner_to_lay_down(code: str) -> None:
    # "there are no penalties for cards exposed by the single player, because he has no
    # partner to take advantage of the information" (the law inserted after Law 20)
    rulings = ruled("bidder(B)\nclaimed_rest(B)", code).rulings
    assert [r.kind for r in rulings] == ["no_penalty"] and {"20A", "36"} <= _laws(rulings[0])
    assert "his partner's cards, A's" not in " ".join(r.decision for r in rulings)
    # at whist the partner's cards are laid down
    assert ruled("claimed_rest(B)", "american").rulings[0].kind == "penalty"


def test_a_slam_made_with_revoke_tricks_is_the_single_players_alone() -> None:
    decisions = [r.decision for r in ruled("bidder(E)\nslam_called\nslam_with_revoke_tricks(E)", "solo").rulings]
    assert any("E, playing alone, cannot count a slam" in d for d in decisions)
    assert not any("E and W" in d for d in decisions), decisions


def test_a_statement_with_no_dealer_is_ruled_with_the_dealer_the_cases_seat() -> None:
    # English Law 44 IV: "Should a player have fourteen cards, and either of the other three
    # less than thirteen" it is a misdeal, whoever dealt: the dealer is taken at Z, and said so
    result = ruled("had_fourteen_cards(Y)\nhand_short(B)", "english")
    assert [r.kind for r in result.rulings] == ["misdeal"] and "44" in _laws(result.rulings[0])
    assert any("taking Z" in note for note in result.notes), result.notes
    # a dealer stated is never replaced; N E S W letters take W
    assert not ruled("had_fourteen_cards(Y)\nhand_short(B)\ndealer(A)", "english").notes
    assert any("taking W" in note for note in ruled("had_fourteen_cards(E)\nhand_short(S)", "english").notes)


def test_a_revoke_in_dummys_hand_told_without_his_seat_is_ruled_by_law_ii() -> None:
    # Dummy II: "should he revoke and the error not be discovered until the trick is turned and
    # quitted, it stands good"; the law names no seat, and neither need the statement
    quitted = ruled("revoke_in_dummy_hand\ntrick_turned_and_quitted", "dummy").rulings
    assert [(r.kind, "II" in _laws(r)) for r in quitted] == [("no_penalty", True)]
    assert {r.kind for r in ruled("revoke_in_dummy_hand", "dummy").rulings} == {"no_penalty", "procedure"}
    # seated, the seated rule answers and the unseated one is silent
    seated = ruled("revoke_in_dummy_hand\ndummy(Y)\ntrick_turned_and_quitted", "dummy").rulings
    assert [r.decision.count("Y's hand") for r in seated[:1]] == [1]


def test_a_proposer_is_the_caller_of_law_19b() -> None:
    # Solo 19B: "Should the player with the defective hand be the adversary of the caller, he and
    # his partners must pay the stakes": "A proposed and B accepted" makes A the caller
    rulings = ruled("caller_side(A)\nacceptor(B)\nhand_short(Y)\nall_played_to_first_trick", "solo").rulings
    assert any(r.kind == "penalty" and "19B" in _laws(r) for r in rulings), rulings
    two = ruled("caller_side(S)\nnot acceptor(S)\nhad_fourteen_cards(S)\nhand_short(W)", "solo").rulings
    assert two[0].kind == "new_deal" and "19B" in _laws(two[0])


def test_no_three_tricks_for_a_revoke_claimed_after_the_cut() -> None:
    # Law 33: "a revoke cannot be claimed after the cards have been cut for the following deal";
    # the three tricks of the law inserted after Law 30 are not offered beside it
    for code in ("cayenne", "solo"):
        rulings = ruled("revoke(Y)\nrevoke_claimed(Y)\ncut_for_next_deal", code).rulings
        assert not any("30A" in _laws(r) for r in rulings) and any("33" in _laws(r) for r in rulings)


def test_hogarth_double_dummy_hands_of_fourteen_and_twelve_are_dealt_again() -> None:
    # Hogarth 81: "There is no mis-deal"; the dealer keeps the deal, but the hands cannot be played
    rulings = ruled("double_dummy\ndealer(Z)\nhad_fourteen_cards(A)\nhand_short(B)", "hogarth").rulings
    assert rulings[0].kind == "new_deal" and "81" in _laws(rulings[0])


def test_the_claim_is_established_when_the_accused_side_mixes_the_cards() -> None:
    # Auction Law 87: "no proof is necessary and the claim is established if ... the accused
    # player or his partner mix the cards"
    rulings = ruled("hand_played_out\nrevoke_claimed(S)\nmixed_cards(N)", "auction").rulings
    assert [(r.kind, "87" in _laws(r)) for r in rulings] == [("right", True)]


def test_a_question_answered_none_does_not_save_the_revoke() -> None:
    # English Law 74: "... unless the question be answered in the negative"
    statement = "revoke(B)\nasked_partner_if_none(A)\nanswered_negative(B)\ntrick_turned_and_quitted"
    assert any("74" in _laws(r) for r in ruled(statement, "english").rulings)


def test_in_duplicate_one_at_the_table_playing_the_next_deal_is_all_of_them() -> None:
    # Law X, Sec. 5: "A revoke cannot be claimed if the claimant or his partner has played to the
    # following deal": the four at a table play it together
    rulings = ruled("revoke_established(E)\nplayed_to_following_deal(E)", "duplicate").rulings
    assert rulings[0].kind == "loss_of_right"


def test_a_revoking_single_player_may_play_the_hand_out() -> None:
    # Solo, inserted after Law 31: "... but they may play the hand out to save over-tricks"
    rulings = ruled("bidder(E)\nsingle_player(E)\nrevoke_established(E)", "solo").rulings
    assert any(r.kind == "right" and "31C" in _laws(r) for r in rulings)
    # not in a misère, where the hand is abandoned
    rulings = ruled("bidder(E)\nmisere_called\nrevoke_established(E)", "solo").rulings
    assert not any(r.kind == "right" for r in rulings)


@pytest.mark.parametrize("code", ["solo", "boston"])
def test_the_misere_caller_looking_at_the_last_trick_is_not_excused_by_custom(code: str) -> None:
    # Inserted after Law 37: "the custom to permit looking at the last trick, except in Misères"
    rulings = ruled("bidder(Z)\nmisere_called\nlooked_at_last_trick(Z)", code).rulings
    assert any(r.kind == "penalty" and "37A" in _laws(r) for r in rulings)
    assert not any(r.kind == "right" for r in rulings)


def test_a_short_hand_and_a_surplus_is_a_misdeal_though_no_dealer_is_named() -> None:
    # Hogarth Law 26 (h): "any hand has less than thirteen cards, and any other hand the
    # corresponding surplus, even though the hand has been partly played out"
    rulings = ruled("hand_short(B)\nplayed_to_first_trick(B)\nsome_hand_long", "hogarth").rulings
    assert [r.kind for r in rulings] == ["misdeal"] and {"26", "23"} <= _laws(rulings[0])
    # the other hands right, the deal stands (Law 35)
    rulings = ruled("hand_short(B)\nplayed_to_first_trick(B)\nnot some_hand_long", "hogarth").rulings
    assert [r.kind for r in rulings] == ["deal_stands"]


@pytest.mark.parametrize("code", ["solo", "boston"])
def test_a_look_at_the_last_trick_in_a_misere_is_penalised_whoever_the_caller(code: str) -> None:
    # Inserted after Law 37: "except in Misères. The penalty in a misère game is the same as for
    # a lead out of turn": no caller named, the custom still does not excuse it
    rulings = ruled("misere_called\nlooked_at_last_trick(Y)", code).rulings
    assert any(r.kind == "penalty" and {"37A", "24B"} <= _laws(r) for r in rulings)
    assert not any(r.kind == "right" for r in rulings)


@pytest.mark.parametrize("code", ["solo", "boston"])
def test_an_exposed_card_whose_owner_has_no_other_of_its_suit_is_paid_for(code: str) -> None:
    # Inserted after Law 21: "If the owner of the exposed card has no other of the suit, the
    # penalty is paid", whether or not the single player is named
    for statement in ("card_exposed(Y)\nno_other_of_suit(Y)", "card_exposed(Y)\nno_other_of_suit(Y)\nbidder(Z)"):
        rulings = ruled(statement, code).rulings
        assert [r.kind for r in rulings] == ["no_penalty"] and "21A" in _laws(rulings[0])


def test_in_solo_a_proposal_and_acceptance_leave_the_exposed_card_to_law_21() -> None:
    rulings = ruled("acceptor(B)\ncard_exposed(B)\nno_other_of_suit(B)", "solo").rulings
    assert not any("21A" in _laws(r) for r in rulings)


def test_a_hand_dealt_fourteen_is_no_short_hand_standing_alone() -> None:
    # Auction Law 37 (d): more than thirteen cards dealt is a new deal; Law 40's deal that
    # stands is for a short hand while the three others are right
    rulings = ruled("dealt_more_than_thirteen(Y)\nheld_too_few(Z)\nplay_begun", "auction").rulings
    assert [r.kind for r in rulings] == ["new_deal"] and "37" in _laws(rulings[0])


def test_a_bystanders_remark_on_the_score_is_a_remark() -> None:
    # English Law 88, and Etiquette 8: "Bystanders should make no remark"
    cited = {
        f"{c.kind} {c.number}" for r in ruled("bystander_noted_score_oversight", "english").rulings for c in r.citations
    }
    assert {"law 88", "etiquette 8"} <= cited


@pytest.mark.parametrize(("code", "law"), [("english", "6"), ("double-dummy", "6"), ("hogarth", "69")])
def test_honours_claimed_late_are_lost(code: str, law: str) -> None:
    # English Law 6: "Honours, unless claimed before the trump card of the following deal is
    # turned up, cannot be scored": claimed late says the trump card was turned
    rulings = ruled("held_honours(A)\nhonours_claimed_late(A)", code).rulings
    assert [r.kind for r in rulings] == ["loss_of_right"] and law in _laws(rulings[0])


def test_at_dummy_a_deal_begun_by_another_at_the_rubbers_start_is_out_of_turn() -> None:
    # Dummy, exception I: "Dummy deals at the commencement of each rubber", wherever he sits
    rulings = ruled("rubber_commencing\ndealer(Y)\nnot dummy(Y)\ndeal_begun\nnot trump_turned", "dummy").rulings
    assert any("I" in _laws(r) for r in rulings)
    # a dealer only taken, with no deal told, is not ruled so at double dummy
    rulings = ruled("double_dummy_game\nrubber_commencing", "double-dummy").rulings
    assert not any("I" in _laws(r) for r in rulings)


def test_in_duplicate_a_trick_one_has_not_played_to_is_not_quitted() -> None:
    # Definition (i): "A trick is 'turned and quitted' when all four players have turned and
    # quitted their respective cards"
    statement = "leader(N)\nheld_suit_led(E)\nplayed_other_suit(E)\nhad_played_to_trick(S)\nnot had_played_to_trick(W)"
    rulings = ruled(statement, "mnemonic-duplicate").rulings
    assert not any(r.conditions for r in rulings)


def test_a_dealer_who_cannot_recollect_the_trump_card_had_taken_it_up() -> None:
    # English Law 55: "If the dealer declare himself unable to recollect the trump card": it is
    # no longer in view, so the question of Law 53 (was it taken up?) does not arise
    rulings = ruled("dealer(Z)\nasked_for_trump_card(A)\nforgot_trump_card(Z)", "english").rulings
    assert not any(r.conditions for r in rulings) and any("55" in _laws(r) for r in rulings)


def test_the_third_hand_having_played_the_fourth_may_play_before_the_second() -> None:
    # American Law 25: "If the third hand plays before the second, the fourth hand also may play
    # before the second"; Law 26 only "If the third hand has not played"
    rulings = ruled("leader(N)\nplayed_before(W, E)\nhad_played_to_trick(S)", "american").rulings
    assert [r.kind for r in rulings] == ["right"] and "25" in _laws(rulings[0])
    rulings = ruled("leader(N)\nplayed_before(W, E)\nnot had_played_to_trick(S)", "american").rulings
    assert [r.kind for r in rulings] == ["penalty"] and "26" in _laws(rulings[0])


def test_the_acceptor_is_the_callers_partner_wherever_he_sits() -> None:
    # Solo Whist: the acceptor "plays as the caller's partner for the hand"; here Y proposed
    # and A, on his right, accepted: B and Z play together against them.
    result = ruled("bidder(Y)\nacceptor(A)\ncard_exposed(A)\nsilent_in_turn(Z)", "solo")
    exposed = next(r for r in result.rulings if "20" in _laws(r))
    assert "either adversary, B and Z" in exposed.decision
    assert exposed.options[0].seats == ("B", "Z")
    # "If he says nothing, B must await Z's decision": Z's partner for the hand is B
    assert any("await the decision of B" in r.decision for r in result.rulings)
    # no bid told: the seats' own partnerships
    assert "either adversary, Y and Z" in ruled("card_exposed(A)", "solo").rulings[0].decision


def test_three_play_together_against_the_single_player() -> None:
    # "the bidder, playing single-handed against the other three": all three may elect
    result = ruled("bidder(A)\nmisere_called\nlooked_at_last_trick(A)", "boston")
    assert result.rulings[0].options[0].seats == ("Y", "B", "Z")
    assert "Y, B and Z (adversaries) may elect" in render_text(result)
    # Law 24's "from him or his partner": the bidder has none, and B, on his right, calls
    lead = ruled("bidder(Z)\nled_out_of_turn(Z)\nnot played_to_false_lead(A)", "boston").rulings
    assert len(lead) == 1 and "from Y" not in lead[0].decision and lead[0].options[0].seats == ("B",)
    assert {"24A", "24"} <= _laws(lead[0])


def test_a_ruling_bound_through_either_caller_is_given_once() -> None:
    # Solo 31C's "bidder(?b) or caller_side(?b)" binds the proposer and the acceptor alike
    rulings = ruled("bidder(A)\nacceptor(B)\nrevoke_established(Y)\ncallers_would_have_won", "solo").rulings
    decisions = [r.decision for r in rulings]
    assert len(decisions) == len(set(decisions)) == 2, decisions


def test_the_only_ace_cut_is_the_lowest_card() -> None:
    # American Law 7: "In cutting, the ace is the lowest card"; Boston 2A seats the lowest
    rulings = ruled("cut_an_ace(B)", "boston").rulings
    assert {"2A", "7"} <= set().union(*(_laws(r) for r in rulings))
    # two aces cut: neither alone is the lowest
    assert not any("2A" in _laws(r) for r in ruled("cut_an_ace(B)\ncut_an_ace(Y)", "boston").rulings)


def test_a_declaration_passed_by_both_is_the_final_one() -> None:
    # Three-hand Law (7): "a declaration that has been passed by both of the others"
    rulings = ruled("overbid_own_passed_by_both(Z)", "three-hand-auction").rulings
    assert {r.kind for r in rulings} == {"loss_of_right", "procedure"}
    assert any("Z made the final declaration" in r.decision for r in rulings)


def test_a_suit_called_by_the_wrong_adversary_asks_nothing_of_the_leader() -> None:
    # Duplicate XI 4: the wrong adversary's call is none; whether A held the suit does not arise
    facts = "\n".join(
        ("led_out_of_turn(B)", "ought_to_have_led(A)", "not trick_complete")
        + ("wrong_adversary_demanded(Y)", "called_to_lead_suit(A)")
    )
    result = ruled(facts, "mnemonic-duplicate")
    assert not result.questions and not any(r.conditions for r in result.rulings)
    assert any(r.kind == "loss_of_right" for r in result.rulings)


def test_boston_asks_whether_the_bidder_had_played_to_the_false_lead() -> None:
    """Boston 24A: "if the adversary of the bidder leads out of turn, and the bidder has not played
    to the trick, the latter may call a suit ... If the bidder has played to the trick the error
    cannot be rectified": the question is the bidder's play, not whether all four had played."""
    result = ruled("bidder(S)\nled_out_of_turn(W)", "boston")
    assert [q.fact for q in result.questions] == ["had_played_to_trick(S)"]
    told = ruled("bidder(S)\nled_out_of_turn(W)\nnot had_played_to_trick(S)", "boston")
    assert [r.kind for r in told.rulings] == ["penalty"] and not told.questions


def test_solo_single_player_leading_out_of_turn_has_no_partner_to_call_from() -> None:
    """Law 24 calls a suit "from him or his partner"; Solo's single player has none."""
    result = ruled("bidder(A)\nsingle_player(A)\nled_out_of_turn(A)\nnot trick_complete", "solo")
    decisions = " ".join(r.decision for r in result.rulings)
    assert "has no partner" in decisions and "from A or from B" not in decisions


def test_the_fourth_hand_before_the_third_is_not_law_67() -> None:
    """English Law 67: "If the third hand play before the second, the fourth hand may play before
    his partner." With North leading, West is fourth and South third: W before S is not it."""
    result = ruled("leader(N)\nplayed_before(W, S)", "english")
    assert not any(c.number == "67" for r in result.rulings for c in r.citations)
    assert any(
        c.number == "67" for r in ruled("leader(N)\nplayed_before(S, E)", "english").rulings for c in r.citations
    )


def test_a_card_exposed_while_dealing_at_auction_is_law_37c() -> None:
    """Auction Law 37(c): a new deal "if, during a deal, any card be faced in the pack or exposed"."""
    result = ruled("card_exposed(W)\ndeal_begun\nnot deal_completed", "auction")
    assert [(r.kind, r.citations[0].number) for r in result.rulings] == [("new_deal", "37")]


def test_no_ruling_is_asked_under_answers_no_incident_can_give() -> None:
    """The timeline deal completed < final declaration < opening lead: with the deal not
    completed, the declaration and the lead need no answer (no incident has them made)."""
    result = ruled("declarer(Z)\ncard_exposed(A)", "auction")
    conditions = [{c.fact: c.value for c in r.conditions} for r in result.rulings]
    assert {"deal_completed": False} in conditions
    assert all(not (c.get("deal_completed") is False and len(c) > 1) for c in conditions), conditions


def test_dealing_in_the_partners_turn_is_taking_his_deal() -> None:
    """Hogarth Law 30: "If a player takes his partner's deal, and mis-deals, the latter loses his deal"."""
    result = ruled("about_to_deal(S)\ndealt_out_of_turn(N)\nmisdealt(N)", "hogarth")
    assert any(r.kind == "misdeal" and r.citations[0].number == "30" for r in result.rulings)


def test_a_wrong_penalty_demanded_leaves_none_to_enforce() -> None:
    """American Law 39: "If the wrong adversary demands a penalty, or a wrong penalty is demanded,
    none can be enforced": not the suit Law 24 would have let him call."""
    result = ruled(
        "led_out_of_turn(E)\nought_to_have_led(N)\ndemanded_wrong_penalty(N)\nnot trick_complete", "american"
    )
    assert [r.kind for r in result.rulings] == ["loss_of_right"]


def test_both_partners_revoking_at_duplicate_costs_three_tricks_not_four() -> None:
    """Duplicate Law X, Sec. 4: "If more than one revoke during the play of a deal is made by one
    side, the penalty for each revoke, after the first, is the transfer of one trick only."
    Whichever partner revoked first, the side loses two tricks and one: one ruling, three tricks."""
    result = ruled("revoke(A)\nrevoke_established(A)\nrevoke(B)\nrevoke_established(B)", "duplicate")
    penalties = [r.decision for r in result.rulings if r.kind == "penalty"]
    assert len(penalties) == 1 and "three tricks in all" in penalties[0]
    alone = ruled("revoke(A)\nrevoke_established(A)", "duplicate")
    assert ["two tricks are transferred" in r.decision for r in alone.rulings if r.kind == "penalty"] == [True]


@pytest.mark.parametrize("code", ["hogarth", "dummy"])
def test_a_card_of_dummys_own_hand_dropped_face_up_is_no_exposure(code: str) -> None:
    """Hogarth Law 80, Dummy III: "Dummy, being blind and deaf, his partner is not liable to any
    penalty for an error whence he can gain no advantage": Dummy's cards lie face up already."""
    result = ruled("dummy(N)\ndropped_card_face_up(N)", code)
    assert [r.kind for r in result.rulings] == ["no_penalty"]
    assert [r.kind for r in ruled("dummy(N)\ndropped_card_face_up(E)", code).rulings] == ["penalty"]

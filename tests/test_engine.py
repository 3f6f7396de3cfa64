"""Engine semantics: three-valued facts, derivation, explicit exceptions, conditional rulings."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter import nodes as n
from arbiter.api import load_code, rule_case
from arbiter.corpus import ruled as ruled_kinds
from arbiter.engine import run, t_and, t_or
from arbiter.parser import parse_incident_text
from arbiter.ruling import Fact, Result

from .conftest import FIXTURES


def ruled(statement: str, code: str) -> Result:
    """The ruling under `code` on a statement of facts, one fact a line."""
    return rule_case(parse_incident_text(statement, "test"), code)


def facts(*items: tuple[str, tuple[str, ...], bool | None]) -> list[Fact]:
    return [Fact(p, a, v) for p, a, v in items]


def test_kleene_logic() -> None:
    assert t_and([True, None]) is None and t_and([False, None]) is False
    assert t_or([False, None]) is None and t_or([True, None]) is True


def test_penalty_with_options_elector_and_footnote(mini: n.CompiledCode) -> None:
    result = run(mini, facts(("led_out_of_turn", ("A",), True), ("trick_complete", (), False)))
    (ruling,) = result.rulings
    assert ruling.kind == "penalty" and not ruling.conditions
    assert ruling.decision == "A led out of turn; Y and Z may call the card or a suit."
    assert [c.to_json() for c in ruling.citations] == [
        {"code": "mini", "law": "1", "footnote": "1"}, {"code": "mini", "law": "6"}
    ]  # fmt: skip
    assert ruling.options[0].to_json() == {
        "by": "adversaries", "seats": ["Y", "Z"], "choices": ["call the card led", "call a suit from A or B"],
        "until": "the next lead",
    }  # fmt: skip
    assert "Law 6: No call can oblige a player to revoke." in ruling.reasoning


def test_exception_sets_the_rule_aside_and_says_so(mini: n.CompiledCode) -> None:
    result = run(mini, facts(("led_out_of_turn", ("A",), True), ("trick_complete", (), True)))
    (ruling,) = result.rulings
    assert ruling.kind == "no_penalty"
    assert [c.number for c in ruling.citations] == ["2", "1"]
    assert any(s.rule == "law 1.call" and s.status == "set aside" and "law 2.complete" in s.why for s in result.trace)


def test_unknown_fact_gives_both_branches_and_one_question(mini: n.CompiledCode) -> None:
    result = run(mini, facts(("led_out_of_turn", ("Y",), True)))
    assert [(r.kind, [c.to_json() for c in r.conditions]) for r in result.rulings] == [
        (
            "penalty",
            [{"fact": "trick_complete", "value": False, "question": "Had all four players played to the trick?"}],
        ),
        (
            "no_penalty",
            [{"fact": "trick_complete", "value": True, "question": "Had all four players played to the trick?"}],
        ),
    ]
    assert [q.fact for q in result.questions] == ["trick_complete"]


def test_question_only_when_the_answer_changes_the_ruling(mini: n.CompiledCode, mini_child: n.CompiledCode) -> None:
    told = facts(("revoke", ("B",), True))
    # Under the parent, whether the trick was quitted decides the revoke penalty: ask it.
    assert [q.fact for q in run(mini, told).questions] == ["trick_turned_and_quitted"]
    # Under the child a revoke carries no penalty at all, so the answer cannot matter: ask nothing.
    result = run(mini_child, told)
    assert result.questions == () and [r.kind for r in result.rulings] == ["no_penalty"]


def test_consultation_forfeits_the_penalty(mini: n.CompiledCode) -> None:
    result = run(
        mini, facts(("led_out_of_turn", ("Y",), True), ("consulted", ("B",), True), ("trick_complete", (), False))
    )
    (ruling,) = result.rulings
    assert ruling.kind == "loss_of_right" and [c.number for c in ruling.citations] == ["5", "1"]


def test_derived_fact_and_its_law_are_cited(mini: n.CompiledCode) -> None:
    result = run(mini, facts(("revoke", ("B",), True), ("trick_turned_and_quitted", (), True)))
    (ruling,) = result.rulings
    assert [c.to_json() for c in ruling.citations] == [
        {"code": "mini", "law": "4", "section": "I"},
        {"code": "mini", "law": "3"},
    ]
    assert "Law 3: B's revoke was established." in ruling.reasoning
    assert any(s.status == "derived" and s.why == "revoke_established(B)" for s in result.trace)


def test_a_term_defined_in_passing_is_said_but_its_law_not_cited() -> None:
    # Solo 19B defines "the caller or his partner" (`then define`); 31C rules on the
    # acceptor's revoke by it, and cites 31C and 28, not 19B, a law on wrong numbers of cards.
    result = ruled("bidder(A)\nacceptor(B)\nrevoke(B)\nrevoke_established(B)", "solo")
    (callers,) = [r for r in result.rulings if r.citations[0].number == "31C" and r.kind == "penalty"]
    assert [c.number for c in callers.citations] == ["31C", "28"]
    assert "B was the caller or his partner, the acceptor." in callers.reasoning
    # "the single player" is the caller playing alone: told so, the laws on the caller apply
    alone = ruled("single_player(A)\nmisere_called\nrevoke_established(A)", "solo")
    assert any(r.citations[0].number == "31C" and r.kind == "penalty" for r in alone.rulings)
    # 19B's own ruling, which fires on the term, still cites 19B.
    short = ruled("bidder(A)\nacceptor(B)\nwrong_number_of_cards(B)", "solo")
    assert any(r.citations[0].number == "19B" for r in short.rulings)


def test_dummys_partner_may_declare_he_has_the_game() -> None:
    # Dummy III: "he may ... declare that he has the game, or trick, &c., without incurring
    # any penalty".
    (ruling,) = ruled("dummy(Y)\nclaimed_the_game(Z)", "dummy").rulings
    assert ruling.kind == "no_penalty" and [c.number for c in ruling.citations] == ["III"]


@pytest.mark.parametrize(
    ("code", "dealt"),
    [("solo", "dealt_by_threes(Z)"), ("boston", "dealt_by_fours(Z)"), ("cayenne", "dealt_by_fours(Z)")],
)
def test_a_card_faced_in_the_pack_is_a_new_deal_however_dealt(code: str, dealt: str) -> None:
    # Law 14 I: "There must be a new deal ... If any card except the last is faced in the pack":
    # the packets dealt as the game's inserted law requires do not make the deal stand.
    rulings = ruled(f"dealer(Z)\n{dealt}\ncard_faced_in_pack", code).rulings
    assert [(r.kind, [c.number for c in r.citations]) for r in rulings] == [("new_deal", ["14"])]


def test_dummy_does_not_elect_his_sides_penalty() -> None:
    # Dummy III: "Dummy being blind and deaf": the card B exposed is called by Z, Dummy's partner.
    (ruling,) = ruled("dummy(Y)\ndropped_card_face_up(B)", "dummy").rulings
    assert [(o.by, o.seats) for o in ruling.options] == [("adversaries", ("Z",))]
    # ... while with no dummy named, both adversaries may
    (ruling,) = ruled("dropped_card_face_up(B)", "dummy").rulings
    assert [o.seats for o in ruling.options] == [("Y", "Z")]


@pytest.mark.parametrize(("code", "law"), [("boston", "13B"), ("cayenne", "13B"), ("solo", "13A")])
def test_a_deal_one_at_a_time_is_a_misdeal_where_the_game_deals_by_packets(code: str, law: str) -> None:
    # Boston and Cayenne deal by fours and fives, Solo by threes: one card at a time all round
    # is a card dealt incorrectly and not corrected before the next (Law 17 II); the misdealer
    # deals again (17A), and in Boston forfeits a red counter besides.
    rulings = ruled("dealer(Z)\ndealt_singly(Z)", code).rulings
    (ruling,) = [r for r in rulings if r.kind == "new_deal"]
    assert {"17A", law} <= {c.number for c in ruling.citations}
    assert {r.kind for r in rulings} == ({"new_deal", "penalty"} if code == "boston" else {"new_deal"})


def test_a_revoke_claimed_before_the_scores_are_recorded_is_in_time() -> None:
    # Duplicate Auction D: "may be claimed at any time before the last trick ... has been turned
    # and quitted and the scores of that deal agreed upon and recorded, but not thereafter."
    (ruling,) = ruled("hand_played_out\nnot deal_scores_recorded\nrevoke_claimed(E)", "duplicate-auction").rulings
    assert ruling.kind == "right" and [c.number for c in ruling.citations] == ["D"]
    late = ruled("deal_scores_recorded\nrevoke_claimed(E)", "duplicate-auction").rulings
    assert [(r.kind, r.citations[0].number) for r in late] == [("loss_of_right", "D")]


def test_revoke_penalty_survives_consultation(mini: n.CompiledCode) -> None:
    result = run(
        mini, facts(("revoke", ("B",), True), ("trick_turned_and_quitted", (), True), ("consulted", ("Y",), True))
    )
    assert sorted(r.kind for r in result.rulings) == ["loss_of_right", "penalty"]


def test_child_code_rules_differently_from_parent(mini: n.CompiledCode, mini_child: n.CompiledCode) -> None:
    told = facts(("revoke", ("B",), True), ("trick_turned_and_quitted", (), True))
    assert run(mini, told).rulings[0].kind == "penalty"
    assert [r.kind for r in run(mini_child, told).rulings] == ["no_penalty"]


def test_no_law_covers_this(mini: n.CompiledCode) -> None:
    result = run(mini, facts(("dealer", ("Z",), True)))
    (ruling,) = result.rulings
    assert ruling.kind == "no_law" and "First fault: Consider with whom the first fault lies." in ruling.reasoning


def test_timeline_closure(mini: n.CompiledCode) -> None:
    # "during the play" implies the deal had begun.
    result = run(mini, facts(("play_begun", (), True), ("deal_begun", (), False)))
    assert any("the facts disagree" in note for note in result.notes)


SWAP = {"A": "Y", "Y": "A", "B": "Z", "Z": "B"}  # turning the table a quarter keeps partnerships


@settings(max_examples=40, deadline=None)
@given(
    st.permutations(["led", "complete", "consulted", "revoke", "quitted"]),
    st.sampled_from(["A", "Y", "B", "Z"]),
    st.sampled_from([True, False, None]),
)
def test_order_and_names_do_not_change_the_ruling(
    mini: n.CompiledCode, order: list[str], seat: str, complete: bool | None
) -> None:
    partner = {"A": "B", "B": "A", "Y": "Z", "Z": "Y"}[seat]
    pool = {
        "led": ("led_out_of_turn", (seat,), True), "complete": ("trick_complete", (), complete),
        "consulted": ("consulted", (partner,), False), "revoke": ("revoke", (partner,), True),
        "quitted": ("trick_turned_and_quitted", (), True),
    }  # fmt: skip
    told = [pool[k] for k in order]
    renamed = [(p, tuple(SWAP[a] for a in args), v) for p, args, v in told]
    one, two = run(mini, facts(*told)), run(mini, facts(*reversed(renamed)))
    shape = lambda r: sorted((x.kind, tuple(c.number for c in x.citations), len(x.conditions)) for x in r.rulings)  # noqa: E731
    assert shape(one) == shape(two)
    translate = str.maketrans(SWAP)
    assert sorted(r.decision.translate(translate) for r in one.rulings) == sorted(r.decision for r in two.rulings)


def test_a_seat_no_ruling_names_gives_the_ruling_once() -> None:
    """Solo Law 26A: "(played_before(?x, ?y) or led_out_of_turn(?x))" binds ?y four ways when
    only the lead is told; the caller may claim the stakes, once."""
    told = facts(
        ("bidder", ("A",), True), ("misere_called", (), True),
        ("led_out_of_turn", ("Y",), True), ("ought_to_have_led", ("B",), True),
    )  # fmt: skip
    rulings = run(load_code("solo"), told).rulings
    stakes = [r for r in rulings if "claim the stakes" in r.decision]
    assert len(stakes) == 1 and len(rulings) == len(set(rulings)) == 2


@pytest.mark.parametrize("code", ["english", "american", "hogarth"])
def test_the_fourth_hand_before_second_and_third_is_not_the_third_hand_before_second(code: str) -> None:
    """English Law 67/68 (Hogarth 41/42, American 25/26): A led; Z played before Y, whose turn it
    was, and so before B too. Z is the fourth hand (the next law's penalty on Y), not a third
    hand who played before the second (a right of the fourth to play before his partner)."""
    fourth = ruled("leader(A)\nplayed_before(Z, Y)\nplayed_before(Z, B)", code)
    third = ruled("leader(A)\nplayed_before(B, Y)", code)
    assert {r.kind for r in fourth.rulings} == {"penalty"}
    assert "right" in {r.kind for r in third.rulings}


@pytest.mark.parametrize(("code", "points"), [("english", "9"), ("hogarth", "71"), ("auction", "10")])
def test_the_first_two_games_won_are_the_rubber_won(code: str, points: str) -> None:
    assert points in ruled("won_first_two_games(A)", code).cited_laws()


@pytest.mark.parametrize("code", ["english", "hogarth"])
def test_two_cards_dealt_together_and_put_right_is_no_breach_of_rotation(code: str) -> None:
    """Club Code Law 44 VI (Hogarth 26 d) governs two cards dealt together: put right before the
    third card, it is no misdeal, though the deal was for a moment out of its rotation (44 I)."""
    told = "dealt_two_cards(Z)\nnot dealt_on_after_error(Z)\ndealt_irregularly(Z)"
    assert {r.kind for r in ruled(told, code).rulings} == {"deal_stands"}


@pytest.mark.parametrize("code", ["dummy", "hogarth"])
def test_a_lead_from_the_wrong_hand_says_who_is_dummy(code: str) -> None:
    """Dummy Law III (Hogarth 80): "Z led from Dummy's hand when he should have led from his
    own" makes Z Dummy's partner; Dummy sits opposite, whether or not the telling says so."""
    result = ruled("led_from_own_not_dummy(Z)", code)
    assert [r.kind for r in result.rulings] == ["penalty"]
    assert result.rulings[0].decision.endswith(("Dummy's hand, Y, which ought to have led.", "Dummy's hand, Y."))


def test_a_denied_fact_is_false_and_asked_of_no_one(tmp_path: Path) -> None:
    """`then derive not f`: "the second hand had not played" leaves the trick incomplete, so
    the penalty stands without a question, and `known` tells a fact said false from silence."""
    from arbiter.resolver import compile_file

    (tmp_path / "table.law").write_text((FIXTURES / "codes" / "table.law").read_text())
    path = tmp_path / "t.law"
    path.write_text(
        'code t "T" {\n  uses table\n}\n'
        'fact led_out_of_turn(player) "{player} led out of turn"\n'
        'fact followed(player) "{player} played to the false lead"\n  default false\n'
        "law 1 {\n"
        "  rule unfollowed: when led_out_of_turn(?p) and ?q != ?p and known followed(?q) and not followed(?q)\n"
        "    then derive not trick_complete\n"
        '  rule call: when led_out_of_turn(?p) and not trick_complete then penalty "call a suit" by adversaries(?p)\n'
        '  rule stands: when led_out_of_turn(?p) and trick_complete then no_penalty "the trick stands"\n'
        "}\n"
    )
    code = compile_file(path)
    told = run(code, facts(("led_out_of_turn", ("B",), True), ("followed", ("Z",), False)))
    assert [r.kind for r in told.rulings] == ["penalty"] and not told.rulings[0].conditions and not told.questions
    assert any(s.status == "denied" and s.why == "trick_complete" for s in told.trace)
    # followed is false by default: unsaid, it is not known, and the trick may be complete
    silent = run(code, facts(("led_out_of_turn", ("B",), True)))
    assert sorted(r.kind for r in silent.rulings) == ["no_penalty", "penalty"]
    assert [q.atom for q in silent.questions] == [("trick_complete", ())]


@pytest.mark.parametrize("denial_first", [False, True])
def test_a_fact_both_derived_and_denied_is_denied_as_the_exception(tmp_path: Path, denial_first: bool) -> None:
    """Duplicate-auction Law C: "A trick is turned and quitted when all four players have
    turned and ceased to touch their respective cards": quitted when all have turned, not
    while one still touches his card, whichever rule the law file gives first; and a rule
    reading the fact sees it only once the denial is made."""
    from arbiter.resolver import compile_file

    derive = "  rule a: when all_turned then derive trick_turned_and_quitted\n"
    deny = "  rule b: when touching(?p) then derive not trick_turned_and_quitted\n"
    body = (
        'fact all_turned "all four had turned their cards"\n'
        'fact touching(player) "{player} still touched his card"\n'
        "law 1 {\n" + (deny + derive if denial_first else derive + deny) + "}\n"
        "law 2 {\n"
        "  rule settled: when revoke(?p) and trick_turned_and_quitted then derive revoke_established(?p)\n"
        '  rule est: when revoke_established(?p) then penalty "three tricks"\n'
        '  rule saved: when revoke(?p) and not trick_turned_and_quitted then no_penalty "saved"\n'
        "}\n"
    )
    (tmp_path / "table.law").write_text((FIXTURES / "codes" / "table.law").read_text())
    path = tmp_path / "t.law"
    path.write_text('code t "T" {\n  uses table\n}\n' + body)
    code = compile_file(path)
    both = run(code, facts(("revoke", ("A",), True), ("all_turned", (), True), ("touching", ("B",), True)))
    assert [r.kind for r in both.rulings] == ["no_penalty"] and not both.questions
    turned = run(code, facts(("revoke", ("A",), True), ("all_turned", (), True)))
    assert [r.kind for r in turned.rulings] == ["penalty"] and not turned.questions
    touching = run(code, facts(("revoke", ("A",), True), ("touching", ("B",), True)))
    assert [r.kind for r in touching.rulings] == ["no_penalty"] and not touching.questions


@pytest.mark.parametrize(
    ("code", "said", "kinds", "laws"),
    [
        # Double Dummy: no misdeal, so the dealer keeps the deal; hands of fourteen and twelve
        # cannot be played, and he deals again; a fault of the dealing only leaves the deal
        ("double-dummy", "dealer(Y)\nhad_fourteen_cards(B)\nhand_short(Z)\nnot play_begun", {"new_deal"}, {"DD"}),
        ("double-dummy", "dealer(Z)\ndealt_two_cards(Z)\ndealt_on_after_error(Z)", {"new_deal"}, {"DD"}),
        ("double-dummy", "dealer(Z)\ndealer_counted_cards(Z)", {"deal_stands"}, {"DD"}),
        # ... but a pack proved imperfect is no misdeal: the hand is void and the dealer deals
        # again (Laws 37, 47); the deal does not stand by DD
        ("double-dummy", "dealer(A)\ntrump_not_to_dealer(A)\npack_proved_imperfect", {"new_deal"}, {"37", "47"}),
        # Duplicate VIII.2: "should he so lead, the card led by him is liable to be called", the
        # proper leader told only as the partner whose turn it was
        ("mnemonic-duplicate", "led_out_of_turn(A)\nin_partners_turn(A)\nnot trick_complete\n"
         "moved_before_penalty_settled(B)", {"penalty", "procedure"}, {"VII", "VIII"}),
        # Cayenne 37A: looking at the last trick is the custom "except in Misères", and Cayenne's
        # misère is its nullo; the penalty is a lead out of turn's (Law 24)
        ("cayenne", "nullo_declared\nlooked_at_last_trick(A)", {"penalty"}, {"37A", "24"}),
        ("cayenne", "looked_at_last_trick(A)", {"right"}, {"37A"}),
        # Solo 19B: "In Solo Whist, the deal stands good", whoever holds the one hand wrong
        ("solo", "bidder(A)\nacceptor(B)\nwrong_number_of_cards(B)", {"deal_stands", "procedure"}, {"19B"}),
        ("solo", "bidder(A)\nwrong_number_of_cards(Y)", {"deal_stands", "penalty"}, {"19B"}),
        # Duplicate V: at more than two tables, rectified and passed on, and the average score
        ("duplicate", "more_cards(N)\nfewer_cards(S)\noverplay\nmore_than_two_tables", {"procedure", "score"},
         {"V"}),
        # ... a short hand found after the first trick of the overplay: the deal stands
        ("duplicate", "fewer_cards(E)\noverplay\nfirst_trick_quitted", {"deal_stands", "penalty"}, {"V"}),
        # Hogarth 31: "After this" (the dealer's turn to play to the first trick) no one may be
        # told who dealt; a question whose time is not told is the etiquette's alone
        ("hogarth", "asked_who_dealt(B)\nfirst_trick_quitted", {"procedure", "guidance"}, {"31"}),
        ("hogarth", "asked_who_dealt(B)", {"guidance"}, {"etiquette 4"}),
    ],
)  # fmt: skip
def test_the_laws_read_again_from_writers_flags(code: str, said: str, kinds: set[str], laws: set[str]) -> None:
    result = ruled(said, code)
    got, cited = ruled_kinds(result)
    assert kinds == got and laws <= cited and not any(r.conditions for r in result.rulings), (got, cited)


def test_a_card_still_touched_leaves_the_trick_unquitted_and_the_revoke_unestablished() -> None:
    """Duplicate-auction Law C: "A trick is turned and quitted when all four players have
    turned and ceased to touch their respective cards": W's renounce, with E's fingers still on
    his card, is corrected in time (Law 86), and no one is asked whether the trick was quitted."""
    result = ruled("declarer(S)\nrevoke(W)\nstill_touching_card(E)", "duplicate-auction")
    assert not any(q.atom[0] == "trick_turned_and_quitted" for q in result.questions)
    cited = {c.number for r in result.rulings for c in r.citations}
    assert "86" in cited and "84" not in cited and not any(r.conditions for r in result.rulings)


@pytest.mark.parametrize("code", ["english", "american", "hogarth", "duplicate", "dummy", "boston"])
def test_a_lead_out_of_turn_before_the_second_hand_played_leaves_no_complete_trick(code: str) -> None:
    """English Law 63, American Law 24, Duplicate Law VIII: "if all have played to the false
    lead, no penalty"; the second hand said not to have played, the trick is not complete."""
    said = "led_out_of_turn(B)\nought_to_have_led(A)\nnot had_played_to_trick(Z)"
    result = ruled(said, code)
    assert "no_penalty" not in {r.kind for r in result.rulings}
    assert "penalty" in {r.kind for r in result.rulings}
    assert not any(q.atom[0] == "trick_complete" for q in result.questions)


def test_a_revoke_claimed_after_the_next_deal_is_played_makes_no_card_liable() -> None:
    """Duplicate Law X, Sec. 5: the claimants had played to the following deal, so the deal
    was over; Sec. 3's liable card is for a renounce corrected, which this one cannot be."""
    result = ruled("revoke_claimed(E)\nrevoke(E)\nplayed_to_following_deal(S)", "duplicate")
    assert [r.kind for r in result.rulings] == ["loss_of_right"]
    assert not result.questions


@pytest.mark.parametrize("code", ["boston", "cayenne", "solo"])
def test_a_late_candidate_is_not_shut_out_where_law_6_does_not_apply(code: str) -> None:
    """Foster, Law 6 in Boston, Cayenne and Solo Whist: "this rule does not apply"."""
    result = ruled("entry_declared_late", code)
    assert [(r.kind, [c.number for c in r.citations]) for r in result.rulings] == [("procedure", ["6"])]
    assert "does not apply" in result.rulings[0].decision
    assert [r.kind for r in ruled("entry_declared_late", "american").rulings] == ["loss_of_right"]


def test_dummys_turn_up_left_on_the_table_is_not_called() -> None:
    """Dummy, exception III: Dummy's hand lies face up, so his trump card left with it gives
    no advantage; the live player's left there is liable, as by Law 52."""
    dummy = ruled("dummy(Y)\ntrump_card_left_on_table(Y)\nfirst_trick_quitted", "dummy")
    assert [r.kind for r in dummy.rulings] == ["no_penalty"]
    live = ruled("dummy(Y)\ntrump_card_left_on_table(Z)\nfirst_trick_quitted", "dummy")
    assert "penalty" in {r.kind for r in live.rulings}


def test_at_double_dummy_the_dummy_is_not_told_he_need_not_abandon() -> None:
    """Case V's "Z is not bound to abandon the game because his partner chooses to do so"
    speaks of a player; at Double Dummy the claimant's partner is a Dummy."""
    result = ruled("double_dummy_game\ndummy(B)\nthrew_cards_face_up(A)", "double-dummy")
    assert [r.kind for r in result.rulings] == ["no_penalty"]
    assert "right" in {r.kind for r in ruled("threw_cards_face_up(A)", "english").rulings}


@pytest.mark.parametrize("code", ["english", "hogarth"])
def test_three_who_cut_equal_cards_are_not_two(code: str) -> None:
    """English Law 19 (Hogarth 11) is the case of three equal cards; Law 18's "two players
    cutting cards of equal value" is set aside for the two of them."""
    result = ruled("three_cut_equal\ntwo_cut_equal\nfourth_card_highest", code)
    assert [r.kind for r in result.rulings] == ["procedure"]
    assert "three who cut" in result.rulings[0].decision


def test_at_double_dummy_the_dealer_who_shuffles_after_the_cut_keeps_his_deal() -> None:
    """Law 36 takes the deal from a dealer who shuffles after the cut; Double Dummy's special
    law ("no misdeal, as the deal is a disadvantage") makes losing it no penalty."""
    assert [r.kind for r in ruled("dealer(A)\nshuffled_after_cut(A)", "double-dummy").rulings] == ["no_penalty"]
    assert [r.kind for r in ruled("dealer(A)\nshuffled_after_cut(A)", "dummy").rulings] == ["penalty"]


def test_a_solo_deal_by_threes_hides_no_other_misdeal() -> None:
    """Solo Law 13A: dealing by threes is the Solo deal, not Law 13's packets; a dealer who
    looks at the trump card before the deal is done still misdeals (Law 17 V, 17A)."""
    threes = ruled("dealer(Z)\ndealt_by_threes(Z)", "solo")
    assert [r.kind for r in threes.rulings] == ["deal_stands"]
    looked = ruled("dealer(Z)\ndealt_by_threes(Z)\nlooked_at_trump_in_dealing(Z)", "solo")
    assert [r.kind for r in looked.rulings] == ["new_deal"]


def test_honours_called_only_after_the_next_trump_are_not_called_in_time() -> None:
    """Law 7's "if so called, they may be scored at any time" is for honours called at the end
    of the hand; a call made after the next trump card was turned is Law 6's late claim."""
    late = ruled("held_four_honours(A)\nhonours_called(A)\nhonours_claimed_late(A)\nnext_trump_turned", "dummy")
    assert [r.kind for r in late.rulings] == ["loss_of_right"]
    assert {c.number for r in late.rulings for c in r.citations} == {"3", "6"}
    in_time = ruled("held_four_honours(A)\nhonours_called(A)", "dummy")
    assert "right" in {r.kind for r in in_time.rulings}


@pytest.mark.parametrize(("code", "law"), [("english", "4"), ("double-dummy", "4"), ("hogarth", "68")])
@pytest.mark.parametrize("holder", ["Y", "Z"])
def test_the_side_at_four_scores_no_honours_whichever_partner_held_them(code: str, law: str, holder: str) -> None:
    """Law 4 (Hogarth 68): "Those players, who, at the commencement of a deal, are at the score
    of four, cannot score honours": the side, though the partner said to be at four is not the
    one said to hold them."""
    result = ruled(f"at_four_at_deal_start(Y)\nheld_four_honours({holder})", code)
    assert [r.kind for r in result.rulings] == ["score"]
    assert "cannot score honours" in result.rulings[0].decision
    assert law in {c.number for c in result.rulings[0].citations}


@pytest.mark.parametrize(("code", "law"), [("english", "8"), ("hogarth", "70")])
def test_five_points_are_the_game_that_the_losers_score_values(code: str, law: str) -> None:
    """Law 2 (Hogarth 67): "a game consists of five points"; the side that made them has won
    the game, and Law 8 (Hogarth 70) values it by the losers' score: a treble at love."""
    result = ruled("reached_five_points(A)\ngame_losers_at_love(Y)", code)
    treble = [r for r in result.rulings if law in {c.number for c in r.citations}]
    assert treble and "treble" in treble[0].decision


def test_hogarth_corrects_a_score_until_the_next_games_first_trump() -> None:
    """Hogarth Law 72: an erroneous score "may be corrected ... at any time before the trump card
    of the first deal of the next game is turned up": a finished game is not yet too late."""
    before = ruled("score_error_proved\nscore_error_game_concluded\nnot next_trump_turned", "hogarth")
    assert [r.kind for r in before.rulings] == ["right"]
    told_over = ruled("score_error_proved\nscore_error_game_concluded", "hogarth")
    assert [r.kind for r in told_over.rulings] == ["loss_of_right"]


def test_at_dummy_the_dummy_deals_first_whoever_cut_lowest() -> None:
    """Dummy exception I: "Dummy deals at the commencement of each rubber", not Law 16's lowest cut."""
    result = ruled("rubber_commencing\ndummy(Y)\ncut_lowest_card(A)", "dummy")
    assert [r.kind for r in result.rulings] == ["procedure"]
    assert "I" in {c.number for r in result.rulings for c in r.citations}
    assert [r.kind for r in ruled("cut_lowest_card(A)", "dummy").rulings] == ["right"]


def test_a_boston_hand_too_long_is_a_misdeal_whoever_dealt() -> None:
    """Boston, after Law 19: "If any player has more than the proper number of cards, it is a
    misdeal" -- the dealer named or not; and the misdealer's red counter is forfeit besides."""
    for facts in ("bidder(A)\nplay_begun\nhad_fourteen_cards(A)", "dealer(Z)\nhad_fourteen_cards(Y)"):
        result = ruled(facts, "boston")
        assert sorted(r.kind for r in result.rulings) == ["new_deal", "penalty"], facts
        assert "19A" in {c.number for r in result.rulings for c in r.citations}
        (forfeit,) = [r for r in result.rulings if r.kind == "penalty"]
        assert "red counter" in forfeit.decision and "19A" in {c.number for c in forfeit.citations}


@pytest.mark.parametrize("code", ["duplicate", "mnemonic-duplicate"])
def test_who_played_after_a_corrected_renounce_may_take_his_card_back(code: str) -> None:
    """Duplicate Law X, Sec. 3: "Any player who has played to the trick after the renouncing
    player, may withdraw his card and substitute another" -- asked before he has done so."""
    result = ruled("renounced_in_error(A)\nwants_card_back(B)\nnot trick_turned_and_quitted", code)
    assert any(r.kind == "right" and "may withdraw his card" in r.decision for r in result.rulings)


def test_a_designated_suit_the_second_hand_lacks_pays_the_penalty() -> None:
    """Auction Law 80: "If he name a suit of which the second hand is void, the penalty is
    paid" -- told as the suit demanded that he did not hold."""
    for told in ("designated_suit_void(A)", "not held_called_suit(A)"):
        result = ruled(f"declarer(Z)\nplayed_before(B, A)\nvoid_of_suit_led(A)\n{told}", "auction")
        assert [r.kind for r in result.rulings] == ["no_penalty"], told


def test_dummys_first_deal_taken_by_a_live_player_is_exception_one_and_law_48() -> None:
    """Dummy exception I: the first deal of a rubber is Dummy's; a live player who dealt it
    may be stopped before the trump card is turned, after which the deal stands (Law 48)."""
    result = ruled("dealer(A)\ndealt_out_of_turn(A)\ndummy(Z)\nrubber_commencing", "dummy")
    assert {c.number for r in result.rulings for c in r.citations} >= {"I", "48"}
    turned = ruled("dealer(A)\ndealt_out_of_turn(A)\ndummy(Z)\nrubber_commencing\ntrump_turned", "dummy")
    assert "deal_stands" in {r.kind for r in turned.rulings}


def test_a_boston_misdealer_forfeits_a_red_counter_besides_dealing_again() -> None:
    """Boston, after Law 17: "the misdealer deals again with the same cards. In Boston he
    forfeits a red counter to the pool for his error": the forfeit is a penalty of its own."""
    result = ruled("dealer(Z)\nmisdealt(Z)", "boston")
    assert {r.kind for r in result.rulings} == {"new_deal", "penalty"}
    (forfeit,) = [r for r in result.rulings if r.kind == "penalty"]
    assert "red counter" in forfeit.decision and "17A" in {c.number for c in forfeit.citations}


def test_cayenne_revokers_who_would_reach_ten_stop_at_nine_under_law_31b() -> None:
    """Cayenne, after Law 31: "the revoking players must stop at nine", whether or not the hand
    was required to be played out (every Cayenne hand is)."""
    result = ruled("revoke_established(B)\nreached_ten_points(A)", "cayenne")
    cited = {c.number for r in result.rulings if r.kind == "score" for c in r.citations}
    assert {"30A", "31B"} <= cited


@pytest.mark.parametrize("code", ["auction", "three-hand-auction"])
def test_an_opening_lead_out_of_turn_the_declarer_plays_to_stands(code: str) -> None:
    """Auction Law 78: "If an adversary of the declarer lead out of turn, and the declarer follow
    either from his own hand or dummy, the trick stands" -- the opening lead too, which Law 66
    would otherwise let him treat as exposed."""
    followed = ruled("declarer(Z)\nopening_lead_out_of_turn(B)\nled_out_of_turn(B)\nplayed_to_false_lead(Z)", code)
    assert [r.kind for r in followed.rulings] == ["no_penalty"]
    assert "78" in {c.number for c in followed.rulings[0].citations}
    not_followed = ruled("declarer(Z)\nopening_lead_out_of_turn(B)\nled_out_of_turn(B)", code)
    assert "penalty" in {r.kind for r in not_followed.rulings}


def test_an_adversary_revoking_against_a_proposal_told_by_its_side_pays_under_31c() -> None:
    """Solo, after Law 31: "if an adversary of the caller revokes, he must individually pay the
    entire loss" -- whichever of the callers proposed: the side is enough."""
    result = ruled("caller_side(A)\ncaller_side(B)\nrevoke(Y)\nrevoke_established(Y)", "solo")
    assert "31C" in {c.number for r in result.rulings for c in r.citations}
    callers_revoking = ruled("caller_side(A)\ncaller_side(B)\nrevoke(A)\nrevoke_established(A)", "solo")
    assert all("adversary of the caller" not in r.decision for r in callers_revoking.rulings)


def test_dummy_deals_first_though_the_telling_never_seats_him() -> None:
    """Dummy, exception I: "Dummy deals at the commencement of each rubber", wherever he sits."""
    result = ruled("rubber_commencing\ncut_lowest_card(E)\nabout_to_deal(E)", "dummy")
    (first,) = [r for r in result.rulings if "I" in {c.number for c in r.citations}]
    assert first.kind == "procedure" and "Dummy's, not E's" in first.decision
    seated = ruled("rubber_commencing\ncut_lowest_card(E)\ndummy(N)", "dummy")
    assert all("Dummy's, not E's" not in r.decision for r in seated.rulings)
    assert any("N's, Dummy's" in r.decision for r in seated.rulings)


@pytest.mark.parametrize(("code", "law"), [("hogarth", "31"), ("english", "53")])
def test_who_took_the_trump_card_into_his_hand_is_the_dealer(code: str, law: str) -> None:
    """English Law 53, Hogarth Law 31: "After the dealer has taken the trump card into his
    hand, it cannot be asked for": the telling that says who took it up named the dealer."""
    result = ruled("first_trick_quitted\ntook_trump_card(Z)\nasked_for_trump_card(Y)\nasked_who_dealt(Y)", code)
    assert law in {c.number for r in result.rulings for c in r.citations}
    assert not any(r.conditions for r in result.rulings)


def test_the_same_hand_again_on_the_overplay_is_an_irregularity_in_the_hands() -> None:
    """Single Table, or Mnemonic Duplicate: "In case of the discovery of an irregularity in the
    hands, there must always be a new deal" -- a player holding the hand he played before."""
    result = ruled("overplay\nplayed_deal_before(A)\nsame_hand_again(A)", "mnemonic-duplicate")
    assert "new_deal" in {r.kind for r in result.rulings}


def test_a_three_hand_declaration_out_of_turn_leaves_the_turn_with_its_owner() -> None:
    """Three-Hand Law (5): "A declaration out of turn does not affect the right of the player
    whose turn it is to declare, unless both he and the other player ... accept" it."""
    result = ruled("bid_out_of_turn(E)\nnot accepted_by_both", "three-hand-auction")
    assert {"penalty", "right"} <= {r.kind for r in result.rulings}
    accepted = ruled("bid_out_of_turn(E)\naccepted_by_both", "three-hand-auction")
    assert {r.kind for r in accepted.rulings} == {"no_penalty"}


def test_an_auction_dealer_who_shuffles_after_the_cut_is_not_penalised() -> None:
    """Auction Law 34: "his adversaries may also shuffle and the pack must be cut again"; the
    Club Code's forfeit of the deal is not there."""
    result = ruled("dealer(Z)\nshuffled_after_cut(Z)", "auction")
    assert {r.kind for r in result.rulings} == {"procedure", "right"}
    assert not any(r.conditions for r in result.rulings)


def test_a_false_lead_told_followed_by_all_is_not_partly_followed() -> None:
    """English Law 63: "If any one lead out of turn, and the other three have followed him, the
    trick is complete": a trick told complete is not one only the second hand played to."""
    result = ruled("led_out_of_turn(S)\nplayed_to_false_lead(W)\ntrick_complete", "english")
    assert {r.kind for r in result.rulings} == {"no_penalty"}
    partly = ruled("led_out_of_turn(S)\nplayed_to_false_lead(W)", "english")
    assert "procedure" in {r.kind for r in partly.rulings} and not any(r.conditions for r in partly.rulings)


def test_a_fact_stated_not_so_is_not_made_so_by_a_definition() -> None:
    # Auction Law 86: "not established" stated, the revoke is corrected in time, and Law 84's
    # definition of an established revoke does not overrule the arbitrator
    result = ruled("declarer(A)\ndummy(B)\nrevoke(Y)\nnot revoke_established(Y)", "auction")
    assert not result.questions and [r.kind for r in result.rulings] == ["penalty"]
    assert "86" in {c.number for c in result.rulings[0].citations}
    # a law's exception still undoes what is stated so: Solo dealing by threes is no packets
    threes = ruled("dealer(B)\ndealt_by_threes(B)\ndealt_in_packets(B)", "solo")
    assert [r.kind for r in threes.rulings] == ["deal_stands"] and not threes.questions


def test_a_special_law_that_moves_a_time_limit_restates_the_election_until() -> None:
    """Duplicate Auction Law D, "in place of" Auction Law 88: "A revoke may be claimed at any time
    before the last trick ... has been turned and quitted and the scores of that deal agreed upon
    and recorded": Law 84's penalty is elected until then, not until the next cut."""
    statement = "declarer(A)\ndummy(B)\nrevoke(Y)\nrevoke_established(Y)"
    (auction,) = [r for r in ruled(statement, "auction").rulings if r.options]
    (duplicate,) = [r for r in ruled(statement, "duplicate-auction").rulings if r.options]
    assert "cut for the following deal" in auction.options[0].until
    assert duplicate.options[0].until.startswith("the last trick of the deal has been turned and quitted")
    assert "D" in {c.number for c in duplicate.citations}
    assert auction.options[0].choices == duplicate.options[0].choices


@pytest.mark.parametrize("code", ["boston", "solo"])
def test_a_lead_out_of_turn_against_a_misere_is_both_inserted_laws(code: str) -> None:
    """24B: "In Misères, a lead out of turn by the bidder's adversary immediately loses the game";
    26A: "If the adversary of a Misère player leads or plays out of turn, the bidder may
    immediately claim the stakes". Both print it, in Boston as in Solo Whist."""
    result = ruled("bidder(W)\nmisere_called\nled_out_of_turn(N)", code)
    kinds, cited = ruled_kinds(result)
    assert {"24B", "26A"} <= cited and kinds == {"score"}


def test_a_game_whose_next_trump_is_not_turned_is_not_concluded() -> None:
    """English Law 11: "such game is not concluded until the trump card of the following deal
    has been turned up": told it is not turned, the score is corrected, and nothing is asked."""
    result = ruled("score_error_proved\nnot next_trump_turned", "english")
    assert [r.kind for r in result.rulings] == ["right"] and not result.questions
    unknown = ruled("score_error_proved", "english")
    assert unknown.questions and {r.kind for r in unknown.rulings} == {"right", "loss_of_right"}


def test_a_revoke_in_dummys_hand_at_double_dummy_is_one_revoke() -> None:
    """Dummy, exception II: "should he revoke and the error not be discovered until the trick is
    turned and quitted, it stands good". At Double Dummy "Dummy's hand" names neither Dummy:
    the revoke stands good once, and is not both sides' revoke (Law 81)."""
    statement = "dummy(B)\ndummy(Z)\nrevoke_in_dummy_hand\ntrick_turned_and_quitted"
    result = ruled(statement, "double-dummy")
    kinds, cited = ruled_kinds(result)
    assert len(result.rulings) == 1 and kinds == {"no_penalty"} and "II" in cited and "81" not in cited
    one = ruled("dummy(B)\nrevoke_in_dummy_hand\ntrick_turned_and_quitted", "dummy")
    assert "B's hand" in one.rulings[0].decision

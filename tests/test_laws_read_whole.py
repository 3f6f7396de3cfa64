"""Rulings where one law's rule must give way to what another law, or the rest of the same law,
says: each from a statement of facts, with the printed words it rests on."""

from __future__ import annotations

from arbiter.api import parse_statement, rule_case
from arbiter.corpus import ruled


def ruling(code: str, statement: str) -> tuple[set[str], set[str], bool]:
    result = rule_case(parse_statement(statement.replace(";", "\n")), code)
    kinds, cited = ruled(result)
    return kinds, cited, any(r.conditions for r in result.rulings)


def test_honours_marked_but_not_called_are_not_scored_yet() -> None:
    # English 7: "To score honours is not sufficient; they must be called at the end of the hand"
    kinds, cited, _ = ruling("english", "marked_honours(Z) ; not honours_called(Z) ; held_four_honours(Z)")
    assert "procedure" in kinds and "7" in cited and "score" not in kinds
    # ... called, they score (Law 3)
    kinds, _, _ = ruling("english", "honours_called(Z) ; held_four_honours(Z)")
    assert "score" in kinds


def test_dealing_by_fours_excuses_the_packets_not_a_count_of_the_cards() -> None:
    # Cayenne 13B: "dealt four at a time for two rounds, and then five at a time"; Law 17 III:
    # "It is a misdeal ... If he counts the cards on the table or in the remainder of the pack"
    kinds, cited, _ = ruling("cayenne", "dealer(Z) ; dealer_counted_cards(Z) ; dealt_by_fours(Z)")
    assert "new_deal" in kinds and "17A" in cited and "deal_stands" not in kinds
    kinds, cited, _ = ruling("boston", "dealer(Z) ; dealt_by_fours(Z)")
    assert kinds == {"deal_stands"} and "13B" in cited


def test_a_boston_revoke_claimed_after_the_cut_has_no_penalty() -> None:
    # Law 33: "The revoke can be claimed at any time before the cards have been presented and cut
    # for the following deal, but not thereafter."
    kinds, cited, _ = ruling("boston", "bidder(B) ; revoke(A) ; revoke_claimed(A) ; cut_for_next_deal")
    assert kinds == {"loss_of_right"} and "33" in cited and "30B" not in cited
    kinds, cited, _ = ruling("boston", "bidder(B) ; revoke(A) ; revoke_established(A)")
    assert "penalty" in kinds and "30B" in cited


def test_a_lead_in_partners_turn_is_called_at_once_with_no_time_limit() -> None:
    # Duplicate VIII.2: "a suit may at once be called from the proper leader by his right-hand
    # adversary"; the loss of the right is Sec. 1's, a lead in an adversary's turn
    told = "led_out_of_turn(Y) ; in_partners_turn(Y) ; not trick_complete ; won_trick_after_offence(Y)"
    kinds, cited, _ = ruling("duplicate", told)
    assert "penalty" in kinds and "loss_of_right" not in kinds and "VIII" in cited
    told = "led_out_of_turn(Y) ; not in_partners_turn(Y) ; not trick_complete ; won_trick_after_offence(Y)"
    kinds, _, _ = ruling("duplicate", told)
    assert "loss_of_right" in kinds


def test_the_wrong_trump_found_before_play_began_is_only_a_card_liable() -> None:
    # Duplicate IV.8: "discovered and corrected before the play of the deal is commenced, the card
    # turned in error is liable to be called"
    kinds, cited, conditional = ruling("duplicate", "overplay ; wrong_trump_turned(Z) ; not play_begun")
    assert kinds == {"penalty"} and "IV" in cited and not conditional

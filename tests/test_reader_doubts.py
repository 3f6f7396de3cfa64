"""What a telling leaves in doubt is read as in doubt, each way it is said: a question of fact
put by the teller, "may have", either of two seats, a claim no one can confirm; and what is
told plainly beside a dispute stays told.

Each line is (code, telling, facts that must be read, facts that must not be).
"""

from __future__ import annotations

import pytest

from tests.test_reader_told import facts


@pytest.mark.parametrize(
    ("code", "text", "wanted", "unwanted"),
    [
        # a question of what was done, put by the teller: the fact is in doubt
        ("boston", "Z, the bidder, played a heart on a club lead holding the two of clubs, and corrected it before"
         " the trick was turned. Had A, on his left, already played after him? I didn't see.",
         {"unknown played_after_renounce(A)"}, {"played_after_renounce(A)"}),
        ("boston", "Z renounced and put it right before the trick was turned. Did A play after him? Nobody saw.",
         {"unknown played_after_renounce(A)"}, {"played_after_renounce(A)"}),
        ("duplicate-auction", "With South the declarer, East renounced hearts while holding one. Was everyone's"
         " card turned over by the time he noticed? I honestly don't know.", {"unknown all_cards_turned"},
         {"all_cards_turned", "not all_cards_turned"}),
        # ... but a question of the law asks, and tells nothing in doubt
        ("english", "Y led out of turn. May A call a suit from Z?", {"led_out_of_turn(Y)"}, set()),
        # "may have": what is only possible is in doubt, its subject with it
        ("duplicate", "I (A) claimed a revoke against Y in a trick long since turned and quitted, but I may already"
         " have played a card of the following deal by then; I'm not sure.",
         {"unknown played_to_following_deal(A)", "revoke_claimed(Y)"}, {"played_to_following_deal(A)"}),
        ("duplicate", "A claimed a revoke against Y after the trick was turned and quitted, but A may well have"
         " played a card of the following deal by then.", {"unknown played_to_following_deal(A)"},
         {"played_to_following_deal(A)"}),
        # either of two seats, in doubt: each of them
        ("american", "A card was exposed while Z was dealing, the six of clubs, but I can't tell you whether A or B"
         " had touched a card before it happened.",
         {"exposed_card_in_dealing(Z)", "unknown touched_cards(A)", "unknown touched_cards(B)"}, set()),
        # a claim that no one can confirm is the arbitrator's question
        ("auction", "With South playing the hand, East led the king of spades when the lead was West's. Somebody"
         " thinks South had already dropped a small one from dummy on it, but none of us is certain.",
         {"led_out_of_turn(E)", "unknown played_to_false_lead(S)"}, {"played_to_false_lead(S)"}),
        ("mnemonic-duplicate", "B was called on to play his highest club and played a low one instead; he says he"
         " could not do otherwise, but we can't tell if that's true.", {"unknown unable_to_comply(B)"},
         {"unable_to_comply(B)"}),
        ("three-hand-auction", "Three games have been played. West won the first, and I believe South took the other"
         " two, but the score sheet is smudged.", {"unknown won_two_games(S)"}, {"won_two_games(S)"}),
        # ... but where the sides only disagree on what follows from it, the claim stands
        ("auction", "The bidding went Z one heart, A one royal, Y two hearts, and then B, Z and A all passed. Y says"
         " he made the last bid so he plays it; Z says he called hearts first. Who is the declarer?",
         {"named_suit_first(Z)"}, {"unknown named_suit_first(Z)"}),
        # a revoke claimed is an act at the table, though the sides dispute the time of it
        ("double-dummy", "A claimed that Z had revoked in spades. Z says the pack had already been cut for the next"
         " deal when A spoke; A says it had not.", {"revoke_claimed(Z)", "unknown cut_for_next_deal"}, set()),
        # "they", after "whether", is the side last named
        ("english", "Y and Z held all four honours this hand. I cannot remember whether they were already at four"
         " when the deal began.", {"held_four_honours(Y)", "unknown at_four_at_deal_start(Y)"}, set()),
    ],
)  # fmt: skip
def test_what_is_told_in_doubt_is_read_in_doubt(code: str, text: str, wanted: set[str], unwanted: set[str]) -> None:
    told = facts(code, text)
    assert wanted <= told and not unwanted & told, told


@pytest.mark.parametrize(
    ("code", "text", "wanted", "unwanted"),
    [
        # a relative clause after an object: the subject before it goes on
        ("english", "B dealt in place of his partner A, whose deal it was, and made a misdeal.",
         {"took_partners_deal(B)"}, {"misdealt(A)"}),
        # an aside of where a side stood
        ("double-dummy", "Y and Z, at four at the start of the deal, held the four honours.",
         {"at_four_at_deal_start(Y)", "held_four_honours(Y)"}, set()),
        # "after the third trick": all had played to the first, and the second was quitted
        ("boston", "A was the bidder. After the third trick we found Y was a card short; he had thrown two cards"
         " together on the first trick.", {"all_played_to_first_trick", "second_trick_quitted", "hand_short(Y)"},
         {"not all_played_to_first_trick", "not second_trick_quitted"}),
        # four at a time, then five, is not one at a time
        ("boston", "The dealer, B, gave out the cards four at a time for two rounds and then five at a time.",
         {"dealt_by_fours(B)"}, {"dealt_singly(B)"}),
        # a card turned up in cutting for deal is the cut's, not the deal's
        ("english", "In cutting for deal, Y turned up two cards together.", {"exposed_cards_in_cutting(Y)"},
         {"exposed_card_in_dealing(Y)"}),
        ("english", "A had a card pulled half out of his hand; Y, taking it for the king of spades, named it, but it"
         " proved to be the queen of hearts.", {"named_wrong_card(Y)"}, {"named_wrong_card(A)"}),
        ("mnemonic-duplicate", "When we took up the boards for the overplay, the trump card was nowhere in the"
         " dealer's hand.", {"trump_card_not_in_dealers_hand"}, {"not trump_card_not_in_dealers_hand"}),
    ],
)  # fmt: skip
def test_what_is_told_plainly_is_read(code: str, text: str, wanted: set[str], unwanted: set[str]) -> None:
    told = facts(code, text)
    assert wanted <= told and not unwanted & told, told

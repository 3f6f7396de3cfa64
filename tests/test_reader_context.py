"""The reader across clauses and sentences: what one part of a telling settles about another
(whose revoke "it" was, which side's honours were claimed, the suit led after the one called,
whom "he" means after "his"), and what a question or a place said in passing does not tell."""

from __future__ import annotations

import pytest

from arbiter.api import load_code
from arbiter.reader import read


def facts(code: str, text: str) -> set[str]:
    return {str(f) for f in read(load_code(code), text).facts}


@pytest.mark.parametrize(
    ("code", "text", "wanted", "unwanted"),
    [
        # "and" between two seats' acts opens a clause: "it" is the second's revoke
        ("solo", "N played solo and E revoked; it was established.", {"revoke_established(E)"},
         {"revoke_established(N)", "revoke(N)"}),
        # the table's English for misère
        ("solo", "A called misery. He led out of turn.", {"misere_called", "bidder(A)", "led_out_of_turn(A)"},
         {"demanded_wrong_penalty(A)"}),
        # one "not" denies both things joined by "or"
        ("cayenne", "We found a mistake in the honours scored three hands back; the rubber had not been settled "
         "or the score agreed.", {"not score_agreed"}, {"score_agreed"}),
        # the suit called in one sentence, another led in the next
        ("mnemonic-duplicate", "S was called on to lead clubs. He had the six of clubs in his hand, but he led a "
         "heart.", {"called_to_lead_suit(S)", "led_another_suit(S)"}, set()),
        # a bare "his" (B's cards) does not make B the "he" who spoke next
        ("auction", "Y was dummy. Earlier in the hand he had been craning over B's shoulder to see his cards, and "
         "at trick nine he told his partner that B had revoked two tricks back.",
         {"dummy_looked_at_hand(Y)", "called_attention(Y)", "revoke_established(B)"}, {"called_attention(B)"}),
        # what a side did is said of one partner, whichever the telling named
        ("english", "N and S held all four honours between them but forgot to call them, and only claimed after "
         "E had turned up the trump for the next deal.", {"held_four_honours(N)", "next_trump_turned"},
         {"held_four_honours(S)", "honours_called(S)", "not honours_called(S)"}),
        # a question asks what the law allows: "E-W have a new deal" is no deal by E
        ("american", "N was dealing and the four of hearts flipped over face up as it went to E. Can E-W have a "
         "new deal?", {"exposed_card_in_dealing(N)", "dealer(N)"}, {"dealer(E)"}),
        # the contract a declarer ended in
        ("auction", "Z ended in four hearts.", {"declarer(Z)", "declared_hearts"}, set()),
        # where a seat sits, said between the seat and its verb
        ("auction", "Z, the declarer, led the knave of hearts; before A had played, B on the far side dropped the "
         "queen on it.", {"played_before(B, A)"}, {"card_exposed(B)"}),
        # a declarer's finger on a card is on the dummy's; on two at once, on two
        ("three-hand-auction", "The declarer, looking over dummy, put his finger on the seven of diamonds and "
         "then decided he wanted the ace instead.", {"touched_dummy_card(Z)"}, set()),
        ("auction", "Z put his fingers on both the queen and the five of spades in dummy at once.",
         {"touched_two_dummy_cards(Z)"}, {"touched_dummy_card(Z)"}),
        # "we had all looked at our cards" are each one's own cards
        ("three-hand-auction", "E dealt when it was really S's turn to deal, and none of the three of us said a "
         "word about it until we had all looked at our cards.", {"looked_at_own_cards(S)", "dealt_out_of_turn(E)"},
         {"dummy_looked_at_hand(S)"}),
        # a holding of four in one hand and the fifth in partner's, told by the holder
        ("auction", "Hearts were trumps, and I held the ace, king, queen and knave of them in my own hand while my "
         "partner had the ten.", {"four_in_one_fifth_with_partner(A)"}, {"four_in_one_fifth_with_partner(B)"}),
        # only a declarer puts his fingers on the dummy's cards: he is S, whatever "dummy" took
        ("auction", "S put two fingers on dummy's heart king and heart three together.",
         {"touched_two_dummy_cards(S)", "declarer(S)", "dummy(N)"}, {"declarer(W)"}),
        # an aside saying whose lead it was is told apart; the clause reads as if it were not there
        ("auction", "Z was declarer at three diamonds with Y as dummy. The bidding was over, and before A, whose "
         "lead it was, had played, B put the king of clubs on the table.", {"opening_lead_out_of_turn(B)"},
         {"opening_lead_out_of_turn(A)"}),
        # "not ... until" tells that it was done, afterwards
        ("duplicate-auction", "The revoke against East was not claimed until the score of board 4 had been agreed "
         "and entered on the slip.", {"revoke_claimed(E)", "deal_scores_recorded"}, {"not revoke_claimed(E)"}),
        # who was played before had not yet played
        ("english", "Before his partner had played, Y put his hand on the trick and said, \"That's mine.\"",
         {"played_before(Y, Z)", "not had_played_to_trick(Z)"}, set()),
        # the teller seated, playing Dummy's hand opposite him
        ("dummy", "I sat Z, playing Dummy's hand opposite me as well as my own. I led a club.", {"leader(Z)"},
         {"dummy(A)", "leader(A)"}),
        # what the model guesses is put where the phrases' facts place it: the revoke's seat,
        # the side whose tricks were told
        ("cayenne", "Y and Z took ten tricks and picked up three more for B's revoke, and now they are claiming "
         "a grand slam. Can they?", {"revoke(B)", "won_odd_tricks(Y)"}, {"revoke(Y)", "revoke_established(Y)"}),
        ("solo", "A proposed and B accepted. They took ten tricks, and with three more for Y's revoke they claim "
         "a slam.", {"revoke(Y)", "slam_with_revoke_tricks(A)"}, {"slam_with_revoke_tricks(Y)"}),
        # two of one card are an imperfect pack; cards swept up before the claim was looked into
        ("mnemonic-duplicate", "Halfway through the original play of deal 5 we turned up two sevens of spades and "
         "no eight.", {"pack_imperfect"}, set()),
        ("mnemonic-duplicate", "When the deal was over N-S claimed a revoke against W, and before they had looked "
         "at anything E swept his cards together.", {"revoke_claimed(W)", "cards_disturbed(E)"}, set()),
        # "none of the other three" is no one else
        ("american", "B led the knave of diamonds when it was Y's turn to lead, and none of the other three had "
         "played to it yet.", {"led_out_of_turn(B)", "not trick_complete"}, {"trick_complete"}),
        # a heading names the dealer; a card turned as the cut was made is the cut's
        ("auction", "West to deal. South cut the pack so carelessly that only two cards were left in the bottom "
         "packet, and the knave of clubs flipped face up as he did it.",
         {"dealer(W)", "cut_packet_under_four(S)", "card_exposed_in_cut"}, {"card_faced_or_exposed_in_deal"}),
        # speech that ends a sentence ends it: "Z said" opens the next
        ("auction", "Y had bid two hearts and B followed with \"two diamonds.\" Z said at once, \"That's not "
         "enough,\" and B then tried to make it three diamonds.", {"corrected_bid(B)", "declared_diamonds"}, set()),
        # "; only then" orders the acts; what he did not notice is no act of his
        ("auction", "Z, the dealer, opened with one heart. Before A had said a word B called \"two clubs,\" and Y, "
         "noticing nothing wrong, passed; only then did Z point out that B had spoken out of turn.",
         {"bid_out_of_turn(B)", "next_player_called", "called_attention(Z)"}, set()),
        # his place in the trick, said between a seat and its verb
        ("auction", "Dummy led a spade, and before B, the second hand, had played, A put down the queen. Z is the "
         "declarer.", {"played_before(A, B)"}, set()),
        # what a player does with Dummy's cards is Dummy's play; one of the dummies is a dummy
        ("hogarth", "Dummy was N. A club was led, and S, playing Dummy's hand, put a diamond on it from the table "
         "although Dummy had a club.", {"played_other_suit(N)", "held_suit_led(N)"}, {"played_other_suit(S)"}),
        ("double-dummy", "Double dummy, B being one of the dummies. A heart was led and A, playing for B, threw a "
         "spade from B's hand although B held the queen of hearts.", {"dummy(B)", "revoke_in_dummy_hand"}, set()),
        # rubbers or games played are sat in, no card played to a trick
        ("english", "After the rubber was over, a fifth man claimed to come in. A has played four rubbers running, "
         "the rest of us three.", {"played_most_rubbers(A)", "rubber_concluded"}, {"had_played_to_trick(A)"}),
        # the first lead, by the adversary on the declarer's right, is the wrong adversary's ...
        ("three-hand-auction", "The auction ended with Z's bid. B then led, though it was A, on Z's left, who "
         "should have opened.", {"opening_lead_out_of_turn(B)"}, set()),
        # ... not a lead later in the play
        ("auction", "Z is playing two royals. A won the third trick, but before he could lead, his partner B led "
         "the knave of clubs.", {"leader(B)"}, {"opening_lead_out_of_turn(B)"}),
        # "was drawing" is "drew"
        ("duplicate", "A led a heart and Y played second, and before his partner Z had played Y was already "
         "drawing the trick towards himself.", {"called_attention_to_trick(Y)"}, set()),
        # a double is of the declaration made last before it, passes between
        ("auction", "A bid one no trump, Y passed, and B said \"Double!\"", {"doubled_declaration_of(B, A)"}, set()),
        ("auction", "Z three diamonds, A double, Y redouble, B pass, and then Z redoubled all over again!",
         {"doubled_declaration_of(A, Z)", "redoubled_doubled_bid_of(Y, Z)", "redoubled_twice(Z)"}, set()),
        # only the declarer leads from his own hand when the lead is in dummy: the teller is Z
        ("auction", "I led from my own hand when the lead was really in dummy, saw my mistake and picked the "
         "card up again before either opponent had said anything.", {"led_from_wrong_hand(Z)", "declarer(Z)"},
         {"leader(A)"}),
        # cards shown in cutting are the cut's, not cards exposed in the play
        ("auction", "Cutting for partners, Y fumbled and showed two cards at once, the four and the knave of "
         "clubs.", {"exposed_cards_in_cutting(Y)"}, {"exposed_several_cards(Y)"}),
        # "before A had led, B played": B led in A's turn
        ("solo", "Y called misère. Before A had led, B played the two of spades.", {"led_out_of_turn(B)"},
         {"led_out_of_turn(Y)"}),
        # who is whose partner, said between a seat and its verb
        ("double-dummy", "Y, the live partner of dummy Z, revoked in trumps.", {"revoke(Y)", "dummy(Z)"},
         {"revoke(Z)"}),
        # a bid nobody went over is the final bid; the first lead from the declarer's right
        ("auction", "Nobody bid over Z's three hearts, so the lead was A's. Before A could lead, his partner B "
         "laid the king of clubs on the table as if he had the lead.",
         {"final_bidder(Z)", "opening_lead_out_of_turn(B)"}, {"final_bidder(B)"}),
        ("three-hand-auction", "Z played four hearts doubled by A and went two tricks short.",
         {"doubled_declaration_of(A, Z)", "failed_contract(Z)"}, set()),
        # only the declarer claims the rest and then finesses: he is the declarer
        ("auction", "With five tricks to go, Z said \"the rest are mine\" and spread his hand, then took the heart "
         "finesse, which he had not announced.", {"declarer(Z)", "took_unannounced_finesse(Z)"}, set()),
        # whose deal it was, and who dealt; the last card not yet turned is no trump turned
        ("american", "It was Y's deal, but B gathered up the cards and started dealing them himself. Z caught it "
         "before the last card had been turned for trump.", {"dealt_out_of_turn(B)", "not trump_turned"},
         {"dealt_out_of_turn(Y)", "trump_turned"}),
        # a double said before the next player could speak; a bid nobody would go over
        ("duplicate-auction", "W bid one no trump. Before N could speak, E said \"double.\"",
         {"doubled_out_of_turn(E)"}, {"bid_out_of_turn(E)"}),
        ("three-hand-auction", "Z bid two no trumps and neither of the other two would go over it.",
         {"final_bidder(Z)"}, set()),
        # the final declaration is played by the partner who named its suit first (Auction Law 46)
        ("auction", "Y bid one heart, A passed, Z two hearts, and everyone passed. Who plays it?",
         {"named_suit_first(Y)", "final_bidder(Z)"}, {"final_bidder(Y)"}),
        ("auction", "I opened one spade; after some bidding my partner went to three spades and it was passed out.",
         {"named_suit_first(A)", "final_bidder(B)"}, set()),
        ("auction", "Z bid one heart, B one spade, and Y two spades; all passed.", set(),
         {"named_suit_first(Z)", "named_suit_first(B)"}),
        # a double told as out of turn is a double out of turn, not a declaration out of turn
        ("three-hand-auction", "B bid one club and Y, whose turn it was not, doubled it.",
         {"doubled_out_of_turn_of(Y, B)"}, {"doubled_out_of_turn_of(B, Y)", "bid_out_of_turn(Y)"}),
        ("three-hand-auction", "It was A's turn, but Z doubled B's two diamonds.", {"doubled_out_of_turn(Z)"},
         {"bid_out_of_turn(Z)"}),
        ("three-hand-auction", "Z bid two hearts and B doubled him before A had had his turn.",
         {"doubled_out_of_turn_of(B, Z)"}, set()),
        # the contract is the bidder's, though "he" was last said of the doubler
        ("auction", "Z, dealing, opened with one spade, A doubled and everyone passed. He went down four.",
         {"failed_contract(Z)", "declarer(Z)"}, {"failed_contract(A)", "declarer(A)"}),
        # the teller who dealt sits where the printed cases seat the dealer
        ("auction", "As dealer I opened one spade, the other three passed, and I went down four tricks.",
         {"failed_contract(Z)", "dealer(Z)"}, {"failed_contract(A)"}),
        # "no trump" is a declaration, not a denial
        ("three-hand-auction", "A doubled Y's one no trump although it was B's turn to speak.",
         {"doubled_out_of_turn_of(A, Y)"}, {"not doubled_out_of_turn_of(A, Y)"}),
        # a revoke told established is the only revoke: no other is guessed
        ("solo", "The single player, S, made all thirteen tricks at solo only by taking the three tricks for W's "
         "established revoke.", {"revoke(W)", "revoke_established(W)"}, {"revoke(S)"}),
        # a phrase's own "without" says its no to its own words, not to the fact
        ("three-hand-auction", "A bid two clubs out of his turn, and both the others passed over it without a word.",
         {"accepted_by_both"}, {"not accepted_by_both"}),
        # ... and a phrase's "not" is told only by a telling that says it
        ("english", "I objected to the score and proved it was a point out, but by then that game was over and "
         "finished with.", {"score_error_game_concluded"}, {"not score_error_game_concluded"}),
        # a call taken back ("no wait") denies nothing; "no trump" there is the call
        ("cayenne", "Y said 'clubs' then 2 seconds later 'no wait, no trumps, i mean grand'.",
         {"changed_declaration(Y)"}, {"not changed_declaration(Y)"}),
        # ... but at the head of a clause "no trump had been turned" is a denial
        ("american", "B started dealing, though it was Z's deal. We stopped him with half the cards out; no trump "
         "had been turned.", {"not trump_turned"}, {"trump_turned"}),
        # an unnamed declarer, with the letters N E S W, is South, North his dummy
        ("auction", "Declarer led out of turn and West told him to take it back and lead properly.",
         {"declarer(S)", "dummy(N)", "led_out_of_turn(S)"}, {"declarer(W)", "led_out_of_turn(W)"}),
        ("auction", "I was dummy. East announced \"the remaining tricks are ours\" and I corrected him.",
         {"dummy(N)"}, {"dummy(E)"}),
        # a guess is placed where the phrases left words unread, not in a clause they read through
        ("solo", "Y called misère. Before A had led, B put down the two of spades.", {"led_out_of_turn(B)"},
         {"led_out_of_turn(Y)"}),
        # a clause whose only seat is where something went ("dealt on to Y") is its last actor's
        ("dummy", "Z, dealing, gave two cards together to A, and instead of putting it right dealt on to Y before "
         "anyone noticed.", {"dealt_on_after_error(Z)"}, {"dealt_irregularly(Y)", "dealt_on_after_error(Y)"}),
        # "the three of clubs" is a card, never the call "three clubs"
        ("auction", "When we were cutting for partners A turned up two cards at once, the three of clubs and the "
         "knave of hearts.", set(), {"declared_clubs"}),
        # a guessed revoke is the renouncer's
        ("auction", "So my partner Z was playing three hearts with me (Y) as dummy, and on the fourth round of "
         "diamonds B threw a club, though it turned out he still had the nine of diamonds.", {"played_other_suit(B)"},
         {"revoke(Z)", "revoke(Y)"}),
        # "Double dummy between A and Y" names the game, not two dummies
        ("double-dummy", "Double dummy between A and Y. A had won the last trick in his own hand, then led the ace "
         "of spades from his Dummy, B.", {"double_dummy_game"}, {"dummy(A)", "dummy(Y)"}),
        # "A had no cards left, while Y still held two" (a hand long, guessed): a misdeal by
        # whoever dealt (Hogarth Law 26 (h) rules it with no dealer named)
        ("hogarth", "At the tenth trick A had no cards left, while Y still held two; the other two hands were right. "
         "The pack is complete.", {"hand_short(A)", "some_hand_long"}, set()),
        # the bidding's persons by their roles, and a bid in quotes: the contract is the bidder's
        ("auction", "The dealer opened \"one spade\"; the player on his left doubled, and the other three all "
         "passed, so he was left to play it. He took only four tricks.",
         {"failed_contract(Z)", "one_spade_left_in(Z)"}, {"failed_contract(A)", "declarer(A)"}),
        # the teller who played the contract is its declarer, where the printed cases seat him
        ("duplicate-auction", "I played four no trump on board 6 and made it exactly, forty for tricks.",
         {"declarer(Z)", "made_contract(Z)"}, {"declarer(A)"}),
        # "nobody could say whether ..." leaves the fact the sense of a clause gives unknown
        ("english", "Y laid the ace on the table. Nobody could say whether he meant to play the ace or was only "
         "showing it to save time.", {"unknown shown_to_save_time(Y)"}, {"shown_to_save_time(Y)"}),
        # an act only wanted, meant or asked about is not done: its words are read, and no
        # guess by example puts it back
        ("duplicate", "Z led out of turn; A wants to call a suit from him.", {"led_out_of_turn(Z)"},
         {"called_to_lead_suit(Z)", "called_to_lead_suit(A)"}),
        ("duplicate", "Y led when it was his partner's lead. Can B call a suit from Z?", {"led_out_of_turn(Y)"},
         {"called_to_lead_suit(Z)", "called_to_lead_suit(B)"}),
        ("duplicate", "E led out of turn, and S said he would call a suit from W.", {"led_out_of_turn(E)"},
         {"called_to_lead_suit(W)", "called_to_lead_suit(S)"}),
        ("duplicate", "E led out of turn, and S called a suit from W.", {"called_to_lead_suit(W)"}, set()),
        # "already" and "had" are skipped: "Z, playing with Dummy" has not played to a trick
        ("dummy", "I was playing with Dummy and knew the rest of the tricks were mine, so I laid my cards down.",
         set(), {"had_played_to_trick(Z)", "had_played_to_trick(A)"}),
        ("english", "Y renounced, and Z had already played to the trick.", {"had_played_to_trick(Z)"}, set()),
        ("english", "A drew his card from the other pack.", set(), {"called_attention_to_trick(A)"}),
        # each seat's place told beside it: the act is still the one before the other's play
        ("american", "A led a spade. Before Y (second hand) or B (third hand) had played, Z, who plays fourth, "
         "put his card on the table.", {"played_before(Z, Y)"}, set()),
        ("american", "Z led from his hand. Before A, second in turn, had played, B, sitting fourth, tossed his "
         "king onto the table.", {"played_before(B, A)"}, set()),
        ("dummy", "Dummy Y, dealer Z. A led; before Y's card had been played from Dummy, B, the third hand, "
         "threw his card on the table.", {"played_before(B, Y)"}, set()),
        ("american", "A led; Y (second hand) was still thinking when Z, who plays fourth, put his card on the "
         "table.", {"played_before(Z, Y)"}, set()),
        ("mnemonic-duplicate", "N led the ace of clubs. While E, second hand, was still thinking, W threw his "
         "card on.", {"played_before(W, E)"}, set()),
        # a participle told before its doer is his
        ("boston", "Playing alone on his bid, Z let the king of hearts slip face up onto the table.",
         {"bidder(Z)", "card_exposed(Z)"}, set()),
        ("solo", "Against the proposal of N and E, W revoked.", {"bidder(N)", "revoke(W)"}, set()),
        # speech told first: the seat after "said" is the subject of what follows; "the rest are
        # mine" claims the tricks to come, not the trick on the table
        ("dummy", '"The rest are mine," said Z, and laid his whole hand face up on the table. Y was Dummy.',
         {"threw_cards_face_up(Z)"}, {"called_attention_to_trick(Z)"}),
        ("dummy", "I was playing with Dummy and put all my own cards face up on the table.",
         {"threw_cards_face_up(Z)"}, set()),
        # "A revoked in clubs and Z in diamonds": the verb left out is the first seat's
        ("dummy", "In the same hand A revoked in clubs and Z in diamonds, both revokes being established.",
         {"revoke(Z)", "revoke_established(Z)", "revoke_established(A)"}, set()),
        # a card played before the lead is a lead out of turn
        ("american", "Before Y had led, A played the two of spades.", {"led_out_of_turn(A)"}, set()),
        # "neither of my opponents" denies of the seats after "of"
        ("english", "I was dealing and turned over the knave of clubs. Neither of my opponents had touched a "
         "card.", {"not touched_cards_in_deal(A)", "exposed_card_in_dealing(Z)"}, {"touched_cards_in_deal(A)"}),
        # "one card fewer" is a short hand, not a card of the suit found
        ("boston", "Some way into it S found he had one card fewer than the rest of us.", {"hand_short(S)"},
         {"revoke(S)", "held_suit_led(S)"}),
        ("english", "Four tricks in, B counted his hand and found he held only twelve cards.", {"hand_short(B)"},
         {"dealer_counted_cards(B)"}),
        # "neither N nor dummy": another seat beside N, not N's role
        ("auction", "N was playing no trump. W led out of turn. Neither N nor dummy had played to it yet.",
         {"declarer(N)", "dummy(S)"}, {"dummy(N)"}),
        # "N and his Dummy": the side, named by its player
        ("double-dummy", "The rubber went to three games, and S and his Dummy won it two games to one.",
         {"won_rubber(S)", "rubber_of_three_games"}, set()),
        ("double-dummy", "E revoked. N and his Dummy were content to take one point off E's score and add two "
         "to their own.", {"revoke_penalty_divided(N)"}, {"revoke_penalty_divided(E)"}),
        # a doubt told of the deal's end leaves it unknown; a part of the pack still in hand denies it
        ("boston", "A dealt out of turn. Y objected near the end, and none of us can agree whether the last "
         "card had gone round by then.", {"unknown deal_completed"}, {"deal_completed"}),
        ("cayenne", "B began to deal though it was Y's turn; Z stopped him while he still held a good part of "
         "the pack.", {"not deal_completed"}, set()),
        # "our net total": the teller's side's
        ("duplicate-auction", "At the end of the pair contest our net total was well above the average.",
         {"pair_above_average(A)"}, set()),
        # "A, not B, called it": the wrong adversary took the penalty
        ("duplicate", "Z exposed a card. A, not B, called it.", {"wrong_adversary_demanded(A)"}, set()),
        ("mnemonic-duplicate", "A led the ten of spades when it was Y's lead, and Z spotted it before B had "
         "played.", {"not trick_complete", "led_out_of_turn(A)"}, set()),
        # a suit held, told with the renounce: the revoke is Law 71's, of its two parts
        ("english", "W failed to follow to spades with a small spade in his hand.",
         {"held_suit_led(W)", "played_other_suit(W)"}, set()),
        # "and only piped up after ...": the clause's subject is the sentence's
        ("english", "Z and his partner had three honours between them but never said a word about it, and only "
         "piped up after the trump for the next deal had been turned.", {"honours_claimed_late(Z)"}, set()),
        # "went game" is the game won, its five points not told
        ("hogarth", "E and W went game while N and S had not a point on the board.",
         {"won_game(E)", "game_losers_at_love(N)"}, {"reached_five_points(E)"}),
        # "Playing double dummy, I ...": the game, not the teller's role
        ("double-dummy", "Playing double dummy, I let the ace of trumps slip out of my hand, face up.",
         {"double_dummy_game", "dropped_card_face_up(A)"}, {"dummy(A)"}),
        # "dealt and turned up the ace.": the trump card; "was dealing and turned up": no turn-up
        ("american", "Z dealt and turned up the ace.", {"trump_turned"}, {"cut_an_ace(Z)"}),
        ("english", "Y was dealing and turned up the nine of spades in front of A by accident.", set(),
         {"trump_turned"}),
        # "had not yet dealt": the dealer, who had not begun
        ("auction", "S cut for the dealer, W, and left just three cards in the top packet. W had not yet dealt "
         "a card.", {"dealer(W)", "cut_packet_under_four(S)"}, {"not dealer(W)"}),
    ],
)  # fmt: skip
def test_what_one_part_of_a_telling_settles_about_another(
    code: str, text: str, wanted: set[str], unwanted: set[str]
) -> None:
    told = facts(code, text)
    assert wanted <= told and not unwanted & told, told


def test_a_dealer_bound_outside_the_tables_letters_seats_no_bidder() -> None:
    """The bidding's persons are seated only by seats of the table the telling uses."""
    from arbiter.bidding import seated_bids
    from arbiter.table import Table

    table = Table(("N", "E", "S", "W"), (("N", "S"), ("E", "W")))
    said = "The dealer opened one spade; the player on his left doubled."
    assert seated_bids(said, table, {"dealer": "Z"}, None) == "Z opened one spade; the player on his left doubled."
    assert seated_bids(said, table, {"dealer": "N"}, None) == "N opened one spade; E doubled."


@pytest.mark.parametrize(
    ("text", "wanted", "unwanted"),
    [
        # Law 44: a declaration not higher in value than the last is insufficient
        ("N bid two clubs and E followed with one heart.", {"insufficient_bid(E)"}, set()),
        ('Over my one no trump Y said "two spades".', {"insufficient_bid(Y)"}, set()),
        # "three spades is higher than one club": equal in points, more tricks
        ("Y bid one club and A three spades.", {"not insufficient_bid(A)"}, {"insufficient_bid(A)"}),
        ("Z opened one heart, A bid two diamonds, Y two hearts and B passed.",
         {"not insufficient_bid(A)", "not insufficient_bid(Y)"}, {"insufficient_bid(A)"}),
        # a contract told before the play is no bid to compare with
        ("Z got the contract at four hearts. After the play A bid one spade on the next deal.", set(),
         {"insufficient_bid(A)"}),
    ],
)  # fmt: skip
def test_a_bid_not_higher_than_the_last_told_is_insufficient(text: str, wanted: set[str], unwanted: set[str]) -> None:
    told = facts("auction", text)
    assert wanted <= told and not unwanted & told, told


@pytest.mark.parametrize(
    ("code", "text", "wanted", "unwanted"),
    [
        # a board's number is no count of cards
        ("duplicate", "We claimed a revoke against Z on board 12, but by then my partner had already played a "
         "card to board 13.", {"revoke_claimed(Z)", "played_to_following_deal(B)"}, {"fewer_cards(Z)"}),
        # "before he had looked at a single card of his": his own cards, not another's
        ("three-hand-auction", "The dealer forgot to have the pack cut and dealt all four packets. A pointed it "
         "out before he had looked at a single card of his.",
         {"not looked_at_own_cards(A)", "deal_completed", "dealt_without_cut(Z)"}, {"dummy_looked_at_hand(A)"}),
        ("auction", "Dlr Z forgot to offer the pack for a cut. A noticed it while the cards were still going "
         "round and, not having lifted a single card of his, objected at once.",
         {"not looked_at_own_cards(A)", "dealt_without_cut(Z)"}, set()),
        # "my card back" is the declarer's own card, not the adversaries' pack
        ("auction", "I was declarer and led from my own hand, though dummy had won the last trick. I saw the "
         "mistake and took my card back before either opponent said anything about it.", set(),
         {"dealt_adversaries_pack(Z)"}),
        # "B being his dummy": B is the dummy, not the seat after the comma
        ("double-dummy", "In our double dummy game, B being his dummy, A dropped the queen of trumps face up "
         "from his own hand.", {"dummy(B)", "dropped_card_face_up(A)"}, {"dummy(A)"}),
        # two games to love: the first two won, no third
        ("dummy", "A and B won the rubber two games to love; Y and Z had not scored in either game.",
         {"won_first_two_games(A)", "game_losers_at_love(Y)"}, {"rubber_of_three_games"}),
        # scored and entered: recorded; nothing written yet: not
        ("duplicate-auction", "Board 14 had been played out, scored and entered on the slip, and only then did "
         "A say that Y had shown out of hearts while holding one.",
         {"hand_played_out", "deal_scores_recorded", "revoke_claimed(Y)"}, set()),
        ("duplicate-auction", "The last trick had been turned and we were still agreeing the score, nothing "
         "written down yet, when North claimed that West had revoked on the fifth trick.",
         {"not deal_scores_recorded", "revoke_claimed(W)"}, {"deal_scores_recorded"}),
        # who bought the contract plays it
        ("three-hand-auction", "E, who had bought the contract at three diamonds, let the king of clubs fall "
         "face up before the opening lead.", {"declarer(E)", "final_declaration", "not opening_lead"}, set()),
        ("three-hand-auction", "The bidding ended with Z's two royals, so Z was to play the hand. A, on his "
         "left, had the lead, but B put the knave of clubs down first.",
         {"final_bidder(Z)", "led_out_of_turn(B)"}, {"final_bidder(B)"}),
        ("auction", "N was dummy. When East led out of turn it was N who called declarer's attention to it.",
         {"called_attention(N)"}, set()),
        ("hogarth", "N and S have made their five; E and W had three on the score.",
         {"game_losers_at_three_or_four(E)"}, set()),
        ("english", "N-S had three by honours, but S only put in his claim for them after the trump card of "
         "the following deal had been turned up.", {"honours_claimed_late(N)"}, set()),
        ("solo", "B laid his hand face up on the table. Y and Z want to play on; nobody knows yet whether they "
         "can beat the call.", {"unknown abandoned_hand_defeated_call"}, {"abandoned_hand_defeated_call"}),
        ("english", "West had played to the first trick before he discovered he was holding only twelve cards; "
         "the missing card was afterwards picked up from under his chair.", {"missing_card_found"}, set()),
        ("dummy", "A led a spade; B, third in hand, trumped it before Y, Dummy, had played from the board.",
         {"played_before(B, Y)"}, set()),
        ("dummy", "A bystander leaned over and said \"you've forgotten the honours\" to Dummy's partner.",
         {"bystander_remark"}, set()),
        ("mnemonic-duplicate", "Y claimed that B had revoked, and before Y and Z could look through the cards A "
         "scooped them all up and shuffled them.", {"cards_disturbed(A)", "revoke_claimed(B)"}, set()),
        # a role's relative clause: its verb is the role's ("playing with Dummy" is no subject)
        ("dummy", "The dealer, who was playing with Dummy, left the turn-up card lying on the table after the "
         "first trick had been turned and quitted.", {"trump_card_left_on_table(Z)"},
         {"trump_card_left_on_table(Y)"}),
        # a seat told as a place is no subject of the verb after the comma
        ("auction", "Z, the declarer, led from his own hand when the lead was in dummy, then took the card back.",
         {"rectified_lead_unbidden(Z)", "led_from_wrong_hand(Z)"}, {"rectified_lead_unbidden(Y)"}),
        ("dummy", "Y, who was playing with dummy, Z, got rather carried away towards the end and threw his whole "
         "hand down on the table, face up, announcing the rest of the tricks were his.", {"dummy(Z)"},
         {"threw_cards_face_up(Z)"}),
        # what may or may not have been done is not known
        ("boston", "Z led out of turn, and A may or may not have followed to it.", set(),
         {"played_to_false_lead(A)"}),
        ("english", "A gentleman watching behind Y's chair remarked \"You've forgotten your honours.\"",
         {"bystander_remark"}, set()),
        # what Dummy may do (Law 60)
        ("auction", "When West insisted she had won trick four and South denied it, North, being dummy, gave his "
         "own recollection.", {"joined_discussion(N)"}, set()),
        ("auction", "Dummy, Y, told Z, the declarer, that there were five cards in the last trick.",
         {"pointed_out_cards_to_trick(Y)"}, set()),
        ("auction", "Z is declarer. Z touched a card of the dummy, but said that he was only arranging.", set(),
         {"joined_discussion(Y)"}),
        # a wrong objection to the deal is no deal out of turn
        ("hogarth", "While Z was dealing B broke in to say it was not Z's deal, which it was.", set(),
         {"dealt_out_of_turn(Z)"}),
        # a card shown in the deal is not exposed in the play
        ("three-hand-auction", "Dealing, Z turned the queen of hearts face up in the pack on the second time "
         "round.", {"card_faced_or_exposed_in_deal"}, {"card_exposed(Z)"}),
        ("hogarth", "Z, dealing, turned one of his own cards face up.", {"exposed_card_in_dealing(Z)"},
         {"card_exposed(Z)"}),
        # another suit is led only against a suit called
        ("auction", "N was playing no trump. At the sixth trick it was E's lead, but W led the ten of spades "
         "instead.", {"led_out_of_turn(W)"}, {"led_another_suit(W)"}),
        ("english", "S was called on to lead clubs. He had the six, but he led a heart instead.",
         {"called_to_lead_suit(S)", "led_another_suit(S)"}, set()),
        ("hogarth", "We held all four honours but forgot to claim them until the next dealer had turned up his "
         "trump.", {"next_trump_turned"}, set()),
        # a turn denied to the one who led is a lead out of turn; denied to another, no lead told wrong
        ("boston", "I led when it was not my lead.", {"led_out_of_turn(A)"}, {"not led_out_of_turn(A)"}),
        ("american", "A led when it was not B's lead.", set(), {"led_out_of_turn(A)", "not led_out_of_turn(A)"}),
        # a denial the next sentence answers: "It was mine after all."
        ("english", "I was dealing when B cut in, insisting it was not my deal. It was mine after all.",
         {"interrupted_dealer(B)", "not dealt_out_of_turn(Z)"}, {"dealt_out_of_turn(Z)"}),
        ("hogarth", "Halfway through my deal Y broke in to say it was not my turn to deal.",
         {"interrupted_dealer(Y)"}, set()),
        ("hogarth", "After Y's lead out of turn, A and B talked it over together before deciding which suit to call.",
         {"consulted_on_suit(A)"}, set()),
        # the second hand still thinking, the third not yet played: the fourth played before the second
        ("american", "B led a spade. Z was still thinking and A had not played, when Y dropped the queen of "
         "spades on the table.", {"played_before(Y, Z)"}, {"card_exposed(Y)"}),
        ("american", "A led, and before Y had played, Z at the foot of the table tossed in his card.",
         {"played_before(Z, Y)"}, set()),
        ("boston", "Y had bid eight. A revoke in spades was claimed against him and proved when the hand was over.",
         {"revoke(Y)", "revoke_established(Y)"}, set()),
        # "a good many cards" is no hand too long; "short of it" (the game) no hand too short
        ("cayenne", "N started to deal out of turn; E stopped him with a good many cards still undealt.",
         {"dealt_out_of_turn(N)"}, {"had_fourteen_cards(N)", "wrong_number_of_cards(N)"}),
        ("dummy", "A claimed the game at the tenth trick, but he and B were still short of it.",
         {"claimed_the_game(A)"}, {"hand_short(A)", "hand_short(B)"}),
        ("dummy", "Before anyone had cut, Z asked for a fresh pack.",
         {"called_for_fresh_cards(Z)", "not pack_cut"}, set()),
        ("english", "E was dealing and turned the ace of clubs face up on its way to W.",
         {"exposed_card_in_dealing(E)"}, {"dropped_card_face_up(E)", "exposed_card_in_dealing(W)"}),
        ("american", "Y revoked in clubs, and we went on to win nine tricks.", {"won_odd_tricks(A)"}, set()),
        ("mnemonic-duplicate", "Z, instead of claiming the penalty the law gives, demanded that A's card be "
         "taken back.", {"wrong_penalty_demanded(Z)"}, set()),
        ("mnemonic-duplicate", "Z had not yet named the suit he wanted from A when A went ahead and led a club.",
         {"moved_before_penalty_settled(A)"}, set()),
        ("solo", "Y said \"solo\", then corrected himself: \"no, misère\".", {"corrected_bid(Y)"}, set()),
        ("solo", "The dealer, going round in threes, found a card faced in the pack.",
         {"dealt_by_threes(Z)", "card_faced_in_pack"}, set()),
        ("auction", "The declarer was about to play from his own hand when dummy said, \"You're in my hand, "
         "partner.\"", {"warned_lead_from_wrong_hand(Y)"}, set()),
        # the answer as said, not the question
        ("auction", "Z was declarer. My partner threw a heart on a club; I asked \"No clubs, partner?\" and he said "
         "\"Not one.\"",
         {"asked_partner_if_none(A)", "answered_negative(B)"}, set()),
        ("auction", "Z was declarer. B asked \"Having none, partner?\" before the trick was turned.",
         set(), {"answered_negative(B)", "answered_negative(A)"}),
        ("three-hand-auction", "Z bought the hand at three spades. It was A's opening lead, but B laid the ace of "
         "hearts on the table first.", {"opening_lead_out_of_turn(B)"}, set()),
        # "so did": a pass by each, not "A passed and B (did anything)"
        ("three-hand-auction", "A bid one club out of turn; B passed and so did Z.", {"accepted_by_both"}, set()),
        ("three-hand-auction", "A bid one club out of turn; B passed, and Z asked that the bid be put right.",
         set(), {"accepted_by_both"}),
        ("double-dummy", "Z forgot to play from his dummy, B, to the seventh trick.",
         {"omitted_to_play_to_trick(B)"}, set()),
        # a note's roll of roles, and a seat's dummy owned
        ("dummy", "Dlr Z, Y dummy.", {"dealer(Z)", "dummy(Y)"}, {"dummy(Z)"}),
        ("dummy", "Z is Y's dummy.", {"dummy(Z)"}, {"dummy(Y)"}),
        # the losers' score, told after the winners': "five to two"
        ("double-dummy", "We won the game five to two.", {"won_game(A)", "game_losers_at_one_or_two(Y)"}, set()),
        ("double-dummy", "A won the game. A's adversaries were at love.", {"game_losers_at_love(Y)"},
         {"game_losers_at_love(A)"}),
        ("american", "Second trick gathered and turned down; the dealer's turn-up was still on the table.",
         {"second_trick_quitted"}, {"not second_trick_quitted"}),
        # a doubt ends where a time told as fact begins
        ("dummy", "Nobody could say whether the trick had been turned when the revoke in dummy's hand was "
         "found.", {"revoke_in_dummy_hand", "unknown trick_turned_and_quitted"}, {"unknown revoke_in_dummy_hand"}),
        ("hogarth", "Y put two cards on the same trick.", {"played_two_cards_to_trick(Y)"}, {"two_cut_equal"}),
        ("english", "\"That's the rubber,\" said Y, and tossed his hand face up on the cloth.",
         {"threw_cards_face_up(Y)"}, set()),
        ("english", "A and B held three honours but neither said a word about honours until Y had turned up the "
         "trump for the next deal.", {"honours_claimed_late(A)"}, set()),
        # the card still held is of the suit led
        ("english", "Y discarded a heart on a club lead while holding the knave of clubs.",
         {"held_suit_led(Y)"}, set()),
        ("dummy", "I was the one playing with Dummy. I trumped a spade with a spade still in my hand.",
         {"held_suit_led(Z)"}, {"held_suit_led(A)"}),
        # the long hand found as the deal ends was dealt too many; found in the play, it is not said
        ("auction", "W dealt. When the deal was done, E found he had fourteen cards and W twelve.",
         {"dealt_more_than_thirteen(E)"}, set()),
        ("auction", "At the third trick E found he had fourteen cards and W twelve.", set(),
         {"dealt_more_than_thirteen(E)"}),
        # the short hand's play to the first trick, the other hands counted
        ("english", "After the first trick Y found he had only twelve cards; the others had thirteen each.",
         {"played_to_first_trick(Y)"}, set()),
        ("english", "Z dealt, as the score sheet showed.", {"dealer(Z)"}, {"score_error_proved"}),
        # "he" is never the teller, who says "I"
        ("english", "I threw a small club on my partner's heart lead. He said at once, 'No hearts, partner?'",
         {"asked_partner_if_none(B)"}, {"asked_partner_if_none(A)"}),
        # an act another wants to make a seat do is not done
        ("duplicate", "Before his partner had played, Y said 'that one's mine, partner'. B wants to make Z play "
         "his lowest heart.", {"called_attention_to_trick(Y)"}, {"had_played_to_trick(Z)"}),
        # when and where it happened is not what happened
        ("english", "N was dealing at the Portland on Tuesday and two cards went to E together.",
         {"dealt_two_cards(N)"}, set()),
        ("hogarth", "After seven tricks I found I had only five cards left.", set(), {"card_exposed(A)"}),
        ("auction", "The player on my right cut for my deal and the queen of spades slid off, face up. I hadn't "
         "dealt a card yet.", {"not deal_begun"}, {"acted_for_partner(Z)", "not dealer(A)"}),
        # a role no seat holds yet is not any seat: "I trumped" is not "dummy trumped"
        ("dummy", "I trumped a diamond while I still held the deuce of diamonds.", {"played_other_suit(A)"},
         {"revoke_in_dummy_hand"}),
        # what the teller believed is no evidence of what happened
        ("dummy", "I was playing with Dummy. I trumped a diamond while I still held the deuce of diamonds, and "
         "the trick was turned. I always understood there were no revokes at Dummy.",
         {"played_other_suit(Z)", "revoke(Z)"}, {"revoke_in_dummy_hand", "played_other_suit(Y)"}),
        ("double-dummy", "Y had played two hearts to the fourth trick.", {"played_two_cards_to_trick(Y)"}, set()),
        ("double-dummy", "I had led out of turn, and Y chose to call a suit from me.", {"called_to_lead_suit(A)"},
         set()),
        ("duplicate-auction", "North, East and South had turned their cards down, but West still had his finger "
         "on his when he noticed he had the spade after all.", {"held_suit_led(W)"},
         {"held_suit_led(S)", "demanded_cards_placed(N)"}),
        ("english", "Z won the fifth trick, but his partner Y led to the next one before Z could.",
         {"led_out_of_turn(Y)"}, {"led_out_of_turn(Z)"}),
        ("auction", "I was dummy (North) and had wandered round behind South to see how he stood.",
         {"dummy_looked_at_hand(N)"}, set()),
        ("solo", "Y was on a misere. He led a small club.", {"misere_called", "bidder(Y)"}, set()),
        ("boston", "Y turned up the last trick. Nobody had called misere.", {"not misere_called"}, {"misere_called"}),
        ("english", "Three tricks in, the dealer still had the turned-up king of diamonds lying on the table.",
         {"trump_card_left_on_table(Z)"}, set()),
        # "my card" after "I" is his own card, as the phrases say it
        ("american", "Y led a diamond. I put my card down before my partner had played.",
         {"played_before(A, B)"}, set()),
        ("auction", "When we cut for partners the fellow on my right fumbled and showed two cards, the four of "
         "clubs and the knave of hearts.", {"exposed_cards_in_cutting(Z)"}, {"pack_proved_incorrect"}),
        ("boston", "I'm the bidder and I led when it was really Y's lead.", {"bidder(A)", "led_out_of_turn(A)"},
         {"bidder(Z)"}),
        ("english", "I led a heart and the player after me trumped it.", {"played_other_suit(Y)"},
         {"played_other_suit(A)"}),
        ("dummy", "Playing with dummy, with four tricks to go I spread my own hand face up on the table.",
         {"dummy(B)"}, {"dummy(Y)"}),
        ("three-hand-auction", "Z dealt, and after the bidding had started I found fourteen cards in my hand.",
         {"auction_begun"}, {"final_declaration"}),
        ("hogarth", "A led out of turn, and Y, second hand, played to it before B saw it was not their lead.",
         {"played_to_false_lead(Y)"}, {"played_before(Y, B)"}),
        ("auction", "Z got it for four diamonds.", {"declarer(Z)"}, set()),
        # the teller's place in the trick, said between "I" and his verb, is no seat of its own
        ("hogarth", "Y led a club and I, fourth in hand, played my card before either B or Z had played.",
         {"played_before(A, B)"}, {"played_before(Y, A)"}),
        # a trump played is no contract of no trumps; "no trumps" named as the contract is
        ("auction", "Z played the king of trumps.", set(), {"declarer(Z)", "declared_no_trump"}),
        ("auction", "Z played a trump.", set(), {"declarer(Z)", "declared_no_trump"}),
        ("auction", "Z was playing no trumps.", {"declarer(Z)", "declared_no_trump"}, set()),
        # a relative clause between a seat and his verb's auxiliary
        ("auction", "South, who was playing the hand, is asking whether he takes three tricks.", {"declarer(S)"},
         {"took_penalty_tricks(S)"}),
        # someone told by what he is, dealing
        ("boston", "Our newest member dealt the hand one card at a time all round, whist fashion.",
         {"dealt_singly(Z)"}, set()),
        # "he" after "we" is not the teller
        ("double-dummy", "We called a spade lead from B, and he had none at all.", {"not held_called_suit(B)"},
         {"not held_called_suit(A)"}),
        # Dummy opposite a seat, or opposite the teller
        ("dummy", "Y plays against us with Dummy opposite him. While he was arranging his own hand he let the "
         "queen of diamonds drop face up on the cloth.", {"dummy(Z)", "dropped_card_face_up(Y)"}, {"dummy(Y)"}),
        ("dummy", "With Dummy opposite me I had the last five trumps, so I laid my hand face up.", {"dummy(B)"},
         {"dummy(Y)"}),
        # what one side insists on is the question, not a fact told
        ("dummy", "With Dummy opposite me I had the last five trumps, so I laid my hand face up and said the rest "
         "were mine. The Major insists my cards are now exposed and can be called.", {"threw_cards_face_up(A)"},
         {"card_exposed(A)"}),
        # no seat is read across speech: the teller asked is not the one who speaks after it
        ("english", "Z led out of turn. Before anything was called my partner leaned across and asked me, 'Shall "
         "we call his card or a suit?' Z says by consulting we have thrown the penalty away.",
         {"asked_partner_about_penalty(B)"}, {"asked_partner_about_penalty(Y)"}),
        # "B cut for me": the teller deals, on B's left; and B, his adversary, cut for no partner
        ("auction", "B cut for me, and the six of diamonds slid out face up on the cloth. I hadn't dealt a card "
         "yet. Do I just go ahead and deal?", {"dealer(Z)", "card_exposed_in_cut"},
         {"acted_for_partner(B)", "dealer(A)"}),
        ("auction", "Z cut the pack for his partner.", {"acted_for_partner(Z)"}, set()),
        # "without a word" says no to nothing after it
        ("auction", "North bid two hearts and East said 'two diamonds'. South passed without a word, and only then "
         "did North point out that two diamonds doesn't beat two hearts.", {"next_player_called"},
         {"not next_player_called"}),
        # the trick by its number, and the play gone past the first trick
        ("solo", "Dealer left the turn-up lying on the table right through to trick three.",
         {"trump_card_left_on_table(Z)", "first_trick_quitted", "second_trick_quitted"}, set()),
        ("english", "The dealer left the turn-up on the table through three tricks.", {"first_trick_quitted"}, set()),
        ("boston", "A had called misère. Z, one of his adversaries, led to the third trick out of turn.",
         {"led_out_of_turn(Z)"}, set()),
        ("auction", "South asks for three tricks.", set(), {"first_trick_quitted"}),
        ("duplicate", "B won trick six, but before he could lead, his partner A led a small spade.",
         {"led_out_of_turn(A)", "ought_to_have_led(B)"}, {"led_out_of_turn(B)"}),
        # who led when another had won the trick before
        ("english", "At the seventh trick East led when West had won the sixth.",
         {"led_out_of_turn(E)", "ought_to_have_led(W)"}, {"led_out_of_turn(W)"}),
        ("auction", "At the seventh trick East led when West had won the sixth, and N said at once, 'It's not your "
         "lead.'", {"led_out_of_turn(E)", "called_attention(N)"}, {"led_out_of_turn(W)"}),
        ("auction", "All through the hand dummy (N) had been leaning round to look at his partner's cards.",
         {"dummy_looked_at_hand(N)"}, set()),
        ("hogarth", "After Y led out of turn my partner and I had a word about which suit to call from them.",
         {"consulted_on_suit(A)"}, {"consulted_on_suit(Y)"}),
        ("dummy", "Halfway through the rubber Harris, who sat South, was called home. He asked that his brother "
         "finish it for him and the other two were quite content.", {"substitute_consented"}, set()),
        ("american", "A led a small diamond; before Y had played, and with B not having played either, Z chucked "
         "his card in out of turn.", {"played_before(Z, Y)"}, set()),
        ("hogarth", "At the seventh trick N found he had one card more than he should, and E one fewer.",
         {"had_fourteen_cards(N)", "hand_short(E)"}, {"revoke(N)"}),
        ("mnemonic-duplicate", "The dealer left the seven of diamonds lying face up on the tray right through the "
         "second trick.", {"trump_card_left_up(Z)"}, set()),
        # the card left over is the omission's, where the code rules on it apart from a long hand
        ("duplicate-auction", "West failed to play a card at all, and we didn't notice until he had played to the "
         "eighth. At the end he had a card left over.", {"omitted_to_play_to_trick(W)"}, {"held_too_many(W)"}),
        ("american", "At the sixth trick Y had fourteen cards: he omitted to play to a trick, and this was discovered "
         "before Y had played to the next trick.", {"had_fourteen_cards(Y)", "omitted_to_play_to_trick(Y)"}, set()),
        # the cut's exposure read by example is no exposure in the play
        ("auction", "Cutting for partners, Y's fingers slipped and he showed two cards, the four and the knave of "
         "clubs.", {"exposed_cards_in_cutting(Y)"}, {"exposed_several_cards(Y)"}),
        # named players: Dummy's partner, and the dealer, where the cases seat them
        ("dummy", "Jones, playing with Dummy, let three of his own cards fall face up on the table. My partner and I "
         "want them left there to be called.", {"dropped_card_face_up(Z)", "dummy(Y)"}, {"dropped_card_face_up(Y)"}),
        ("three-hand-auction", "Hughes dealt without having the pack cut. I noticed when he was about two-thirds of "
         "the way round and said so.", {"dealt_without_cut(Z)"}, {"dealt_without_cut(A)"}),
        ("dummy", "With four tricks to play, the player who had Dummy put his whole hand on the table and said 'The "
         "rest are mine.'", {"threw_cards_face_up(Z)", "dummy(Y)"}, {"threw_cards_face_up(Y)"}),
        ("dummy", "We held only two honours, one in my hand and one in Dummy's.", {"dummy(B)"}, {"dummy(Y)"}),
        ("three-hand-auction", "The bidding was over, I had it at three hearts, and before the lead my ace of hearts "
         "slipped out of my hand face up.", {"declarer(Z)", "card_exposed(Z)"}, {"card_exposed(A)"}),
        ("english", "Before I had played my card to the trick my partner leant over and said 'That's ours.'",
         {"called_attention_to_trick(B)"}, {"called_attention_to_trick(A)"}),
        ("hogarth", "Y led out of turn and we chose to call a suit from his partner. My partner turned to me: 'Which "
         "suit shall I call?'", {"consulted_on_suit(B)"}, {"consulted_on_suit(Y)"}),
        ("english", "Y and Z held all four honours in the hand before last but said nothing about them until the ten "
         "of hearts had been turned up for the next deal.", {"honours_claimed_late(Y)"}, set()),
        ("english", "We cut for partners: I turned a four, and the other three each turned a king.",
         {"three_cut_equal"}, set()),
        ("double-dummy", "It was S's deal, but E started dealing. S stopped him after twenty cards or so, well before "
         "the turn-up.", {"dealt_out_of_turn(E)", "not trump_turned"}, set()),
        ("auction", "Z was to deal and B had cut the pack for him. Z then, out of pure habit, gave it one more riffle "
         "before dealing a card.", {"shuffled_after_cut(Z)"}, set()),
        # the bids as told: an aside inside the later bid, a bid of one told with the article
        ("auction", 'The bidding went South one no trump, West two clubs, North two no trumps, and East, after a long '
         'think, "two hearts".', {"insufficient_bid(E)"}, set()),
        ("auction", "My partner opened a heart, they said one royal, I went two hearts and it was passed out.",
         {"named_suit_first(B)", "final_bidder(A)"}, set()),
        # "played it" after a card is the card played, not the hand
        ("auction", "I found the six of diamonds hiding among my clubs and played it instead.", set(), {"declarer(A)"}),
        ("auction", "South claimed the last four. West said 'play it out, please.' South played it out.",
         {"declarer(S)"}, set()),
        # a revoke found tricks after it was made was followed by the next trick
        ("boston", "Y had bid five tricks. Around the ninth trick we found he'd trumped a club on the third round "
         "while still holding the jack of clubs.", {"played_to_following_trick(Y)"}, set()),
        ("cayenne", "E trumped a diamond though he had the diamond ten; it came out when we checked the tricks at the "
         "end.", {"hand_played_out"}, set()),
        ("solo", "Y failed to follow to diamonds with a diamond in hand, and we only saw it after the next trick had "
         "been led.", {"trick_turned_and_quitted"}, set()),
        # "my partner, who ...," is the subject of the verb after the clause
        ("cayenne", "I dealt and said 'Spades.' My partner, who had a handful of hearts, said he wasn't having it and "
         "wanted hearts.", {"rejected_dealers_choice(Y)"}, set()),
        ("cayenne", "My partner had dealt and was still sorting his cards when I blurted out 'clubs!' He hadn't "
         "passed the choice to me.", {"partner_declared_first(A)"}, set()),
        ("dummy", "Fresh rubber. The dummy hand is at Z. Y picked up the pack and began dealing from his own seat.",
         {"dealer(Y)", "dummy(Z)"}, set()),
        ("dummy", "I had Dummy opposite me. I revoked in my own hand and led to the next trick before I saw it.",
         {"revoke(A)"}, {"dummy(A)"}),
        ("dummy", "The dealer gave two cards to North by accident and slid one across to East before going on.",
         {"dealt_two_cards(W)"}, {"dealt_on_after_error(W)"}),
        ("duplicate-auction", "West bid a no trump before her right-hand opponent had spoken.",
         {"bid_out_of_turn(W)"}, set()),
        ("english", "I dealt the hand and turned up the nine of spades, and only then did my left-hand opponent say, "
         "'Hang on, that was my deal.'", {"trump_turned", "dealer(Z)"}, set()),
        ("english", "Both sides revoked. Y failed to follow to a heart at the fourth trick and B trumped a diamond "
         "when he had one, both established.", {"revoke_established(B)"}, set()),
        ("english", "Their side led out of turn. Before either of us said anything, my partner whispered, 'Shall we "
         "call the card?' Then I called the card.", {"led_out_of_turn(Y)"}, {"led_out_of_turn(B)"}),
        ("hogarth", "Z presented the pack, his right-hand neighbour cut it, and then Z gave it a quick shuffle "
         "before starting to deal.", {"shuffled_after_cut(Z)", "dealer(Z)"}, set()),
        ("three-hand-auction", "My three spades had been passed by both of the others, and before anyone led I "
         "knocked the ace of spades out of my hand, face up. Both of them started talking about penalties.",
         {"dropped_card_face_up(A)", "declarer(A)"},
         {"declarer(Z)"}),
        ("auction", "Dummy had a small spade hidden behind his hearts, and declarer discarded a heart from the table "
         "on a spade lead.", {"played_other_suit(Y)", "held_suit_led(Y)"}, {"played_other_suit(Z)", "revoke(Z)"}),
        ("double-dummy", "Playing double dummy, I trumped a spade from my Dummy's hand although there was a spade in "
         "it.", {"revoke_in_dummy_hand", "dummy(B)", "played_other_suit(B)"}, {"played_other_suit(A)"}),
        ("dummy", "When trick five was being gathered up it turned out that two of North's cards, stuck together, "
         "had both gone onto it. We are only at the seventh trick now.",
         {"played_two_cards_to_trick(N)", "not hand_played_out"}, {"hand_played_out"}),
        ("duplicate-auction", "South declaring. North, the dummy, was standing behind South looking at his hand. "
         "When East led to the fifth trick, though West had won the fourth, North said, 'Wait, it's West's lead.'",
         {"dummy_looked_at_hand(N)", "led_out_of_turn(E)", "called_attention(N)"}, {"led_out_of_turn(W)"}),
        ("dummy", "Both sides revoked in the same hand, A in clubs and Z in hearts, and neither was put right in "
         "time.", {"revoke_established(A)", "revoke_established(Z)"}, set()),
        ("cayenne", "Y began dealing though it wasn't his turn; B stopped him after the first round of fours.",
         {"not deal_completed"}, set()),
        ("american", "We only realised E had revoked on the previous hand once the new pack had been cut.",
         {"cut_for_next_deal"}, set()),
        # hands told by the cards left in them
        ("hogarth", "Seven tricks had been played when South found he had five cards left and North seven.",
         {"hand_short(S)", "had_fourteen_cards(N)"}, set()),
        ("american", "After eight tricks North found he had four cards left and the rest of us had five each.",
         {"hand_short(N)"}, set()),
        ("duplicate-auction", "Partner played four hearts and made exactly ten tricks. Do we get a premium?",
         {"declarer(B)"}, set()),
        ("boston", "Z was alone. A led a spade, and before Y had played B put his card on the trick.",
         {"bidder(Z)", "played_before(B, Y)"}, set()),
        ("english", "I led a heart and my partner threw a spade. Before the trick was turned I said, \"Having no "
         "hearts, partner?\"", {"leader(A)"}, {"played_to_following_trick(A)"}),
        ("dummy", "Z dealt, though it was really B's deal. B now says it was his deal and wants it back.",
         {"dealt_out_of_turn(Z)"}, {"called_attention_to_trick(B)"}),
        ("dummy", "Before her partner had played to it, West reached out and said, 'That one's mine.'",
         {"called_attention_to_trick(W)", "not had_played_to_trick(E)"}, set()),
        ("american", "Y had led out of turn earlier, and A called trumps from him. Y had two trumps in his hand but "
         "he led a heart all the same.", {"led_another_suit(Y)"}, set()),
        ("auction", "Z 3H, doubled by A, passed out. Z down two.", {"failed_contract(Z)"}, {"final_bidder(A)"}),
        # the teller's role told by a fronted participle; the bidder by what he plays for
        ("double-dummy", "Dealing a double dummy hand, I turned the ten of diamonds face up about a third of the way "
         "through.", {"exposed_card_in_dealing(Z)"}, {"exposed_card_in_dealing(A)"}),
        ("boston", "Playing alone, I discarded on a spade.", {"bidder(A)"}, set()),
        ("boston", "Misere. North was playing to lose every trick, and East led when it was West's lead.",
         {"bidder(N)", "misere_called", "led_out_of_turn(E)"}, set()),
        ("solo", "In her misère Z revoked at the eighth trick.", {"bidder(Z)", "misere_called", "revoke(Z)"}, set()),
        ("solo", "Playing a solo, E knocked the ace of diamonds out of his hand face up.", {"card_exposed(E)"}, set()),
        ("three-hand-auction", "Once the contract was mine at three hearts, I fumbled and showed my queen of clubs "
         "face up before anybody led.", {"declarer(A)"}, {"declarer(Z)"}),
        ("duplicate-auction", "We bid four no trumps on board 2 and made it exactly.", {"reached_thirty(A)"}, set()),
        # "'d" before a past participle is "had"; "not a card had been dealt"
        ("three-hand-auction", "We'd cut the cards for the next deal when somebody noticed East had revoked in the "
         "last one.", {"cut_for_next_deal", "revoke(E)"}, set()),
        ("auction", "East cut, and the knave flipped face up. Not a card had been dealt yet.", {"not deal_begun"},
         {"deal_begun"}),
        # at Dummy whist "he" is never Dummy; a revoke found "early on" is found tricks later
        ("dummy", "Y had Dummy opposite him. Reaching for his cigar he let the ace of hearts fall face up on the "
         "cloth.", {"dropped_card_face_up(Y)", "dummy(Z)"}, {"dropped_card_face_up(Z)"}),
        ("boston", "The bidder, South, trumped a diamond early on though he had a diamond; it came out at the "
         "seventh trick.", {"played_to_following_trick(S)"}, set()),
        # a negator ending a group's alternative says its no to the words after the group
        ("auction", "N dealt. E said, 'Wait, that wasn't cut.'", {"called_attention_to_deal(E)"},
         {"not called_attention_to_deal(E)"}),
    ],
)  # fmt: skip
def test_more_ways_of_telling(code: str, text: str, wanted: set[str], unwanted: set[str]) -> None:
    told = facts(code, text)
    assert wanted <= told and not unwanted & told, told


@pytest.mark.parametrize(
    ("code", "text", "wanted", "unwanted"),
    [
        # at Dummy whist the one who speaks is not Dummy; "At dummy," names the game, not his role
        ("dummy", "At dummy, Mr Bell said to us, halfway through, 'I have the rest, you know' and laid his hand "
         "down.", {"threw_cards_face_up(Z)", "dummy(Y)"}, {"threw_cards_face_up(Y)"}),
        # the fourth hand told trumping before the second; told before the others with an aside
        ("american", "A led a club. Z, the last player, trumped it before Y, second hand, had played.",
         {"played_before(Z, Y)"}, set()),
        ("american", "S led the ace of hearts, and before W had played, and with N still to play as well, E put "
         "his deuce on it.", {"played_before(E, W)"}, set()),
        ("boston", "I was the bidder and led to the fourth trick, forgetting that the man on my left had won the "
         "third.", {"ought_to_have_led(Y)", "led_out_of_turn(A)"}, set()),
        ("english", "Z had won the fifth trick, but his partner Y led the next card, a small trump.",
         {"ought_to_have_led(Z)", "led_out_of_turn(Y)"}, {"led_out_of_turn(Z)"}),
        # "so many tricks in" is the play begun; "we have just won"; "they went out"
        ("hogarth", "Three or four tricks in, the eldest hand asked who had dealt.", {"first_trick_quitted"}, set()),
        ("cayenne", "We have just won our fourth game of ten.", {"won_four_games(A)"}, set()),
        ("cayenne", "They went out by cards on this hand. We held three honours.", {"out_by_cards(Y)"}, set()),
        ("cayenne", "At the lake cottage we'd only the one pack of cards.", {"single_pack"}, set()),
        # a teller who names a seat as another's is not at it; one beside a seat sits beside it
        ("english", "'Having no diamonds, partner?' I asked, when South threw a club on my diamond lead.",
         {"asked_partner_if_none(N)"}, {"asked_partner_if_none(S)"}),
        ("auction", "I was half way round with the deal when A, on my left, said I had never had the cards cut.",
         {"dealt_without_cut(Z)"}, set()),
        # calls told by the teller and his partner; a double before the one whose turn it was
        ("auction", "My partner bid two royals, the player on my right passed, and I, thinking it was the other "
         "side's bid, said 'Double.'", {"doubled_declaration_of(A, B)"}, set()),
        ("three-hand-auction", "South dealt and opened one heart. West hadn't said a word yet when East doubled.",
         {"doubled_out_of_turn_of(E, S)"}, set()),
        ("auction", "I dealt and had nothing, so I said one spade as usual. My left-hand opponent doubled and "
         "everybody passed.", {"one_spade_left_in(Z)"}, set()),
        ("auction", "Over West's two hearts my partner said 'two diamonds.' East said at once, 'That isn't "
         "enough,' and partner then wanted to make it three diamonds.", {"corrected_bid(N)"},
         {"insufficient_bid(E)"}),
        # the dealer's cut taken for him is no cut for a partner; the trump card left and named
        ("hogarth", "S cut the pack for me and, without thinking, I gave it one more shuffle before I started "
         "dealing.", {"shuffled_after_cut(W)"}, {"shuffled_or_cut_for_partner(S)"}),
        ("american", "The dealer turned the king of diamonds and simply left it lying there. Two tricks were "
         "played and turned over.", {"trump_card_left_on_table(Z)", "second_trick_quitted"}, set()),
        ("duplicate", "Trick five. My partner asked, 'What's trumps again?' and West said 'Diamonds, the nine was "
         "turned.'", {"named_trump_card(W)"}, set()),
        # the player's own hand, told so, is not Dummy's
        ("dummy", "I had Dummy for my partner. On the ninth trick I discarded a diamond on a spade lead, though I "
         "had the four of spades in my own hand.", {"played_other_suit(A)"}, {"revoke_in_dummy_hand"}),
        ("hogarth", "Mrs. Hart got up and left the table in the middle of the evening, when it was not her turn "
         "to go out at all. Do two of us have to stand down?", {"quit_out_of_turn(Y)"}, set()),
    ],
)  # fmt: skip
def test_seats_turns_calls_and_hands_as_told(code: str, text: str, wanted: set[str], unwanted: set[str]) -> None:
    told = facts(code, text)
    assert wanted <= told and not unwanted & told, told

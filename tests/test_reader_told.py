"""Tellings as other hands wrote them: asides, names told by what they do, the teller's seat,
pronouns after a relative clause, a suit led and another played in a later clause, the cards
played to a lead out of turn, a call after a call out of turn.

Each line is (code, telling, facts that must be read, facts that must not be).
"""

from __future__ import annotations

import pytest

from arbiter.api import load_code
from arbiter.reader import read


def facts(code: str, text: str) -> set[str]:
    return {str(f) for f in read(load_code(code), text).facts}


@pytest.mark.parametrize(
    ("code", "text", "wanted", "unwanted"),
    [
        # "cut to Harold": the pack is cut to the dealer; "quite" is not "quit"
        ("american", "The pack had been cut to Harold in the usual way, and then, quite out of habit, he gave it "
         "another riffle shuffle before starting to deal.", {"reshuffled_after_cut(Z)"}, set()),
        # a sentence-opening name doing a dealer's act: "Tom had the pack properly cut"
        ("cayenne", "Tom had the pack properly cut to him and then gave it one more shuffle without thinking.",
         {"reshuffled_after_cut(Z)"}, set()),
        # "Dealing the third round, Mr. Pratt ...": the fronted participle seats him dealing
        ("american", "Dealing the third round, Mr. Pratt slipped two cards onto his left-hand neighbour's pile "
         "instead of one and simply carried on round the table without putting it right.",
         {"dealer(Z)", "dealt_irregularly(Z)", "dealt_on_after_error(Z)"}, set()),
        # the suit led, and another played to it in the next clause
        ("american", "S led hearts; W threw a club and N played his card after him.", {"played_other_suit(W)"},
         {"played_other_suit(N)"}),
        # "I was dummy, North."; "while my partner was thinking" is pondering, not a belief
        ("auction", "I was dummy, North. While my partner was thinking I got up and had a look at East's hand.",
         {"dummy(N)", "dummy_looked_at_hand(N)"}, {"dummy_looked_at_hand(S)"}),
        # "There's a card exposed", said to partner: his attention called, not his card exposed
        ("auction", "I was dummy, North. A couple of tricks later West let the queen of diamonds fall face up and "
         "I said to my partner, 'There's a card exposed.'",
         {"called_attention(N)", "dropped_card_face_up(W)", "first_trick_quitted"}, {"card_exposed(S)"}),
        # both sides revoked, no seat named: a revoke of each side
        ("double-dummy", "Both sides revoked in the same hand; we made the odd trick, which would have taken us out.",
         {"revoke(A)", "revoke(Y)", "revoke_established(A)", "revoke_established(Y)"}, set()),
        # the penalty divided is sought by the adversaries of the revoke
        ("double-dummy", "My partner revoked and our adversaries wanted to add two to their score and take one off "
         "ours.", {"revoke(B)", "revoke_penalty_divided(Y)"}, set()),
        ("double-dummy", "When the four cards of the trick were down, Y asked that each player's card be put back in "
         "front of him.", {"trick_complete", "demanded_cards_placed(Y)"}, set()),
        # "still in the same rubber": not over; "the next game" is no next rubber
        ("dummy", "We scored a single for a game that should have been a double, and only found it out two deals "
         "into the next game, still in the same rubber.", {"not rubber_concluded"}, {"rubber_concluded"}),
        # cards counted after the deal: the original play; nobody had led
        ("duplicate", "After the deal I counted fourteen cards and my partner only twelve. Nobody had led yet.",
         {"not overplay", "not play_begun"}, set()),
        # two cards turned up together in the cut: exposed, no tie
        ("english", "Cutting for partners at the Portland on Tuesday I fumbled and turned up two cards together, "
         "the four and the nine of clubs.", {"exposed_cards_in_cutting(A)"}, {"two_cut_equal"}),
        # "who had dealt": the dealer; the turn-up "lying by her elbow"; "into the fourth trick"
        ("english", "We were into the fourth trick when somebody noticed that Mrs Aske, who had dealt, still had the "
         "turn-up, the queen of hearts, lying by her elbow.",
         {"dealer(Z)", "trump_card_left_on_table(Z)", "first_trick_quitted"}, set()),
        ("hogarth", "At the end of the rubber I got up and left, although it wasn't my turn to go out.",
         {"rubber_concluded", "quit_out_of_turn(A)"}, set()),
        # ", not thinking," denies nothing
        ("mnemonic-duplicate", "My partner won the trick and I, not thinking, led the next one.", set(),
         {"not led_out_of_turn(A)"}),
        # ", it turned out," is how it came out, not an act
        ("solo", "E proposed and W accepted. Two tricks in, E found he had only twelve cards and S, it turned out, "
         "had fourteen.", {"hand_short(E)", "had_fourteen_cards(S)"}, set()),
        ("solo", "A and B were playing a proposal and acceptance. B trumped a club while holding one.",
         {"bidder(A)", "acceptor(B)"}, set()),
        ("american", "The scorer put us down for two instead of three after that hand. I didn't notice until the next "
         "dealer had given out the whole pack and turned his trump.", {"next_deal_completed"}, set()),
        # what one is told he must do is his to do
        ("american", "Before anyone played to it my partner told Y he'd have to lead a spade next time he got in.",
         {"called_suit_from(B, Y)"}, {"called_suit_from(Y, B)"}),
        ("auction", "Y doubled out of turn. My partner, being polite, turned to me: \"Partner, will you select the "
         "penalty, or shall I?\"", {"asked_who_selects(B)"}, set()),
        # "the new man at our table" is a player: the one who dealt
        ("cayenne", "The new man at our table dealt one card at a time round the table, whist fashion.",
         {"dealer(Z)", "dealt_singly(Z)"}, set()),
        ("double-dummy", "Y started dealing though it was A's deal. A stopped him after about a dozen cards.",
         {"dealt_out_of_turn(Y)", "not trump_turned"}, set()),
        ("dummy", "Playing opposite the dummy, I dropped my queen of spades face up on the table while sorting my "
         "hand.", {"dummy(B)", "dropped_card_face_up(A)"}, {"dummy(A)"}),
        # after the aside, "he" is the sentence's subject again, not the seat named in it
        ("dummy", "Y, whose partner was the dummy, forgot to play to the fifth trick from his own hand, so there "
         "were only three cards in it. No one noticed until he had played to the sixth.",
         {"omitted_to_play_to_trick(Y)", "omission_found_after_next_trick(Y)"},
         {"omission_found_after_next_trick(Z)"}),
        ("dummy", "Then S, who was dealing, gave W two cards together and dealt another after it.",
         {"dealt_on_after_error(S)"}, set()),
        ("duplicate-auction", "As soon as South's three no trumps had been passed, West said to East, \"Don't "
         "forget I bid diamonds.\"", {"final_declaration"}, set()),
        # "was thinking over the ninth trick when West ...": West said it, not the one thinking
        ("duplicate-auction", "Declarer South was thinking over the ninth trick when West leaned over to East and "
         "said, \"Remember what you discarded at trick three.\"", {"unauthorized_reference(W)"},
         {"unauthorized_reference(S)"}),
        ("english", "Z forgot to offer the pack to be cut and dealt straight through. A spotted it just as Z reached "
         "for the last card to turn it up.", {"dealt_without_cut(Z)", "not trump_turned"}, set()),
        # "A few tricks in": the article, no seat; the teller is A
        ("solo", "Z called solo. A few tricks in, Z was found with fourteen cards and I had twelve.",
         {"had_fourteen_cards(Z)", "hand_short(A)"}, {"hand_short(B)"}),
        ("auction", "West bid one royal when it was North's turn to speak. North didn't notice and passed.",
         {"bid_out_of_turn(W)", "next_player_called"}, set()),
        ("american", "E dealt and turned the six of spades before any of us realised the pack had never been cut.",
         {"trump_turned", "dealer(E)"}, set()),
        # a dashed aside, then the verb: the seat before the aside is its subject
        ("solo", "I called solo. At trick six, West — one of the three against me — turned out to be a card short.",
         {"hand_short(W)"}, {"hand_short(S)"}),
        ("solo", "Y, one of the three playing against the solo, revoked; it came out after the hand.",
         {"revoke(Y)", "not single_player(Y)"}, {"single_player(Y)"}),
        # "the second hand of the rubber" is a deal, not the seat playing second
        ("english", "I was dealing the second hand of the rubber and turned one up by accident, the eight of clubs, "
         "going to my partner.", {"dealer(Z)"}, {"two_cut_equal", "trump_turned"}),
        ("cayenne", "Trick four: our left-hand opponent turned to his partner, who had yet to play, and said "
         "\"Partner, that's our book.\"", {"called_attention_to_trick(Y)", "not had_played_to_trick(Z)"}, set()),
        ("dummy", "I was Dummy's partner. I trumped a heart from my own hand, having a heart in it, and the trick was "
         "quitted. Surely I'm excused the same as Dummy is?",
         {"not dummy(A)", "played_other_suit(A)"}, {"dummy(A)"}),
        ("hogarth", "Z led out of turn, and before calling anything I asked my partner which suit we ought to call "
         "from Y.", {"consulted_on_suit(A)"}, {"consulted_on_suit(Z)"}),
        ("hogarth", "E led out of turn. S turned to N and said, \"What shall we call? Trumps?\"",
         {"consulted_on_suit(S)"}, set()),
        ("mnemonic-duplicate", "On the second play of deal 2 I recognised my hand; it was exactly the hand I'd played "
         "an hour earlier.", {"same_hand_again(A)", "overplay"}, set()),
        ("boston", "New man at our Boston table dealt the hand one card at a time all round, the way you would at "
         "whist, instead of fours and fives.", {"dealer(Z)", "dealt_singly(Z)"}, set()),
        # two by honours is three honours held
        ("double-dummy", "We marked our two for honours on the board but never said anything about them at the end "
         "of the hand.", {"marked_honours(A)", "held_three_honours(A)", "not honours_called(A)"}, set()),
        ("auction", "With four cards left, declarer said \"The rest are mine\" and spread his hand, mentioning no "
         "finesse. Then, instead of cashing the ace of diamonds, he ran the queen through to dummy and it held.",
         {"claimed_rest(Z)", "took_unannounced_finesse(Z)"}, set()),
        ("solo", "A called abundance; at the end of the first trick both A and Y were found to have the wrong number "
         "of cards.", {"all_played_to_first_trick", "wrong_number_of_cards(A)", "wrong_number_of_cards(Y)"}, set()),
        # a fronted clause's "his partner" is the partner of the seat the sentence goes on to name
        ("american", "We were at five and they at four. Before his partner had played to the trick, E said \"one "
         "more and that's game.\"", {"not had_played_to_trick(W)"}, {"not had_played_to_trick(E)"}),
        ("hogarth", "After I had cut, the dealer shuffled the pack again before dealing.", {"pack_cut"}, set()),
        ("english", "Somewhere about the sixth trick E asked what card had been turned up. North, who had dealt, had "
         "picked it up long before.", {"took_trump_card(N)", "play_begun", "dealer(N)"}, {"took_trump_card(E)"}),
        ("mnemonic-duplicate", "On the overplay N pulled his cards from the pocket and realized while sorting them "
         "that it was the very hand he'd played himself the first time round. No card had been led.",
         {"played_deal_before(N)", "not play_begun"}, set()),
        # the liable card named, then played by its holder
        ("mnemonic-duplicate", "My queen of hearts was lying face up as a card liable to be called. West led a heart "
         "and I played the queen on it before anyone said a word.", {"played_liable_card(S)"},
         {"card_faced_in_tray"}),
        ("duplicate", "Two tricks were already turned and the trump card was back in the dealer's hand when N said "
         "across the table, \"Don't forget, partner, it was the knave of diamonds turned.\"",
         {"first_trick_quitted", "not trump_card_not_in_dealers_hand"}, {"trump_card_not_in_dealers_hand"}),
        # "Revoke claimed on N": no one named Revoke
        ("duplicate", "Revoke claimed on N. N immediately picked up his thirteen turned cards and shuffled them.",
         set(), {"revoke_claimed(Revoke)"}),
        # "claims a slam": made, not called
        ("solo", "N revoked and E, the solo player, took three tricks from him as penalty; that left E with all "
         "thirteen. E claims a slam.", {"slam_with_revoke_tricks(E)"}, {"slam_called"}),
        ("duplicate-auction", "The bidding was all over and South was to play four diamonds. While West was still "
         "deciding what to lead, East said to him, \"Don't forget North bid spades first.\"",
         {"informed_partner_of_bid(E)", "not opening_lead"}, {"unauthorized_reference(E)"}),
        ("three-hand-auction", "Ruth dealt, and before she had said a word I bid one heart. Ruth passed, Tom passed.",
         {"bid_out_of_turn(A)", "accepted_by_both"}, set()),
        ("solo", "A called abondance déclarée -- a slam -- and B, one of the three against him, revoked.",
         {"bidder(A)", "revoke(B)", "not single_player(B)"}, set()),
        ("solo", "Against N's solo E had left the nine of clubs face up on the table. When clubs were led it was his "
         "only club, so he played it.", {"card_exposed(E)", "no_other_of_suit(E)"}, set()),
        ("duplicate", "At our seven-table match the original table on board 14 wrote 'diamonds' on the slip though a "
         "club had been turned. Two further tables played the deal with diamonds as trumps.",
         {"more_than_two_tables"}, {"not more_than_two_tables"}),
        ("mnemonic-duplicate", "The dealer gave me fourteen cards and the player on my left twelve. We hadn't started "
         "playing.", {"not overplay", "not play_begun"}, set()),
        ("english", "Z had already cut the pack for the new deal when B announced that Y had revoked in clubs at the "
         "tenth trick of the hand just finished.", {"cut_for_next_deal"}, set()),
        # the pack is cut by the dealer's right-hand adversary: the teller deals
        ("english", "After my right-hand adversary had cut, I gave the pack another quick riffle out of habit before "
         "dealing.", {"dealer(Z)", "shuffled_after_cut(Z)"}, {"shuffled_after_cut(A)"}),
        ("duplicate", "Partner had won the trick and I led from my own hand by mistake, the king of clubs.",
         {"led_out_of_turn(Z)", "in_partners_turn(Z)"}, set()),
        # "turned out to have skipped": had skipped
        ("hogarth", "The dealer then turned out to have skipped a hand in the rotation.", {"dealt_irregularly(Z)"},
         set()),
        # "my partner and I, thinking the game lost, threw our cards face up": what each did
        ("hogarth",
         "At the tenth trick my partner and I, thinking the game lost, threw our cards face up on the table. Y"
         " and Z kept theirs in hand.",
         {"not threw_cards_face_up(Y)", "threw_cards_face_up(A)", "threw_cards_face_up(B)"}, set()),
        # ... but "my partner and I held four honours" is the side's
        ("hogarth",
         "My partner and I held four honours.",
         {"held_four_honours(A)"}, {"held_four_honours(B)"}),
        # "Pone": the dealer's right-hand adversary, who cuts
        ("dummy",
         "Pone cut only three cards off the top.",
         {"cut_packet_under_four(B)"}, set()),
        # a title and an initial: a person, the stop after the initial no sentence's end
        ("hogarth",
         "Mrs. K., dealing, caught sight of the last card before she turned it and said, \"Oh, hearts again.\"",
         {"looked_at_trump_in_dealing(A)"}, set()),
        # "before he could lead, his partner put the king on the table": he was to lead
        ("english",
         "Z took the trick with his ace, and before he could lead, his partner put the king of hearts on the "
         "table.",
         {"led_out_of_turn(Y)", "ought_to_have_led(Z)"}, set()),
        # "I still had my card in my hand": not yet played
        ("american",
         "Third in line to play, I still had my card in my hand when my partner piped up, 'that one's ours, "
         "partner!'",
         {"called_attention_to_trick(B)", "not had_played_to_trick(A)"}, set()),
        # "The others had both passed my four hearts": the auction over, the teller's bid the last
        ("three-hand-auction",
         "The others had both passed my four hearts, and while sorting my hand I let the seven of clubs land "
         "face up.",
         {"card_exposed(A)", "final_bidder(A)", "final_declaration"}, {"accepted_by_both"}),
        # the cards played after a lead out of turn are played to it
        ("english",
         "Mr. R., sitting South, led the queen of diamonds when the lead was with East. West played the four "
         "and North the ace.",
         {"played_to_false_lead(N)", "played_to_false_lead(W)"}, {"played_to_false_lead(S)"}),
        ("boston",
         "The bidder, Z, led a diamond when it was really Y's lead, and A, on his left, followed with the six "
         "before anybody spotted it.",
         {"played_to_false_lead(A)"}, set()),
        # "that's our fourth game": the teller's side
        ("cayenne",
         "That's our fourth game of ten, so the rubber's ours, surely.",
         {"won_four_games(A)"}, set()),
        # "only twelve in my dummy": the dummy's hand short
        ("double-dummy",
         "After the deal at double dummy I found fourteen cards in my own hand and only twelve in my dummy.",
         {"had_fourteen_cards(A)", "hand_short(B)"}, {"hand_short(A)"}),
        # "Our host dealt": a person told by what he is
        ("solo",
         "Our host dealt the hand one card at a time all the way round, like ordinary whist, and nobody "
         "stopped him.",
         {"dealt_singly(Z)"}, set()),
        # a role's relative clause, set aside so the role meets its verb, and read on its own
        ("auction",
         "The dummy, who had been leaning over to look at his partner's cards for most of the hand, pointed "
         "out to the declarer that B had led out of turn.",
         {"called_attention(Y)", "dummy_looked_at_hand(Y)"}, set()),
        # "then saw the two of clubs": he had the suit led
        ("boston",
         "I'm the bidder. I threw a heart on a club lead, then saw the two of clubs.",
         {"held_suit_led(A)", "played_other_suit(A)"}, set()),
        ("auction",
         "West failed to follow to a heart although he had one.",
         {"held_suit_led(W)", "revoke(W)"}, set()),
        # when he said it, set between the saying and the words
        ("american",
         "East said to his partner, before West had played, 'That's our trick, you know.'",
         {"called_attention_to_trick(E)", "not had_played_to_trick(W)"}, {"called_attention_to_trick(W)"}),
        # "which takes us to fourteen": the teller's side past ten
        ("cayenne",
         "We started the hand at eight and scored six points on it, which takes us to fourteen.",
         {"reached_ten_points(A)"}, set()),
        # a name opening a sentence, doing a player's act
        ("double-dummy",
         "Hawkins had pulled a card half out of his hand, ready to play it. I said 'That's the queen of "
         "hearts, I'll have it called.'",
         {"card_detached(Y)"}, {"card_detached(A)"}),
        # a relative clause of what one meant to do is no act
        ("auction",
         "South had bid three hearts. His partner North, who plainly meant to double East's bid of two royals "
         "two rounds earlier, said \"Double\" over his own partner's three hearts.",
         {"doubled_declaration_of(N, S)"}, {"declared_royals"}),
        # an onlooker is told by his own clause: Ellis watches, Grey plays
        ("hogarth",
         "Mr Ellis, who had been watching and hadn't a penny on the rubber, said he'd seen it plainly, but "
         "Grey wouldn't have him decide it.",
         {"objected_to_bystander(A)"}, set()),
        # "Mrs Carew and I stood at four": the teller's partner
        ("english",
         "Mrs Carew and I stood at four when she dealt, and between us we held the ace, king and queen of "
         "trumps.",
         {"dealer(B)"}, {"dealer(Y)"}),
        # a call after a call out of turn, before the penalty is asked for
        ("auction",
         "Z opened one heart. Before A could open his mouth, B doubled. Y, who can't have been listening, said"
         " \"no bid\", and only then did Z turn round and claim a new deal for the double out of turn.",
         {"doubled_out_of_turn(B)", "next_player_called"}, set()),
        ("duplicate-auction",
         "West dealt board nine, though it was North's deal.",
         {"dealt_out_of_turn(W)"}, {"dealt_out_of_turn(N)"}),
        ("double-dummy",
         "We went out five to their three.",
         {"game_losers_at_three_or_four(Y)", "won_game(A)"}, set()),
        # "She", opening a telling with no teller and no one named: the first seat, and said so
        ("english",
         "She knocked the king of diamonds off her hand while arranging it and it fell to the carpet under the"
         " table.",
         {"dropped_card_below_table(A)"}, set()),
        ("double-dummy",
         "We were playing double dummy and the dealer started dealing to himself instead of to the hand on his"
         " left.",
         {"dealt_irregularly(Z)"}, set()),
        # the contract heading a report: "Three hearts by South."
        ("auction",
         "Three hearts by South. A club was led and West ruffed it with a small heart though he still had the nine"
         " of clubs.",
         {"declarer(S)", "declared_hearts", "held_suit_led(W)", "played_other_suit(W)"}, set()),
        ("auction",
         "Three hearts by Z, doubled by A, everybody passed.",
         {"declarer(Z)", "doubled_declaration_of(A, Z)"}, {"declarer(A)"}),
        # a hand sorted and found long before the bidding: dealt too many
        ("three-hand-auction",
         "A sorted his hand and found fourteen cards. Z had dealt, and the bidding hadn't started.",
         {"dealt_more_than_thirteen(A)"}, set()),
        # the card of the suit led held, told in the phrase of the card played
        ("american",
         "We found out that Y had thrown a club on a heart with the nine of hearts in his hand, but only after I"
         " had cut the pack for the next deal.",
         {"held_suit_led(Y)", "played_other_suit(Y)", "cut_for_next_deal"}, set()),
        # a seat's relative clause after an aside ending in another seat: the nearer seat's
        ("boston",
         "E, one of the three against S, who had bid, let the seven of trumps fall face upward on the cloth.",
         {"bidder(S)", "card_exposed(E)"}, {"bidder(E)"}),
        ("boston",
         "Having bid nine, I led a club when the lead was with my left-hand opponent.",
         {"bidder(A)", "led_out_of_turn(A)"}, set()),
        # what one seat was, told before another's act
        ("boston",
         "N being the bidder, E dropped the ten of trumps face up.",
         {"bidder(N)", "card_exposed(E)"}, {"bidder(E)"}),
        ("solo",
         "With N playing solo, E dropped the ten of hearts face up.",
         {"bidder(N)", "card_exposed(E)"}, {"bidder(E)"}),
        # a place in the trick set between dashes; a role told where it sat
        ("duplicate",
         "East led. Before South had played, North - fourth hand - put his card on the table.",
         {"played_before(N, S)"}, set()),
        ("dummy",
         "Dummy sat East. It was South's lead, but North led the ace of clubs.",
         {"dummy(E)", "led_out_of_turn(N)"}, {"dummy(N)"}),
        # a named player placed on another named player's left, and "X's deal"
        ("auction",
         "Hale cut for Dorr's deal, and then Dorr, out of pure habit, gave the pack one more riffle before a single"
         " card had gone out. Voss, on Dorr's left, objected straight away.",
         {"shuffled_after_cut(Z)", "dealer(Z)", "called_attention_to_deal(A)"}, {"deal_begun", "deal_completed"}),
        # the card named, then the card it was: the namer named a wrong card
        ("dummy",
         "Z had a card drawn half out of his hand, ready to play, and A sang out 'the queen of hearts!' It was the"
         " knave.",
         {"card_detached(Z)", "named_wrong_card(A)"}, {"named_wrong_card(Z)"}),
        ("english",
         "Y pulled a card half out of his hand. B cried 'that's the ten of hearts, it can be called!' but when Y"
         " showed it, it was the ten of diamonds.",
         {"named_wrong_card(B)"}, {"named_wrong_card(Y)"}),
        # a redouble said out of turn is the one redouble; "redoubled again" a second
        ("duplicate-auction",
         "East bid two hearts and South doubled. Then East himself, before West had had a chance to speak, said"
         " 'redouble'.",
         {"redoubled_out_of_turn(E)"}, {"redoubled_twice(E)", "bid_out_of_turn(E)"}),
        ("three-hand-auction",
         "The dealer bid two hearts, I doubled, he redoubled, I doubled again and he redoubled again.",
         {"redoubled_twice(Z)"}, set()),
        # "Nobody had bid after South yet": the auction goes on
        ("auction",
         "South dealt and bid one no trump. While West was thinking what to say, East's ace of spades slid out of"
         " his hand and landed face up. Nobody had bid after South yet.",
         {"not final_declaration"}, {"final_bidder(S)"}),
        # two cards shown in the cut are no two cards played
        ("auction",
         "Cutting for partners, Colonel Ames pulled out two cards together, the three of hearts and the queen of"
         " spades.",
         {"exposed_cards_in_cutting(A)"}, {"played_two_cards_at_once(A)"}),
        # "and so did South" after a clause of its own is not the sentence before's
        ("solo",
         "North proposed and South accepted. At the seventh trick North found he was a card short. East and West"
         " each had the right number, and so did South.",
         {"hand_short(N)"}, {"hand_short(S)"}),
        # the suit held, after a suit called and another led, is the suit called
        ("hogarth",
         "Y was called on to lead hearts and led a spade instead. After the trick had been turned and quitted it"
         " appeared he had two hearts all along.",
         {"held_called_suit(Y)", "led_another_suit(Y)"}, {"held_suit_led(Y)"}),
        # a deal out of turn that was the partner's
        ("hogarth",
         "B took the cards and dealt though it was his partner's deal; nobody stopped him.",
         {"took_partners_deal(B)"}, {"dealt_out_of_turn(B)"}),
        # "halfway through his dealing" is the deal's, not the play's
        ("three-hand-auction",
         "The dealer forgot to have the cards cut. I noticed about halfway through his dealing.",
         {"deal_begun", "not deal_completed"}, {"opening_lead"}),
        ("solo",
         "The dealer had a sly look at the bottom card, the trump, while he was still dealing out the threes.",
         {"dealt_by_threes(Z)", "looked_at_trump_in_dealing(Z)"}, {"dealt_in_packets(Z)"}),
        # the agent of a passive is no antecedent: "his partner" is the subject's
        ("auction",
         "Mr. Kemp played two no trumps, doubled by West. His partner held all four aces in one hand, and Kemp"
         " wants to score the aces twice over because of the double.",
         {"declarer(N)", "four_aces_in_one_hand(S)", "claimed_doubled_honours(N)"}, {"four_aces_in_one_hand(E)"}),
        # "Dummy is my partner": opposite the teller
        ("dummy",
         "With five tricks to go I laid three of my own trumps face upwards to show I had the rest; Dummy is my"
         " partner.",
         {"dummy(B)"}, {"dummy(Y)"}),
        ("duplicate",
         "West dealt, wrote the king of diamonds on the slip and slid it straight into the tray face down.",
         {"slip_not_shown(W)"}, set()),
        ("double-dummy",
         "Double dummy. My opponent revoked in his own hand; even after three tricks are taken off him he has the"
         " tricks to make five.",
         {"revoking_side_would_win_game(Y)"}, set()),
        # the one who led with another's lead, though the rightful leader led later
        ("hogarth",
         "It was my lead, but my partner led the queen of hearts. Y and Z said nothing about a suit and let me"
         " lead whatever I liked.",
         {"led_out_of_turn(B)", "allowed_to_lead_freely(A)"}, set()),
        # the second hand still sorting his cards when the fourth played
        ("english",
         "North led a diamond. East was still sorting his hand and South hadn't played either, when West threw"
         " the ace of diamonds on top.",
         {"played_before(W, E)"}, set()),
        ("auction",
         "Y dealt and said one spade. A doubled and everyone passed. Y took three tricks, four short.",
         {"failed_contract(Y)", "one_spade_left_in(Y)"}, {"took_penalty_tricks(Y)", "failed_contract(A)"}),
        ("dummy",
         "Our side went out five to love in the first game.",
         {"won_game(A)", "game_losers_at_love(Y)"}, set()),
        ("cayenne",
         "Before the dealer had so much as sorted his cards, his partner across the table announced 'Hearts.'"
         " The dealer says it's his say first.",
         {"partner_declared_first(Y)"}, {"called_attention_to_trick(Z)"}),
        # the teller presenting the pack to be cut deals
        ("double-dummy",
         "As I gave the pack to be cut I let the bottom card show, the ace of spades.",
         {"dealer(Z)"}, set()),
        ("english",
         "Dealing the second hand of the rubber, I turned one of Mr. Parker's cards face up as it left my fingers.",
         {"dealer(Z)", "exposed_card_in_dealing(Z)"}, {"card_exposed(A)"}),
        # "wants to cut again" after two cards shown in the cut: the law's remedy, no entry wished
        ("auction",
         "When we cut, East turned up two cards together, the six and the queen of clubs, and wants to cut over"
         " again.",
         {"exposed_cards_in_cutting(E)"}, {"entry_wished", "recut_after_proper_cut(E)"}),
        # a declarer told, and no lead yet: the auction is over
        ("three-hand-auction",
         "I was the declarer, and before anyone had led I fumbled my hand and the ace of spades fell face up on"
         " the cloth.",
         {"final_declaration", "not opening_lead"}, set()),
        ("auction",
         "During the bidding, before any declaration had become final, A dropped the king of hearts face up on the"
         " table.",
         {"auction_begun", "not final_declaration"}, {"not auction_begun"}),
        ("auction",
         "Two tricks to go and B laid his final card face up.",
         {"opening_lead"}, set()),
        # the teller the pack was cut to deals, and his riffle is a second shuffle
        ("dummy",
         "B cut the pack to me and then I gave it one more quick riffle before I started dealing.",
         {"dealer(Z)", "reshuffled(Z)"}, set()),
        ("boston",
         "Sir, in a misère which North had called, East turned back the last trick to see what had been played"
         " to it.",
         {"bidder(N)", "looked_at_last_trick(E)"}, set()),
        # a clause joined on between dashes keeps its "not" to itself
        ("english",
         "Y led a club. Before my partner, second in hand, had played -- and Z hadn't played either -- I put my"
         " ace on it.",
         {"played_before(A, B)", "not had_played_to_trick(Z)"}, {"not played_before(A, B)"}),
        ("three-hand-auction",
         "I was declarer, South. West should have led to the fourth trick, but East, now his partner for the"
         " hand, led a diamond.",
         {"led_out_of_turn(E)"}, set()),
        ("american",
         "I was dealing, sitting South. Two cards went to West together and I'd dealt the next one to North"
         " before I noticed; East had just leaned across and asked me the score, which put me off.",
         {"dealer(S)", "interrupted_dealer(E)"}, {"dealer(W)"}),
        # "the trick score from the third hand": the third deal's
        ("american",
         "An error in the trick score from the third hand was noticed by South only after the following deal had"
         " been completed.",
         {"trick_score_error", "next_deal_completed"}, {"hand_short(S)"}),
        ("auction",
         "Hearts were trumps and I was playing the hand. East won the fourth trick but West led the king of clubs"
         " to the next, and I, not noticing, played a small club from dummy.",
         {"led_out_of_turn(W)", "played_to_false_lead(S)"}, {"not played_to_false_lead(S)"}),
        # "It was my deal": the teller deals; the cards he turns face up are the deal's
        ("auction",
         "It was my deal and, to my shame, I turned every card face up as it went round.",
         {"dealt_face_upward(Z)"}, {"card_exposed(Z)", "card_exposed(A)"}),
        ("auction",
         "B had stepped out to take a telephone call, so his partner A shuffled and dealt B's cards for him.",
         {"acted_for_partner(A)"}, {"dealt_adversaries_pack(A)"}),
        # "at once" between a seat and its verb; "him" is then another
        ("solo",
         "Y said, \"Abundance -- I mean solo,\" and Z at once called misere over him.",
         {"overcalled(Y)"}, {"overcalled(Z)"}),
        # "With A the single player": the role is A's, not the seat named after the comma
        ("boston", "With Y the single player, Z had shown the four of hearts. Hearts were led and Z had no other.",
         {"bidder(Y)", "card_exposed(Z)"}, {"bidder(Z)"}),
        # an adversary who lets "a small trump fall face up" exposes it, whoever called
        ("solo", "B was playing abundance, and Y, against him, let a small trump fall face up.",
         {"card_exposed(Y)"}, {"card_exposed(B)"}),
        # a participle aside that holds a clause of time is an aside all the same
        ("dummy", "Dummy at B, and A was dealing. Z, picking up his cards before the deal was over, turned one"
         " of them face up on the table.", {"card_exposed(Z)"}, set()),
        # "asked him to shuffle again": asked for, not done
        ("english", "Y and Z asked him to shuffle again, but A, the dealer, refused.", set(), {"reshuffled(A)"}),
        # "I can't say whether ...": the doubt's own words deny nothing
        ("solo", "Z dealt without a cut. B objected, but I can't say whether the last card had been turned"
         " for trumps by then.", {"unknown trump_turned"}, {"not trump_turned"}),
        # the subject of a relative clause is not the "he" that follows it
        ("solo", "Mrs. Grey, sitting Z, was playing against B's proposal, which A had accepted, when she found she"
         " had fourteen cards.", {"bidder(B)", "acceptor(A)"}, {"hand_long(A)", "had_fourteen_cards(A)"}),
        # "..., but East had not": the act denied of the other seat
        ("duplicate", "South led out of turn; West had already played to it, but East had not.",
         {"had_played_to_trick(W)", "not had_played_to_trick(E)"}, set()),
        # "in front of him": the subject's own place, and the "he" after it is still he
        ("duplicate-auction", "Hearts were led against South's contract and West threw a spade. He turned it"
         " over in front of him, then with his finger still on it he said, 'Wait, I have a heart.'",
         {"still_touching_card(W)"}, {"still_touching_card(S)"}),
        # what one side says and the other denies is a question, not a fact
        ("auction", "Z dealt without a cut. Z swears A had already looked at his hand; A says he had not touched"
         " a card. We cannot agree which.", {"dealer(Z)"}, {"looked_at_own_cards(A)", "not looked_at_own_cards(A)"}),
        ("solo", "A proposed and B accepted. Z revoked and it was established. Z insists they would have made their"
         " tricks anyway; A and B say not.", {"revoke_established(Z)"}, {"callers_would_have_won"}),
        # "Can A have ...?": asked of the arbitrator, not done
        ("auction", "Y renounced in clubs holding one, and the revoke was established. Can A have the revoke"
         " penalty?", {"revoke(Y)"}, {"revoke(A)"}),
        # "called out that it had never been cut"
        ("auction", "Z dealt, and with a few cards to go B called out that the pack had never been cut.",
         {"called_attention_to_deal(B)"}, set()),
        # two camps, each saying the other is wrong: what either says is a question
        ("three-hand-auction", "Y dealt without a cut and B pointed it out. Some of us say the deal was"
         " finished; the others say Y still had a few cards in his hand.", {"dealt_without_cut(Y)"},
         {"deal_completed", "not deal_completed"}),
        # "Nobody was playing a misère": no misère, and no one who had not played
        ("boston", "Z looked back at the last trick. Nobody was playing a misère.", {"not misere_called"},
         {"misere_called", "not trick_complete"}),
        # "A opened a small club": a lead, not a bid
        ("duplicate", "A opened a small club and Z, fourth in hand, played before Y.", {"leader(A)",
         "played_before(Z, Y)"}, set()),
        # "kept sighing": an intimation of the hand
        ("english", "Y kept groaning as he sorted his cards.", {"intimated_hand(Y)"}, set()),
        # "I being A": the teller's seat, told as an absolute phrase
        ("english", "Z had cut the cards for my deal, I being A, when it struck me that Y had trumped the second"
         " round of diamonds while holding one.", {"about_to_deal(A)", "played_other_suit(Y)",
         "held_suit_led(Y)"}, {"about_to_deal(B)"}),
        # the dealer's act, told of a seat that is not the dealer, is not his
        ("auction", "Y dealt and bid a heart; before B had opened his mouth, Z, Y's partner, said \"Pass.\"",
         {"dealer(Y)", "passed_out_of_turn(Z)"}, {"passed_as_dealer(Z)"}),
        # "Z had the lead but his partner Y led": a lead out of turn
        ("dummy", "Z had the lead but his partner Y led the ace of clubs instead. Dummy was B.",
         {"led_out_of_turn(Y)"}, {"leader(Y)"}),
        # "did A try to make it two hearts": a correction of the insufficient bid
        ("auction", "Over Z's two clubs A called one heart. Y said straight away, \"That's not enough,\" and only"
         " then did A try to make it two hearts.", {"insufficient_bid(A)", "corrected_bid(A)"}, set()),
        # "gathered up and looked at his first few cards": he touched them in the deal
        ("hogarth", "Z exposed a card as he dealt it. But A had already gathered up and looked at his first few"
         " cards.", {"touched_cards_in_deal(A)"}, set()),
        # "whether Y had got the last card out, none of us is sure": the deal's end in doubt
        ("boston", "Y was dealing when it was not his turn. A spoke up about it, but whether Y had got the last"
         " card out by then, none of us is sure.", {"dealt_out_of_turn(Y)"},
         {"deal_completed", "not deal_completed"}),
        # a name "holding" a seat sits there
        ("double-dummy", "Mr. Crane, holding Y, trumped a diamond from his own hand.", {"played_other_suit(Y)"},
         set()),
        # "looked across at B and said, 'Shall we have the card...?'"
        ("english", "Z led out of turn. A looked across at B and said, \"Shall we have the card, or call a"
         " suit?\"", {"asked_partner_about_penalty(A)"}, set()),
        # "A moment later": the article, not the seat; "he" is still the dummy who craned over
        ("auction", "Y, the dummy, had been craning over to look into B's hand. A moment later Z led.",
         {"dummy_looked_at_hand(Y)"}, {"dummy_looked_at_hand(A)"}),
        # "North exposed a card while dealing": the participle's subject deals
        ("hogarth", "North exposed a card while dealing; but East had already picked up his first few cards, and"
         " South had not touched his.", {"dealer(N)", "touched_cards_in_deal(E)", "not touched_cards_in_deal(S)"},
         set()),
        # "West, about to deal, gave the pack his final shuffle": the dealer, and no shuffle after the cut
        ("hogarth", "West, about to deal, gave the pack his final shuffle and the ace of hearts flashed face up in"
         " his hands.", {"dealer(W)", "card_seen_in_shuffle(W)"}, {"shuffled_after_cut(W)"}),
        # a name "sitting B and dealing", and "from the West seat"
        ("hogarth", "The pack had been cut, and then Mr. Lane, sitting B and dealing, gave it another shuffle.",
         {"dealer(B)", "shuffled_after_cut(B)"}, set()),
        ("auction", "\"Oh, partner, how could you lead that!\" cried Mrs. Dane from the West seat.",
         {"showed_feeling(W)"}, {"showed_feeling(N)"}),
        # "Z declares B had ...": Z says so; he is no declarer
        ("auction", "Z was dealing with the red cards. Z declares B had already picked up his cards; B says he"
         " never looked at them.", {"dealer(Z)"}, {"declarer(Z)", "looked_at_own_cards(B)"}),
        # "He says ...; B thinks ...": a dispute, and what B thinks is no fact
        ("english", "Z, dealing, let two cards fall together on B's heap. He says he moved one across to its proper"
         " place at once; B thinks another card had already gone round.", {"dealt_two_cards(Z)"},
         {"not dealt_on_after_error(Z)", "dealt_on_after_error(Z)"}),
        # "B, not A, called a suit from Y": the wrong adversary
        ("mnemonic-duplicate", "A ought to have led, but Y led instead; then B, not A, called a suit from Y.",
         {"wrong_adversary_demanded(B)"}, {"wrong_adversary_demanded(A)"}),
        # "a proposal by A accepted by B"
        ("solo", "Against a proposal by A accepted by B, Z revoked.", {"bidder(A)", "acceptor(B)"},
         {"not acceptor(A)"}),
        # "not liking the look of things": his mood, set between commas, no act of his
        ("boston", "B cut, and then Z, the dealer, not liking the look of things, shuffled the pack over again"
         " before dealing it.", {"dealer(Z)", "reshuffled_after_cut(Z)"}, {"dealer(B)"}),
        # "B, and not A, called on Y to lead a spade"; "Y was still to play to the trick"
        ("american", "Y led out of turn, nobody having played to it. Then B, and not A, called on Y to lead a"
         " spade.", {"called_suit_from(B, Y)"}, {"not called_suit_from(A, Y)"}),
        ("american", "Z said, 'That makes our sixth trick, you know.' His partner Y was still to play to the"
         " trick.", {"called_attention_to_score(Z)", "not had_played_to_trick(Y)"}, set()),
        # someone told by what he is, with an aside before his verb; "the game was gone and":
        # no going-and; "He'd": the pronoun, no name
        ("boston", "Our new member, dealing for the first time, gave the cards out one at a time round the"
         " table.", {"dealer(Z)", "dealt_singly(Z)"}, set()),
        ("dummy", "Against the Dummy, B thought the game was gone and laid his hand face up on the table.",
         {"threw_cards_face_up(B)"}, set()),
        ("english", "My partner said he only had twelve cards. He'd played to four tricks already.",
         {"hand_short(B)", "had_played_to_trick(B)"}, {"had_played_to_trick(Y)"}),
        # a bid announced "before he had opened his mouth"; a card played "from the table" is dummy's
        ("auction", "North had the deal, but before he had opened his mouth West announced \"one royal.\"",
         {"bid_out_of_turn(W)"}, set()),
        ("auction", "North was dummy. On a club lead South, the declarer, played a little trump from the table,"
         " although dummy still had the seven of clubs.", {"played_other_suit(N)", "held_suit_led(N)"},
         {"played_other_suit(S)", "held_suit_led(S)"}),
        # "during the play": cards being played, the opening lead made
        ("duplicate-auction", "During the play against South's contract, West held his hand so carelessly that"
         " his partner could see the queen of clubs.", {"card_seen_by(W, E)", "opening_lead"}, set()),
        # what each side says, where the rest doubt it, is no fact
        ("cayenne", "North led out of turn. Some say all four had played to it, others that West had not"
         " played yet.", {"led_out_of_turn(N)"}, {"trick_complete", "not trick_complete"}),
        ("solo", "North proposed, South accepted, and East revoked. East says North and South would have made"
         " their tricks anyway, but nobody can show it either way.", {"revoke(E)"}, {"callers_would_have_won"}),
        ("three-hand-auction", "South called on East to lead a heart, but East led a club. East says he had no"
         " hearts, and the others aren't sure.", {"led_another_suit(E)"},
         {"not held_suit_led(E)", "not held_called_suit(E)", "asked_partner_if_none(E)"}),
        ("auction", "South's three no trumps was passed out. North says he had bid no trumps earlier in the"
         " auction; the others can't remember whether he did.", {"final_bidder(S)"}, {"named_suit_first(N)"}),
        ("boston", "East said 'Six' and then at once 'No, I meant five.' Nobody remembers whether anyone bid"
         " over him afterwards.", set(), {"overcalled(E)", "not overcalled(E)"}),
        # ... though what one says aloud is his act: "West said 'Mine!'"
        ("dummy", "West, seeing his king was bound to win, said 'Mine!'; North says East had not yet played,"
         " East insists he had already put his card down.", {"called_attention_to_trick(W)"}, set()),
        # the dealer's last shuffle; the hand that had the trump card
        ("hogarth", "North was giving the pack his last shuffle before dealing when the ace of spades flipped"
         " over.", {"card_seen_in_shuffle(N)", "dealer(N)"}, set()),
        ("mnemonic-duplicate", "On the replay, with the tray turned, East holds the hand that had the trump card.",
         {"held_dealers_hand(E)"}, set()),
        # a seat told with the name in brackets, alone or with what the player was doing
        ("english", "Mr. Crane (North) and Mrs. Vance (East) each revoked, and both revokes were proved.",
         {"revoke(N)", "revoke(E)"}, set()),
        ("auction", "Miss Oakes (East, defending against South's four spades) trumped a club on the seventh trick"
         " although she held the club nine.", {"played_other_suit(E)", "held_suit_led(E)", "declarer(S)"},
         {"played_other_suit(N)"}),
        ("english", "Mr. Oakes, dealing from the South chair, gave two cards together to the player on his left.",
         {"dealt_two_cards(S)"}, {"dealt_two_cards(W)"}),
        ("dummy", "Mrs. Allard was playing Dummy's hand (West) and her own from the East chair. With six tricks"
         " left she said \"I have the game, you know\".", {"claimed_the_game(E)", "dummy(W)"}, set()),
        # "the others think ...": their belief; "we can't decide whether he's right": the claim doubted
        ("english", "Z gave two cards together to A. He says he moved one across before dealing any further,"
         " but the others think he had already dealt the next card.", {"dealt_two_cards(Z)"},
         {"dealt_on_after_error(Z)", "not dealt_on_after_error(Z)"}),
        ("solo", "S proposed, N accepted. E revoked and it was established. E maintains that S and N would have"
         " made their eight tricks whatever he did; we can't decide whether he's right.", {"revoke(E)"},
         {"callers_would_have_won", "not callers_would_have_won"}),
        # the call in the caller's own words; the counts in brackets; a shuffle that showed a card
        ("american", "Z led out of turn. Then A himself announced 'I call a heart from you, Z.'",
         {"called_suit_from(A, Z)"}, set()),
        ("duplicate-auction", "When the board came to us for the overplay, North (holding twelve) and East"
         " (fourteen) noticed the miscount.", {"held_too_few(N)", "held_too_many(E)"}, set()),
        ("double-dummy", "West, who was to deal, was shuffling when the ace of trumps from the last hand flashed"
         " face up in front of South.", {"card_seen_in_shuffle(W)"}, {"card_seen_in_shuffle(S)"}),
        ("hogarth", "North, whose deal it was, gave the cards his final shuffle so carelessly that the ace of"
         " hearts flashed face up.", {"card_seen_in_shuffle(N)"}, {"shuffled_after_cut(N)"}),
        # what the dealing's adversary noticed and when; a score still being agreed
        ("auction", "South dealt without offering the pack to be cut. West noticed about halfway through the"
         " deal, before he had picked up a single card, and said so at once.",
         {"called_attention_to_deal(W)", "not looked_at_own_cards(W)", "not deal_completed"}, set()),
        ("duplicate-auction", "After the last trick had been turned and quitted, but while the pairs were still"
         " agreeing the score, South claimed that West had revoked.", {"not deal_scores_recorded"}, set()),
        ("duplicate-auction", "West threw his last card face up on the table before his partner had played to"
         " the twelfth trick.", {"exposed_last_card_early(W)"}, set()),
        # "the trick score" is no error in it; clubs overlooked in a hand are no card missed in dealing
        ("duplicate-auction", "North played four hearts and made five. Do they get anything beyond the trick"
         " score?", set(), {"trick_score_error_proved"}),
        ("cayenne", "North dealt and announced nullo; a moment later, having found a string of clubs he had"
         " overlooked, he asked to make it clubs instead.", {"nullo_declared"}, {"dealt_irregularly(N)"}),
        # the cut, card by card: the ace lowest; seats told together take the card after them
        ("hogarth", "Cutting for partners, North, East and South each turned up a seven and West a deuce.",
         {"cut_lowest_card(W)", "three_cut_equal", "not fourth_card_highest"}, {"fourth_card_highest"}),
        ("english", "Cutting for partners, North cut a king, East a seven, South a seven and West an ace.",
         {"cut_lowest_card(W)", "cut_an_ace(W)", "two_cut_equal", "not equal_cards_lowest"}, {"three_cut_equal"}),
        ("english", "Y had a card half drawn out of his hand, and A named it right off as the queen of spades.",
         {"card_detached(Y)"}, {"two_cut_equal"}),
        # a doubt that names the fact's own test: the last card of the next deal, the first bid
        ("american", "The error was found while the next deal was under way; no one can say whether the last"
         " card of that deal had yet been dealt.", {"unknown next_deal_completed"}, {"not next_deal_completed"}),
        ("auction", "An error of sixteen points in the trick score was proved. Nobody can now recall whether the"
         " first bid of the new game had been made.", {"trick_score_error_proved",
         "unknown declaration_in_following_game"}, {"declaration_in_following_game"}),
        ("auction", "I stopped him with three cards still in his hand, but I cannot say whether I had peeped at"
         " the few cards already lying in front of me.", {"unknown looked_at_own_cards(A)"}, set()),
        # a claim against what the telling said was done: in doubt
        ("english", "South, dealing, let two cards fall together on West's heap and put it right by moving the"
         " top one across. West swears that South had already dealt the next card; South says he had not.",
         {"unknown dealt_on_after_error(S)"}, {"not dealt_on_after_error(S)"}),
        # the speaker, not the "they" of his speech, does what follows it
        ("english", "My partner, North, announced 'They have the rest' and spread his hand face up on the table.",
         {"threw_cards_face_up(N)"}, set()),
        # a side's say with the speaker's role between ("South, the declarer, swears"), or "says it had not"
        ("auction", "East says he put it right while the four cards still lay face up; South, the declarer,"
         " swears the trick had already been turned down.", set(),
         {"trick_turned_and_quitted", "not trick_turned_and_quitted"}),
        ("three-hand-auction", "West trumped a club lead while holding a club; East says the trick had been turned"
         " and quitted before West spoke, South, the declarer, says it had not.", {"played_other_suit(W)"},
         {"trick_turned_and_quitted", "not trick_turned_and_quitted"}),
        # "Sitting South, I dealt": the teller's seat; "my opponent, South,": South
        ("auction", "Sitting South, I dealt myself a worthless hand and opened one spade.", {"dealer(S)"},
         {"dealer(N)"}),
        ("double-dummy", "After I had cut, my opponent, South, who was dealing, gave the pack another shuffle.",
         {"shuffled_after_cut(S)"}, {"shuffled_after_cut(E)"}),
        # the cut told without seats; the same card told again is no fifth card
        ("english", "Cutting for partners, two of us turned up fours, the third a nine and the fourth a king.",
         {"two_cut_equal", "equal_cards_lowest", "not three_cut_equal"}, set()),
        ("auction", "Cutting for partners, Mrs. Dean and I both turned up sevens, mine the seven of hearts and hers"
         " the seven of clubs.", set(), {"not cut_equal_cards"}),
        # "Surely Dummy cannot revoke?": the law asked about, no denial of what was done
        ("dummy", "Dummy's hand (North) failed to follow to a spade although a small spade lay among its cards."
         " Surely Dummy cannot revoke?", {"revoke(N)"}, {"not revoke(N)"}),
        # a seat in apposition; the teller's seat by his chair, or beside the player told before him;
        # "it turned out that it was" answers the denial before it
        ("solo", "Mr. Kemp, West, proposed and Mr. Ames, North, accepted; halfway through the hand Kemp threw"
         " his cards down and refused to go on.", {"bidder(W)", "acceptor(N)", "abandoned_hand(W)"}, set()),
        ("hogarth", "I was dealing from the South seat when West stopped me to say it was not my deal at all; it"
         " turned out that it was.", {"dealer(S)", "not dealt_out_of_turn(S)"}, {"dealt_out_of_turn(S)"}),
        ("duplicate", "Mrs. Lane, South, holds her cards so low that I, on her left, could read her king of"
         " diamonds quite plainly.", set(), {"card_held_seen_by(S, N)", "card_held_seen_by(E, S)"}),
        # "disagree whether": in doubt
        ("three-hand-auction", "The rubber had just ended when a fourth member said he wanted to come in. The three"
         " players disagree whether they had already cut for the next rubber when he spoke.",
         set(), {"not entry_declared_before_cut", "entry_declared_before_cut"}),
        ("dummy", "It was South's lead, but East led the four of clubs; the mistake was seen before the trick had"
         " gone round.", {"led_out_of_turn(E)", "not trick_complete"}, set()),
        # the teller's card in a cut told card by card; "the others" drew the rest, each a card
        ("american", "Cutting for partners, I drew the deuce of clubs, Y and B both turned up eights, and Z showed"
         " a king.", {"cut_lowest_card(A)", "intermediate_cuts_equal"}, set()),
        ("english", "Cutting for partners I turned up an ace; the others drew a four, a nine and a knave.",
         {"cut_lowest_card(A)", "cut_an_ace(A)"}, {"three_cut_equal"}),
        # a name after the role it stands in: "his own partner Lucy's" is his own partner's
        ("auction", "Sam (North) meant to double West's call, but what Sam doubled was his own partner Lucy's two"
         " no-trumps.", {"doubled_declaration_of(N, S)"}, set()),
        # a bid and its fault: "too small over"; "opened with ... one spade" is a bid, not a lead
        ("auction", "After South's 'two hearts', too small over two spades, West asked his partner, 'Will you"
         " select the penalty, or shall I?'", {"insufficient_bid(S)", "asked_who_selects(W)"}, set()),
        ("auction", "Z, the dealer, opened with his usual 'one spade' and was left in it.",
         {"one_spade_left_in(Z)"}, {"leader(Z)"}),
        # void of the suit led, with no suit called: nothing said of a suit called
        ("auction", "The declarer, South, led a low club from his hand and West, the fourth hand, played before"
         " East. It turned out East had no clubs.", {"void_of_suit_led(E)"}, {"not held_called_suit(E)"}),
        # "no-trump" hyphened; a bid told is an auction begun; a bid still being considered
        ("auction", "North had bid one no-trump and East had not yet spoken when West dropped the ace of clubs"
         " face up.", {"declared_no_trump", "auction_begun"}, set()),
        ("three-hand-auction", "South had bid and West was still considering his own bid when he let the king of"
         " clubs fall face upward.", {"not final_declaration"}, set()),
        ("cayenne", "The dealer, South, said 'grand', but his partner refused to play without a trump suit and"
         " insisted on hearts.", {"rejected_dealers_choice(N)"}, {"not rejected_dealers_choice(N)"}),
        # the last card of the new deal, in doubt
        ("cayenne", "The trick score was found wrong; whether the dealer had already given out the last card of the"
         " new deal by then nobody knows.", {"unknown next_deal_completed"}, {"next_deal_completed"}),
        ("double-dummy", "Playing double dummy, West began the deal with his own hand instead of North's.",
         {"dealt_irregularly(W)"}, set()),
        # where Dummy's hand lies; "at Dummy" is the game, no one's hand; "playing both hands"
        ("dummy", "At the start of a rubber, with Dummy's hand laid out at North, South dealt.",
         {"dummy(N)", "dealer(S)"}, set()),
        ("dummy", "Dummy lay South. North, playing both hands, trumped a heart while holding one; he says that at"
         " Dummy no revoke counts.", {"dummy(S)", "played_other_suit(N)"},
         {"played_two_cards_at_once(N)", "revoke(S)"}),
        # "I think ..., but none of us would swear to it": in doubt, not told
        ("dummy", "South led out of turn. I think all four had played before West spoke, but none of us would swear"
         " to it.", {"led_out_of_turn(S)"}, {"trick_complete", "not trick_complete"}),
        ("duplicate", "East renounced in error and noticed it at once; neither North nor West had played to the next"
         " one.", {"not played_to_following_trick(N)", "not played_to_following_trick(W)"}, set()),
        ("duplicate", "South led a spade, West discarded a heart and North played after him.",
         {"played_other_suit(W)"}, {"played_other_suit(West)"}),
        # a fronted clause's "his": the seat named after its comma, not one named inside it
        ("english", "South led a club; before his partner or West had played, East put down the ace.",
         {"played_before(E, W)"}, {"played_before(E, E)"}),
        ("mnemonic-duplicate", "The slip for tray 3 gave the wrong trump, and they had already played the hand with"
         " it.", {"played_with_wrong_trump"}, set()),
        # "over her": an object pronoun is not its clause's subject; "the caller at Z" seats him
        ("solo", "Mrs. Grey, sitting B, called solo, and then A went misère over her.", {"overcalled(B)"}, set()),
        ("solo", "Halfway through the hand Mr. Dell, the caller at Z, threw his cards in.",
         {"abandoned_hand(Z)"}, set()),
        ("american", "Called upon by South to lead a heart, West led a club instead.",
         {"called_to_lead_suit(W)", "led_another_suit(W)"}, {"called_to_lead_suit(S)"}),
        ("american", "North led out of turn and East demanded that North's card be left face up and called later.",
         {"demanded_wrong_penalty(E)"}, set()),
        # a loose reading never runs across a semicolon
        ("american", "A game was credited to the wrong side; it was not a mistake in the trick score.",
         {"score_error_proved", "not trick_score_error"}, {"not score_error_proved"}),
        ("hogarth", "North and South went out while East and West had not marked a single point.",
         {"game_losers_at_love(E)"}, set()),
        ("hogarth", "The score was wrong; whether the turn-up of the first deal of the next game had been shown,"
         " nobody can say.", {"unknown score_error_game_concluded"}, set()),
        # two seats' revokes are no one seat's second revoke
        ("hogarth", "In that hand South revoked in clubs, and later West revoked in hearts.",
         {"revoke(S)", "revoke(W)"}, {"revoked_twice(S)"}),
        ("auction", "Our trick score was put down wrong, and none of us can remember whether the dealer had declared"
         " before we noticed.", {"unknown declaration_in_following_game"}, set()),
        # "nevertheless": a bid the bar forbade; the partner's words in quotes; honours marked
        ("auction", "West was barred from bidding after his partner's insufficient bid; West nevertheless"
         " doubled.", {"bid_while_debarred(W)"}, set()),
        ("cayenne", "I dealt (I'm North) and said \"grand,\" and my partner opposite said \"Rubbish, I'm making it"
         " spades.\"", {"rejected_dealers_choice(S)"}, set()),
        ("cayenne", "North and South went out by cards, whereupon East marked four by honours for his side.",
         {"claims_honours(E)"}, set()),
        # a fear is no fact; "before or after" is the doubt itself
        ("double-dummy", "Dealer South, fearing he had dealt a card too many, stopped and counted the packets.",
         {"dealer_counted_cards(S)"}, {"had_fourteen_cards(S)"}),
        ("english", "East failed to put a card on the sixth trick; it is not clear whether this was seen before or"
         " after he had played to the seventh.", {"omitted_to_play_to_trick(E)"},
         {"omission_found_after_next_trick(E)"}),
        ("hogarth", "The dealer, North, failed to deal the cards in regular rotation.", {"dealt_irregularly(N)"},
         set()),
        # one side says, the other "are sure": the arbitrator's question
        ("hogarth", "Mrs. Hay, dealing from the South chair, gave two cards to West together. She says she put it"
         " right at once; her opponents are sure she had dealt on first.", {"dealt_two_cards(S)"},
         {"dealt_on_after_error(S)", "not dealt_on_after_error(S)"}),
        ("solo", "Playing a solo, West was found to hold only twelve cards.", {"hand_short(W)"}, set()),
        ("english", "Cutting for partners, three of us cut kings, and nobody can say whether the fourth card was"
         " above or below a king.", {"three_cut_equal", "unknown fourth_card_highest"}, {"fourth_card_highest"}),
        # the verb told once for two seats
        ("english", "Both players revoked, North in spades and East in hearts.", {"revoke(N)", "revoke(E)"}, set()),
        ("english", "A stranger asked to come in; nobody can say whether he spoke before or after the first card"
         " was drawn.", {"unknown entry_declared_before_cut"}, {"entry_declared_before_cut"}),
        # a lead by one told it was not his lead; the next deal's last card in doubt
        ("solo", "It was not Y's lead, but Y led the six of hearts all the same.", {"led_out_of_turn(Y)"}, set()),
        ("american", "The trick score was entered wrongly. We only noticed during the next deal, and I cannot say"
         " whether the last card had gone out by then.", {"unknown next_deal_completed"},
         {"unknown deal_completed", "not next_deal_completed"}),
        # "I was playing West": the teller's seat; "hiding among my hearts": the suit held
        ("dummy", "I was playing West, with Dummy as my partner in the East chair, and I laid my cards face up.",
         {"dummy(E)", "threw_cards_face_up(W)"}, set()),
        ("english", "Sitting North, I trumped a club lead while a small club was hiding among my diamonds.",
         {"held_suit_led(N)", "played_other_suit(N)"}, set()),
        ("duplicate-auction", "East redoubled a declaration which had already been doubled and redoubled.",
         {"redoubled_twice(E)"}, set()),
        ("english", "North led out of turn; nobody can agree whether all three of the others had played.",
         {"unknown trick_complete"}, {"trick_complete"}),
        ("english", "South said, 'That's the game,' and laid his cards down.", {"claimed_the_game(S)"}, set()),
        # a fact told twice keeps its first telling: the revoke penalty spoken of later is no new revoke
        ("dummy", "Z was Dummy. Y himself renounced hearts while holding one, and the trick was turned and quitted"
         " before anybody noticed; Y argues that playing with Dummy exempts him from the revoke penalty.",
         {"revoke(Y)", "held_suit_led(Y)", "played_other_suit(Y)"}, {"revoke_in_dummy_hand", "played_other_suit(Z)"}),
        ("english", "N put his brother in his chair; E flatly refused to agree to it.", {"not substitute_consented"},
         {"substitute_consented"}),
        ("solo", "Z asked to see the last trick turned. Nobody was playing a misère.", {"not misere_called"},
         {"misere_called"}),
        ("dummy", "Dummy is North. South announced 'I have the game' and kept on playing.", {"claimed_the_game(S)"},
         set()),
        ("auction", "Dummy (B) said to declarer, \"You're in the dummy, you know,\" as A reached for a card from his"
         " own hand.", {"warned_lead_from_wrong_hand(B)"}, set()),
        ("duplicate-auction", "East ended up with an extra card and South one short.",
         {"held_too_many(E)", "held_too_few(S)"}, set()),
        ("solo", "The dealer, West, was about to deal a fresh hand without anybody having shuffled the cards.",
         {"dealt_without_shuffle(W)"}, set()),
        ("american", "W, dealing, gave two cards to North in one go.", {"dealt_irregularly(W)"}, set()),
        ("mnemonic-duplicate", "E showed out of diamonds; with the trick still face up, N asked him \"no diamonds at"
         " all?\"", {"not trick_turned_and_quitted", "asked_about_renounce(N, E)"}, set()),
        ("double-dummy", "After Y's deal, Z's hand turned out to have fourteen cards.", {"dealer(Y)"}, {"dealer(Z)"}),
        ("solo", "Z misspoke his bid and corrected it straight away, and nobody over-called.",
         {"corrected_bid(Z)", "not overcalled(Z)"}, {"not corrected_bid(Z)"}),
        ("american", "The dealer, East, left the trump card lying on the table well past the second trick.",
         {"second_trick_quitted", "trump_card_left_on_table(E)"}, {"not second_trick_quitted"}),
        ("duplicate", "Before the cards of the trick had been turned over, North asked West to show him his card.",
         {"not trick_turned_and_quitted"}, {"trick_turned_and_quitted"}),
        ("hogarth", "A revoke was proved against North. East wanted to add one to their own score and take two off"
         " ours.", {"revoke_established(N)", "revoke_penalty_divided(E)"}, {"revoke(E)"}),
        ("auction", "Y opened one heart, A said \"one spade\" over it, and before anyone else spoke Z pointed out"
         " that one spade does not beat one heart.", {"insufficient_bid(A)", "not next_player_called"}, set()),
        # a cleft: "it was A, not Dummy's partner, who dropped" is A's doing
        ("dummy", "Dummy was at Z, and it was A, not Dummy's partner, who dropped the king of clubs face up.",
         {"dropped_card_face_up(A)"}, {"dropped_card_face_up(Y)"}),
        ("dummy", "My partner was Dummy (Y). Halfway through I announced \"the game is ours\".",
         {"dummy(Y)", "claimed_the_game(Z)"}, {"dummy(B)"}),
        ("auction", "Partner had bid hearts early in the auction; later I overcalled at three hearts myself, and that"
         " was the last bid. (I'm A, partner is B.)", {"named_suit_first(B)", "final_bidder(A)"},
         {"bid_out_of_turn(B)"}),
        ("solo", "A called, and after the first trick Y, playing against him, turned out to be a card short.",
         {"bidder(A)", "hand_short(Y)"}, set()),
        # "or so E-W maintain": one side's word, against the other's
        ("english", "North called attention to the trick while his partner had still to play, or so E-W maintain;"
         " North says South had already played to the trick.", {"unknown had_played_to_trick(S)"},
         {"not had_played_to_trick(S)", "had_played_to_trick(S)"}),
        ("dummy", "With five tricks to go, dummy's partner put his cards down and announced \"I have the rest, the game"
         " is ours.\"", {"threw_cards_face_up(Z)", "claimed_the_game(Z)"}, set()),
        ("solo", "B accepted; Y revoked and the trick was turned. Y argues A and B would have made their eight tricks"
         " anyway, which nobody has yet checked.", {"revoke(Y)"}, {"callers_would_have_won"}),
    ],
)  # fmt: skip
def test_tellings_as_other_hands_wrote_them(code: str, text: str, wanted: set[str], unwanted: set[str]) -> None:
    told = facts(code, text)
    assert wanted <= told and not unwanted & told, told

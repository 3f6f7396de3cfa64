"""Shorthand written out: a telling as the reader first sees it, before it is cut into
sentences. "Dlr Z" is "dealer Z", "the SK" the king of spades, "3C" a bid of three clubs
where the game has bidding, "2nd" second; turns of speech whose words mislead are put
plainly ("turned out to be" is "was", "far from over" is "not over").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .sentences import SEAT, SEAT_NAME
from .words import ORDINAL_OF, RANK

# A scorer's or referee's shorthand, written out: "Dlr Z", "Decl S, 3C", "the SK", "10C".
_WORDS = {
    "dlr": "dealer", "decl": "declarer", "dcl": "declarer", "bd": "board", "rbr": "rubber", "hd": "hand",
    "trk": "trick", "pd": "partner", "pard": "partner", "ptnr": "partner", "pship": "partnership",
    "opp": "adversary", "opps": "adversaries", "lho": "left-hand adversary", "rho": "right-hand adversary",
    "dd": "double dummy", "nt": "no trumps", "thru": "through", "dmy": "dummy",
}  # fmt: skip
_AMPERSAND = re.compile(r"\s+&\s+")
_WITH = re.compile(r"(?<![\w/])w/\s*", re.I)
_SHORT_WORD = re.compile(r"(?<![\w'])(" + "|".join(re.escape(w) for w in _WORDS) + r")(?![\w'])\.?", re.I)
_RANKS = {
    "A": "ace", "K": "king", "Q": "queen", "J": "knave", "T": "ten", "10": "ten", "9": "nine", "8": "eight",
    "7": "seven", "6": "six", "5": "five", "4": "four", "3": "three", "2": "deuce",
}  # fmt: skip
_SUITS = dict(zip("SHDC♠♥♦♣", "spades hearts diamonds clubs".split() * 2, strict=True))
_RANK, _SUIT = r"(10|[2-9AKQJT])", r"([SHDC♠♥♦♣])"
_CARD = re.compile(rf"(?<![\w/-])(?:{_RANK}{_SUIT}|{_SUIT}{_RANK})(?![\w/-])")
_ORDINALS = dict(zip(
    "1st 2nd 3rd 4th 5th 6th 7th 8th 9th 10th 11th 12th 13th".split(),
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth".split(),
    strict=True,
))  # fmt: skip
_ORDINAL = re.compile(r"\b(" + "|".join(_ORDINALS) + r")\b")
_CARD_BEFORE = frozenset("the a his her my with on to of from".split())  # "the 3C", "on 2S": a card
_BID = re.compile(r"(?<![\w/-])([1-7])(NT|[SHDC])(?![\w/-])")
_LEVELS = dict(zip("1234567", "one two three four five six seven".split(), strict=True))
# "Z was playing no trumps", "S was in four spades": the contract, not "Z (did) not trump" (as
# "no trumps" alone would read), and not a filler "in" (which a phrase cannot ask for)
_IN_A_CONTRACT = (
    r"\b(was|is|were|'s|ended|ended up|finished|finished up|wound up|landed|got|had it|got it|won it|bought it)"
)
_NO_TRUMP_CONTRACT = re.compile(_IN_A_CONTRACT + r" (?:playing|declaring|in|at) no trumps?\b", re.I)
# a bid's level and what it names: "four hearts", "two no trumps"
LEVEL = r"(?:one|two|three|four|five|six|seven)"
DENOMINATION = r"(?:clubs?|diamonds?|hearts?|spades?|royals?|no trumps?)"
_IN_CONTRACT = re.compile(_IN_A_CONTRACT + rf" (?:in|at) ({LEVEL}) (?={DENOMINATION}\b)", re.I)
# "Three hearts by South. A club was led": the contract heading a report, its player named
# after it ("Contract three no trump by Z"; a final bid's own words tell it final, and stay)
_HEADED_CONTRACT = re.compile(
    rf"(^|[.!?;:]\s+)(?:(?:the\s+)?contract(?:\s+was)?[,:]?\s+)?"
    rf"({LEVEL}) ({DENOMINATION}) by ([A-Z]\w*|me)\b",
    re.I,
)


def _headed(m: re.Match[str]) -> str:
    """ "Three hearts by South" -> "South played three hearts" (the contract, not a card)."""
    who = "I" if m.group(4).lower() == "me" else m.group(4)
    return f"{m.group(1)}{who} played {m.group(2).lower()} {m.group(3)}"


def _be_form(verb: str) -> str:
    """ "ended" (in four hearts) said as "was" (playing them)."""
    return verb if verb.lower() in ("was", "is", "were", "'s") else "was"


def _card_words(rank: str, suit: str) -> str:
    return f"{_RANKS[rank]} of {_SUITS[suit]}"


# "Partner, don't forget the turned card was the queen": a reminder, no denial of what follows
_DONT_FORGET = re.compile(r"\b(?:do not|don't|don’t|dont|never)\s+forget\b", re.I)


# "Don't worry, partner, I have the ace": comfort, no denial of what follows
_DONT_WORRY = re.compile(r"\b(?:do not|don't|don’t|dont|never)\s+(?:worry|fret|panic|fear)\b", re.I)
# "E, who had not the lead, led": a lead out of turn, told by the lead he had not
_NOT_THE_LEAD = re.compile(
    r"\b(who\s+)?(?:had not|hadn't|hadn’t|did not have|didn't have|was not on|wasn't on|not on|not having)"
    r"\s+(?:the\s+)?lead\b",
    re.I,
)
# "with the play far from over": not over
_FAR_FROM = re.compile(
    r"\b(?:far from|nowhere near|not yet nearly|by no means)\b"
    r"(?= (?:over|finished|done|complete|completed|ended|through))",
    re.I,
)
# "A man looking on leaned over": a bystander ("a member standing behind my chair said": behind
# whom he stood is no part of what he did)
_LOOKER_ON = re.compile(
    r"\b(?:a|an|one|some) (?:man|gentleman|lady|woman|member|friend|fellow|visitor|guest|stranger)"
    r"(?: who was| who had been)? (?:looking on|watching|standing by|standing)"
    r"(?: behind (?:(?:my|his|her|our|the) chair|him|her|me|us|(?:[ABYZNESW]|North|East|South|West)(?:'s chair)?))?\b",
    re.I,
)
# "B on the far side dropped the queen": where he sits, said between a seat and its verb
_SEAT_PLACE = re.compile(
    r"\b([ABYZNESW]) (?:on the (?:far|other|near) side|across the table|(?:sitting )?opposite(?: me| him)?"
    r"|(?:on|to) my (?:left|right)|at the far end)(?= (?:[a-z]+ed|led|threw|put|laid|took|made|held|said|cut)\b)"
)
# "before A, whose lead it was, had played, B put down a card": an aside that says whose lead
# it was, told apart as its own sentence (the clause it interrupts reads as if it were not there)
_WHOSE_TURN = re.compile(
    r"\b([ABYZNESW]|North|East|South|West), whose (lead|turn to lead|turn to play|turn) it (?:was|is),\s*"
)
# "The revoke was not claimed until the score was agreed": it was claimed, only afterwards
_NOT_UNTIL = re.compile(r"\b(?:not|never)\s+((?:\w+\s+){1,3}?)(?:until|till)\b", re.I)
# "South turned out to be a card short": he was
_TURNED_OUT = re.compile(r"\b(?:turned out|turns out|proved|was found|were found) to be\b", re.I)
# "The dealer then turned out to have skipped a hand": he had
_TURNED_OUT_HAVE = re.compile(r"\b(?:turned out|turns out|proved|was found|were found) to have\b", re.I)
# "West to deal. South cut ...": a heading naming the dealer
_TO_DEAL = re.compile(r"(^|[.;!?]\s+)" + SEAT_NAME + r"\s+to\s+deal(?=\s*[.;:,!?])", re.I)
# "Y passed; only then did Z point it out": one sentence, the order told by "and only then"
_ONLY_THEN = re.compile(r"\s*;\s+only then\b", re.I)
# "Y, noticing nothing wrong, passed": what he did not notice is no act of his
_NOTICING_NOTHING = re.compile(
    r",\s+(?:(?:noticing|seeing|suspecting|realising|realizing|spotting) nothing(?: wrong| amiss| odd| irregular)?"
    # "and I, not noticing, played a small club"
    r"|not (?:noticing|seeing|realising|realizing|thinking)(?: anything)?(?: wrong| amiss)?"
    # "Z, the dealer, not liking the look of things, shuffled again": his mood, no act
    r"|not (?:liking|wanting|caring|wishing|trusting|fancying|relishing|enjoying)\b[^,;:.!?]{0,40}),",
    re.I,
)
# "Z declares B had already picked up his cards": he says so (not the declarer's "declares")
_DECLARES_THAT = re.compile(
    rf"\b(?:declares|declared)\s+(?=(?:that\s+)?(?:{SEAT}|he|she|they|it)\s+"
    r"(?:had|has|was|is|were|did|never|always|could|would|should|must)\b)"
)
# "S, it turned out, had fourteen": how it came to be known, set between commas, is no act
_IT_TURNED_OUT = re.compile(r",\s+(?:as\s+)?it\s+(?:turned out|transpired|emerged|appeared|seems|seemed),", re.I)
# "before B, the second hand, had played", "Z in fourth seat dropped the deuce", "I, fourth in
# hand, played my card", "North - fourth hand - put his card down": his place in
# the trick, said between a seat and its verb, is left out (the seat is what the laws need)
_HAND_PLACE = re.compile(
    r"\b([ABYZNESWI]|North|East|South|West)(?:,\s+(?:the\s+)?|\s+[-–—]+\s+(?:the\s+)?|\s+in\s+(?:the\s+)?)"
    r"(?:first|second|third|fourth|last)(?:\s+(?:hand|player|in hand|to play|seat|place|position))?"
    r"(?:,|\s+[-–—]+(?=\s)|(?=\s+(?:[a-z]+ed|had|was|led|threw|put|laid|took|made|held|said)\b))"
)
# "S, playing Dummy's hand, put a diamond on it from the table": what he did with Dummy's
# cards is Dummy's play
_FOR_DUMMY = re.compile(
    r"\b[ABYZNESW],\s+playing\s+(?:for\s+)?(?:the\s+)?(Dummy|dummy)(?:'s|’s)?(?:\s+(?:hand|cards))?,\s*"
)
# "A has played four rubbers running", "Y, who has played every game": he sat in them (no
# card played to a trick)
_PLAYED_RUBBERS = re.compile(
    r"\b(?:played|been playing)(?=\s+(?:in\s+)?(?:every|each|all|two|three|four|five|six|seven|eight|nine|ten"
    r"|more|most|the most|consecutive|\d+)(?:\s+\w+)?\s+(?:rubbers?|games?)\b)",
    re.I,
)
# "Pone cut only three cards": the player who cuts, on the dealer's right (as players call him)
_PONE = re.compile(r"\b(?:([Tt]he)\s+)?([Pp])one\b")
# The turns of speech put plainly, in order
# "Z dealt and turned up the ace.": the dealer's last card, turned for trumps, told plainly as
# the whole of a sentence (not "Z was dealing and turned up the knave", a card exposed in the
# deal, nor a card cut; what follows a turn-up told with more is read as told)
_DEALT_AND_TURNED = re.compile(
    rf"(?<!\bwas )(?<!\bwere )\b((?:{SEAT}|I|he|she)\s+dealt),?\s+and\s+turned\s+up\s+"
    rf"((?:the|an?)\s+(?:{RANK})"
    r"(?:\s+of\s+(?:spades|hearts|diamonds|clubs))?)(?=\s*[.;!]|\s*$)"
)
# "B won trick six", "at trick three": the trick by its ordinal, as the phrases say it
_TRICK_BY_NUMBER = re.compile(
    r"\b(?:the\s+)?(?i:trick\s+(" + "|".join(sorted(ORDINAL_OF, key=len, reverse=True)) + r"))\b(?!\s+(?:of|tricks)\b)"
)
# "N found he had one card more than he should": a card too many, as the phrases say it
_CARD_MORE = re.compile(
    r"\b(?:one|a)\s+(?:card\s+)?more(?:\s+card)?\s+than\s+(?:he|she)\s+(?:should|ought)(?:\s+to)?(?:\s+have)?\b"
)
_CARD_FEWER = re.compile(
    r"\b(?:one|a)\s+(?:card\s+)?(?:fewer|less)(?:\s+card)?\s+than\s+(?:he|she)\s+(?:should|ought)(?:\s+to)?(?:\s+have)?\b"
)
# "the player who had Dummy put his whole hand on the table": Dummy's partner
_HAD_DUMMY = re.compile(
    r"(?<!\bwas\s)(?<!\bam\s)\bthe\s+(?:player|man|gentleman|lady)\s+(?:who\s+(?:had|held|was\s+playing\s+with|played\s+with|partnered)"
    r"|with|holding|playing\s+with)\s+(?:the\s+)?(?i:dummy)\b(?!['’]s)"
)
# a note's roll of roles: "Dlr Z, Y dummy." is "Y is dummy"
_SEAT_ROLE = re.compile(rf"(?:^|(?<=[,.;:]\s))({SEAT}) ((?i:dummy|declarer|dealer))(?=\s*[,.;]|\s*$)")
# "Dummy sat East": where a role sits, said of the role, is the seat's role ("East is Dummy")
_ROLE_SAT = re.compile(
    rf"(?:^|(?<=[,.;:]\s))(?:[Tt]he\s+)?((?i:dummy|declarer|dealer))\s+(?:sat|was sitting|was seated)\s+"
    rf"(?:at\s+|in\s+)?({SEAT})\b"
)
# "N being the bidder, E dropped a trump", "With N playing solo, E dropped": what the first seat
# was, told before the act of another, as a sentence of its own (not "the bidder, E")
_ABSOLUTE = re.compile(rf"(?:^|(?<=[.;!?]\s))(?:[Ww]ith\s+)?({SEAT}) (being|playing) ([^,;.]{{1,30}}), ")
# "the trick score from the third hand": the third deal, not the third hand to play
_SCORE_OF_HAND = re.compile(
    r"\b(score|scores|scored|scoring)\s+(from|in|on|of|for)\s+the\s+"
    r"(first|second|third|fourth|fifth|sixth|seventh|eighth|last|previous)\s+hand\b",
    re.I,
)
# "I doubled again and he redoubled again": a second redouble ("again" is a word the reader skips)
_REDOUBLED_AGAIN = re.compile(r"\bredoubled\s+again\b", re.I)
# "Three or four tricks in, West asked": so many tricks played
_NUM = "(?:" + "|".join(sorted(ORDINAL_OF, key=len, reverse=True)) + ")"  # the counts a trick is told by
_TRICKS_IN = re.compile(
    rf"\b(?:{_NUM}\s+or\s+)?({_NUM})\s+tricks\s+in\b(?!\s+(?:a|the|hand|his|her|my|their|all)\b)", re.I
)


# "North (holding twelve) and East (fourteen) noticed": each hand's count, told apart
_COUNT_IN_BRACKETS = re.compile(
    rf"\b({SEAT})\s*\(\s*(?:holding\s+|with\s+|had\s+|who\s+had\s+)?(eleven|twelve|thirteen|fourteen|fifteen)"
    r"(?:\s+cards)?\s*\)"
)

# "it was A, not Dummy's partner, who dropped the king": A dropped it
_CLEFT = re.compile(rf"\b[Ii]t was ({SEAT})\b(?:,\s*not\s+[^,.;]{{1,40}},)?\s+who\s+(?=[a-z])")

_PLAINLY: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    (_CLEFT, r"\1 "),
    (_COUNT_IN_BRACKETS, r"\1, holding \2 cards,"),
    (_SEAT_ROLE, r"\1 is \2"),
    (_ROLE_SAT, r"\2 is \1"),
    (_REDOUBLED_AGAIN, "redoubled a second time"),
    (_SCORE_OF_HAND, r"\1 \2 the \3 deal"),
    (_ABSOLUTE, lambda m: f"{m.group(1)} was {'playing ' if m.group(2) == 'playing' else ''}{m.group(3)}; "),
    (_PONE, lambda m: ("The" if (m.group(1) or m.group(2)).istitle() else "the") + " dealer's right-hand adversary"),
    (_DONT_FORGET, "remember"),
    (_DONT_WORRY, "relax"),
    (_TURNED_OUT, "was"),
    (_TURNED_OUT_HAVE, "had"),
    (_SEAT_PLACE, r"\1"),
    (_NOT_UNTIL, r"\1after"),
    (_FAR_FROM, "not"),
    (_LOOKER_ON, "a bystander"),
    (_NOT_THE_LEAD, lambda m: "who was out of turn" if m.group(1) else "out of turn"),
    (_TO_DEAL, r"\1Dealer \2"),
    (_HAND_PLACE, r"\1"),
    (_FOR_DUMMY, r"\1 "),
    (_PLAYED_RUBBERS, "sat in"),
    (_ONLY_THEN, " and only then"),
    (_NOTICING_NOTHING, ""),
    (_IT_TURNED_OUT, ""),
    (_DECLARES_THAT, "says "),
    (_DEALT_AND_TURNED, r"\1, and the trump card was turned up: \2"),
    (_TRICK_BY_NUMBER, lambda m: f"the {ORDINAL_OF[m.group(1).lower()]} trick"),
    (_HAD_DUMMY, "Dummy's partner"),
    (_CARD_MORE, "a card too many"),
    (_CARD_FEWER, "a card too few"),
    (_TRICKS_IN, r"after \1 tricks"),
)


_HYPHENED_NO_TRUMP = re.compile(r"\b(no)-(?=trump)", re.I)


def written_out(text: str, bidding: bool) -> str:
    """Shorthand in full words: "Dlr Z" -> "dealer Z", "&" -> "and", "the SK" -> "the king of
    spades", "2nd" -> "second"; "3C" is a bid of three clubs where the game has bidding and no
    article makes it a card ("the 3C" is the three of clubs), and "1NT" one no trumps; in those
    games "Z was playing no trumps" and "S was in four spades" are told as the contract played.
    Turns of speech whose words mislead are put plainly: "don't forget" is "remember", "turned
    out to be" is "was" (and "turned out to have" "had"), "far from over" is "not over", "who had
    not the lead" is "who was out of turn", "was not claimed until" is "was claimed after", "Z ended in four hearts"
    is "Z was playing four hearts", "West to deal." is "Dealer West.", "Y passed; only then"
    is "Y passed and only then", "at trick three" is "at the third trick", "has played four
    rubbers" is "has sat in four rubbers", "Z dealt and turned up the ace." is "Z dealt, and the
    trump card was turned up: the ace.", "the player who had Dummy" is "Dummy's partner",
    "pone" "the dealer's right-hand adversary", "it was A who dropped" "A dropped";
    where a seat sits ("B on the far side dropped") or his place in the trick ("B, the second
    hand, had played") is left out, as are "noticing nothing wrong", ", it turned out," and the seat of one
    "playing Dummy's hand" (what he does with it is Dummy's); and an aside saying whose lead
    it was ("before A, whose lead it was, had played") is told as a sentence of its own."""

    def card(m: re.Match[str]) -> str:
        rank, suit = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        return _card_words(rank, suit)

    def bid(m: re.Match[str]) -> str:
        before = text[: m.start()].rstrip().rsplit(" ", 1)[-1].lower()
        if m.group(2) != "NT" and (not bidding or before in _CARD_BEFORE):
            return _card_words(m.group(1), m.group(2))
        return f"{_LEVELS[m.group(1)]} {'no trumps' if m.group(2) == 'NT' else _SUITS[m.group(2)]}"

    text = _AMPERSAND.sub(" and ", text)  # "made up & agreed"
    text = _WITH.sub("with ", text)  # "agreed w/ them"
    text = _BID.sub(bid, text)
    if bidding:
        text = _HYPHENED_NO_TRUMP.sub(r"\1 ", text)  # "one no-trump": the declaration, as the phrases say it
        # "Z ended in four hearts": he was playing them
        text = _NO_TRUMP_CONTRACT.sub(lambda m: f"{_be_form(m.group(1))} playing a no trumper", text)
        text = _IN_CONTRACT.sub(lambda m: f"{_be_form(m.group(1))} playing {m.group(2)} ", text)
        text = _HEADED_CONTRACT.sub(_headed, text)
    text = _CARD.sub(card, text)
    text = _ORDINAL.sub(lambda m: _ORDINALS[m.group(1)], text)
    for pattern, plainly in _PLAINLY:
        text = pattern.sub(plainly, text)
    whose = [f" It was {m.group(1)}'s {m.group(2)}." for m in _WHOSE_TURN.finditer(text)]
    text = _WHOSE_TURN.sub(r"\1 ", text) + "".join(whose)
    return _SHORT_WORD.sub(lambda m: _WORDS[m.group(1).lower()], text)

"""An incident's text, before any seat is placed: cut into sentences (never inside quoted
speech nor after "Mr."), and what a sentence says around its facts: quoted speech, asides
("W, one of his adversaries, revoked"), relative clauses, elided verbs ("but B hadn't"),
doubt ("nobody can say whether ...") and belief ("thinking he had not played").
"""

from __future__ import annotations

import re

from .words import IRREGULAR_PAST, RANK, SAME_SENSE, VERB_FORMS, VERBS

FULL_NAMES = {"North": "N", "East": "E", "South": "S", "West": "W"}


SEAT = r"(?:[ABYZNESW]|North|East|South|West)"
SEAT_NAME = rf"({SEAT})"


_ASIDE = re.compile(
    # after a seat, or a person named by role or place ("the chap on my right, one of the
    # three against me, led")
    rf"\b({SEAT}|right|left|opposite|partner|dealer|declarer|caller|bidder|leader), "
    r"((?:one of|an?|his|her|on|at|in|during|without|with|against|being|having"
    r"|first|second|third|fourth|last|next|[a-z]+ing"
    # "Z, the adversary on his right, played": where he sat, not who played
    r"|the (?:adversary|opponent|player|man|gentleman|lady|one|defender) (?:on|at|to|sitting)"
    rf"|{SEAT}(?:'s|’s))\b[^,;.]{{1,90}}?), "
)
# "E, one of the three against S, who had bid, let a trump fall": an aside ending in a seat,
# and a relative clause that is that seat's, not E's; both set apart
_ASIDE_THEN_WHO = re.compile(rf"\b({SEAT}), ((?:one of|against)\b[^,;.]{{0,50}}?\b({SEAT})), who ([^,;.]{{1,60}}), ")


# "A, before his partner B had played, said 'That trick is ours'": the time clause set in
# between commas is read apart, so that the seat before it meets its own verb; so after
# "then" ("A played a spade, then, before B had played, said ..."): the verb is still A's.
_INSERTED = re.compile(
    rf"\b({SEAT}|then|and)(?:\s+(?:himself|herself))?, "  # "Then East himself, before West had spoken, said"
    r"((?:before|after|when|while|whilst|though|although|as soon as|just as|even before)\b(?! which)[^,;.]{1,80}?), "
    r"(?=([a-z]+))"
)


# "A, I'm sorry to say, revoked", "B, who had been counting, leaned across", "his partner,
# flustered, said double": any words set between a person and his verb, read apart.
_BETWEEN = re.compile(
    rf"\b({SEAT}|right|left|opposite|partner|dealer|declarer|caller|bidder|leader|dummy), "
    rf"(?!{SEAT}\b|and\b|but\b|or\b|then\b)([^,;.]{{1,90}}?), (?=(?:[a-z]+ly )?(is |was |were |are |now )?([a-z]+))"
)


# "Before my partner had played -- and Z hadn't played either -- I put my ace on it": a clause
# joined on between dashes, read as a statement of its own (its "not" is none of the rest's)
_DASHED_CLAUSE = re.compile(r"\s(?:--|—|–)\s*((?:and|but|or|though|although)\s[^-—–.;]{1,60}?)\s*(?:--|—|–)\s")
# "W -- my own partner! -- doubled it": the same, set between dashes.
_AUXILIARY = frozenset("was were had has is".split())
_DASHED = re.compile(
    rf"\b({SEAT}|right|left|opposite|partner|dealer|declarer|caller|bidder|leader|dummy)\s*(?:--|—|–)\s*"
    r"([^;.—–]{1,70}?)\s*(?:--|—|–)\s*(?=(?:[a-z]+ly )?([a-z]+))"
)


def _between(sentence: str) -> list[re.Match[str]]:
    """The words set between a person and his verb: not a seat ("the dealer, Z, dealt"), a
    person ("our bidder, the player on my right, fumbled"), the verb's own clause ("East, had
    gone down, undoubled"), an aside of the shapes read elsewhere ("Y, having been called upon
    to lead trumps, led"), nor what says whose turn it was ("B, whose turn it was not, quit");
    a relative clause only after a seat ("the caller, who sat on the dealer's left," says which)."""
    out = []
    for m in _BETWEEN.finditer(sentence):
        first = m.group(2).split()[0].lower()
        # "Y, the live partner of dummy Z, revoked": whose partner he is, and the verb his own
        partner_of = re.match(r"(?i:the|his|her)\s+(?:[a-z]+\s+)?partner of\b", m.group(2))
        # "South, who was playing the hand, is asking ...": the verb after its auxiliary
        verb = is_verb(m.group(4)) or (m.group(3) is not None and m.group(4).endswith("ing"))
        if not verb or m.group(4) in _NOMINAL or is_verb(first):
            continue
        if first in _NOT_BETWEEN and not (partner_of and re.fullmatch(SEAT, m.group(1))):
            continue
        if first.endswith("ing") or (first in ("who", "which") and not _said_of_one(m)):
            continue
        out.append(m)
    return out


# what one meant or wished to do, told in a relative clause: not done
_MEANT = re.compile(r"\b(?:meant|intended|wanted|wished|hoped|meaning|intending)\s+to\b")
# where one sits: a relative clause saying it tells which of the role's kind is meant
_WHERE_HE_SAT = re.compile(r"\b(?:sat|sits|sitting|seated|left|right|opposite)\b")


def _said_of_one(m: re.Match[str]) -> bool:
    """A relative clause about one seat: after a seat ("B, who had been counting,"), or after a
    role there is one of ("the dummy, who had been leaning over to look,"), unless it says where
    he sat ("the caller, who sat on the dealer's left," says which)."""
    if re.fullmatch(SEAT, m.group(1)):
        return True
    return m.group(1).lower() in ("dummy", "declarer", "dealer") and not _WHERE_HE_SAT.search(m.group(2))


_NOT_BETWEEN = frozenset(
    "the a an his her my our their its one on at in during without with being having first second third "
    "fourth last next whose had has have was were is did does".split()
)


# "Before Y, second hand, had played, and while B still had not, Z put his ace on it": the time
# told first, with a clause or two between it and the act; read as "Z put his ace on it before
# Y had played", as the phrases say it.
_FRONTED_BEFORE = re.compile(
    rf"^\s*(?i:before)\s+(?:the\s+second\s+hand,?\s+)?({SEAT})\b[^;.]{{0,40}}?\bhad\s+(?:yet\s+)?played\b[^,;.]{{0,30}},"
    r"(?:\s*(?:and\s+)?(?:while|whilst|with|when|as)\b[^,;.]{1,60},)+"
    rf"\s*({SEAT}\b[^;.]*)"
)

# The same, told with each seat's place beside it: "Before Y (second hand) or B had played,
# Z, who plays fourth, put his card on the table"; "before Y's card had been played from
# Dummy, B, the third hand, threw his card on": "B threw his card on before Y had played".
_PLACE = r"(?:\s*\([^()]{1,30}\)|,[^,;.()]{1,30},)?"
_FRONTED_BEFORE_PLACED = re.compile(
    rf"(?:^|[;:]\s*|,\s*(?:and\s+)?)(?i:before)\s+({SEAT})(?:'s\s+card)?{_PLACE}"
    rf"(?:\s+(?:or|and)\s+{SEAT}{_PLACE})?\s+had\s+(?:yet\s+)?(?:been\s+)?played\b[^,;.]{{0,30}}"
    r"(?:,?\s*(?:and\s+)?(?:before|while|whilst|when|as)\b[^,;.]{1,60})*,"
    rf"\s*({SEAT}){_PLACE}(?:\s+(?:on|at|in)\s+(?:the\s+)?(?:[\w-]+\s+){{0,2}}(?:seat|hand|place|chair|end|side|corner|foot|head)(?:\s+of\s+the\s+table)?)?\s+([a-z][^;.,]*)"
)
# ... or told by the one still to play: "Y (second hand) was still thinking when Z put his
# card down", "while E was still thinking, W threw his card on", "East was still sorting his
# hand and South hadn't played either, when West threw the ace on top".
_STILL_THINKING = re.compile(
    rf"(?:^|[;:,]\s*|(?i:while)\s+)({SEAT}){_PLACE}\s+was\s+still\s+"
    r"(?:thinking|considering|deciding|pondering|hesitating|sorting|arranging|looking at)"
    rf"\b[^,;.]{{0,50}}?(?:,?\s+when\s+|,\s*)({SEAT}){_PLACE}\s+([a-z][^;.,]*)"
)

# "Playing alone on his bid, Z let a card fall", "while playing his bid single-handed, S
# ...": the participle told first is its doer's, after the comma ("Z playing alone ..."); not
# one with a number in it ("Taking board 11 out"), a board's or trick's, never his.
_FRONTED_PARTICIPLE = re.compile(
    rf"^\s*(?:(?i:while|whilst)\s+)?((?i:[a-z]+ing)\b[^,;.:\"“\d]{{1,60}}?),\s*({SEAT})\b(?=\s+[a-z])"
)

# ... or told as the state he was in: "Y had not yet played, nor had B, when Z, who should
# have played last, threw down the king".
_NOT_YET_WHEN = re.compile(
    rf"(?:^|[;:,]\s*)({SEAT}){_PLACE}\s+had\s+not\s+(?:yet\s+)?played\b[^;.]{{0,40}}?\bwhen\s+({SEAT}){_PLACE}\s+([a-z][^;.,]*)"
)

# "Having called solo, Z threw his hand in", "After having dealt, A turned the trump": the
# act told first, its doer after the comma; read as "Z had called solo" (and "Having bid
# nine, I led" as "I had bid nine").
_FRONTED_HAVING = re.compile(
    rf"^\s*(?i:having|after having)\s+([a-z][^,;.:\"“]{{1,60}}?),\s*({SEAT}|I|we)\b(?=\s+[a-z])"
)

# "A, on a misère, revoked": the call is the seat's own (not "Y, on A's misère, led").
_ON_HIS_CALL = re.compile(
    r"on (?:a|an|his|her) (?:[a-z]+ )?(?:misère|misere|solo|abundance|slam|nullo|grand)\b.*", re.I
)

# "Both sides revoked in that hand, A once and Z once, and both revokes were established":
# each seat named after it revoked, and "both revokes" are theirs.
_BOTH_REVOKED = re.compile(
    r"\b(?i:both)\s+(?:sides|of us|of them|players|partnerships|parties|pairs)\s+(?:had\s+)?(?:revoked|renounced)\b"
    rf"[^.;]*?\b({SEAT})\b(?!'s|’s)[^.;]*?\band\s+({SEAT})\b(?!'s|’s)"
)
# "both revokes were established", "the two revokes being proved": said of each revoke told
BOTH_ESTABLISHED = re.compile(
    r"\b(?:both|the two|each of the|all)\s+(?:the\s+)?(?:revokes|renounces|of\s+them)\s+"
    r"(?:(?:were|are|was|had been|have been|became|stood|being)\s+)?(?:\w+\s+)?(?:established|proved|proven)\b"
    r"|,\s+(?:both|each)\s+(?:of\s+them\s+)?(?:were\s+|was\s+|now\s+)?established\b"  # "..., both established"
    r"|\bneither\s+(?:of\s+them\s+)?(?:was|were|had\s+been)\s+(?:put\s+right|corrected|rectified)\s+in\s+time\b",
    re.I,
)
# "We won the game five to love", "A and B made game, five points to their two", "We went out
# five to their three": the winners (1) and the losers' score (2).
_GAME_SCORE = re.compile(
    rf"\b({SEAT}|(?i:we)|I|(?i:our side))\b(?:\s+and\s+{SEAT})?\s+(?:had\s+)?"
    r"(?:(?:won|made|took|scored|got)\s+(?:the\s+)?game|went\s+out),?\s+"
    r"(?:by\s+)?(?:five|5|seven|7|ten|10)(?:\s+points)?\s+to\s+(?:their\s+|our\s+|his\s+)?"
    r"(love|nil|nothing|none|0|one|two|three|four|1|2|3|4)\b"
)
# "Z did not follow to a club from his own hand while holding the six", "Dummy's hand failed to
# follow to a diamond -- the eight was hidden under the clubs --": the one who renounced (1) ...
_RENOUNCED = re.compile(
    rf"\b({SEAT}|I|(?i:dummy)(?:'s|’s) hand)\s+(?:had\s+)?"
    r"(?:did not follow|didn't follow|failed to follow|renounced|revoked|trumped|ruffed|discarded|threw a \w+)\b"
)
# ... the suit led, between the two: "to a club", "on a diamond lead", "renounced spades" ...
_SUIT_LED = re.compile(
    r"\b(?:to|on)\s+(?:a|an|the|his|her|my)\s+(?:\w+\s+)?(spade|heart|diamond|club)s?\b"
    r"|\b(?:renounced|revoked)\s+(?:in\s+)?(spade|heart|diamond|club)s?\b"
    r"|\b(?:trumped|ruffed)\s+(?:a|an|the|his|her|my)\s+(?:\w+\s+)?(spade|heart|diamond|club)s?\b",
    re.I,
)
# ... and the card he still held, of that suit if its suit is told (1, 2 or 3)
_STILL_HELD = re.compile(
    r"\b(?:(?:while|though|although|when|with)\s+(?:he\s+was\s+|I\s+was\s+)?(?:still\s+)?(?:holding|he\s+(?:still\s+)?(?:held|had)"
    r"|I\s+(?:still\s+)?(?:held|had))|(?:found|discovered|(?:then\s+)?(?:saw|noticed|spotted))"
    r"|(?:turned up|was hidden|lay hidden|was lying|was tucked))\s+"
    rf"(?:the|a|his|my)?\s*(?:{RANK})"
    r"(?:\s+of\s+(spades|hearts|diamonds|clubs))?\b"
    rf"|\bthe\s+(?:{RANK})(?:\s+of\s+(spades|hearts|diamonds|clubs))?"
    r"\s+(?:was\s+|lay\s+)?(?:still\s+)?(?:lying|sitting|hidden|tucked|in\s+(?:it|his\s+hand|my\s+hand)|there|behind|among|under)"
    r"|\bwith\s+(?:a|one|another)\s+(spade|heart|diamond|club)\s+still\s+in\s+(?:his|my|her)\s+hand"
    # "West failed to follow to a heart although he had one"
    r"|\b(?:though|although|while|when)\s+(?:he|she|I)\s+(?:still\s+)?(?:had|held)\s+one\b(?!\s+(?:card|trick|more|less|fewer))",
    re.I,
)
# "A revoked in clubs and Z in diamonds": the verb the second seat leaves out is the first's.
_GAPPED_REVOKE = re.compile(
    rf"\b({SEAT})\s+(?:had\s+)?(?:revoked|renounced)\s+in\s+\w+,?\s+and\s+({SEAT})\s+in\s+(\w+)"
)


def _inserted(sentence: str) -> list[re.Match[str]]:
    """The time clauses set between a seat, or "then", and its verb (not "East, after which it
    had been shuffled by South, the dealer": no verb follows)."""
    return [m for m in _INSERTED.finditer(sentence) if is_verb(m.group(3))]


def _blanked(match: re.Match[str]) -> str:
    """The seat kept, what follows it in the match blanked (offsets into the sentence hold)."""
    return match.group(1) + " " * (len(match.group(0)) - len(match.group(1)))


SO_DID = re.compile(
    rf"\b(?:so|as) did {SEAT_NAME}\b|\b{SEAT_NAME} did (?:so )?too\b|\b{SEAT_NAME} too\b"
    rf"|\b{SEAT_NAME}(?:, [a-z][^,;.]{{0,30}},)? (?:did|does|do) (?:just )?the same\b"
)


# "West had already played to it, but East had not": what was said of one seat, denied of another
NOT_SO = re.compile(
    rf"\bbut {SEAT_NAME} (?:had|has|did|was) not\b(?!\s+\w)"
    rf"|\bbut {SEAT_NAME} (?:hadn't|hasn't|didn't|wasn't)\b(?!\s+\w)|\bbut not {SEAT_NAME}\b"
)


_RELATIVE = re.compile(
    r"\b([ABYZNESW]|North|East|South|West|(?i:the\s+(?:dealer|declarer|bidder|leader|caller))|[Mm]y partner)"
    r"(?:, ((?:who|whose|which)\b[^,;.]{1,60}?),| \(([^()]{1,60})\)) (?=[a-z])(?!(?:and|but|or|then)\b)"
)


_ELIDED = re.compile(
    r"\b([ABYZNESW])\s+((?:had|has|have|was|were|did)\s+)?((?:already\s+|also\s+)?[a-z]+ed\b[^,;.]*?)\s*,?\s*"
    r"(but|and|while|whereas)\s+((?:[ABYZNESW](?:\s+(?:and|or|nor)\s+[ABYZNESW])?))\s+"
    r"(hadn't|had not|hasn't|has not|haven't|have not|didn't|did not|wasn't|was not|weren't|were not)"
    r"(?=\s*(?:[.;,]|$))"
)


# "Y went (ahead) and led": not "with five tricks to go and said ..."
# (not "thought the game was gone and laid his hand down": gone is lost there, and the laying his)
_WENT_AND = re.compile(
    r"(?<!\bto )(?<!\bwas )(?<!\bwere )(?<!\bis )(?<!\bare )(?<!\bbeen )"
    r"\b(?:went|goes|go|going|gone)(?: ahead| right ahead| straight)? and (?=[a-z]+)"
)


def with_elided_verbs(sentence: str) -> str:
    """ "Y had already played to it, but B and Z hadn't": the verb the second clause leaves
    out is the first clause's ("... but B and Z hadn't played to it")."""

    def restore(m: re.Match[str]) -> str:
        verb = re.sub(r"^(?:already|also)\s+", "", m.group(3))
        return m.group(0) + " " + verb

    # "Y went and led out of turn": the going is no act of its own (blanked, keeping offsets).
    sentence = _WENT_AND.sub(lambda m: " " * len(m.group(0)), sentence)
    return _ELIDED.sub(restore, sentence)


# "Z, whose partner was Dummy, led", "Mr Kerr (Z), whose partner is the dealer,", "Z, Dummy's
# partner, revoked": the partner told of in passing, blanked (the seat kept) and read apart as
# "Z's partner was Dummy".
_WHOSE_PARTNER = re.compile(
    rf"(\b({SEAT})\)?),\s+(?:whose partner (?:was|is)\s+([^,;.()]{{1,40}})|(?:the\s+)?(Dummy|dummy)['’]s\s+partner)"
    r"(?:,|(?=[;.]))"
)

# "his partner West, not East, led": the seat denied is no actor
_NOT_THIS_SEAT = re.compile(rf"({SEAT}),\s+(?:and\s+|but\s+)?not\s+{SEAT}\s*,")  # "B, and not A, called"
_NOT_THIS_SEAT_CALLED = re.compile(
    rf"({SEAT}),\s+(?:and\s+|but\s+)?not\s+({SEAT})\s*,\s+"
    # "B, not A, called a suit from Y": read apart without whom it was called from
    r"((?:called|demanded|claimed|exacted|enforced|named)\s+(?:it|the card|the penalty|the suit|a suit|a card))\b"
)
# "Z and his dummy held all four honours": the side's holding, named by its player
_AND_HIS_DUMMY = re.compile(rf"({SEAT}) and (?:his|her) (?i:dummy)\b(?!'s|’s)")
# "Z played four hearts, not doubled, and went down": a denial set off by commas denies only
# itself; blanked out of the sentence, and read apart after the words it follows
_DENIED_ASIDE = re.compile(
    rf"([^,;:.!?]*[a-z]),\s+((?:not|never)\s+(?!{SEAT}\b)[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*(?=,)"
)


# "the trump card (Q diamonds) lay face up", "left the trump card, the seven of diamonds, face
# up": the card a noun is, named in brackets or between commas after it, blanked (the noun
# kept) so that the noun meets its verb.
_CARD_WORDS = rf"(?:the |a )?(?:10|[2-9AKQJT]|{RANK})(?: of)? ?(?:spades|hearts|diamonds|clubs|trumps|[SHDC♠♥♦♣])?"
_CARD_OF = (  # between commas a card is named in full: ", A, has no card" is a seat
    rf"(?:the |a )?(?:{RANK}|10|[2-9])"
    r" of (?:spades|hearts|diamonds|clubs|trumps)"
)
_CARD_NAMED = re.compile(
    rf"(\b(?:card|trump|turn-up|lead))(?:\s*\({_CARD_WORDS}\)|\s*,\s*{_CARD_OF}\s*,)",
    re.I,
)


# "A (his dummy is B) let a card fall", "Y (second in hand) had not played": a parenthesis
# after a person says who he is (read by `persons.apposition`), not what he did; blanked so
# that he meets his verb, and read apart ("Dlr Z (double dummy)"). A lone seat stays: "the
# declarer (Z) revoked" names him.
_PARENTHESIS = re.compile(
    rf"\b({SEAT}|dealer|declarer|dummy|caller|bidder|leader|partner)\s*\((?!\s*{SEAT}\s*\))[^()]{{1,60}}\)"
)


# "Can I make Y play high or low?": what a remedy would compel a player to do is asked
# about, not told (blanked up to the question mark)
_COMPELLED = re.compile(
    rf"\b(?:make|require|compel|force|oblige)\s+(?:{SEAT}|him|her|them|(?:his|her) partner)\s+(?:to\s+)?"
    r"(?:play|lead|trump|win|follow|pass|bid|deal)\b[^.!?;\"”]*(?=\?)",
    re.I,
)


# "N had fourteen and W himself only twelve": the seat itself, not a pronoun for another
_INTENSIVE = re.compile(rf"({SEAT})\s+(?:himself|herself)\b")


# "East said to his partner, before West had played, 'That's our trick'": when he said it, set
# between the saying and the words said, read as a statement of its own
_SAID_WHEN = re.compile(
    r"(\b(?:said|says|remarked|exclaimed|whispered|called out|announced)"
    r"(?:\s+to\s+(?:his|her|my|their)\s+partner)?),\s+((?:before|after|while|when)\s+[^,;.\"“‘']{1,40}),"
    r"(?=\s*[\"“‘'])"
)


# "N was dealing at the Portland on Tuesday and ...": when and where it happened, not what
_DAY = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day"
_WHEN_WHERE = re.compile(
    rf"\b(?:(?:on|last|this|next) {_DAY}(?: (?:night|evening|afternoon|week|last))?"
    r"|(?:at|in) (?:the|our|my) (?:club|card room|card-room|[A-Z][a-z]+(?: Club)?)"
    r"(?= (?:on|last|this|when|and|,|\.)|[,.;])"
    r"|(?:last|the other) (?:night|evening|week))\b"
)


def without_asides(sentence: str) -> str:
    """ "W, one of his adversaries, revoked": the aside blanked out, so the seat meets its verb
    (blanked, not cut, so offsets into the sentence still hold)."""
    sentence = _without_set_asides(sentence)
    for match in reversed(_between(sentence)):
        sentence = sentence[: match.start()] + _blanked(match) + sentence[match.end() :]
    return sentence


def _without_set_asides(sentence: str) -> str:
    """The asides of known shape blanked: of a role, of time, of a seat denied."""

    def blank(match: re.Match[str]) -> str:
        words = re.findall(r"[A-Za-z]+", match.group(2))
        participle = words and words[0].endswith("ing")
        if _has_verb(_before_time_clause(words) if participle else words):
            return match.group(0)  # "Y, the dealer's partner, who had dealt..." is a clause, not an aside
        return _blanked(match)

    sentence = _ASIDE_THEN_WHO.sub(_blanked, sentence)
    sentence = _ASIDE.sub(blank, sentence)
    sentence = _NOT_THIS_SEAT.sub(_blanked, sentence)
    sentence = _DENIED_ASIDE.sub(_blanked, sentence)
    sentence = _AND_HIS_DUMMY.sub(_blanked, sentence)
    sentence = _WHOSE_PARTNER.sub(_blanked, sentence)
    sentence = _PARENTHESIS.sub(_blanked, sentence)
    sentence = _CARD_NAMED.sub(_blanked, sentence)
    sentence = _INTENSIVE.sub(_blanked, sentence)
    sentence = _WHEN_WHERE.sub(lambda m: " " * len(m.group(0)), sentence)
    sentence = _SAID_WHEN.sub(lambda m: m.group(1) + " " * (len(m.group(0)) - len(m.group(1))), sentence)
    sentence = _COMPELLED.sub(lambda m: " " * len(m.group(0)), sentence)
    # "West -- one of the three against me -- was a card short": the aside, then the verb
    sentence = _DASHED.sub(
        lambda m: _blanked(m) if is_verb(m.group(3)) or m.group(3) in _AUXILIARY else m.group(0), sentence
    )
    sentence = _DASHED_CLAUSE.sub(lambda m: " " * len(m.group(0)), sentence)
    return _INSERTED.sub(lambda m: _blanked(m) if is_verb(m.group(3)) else m.group(0), sentence)


def _has_verb(words: list[str]) -> bool:
    """Whether an aside's words (after its first) hold a verb, so that it is a clause; "on his
    left" names a place, not a leaving."""
    # ... nor "third to play", "in the middle of the deal" an act, nor a participle after a
    # noun ("one of the three playing against Y's bid"): no finite verb, no clause
    return any(is_verb(w) and words[k - 1] not in _NOMINAL and not w.endswith("ing") for k, w in enumerate(words) if k)


def _before_time_clause(words: list[str]) -> list[str]:
    """An aside's words before a clause of time it holds: "taking up his cards before the
    deal was finished" is a participle all the same, its "was" the deal's."""
    cut = next((k for k, w in enumerate(words) if k and w in _TIME_CLAUSE), len(words))
    return words[:cut]


_TIME_CLAUSE = frozenset("before after until till when while whilst".split())
_NOMINAL = frozenset("his her my the their its s a an of to this that".split())


def _played_before(match: re.Match[str]) -> str:
    """The seat still to play (1), the one who played (2) and his act (3), told as the
    phrases say it: "Z put his card down before Y had played"."""
    return f"{match.group(2)} {match.group(3).strip()} before {match.group(1)} had played"


def asides(sentence: str) -> list[str]:
    """ "Z, holding a club, played a heart": the participle aside blanked out of the sentence
    is a statement of its own ("Z, holding a club"), read apart."""
    out = [re.sub(r"^(?:and|but|or|though|although)\s+", "", m.group(1)) for m in _DASHED_CLAUSE.finditer(sentence)]
    for match in _ASIDE_THEN_WHO.finditer(sentence):
        out += [f"{match.group(1)} was {match.group(2)}", f"{match.group(3)} {match.group(4)}"]
    for match in _ASIDE.finditer(sentence):
        words = re.findall(r"[A-Za-z]+", match.group(2))
        if re.fullmatch(SEAT_NAME, match.group(1)) and _ON_HIS_CALL.fullmatch(match.group(2)):
            out.append(f"{match.group(1)} called {match.group(2)[3:]}")  # "A, on a misère, revoked": A's call
        elif words[:3] == ["one", "of", "the"] and re.fullmatch(SEAT_NAME, match.group(1)):
            # "Y, one of the three playing against the solo, revoked": what Y is, said apart
            out.append(f"{match.group(1)} was {match.group(2)}")
        elif words and words[0] in ("in", "during", "against") and not _has_verb(words):
            # "A, in the middle of the deal, ...": "in the middle of the deal"; "Y, against Z's
            # abundance, ...": "against Z's abundance"
            out.append(match.group(2))
        elif words and words[0] == "at" and re.fullmatch(SEAT_NAME, match.group(1)) and not _has_verb(words):
            # "Y and Z, at four at the start of the deal, held the honours": where they stood
            pair = re.search(rf"\b({SEAT}) and $", sentence[: match.start(1)])
            out.append(
                f"{pair.group(1)} and {match.group(1)} were {match.group(2)}"
                if pair
                else f"{match.group(1)} was {match.group(2)}"
            )
        elif words and (words[0].endswith("ing") or words[0] == "with") and not _has_verb(_before_time_clause(words)):
            seat, aside = match.group(1), match.group(2)
            # as said, less the comma: "Z holding a club"; after a role, the aside alone
            # ("the bidder, playing a misère,": "playing a misère")
            out.append(f"{seat} {aside}" if re.fullmatch(SEAT_NAME, seat) else aside)
    for match in _NOT_THIS_SEAT_CALLED.finditer(sentence):
        # "A, not B, called it": a penalty taken by the one who may not, in place of the other
        out.append(f"{match.group(1)} {match.group(3)} instead of {match.group(2)}")
    for match in _DENIED_ASIDE.finditer(sentence):
        # after the words it qualifies, not the whole clause (whose phrase the denial would deny)
        out.append(" ".join(match.group(1).split()[-3:] + [match.group(2)]))  # "played four hearts not doubled"
    for match in _inserted(sentence):
        seat, when = match.group(1), match.group(2)
        clause = re.split(r"[,;:.!?]", sentence[match.end() :], maxsplit=1)[0].strip()
        if re.fullmatch(SEAT_NAME, seat) and clause:
            # "West, before East had called, bid two clubs": "West bid two clubs before East
            # had called", the act and its time told together, as the phrases say them
            out.append(f"{seat} {clause} {when}")
        else:
            out.append(when)  # "then, before his partner B had played, said": the time apart
    fronted = _FRONTED_BEFORE.match(sentence)
    if fronted:
        out.append(f"{fronted.group(2).strip()} before {fronted.group(1)} had played")
    else:
        placed = _FRONTED_BEFORE_PLACED.search(sentence)
        if placed:
            out.append(_played_before(placed))
    thinking = _STILL_THINKING.search(sentence) or _NOT_YET_WHEN.search(sentence)
    if thinking and thinking.group(1) != thinking.group(2):
        out.append(_played_before(thinking))
    both = _BOTH_REVOKED.search(sentence)
    gapped = _GAPPED_REVOKE.search(sentence)
    if gapped and not both:
        out.append(f"{gapped.group(2)} revoked in {gapped.group(3)}")
    if both:
        for seat in both.groups():
            out.append(f"{seat} revoked")
            if BOTH_ESTABLISHED.search(sentence):
                out.append(f"{seat}'s revoke was established")
    renounced, held = _RENOUNCED.search(sentence), _STILL_HELD.search(sentence)
    if renounced and held and held.start() > renounced.start():
        suit = _SUIT_LED.search(sentence, renounced.start(), held.start())
        led = next((g for g in suit.groups() if g), "") if suit else ""
        card = (held.group(1) or held.group(2) or held.group(3) or "").rstrip("s")
        if not (led and card and led.lower() != card.lower()):
            # "... while holding the six": he had the suit led (not a card of another suit)
            who = "Dummy" if renounced.group(1).lower().startswith("dummy") else renounced.group(1)
            out.append(f"{who} had the suit led")
    score = _GAME_SCORE.search(sentence)
    if score:
        # "We won the game five to love": what the losers had, told of them
        side = {"we": "our", "i": "my", "our side": "our"}.get(score.group(1).lower(), f"{score.group(1)}'s")
        out.append(f"{side} adversaries were at {score.group(2)}")
    participle = _FRONTED_PARTICIPLE.match(sentence)
    if participle and not participle.group(1).lower().startswith("having"):
        out.append(f"{participle.group(2)} {participle.group(1)[0].lower()}{participle.group(1)[1:]}")
    having = _FRONTED_HAVING.match(sentence)
    if having:
        out.append(f"{having.group(2)} had {having.group(1)}")
    out += [match.group(0)[len(match.group(1)) :].strip(" ()") for match in _PARENTHESIS.finditer(sentence)]
    out += [
        f"{match.group(2)}'s partner was {(match.group(3) or match.group(4)).strip()}"
        for match in _WHOSE_PARTNER.finditer(sentence)
    ]
    out += [match.group(2) for match in _SAID_WHEN.finditer(sentence)]
    for match in _between(_without_set_asides(sentence)):
        relative = re.match(r"(?:who|which)\s+(.*)", match.group(2))
        if relative and _MEANT.search(relative.group(1)):
            continue  # "North, who plainly meant to double East's bid,": what he meant is no act of his
        if relative and re.fullmatch(SEAT_NAME, match.group(1)):  # "B, who had been counting,": B had been
            out.append(f"{match.group(1)} {relative.group(1)}")
        elif relative and _said_of_one(match):  # "the dummy, who had been leaning over,": the dummy had been
            out.append(f"The {match.group(1).lower()} {relative.group(1)}")
        elif match.group(2).startswith("instead of ") and re.fullmatch(SEAT_NAME, match.group(1)):
            # "Y, instead of asking for the penalty, demanded ...": what he did in its place
            clause = re.split(r"[;:.!?]", sentence[match.end() :], maxsplit=1)[0].strip()
            out.append(f"{match.group(1)} {match.group(2)} {clause}")
    return out


def relative_subjects(sentence: str) -> dict[int, str]:
    """ "N, whose lead it was, dropped a card", "A (his dummy is B) let a card fall": the
    relative clause or the bracket stays (it may say a fact), and the seat is understood
    again where its own verb follows: {offset of that verb: seat}. A role told so ("The
    dealer, who was playing with Dummy, left the turn-up card") is given by its name."""
    return {m.end(): FULL_NAMES.get(m.group(1), _told_role(m.group(1))) for m in _RELATIVE.finditer(sentence)}


def _told_role(named: str) -> str:
    """A seat letter as told; a role ("the dealer") by its name ("dealer")."""
    return named if len(named) == 1 or named.lower() == "my partner" else named.split()[-1].lower()


def is_verb(word: str) -> bool:
    lower = SAME_SENSE.get(word.lower(), word.lower())  # "wants" is "wanted"
    return lower in VERBS or lower in VERB_FORMS or lower in IRREGULAR_PAST or (lower.endswith("ed") and len(lower) > 4)


_SPEAKER = re.compile(r"(?:^|(?<=\s))" + SEAT_NAME + r"\s*:\s*(?=[\"“‘'])")


_SAYS = r"(?:said|asked|says|asks|replied|answered|remarked|exclaimed|announced|cried|called out|added)"


_NOT_HE = r"(?!(?:He|She|His|Her|Him)\b)"
# A sentence ends at . ; ! ? and new lines; and after speech that ends one ('B bid "two
# diamonds." Z said at once ...'), unless "he" opens the next ('"No spades?" He looked
# again': the one just asked, read as one sentence) or, after a question, the next words say
# who asked ('"Having none?" E asked him').
_SENTENCE_END = re.compile(
    r"(?<=[.;!?])\s+"
    rf"|(?<=\.[\"”’'])\s+(?=[A-Z]){_NOT_HE}"
    rf"|(?<=[!?][\"”’'])\s+(?=[A-Z]){_NOT_HE}(?!\w+\s+{_SAYS}\b)"
    r"|\n+"
)


def split_sentences(text: str) -> list[str]:
    """The telling cut at . ; ! ? and new lines and after speech that ends a sentence, never
    inside quoted speech ("'What was the trump card? I've forgotten,' said A" is one
    sentence); a line of dialogue ("Z: 'None.'") is told as speech ("Z said 'None.'")."""
    text = _SPEAKER.sub(lambda m: f"{m.group(1)} said ", text.strip())
    quoted = quoted_spans(text)
    out, begin = [], 0
    for m in _SENTENCE_END.finditer(text):
        if _ABBREVIATION.search(text, 0, m.start()):
            continue  # "Revoke alleged v. Z", "Mr. Smith"
        if any(a < m.start() < b for a, b in quoted):
            continue
        part = text[begin : m.start()]
        if part.endswith(";") and not re.search(rf"\b{SEAT}\b|\b(?i:I|he|she|his|her)\b", part):
            continue  # "Clubs were led; Z played a heart": a clause naming no one sets the scene
        out.append(part)
        begin = m.end()
    out.append(text[begin:])
    out = [s for s in out if s.strip()]
    for i in range(len(out) - 1, 0, -1):
        refuted = _REFUTED.match(out[i])
        if refuted and re.search(r"\bnot\b|n't\b", out[i - 1]):
            # "... insisting it was not my deal. It was mine after all.": the denial answered
            out[i - 1 : i + 1] = [out[i - 1].rstrip(" .;") + ", but it " + refuted.group(1)]
    return out


# a sentence that only says the last one's denial was wrong: "It was mine after all.", "But it was."
_REFUTED = re.compile(
    # ("it turned out that it was": the same)
    r"\s*(?:but\s+)?(?:it\s+turned\s+out\s+(?:that\s+)?)?it\s+((?:really\s+|in\s+fact\s+|actually\s+)?was(?:,?\s*in\s+fact,?)?"
    r"(?:\s+(?:his|hers|mine|theirs|ours|[A-Z]'s|the\s+\w+'s))?(?:\s+(?:deal|lead|turn(?:\s+to\s+(?:deal|lead))?))?"
    r"(?:\s*,?\s*(?:after\s+all|all\s+along|in\s+fact|though|really|as\s+it\s+(?:happened|turned\s+out)))?)[.!;]?\s*$",
    re.I,
)


# ... and a person's initial after his title: "Mr R. dealt" goes on
_ABBREVIATION = re.compile(
    r"\b(?:v|vs|Mr|Mrs|Dr|St|No|cf|viz|i\.e|e\.g)\.$|\b(?:Mr|Mrs|Miss|Ms|Dr|Col|Capt|Major|Captain)\.?\s+[A-Z]\.$", re.I
)


_QUOTE = re.compile(r"\"[^\"]*\"?|“[^”]*”?|‘.*?’(?!\w)|(?<!\w)'.*?'(?!\w)")


_UNQUOTED = re.compile(rf"\b{_SAYS}\s*[,:]\s+([^.;!?\"“‘]+)")


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """Spans of speech: quoted ("'That's mine,' said A"; an apostrophe within a word,
    "that's", neither opens nor closes one) or not ("A said, Partner, shall I?")."""
    return [m.span() for m in _QUOTE.finditer(text)] + [m.span(1) for m in _UNQUOTED.finditer(text)]

"""The teller: where "I" sits, and what "I", "me", "my partner", "we" and "our" name.

A telling says "I (Z)", "I'm Y", "I was sitting West", or signs itself ("-- Z"); else its
teller is placed by what he did ("I dealt": the dealer) or at A, as the printed cases seat
the reader.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from . import nodes as n
from .ruling import Fact
from .sentences import FULL_NAMES, SEAT, SEAT_NAME, is_verb, quoted_spans
from .table import Table, usual_declarer

# "we held all four honours", "we won the game": what a side holds or wins, told by one of it.
_WE_DID = frozenset(
    "had held scored were claimed won made got took forgot called lost went stood needed bid declared reached"
    " marked pegged chalked counted".split()
)


# "B cut the pack for me": the cut, made for the teller, who deals
_CUT_FOR_ME = r"\s+cut\s+(?:the\s+(?:pack|cards)\s+|them\s+|it\s+)?(?:for|to)\s+me\b"  # "B cut the pack to me"
# "When pone cut for me": the dealer's right-hand adversary cutting for the teller
_PONE_CUT_FOR_ME = re.compile(r"\b(?i:the) dealer's right-hand adversary(?:\s+had)?" + _CUT_FOR_ME)

# a side's score told by its count: "which takes us to fourteen"
_SCORES = frozenset("five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen".split())
# what counts a side's games or tricks: "our fourth game", "our third trick"
_COUNTED = frozenset("first second third fourth fifth sixth seventh eighth ninth tenth last".split())

# what may stand between a bare "partner" and his verb: "and partner then wanted"
_ADVERBS = frozenset("then now also promptly immediately instantly quickly later still".split())


# ... but not what the whole table did: "we were playing misère partout", "we cut for partners"
_WE_ALL_DID = re.compile(
    r"(?:had |were |have )?(?:only |just |all |already |been )*"
    r"(?:playing|dealing|cutting|bidding|dealt|cut|shuffled)\b|were all\b"
)


# what a side has together, told as "our": "our score", "our net total" (not "our honours":
# "we had never called our honours" tells what the side did not do, as the phrases say it)
_OURS = frozenset(
    "score scores total net tricks game games rubber pair team result tally contract bid declaration".split()
)


# "My partner was Dummy (", "my partner, the dealer (": his seat follows in brackets
_MY_PARTNER_THE_ROLE = r"\b(?i:my) partner,?\s+(?:was|is)?\s*(?:the\s+)?(?i:dummy|dealer|declarer)\s*\("


def as_told(narrator: str, words: list[str], word: str) -> tuple[Callable[[Table], str], int] | None:
    """The teller at the table: "I", "me", "my partner", "my left-hand adversary", "my lead"."""
    lower_i = word == "i" and words[1:2] != ["e"]  # "i'm E", not "i.e."
    if word in ("I", "me", "myself", "mine") or words[0] in ("me", "myself", "mine") or lower_i:
        return (lambda t: narrator), 1
    did = words[1:]
    while did[:1] and did[0] in ("have", "'ve", "just", "already", "now", "finally", "at", "last"):
        did = did[1:]  # "We have just won our fourth game"
    if words[0] == "we" and did and did[0] in _WE_DID and not _WE_ALL_DID.match(" ".join(did[:5])):
        return (lambda t: narrator), 1  # "we held all four honours": the teller's side, named by him
    if words[0] == "us" and words[1:2] in (["to"], ["over"], ["past"]) and words[2:3] and words[2] in _SCORES:
        return (lambda t: narrator), 1  # "which takes us to fourteen": the teller's side's score
    if (
        words[0] == "they"
        and did
        and did[0] in ("went", "won", "made", "scored", "reached", "got")
        and not _WE_ALL_DID.match(" ".join(did[:5]))
    ):
        return (lambda t: t.left(narrator)), 1  # "They went out by cards. We held three honours": the other side
    if words[0] == "our" and words[1:2] and words[1] in ("opponents", "adversaries", "opponent", "adversary"):
        return (lambda t: t.left(narrator)), 2  # "our opponents went out": the other side, by its seat
    # "Partner played four hearts", "Partner had bid hearts early": the teller's partner (but
    # "Partner had won the trick and I led": the words a phrase tells his partner's turn by)
    aux = 1 + (words[1:2] in (["had"], ["has"]) and words[2:3] in (["bid"], ["called"], ["declared"], ["doubled"]))
    if word == "Partner" and words[aux : aux + 1] and words[1] != "," and is_verb(words[aux]):
        return (lambda t: t.partner(narrator)), 1
    if word == "partner" and words[1:2] and words[1] in _ADVERBS and words[2:3] and is_verb(words[2]):
        return (lambda t: t.partner(narrator)), 1  # "... and partner then wanted to make it three": his
    if words[:3] == ["the", "other", "side"]:
        return (lambda t: t.left(narrator)), 3  # "we won; the other side had scored two"
    if words[:2] == ["their", "side"] and words[2:3] != ["of"]:
        return (lambda t: t.left(narrator)), 2  # "Their side led out of turn. ... my partner": the teller's adversaries
    if (
        words[0] == "our"
        and words[1:2] in (["left-hand"], ["right-hand"])
        and words[2:3] in (["opponent"], ["adversary"])
    ):
        side = words[1].split("-")[0]  # "our left-hand opponent": the teller's
        return (lambda t: t.seat_fn(side, narrator)), 3
    if words[0] == "our" and words[1:2] and words[1] in ("side", "partnership"):
        return (lambda t: narrator), 2  # "our side had four honours": the teller's
    if words[0] == "our" and words[1:2] and words[1] in _OURS:
        return (lambda t: narrator), 1  # "our net total was above the average": the teller's side's
    if words[0] == "our" and words[1:2] and words[1] in _COUNTED and words[2:3] and words[2] in _OURS:
        return (lambda t: narrator), 1  # "that's our fourth game": the teller's side's
    if words[0] != "my":
        return None
    if words[1:4] == ["partner", "and", "i"] or words[1:4] == ["partner", "and", "me"]:
        # "my partner and I held three honours": we, named by the teller; but "my partner and I
        # threw our cards face up" (or "..., thinking the game lost, threw") is what each did:
        # the partner named here, the teller next
        verb = words[4] if words[4:5] else ""
        each = (is_verb(verb) and verb not in _WE_DID) or (verb.endswith("ing") and verb != "having")
        if not each:
            return (lambda t: narrator), 4
    if words[1] in ("partner", "husband", "wife"):  # "my husband led from dummy's hand"
        return (lambda t: t.partner(narrator)), 2
    if words[1:3] == ["own", "partner"]:
        return (lambda t: t.partner(narrator)), 3
    if words[1] in ("opponent", "opponents", "adversary", "adversaries"):
        return (lambda t: t.left(narrator)), 2  # "my opponent had reached three": the other side
    side = words[1].split("-")[0]
    if side in ("left", "right"):
        extra = words[1].endswith("-hand") and len(words) > 2 and words[2] in ("adversary", "opponent", "neighbour")
        extra = extra or words[2:3] == ["hand"]
        return (lambda t: t.seat_fn(side, narrator)), 2 + extra
    return (lambda t: narrator), 1  # "my lead", "my cards": the teller's, as "A's lead"


# "i'm E", "i (A) asked B", "i played": the teller, typed in lower case.
_LOWER_I = (
    r"(?<![\w'’.])i(?=['’](?:m|d|ve|ll)\b|\s+\(|\s+(?:am|was|had|have|asked|said|played|led|dealt|cut|held|got)\b)"
)


def find_narrator(text: str, table: Table, notes: list[str]) -> str | None:
    """Where the teller sits, when the telling says "I": "I (Z)", "I'm Y", "I was sitting
    West"; else at A, as the printed cases seat the reader (or South, in a N-E-S-W telling)."""
    whole = text
    for a, b in quoted_spans(text):
        text = text[:a] + "_" * (b - a) + text[b:]  # no seat read across speech: "asked me, '...?' Z says"
    # ... or "we": "We stood at seven and held all four honours" is told by one of the side
    if not re.search(r"\bI\b|\b(?i:me|my|mine|myself|we|our|us)\b|" + _LOWER_I, text):
        return None
    teller = (
        # "I being A": an absolute phrase, as the older tellings say it
        r"(?:\bI|"
        + _LOWER_I
        + r")(?:'m|’m|,| \(| am| was| sat| sit| played| being)\s*(?:sitting\s+|seated\s+|playing\s+|at\s+|in\s+)?"
    )
    said = (
        re.search(teller + SEAT_NAME + r"\b", text)
        # "I was dummy, North.", "I was the dealer (Z)": the role, then the seat
        or re.search(
            r"(?:\bI|" + _LOWER_I + r")(?:'m|’m| am| was),?\s+(?:the\s+)?(?:dummy|declarer|dealer|leader|bidder"
            r"|eldest\s+hand|pone|caller|single\s+player)\s*[,(]\s*(?:sitting\s+|seated\s+|at\s+)?" + SEAT_NAME + r"\b",
            text,
        )
        # "We (Y and Z) were at four": the teller is the first of the side he names
        or re.search(r"\b(?i:we|us)\s*\(\s*" + SEAT_NAME + r"\s+(?:and|&)\s+" + SEAT + r"\s*\)", text)
        # "myself Z", "me (Z)", "(Y the dummy, myself Z)"
        or re.search(r"\b(?i:myself|me),?\s*\(?" + SEAT_NAME + r"\b(?!'s|’s)", text)
        # "I was dealing (Z)", "I dealt (Z)": one or two words of mine, then the seat
        or re.search(r"\bI(?: (?!(?:my|his|her|to|the|a|and)\b)[a-z]+){1,2} \(" + SEAT_NAME + r"\)", text)
        # "I was dealing, sitting South."
        or re.search(
            r"\bI(?: (?!(?:my|his|her|to|the|a|and)\b)[a-z]+){1,2}, (?:sitting|seated) (?:at |in )?"
            + SEAT_NAME
            + r"\b",
            text,
        )
        # "I was dealing from the South seat"
        or re.search(r"\bI(?: [a-z]+){1,2} (?:from|in|at) the " + SEAT_NAME + r" (?:seat|chair)\b", text)
        # "Sitting South, I dealt": the fronted participle seats the teller
        or re.search(
            r"(?:^|[.;:!?,—–-]\s*)(?i:sitting|seated|playing)\s+(?:at\s+|in\s+|as\s+)?" + SEAT_NAME + r",\s*I\b", text
        )
        # "Z here, declarer at three hearts": the teller names himself first
        or re.search(r"^\s*(?:(?i:this is)\s+)?" + SEAT_NAME + r"\s+(?i:here|speaking)\b", text)
        # signed at the foot: "... Can I now pass? -- Z", "Yours, B."
        or re.search(r"(?:--|—|–|\s-|(?i:signed|yours(?: truly| faithfully)?),?)\s*" + SEAT_NAME + r"\.?\s*$", text)
    )
    if said:
        seat = FULL_NAMES.get(said.group(1), said.group(1))
        if seat in table.seats:
            return seat
    # "my partner (B)", "West, my partner,": opposite that seat
    # ... "My partner was Dummy (Y)", "my partner, the dealer (Z)": the seat in brackets after his role
    partner = (
        re.search(r"\b(?i:my) partner,?\s*\(?" + SEAT_NAME + r"\b(?!'s|’s)", text)
        or re.search(SEAT_NAME + r",\s+(?:who is\s+|who was\s+)?(?i:my) partner\b", text)
        or re.search(_MY_PARTNER_THE_ROLE + SEAT_NAME + r"\)", text)
    )
    opposite = FULL_NAMES.get(partner.group(1), partner.group(1)) if partner else None
    if partner and opposite in table.seats:
        seat = table.partner(str(opposite))
        notes.append(f"the teller is not seated: taking {seat} for 'I', his partner being {partner.group(1)}")
        return seat
    # "A, on my left, said ...", "West, on my right,": the teller sits beside that seat
    beside_me = re.search(SEAT_NAME + r",?\s+(?:who (?:was|is|sat|sits)\s+)?(?:on|at|to)\s+my\s+(left|right)\b", text)
    if beside_me:
        other = FULL_NAMES.get(beside_me.group(1), beside_me.group(1))
        if other in table.seats:
            seat = table.right(other) if beside_me.group(2) == "left" else table.left(other)
            notes.append(
                f"the teller is not seated: taking {seat} for 'I', {beside_me.group(1)} on his {beside_me.group(2)}"
            )
            return seat
    # "Mrs. Lane, South, holds her cards so low that I, on her left, could read ...": beside the
    # seat told last before him
    me_beside = re.search(r"\bI,?\s+(?:who\s+(?:sat|sit)\s+|sitting\s+)?on\s+(?:his|her)\s+(left|right)\b", text)
    seats_before = re.findall(SEAT_NAME + r"\b(?!'s|’s)", text[: me_beside.start()]) if me_beside else []
    if me_beside and seats_before:
        other = FULL_NAMES.get(seats_before[-1], seats_before[-1])
        if other in table.seats:
            seat = table.left(other) if me_beside.group(1) == "left" else table.right(other)
            notes.append(f"the teller is not seated: taking {seat} for 'I', on {other}'s {me_beside.group(1)}")
            return seat
    # "B cut for me": the pack is cut by the dealer's right-hand adversary, so the teller deals
    # on his left
    cutter = re.search(SEAT_NAME + _CUT_FOR_ME, text)
    beside = FULL_NAMES.get(cutter.group(1), cutter.group(1)) if cutter else None
    if cutter and beside in table.seats:
        seat = table.left(str(beside))
        notes.append(f"the teller is not seated: taking {seat} for 'I', the dealer, {cutter.group(1)} cutting for him")
        return seat
    my_right = r"\b(?i:my)\s+right[- ]hand\s+(?:adversary|opponent|neighbour|neighbor)\s+(?:had\s+)?cut\b"
    # "As I gave the pack to be cut I let the bottom card show": the dealer presents it
    to_be_cut = (
        r"\bI\s+(?:gave|handed|passed|offered|presented|put)\s+(?:the\s+)?(?:pack|cards)\s+(?:over\s+)?to\s+be\s+cut\b"
    )
    if re.search(my_right, text) or _PONE_CUT_FOR_ME.search(text) or re.search(to_be_cut, text):
        # "After my right-hand adversary had cut, I gave the pack another riffle": the pack is cut
        # by the dealer's right-hand adversary, so the teller deals
        seat = table.seats[-1]
        notes.append(f"the teller is not seated: taking {seat} for 'I', the dealer, his right-hand adversary cutting")
        return seat
    role = _TELLERS_ROLE.search(text)
    if role:  # "I dealt", "I was declarer": the seat the printed cases give that role
        # the role as told: any group but the second (the dummy's)
        told = next((g for i, g in enumerate(role.groups(), 1) if g and i != 2), "")
        declares = told.startswith(("declar", "play", "led", "bid"))
        name = "dummy" if role.group(2) else "declarer" if declares else "dealer"
        usual = usual_declarer(table) if name != "dealer" else table.seats[-1]
        seat = table.partner(usual) if name == "dummy" else usual
        named = {FULL_NAMES.get(m, m) for m in re.findall(rf"\b{SEAT}\b(?!'s|’s)", text)}
        if seat in named and name != "dummy":
            # "I dealt and opened one spade, West doubled": the teller is none of those he names
            seat = next((s for s in (_first_person_seat(table), *table.seats) if s not in named), seat)
        notes.append(f"the teller is not seated: taking {seat} for 'I', as the {name}")
        return seat
    seat = _first_person_seat(table)
    # "A few tricks in, ...": the article opening a sentence, no seat (unless a verb follows)
    articles = [m.start() for m in re.finditer(r"(?:^|[.!?;]\s+)A\s+([a-z]+)", whole) if not is_verb(m.group(1))]
    told = [
        m
        for m in re.finditer(rf"\b{SEAT_NAME}\b(?!'s|’s)", whole)
        if not (m.group(1) == "A" and _opens(whole, m, articles))
    ]
    named = {FULL_NAMES.get(m.group(1), m.group(1)) for m in told}
    if not named & {"Y", "B", "Z"}:
        named.discard("A")  # "A kibitzer behind me said": the article, where no other letter is a seat
    if seat in named and table.partner(seat) not in named:
        # "'Having no diamonds, partner?' I asked, when South threw a club": South is told of,
        # not telling; the teller is taken at his partner's seat
        seat = table.partner(seat)
    notes.append(f"the teller is not seated: taking {seat} for 'I'")
    return seat


def _opens(text: str, seat: re.Match[str], articles: list[int]) -> bool:
    """Whether the "A" matched is one of the sentence-opening articles found."""
    return any(a <= seat.start() <= a + 3 for a in articles)


def _first_person_seat(table: Table) -> str:
    """The seat the printed cases give a teller who names none: A (or S)."""
    return "A" if "A" in table.seats else "S" if "S" in table.seats else table.seats[0]


# The teller's own role, when he gives no seat: the dealer or declarer (Z), or the dummy (Y).
# ("I was playing with Dummy": his partner, the declarer's seat; "I began to deal", "I shuffled
# them again before dealing": the dealer)
_TELLERS_ROLE = re.compile(
    r"\b(?:I|i)(?:'m|’m| am| was| had been)? "
    r"(?:(?:just |the |one )*(dealt|dealing|dealer|declarer|declaring|playing with (?:the |a )?(?i:dummy)"
    r"|(?:began|started|begun) (?:to deal|dealing)|playing (?i:dummy)(?:'s|’s) hand)|(?:the )?(dummy))\b"
    r"|\bI (?:[a-z]+ ){1,6}?before (?:I )?(?:began |started )?(dealing|to deal|dealt)\b"
    # "Playing with Dummy, I let a card fall": the participle fronted
    r"|(?:^|(?<=[.;!?]\s))(?i:(playing) with (?:the |a |my )?dummy(?: as (?:my |a )?partner)?), I\b"
    # "I led from my own hand when the lead was in dummy": only the declarer has two hands
    r"|\bI (?:[a-z]+ ){0,2}?(led) (?:a card |the \w+ of \w+ )?from (?:my own hand|(?i:dummy)|the table)\b"
    # "As dealer I bid one spade", "I, the declarer, claimed the rest"
    r"|\b(?i:as) (?:the )?(dealer|declarer),? I\b|\bI, (?:the |as )?(dealer|declarer),"
    # "I played four hearts", "I was playing the hand", "I got the final bid at three clubs"
    r"|\bI (?:was )?(play(?:ed|ing)) (?:the hand|(?:one|two|three|four|five|six|seven) "
    r"(?:no[ -]trumps?|spades?|hearts?|diamonds?|clubs?|royals?))\b|\bI (?:got|won) the (?:final )?(bid)\b"
    # "Halfway through my deal A broke in": the deal under way is the teller's
    r"|\b(?i:through|during|in the middle of) my (deal)(?:ing)?\b"
    # "It was my deal and, to my shame, I turned every card face up"
    r"|\b(?i:it) was my (deal)\b"
    # "Dealing a double dummy hand, I turned the ten face up": the participle fronted
    r"|(?:^|(?<=[.;!?]\s))(?i:(dealing))\b[^.;,]{0,40},? I\b"
)


def teller_deals(
    code: n.CompiledCode, facts: dict[tuple[str, tuple[str, ...]], Fact], notes: list[str], me: str | None
) -> None:
    """ "As I gave the pack to be cut I let the bottom card show": the teller seated as the dealer
    by what he did is the dealer, for the laws that ask who dealt."""
    decl = code.facts.get("dealer")
    dealt = any(f.pred == "dealer" and f.value for f in facts.values())
    seated = f"the teller is not seated: taking {me} for 'I', the dealer"
    if decl is None or me is None or dealt or not any(note.startswith(seated) for note in notes):
        return
    facts[("dealer", (me,))] = Fact("dealer", (me,), True, "the teller, who dealt", decl.params)

"""People told by name: "Mrs Hale, who was eldest hand, counted fourteen cards"; "Kettering
(Z) declarer, Lowe (Y) dummy"; "Played double dummy with Hartley after supper". Before the
reader places seats (`persons`), each player named is put where the telling seats him, and
his name is told thereafter as that seat or role, so "Pike says he will take a card from her"
reads as the dealer's saying it. A name the telling seats nowhere takes the seat the printed
cases give what he does ("Hughes dealt": the dealer; "Jones, playing with Dummy,": Dummy's
partner), else a seat no one else holds (the teller's adversaries first, as one tells of "the
others"); a person only watching or waiting to come in is not at the table and keeps his name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .sentences import FULL_NAMES, SEAT, is_verb, quoted_spans
from .table import Table, usual_declarer

_TITLE = (
    r"(?:Mr|Mrs|Messrs|Miss|Ms|Mme|Madame|Master|Major|Colonel|Col|Captain|Capt|Dr|Doctor|Professor|Prof"
    r"|General|Gen|Judge|Lady|Lord|Sir|Rev|Canon|Dean|Admiral|Commander|Lieutenant|Lt|Sergeant|Aunt|Uncle|Cousin"
    r"|Old|Young|Little|Poor|Dear|Grandpa|Granny|Grandma|Gran)"
)
_WORD = r"[A-Z][a-z]+(?:[-'’][A-Z]?[a-z]+)?"
# a name: an optional title, then one or two capitalised words ("Mr. Hale", "Colonel Ames", "Henry")
_KIN = r"(?:Grandpa|Granny|Grandma|Gran)"
# ... or a title and an initial ("Mrs. K.", "Mr R.": a committee's discretion), no seat's letter
_INITIAL = rf"\b{_TITLE}\.?\s+[CDFGHJKLMOPQRTUVX](?=\.)"
NAME = re.compile(
    rf"{_INITIAL}|\b(?:{_TITLE}\.?\s+){{0,2}}{_WORD}(?:\s+(?!{SEAT}\b){_WORD})?\b|\b{_KIN}\b(?!\.?\s+[A-Z])"
)

# Capitalised words that are not people: seats, days, suits, games, forms of address.
_NOT_NAMES = frozenset(
    """I A B Y Z N E S W North East South West Dummy Declarer Dealer Sir Sirs Madam Dear Gentlemen Editor Committee
    Secretary League Club Law Laws Case Cases Rule Rules Monday Tuesday Wednesday Thursday Friday Saturday
    Sunday January February March April May June July August September October November December Christmas
    Easter English American Boston Solo Cayenne Misère Misere Whist Bridge Auction Duplicate Mnemonic Hogarth
    Royal Royals Lilies Grand Slam Spade Spades Heart Hearts Diamond Diamonds Clubs Trump Trumps No Yes Ace King
    Queen Knave Jack Partner Partout Yours Messrs Table Tray Board Rubber Game Score God Lord Heavens Ok OK Note
    Query Question Answer Ruling Decision Incident Complaint Appeal Re Hand Deal PS Thanks Please Sorry Well Oh
    Ah Now Then Look Wait Hold Stop Right Wrong Good Bad Fine True Never Mind Nobody Everyone Everybody Someone
    Somebody Anyone Nothing Everything Nullo Abondance Abundance Proposal Acceptance Trick Tricks Overplay
    Secretary's Cards Card Pack Double Redouble Pass Bid The He She It They We His Her Their Its Our My Your You
    This That These Those There Here When Whenever After Before While If But And Or So As At In On Of For With
    By From To Into Upon Since Until Till What Who Whom Whose Which Where Why How Was Were Is Are Had Has Have
    Did Does Do Having Being Not Only Also Just Still Later Earlier Afterwards Eventually Meanwhile First Second
    Third Fourth Fifth Last Next One Two Three Four Five Six Seven Eight Nine Ten Each Both Neither Either All
    Some Any None Every Another Mine Ours Theirs Hers Him Me Us Them Myself Himself Herself Ourselves Whereupon
    Instead Playing Dealing Holding Seeing Thinking Cutting Sorting Shuffling Leading Can Could Would Should
    Shall Will Might Must Let Say Said Told Asked Surely Perhaps Maybe Course Bidder Caller Leader Eldest Pone
    Proposer Acceptor Player Players Opponent Opponents Adversary Adversaries Defender Defenders Dealer's
    Declarer's Dummy's Partner's Teller Arbitrator Referee Umpire Captain Host Hostess
    Revoke Revokes Renounce Misdeal Misdeals Penalty Penalties Honours Honors Points Lead Leads Claim Claims
    Cut Hands Deals Bids Bidding Play Exposure Error Mistake Objection Everyone's Lowest Highest Lower Higher
    False Code Codes""".split()
)
# After these a capitalised word is a place or a club, not a player: "at the Portland", "in Baltimore".
# "To" so only after going: "cut to Harold", "said to Jones" tell a player ("went to Bath" a place).
_PLACE_BEFORE = re.compile(
    r"(?:\b(?:at|in|from|near|of|(?:went|go|going|gone|came|come|moved|travelled|traveled|back)\s+to)"
    r"\s+(?:the\s+|old\s+)?|\bthe\s+)$",
    re.I,
)
# A person at the table's edge, not in the game: the onlooker keeps his name.
_NOT_PLAYING = re.compile(
    r"\b(?:watch\w*|look(?:ing|ed)\s+on|onlooker|bystander|spectator|kibitz\w*|looking\s+over|"
    r"arriv\w*|came\s+(?:in|up|over|across)|come\s+in|cut\s+in|wander\w*|strolled|walked\s+in|waiting|"
    r"sitting\s+out|sat\s+out|cut\s+out|stood\s+out|standing\s+by|take\s+a\s+hand|(?:wish|want|like)\w*\s+to\s+play|writes|wrote|"
    r"left\s+(?:our|the)\s+table|belong)\b",
    re.I,
)
_ROLE = (
    r"(?:the\s+|our\s+|my\s+|their\s+|his\s+|her\s+)?(?:dealer|declarer|dummy|eldest\s+hand|leader|bidder|caller|"
    r"single\s+player|pone|second\s+hand|third\s+hand|fourth\s+hand|dealer's\s+partner|"
    r"partner|left-hand\s+(?:opponent|adversary)|right-hand\s+(?:opponent|adversary))"
)
# "Kettering (Z)", "Mrs. Crane (A)", "Gale dealt (Z)", "Mrs Young (Y)"
# ... "Miss Oakes (East, defending against South's four spades)": the seat, then what she did
_SEATED_PAREN = re.compile(rf"\s*\(\s*(?:sitting\s+|at\s+|seat\s+)?({SEAT})\s*(?:[,;:]\s*[^()]*)?\)")
# The words that seat a name: "Mr Royle, who sat A", "Mrs. Hale, sitting West", "Colonel Ames,
# who sits as A", "Mr. Crane, holding Y with his dummy at Z" (at double dummy, a hand held is a seat)
_SEATING = (
    r"who\s+(?:sat|sits|was\s+sitting|was|is|played|plays)\s+(?:as\s+|at\s+|in\s+)?"
    r"|(?:sitting|holding)\s+(?:at\s+|in\s+)?|seated\s+(?:at\s+|in\s+)?"
    # "Mrs. Dane from the West seat", "Mr. Oakes, dealing from the South chair"
    r"|(?:(?:dealing|playing|sitting|speaking)\s+)?(?:from|in)\s+the\s+(?=\w+\s+(?:seat|chair)\b)"
)
# ... or "Mr. Kemp, West, proposed" (not a list of seats: "Kemp, West, North and South")
_SEAT_APPOSED = re.compile(rf",\s*({SEAT}),(?!\s*(?:and|or|{SEAT})\b)")
# ... or "Price at B"
_SEATED_WORDS = re.compile(rf",?\s*(?:{_SEATING}|at\s+|as\s+)({SEAT})\b(?!'s|’s)")
# ... or "Mr. Kerr, the caller at A," (a role, and the seat it is played from)
_ROLE_AT = re.compile(rf",\s*(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:at|in|sitting)\s+({SEAT})\b(?!'s|’s)")
# "Major Pike, the dealer," / "Mrs Hale, who was eldest hand," / "Pemberton, sitting on my right,"
# ... or "Voss, on Dorr's left," (on another named player's left)
_ROLE_TOLD = rf"(?:{_ROLE}|on\s+(?:my|his|her|(?:the\s+)?[A-Za-z]+['’]s)\s+(?:left|right))"
_APPOSED = (
    rf",\s*(?:who\s+(?:was|is)\s+(?:the\s+)?|sitting\s+|seated\s+)?({_ROLE_TOLD})\s*(?=[,)]|\s+(?:and|who)\b)"
    r"|\s+(?:sitting\s+|seated\s+)?(on\s+(?:my|his|her)\s+(?:left|right))\b"  # "cut by Mr Fenn on his right"
)
_ROLE_AFTER = re.compile(_APPOSED, re.I)
# "the dealer, Major Pike," / "my partner Lacey" / "our dealer, Mrs. Harlan,"
_ROLE_BEFORE = re.compile(rf"\b({_ROLE}),?\s+$", re.I)


@dataclass(frozen=True)
class Named:
    """A name and what the telling says of it thereafter: a seat letter or a role."""

    name: str
    said_as: str
    seated: bool  # told where he sits, not given a seat by the reader


# Someone told by what he is, not by name, doing what a player does: "Our guest from England
# dealt the hand one card at a time", "the new member led".
_DESCRIBED = re.compile(
    # "New man at our Boston table dealt": told without the article, the adjective says it
    r"(?:\b(?:[Oo]ur|[Tt]he|[Aa])\s+(?:(?:new|newest|young|youngest|old|oldest|visiting)\s+)?|(?:^|(?<=[.!?]\s))New\s+)"
    r"(?:member|guest|visitor|newcomer|stranger|beginner|novice|learner|recruit|host|hostess"
    r"|(?<=[Nn]ew\s)(?:man|woman|fellow|chap|lady|gentleman|player))(?:\s+from\s+[A-Z][a-z]+)?"
    r"(?:\s+(?:at|of|in)\s+(?:our|the|this)\s+(?:[A-Z][a-z]+\s+)?(?:table|club|rubber|game))?"
    # "Our new member, dealing for the first time, gave the cards out": the verb after the aside
    r"(?=(?:,\s+[a-z][^,.;:!?\"“]{0,60},)?\s+(?:had\s+|then\s+|just\s+|simply\s+)?([a-z]+)\b)"
)


def people(text: str) -> list[str]:
    """The names of people in a telling, in the order first told (not the words in speech);
    and those told by what they are, doing what a player does ("our guest dealt")."""
    quoted = quoted_spans(text)
    found: dict[str, None] = {}
    for m in _DESCRIBED.finditer(text):
        if is_verb(m.group(1)) and not any(a <= m.start() < b for a, b in quoted):
            found.setdefault(m.group(0), None)
    for m in NAME.finditer(text):
        if any(a <= m.start() < b for a, b in quoted):
            continue
        name = re.sub(r"['’]s$", "", m.group(0))  # "Grandpa's hand": Grandpa
        first, _, rest = name.partition(" ")
        start = m.start()
        if rest and first in _NOT_NAMES:  # "So Grandpa (W)": the name is the second word
            name, start = rest, m.start() + len(first) + 1
        if re.fullmatch(r"[A-Z][a-z]*['’](?:d|ll|ve|re|m|t)", name) and re.split("['’]", name)[0] in _NOT_NAMES:
            continue  # "He'd played to four tricks": the pronoun, contracted
        head = re.sub(rf"^(?:{_TITLE}\.?\s+)+", "", name)
        if re.fullmatch(_TITLE, head) and not re.fullmatch(_KIN, head):
            continue  # "Mr Z": the seat, told politely; "Little did he know"
        titled = head != name or re.fullmatch(_KIN, name) is not None
        words = re.split(r"[\s\-]+", name)
        common = re.fullmatch(SEAT, head) or any(w in _NOT_NAMES for w in words)
        if common and (not titled or re.fullmatch(SEAT, head) or head in _NOT_NAMES):
            continue  # "North-South", "Dear Sir"; but "Captain Ross" is a man
        if not titled and _PLACE_BEFORE.search(text[:start]):
            continue
        opening = _opening(text, start)
        # a sentence's first word is a name only where the telling shows it is one
        if opening and not titled and not _named_again(text, head, m.end()) and not _told_seat(text, m.end()):
            continue
        if head.endswith(("s’", "s'")) or (head.endswith("s") and re.search(r"\bthe\s+$", text[:start])):
            continue  # "the Careys": a family, not a player
        if any(head == known.split()[-1] for known in found):
            continue  # "Major Pike ... Pike says": the same man, by his surname
        found.setdefault(name, None)
    return list(found)


def _named_again(text: str, name: str, after: int) -> bool:
    """Whether a name told first at a sentence's opening is told again within one."""
    return any(not _opening(text, m.start()) for m in re.finditer(rf"\b{re.escape(name)}\b", text[after:]))


def _opening(text: str, at: int) -> bool:
    return re.search(r"(?:^|[.!?:;]\s+|[\"“‘(—–-]\s*|\n)$", text[:at]) is not None


def _told_seat(text: str, after: int) -> bool:
    rest = text[after:]
    return any(p.match(rest) for p in (_SEATED_PAREN, _ROLE_AFTER, _PERSON_APPOSED, _ACTS_NEXT))


# A sentence's first word that is a name, as a word of the language is not: one doing a
# player's act ("Hughes dealt without having the pack cut"; the words that open a sentence so
# are in `_NOT_NAMES`: "Nobody led", "Partner passed"), or one set apart by what he does or who
# he is ("Jones, playing with Dummy, let three cards fall", "Harris, who sat South,").
_ACTS_NEXT = re.compile(
    r"\s+(?:had\s+|then\s+|just\s+|also\s+)?(?:dealt|led|revoked|renounced|reneged|shuffled|trumped|ruffed|doubled"
    r"|redoubled|discarded|misdealt|cut|fumbled|exposed|dropped|counted|claimed|objected|insisted"
    r"|pulled|drew|detached|picked|played|threw|laid|turned|took|showed)\b"
    r"|\s+had\s+(?:the\s+)?(?:pack|cards|deal)\b"  # "Tom had the pack properly cut to him"
)
_PERSON_APPOSED = re.compile(
    r",\s+(?:who\s+(?:was|is|had|sat|sits|plays|played)\b|(?:playing|sitting|seated|partnering)\s)"
)
# A name whose seat the telling leaves to the cases' seating: he who dealt is the dealer, he who
# plays with Dummy is Dummy's partner.
_DEALT_NEXT = re.compile(
    r"\s+(?:had\s+|then\s+|just\s+)?(?:dealt|misdealt)\b"
    r"|['’]s\s+deal\b"  # "Hale cut for Dorr's deal", "It was Mrs Kay's deal"
    r"|\s+had\s+(?:the\s+)?(?:pack|cards)\s+(?:\w+\s+)?cut\b"  # "Tom had the pack properly cut": he deals
    r"|,\s*who\s+(?:had\s+)?(?:dealt|was\s+dealing)\b"  # "Mrs Aske, who had dealt,"
    r"|,\s*dealing\b"  # "Our new member, dealing for the first time,"
)
# "Dealing the third round, Mr. Pratt slipped ...": the fronted participle seats him dealing.
_DEALING_BEFORE = re.compile(r"(?:^|[.!?]\s+)Dealing\b[^.!?,;:]*,\s*$")
# "The pack had been cut to Harold": the pack is cut to the dealer.
_CUT_TO = re.compile(r"\b(?:cut|cutting)\s+(?:it\s+|them\s+)?(?:(?:in\s+)?the\s+usual\s+way\s+)?to\s+$", re.I)
_WITH_THE_DUMMY = "Dummy's partner"
_WITH_DUMMY = re.compile(r",?\s*(?:who\s+(?:was|is)\s+)?(?:playing|partnering)\s+(?:with\s+)?(?:the\s+)?dummy\b", re.I)


def place(text: str, table: Table, narrator: str | None, mute: str | None = None) -> tuple[str, list[Named]]:
    """The telling with each player's name told as his seat or role, and who is who; the
    teller, if the telling has one, sits at `narrator`. `mute` is a seat a name takes only
    when no other is free: Dummy's, at Dummy whist, who neither speaks nor plays a card."""
    names = people(text)
    if not names:
        return text, []
    placed: list[Named] = []
    used = set(re.findall(rf"\b({SEAT})\b", text))
    used = {FULL_NAMES.get(s, s) for s in used}
    playing = [n for n in names if not _onlooker(text, n)]
    partners = _partnered(text, playing)
    for name in playing:
        said_as, seated = _where(text, name)
        if said_as is None:
            continue
        if said_as == _WITH_THE_DUMMY:
            said_as = usual_declarer(table)  # "Jones, playing with Dummy,": opposite Dummy, where the cases seat him
        placed.append(Named(name, said_as, seated))
        if len(said_as) == 1:
            used.add(said_as)
    # the rest sit where no one else does: the teller's adversaries first, then his partner;
    # with no teller, round the table from the first seat
    seats = table.seats
    if narrator:
        used.add(narrator)
        order = [table.left(narrator), table.right(narrator), table.partner(narrator)]
    else:
        order = list(seats)
    free = [s for s in order if s not in used]
    if mute in free:
        # "At dummy, Mr Bell said 'I have the rest'": the one who speaks is not Dummy
        free.remove(mute)
        free.append(mute)
    done = {p.name for p in placed}
    for name in playing:
        # "Mrs Carew and I stood at four": the teller's side, so his partner
        if narrator and name not in done and _we_two(name).search(text) and table.partner(narrator) in free:
            free.remove(table.partner(narrator))
            placed.append(Named(name, table.partner(narrator), False))
            done.add(name)
    for name in playing:
        if name in done or not free:
            continue
        mate = partners.get(name)
        seat = free.pop(0)
        if mate in done:
            partner_seat = next(p.said_as for p in placed if p.name == mate)
            if len(partner_seat) == 1 and partner_seat in seats:
                opposite = table.partner(partner_seat)
                if opposite in free:
                    free.remove(opposite)
                    free.insert(0, seat)
                    seat = opposite
        placed.append(Named(name, seat, False))
        done.add(name)
    return _told_as(text, placed), placed


def _we_two(name: str) -> re.Pattern[str]:
    """ "Mrs Carew and I stood at four", "between Mrs Carew and me we held": what a side holds or
    scores, told by the teller of himself and one other, who is his partner."""
    return re.compile(
        rf"\b(?:{re.escape(name)}\s+and\s+I|I\s+and\s+{re.escape(name)})\s+"
        r"(?:stood|were|held|had|won|scored|made|needed|reached|claimed|marked|went)\b"
    )


def _onlooker(text: str, name: str) -> bool:
    """Whether a person named is out of the game: watching, waiting, arriving, writing (as the
    sentence first naming him tells)."""
    m = re.search(rf"\b{re.escape(name)}\b", text)
    if m is None:
        return False
    ends = [e.end() for e in _SENTENCE_END.finditer(text)]
    begin = max((e for e in ends if e <= m.start()), default=0)
    end = min((e for e in ends if e > m.end()), default=len(text))
    # the clause naming him: "Mr Ellis, who had been watching, said ..., but Grey wouldn't have
    # him decide it": Ellis watches, Grey plays
    at = m.start() - begin
    clauses = list(_BUT.finditer(text[begin:end]))
    start = max((c.end() for c in clauses if c.end() <= at), default=0)
    stop = min((c.start() for c in clauses if c.start() > at), default=end - begin)
    sentence = text[begin:end][start:stop]
    if re.search(r"\bturn to (?:go out|leave|cut out)\b", sentence, re.I):
        return False  # "Mrs. Hart left the table when it was not her turn to go out": a player quitting
    return _NOT_PLAYING.search(sentence) is not None


_BUT = re.compile(r",?\s+\b(?:but|whereas|while)\s+(?=[A-Z])")


_SENTENCE_END = re.compile(r"(?<!\bMr)(?<!\bMrs)(?<!\bDr)(?<!\bSt)(?<!\bCol)(?<!\bCapt)(?<!\bMs)[.!?;]\s+")


def _partnered(text: str, names: list[str]) -> dict[str, str]:
    """ "Jones and Smith were partners against ...", "Gale and his partner Frost": who sits with whom."""
    out: dict[str, str] = {}
    for a in names:
        for b in names:
            pair = rf"\b{re.escape(a)}\s+and\s+{re.escape(b)}\s+(?:were|played\s+as|as)\s+partners\b"
            if a != b and re.search(pair, text):
                out[a], out[b] = b, a
    return out


def _where(text: str, name: str) -> tuple[str | None, bool]:
    """The seat or role the telling gives a name, where it gives one."""
    for m in re.finditer(rf"\b{re.escape(name)}\b", text):
        rest, before = text[m.end() :], text[: m.start()]
        seat = (
            _SEATED_PAREN.match(rest) or _SEATED_WORDS.match(rest) or _SEAT_APPOSED.match(rest) or _ROLE_AT.match(rest)
        )
        if seat:
            return FULL_NAMES.get(seat.group(1), seat.group(1)), True
        before_seat = re.search(rf"\b({SEAT})\s*[,(]\s*$", before)
        if before_seat and not re.search(r"\b(?:and|to|with|from)\s+\S+\s*[,(]\s*$", before):
            return FULL_NAMES.get(before_seat.group(1), before_seat.group(1)), True
        role = _ROLE_AFTER.match(rest)
        if role:
            return _as_role(role.group(1) or role.group(2)), True
        if _WITH_DUMMY.match(rest):
            return _WITH_THE_DUMMY, True
        dealing = _DEALT_NEXT.match(rest) or _CUT_TO.search(before) or _DEALING_BEFORE.search(before)
        if dealing and not _PLACE_BEFORE.search(before):
            return "the dealer", True  # "Hughes dealt": the dealer, where the cases seat him
        role = _ROLE_BEFORE.search(before)
        if role and not re.search(r"\b(?:at|playing)\s+$", before[: role.start()], re.I):
            # "At dummy, Mr Bell said": the game played, not his role
            return _as_role(role.group(1)), True
        # "Mrs. Allard was playing Dummy's hand (West) and her own from the East chair": her
        # chair, told later in her sentence
        chair = _HER_CHAIR.match(rest)
        if chair:
            return FULL_NAMES[chair.group(1)], True
    return None, False


_HER_CHAIR = re.compile(
    r"[^.;!?\"“]*?\b(?:his|her)\s+own\s+(?:hand\s+|cards\s+)?(?:from|in|at)\s+the\s+(North|East|South|West)\s+(?:seat|chair)\b"
)


def _as_role(told: str) -> str:
    told = re.sub(r"^(?:our|their)\s+", "the ", told.strip(), flags=re.I)
    told = told[:1].lower() + told[1:]  # "The dealer, Major Pike,": the role, wherever told again
    if re.match(r"on\s", told, re.I):
        return "the player " + told
    if not re.match(r"(?:the|my|his|her)\s", told, re.I):
        return "the " + told
    return told


def _told_as(text: str, placed: list[Named]) -> str:
    """The telling with each name told as its seat or role: "Kettering (Z) declarer" reads
    "Z declarer"; "The dealer, Major Pike, says" reads "The dealer says"; "Pike's" reads
    "the dealer's"."""
    for person in placed:
        name = re.escape(person.name)
        seat = person.said_as
        if len(seat) == 1:
            told = rf"\b{name}\s*\(\s*(?:sitting\s+|at\s+|seat\s+)?(?:{seat}|{_full(seat)})\s*"
            text = re.sub(told + r"\)", seat, text)  # "Mr. Crane (North)": N
            # "Miss Oakes (East, defending against South's four spades)": E, defending against ...,
            text = re.sub(told + r"[,;:]\s*([^()]*)\)", rf"{seat}, \1,", text)
            # "Mr. Lane, sitting B and dealing, gave it another shuffle": B, dealing, gave
            seated = rf"\b{name}\b,?\s*(?:{_SEATING})(?:{seat}|{_full(seat)})"
            text = re.sub(seated + r"\s+and\s+(dealing|declaring)\b", rf"{seat}, \1", text)
            text = re.sub(seated + r"\b(?:\s+(?:seat|chair)\b)?", seat, text)
            text = re.sub(rf"\b(?:{seat}|{_full(seat)})\s*[,(]\s*{name}\b\s*[,)]?", seat, text)
        else:
            role = re.escape(seat.split(" ", 1)[-1])
            # "his own partner Nora's one no-trump": his own partner's
            text = re.sub(
                rf"(\b(?:the|our|my|their|his|her)(?:\s+own)?\s+{role}),?\s+{name}\b((?:'|’)s)?(?:\s*,)?",
                r"\1\2",
                text,
                flags=re.I,
            )
            text = re.sub(rf"\b{name}(?:{_APPOSED})(?(1),?)", seat, text, flags=re.I)
        text = re.sub(rf"\b(?:{_TITLE}\.?\s+)?{name}\b", seat, text) if " " not in person.name else text
        if re.search(r"\s[A-Z]$", person.name):  # "Mrs. K.": the initial's stop goes with it
            text = re.sub(rf"\b{name}\.", seat, text)
        text = re.sub(rf"\b{name}\b", seat, text)
        surname = person.name.split()[-1]
        if surname != person.name and surname not in _NOT_NAMES and len(surname) > 1:
            text = re.sub(rf"\b(?:{_TITLE}\.?\s+)?{re.escape(surname)}\b", seat, text)
    for person in placed:  # a name in another's role: "Voss, on Dorr's left," told after Dorr was
        text = re.sub(rf"\b{re.escape(person.name)}\b", person.said_as, text)
    return text[:1].upper() + text[1:]


def _full(seat: str) -> str:
    return next((name for name, letter in FULL_NAMES.items() if letter == seat), seat)

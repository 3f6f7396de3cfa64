"""Phrases: how the vocabulary's `say` and `deny` strings match words of an incident.

Words are folded the same way on both sides: tense and person to one form ("leads",
"has led", "led"), fillers dropped ("had", "the", "immediately"), negations taken out
and counted. A phrase compiles to a regex over the folded words; `[a|b]` is optional,
`(a|b)` a choice, `{player}` a seat, and a role word ("dummy") the word or that role's seat.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Mapping
from typing import cast

from . import nodes as n
from .ruling import Fact
from .table import PAIRS
from .words import FILLER, HAVING, HELD, NEGATORS, NUMBERS, ORDINAL_OF, VERB_FORMS, Token, fold, split_words

# A phrase parsed: a sequence of words, seat slots `{name}`, optional groups `[a|b]` and
# choice groups `(a|b)`, whose alternatives are sequences again (groups may nest).
Element = tuple[str, object]  # ("word", str) | ("slot", str) | ("opt" | "choice", list[Sequence])
Sequence = list[Element]


_TRICK_NUMBERED = re.compile(r"\btrick \(((?:\w+\|)*\w+)\)")


def _trick_by_ordinal(m: re.Match[str]) -> str:
    """ "trick (two|three|4)": "[the] (second|third|fourth) trick", as the telling is written out."""
    numbers = m.group(1).split("|")
    if not all(n in ORDINAL_OF for n in numbers):
        return m.group(0)
    return "[the] (" + "|".join(dict.fromkeys(ORDINAL_OF[n] for n in numbers)) + ") trick"


def _prepare(phrase: str) -> str:
    # A trick told by its number is written out as its ordinal ("at trick three": "at the third
    # trick", `shorthand`): so is a phrase's.
    phrase = _TRICK_NUMBERED.sub(_trick_by_ordinal, phrase)
    # The reader turns "his partner", "he" into seats before matching: so must the phrase; his
    # partner is a seat of the other seat's side (`{mate}`), "he" any seat.
    phrase = re.sub(r"\b(?:his|her) partner\b", "{mate}", phrase)
    phrase = re.sub(r"\bthe partner\b|\b(?:he|him)\b", "{_}", phrase)
    return re.sub(r"\b(\w+)\[(\w+)\]", r"(\1|\1\2)", phrase)  # "heart[s]": heart or hearts


@functools.cache
def phrase_words(token: str) -> tuple[str, ...]:
    # Phrases share most of their words: each is split and folded once per process.
    return tuple(w for w in (fold(w) for w, _ in split_words(token)) if w != "'s")


@functools.cache
def parse_phrase(phrase: str) -> tuple[Element, ...]:
    """The phrase as elements; a malformed one ("[a (b]") raises ValueError."""
    tokens = re.findall(r"\{[a-z_]+\}|[\[\]()|]|[^\s\[\](){}|]+", _prepare(phrase))
    pos = 0

    def sequence(closers: str, before: Sequence | None = None) -> Sequence:
        nonlocal pos
        out: Sequence = []
        while pos < len(tokens) and tokens[pos] not in closers:
            tok = tokens[pos]
            pos += 1
            if tok.startswith("{"):
                out.append(("slot", tok[1:-1]))
            elif tok in "[(":
                close = "]" if tok == "[" else ")"
                alts = [sequence("|" + close, out or before or [])]  # "two [no trump|hearts]"
                while pos < len(tokens) and tokens[pos] == "|":
                    pos += 1
                    alts.append(sequence("|" + close, out or before or []))
                if pos >= len(tokens) or tokens[pos] != close:
                    raise ValueError(f"unclosed {tok!r}")
                pos += 1
                out.append(("opt" if tok == "[" else "choice", alts))
            elif tok in "])|":
                raise ValueError(f"unexpected {tok!r}")
            elif tok == "no" and _declares(out or before or []) and _trump_next(tokens, pos):
                out.append(("word", NO_TRUMP))  # "(one|two) no trump[s]": the declaration, as the reader takes it
            else:
                out.extend(("word", w) for w in phrase_words(tok))
        return out

    elements = sequence("")
    if pos != len(tokens):
        raise ValueError(f"unexpected {tokens[pos]!r}")
    return tuple(elements)


# Words after which "no trump" is the declaration ("two no trump", "at no trumps", "Z's no
# trump", "bid no trumps"), where "he had no trumps" denies he held one: the "no" of the
# declaration is no negation, in a phrase or in a telling.
BEFORE_NO_TRUMP = frozenset(
    "one two three four five six seven 1 2 3 4 5 6 7 a at the in his her 's declared declare called call "
    "bid bids said went go make made making play playing played doubled redoubled named name names naming".split()
)


# The "no" of "no trumps" named as a declaration: no denial, but no word to skip either ("Z
# played a trump" is no "Z was playing no trumps"). Told and phrased alike.
NO_TRUMP = "nt"


def names_no_trump(before: str, after: str) -> bool:
    """Whether a "no" between these words names the no-trump declaration."""
    return after.startswith("trump") and before in BEFORE_NO_TRUMP  # "no-trump" is one word, never denied


def _trump_next(tokens: list[str], pos: int) -> bool:
    """Whether the phrase's next word, or the first in the group it opens, is "trump"."""
    return any(t.startswith("trump") for t in tokens[pos : pos + 2])


def _trump_next_item(items: Sequence, index: int) -> bool:
    """Whether a phrase element's next is the word "trump(s)": "no trumps" names a call."""
    return index + 1 < len(items) and items[index + 1][0] == "word" and str(items[index + 1][1]).startswith("trump")


def _declares(out: Sequence) -> bool:
    """Whether a phrase's elements so far end in a word after which "no trump" is declared."""
    if not out:
        return False
    kind, value = out[-1]
    if kind == "word":
        return value in BEFORE_NO_TRUMP
    if kind in ("choice", "opt"):
        return all(len(alt) == 1 and alt[0][0] == "word" and alt[0][1] in BEFORE_NO_TRUMP for alt in value)  # type: ignore[attr-defined]
    return False


Skeleton = tuple[tuple[tuple[str, ...], int], ...]


def _most(items: Sequence) -> int:
    """The most words a run of phrase items can match."""
    total = 0
    for kind, value in items:
        if kind in ("opt", "choice"):
            total += max((_most(alt) for alt in cast(list[Sequence], value)), default=0)
        elif kind == "slot" or value in HAVING or (value not in FILLER and value not in NEGATORS):
            total += 1  # ("had" may stand for "held": see held_cards)
    return total


def _walk(items: Sequence) -> list[tuple[tuple[str, ...], int]]:
    """A run of phrase items' skeleton (see `skeleton`)."""
    out: list[tuple[tuple[str, ...], int]] = []
    room = 0
    for kind, value in items:
        if kind == "slot" or (kind == "word" and value not in FILLER and value not in NEGATORS):
            out.append((("#" if kind == "slot" else str(value),), room))
            room = 0
        elif kind == "choice":
            alts = cast(list[Sequence], value)
            firsts = [_walk(alt) for alt in alts]
            if all(firsts):  # every alternative tells a word: one of those first words must be told
                told = tuple(sorted({w for f in firsts for w in f[0][0]}))
                out.append((told, room + max(f[0][1] for f in firsts)))
                room = max(_most(alt) for alt in alts) - 1
                continue
            room += _most([(kind, value)])
        elif kind == "opt" or (kind == "word" and value in HAVING):
            room += _most([(kind, value)])
    return out


@functools.cache
def skeleton(phrase: str) -> Skeleton:
    """What a phrase cannot match without, in order: each item the words (or "#", a seat) one
    of which must be told there, with the most words the phrase's optional and choice groups
    can put between it and the item before. A sentence that does not tell them so is passed
    over before the phrase's regex is ever compiled (compiling is most of the time a cold
    `arbiter rule` spends reading)."""
    return tuple(_walk(list(parse_phrase(phrase))))


def _told(needed: Skeleton, tokens: list[Token], role_words: set[str], gap: int) -> bool:
    """Whether a skeleton is told in `tokens`: each item after the one before, no further
    from it than the phrase's groups (and a loose reading's gaps) allow. A role word may be
    told as the seat the reader put in its place."""
    reach: list[int] | None = None
    for words, room in needed:
        seat = "#" in words or any(w in role_words for w in words)
        here = [i for i, t in enumerate(tokens) if (t.seat and seat) or (not t.seat and t.word in words)]
        if reach is not None:
            span = room + (room + 1) * gap + 1
            here = [i for i in here if any(0 < i - q <= span for q in reach)]
        if not here:
            return False
        reach = here
    return True


# A loose gap never passes a word that opens a clause, an infinitive or a comparison
# ("reminded A to score" is not "A scored"; "more than four" is not "four"), nor a word told
# as a verb ("B claimed a revoke" is not "B revoked"): both are marked "\x01" in the text
# matched, so the gap is a plain run of unmarked words and the regex stays small.
CLAUSE_WORDS = frozenset(
    "and but or while whilst when before after until though although because who which that to than "
    "more less fewer".split()
    # ... nor a modal: "dummy should have dealt" is not "dummy dealt"
    + "should would could might must ought".split()
)


def _opens_clause(kind: str, value: object) -> bool:
    """ "when", "(when|while)": a word or choice that opens a clause."""
    if kind == "choice":
        return all(bool(alt) and alt[-1][0] == "word" and alt[-1][1] in CLAUSE_WORDS for alt in value)  # type: ignore[attr-defined]
    return kind == "word" and value in CLAUSE_WORDS


def _filler_only(alt: Sequence) -> bool:
    return all(kind == "word" and value in FILLER for kind, value in alt)


def _skippable(kind: str, value: object) -> bool:
    """`[a|b]`, a filler, or `(had|was)`: what a match may do without."""
    if kind == "word":
        return value in FILLER
    return kind == "opt" or (kind == "choice" and any(_filler_only(alt) for alt in value))  # type: ignore[attr-defined]


def _verb_next(items: Sequence) -> bool:
    """Whether the phrase goes on with a verb ("{player} [had] led"), optional words aside."""
    for kind, value in items:
        if kind in ("opt", "choice"):
            told = [alt for alt in value if not _filler_only(alt)]  # type: ignore[attr-defined]
            starts_verb = bool(told) and all(alt[0][0] == "word" and alt[0][1] in VERB_FORMS for alt in told)
            if starts_verb or not _skippable(kind, value):
                return starts_verb
            continue
        if not _skippable(kind, value):
            return kind == "word" and value in VERB_FORMS
    return False


# Turns at the table, said with the same word as the act: "E's deal", "my lead", "N's bid".
TURNS = frozenset("deal lead bid call play turn claim double pass cut score revoke".split())
# ... and what a seat owns as he owns a turn: "Z is Y's dummy" is no "Z Y is dummy"
OWNED = TURNS | {"dummy"}
_TURN_WORDS = frozenset(fold(w) for w in OWNED)  # as a phrase's words are folded


def _turn_next(items: Sequence) -> bool:
    """Whether a phrase's possessive slot owns a turn ("{player}'s (lead|turn)"): the next
    word names one, as every alternative of a choice there does."""
    for kind, value in items:
        if kind == "word":
            return value in _TURN_WORDS
        if kind == "choice":
            return all(bool(alt) and alt[0][0] == "word" and alt[0][1] in _TURN_WORDS for alt in value)  # type: ignore[attr-defined]
        if kind != "opt":  # "{_}'s [own] dummy": past the words that may go untold
            return False
    return False


def _denies(alt: Sequence) -> bool:
    """Whether a group's alternative says no by its own words ("no one", "neither of them")."""
    return sum(kind == "word" and value in NEGATORS for kind, value in alt) % 2 == 1


@functools.cache
def compile_phrase(
    phrase: str, roles: tuple[tuple[str, str], ...] = (), gap: int = 0, unsaid: str = ""
) -> tuple[re.Pattern[str], tuple[str, ...], bool, tuple[bool, ...], tuple[bool, ...]]:
    """`"{player} [has|had] led (out of turn|first)"` -> a regex over folded words, its slots,
    whether the phrase is itself negative ("no one else had played"), and for each slot
    whether it is a verb's subject ("{player} dealt": a seat told "E's deal" is not) and
    whether it owns a turn ("{player}'s lead": a seat told "E led" does not).

    Negators are taken out of phrases exactly as out of incidents, so "nobody had not
    played" and "no one else had played" compare like with like; only those outside groups
    make the phrase negative. A role named in a phrase ("led from dummy") matches the word or
    the seat the reader put in its place. The slot named `unsaid` may go untold (see
    `role_tied`).
    """
    elements = parse_phrase(phrase)
    role_of = dict(roles)
    slots: list[str] = []
    count = iter(range(10_000))
    top_words = [str(v) for kind, v in elements if kind == "word"]
    # ... or a required group every one of whose alternatives denies: "(neither|no one) played"
    denying = [v for kind, v in elements if kind == "choice" and all(_denies(alt) for alt in v)]  # type: ignore[attr-defined]
    negative = (sum(w in NEGATORS for w in top_words) + len(denying)) % 2 == 1

    # A loose reading lets a few words stand between the phrase's own ("exposed one of his
    # cards" for "exposed [a] card"), but never a seat or a word that opens another clause.
    skip = rf"(?:[a-z0-9][\w'-]* ){{0,{gap}}}?" if gap else ""

    def word(w: str) -> str:
        if w in HAVING:  # "{player} had two aces": told "had" or "held" (see held_cards)
            return f"(?:\x01?{HELD} )?"
        if w in FILLER or w in NEGATORS:
            return ""
        # A verb or clause word is marked "\x01" in the incident: a phrase's word matches it,
        # a loose gap never passes it.
        if w not in role_of:
            return "\x01?" + re.escape(w) + " " + skip
        # The seat is named by a group "role__<role>__<n>": the match must give that role's seat.
        return f"(?:\x01?{re.escape(w)} |#(?P<role__{role_of[w]}__{next(count)}>[A-Z]) )" + skip

    possessive = [m.group(2) is not None for m in re.finditer(r"\{([a-z_]+)\}('s|’s)?", _prepare(phrase))]
    subjects: list[bool] = []
    owners: list[bool] = []  # "{player}'s lead": the seat must be told owning the turn

    def seq(items: Sequence, nested: bool = False) -> str:
        out, owning, carried = "", False, False
        for index, (kind, value) in enumerate(items):
            # A negator inside a group ("[without (a word|objecting)]") says its no to the
            # phrase's next words, not the fact: the incident's word after it must be negated
            # there too, and is marked as owned (group "own<n>"), not counted against the fact.
            # So does one that ends a group's alternative ("[it] [was not] cut"): its no is
            # said to the item after the group.
            mark = len(out)
            owning, carried = owning or carried, False
            if kind == "word" and nested and value in NEGATORS and not _trump_next_item(items, index):
                owning = True
                continue
            if kind == "word":
                out += word(str(value))
            elif kind == "slot":
                owned = possessive[len(slots)] if len(slots) < len(possessive) else False
                # A subject opens the phrase or a clause in it ("{player} dealt", "when {player}
                # led"); "it was {player} lead" names the seat whose lead it was.
                before = [(k, v) for k, v in items[:index] if not _skippable(k, v)]
                opens = not before or _opens_clause(*before[-1])
                subjects.append(not owned and opens and _verb_next(items[index + 1 :]))
                owners.append(owned and _turn_next(items[index + 1 :]))
                slots.append(str(value))
                seat = rf"#(?P<slot{len(slots)}>[A-Z]) "
                out += (f"(?:{seat})?" if value == unsaid else seat) + skip
            else:
                inner = nested or kind == "opt" or value not in denying
                alts = [seq(alt, inner) for alt in value]  # type: ignore[attr-defined]
                carried = inner and any(
                    alt and alt[-1][0] == "word" and alt[-1][1] in NEGATORS
                    for alt in value  # type: ignore[attr-defined]
                )
                # "(had|has|held)": an alternative of filler words only leaves the group optional.
                optional = kind == "opt" or "" in alts
                alts = [a for a in alts if a]
                if alts:
                    out += "(?:" + "|".join(alts) + ")" + ("?" if optional else "")
            if owning and len(out) > mark:
                out, owning = out[:mark] + f"(?P<own{next(count)}>" + out[mark:] + ")", False
        return out

    regex = re.compile(r"(?:(?<= )|^)" + seq(list(elements)))
    return regex, tuple(slots), negative, tuple(subjects), tuple(owners)


@functools.cache
def role_words(roles: tuple[n.RoleDecl, ...]) -> tuple[tuple[str, str], ...]:
    """Roles said in one word ("dummy", "the dealer"), as (word, role): a phrase's mention of
    one matches the word, or the seat the incident gives that role."""
    out: dict[str, str] = {}
    for role in roles:
        for phrase in role.say:
            words = [fold(w) for w, _ in split_words(phrase) if fold(w) not in FILLER]
            if len(words) == 1:
                out.setdefault(words[0], role.name)
    return tuple(sorted(out.items()))


def _without_seats(needed: Skeleton) -> Skeleton:
    """A skeleton with its seats left out, each seat's room given to the item after it."""
    out: list[tuple[tuple[str, ...], int]] = []
    extra = 0
    for words, room in needed:
        if words == ("#",):
            extra += room + 1
        else:
            out.append((words, room + extra))
            extra = 0
    return tuple(out)


_TIED = re.compile(r"\{(\w+)\}, the ([a-z]+),")


@functools.cache
def role_tied(gloss: str, roles: frozenset[str]) -> tuple[str, str] | None:
    """A fact only the holder of a role can do, as (parameter, role), from its gloss:
    `"{player}, the dealer, left the trump card on the table"`. Told without its seat ("the
    trump card was still lying face up after the second trick"), it is that role's."""
    m = _TIED.match(gloss)
    return (m.group(1), m.group(2)) if m and m.group(2) in roles else None


# A board told by its number: a loose gap never passes it, for the number is no count ("a
# revoke against Z on board 12" is not "Z had twelve")
_PLACES = frozenset(("board", "tray"))
_COUNTS = frozenset(NUMBERS.values())


def _numbered_place(tokens: list[Token], i: int) -> bool:
    return tokens[i].word in _PLACES and i + 1 < len(tokens) and tokens[i + 1].word in _COUNTS


def marked_text(tokens: list[Token]) -> tuple[str, list[int]]:
    """The text a phrase's regex runs over: each word and a space, a seat as "#A", a verb,
    clause word or numbered board marked "\x01"; with each token's offset in it."""
    marks = [
        "#" if t.seat else "\x01" if t.verb or t.word in CLAUSE_WORDS or _numbered_place(tokens, i) else ""
        for i, t in enumerate(tokens)
    ]
    text = "".join(f"{mark}{t.word} " for mark, t in zip(marks, tokens, strict=True))
    starts, pos = [], 0
    for mark, t in zip(marks, tokens, strict=True):
        starts.append(pos)
        pos += len(mark) + len(t.word) + 1
    return text, starts


# An act told with its verb first after "to" or a modal is wanted, meant or asked about,
# not done: "Z wants to call a suit from A", "S said he would call a suit from W", "Can
# East call a suit from North?". After "began to", "had to", "went on to" it was done.
_WISHED = re.compile(
    r"(?<!\bbegan )(?<!\bbegun )(?<!\bstarted )(?<!\bhad )(?<!\bhas )(?<!\bproceeded )(?<!\bon )(?<!\bhappened )"
    r"(?<!\bchose )(?<!\bdecided )(?<!\belected )(?<!\bopted )(?<!\bmanaged )"  # "Y chose to call a suit": he did
    r"\bto\s+$|\b(?:would|could|should|might|may|can|shall|will|must)\s+$|'d\s+$",
    re.I,
)
# ... or asked what to do: "Do I take 100 points or three of their tricks?"
_ASKED_ACT = re.compile(r"^\W*(?:can|could|may|might|should|must|shall|do|does)\s+(?:[\w'-]+,?\s+){1,2}$", re.I)


WISHED = "wished: "  # the source of a match that is an act only wanted or asked about


# "B wants to make Z play his lowest heart", "can they force me to": the act of a seat another
# wants to make him do
_MADE_TO = re.compile(
    r"\b(?:to|would|could|should|might|may|can|shall|will|must)\s+(?:make|let|force|compel|oblige|require|have)\s+$",
    re.I,
)

# ... or asks him to do: "told Z to cut again", "wanted him to play it"
_ASKED_TO = re.compile(
    r"\b(?:asked|asks|told|tells|wanted|wants|begged|requested|invited|urged|ordered|bade)\s+$", re.I
)
_MAY_HE = re.compile(r"^\W*(?:can|could|may|might|should|must|shall)\s+$", re.I)
_SEAT_TO = re.compile(r"[\w'’-]+\s+to\s+\w", re.I)


def unperformed(token: Token, sentence: str) -> bool:
    """Whether a match starting at `token` is an act only wanted or asked about. A claim or a
    demand is made by saying it is wanted: "Y wants to claim a revoke" claims it. A match
    starting at a seat is its act: wanted only when another wants to make him do it."""
    before = sentence[: token.start]
    if token.seat:
        # "A and B asked him to shuffle again": his act, only asked for
        asked = _ASKED_TO.search(before) and _SEAT_TO.match(sentence, token.start)
        # "Can A have the revoke penalty?": what he may do, asked of the arbitrator
        may = _MAY_HE.match(before) and sentence.rstrip().endswith("?")
        return bool(_MADE_TO.search(before) or asked or may)
    if token.word.startswith(("claim", "demand")):
        return False
    wished = _WISHED.search(before)
    if wished and wished.group(0).startswith(("'d", "’d")) and _HAD_DONE.match(sentence, token.start):
        return False  # "We'd cut the cards for the next deal when ...": "had", the act done
    return bool(wished or (_ASKED_ACT.match(before) and sentence.rstrip().endswith("?")))


# after "'d", a word that is a past participle as well as a present ("cut", "put", "let"):
# in a telling of what happened, "'d" there is "had"
# ... or a word that only "had" takes: "we'd only the one pack", "he'd already", "she'd been"
_HAD_DONE = re.compile(
    r"(?:cut|put|let|set|bid|hit|quit|shut|split|spread|thrust|only|already|just|been|got|no|none|nothing|never)\b",
    re.I,
)


def _first_person(at: int, starts: list[int], tokens: list[Token], sentence: str) -> bool:
    """Whether the seat at marked offset `at` (one past its "#") was told as "I", "me" or "my"."""
    token = tokens[starts.index(at - 1)]
    return re.match(r"(?:I|me|my|myself)\b", sentence[token.start :]) is not None


def _owner_cut_off(token: Token, tokens: list[Token], starts: list[int], m: re.Match[str]) -> bool:
    """Whether the match ends on a seat told owning a turn, the turn left out: "Z cut for #A"
    of "Z cut for my deal"."""
    if not token.possessive:
        return False
    i = tokens.index(token)
    return i + 1 < len(tokens) and tokens[i + 1].word in _TURN_WORDS and m.end() <= starts[i + 1]


# Slots that name no parameter: "he" ({_}) and "his partner" ({mate}).
_ANYONE = ("_", "mate")


def _mates(slots: tuple[str, ...], groups: dict[str, str | None]) -> bool:
    """ "{player} cut for his partner": the seat told as his partner is of the same side as
    the seat told nearest before it (or, told first, after it)."""
    told = [(slot, groups[f"slot{k}"]) for k, slot in enumerate(slots, 1) if groups[f"slot{k}"] is not None]
    for i, (slot, seat) in enumerate(told):
        if slot != "mate":
            continue
        others = [s for name, s in reversed(told[:i]) if name != "mate"] + [
            s for name, s in told[i + 1 :] if name != "mate"
        ]
        if others and f"{others[0]}{seat}" not in PAIRS:
            return False
    return True


def match_phrases(
    decl: n.FactDecl,
    tokens: list[Token],
    sentence: str,
    roles: tuple[tuple[str, str], ...] = (),
    bound: dict[str, str] | None = None,
    gap: int = 0,
    needs: Mapping[str, Skeleton] | None = None,
    unsaid: tuple[str, str] | None = None,
    marked: tuple[str, list[int]] | None = None,
) -> tuple[list[Fact], list[tuple[int, int]]]:
    """The fact's phrases found in `tokens`, with the spans they cover. `unsaid` is a
    parameter the telling may leave out and the seat it then takes (see `role_tied`);
    `marked` is `marked_text(tokens)`, where the caller matches every fact in the same tokens."""
    text, starts = marked or marked_text(tokens)
    facts, spans = [], []
    present = {t.word for t in tokens if not t.seat}
    # A fact's own role word stays a word: "Z was the dealer" is what `dealer` is said by.
    roles = tuple((w, r) for w, r in roles if r != decl.name)
    role_words = {w for w, _ in roles}
    told = present | role_words
    bound = bound or {}
    for value, phrases in ((True, decl.say), (False, decl.deny)):
        for phrase in phrases:
            needed = needs[phrase] if needs and phrase in needs else skeleton(phrase)
            if unsaid:
                needed = _without_seats(needed)
            if not all("#" in w or not told.isdisjoint(w) for w, _ in needed):
                continue  # cheap test first: most phrases cannot match this sentence
            if not _told(needed, tokens, role_words, gap):
                continue
            regex, slots, negative, subjects, owners = compile_phrase(phrase, roles, gap, unsaid[0] if unsaid else "")
            for m in regex.finditer(text):
                if m.end() == m.start():
                    continue
                groups = m.groupdict()
                # the token each told slot took ("#A": the "#" is one before the group)
                took = [
                    (k, tokens[starts.index(m.start(f"slot{k}") - 1)])
                    for k in range(1, len(slots) + 1)
                    if groups[f"slot{k}"] is not None
                ]
                if any(subjects[k - 1] and token.possessive for k, token in took):
                    continue  # "it was E's deal" is not "E dealt"
                if any(owners[k - 1] and not token.possessive for k, token in took):
                    continue  # nor is "E led" "E's lead"
                if any(_owner_cut_off(token, tokens, starts, m) for k, token in took if slots[k - 1] in _ANYONE):
                    continue  # "cut for my deal" is not "cut for his partner"
                if tokens[max(i for i, s in enumerate(starts) if s < m.end())].implied:
                    # "Z (playing with Dummy) says": the seat carried to "says" is its subject
                    # only, not the seat "dummy [is] {player}" ends on
                    continue
                if any(
                    seat is not None and bound.get(name.split("__")[1], seat) != seat
                    for name, seat in groups.items()
                    if name.startswith("role__")
                ):
                    continue  # "the dealer" in the phrase, but this seat is not the dealer
                if any(
                    seat is not None
                    and name.split("__")[1] not in bound
                    and _first_person(m.start(name), starts, tokens, sentence)
                    for name, seat in groups.items()
                    if name.startswith("role__")
                ):
                    continue  # no seat holds the role yet, and "I" is the teller: "I trumped" is not "dummy trumped"
                first = max(i for i, s in enumerate(starts) if s <= m.start())
                last = max(i for i, s in enumerate(starts) if s < m.end())
                if tokens[first].believed:
                    continue  # "thinking he had not played": only a phrase that says the belief reads it
                # (the verb that opens the belief counts with it: "East says [he had no hearts]")
                believed = sum(
                    t.believed or (t.verb and k < last and tokens[k + 1].believed)
                    for k, t in enumerate(tokens[first : last + 1], first)
                )
                if believed * 2 > last + 1 - first:
                    continue  # "Y insists they would have made their tricks": his belief, more than told
                # "could not be formed without him": two negations cancel
                owned = {bisect.bisect_right(starts, m.start(g)) - 1 for g, v in groups.items() if g[:3] == "own" and v}
                if not all(tokens[i].negated for i in owned):
                    continue  # "[the game was] not over" is not told by "the game was over"
                told_negated = sum(tokens[i].negated for i in range(first, last + 1) if i not in owned) % 2 == 1
                if negative and not any(t.negated for t in tokens[first : last + 1]):
                    continue  # "{player} has no card" is not read from "Z's cards": a denial must be told
                negated = told_negated != negative
                # "asked him whether he had one" is told; what follows "whether" is not
                doubtful = tokens[first].doubtful
                if not negative and any(
                    slots[k - 1] in _ANYONE and token.negated and token.possessive for k, token in took
                ):
                    continue  # "I led when it was not my lead" is not "it was my lead"
                seats: dict[str, str] = {}
                for k, slot in enumerate(slots, 1):
                    if groups[f"slot{k}"] is not None:
                        seats.setdefault(slot, groups[f"slot{k}"])
                if any(
                    slot not in _ANYONE and groups[f"slot{k}"] not in (None, seats.get(slot))
                    for k, slot in enumerate(slots, 1)
                ):
                    continue  # a slot named twice is one seat: "{player} led when it was not {player} lead"
                if not _mates(slots, groups):
                    continue  # "B cut for me" (the dealer, on his left) is not "B cut for his partner"
                if unsaid:
                    seats.setdefault(*unsaid)
                args = tuple(seats.get(p, "") for p in decl.params)
                if "" in args:
                    continue
                if seats.get("else") in args:
                    continue  # "{else}" is a seat other than the fact's: "it was A's deal, but B dealt"
                begin = min(t.start for t in tokens[first : last + 1])  # a variant may reorder
                while begin > 0 and sentence[begin - 1].isalnum():  # a word's start, even if folded apart
                    begin -= 1
                truth = None if doubtful else value != negated
                # to the first comma after the last word matched ("South, the declarer, called on
                # East to lead a heart": all of it, not "South")
                end = max(t.start for t in tokens[first : last + 1])
                comma = sentence.find(",", end)
                words = sentence[begin : comma if comma >= 0 else len(sentence)]
                source = " ".join(words.split()).rstrip(".;")
                if truth is not False and unperformed(tokens[first], sentence):
                    source = WISHED + source  # its words are read, but it tells nothing done
                spans.append((first, last + 1))
                facts.append(Fact(decl.name, args, truth, source[:120], decl.params))
    return facts, spans

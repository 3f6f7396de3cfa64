"""Plain English to a statement of facts, with the phrases the vocabulary declares.

The reader knows the seats (A B Y Z; N E S W) and who partners whom, resolves roles
("the dealer", "second hand", "his partner") and pronouns to seats, folds tense and
auxiliaries so that "A leads", "A has led" and "A led" read alike, and turns
negation ("had not played", "didn't lead", "never") into a false fact. What it cannot
place is reported, never dropped.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from . import nodes as n
from .gloss import read_by_sense
from .phrases import (
    CLAUSE_WORDS,
    FILLER,
    IRREGULAR_PAST,
    NEGATORS,
    VERB_FORMS,
    VERBS,
    Token,
    fold,
    match_phrases,
    role_words,
    split_words,
)
from .ruling import Fact
from .table import Table

_FULL_NAMES = {"North": "N", "East": "E", "South": "S", "West": "W"}
_SEAT_WORDS = {v: k for k, v in _FULL_NAMES.items()}
_PAIRS = {"AB", "BA", "YZ", "ZY", "NS", "SN", "EW", "WE"}
# "A spade was led", "A false lead": before these a capital A is the article, not the seat.
_AFTER_ARTICLE = set(
    "card spade heart diamond club trump trick player bystander revoke misdeal new fresh small low high "
    "suit question partner dispute rubber game hand pack third second fourth few very little short "
    "further false wrong lead deal penalty claim call king queen knave jack ace ten nine eight seven six "
    "five four three two deuce score single double treble candidate bet remark winning losing different "
    "certain similar dummy table packet mistake case law rule point bid declaration double redouble "
    "board tray fifth sixth seventh eighth faced".split()
)
_STOP = FILLER | {
    "both",
    "can",
    "whether",
    "and",
    "or",
    "but",
    "of",
    "to",
    "that",
    "which",
    "who",
    "it",
    "its",
    "on",
    "at",
    "for",
    "with",
    "as",
    "he",
    "his",
    "him",
    "she",
    "her",
    "they",
    "their",
    "them",
    "this",
    "there",
    "when",
    "while",
    "before",
    "after",
    "from",
    "into",
    "one",
    "any",
    "some",
    "if",
    "what",
    "i",
    "you",
    "we",
    "my",
    "your",
}
# Roles fixed by another role: the rest ("dealer", "leader", "declarer"...) are bound by the
# incident itself, to the seat a fact of the same name gives ("Z dealt", "Y, the declarer").
# How many words a phrase's own words may be apart in the second, looser look (never a
# verb or a word that opens a clause: see phrases.compile_phrase).
LOOSE = 2
_RELATIVE_ROLES = {
    "eldest": ("dealer", "left"),
    "pone": ("dealer", "right"),
    "second_hand": ("leader", "left"),
    "third_hand": ("leader", "partner"),
    "fourth_hand": ("leader", "right"),
    "dummy": ("declarer", "partner"),
    "dealer_partner": ("dealer", "partner"),
}


@dataclass(frozen=True)
class Reading:
    facts: tuple[Fact, ...]
    not_understood: tuple[str, ...]
    notes: tuple[str, ...]


class _Resolver:
    """Roles and pronouns to seats, as the sentence is read left to right."""

    def __init__(self, table: Table, bound: dict[str, str], notes: list[str], narrator: str | None = None) -> None:
        self.table, self.notes, self.bound = table, notes, dict(bound)
        self.narrator = narrator  # the seat of "I", "me", "my partner", "on my left"
        self.quoted: list[tuple[int, int]] = []  # this sentence's quoted speech: "I" there is the speaker
        self.sentence = ""  # the sentence being read
        self.previous_subject: str | None = None  # the last sentence's: "...; he just said" is his
        self.sentence_opens = 0  # len(history) when this sentence began
        self.last: str | None = None  # the seat last named: "his partner" is his
        self.subject: str | None = None  # the seat last named before a verb: "and then led" is his
        self.history: list[str] = []  # every seat named, in order
        self.last_by_pronoun = False  # whether the seat last named was named by a pronoun or role

    def role(self, name: str) -> str | None:
        """The seat a role names here, or None when the incident does not say."""
        if name in self.bound:
            return self.bound[name]
        seat: str | None = None
        if name in _RELATIVE_ROLES:
            base, fn = _RELATIVE_ROLES[name]
            anchor = self.role(base)
            seat = self.table.seat_fn(fn, anchor) if anchor else None
        elif name == "dealer":  # the printed cases' convention: "A is the first leader, and Z the dealer"
            seat = self.table.seats[-1]
            self.notes.append(f"the dealer is not named: taking {seat}, as in the printed cases")
        elif name == "leader":
            dealer = self.role("dealer")
            seat = self.table.left(dealer) if dealer else None
            self.notes.append(f"the leader of the trick is not named: taking {seat}, on the dealer's left")
        elif name == "declarer" and self.bound.get("dummy"):
            seat = self.table.partner(self.bound["dummy"])
        elif name == "declarer":  # the auction cases' convention too: "Z is the declarer, Y dummy"
            seat = self.table.seats[-1]
            self.notes.append(f"the declarer is not named: taking {seat}, as in the printed cases")
        if seat is None:
            self.notes.append(f"the {name.replace('_', ' ')} is not named: say which seat")
        else:
            self.bound[name] = seat
        return seat


def read(code: n.CompiledCode, text: str) -> Reading:
    """Read an incident told in plain English."""
    # "A card was dropped by West": a capital A counts only where no other seat is named.
    letters = set(re.findall(r"\b([BYZNESW])\b", text))
    letters |= {_FULL_NAMES[w] for w in re.findall(r"\b(North|East|South|West)\b", text)}
    letters = letters or set(re.findall(r"\b(A)\b", text))
    table = Table.for_letters(code.seats, letters)
    notes: list[str] = []
    sentences = _sentences(text)
    bound: dict[str, str] = {}
    narrator = _narrator(text, table, notes)
    for role in dict.fromkeys(r.name for r in code.roles):
        decl = code.facts.get(role)
        if decl is not None and len(decl.params) == 1:
            said = tuple(p for r in code.roles if r.name == role for p in r.say)
            seat = _apposition(text, role, said) or _find_role_seat(code, sentences, table, role, narrator)
            if seat:
                bound[role] = seat
    resolver = _Resolver(table, bound, notes, narrator)
    facts: dict[tuple[str, tuple[str, ...]], Fact] = {}
    unread: list[str] = []
    previous: list[Fact] = []  # the facts of the sentence before: "; East did the same"
    for sentence in sentences:
        sentence = _with_elided_verbs(_without_asides(sentence))
        tokens = _tokens(code, sentence, resolver)
        found, covered = _match(code, tokens, sentence, resolver.bound)
        have = {f.pred for f in found}
        found += [f for f in read_by_sense(code, tokens, sentence, covered) if f.pred not in have]
        role_names = {r.name for r in code.roles}
        told = [f for f in found if f.pred not in role_names] or previous
        found += _ellipsis(sentence, told, role_names)
        previous = found
        for fact in found:
            key = (fact.pred, fact.args)
            if key in facts and facts[key].value != fact.value:
                notes.append(f"the telling says both {facts[key]} and {fact}: taking the later")
            facts[key] = fact
        unread += _unread(tokens, covered, sentence)
    for role, seat in resolver.bound.items():
        # "Z, the dealer, ..." names the dealer as surely as "Z dealt"; and a role the telling
        # used ("the dealer exposed a card") is a fact the laws need, taken as the note says.
        decl = code.facts.get(role)
        named = any(f.pred == role and f.value is not None for f in facts.values())
        if decl is not None and len(decl.params) == 1 and not named:
            said = tuple(p for r in code.roles if r.name == role for p in r.say)
            how = f"{seat}, the {role}" if _apposition(text, role, said) else f"taken: the {role} is {seat}"
            facts[(role, (seat,))] = Fact(role, (seat,), True, how, decl.params)
    return Reading(tuple(facts.values()), tuple(dict.fromkeys(unread)), tuple(dict.fromkeys(notes)))


_ASIDE = re.compile(
    r"\b([ABYZNESW]|North|East|South|West), "
    r"((?:one of|an?|his|her|on|at|with|being|having|[a-z]+ing)\b[^,;.]{1,60}?), "
)
_SEAT_NAME = r"([ABYZNESW]|North|East|South|West)"
_SO_DID = re.compile(
    rf"\b(?:so|as) did {_SEAT_NAME}\b|\b{_SEAT_NAME} did (?:so )?too\b|\b{_SEAT_NAME} too\b"
    rf"|\b{_SEAT_NAME}(?:, [a-z][^,;.]{{0,30}},)? (?:did|does|do) (?:just )?the same\b"
)


_RELATIVE = re.compile(
    r"\b([ABYZNESW]|North|East|South|West)(?:, ((?:who|whose|which)\b[^,;.]{1,60}?),| \(([^()]{1,60})\)) (?=[a-z])"
)


_ELIDED = re.compile(
    r"\b([ABYZNESW])\s+((?:had|has|have|was|were|did)\s+)?((?:already\s+|also\s+)?[a-z]+ed\b[^,;.]*?)\s*,?\s*"
    r"(but|and|while|whereas)\s+((?:[ABYZNESW](?:\s+(?:and|or|nor)\s+[ABYZNESW])?))\s+"
    r"(hadn't|had not|hasn't|has not|haven't|have not|didn't|did not|wasn't|was not|weren't|were not)"
    r"(?=\s*(?:[.;,]|$))"
)


def _with_elided_verbs(sentence: str) -> str:
    """ "Y had already played to it, but B and Z hadn't": the verb the second clause leaves
    out is the first clause's ("... but B and Z hadn't played to it")."""

    def restore(m: re.Match[str]) -> str:
        verb = re.sub(r"^(?:already|also)\s+", "", m.group(3))
        return m.group(0) + " " + verb

    return _ELIDED.sub(restore, sentence)


def _without_asides(sentence: str) -> str:
    """ "W, one of his adversaries, revoked": the aside blanked out, so the seat meets its verb
    (blanked, not cut, so offsets into the sentence still hold)."""

    def blank(match: re.Match[str]) -> str:
        words = re.findall(r"[A-Za-z]+", match.group(2))
        if any(_is_verb(w) for w in words[1:]):
            return match.group(0)  # "Y, the dealer's partner, who had dealt..." is a clause, not an aside
        return match.group(1) + " " * (len(match.group(0)) - len(match.group(1)))

    return _ASIDE.sub(blank, sentence)


# "thought he had not played", "thinking it was his lead", "under the impression that ...":
# to the end of the clause or the next "and", what someone believed (see `Token.believed`).
_BELIEVING = frozenset(
    "thought thinking believed believing imagined imagining supposed supposing fancied fancying".split()
)
_BELIEF = re.compile(
    r"\b(?:thought|thinking|believed|believing|imagined|imagining|supposed|supposing|fancied|fancying"
    r"|under the impression|in the belief)\b(?:\s+that)?[^,;.!?\"“”]*?"
    r"(?=\s+(?:and|but|so|then|when|before|after|while|until|since|because|as)\b|[,;.!?\"“”]|$)",
    re.I,
)


def _relative_subjects(sentence: str) -> dict[int, str]:
    """ "N, whose lead it was, dropped a card", "A (his dummy is B) let a card fall": the
    relative clause or the bracket stays (it may say a fact), and the seat is understood
    again where its own verb follows: {offset of that verb: seat}."""
    return {m.end(): _FULL_NAMES.get(m.group(1), m.group(1)) for m in _RELATIVE.finditer(sentence)}


def _ellipsis(sentence: str, found: list[Fact], roles: set[str]) -> list[Fact]:
    """ "S had twelve cards, and so did N": what was said of one seat, said of another
    (`found`: what this sentence said, or the one before when this one says nothing else:
    "N put his hand down; East, annoyed, did the same")."""
    match = _SO_DID.search(sentence)
    if not match:
        return []
    other = next(g for g in match.groups() if g)
    other = _FULL_NAMES.get(other, other)
    return [
        Fact(f.pred, (other,), f.value, f"{f.source} (and so did {other})", f.params)
        for f in found
        if len(f.args) == 1 and f.args[0] != other and f.pred not in roles and f.value is not None
    ]


def _apposition(text: str, role: str, said: tuple[str, ...] = ()) -> str | None:
    """ "Z, the dealer, ..." / "the dealer (Z)" / "Z (dealer)" / "the soloist E": a role named
    by its seat, in the role's name or any of the ways the vocabulary says it."""
    seat = r"\b([ABYZNESW]|North|East|South|West)\b"
    names = {role.replace("_", " ")} | {re.sub(r"^the\s+", "", w.lower()) for w in said}
    if role == "dealer":  # "Dealing, A turned up a card": the participle names the dealer
        match = re.search(r"(?:^|[.;!?]\s+)(?i:while |whilst |when |as )?(?i:dealing),?\s+" + seat, text.strip())
        if match:
            return _FULL_NAMES.get(match.group(1), match.group(1))
    for word in sorted(names, key=len, reverse=True):
        word = re.escape(word).replace(r"\ ", r"\s+")
        patterns = (
            seat + rf"\s*[,(]\s*(?i:who was\s+)?(?i:the\s+)?(?i:{word})\b(?!'s|’s)",
            rf"\b(?i:the)\s+(?i:{word})(?!'s|’s)\s*[,(]?\s*(?i:is\s+|was\s+)?" + seat,
            seat + rf"\s+(?i:is|was)\s+(?i:the\s+)?(?i:{word})\b",
            rf"(?:^|(?<=[.;:!?,(]\s)|(?<=\b[Aa]s\s))(?i:{word})\s+" + seat + r"(?!'s|’s)",  # "Dealer Y called nullo"
        )
        for pattern in patterns:
            match = re.search(pattern, text)
            if match:
                return _FULL_NAMES.get(match.group(1), match.group(1))
    return None


def _find_role_seat(
    code: n.CompiledCode, sentences: list[str], table: Table, pred: str, narrator: str | None = None
) -> str | None:
    """A first look for "Z dealt" / "A led" / "I dealt": roles resolve against these."""
    if pred not in code.facts:
        return None
    for sentence in sentences:
        tokens = _tokens(code, sentence, None, narrator)
        for fact in match_phrases(code.facts[pred], tokens, sentence, needs=code.needs)[0]:
            if fact.value:
                return fact.args[0]
    return None


def _tokens(
    code: n.CompiledCode, sentence: str, resolver: _Resolver | None, narrator: str | None = None
) -> list[Token]:
    raw = split_words(sentence)
    understood = _relative_subjects(sentence)
    out: list[Token] = []
    negate, i = False, 0
    roles = _role_patterns(code)
    doubt = _doubt_starts(sentence)
    main_subject: str | None = None  # the subject before a "before/while ..." clause interrupted it
    believer: str | None = None  # the subject of "thought", until the belief's "and"
    quoted = _quoted(sentence)
    if resolver is not None:
        resolver.previous_subject = resolver.subject or resolver.previous_subject
        resolver.subject, resolver.quoted, resolver.sentence = None, quoted, sentence
        resolver.sentence_opens = len(resolver.history)
    while i < len(raw):
        word, start = raw[i]
        lower = word.lower()
        if start in understood:
            out.append(Token(understood[start], True, False, start, implied=True))
        told = resolver is None and narrator and not any(a <= start < b for a, b in quoted)
        if told and word in ("I", "me", "myself"):  # "I dealt": the teller's seat (not "'I pass,' said Y")
            out.append(Token(str(narrator), True, negate, start))
            negate, i = False, i + 1
            continue
        if resolver is not None:
            matched = _role_at(roles, raw, i, resolver)
            if matched:
                seat, width = matched
                between = sentence[raw[i - 1][1] + len(raw[i - 1][0]) : start] if i else ""
                if not (out and out[-1].seat and out[-1].word == seat and ("," in between or "(" in between)):
                    # "Z, the dealer," / "Z (dealer)": the seat once
                    owned = _owns_a_turn(raw, i + width) or (
                        width == 1 and raw[i][0].lower() == "my" and _turn_noun(raw, i + 1)
                    )
                    out.append(Token(seat, True, negate, start, possessive=owned))
                resolver.last, negate, i = seat, False, i + width
                resolver.history.append(seat)
                resolver.last_by_pronoun = True
                if _verb_follows(raw, i):
                    resolver.subject = seat
                continue
        partner_named = ""
        side = re.fullmatch(rf"{_SEAT_NAME}[-/]{_SEAT_NAME}", word)
        if side and not (i + 1 < len(raw) and raw[i + 1][0] == "'s"):
            # "N-S were at four", "North-South": the side, named by its first seat
            word = _FULL_NAMES.get(side.group(1), side.group(1))
            partner_named = _FULL_NAMES.get(side.group(2), side.group(2))  # both named: "they" is the side
        if word in _PAIRS:  # "AB claim the game": the side, named by its first seat
            word = word[0]
        word = _FULL_NAMES.get(word, word)
        at_table = resolver is None or word in resolver.table.seats or word not in "ABYZNESW"
        if at_table and _is_seat(word, raw, i, sentence):  # no seat A at a table of N, E, S, W
            between = sentence[raw[i - 1][1] + len(raw[i - 1][0]) : start] if i else ""
            again = out and out[-1].seat and out[-1].word == word and between.strip(" ,(") == "" and not negate
            named = bool(out) and out[-1].seat and resolver is not None and resolver.last_by_pronoun
            if named and not again and between == " " and raw[i - 1][0].lower() == "partner":
                out.pop()  # "before his partner Z had played": Z, whoever "his" turns out to be
            if not again:  # "the dealer, E, ...", "the dealer S": the seat once
                out.append(Token(word, True, negate, start, possessive=_owns_a_turn(raw, i + 1)))
            if i + 2 < len(raw) and raw[i + 1][0] == "'s" and raw[i + 2][0].lower() == "side":
                i += 2  # "A's side held the honours": the side, named by its seat
            if resolver is not None:
                resolver.last = word
                resolver.history.append(word)
                if partner_named:
                    resolver.history.append(partner_named)
                resolver.last_by_pronoun = False
                if _verb_follows(raw, i + 1):
                    resolver.subject = word
            negate, i = False, i + 1
            continue
        if lower in NEGATORS:
            negate, i = True, i + 1
            continue
        folded = fold(word)
        if folded in FILLER or lower == "'s":
            if resolver is not None and lower in _AUX_OPENERS and _opens_after_comma(sentence, raw, i):
                # "Z was called on for a spade - hadn't a spade": Z hadn't
                subject = resolver.subject or main_subject
                if subject and not (out and out[-1].seat):
                    out.append(Token("and", False, False, start, implied=True))
                    out.append(Token(subject, True, False, start, implied=True))
            i += 1
            continue
        if resolver is not None and word.islower() and _is_verb(word) and _opens_after_comma(sentence, raw, i):
            # "B called abundance, lost three tricks, then threw his cards in": B lost, B threw
            subject = resolver.subject or main_subject
            if subject and not (out and out[-1].seat):  # "and" keeps the clauses apart, as told
                out.append(Token("and", False, False, start, implied=True))
                out.append(Token(subject, True, False, start, implied=True))
        out.append(Token(folded, False, negate, start, verb=_is_verb(word)))
        negate, i = False, i + 1
        if resolver is not None and lower in (
            "before",
            "after",
            "while",
            "whilst",
            "until",
            "when",
            "though",
            "although",
        ):
            main_subject = resolver.subject or main_subject
        if resolver is not None and lower in _BELIEVING:
            believer = resolver.subject  # "A thought Y had reneged and wanted ...": A wanted
        new_subject = resolver is not None and not _is_verb(word) and lower not in ("and", "but")
        if resolver is not None and new_subject and _verb_next(raw, i) and "," not in sentence[start : raw[i][1]]:
            resolver.subject = None  # "the trick was turned and quitted": not a seat's doing
        # "Z revoked and then led": the verb after "and" shares the subject before it.
        carried = i < len(raw) and raw[i][0].lower() in (
            "had", "has", "was", "is", "were", "held", "could", "would", "did", "can", "will"
        )  # fmt: skip
        if lower in ("and", "but") and resolver is not None and (carried or _verb_follows(raw, i)):
            # "B led out of turn before anyone else had played, and then hurried Y": B hurried
            subject = believer or resolver.subject or main_subject
            believer = None
            if subject:
                out.append(Token(subject, True, False, start, implied=True))
    if doubt:
        out = [replace(t, doubtful=True) if any(a <= t.start < b for a, b in doubt) else t for t in out]
    for belief in _BELIEF.finditer(sentence):
        verb = re.match(r"\w+", belief.group(0))
        after = belief.start() + (verb.end() if verb else 0)
        out = [replace(t, believed=True) if after <= t.start < belief.end() else t for t in out]
    return out


# Turns at the table, said with the same word as the act: "E's deal", "my lead", "N's bid".
_TURNS = frozenset("deal lead bid call play turn claim double pass cut score revoke".split())


def _turn_noun(raw: list[tuple[str, int]], i: int) -> bool:
    return i < len(raw) and raw[i][0].lower() in _TURNS


def _owns_a_turn(raw: list[tuple[str, int]], i: int) -> bool:
    """ "E's deal", "A's lead": the seat owns the turn; it is not "E dealt" (but "S's exposed
    card" and "N's side" are said of S and N)."""
    return i < len(raw) and raw[i][0] == "'s" and _turn_noun(raw, i + 1)


_AUX_OPENERS = frozenset("had has was did does is were".split())
_THEN = frozenset("then and afterwards later finally promptly next".split())


def _opens_after_comma(sentence: str, raw: list[tuple[str, int]], i: int) -> bool:
    """Whether word i opens a clause of its own after a comma or dash, "then" aside
    (", lost three tricks", ", then led"): the clause's subject is the sentence's."""
    k = i - 1
    while k >= 0 and raw[k][0].lower() in _THEN:
        k -= 1
    if k < 0 or (k == i - 1 and raw[k][0].lower() in _SUBORDINATORS):
        return False
    gap = sentence[raw[k][1] + len(raw[k][0]) : raw[k + 1][1]]
    return "," in gap or "-" in gap or "–" in gap


_DOUBT = re.compile(
    r"\b(?:say|know|knows|sure|certain|remember|remembers|recall|recalls|tell|clear|agree|agreed|decide|unsure|"
    r"disputed|doubtful|unclear|uncertain|dispute|into|checked|check|asked|ask|wonder|wondered|question)"
    r"\s+(?:whether|if)\b",
    re.I,
)


def _doubt_starts(sentence: str) -> list[tuple[int, int]]:
    """Spans of "nobody can say whether ...": to the end of the clause, the facts are not known."""
    spans = []
    opening = re.match(r"\s*(?i:whether)\b", sentence)
    if opening:  # "Whether W had named hearts first was disputed": none of it is known
        spans.append((opening.end(), len(sentence)))
    for match in _DOUBT.finditer(sentence):
        end = re.search(r"[,;.]", sentence[match.end() :])
        spans.append((match.end(), match.end() + end.start() if end else len(sentence)))
    return spans


_SUBORDINATORS = {"before", "after", "while", "whilst", "until", "when", "though", "although"}
_AUX = {"was", "were", "had", "has", "have", "is", "are", "been", "being", "then"}


def _verb_next(raw: list[tuple[str, int]], i: int) -> bool:
    """A verb right after, auxiliaries aside ("the trick was turned"; not "cards in dealing")."""
    while i < len(raw) and raw[i][0].lower() in _AUX:
        i += 1
    # "called on to lead", "out of turn": after these a verb-like word is no new subject's verb
    nominal = i > 0 and raw[i - 1][0].lower() in ("to", "of", "the", "a", "an", "his", "her", "their", "its", "no")
    return i < len(raw) and _is_verb(raw[i][0]) and not nominal


def _is_verb(word: str) -> bool:
    lower = word.lower()
    return lower in VERBS or lower in VERB_FORMS or lower in IRREGULAR_PAST or (lower.endswith("ed") and len(lower) > 4)


def _adverb(word: str) -> bool:
    """ "W first called a trump", "B quickly gathered the trick": no verb of its own."""
    lower = word.lower()
    return lower in ("first", "later", "quickly", "promptly", "then") or (
        lower.endswith("ly") and len(lower) > 4 and lower not in ("only", "early", "family", "rally", "holy")
    )


def _verb_follows(raw: list[tuple[str, int]], i: int) -> bool:
    """Whether the next word that is not a filler or a negation is a verb ("out of turn",
    "the deal": after a determiner or preposition a verb-like word is a noun)."""
    while i < len(raw) and (raw[i][0].lower() in FILLER or raw[i][0].lower() in NEGATORS or _adverb(raw[i][0])):
        i += 1
    if i >= len(raw) or not _is_verb(raw[i][0]):
        return False
    before = raw[i - 1][0] if i > 0 else ""
    if len(before) == 1 and before.isupper():
        return True  # a seat letter: "A sorted", not the article
    return before.lower() not in ("of", "the", "a", "an", "his", "her", "their", "its", "this", "that", "no")


def _is_seat(word: str, raw: list[tuple[str, int]], i: int, sentence: str = "") -> bool:
    if len(word) != 1 or word not in "ABYZNESW":
        return False
    if word != "A" or raw[i][0] in _PAIRS:
        return True
    before = sentence[: raw[i][1]].rstrip()
    if before and before[-1] not in ".;:!?\"'“(":
        return True  # a capital A within a clause is a seat: "B asked A whether..."
    # "A led" is the seat, "A false lead" the article: the seat is followed by a verb,
    # an auxiliary, punctuation or a conjunction; the article by a noun or an adjective.
    end = raw[i][1] + 1
    if end >= len(sentence.rstrip()) or sentence[end : end + 1] in ",;:.)!?'’":
        return True
    nxt = raw[i + 1][0].lower() if i + 1 < len(raw) else ""
    # "A revoke was claimed" (the noun, base form) against "A revokes" / "A revoked" (the verb).
    if nxt not in _AFTER_ARTICLE:
        return True
    after = raw[i + 2][0] if i + 2 < len(raw) else ""
    if nxt in _TABLE_VERBS and (after.lower() in _DETERMINERS or (len(after) == 1 and after in "ABYZNESW")):
        return True  # "A trump a diamond lead", "A claim the rest": the verb, told in the present
    if nxt in ("bid", "cut", "bet", "put"):
        # "A bid one heart" (the verb, past) against "A bid was made" (the noun): what follows tells.
        after = raw[i + 2][0].lower() if i + 2 < len(raw) else ""
        return bool(after) and after not in FILLER and not _is_verb(after)
    return False


_TABLE_VERBS = frozenset("bid cut bet put trump lead claim call deal double score revoke ruff play pass".split())
_DETERMINERS = frozenset(
    "a an the his her their its one two three four five six seven eight nine ten it him them".split()
)


@functools.cache
def _role_patterns_cached(roles: tuple[n.RoleDecl, ...]) -> tuple[tuple[tuple[str, ...], str], ...]:
    out = []
    for role in roles:
        for phrase in role.say:
            out.append((tuple(w.lower() for w, _ in split_words(phrase)), role.name))
    out.sort(key=lambda p: -len(p[0]))  # the longest description first: "the dealer's left" before "the dealer"
    return tuple(out)


def _role_patterns(code: n.CompiledCode) -> tuple[tuple[tuple[str, ...], str], ...]:
    return _role_patterns_cached(code.roles)


def _role_at(
    roles: tuple[tuple[tuple[str, ...], str], ...], raw: list[tuple[str, int]], i: int, r: _Resolver
) -> tuple[str, int] | None:
    words = [w.lower() for w, _ in raw[i : i + 8]]
    before = [w.lower() for w, _ in raw[max(i - 2, 0) : i]]
    if before[-1:] in (["the"], ["a"]):
        before = before[:-1]
    predicative = bool(before) and before[-1] in ("is", "was", "being", "become", "became", "becomes")
    # "Y played second hand to the false lead": the place he played in, not another seat
    predicative = predicative or (
        bool(before)
        and before[-1] in ("played", "play", "plays", "playing")
        and words[0] in ("second", "third", "fourth")
    )
    # "his partner", "the dealer's partner", "Y's partner"
    for said, role in roles:
        k = len(said)
        if tuple(words[:k]) == said:
            if predicative:
                return None  # "Z was the dealer": the role is what is said of Z, not another seat
            hand = 2 if words[k : k + 2] == ["'s", "hand"] else 1 if words[k : k + 1] == ["hand"] else 0
            if hand and not (i + k + hand < len(raw) and _is_verb(raw[i + k + hand][0])):
                return None  # "from Dummy's hand": the hand, spoken of as such
            if hand:  # "dummy's hand revoked": the hand's doing is the seat's
                seat = r.role(role)
                return (seat, k + hand) if seat else None
            seat = r.role(role)
            if seat is None:
                return None
            near = _beside(words, k)
            if near:
                return r.table.seat_fn(near[0], seat), k + near[1]
            return seat, k
    placed = _placed(roles, raw, i, r)
    if placed:
        return placed
    if r.narrator and not any(a <= raw[i][1] < b for a, b in r.quoted):
        told = _as_told(r.narrator, words, raw[i][0])
        if told:
            return told[0](r.table), told[1]
    if words[:3] in (["his", "own", "partner"], ["her", "own", "partner"]):
        words = [words[0], *words[2:]]  # "doubled his own partner's bid": his partner
        if r.last:
            return r.table.partner(r.last), 3
    if words[:2] in (["his", "partner"], ["her", "partner"]) and r.last and i:
        between = r.sentence[raw[i - 1][1] + len(raw[i - 1][0]) : raw[i][1]]
        if raw[i - 1][0] in (r.last, _SEAT_WORDS.get(r.last)) and ("," in between or "(" in between):
            return r.last, 2  # "South, his partner, ...": South, said again
    if words[:2] in (["his", "partner"], ["her", "partner"], ["the", "partner"]):
        # "Before his partner had played, S remarked...": with no seat named yet, "his" is
        # the one the sentence goes on to name.
        anchor = r.last or next(
            (
                w
                for j, (w, _) in enumerate(raw[i + 2 :], i + 2)
                if len(w) == 1 and w in "ABYZNESW" and _is_seat(w, raw, j)
            ),
            None,
        )
        if anchor:
            return r.table.partner(anchor), 2
    beside = _beside(words, 1)
    if beside and _is_seat(raw[i][0], raw, i):  # "Y's partner", "Y's left-hand adversary"
        return r.table.seat_fn(beside[0], raw[i][0]), 1 + beside[1]
    opens = i == 0 or raw[i - 1][0].lower() in ("and", "but", "so", "then") or raw[i - 1][0].lower() in _SUBORDINATORS
    if words[:1] == ["they"] and opens:
        # "N and S held three honours. They haven't called them": a side, said of the first
        # of the pair last named together (as a side's facts are stated); only as a clause's
        # subject ("Z insisted they play on" is not the side's doing, nor "called them").
        pair = next(
            (a for a, b in zip(r.history[-2::-1], r.history[::-1], strict=False) if r.table.partner(a) == b),
            None,
        )
        return (pair, 1) if pair else None
    if words[:1] == ["him"] and r.last:
        # "N asked him": an object pronoun is not its own clause's subject (that is "himself")
        other = next((x for x in reversed(r.history) if x != r.subject), None) if r.subject == r.last else r.last
        return (other or r.last), 1
    if words[:1] in (["he"], ["himself"], ["she"], ["herself"]) and r.last:
        # "E gave two cards to S, before he dealt the next": he is the subject, not the seat last
        # named in passing; but after "asked him whether he...", he is the one just spoken of.
        if not r.subject and r.previous_subject and len(r.history) == r.sentence_opens:
            return r.previous_subject, 1  # "S didn't touch the dummy's cards; he just said": S
        return (r.last if r.last_by_pronoun or not r.subject else r.subject), 1
    if (
        words[:2] in (["his", "left-hand"], ["his", "right-hand"])
        and len(words) > 2
        and words[2] in ("adversary", "opponent")
        and r.last
    ):
        seat = r.table.left(r.last) if words[1] == "left-hand" else r.table.right(r.last)
        return seat, 3
    return None


def _beside(words: list[str], k: int) -> tuple[str, int] | None:
    """After a seat or role: "'s partner", "'s left-hand adversary", "'s right-hand opponent",
    "'s left", as the table function that finds that seat and the words it takes."""
    said = words[k : k + 4] + [""] * 4
    if said[0] != "'s":
        return None
    if said[1] == "partner":
        return "partner", 2
    side = said[1].removesuffix("-hand")
    if side not in ("left", "right"):
        return None
    if said[2] in ("adversary", "opponent", "neighbour", "neighbor", "player"):
        return side, 3
    if said[1] in ("left", "right") and said[2] != "hand":  # "the dealer's left led": his left-hand neighbour
        return side, 2
    return None


_PERSONS = frozenset("player fellow chap lady gentleman man woman person bloke one".split())


def _placed(
    roles: tuple[tuple[tuple[str, ...], str], ...], raw: list[tuple[str, int]], i: int, r: _Resolver
) -> tuple[str, int] | None:
    """ "the chap on my left", "the lady opposite me", "the fellow to the dealer's right",
    "the player sitting on his left": a person placed by where he sits, from a seat."""
    words = [w.lower() for w, _ in raw[i : i + 9]] + [""] * 9
    j = 1 if words[0] in ("the", "a") else 0
    if words[j] not in _PERSONS:
        return None
    j += 1
    j += words[j] in ("sitting", "seated", "sat")
    if words[j] == "who" and words[j + 1] in ("sat", "was"):
        j += 2 + (words[j + 2] == "sitting")
    opposite = words[j] == "opposite"
    j += opposite or words[j] in ("on", "to", "at")
    anchor, width = _possessor(roles, raw[i:], words, j, r)
    if anchor is None:
        return None
    j += width
    if opposite:
        return r.table.partner(anchor), j
    if words[j] in ("left", "right", "left-hand", "right-hand"):
        return r.table.seat_fn(words[j].split("-")[0], anchor), j + 1 + (words[j + 1] in ("hand", "side"))
    return None


def _possessor(
    roles: tuple[tuple[tuple[str, ...], str], ...], raw: list[tuple[str, int]], words: list[str], j: int, r: _Resolver
) -> tuple[str | None, int]:
    """Whose left or right: "my", "me", "his", "the dealer's", "Y's"."""
    if words[j] in ("my", "me") and r.narrator and not any(a <= raw[j][1] < b for a, b in r.quoted):
        return r.narrator, 1
    if words[j] in ("his", "her", "him") and r.last:
        return r.last, 1
    for said, role in roles:
        k = len(said)
        if tuple(words[j : j + k]) == said and words[j + k] == "'s":
            return r.role(role), k + 1
    word = words[j].upper()
    if len(word) == 1 and word in r.table.seats and words[j + 1] == "'s":
        return word, 2
    return None, 0


def _as_told(narrator: str, words: list[str], word: str) -> tuple[Callable[[Table], str], int] | None:
    """The teller at the table: "I", "me", "my partner", "my left-hand adversary", "my lead"."""
    if word in ("I", "me", "myself", "mine") or words[0] in ("me", "myself", "mine"):
        return (lambda t: narrator), 1
    if words[:2] in (["we", "had"], ["we", "held"], ["we", "scored"], ["we", "were"], ["we", "claimed"]):
        return (lambda t: narrator), 1  # "we held all four honours": the teller's side, named by him
    if words[0] != "my":
        return None
    if words[1] in ("partner", "husband", "wife"):  # "my husband led from dummy's hand"
        return (lambda t: t.partner(narrator)), 2
    if words[1:3] == ["own", "partner"]:
        return (lambda t: t.partner(narrator)), 3
    side = words[1].split("-")[0]
    if side in ("left", "right"):
        extra = words[1].endswith("-hand") and len(words) > 2 and words[2] in ("adversary", "opponent", "neighbour")
        extra = extra or words[2:3] == ["hand"]
        return (lambda t: t.seat_fn(side, narrator)), 2 + extra
    return (lambda t: narrator), 1  # "my lead", "my cards": the teller's, as "A's lead"


_SPEAKER = re.compile(r"(?:^|(?<=\s))" + _SEAT_NAME + r"\s*:\s*(?=[\"“‘'])")
_SAYS = r"(?:said|asked|says|asks|replied|answered|remarked|exclaimed|announced|cried|called out|added)"


def _sentences(text: str) -> list[str]:
    """The telling cut at . ; ! ? and new lines, never inside quoted speech ("'What was the
    trump card? I've forgotten,' said A" is one sentence); a line of dialogue ("Z: 'None.'")
    is told as speech ("Z said 'None.'")."""
    text = _SPEAKER.sub(lambda m: f"{m.group(1)} said ", text.strip())
    quoted = _quoted(text)
    out, begin = [], 0
    for m in re.finditer(r"(?<=[.;!?])\s+|\n+", text):
        if _ABBREVIATION.search(text, 0, m.start()):
            continue  # "Revoke alleged v. Z", "Mr. Smith"
        if not any(a < m.start() < b for a, b in quoted):
            out.append(text[begin : m.start()])
            begin = m.end()
    out.append(text[begin:])
    return [s for s in out if s.strip()]


_ABBREVIATION = re.compile(r"\b(?:v|vs|Mr|Mrs|Dr|St|No|cf|viz|i\.e|e\.g)\.$", re.I)
_QUOTE = re.compile(r"\"[^\"]*\"?|“[^”]*”?|‘.*?’(?!\w)|(?<!\w)'.*?'(?!\w)")


_UNQUOTED = re.compile(rf"\b{_SAYS}\s*[,:]\s+([^.;!?\"“‘]+)")


def _quoted(text: str) -> list[tuple[int, int]]:
    """Spans of speech: quoted ("'That's mine,' said A"; an apostrophe within a word,
    "that's", neither opens nor closes one) or not ("A said, Partner, shall I?")."""
    return [m.span() for m in _QUOTE.finditer(text)] + [m.span(1) for m in _UNQUOTED.finditer(text)]


def _narrator(text: str, table: Table, notes: list[str]) -> str | None:
    """Where the teller sits, when the telling says "I": "I (Z)", "I'm Y", "I was sitting
    West"; else at A, as the printed cases seat the reader (or South, in a N-E-S-W telling)."""
    for a, b in _quoted(text):
        text = text[:a] + " " * (b - a) + text[b:]
    if not re.search(r"\bI\b|\b(?i:me|my|mine|myself)\b", text):
        return None
    said = re.search(r"\bI(?:'m|,| \(| am| was)\s*(?:sitting\s+|seated\s+|at\s+|in\s+)?" + _SEAT_NAME + r"\b", text)
    if said:
        seat = _FULL_NAMES.get(said.group(1), said.group(1))
        if seat in table.seats:
            return seat
    seat = "A" if "A" in table.seats else "S" if "S" in table.seats else table.seats[0]
    notes.append(f"the teller is not seated: taking {seat} for 'I'")
    return seat


def _match(
    code: n.CompiledCode, tokens: list[Token], sentence: str, bound: dict[str, str] | None = None
) -> tuple[list[Fact], set[int]]:
    """Facts in a sentence, read with and without the subjects carried over "and"."""
    facts: dict[tuple[str, tuple[str, ...], bool | None], Fact] = {}
    variants = [tokens] + ([[t for t in tokens if not t.implied]] if any(t.implied for t in tokens) else [])
    # "Both A and Z revoked": what is said of the pair is said of each.
    for i in range(len(tokens) - 2):
        pair = tokens[i].seat and tokens[i + 1].word == "and" and tokens[i + 2].seat and not tokens[i + 2].implied
        pair = pair and "," not in sentence[tokens[i].start : tokens[i + 2].start]  # "before S, and N then..."
        # ... but what a side holds or wins together ("A and B held four honours") is the side's.
        after = [t.word for t in tokens[i + 3 : i + 5] if t.word != "both"]  # "W and N both threw"
        verb = after[0] if after else ""
        joint = verb in ("held", "won", "scored", "made", "claimed", "got") or not _is_verb(verb)
        if pair and not joint:
            variants.append(tokens[: i + 1] + tokens[i + 3 :])
    # "neither Y nor Z had touched": two denied seats side by side, each denied.
    for i in range(len(tokens) - 1):
        if tokens[i].seat and tokens[i + 1].seat and tokens[i].negated and tokens[i + 1].negated:
            variants.append(tokens[: i + 1] + tokens[i + 2 :])
    variants += [v for v in (_active(v, bound or {}) for v in variants) if v is not None]
    strict: set[int] = set()  # offsets of the words the phrases read as written
    have: set[str] = set()
    for variant in variants:
        found: list[tuple[int, int, Fact]] = []
        for decl in code.facts.values():
            matched, spans = match_phrases(decl, variant, sentence, role_words(code.roles), bound, needs=code.needs)
            found += [(s, e, f) for (s, e), f in zip(spans, matched, strict=True)]
        # A match inside a longer one is part of it: "A led" inside "A led out of turn".
        kept = [
            (s, e, f)
            for s, e, f in found
            if not any(s2 <= s and e <= e2 and (e2 - s2) > (e - s) for s2, e2, _ in found)
        ]
        for s, e, f in sorted(kept, key=lambda x: x[0]):
            facts.setdefault((f.pred, f.args, f.value), f)
            strict |= {variant[i].start for i in range(s, e)}
        have |= {f.pred for _, _, f in found}
    covered = set(strict)
    if LOOSE:
        # A second, looser look for the facts no phrase read as written: up to LOOSE words
        # may stand between a phrase's own ("A exposed one of his cards"), where the phrases
        # left most of those words unread.
        for variant in variants:
            for decl in code.facts.values():
                if decl.name in have:
                    continue
                matched, spans = match_phrases(
                    decl, variant, sentence, role_words(code.roles), bound, gap=LOOSE, needs=code.needs
                )
                for (s, e), f in zip(spans, matched, strict=True):
                    if sum(variant[i].start in strict for i in range(s, e)) * 2 > e - s:
                        continue
                    facts.setdefault((f.pred, f.args, f.value), f)
                    covered |= {variant[i].start for i in range(s, e)}
    return list(facts.values()), covered


# The verbs of putting a card on the table, as folded ("thrown" -> "threw").
_PLAYED = frozenset(
    fold(w) for w in "played led thrown discarded dropped exposed trumped put ruffed shown pulled".split()
)


_DUMMY = fold("dummy")


def _active(tokens: list[Token], bound: dict[str, str]) -> list[Token] | None:
    """ "a diamond was played from dummy", "the ace was led by West": also read as said
    actively ("dummy played a diamond"), the agent before the verb."""
    for i in range(1, len(tokens) - 2):
        verb, by, agent = tokens[i : i + 3]
        if agent.word == _DUMMY and "dummy" in bound:  # "from dummy's hand", the hand spoken of
            agent = replace(agent, word=bound["dummy"], seat=True)
        agent_told = agent.seat
        if not (verb.word in _PLAYED and by.word in ("by", "from") and agent_told and not tokens[i - 1].seat):
            continue
        j = i
        while j > max(i - 5, 0) and not (
            tokens[j - 1].seat or tokens[j - 1].verb or tokens[j - 1].word in CLAUSE_WORDS or tokens[j - 1].negated
        ):
            j -= 1
        j -= j > 0 and tokens[j - 1].possessive  # "North's three diamonds were doubled by South"
        if j == i:
            continue
        rest = i + 3 + (i + 3 < len(tokens) and tokens[i + 3].word == "hand")
        return tokens[:j] + [replace(agent, implied=False), verb] + tokens[j:i] + tokens[rest:]
    return None


def _unread(tokens: list[Token], covered: set[int], sentence: str) -> list[str]:
    """Content words no phrase accounted for, as short runs (`covered`: their offsets)."""
    runs, current = [], []
    for t in tokens:
        if t.start not in covered and not t.seat and t.word not in _STOP and t.word.isalpha():
            said = re.match(r"[A-Za-z'-]+", sentence[t.start :])  # as told, not as folded
            current.append(said.group(0) if said else t.word)
        elif current:
            runs.append(" ".join(current))
            current = []
    if current:
        runs.append(" ".join(current))
    return runs

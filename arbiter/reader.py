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
from dataclasses import dataclass

from . import nodes as n
from .ruling import Fact
from .table import Table

# Tense and person folded to one form, in phrases and in incidents alike.
_VERBS = {
    "lead": "led", "leads": "led", "leading": "led",
    "play": "played", "plays": "played", "playing": "played",
    "follow": "followed", "follows": "followed", "following": "following",
    "revoke": "revoked", "revokes": "revoked", "revoking": "revoked",
    "renounce": "renounced", "renounces": "renounced", "renouncing": "renounced",
    "deal": "dealt", "deals": "dealt", "dealing": "dealt",
    "shuffle": "shuffled", "shuffles": "shuffled", "shuffling": "shuffled",
    "cut": "cut", "cuts": "cut", "cutting": "cut",
    "expose": "exposed", "exposes": "exposed", "exposing": "exposed",
    "ask": "asked", "asks": "asked", "asking": "asked",
    "answer": "answered", "answers": "answered",
    "claim": "claimed", "claims": "claimed", "claiming": "claimed",
    "call": "called", "calls": "called", "calling": "called",
    "throw": "threw", "throws": "threw", "thrown": "threw", "throwing": "threw",
    "drop": "dropped", "drops": "dropped", "name": "named", "names": "named", "naming": "named",
    "show": "showed", "shows": "showed", "shown": "showed", "showing": "showed",
    "win": "won", "wins": "won", "winning": "won", "take": "took", "takes": "took", "taken": "took",
    "turn": "turned", "turns": "turned", "quit": "quitted", "quits": "quitted",
    "gather": "gathered", "gathers": "gathered", "look": "looked", "looks": "looked",
    "see": "saw", "sees": "saw", "seen": "saw", "touch": "touched", "touches": "touched",
    "count": "counted", "counts": "counted", "score": "scored", "scores": "scored",
    "consult": "consulted", "consults": "consulted", "say": "said", "says": "said",
    "fail": "failed", "fails": "failed", "hold": "held", "holds": "held", "holding": "held",
    "discover": "discovered", "discovers": "discovered", "find": "found", "finds": "found",
    "lay": "laid", "lays": "laid", "put": "put", "puts": "put", "mix": "mixed", "mixes": "mixed",
    "demand": "demanded", "demands": "demanded", "require": "required", "requires": "required",
    "draw": "drew", "draws": "drew", "drawn": "drew", "leave": "left", "leaves": "left",
    "elect": "elected", "elects": "elected", "choose": "chose", "chooses": "chose", "chosen": "chose",
    "correct": "corrected", "corrects": "corrected", "withdraw": "withdrew", "withdraws": "withdrew",
    "remark": "remarked", "remarks": "remarked", "bet": "bet", "bets": "bet",
    "get": "got", "gets": "got", "give": "gave", "gives": "gave", "given": "gave",
    "begin": "began", "begins": "began", "begun": "began", "make": "made", "makes": "made",
}  # fmt: skip
_VERB_FORMS = frozenset(_VERBS.values())
_FULL_NAMES = {"North": "N", "East": "E", "South": "S", "West": "W"}
_PAIRS = {"AB", "BA", "YZ", "ZY", "NS", "SN", "EW", "WE"}
# "A spade was led", "A false lead": before these a capital A is the article, not the seat.
_AFTER_ARTICLE = set(
    "card spade heart diamond club trump trick player bystander revoke misdeal new fresh small low high "
    "suit question partner dispute rubber game hand pack third second fourth few very little short "
    "further false wrong lead deal penalty claim call king queen knave jack ace ten nine eight seven six "
    "five four three two deuce score single double treble candidate bet remark winning losing different "
    "certain similar dummy table packet mistake case law rule point bid declaration double redouble "
    "board tray".split()
)
# Words that carry tense, mood or emphasis only: dropped before matching.
_FILLER = {
    "has", "have", "had", "having", "was", "were", "is", "are", "be", "been", "being", "did", "does", "do",
    "the", "a", "an", "then", "also", "immediately", "accidentally", "inadvertently", "erroneously",
    "mistakenly", "just", "already", "now", "again", "too", "subsequently", "afterwards", "thereupon",
    "suddenly", "actually", "simply", "clearly", "mistake", "in", "error", "so", "yet", "still",
}  # fmt: skip
_NEGATORS = {"not", "n't", "never", "no", "neither", "nor", "without"}
_NUMBERS = {
    "12": "twelve",
    "13": "thirteen",
    "14": "fourteen",
    "11": "eleven",
    "15": "fifteen",
    "3": "three",
    "4": "four",
}
_STOP = _FILLER | {
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


@dataclass(frozen=True)
class _Token:
    word: str  # folded form; a seat is its capital letter
    seat: bool
    negated: bool  # a negator stood just before it
    start: int  # offset of the source word in the sentence
    implied: bool = False  # a subject carried over "and": "Z revoked and [Z] led"


_SYNONYMS = [(re.compile(rf"\b{a}\b", re.I), b) for a, b in (
    ("nobody", "no one"), ("anybody", "anyone"), ("everybody", "everyone"), ("somebody", "someone"),
    ("cannot", "can not"), ("won't", "will not"), ("can't", "can not"),
    # adverbs of manner say nothing the laws ask about ("injury, not intention")
    ("by mistake", ""), ("by accident", ""), ("in error", ""), ("by inadvertence", ""),
)]  # fmt: skip


def _pad(replacement: str, match: re.Match[str]) -> str:
    return replacement.ljust(len(match.group(0)))


def _split_words(text: str) -> list[tuple[str, int]]:
    for pattern, replacement in _SYNONYMS:
        # Padded to the original length where shorter, so offsets into the sentence still hold.
        text = pattern.sub(functools.partial(_pad, replacement), text)
    text = re.sub(r"(\w)n't\b", r"\1 n't", text)
    return [(m.group(0), m.start()) for m in re.finditer(r"n't|[A-Za-z0-9]+(?:-[A-Za-z]+)*|'s\b", text)]


def _fold(word: str) -> str:
    w = word.lower()
    w = _NUMBERS.get(w, w)
    return _VERBS.get(w, w)


@functools.cache
def _required_words(phrase: str) -> frozenset[str]:
    """The words a phrase cannot match without (outside its optional and choice groups)."""
    plain = re.sub(r"\{[a-z_]+\}|\[[^\]]*\]|\([^)]*\)", " ", phrase)
    plain = re.sub(r"\b(?:his|her|the) partner\b|\b(?:he|him)\b", " ", plain)
    return frozenset(w for w in (_fold(w) for w, _ in _split_words(plain)) if w not in _FILLER and w not in _NEGATORS)


@functools.cache
def _compile_phrase(
    phrase: str, roles: tuple[tuple[str, str], ...] = ()
) -> tuple[re.Pattern[str], tuple[str, ...], bool]:
    """`"{player} [has|had] led (out of turn|first)"` -> a regex over folded words, its slots,
    and whether the phrase is itself negative ("no one else had played").

    Negators are taken out of phrases exactly as out of incidents, so "nobody had not
    played" and "no one else had played" compare like with like. A role named in a phrase
    ("led from dummy") matches the word or the seat the reader put in its place.
    """
    # The reader turns "his partner", "he" into seats before matching: so must the phrase.
    phrase = re.sub(r"\b(?:his|her|the) partner\b|\b(?:he|him)\b", "{_}", phrase)
    phrase = re.sub(r"\b(\w+)\[(\w+)\]", r"(\1|\1\2)", phrase)  # "heart[s]": heart or hearts
    parts = re.findall(r"\{[a-z_]+\}|\[[^\]]*\]|\([^)]*\)|[^\s\[\](){}]+", phrase)
    regex, slots, negative = "", [], False
    role_of = dict(roles)
    count = iter(range(1000))

    def word(w: str) -> str:
        if w not in role_of:
            return re.escape(w) + " "
        # The seat is named by a group "role__<role>__<n>": the match must give that role's seat.
        return f"(?:{re.escape(w)} |#(?P<role__{role_of[w]}__{next(count)}>[A-Z]) )"

    def words(text: str, counts: bool = True) -> str:
        nonlocal negative
        folded = [_fold(w) for w, _ in _split_words(text)]
        if counts:  # a negation inside an optional or choice group does not negate the phrase
            negative ^= sum(w in _NEGATORS for w in folded) % 2 == 1
        folded = [w for w in folded if w not in _FILLER and w not in _NEGATORS and w != "'s"]
        return "".join(word(w) for w in folded)

    for part in parts:
        if part.startswith("{"):
            slots.append(part[1:-1])
            regex += rf"#(?P<slot{len(slots)}>[A-Z]) "
        elif part.startswith("[") or part.startswith("("):
            alts = [words(a, counts=False) for a in part[1:-1].split("|")]
            # "(had|has|held)": an alternative of filler words only leaves the group optional.
            optional = part.startswith("[") or "" in alts
            alts = [a for a in alts if a]
            group = "(?:" + "|".join(alts) + ")" if alts else ""
            regex += (group + "?" if optional else group) if group else ""
        else:
            regex += words(part)
    return re.compile(r"(?:(?<= )|^)" + regex), tuple(slots), negative


class _Resolver:
    """Roles and pronouns to seats, as the sentence is read left to right."""

    def __init__(self, table: Table, bound: dict[str, str], notes: list[str]) -> None:
        self.table, self.notes, self.bound = table, notes, dict(bound)
        self.last: str | None = None  # the seat last named: "his partner" is his
        self.subject: str | None = None  # the seat last named before a verb: "and then led" is his

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
        if seat is None:
            self.notes.append(f"the {name.replace('_', ' ')} is not named: say which seat")
        else:
            self.bound[name] = seat
        return seat


def read(code: n.CompiledCode, text: str) -> Reading:
    """Read an incident told in plain English."""
    letters = set(re.findall(r"\b([BYZNESW])\b", text)) or set(re.findall(r"\b(A)\b", text))
    letters |= {_FULL_NAMES[w] for w in re.findall(r"\b(North|East|South|West)\b", text)}
    table = Table.for_letters(code.seats, letters)
    notes: list[str] = []
    sentences = [s for s in re.split(r"(?<=[.;!?])\s+|\n+", text.strip()) if s.strip()]
    bound: dict[str, str] = {}
    for role in dict.fromkeys(r.name for r in code.roles):
        decl = code.facts.get(role)
        if decl is not None and len(decl.params) == 1:
            seat = _apposition(text, role) or _find_role_seat(code, sentences, table, role)
            if seat:
                bound[role] = seat
    resolver = _Resolver(table, bound, notes)
    facts: dict[tuple[str, tuple[str, ...]], Fact] = {}
    unread: list[str] = []
    for sentence in sentences:
        tokens = _tokens(code, sentence, resolver)
        found, covered = _match(code, tokens, sentence, resolver.bound)
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
            how = f"{seat}, the {role}" if _apposition(text, role) else f"taken: the {role} is {seat}"
            facts[(role, (seat,))] = Fact(role, (seat,), True, how, decl.params)
    return Reading(tuple(facts.values()), tuple(dict.fromkeys(unread)), tuple(dict.fromkeys(notes)))


def _apposition(text: str, role: str) -> str | None:
    """ "Z, the dealer, ..." / "the dealer (Z)" / "Z (dealer)": a role named by its seat."""
    seat = r"\b([ABYZNESW])\b"
    word = role.replace("_", " ")
    patterns = (
        seat + rf"\s*[,(]\s*(?i:who was\s+)?(?i:the\s+)?(?i:{word})\b",
        rf"\b(?i:the)\s+(?i:{word})\s*[,(]?\s*(?i:is\s+|was\s+)?" + seat,
        seat + rf"\s+(?i:is|was)\s+(?i:the\s+)?(?i:{word})\b",
    )
    for pattern in patterns:
        match = re.search(pattern, text)
        if match:
            return match.group(1)
    return None


def _find_role_seat(code: n.CompiledCode, sentences: list[str], table: Table, pred: str) -> str | None:
    """A first look for "Z dealt" / "A led": roles resolve against these."""
    if pred not in code.facts:
        return None
    for sentence in sentences:
        tokens = _tokens(code, sentence, None)
        for fact in _match_pred(code.facts[pred], tokens, sentence)[0]:
            if fact.value:
                return fact.args[0]
    return None


def _tokens(code: n.CompiledCode, sentence: str, resolver: _Resolver | None) -> list[_Token]:
    raw = _split_words(sentence)
    out: list[_Token] = []
    negate, i = False, 0
    roles = _role_patterns(code)
    if resolver is not None:
        resolver.subject = None
    while i < len(raw):
        word, start = raw[i]
        lower = word.lower()
        if resolver is not None:
            matched = _role_at(roles, raw, i, resolver)
            if matched:
                seat, width = matched
                between = sentence[raw[i - 1][1] + len(raw[i - 1][0]) : start] if i else ""
                if not (out and out[-1].seat and out[-1].word == seat and "," in between):  # "Z, the dealer,"
                    out.append(_Token(seat, True, negate, start))
                resolver.last, negate, i = seat, False, i + width
                if _verb_follows(raw, i):
                    resolver.subject = seat
                continue
        if word in _PAIRS:  # "AB claim the game": the side, named by its first seat
            word = word[0]
        word = _FULL_NAMES.get(word, word)
        if _is_seat(word, raw, i, sentence):
            out.append(_Token(word, True, negate, start))
            if resolver is not None:
                resolver.last = word
                if _verb_follows(raw, i + 1):
                    resolver.subject = word
            negate, i = False, i + 1
            continue
        if lower in _NEGATORS:
            negate, i = True, i + 1
            continue
        folded = _fold(word)
        if folded in _FILLER or lower == "'s":
            i += 1
            continue
        out.append(_Token(folded, False, negate, start))
        negate, i = False, i + 1
        if resolver is not None and not _is_verb(word) and lower not in ("and", "but") and _verb_follows(raw, i):
            resolver.subject = None  # "the trick was turned and quitted": not a seat's doing
        # "Z revoked and then led": the verb after "and" shares the subject before it.
        if lower in ("and", "but") and resolver is not None and resolver.subject and _verb_follows(raw, i):
            out.append(_Token(resolver.subject, True, False, start, implied=True))
    return out


def _is_verb(word: str) -> bool:
    lower = word.lower()
    return lower in _VERBS or lower in _VERB_FORMS or (lower.endswith("ed") and len(lower) > 4)


def _verb_follows(raw: list[tuple[str, int]], i: int) -> bool:
    """Whether the next word that is not a filler or a negation is a verb."""
    while i < len(raw) and (raw[i][0].lower() in _FILLER or raw[i][0].lower() in _NEGATORS):
        i += 1
    return i < len(raw) and _is_verb(raw[i][0])


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
    if _is_verb(nxt) or nxt in ("bid", "double", "redouble", "pass", "cut", "bet"):
        # "A bid one heart" (the verb) against "A bid was made" (the noun): what follows tells.
        after = raw[i + 2][0].lower() if i + 2 < len(raw) else ""
        return bool(after) and after not in _FILLER and not _is_verb(after)
    return False


@functools.cache
def _role_words(roles: tuple[n.RoleDecl, ...]) -> tuple[tuple[str, str], ...]:
    """Roles said in one word ("dummy", "the dealer"), as (word, role): a phrase's mention of
    one matches the word, or the seat the incident gives that role."""
    out: dict[str, str] = {}
    for role in roles:
        for phrase in role.say:
            words = [_fold(w) for w, _ in _split_words(phrase) if _fold(w) not in _FILLER]
            if len(words) == 1:
                out.setdefault(words[0], role.name)
    return tuple(sorted(out.items()))


@functools.cache
def _role_patterns_cached(roles: tuple[n.RoleDecl, ...]) -> tuple[tuple[tuple[str, ...], str], ...]:
    out = []
    for role in roles:
        for phrase in role.say:
            out.append((tuple(w.lower() for w, _ in _split_words(phrase)), role.name))
    out.sort(key=lambda p: -len(p[0]))  # the longest description first: "the dealer's left" before "the dealer"
    return tuple(out)


def _role_patterns(code: n.CompiledCode) -> tuple[tuple[tuple[str, ...], str], ...]:
    return _role_patterns_cached(code.roles)


_PRONOUN_PARTNER = ("his", "partner")


def _role_at(
    roles: tuple[tuple[tuple[str, ...], str], ...], raw: list[tuple[str, int]], i: int, r: _Resolver
) -> tuple[str, int] | None:
    words = [w.lower() for w, _ in raw[i : i + 8]]
    predicative = bool(i) and raw[i - 1][0].lower() in ("is", "was", "being", "become", "became")
    # "his partner", "the dealer's partner", "Y's partner"
    for role_words, role in roles:
        k = len(role_words)
        if tuple(words[:k]) == role_words:
            if predicative:
                return None  # "Z was the dealer": the role is what is said of Z, not another seat
            if words[k : k + 2] == ["'s", "hand"] or words[k : k + 1] == ["hand"]:
                return None  # "from Dummy's hand": the hand, spoken of as such
            seat = r.role(role)
            if seat is None:
                return None
            if words[k : k + 2] == ["'s", "partner"]:
                return r.table.partner(seat), k + 2
            return seat, k
    if words[:2] in (["his", "partner"], ["her", "partner"], ["the", "partner"]) and r.last:
        return r.table.partner(r.last), 2
    if len(words) > 2 and words[1:3] == ["'s", "partner"] and _is_seat(raw[i][0], raw, i):
        return r.table.partner(raw[i][0]), 3
    if words[:1] in (["he"], ["him"], ["himself"]) and r.last:
        return r.last, 1
    if (
        words[:2] in (["his", "left-hand"], ["his", "right-hand"])
        and len(words) > 2
        and words[2] in ("adversary", "opponent")
        and r.last
    ):
        seat = r.table.left(r.last) if words[1] == "left-hand" else r.table.right(r.last)
        return seat, 3
    return None


def _match(
    code: n.CompiledCode, tokens: list[_Token], sentence: str, bound: dict[str, str] | None = None
) -> tuple[list[Fact], set[int]]:
    """Facts in a sentence, read with and without the subjects carried over "and"."""
    facts: dict[tuple[str, tuple[str, ...], bool | None], Fact] = {}
    covered: set[int] = set()
    variants = [tokens] + ([[t for t in tokens if not t.implied]] if any(t.implied for t in tokens) else [])
    for variant in variants:
        found: list[tuple[int, int, Fact]] = []
        for decl in code.facts.values():
            matched, spans = _match_pred(decl, variant, sentence, _role_words(code.roles), bound)
            found += [(s, e, f) for (s, e), f in zip(spans, matched, strict=True)]
        # A match inside a longer one is part of it: "A led" inside "A led out of turn".
        kept = [
            (s, e, f)
            for s, e, f in found
            if not any(s2 <= s and e <= e2 and (e2 - s2) > (e - s) for s2, e2, _ in found)
        ]
        for s, e, f in sorted(kept, key=lambda x: x[0]):
            facts.setdefault((f.pred, f.args, f.value), f)
            covered |= {variant[i].start for i in range(s, e)}
    return list(facts.values()), covered


def _match_pred(
    decl: n.FactDecl,
    tokens: list[_Token],
    sentence: str,
    roles: tuple[tuple[str, str], ...] = (),
    bound: dict[str, str] | None = None,
) -> tuple[list[Fact], list[tuple[int, int]]]:
    text = "".join((f"#{t.word} " if t.seat else f"{t.word} ") for t in tokens)
    starts, pos = [], 0
    for t in tokens:
        starts.append(pos)
        pos += len(t.word) + (2 if t.seat else 1)
    facts, spans = [], []
    present = {t.word for t in tokens if not t.seat}
    # A fact's own role word stays a word: "Z was the dealer" is what `dealer` is said by.
    roles = tuple((w, r) for w, r in roles if r != decl.name)
    role_words = {w for w, _ in roles}
    bound = bound or {}
    for value, phrases in ((True, decl.say), (False, decl.deny)):
        for phrase in phrases:
            if not _required_words(phrase) - role_words <= present:
                continue  # cheap test first: most phrases cannot match this sentence
            regex, slots, negative = _compile_phrase(phrase, roles)
            for m in regex.finditer(text):
                if m.end() == m.start():
                    continue
                groups = m.groupdict()
                if any(
                    seat is not None and bound.get(name.split("__")[1], seat) != seat
                    for name, seat in groups.items()
                    if name.startswith("role__")
                ):
                    continue  # "the dealer" in the phrase, but this seat is not the dealer
                first = max(i for i, s in enumerate(starts) if s <= m.start())
                last = max(i for i, s in enumerate(starts) if s < m.end())
                # "could not be formed without him": two negations cancel
                negated = (sum(t.negated for t in tokens[first : last + 1]) % 2 == 1) != negative
                seats: dict[str, str] = {}
                for k, slot in enumerate(slots, 1):
                    seats.setdefault(slot, groups[f"slot{k}"])  # "{player} asked {player}": the first
                args = tuple(seats.get(p, "") for p in decl.params)
                if "" in args:
                    continue
                source = sentence[tokens[first].start :].split(",")[0].strip().rstrip(".;")
                spans.append((first, last + 1))
                facts.append(Fact(decl.name, args, value != negated, source[:120], decl.params))
    return facts, spans


def _unread(tokens: list[_Token], covered: set[int], sentence: str) -> list[str]:
    """Content words no phrase accounted for, as short runs (`covered`: their offsets)."""
    runs, current = [], []
    for t in tokens:
        if t.start not in covered and not t.seat and t.word not in _STOP and t.word.isalpha():
            current.append(t.word)
        elif current:
            runs.append(" ".join(current))
            current = []
    if current:
        runs.append(" ".join(current))
    return runs

"""Reading by sense when no phrase matches: a clause is compared with each fact's gloss.

The vocabulary's phrases are exact; people are not. Where a clause of an incident matched
no phrase, its words are compared with every fact's description (its gloss and phrases),
word senses folded together ("peeped", "glanced" -> look; "short", "incomplete" ->
imperfect), each word weighted by how rare it is among the code's facts. The best fact is
taken only if it is clearly best and enough of its rare words are there; its seat is the
clause's own. A fact read this way says so in its `from`, so the arbitrator can check it.
"""

from __future__ import annotations

import functools
import hashlib
import math
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from . import nodes as n
from .paths import cached
from .ruling import Fact
from .words import FILLER, NEGATORS, Token, fold, split_words

# Word senses: the words people use, folded to the word the laws' glosses use.
_SENSES = {
    "look": "looked", "peeped": "looked", "peeked": "looked", "glanced": "looked", "saw": "looked", "eyed": "looked",
    "discovered": "found", "noticed": "found", "proved": "found", "shown": "found", "turned out": "found",
    "short": "imperfect", "incomplete": "imperfect", "missing": "imperfect", "wanting": "imperfect",
    "lacking": "imperfect",
    "faced": "exposed", "face-up": "exposed", "showed": "exposed", "dropped": "exposed", "upwards": "up",
    "renounced": "revoked", "renounce": "revoked",
    "opponent": "adversary", "opponents": "adversaries", "enemy": "adversary",
    "gave": "dealt", "distributed": "dealt", "packet": "pack", "deck": "pack", "cards": "card",
    "tricks": "trick", "honors": "honours", "honor": "honour", "trumps": "trump",
    "spoke": "said", "remarked": "said", "asked": "asked", "enquired": "asked", "inquired": "asked",
    "claimed": "claimed", "demanded": "claimed", "requested": "claimed",
    "consulted": "consulted", "conferred": "consulted", "discussed": "consulted",
    "neglected": "omitted", "forgot": "omitted", "failed": "omitted", "missed": "omitted",
    "picked": "took", "grabbed": "took", "lifted": "took",
}  # fmt: skip
_NOISE = (
    FILLER
    | NEGATORS
    | set(
        "and or but of to that which who it its on at for with as his her their them this there when while whilst "
        "before after from into one any some if what i you we my your he him she they up out over off all other "
        "player players game hand".split()
    )
)
MIN_WORDS = 2  # a fact needs at least two of its words in the clause
MIN_SHARE = 0.35  # and at least this share of its description's weight (tuned on the dev lines)
MARGIN = 1.25  # and a score this many times the next best fact's


@functools.cache  # a cold reading folds every phrase's words: tens of thousands of calls, a few thousand words
def sense(word: str) -> str:
    w = fold(_SENSES.get(word.lower(), word))
    return _SENSES.get(w, w).removesuffix("s") if len(w) > 3 else _SENSES.get(w, w)


def _words(text: str) -> set[str]:
    text = re.sub(r"\{[a-z_]+\}|[\[\]()|]", " ", text)
    return {sense(w) for w, _ in split_words(text)} - {sense(w) for w in _NOISE} - {""}


@dataclass(frozen=True)
class _Profile:
    name: str
    params: tuple[str, ...]
    weights: dict[str, float]
    total: float


@functools.cache
def _profiles(code_id: str, facts: tuple[n.FactDecl, ...]) -> tuple[_Profile, ...]:
    """Each fact's description words, weighted by rarity among the facts (inverse frequency).
    Folding every phrase of a code takes a sixth of a second: the profiles are kept in the
    cache, under the digest of what they are made of (the facts, and this module's and the
    folding's sources). The code's id names the entry's family: the cache keeps a few entries
    a family, and one family for all codes had the thirteen codes evict one another."""
    digest = hashlib.sha256(repr([(f.name, f.params, f.gloss, f.say) for f in facts]).encode())
    for source in (Path(__file__), Path(__file__).with_name("words.py")):
        stat = source.stat()
        digest.update(f"{stat.st_size}\0{stat.st_mtime_ns}".encode())
    return cached(f"profiles-{code_id}-{digest.hexdigest()[:20]}.pickle", tuple, lambda: _weighed(facts))


def _weighed(facts: tuple[n.FactDecl, ...]) -> tuple[_Profile, ...]:
    described = {f.name: _words(" ".join((f.gloss, *f.say))) for f in facts}
    frequency = Counter(w for words in described.values() for w in words)
    total = len(described)
    out = []
    for f in facts:
        weights = {w: math.log(1 + total / frequency[w]) for w in described[f.name]}
        out.append(_Profile(f.name, f.params, weights, sum(weights.values()) or 1.0))
    return tuple(out)


# words that open a clause; of them, those that tell its time
_OPENERS = ("but", "while", "whilst", "when", "after", "before", "until", "although", "though")
_TIME = frozenset(("before", "after", "while", "whilst", "when", "until"))


def clauses(tokens: list[Token], sentence: str) -> list[list[Token]]:
    """Split at punctuation, at the words that open a clause ("but", "while", "when"...), and
    at "and" between two acts by two seats: "N played solo and E revoked"."""
    cuts = {m.start() for m in re.finditer(r"[,;:]", sentence)}
    clauses: list[list[Token]] = [[]]
    for i, t in enumerate(tokens):
        opens = t.word in _OPENERS
        if t.word == "and" and i + 2 < len(tokens) and tokens[i + 1].seat and tokens[i + 2].verb:
            # another subject with a verb of his own, after a clause that had both
            seats = {c.word for c in clauses[-1] if c.seat}
            opens = bool(seats) and tokens[i + 1].word not in seats and any(c.verb for c in clauses[-1])
        elif t.seat and i + 1 < len(tokens) and tokens[i + 1].verb and clauses[-1] and clauses[-1][0].word in _TIME:
            # "before my partner played to the trick I said": the main clause after a time
            # clause told without its comma
            seats = {c.word for c in clauses[-1] if c.seat}
            opens = bool(seats) and t.word not in seats and any(c.verb for c in clauses[-1])
        if clauses[-1] and (opens or any(c < t.start and c > clauses[-1][-1].start for c in cuts)):
            clauses.append([])
        clauses[-1].append(t)
    return [c for c in clauses if c]


def read_by_sense(code: n.CompiledCode, tokens: list[Token], sentence: str, covered: set[int]) -> list[Fact]:
    """Facts for the clauses no phrase accounted for."""
    decls = tuple(f for f in code.facts.values() if len(f.params) <= 1 and f.name not in {r.name for r in code.roles})
    profiles = _profiles(code.id, decls)
    found = []
    last_seat = None
    for clause in clauses(tokens, sentence):
        seats = [t.word for t in clause if t.seat]
        content = [t for t in clause if not t.seat]
        if not content or sum(t.start in covered for t in content) * 2 >= len(content):
            last_seat = seats[0] if seats else last_seat
            continue  # a phrase read this clause (or most of it)
        words = {sense(t.word): t for t in content}
        scored = []
        for p in profiles:
            hits = [w for w in words if w in p.weights]
            if len(hits) >= MIN_WORDS:
                score = sum(p.weights[w] for w in hits)
                scored.append((score / p.total, score, p, hits))
        scored.sort(key=lambda s: -s[1])
        if scored:
            share, score, best, hits = scored[0]
            runner = scored[1][1] if len(scored) > 1 else 0.0
            seat = seats[0] if seats else last_seat
            if share >= MIN_SHARE and score >= MARGIN * runner and (not best.params or seat):
                negated = sum(words[w].negated for w in hits) % 2 == 1
                text = sentence[clause[0].start : clause[-1].start + len(clause[-1].word) + 8].strip(" ,;.")
                args = (seat,) if best.params else ()
                # "nobody could say whether he was only showing it": asked, not told
                truth = None if any(words[w].doubtful for w in hits) else not negated
                found.append(Fact(best.name, args, truth, f"by sense: {text}", best.params))  # type: ignore[arg-type]
        last_seat = seats[0] if seats else last_seat
    return found

"""The vocabulary's phrases matched over one sentence's tokens: as written, then loosely;
with the subjects carried over "and", each of a pair ("Both A and Z revoked"), the passive
said actively ("the ace was led by West"), and a role's act told without its seat. A denial
asked in a quoted question ("isn't it my deal?") tells nothing.
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace

from . import nodes as n
from .doubts import doubt_words
from .phrases import CLAUSE_WORDS, WISHED, marked_text, match_phrases, role_tied, role_words
from .ruling import Fact
from .sentences import is_verb, quoted_spans
from .words import Token, fold

# How many words a phrase's own words may be apart in the second, looser look (never a
# verb or a word that opens a clause: see phrases.compile_phrase).
LOOSE = 2
# "had not yet dealt": an act still to come, told of the one whose act it is
_YET = re.compile(r"\byet\b")
# Words of finding out, as folded ("noticed", "discovered", "realised" fold to "found").
_PERCEIVED = frozenset(("found", "saw", "rememb"))


# an aside of what a pair thought or saw, between the pair and its verb: the verb follows it
_PARTICIPLE_ASIDE = re.compile(r"\S+,\s+(?!having\b)\w+ing\b[^,.;]*,\s+(\w+)")


def _candidates(code: n.CompiledCode, tokens: list[Token]) -> list[n.FactDecl]:
    """The facts whose phrases could match these tokens: those with an anchor word told (see
    `CompiledCode.anchors`), or none to test."""
    told = {t.word for t in tokens if not t.seat}
    return [
        decl
        for decl in code.facts.values()
        if (anchors := code.anchors.get(decl.name, None)) is None or not anchors.isdisjoint(told)
    ]


def match_sentence(
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
        aside = _PARTICIPLE_ASIDE.match(sentence, tokens[i + 2].start) if pair else None
        verb = aside.group(1).lower() if aside else verb  # "B and I, thinking the game lost, threw"
        joint = verb in ("held", "won", "scored", "made", "claimed", "got")
        # ... not what "both" have ("both W and N had the wrong number of cards"): each has it
        joint = joint or not (is_verb(verb) or (i and tokens[i - 1].word == "both"))
        if pair and not joint:
            variants.append(tokens[: i + 1] + tokens[i + 3 :])
    # "neither Y nor Z had touched": two denied seats side by side, each denied.
    for i in range(len(tokens) - 1):
        if tokens[i].seat and tokens[i + 1].seat and tokens[i].negated and tokens[i + 1].negated:
            variants.append(tokens[: i + 1] + tokens[i + 2 :])
    # "whether A or B had touched a card": in doubt, the act is in doubt for each of the two.
    for i in range(len(tokens) - 3):
        either = tokens[i].seat and tokens[i + 1].word == "or" and tokens[i + 2].seat and tokens[i + 3].verb
        if either and tokens[i].doubtful and tokens[i + 2].doubtful:
            variants.append(tokens[: i + 1] + tokens[i + 3 :])
    variants += [v for v in (_active(v, bound or {}, sentence) for v in variants) if v is not None]
    strict: set[int] = set()  # offsets of the words the phrases read as written
    role_names = frozenset(r.name for r in code.roles)
    have: set[str] = set()
    asked = _questions(sentence)
    doubting = doubt_words(sentence)
    roles = role_words(code.roles)
    for variant in variants:
        found: list[tuple[int, int, Fact]] = []
        marked = marked_text(variant)  # the same for every fact: marked once
        for decl in _candidates(code, variant):
            matched, spans = match_phrases(decl, variant, sentence, roles, bound, needs=code.needs, marked=marked)
            found += [(s, e, f) for (s, e), f in zip(spans, matched, strict=True)]
        # A match inside a longer one is part of it: "A led" inside "A led out of turn".
        kept = [
            (s, e, f)
            for s, e, f in found
            if not any(s2 <= s and e <= e2 and (e2 - s2) > (e - s) for s2, e2, _ in found)
            and not _denied_in_question(f, variant[s:e], sentence, asked)
            and not _doubt_denied(f, variant[s:e], doubting)
        ]
        for s, e, f in sorted(kept, key=lambda x: x[0]):
            if f.source.startswith(WISHED):
                strict |= {variant[i].start for i in range(s, e)}  # read, as a wish
                continue
            k = s - 1
            while k > 0 and variant[k].word in ("any", "a", "an", "the", "all", "every"):
                k -= 1  # "before any trump had been turned": before the state, whatever its words
            # "before East noticed he had fourteen cards": what was not yet done is the noticing;
            # what he noticed was so all along
            told_before = k >= 0 and variant[k].word == "before" and not any(t.word in _PERCEIVED for t in variant[s:e])
            # "pointed out before all four had played": a state told as not yet reached; "before
            # A had led, B laid a card down": an act not yet done (not "before Y corrected his
            # bid, B pointed it out": Y did correct it, afterwards)
            strict |= {variant[i].start for i in range(s, e)}
            if f.value and told_before and (not f.args or re.search(r"\bhad\b", f.source)):
                f = replace(f, value=False, source=f"before {f.source}")
            elif f.value is False and told_before and not any(t.negated for t in variant[s:e]):
                # "carried on dealing before he put it right": a denial told as done only
                # afterwards denies nothing of what came before it (its words are read, though)
                continue
            elif (
                f.value is False
                and f.pred in role_names
                and _YET.search(sentence, variant[s].start, variant[e - 1].start)
            ):
                # "W had not yet dealt a card": the dealer, who had not begun; no role denied
                continue
            facts.setdefault((f.pred, f.args, f.value), f)
        have |= {f.pred for _, _, f in found}
    covered = set(strict)
    # "Can E-W have a new deal?": a question asks what the law allows; its words, read
    # loosely, would tell an act ("E [have a new] deal") nobody did
    if LOOSE and not _ASKED.match(sentence):
        # A second, looser look for the facts no phrase read as written: up to LOOSE words
        # may stand between a phrase's own ("A exposed one of his cards"), where the phrases
        # left most of those words unread.
        for variant in variants:
            bidding = "declared_clubs" in code.facts
            for decl in _candidates(code, variant):
                if decl.name in have:
                    continue
                matched, spans = match_phrases(
                    decl, variant, sentence, role_words(code.roles), bound, gap=LOOSE, needs=code.needs
                )
                for (s, e), f in zip(spans, matched, strict=True):
                    if sum(variant[i].start in strict for i in range(s, e)) * 2 > e - s:
                        continue
                    if _denied_in_question(f, variant[s:e], sentence, asked) or f.source.startswith(WISHED):
                        continue
                    if _doubt_denied(f, variant[s:e], doubting):
                        continue
                    if f.value is False and f.pred in role_names:
                        continue  # "N, the declarer, had not played from either hand": no role denied
                    told = sentence[variant[s].start : variant[e - 1].start + len(variant[e - 1].word)]
                    if re.search(r"[;:]", told):
                        continue  # "to the wrong side; it was not a mistake in the trick score": two clauses
                    if f.pred.startswith("declared_") and _CARD.search(told):
                        continue  # "the three of clubs" is a card, not the call "three clubs"
                    if bidding and _BID.search(told) and not _bids_told(decl):
                        continue  # "opened with his customary one spade" is a bid, not "opened with a spade"
                    facts.setdefault((f.pred, f.args, f.value), f)
                    covered |= {variant[i].start for i in range(s, e)}
    have |= {pred for pred, _, _ in facts}
    for f, spot in _role_acts(code, variants, sentence, bound or {}, have, asked):
        facts.setdefault((f.pred, f.args, f.value), f)
        covered |= spot
    return list(facts.values()), covered


def _role_acts(
    code: n.CompiledCode,
    variants: list[list[Token]],
    sentence: str,
    bound: dict[str, str],
    have: set[str],
    asked: list[tuple[int, int]],
) -> list[tuple[Fact, set[int]]]:
    """A fact only a role's holder can do, told without his seat ("Dlr Z. Trump card still
    face up after the second trick"), is the seat that holds the role; with the offsets of
    the words it was read from."""
    out: list[tuple[Fact, set[int]]] = []
    role_names = frozenset(r.name for r in code.roles)
    for decl in code.facts.values():
        tie = role_tied(decl.gloss, role_names) if len(decl.params) == 1 else None
        if tie is None or decl.name in have or tie[1] not in bound:
            continue
        for variant in variants:
            matched, spans = match_phrases(
                decl, variant, sentence, role_words(code.roles), bound, needs=code.needs, unsaid=(tie[0], bound[tie[1]])
            )
            for (s, e), f in zip(spans, matched, strict=True):
                if f.source.startswith(WISHED) or (s and variant[s - 1].word == "to"):
                    continue  # "told me to take the three tricks": an infinitive is not an act
                if _subject_before(variant, s, sentence):
                    continue  # "Z, the declarer, touched two cards": told with a seat, not without
                if not _denied_in_question(f, variant[s:e], sentence, asked):
                    out.append((f, {variant[i].start for i in range(s, e)}))
    return out


def _subject_before(tokens: list[Token], i: int, sentence: str) -> bool:
    """Whether a seat before token `i` is its subject: no verb and no stop between them."""
    for t in reversed(tokens[:i]):
        if t.verb or t.word in CLAUSE_WORDS:
            return False
        if t.seat:
            return not re.search(r"[;:.]", sentence[t.start : tokens[i].start])
    return False


def _doubt_denied(fact: Fact, tokens: list[Token], doubting: list[tuple[int, int]]) -> bool:
    """ "I can't say whether the last card had been turned up": the words of the doubt ("say
    whether"), denied, deny nothing that was done; what is in doubt is read apart."""
    return fact.value is False and any(a <= t.start < b for t in tokens for a, b in doubting)


def _questions(sentence: str) -> list[tuple[int, int]]:
    """The quoted questions of a sentence: "'hang on, isn't it my deal?'"."""
    return [(a, b) for a, b in quoted_spans(sentence) if sentence[a:b].rstrip(" '\"’”").endswith("?")]


# a card named by rank and suit: "the three of clubs", "the 10 of spades"
_CARD = re.compile(
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|ace|king|queen|knave|jack|deuce|trey|\d+)\s+of\s+"
    r"(?:club|diamond|heart|spade|trump)s?\b",
    re.I,
)


# a bid: "one spade", "two no trumps"; a fact none of whose phrases tells one ("{player}
# opened with a spade", the lead) is not read loosely across one
_BID = re.compile(
    r"\b(?:one|two|three|four|five|six|seven)\s+(?:club|diamond|heart|spade|royal|no[ -]?trump)s?\b", re.I
)


@functools.cache
def _bids_told(decl: n.FactDecl) -> bool:
    """Whether any of the fact's phrases names a bid, or any number told as "(one|two ...)": a
    fact that counts in words may be read across "one spade"."""
    phrases = decl.say + decl.deny
    return any(_BID.search(p.replace("(", " ").replace("|", " ")) or "(one|two" in p for p in phrases)


# A sentence that asks: "Can B still call the card?", "Who deals next?"
_ASKED = re.compile(
    r"\s*(?:can|could|may|might|must|should|shall|will|would|is|are|does|do|did|who|what|how|which|whose)\b[^\"“]*\?\s*$",
    re.I,
)


# A question asked with its verb first: "isn't it my deal?", "haven't you a spade?"
_ASKING = re.compile(
    r"[\s'\"‘“]*(?:is|are|was|were|has|have|had|did|does|do|can|could|will|would|shall)(?:n't|n’t)?\b", re.I
)


def _denied_in_question(fact: Fact, tokens: list[Token], sentence: str, asked: list[tuple[int, int]]) -> bool:
    """A denial asked in a quoted question ("isn't it my deal?", "haven't you a spade?") does
    not tell; one said before a tag ("we hadn't begun, had we?") does. What a question itself
    tells ("Having none, partner?") its own phrases say."""
    if fact.value is not False or not tokens:
        return False
    # the words the denial rests on: 'B asked him "Haven't you any hearts?" and he had one'
    denying = [t for t in tokens if t.negated] or tokens
    for a, b in asked:
        if all(a <= t.start < b for t in denying):
            opens = max([a + 1] + [m.end() for m in re.finditer(r"[,;:]", sentence[: denying[0].start]) if m.end() > a])
            return bool(_ASKING.match(sentence, opens))
    return False


# The verbs of putting a card on the table, as folded ("thrown" -> "threw").
_PLAYED = frozenset(
    fold(w) for w in "played led thrown discarded dropped exposed trumped put ruffed shown pulled".split()
)


# ... and of handling the cards, said with "by": "the cards were dealt by B" (not a call or
# a remark: "doubled by South", "pointed out by North" keep their own phrases).
_HANDLED = _PLAYED | frozenset(fold(w) for w in "dealt turned cut shuffled taken gathered touched".split())
_DUMMY = fold("dummy")


def _active(tokens: list[Token], bound: dict[str, str], sentence: str) -> list[Token] | None:
    """ "a diamond was played from dummy", "the ace was led by West", "a card was dropped
    face upward by A": also read as said actively ("dummy played a diamond", "A dropped a
    card face upward"), the agent before the verb."""
    for k in range(2, len(tokens) - 1):
        by, agent = tokens[k], tokens[k + 1]
        if agent.word == _DUMMY and "dummy" in bound:  # "from dummy's hand", the hand spoken of
            agent = replace(agent, word=bound["dummy"], seat=True)
        if not (agent.seat and by.word in ("by", "from")):
            continue
        # The verb: just before "from" (a card played from a hand), or a few words before
        # "by", with nothing between that opens a clause or names a seat.
        i = k - 1
        if by.word == "by":
            while i > k - 5 and i > 0 and not tokens[i].verb:
                if tokens[i].seat or tokens[i].word in CLAUSE_WORDS:
                    break
                i -= 1
        verb = tokens[i]
        if verb.word not in (_HANDLED if by.word == "by" else _PLAYED) or tokens[i - 1].seat:
            continue
        j = i  # the card: back to a clause's start ("before the trick was complete, a card ...")
        while j > max(i - 5, 0) and not (
            tokens[j - 1].seat
            or tokens[j - 1].verb
            or tokens[j - 1].word in CLAUSE_WORDS
            or tokens[j - 1].negated
            or any(p in sentence[tokens[j - 1].start : tokens[j].start] for p in ",;:-()")
        ):
            j -= 1
        j -= j > 0 and tokens[j - 1].possessive  # "North's three diamonds were doubled by South"
        if j == i:
            continue
        rest = k + 2 + (k + 2 < len(tokens) and tokens[k + 2].word == "hand")
        return tokens[:j] + [replace(agent, implied=False), verb] + tokens[j:i] + tokens[i + 1 : k] + tokens[rest:]
    return None

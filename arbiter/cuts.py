"""The cut for partners and deal, told card by card: "Cutting for partners, North, East and
South each turned up a seven and West a deuce". Each seat's card is read, and what the laws ask
of the cut follows from their order (English Law 13: "the ace is the lowest card"; Law 16:
"the player who cuts the lowest card deals"; Laws 14 and 15 on equal cards): who cut lowest, who
cut an ace, whether two or three cut equal cards and where those stand among the four.

A phrase can read "A cut the lowest card"; no phrase can compare a seven with a deuce, and
reading by example guesses at it. What is computed here is exact, and is taken before any guess.
"""

from __future__ import annotations

import re
from collections import Counter

from . import nodes as n
from .ruling import Fact
from .sentences import FULL_NAMES, SEAT, split_sentences

Facts = dict[tuple[str, tuple[str, ...]], Fact]

# In cutting the ace is lowest (English Law 13, American Law 2, Auction Law 16).
_RANKS = {
    "ace": 1, "deuce": 2, "two": 2, "trey": 3, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "knave": 11, "jack": 11, "queen": 12, "king": 13,
}  # fmt: skip
_RANK = "|".join(_RANKS)
# "a seven", "the knave of clubs", "another ace", "queens" (each a queen): a card cut, not a count
_CARD = re.compile(rf"\b(?:(?:a|an|the|another)\s+({_RANK})\b|({_RANK})s\b)", re.I)
_SEAT_TOLD = re.compile(rf"\b({SEAT})\b")
# the sentence tells a cut for partners, seats or deal, not a trick or a deal's cards
_CUTTING = re.compile(r"\b(?:cut|cuts|cutting|(?:drew|draws|drawing|drawn)\s+for)\b", re.I)
# "North, East and South each cut a seven": seats told together, before the card they cut
_EACH = re.compile(r"\b(?:each|both|all|every one)\b", re.I)
_JOINED = re.compile(r"\s*(?:,\s*)?(?:and\s+)?$", re.I)
_NOT_A_CUT = re.compile(r"\b(?:led|leads|played|trumped|discarded|trump card|turned up for trumps?)\b", re.I)
# "I turned up the ace; the others drew a four, a nine and a knave": the cards of seats not named
_OTHERS = re.compile(r"\b(?:the\s+others|the\s+rest|the\s+other\s+(?:two|three))\b", re.I)


def cards_cut(text: str, teller: str | None = None) -> dict[str, int]:
    """Each seat's card in the cut, where a sentence telling a cut names two or more: seats told
    together take the card told after them ("N, E and S each cut a seven"); "I" is the teller's
    seat, and "the others" cut the cards told after them, seats unnamed."""
    told = re.compile(rf"\b({SEAT})\b|\b(I)\b") if teller else _SEAT_TOLD
    for sentence in _with_others(split_sentences(text)):
        if not _CUTTING.search(sentence) or _NOT_A_CUT.search(sentence):
            continue
        seats = list(told.finditer(sentence))
        others = _OTHERS.search(sentence)
        if others:
            seats = [m for m in seats if m.start() < others.start()]
        cut: dict[str, int] = {}
        waiting: list[str] = []
        for i, m in enumerate(seats):
            seat = teller if m.group(1) is None and teller else FULL_NAMES.get(m.group(1), m.group(1))
            end = seats[i + 1].start() if i + 1 < len(seats) else others.start() if others else len(sentence)
            card = _CARD.search(sentence, m.end(), end)
            waiting.append(seat)
            if not card and not _JOINED.match(sentence[m.end() : end]):
                waiting = []  # "Y had a card half out, and A named it the queen": no card cut by Y
            elif card:
                rank = _RANKS[(card.group(1) or card.group(2)).lower()]
                # the seats before take his card only where it is told of them all ("each cut a
                # seven", "both drew queens"), not "A, Y and B, and Z drew the king"
                together = card.group(2) or _EACH.search(sentence, m.end(), card.start())
                cut.update(dict.fromkeys(waiting if together else [seat], rank))
                waiting = []
        if others and cut and len(cut) < 4:
            unnamed = [_RANKS[(c.group(1) or c.group(2)).lower()] for c in _CARD.finditer(sentence, others.end())]
            if len(cut) + len(unnamed) == 4:
                cut.update({f"?{k}": rank for k, rank in enumerate(unnamed)})
        if len(cut) >= 2:
            return cut
    return {}


def _with_others(sentences: list[str]) -> list[str]:
    """A sentence that goes on to "the others" after a semicolon is one cut: "I turned up the ace;
    the others drew a four, a nine and a knave"."""
    out: list[str] = []
    for sentence in sentences:
        if out and out[-1].endswith(";") and _OTHERS.match(sentence):
            out[-1] += " " + sentence
        else:
            out.append(sentence)
    return out


_HOW_MANY = {"two": 2, "three": 3, "both": 2}
_ANOTHER = re.compile(r"\b(?:third|fourth|other|others|remaining|last|rest)\b[^,;.]*$", re.I)
# "two of us turned up fours", "both the others drew kings"
_SEVERAL = re.compile(rf"\b(two|three|both)\b[^,;.]{{0,30}}?\b({_RANK})s\b", re.I)


def cards_cut_unseated(text: str) -> list[int]:
    """The four cards of a cut told without seats: "two of us turned up fours, the third a nine
    and the fourth a king"."""
    for sentence in split_sentences(text):
        if not _CUTTING.search(sentence) or _NOT_A_CUT.search(sentence) or _SEAT_TOLD.search(sentence):
            continue
        ranks: list[int] = []
        taken: list[tuple[int, int]] = []
        for m in _SEVERAL.finditer(sentence):
            ranks += [_RANKS[m.group(2).lower()]] * _HOW_MANY[m.group(1).lower()]
            taken.append(m.span(2))
        for m in _CARD.finditer(sentence):
            if any(a <= m.start(2) < b for a, b in taken if m.group(2)):
                continue
            # a card told of another player ("the third a nine"), not the same card again
            # ("both turned up sevens, mine the seven of hearts")
            if _ANOTHER.search(sentence[max(m.start() - 25, 0) : m.start()]):
                ranks.append(_RANKS[(m.group(1) or m.group(2)).lower()])
        if len(ranks) == 4:
            return ranks
    return []


def cut_facts(code: n.CompiledCode, text: str, facts: Facts, teller: str | None = None) -> Facts:
    """The facts of the cut that its cards settle, for those the code declares and the reading
    has not read otherwise."""
    cut = cards_cut(text, teller)
    if not cut:
        unseated = cards_cut_unseated(text)
        # told without seats, only what needs none: whether cards were equal, and where they stand
        cut = {f"?{i}": rank for i, rank in enumerate(unseated)}
    if not cut:
        return {}
    ranks = sorted(cut.values())
    counts = Counter(ranks)
    told = ", ".join(f"{seat} {_name(rank)}".lstrip("?0123456789 ") for seat, rank in cut.items())
    found: dict[tuple[str, tuple[str, ...]], bool] = {}
    lowest = [s for s, r in cut.items() if r == ranks[0]]
    if len(lowest) == 1:
        found[("cut_lowest_card", (lowest[0],))] = True
        second = [s for s, r in cut.items() if r == ranks[1]]
        if len(second) == 1 and len(cut) >= 3:
            found[("cut_next_lowest", (second[0],))] = True
    for seat, rank in cut.items():
        if rank == 1:
            found[("cut_an_ace", (seat,))] = True
    pairs = [r for r, k in counts.items() if k == 2]
    triples = [r for r, k in counts.items() if k == 3]
    if pairs or len(cut) == 4:  # all four told: whether any cut equal is known either way
        found[("cut_equal_cards", ())] = max(counts.values()) >= 2
        found[("two_cut_equal", ())] = bool(pairs)
    if len(cut) == 4:
        found[("three_cut_equal", ())] = bool(triples)
    if len(pairs) == 1 and len(cut) == 4:
        pair = pairs[0]
        others = [r for r in ranks if r != pair]
        found[("equal_cards_lowest", ())] = all(r > pair for r in others)
        found[("equal_cards_highest", ())] = all(r < pair for r in others)
        intermediate = any(r < pair for r in others) and any(r > pair for r in others)
        found[("equal_cards_intermediate", ())] = intermediate
        found[("intermediate_cuts_equal", ())] = intermediate
    if triples and len(cut) == 4:
        found[("fourth_card_highest", ())] = next(r for r in ranks if r != triples[0]) > triples[0]
    out: Facts = {}
    for (pred, args), value in found.items():
        if any(a.startswith("?") for a in args):
            continue  # a seat the telling never named
        decl = code.facts.get(pred)
        read = facts.get((pred, args))
        if decl is None or len(decl.params) != len(args):
            continue
        if read is not None and not read.source.startswith("by example"):
            continue  # a phrase read it ("A cut the lowest card"): the telling's word stands
        out[(pred, args)] = Fact(pred, args, value, f"the cut: {told}", decl.params)
    return out


def _name(rank: int) -> str:
    return next(name for name, r in _RANKS.items() if r == rank)

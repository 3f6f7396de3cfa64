"""The table: seats in rotation, partnerships, and the relations rules speak of.

English Law 33: "The deal passes to the player on the dealer's left". Cavendish
seats A, Y, B, Z in that order round the table, A and B partners against Y and Z;
N, E, S, W are the other usual letters, N and S against E and W.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from . import nodes as n
from .ruling import listed

DEFAULT_SEATS = n.Seats(("A", "Y", "B", "Z"), (("A", "B"), ("Y", "Z")))
# The built-in relations between seats, looked up from the table, never stated or derived
RELATIONS = frozenset(("partner", "adversary", "left"))
# Every code's partnerships, by letter, as a pair's two letters: "AB" and "BA", "NS" and "SN".
PAIRS = frozenset({"AB", "BA", "YZ", "ZY", "NS", "SN", "EW", "WE"})


@dataclass(frozen=True)
class Table:
    seats: tuple[str, ...]  # in rotation: each seat's left-hand neighbour follows it
    partners: tuple[tuple[str, str], ...]
    # The sides a bid made for the hand (`sides`), where it made them: the bidder's, and the rest.
    hand: tuple[tuple[str, ...], ...] = ()

    @classmethod
    def for_letters(cls, systems: tuple[n.Seats, ...], letters: set[str]) -> Table:
        """The seating whose letters the incident uses (the first declared, if it names none)."""
        systems = systems or (DEFAULT_SEATS,)
        best = max(systems, key=lambda s: len(letters & set(s.rotation)))
        return cls(best.rotation, best.partners)

    def for_hand(self, sides: n.Sides | None, told: Iterable[tuple[str, tuple[str, ...], bool | None]]) -> Table:
        """The table with the sides the bid made. Boston: the bidder plays "single-handed
        against the other three"; Solo Whist: the acceptor "plays as the caller's partner for
        the hand", whichever seat he holds. (`told`: pred, args, value of each fact.)"""
        if sides is None:
            return self
        one = {a[0] for pred, a, value in told if pred in sides.facts and value is True and a and a[0] in self.seats}
        if not one or len(one) > 2:  # no bid told, or more bidders than a side holds
            return self
        ones = tuple(s for s in self.seats if s in one)
        return replace(self, hand=(ones, tuple(s for s in self.seats if s not in one)))

    def _own(self, seat: str) -> tuple[str, ...] | None:
        return next((side for side in self.hand if seat in side), None)

    def partner(self, seat: str) -> str:
        own = self._own(seat)
        if own and len(own) == 2:  # the caller and his acceptor, wherever they sit
            return own[1 - own.index(seat)]
        # alone, or one of three: the seat opposite, as the seats are declared
        for a, b in self.partners:
            if seat == a:
                return b
            if seat == b:
                return a
        raise KeyError(seat)

    def left(self, seat: str) -> str:
        return self.seats[(self.seats.index(seat) + 1) % len(self.seats)]

    def right(self, seat: str) -> str:
        return self.seats[(self.seats.index(seat) - 1) % len(self.seats)]

    def side(self, seat: str) -> tuple[str, ...]:
        if own := self._own(seat):
            return own
        return tuple(sorted((seat, self.partner(seat)), key=self.seats.index))

    def adversaries(self, seat: str) -> tuple[str, ...]:
        if own := self._own(seat):
            return tuple(s for s in self.seats if s not in own)
        return self.side(self.left(seat))

    def seat_fn(self, fn: str, seat: str) -> str:
        return {"partner": self.partner, "left": self.left, "right": self.right}[fn](seat)

    def relation(self, name: str, a: str, b: str) -> bool:
        if name == "partner":
            return a != b and b in self.side(a)
        if name == "adversary":
            return b in self.adversaries(a)
        return self.left(a) == b  # "left": b sits on a's left

    def names(self, seats: tuple[str, ...]) -> str:
        return listed(seats)


def usual_declarer(table: Table) -> str:
    """Where the declarer sits when no one says: Z, as the printed cases seat him; with the
    letters N E S W, South, North his dummy, as players tell it."""
    return "S" if "S" in table.seats else table.seats[-1]

"""The table: seats in rotation, partnerships, and the relations rules speak of.

English Law 33: "The deal passes to the player on the dealer's left". Cavendish
seats A, Y, B, Z in that order round the table, A and B partners against Y and Z;
N, E, S, W are the other usual letters, N and S against E and W.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import nodes as n

DEFAULT_SEATS = n.Seats(("A", "Y", "B", "Z"), (("A", "B"), ("Y", "Z")))
# Every code's partnerships, by letter, as a pair's two letters: "AB" and "BA", "NS" and "SN".
PAIRS = frozenset({"AB", "BA", "YZ", "ZY", "NS", "SN", "EW", "WE"})


@dataclass(frozen=True)
class Table:
    seats: tuple[str, ...]  # in rotation: each seat's left-hand neighbour follows it
    partners: tuple[tuple[str, str], ...]

    @classmethod
    def for_letters(cls, systems: tuple[n.Seats, ...], letters: set[str]) -> Table:
        """The seating whose letters the incident uses (the first declared, if it names none)."""
        systems = systems or (DEFAULT_SEATS,)
        best = max(systems, key=lambda s: len(letters & set(s.rotation)))
        return cls(best.rotation, best.partners)

    def partner(self, seat: str) -> str:
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

    def side(self, seat: str) -> tuple[str, str]:
        return tuple(sorted((seat, self.partner(seat)), key=self.seats.index))  # type: ignore[return-value]

    def adversaries(self, seat: str) -> tuple[str, str]:
        return self.side(self.left(seat))

    def seat_fn(self, fn: str, seat: str) -> str:
        return {"partner": self.partner, "left": self.left, "right": self.right}[fn](seat)

    def relation(self, name: str, a: str, b: str) -> bool:
        if name == "partner":
            return self.partner(a) == b
        if name == "adversary":
            return b in self.adversaries(a)
        return self.left(a) == b  # "left": b sits on a's left

    def names(self, seats: tuple[str, ...]) -> str:
        return " and ".join(seats)


def usual_declarer(table: Table) -> str:
    """Where the declarer sits when no one says: Z, as the printed cases seat him; with the
    letters N E S W, South, North his dummy, as players tell it."""
    return "S" if "S" in table.seats else table.seats[-1]

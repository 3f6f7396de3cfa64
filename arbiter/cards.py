"""What a reading implies about the cards played, though the telling never says it so.

A card liable to be called, told by its rank, and then told played by its holder ("My queen of
hearts was lying face up as a card liable to be called. West led a heart and I played the
queen on it"), is the liable card played, and so got rid of (Duplicate Law VII). Each fact
made here says in its `source` how it was taken, so the arbitrator can check it.
"""

from __future__ import annotations

import re

from . import nodes as n
from .ruling import Fact

Facts = dict[tuple[str, tuple[str, ...]], Fact]

_RANK = r"ace|king|queen|knave|jack|ten|nine|eight|seven|six|five|four|three|trey|two|deuce"
# the facts that tell a seat's card played: "I played the queen on it", "he led the queen"
_PLAYING = ("had_played_to_trick", "leader", "played_before")


def liable_card_played(code: n.CompiledCode, facts: Facts) -> None:
    """ "My queen of hearts was lying face up as a card liable to be called ... I played the
    queen on it": the holder played the liable card (Duplicate VII: "all cards liable to be
    called must be placed face up on the table and so left until played")."""
    decl = code.facts.get("played_liable_card")
    if decl is None:
        return
    for liable in [f for f in facts.values() if f.pred == "card_liable" and f.value and f.args]:
        rank = re.search(rf"\b({_RANK})\b", liable.source, re.I)
        key = ("played_liable_card", liable.args)
        if rank is None or key in facts:
            continue
        played = re.compile(rf"\b(?:played|led|threw|put)\s+(?:the|his|her|my)\s+{rank.group(1)}\b", re.I)
        for f in facts.values():
            if f.pred in _PLAYING and f.value and f.args[:1] == liable.args and played.search(f.source):
                facts[key] = Fact(key[0], key[1], True, f"{liable.source}; {f.source}", decl.params)
                break

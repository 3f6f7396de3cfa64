"""Derived codes inherit their parent's laws and override exactly what they say: for each,
some incident is ruled differently under the child than under the parent, and the child's
ruling cites its own law."""

from __future__ import annotations

import pytest

from arbiter.api import load_code, stated_facts
from arbiter.cases import load_cases
from arbiter.engine import run
from arbiter.resolver import available_codes

DERIVED = [c for c in available_codes() if load_code(c).extends]


@pytest.mark.parametrize("child", DERIVED)
def test_child_rules_differently_from_parent(child: str) -> None:
    code, parent = load_code(child), load_code(load_code(child).extends or "")
    own = {(lw.kind, lw.number) for lw in code.laws if lw.span.path.endswith(f"{child}.law")}
    assert own, f"{child} states no law of its own"
    differing = []
    for case in load_cases(child):
        facts = stated_facts(code, case)
        # The parent hears the same incident without what only the child's vocabulary can say.
        theirs = run(parent, [f for f in facts if f.pred in parent.facts])
        mine = run(code, facts)
        cited = {(c.kind, c.number) for r in mine.rulings for c in r.citations}
        if cited & own and sorted(r.decision for r in mine.rulings) != sorted(r.decision for r in theirs.rulings):
            differing.append(case.path)
    assert differing, f"no case of {child} is ruled differently from {parent.id} by a law of its own"


def test_a_bid_out_of_turn_in_duplicate_auction_is_law_f() -> None:
    from arbiter.api import rule_text

    child = rule_text("Y bid out of turn.", "duplicate-auction")
    parent = rule_text("Y bid out of turn.", "auction")
    assert "F" in child.cited_laws() and child.rulings[0].citations[0].number == "F"
    assert parent.rulings[0].citations[0].number == "49"

"""The reading corpus (cases/corpus/): incidents told in people's own words, across every code.

The figures are measured by `python -m bench.reading`; here they are held to floors, so
that a change to the reader or a vocabulary that reads worse fails. The held-out lines
were written before any tuning and are never tuned on; their floor is what they measured.
"""

from __future__ import annotations

import pytest

from arbiter.api import load_code, stated_facts
from arbiter.corpus import Line, load, measure
from arbiter.parser import parse_incident_text
from arbiter.resolver import available_codes

LINES = load()
DEV_FLOOR = 0.93  # rulings right on the dev lines (measured 94.2%)
HELD_FLOOR = 0.88  # rulings right on the first round's held-out lines (measured 89.0%)
HELD2_FLOOR = 0.67  # ... on the second round's, by people who never saw a phrase (measured 68.1%)
HELD3_FLOOR = 0.65  # ... on the third round's, by other hands again (measured 65.6%)
HELD4_FLOOR = 0.57  # ... on the fourth round's (measured 57.4%; 48.4% when it was written)
HELD5_FLOOR = 0.44  # ... on the sixth round's, never tuned on (measured 44.4%; 39.8% when it was written)
HELD6_FLOOR = 0.35  # ... on the eighth round's, never tuned on (measured 35.2%; 30.6% when it was written)


def test_every_code_has_held_and_dev_lines() -> None:
    for code in available_codes():
        splits = {line.split for line in LINES if line.code == code}
        assert splits == {"held", "held2", "held3", "held4", "held5", "held6", "dev"}, f"{code}: {splits}"
    assert len(LINES) >= 300


@pytest.mark.parametrize("line", LINES, ids=[line.where for line in LINES])
def test_label_is_a_valid_statement_that_reaches_the_expected_ruling(line: Line) -> None:
    from arbiter.api import rule_case

    code = load_code(line.code)
    statement = parse_incident_text(line.facts.replace(";", "\n"), line.where)
    stated_facts(code, statement)  # every fact declared, with its seats
    result = rule_case(statement, line.code)
    cited = {c.number if c.kind == "law" else f"{c.kind} {c.number}" for r in result.rulings for c in r.citations}
    assert line.laws <= cited and line.kinds <= {r.kind for r in result.rulings}


def test_reading_holds_its_measured_accuracy() -> None:
    table = measure(LINES)
    dev, held = table[("all", "dev")], table[("all", "held")]
    held2, held3, held4 = table[("all", "held2")], table[("all", "held3")], table[("all", "held4")]
    held5, held6 = table[("all", "held5")], table[("all", "held6")]
    assert dev.accuracy >= DEV_FLOOR, "\n".join(dev.misses[:20])
    # The held-out lines' misses are never printed: they are not to be tuned on.
    assert held.accuracy >= HELD_FLOOR, f"held-out accuracy {held.accuracy:.1%}"
    assert held2.accuracy >= HELD2_FLOOR, f"second held-out accuracy {held2.accuracy:.1%}"
    assert held3.accuracy >= HELD3_FLOOR, f"third held-out accuracy {held3.accuracy:.1%}"
    assert held4.accuracy >= HELD4_FLOOR, f"fourth held-out accuracy {held4.accuracy:.1%}"
    assert held5.accuracy >= HELD5_FLOOR, f"fifth held-out accuracy {held5.accuracy:.1%}"
    assert held6.accuracy >= HELD6_FLOOR, f"sixth held-out accuracy {held6.accuracy:.1%}"


def test_a_role_taken_by_convention_counts_as_read_only_where_labelled() -> None:
    from arbiter.corpus import score

    def line(facts: str) -> Line:
        telling = "The dealer exposed a card in dealing."
        return Line("english", "dev", telling, facts, frozenset(), frozenset(), False, "test:1")

    labelled = score(line("dealer(Z) ; exposed_card_in_dealing(Z)"))
    assert (labelled.labelled, labelled.read_ok, labelled.right_facts) == (2, 2, 1)
    silent = score(line("exposed_card_in_dealing(Z)"))  # the convention is an assumption, not a claim
    assert (silent.read_all, silent.read_ok, silent.right_facts) == (1, 1, 1)

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
# Rulings right, per split, held to what they measured. The held-out rounds were written by
# other hands before any tuning on them, and are never tuned on.
FLOORS = {
    "dev": 0.94,  # measured 94.2% (the nineteenth round, 60.6% when written, not yet tuned on)
    "held": 0.90,  # the first round (measured 90.4%)
    "held2": 0.69,  # the second, by people who never saw a phrase (measured 69.5%: 70.2% until a line read
    # only by sense lost it when the thirteenth round widened that fact's phrases)
    "held3": 0.66,  # the third, by other hands again (measured 66.4%: 67.2% until "dealt the first hand,
    # although Z is Dummy" was read as a deal out of turn too, Law 48 beside Law I, as other labels want)
    "held4": 0.59,  # the fourth (measured 59.8%; 48.4% when it was written)
    "held5": 0.47,  # the sixth round's (measured 47.2%; 39.8% when it was written)
    "held6": 0.36,  # the eighth round's (measured 36.1%; 30.6% when it was written)
    "held7": 0.59,  # the tenth round's (measured 59.3%; 48.1% when it was written)
    "held8": 0.46,  # the twelfth round's (measured 46.2%; 44.2% when it was written)
    "held9": 0.60,  # the fourteenth round's (measured 60.6%; 55.8% when it was written)
    "held10": 0.56,  # the sixteenth round's (measured 56.7%; 52.9% when it was written)
    "held11": 0.64,  # the eighteenth round's (measured 64.4% when it was written)
}


def test_every_code_has_held_and_dev_lines() -> None:
    for code in available_codes():
        splits = {line.split for line in LINES if line.code == code}
        assert splits == set(FLOORS), f"{code}: {splits}"
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
    dev = table[("all", "dev")]
    assert dev.accuracy >= FLOORS["dev"], "\n".join(dev.misses[:20])
    # The held-out lines' misses are never printed: they are not to be tuned on.
    for split, floor in FLOORS.items():
        assert table[("all", split)].accuracy >= floor, f"{split} accuracy {table[('all', split)].accuracy:.1%}"


def test_a_role_taken_by_convention_counts_as_read_only_where_labelled() -> None:
    from arbiter.corpus import score

    def line(facts: str) -> Line:
        telling = "The dealer exposed a card in dealing."
        return Line("english", "dev", telling, facts, frozenset(), frozenset(), False, "test:1")

    labelled = score(line("dealer(Z) ; exposed_card_in_dealing(Z)"))
    assert (labelled.labelled, labelled.read_ok, labelled.right_facts) == (2, 2, 1)
    silent = score(line("exposed_card_in_dealing(Z)"))  # the convention is an assumption, not a claim
    assert (silent.read_all, silent.read_ok, silent.right_facts) == (1, 1, 1)

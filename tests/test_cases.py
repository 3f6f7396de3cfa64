"""The cases of cases/: the printed Cases and Decisions and our own incidents.

Each is checked from its statement of facts and from every plain-English telling.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.cases import case_files, check_case
from arbiter.parser import parse_incident_file

FILES = case_files()


def test_there_are_cases_for_every_penalty_bearing_law() -> None:
    from arbiter.api import load_code

    code = load_code("english")
    penalties = {
        lw.number
        for lw in code.laws
        if lw.kind == "law" and any(r.outcome and r.outcome.kind == "penalty" for r in lw.rules)
    }
    cited = set()
    for path in case_files("english"):
        case = parse_incident_file(path)
        if case.expect:
            cited |= {r.number for r in case.expect.cites if r.kind == "law"}
    assert penalties - cited == set()


def test_the_printed_cases_are_all_there() -> None:
    ids = {parse_incident_file(p).id for p in case_files("english")}
    assert {"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI"} <= ids


def test_enough_incidents_of_our_own() -> None:
    own = [p for p in case_files("english") if not p.name.startswith("case-")]
    assert len(own) >= 60


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.stem}" for p in FILES])
def test_case(path: Path) -> None:
    case = parse_incident_file(path)
    assert len(case.tellings) >= 2, "every case is told at least two ways"
    failures = [f"{c.how}: {'; '.join(c.problems)}" for c in check_case(case) if not c.ok]
    assert not failures, f"{case.title}\n" + "\n".join(failures)

"""The cases of cases/: the printed Cases and Decisions and our own incidents.

Each is checked from its statement of facts and from every plain-English telling.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.api import load_code
from arbiter.cases import case_files, check_case
from arbiter.parser import parse_incident_file
from arbiter.resolver import available_codes

FILES = case_files()


@pytest.mark.parametrize("code_id", available_codes())
def test_there_are_cases_for_every_penalty_bearing_law(code_id: str) -> None:
    """Every law of the code's own files that gives a penalty is cited by one of its cases."""
    code = load_code(code_id)
    own = [lw for lw in code.laws if lw.kind == "law" and Path(lw.span.path).stem in (code_id, *_parts(code_id))]
    penalties = {lw.number for lw in own if any(r.outcome and r.outcome.kind == "penalty" for r in lw.rules)}
    cited = set()
    for path in case_files(code_id):
        case = parse_incident_file(path)
        if case.expect:
            cited |= {r.number for r in case.expect.cites + case.expect.also if r.kind == "law"}
    assert penalties - cited == set()


def _parts(code_id: str) -> tuple[str, ...]:
    from arbiter.paths import data_dir

    return tuple(p.stem for p in (data_dir("codes") / code_id).glob("*.law"))


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

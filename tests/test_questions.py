"""Questions of fact: asked only when the answer could change the ruling, most decisive first."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from arbiter.api import load_code, rule_case, stated_facts
from arbiter.cases import case_files
from arbiter.cli import app
from arbiter.engine import run
from arbiter.parser import parse_incident_file
from arbiter.ruling import Fact, Result


def shape(result: Result) -> list[tuple[object, ...]]:
    return sorted(
        (r.kind, r.decision, tuple(str(c) for c in r.citations), tuple((c.fact, c.value) for c in r.conditions))
        for r in result.rulings
    )


CONDITIONAL = [p for p in case_files() if parse_incident_file(p).expect and parse_incident_file(p).expect.conditional]  # type: ignore[union-attr]


@pytest.mark.parametrize("path", CONDITIONAL, ids=[p.stem for p in CONDITIONAL])
def test_every_question_can_change_the_ruling(path: object) -> None:
    case = parse_incident_file(path)  # type: ignore[arg-type]
    result = rule_case(case)
    assert result.questions, "a conditional ruling names its questions"
    code = load_code(case.code or "english")
    facts = stated_facts(code, case)
    for question in result.questions:
        pred, args = question.atom
        rest = [f for f in facts if (f.pred, f.args) != (pred, args)]
        yes = run(code, [*rest, Fact(pred, args, True)])
        no = run(code, [*rest, Fact(pred, args, False)])
        assert shape(yes) != shape(no), f"{question.fact}: the answer does not change the ruling"


def test_ask_stops_when_settled() -> None:
    result = CliRunner().invoke(app, ["rule", "B revoked.", "--ask"], input="yes\n")
    assert result.exit_code == 0
    assert result.stderr.count("yes / no / unknown?") == 1
    assert "Had the trick been turned and quitted?" in result.stderr and "why it matters" in result.stderr
    assert "Law 72" in result.stdout and "It is a question of fact" not in result.stdout


def test_ask_asks_nothing_when_nothing_is_open() -> None:
    result = CliRunner().invoke(app, ["rule", "A led out of turn and nobody else had played.", "--ask"], input="")
    assert result.exit_code == 0 and result.stderr == "" and "Law 62" in result.stdout


def test_unknown_answer_leaves_the_ruling_conditional() -> None:
    result = CliRunner().invoke(app, ["rule", "B revoked.", "--ask"], input="unknown\n")
    assert result.exit_code == 0 and "It is a question of fact" in result.stdout

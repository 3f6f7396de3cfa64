"""Explanations: what would change a ruling (--why), and the printed case an incident resembles."""

from __future__ import annotations

import pickle
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arbiter import nodes as n
from arbiter.api import parse_statement, rule_case
from arbiter.cli import app
from arbiter.engine import run, what_would_change
from arbiter.ruling import Fact


def test_what_would_change_names_the_decisive_facts(mini: n.CompiledCode) -> None:
    facts = [Fact("led_out_of_turn", ("A",), True), Fact("trick_complete", (), True), Fact("dealer", ("Z",), True)]
    changes = what_would_change(mini, facts, run(mini, facts))
    assert [str(f) for f, _ in changes] == ["led_out_of_turn(A)", "trick_complete"]
    assert changes[1][1] == "Law 1, footnote 1 (penalty)"


def test_why_prints_the_trace_and_the_decisive_facts() -> None:
    result = CliRunner().invoke(app, ["rule", "Y led out of turn and all four had played to the trick.", "--why"])
    assert result.exit_code == 0
    assert "set aside   law 62.call [p=Y]: by law 63.complete" in result.stdout
    assert "if not trick_complete instead of trick_complete: Law 62, footnote 27 (penalty)" in result.stdout


def test_a_resembling_printed_case_is_compared() -> None:
    result = rule_case(parse_statement("hand_short(Y)\nplayed_to_first_trick(Y)\nnot some_hand_long\n"))
    (ruling,) = result.rulings
    assert {"code": "english", "case": "I"} in [c.to_json() for c in ruling.citations]
    assert any(line.startswith("Compare Case I: ") for line in ruling.reasoning)


def test_no_comparison_when_nothing_resembles() -> None:
    result = rule_case(parse_statement("led_out_of_turn(Y)\nnot trick_complete\n"))
    assert not any(line.startswith("Compare Case") for r in result.rulings for line in r.reasoning)


def test_a_telling_is_compared_with_the_printed_case_as_its_statement_is() -> None:
    """Told or stated, the same facts get the same ruling: the text path compares Case I too."""
    from arbiter.api import rule_text

    told = rule_text("Y had played to the first trick before he found he held only twelve cards; no hand was long.")
    assert "I" in {c.number for r in told.rulings for c in r.citations if c.kind == "case"}
    assert any(line.startswith("Compare Case I: ") for r in told.rulings for line in r.reasoning)


def test_the_printed_cases_compared_are_kept_in_the_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A cold ruling read two hundred case files for its precedents; they are kept, and read
    afresh when a case file changes."""
    from arbiter import api, cases

    copies = tmp_path / "cases"
    copies.mkdir()
    for path in cases.case_files("english"):
        shutil.copy(path, copies / path.name)
    monkeypatch.setattr(cases, "case_files", lambda code_id: sorted(copies.glob("*.case")))
    monkeypatch.setenv("ARBITER_CACHE", str(tmp_path))
    fresh = api._printed_cases.__wrapped__("english")  # past the in-process cache, as a new process
    assert {"hand_short", "played_to_first_trick"} <= dict(fresh)["I"]
    (kept,) = tmp_path.glob("precedents-english-*.pickle")
    kept.write_bytes(pickle.dumps((("I", frozenset()),)))  # what is read back is the kept copy
    assert api._printed_cases.__wrapped__("english") == (("I", frozenset()),)
    edited = sorted(copies.glob("*.case"))[0]
    edited.write_text(edited.read_text() + "\n")
    assert api._printed_cases.__wrapped__("english") == fresh

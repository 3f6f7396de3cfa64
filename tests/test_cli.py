"""Every command through typer's CliRunner: output, JSON shape, and clean refusal of bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arbiter.cli import app

from .conftest import ROOT

runner = CliRunner()
LEAD = "A led out of turn and nobody else has played to the trick."


def invoke(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=input)
    return result.exit_code, result.stdout, result.stderr


def test_rule_json_contract() -> None:
    code, out, _ = invoke("rule", LEAD, "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"code", "facts", "not_understood", "rulings", "questions"}
    assert data["code"] == "english"
    ruling = data["rulings"][0]
    assert set(ruling) == {"decision", "kind", "citations", "if", "options", "reasoning"}
    assert {"code": "english", "law": "62", "footnote": "27"} in ruling["citations"] or {
        "code": "english", "law": "62"
    } in ruling["citations"]  # fmt: skip
    (option,) = ruling["options"]
    assert option["by"] == "adversaries" and option["seats"] == ["Y", "Z"] and len(option["choices"]) == 2
    assert {k: v for k, v in data["facts"][0].items() if k != "from"} == {
        "fact": "led_out_of_turn",
        "args": {"player": "A"},
        "value": True,
    }


def test_rule_text_reads_like_a_decision() -> None:
    code, out, _ = invoke("rule", LEAD)
    assert code == 0 and "Decision.—" in out and "Law 62" in out and "Y and Z (adversaries) may elect" in out


@pytest.mark.parametrize(
    ("code", "incident", "deadline"),
    [
        # the law's own words open with "until": said once
        (
            "dummy",
            "Y is Dummy. B dropped the queen of diamonds face up on the table.",
            "until the card has been played",
        ),
        # ... or with another time word, which "until" would garble
        (
            "auction",
            "South bid four royals and all passed. East led, though the lead was West's.",
            "before the opening lead is made",
        ),
    ],
)
def test_how_long_a_choice_stands_reads_as_english(code: str, incident: str, deadline: str) -> None:
    status, out, _ = invoke("rule", incident, "--code", code)
    assert status == 0 and f"may elect, {deadline}:" in out
    assert "until until" not in out and "until before" not in out


def test_rule_why_shows_the_trace() -> None:
    code, out, _ = invoke("rule", "Y led out of turn and all four had played to the trick.", "--why")
    assert code == 0 and "How it was reached:" in out and "set aside" in out


def test_rule_from_a_statement_of_facts(tmp_path: Path) -> None:
    facts = tmp_path / "incident.facts"
    facts.write_text("led_out_of_turn(Y)\nnot trick_complete\n")
    code, out, _ = invoke("rule", "--file", str(facts), "--json")
    assert code == 0 and json.loads(out)["rulings"][0]["options"][0]["seats"] == ["A", "B"]


def test_rule_reads_standard_input() -> None:
    code, out, _ = invoke("rule", "-", input=LEAD)
    assert code == 0 and "Law 62" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("rule", ""), "arbiter: the incident is empty"),
        (("rule", "   "), "arbiter: the incident is empty"),
        (("rule", "purple elephants dance quietly"), "arbiter: could not understand the incident"),
        (("rule", LEAD, "--code", "bezique"), "arbiter: unknown code 'bezique'"),
        (("law", "english", "999"), "arbiter: code english has no law '999'"),
        (("law", "bezique"), "arbiter: unknown code 'bezique'"),
        (("rule", "--file", "/nonexistent/x.facts"), "arbiter: /nonexistent/x.facts:1:1: cannot read incident file"),
        (("check", "/nonexistent/x.law"), "arbiter: no such law file: /nonexistent/x.law"),
    ],
)
def test_bad_input_exits_2_with_one_message(args: tuple[str, ...], message: str) -> None:
    code, out, err = invoke(*args)
    assert code == 2 and out == ""
    assert err.startswith(message) and "Traceback" not in err


def test_broken_statement_of_facts(tmp_path: Path) -> None:
    bad = tmp_path / "bad.facts"
    bad.write_text("led_out_of_turn(Y\n")
    code, _, err = invoke("rule", "--file", str(bad))
    assert code == 2 and err.startswith(f"arbiter: {bad}:1:18: expected ')', ',', found the end of the file")
    bad.write_text("flew_away(Y)\n")
    code, _, err = invoke("rule", "--file", str(bad))
    assert code == 2 and err.strip() == f"arbiter: {bad}:1:1: unknown fact 'flew_away' in code english"


def test_broken_law_file(tmp_path: Path) -> None:
    bad = tmp_path / "broken.law"
    bad.write_text('code broken "B" {\n}\nlaw 1 {\n  text """x"""\n  rule r when\n}\n')
    code, _, err = invoke("check", str(bad))
    assert code == 2
    assert err.splitlines()[0] == f"arbiter: {bad}:5:10: expected ':', found 'when'"
    assert err.splitlines()[2] == "         ^"


def test_law_json_gives_every_law_verbatim() -> None:
    code, out, _ = invoke("law", "english", "--json")
    laws = json.loads(out)
    assert code == 0 and [law["law"] for law in laws] == [str(i) for i in range(1, 92)]
    assert all({"law", "section", "title", "text", "footnotes", "rules", "cases"} <= set(law) for law in laws)
    assert sum(1 for law in laws if law["rules"]) >= 85
    first = laws[0]
    assert first["text"].startswith("The rubber is the best of three games.") and first["section"] == "THE RUBBER"


def test_law_one() -> None:
    code, out, _ = invoke("law", "english", "62", "--json")
    law = json.loads(out)
    assert code == 0 and law["law"] == "62" and law["footnotes"][0]["number"] == "27"
    code, out, _ = invoke("law", "english", "62")
    assert code == 0 and out.startswith("CARDS LIABLE TO BE CALLED\nLaw 62. If any player lead out of turn")


def test_codes_and_check() -> None:
    code, out, _ = invoke("codes", "--json")
    assert code == 0 and {"english", "dummy", "double-dummy"} <= {c["id"] for c in json.loads(out)}
    code, out, _ = invoke("check", str(ROOT / "codes" / "english.law"))
    assert code == 0 and "english: 91 laws, 91 with rules" in out and "every law has rules" in out


def _check_warnings(tmp_path: Path, fact: str, say: str) -> tuple[Path, list[str]]:
    """`arbiter check` of a one-law code whose one fact has the phrases `say`: the law
    file, and the warnings it printed."""
    (tmp_path / "table.law").write_text((ROOT / "tests" / "fixtures" / "codes" / "table.law").read_text())
    law = tmp_path / "echo.law"
    law.write_text(
        'code echo "E" {\n  uses table\n}\n\n'
        f'fact {fact}(player) "{{player}} did it"\n'
        f"  say {say}\n\n"
        'law 1 "Acts" {\n  text """Not done."""\n'
        f'  rule r: when {fact}(?p) then penalty "no" by adversaries(?p)\n}}\n'
    )
    code, out, _ = invoke("check", str(law))
    assert code == 0
    return law, [line.strip() for line in out.splitlines() if "warning:" in line]


def test_check_warns_of_a_choice_the_reader_cannot_see(tmp_path: Path) -> None:
    """ "(twice|again)": "again" is skipped in every incident, so the group is optional in
    effect; `check` says where, and how to write what it does."""
    law, warnings = _check_warnings(tmp_path, "repeated", '"{player} led (twice|again)", "{player} led [twice|again]"')
    assert warnings == [
        f'warning: {law}:6:21: in (twice|again), "again" is a word the reader skips, '
        "so the group may be left out: write [twice|again]"
    ]


def test_check_finds_the_group_the_reader_cannot_see_within_others(tmp_path: Path) -> None:
    """A group with a seat or groups of its own ("(towards {_}|in)") is as optional when one
    alternative is a skipped word: "A drew his card" would read as drawing a trick."""
    law, warnings = _check_warnings(
        tmp_path, "drew", '"{player} drew [the] (trick|cards) (towards {_}|to [the] side|in)"'
    )
    assert warnings == [
        f'warning: {law}:6:42: in (towards {{_}}|to [the] side|in), "in" is a word the reader skips, '
        "so the group may be left out: write [towards {_}|to [the] side|in]"
    ]


def test_shipped_vocabularies_have_no_choice_the_reader_cannot_see() -> None:
    code, out, _ = invoke("check")
    assert code == 0 and "warning:" not in out, "\n".join(line for line in out.splitlines() if "warning" in line)


def test_a_reader_that_goes_away_is_no_error() -> None:
    """`arbiter law auction | head`: the laws are written piece by piece, so the writer
    is still writing when the reader stops; it ends quietly, with no "internal error"."""
    with subprocess.Popen(
        [sys.executable, "-m", "arbiter", "law", "auction"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    ) as proc:  # fmt: skip
        assert proc.stdout is not None and proc.stderr is not None
        assert proc.stdout.read(1)
        proc.stdout.close()
        err = proc.stderr.read().decode()
        assert proc.wait(timeout=60) in (0, 1)
    assert "internal error" not in err and "Traceback" not in err and "BrokenPipe" not in err

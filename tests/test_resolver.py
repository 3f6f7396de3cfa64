"""Resolution: includes, extends, vocabulary and references, with errors at `file:line:col`."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter import nodes as n
from arbiter.errors import ArbiterError, LawFileError
from arbiter.resolver import compile_code, compile_file

from .conftest import FIXTURES


def write(tmp_path: Path, name: str, body: str) -> Path:
    (tmp_path / "table.law").write_text((FIXTURES / "codes" / "table.law").read_text())
    path = tmp_path / f"{name}.law"
    path.write_text(f'code {name} "T" {{\n  uses table\n}}\n' + body)
    return path


def test_derived_code_inherits_replaces_omits_adds(mini: n.CompiledCode, mini_child: n.CompiledCode) -> None:
    assert [lw.number for lw in mini.laws] == ["1", "2", "3", "4", "5", "6"]
    assert [lw.number for lw in mini_child.laws] == ["1", "2", "3", "4", "5", "7", "8"]
    assert mini_child.law("law", "8").concordance[0].ref.number == "2"  # type: ignore[union-attr]
    assert mini_child.law("law", "1").text == "If any player lead out of turn, the card is called."  # type: ignore[union-attr]
    assert mini_child.law("law", "2") is not None and mini_child.law("law", "2").span.path.endswith("mini.law")  # type: ignore[union-attr]


def test_sections_and_printed_cross_references(mini: n.CompiledCode) -> None:
    assert mini.law("law", "3").section == "THE REVOKE"  # type: ignore[union-attr]
    assert [str(r) for r in mini.xrefs["law 2"]] == ["law 1"]


def test_unknown_fact_is_a_load_error(tmp_path: Path) -> None:
    path = write(tmp_path, "t", 'law 1 {\n  rule r: when flew(?p) then no_penalty "x"\n}\n')
    with pytest.raises(LawFileError) as err:
        compile_file(path)
    assert str(err.value).splitlines()[0] == f"{path}:5:16: unknown fact 'flew': declare it with `fact flew ...`"


def test_unresolved_cross_reference(tmp_path: Path) -> None:
    path = write(tmp_path, "t", 'law 1 {\n  text """except as provided by Rule 32."""\n}\n')
    with pytest.raises(LawFileError) as err:
        compile_file(path)
    assert str(err.value).splitlines()[0] == f"{path}:5:33: the text refers to Law 32, which this code does not have"


def test_defeating_a_missing_rule(tmp_path: Path) -> None:
    body = 'law 1 {\n  rule r: when revoke(?p) then no_penalty "x" defeats law 1.nothing\n}\n'
    with pytest.raises(LawFileError, match="law 1 has no rule 'nothing'"):
        compile_file(write(tmp_path, "t", body))


def test_unbound_placeholder(tmp_path: Path) -> None:
    body = 'law 1 {\n  rule r: when revoke(?p) then no_penalty "{q} revoked"\n}\n'
    with pytest.raises(LawFileError, match=r"\{q\} names \?q, which the condition does not bind"):
        compile_file(write(tmp_path, "t", body))


def test_negation_cycle_is_refused(tmp_path: Path) -> None:
    body = (
        'fact good(player) "g"\nfact bad(player) "b"\nlaw 1 {\n'
        "  rule a: when revoke(?p) and not bad(?p) then derive good(?p)\n"
        "  rule b: when revoke(?p) and not good(?p) then derive bad(?p)\n}\n"
    )
    with pytest.raises(LawFileError, match="depends on its own negation"):
        compile_file(write(tmp_path, "t", body))


def test_footnote_marker_without_footnote(tmp_path: Path) -> None:
    with pytest.raises(LawFileError, match=r"marks footnote \[9\], which is not defined"):
        compile_file(write(tmp_path, "t", 'law 1 {\n  text """See the note.[9]"""\n}\n'))


def test_duplicate_law(tmp_path: Path) -> None:
    with pytest.raises(LawFileError, match="law 1 is already defined"):
        compile_file(write(tmp_path, "t", 'law 1 {\n  text """a"""\n}\nlaw 1 {\n  text """b"""\n}\n'))


def test_derived_law_must_say_adds_or_replaces(tmp_path: Path) -> None:
    for name in ("mini.law", "table.law"):
        (tmp_path / name).write_text((FIXTURES / "codes" / name).read_text())
    (tmp_path / "kid.law").write_text('code kid "K" extends mini {\n}\nlaw 9 {\n  text """x"""\n}\n')
    with pytest.raises(LawFileError, match="must say `adds` or `replaces`"):
        compile_code("kid", tmp_path)


def test_unknown_code() -> None:
    with pytest.raises(ArbiterError, match="unknown code 'nope'"):
        compile_code("nope", FIXTURES / "codes")


def test_include_must_be_a_part_of_the_code(tmp_path: Path) -> None:
    (tmp_path / "p.law").write_text("part of other\n")
    with pytest.raises(LawFileError, match="must begin `part of t`"):
        compile_file(write(tmp_path, "t", 'include "p.law"\n'))


def test_defeat_cycle_is_refused(tmp_path: Path) -> None:
    body = (
        'law 1 {\n  rule a: when revoke(?p) then no_penalty "a" defeats law 2.b\n}\n'
        'law 2 {\n  rule b: when revoke(?p) then no_penalty "b" defeats law 1\n}\n'
    )
    with pytest.raises(LawFileError, match=r"defeats itself through"):
        compile_file(write(tmp_path, "t", body))


def test_sides_must_name_facts_of_one_seat(tmp_path: Path) -> None:
    path = write(tmp_path, "t", "sides bidder\n")
    with pytest.raises(LawFileError) as err:
        compile_file(path)
    assert str(err.value).splitlines()[0] == f"{path}:4:1: sides: 'bidder' is not a declared fact of one seat"

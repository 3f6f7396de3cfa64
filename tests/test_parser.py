"""The law language and the statement-of-facts format: trees to nodes, and exact error text."""

from __future__ import annotations

import pytest

from arbiter import nodes as n
from arbiter.errors import LawFileError
from arbiter.parser import parse_incident_text, parse_law_text

HEADER = 'code x "X" {\n  date "1864"\n}\n'


def test_a_rule_becomes_nodes() -> None:
    text = HEADER + 'law 62 {\n  text """If any player lead out of turn[27]."""\n' \
        '  rule call: when led_out_of_turn(?p) and not trick_complete\n' \
        '    then penalty "{p} led out of turn." by adversaries(?p) until "the next lead" choice "call the card"\n' \
        '    defeats law 63.taken_back\n}\n'  # fmt: skip
    code = parse_law_text(text, "x.law")
    assert isinstance(code, n.CodeFile)
    law = code.items[0]
    assert isinstance(law, n.Law) and law.number == "62"
    rule = law.rules[0]
    assert rule.when == n.And(
        (
            n.Atom("led_out_of_turn", (n.Var("p"),), rule.when.args[0].span),  # type: ignore[union-attr]
            n.Not(n.Atom("trick_complete", (), rule.when.args[1].arg.span)),
        )
    )  # type: ignore[union-attr]
    assert rule.outcome == n.Outcome("penalty", "{p} led out of turn.", n.Party("adversaries", n.Var("p")),
                                     "the next lead", ("call the card",))  # fmt: skip
    assert rule.defeats == n.Defeats((n.Target(n.Ref("law", "63", "taken_back", rule.defeats.targets[0].ref.span)),))  # type: ignore[union-attr]
    assert rule.span == n.Span("x.law", 6, 3)


def test_define_is_a_derivation_that_names_a_term() -> None:
    text = HEADER + 'law 19 {\n  rule side: when bidder(?x) or acceptor(?x)\n    then define caller_side(?x)\n' \
        '  rule own: when caller_side(?x) then derive on_side(?x)\n}\n'  # fmt: skip
    code = parse_law_text(text, "x.law")
    assert isinstance(code, n.CodeFile)
    law = code.items[0]
    assert isinstance(law, n.Law)
    defined, derived = law.rules
    assert defined.derive is not None and defined.derive.pred == "caller_side" and defined.defines
    assert derived.derive is not None and not derived.defines


def test_triple_quoted_text_folds_lines_and_keeps_paragraphs() -> None:
    code = parse_law_text(
        HEADER + 'law 1 {\n  text """The rubber is\n     the best of three.\n\n  Second paragraph."""\n}\n', "x.law"
    )
    law = code.items[0]  # type: ignore[union-attr]
    assert law.text == "The rubber is the best of three.\n\nSecond paragraph."


def test_syntax_error_names_file_line_column_with_caret() -> None:
    text = HEADER + 'law 1 {\n  rule r: when foo(?p) an bar then no_penalty "x"\n}\n'
    with pytest.raises(LawFileError) as err:
        parse_law_text(text, "codes/x.law")
    assert str(err.value) == (
        "codes/x.law:5:24: expected then, and, or, '}', ')', clause, concordance, note, point, qualifies, ..., "
        "found 'an'\n"
        '  rule r: when foo(?p) an bar then no_penalty "x"\n'
        "                       ^"
    )


def test_missing_string_at_end_of_rule() -> None:
    with pytest.raises(LawFileError) as err:
        parse_law_text(HEADER + "law 1 {\n  rule r: when a(?p) then penalty\n}\n", "x.law")
    assert str(err.value) == "x.law:6:1: expected a string, found '}'\n}\n^"


def test_unterminated_string() -> None:
    with pytest.raises(LawFileError) as err:
        parse_law_text(HEADER + 'law 1 {\n  text "unterminated\n}\n', "x.law")
    assert str(err.value) == "x.law:5:8: unexpected character '\"'\n  text \"unterminated\n       ^"


def test_statement_of_facts() -> None:
    case = parse_incident_text("led_out_of_turn(Y)\nnot trick_complete\nunknown revoke(B)\n", "s.facts")
    assert [(f.pred, f.args, f.value) for f in case.facts] == [
        ("led_out_of_turn", ("Y",), True), ("trick_complete", (), False), ("revoke", ("B",), None)
    ]  # fmt: skip


def test_case_file() -> None:
    case = parse_incident_text(
        'case X english "Silence"\nsource "000.txt" "41953"\nfacts {\n  consulted(B)\n}\n'
        'tell "B asked A."\nexpect {\n  kind loss_of_right\n  cite law 84, case X\n  also law 62\n  conditional\n}\n',
        "x.case",
    )
    assert (case.id, case.code, case.title, case.tellings) == ("X", "english", "Silence", ("B asked A.",))
    assert case.expect is not None and case.expect.kinds == ("loss_of_right",) and case.expect.conditional
    assert [(r.kind, r.number) for r in case.expect.cites] == [("law", "84"), ("case", "X")]


def test_case_file_error_has_position() -> None:
    with pytest.raises(LawFileError) as err:
        parse_incident_text("facts {\n  revoke(B\n}\n", "bad.case")
    assert str(err.value).startswith("bad.case:3:1: expected")

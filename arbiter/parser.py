"""The one facade over Lark: builds each parser once and turns trees into nodes.

Nothing else in arbiter imports lark. Syntax errors leave here as `LawFileError`,
rendered `path:line:col: message`, the source line and a caret.
"""

from __future__ import annotations

import functools
from dataclasses import replace
from pathlib import Path
from typing import Any

from lark import Lark, Token, Transformer, Tree, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from . import nodes as n
from .errors import LawFileError, source_line
from .paths import data_dir

# What the user sees instead of Lark's terminal names.
_TOKEN_WORDS = {
    "STRING": "a string",
    "NAME": "a name",
    "LAW_ID": "a law number",
    "VAR": "a variable like ?p",
    "SEAT": "a seat letter",
    "LBRACE": "'{'",
    "RBRACE": "'}'",
    "LPAR": "'('",
    "RPAR": "')'",
    "COLON": "':'",
    "COMMA": "','",
    "OUTCOME_KIND": "an outcome (penalty, new_deal, misdeal, ...)",
    "REF_KIND": "law, etiquette, case or footnote",
    "META_KEY": "a header field (authority, date, source, edition)",
    "LAW_OP": "replaces, adds",
    "DEFAULT": "unknown, false",
    "$END": "the end of the file",
}


@functools.cache
def _parser(name: str) -> Lark:
    text = (data_dir("grammar") / f"{name}.lark").read_text(encoding="utf-8")
    return Lark(text, parser="lalr", propagate_positions=True, maybe_placeholders=False)


# The likeliest fixes, named first when many tokens could have come next.
_FIRST = ["then", "and", "or", "when", ":", "'{'", "'}'", "')'", "','", "a string", "a name"]


def _describe(grammar: str, expected: set[str]) -> str:
    """Expected terminals as the user wrote them: keywords quoted bare, the rest in words."""
    literal = {t.name: t.pattern.value for t in _parser(grammar).terminals if t.pattern.type == "str"}
    words = sorted(
        {_TOKEN_WORDS.get(t) or literal.get(t) or t.lower().replace("_", " ") for t in expected},
        key=lambda w: (_FIRST.index(w) if w in _FIRST else len(_FIRST), w.startswith(("a ", "an ", "'")), w),
    )
    if len(words) > 10:
        words = words[:10] + ["..."]
    return ", ".join(words)


def _syntax_error(err: UnexpectedInput, text: str, path: str, grammar: str) -> LawFileError:
    line, col = getattr(err, "line", 0) or 0, getattr(err, "column", 0) or 0
    if isinstance(err, UnexpectedToken):
        got = "the end of the file" if err.token.type == "$END" else repr(str(err.token))
        message = f"expected {_describe(grammar, set(err.expected))}, found {got}"
        if err.token.type == "$END":  # point just past the last thing written
            lines = text.rstrip().splitlines() or [""]
            line, col = len(lines), len(lines[-1]) + 1
    elif isinstance(err, UnexpectedCharacters):
        pos = err.pos_in_stream or 0
        message = f"unexpected character {text[pos]!r}" if pos < len(text) else "unexpected end"
    elif isinstance(err, UnexpectedEOF):
        message = f"unexpected end of file, expected {_describe(grammar, set(err.expected))}"
        lines = text.splitlines() or [""]
        line, col = len(lines), len(lines[-1]) + 1
    else:  # pragma: no cover - Lark has no other kinds today
        message = str(err)
    return LawFileError(path, max(line, 1), max(col, 1), message, source_line(text, line))


def parse_tree(grammar: str, text: str, path: str) -> Tree[Token]:
    try:
        return _parser(grammar).parse(text)
    except UnexpectedInput as err:
        raise _syntax_error(err, text, path, grammar) from None


def unquote(token: Token | str) -> str:
    """A STRING token's value: triple-quoted text is dedented, blank-line paragraphs kept."""
    s = str(token)
    if s.startswith('"""'):
        body = s[3:-3]
        paragraphs = [" ".join(p.split()) for p in body.strip().split("\n\n")]
        return "\n\n".join(p for p in paragraphs if p)
    return s[1:-1].encode("latin-1", "backslashreplace").decode("unicode_escape") if "\\" in s else s[1:-1]


# ---------------------------------------------------------------- law files


class _LawTransformer(Transformer[Token, Any]):
    """Shapes `grammar/law.lark` trees into `nodes`; one method per grammar rule."""

    def __init__(self, path: str) -> None:
        super().__init__()
        self.path = path

    def _span(self, meta: Any) -> n.Span:
        return n.Span(self.path, getattr(meta, "line", 0), getattr(meta, "column", 0))

    def _tok_span(self, tok: Token) -> n.Span:
        return n.Span(self.path, tok.line or 0, tok.column or 0)

    # -- small pieces
    def number(self, items: list[Token]) -> str:
        tok = items[0]
        return unquote(tok) if tok.type == "STRING" else str(tok)

    @v_args(meta=True)
    def ref(self, meta: Any, items: list[Any]) -> n.Ref:
        kind, number = str(items[0]), items[1]
        rule = str(items[2]) if len(items) > 2 else None
        return n.Ref(kind, number, rule, self._span(meta))

    def var(self, items: list[Token]) -> n.Var:
        return n.Var(str(items[0])[1:])

    def seat_fn(self, items: list[Any]) -> n.SeatFn:
        return n.SeatFn(str(items[0]), items[1])

    @v_args(meta=True)
    def atom(self, meta: Any, items: list[Any]) -> n.Atom:
        return n.Atom(str(items[0]), tuple(items[1:]), self._span(meta))

    # `?cond: a ("or" a)* -> cond_or` still calls us with one child: unwrap it.
    def cond_or(self, items: list[Any]) -> n.Cond:
        return n.Or(tuple(items)) if len(items) > 1 else items[0]

    def cond_and(self, items: list[Any]) -> n.Cond:
        return n.And(tuple(items)) if len(items) > 1 else items[0]

    def cond_neg(self, items: list[Any]) -> n.Cond:
        return n.Not(items[0])

    def cond_known(self, items: list[Any]) -> n.Cond:
        return n.Known(items[0])

    def cond_eq(self, items: list[Any]) -> n.Cond:
        return n.Eq(n.Var(str(items[0])[1:]), items[1])

    def cond_ne(self, items: list[Any]) -> n.Cond:
        return n.Eq(n.Var(str(items[0])[1:]), items[1], negated=True)

    def cond_when(self, items: list[Any]) -> n.Cond:
        return items[0]  # type: ignore[no-any-return]

    # -- parties and outcomes
    def party_var(self, items: list[Token]) -> n.Party:
        return n.Party("seat", n.Var(str(items[0])[1:]))

    def party_fn(self, items: list[Any]) -> n.Party:
        return n.Party(str(items[0]), items[1])

    def party_const(self, items: list[Token]) -> n.Party:
        return n.Party(str(items[0]))

    def by(self, items: list[Any]) -> tuple[str, Any]:
        return ("by", items[0])

    def until(self, items: list[Token]) -> tuple[str, Any]:
        return ("until", unquote(items[0]))

    q_until = until

    def choice(self, items: list[Token]) -> tuple[str, Any]:
        return ("choice", unquote(items[0]))

    def because(self, items: list[Token]) -> tuple[str, Any]:
        return ("because", unquote(items[0]))

    def cite(self, items: list[n.Ref]) -> tuple[str, Any]:
        return ("cite", tuple(items))

    def outcome(self, items: list[Any]) -> n.Outcome:
        kind, decision = str(items[0]), unquote(items[1])
        fields: dict[str, Any] = {"choices": (), "because": (), "cites": ()}
        for key, value in items[2:]:
            if key == "choice":
                fields["choices"] += (value,)
            elif key == "because":
                fields["because"] += (value,)
            elif key == "cite":
                fields["cites"] += value
            else:
                fields[key] = value
        return n.Outcome(kind, decision, **fields)

    def target_ref(self, items: list[n.Ref]) -> n.Target:
        return n.Target(ref=items[0])

    def target_all(self, items: list[Token]) -> n.Target:
        return n.Target(kind=str(items[0]) if items else None)

    def elected_by(self, items: list[Any]) -> tuple[str, Any]:
        return ("elected_by", items[0])

    def except_(self, items: list[n.Ref]) -> tuple[str, Any]:
        return ("excepts", tuple(items))

    def defeats(self, items: list[Any]) -> n.Defeats:
        targets = tuple(i for i in items if isinstance(i, n.Target))
        extra: dict[str, Any] = dict(i for i in items if isinstance(i, tuple))
        return n.Defeats(targets, **extra)

    # -- rules
    @v_args(meta=True)
    def rule(self, meta: Any, items: list[Any]) -> n.Rule:
        label, when, outcome = str(items[0]), items[1], items[2]
        defeats = items[3] if len(items) > 3 else None
        return n.Rule(label, when, self._span(meta), outcome=outcome, defeats=defeats)

    @v_args(meta=True)
    def derivation(self, meta: Any, items: list[Any]) -> n.Rule:
        return n.Rule(str(items[0]), items[1], self._span(meta), derive=items[2])

    @v_args(meta=True)
    def denial(self, meta: Any, items: list[Any]) -> n.Rule:
        return n.Rule(str(items[0]), items[1], self._span(meta), derive=items[2], denies=True)

    @v_args(meta=True)
    def definition(self, meta: Any, items: list[Any]) -> n.Rule:
        return n.Rule(str(items[0]), items[1], self._span(meta), derive=items[2], defines=True)

    @v_args(meta=True)
    def qualifier(self, meta: Any, items: list[Any]) -> n.Rule:
        label = str(items[0])
        rest = items[1:]
        when = rest.pop(0) if rest and not isinstance(rest[0], n.Target) else None
        targets = tuple(t for t in rest if isinstance(t, n.Target))
        until = next((u for tag, u in (r for r in rest if isinstance(r, tuple)) if tag == "until"), "")
        text = unquote(rest[-1])
        return n.Rule(label, when, self._span(meta), qualifies=targets, qualification=text, qualified_until=until)

    # -- laws
    def text(self, items: list[Token]) -> tuple[str, str]:
        return ("text", unquote(items[0]))

    def clause(self, items: list[Any]) -> n.Clause:
        number = items[0]
        rules = tuple(replace(r, clause=number) for r in items[2:])
        return n.Clause(number, unquote(items[1]), rules)

    def note(self, items: list[Token]) -> tuple[str, str]:
        return ("note", unquote(items[0]))

    def point(self, items: list[Token]) -> tuple[str, str]:
        return ("point", unquote(items[0]))

    def concordance(self, items: list[Any]) -> tuple[str, Any]:
        differs = unquote(items[2]) if len(items) > 2 else ""
        return ("concordance", n.Concordance(str(items[0]), items[1], differs))

    def see(self, items: list[n.Ref]) -> tuple[str, Any]:
        return ("see", tuple(items))

    def _law(self, kind: str, meta: Any, op: str, number: str, rest: list[Any]) -> n.Law:
        title = ""
        if rest and isinstance(rest[0], Token) and rest[0].type == "STRING":
            title = unquote(rest.pop(0))
        texts: list[str] = []
        clauses: list[n.Clause] = []
        rules: list[n.Rule] = []
        see: list[n.Ref] = []
        notes: list[str] = []
        point = ""
        concordance: list[n.Concordance] = []
        for item in rest:
            if isinstance(item, n.Clause):
                clauses.append(item)
                rules.extend(item.rules)
            elif isinstance(item, n.Rule):
                rules.append(item)
            elif item[0] == "text":
                texts.append(item[1])
            elif item[0] == "see":
                see.extend(item[1])
            elif item[0] == "note":
                notes.append(item[1])
            elif item[0] == "point":
                point = item[1]
            elif item[0] == "concordance":
                concordance.append(item[1])
        return n.Law(
            kind, number, title, "", "\n\n".join(texts), tuple(clauses), tuple(rules), tuple(see), tuple(notes),
            point, op, self._span(meta), tuple(concordance),
        )  # fmt: skip

    @v_args(meta=True)
    def law(self, meta: Any, items: list[Any]) -> n.Law:
        op = ""
        if isinstance(items[0], Token) and items[0].type == "LAW_OP":
            op = str(items.pop(0))
        return self._law("law", meta, op, items[0], items[1:])

    @v_args(meta=True)
    def etiquette(self, meta: Any, items: list[Any]) -> n.Law:
        return self._law("etiquette", meta, "", items[0], items[1:])

    @v_args(meta=True)
    def precedent(self, meta: Any, items: list[Any]) -> n.Law:
        return self._law("case", meta, "", items[0], items[1:])

    @v_args(meta=True)
    def omit(self, meta: Any, items: list[Any]) -> n.Omit:
        return n.Omit(items[0], unquote(items[1]), self._span(meta))

    @v_args(meta=True)
    def footnote(self, meta: Any, items: list[Any]) -> n.Footnote:
        return n.Footnote(items[0], items[1], unquote(items[2]), self._span(meta))

    @v_args(meta=True)
    def section(self, meta: Any, items: list[Any]) -> n.Section:
        text = items[1][1] if len(items) > 1 else ""
        return n.Section(unquote(items[0]), text, self._span(meta))

    @v_args(meta=True)
    def principle(self, meta: Any, items: list[Token]) -> n.Principle:
        return n.Principle(str(items[0]), unquote(items[1]), unquote(items[2]), self._span(meta))

    # -- vocabulary
    def params(self, items: list[Token]) -> tuple[str, Any]:
        return ("params", tuple(str(i) for i in items))

    def say(self, items: list[Token]) -> tuple[str, Any]:
        return ("say", tuple(unquote(i) for i in items))

    def deny(self, items: list[Token]) -> tuple[str, Any]:
        return ("deny", tuple(unquote(i) for i in items))

    def ask(self, items: list[Token]) -> tuple[str, Any]:
        return ("ask", unquote(items[0]))

    def default(self, items: list[Token]) -> tuple[str, Any]:
        return ("default", str(items[0]))

    @v_args(meta=True)
    def fact(self, meta: Any, items: list[Any]) -> n.FactDecl:
        name, params, gloss = str(items[0]), (), ""
        fields: dict[str, Any] = {}
        for item in items[1:]:
            if isinstance(item, Token):
                gloss = unquote(item)
            elif item[0] == "params":
                params = item[1]
            elif item[0] in ("say", "deny"):
                fields[item[0]] = fields.get(item[0], ()) + item[1]
            else:
                fields[item[0]] = item[1]
        return n.FactDecl(name, params, gloss, span=self._span(meta), **fields)

    @v_args(meta=True)
    def timeline(self, meta: Any, items: list[Token]) -> n.Timeline:
        return n.Timeline(tuple(str(i) for i in items), self._span(meta))

    @v_args(meta=True)
    def seats(self, meta: Any, items: list[Token]) -> n.Seats:
        letters = [str(i) for i in items]
        rotation, pairs = letters[:-4], letters[-4:]
        return n.Seats(tuple(rotation), ((pairs[0], pairs[1]), (pairs[2], pairs[3])), self._span(meta))

    @v_args(meta=True)
    def sides(self, meta: Any, items: list[Token]) -> n.Sides:
        return n.Sides(tuple(str(i) for i in items), self._span(meta))

    @v_args(meta=True)
    def role(self, meta: Any, items: list[Token]) -> n.RoleDecl:
        return n.RoleDecl(str(items[0]), tuple(unquote(i) for i in items[1:]), self._span(meta))

    @v_args(meta=True)
    def vocabulary(self, meta: Any, items: list[Any]) -> n.Vocabulary:
        return n.Vocabulary(str(items[0]), tuple(items[1:]), self._span(meta))

    # -- the file
    def meta_field(self, items: list[Token]) -> tuple[str, Any]:
        return (str(items[0]), unquote(items[1]))

    def uses(self, items: list[Token]) -> tuple[str, Any]:
        return ("uses", tuple(str(i) for i in items))

    def extends(self, items: list[Token]) -> tuple[str, Any]:
        return ("extends", str(items[0]))

    @v_args(meta=True)
    def code(self, meta: Any, items: list[Any]) -> n.CodeFile:
        code_id, title = str(items[0]), unquote(items[1])
        extends, meta_fields, uses, body = None, {}, (), []
        for item in items[2:]:
            if isinstance(item, tuple) and item[0] == "extends":
                extends = item[1]
            elif isinstance(item, tuple) and item[0] == "uses":
                uses += item[1]
            elif isinstance(item, tuple):
                meta_fields[item[0]] = item[1]
            else:
                body.append(item)
        return n.CodeFile(code_id, title, extends, meta_fields, uses, tuple(body), self._span(meta), self.path)

    @v_args(meta=True)
    def include(self, meta: Any, items: list[Token]) -> n.Include:
        return n.Include(unquote(items[0]), self._span(meta))

    @v_args(meta=True)
    def part(self, meta: Any, items: list[Any]) -> n.Part:
        return n.Part(str(items[0]), tuple(items[1:]), self._span(meta))

    def start(self, items: list[Any]) -> Any:
        return items[0]


def parse_law_text(text: str, path: str) -> n.CodeFile | n.Vocabulary | n.Part:
    """Parse one `.law` file: a code or a vocabulary module."""
    tree = parse_tree("law", text, path)
    try:
        return _LawTransformer(path).transform(tree)  # type: ignore[no-any-return]
    except VisitError as err:  # a bug in a transformer method, never the user's fault
        raise err.orig_exc from None


def parse_law_file(path: Path) -> n.CodeFile | n.Vocabulary | n.Part:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise LawFileError(str(path), 1, 1, f"cannot read law file: {err}") from None
    return parse_law_text(text, str(path))


# ---------------------------------------------------------------- statements of facts and cases


class _IncidentTransformer(Transformer[Token, Any]):
    """Shapes `grammar/incident.lark` trees into a `nodes.CaseFile`."""

    def __init__(self, path: str) -> None:
        super().__init__()
        self.path = path

    def case_header(self, items: list[Token]) -> tuple[str, Any]:
        return ("header", (str(items[0]), str(items[1]), unquote(items[2])))

    def source(self, items: list[Token]) -> tuple[str, Any]:
        return ("source", (unquote(items[0]), unquote(items[1])))

    @v_args(meta=True)
    def fact_line(self, meta: Any, items: list[Token]) -> n.StatedFact:
        value: bool | None = True
        if items[0].type in ("NOT", "UNKNOWN"):
            value = False if items.pop(0).type == "NOT" else None
        span = n.Span(self.path, getattr(meta, "line", 0), getattr(meta, "column", 0))
        return n.StatedFact(str(items[0]), tuple(str(i) for i in items[1:]), value, span)

    def facts_block(self, items: list[n.StatedFact]) -> tuple[str, Any]:
        return ("facts", tuple(items))

    def tell(self, items: list[Token]) -> tuple[str, Any]:
        return ("tell", unquote(items[0]))

    def held_out(self, items: list[Token]) -> tuple[str, Any]:
        return ("held", unquote(items[0]))

    def title(self, items: list[Token]) -> tuple[str, Any]:
        return ("title", unquote(items[0]))

    def ref(self, items: list[Token]) -> n.Ref:
        return n.Ref(str(items[0]), str(items[1]))

    def kind(self, items: list[Token]) -> tuple[str, Any]:
        return ("kinds", (str(items[0]),))

    def cite(self, items: list[n.Ref]) -> tuple[str, Any]:
        return ("cites", tuple(items))

    def also(self, items: list[n.Ref]) -> tuple[str, Any]:
        return ("also", tuple(items))

    def decision(self, items: list[Token]) -> tuple[str, Any]:
        return ("decisions", (unquote(items[0]),))

    def conditional(self, items: list[Token]) -> tuple[str, Any]:
        return ("conditional", True)

    def no_law(self, items: list[Token]) -> tuple[str, Any]:
        return ("no_law", True)

    def question(self, items: list[Token]) -> tuple[str, Any]:
        return ("questions", (str(items[0]),))

    def expect(self, items: list[tuple[str, Any]]) -> tuple[str, Any]:
        fields: dict[str, Any] = {}
        for key, value in items:
            fields[key] = fields.get(key, ()) + value if isinstance(value, tuple) else value
        return ("expect", n.Expectation(**fields))

    def start(self, items: list[Any]) -> n.CaseFile:
        fields: dict[str, Any] = {"path": self.path}
        facts: list[n.StatedFact] = []
        for item in items:
            if isinstance(item, n.StatedFact):
                facts.append(item)
            elif item[0] == "header":
                fields["id"], fields["code"], fields["title"] = item[1]
            elif item[0] == "facts":
                facts += item[1]
            elif item[0] == "source":
                fields["source"] = item[1]
            elif item[0] == "tell":
                fields["tellings"] = fields.get("tellings", ()) + (item[1],)
            elif item[0] == "held":
                fields["held_out"] = fields.get("held_out", ()) + (item[1],)
            elif item[0] == "title":
                fields["title"] = item[1]
            elif item[0] == "expect":
                fields["expect"] = item[1]
        return n.CaseFile(facts=tuple(facts), **fields)


def parse_incident_text(text: str, path: str) -> n.CaseFile:
    """Parse a statement of facts or a case file (grammar/incident.lark)."""
    tree = parse_tree("incident", text, path)
    try:
        return _IncidentTransformer(path).transform(tree)  # type: ignore[no-any-return]
    except VisitError as err:
        raise err.orig_exc from None


def parse_incident_file(path: Path) -> n.CaseFile:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise LawFileError(str(path), 1, 1, f"cannot read incident file: {err}") from None
    return parse_incident_text(text, str(path))

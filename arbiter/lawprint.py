"""Rules printed back as law-language text, in tokens the rulebook highlights.

`rule_lines` turns a compiled `Rule` into lines of (css class, text, link) tokens that
read as the DSL of `grammar/law.lark` reads:

    rule call: when led_out_of_turn(?p) and not trick_complete
      then penalty "{p} led out of turn; ..."
        by adversaries(?p)
        until "the next lead"
        choice "call the card led"
      defeats law 63.taken_back

It knows nothing of HTML: the template wraps each token in a span of its class, and
`link` / `fact_link` say where a reference or a fact name points (or None).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from . import nodes as n

WIDTH = 64  # a condition longer than this is broken at its top-level `and` / `or`


@dataclass(frozen=True)
class Token:
    cls: str  # kw, fact, var, fn, kind, str, ph, ref, label, op, party; "" for plain text
    text: str
    href: str | None = None


@dataclass(frozen=True)
class Line:
    indent: int
    tokens: tuple[Token, ...]


Linker = Callable[[n.Ref], str | None]
FactLinker = Callable[[str], str | None]

_SP = Token("", " ")
_PLACEHOLDER = re.compile(r"(\{[a-z_]+(?:\([a-z_]+\))?\})")
_LAW_ID = re.compile(r"[0-9]+[a-z]?|[A-Z]+|\([0-9]+\)")  # a law number the grammar takes unquoted


class _Printer:
    def __init__(self, link: Linker, fact_link: FactLinker) -> None:
        self.link = link
        self.fact_link = fact_link

    # ------------------------------------------------------------ small pieces

    def kw(self, word: str) -> Token:
        return Token("kw", word)

    def term(self, term: n.Term) -> list[Token]:
        if isinstance(term, n.Var):
            return [Token("var", f"?{term.name}")]
        return [Token("fn", term.fn), Token("op", "("), *self.term(term.arg), Token("op", ")")]

    def atom(self, atom: n.Atom) -> list[Token]:
        out = [Token("fact", atom.pred, self.fact_link(atom.pred))]
        if atom.args:
            out.append(Token("op", "("))
            for i, arg in enumerate(atom.args):
                if i:
                    out.append(Token("op", ", "))
                out += self.term(arg)
            out.append(Token("op", ")"))
        return out

    def string(self, text: str) -> list[Token]:
        """A quoted string, its `{p}` placeholders marked. Text holding a quote (or a backslash,
        or paragraphs) is triple-quoted, as the law files write it, so that it reads back."""
        if any(ch in text for ch in '"\\\n'):
            quote, close = '"""', (' """' if text.endswith('"') else '"""')
        else:
            quote = close = '"'
        out = [Token("str", quote)]
        for piece in _PLACEHOLDER.split(text):
            if piece:
                out.append(Token("ph" if _PLACEHOLDER.fullmatch(piece) else "str", piece))
        out.append(Token("str", close))
        return out

    def ref(self, ref: n.Ref) -> list[Token]:
        number = ref.number if _LAW_ID.fullmatch(ref.number) else f'"{ref.number}"'  # `law "17A"`
        text = f"{ref.kind} {number}" + (f".{ref.rule}" if ref.rule else "")
        return [Token("ref", text, self.link(ref))]

    def refs(self, refs: tuple[n.Ref, ...]) -> list[Token]:
        out: list[Token] = []
        for i, ref in enumerate(refs):
            if i:
                out.append(Token("op", ", "))
            out += self.ref(ref)
        return out

    def party(self, party: n.Party) -> list[Token]:
        if party.arg is None:
            return [Token("party", party.name)]
        if party.name == "seat":
            return self.term(party.arg)
        return [Token("fn", party.name), Token("op", "("), *self.term(party.arg), Token("op", ")")]

    def target(self, target: n.Target) -> list[Token]:
        if target.ref is not None:
            return self.ref(target.ref)
        out = [self.kw("all")]
        if target.kind:
            out += [_SP, Token("kind", target.kind)]
        return out

    def targets(self, targets: tuple[n.Target, ...]) -> list[Token]:
        out: list[Token] = []
        for i, target in enumerate(targets):
            if i:
                out.append(Token("op", ", "))
            out += self.target(target)
        return out

    # ------------------------------------------------------------ conditions

    def cond(self, cond: n.Cond) -> list[Token]:
        """A condition on one line, parenthesised only where `and` binds tighter than `or`."""
        if isinstance(cond, n.Atom):
            return self.atom(cond)
        if isinstance(cond, n.Known):
            return [self.kw("known"), _SP, *self.atom(cond.atom)]
        if isinstance(cond, n.Eq):
            return [*self.term(cond.left), Token("op", " != " if cond.negated else " = "), *self.term(cond.right)]
        if isinstance(cond, n.Not):
            inner = self.cond(cond.arg)
            if isinstance(cond.arg, n.And | n.Or):
                inner = [Token("op", "("), *inner, Token("op", ")")]
            return [self.kw("not"), _SP, *inner]
        word = "and" if isinstance(cond, n.And) else "or"
        out: list[Token] = []
        for i, arg in enumerate(cond.args):
            if i:
                out += [_SP, self.kw(word), _SP]
            out += self._operand(arg, cond)
        return out

    def _operand(self, arg: n.Cond, parent: n.Cond) -> list[Token]:
        tokens = self.cond(arg)
        if _needs_parens(arg, parent):
            return [Token("op", "("), *tokens, Token("op", ")")]
        return tokens

    def cond_lines(self, cond: n.Cond, indent: int, lead: list[Token], trail: list[Token]) -> list[Line]:
        """`lead cond trail` on one line if it fits, else broken at the top-level connective."""
        flat = [*lead, *self.cond(cond), *trail]
        if _width(flat) + 2 * indent <= WIDTH or not isinstance(cond, n.And | n.Or):
            return [Line(indent, tuple(flat))]
        word = "and" if isinstance(cond, n.And) else "or"
        lines: list[Line] = []
        last = len(cond.args) - 1
        for i, arg in enumerate(cond.args):
            head = list(lead) if i == 0 else [self.kw(word), _SP]
            tail = list(trail) if i == last else []
            if _needs_parens(arg, cond):
                head, tail = [*head, Token("op", "(")], [Token("op", ")"), *tail]
            lines += self.cond_lines(arg, indent if i == 0 else indent + 1, head, tail)
        return lines

    # ------------------------------------------------------------ rules

    def rule(self, rule: n.Rule) -> list[Line]:
        head = [self.kw("rule"), _SP, Token("label", rule.label), Token("op", ":")]
        lines: list[Line] = []
        if rule.qualifies:
            qualifies = [self.kw("qualifies"), _SP, *self.targets(rule.qualifies)]
            if rule.qualified_until:
                qualifies += [_SP, self.kw("until"), _SP, *self.string(rule.qualified_until)]
            if rule.when is not None:
                lines += self.cond_lines(rule.when, 0, [*head, _SP, self.kw("when"), _SP], [])
                lines.append(Line(1, tuple(qualifies)))
            else:
                lines.append(Line(0, (*head, _SP, *qualifies)))
            lines.append(Line(lines[-1].indent + 1, tuple(self.string(rule.qualification))))
            return lines
        when = [*head, _SP, self.kw("when"), _SP]
        lines += self.cond_lines(rule.when, 0, when, []) if rule.when is not None else [Line(0, tuple(head))]
        if rule.derive is not None:
            verb = self.kw("define" if rule.defines else "derive")
            negation = (self.kw("not"), _SP) if rule.denies else ()
            lines.append(Line(1, (self.kw("then"), _SP, verb, _SP, *negation, *self.atom(rule.derive))))
        if rule.outcome is not None:
            lines += self.outcome(rule.outcome)
        if rule.defeats is not None:
            lines.append(self.defeats(rule.defeats))
        return lines

    def outcome(self, outcome: n.Outcome) -> list[Line]:
        lines = [Line(1, (self.kw("then"), _SP, Token("kind", outcome.kind), _SP, *self.string(outcome.decision)))]
        if outcome.by is not None:
            lines.append(Line(2, (self.kw("by"), _SP, *self.party(outcome.by))))
        if outcome.until is not None:
            lines.append(Line(2, (self.kw("until"), _SP, *self.string(outcome.until))))
        for choice in outcome.choices:
            lines.append(Line(2, (self.kw("choice"), _SP, *self.string(choice))))
        for because in outcome.because:
            lines.append(Line(2, (self.kw("because"), _SP, *self.string(because))))
        if outcome.cites:
            lines.append(Line(2, (self.kw("cite"), _SP, *self.refs(outcome.cites))))
        return lines

    def defeats(self, defeats: n.Defeats) -> Line:
        tokens = [self.kw("defeats"), _SP, *self.targets(defeats.targets)]
        if defeats.elected_by is not None:
            tokens += [_SP, self.kw("elected by"), _SP, *self.party(defeats.elected_by)]
        if defeats.excepts:
            tokens += [_SP, self.kw("except"), _SP, *self.refs(defeats.excepts)]
        return Line(1, tuple(tokens))


def _needs_parens(arg: n.Cond, parent: n.Cond) -> bool:
    """`and` binds tighter than `or`: an `or` inside an `and` needs parentheses, and the converse
    is written with them too, for the reader."""
    if isinstance(parent, n.And):
        return isinstance(arg, n.Or)
    return isinstance(parent, n.Or) and isinstance(arg, n.And)


def _width(tokens: list[Token]) -> int:
    return sum(len(t.text) for t in tokens)


def rule_lines(rule: n.Rule, link: Linker, fact_link: FactLinker) -> list[Line]:
    """The rule as law-language lines; `link` and `fact_link` give each reference its href."""
    return [Line(line.indent, _merged(line.tokens)) for line in _Printer(link, fact_link).rule(rule)]


def _merged(tokens: tuple[Token, ...]) -> tuple[Token, ...]:
    """Neighbouring tokens of one class and no link as one (`"`, text, `"` -> one string)."""
    out: list[Token] = []
    for token in tokens:
        if out and token.href is None and out[-1].href is None and out[-1].cls == token.cls:
            out[-1] = Token(token.cls, out[-1].text + token.text)
        else:
            out.append(token)
    return tuple(out)


def rule_source(rule: n.Rule) -> str:
    """The rule as plain law-language text (the tokens joined), e.g. for a search index."""
    return "\n".join("  " * line.indent + "".join(t.text for t in line.tokens) for line in rule_lines(rule, _no, _no))


def _no(_: object) -> None:
    return None

"""The model of a law file: frozen dataclasses, each carrying its source span.

The parser turns `grammar/law.lark` trees into these nodes; the resolver checks and
links them into a compiled code; the engine reads them. Nothing here knows about Lark.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# ---------------------------------------------------------------- positions


@dataclass(frozen=True)
class Span:
    """Where a node was written: `path:line:col`, 1-based as editors count."""

    path: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.col}"


NOWHERE = Span("<builtin>", 0, 0)

# ---------------------------------------------------------------- references


@dataclass(frozen=True)
class Ref:
    """`law 62`, `law 62.call_card`, `etiquette 3`, `case X`, `footnote 27`, `clause IV`."""

    kind: str
    number: str
    rule: str | None = None
    span: Span = NOWHERE

    def __str__(self) -> str:
        text = f"{self.kind} {self.number}"
        return f"{text}.{self.rule}" if self.rule else text


# ---------------------------------------------------------------- conditions


@dataclass(frozen=True)
class Var:
    """A variable `?p`, ranging over the seats at the table."""

    name: str


@dataclass(frozen=True)
class SeatFn:
    """`partner(?p)`, `left(?p)`, `right(?p)`: the seat in that relation to another."""

    fn: str
    arg: Term


Term = Var | SeatFn


@dataclass(frozen=True)
class Atom:
    """A fact pattern: `led_out_of_turn(?p)` or a proposition `trick_complete`."""

    pred: str
    args: tuple[Term, ...]
    span: Span = NOWHERE


@dataclass(frozen=True)
class Not:
    arg: Cond


@dataclass(frozen=True)
class And:
    args: tuple[Cond, ...]


@dataclass(frozen=True)
class Or:
    args: tuple[Cond, ...]


@dataclass(frozen=True)
class Known:
    """`known f`: true when the fact is stated either way, false when it is unknown."""

    atom: Atom


@dataclass(frozen=True)
class Eq:
    """`?a = ?b` (or `!=` when `negated`)."""

    left: Var
    right: Term
    negated: bool = False


Cond = Atom | Not | And | Or | Known | Eq

# ---------------------------------------------------------------- outcomes


@dataclass(frozen=True)
class Party:
    """Who elects: `?p`, `partner(?p)`, `adversaries(?p)`, `side(?p)`, `anyone`, `players`."""

    name: str
    arg: Term | None = None


@dataclass(frozen=True)
class Outcome:
    """`penalty "decision" by adversaries(?p) until "..." choice "..." because "..."`."""

    kind: str
    decision: str
    by: Party | None = None
    until: str | None = None
    choices: tuple[str, ...] = ()
    because: tuple[str, ...] = ()
    cites: tuple[Ref, ...] = ()


@dataclass(frozen=True)
class Target:
    """What a rule defeats or qualifies: a law, one rule of it, or every outcome of a kind."""

    ref: Ref | None = None
    kind: str | None = None  # with ref None: `all` (kind None) or `all penalty`


@dataclass(frozen=True)
class Defeats:
    targets: tuple[Target, ...]
    elected_by: Party | None = None
    excepts: tuple[Ref, ...] = ()


@dataclass(frozen=True)
class Rule:
    """`rule label: when cond then outcome [defeats ...]`, `... then derive atom`, `... then derive
    not atom` (`denies`), or `... then define atom` (a derivation that only names a term:
    `defines`, and is not cited).

    Exactly one of `outcome`, `derive` and `qualifies` is set.
    """

    label: str
    when: Cond | None
    span: Span
    outcome: Outcome | None = None
    derive: Atom | None = None
    defines: bool = False  # `then define`: the derivation names a term; rulings do not cite it
    denies: bool = False  # `then derive not`: the condition makes the fact false
    defeats: Defeats | None = None
    qualifies: tuple[Target, ...] = ()
    qualification: str = ""
    qualified_until: str = ""  # `qualifies ... until "..."`: the time its targets' elections end instead
    clause: str = ""  # the sub-clause or section of the law the rule was written in


# ---------------------------------------------------------------- laws


@dataclass(frozen=True)
class Clause:
    number: str
    text: str
    rules: tuple[Rule, ...] = ()


@dataclass(frozen=True)
class Concordance:
    """This law answers to `ref` in `code`; `differs` says how the two texts part."""

    code: str
    ref: Ref
    differs: str


@dataclass(frozen=True)
class Law:
    """A law as printed (or an etiquette rule, or a precedent): `kind` says which."""

    kind: str  # "law", "etiquette", "case"
    number: str
    title: str
    section: str
    text: str
    clauses: tuple[Clause, ...]
    rules: tuple[Rule, ...]
    see: tuple[Ref, ...]
    notes: tuple[str, ...]
    point: str
    op: str  # "", "replaces", "adds"
    span: Span
    concordance: tuple[Concordance, ...] = ()

    @property
    def ref(self) -> Ref:
        return Ref(self.kind, self.number)

    @property
    def full_text(self) -> str:
        """The verbatim text with its clauses, as printed."""
        parts = [self.text] if self.text else []
        parts += [f"{c.number}. {c.text}" for c in self.clauses]
        return "\n\n".join(parts)


@dataclass(frozen=True)
class Omit:
    number: str
    why: str
    span: Span


@dataclass(frozen=True)
class Footnote:
    number: str
    on: Ref
    text: str
    span: Span


@dataclass(frozen=True)
class Section:
    title: str
    text: str
    span: Span


@dataclass(frozen=True)
class Principle:
    name: str
    title: str
    text: str
    span: Span


# ---------------------------------------------------------------- vocabulary


@dataclass(frozen=True)
class FactDecl:
    """`fact name(params) "gloss" say ... deny ... ask ... default ...`."""

    name: str
    params: tuple[str, ...]
    gloss: str
    say: tuple[str, ...] = ()
    deny: tuple[str, ...] = ()
    ask: str = ""
    default: str = "false"  # "false": closed world; "unknown": the arbitrator is asked
    span: Span = NOWHERE


@dataclass(frozen=True)
class Timeline:
    """`timeline a < b < c`: a later phase reached implies every earlier one."""

    phases: tuple[str, ...]
    span: Span = NOWHERE


@dataclass(frozen=True)
class Seats:
    """`seats A Y B Z partners A B, Y Z`: rotation to the left and the partnerships."""

    rotation: tuple[str, ...]
    partners: tuple[tuple[str, str], tuple[str, str]]
    span: Span = NOWHERE


@dataclass(frozen=True)
class Sides:
    """`sides bidder acceptor`: for the hand, the seats these facts name form one side (the
    bidder alone, or with his acceptor) and the others the other side, in place of the
    partnerships the seats declare."""

    facts: tuple[str, ...]
    span: Span = NOWHERE


@dataclass(frozen=True)
class RoleDecl:
    name: str
    say: tuple[str, ...]
    span: Span = NOWHERE


VocabItem = FactDecl | Timeline | Seats | Sides | RoleDecl


@dataclass(frozen=True)
class Vocabulary:
    name: str
    items: tuple[VocabItem, ...]
    span: Span


# ---------------------------------------------------------------- files


@dataclass(frozen=True)
class Include:
    """`include "auction/part1.law"`: a part of this code kept in another file."""

    path: str
    span: Span


@dataclass(frozen=True)
class Part:
    """A file that begins `part of english`: laws and facts spliced in where it is included."""

    code: str
    items: tuple[object, ...]
    span: Span


@dataclass(frozen=True)
class CodeFile:
    """One parsed `.law` file holding a code, before resolution."""

    id: str
    title: str
    extends: str | None
    meta: dict[str, str]
    uses: tuple[str, ...]
    items: tuple[object, ...]  # Section | Law | Omit | Footnote | Principle | VocabItem
    span: Span
    path: str = ""


@dataclass(frozen=True)
class CompiledCode:
    """A code with its ancestors merged, every reference resolved: what the engine runs."""

    id: str
    title: str
    meta: dict[str, str]
    extends: str | None
    laws: tuple[Law, ...]  # printed order: laws, then etiquette, then precedents
    footnotes: tuple[Footnote, ...]
    sections: tuple[Section, ...]
    principles: tuple[Principle, ...]
    facts: dict[str, FactDecl]
    timelines: tuple[Timeline, ...]
    seats: tuple[Seats, ...]
    roles: tuple[RoleDecl, ...]
    strata: tuple[tuple[str, ...], ...]  # derived predicates in evaluation order
    version: str  # hash of the sources it was compiled from
    omitted: tuple[Omit, ...] = ()
    xrefs: dict[str, tuple[Ref, ...]] = field(default_factory=dict)
    # Each phrase's words it cannot match without, found once at compile time: a cold
    # reading then parses only the phrases whose words the incident has.
    needs: dict[str, tuple[tuple[tuple[str, ...], int], ...]] = field(default_factory=dict)
    # Each fact's words one of which a sentence must tell for any of its phrases to match
    # (None where some phrase can match on seats and roles alone): most facts are passed over
    # for a sentence by one set test, where the phrases' skeletons would be tried one by one.
    anchors: dict[str, frozenset[str] | None] = field(default_factory=dict)
    sides: Sides | None = None  # the sides a bid makes for the hand (`sides`), where it does

    def law(self, kind: str, number: str) -> Law | None:
        for law in self.laws:
            if law.kind == kind and law.number == number:
                return law
        return None


# ---------------------------------------------------------------- incidents and cases


@dataclass(frozen=True)
class StatedFact:
    """One line of a statement of facts: `led_out_of_turn(Y)`, `not trick_complete`, `unknown f`."""

    pred: str
    args: tuple[str, ...]
    value: bool | None
    span: Span


@dataclass(frozen=True)
class Expectation:
    kinds: tuple[str, ...] = ()
    cites: tuple[Ref, ...] = ()
    also: tuple[Ref, ...] = ()
    decisions: tuple[str, ...] = ()
    conditional: bool = False
    questions: tuple[str, ...] = ()
    no_law: bool = False


@dataclass(frozen=True)
class CaseFile:
    """A file of cases/ (or a bare statement of facts given with `--file`)."""

    path: str
    id: str = ""
    code: str = ""
    title: str = ""
    source: tuple[str, ...] = ()
    facts: tuple[StatedFact, ...] = ()
    tellings: tuple[str, ...] = ()
    held_out: tuple[str, ...] = ()
    expect: Expectation | None = None


def excepted_facts(code: CompiledCode) -> frozenset[str]:
    """Facts both derived and denied (`derive f`, `derive not f`): the denial is the exception."""
    ways: dict[str, set[bool]] = {}
    for law in code.laws:
        for rule in law.rules:
            if rule.derive is not None:
                ways.setdefault(rule.derive.pred, set()).add(rule.denies)
    return frozenset(pred for pred, denies in ways.items() if len(denies) > 1)

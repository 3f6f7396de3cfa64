"""What the engine answers, and how it is shown: terminal text and the JSON contract.

A ruling is a value: a decision with its kind, citations, conditions (`if`), options
and reasoning. "No law covers this" is a ruling of kind `no_law`, not an error.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Fact:
    """A fact of the incident: `led_out_of_turn(Y)` is true; `from` the words it was read from."""

    pred: str
    args: tuple[str, ...]
    value: bool | None
    source: str = ""
    params: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        names = self.params or tuple(f"arg{i + 1}" for i in range(len(self.args)))
        out: dict[str, Any] = {"fact": self.pred, "args": dict(zip(names, self.args, strict=False))}
        out["value"] = self.value
        out["from"] = self.source
        return out

    def __str__(self) -> str:
        atom = f"{self.pred}({', '.join(self.args)})" if self.args else self.pred
        return {True: atom, False: f"not {atom}", None: f"unknown {atom}"}[self.value]


@dataclass(frozen=True)
class Citation:
    """`{"code": "english", "law": "62"}`, with `footnote`, or a `case` or `etiquette` instead of `law`."""

    code: str
    kind: str  # "law", "case", "etiquette"
    number: str
    footnote: str | None = None
    section: str | None = None  # a numbered section or clause of the law ("Law X, section 4")

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, self.kind: self.number}
        if self.section:
            out["section"] = self.section
        if self.footnote:
            out["footnote"] = self.footnote
        return out

    def __str__(self) -> str:
        head = {"law": "Law", "case": "Case", "etiquette": "Etiquette"}[self.kind]
        text = f"{head} {self.number}" + (f", section {self.section}" if self.section else "")
        return text + (f", footnote {self.footnote}" if self.footnote else "")


@dataclass(frozen=True)
class Condition:
    fact: str
    value: bool
    question: str

    def to_json(self) -> dict[str, Any]:
        return {"fact": self.fact, "value": self.value, "question": self.question}


@dataclass(frozen=True)
class Option:
    by: str  # "adversaries", "partner", "offender", "anyone", ...
    seats: tuple[str, ...]
    choices: tuple[str, ...]
    until: str

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by, "seats": list(self.seats), "choices": list(self.choices), "until": self.until}

    @property
    def deadline(self) -> str:
        return deadline(self.until)


def deadline(until: str) -> str:
    """How long a choice stands, as said after "may elect,": the law's words when they open
    with their own time word ("before the opening lead is made", "until the card has been
    played"), else "until" and them ("until the trump card is produced")."""
    if not until or _TIME_WORD.match(until):
        return until
    return f"until {until}"


def listed(seats: tuple[str, ...] | list[str]) -> str:
    """Seats as said: "A", "A and B", "Y, B and Z" (the three who play against a single player)."""
    return " and ".join(seats) if len(seats) < 3 else f"{', '.join(seats[:-1])} and {seats[-1]}"


_TIME_WORD = re.compile(r"(?:until|till|before|after|when|whenever|while|whilst|at|on|as long as|so long as)\b", re.I)


@dataclass(frozen=True)
class Ruling:
    decision: str
    kind: str
    citations: tuple[Citation, ...]
    conditions: tuple[Condition, ...] = ()
    options: tuple[Option, ...] = ()
    reasoning: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "decision": self.decision,
            "kind": self.kind,
            "citations": [c.to_json() for c in self.citations],
            "if": [c.to_json() for c in self.conditions],
            "options": [o.to_json() for o in self.options],
            "reasoning": list(self.reasoning),
        }


@dataclass(frozen=True)
class Question:
    """A fact whose answer would change the ruling; `atom` is it as (predicate, seats)."""

    fact: str
    question: str
    why: str
    atom: tuple[str, tuple[str, ...]] = ("", ())

    def to_json(self) -> dict[str, Any]:
        return {"fact": self.fact, "question": self.question, "why": self.why}


@dataclass(frozen=True)
class TraceStep:
    rule: str  # "law 62.call"
    binding: str  # "p=A"
    status: str  # "derived", "fired", "set aside", "conditional"
    why: str

    def __str__(self) -> str:
        where = f" [{self.binding}]" if self.binding else ""
        return f"{self.status:<11} {self.rule}{where}: {self.why}"


@dataclass(frozen=True)
class Result:
    code: str
    code_title: str
    facts: tuple[Fact, ...]
    not_understood: tuple[str, ...]
    rulings: tuple[Ruling, ...]
    questions: tuple[Question, ...] = ()
    trace: tuple[TraceStep, ...] = ()
    version: str = ""
    notes: tuple[str, ...] = field(default=())

    def to_json(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "facts": [f.to_json() for f in self.facts],
            "not_understood": list(self.not_understood),
            "rulings": [r.to_json() for r in self.rulings],
            "questions": [q.to_json() for q in self.questions],
        }

    def json(self) -> str:
        return json.dumps(self.to_json(), indent=2, ensure_ascii=False)

    def cited_laws(self) -> set[str]:
        return {c.number for r in self.rulings for c in r.citations if c.kind == "law"}


def _cite_list(citations: tuple[Citation, ...]) -> str:
    return "; ".join(str(c) for c in citations)


def render_changes(changes: list[tuple[Fact, str]]) -> str:
    """ "What would change it": each decisive fact, and the ruling were it otherwise."""
    if not changes:
        return "No single fact stated, were it otherwise, would change the decision.\n"
    lines = ["What would change it:"]
    for fact, then in changes:
        contrary = Fact(fact.pred, fact.args, not fact.value)
        lines.append(f"  - if {contrary} instead of {fact}: {then}")
    return "\n".join(lines) + "\n"


def render_text(result: Result, why: bool = False) -> str:
    """The ruling as the printed Cases and Decisions give it: Decision, laws, reasoning, options."""
    lines: list[str] = []
    if result.facts:
        lines.append("Facts understood:")
        lines += [f"  - {_fact_line(f)}" for f in result.facts]
    if result.not_understood:
        lines.append("Not understood: " + ", ".join(f"“{w}”" for w in result.not_understood))
    if lines:
        lines.append("")
    conditional = any(r.conditions for r in result.rulings)
    if conditional:
        lines.append("It is a question of fact.")
    for ruling in result.rulings:
        prefix = ""
        if ruling.conditions:
            prefix = "If " + " and ".join(_condition_words(c) for c in ruling.conditions) + ": "
        lines.append(f"Decision.—{prefix}{ruling.decision}")
        if ruling.citations:
            lines.append(f"  Laws: {_cite_list(ruling.citations)}")
        for option in ruling.options:
            who = f"{listed(option.seats)} ({option.by})" if option.seats else option.by
            head = f"  {who} may elect" if who else "  The choices"
            lines.append(head + (f", {option.deadline}" if option.deadline else "") + ":")
            lines += [f"    - {c}" for c in option.choices]
        for reason in ruling.reasoning:
            lines.append(f"  {reason}")
        lines.append("")
    if result.questions:
        lines.append("Questions of fact that would settle it:")
        for q in result.questions:
            lines.append(f"  ? {q.question}  ({q.why})")
        lines.append("")
    if why and result.trace:
        lines.append("How it was reached:")
        lines += [f"  {step}" for step in result.trace]
        lines.append("")
    for note in result.notes:
        lines.append(f"Note: {note}")
    return "\n".join(lines).rstrip() + "\n"


def _fact_line(fact: Fact) -> str:
    text = str(fact)
    return f"{text}  (from “{fact.source}”)" if fact.source else text


def _condition_words(condition: Condition) -> str:
    question = condition.question.rstrip("?")
    return f"{'yes' if condition.value else 'no'} to “{question}?”" if question else condition.fact

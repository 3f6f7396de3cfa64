"""The cases of cases/: printed decisions and our own incidents, run against the engine.

Each case is checked from its statement of facts and from every plain-English telling:
the telling must read to the stated facts, and both must reach the expected ruling.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from . import nodes as n
from .api import load_code, rule_case, rule_reading, stated_facts
from .errors import ArbiterError
from .parser import parse_incident_file
from .paths import data_dir
from .reader import read
from .ruling import Result


@dataclass(frozen=True)
class Check:
    case: n.CaseFile
    how: str  # "facts" or "telling 1", ...
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems


def case_files(code_id: str | None = None) -> list[Path]:
    root = data_dir("cases")
    folders = [root / code_id] if code_id else sorted(p for p in root.iterdir() if p.is_dir())
    return sorted(p for folder in folders if folder.is_dir() for p in folder.glob("*.case"))


def load_cases(code_id: str | None = None) -> list[n.CaseFile]:
    return [parse_incident_file(p) for p in case_files(code_id)]


def expectation_problems(expect: n.Expectation | None, result: Result) -> list[str]:
    """How `result` falls short of what the case expects (empty when it agrees)."""
    if expect is None:
        return ["the case has no expect block"]
    problems = []
    kinds = [r.kind for r in result.rulings]
    for kind in expect.kinds:
        if kind not in kinds:
            problems.append(f"expected a ruling of kind {kind}, got {', '.join(kinds) or 'none'}")
    cited = {(c.kind, c.number) for r in result.rulings for c in r.citations}
    cited |= {("footnote", c.footnote) for r in result.rulings for c in r.citations if c.footnote}
    lawlike = {c for c in cited if c[0] in ("law", "etiquette")}
    wanted = {(r.kind, r.number) for r in expect.cites}
    allowed = wanted | {(r.kind, r.number) for r in expect.also}
    if expect.cites or expect.also:
        missing = sorted(wanted - cited)
        extra = sorted(lawlike - allowed)
        if missing:
            problems.append("does not cite " + ", ".join(f"{k} {num}" for k, num in missing))
        if extra:
            problems.append("also cites " + ", ".join(f"{k} {num}" for k, num in extra))
    decisions = " | ".join(r.decision for r in result.rulings).lower()
    for words in expect.decisions:
        if words.lower() not in decisions:
            problems.append(f"no decision says {words!r}: {decisions[:300]!r}")
    is_conditional = any(r.conditions for r in result.rulings)
    if expect.conditional != is_conditional:
        problems.append(
            "expected a conditional ruling" if expect.conditional else "the ruling is conditional, expected a plain one"
        )
    asked = {q.fact.split("(")[0] for q in result.questions}
    for fact in expect.questions:
        if fact not in asked:
            problems.append(f"does not ask about {fact} (asks: {', '.join(sorted(asked)) or 'nothing'})")
    if expect.no_law and "no_law" not in kinds:
        problems.append("expected 'no law covers this'")
    return problems


def check_case(case: n.CaseFile) -> list[Check]:
    """The case from its facts, then from each telling."""
    checks = []
    try:
        result = rule_case(case)
        checks.append(Check(case, "facts", tuple(expectation_problems(case.expect, result))))
    except ArbiterError as err:
        checks.append(Check(case, "facts", (str(err),)))
        return checks
    code = load_code(case.code or "english")
    stated = {(f.pred, f.args): f.value for f in stated_facts(code, case) if f.value is not None}
    for i, telling in enumerate(case.tellings, 1):
        reading = read(code, telling)
        got = {(f.pred, f.args): f.value for f in reading.facts}
        problems = [
            f"read {_fact(k, got.get(k))} where the statement says {_fact(k, v)}"
            for k, v in stated.items()
            if got.get(k) != v
        ]
        told = rule_reading(code, reading)
        problems += expectation_problems(case.expect, told)
        checks.append(Check(case, f"telling {i}", tuple(problems)))
    return checks


def _fact(key: tuple[str, tuple[str, ...]], value: bool | None) -> str:
    atom = f"{key[0]}({', '.join(key[1])})" if key[1] else key[0]
    return {True: atom, False: f"not {atom}", None: f"nothing of {atom}"}[value]

"""One incident ruled under several codes side by side, and the laws that make them differ.

"The trump card left on the table after the first trick": callable under English Law 52,
not yet under American Law 18. Each code reads the telling with its own vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .api import load_code
from .engine import run
from .errors import ArbiterError
from .reader import read
from .resolver import available_codes
from .ruling import Result, Ruling


@dataclass(frozen=True)
class Comparison:
    results: tuple[Result, ...]
    differs: bool
    by_code: dict[str, tuple[str, ...]]  # code -> the laws its decisive rulings rest on
    groups: tuple[tuple[str, ...], ...] = ()  # codes that rule alike, one group per outcome

    def to_json(self) -> list[dict[str, Any]]:
        out = []
        for result in self.results:
            data = result.to_json()
            data["differs_by"] = list(self.by_code.get(result.code, ())) if self.differs else []
            out.append(data)
        return out


def _shape(ruling: Ruling) -> tuple[object, ...]:
    """What an arbitrator would call the same outcome: its kind, its electors and conditions."""
    electors = tuple(sorted(o.by for o in ruling.options))
    return (ruling.kind, electors, tuple((c.value, c.question) for c in ruling.conditions))


def compare(text: str, codes: list[str] | None = None) -> Comparison:
    """Rule on `text` under each of `codes` (default: every code the incident fits)."""
    if not text.strip():
        raise ArbiterError("the incident is empty: describe what happened, e.g. 'A led out of turn'")
    explicit = codes is not None
    results = []
    for code_id in codes if codes is not None else available_codes():
        code = load_code(code_id)
        reading = read(code, text)
        if not reading.facts:
            if explicit:
                raise ArbiterError(f"code {code_id}: no fact of this code was recognised in the incident")
            continue
        result = run(code, reading.facts, reading.not_understood, reading.notes)
        if not explicit and all(r.kind == "no_law" for r in result.rulings):
            continue  # the incident does not fit this code
        results.append(result)
    if not results:
        raise ArbiterError("no code fits this incident: no law of any code was recognised in it")
    shapes = {r.code: sorted(map(_shape, r.rulings), key=repr) for r in results}
    differs = len({repr(s) for s in shapes.values()}) > 1
    by_code = {
        r.code: tuple(dict.fromkeys(f"{c.kind} {c.number}" for x in r.rulings for c in x.citations[:1]))
        for r in results
    }
    groups: dict[str, list[str]] = {}
    for code_id, shape in shapes.items():
        groups.setdefault(repr(shape), []).append(code_id)
    return Comparison(tuple(results), differs, by_code, tuple(tuple(g) for g in groups.values()))


def render_comparison(comparison: Comparison) -> str:
    from .ruling import render_text

    lines = []
    for result in comparison.results:
        lines.append(f"== {result.code}: {result.code_title}")
        lines.append(render_text(result).rstrip())
        lines.append("")
    if comparison.differs:
        lines.append("The codes rule differently:")
        for group in comparison.groups:
            kinds = sorted({r.kind for x in comparison.results if x.code == group[0] for r in x.rulings})
            laws = "; ".join(f"{code} {', '.join(comparison.by_code[code])}" for code in group)
            lines.append(f"  {' / '.join(kinds)}: {laws}")
    else:
        lines.append("The codes agree.")
    return "\n".join(lines) + "\n"

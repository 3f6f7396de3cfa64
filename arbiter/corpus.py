"""The reading corpus (cases/corpus/*.tsv): how well incidents told in people's own words
are understood, measured as fact precision and recall and ruling accuracy.

Each line: split, telling, statement of facts (`a(Y) ; not b`), expected kinds, laws that
must be cited, and whether the ruling is conditional. The split says how a line may be used:
`dev` lines are for tuning the reader and the vocabularies, and the model of reading by
example learns from them and the cases' tellings alone (`examples`); `held` lines (the first round) and `held2`,
`held3`... (later rounds, written by people who never saw a vocabulary phrase) were written
before any tuning on them, are never read by anyone tuning nor learned from, and are
reported apart: they say how arbiter reads tellings it has never seen.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from .api import load_code, rule_case, rule_reading, stated_facts
from .errors import ArbiterError
from .parser import parse_incident_text
from .paths import data_dir
from .reader import read
from .ruling import Result

T = TypeVar("T")


@dataclass(frozen=True)
class Line:
    code: str
    split: str
    telling: str
    facts: str
    kinds: frozenset[str]
    laws: frozenset[str]
    conditional: bool
    where: str


@dataclass
class Score:
    """Counts over a set of lines; the figures are ratios of them."""

    lines: int = 0
    right_facts: int = 0  # lines whose reading has every labelled fact and no wrong one
    right_ruling: int = 0
    read_ok: int = 0  # facts read that the label has
    read_all: int = 0  # facts read (less the reader's stated assumptions)
    labelled: int = 0  # facts labelled
    misses: list[str] = field(default_factory=list)

    def add(self, other: Score) -> None:
        for name in ("lines", "right_facts", "right_ruling", "read_ok", "read_all", "labelled"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.misses += other.misses

    @property
    def precision(self) -> float:
        return self.read_ok / self.read_all if self.read_all else 1.0

    @property
    def recall(self) -> float:
        return self.read_ok / self.labelled if self.labelled else 1.0

    @property
    def accuracy(self) -> float:
        return self.right_ruling / self.lines if self.lines else 1.0


def load(directory: Path | None = None) -> list[Line]:
    lines = []
    for path in sorted((directory or data_dir("cases") / "corpus").glob("*.tsv")):
        for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not raw.strip() or raw.startswith("#"):
                continue
            cols = [c.strip() for c in raw.split("\t")]
            if len(cols) != 6:
                raise ArbiterError(f"{path}:{number}: expected 6 tab-separated columns, found {len(cols)}")
            split, telling, facts, kinds, laws, conditional = cols
            lines.append(
                Line(
                    path.stem, split, telling, facts,
                    frozenset(k.strip() for k in kinds.split(",") if k.strip()),
                    frozenset(x.strip() for x in laws.split(",") if x.strip()),
                    conditional == "yes", f"{path.name}:{number}",
                )
            )  # fmt: skip
    return lines


def score(line: Line) -> Score:
    code = load_code(line.code)
    statement = parse_incident_text(line.facts.replace(";", "\n"), line.where)
    # A fact labelled `unknown` is labelled too: read as in doubt it is read right, and a fact
    # read in doubt that the label never names is a fact read wrong (counted so, recall could
    # pass 100%).
    label = {(f.pred, f.args): f.value for f in stated_facts(code, statement)}
    reading = read(code, line.telling)
    # A role taken by convention ("taken: the dealer is Z", for "the dealer" never named) is
    # read where the label says so too, the writer having followed the same convention; where
    # the label is silent it is the reader's stated assumption, not a fact it claims was told.
    got = {
        (f.pred, f.args): f.value
        for f in reading.facts
        if not f.source.startswith("taken:") or (f.pred, f.args) in label
    }
    result = rule_reading(code, reading)
    s = Score(lines=1, labelled=len(label), read_all=len(got))
    s.read_ok = sum(1 for k, v in got.items() if k in label and label[k] == v)
    s.right_facts = int(s.read_ok == len(label) == len(got))
    kinds, cited = ruled(result)
    conditional = any(r.conditions for r in result.rulings)
    ok = line.kinds <= kinds and line.laws <= cited and conditional == line.conditional
    s.right_ruling = int(ok)
    if not ok:
        s.misses.append(
            f"{line.where}: {line.telling}\n    read {sorted(map(str, reading.facts))}; "
            f"ruled {sorted(kinds)} {sorted(cited)}{' (conditional)' if conditional else ''}; "
            f"expected {sorted(line.kinds)} {sorted(line.laws)}"
        )
    return s


def ruled(result: Result) -> tuple[set[str], set[str]]:
    """The kinds of a result's rulings, and what they cite as a corpus line names it: a law by
    its number ("64"), anything else by kind and number ("case V", "etiquette 8")."""
    kinds = {r.kind for r in result.rulings}
    cited = {c.number if c.kind == "law" else f"{c.kind} {c.number}" for r in result.rulings for c in r.citations}
    return kinds, cited


def measure(lines: Iterable[Line], jobs: int | None = None) -> dict[tuple[str, str], Score]:
    """Scores by (code, split), and ("all", split); the lines read by `jobs` processes."""
    lines = list(lines)
    scores = _each(score, lines, jobs)
    table: dict[tuple[str, str], Score] = {}
    for line, s in zip(lines, scores, strict=True):
        for key in ((line.code, line.split), ("all", line.split)):
            table.setdefault(key, Score()).add(s)
    return table


def label_miss(line: Line) -> str | None:
    """What is wrong with a line's label, if anything: a fact the code does not declare, or a
    statement whose ruling no longer cites the laws and kinds the line expects, or turns on
    a question where the line says it does not, or the reverse (a law file changed under it).
    The reading is not involved; the label is the corpus's own answer."""
    try:
        statement = parse_incident_text(line.facts.replace(";", "\n"), line.where)
        stated_facts(load_code(line.code), statement)
        result = rule_case(statement, line.code)
    except ArbiterError as error:
        return f"{line.where}: {error}"
    kinds, cited = ruled(result)
    conditional = any(r.conditions for r in result.rulings)
    if line.laws <= cited and line.kinds <= kinds and conditional == line.conditional:
        return None
    expected = f"{sorted(line.kinds)} {sorted(line.laws)}{' (conditional)' if line.conditional else ''}"
    told = f"{sorted(kinds)} {sorted(cited)}{' (conditional)' if conditional else ''}"
    return f"{line.where}: the label rules {told}; expected {expected}"


def label_misses(lines: Iterable[Line], jobs: int | None = None) -> list[str]:
    return [miss for miss in _each(label_miss, list(lines), jobs) if miss]


def _each(fn: Callable[[Line], T], lines: list[Line], jobs: int | None) -> list[T]:
    """fn of each line, by `jobs` processes (one per core unless told): each line is read or
    ruled alone, and thousands of them take minutes on one core."""
    jobs = jobs or os.cpu_count() or 1
    if jobs > 1 and len(lines) > 200:
        with multiprocessing.Pool(jobs) as pool:
            return pool.map(fn, lines, chunksize=32)
    return [fn(line) for line in lines]


def report(table: dict[tuple[str, str], Score]) -> str:
    rows = [f"{'code':<20} {'split':<5} {'lines':>5} {'fact P':>7} {'fact R':>7} {'facts ok':>8} {'ruling':>7}"]
    for (code, split), s in sorted(table.items(), key=lambda kv: (kv[0][0] == "all", kv[0])):
        rows.append(
            f"{code:<20} {split:<5} {s.lines:>5} {s.precision:>7.1%} {s.recall:>7.1%} "
            f"{s.right_facts / max(s.lines, 1):>8.1%} {s.accuracy:>7.1%}"
        )
    return "\n".join(rows)

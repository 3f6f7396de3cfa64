"""The library's front door: load a code (cached), read an incident, rule on it.

The CLI, the tests and any other tool call these; each is a few lines over the
pipeline parser -> resolver -> reader -> engine.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path

from . import __version__
from . import nodes as n
from .engine import run
from .errors import ArbiterError, LawFileError
from .implied import taken_dealer
from .parser import parse_incident_file, parse_incident_text
from .paths import cached, data_dir
from .reader import Reading, read
from .resolver import available_codes, compile_code
from .ruling import Citation, Fact, Question, Result
from .table import Table

MAX_INCIDENT_CHARS = 20_000


def _sources_digest(directory: Path) -> str:
    """One hash over every law file, grammar and module of arbiter itself (name, size,
    modification time): any edit makes a new cache entry, without reading the files on
    every run. The modules count because the pickled code is made of their classes."""
    digest = hashlib.sha256(__version__.encode())
    for folder in (directory, data_dir("grammar"), Path(__file__).parent):
        for path in sorted(folder.rglob("*")):
            if path.suffix in (".law", ".lark", ".py"):
                stat = path.stat()
                digest.update(f"{path.relative_to(folder)}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:20]


_loaded: dict[tuple[str, str], n.CompiledCode] = {}


def load_code(code_id: str, directory: Path | None = None, use_cache: bool = True) -> n.CompiledCode:
    """The compiled code `code_id`, from the cache when its sources have not changed."""
    directory = directory or data_dir("codes")
    if not (directory / f"{code_id}.law").exists():
        known = ", ".join(available_codes(directory)) or "none"
        raise ArbiterError(f"unknown code {code_id!r} (known codes: {known})")
    key = (str(directory), code_id)
    if key in _loaded:
        return _loaded[key]
    if not use_cache:
        return compile_code(code_id, directory)
    code = cached(
        f"{code_id}-{_sources_digest(directory)}.pickle", n.CompiledCode, lambda: compile_code(code_id, directory)
    )
    _loaded[key] = code
    return code


def stated_facts(code: n.CompiledCode, statement: n.CaseFile) -> list[Fact]:
    """A statement of facts checked against the code's vocabulary."""
    facts = []
    for line in statement.facts:
        decl = code.facts.get(line.pred)
        if decl is None:
            raise LawFileError(
                line.span.path, line.span.line, line.span.col, f"unknown fact {line.pred!r} in code {code.id}"
            )
        if len(line.args) != len(decl.params):
            message = f"{line.pred} takes {len(decl.params)} seat(s), not {len(line.args)}"
            raise LawFileError(line.span.path, line.span.line, line.span.col, message)
        facts.append(Fact(line.pred, line.args, line.value, "statement of facts", decl.params))
    return facts


def rule_text(text: str, code_id: str = "english") -> Result:
    """Rule on an incident told in plain English."""
    if not text or not text.strip():
        raise ArbiterError("the incident is empty: describe what happened, e.g. 'A led out of turn'")
    if len(text) > MAX_INCIDENT_CHARS:
        raise ArbiterError(f"the incident is too long ({len(text)} characters; at most {MAX_INCIDENT_CHARS})")
    code = load_code(code_id)
    reading = read(code, text)
    if not reading.facts:
        words = ", ".join(reading.not_understood[:8]) or text.strip()[:60]
        raise ArbiterError(
            f"could not understand the incident: no fact of code {code_id} was recognised in it (read: {words})"
        )
    return rule_reading(code, reading)


def rule_reading(code: n.CompiledCode, reading: Reading, facts: list[Fact] | None = None) -> Result:
    """The ruling on what a telling was read to say (or on `facts`, the reading's facts with
    answers given), comparing the printed case it resembles as a statement of the same facts
    is compared (`with_precedents`): told or stated, the same facts get the same ruling."""
    told = reading.facts if facts is None else facts
    return with_precedents(code, run(code, told, reading.not_understood, reading.notes))


def rule_statement(path: Path, code_id: str | None = None) -> Result:
    """Rule on a written statement of facts (or the facts of a case file)."""
    statement = parse_incident_file(path)
    return rule_case(statement, code_id)


def rule_case(statement: n.CaseFile, code_id: str | None = None) -> Result:
    code = load_code(code_id or statement.code or "english")
    if not statement.facts:
        raise ArbiterError(f"{statement.path}: the statement of facts is empty")
    facts = stated_facts(code, statement)
    table = Table.for_letters(code.seats, {a for f in facts for a in f.args})
    if dealer := taken_dealer(code, facts, table):
        # as the reader does for a telling that never names the dealer
        note = f"no dealer is stated: taking {dealer.args[0]}, as the printed cases seat him"
        return with_precedents(code, run(code, [*facts, dealer], notes=[note]))
    return with_precedents(code, run(code, facts))


@functools.cache
def _printed_cases(code_id: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """The printed cases of a code and its ancestors, each with the facts it states.

    Kept in the cache beside the compiled code: parsing some two hundred case files took
    more than half of a cold `arbiter rule`. The key covers the code's sources and every
    case file read (name, size, modification time), so an edited case is read afresh."""
    from .cases import case_files  # cases imports this module

    lineage = [code_id]
    while (parent := load_code(lineage[-1]).extends) is not None:
        lineage.append(parent)
    files = [path for cid in lineage for path in case_files(cid)]
    digest = hashlib.sha256(_sources_digest(data_dir("codes")).encode())
    for path in files:
        stat = path.stat()
        digest.update(f"{path}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    name = f"precedents-{code_id}-{digest.hexdigest()[:20]}.pickle"
    return cached(name, tuple, lambda: _precedents(load_code(code_id), files))


def _precedents(code: n.CompiledCode, files: list[Path]) -> tuple[tuple[str, frozenset[str]], ...]:
    roles = {r.name for r in code.roles}  # who dealt or led says nothing of likeness
    found = []
    for path in files:
        case = parse_incident_file(path)
        if case.source and code.law("case", case.id) is not None:
            preds = frozenset(f.pred for f in case.facts if f.value and f.pred not in roles)
            found.append((case.id, preds))
    return tuple(found)


def with_precedents(code: n.CompiledCode, result: Result) -> Result:
    """ "Compare Case II": a printed case that the incident resembles, with the point it settled.

    Resembles: two or more of the facts the case states, and at least half of them, are facts
    of this incident too (one shared fact, a lead out of turn say, is too common to tell).
    """
    if not result.rulings or result.rulings[0].kind == "no_law":
        return result
    told = {f.pred for f in result.facts if f.value and f.pred not in {r.name for r in code.roles}}
    cited = {c.number for r in result.rulings for c in r.citations if c.kind == "case"}
    best = None
    for case_id, preds in _printed_cases(code.id):
        shared = len(told & preds)
        likeness = shared / len(preds) if preds else 0.0
        if case_id not in cited and shared >= 2 and likeness >= 0.5 and (best is None or likeness > best[1]):
            best = (case_id, likeness)
    if best is None:
        return result
    precedent = code.law("case", best[0])
    assert precedent is not None
    first = result.rulings[0]
    point = precedent.point or precedent.title
    ruling = replace(
        first,
        citations=(*first.citations, Citation(code.id, "case", best[0])),
        reasoning=(*first.reasoning, f"Compare Case {best[0]}: {point}"),
    )
    return replace(result, rulings=(ruling, *result.rulings[1:]))


def parse_statement(text: str, path: str = "<statement>") -> n.CaseFile:
    return parse_incident_text(text, path)


def rule_asking(text: str, code_id: str, answer: Callable[[Question], bool | None]) -> Result:
    """Rule, asking `answer` the questions that could change the ruling, most decisive first.

    `answer` returns True or False, or None for "unknown" (that fact stays open and is not
    asked again). It stops as soon as no open question could change the ruling.
    """
    result = rule_text(text, code_id)
    code = load_code(code_id)
    reading = read(code, text)
    facts = list(reading.facts)
    asked: set[str] = set()
    while True:
        pending = [q for q in result.questions if q.fact not in asked]
        if not pending:
            return result
        question = pending[0]
        asked.add(question.fact)
        value = answer(question)
        if value is not None:
            pred, args = question.atom
            facts = [f for f in facts if (f.pred, f.args) != (pred, args)]
            facts.append(Fact(pred, args, value, f"answered: {question.question}", code.facts[pred].params))
            result = rule_reading(code, reading, facts)


def rule_with_answers(text: str, code_id: str, answers: Mapping[str, bool | None]) -> tuple[Result, Question | None]:
    """The ruling `rule_asking` reaches when its questions are answered as in `answers`
    (question fact -> yes, no, or None for unknown), and the next question to ask, if any.

    For a page that asks one question at a time and keeps the answers in the form: the
    answers are replayed in the order they were asked; an unanswered question stays open.
    """
    result = rule_asking(text, code_id, lambda q: answers.get(q.fact))
    following = next((q for q in result.questions if q.fact not in answers), None)
    return result, following

"""From parsed files to a compiled code: includes, `extends`, vocabulary and every reference.

A code file may `include` parts, `uses` vocabulary modules, and `extends` a parent
whose laws it `replaces`, `adds` to or `omits`. Every cross-reference printed in a
law ("_Vide_ Law 72", "Rule 32", "Laws 45 and 50"), every `see`, `cite` and
`defeats`, and every fact a rule speaks of must resolve, or the load fails with
`path:line:col`.
"""

from __future__ import annotations

import gc
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

from . import nodes as n
from .checks import check, fail
from .errors import ArbiterError
from .parser import parse_law_file
from .paths import data_dir


def codes_dir() -> Path:
    return data_dir("codes")


def available_codes(directory: Path | None = None) -> list[str]:
    """Ids of the codes in codes/ (files that begin with `code`), in name order."""
    found = []
    for path in sorted((directory or codes_dir()).glob("*.law")):
        head = path.read_text(encoding="utf-8")
        if re.search(r"^\s*code\s", head, re.M) and not re.search(r"^\s*(vocabulary|part)\s", head, re.M):
            found.append(path.stem)
    return found


class _Loader:
    """Reads the files of one code and its ancestors, remembering what it read (for the hash)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.read: dict[str, bytes] = {}
        self.others: dict[str, set[tuple[str, str]]] = {}  # laws of codes named in concordances

    def parse(self, path: Path) -> n.CodeFile | n.Vocabulary | n.Part:
        if path.exists():
            self.read[str(path)] = path.read_bytes()
        return parse_law_file(path)

    def code_file(self, code_id: str, path: Path | None = None) -> n.CodeFile:
        explicit = path is not None
        path = path or self.directory / f"{code_id}.law"
        if not path.exists():
            known = ", ".join(available_codes(self.directory)) or "none"
            raise ArbiterError(f"unknown code {code_id!r} (known codes: {known})")
        parsed = self.parse(path)
        if not isinstance(parsed, n.CodeFile):
            raise fail(parsed.span, f"{path.name} does not hold a code")
        if parsed.id != code_id and not explicit:
            raise fail(parsed.span, f"the file {path.name} holds code {parsed.id!r}, not {code_id!r}")
        return replace(parsed, items=self._expand(parsed.items, parsed.id, path.parent))

    def _expand(self, items: tuple[object, ...], code_id: str, base: Path) -> tuple[object, ...]:
        out: list[object] = []
        for item in items:
            if not isinstance(item, n.Include):
                out.append(item)
                continue
            path = base / item.path
            if not path.exists():
                raise fail(item.span, f"included file {item.path!r} not found")
            part = self.parse(path)
            if not isinstance(part, n.Part) or part.code != code_id:
                raise fail(item.span, f"{item.path} must begin `part of {code_id}`")
            out.extend(self._expand(part.items, code_id, path.parent))
        return tuple(out)

    def laws_of(self, code_id: str) -> set[tuple[str, str]] | None:
        """The laws of another code (for concordances), or None if there is no such code."""
        if code_id not in self.others:
            if not (self.directory / f"{code_id}.law").exists():
                return None
            self.others[code_id] = {(lw.kind, lw.number) for lw in _merge(_Loader(self.directory), code_id, ()).laws}
        return self.others[code_id]

    def vocabulary(self, name: str, span: n.Span) -> n.Vocabulary:
        path = self.directory / f"{name}.law"
        if not path.exists():
            raise fail(span, f"unknown vocabulary {name!r} (no {path.name} in {self.directory})")
        parsed = self.parse(path)
        if not isinstance(parsed, n.Vocabulary) or parsed.name != name:
            raise fail(span, f"{path.name} does not hold vocabulary {name!r}")
        return parsed


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Compiling builds hundreds of thousands of small acyclic objects; the cyclic garbage
    collector, scanning them again and again, made compile time grow with the square of
    the code's size (bench/: 100x the laws took 20x per law). Paused, it grows linearly."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def compile_code(code_id: str, directory: Path | None = None) -> n.CompiledCode:
    """Load, merge and check a code; raise `LawFileError` or `ArbiterError` if it is broken."""
    loader = _Loader(directory or codes_dir())
    with _collector_paused():
        code = _merge(loader, code_id, ())
        return check(code, loader.read, loader.laws_of)


def compile_file(path: Path) -> n.CompiledCode:
    """Check one law file wherever it is; a parent it extends is looked for beside it, then in codes/."""
    directory = path.parent if any(path.parent.glob("*.law")) else codes_dir()
    loader = _Loader(directory)
    with _collector_paused():
        code = _merge(loader, path.stem, (), path)
        return check(code, loader.read, loader.laws_of)


def _merge(loader: _Loader, code_id: str, seen: tuple[str, ...], path: Path | None = None) -> n.CompiledCode:
    if code_id in seen:
        raise ArbiterError(f"code {code_id!r} extends itself: {' -> '.join(seen + (code_id,))}")
    file = loader.code_file(code_id, path)
    parent = _merge(loader, file.extends, seen + (code_id,)) if file.extends else None

    # Keyed by (kind, number), in printed order: `replaces` keeps a law's place, `omits` drops it.
    laws: dict[tuple[str, str], n.Law] = {(lw.kind, lw.number): lw for lw in parent.laws} if parent else {}
    footnotes = list(parent.footnotes) if parent else []
    sections = list(parent.sections) if parent else []
    principles = list(parent.principles) if parent else []
    omitted = list(parent.omitted) if parent else []
    vocab: list[n.VocabItem] = []
    if parent:
        vocab += list(parent.facts.values()) + list(parent.timelines) + list(parent.seats) + list(parent.roles)
        vocab += [parent.sides] if parent.sides else []
    for name in file.uses:
        if not parent or name not in (parent.meta.get("uses", "").split()):
            vocab += loader.vocabulary(name, file.span).items

    section = ""
    for item in file.items:
        if isinstance(item, n.Section):
            section = item.title
            sections.append(item)
        elif isinstance(item, n.Law):
            _place_law(laws, replace(item, section=item.section or section), parent is not None)
        elif isinstance(item, n.Omit):
            if ("law", item.number) not in laws:
                raise fail(item.span, f"omits law {item.number}, which {file.extends} does not have")
            del laws[("law", item.number)]
            omitted.append(item)
        elif isinstance(item, n.Footnote):
            footnotes.append(item)
        elif isinstance(item, n.Principle):
            principles.append(item)
        elif isinstance(item, n.FactDecl | n.Timeline | n.Seats | n.Sides | n.RoleDecl):
            vocab.append(item)

    ordered = _printed_order(list(laws.values()), sections)
    facts: dict[str, n.FactDecl] = {}
    for item in vocab:
        if isinstance(item, n.FactDecl):
            if item.name in facts and facts[item.name] is not item:
                raise fail(item.span, f"fact {item.name!r} is already declared at {facts[item.name].span}")
            facts[item.name] = item
    sides = [i for i in vocab if isinstance(i, n.Sides)]
    for item in sides:
        for name in item.facts:
            if name not in facts or len(facts[name].params) != 1:
                raise fail(item.span, f"sides: {name!r} is not a declared fact of one seat")
    uses = " ".join(dict.fromkeys(((parent.meta.get("uses", "") + " ") if parent else "").split() + list(file.uses)))
    return n.CompiledCode(
        id=file.id, title=file.title, meta={**file.meta, "uses": uses}, extends=file.extends,
        laws=tuple(ordered), footnotes=tuple(footnotes), sections=tuple(sections), principles=tuple(principles),
        facts=facts,
        timelines=tuple(dict.fromkeys(i for i in vocab if isinstance(i, n.Timeline))),
        seats=tuple(dict.fromkeys(i for i in vocab if isinstance(i, n.Seats))),
        roles=tuple(dict.fromkeys(i for i in vocab if isinstance(i, n.RoleDecl))),
        strata=(), version="", omitted=tuple(omitted), sides=sides[-1] if sides else None,
    )  # fmt: skip


_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}


def _roman(text: str) -> int:
    values = [_ROMAN.get(ch, 0) for ch in text]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def _printed_order(laws: list[n.Law], sections: list[n.Section]) -> list[n.Law]:
    """Laws as printed, then the etiquette, then the precedents in their order (I, II, ... XI).

    A precedent may be written beside the law it applies; it is printed among the Cases.
    """
    cases_section = next((s.title for s in sections if s.title.upper().startswith("CASES")), None)
    rank = {"law": 0, "etiquette": 1, "case": 2}
    ordered = sorted(
        enumerate(laws), key=lambda il: (rank[il[1].kind], _roman(il[1].number) if il[1].kind == "case" else il[0])
    )
    return [replace(law, section=cases_section) if law.kind == "case" and cases_section else law for _, law in ordered]


def _place_law(laws: dict[tuple[str, str], n.Law], law: n.Law, derived: bool) -> None:
    key = (law.kind, law.number)
    if law.op == "replaces":
        if key not in laws:
            raise fail(law.span, f"replaces law {law.number}, which the parent code does not have")
        laws[key] = law
    elif key in laws:
        where = "the parent code" if derived and law.op != "adds" else str(laws[key].span)
        hint = "; say `replaces law`" if derived else ""
        raise fail(law.span, f"{law.kind} {law.number} is already defined in {where}{hint}")
    elif law.op == "" and derived and law.kind == "law":
        raise fail(law.span, f"law {law.number} in a derived code must say `adds` or `replaces`")
    elif law.op == "adds" and (base := re.fullmatch(r"(\d+)[A-Z]+", law.number)) and ("law", base.group(1)) in laws:
        # "adds law 13B": printed after Law 13 (and after any 13A added before it), as the
        # source prints an inserted paragraph after the law it follows.
        items = list(laws.items())
        at = max(
            i
            for i, ((kind, num), _) in enumerate(items)
            if kind == "law" and re.fullmatch(rf"{base.group(1)}[A-Z]*", num)
        )
        items.insert(at + 1, (key, law))
        laws.clear()
        laws.update(items)
    else:
        laws[key] = law

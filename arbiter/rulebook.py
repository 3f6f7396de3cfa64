"""`arbiter rulebook OUT/`: the codes as a static book that reads offline from file://.

    index.html          every code: title, authority, date, source, what it extends
    <code>.html         the laws in printed order, text beside the encoded rules
    terms.html          the vocabulary: every fact, its phrases, the laws that use it
    compare.html        the codes side by side, topic by topic
    search-index.js     the laws as a JS array (fetch() of local JSON fails under file://)
    search.js, style.css

One Jinja environment, autoescaping, with the templates shipped in the package
(`arbiter/templates/rulebook/`). The output is deterministic: no timestamps, and
everything not in printed order is sorted.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined

from . import nodes as n
from .api import load_code
from .cases import load_cases
from .errors import ArbiterError
from .paths import data_dir
from .resolver import available_codes
from .rulebook_views import Book, CodePage, Link, code_page, heading, plain

STATIC = ("style.css", "search.js")
RESERVED = {"index", "terms", "compare", "search", "search-index", "style"}

# Section headings, normalised to the topics the codes share, in the order of a deal.
TOPICS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("definitions", ("DEFINITION",)),
    ("the game and the rubber", ("RUBBER", "GAME")),
    ("scoring", ("SCOR", "HONOUR")),
    ("cutting and forming the table", ("CUT", "FORMING", "FORMATION", "ENTRY")),
    ("shuffling", ("SHUFFL",)),
    ("the deal", ("DEAL",)),
    ("misdeal/new deal", ("MISDEAL", "NEW DEAL", "PACK")),
    ("the trump card", ("TRUMP", "TURN-UP")),
    ("the declaration and doubling", ("DECLARATION", "DOUBLING", "BIDDING")),
    ("dummy", ("DUMMY",)),
    ("irregularities in the hands", ("IRREGULARIT", "WRONG NUMBER")),
    ("exposed cards", ("EXPOSED", "LIABLE TO BE CALLED")),
    ("leads out of turn", ("LEAD",)),
    ("play out of turn, cards played in error", ("PLAYING", "PLAYED IN ERROR")),
    ("abandoned hands", ("ABANDON",)),
    ("the revoke", ("REVOK",)),
    ("new cards", ("NEW CARDS",)),
    ("bystanders", ("BYSTANDER",)),
    ("general rules", ("GENERAL", "MISCELLANEOUS", "CONSULTATION", "LAST TRICK", "PLACING")),
    ("etiquette", ("ETIQUETTE",)),
    ("cases and decisions", ("CASES",)),
)
# The order topics are tried in, where a heading names two ("CALLING FOR NEW CARDS",
# "CUTTING TO THE DEALER", "LAW II.—Cutting for the Trump.", "PLAYING WITH THE WRONG NUMBER OF CARDS").
_PRIORITY = ("etiquette", "cases and decisions", "definitions", "dummy", "bystanders", "new cards",
             "misdeal/new deal", "the revoke", "abandoned hands", "exposed cards", "irregularities in the hands",
             "general rules", "play out of turn, cards played in error", "leads out of turn", "the trump card",
             "the declaration and doubling", "shuffling", "cutting and forming the table", "the deal", "scoring",
             "the game and the rubber")  # fmt: skip


def environment() -> Environment:
    return Environment(
        loader=PackageLoader("arbiter", "templates/rulebook"),
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        undefined=StrictUndefined,
    )


def build(
    out: Path,
    codes: Sequence[str] | None = None,
    directory: Path | None = None,
    cases: Callable[[str], list[n.CaseFile]] | None = None,
) -> list[Path]:
    """Write the book of `codes` (default: every code; the codes they extend come too) to `out`.

    `cases(code_id)` gives the cases that cite each code's laws (default: cases/). Returns
    the files written, in the order written.
    """
    directory = directory or data_dir("codes")
    compiled = _with_ancestors(codes or available_codes(directory), directory)
    book = Book(compiled, {code.id: (cases or load_cases)(code.id) for code in compiled}, directory)
    env = environment()
    pages = {code_id: code_page(book, code_id) for code_id in book.codes}
    files: dict[str, str] = {}
    common = {"codes": list(book.codes.values())}
    files["index.html"] = env.get_template("index.html").render(common, rows=_index_rows(book), page="index")
    for code_id, page in pages.items():
        files[f"{code_id}.html"] = env.get_template("code.html").render(common, p=page, book=book, page=code_id)
    files["terms.html"] = env.get_template("terms.html").render(
        common, terms=_terms(book), headings=_headings(pages), page="terms"
    )
    topics, columns = _compare(book, pages)
    files["compare.html"] = env.get_template("compare.html").render(
        common, topics=topics, columns=columns, page="compare"
    )
    files["search-index.js"] = _search_index(book, pages)
    loader = env.loader
    assert loader is not None
    for name in STATIC:
        files[name] = loader.get_source(env, name)[0]
    return _write(out, files)


def _write(out: Path, files: dict[str, str]) -> list[Path]:
    written = []
    try:
        out.mkdir(parents=True, exist_ok=True)
        for name, text in files.items():
            path = out / name
            path.write_text(text if text.endswith("\n") else text + "\n", encoding="utf-8", newline="\n")
            written.append(path)
    except OSError as err:
        raise ArbiterError(f"cannot write the rulebook to {out}: {err.strerror or err}") from None
    return written


def _with_ancestors(wanted: Sequence[str], directory: Path) -> list[n.CompiledCode]:
    """The codes asked for and every code they extend (their inherited laws link there),
    in book order: each original code by date, followed by the codes derived from it."""
    loaded: dict[str, n.CompiledCode] = {}
    pending = list(dict.fromkeys(wanted))
    while pending:
        code_id = pending.pop(0)
        if code_id in loaded:
            continue
        if code_id in RESERVED:
            raise ArbiterError(f"a code named {code_id!r} would overwrite the rulebook's own {code_id}.html")
        code = loaded[code_id] = load_code(code_id, directory)
        if code.extends:
            pending.append(code.extends)
    children: dict[str | None, list[n.CompiledCode]] = {}
    for code in loaded.values():
        children.setdefault(code.extends, []).append(code)

    def walk(parent: str | None) -> Iterator[n.CompiledCode]:
        for code in sorted(children.get(parent, []), key=lambda c: (c.meta.get("date", ""), c.id)):
            yield code
            yield from walk(code.id)

    return list(walk(None))


# ---------------------------------------------------------------- the index page


def _index_rows(book: Book) -> list[dict[str, Any]]:
    rows = []
    for code in book.codes.values():
        kinds = [law.kind for law in code.laws]
        rows.append(
            {
                "code": code,
                "laws": kinds.count("law"),
                "etiquette": kinds.count("etiquette"),
                "cases": kinds.count("case"),
                "own": sum(1 for law in book.own_laws(code.id) if law.kind == "law") if code.extends else None,
                "omitted": len(code.omitted),
            }
        )
    return rows


# ---------------------------------------------------------------- terms


@dataclass
class Term:
    name: str
    decls: list[tuple[n.FactDecl, list[str]]] = field(default_factory=list)  # a declaration, the codes using it
    uses: list[Link] = field(default_factory=list)


def _terms(book: Book) -> list[Term]:
    """Every fact of every code's vocabulary, with the laws whose rules speak of it."""
    terms: dict[str, Term] = {}
    for code in book.codes.values():
        for decl in code.facts.values():
            term = terms.setdefault(decl.name, Term(decl.name))
            for known, users in term.decls:
                if _same_decl(known, decl):
                    users.append(code.id)
                    break
            else:
                term.decls.append((decl, [code.id]))
    for code in book.codes.values():
        for law in book.own_laws(code.id):
            used = sorted({name for rule in law.rules for name in _rule_facts(rule)})
            for name in used:
                if name in terms:
                    label = f"{code.id} {heading(law)}"
                    terms[name].uses.append(Link(label, book.href(code.id, law.kind, law.number), law.section))
    return [terms[name] for name in sorted(terms)]


def _same_decl(a: n.FactDecl, b: n.FactDecl) -> bool:
    return (a.params, a.gloss, a.say, a.deny, a.ask, a.default) == (b.params, b.gloss, b.say, b.deny, b.ask, b.default)


def _rule_facts(rule: n.Rule) -> Iterator[str]:
    if rule.when is not None:
        yield from _cond_facts(rule.when)
    if rule.derive is not None:
        yield rule.derive.pred


def _cond_facts(cond: n.Cond) -> Iterator[str]:
    if isinstance(cond, n.Atom):
        yield cond.pred
    elif isinstance(cond, n.Known):
        yield cond.atom.pred
    elif isinstance(cond, n.Not):
        yield from _cond_facts(cond.arg)
    elif isinstance(cond, n.And | n.Or):
        for arg in cond.args:
            yield from _cond_facts(arg)


def _headings(pages: dict[str, CodePage]) -> list[tuple[str, list[Link]]]:
    """The section headings of every page, alphabetically, each linked where it stands."""
    found: dict[str, list[Link]] = {}
    for code_id, page in pages.items():
        for section in page.sections:
            if section.title:
                found.setdefault(section.title, []).append(Link(code_id, f"{code_id}.html#{section.anchor}"))
    return sorted(found.items(), key=lambda item: (_sort_title(item[0]), item[0]))


def _sort_title(title: str) -> str:
    """A heading as it sorts: "LAW VIII.—Leading out of Turn." under L, "THE REVOKE" under R."""
    title = re.sub(r"^law [ivxlc]+\.\W*", "", title.casefold()).strip(" .")
    return re.sub(r"^(the|a|an) ", "", title)


# ---------------------------------------------------------------- compare


def topic(law: n.Law) -> str:
    """The topic of a law, from its kind and section heading ("LAW VIII.—Leading out of Turn.")."""
    if law.kind == "etiquette":
        return "etiquette"
    if law.kind == "case":
        return "cases and decisions"
    title = _sort_title(law.section or "").upper()
    keywords = dict(TOPICS)
    for name in _PRIORITY:
        if any(word in title for word in keywords[name]):
            return name
    return title.capitalize() if title else "other"


def _compare(book: Book, pages: dict[str, CodePage]) -> tuple[list[tuple[str, list[list[Link]]]], list[str]]:
    """Rows of topics, one cell per code listing its laws on that topic."""
    columns = list(book.codes)
    cells: dict[str, dict[str, list[Link]]] = {}
    for code_id, page in pages.items():
        for section in page.sections:
            for entry in section.entries:
                cell = cells.setdefault(topic(entry.law), {}).setdefault(code_id, [])
                title = f"{entry.heading}: {section.title}" if section.title else entry.heading
                note = "inherited" if entry.inherited else "own" if book.codes[code_id].extends else ""
                cell.append(Link(_short(entry.heading), f"{code_id}.html#{entry.anchor}", title, note))
    order = {name: i for i, (name, _) in enumerate(TOPICS)}
    names = sorted(cells, key=lambda t: (order.get(t, len(order)), t))
    return [(name, [cells[name].get(code_id, []) for code_id in columns]) for name in names], columns


def _short(label: str) -> str:
    return label.removeprefix("Law ")


# ---------------------------------------------------------------- search


def _search_index(book: Book, pages: dict[str, CodePage]) -> str:
    """`window.ARBITER_SEARCH = [...]`: every law printed in full, once (inherited ones are
    found in the code that prints them)."""
    entries = []
    for code_id, page in pages.items():
        for section in page.sections:
            for entry in section.entries:
                if entry.inherited is None:
                    law = entry.law
                    entries.append(
                        {"c": code_id, "n": entry.heading, "h": law.title, "s": section.title,
                         "t": plain(law.full_text), "u": f"{code_id}.html#{entry.anchor}"}
                    )  # fmt: skip
    lines = ",\n".join(json.dumps(e, ensure_ascii=True, sort_keys=True) for e in entries)
    head = "// The laws of the rulebook, for search.js (a script, so that it loads from file://).\n"
    return f"{head}window.ARBITER_SEARCH = [\n{lines}\n];\n"

"""The rulebook's model: the codes of a book, and each code's page as views for `code.html`.

The printed text becomes HTML here, and only here, through `PageText`: every piece of
the source is escaped, then `_italics_` become <em>, footnote markers [27] link to
their footnote (and back), and every printed "Law 72", "Rule 32", "Laws 45 and 50",
"Case VII" links to its anchor. Everything else the templates print is escaped by Jinja.

A derived code (`extends`) prints its own laws in full; an inherited law keeps its
place and anchor on the page but links to the page of the code that prints it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from markupsafe import Markup, escape

from . import nodes as n
from .lawprint import Line, rule_lines

# A law number as printed: 72, 47a, or a roman numeral (Dummy's Law I, Case VII).
_NUM = r"(?:\d+[a-z]?|[IVXL]+)\b"
_MARKUP = re.compile(
    r"_(?P<em>[^_\n]+?)_"
    r"|\[(?P<fn>\d+)\]"
    rf"|\b(?P<xref>(?P<word>Law|Rule|Case)s?\s+{_NUM}(?:(?:,\s*|\s+and\s+|\s+or\s+){_NUM})*)"
)
KIND_LABEL = {"law": "Law", "etiquette": "Etiquette", "case": "Case"}
SNIPPET = 180


def anchor(kind: str, number: str) -> str:
    """`law-72`, `law-47a`, `law-X`, `etiquette-3`, `case-VII`, `fn-27`."""
    slug = re.sub(r"[^A-Za-z0-9]+", "", number) or "x"
    return f"{'fn' if kind == 'footnote' else kind}-{slug}"


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "x"


def heading(law: n.Law) -> str:
    return f"{KIND_LABEL.get(law.kind, law.kind.title())} {law.number}"


def plain(text: str) -> str:
    """The text without its markup: italics underscores and footnote markers gone."""
    text = re.sub(r"\[\d+\]", "", re.sub(r"_([^_\n]+?)_", r"\1", text)).replace("--", "\u2014")
    return re.sub(r"\s+", " ", text).strip()


def snippet(text: str, length: int = SNIPPET) -> str:
    text = plain(text)
    return text if len(text) <= length else text[:length].rsplit(" ", 1)[0] + " …"


class PageText:
    """Marks up text for one page, in document order: the first marker of a footnote on
    the page gets the `fnref-N` anchor its footnote links back to."""

    def __init__(self, targets: dict[tuple[str, str], str], footnote_href: dict[str, str]) -> None:
        self.targets = targets  # (kind, number) -> href of a law, etiquette rule or case
        self.footnote_href = footnote_href
        self.marked: set[str] = set()

    def paragraphs(self, text: str) -> list[Markup]:
        return [self.inline(p.strip()) for p in re.split(r"\n\s*\n", text) if p.strip()]

    def inline(self, text: str) -> Markup:
        text = text.replace("--", "\u2014")  # the printed dash, typed "--" in the law files
        out: list[Markup] = []
        last = 0
        for match in _MARKUP.finditer(text):
            out.append(escape(text[last : match.start()]))
            last = match.end()
            if match.group("em") is not None:
                out.append(Markup("<em>%s</em>") % self.inline(match.group("em")))
            elif match.group("fn") is not None:
                out.append(self._marker(match.group("fn")))
            else:
                out.append(self._xref(match.group("xref"), match.group("word")))
        out.append(escape(text[last:]))
        return Markup("").join(out)

    def _marker(self, number: str) -> Markup:
        href = self.footnote_href.get(number)
        if href is None:
            return escape(f"[{number}]")
        if number in self.marked:
            return Markup('<sup class="fnref"><a href="%s">[%s]</a></sup>') % (href, number)
        self.marked.add(number)
        return Markup('<sup class="fnref"><a href="%s" id="fnref-%s">[%s]</a></sup>') % (href, number, number)

    def _xref(self, text: str, word: str) -> Markup:
        kind = "case" if word == "Case" else "law"
        found = [(m, self.targets.get((kind, m.group(0)))) for m in re.finditer(_NUM, text[len(word) :])]
        if len(found) == 1 and found[0][1]:
            return Markup('<a class="xref" href="%s">%s</a>') % (found[0][1], text)
        out: list[Markup] = []
        last = 0
        for match, href in found:
            start, end = match.start() + len(word), match.end() + len(word)
            out.append(escape(text[last:start]))
            number = match.group(0)
            out.append(Markup('<a class="xref" href="%s">%s</a>') % (href, number) if href else escape(number))
            last = end
        out.append(escape(text[last:]))
        return Markup("").join(out)


# ---------------------------------------------------------------- the book


class Book:
    """The codes of one book, in book order, with the cases that cite their laws."""

    def __init__(self, codes: list[n.CompiledCode], cases: dict[str, list[n.CaseFile]], directory: Path) -> None:
        self.codes = {code.id: code for code in codes}
        self.cases = cases
        self.directory = directory
        self.index = {code.id: {(lw.kind, lw.number): lw for lw in code.laws} for code in codes}
        self.anchors = {code.id: _anchors(code) for code in codes}

    def anchor(self, code_id: str, kind: str, number: str) -> str:
        return self.anchors[code_id][(kind, number)]

    def href(self, code_id: str, kind: str, number: str) -> str | None:
        if code_id not in self.codes or (kind, number) not in self.anchors[code_id]:
            return None
        return f"{code_id}.html#{self.anchor(code_id, kind, number)}"

    def origin(self, code_id: str, law: n.Law) -> str:
        """The code whose page prints `law` in full: the nearest ancestor that has it unchanged."""
        code = self.codes[code_id]
        while code.extends and code.extends in self.codes:
            if self.index[code.extends].get((law.kind, law.number)) != law:
                break
            code = self.codes[code.extends]
        return code.id

    def footnote_home(self, code_id: str, note: n.Footnote) -> str:
        """The page that prints a footnote: where the law it is on is printed in full."""
        code = self.codes[code_id]
        while code.extends and code.extends in self.codes:
            law = self.index[code.id].get((note.on.kind, note.on.number))
            parent = self.codes[code.extends]
            if note not in parent.footnotes or law is None or self.origin(code.id, law) == code.id:
                break
            code = parent
        return code.id

    def own_laws(self, code_id: str) -> list[n.Law]:
        return [law for law in self.codes[code_id].laws if self.origin(code_id, law) == code_id]


def _anchors(code: n.CompiledCode) -> dict[tuple[str, str], str]:
    seen: set[str] = set()
    out = {}
    for law in code.laws:
        name = base = anchor(law.kind, law.number)
        i = 2
        while name in seen:  # "(1)" and "1" would meet as law-1
            name, i = f"{base}-{i}", i + 1
        seen.add(name)
        out[(law.kind, law.number)] = name
    return out


# ---------------------------------------------------------------- one code's page


@dataclass
class Link:
    label: str
    href: str | None = None
    title: str = ""
    note: str = ""


@dataclass
class CaseLink:
    """A case citing a law: a precedent of the code, a printed case, or one of our incidents."""

    label: str  # "Case X" where the code prints it, else ""
    href: str | None
    title: str
    kind: str  # "precedent", "printed case", "incident"
    file: str = ""  # the case file in cases/<code>/


@dataclass
class RuleView:
    label: str
    clause: str
    source: str
    lines: list[Line]


@dataclass
class FootnoteView:
    number: str
    text: Markup


@dataclass
class Entry:
    """One law (or etiquette rule, or precedent) as the page shows it."""

    law: n.Law
    anchor: str
    heading: str
    inherited: Link | None = None  # an inherited law links to the page that prints it
    badge: Link | None = None  # "replaces english Law 44", "added by dummy"
    paragraphs: list[Markup] = field(default_factory=list)
    clauses: list[tuple[str, str, Markup]] = field(default_factory=list)  # number, anchor, text
    notes: list[Markup] = field(default_factory=list)
    point: Markup | None = None
    footnotes: list[FootnoteView] = field(default_factory=list)
    see: list[Link] = field(default_factory=list)
    concordance: list[Link] = field(default_factory=list)  # the laws of other codes this one answers to
    answered: list[Link] = field(default_factory=list)  # laws of other codes that answer to this one
    rules: list[RuleView] = field(default_factory=list)
    cases: list[CaseLink] = field(default_factory=list)
    snippet: str = ""

    @property
    def printed_cases(self) -> list[CaseLink]:
        return [c for c in self.cases if c.kind != "incident"]

    @property
    def incidents(self) -> list[CaseLink]:
        return [c for c in self.cases if c.kind == "incident"]


@dataclass
class SectionView:
    title: str
    anchor: str
    text: list[Markup]
    entries: list[Entry]

    @property
    def span(self) -> str:
        """ "Laws 1-5", "Etiquette 1-9", "Case I" ... for the table of contents."""
        first, last = self.entries[0], self.entries[-1]
        if first is last:
            return first.heading
        word = KIND_LABEL.get(first.law.kind, "")
        if first.law.kind == last.law.kind:
            return f"{word}{'s' if word == 'Law' or word == 'Case' else ''} {first.law.number}–{last.law.number}"
        return f"{first.heading} – {last.heading}"


@dataclass
class CodePage:
    code: n.CompiledCode
    sections: list[SectionView]
    principles: list[tuple[str, str, Markup]]  # anchor, title, text
    omitted: list[tuple[str, str]]  # law number, why
    own: int
    inherited: int
    marked: set[str]


def code_page(book: Book, code_id: str) -> CodePage:
    code = book.codes[code_id]
    targets = {key: f"#{name}" for key, name in book.anchors[code_id].items()}
    homes = {note.number: book.footnote_home(code_id, note) for note in code.footnotes}
    footnote_href = {num: (f"#fn-{num}" if home == code_id else f"{home}.html#fn-{num}") for num, home in homes.items()}
    text = PageText(targets, footnote_href)
    facts = {name for c in book.codes.values() for name in c.facts}
    cases = _citing(book, code_id, targets)
    answered = _answered_by(book, code_id)

    def link(clause_anchor: dict[str, str]) -> Callable[[n.Ref], str | None]:
        def to(ref: n.Ref) -> str | None:
            if ref.kind == "footnote":
                return footnote_href.get(ref.number)
            if ref.kind == "clause":
                return clause_anchor.get(ref.number)
            return targets.get((ref.kind, ref.number))

        return to

    def fact_link(name: str) -> str | None:
        return f"terms.html#fact-{name}" if name in facts else None

    sections: list[SectionView] = []
    section_titles = {s.title: s for s in reversed(code.sections)}
    used_ids: set[str] = set()
    own = inherited = 0
    for law in code.laws:
        title = law.section
        if not title and code.extends:  # a law replaced before any heading keeps the parent's
            parent_law = book.index[code.extends].get((law.kind, law.number))
            title = parent_law.section if parent_law else ""
        if not sections or sections[-1].title != title:
            sec_id = _unique(f"sec-{slug(title)}" if title else "sec-laws", used_ids)
            sec = section_titles.get(title)
            sections.append(SectionView(title, sec_id, text.paragraphs(sec.text) if sec and sec.text else [], []))
        name = book.anchor(code_id, law.kind, law.number)
        entry = Entry(law, name, heading(law), cases=cases.get((law.kind, law.number), []))
        entry.answered = answered.get((law.kind, law.number), [])
        origin = book.origin(code_id, law)
        if origin != code_id:
            inherited += 1
            label = f"{entry.heading} of {book.codes[origin].title}"
            entry.inherited = Link(label, book.href(origin, law.kind, law.number), note=origin)
            entry.snippet = snippet(law.full_text)
        else:
            own += 1
            _fill(entry, book, code_id, text, link, fact_link)
        entry.footnotes = [
            FootnoteView(note.number, text.inline(note.text))
            for note in code.footnotes
            if (note.on.kind, note.on.number) == (law.kind, law.number) and homes[note.number] == code_id
        ]
        sections[-1].entries.append(entry)
    principles = [(f"principle-{p.name}", p.title, text.inline(p.text)) for p in code.principles]
    omitted = [(o.number, o.why) for o in code.omitted]
    return CodePage(code, sections, principles, omitted, own, inherited, text.marked)


def _fill(
    entry: Entry,
    book: Book,
    code_id: str,
    text: PageText,
    link: Callable[[dict[str, str]], Callable[[n.Ref], str | None]],
    fact_link: Callable[[str], str | None],
) -> None:
    """A law printed in full: its text, clauses, notes, rules, see-also and concordance."""
    law, code = entry.law, book.codes[code_id]
    if code.extends:
        parent_href = book.href(code.extends, law.kind, law.number)
        if law.op == "replaces":
            entry.badge = Link(f"replaces {code.extends} {entry.heading}", parent_href)
        else:
            entry.badge = Link(f"added by {code_id}")
    entry.paragraphs = text.paragraphs(law.text)
    clause_anchor = {c.number: f"#{entry.anchor}-{anchor('clause', c.number)[len('clause-') :]}" for c in law.clauses}
    entry.clauses = [(c.number, clause_anchor[c.number][1:], text.inline(c.text)) for c in law.clauses]
    entry.notes = [text.inline(note) for note in law.notes]
    entry.point = text.inline(law.point) if law.point else None
    entry.see = [Link(_ref_label(ref), link(clause_anchor)(ref)) for ref in law.see]
    for item in law.concordance:
        other = book.index.get(item.code, {}).get((item.ref.kind, item.ref.number))
        entry.concordance.append(
            Link(
                f"{item.code} {_ref_label(item.ref)}",
                book.href(item.code, item.ref.kind, item.ref.number),
                snippet(other.full_text, 400) if other else "",
                item.differs,
            )
        )
    to = link(clause_anchor)
    entry.rules = [
        RuleView(rule.label, rule.clause, _source(rule.span, book.directory), rule_lines(rule, to, fact_link))
        for rule in law.rules
    ]


def _citing(book: Book, code_id: str, targets: dict[tuple[str, str], str]) -> dict[tuple[str, str], list[CaseLink]]:
    """The precedents of the code and the cases of cases/ that cite each law."""
    code = book.codes[code_id]
    found: dict[tuple[str, str], list[CaseLink]] = {}
    for law in code.laws:
        if law.kind != "case":
            continue
        refs = list(code.xrefs.get(f"case {law.number}", ())) + list(law.see)
        refs += [ref for rule in law.rules if rule.outcome for ref in rule.outcome.cites]
        for key in dict.fromkeys((r.kind, r.number) for r in refs if r.kind in ("law", "etiquette")):
            link = CaseLink(heading(law), targets[("case", law.number)], law.title, "precedent")
            found.setdefault(key, []).append(link)
    for case in sorted(book.cases.get(code_id, []), key=lambda c: (not c.source, c.id)):
        if case.expect is None:
            continue
        href = targets.get(("case", case.id)) if case.source else None
        for key in dict.fromkeys((r.kind, r.number) for r in case.expect.cites):
            links = found.setdefault(key, [])
            if key == ("case", case.id) or (href is not None and any(other.href == href for other in links)):
                continue  # the printed case is its precedent, already listed
            kind = "printed case" if case.source else "incident"
            label = f"Case {case.id}" if href else ""
            links.append(CaseLink(label, href, case.title, kind, "/".join(Path(case.path).parts[-2:])))
    return found


def _answered_by(book: Book, code_id: str) -> dict[tuple[str, str], list[Link]]:
    """Laws of other codes whose concordance names a law of this one."""
    found: dict[tuple[str, str], list[Link]] = {}
    for other in book.codes.values():
        for law in book.own_laws(other.id) if other.id != code_id else []:
            for item in law.concordance:
                if item.code == code_id:
                    label = f"{other.id} {heading(law)}"
                    href = book.href(other.id, law.kind, law.number)
                    found.setdefault((item.ref.kind, item.ref.number), []).append(
                        Link(label, href, snippet(law.full_text, 400), item.differs)
                    )
    return found


def _ref_label(ref: n.Ref) -> str:
    word = KIND_LABEL.get(ref.kind, ref.kind.title())
    return f"{word} {ref.number}" + (f" ({ref.rule})" if ref.rule else "")


def _unique(name: str, used: set[str]) -> str:
    candidate, i = name, 2
    while candidate in used:
        candidate, i = f"{name}-{i}", i + 1
    used.add(candidate)
    return candidate


def _source(span: n.Span, directory: Path) -> str:
    """`english/play.law:363`: where a rule is written, relative to the codes directory."""
    path = Path(span.path)
    try:
        shown = path.resolve().relative_to(directory.resolve()).as_posix()
    except ValueError:
        shown = path.name
    return f"{shown}:{span.line}"

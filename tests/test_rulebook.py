"""The rulebook: golden pages, no broken link or missing anchor, autoescaping, search from file://.

The golden files under tests/golden/rulebook/ are the book of the miniature codes
(tests/fixtures/codes/mini.law and mini-child.law, with two cases citing them). After a
deliberate change to the book, regenerate them and read the diff before keeping it:

    ARBITER_REGEN_GOLDEN=1 .venv/bin/pytest tests/test_rulebook.py -k golden
"""

from __future__ import annotations

import dataclasses
import difflib
import json
import os
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from typer.testing import CliRunner

from arbiter import nodes as n
from arbiter.api import load_code, parse_statement
from arbiter.cli import app
from arbiter.lawprint import rule_source
from arbiter.parser import parse_law_text
from arbiter.resolver import available_codes
from arbiter.rulebook import STATIC, build, topic
from arbiter.rulebook_views import anchor

from .conftest import FIXTURES

GOLDEN = Path(__file__).parent / "golden" / "rulebook"
MINI_CASES = {
    "mini": [
        parse_statement(
            'case L1 mini "A lead out of turn: the card or a suit"\nsource "tests" "1"\n'
            "facts {\n  led_out_of_turn(Y)\n}\nexpect {\n  kind penalty\n  cite law 1\n}\n",
            "mini/lead.case",
        ),
        parse_statement(
            'case lead-complete mini "The trick was complete: nothing to rectify"\n'
            "facts {\n  led_out_of_turn(Y)\n  trick_complete\n}\nexpect {\n  kind no_penalty\n  cite law 2\n}\n",
            "mini/lead-complete.case",
        ),
    ],
}


def mini_cases(code_id: str) -> list[n.CaseFile]:
    return MINI_CASES.get(code_id, [])


# ---------------------------------------------------------------- reading the pages


class Page(HTMLParser):
    """The ids of a page, the links and sources in it, and its text."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.links: list[str] = []
        self.scripts: list[str] = []
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if values.get("id"):
            self.ids.append(values["id"] or "")
        for name in ("href", "src"):
            if values.get(name) is not None:
                self.links.append(values[name] or "")
        if tag == "script" and values.get("src"):
            self.scripts.append(values["src"] or "")


def read_book(out: Path) -> dict[str, Page]:
    return {path.name: Page(path.read_text(encoding="utf-8")) for path in sorted(out.glob("*.html"))}


def broken_links(out: Path) -> list[str]:
    """Every local href and src must name a file of the book, and every #fragment an id in it."""
    pages = read_book(out)
    problems = []
    for name, page in pages.items():
        duplicated = sorted({i for i in page.ids if page.ids.count(i) > 1})
        if duplicated:
            problems.append(f"{name}: ids used twice: {duplicated[:5]}")
        for link in page.links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc:
                problems.append(f"{name}: links outside the book: {link}")
                continue
            target = parts.path or name
            if not (out / target).is_file():
                problems.append(f"{name}: {link}: no file {target}")
            elif parts.fragment and parts.fragment not in pages[target].ids:
                problems.append(f"{name}: {link}: {target} has no id {parts.fragment!r}")
    return problems


def article(html: str, anchor: str) -> str:
    """The HTML of one law's <article>."""
    match = re.search(rf'<article [^>]*id="{re.escape(anchor)}">(.*?)</article>', html, re.S)
    assert match, f"no article #{anchor}"
    return match.group(1)


def search_entries(out: Path) -> list[dict[str, str]]:
    text = (out / "search-index.js").read_text(encoding="utf-8")
    match = re.search(r"^window\.ARBITER_SEARCH = (\[.*\]);\s*\Z", text, re.S | re.M)
    assert match, "search-index.js must assign one JSON array to window.ARBITER_SEARCH"
    entries: list[dict[str, str]] = json.loads(match.group(1))
    return entries


@pytest.fixture(scope="module")
def mini_book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("mini-book")
    build(out, codes=["mini", "mini-child"], directory=FIXTURES / "codes", cases=mini_cases)
    return out


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("book")
    build(out)
    return out


# ---------------------------------------------------------------- golden pages


def test_golden_pages_of_the_miniature_codes(mini_book: Path) -> None:
    """The book of mini and mini-child, byte for byte (ARBITER_REGEN_GOLDEN=1 rewrites them)."""
    produced = sorted(p.name for p in mini_book.iterdir() if p.name not in STATIC)
    if os.environ.get("ARBITER_REGEN_GOLDEN"):
        shutil.rmtree(GOLDEN, ignore_errors=True)
        GOLDEN.mkdir(parents=True)
        for name in produced:
            shutil.copyfile(mini_book / name, GOLDEN / name)
    assert produced == sorted(p.name for p in GOLDEN.iterdir()), "the book's files differ from the golden ones"
    for name in produced:
        want = (GOLDEN / name).read_text(encoding="utf-8")
        got = (mini_book / name).read_text(encoding="utf-8")
        if got != want:
            diff = "".join(difflib.unified_diff(want.splitlines(True), got.splitlines(True), name, "built", n=2))
            pytest.fail(f"{name} differs from its golden file (ARBITER_REGEN_GOLDEN=1 to accept):\n{diff[:4000]}")


def test_the_book_is_deterministic(mini_book: Path, tmp_path: Path) -> None:
    build(tmp_path, codes=["mini-child"], directory=FIXTURES / "codes", cases=mini_cases)
    for path in sorted(tmp_path.iterdir()):
        assert path.read_bytes() == (mini_book / path.name).read_bytes(), path.name


# ---------------------------------------------------------------- links and anchors


def test_no_broken_link_in_the_miniature_book(mini_book: Path) -> None:
    assert broken_links(mini_book) == []


def test_no_broken_link_in_the_book_of_every_code(book: Path) -> None:
    assert broken_links(book) == []


def test_every_law_has_its_anchor(book: Path) -> None:
    pages = read_book(book)
    for code_id in available_codes():
        code = load_code(code_id)
        ids = set(pages[f"{code_id}.html"].ids)
        missing = [anchor(law.kind, law.number) for law in code.laws]
        missing = [name for name in missing if name not in ids]
        assert missing == [], f"{code_id}.html lacks anchors for {missing[:5]}"
    english = set(pages["english.html"].ids)
    assert {"law-72", "etiquette-3", "case-VII", "fn-27", "fn-1"} <= english
    assert {f"fn-{f.number}" for f in load_code("english").footnotes} <= english
    assert "law-47a" in pages["auction.html"].ids
    assert {"law-I", "law-II", "law-III"} <= set(pages["dummy.html"].ids)


def test_printed_cross_references_and_footnotes_are_links(book: Path) -> None:
    html = (book / "english.html").read_text(encoding="utf-8")
    assert '<a class="xref" href="#law-61">Rule 61</a>' in article(html, "law-82")
    law5 = article(html, "law-5")
    assert '<a href="#fn-1" id="fnref-1">[1]</a>' in law5
    footnote = re.search(r'<p id="fn-1">(.*?)</p>', law5, re.S)
    assert footnote, "footnote 1 is printed under Law 5"
    assert 'href="#fnref-1"' in footnote.group(1), "the footnote links back to its marker"
    assert '<em>Vide</em> <a class="xref" href="#law-72">Law 72</a>' in footnote.group(1)
    assert 'href="#fn-27"' in article(html, "law-62")


def test_a_derived_code_prints_its_own_laws_and_links_the_inherited(book: Path) -> None:
    html = (book / "dummy.html").read_text(encoding="utf-8")
    own = article(html, "law-II")
    assert "Dummy is not liable to the penalty for a revoke" in own and 'class="dsl"' in own
    inherited = article(html, "law-72")
    assert 'href="english.html#law-72"' in inherited and 'class="dsl"' not in inherited
    double = (book / "double-dummy.html").read_text(encoding="utf-8")
    assert 'href="dummy.html#law-I"' in article(double, "law-I"), "an inherited law links to the code that prints it"


def test_rules_are_printed_beside_the_text_highlighted(book: Path) -> None:
    law62 = article((book / "english.html").read_text(encoding="utf-8"), "law-62")
    assert '<span class="t-kw">rule</span> <span class="t-label">call</span>' in law62
    assert '<a class="t-fact" href="terms.html#fact-led_out_of_turn">led_out_of_turn</a>' in law62
    assert '<span class="t-var">?p</span>' in law62 and '<span class="t-kind">penalty</span>' in law62
    assert '<a class="t-ref" href="#fn-27">footnote 27</a>' in law62
    assert '<a class="t-ref" href="#law-62">law 62.call</a>' in law62  # defeats


def test_cases_citing_a_law_are_listed_with_it(book: Path, mini_book: Path) -> None:
    law84 = article((book / "english.html").read_text(encoding="utf-8"), "law-84")
    assert '<a class="case-link" href="#case-X">Case X</a>' in law84
    law1 = article((mini_book / "mini.html").read_text(encoding="utf-8"), "law-1")
    assert "A lead out of turn: the card or a suit" in law1


def test_concordance_links_both_ways(mini_book: Path) -> None:
    child = article((mini_book / "mini-child.html").read_text(encoding="utf-8"), "law-8")
    assert 'href="mini.html#law-2"' in child and "the child says it in other words" in child
    parent = article((mini_book / "mini.html").read_text(encoding="utf-8"), "law-2")
    assert 'href="mini-child.html#law-8"' in parent


# ---------------------------------------------------------------- autoescaping

HOSTILE = """code hostile "<script>alert('title')</script> & Co." {
  date "1900"
  source "<img src=x onerror=alert('source')>"
  uses table
}

section "</h2><script>alert('section')</script>"

fact shouted(player) "{player} <b>shouted</b>" say "{player} <i>shouted</i>"

law 1 "<script>alert('law title')</script>" {
  text \"\"\"A <script>alert('text')</script> & _<em>x</em>_ [1] see Law 1.\"\"\"
  clause I \"\"\"<img src=x onerror=alert('clause')>\"\"\"
  rule r: when shouted(?p)
    then penalty "<script>alert('decision')</script>" by adversaries(?p) choice "<b>choice</b>"
}

footnote 1 on law 1 \"\"\"<img src=x onerror=alert('footnote')>\"\"\"
principle p "<script>alert('principle')</script>" \"\"\"<iframe src=x></iframe>\"\"\"
"""


def test_hostile_text_in_a_law_file_is_escaped(tmp_path: Path) -> None:
    codes = tmp_path / "codes"
    codes.mkdir()
    shutil.copyfile(FIXTURES / "codes" / "table.law", codes / "table.law")
    (codes / "hostile.law").write_text(HOSTILE, encoding="utf-8")
    out = tmp_path / "book"
    build(out, codes=["hostile"], directory=codes, cases=lambda _: [])
    for path in out.glob("*.html"):
        html = path.read_text(encoding="utf-8")
        for raw in ("<script>alert", "<img src=x", "<b>shouted", "<i>shouted", "<b>choice", "<iframe", "<em>x</em>"):
            assert raw not in html, f"{path.name} lets {raw!r} through"
    page = (out / "hostile.html").read_text(encoding="utf-8")
    assert "&lt;script&gt;alert(&#39;text&#39;)&lt;/script&gt; &amp; <em>&lt;em&gt;x&lt;/em&gt;</em>" in page
    assert "&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt; &amp; Co." in page
    assert broken_links(out) == []
    (entry,) = search_entries(out)
    assert entry["t"].startswith("A <script>alert('text')</script> &")  # kept as text: search.js sets textContent


# ---------------------------------------------------------------- search from file://


def test_search_works_from_file_urls(book: Path) -> None:
    """No fetch(): the index is a script every page loads by a relative path, and every
    result links to a law that exists."""
    pages = read_book(book)
    for name, page in pages.items():
        assert "search-index.js" in page.scripts and "search.js" in page.scripts, name
        assert 'id="q"' in (book / name).read_text(encoding="utf-8"), f"{name} has no search box"
    script = re.sub(r"//[^\n]*", "", (book / "search.js").read_text(encoding="utf-8"))  # its comments aside
    assert "fetch(" not in script and "XMLHttpRequest" not in script and "innerHTML" not in script
    entries = search_entries(book)
    for entry in entries:
        file, _, anchor = entry["u"].partition("#")
        assert anchor in pages[file].ids, entry["u"]
    found = {(e["c"], e["n"]) for e in entries}
    assert ("english", "Law 72") in found and ("auction", "Law 47a") in found and ("dummy", "Law I") in found
    assert ("dummy", "Law 72") not in found, "an inherited law is found in the code that prints it"
    assert len(found) == len(entries)


# ---------------------------------------------------------------- pieces


def _unspanned(value: object) -> object:
    if isinstance(value, n.Span):
        return n.NOWHERE
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: _unspanned(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return dataclasses.replace(value, **changes)  # type: ignore[type-var]
    if isinstance(value, tuple):
        return tuple(_unspanned(v) for v in value)
    return value


def test_every_rule_prints_back_as_the_law_language_it_was_written_in() -> None:
    """parse(print(rule)) == rule, for every rule of every code (source positions aside)."""
    for code_id in available_codes():
        for law in load_code(code_id).laws:
            for rule in law.rules:
                text = f'code rt "rt" {{ }}\nlaw 1 {{\n  text """x"""\n{rule_source(rule)}\n}}\n'
                parsed = parse_law_text(text, f"<{code_id} {law.kind} {law.number} {rule.label}>")
                assert isinstance(parsed, n.CodeFile)
                (again,) = (item for item in parsed.items if isinstance(item, n.Law))
                assert _unspanned(again.rules[0]) == _unspanned(dataclasses.replace(rule, clause="")), rule_source(rule)


@pytest.mark.parametrize(
    ("section", "expected"),
    [
        ("THE REVOKE", "the revoke"),
        ("REVOKING", "the revoke"),
        ("LEADS OUT OF TURN", "leads out of turn"),
        ("LAW VIII.—Leading out of Turn.", "leads out of turn"),
        ("CARDS LIABLE TO BE CALLED", "exposed cards"),
        ("CARDS EXPOSED DURING PLAY", "exposed cards"),
        ("A MISDEAL", "misdeal/new deal"),
        ("A NEW DEAL", "misdeal/new deal"),
        ("CALLING FOR NEW CARDS", "new cards"),
        ("CUTTING TO THE DEALER", "cutting and forming the table"),
        ("LAW II.—Cutting for the Trump.", "the trump card"),
        ("BYSTANDERS", "bystanders"),
        ("DOUBLE DUMMY", "dummy"),
    ],
)
def test_section_headings_normalise_to_topics(section: str, expected: str, mini: n.CompiledCode) -> None:
    law = dataclasses.replace(mini.laws[0], section=section)
    assert topic(law) == expected


def test_the_rulebook_command(tmp_path: Path) -> None:
    runner = CliRunner()
    done = runner.invoke(app, ["rulebook", str(tmp_path / "book"), "--code", "dummy"])
    assert done.exit_code == 0, done.stderr
    assert "wrote" in done.stdout
    assert {"index.html", "dummy.html", "english.html", "terms.html", "compare.html"} <= {
        p.name for p in (tmp_path / "book").iterdir()
    }
    unknown = runner.invoke(app, ["rulebook", str(tmp_path / "other"), "--code", "no-such-code"])
    assert unknown.exit_code == 2 and "unknown code 'no-such-code'" in unknown.stderr
    (tmp_path / "a-file").write_text("", encoding="utf-8")
    blocked = runner.invoke(app, ["rulebook", str(tmp_path / "a-file"), "--code", "dummy"])
    assert blocked.exit_code == 2 and "cannot write the rulebook" in blocked.stderr

"""The rulebook in a real browser: headless Chromium opens the book from file://, follows
its links and searches it, as a reader would.

It drives Debian's /usr/bin/chromium through playwright (never `playwright install`,
which downloads a browser). `.ci/run` installs chromium; on CI (CI set) a missing
chromium or playwright fails the test, elsewhere it is skipped.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NoReturn

import pytest

from arbiter.rulebook import build

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]  # fmt: skip


def _unavailable(why: str) -> NoReturn:
    if os.environ.get("CI"):
        pytest.fail(f"the browser test needs {why} on CI (.ci/run installs Debian's chromium)")
    pytest.skip(f"no {why}")


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("browser-book")
    build(out)
    return out


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("playwright")
    if not Path(CHROMIUM).is_file():
        _unavailable("chromium")
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh page that records script errors and failed loads: a working book has none."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    tab = context.new_page()
    tab.problems = []
    tab.on("pageerror", lambda err: tab.problems.append(f"script error: {err}"))
    tab.on("requestfailed", lambda req: tab.problems.append(f"failed to load {req.url}"))
    tab.on("console", lambda msg: msg.type == "error" and tab.problems.append(f"console: {msg.text}"))
    yield tab
    context.close()


def target_in_view(page: Any) -> str:
    """The id of the :target element if it is scrolled into view below the sticky masthead."""
    result: str = page.evaluate(
        """() => {
        const el = document.querySelector(':target');
        if (!el) return '';
        const top = el.getBoundingClientRect().top;
        const masthead = document.querySelector('.masthead').getBoundingClientRect().bottom;
        return top >= masthead - 1 && top < window.innerHeight ? el.id : 'out of view: ' + el.id + ' at ' + top;
        }"""
    )
    return result


def test_reading_the_book_from_the_index_to_a_cross_reference(book: Path, page: Any) -> None:
    page.goto((book / "index.html").as_uri())
    assert page.title().startswith("The codes")
    page.click("text=The Laws of Whist (the Club Code)")
    page.wait_for_url("**/english.html")
    assert page.locator("h1").inner_text() == "The Laws of Whist (the Club Code)"

    page.click("#law-5 sup.fnref a")  # Law 5's footnote marker [1]
    page.wait_for_url("**/english.html#fn-1")
    assert target_in_view(page) == "fn-1"
    page.click("#fn-1 a.xref")  # the footnote's "Vide Law 72"
    page.wait_for_url("**/english.html#law-72")
    assert target_in_view(page) == "law-72"

    page.click("#law-82 a.xref:has-text('Rule 61')")
    page.wait_for_url("**/english.html#law-61")
    assert target_in_view(page) == "law-61"
    assert page.problems == []


def test_an_inherited_law_leads_to_the_code_that_prints_it(book: Path, page: Any) -> None:
    page.goto((book / "dummy.html").as_uri() + "#law-72")
    assert target_in_view(page) == "law-72"
    page.click("#law-72 .from a")
    page.wait_for_url("**/english.html#law-72")
    assert target_in_view(page) == "law-72"
    assert page.locator("#law-72 .law-rules .dsl").count() >= 1, "the full law shows its rules"
    assert page.problems == []


def test_searching_as_you_type(book: Path, page: Any) -> None:
    page.goto((book / "index.html").as_uri())
    page.fill("#q", "bystander")
    hits = page.locator("#results a.hit")
    hits.first.wait_for()
    assert hits.count() >= 3
    assert "bystander" in page.locator("#results .snippet mark").first.inner_text().lower()

    page.fill("#q", "law 72")
    first = page.locator("#results a.hit").first
    assert first.get_attribute("href") == "english.html#law-72"
    assert "Law 72" in first.inner_text()
    first.click()
    page.wait_for_url("**/english.html#law-72")
    assert target_in_view(page) == "law-72"

    page.fill("#q", "dummy revoke")
    hit = page.locator("#results a.hit").first
    href = hit.get_attribute("href")
    assert href and href.split("#")[0] in {p.name for p in book.glob("*.html")}
    hit.click()
    page.wait_for_url("**/" + href)
    assert target_in_view(page) == href.split("#")[1]

    page.fill("#q", "zzzz no such words")
    assert page.locator("#results .count").inner_text() == "No law says that."
    assert page.problems == []

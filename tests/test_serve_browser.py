"""The referee's page in a real browser: Debian's headless Chromium, driven by playwright,
against the real server (uvicorn on 127.0.0.1 and a free port)."""

from __future__ import annotations

import socket
import struct
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from arbiter import web

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]  # fmt: skip
REVOKE = "B revoked."
QUESTION = "Had the trick been turned and quitted?"

playwright = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian's chromium is not installed")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    import uvicorn

    archive = tmp_path_factory.mktemp("browser") / "arbiter.db"
    app = web.create_app(archive, web.build_book(["english"]))
    port = _free_port()
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="off")
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not running.started:
        assert time.monotonic() < deadline and thread.is_alive(), "the server did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    running.should_exit = True
    thread.join(timeout=30)


def test_a_referee_rules_answers_follows_a_law_and_finds_the_ruling_in_history(server: str, tmp_path: Path) -> None:
    shot = tmp_path / "ruling.png"
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1100, "height": 900})
            page.set_default_timeout(20_000)
            page.goto(server + "/")
            page.fill("textarea[name=incident]", REVOKE)
            page.select_option("select[name=code]", "english")
            page.click("button[type=submit]")
            page.wait_for_selector("article.decision")
            assert page.title().startswith("Ruling")
            assert page.locator("article.decision h2").first.inner_text().startswith("DECISION")
            assert page.locator(".question .ask").inner_text() == QUESTION
            page.screenshot(path=str(shot), full_page=True)

            page.click(".question button[value=yes]")
            page.wait_for_selector("text=the revoke is established")
            assert page.locator(".question").count() == 0
            assert page.locator("article.decision").count() == 1

            page.click("article.decision .laws a >> text=Law 72")
            page.wait_for_load_state()
            assert "law-72" in page.url or page.url.endswith("/law/english/72")
            assert "revoke" in page.content().lower()

            page.goto(server + "/history")
            rows = page.locator("table tr")
            assert rows.count() >= 3  # the heading, then the two rulings given
            assert REVOKE in rows.nth(1).inner_text() and "established" in rows.nth(1).inner_text()
        finally:
            browser.close()
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert width == 1100 and 900 <= height <= 20_000
    assert len(data) > 20_000  # a page with text on it, not a blank

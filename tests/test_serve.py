"""The page for club referees, through Starlette's TestClient: every route, every error."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient
from typer.testing import CliRunner

from arbiter import web
from arbiter.api import MAX_INCIDENT_CHARS
from arbiter.cli import app as cli
from arbiter.errors import ArbiterError
from arbiter.store import Store

REVOKE = "B revoked."
LEAD = "A led out of turn and nobody else has played to the trick."
QUESTION = "Had the trick been turned and quitted?"


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("serve") / "arbiter.db"


@pytest.fixture(scope="module")
def client(archive: Path) -> Iterator[TestClient]:
    with TestClient(web.create_app(archive), raise_server_exceptions=False) as client:
        yield client


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if web.build_book(["english"]) is None:
        pytest.skip("the rulebook cannot be built in this tree")
    book = web.build_book(["english"])
    assert book is not None
    return book


def rule(client: TestClient, incident: str, code: str = "english", **more: str | list[str]) -> tuple[int, str]:
    response = client.post("/rule", data={"incident": incident, "code": code, **more})
    return response.status_code, response.text


def test_the_form_offers_every_code_and_limits_the_incident(client: TestClient) -> None:
    response = client.get("/")
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/html")
    page = response.text
    assert f'maxlength="{MAX_INCIDENT_CHARS}"' in page and 'name="incident"' in page
    assert '<option value="english" selected>' in page and '<option value="dummy"' in page
    assert client.get("/rule", follow_redirects=False).status_code == 303


def test_a_ruling_shows_decision_laws_options_reasoning_and_facts(client: TestClient, archive: Path) -> None:
    before = Store(archive).count()
    status, page = rule(client, LEAD)
    assert status == 200
    assert "Decision" in page and "led out of turn" in page
    assert re.search(r'<a href="/law/english/62">Law 62(, footnote 27)?</a>', page)
    assert "Y and Z (adversaries)</strong> may elect" in page and "call the card erroneously led" in page
    assert "may elect, when it is next the turn of A or B to lead:" in page  # the law's own time word
    assert "Reasoning" in page and "Facts understood" in page and "led_out_of_turn(A)" in page
    assert 'class="question"' not in page
    with Store(archive) as store:
        assert store.count() == before + 1
        (latest,) = store.history(limit=1)
    assert latest.source == "web" and latest.incident == LEAD and "62" in latest.cited_laws


def test_questions_are_asked_one_at_a_time_until_the_ruling_is_settled(client: TestClient) -> None:
    status, page = rule(client, REVOKE)
    assert status == 200 and "It is a question of fact." in page
    assert f"If yes to “{QUESTION}”" in page and f"If no to “{QUESTION}”" in page  # both branches
    form = page[page.index('<form class="question"') :]
    form = form[: form.index("</form>")]
    assert QUESTION in form and "Why it matters" in form
    assert 'name="question" value="trick_turned_and_quitted"' in form
    assert [v for v in re.findall(r'name="reply" value="(\w+)"', form)] == ["yes", "no", "unknown"]
    status, page = rule(client, REVOKE, question="trick_turned_and_quitted", reply="yes")
    assert status == 200 and 'class="question"' not in page
    assert "the revoke is established" in page and "It is a question of fact." not in page
    assert f"{QUESTION} <strong>yes</strong>" in page
    status, page = rule(client, REVOKE, question="trick_turned_and_quitted", reply="no")
    assert "may correct it" in page and "the revoke is established" not in page
    status, page = rule(client, REVOKE, question="trick_turned_and_quitted", reply="unknown")
    assert status == 200 and 'class="question"' not in page and "It is a question of fact." in page
    assert "1 left unknown" in page
    status, page = rule(client, REVOKE, answer="trick_turned_and_quitted=yes")  # an earlier answer, kept in the form
    assert "the revoke is established" in page


def test_words_not_understood_are_shown(client: TestClient) -> None:
    status, page = rule(client, "B revoked while the moon was blue.")
    assert status == 200 and "Words not understood" in page


def test_input_is_escaped(client: TestClient) -> None:
    status, page = rule(client, "<script>alert(1)</script> B revoked.")
    assert status == 200
    assert "<script>alert(1)" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    page = client.get("/search", params={"q": "<b>revoke</b>"}).text
    assert "<b>revoke</b>" not in page and "&lt;b&gt;revoke&lt;/b&gt;" in page


@pytest.mark.parametrize(
    ("form", "words"),
    [
        pytest.param({"incident": "", "code": "english"}, "the incident is empty", id="an empty incident"),
        pytest.param({"incident": "the moon is blue", "code": "english"}, "could not understand", id="nonsense"),
        pytest.param({"incident": REVOKE, "code": "nowhere"}, "unknown code", id="an unknown code"),
        pytest.param({"incident": "x " * (MAX_INCIDENT_CHARS // 2 + 1), "code": "english"}, "too long", id="too long"),
        pytest.param(
            {"incident": REVOKE, "code": "english", "question": "trick_complete", "reply": "maybe"},
            "yes, no or unknown",
            id="a reply that is not yes, no or unknown",
        ),
    ],
)
def test_bad_input_is_a_400_page_with_the_message(client: TestClient, form: dict[str, str], words: str) -> None:
    response = client.post("/rule", data=form)
    assert response.status_code == 400
    assert words in response.text and 'role="alert"' in response.text and "Traceback" not in response.text


def test_a_form_past_the_size_limit_is_refused(client: TestClient) -> None:
    response = client.post("/rule", data={"incident": "x" * (web.MAX_BODY + 1), "code": "english"})
    assert response.status_code == 413 and "too large" in response.text


def test_a_law_page(client: TestClient) -> None:
    page = client.get("/law/english/72").text
    assert "Law 72" in page and "revoke" in page
    assert "executable rule" in page and "[32]" in page  # its rules and its footnote
    assert 'name="q"' in page and 'value="english"' in page  # a search box over the code
    assert "Case" in page  # the cases citing it
    assert client.get("/law/english/X", params={"kind": "case"}).status_code == 200
    index = client.get("/law/english").text
    assert 'href="/law/english/72"' in index and 'href="/law/english/X?kind=case"' in index


@pytest.mark.parametrize("path", ["/law/english/999", "/law/nowhere/1", "/law/nowhere", "/ruling/99999", "/nowhere"])
def test_unknown_laws_codes_and_pages_are_404_pages(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 404
    assert "Not found" in response.text and "<html" in response.text


def test_history_lists_the_rulings_given_and_filters_them(client: TestClient) -> None:
    rule(client, LEAD)
    rule(client, REVOKE, question="trick_turned_and_quitted", reply="yes")
    page = client.get("/history").text
    assert LEAD in page and REVOKE in page
    ids = [int(i) for i in re.findall(r'href="/ruling/(\d+)"', page)]
    assert ids == sorted(ids, reverse=True)  # newest first
    only = client.get("/history", params={"law": "72"}).text
    assert REVOKE in only and LEAD not in only
    assert client.get("/history", params={"code": "dummy"}).text.count('href="/ruling/') == 0
    assert client.get("/history", params={"limit": "many"}).status_code == 400
    ruling = client.get(f"/ruling/{ids[0]}").text
    assert "Decision" in ruling and f"Ruling #{ids[0]}" in ruling


def test_search_marks_the_matches_and_links_each_hit(client: TestClient) -> None:
    page = client.get("/search", params={"q": "consult partner", "code": "english"}).text
    assert "<mark>" in page
    assert 'href="/law/english/84"' in page and 'href="/law/english/X?kind=case"' in page
    assert "Nothing matches" in client.get("/search", params={"q": "xyzzy"}).text
    assert client.get("/search").status_code == 200
    assert client.get("/search", params={"q": "revoke", "code": "nowhere"}).status_code == 404


def test_a_failure_of_ours_is_a_500_page_without_a_traceback(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: object) -> None:
        raise RuntimeError("a bug in the engine")

    monkeypatch.setattr(web, "rule_with_answers", broken)
    status, page = rule(client, REVOKE)
    assert status == 500
    assert "something went wrong" in page and "a bug in the engine" not in page and "Traceback" not in page


def test_a_damaged_archive(tmp_path: Path) -> None:
    """Refused at start-up; damaged later, the page still rules but says it did not record."""
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"not a database at all" * 100)
    with pytest.raises(ArbiterError, match="damaged"):
        web.create_app(bad)
    done = CliRunner().invoke(cli, ["serve", "--db", str(bad), "--port", "0"])
    assert done.exit_code == 2 and str(bad) in done.stderr
    good = tmp_path / "good.db"
    with TestClient(web.create_app(good), raise_server_exceptions=False) as client:
        for leftover in tmp_path.glob("good.db*"):
            leftover.write_bytes(b"damaged after start-up" * 100)
        status, page = rule(client, LEAD)
        assert status == 200 and "Decision" in page and "was not recorded in the archive" in page
        for path in ("/history", "/search?q=revoke", "/ruling/1"):
            response = client.get(path)
            assert response.status_code == 503 and "cannot be read" in response.text
        assert client.get("/law/english/72").status_code == 200  # a law needs no archive


def test_the_rulebook_is_served_and_rulings_link_into_it(archive: Path, book: Path) -> None:
    with TestClient(web.create_app(archive, book), raise_server_exceptions=False) as client:
        status, page = rule(client, LEAD)
        assert status == 200
        assert re.search(r'<a href="/book/english.html#law-62">Law 62', page)
        chapter = client.get("/book/english.html")
        assert chapter.status_code == 200 and 'id="law-62"' in chapter.text
        assert client.get("/book/").status_code == 200
        assert 'href="/book/english.html#law-72"' in client.get("/law/english/72").text

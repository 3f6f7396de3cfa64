"""The page for club referees (`arbiter serve`): rule on an incident, answer its questions
one by one, look laws up, search, and browse the archive of past rulings.

Starlette with Jinja2 templates shipped in the package (templates/web/, autoescaped).
The state of a ruling in progress lives in the form (the incident, the code, the answers
given so far), so the server keeps no session. Every ruling given here is recorded in the
archive with source "web". Bad input is a 400 page with the message, an unknown law or
code a 404, and anything else a 500 page: never a traceback.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import re
import shutil
import sys
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote

from jinja2 import Environment, PackageLoader
from markupsafe import Markup, escape
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from . import __version__
from . import nodes as n
from .api import MAX_INCIDENT_CHARS, load_code, rule_with_answers
from .errors import ArbiterError
from .resolver import available_codes
from .ruling import Result, deadline, listed
from .store import MARK, UNMARK, Recorded, Store

MAX_BODY = 256 * 1024  # bytes of form a request may send: an incident is at most MAX_INCIDENT_CHARS
MAX_ANSWERS = 64
REPLIES = {"yes": True, "no": False, "unknown": None}


class PageError(Exception):
    """An error shown to the referee as a page with this status and message."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status, self.message = status, message


@dataclass(frozen=True)
class Site:
    db: Path | None
    book: Path | None
    codes: tuple[tuple[str, str], ...]  # (id, title) of every code that loads
    env: Environment

    def page(self, name: str, status: int = 200, **context: Any) -> HTMLResponse:
        context.setdefault("codes", self.codes)
        context.setdefault("book", self.book is not None)
        return HTMLResponse(self.env.get_template(name).render(**context), status_code=status)

    def code(self, code_id: str) -> n.CompiledCode:
        if code_id not in dict(self.codes):
            raise PageError(404, f"no code {code_id!r}: the codes are {', '.join(c for c, _ in self.codes)}")
        return load_code(code_id)


# ---------------------------------------------------------------- helpers for the templates


def cite_text(citation: dict[str, Any]) -> str:
    """A citation of the JSON contract as the printed cases give it: "Law 72, footnote 32"."""
    for kind, head in (("law", "Law"), ("case", "Case"), ("etiquette", "Etiquette")):
        if kind in citation:
            text = f"{head} {citation[kind]}"
            if citation.get("section"):
                text += f", section {citation['section']}"
            if citation.get("footnote"):
                text += f", footnote {citation['footnote']}"
            return text
    return "?"


def fact_text(fact: dict[str, Any]) -> str:
    args = ", ".join(str(v) for v in fact.get("args", {}).values())
    atom = f"{fact['fact']}({args})" if args else str(fact["fact"])
    return {True: atom, False: f"not {atom}", None: f"unknown {atom}"}[fact.get("value", True)]


def marked(snippet: str) -> Markup:
    """A search snippet, escaped, with its matches in <mark>."""
    return Markup(str(escape(snippet)).replace(MARK, "<mark>").replace(UNMARK, "</mark>"))


def printed(text: str) -> Markup:
    """Law text as printed: escaped, its `_italics_` in <em>."""
    return Markup(re.sub(r"_([^_\n]+)_", r"<em>\1</em>", str(escape(text))))


def _environment(book: bool) -> Environment:
    env = Environment(loader=PackageLoader("arbiter", "templates/web"), autoescape=True)

    def law_url(citation: dict[str, Any], code: str = "") -> str:
        """Into the rulebook when it is served, else the law's own page."""
        kind = next((k for k in ("law", "case", "etiquette") if k in citation), "law")
        code = citation.get("code") or code
        number = str(citation.get(kind, ""))
        if book:
            from .rulebook_views import anchor

            return f"/book/{quote(code)}.html#{anchor(kind, number)}"
        return law_page(code, number, kind)

    def law_page(code: str, number: str, kind: str = "law") -> str:
        url = f"/law/{quote(code)}/{quote(number)}"
        return url if kind == "law" else f"{url}?kind={quote(kind)}"

    env.globals.update(law_url=law_url, law_page=law_page, cite_text=cite_text, fact_text=fact_text,
                       max_incident=MAX_INCIDENT_CHARS, version=__version__)  # fmt: skip
    env.filters.update(marked=marked, printed=printed, deadline=deadline, listed=listed)
    return env


async def _form(request: Request) -> dict[str, list[str]]:
    """The posted form, refused past MAX_BODY bytes."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY:
        raise PageError(413, f"the form is too large (at most {MAX_BODY // 1024} KiB)")
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise PageError(413, f"the form is too large (at most {MAX_BODY // 1024} KiB)")
    try:
        return parse_qs(body.decode("utf-8"), keep_blank_values=True, max_num_fields=4 * MAX_ANSWERS)
    except (UnicodeDecodeError, ValueError):
        raise PageError(400, "the form could not be read (send it as UTF-8, with fewer fields)") from None


def _answers(form: dict[str, list[str]]) -> dict[str, bool | None]:
    """The answers given so far (`answer=fact=yes` fields) and the one just given."""
    pairs = [value.rpartition("=")[::2] for value in form.get("answer", [])]
    if "question" in form:
        pairs.append((form["question"][0], form.get("reply", [""])[0]))
    answers: dict[str, bool | None] = {}
    for fact, reply in pairs:
        if not fact or reply not in REPLIES:
            raise PageError(400, f"an answer must be yes, no or unknown (got {reply!r} for {fact!r})")
        answers[fact] = REPLIES[reply]
    if len(answers) > MAX_ANSWERS:
        raise PageError(400, f"too many answers (at most {MAX_ANSWERS})")
    return answers


# ---------------------------------------------------------------- the application


def create_app(db: Path | None = None, book: Path | None = None) -> Starlette:
    """The site over the archive `db` (default: as the CLI finds it), serving the rulebook
    built in `book` under /book/ when given. Opens the archive first, so a damaged one is
    an ArbiterError here, before any page is served."""
    codes = _loadable_codes()
    with Store(db) as store:
        store.sync([c for c, _ in codes])
    site = Site(db, book, tuple(codes), _environment(book is not None))

    def handler(fn: Callable[[Site, Request], Awaitable[Response]]) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            return await fn(site, request)

        return endpoint

    routes: list[Route | Mount] = [
        Route("/", handler(home)),
        Route("/rule", handler(rule), methods=["GET", "POST"]),
        Route("/law/{code}", handler(law_index)),
        Route("/law/{code}/{number}", handler(law)),
        Route("/history", handler(history)),
        Route("/ruling/{id:int}", handler(archived)),
        Route("/search", handler(search)),
    ]
    if book is not None:
        routes.append(Mount("/book", app=StaticFiles(directory=book, html=True), name="book"))

    async def page_error(request: Request, exc: Exception) -> Response:
        if isinstance(exc, PageError):
            status, message = exc.status, exc.message
        elif isinstance(exc, HTTPException):
            status = exc.status_code
            message = "there is no such page" if status == 404 else str(exc.detail)
        else:  # a bug of ours: the referee sees a plain page, the log the traceback
            status, message = 500, "something went wrong on our side; the incident was not ruled on"
        return site.page("error.html", status=status, status_code=status, message=message)

    return Starlette(
        routes=routes,
        exception_handlers={PageError: page_error, HTTPException: page_error, Exception: page_error},
    )


async def home(site: Site, request: Request) -> Response:
    return site.page("index.html", incident="", code="english")


async def rule(site: Site, request: Request) -> Response:
    """Rule on the incident of the form, with the answers given so far; record the ruling."""
    if request.method == "GET":
        return RedirectResponse("/", status_code=303)
    form = await _form(request)
    incident = form.get("incident", [""])[0]
    code = form.get("code", ["english"])[0]
    context: dict[str, Any] = {"incident": incident, "code": code}
    if code not in dict(site.codes):
        return site.page("index.html", status=400, error=f"unknown code {code!r}", **context)
    answers = _answers(form)
    try:
        result, following = await run_in_threadpool(rule_with_answers, incident, code, answers)
    except ArbiterError as err:
        return site.page("index.html", status=400, error=str(err), **context)
    notice = ""
    try:
        await run_in_threadpool(_record, site, result, incident)
    except ArbiterError as err:
        notice = f"This ruling was not recorded in the archive: {err}"
    return site.page(
        "index.html",
        result=result.to_json(),
        notes=result.notes,
        question=following,
        answers=[(fact, next(k for k, v in REPLIES.items() if v is value)) for fact, value in answers.items()],
        answered=[
            (f.source.removeprefix("answered: "), "yes" if f.value else "no")
            for f in result.facts
            if f.source.startswith("answered: ")
        ],
        unknowns=sum(1 for value in answers.values() if value is None),
        notice=notice,
        **context,
    )


def _record(site: Site, result: Result, incident: str) -> None:
    with Store(site.db) as store:
        store.record([result], incident, "web")


@contextmanager
def _archive(site: Site) -> Iterator[Store]:
    """The archive for reading; one that cannot be read is a 503 page naming the file."""
    try:
        with Store(site.db) as store:
            yield store
    except ArbiterError as err:
        raise PageError(503, f"the archive cannot be read: {err}") from None


async def law_index(site: Site, request: Request) -> Response:
    code = site.code(request.path_params["code"])
    return site.page("laws.html", code=code)


async def law(site: Site, request: Request) -> Response:
    code = site.code(request.path_params["code"])
    number = request.path_params["number"]
    kind = request.query_params.get("kind", "law")
    found = code.law(kind, number)
    if found is None:
        raise PageError(404, f"code {code.id} has no {kind} {number!r}")
    notes = [f for f in code.footnotes if (f.on.kind, f.on.number) == (kind, number)]
    precedents = [
        lw for lw in code.laws
        if lw.kind == "case" and any((r.kind, r.number) == (kind, number) for r in _cites(lw))
    ]  # fmt: skip
    try:
        with Store(site.db) as store:
            told = store.cases_citing(code.id, f"{kind} {number}")
    except ArbiterError:
        told = []  # the law itself needs no archive
    return site.page("law.html", code=code, law=found, footnotes=notes, precedents=precedents, told=told)


def _cites(law: n.Law) -> list[n.Ref]:
    return [ref for r in law.rules for ref in (r.outcome.cites if r.outcome else ())] + list(law.see)


async def history(site: Site, request: Request) -> Response:
    params = request.query_params
    code, cited = params.get("code") or None, params.get("law") or None
    limit = _limit(params.get("limit", "50"))
    rows = await run_in_threadpool(_history, site, code, cited, limit)
    return site.page("history.html", rows=rows, code=code or "", law=cited or "")


def _history(site: Site, code: str | None, cited: str | None, limit: int) -> list[Recorded]:
    with _archive(site) as store:
        return store.history(code, cited, limit)


def _limit(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 1000:
        raise PageError(400, "limit must be a number from 1 to 1000")
    return int(text)


async def archived(site: Site, request: Request) -> Response:
    ruling_id = request.path_params["id"]
    with _archive(site) as store:
        row = store.ruling(ruling_id)
    if row is None:
        raise PageError(404, f"no ruling #{ruling_id} in the archive")
    return site.page("ruling.html", row=row, result=row.result)


async def search(site: Site, request: Request) -> Response:
    query = request.query_params.get("q", "")[:500]
    code = request.query_params.get("code") or None
    if code is not None:
        site.code(code)
    limit = _limit(request.query_params.get("limit", "30"))
    hits = []
    if query.strip():
        with _archive(site) as store:
            hits = await run_in_threadpool(store.search, query, code, limit)
    return site.page("search.html", q=query, code=code or "", hits=hits)


# ---------------------------------------------------------------- serving


def build_book(codes: list[str] | None = None) -> Path | None:
    """The rulebook of `codes` (default: every code that loads), built once per version of
    them into the cache; None when it cannot be built (the page then links laws to itself)."""
    if importlib.util.find_spec("arbiter.rulebook") is None:
        return None
    from . import rulebook
    from .paths import cache_dir

    if codes is None:
        codes = [c for c, _ in _loadable_codes()]
    versions = "".join(load_code(c).version for c in codes)
    target = cache_dir() / f"rulebook-{hashlib.sha256((__version__ + versions).encode()).hexdigest()[:16]}"
    if (target / "index.html").exists():
        return target
    building = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    try:
        rulebook.build(building, codes)
        building.replace(target)
    except (ArbiterError, OSError) as err:
        shutil.rmtree(building, ignore_errors=True)
        if (target / "index.html").exists():
            return target  # another server built it first
        print(f"arbiter: the rulebook is not served: {err}", file=sys.stderr)
        return None
    return target


def _loadable_codes() -> list[tuple[str, str]]:
    codes = []
    for code_id in available_codes():
        try:
            codes.append((code_id, load_code(code_id).title))
        except ArbiterError:
            continue  # a broken law file hides its code, not the site
    return codes


def serve(host: str, port: int, db: Path | None) -> None:
    import uvicorn

    app = create_app(db, build_book())
    uvicorn.run(app, host=host, port=port, log_level="info")

"""The store: one SQLite file holding the codes, their laws, footnotes, terms and cases,
and the archive of every ruling given, with full-text search over laws, cases and rulings.

Built with sqlite-utils (schema, migrations, loading the codes, search), so it can be
browsed with datasette; recording a ruling, on every `arbiter rule`, needs only sqlite3 and
leaves sqlite-utils unimported, which keeps a cold `arbiter rule` fast. The file is
$ARBITER_DB, else `arbiter.db` in the user's data directory; `--db PATH` chooses another.
WAL mode and a busy timeout let two processes record rulings at once and lose nothing.
A damaged, locked or unwritable file is an ArbiterError naming the file and what to do;
nothing stored is ever deleted or rewritten to recover from it.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import sqlite3
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import nodes as n
from .errors import ArbiterError
from .ruling import Result

if TYPE_CHECKING:
    from sqlite_utils import Database, Migrations

TIMEOUT = 15.0  # seconds a writer waits for another to finish before giving up
MARK, UNMARK = "\x02", "\x03"  # around each match in a snippet; shown as «» or <mark>

# Schema changes go through sqlite-utils' own `Migrations` (built into sqlite-utils 4;
# the `sqlite-migrate` package is now only a shim re-exporting it), so no extra
# dependency: each migration is a named function, applied once, recorded with it in
# `_sqlite_migrations`. Never edit an applied migration: add the next one to MIGRATIONS.
MIGRATION_SET = "arbiter"


def m001_schema(db: Database) -> None:
    db.table("codes").create(
        {"id": str, "title": str, "version": str, "meta": str, "extends": str, "laws": int, "cases_version": str},
        pk="id",
    )
    db.table("laws").create(
        {"code": str, "kind": str, "number": str, "position": int, "section": str, "title": str, "text": str,
         "rules": int, "inherits": str},
        pk=("code", "kind", "number"),
    )  # fmt: skip
    db.table("footnotes").create(
        {"code": str, "number": str, "law_kind": str, "law_number": str, "text": str}, pk=("code", "number")
    )
    db.table("terms").create(
        {"code": str, "name": str, "params": str, "gloss": str, "phrases": str}, pk=("code", "name")
    )
    db.table("cases").create(
        {"code": str, "id": str, "title": str, "printed": int, "tellings": str, "expected": str},
        pk=("code", "id"),
    )
    db.table("rulings").create(
        {"id": int, "time": str, "code": str, "code_version": str, "incident": str, "facts": str, "result": str,
         "kinds": str, "cited_laws": str, "decisions": str, "source": str},
        pk="id",
    )  # fmt: skip
    db.table("rulings").create_index(["time"])
    db.table("rulings").create_index(["code", "time"])
    db.table("laws").create_index(["code", "position"])
    db.table("laws").enable_fts(["title", "section", "text"], create_triggers=True, tokenize="porter")
    db.table("cases").enable_fts(["title", "tellings"], create_triggers=True, tokenize="porter")
    db.table("rulings").enable_fts(["incident", "decisions"], create_triggers=True, tokenize="porter")


MIGRATIONS = (m001_schema,)


@functools.cache
def migrations() -> Migrations:
    from sqlite_utils import Migrations

    found = Migrations(MIGRATION_SET)
    for migration in MIGRATIONS:
        found()(migration)
    return found


def default_path() -> Path:
    """$ARBITER_DB, else `arbiter.db` in the user's data directory."""
    explicit = os.environ.get("ARBITER_DB")
    if explicit:
        return Path(explicit)
    from platformdirs import user_data_dir

    return Path(user_data_dir("arbiter")) / "arbiter.db"


@contextmanager
def _plainly(path: Path, timeout: float = TIMEOUT) -> Iterator[None]:
    """SQLite's errors as one ArbiterError naming the file and what to do about it."""
    try:
        yield
    except sqlite3.Error as err:
        text = str(err)
        if "not a database" in text or "malformed" in text:
            raise ArbiterError(
                f"{path} is damaged or is not an arbiter database (SQLite says: {text}); it was left as it is: "
                "move it aside to start a new archive there, or choose another file with --db"
            ) from None
        if "locked" in text or "busy" in text:
            raise ArbiterError(
                f"{path} is locked by another process (waited {timeout:g}s); try again when it has finished"
            ) from None
        if "readonly" in text or "read-only" in text or "unable to open" in text:
            raise ArbiterError(
                f"cannot write {path} ({text}): is its directory read-only? "
                "Choose a writable file with --db or ARBITER_DB"
            ) from None
        raise ArbiterError(f"{path}: database error: {text}") from None
    except OSError as err:
        raise ArbiterError(
            f"cannot use {path} ({err.strerror or err}): choose a writable file with --db or ARBITER_DB"
        ) from None


@dataclass(frozen=True)
class Hit:
    """One search result: what it is (`Law 72 of english`), its title and a snippet with «» marks."""

    what: str  # "law", "etiquette", "case", "incident", "ruling"
    code: str
    ref: str  # the law's number, the case's id, the ruling's id
    label: str
    title: str
    snippet: str  # the match between MARK and UNMARK
    rank: float

    def to_json(self) -> dict[str, Any]:
        return {"what": self.what, "code": self.code, "ref": self.ref, "label": self.label, "title": self.title,
                "snippet": highlight(self.snippet), "rank": self.rank}  # fmt: skip


def highlight(snippet: str, before: str = "«", after: str = "»") -> str:
    return snippet.replace(MARK, before).replace(UNMARK, after)


@dataclass(frozen=True)
class Recorded:
    """A ruling from the archive."""

    id: int
    time: str
    code: str
    code_version: str
    incident: str
    result: dict[str, Any]
    kinds: tuple[str, ...]
    cited_laws: tuple[str, ...]
    source: str

    @property
    def label(self) -> str:
        return f"ruling #{self.id} of {self.time[:10]}"

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "time": self.time, "code": self.code, "code_version": self.code_version,
                "incident": self.incident, "kinds": list(self.kinds), "cited_laws": list(self.cited_laws),
                "source": self.source, "result": self.result}  # fmt: skip


class Store:
    """An open archive. Use as a context manager, or call `close()`."""

    def __init__(self, path: Path | None = None, timeout: float = TIMEOUT) -> None:
        self.path = path or default_path()
        self.timeout = timeout
        with _plainly(self.path, self.timeout):
            if self.path.is_dir():
                raise ArbiterError(f"{self.path} is a directory: give the database file's path with --db")
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.conn = sqlite3.connect(str(self.path), timeout=timeout, check_same_thread=False)
            self._db: Database | None = None
            try:
                self._open_wal()
                self._migrate()
            except BaseException:
                self.conn.close()
                raise

    @property
    def db(self) -> Database:
        """The connection as a sqlite-utils Database (imported on first use)."""
        if self._db is None:
            from sqlite_utils import Database

            self._db = Database(self.conn, execute_plugins=False)
        return self._db

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.conn.close()

    @contextmanager
    def _writing(self) -> Iterator[None]:
        """One write transaction. BEGIN IMMEDIATE takes the write lock up front (waiting up to
        the busy timeout), so a transaction that reads before it writes never fails on upgrade."""
        with _plainly(self.path, self.timeout):
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                self.conn.rollback()
                raise
            self.conn.commit()

    def _open_wal(self) -> None:
        """Check the file and put it in WAL mode, waiting out another process that is doing the
        same: SQLite answers "locked" at once, without its busy wait, when a first read would
        have to become a write (two first runs on a new archive), so the wait is here."""
        deadline = time.monotonic() + self.timeout
        while True:
            try:
                self._check_ours()
                if self.conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                    self.conn.execute("PRAGMA journal_mode=wal")
                return
            except sqlite3.OperationalError as err:
                if not ("locked" in str(err) or "busy" in str(err)) or time.monotonic() > deadline:
                    raise
                time.sleep(0.02)

    def _check_ours(self) -> None:
        """Refuse, before writing anything, a database that holds tables but not ours."""
        names = {row[0] for row in self.conn.execute("select name from sqlite_master where type = 'table'")}
        if names and "_sqlite_migrations" not in names:
            raise ArbiterError(
                f"{self.path} is a SQLite database but not arbiter's; it was left as it is: "
                "choose another file with --db"
            )

    def _migrate(self) -> None:
        try:
            sql = "select name from _sqlite_migrations where migration_set = ?"
            applied = {row[0] for row in self.conn.execute(sql, [MIGRATION_SET])}
        except sqlite3.OperationalError:  # no such table: a new archive
            applied = set()
        if applied >= {m.__name__ for m in MIGRATIONS}:
            return
        with self._writing():  # what is pending is read again under the lock: two first runs apply it once
            migrations().apply(self.db)

    # ------------------------------------------------------------ the archive

    def record(self, results: Iterable[Result], incident: str, source: str = "cli") -> list[int]:
        """Archive rulings (one per code for a comparison) in one transaction; their ids."""
        stamp = datetime.now(UTC).isoformat(timespec="seconds")
        ids = []
        with self._writing():
            for result in results:
                row = {
                    "time": stamp,
                    "code": result.code,
                    "code_version": result.version,
                    "incident": incident,
                    "facts": json.dumps([f.to_json() for f in result.facts], ensure_ascii=False),
                    "result": json.dumps(result.to_json(), ensure_ascii=False),
                    "kinds": json.dumps(list(dict.fromkeys(r.kind for r in result.rulings))),
                    "cited_laws": json.dumps(sorted(result.cited_laws(), key=_law_order)),
                    "decisions": "\n".join(r.decision for r in result.rulings),
                    "source": source,
                }
                sql = f"insert into rulings ({', '.join(row)}) values ({', '.join(':' + k for k in row)})"
                rowid = self.conn.execute(sql, row).lastrowid
                assert rowid is not None
                ids.append(rowid)
        return ids

    def history(self, code: str | None = None, law: str | None = None, limit: int = 20) -> list[Recorded]:
        """Past rulings, newest first; only those under `code`, or citing `law`, when given."""
        where: list[str] = ["1 = 1"]
        args: dict[str, Any] = {"limit": limit}
        if code:
            where.append("code = :code")
            args["code"] = code
        if law:
            where.append("exists (select 1 from json_each(rulings.cited_laws) where value = :law)")
            args["law"] = law
        sql = f"select * from rulings where {' and '.join(where)} order by time desc, id desc limit :limit"
        return [_recorded(row) for row in self._query(sql, args)]

    def ruling(self, ruling_id: int) -> Recorded | None:
        rows = self._query("select * from rulings where id = ?", [ruling_id])
        return _recorded(rows[0]) if rows else None

    def cases_citing(self, code: str, ref: str) -> list[dict[str, Any]]:
        """The cases of cases/ for `code` whose expected ruling cites `ref` ("law 72")."""
        sql = """select id, title, printed from cases where code = ?
          and exists (select 1 from json_each(cases.expected, '$.cites') where value = ?) order by printed desc, id"""
        return self._query(sql, [code, ref])

    def count(self) -> int:
        return int(self._query("select count(*) as n from rulings")[0]["n"])

    def _query(self, sql: str, args: dict[str, Any] | list[Any] | None = None) -> list[dict[str, Any]]:
        with _plainly(self.path, self.timeout):
            cursor = self.conn.execute(sql, args or [])
            names = [d[0] for d in cursor.description]
            return [dict(zip(names, row, strict=True)) for row in cursor]

    # ------------------------------------------------------------ search

    def search(self, query: str, code: str | None = None, limit: int = 20) -> list[Hit]:
        """Laws, cases and past rulings matching every word of `query`, best first (bm25)."""
        if not query.strip():
            raise ArbiterError("give some words to search for, e.g. 'revoke'")
        match = self.db.quote_fts(query)
        only = "and t.code = :code" if code else ""
        own = "" if code else "and t.inherits = ''"  # a law a code takes unchanged from another is shown once
        # bm25, its columns weighted (a word in a title counts more than one in the text), and
        # the laws weighted above our incidents and past rulings: they are the authority
        sql = f"""
        select 'law' as src, t.code, t.kind, t.number as ref, coalesce(nullif(t.title, ''), t.section) as title,
          snippet(laws_fts, 2, char(2), char(3), '…', 24) as snippet, 2.0 * bm25(laws_fts, 4.0, 0.5, 1.0) as rank
          from laws_fts join laws t on t.rowid = laws_fts.rowid where laws_fts match :q {only} {own}
        union all
        select 'case', t.code,
          case when exists (select 1 from laws l where l.code = t.code and l.kind = 'case' and l.number = t.id)
            then 'case' else 'incident' end,
          t.id, t.title, snippet(cases_fts, -1, char(2), char(3), '…', 24), bm25(cases_fts, 4.0, 1.0)
          from cases_fts join cases t on t.rowid = cases_fts.rowid where cases_fts match :q {only}
        union all
        select 'ruling', t.code, 'ruling', t.id, t.time,
          snippet(rulings_fts, -1, char(2), char(3), '…', 24), bm25(rulings_fts, 1.0, 1.0)
          from rulings_fts join rulings t on t.rowid = rulings_fts.rowid where rulings_fts match :q {only}
        order by rank limit :limit
        """
        rows = self._query(sql, {"q": match, "code": code, "limit": 2 * limit})
        hits: dict[str, Hit] = {}
        for row in rows:  # a printed case is both a law of its code and a case file: show it once
            hit = _hit(row)
            hits.setdefault(hit.label, hit)
        return list(hits.values())[:limit]

    # ------------------------------------------------------------ the codes

    def sync(self, code_ids: Iterable[str] | None = None) -> list[str]:
        """Load or refresh the law tables of each code whose version changed; the codes that
        could not be loaded (their earlier rows are kept)."""
        from .api import load_code
        from .resolver import available_codes

        failed = []
        for code_id in code_ids if code_ids is not None else available_codes():
            try:
                code = load_code(code_id)
            except ArbiterError:
                failed.append(code_id)
                continue
            cases_version = _cases_digest(code_id)
            rows = self._query("select version, cases_version from codes where id = ?", [code_id])
            if rows == [{"version": code.version, "cases_version": cases_version}]:
                continue
            with self._writing():
                self._load(code, cases_version)
        return failed

    def _load(self, code: n.CompiledCode, cases_version: str) -> None:
        from .api import load_code
        from .cases import load_cases

        db, key = self.db, {"code": code.id}
        parent = load_code(code.extends) if code.extends else None
        for table in ("laws", "footnotes", "terms", "cases"):
            db.execute(f"delete from {table} where code = :code", key)
        laws = [
            {"code": code.id, "kind": law.kind, "number": law.number, "position": i, "section": law.section,
             "title": law.title, "text": law.full_text, "rules": len(law.rules), "inherits": _inherits(law, parent)}
            for i, law in enumerate(code.laws)
        ]  # fmt: skip
        db.table("laws").insert_all(laws)
        db.table("footnotes").insert_all(
            {"code": code.id, "number": f.number, "law_kind": f.on.kind, "law_number": f.on.number, "text": f.text}
            for f in code.footnotes
        )
        db.table("terms").insert_all(
            {"code": code.id, "name": d.name, "params": json.dumps(list(d.params)), "gloss": d.gloss,
             "phrases": json.dumps(list(d.say), ensure_ascii=False)}
            for d in code.facts.values()
        )  # fmt: skip
        try:
            cases = load_cases(code.id)
        except ArbiterError:
            cases, cases_version = [], ""  # a broken case file: try again next time
        db.table("cases").insert_all(
            {"code": code.id, "id": c.id, "title": c.title, "printed": bool(c.source),
             "tellings": "\n".join(c.tellings), "expected": json.dumps(_expected(c.expect), ensure_ascii=False)}
            for c in cases
        )  # fmt: skip
        db.table("codes").upsert(
            {"id": code.id, "title": code.title, "version": code.version, "meta": json.dumps(code.meta),
             "extends": code.extends or "", "laws": sum(1 for lw in code.laws if lw.kind == "law"),
             "cases_version": cases_version},
            pk="id",
        )  # fmt: skip


def _inherits(law: n.Law, parent: n.CompiledCode | None) -> str:
    """The farthest ancestor code that has `law` unchanged (its text and its rules), or ""."""
    from .api import load_code

    found = ""
    while parent is not None:
        theirs = parent.law(law.kind, law.number)
        if theirs is None or (theirs.full_text, len(theirs.rules)) != (law.full_text, len(law.rules)):
            break
        found = parent.id
        parent = load_code(parent.extends) if parent.extends else None
    return found


def _cases_digest(code_id: str) -> str:
    from .cases import case_files

    digest = hashlib.sha256()
    for path in case_files(code_id):
        stat = path.stat()
        digest.update(f"{path.name}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:16]


def _expected(expect: n.Expectation | None) -> dict[str, Any]:
    if expect is None:
        return {}
    return {"kinds": list(expect.kinds), "cites": [str(r) for r in expect.cites], "also": [str(r) for r in expect.also],
            "decisions": list(expect.decisions), "conditional": expect.conditional,
            "questions": list(expect.questions), "no_law": expect.no_law}  # fmt: skip


def _law_order(number: str) -> tuple[int, str]:
    digits = "".join(ch for ch in number if ch.isdigit())
    return (int(digits) if digits else 10**6, number)


def _recorded(row: dict[str, Any]) -> Recorded:
    return Recorded(
        id=row["id"], time=row["time"], code=row["code"], code_version=row["code_version"], incident=row["incident"],
        result=json.loads(row["result"]), kinds=tuple(json.loads(row["kinds"])),
        cited_laws=tuple(json.loads(row["cited_laws"])), source=row["source"],
    )  # fmt: skip


def _hit(row: dict[str, Any]) -> Hit:
    kind, code, ref = row["kind"], row["code"], str(row["ref"])
    if row["src"] == "ruling":
        label = f"ruling #{ref} of {row['title'][:10]}"
        return Hit("ruling", code, ref, label, f"under {code}", row["snippet"], row["rank"])
    head = {"law": "Law", "etiquette": "Etiquette", "case": "Case", "incident": "Incident"}.get(kind, kind.title())
    return Hit(kind, code, ref, f"{head} {ref} of {code}", row["title"] or "", row["snippet"], row["rank"])

"""The store: migrations, the archive of rulings, search and history, and a store that is
damaged, locked, unwritable or shared by two processes at once."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arbiter.api import rule_text
from arbiter.cli import app
from arbiter.errors import ArbiterError
from arbiter.store import MARK, MIGRATIONS, UNMARK, Store, highlight, migrations

from .conftest import ROOT

runner = CliRunner()
REVOKE = "B revoked."
LEAD = "A led out of turn and nobody else has played to the trick."


def invoke(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=input)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh archive, also the default one (ARBITER_DB) for commands given no --db."""
    path = tmp_path / "arbiter.db"
    monkeypatch.setenv("ARBITER_DB", str(path))
    return path


# ---------------------------------------------------------------- schema


def test_migrations_from_empty_then_rerun_change_nothing(db: Path) -> None:
    with Store(db) as store:
        tables = set(store.db.table_names())
        assert {"codes", "laws", "footnotes", "terms", "cases", "rulings", "laws_fts", "rulings_fts"} <= tables
        assert store.db.journal_mode == "wal"
        applied = [m.name for m in migrations().applied(store.db)]
        assert applied == [m.__name__ for m in MIGRATIONS]
        schema = store.db.execute("select sql from sqlite_master order by name").fetchall()
    with Store(db) as store:
        assert [m.name for m in migrations().applied(store.db)] == applied
        migrations().apply(store.db)  # nothing pending: a no-op
        assert store.db.execute("select sql from sqlite_master order by name").fetchall() == schema
        assert store.db.table("_sqlite_migrations").count == len(applied)


def test_a_sqlite_file_that_is_not_ours_is_refused_and_left_alone(tmp_path: Path) -> None:
    other = tmp_path / "other.db"
    conn = sqlite3.connect(other)
    conn.execute("create table accounts (id integer primary key, name text)")
    conn.close()
    before = other.read_bytes()
    with pytest.raises(ArbiterError, match="not arbiter's"):
        Store(other)
    assert other.read_bytes() == before


def test_the_law_tables_are_loaded_and_refreshed_when_the_version_changes(db: Path) -> None:
    with Store(db) as store:
        assert store.sync(["english"]) == []
        laws = store.db.execute("select count(*) from laws where code = 'english' and kind = 'law'").fetchone()[0]
        assert laws == 91
        law84 = store.db.execute("select text, rules from laws where code = 'english' and number = '84'")
        text, rules = law84.fetchone()
        assert "consult" in text and rules > 0
        assert store.db.execute("select count(*) from footnotes where code = 'english'").fetchone()[0] >= 38
        assert store.db.execute("select count(*) from terms where code = 'english'").fetchone()[0] > 20
        case = store.db.execute("select title, tellings, expected from cases where code = 'english' and id = 'X'")
        _, tellings, expected = case.fetchone()
        assert tellings and "law 84" in json.loads(expected)["cites"]
        rowid = store.db.execute("select rowid from laws where code = 'english' and number = '84'").fetchone()
        store.sync(["english"])  # unchanged: nothing rewritten
        assert store.db.execute("select rowid from laws where code = 'english' and number = '84'").fetchone() == rowid
        store.db.execute("update codes set version = 'older' where id = 'english'")
        store.sync(["english"])  # a new version of the code: its rows are loaded afresh
        assert store.db.execute("select version from codes where id = 'english'").fetchone()[0] != "older"
        assert store.db.execute("select count(*) from laws where code = 'english' and kind = 'law'").fetchone()[0] == 91


# ---------------------------------------------------------------- the archive


def test_a_ruling_is_recorded_and_read_back(db: Path) -> None:
    result = rule_text(REVOKE, "english")
    with Store(db) as store:
        (ruling_id,) = store.record([result], REVOKE, "cli")
        (row,) = store.history()
        assert store.ruling(ruling_id) == row
    assert row.id == ruling_id and row.code == "english" and row.source == "cli" and row.incident == REVOKE
    assert row.code_version == result.version and row.code_version
    assert row.result == result.to_json()
    assert row.kinds == ("penalty",)
    assert "72" in row.cited_laws
    assert row.time.endswith("+00:00") and row.label == f"ruling #{ruling_id} of {row.time[:10]}"
    facts = json.loads(sqlite3.connect(db).execute("select facts from rulings").fetchone()[0])
    assert facts == [f.to_json() for f in result.facts]


def test_every_rule_and_compare_is_recorded_unless_told_not_to(db: Path, tmp_path: Path) -> None:
    assert invoke("rule", LEAD)[0] == 0
    assert invoke("rule", REVOKE, "--ask", input="yes\n")[0] == 0
    statement = tmp_path / "incident.facts"
    statement.write_text("led_out_of_turn(Y)\nnot trick_complete\n", encoding="utf-8")
    assert invoke("rule", "--file", str(statement))[0] == 0
    assert invoke("compare", LEAD, "--codes", "english,dummy", "--json")[0] == 0
    assert invoke("rule", LEAD, "--no-record")[0] == 0
    with Store(db) as store:
        rows = store.history(limit=100)
    assert [r.code for r in rows] == ["dummy", "english", "english", "english", "english"]
    assert {r.source for r in rows} == {"cli"}
    asked = next(r for r in rows if r.incident == REVOKE)
    assert any(f["from"].startswith("answered:") for f in asked.result["facts"])
    assert not asked.result["questions"]  # the answer settled it
    assert any("led_out_of_turn(Y)" in r.incident for r in rows)


def test_history_filters_by_code_and_cited_law_newest_first(db: Path) -> None:
    assert invoke("rule", REVOKE)[0] == 0
    assert invoke("rule", LEAD)[0] == 0
    assert invoke("rule", LEAD, "--code", "dummy")[0] == 0
    code, out, _ = invoke("history", "--json")
    rows = json.loads(out)
    assert code == 0 and [r["id"] for r in rows] == [3, 2, 1]
    assert [r["id"] for r in json.loads(invoke("history", "--code", "dummy", "--json")[1])] == [3]
    assert [r["id"] for r in json.loads(invoke("history", "--law", "72", "--json")[1])] == [1]
    assert [r["id"] for r in json.loads(invoke("history", "--law", "62", "--code", "english", "--json")[1])] == [2]
    assert [r["id"] for r in json.loads(invoke("history", "--limit", "1", "--json")[1])] == [3]
    code, out, _ = invoke("history", "--law", "62")
    assert code == 0 and out.startswith("#3 ") and "#2 " in out and "#1 " not in out
    assert "Decision.—" in out and LEAD in out
    assert invoke("history", "--law", "999")[1].strip() == "no ruling recorded matches"


# ---------------------------------------------------------------- search


def test_search_ranks_by_bm25_and_marks_the_words(db: Path) -> None:
    result = rule_text(LEAD, "english")  # its decisions say nothing of a revoke
    with Store(db) as store:  # no law tables loaded: only the archive is searched
        store.record([result], "A led out of turn.", "cli")
        store.record([result], "B revoked.", "cli")
        store.record([result], "B revoked; Z revoked too, and then a second revoke by B.", "cli")
        hits = store.search("revoke")
    assert [h.ref for h in hits] == ["3", "2"]  # three mentions before one; none in ruling #1
    assert [h.rank for h in hits] == sorted(h.rank for h in hits)
    assert all(h.what == "ruling" for h in hits)
    first = hits[0]
    assert f"{MARK}revoked{UNMARK}" in first.snippet and f"{MARK}revoke{UNMARK}" in first.snippet
    assert highlight(first.snippet).count("«") == 3
    assert first.label.startswith("ruling #3 of 20")


def test_search_laws_cases_and_rulings_from_the_command_line(db: Path) -> None:
    assert invoke("rule", "Y led out of turn. B asked his partner: shall we call a suit or not?")[0] == 0
    code, out, err = invoke("search", "consult partner", "--code", "english", "--json")
    assert code == 0, err
    hits = json.loads(out)
    labels = [h["label"] for h in hits]
    assert labels[0] in ("Case X of english", "Law 84 of english")
    assert {"Case X of english", "Law 84 of english"} <= set(labels[:4])
    assert all("«" in h["snippet"] for h in hits)
    assert {h["what"] for h in hits} >= {"law", "case"}
    code, out, _ = invoke("search", "shall we call a suit")
    assert code == 0 and "ruling #1 of " in out and "«call»" in out
    assert "Law 84 of dummy" not in invoke("search", "consult partner", "--limit", "50")[1]  # inherited: shown once
    assert invoke("search", "xyzzy plugh")[1].strip() == "nothing matches 'xyzzy plugh'"
    assert invoke("search", "revoke", "--code", "nowhere")[0] == 2
    assert invoke("search", "   ")[0] == 2


# ---------------------------------------------------------------- damage, locks, permissions, concurrency


def test_a_damaged_database_is_an_error_and_is_left_untouched(tmp_path: Path) -> None:
    bad = tmp_path / "arbiter.db"
    garbage = bytes(range(256)) * 64
    bad.write_bytes(garbage)
    code, out, err = invoke("rule", REVOKE, "--db", str(bad))
    assert code == 2
    assert "Decision.—" in out  # the ruling is given all the same
    assert str(bad) in err and "damaged" in err and "not recorded" in err and "Traceback" not in err
    for command in (["history"], ["search", "revoke"]):
        code, _, err = invoke(*command, "--db", str(bad))
        assert code == 2 and str(bad) in err
    assert bad.read_bytes() == garbage
    assert sorted(p.name for p in tmp_path.iterdir()) == ["arbiter.db"]


def test_a_database_locked_past_the_timeout_is_an_error(db: Path) -> None:
    Store(db).close()
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with Store(db, timeout=0.2) as store, pytest.raises(ArbiterError, match="locked by another process"):
            store.record([rule_text(REVOKE, "english")], REVOKE)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    with Store(db) as store:
        assert store.count() == 0


def _read_only(directory: Path) -> list[str]:
    """A command prefix under which `directory` is read-only: its mode for a user; for root,
    whom modes do not stop, a read-only bind mount in a mount namespace of its own."""
    if os.geteuid() != 0:
        directory.chmod(0o555)
        return []
    script = 'mount --bind -o ro "$0" "$0" && exec "$@"'
    probe = subprocess.run(["unshare", "-m", "sh", "-c", script, str(directory), "sh", "-c", f"! touch {directory}/x"],
                           capture_output=True, timeout=30)  # fmt: skip
    if probe.returncode != 0:
        pytest.skip("running as root where no read-only bind mount can be made")
    return ["unshare", "-m", "sh", "-c", script, str(directory)]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_a_read_only_directory_is_a_clear_error(tmp_path: Path) -> None:
    readonly = tmp_path / "readonly"
    readonly.mkdir()
    target = readonly / "arbiter.db"
    env = {**os.environ, "ARBITER_DB": str(target)}
    try:
        command = [*_read_only(readonly), sys.executable, "-m", "arbiter", "rule", REVOKE]
        done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    finally:
        readonly.chmod(0o755)
    assert done.returncode == 2, done.stderr
    assert "Decision.—" in done.stdout
    assert str(target) in done.stderr and "read-only" in done.stderr and "Traceback" not in done.stderr
    assert list(readonly.iterdir()) == []


WRITER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from arbiter.api import rule_text
    from arbiter.store import Store
    db, go, who = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    result = rule_text("B revoked.", "english")
    while not go.exists():
        time.sleep(0.005)
    for i in range(50):
        with Store(db) as store:
            store.record([result], f"writer {who}, ruling {i}", "cli")
""")


def test_two_processes_recording_at_once_lose_nothing(tmp_path: Path) -> None:
    """Fifty rulings each, from a database that does not exist yet: migrations race too."""
    db, go = tmp_path / "shared.db", tmp_path / "go"
    writers = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(db), str(go), who], cwd=ROOT, stderr=subprocess.PIPE)
        for who in "AB"
    ]
    time.sleep(0.5)  # both have loaded the code and wait at the line
    go.touch()
    for writer in writers:
        _, err = writer.communicate(timeout=300)
        assert writer.returncode == 0, err.decode()[-2000:]
    with Store(db) as store:
        rows = store.history(limit=1000)
        assert store.db.execute("select count(*) from _sqlite_migrations").fetchone()[0] == 1
    assert len(rows) == 100
    assert {r.incident for r in rows} == {f"writer {w}, ruling {i}" for w in "AB" for i in range(50)}
    assert len({r.id for r in rows}) == 100


def test_the_rule_command_records_without_loading_sqlite_utils_or_the_web(tmp_path: Path) -> None:
    """`arbiter rule` stays fast: starlette, uvicorn and sqlite-utils load only when used."""
    probe = textwrap.dedent("""
        import sys
        from typer.testing import CliRunner
        from arbiter.cli import app
        done = CliRunner().invoke(app, ["rule", "B revoked."])
        assert done.exit_code == 0, done.output
        print(sorted(m for m in ("starlette", "uvicorn", "sqlite_utils") if m in sys.modules))
    """)
    Store(tmp_path / "arbiter.db").close()  # a new archive is made with sqlite-utils; then it is not needed
    env = {**os.environ, "ARBITER_DB": str(tmp_path / "arbiter.db")}
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "[]", done.stderr
    assert Store(tmp_path / "arbiter.db").count() == 1  # it was recorded


OPENER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from arbiter.store import Store
    db, go = Path(sys.argv[1]), Path(sys.argv[2])
    while not go.exists():
        time.sleep(0.001)
    with Store(db):
        pass
""")


def test_first_runs_opening_a_new_archive_at_once_all_wait_their_turn(tmp_path: Path) -> None:
    """Four processes create the same archive at the same instant, again and again: SQLite
    answers "locked" at once (no busy wait) to a read that must become a write, and each
    must wait that out rather than give up."""
    for trial in range(15):
        db, go = tmp_path / f"new{trial}.db", tmp_path / f"go{trial}"
        openers = [
            subprocess.Popen([sys.executable, "-c", OPENER, str(db), str(go)], cwd=ROOT, stderr=subprocess.PIPE)
            for _ in range(4)
        ]
        time.sleep(0.3)
        go.touch()
        for opener in openers:
            _, err = opener.communicate(timeout=120)
            assert opener.returncode == 0, err.decode()[-1000:]

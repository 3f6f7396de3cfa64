"""The `arbiter` command: a thin layer over the library, one function per command.

Exit status: 0 when a ruling (or "no law covers this") was given, 1 when `cases`
finds a disagreement, 2 for bad input, with a message on stderr and no traceback.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer

from . import nodes as n
from .api import load_code, rule_asking, rule_statement, rule_text
from .engine import what_would_change
from .errors import ArbiterError
from .resolver import available_codes, compile_code, compile_file
from .ruling import Question, Result, render_changes, render_text

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="Rulings on incidents at whist and auction bridge, from the printed codes of law (1864-1913).",
    pretty_exceptions_enable=False,
)

F = TypeVar("F", bound=Callable[..., Any])


def _guarded(fn: F) -> F:
    """Bad input becomes one line on stderr and exit 2; never a traceback."""

    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except ArbiterError as err:
            typer.echo(f"arbiter: {err}", err=True)
            raise typer.Exit(2) from None
        except RecursionError:
            typer.echo("arbiter: the input nests too deeply to read", err=True)
            raise typer.Exit(2) from None
        except (typer.Exit, KeyboardInterrupt):
            raise
        except BrokenPipeError:
            # The reader went away ("arbiter law auction | head"): nothing is wrong and nothing
            # more can be said. Stdout goes to /dev/null so the flush at exit fails no louder.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            raise typer.Exit(1) from None
        except Exception as err:  # a bug of ours: say so plainly; ARBITER_DEBUG=1 shows the traceback
            if os.environ.get("ARBITER_DEBUG"):
                raise
            typer.echo(f"arbiter: internal error ({type(err).__name__}: {err}); please report it", err=True)
            raise typer.Exit(70) from None

    return wrapper  # type: ignore[return-value]


def _echo_json(data: Any) -> None:
    typer.echo(json.dumps(data, indent=2, ensure_ascii=False))


@app.command()
@_guarded
def rule(
    text: Annotated[str | None, typer.Argument(help="The incident, in plain English.")] = None,
    code: Annotated[str, typer.Option("--code", "-c", help="The code of laws to rule under.")] = "english",
    file: Annotated[
        Path | None, typer.Option("--file", "-f", help="A written statement of facts instead of TEXT.")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the ruling as JSON.")] = False,
    why: Annotated[bool, typer.Option("--why", help="Show every rule fired or set aside, and why.")] = False,
    ask: Annotated[bool, typer.Option("--ask", help="Ask the questions of fact that could change the ruling.")] = False,
    db: DbOption = None,
    no_record: NoRecordOption = False,
) -> None:
    """Rule on an incident, told in plain English or as a statement of facts."""
    incident = text or ""
    if ask and text and file is None:
        result = rule_asking(text, code, _prompt)
    elif file is not None:
        result = rule_statement(file, code if code != "english" else None)
        incident = file.read_text(encoding="utf-8", errors="replace")
    elif text is None or text == "-":
        incident = sys.stdin.read() if text == "-" else ""
        result = rule_text(incident, code)
    else:
        result = rule_text(text, code)
    if as_json:
        _echo_json(result.to_json())
    else:
        typer.echo(render_text(result, why=why), nl=False)
        if why:
            compiled = load_code(result.code)
            typer.echo(render_changes(what_would_change(compiled, result.facts, result)), nl=False)
    _record([result], incident, db, no_record)


DbOption = Annotated[
    Path | None,
    typer.Option(
        "--db", help="The archive's SQLite file (default: $ARBITER_DB, else arbiter.db in the user data dir)."
    ),
]
NoRecordOption = Annotated[bool, typer.Option("--no-record", help="Do not record the ruling in the archive.")]


def _record(results: list[Result], incident: str, db: Path | None, no_record: bool) -> None:
    """Archive the rulings just printed. A store that cannot take them is reported after the
    ruling, with exit 2: the arbitrator has the ruling, and knows it was not archived."""
    if no_record:
        return
    from .store import Store  # imported only when recording: sqlite-utils costs a cold start

    try:
        with Store(db) as store:
            store.record(results, incident, "cli")
    except ArbiterError as err:
        raise ArbiterError(f"the ruling was given but not recorded: {err}") from None


def _prompt(question: Question) -> bool | None:
    """Ask one question on stderr, read yes / no / unknown from stdin (end of input: unknown)."""
    typer.echo(f"{question.question}\n  (why it matters: {question.why})", err=True)
    while True:
        typer.echo("  yes / no / unknown? ", err=True, nl=False)
        line = sys.stdin.readline()
        if not line:
            return None
        word = line.strip().lower()
        if word in ("y", "yes"):
            return True
        if word in ("n", "no"):
            return False
        if word in ("u", "unknown", "?", "don't know", "dont know", ""):
            return None
        typer.echo("  please answer yes, no or unknown", err=True)


def _law_json(code: n.CompiledCode, law: n.Law, citing: dict[str, list[str]]) -> dict[str, Any]:
    key = f"{law.kind} {law.number}"
    notes = [
        {"number": f.number, "text": f.text}
        for f in code.footnotes
        if (f.on.kind, f.on.number) == (law.kind, law.number)
    ]
    return {
        "code": code.id,
        "kind": law.kind,
        "law": law.number,
        "section": law.section,
        "title": law.title or law.section,
        "text": law.full_text,
        "clauses": [{"number": c.number, "text": c.text} for c in law.clauses],
        "footnotes": notes,
        "rules": len(law.rules),
        "references": [f"{r.kind} {r.number}" for r in code.xrefs.get(key, ())],
        "cases": citing.get(key, []),
        "concordance": [{"code": c.code, "law": c.ref.number, "differs": c.differs} for c in law.concordance],
    }


def _citing_cases(code: n.CompiledCode) -> dict[str, list[str]]:
    """Which cases cite each law: the precedents of the code and the cases of cases/."""
    from .cases import load_cases

    citing: dict[str, list[str]] = {}
    for law in code.laws:
        if law.kind == "case":
            for rule_ in law.rules:
                refs = (rule_.outcome.cites if rule_.outcome else ()) + law.see
                for ref in refs:
                    citing.setdefault(f"{ref.kind} {ref.number}", []).append(f"Case {law.number}")
    for case in load_cases(code.id):
        if case.expect and case.source:  # cases from the printed text only
            label = f"Case {case.id}" if code.law("case", case.id) else f"the printed example {case.id}"
            for ref in case.expect.cites:
                citing.setdefault(f"{ref.kind} {ref.number}", []).append(label)
    return {k: list(dict.fromkeys(v)) for k, v in citing.items()}


@app.command()
@_guarded
def law(
    code: Annotated[str, typer.Argument(help="The code, e.g. english.")],
    number: Annotated[str | None, typer.Argument(help="The law as printed, e.g. 62 or 47a.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Show one law of a code, or every law of it."""
    compiled = load_code(code)
    citing = _citing_cases(compiled)
    laws = [lw for lw in compiled.laws if lw.kind == "law"]
    if number is not None:
        found = compiled.law("law", number)
        if found is None:
            raise ArbiterError(f"code {code} has no law {number!r} (laws {laws[0].number}-{laws[-1].number})")
        laws = [found]
    if as_json:
        data = [_law_json(compiled, lw, citing) for lw in laws]
        _echo_json(data[0] if number is not None else data)
        return
    for lw in laws:
        typer.echo(f"{lw.section}\nLaw {lw.number}. {lw.full_text}")
        for f in compiled.footnotes:
            if (f.on.kind, f.on.number) == ("law", lw.number):
                typer.echo(f"  [{f.number}] {f.text}")
        for entry in lw.concordance:
            other = load_code(entry.code).law(entry.ref.kind, entry.ref.number)
            typer.echo(
                f"  Corresponds to {entry.code} Law {entry.ref.number}" + (f": {other.full_text}" if other else "")
            )
            if entry.differs:
                typer.echo(f"  What differs: {entry.differs}")
        cases = citing.get(f"law {lw.number}")
        typer.echo(
            f"  ({len(lw.rules)} rule{'s' if len(lw.rules) != 1 else ''}"
            + (f"; cited by {', '.join(cases)})" if cases else ")")
        )
        typer.echo("")


@app.command()
@_guarded
def codes(as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False) -> None:
    """List the codes of laws arbiter knows."""
    rows: list[dict[str, Any]] = []
    for code_id in available_codes():
        try:
            compiled = load_code(code_id)
        except ArbiterError as err:  # one broken file should not hide the other codes
            rows.append({"id": code_id, "title": "", "error": str(err).splitlines()[0]})
            continue
        rows.append(
            {
                "id": compiled.id,
                "title": compiled.title,
                "date": compiled.meta.get("date", ""),
                "authority": compiled.meta.get("authority", ""),
                "extends": compiled.extends,
                "laws": sum(1 for lw in compiled.laws if lw.kind == "law"),
                "source": compiled.meta.get("source", ""),
            }
        )
    if as_json:
        _echo_json(rows)
        return
    for row in rows:
        if "error" in row:
            typer.echo(f"{row['id']:<20} cannot be loaded: {row['error']}")
            continue
        parent = f", extends {row['extends']}" if row["extends"] else ""
        typer.echo(f"{row['id']:<20} {row['title']} ({row['date']}; {row['laws']} laws{parent})")


@app.command()
@_guarded
def check(files: Annotated[list[Path] | None, typer.Argument(help="Law files; default: every code.")] = None) -> None:
    """Parse and resolve law files; list laws that state no executable rule, and phrases
    that say less than they seem to."""
    from .checks import phrase_warnings

    bare = 0
    warned: set[str] = set()
    for target in files or available_codes():
        if isinstance(target, Path):
            if not target.is_file():
                raise ArbiterError(f"no such law file: {target}")
            compiled = compile_file(target)
        else:
            compiled = compile_code(target)
        without = [lw for lw in compiled.laws if lw.kind == "law" and not lw.rules]
        total = sum(1 for lw in compiled.laws if lw.kind == "law")
        bare += len(without)
        typer.echo(f"{compiled.id}: {total} laws, {total - len(without)} with rules")
        for lw in without:
            typer.echo(f"  {lw.span}: law {lw.number} has no rules")
        for warning in phrase_warnings(compiled):
            if warning not in warned:  # a vocabulary shared by several codes: once
                warned.add(warning)
                typer.echo(f"  warning: {warning}")
    if bare == 0:
        typer.echo("every law has rules")


@app.command()
@_guarded
def cases(
    code: Annotated[str | None, typer.Argument(help="Only this code's cases.")] = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="List every check, not only failures.")] = False,
) -> None:
    """Run the cases of cases/ and report agreement with their expected rulings."""
    from .cases import check_case, load_cases

    if code is not None:
        load_code(code)
    checks = [c for case in load_cases(code) for c in check_case(case)]
    for c in checks:
        if not c.ok or verbose:
            mark = "ok  " if c.ok else "FAIL"
            typer.echo(f"{mark} {Path(c.case.path).name} ({c.how})")
            for problem in c.problems:
                typer.echo(f"       {problem}")
    passed = sum(c.ok for c in checks)
    typer.echo(f"{passed} passed, {len(checks) - passed} failed")
    if passed != len(checks):
        raise typer.Exit(1)


@app.command()
@_guarded
def compare(
    text: Annotated[str, typer.Argument(help="The incident, in plain English.")],
    codes: Annotated[str | None, typer.Option("--codes", help="Comma-separated codes, e.g. english,american.")] = None,
    every: Annotated[bool, typer.Option("--all", help="Every code the incident fits.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print one ruling object per code, as JSON.")] = False,
    db: DbOption = None,
    no_record: NoRecordOption = False,
) -> None:
    """Rule on one incident under several codes side by side, naming the laws that differ."""
    from .compare import compare as run_compare
    from .compare import render_comparison

    if codes is None and not every:
        raise ArbiterError("say which codes to compare (--codes english,american) or --all")
    wanted = None if every else [c.strip() for c in (codes or "").split(",") if c.strip()]
    if wanted is not None and len(wanted) < 1:
        raise ArbiterError("--codes needs at least one code")
    comparison = run_compare(text, wanted)
    if as_json:
        _echo_json(comparison.to_json())
    else:
        typer.echo(render_comparison(comparison), nl=False)
    _record(list(comparison.results), text, db, no_record)


@app.command()
@_guarded
def search(
    query: Annotated[str, typer.Argument(help="Words to look for, e.g. 'revoke trick quitted'.")],
    code: Annotated[str | None, typer.Option("--code", "-c", help="Only this code's laws, cases and rulings.")] = None,
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, max=500, help="At most this many hits.")] = 20,
    as_json: Annotated[bool, typer.Option("--json", help="Print the hits as JSON.")] = False,
    db: DbOption = None,
) -> None:
    """Search the laws, the cases and past rulings, best match first, with the words marked."""
    from .store import Store, highlight

    if code is not None:
        load_code(code)
    with Store(db) as store:
        store.sync([code] if code else None)
        hits = store.search(query, code, limit)
    if as_json:
        _echo_json([h.to_json() for h in hits])
        return
    if not hits:
        typer.echo(f"nothing matches {query!r}")
    for hit in hits:
        typer.echo(f"{hit.label}: {hit.title}" if hit.title else hit.label)
        typer.echo("    " + " ".join(highlight(hit.snippet).split()))


@app.command()
@_guarded
def history(
    code: Annotated[str | None, typer.Option("--code", "-c", help="Only rulings under this code.")] = None,
    law: Annotated[str | None, typer.Option("--law", help="Only rulings citing this law, e.g. 72.")] = None,
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, max=10_000, help="At most this many.")] = 20,
    as_json: Annotated[bool, typer.Option("--json", help="Print the rulings as JSON.")] = False,
    db: DbOption = None,
) -> None:
    """Past rulings from the archive, newest first."""
    from .store import Store

    with Store(db) as store:
        rows = store.history(code, law, limit)
    if as_json:
        _echo_json([r.to_json() for r in rows])
        return
    if not rows:
        typer.echo("no ruling recorded" + (" matches" if code or law else " yet"))
    for row in rows:
        laws = f"  Laws {', '.join(row.cited_laws)}" if row.cited_laws else ""
        typer.echo(f"#{row.id}  {row.time.replace('T', ' ')[:16]} UTC  {row.code} ({row.source}){laws}")
        typer.echo("  " + " ".join(row.incident.split())[:200])
        for ruling in row.result.get("rulings", []):
            typer.echo(f"  Decision.—{ruling['decision']}")
        typer.echo("")


@app.command()
@_guarded
def serve(
    host: Annotated[str, typer.Option("--host", help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=0, max=65535, help="The port to listen on.")] = 8000,
    db: DbOption = None,
) -> None:
    """Serve the page for club referees: rule on an incident, answer its questions, look laws up."""
    from .web import serve as run_server

    run_server(host, port, db)


@app.command()
@_guarded
def rulebook(
    out: Annotated[Path, typer.Argument(help="The folder to write the book to, e.g. book/.")],
    code: Annotated[
        list[str] | None, typer.Option("--code", "-c", help="Only this code (and those it extends); repeatable.")
    ] = None,
) -> None:
    """Write the codes as a static HTML book that reads offline: open OUT/index.html."""
    from .rulebook import build

    written = build(out, codes=code or None)
    typer.echo(f"wrote {len(written)} files to {out}; open {out / 'index.html'}")


def main() -> None:
    app()

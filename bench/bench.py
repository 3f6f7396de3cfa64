"""Benchmarks: how fast arbiter is, and how that grows. Run: `python -m bench.bench`.

Measures
- a cold `arbiter rule` end to end (a new process), with an empty cache and with a warm one;
- compiling every code, without the cache and from it;
- engine time per incident, over the statements of facts in cases/;
- building the rulebook of every code;
- reading and ruling a told incident, over a fixed hundredth of the corpus's tellings;
- compile and engine time for synthetic codes of 1x, 10x and 100x the English code's size.

Figures are medians of several runs, printed as a table. Not a test: nothing here fails.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
import zlib
from collections.abc import Callable
from pathlib import Path

from arbiter import corpus
from arbiter.api import load_code, stated_facts
from arbiter.cases import load_cases
from arbiter.engine import run
from arbiter.errors import ArbiterError
from arbiter.resolver import available_codes, compile_code
from arbiter.ruling import Fact

ROOT = Path(__file__).resolve().parent.parent
INCIDENT = "A led out of turn and nobody else has played to the trick."


def median_ms(fn: Callable[[], object], repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def cold_rule(cache: Path, clear: bool) -> float:
    exe = Path(sys.executable).with_name("arbiter")
    env = {**os.environ, "ARBITER_CACHE": str(cache), "ARBITER_DB": str(cache.parent / "bench.db")}

    def once() -> None:
        if clear:
            for f in cache.glob("*"):
                f.unlink()
        subprocess.run([str(exe), "rule", INCIDENT], env=env, check=True, capture_output=True)

    once()  # warm the OS file cache (and, unless cleared, arbiter's)
    return median_ms(once)


def synthetic_code(directory: Path, laws: int) -> str:
    """A code of `laws` laws, each with a derivation and a penalty, over the whist vocabulary."""
    (directory / "whist.law").write_text((ROOT / "codes" / "whist.law").read_text())
    lines = ['code synth "Synthetic" {\n  uses whist\n}\n']
    for i in range(laws):
        lines.append(f'fact act_{i}(player) "{{player}} did act {i}" say "{{player}} did act {i}"\n')
        lines.append(f'fact done_{i}(player) "{{player}} completed act {i}"\n')
        lines.append(
            f'law {i + 1} {{\n  text """Law {i + 1} of the synthetic code."""\n'
            f"  rule d: when act_{i}(?p) and trick_turned_and_quitted then derive done_{i}(?p)\n"
            f'  rule p: when done_{i}(?p) and not trick_complete then penalty "{{p}} erred {i}" by adversaries(?p)\n'
            f'    choice "call a card" choice "call a suit" until "the end of the hand"\n'
            + (
                f'  rule x: when act_{i}(?p) and act_{i - 1}(?p) then no_penalty "both" defeats law {i}.p\n'
                if i
                else ""
            )
            + "}\n"
        )
    (directory / "synth.law").write_text("".join(lines))
    return "synth"


def main() -> None:
    rows: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp) / "cache"
        cache.mkdir()
        os.environ["ARBITER_CACHE"] = str(cache)
        rows.append(("cold `arbiter rule`, empty cache", f"{cold_rule(cache, clear=True):.0f} ms"))
        rows.append(("cold `arbiter rule`, warm cache", f"{cold_rule(cache, clear=False):.0f} ms"))

        codes = []
        for code_id in available_codes():
            try:
                compile_code(code_id)
                codes.append(code_id)
            except ArbiterError as err:  # a code being written: measure the others
                rows.append((f"(skipped {code_id})", str(err).splitlines()[0][:60]))
        rows.append(
            (
                f"compile all {len(codes)} codes, no cache",
                f"{median_ms(lambda: [compile_code(c) for c in codes]):.0f} ms",
            )
        )

        def from_cache() -> None:
            from arbiter import api

            api._loaded.clear()
            for c in codes:
                load_code(c)

        from_cache()
        rows.append((f"load all {len(codes)} codes from the cache", f"{median_ms(from_cache):.1f} ms"))

        from arbiter.rulebook import build

        book = Path(tmp) / "book"
        rows.append(
            (f"rulebook of all {len(codes)} codes (codes loaded)", f"{median_ms(lambda: build(book, codes), 3):.0f} ms")
        )

        incidents = []
        for case in load_cases():
            if (case.code or "english") not in codes:
                continue
            code = load_code(case.code or "english")
            incidents.append((code, stated_facts(code, case)))
        per = median_ms(lambda: [run(c, f) for c, f in incidents], repeat=3) / max(len(incidents), 1)
        rows.append((f"engine, per incident ({len(incidents)} cases)", f"{per:.2f} ms"))

        # What `bench.reading` and the corpus test spend their time on: a telling read and ruled.
        lines = corpus.load()
        tellings = [line for line in lines if line.code in codes and zlib.crc32(line.telling.encode()) % 100 == 0]
        for line in tellings[:20]:
            corpus.score(line)  # the phrases each code's tellings need, compiled once, as in any long run
        start = time.perf_counter()
        for line in tellings:
            corpus.score(line)
        per = (time.perf_counter() - start) * 1000 / max(len(tellings), 1)
        rows.append((f"read and rule a telling ({len(tellings)} corpus tellings)", f"{per:.0f} ms"))

        english = sum(1 for lw in load_code("english").laws if lw.kind == "law")
        for factor in (1, 10, 100):
            directory = Path(tmp) / f"synth{factor}"
            directory.mkdir()
            code_id = synthetic_code(directory, english * factor)
            compile_ms = median_ms(lambda d=directory, c=code_id: compile_code(c, d), repeat=3)  # type: ignore[misc]
            code = compile_code(code_id, directory)
            facts = [Fact(f"act_{i}", ("A",), True) for i in range(0, english * factor, max(1, factor))]
            facts.append(Fact("trick_turned_and_quitted", (), True))
            engine_ms = median_ms(lambda c=code, f=facts: run(c, f), repeat=3)  # type: ignore[misc]
            label = f"synthetic {factor}x ({english * factor} laws, {len(facts)} facts)"
            rows.append((label, f"compile {compile_ms:.0f} ms, engine {engine_ms:.1f} ms"))
    width = max(len(k) for k, _ in rows)
    for key, value in rows:
        print(f"{key:<{width}}  {value}")


if __name__ == "__main__":
    main()

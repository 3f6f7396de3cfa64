"""ruff (lint and format) and mypy stay clean: run as tests so CI keeps them so."""

from __future__ import annotations

import subprocess
import sys

from .conftest import ROOT


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_check() -> None:
    done = run("ruff", "check", "arbiter", "tests", "bench")
    assert done.returncode == 0, done.stdout


def test_ruff_format() -> None:
    done = run("ruff", "format", "--check", "arbiter", "tests", "bench")
    assert done.returncode == 0, done.stdout


def test_mypy() -> None:
    done = run("mypy")
    assert done.returncode == 0, done.stdout

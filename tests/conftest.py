"""Shared fixtures: the miniature test code and a private compile cache per session."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from arbiter import nodes as n
from arbiter.api import load_code

FIXTURES = Path(__file__).parent / "fixtures"
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True, scope="session")
def _private_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Keep the tests' compiled codes out of the user's cache."""
    mp = pytest.MonkeyPatch()
    mp.setenv("ARBITER_CACHE", str(tmp_path_factory.mktemp("cache")))
    yield
    mp.undo()


@pytest.fixture(autouse=True, scope="session")
def _private_archive(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Rulings given by the tests are archived in a temporary file, never the user's."""
    mp = pytest.MonkeyPatch()
    mp.setenv("ARBITER_DB", str(tmp_path_factory.mktemp("archive") / "arbiter.db"))
    yield
    mp.undo()


@pytest.fixture(scope="session")
def mini() -> n.CompiledCode:
    return load_code("mini", FIXTURES / "codes", use_cache=False)


@pytest.fixture(scope="session")
def mini_child() -> n.CompiledCode:
    return load_code("mini-child", FIXTURES / "codes", use_cache=False)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The corpus's tests first: they read for minutes with a process a core, and started first
    they run beside the rest of the suite on the other worker instead of after it."""
    first = [item for item in items if item.nodeid.startswith("tests/test_corpus.py")]
    first.sort(key=lambda item: "measured_accuracy" not in item.nodeid)  # the longest of them, first of all
    if first:
        rest = [item for item in items if not item.nodeid.startswith("tests/test_corpus.py")]
        items[:] = first + rest

"""Where the shipped data lives (grammar/, codes/, cases/), and where what is made from it is kept.

In a checkout they sit beside the package; the wheel carries them inside it as
`arbiter/data/` (see pyproject.toml), so an installed arbiter works from any directory.
"""

from __future__ import annotations

import os
import pickle
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """`grammar`, `codes` or `cases`: inside the installed package, else in the checkout."""
    shipped = _PACKAGE / "data" / name
    if shipped.is_dir():
        return shipped
    return _PACKAGE.parent / name


def cache_dir() -> Path:
    """Where compiled codes (and the decoded model) are kept: $ARBITER_CACHE, else the user's cache directory."""
    explicit = os.environ.get("ARBITER_CACHE")
    if explicit:
        return Path(explicit)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("arbiter"))


# Entries of one family (a name up to its last "-": "english", "model-english") kept in the
# cache: every edit of the sources or the model makes a new entry, and without a bound the
# directory grew by a megabyte an edit. Four leave room for checkouts that share the cache.
KEEP = 4


def cached(name: str, kind: type[T], build: Callable[[], T]) -> T:
    """What `build` makes, kept as the pickle `name` in the cache: read back when it is there
    and a `kind`, else built afresh and written for the next run (its family's stale entries,
    beyond the KEEP newest, are removed)."""
    path = cache_dir() / name
    try:
        with path.open("rb") as fh:
            kept = pickle.load(fh)
        if isinstance(kept, kind):
            return kept
    except (OSError, pickle.PickleError, EOFError, AttributeError, ImportError, TypeError, ValueError):
        pass  # no cache, a damaged one, or one from another version: build afresh
    made = build()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(pickle.dumps(made, protocol=pickle.HIGHEST_PROTOCOL))
        tmp.replace(path)  # atomic: a concurrent reader sees the old file or the new, never half
        _prune(path)
    except OSError:
        pass  # an unwritable cache only costs speed
    return made


def _family(path: Path) -> str:
    return path.name.removesuffix(".pickle").rpartition("-")[0]


def _prune(path: Path) -> None:
    family = _family(path)
    kin = [p for p in path.parent.glob(f"{family}-*.pickle") if _family(p) == family]
    kin.sort(key=lambda p: p.stat().st_mtime_ns, reverse=True)
    for stale in kin[KEEP:]:
        stale.unlink(missing_ok=True)

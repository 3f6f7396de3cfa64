"""Where the shipped data lives: grammar/, codes/, cases/.

In a checkout they sit beside the package; the wheel carries them inside it as
`arbiter/data/` (see pyproject.toml), so an installed arbiter works from any directory.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """`grammar`, `codes` or `cases`: inside the installed package, else in the checkout."""
    shipped = _PACKAGE / "data" / name
    if shipped.is_dir():
        return shipped
    return _PACKAGE.parent / name

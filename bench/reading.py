"""How well arbiter reads incidents told in people's own words: `python -m bench.reading`.

Prints fact precision and recall, the share of tellings read exactly, and ruling accuracy,
per code and for the held-out lines (written before any tuning) apart from the dev lines.
`--misses` lists every dev telling whose ruling was wrong (never the held-out ones: they are
not to be tuned on).
"""

from __future__ import annotations

import sys

from arbiter.corpus import load, measure, report


def main() -> None:
    table = measure(load())
    print(report(table))
    if "--misses" in sys.argv:
        print("\ndev misses:")
        print("\n".join(table[("all", "dev")].misses))


if __name__ == "__main__":
    main()

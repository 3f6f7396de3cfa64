"""`python -m arbiter`."""

from .cli import main

main()

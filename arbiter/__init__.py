"""arbiter: rulings on incidents at whist and auction bridge, from the printed codes of law."""

__version__ = "0.1.0"

"""Errors a user can cause, each with a message that names what is wrong and where.

The CLI prints `str(error)` to stderr and exits 2; nothing else reaches the user.
"""

from __future__ import annotations


class ArbiterError(Exception):
    """Bad input: an unknown code or law, empty incident text, a broken file."""


class LawFileError(ArbiterError):
    """A law or incident file that cannot be read, parsed or resolved.

    Rendered compiler-style: `path:line:col: message`, then the source line and a caret.
    """

    def __init__(self, path: str, line: int, col: int, message: str, source_line: str = "") -> None:
        self.path, self.line, self.col, self.message = path, line, col, message
        self.source_line = source_line
        super().__init__(self.render())

    def render(self) -> str:
        head = f"{self.path}:{self.line}:{self.col}: {self.message}"
        if not self.source_line:
            return head
        caret = " " * (self.col - 1) + "^"
        return f"{head}\n{self.source_line}\n{caret}"


def source_line(text: str, line: int) -> str:
    """The 1-based `line` of `text`, tabs kept so the caret still lines up."""
    lines = text.splitlines()
    return lines[line - 1] if 0 < line <= len(lines) else ""

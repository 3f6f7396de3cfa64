"""The README's commands are true: the set-up commands work and every command is documented."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter.cli import app

from .conftest import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")


def block(marker: str) -> str:
    match = re.search(rf"<!-- {marker} -->\s*```sh\n(.*?)\n```", README, re.S)
    assert match, f"README has no ```sh block after <!-- {marker} -->"
    return match.group(1).strip()


def test_ci_runs_the_readme_test_command() -> None:
    assert block("test") in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()


def test_every_command_is_documented() -> None:
    for command in app.registered_commands:
        name = command.name or command.callback.__name__  # type: ignore[union-attr]
        assert f"arbiter {name}" in README, f"README never shows `arbiter {name}`"


def test_the_install_and_rule_command_works_from_a_fresh_venv(tmp_path: Path) -> None:
    """The README's first command, run as written but with its venv in a temporary folder."""
    command = block("install-and-rule").replace(".venv", str(tmp_path / "venv"))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VIRTUAL_ENV", "PYTHONPATH"))}
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep) if ".venv" not in p)
    env["ARBITER_CACHE"] = str(tmp_path / "cache")
    done = subprocess.run(["bash", "-c", command], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Law 62" in done.stdout and "Y and Z" in done.stdout


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX venv layout")
def test_installed_wheel_works_outside_the_source_tree(tmp_path: Path) -> None:
    """The wheel carries grammar/, codes/ and cases/: a ruling from another directory."""
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(tmp_path / "dist"), str(ROOT)],
                   check=True, capture_output=True, timeout=600)  # fmt: skip
    (wheel,) = (tmp_path / "dist").glob("arbiter-*.whl")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    subprocess.run(
        [str(venv / "bin" / "pip"), "install", "-q", str(wheel)], check=True, capture_output=True, timeout=600
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "ARBITER_CACHE": str(tmp_path / "cache")}
    done = subprocess.run(
        [str(venv / "bin" / "arbiter"), "rule", "A led out of turn and nobody else has played to the trick.", "--json"],
        cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert '"law": "62"' in done.stdout
    codes = subprocess.run(
        [str(venv / "bin" / "arbiter"), "codes"], cwd=elsewhere, env=env, capture_output=True, text=True
    )
    assert "english" in codes.stdout


def test_every_code_is_listed() -> None:
    from arbiter.resolver import available_codes

    for code in available_codes():
        assert f"`{code}`" in README, f"README's table of codes does not list {code}"

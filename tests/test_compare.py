"""`arbiter compare`: one incident under several codes, and the laws that make them differ."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from arbiter.cli import app
from arbiter.compare import compare

TRUMP_LEFT = "The dealer left the trump card on the table after the first trick was turned and quitted."


def test_trump_card_left_on_the_table_english_52_american_18() -> None:
    comparison = compare(TRUMP_LEFT, ["english", "american"])
    assert comparison.differs
    assert comparison.by_code == {"english": ("law 52",), "american": ("law 18",)}
    english, american = comparison.results
    assert english.rulings[0].kind == "penalty" and american.rulings[0].kind != "penalty"


def test_the_same_rule_is_not_a_difference() -> None:
    comparison = compare("Y led out of turn and nobody had played to it.", ["english", "dummy"])
    assert not comparison.differs and len(comparison.groups) == 1


def test_json_is_one_ruling_object_per_code() -> None:
    result = CliRunner().invoke(app, ["compare", TRUMP_LEFT, "--codes", "english,american", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert [d["code"] for d in data] == ["english", "american"]
    assert {"code", "facts", "not_understood", "rulings", "questions", "differs_by"} == set(data[0])
    assert data[0]["differs_by"] == ["law 52"]


def test_all_codes_the_incident_fits() -> None:
    comparison = compare("B revoked and the trick was turned and quitted.")
    codes = {r.code for r in comparison.results}
    assert {"english", "american", "hogarth", "duplicate"} <= codes
    assert comparison.differs
    assert comparison.by_code["english"] == ("law 72",) and comparison.by_code["american"] == ("law 30",)


def test_compare_needs_codes() -> None:
    result = CliRunner().invoke(app, ["compare", TRUMP_LEFT])
    assert result.exit_code == 2 and "--codes" in result.stderr

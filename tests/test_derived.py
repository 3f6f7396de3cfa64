"""Derived codes inherit their parent's laws and override exactly what they say: for each,
some incident is ruled differently under the child than under the parent, and the child's
ruling cites its own law."""

from __future__ import annotations

import pytest

from arbiter.api import load_code, stated_facts
from arbiter.cases import load_cases
from arbiter.engine import run
from arbiter.resolver import available_codes

DERIVED = [c for c in available_codes() if load_code(c).extends]


@pytest.mark.parametrize("child", DERIVED)
def test_child_rules_differently_from_parent(child: str) -> None:
    code, parent = load_code(child), load_code(load_code(child).extends or "")
    own = {(lw.kind, lw.number) for lw in code.laws if lw.span.path.endswith(f"{child}.law")}
    assert own, f"{child} states no law of its own"
    differing = []
    for case in load_cases(child):
        facts = stated_facts(code, case)
        # The parent hears the same incident without what only the child's vocabulary can say.
        theirs = run(parent, [f for f in facts if f.pred in parent.facts])
        mine = run(code, facts)
        cited = {(c.kind, c.number) for r in mine.rulings for c in r.citations}
        if cited & own and sorted(r.decision for r in mine.rulings) != sorted(r.decision for r in theirs.rulings):
            differing.append(case.path)
    assert differing, f"no case of {child} is ruled differently from {parent.id} by a law of its own"


def test_a_bid_out_of_turn_in_duplicate_auction_is_law_f() -> None:
    from arbiter.api import rule_text

    child = rule_text("Y bid out of turn.", "duplicate-auction")
    parent = rule_text("Y bid out of turn.", "auction")
    assert "F" in child.cited_laws() and child.rulings[0].citations[0].number == "F"
    assert parent.rulings[0].citations[0].number == "49"


def _ruled(code_id: str, statement: str) -> list[tuple[str, str, tuple[str, ...]]]:
    """(kind, decision, laws cited) of each ruling on a statement of facts."""
    from arbiter.api import rule_case
    from arbiter.parser import parse_incident_text

    result = rule_case(parse_incident_text(statement, "<test>"), code_id)
    return [(r.kind, r.decision, tuple(c.number for c in r.citations)) for r in result.rulings]


def test_in_cayenne_the_revoking_side_cannot_score_game_that_hand() -> None:
    # "The revoking players cannot score slams or game that hand" (the law inserted after Law 30)
    ruled = _ruled("cayenne", "revoke_established(Z)\nreached_ten_points(Z)")
    assert any("cannot score game" in d and "30A" in laws for _, d, laws in ruled), ruled
    assert not any("have won the game" in d for _, d, _ in ruled)
    assert any("have won the game" in d for _, d, _ in _ruled("cayenne", "reached_ten_points(Z)"))


def test_a_card_called_and_not_played_costs_what_a_revoke_costs_in_the_game() -> None:
    # Law 38: "the same penalty as if he had revoked": three tricks in Cayenne and Solo, two at whist
    for code in ("cayenne", "solo"):
        (kind, decision, laws) = _ruled(code, "failed_to_play_as_called(A)")[0]
        assert kind == "penalty" and "three tricks" in decision and "38" in laws
    assert "two tricks" in _ruled("american", "failed_to_play_as_called(A)")[0][1]


def test_a_revoke_against_a_misere_pays_the_stakes_and_takes_no_tricks() -> None:
    ruled = _ruled("solo", "revoke_established(A)\nbidder(Z)\nmisere_called")
    assert [d for _, d, _ in ruled] == [
        "A, an adversary of a misère or a slam, revoked: he must individually pay the whole stakes."
    ]


def test_at_double_dummy_every_player_is_dummys_partner() -> None:
    # "each having a Dummy or exposed hand for his partner": Dummy's exception III for all
    (kind, _, laws) = _ruled("double-dummy", "card_exposed(A)")[0]
    assert kind == "no_penalty" and "III" in laws
    assert _ruled("dummy", "card_exposed(A)\ndummy(Y)")[0][0] == "penalty"  # at Dummy, A is no dummy's partner

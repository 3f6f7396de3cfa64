"""Reading by example: the model the corpus's dev tellings teach, for what no phrase read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter import examples
from arbiter import nodes as n
from arbiter.api import load_code
from arbiter.reader import read
from arbiter.ruling import Fact

# Law 38: a card exposed in dealing by the dealer's partner after an adversary took up his
# hand; no phrase reads "turned up one of his own cards" while dealing
DEAL = "Z was dealing. His partner Y turned up one of his own cards by accident, but A had already taken up his hand."
CASE_XI = (
    "A leads and the other three follow. A plays another card (it not being his lead) and proceeds to gather "
    "the five cards into one trick. A explains that he thought he had not played to the trick. The adversaries "
    "claim the penalties for leading out of turn."
)


def by_example(code_id: str, text: str) -> dict[str, Fact]:
    return {str(f): f for f in read(load_code(code_id), text).facts if f.source.startswith("by example")}


def test_model_learned_from_the_dev_lines_as_they_stand() -> None:
    lines, _ = examples.dev_lines()
    stored = json.loads(examples.model_path().read_text(encoding="utf-8"))
    fresh = examples.digest((code, telling, facts) for code, telling, facts, _ in lines)
    assert stored["digest"] == fresh, "the dev lines changed: train again with `python -m arbiter.examples`"
    assert stored["threshold"] == examples.THRESHOLD


def test_features_are_folded_words_and_their_pairs() -> None:
    told = examples.features("He renounced; the trick was quitted.")
    assert "revoked" in told and "renounced" not in told  # the sense reading by sense folds to
    assert "trick was" in told and "was quitted" in told
    assert "he quitted" not in told  # only neighbours pair


def test_a_fact_no_phrase_reads_is_read_by_example() -> None:
    found = by_example("english", DEAL)
    assert set(found) == {"exposed_card_in_dealing(Y)"}  # Y's clause, not A's who also acted
    assert found["exposed_card_in_dealing(Y)"].source.startswith("by example (")
    assert "'dealt'" in found["exposed_card_in_dealing(Y)"].source  # the words that weighed most


def cited(code: n.CompiledCode, facts: tuple[Fact, ...]) -> set[str]:
    from arbiter.engine import run

    return {c.number for r in run(code, facts).rulings for c in r.citations}


@pytest.mark.parametrize(
    ("text", "fact", "law"),
    [
        # Law 38, the dealer's partner's card exposed in dealing
        (DEAL, "exposed_card_in_dealing(Y)", "38"),
        # Law 7: honours called at the end of the hand ("called them")
        (
            "A had three honours and B the fourth, and they called them; the next deal had not begun.",
            "honours_called(A)",
            "7",
        ),
    ],
)
def test_the_ruling_turns_on_the_fact_read_by_example(text: str, fact: str, law: str) -> None:
    code = load_code("english")
    facts = read(code, text).facts
    assert fact in by_example("english", text)
    without = tuple(f for f in facts if not f.source.startswith("by example"))
    assert law in cited(code, facts) and law not in cited(code, without)


def unread(code_id: str, text: str) -> tuple[str, ...]:
    return read(load_code(code_id), text).not_understood


def test_a_fact_the_phrases_read_is_never_overruled() -> None:
    code = load_code("english")
    words = unread("english", DEAL)
    guessed = examples.read_by_example(code, DEAL, [], ["A", "Y"], (), words)
    assert "exposed_card_in_dealing" in {f.pred for f in guessed}
    denied = [Fact("exposed_card_in_dealing", ("Y",), False, "Y exposed no card")]
    assert all(
        f.pred != "exposed_card_in_dealing" for f in examples.read_by_example(code, DEAL, denied, ["Y"], (), words)
    )


def test_only_words_no_phrase_read_are_evidence() -> None:
    code = load_code("english")
    assert examples.likelihoods(code, DEAL)["exposed_card_in_dealing"][0] >= examples.THRESHOLD
    assert examples.read_by_example(code, DEAL, [], ["Y"], (), ()) == []  # every word read: nothing to guess


def test_a_fact_needs_as_many_seats_as_it_takes() -> None:
    code = load_code("english")
    guessed = examples.read_by_example(code, DEAL, [], [], (), unread("english", DEAL))
    assert all(not code.facts[f.pred].params for f in guessed)


def test_a_guess_that_changes_no_outcome_is_not_made() -> None:
    # Case XI: the adversaries claim the penalties for a lead out of turn, and the model takes
    # the claim for the act; but the case itself sets those penalties aside, so the guess
    # changes no outcome and the reading does not make it
    english = load_code("english")
    guessed = examples.read_by_example(english, CASE_XI, [], ["A"], (), unread("english", CASE_XI))
    assert "led_out_of_turn" in {f.pred for f in guessed}
    assert "led_out_of_turn" not in {f.pred for f in read(english, CASE_XI).facts}


def test_a_model_serves_only_the_codes_it_learned_from(mini: n.CompiledCode) -> None:
    told = "B led out of turn and Y revoked."
    assert "led_out_of_turn" in mini.facts and "led_out_of_turn" in examples.likelihoods(load_code("english"), told)
    assert examples.likelihoods(mini, told) == {}  # the miniature code has no tellings to learn from
    assert not [f for f in read(mini, told).facts if f.source.startswith("by example")]


def test_reading_goes_on_without_a_model(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(examples, "model_path", lambda: tmp_path / "none.json")
    assert examples.likelihoods(load_code("english"), DEAL) == {}
    assert not by_example("english", DEAL)

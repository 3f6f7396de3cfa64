"""Reading by example: the model the corpus's dev tellings teach, for what no phrase read."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from arbiter import examples, paths, reader
from arbiter import nodes as n
from arbiter.api import load_code, rule_reading
from arbiter.reader import read
from arbiter.ruling import Fact

# Law 38: a card exposed in dealing by the dealer's partner after an adversary took up his
# hand; no phrase reads "turned up one of his own cards" while dealing
DEAL = "Z was dealing. His partner Y turned up one of his own cards by accident, but A had already taken up his hand."


def by_example(code_id: str, text: str) -> dict[str, Fact]:
    return {str(f): f for f in read(load_code(code_id), text).facts if f.source.startswith("by example")}


def test_model_learned_from_the_tellings_as_they_stand() -> None:
    lines, _ = examples.training_lines()
    stored = json.loads(examples.model_path().read_text(encoding="utf-8"))
    fresh = examples.digest((code, telling, facts) for code, telling, facts, _ in lines)
    assert stored["digest"] == fresh, (
        "the dev lines or the cases changed: train again with `python -m arbiter.examples`"
    )
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


def guesses(monkeypatch: pytest.MonkeyPatch, text: str, *guessed: Fact) -> list[str]:
    """The facts the reader keeps of what the model guessed (here, what the test says it guessed)."""
    monkeypatch.setattr(reader, "read_by_example", lambda *args, **kwargs: list(guessed))
    return [str(f) for f in read(load_code("english"), text).facts if f.source.startswith("by example")]


QUITTED = "Y's error came to light after the trick was turned and quitted."
REVOKE = Fact("revoke", ("Y",), True, "by example (99%): 'error'", ("player",))
ESTABLISHED = Fact("revoke_established", ("Y",), True, "by example (90%): 'error'", ("player",))


def test_a_guess_that_changes_no_outcome_is_not_made(monkeypatch: pytest.MonkeyPatch) -> None:
    # Z objecting to the score changes nothing in the ruling on Y's revoke, so it is dropped
    # (as "the adversaries claim the penalties for leading out of turn" is no lead out of
    # turn where Case XI sets those penalties aside)
    objected = Fact("objected_to_score", ("Z",), True, "by example (95%): 'error'", ("player",))
    assert guesses(monkeypatch, QUITTED, REVOKE, objected) == ["revoke(Y)"]


def test_of_two_guesses_each_making_the_other_needless_the_surer_stays(monkeypatch: pytest.MonkeyPatch) -> None:
    # a revoke, the trick quitted, is established; an established revoke is a revoke: either
    # alone changes the ruling, neither beside the other, and the model's surer guess is kept
    assert guesses(monkeypatch, QUITTED, REVOKE, ESTABLISHED) == ["revoke(Y)"]
    assert guesses(monkeypatch, QUITTED, ESTABLISHED, REVOKE) == ["revoke_established(Y)"]


def test_a_model_serves_only_the_codes_it_learned_from(mini: n.CompiledCode) -> None:
    told = "B led out of turn and Y revoked."
    assert "led_out_of_turn" in mini.facts and "led_out_of_turn" in examples.likelihoods(load_code("english"), told)
    assert examples.likelihoods(mini, told) == {}  # the miniature code has no tellings to learn from
    assert not [f for f in read(mini, told).facts if f.source.startswith("by example")]


def test_reading_goes_on_without_a_model(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(examples, "model_path", lambda: tmp_path / "none.json")
    assert examples.likelihoods(load_code("english"), DEAL) == {}
    assert not by_example("english", DEAL)


def test_the_decoded_model_is_kept_and_a_damaged_copy_set_aside(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("ARBITER_CACHE", str(tmp_path))
    load = examples._model.__wrapped__  # past the in-process cache, as a new process
    fresh = load(examples.model_path(), "english")
    assert fresh and all("english" in codes for codes, _, _ in fresh.values())  # the code's share only
    (kept,) = tmp_path.glob("model-english-*.pickle")
    assert load(examples.model_path(), "english") == fresh  # from the kept copy
    kept.write_bytes(b"not a pickle")
    assert load(examples.model_path(), "english") == fresh  # decoded again, and kept again
    assert kept.read_bytes() != b"not a pickle"


def test_the_cache_keeps_the_newest_entries_of_a_family_only(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # every edit of a law file makes a new compiled code: the stale ones are not kept for ever
    monkeypatch.setenv("ARBITER_CACHE", str(tmp_path))
    (tmp_path / "duplicate-auction-0.pickle").write_bytes(b"")  # another family, though its name begins alike
    for i in range(paths.KEEP + 3):
        assert paths.cached(f"duplicate-{i}.pickle", int, lambda i=i: i) == i
        os.utime(tmp_path / f"duplicate-{i}.pickle", ns=(i * 10**9, i * 10**9))
    left = sorted(p.name for p in tmp_path.glob("*.pickle"))
    kept = [f"duplicate-{i}.pickle" for i in range(3, paths.KEEP + 3)]
    assert left == sorted(["duplicate-auction-0.pickle", *kept])
    assert paths.cached("duplicate-6.pickle", int, lambda: -1) == 6  # read back, not built


def test_where_nothing_read_is_ruled_on_a_less_sure_guess_is_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    # "the trick turned and quitted" alone is ruled on by no law: the model's guesses at 60%
    # (none here) give nothing, so the surest of those down to FALLBACK that gives a ruling
    # is taken, and only the one
    def model(*args: object, threshold: float = examples.THRESHOLD, **kwargs: object) -> list[Fact]:
        return [REVOKE, ESTABLISHED] if threshold == examples.FALLBACK else []

    monkeypatch.setattr(reader, "read_by_example", model)
    told = [str(f) for f in read(load_code("english"), QUITTED).facts if f.source.startswith("by example")]
    assert told == ["revoke(Y)"]


def test_where_something_read_is_ruled_on_no_less_sure_guess_is_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    def model(*args: object, threshold: float = examples.THRESHOLD, **kwargs: object) -> list[Fact]:
        return [ESTABLISHED] if threshold == examples.FALLBACK else []

    monkeypatch.setattr(reader, "read_by_example", model)
    told = read(load_code("english"), "Y revoked; the trick was turned and quitted.").facts
    assert not [f for f in told if f.source.startswith("by example")]


@pytest.mark.parametrize("told", ["A led the king of spades.", "Z dealt and turned up the ace.", "B played the ace."])
def test_an_incident_with_nothing_wrong_in_it_is_given_no_fault(told: str) -> None:
    assert not by_example("american", told)


def test_what_is_told_in_doubt_is_not_guessed() -> None:
    told = "It was Y's lead, but B led the king, and I cannot say whether all of us had played to it before anyone saw."
    guessed = [f.pred for f in by_example("american", told).values()]
    assert "trick_complete" not in guessed and "played_to_false_lead" not in guessed


def test_a_guess_is_not_given_the_seat_of_a_time_clause(monkeypatch: pytest.MonkeyPatch) -> None:
    # "A, before B had played, said ...": "before" and "played" weigh for the act, but the time
    # clause names who had not yet acted; the act is the speaker's.
    weights = {"before": 3.0, "played": 2.0, "nine": 1.0}
    monkeypatch.setattr(
        examples, "_model", lambda path, code_id: {"called_attention_to_score": (frozenset({"cayenne"}), -2.0, weights)}
    )
    clauses = [("A said Partner remember we are at nine", ["A"]), ("before B had played", ["B"])]
    (guess,) = examples.read_by_example(
        load_code("cayenne"), "before B had played nine", [], ["A", "B"], clauses, ["nine"]
    )
    assert guess.pred == "called_attention_to_score" and guess.args == ("A",)


def test_the_fact_a_doubtful_clause_is_about_is_asked_not_guessed(monkeypatch: pytest.MonkeyPatch) -> None:
    # "I can't recall whether she had reached the last card": the rest of the telling ("began
    # dealing") weighs for the deal's being unfinished, but the doubt is about just that.
    weights = {"began": 2.0, "dealt": 1.0, "last card": 4.0}
    model = {"not deal_completed": (frozenset({"boston"}), -2.0, weights)}
    monkeypatch.setattr(examples, "_model", lambda path, code_id: model)
    code = load_code("boston")
    text = "B began dealing. I can't recall whether she had reached the last card."
    args = (code, text, [], ["B"], [], ["began", "dealing", "last", "card"])
    assert [g.pred for g in examples.read_by_example(*args)] == ["deal_completed"]
    assert not examples.read_by_example(*args, doubt=[" she had reached the last card"])
    # ... but what the rest of the telling tells more surely than the doubt stays
    weights["began"] = 9.0
    assert [g.pred for g in examples.read_by_example(*args, doubt=[" she had reached the last card"])] == [
        "deal_completed"
    ]


@pytest.mark.parametrize(
    ("code", "told", "doubted"),
    [
        ("boston", "Mrs. Parr (B) took up the wrong pack and began dealing, though it was not her deal at all. "
         "I can't now recall whether she had reached the last card when Y objected.", "deal_completed"),
        ("cayenne", "A dealt at Cayenne though it was not his turn at all. Y objected, but whether A had already "
         "dealt the last card at that moment nobody can agree.", "deal_completed"),
    ],
)  # fmt: skip
def test_a_fact_told_in_doubt_is_left_for_the_arbitrator_to_ask(code: str, told: str, doubted: str) -> None:
    reading = read(load_code(code), told)
    assert not [f for f in reading.facts if f.pred == doubted and f.value is not None]
    result = rule_reading(load_code(code), reading)
    assert any(r.conditions for r in result.rulings)


def test_a_question_put_at_the_table_or_the_tellers_own_is_no_doubt_of_the_facts() -> None:
    from arbiter.doubts import _ASKED_BEFORE

    assert _ASKED_BEFORE.search("until E asked him ")
    assert _ASKED_BEFORE.search("B wants to know ")
    assert not _ASKED_BEFORE.search("I can't now recall ")


def test_each_code_keeps_its_own_folded_phrases_in_the_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # one family for all codes let the cache keep four of thirteen, and a cold reading fold again
    from arbiter import gloss

    monkeypatch.setenv("ARBITER_CACHE", str(tmp_path))
    for code_id in ("english", "solo", "auction", "boston", "cayenne"):
        code = load_code(code_id)
        decls = tuple(f for f in code.facts.values() if len(f.params) <= 1)
        gloss._profiles.__wrapped__(code.id, decls)
    kept = {p.name.split("-")[1] for p in tmp_path.glob("profiles-*.pickle")}
    assert kept == {"english", "solo", "auction", "boston", "cayenne"}

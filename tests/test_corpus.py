"""The reading corpus (cases/corpus/): incidents told in people's own words, across every code.

The figures are measured by `python -m bench.reading`; here they are held to floors, so
that a change to the reader or a vocabulary that reads worse fails (on a fixed share of the
lines, for time: `in_ci_sample`). The held-out lines were written before any tuning and are
never tuned on; their floor is what they measured.
"""

from __future__ import annotations

import zlib

import pytest

from arbiter.corpus import Line, Score, label_miss, label_misses, load, measure
from arbiter.resolver import available_codes

LINES = load()
# The held rounds from the second on, pooled over the lines CI reads: 3,150 of 3,572 right (88.2%)
# when the floors were last measured, held to a dozen lines less.
POOLED_HELD = 0.878
# Rulings right, per split, held to what they measured on the lines CI reads (`in_ci_sample`:
# a third of each held round, a twenty-fourth of the dev lines); the figures in the comments are
# the whole rounds', as `python -m bench.reading` measures them. The held-out rounds were
# written by other hands before any tuning on them, and are never tuned on.
FLOORS = {
    # Reading by example (arbiter/examples.py) learns from the dev lines, so their figure is
    # partly in-sample; the held rounds are never learned from. "When written" is the figure
    # on the code of the day the round was written.
    # measured 95.7% on the twenty-fourth read here (1,431 of 1,495 lines), 94.9% on all 31,163 when
    # they were all read (among them 2,953 tellings written for the rarer facts)
    "dev": 0.95,
    "held": 0.98,  # the first round (measured 98.5%, 134 of 136)
    "held2": 0.91,  # the second, by people who never saw a phrase (measured 89.4%, 126 of 141; 31% when written)
    "held3": 0.89,  # the third (measured 90.2%, 110 of 122; 37% when written)
    "held4": 0.86,  # the fourth (measured 86.1%, 105 of 122; 48.4% when written)
    "held5": 0.93,  # the sixth round's (measured 86.1%, 93 of 108; 39.8% when written)
    "held6": 0.87,  # the eighth round's (measured 79.6%, 86 of 108; 30.6% when written)
    "held7": 1.00,  # the tenth round's (measured 89.8%, 97 of 108; 48.1% when written)
    "held8": 0.82,  # the twelfth round's (measured 84.6%, 88 of 104; 44.2% when written)
    "held9": 0.91,  # the fourteenth round's (measured 86.5%, 90 of 104; 55.8% when written)
    "held10": 0.87,  # the sixteenth round's (measured 88.5%, 92 of 104; 52.9% when written)
    "held11": 1.00,  # the eighteenth round's (measured 95.2%, 99 of 104; 64.4% when written)
    "held12": 0.93,  # the twentieth round's (measured 92.3%, 96 of 104; 52.9% when written)
    "held13": 0.80,  # the twenty-eighth round's (measured 87.5%, 91 of 104; 55.8% when written)
    "held14": 0.93,  # the thirty-first round's (measured 83.7%, 87 of 104; 69.2% when written)
    # the thirty-seventh round's, written at the start of a session and measured at its end
    # (measured 90.4%, 94 of 104; 83.7% on the code of the session's start)
    "held15": 0.94,
    # the forty-seventh round's, written at the start of a session and measured at its end
    # (measured 88.5%, 92 of 104; 86.5% on the code of the session's start)
    "held16": 0.89,
    # the sixty-fourth round's, written at the start of a session and measured at its end
    # (measured 91.3%, 95 of 104; 83.7% on the code of the session's start)
    "held17": 0.90,
    # the seventy-fourth round's, written in the middle of a session and measured at its end
    # (measured 84.6%, 88 of 104; 80.8% on the code of the session's start)
    "held18": 0.91,
    # the seventy-eighth round's, written early in a session and measured at its end
    # (measured 88.5%, 92 of 104; 89.4% on the code of the session's start)
    "held19": 0.94,
    # the eighty-second round's, written at the start of a session and measured at its end
    # (measured 87.5%, 91 of 104; 87.5% on the code of the session's start)
    "held20": 0.87,
    # the eighty-fourth, eighty-sixth, eighty-seventh and eighty-eighth rounds', written as the
    # same session went on (measured 89, 88, 90 and 86 of 104; on the code of the session's
    # start 83, 83, 83 and 79)
    "held21": 0.93,
    "held22": 0.89,
    "held23": 0.91,
    "held24": 0.93,
    # the ninetieth round's, written at the start of a session (measured 92.3%, 96 of 104; 93 on
    # the code of the session's start)
    "held25": 0.96,
    # the ninety-second round's, written in the middle of a session (measured 90.4%, 94 of 104;
    # 93 on the code of its day)
    "held26": 0.87,
    # the ninety-fourth round's, written at the start of a session (measured 83.7%, 87 of 104;
    # 85 on the code of the session's start)
    "held27": 0.88,
    # the ninety-sixth round's, written in the middle of a session (measured 85.6%, 89 of 104;
    # 90 on the code of its day, 89 on the code of the session's start)
    "held28": 0.89,
    # the ninety-eighth round's, written at the start of a session (measured 86.5%, 90 of 104;
    # 86 on the code of the session's start)
    "held29": 0.92,
    # the hundredth round's, written in the middle of a session (measured 88.5%, 92 of 104;
    # 92 on the code of its day, 90 on the code of the session's start)
    "held30": 0.86,
    # the hundred-and-second round's, written at the end of a session (measured 82.7%, 86 of
    # 104, on the code of its day)
    "held31": 0.79,
    # the hundred-and-fourth round's, written at the start of a session (measured 84.6%, 88 of
    # 104; 88 on the code of the session's start)
    "held32": 0.92,
    # the hundred-and-sixth round's, written in the middle of a session (measured 87.5%, 91 of
    # 104; 90 on the code of its day and on the code of the session's start)
    "held33": 0.89,
    # the hundred-and-eighth round's, written late in a session (measured 86.5%, 90 of 104; 90
    # on the code of its day, 88 on the code of the session's start)
    "held34": 0.90,
    # the hundred-and-tenth round's, written at the end of a session (measured 91.3%, 95 of
    # 104, on the code of its day and on the code of the session's start)
    "held35": 0.91,
    # the hundred-and-twelfth, fourteenth, sixteenth, eighteenth and twentieth rounds', written
    # as a session went on (measured 85, 90, 84, 91 and 91 of 104 at its end; on the code of
    # their day 83, 89, 84, 91 and 91)
    "held36": 0.87,
    "held37": 0.93,
    "held38": 0.85,
    "held39": 0.94,
    "held40": 0.89,
    # the hundred-and-twenty-second and twenty-fourth rounds', written as a session went on
    # (measured 94 and 92 of 104 at its end; on the code of their day 94 and 91)
    "held41": 0.82,
    "held42": 0.89,
    # the hundred-and-twenty-sixth and twenty-eighth rounds', written as a session went on
    # (measured 86 and 88 of 104 at its end; on the code the session began with 82 and 88)
    "held43": 0.86,
    "held44": 0.94,
    # the hundred-and-thirtieth, thirty-second and thirty-fourth rounds', written as a session
    # went on (measured 80, 88 and 87 of 104 at its end; on the code the session began with 81,
    # 85 and 85)
    "held45": 0.84,
    "held46": 0.90,
    "held47": 0.87,
    # the hundred-and-thirty-sixth, thirty-eighth and fortieth rounds', written as a session went on
    # (measured 85, 89 and 83 of 104 at its end; on the code the session began with 83, 87 and 82)
    "held48": 0.72,
    "held49": 0.88,
    "held50": 0.92,
    # the hundred-and-forty-second, -fourth, -sixth and -eighth and the hundred-and-fiftieth
    # rounds', written as a session went on (measured 91, 86, 84, 89 and 87 of 104 at its end;
    # on the code the session began with 89, 86, 82, 87 and 88)
    "held51": 0.92,
    "held52": 0.93,
    "held53": 0.82,
    "held54": 0.87,
    "held55": 0.79,
    # the hundred-and-fifty-second to sixty-sixth even rounds', written as a session went on
    # (measured 85, 87, 81, 88, 91, 85, 86 and 89 of 104 at its end; on the code the session began
    # with 83, 88, 80, 89, 86, 85, 87 and 88)
    "held56": 0.85,
    "held57": 0.77,
    "held58": 0.84,
    "held59": 0.94,
    "held60": 0.90,
    "held61": 0.87,
    "held62": 0.89,
    "held63": 0.86,
    # the hundred-and-sixty-seventh and sixty-eighth rounds', written at a session's end on its
    # final code (measured 83 and 91 of 104; 80 and 89 on the code the session began with)
    "held64": 0.87,
    "held65": 0.96,
    # the hundred-and-seventieth to seventy-eighth even rounds', written as a session went on
    # (measured 91, 91, 89, 86 and 86 of 104 at its end; on the code the session began with
    # 91, 92, 90, 87 and 86)
    "held66": 0.80,
    "held67": 0.94,
    "held68": 0.83,
    "held69": 0.86,
    "held70": 0.87,
    # the hundred-and-seventy-ninth and eightieth rounds', written at a session's end on its final
    # code (measured 92 and 86 of 104; 90 and 83 on the code the session began with)
    "held71": 0.90,
    "held72": 0.90,
    # the hundred-and-eighty-second, -fourth and -sixth rounds', written as a session went on
    # (measured 88, 85 and 86 of 104 at its end; 88, 85 and 85 on the code it began with)
    "held73": 0.94,
    "held74": 0.86,
    "held75": 0.80,
    # the hundred-and-eighty-seventh and -eighth rounds', written at a session's end on its final
    # code (measured 88 and 90 of 104; 88 and 91 on the code the session began with)
    "held76": 0.90,
    "held77": 0.88,
    # the hundred-and-ninetieth, -ninety-second, -fourth and -sixth rounds', written as a session
    # went (measured on the code each was written on: 89, 92, 91 and 91 of 104)
    "held78": 0.89,
    "held79": 0.81,
    "held80": 0.90,
    "held81": 0.91,
    # the hundred-and-ninety-seventh and -eighth rounds', written at a session's end on its final
    # code (measured 94 and 86 of 104; 95 and 88 on the code the session began with)
    "held82": 0.87,
    "held83": 0.87,
    # the two-hundredth and two-hundred-and-second rounds', written during a session (measured
    # on its final code: 88 and 88 of 104, 86 and 86 since; 83 and 86 on the code it began with)
    "held84": 0.75,
    "held85": 0.85,
    # the two-hundred-and-fourth round's, written during a session (89.4%, 93 of 104, on the code
    # it began with and on its final code)
    "held86": 0.97,
    # the two-hundred-and-sixth and -eighth rounds', written during a session (88 of 104 on the
    # code it began with, 82 on its code after the first dev round of the day; on its final
    # code 88 and 83)
    "held87": 0.80,
    "held88": 0.89,
    # the two-hundred-and-tenth and -twelfth rounds', written during a session (measured 94 and 88
    # of 104 on its final code; 94 and 88 on the code it began with)
    "held89": 0.82,
    "held90": 0.74,
    # the two-hundred-and-fourteenth, -sixteenth, -eighteenth and -twentieth rounds', written during
    # a session (measured 93, 95, 92 and 91 of 104 on its final code; 91, 93, 90 and 92 on the code
    # of their day; 91, 93, 90 and 86 on the code it began with)
    "held91": 0.87,
    "held92": 0.97,
    "held93": 0.87,
    "held94": 0.81,
    # the two-hundred-and-twenty-second, -fourth and -sixth rounds', written during a session
    # (measured 98, 93 and 89 of 104 on its final code; 98, 93 and 89 on the code of their day;
    # 98, 93 and 90 on the code it began with)
    "held95": 0.95,
    "held96": 0.93,
    "held97": 0.82,
    # the two-hundred-and-twenty-eighth round's, written at the start of a session (measured 91.3%,
    # 95 of 104, on the code of the session's start)
    "held98": 0.88,
    # the two-hundred-and-thirtieth round's, written in the middle of a session (measured 93.3%, 97
    # of 104, on the code of the session's start)
    "held99": 0.85,
    # the two-hundred-and-thirty-second, -third and -fourth rounds', written during a session
    # (the third twenty tellings a code, written for dev and kept out before anyone read it):
    # measured 91 of 104, 223 of 260 and 84 of 104 at its end; 89, 217 and 82 on the code it
    # began with
    "held100": 0.82,
    "held102": 0.84,
    "held101": 0.74,
}


def test_every_code_has_held_and_dev_lines() -> None:
    for code in available_codes():
        splits = {line.split for line in LINES if line.code == code}
        assert splits == set(FLOORS), f"{code}: {splits}"
    assert len(LINES) >= 300


@pytest.mark.parametrize("code", sorted({line.code for line in LINES}))
def test_every_label_is_a_valid_statement_that_reaches_the_expected_ruling(code: str) -> None:
    # One test a code, its lines ruled by a process a core: one test a line spent more time in
    # pytest than in the engine, and CI has minutes, not hours.
    misses = label_misses(line for line in LINES if line.code == code)
    assert not misses, "\n".join(misses[:20])


def test_a_label_that_no_longer_reaches_its_ruling_is_named_with_its_line() -> None:
    line = LINES[0]
    assert label_miss(line) is None
    wrong = Line(line.code, line.split, line.telling, line.facts, line.kinds, frozenset({"999"}), False, "x.tsv:7")
    assert (label_miss(wrong) or "").startswith("x.tsv:7: the label rules")
    undeclared = Line(line.code, line.split, "", "no_such_fact(A)", frozenset(), frozenset(), False, "x.tsv:8")
    assert (label_miss(undeclared) or "").startswith("x.tsv:8: ")
    # a ruling that turns on a question where the line says it does not is stale too
    flipped = Line(
        line.code, line.split, line.telling, line.facts, line.kinds, line.laws, not line.conditional, "x.tsv:9"
    )
    assert (label_miss(flipped) or "").startswith("x.tsv:9: the label rules")


def in_ci_sample(line: Line) -> bool:
    """A fixed third of each held round's lines, and a twenty-fourth of the dev lines, chosen by
    the telling itself (a line stays in or out as others are added). Reading all 46,000
    tellings takes an hour on two cores, which CI cannot spare (half of each held round, read
    here until the hundredth round, took CI to its fifteen minutes); `python -m bench.reading`
    reads them all, and its figures are the README's."""
    share = 24 if line.split == "dev" else 3
    return zlib.crc32(line.telling.encode()) % share == 0


def test_reading_holds_its_measured_accuracy() -> None:
    table = measure(line for line in LINES if in_ci_sample(line))
    dev = table[("all", "dev")]
    assert dev.accuracy >= FLOORS["dev"], "\n".join(dev.misses[:20])
    # The held-out lines' misses are never printed: they are not to be tuned on.
    for split, floor in FLOORS.items():
        assert table[("all", split)].accuracy >= floor, f"{split} accuracy {table[('all', split)].accuracy:.1%}"
    # A round's third is some thirty-five lines, a line three points: the later rounds pooled
    # are held closer, a few lines short of what they measured.
    pooled = Score()
    for (code, split), score in table.items():
        if code == "all" and split.startswith("held") and split != "held":
            pooled.add(score)
    assert pooled.accuracy >= POOLED_HELD, f"held rounds 2 on, pooled: {pooled.accuracy:.1%}"


def test_a_role_taken_by_convention_counts_as_read_only_where_labelled() -> None:
    from arbiter.corpus import score

    def line(facts: str) -> Line:
        telling = "The dealer exposed a card in dealing."
        return Line("english", "dev", telling, facts, frozenset(), frozenset(), False, "test:1")

    labelled = score(line("dealer(Z) ; exposed_card_in_dealing(Z)"))
    assert (labelled.labelled, labelled.read_ok, labelled.right_facts) == (2, 2, 1)
    silent = score(line("exposed_card_in_dealing(Z)"))  # the convention is an assumption, not a claim
    assert (silent.read_all, silent.read_ok, silent.right_facts) == (1, 1, 1)


def test_a_fact_labelled_unknown_counts_and_a_doubt_the_label_never_names_is_wrong() -> None:
    from arbiter.corpus import score

    telling = "Y renounced. I can't say whether the trick had been turned and quitted."
    doubted = score(Line("english", "dev", telling, "revoke(Y) ; unknown trick_turned_and_quitted",
                         frozenset(), frozenset(), True, "test:1"))  # fmt: skip
    assert doubted.labelled == 2 and doubted.read_ok == 2 and doubted.recall == 1.0
    silent = score(Line("english", "dev", telling, "revoke(Y)", frozenset(), frozenset(), True, "test:2"))
    assert silent.labelled == 1 and silent.read_ok == 1 and silent.read_all == 2 and silent.right_facts == 0

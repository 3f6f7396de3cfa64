"""The inference engine: (compiled code, facts) -> Result. Pure: no I/O, no printing.

Semantics (design brief, section 5):
- facts are true, false or unknown, and unknown is not false (Kleene logic);
- derived facts are computed stratum by stratum to a fixpoint (`inference`);
- an outcome holds when its condition holds and no rule that `defeats` it holds; a
  rule set aside stays in the trace with the rule that set it aside;
- where outcomes turn on unknown facts the engine splits on them: each ruling then
  carries the answers (`if`) under which it is given, and only the facts whose answer
  would change the ruling become questions (`verdict`);
- no outcome at all is "no law covers this": the nearest laws and the principles.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable

from . import nodes as n
from .inference import Candidate, CandKey, GroundAtom, Pass, Truth, t_and, t_or
from .ruling import Fact, Result
from .table import Table
from .verdict import question, relevant_facts, rulings_of, trace

__all__ = ["run", "t_and", "t_or", "what_would_change"]

MAX_SPLIT = 6  # unknown facts split on at most; 2**6 evaluations stay well under a millisecond each


def run(
    code: n.CompiledCode, facts: Iterable[Fact], not_understood: Iterable[str] = (), notes: Iterable[str] = ()
) -> Result:
    """Rule on an incident: the facts, read against every law of the code."""
    facts = tuple(facts)
    stated: dict[GroundAtom, Truth] = {(f.pred, f.args): f.value for f in facts}
    notes = list(notes)
    base = _pass(code, facts, notes)
    table = base.table
    base_cands = base.candidates()
    split = [a for a in dict.fromkeys(sorted(base.questions_from)) if stated.get(a) is None][:MAX_SPLIT]

    branches: list[tuple[dict[GroundAtom, bool], dict[CandKey, Candidate], Pass]] = []
    consistent = not _disagreements(code, stated)
    for values in itertools.product((True, False), repeat=len(split)):
        assignment = dict(zip(split, values, strict=True))
        disagree: list[str] = []
        state = _closure(code, {**stated, **assignment}, disagree)
        if consistent and len(split) > 1 and disagree:
            # answers no incident can give together ("the deal not completed, the opening lead
            # made"): no ruling is asked under them
            continue
        p = Pass(code, table, state)
        p.derive()
        holding = {c.key: c for c in p.candidates() if c.holds}
        branches.append((assignment, holding, p))

    relevant = relevant_facts(split, branches)
    rulings = rulings_of(code, table, split, relevant, branches)
    questions = tuple(question(code, table, atom, branches) for atom in relevant)
    return Result(
        code=code.id, code_title=code.title, facts=facts, not_understood=tuple(not_understood),
        rulings=tuple(rulings), questions=questions, trace=tuple(trace(base, base_cands)),
        version=code.version, notes=tuple(dict.fromkeys(notes)),
    )  # fmt: skip


def _pass(code: n.CompiledCode, facts: Iterable[Fact], notes: list[str] | None = None) -> Pass:
    """The facts' consequences under the code, derived once (`notes`: where the facts disagree)."""
    facts = tuple(facts)
    table = Table.for_letters(code.seats, {a for f in facts for a in f.args})
    table = table.for_hand(code.sides, ((f.pred, f.args, f.value) for f in facts))
    derivation = Pass(
        code, table, _closure(code, {(f.pred, f.args): f.value for f in facts}, [] if notes is None else notes)
    )
    derivation.derive()
    return derivation


def derived(code: n.CompiledCode, facts: Iterable[Fact], either: bool = False) -> set[str]:
    """The predicates the facts make true (or, `either`, true or false), told or derived by the
    code's rules: a reading need not guess at what the laws already infer ("Y held a heart and
    played a club" is a revoke by Y, not by someone else), nor against it (E's fingers told
    still on his card, Duplicate Auction Law C: the trick is not guessed turned and quitted)."""
    return {
        pred for (pred, _), value in _pass(code, facts).state.items() if value is True or (either and value is False)
    }


def outcomes(code: n.CompiledCode, facts: Iterable[Fact]) -> dict[CandKey, bool | None]:
    """Every outcome the facts leave standing (holding, or open on a question), with how it
    stands: two sets of facts that give the same are the same to the ruling."""
    return {c.key: c.effective for c in _pass(code, facts).candidates() if c.effective is not False and not c.moot}


def _disagreements(code: n.CompiledCode, stated: dict[GroundAtom, Truth]) -> bool:
    """Whether the facts put a later phase of a `timeline` before an earlier one."""
    notes: list[str] = []
    _closure(code, stated, notes)
    return bool(notes)


def _closure(code: n.CompiledCode, stated: dict[GroundAtom, Truth], notes: list[str]) -> dict[GroundAtom, Truth]:
    """Apply each `timeline`: a later phase reached implies the earlier; an earlier not reached denies the later."""
    state = dict(stated)
    for timeline in code.timelines:
        phases = [(p, ()) for p in timeline.phases]
        for i, atom in enumerate(phases):
            if state.get(atom) is True:
                for earlier in phases[:i]:
                    if state.get(earlier) is False:
                        notes.append(f"the facts disagree: {atom[0]} but not {earlier[0]}")
                    elif earlier not in stated or stated[earlier] is None:
                        state[earlier] = True
        for i, atom in enumerate(phases):
            if state.get(atom) is False:
                for later in phases[i + 1 :]:
                    if later not in stated or stated[later] is None:
                        state[later] = False
    return state


def what_would_change(code: n.CompiledCode, facts: Iterable[Fact], result: Result) -> list[tuple[Fact, str]]:
    """The stated facts whose contrary would change the decision, with what it would become."""
    facts = tuple(facts)

    def shape(r: Result) -> list[tuple[str, tuple[str, ...]]]:
        return sorted((x.kind, tuple(str(c) for c in x.citations[:1])) for x in r.rulings)

    base = shape(result)
    out = []
    for i, fact in enumerate(facts):
        if fact.value is None or fact.source.startswith("taken:"):
            continue
        flipped = facts[:i] + (Fact(fact.pred, fact.args, not fact.value, fact.source, fact.params),) + facts[i + 1 :]
        other = run(code, flipped)
        if shape(other) != base:
            then = "; ".join(
                f"{c} ({x.kind})" if (c := next(iter(x.citations), None)) else x.kind for x in other.rulings
            )
            out.append((fact, then))
    return out

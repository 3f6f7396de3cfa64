"""Evaluation of one assignment of facts: three-valued lookups, bindings, derivation to a
fixpoint, outcome candidates, and which of them `defeats` sets aside. Pure.

Facts are true, false or unknown, and unknown is not false (Kleene logic); derived facts
are computed stratum by stratum; an outcome holds when its condition holds and no rule
that `defeats` it holds.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from . import nodes as n
from .table import RELATIONS, Table

Truth = bool | None  # None: unknown
GroundAtom = tuple[str, tuple[str, ...]]


def t_and(values: Iterable[Truth]) -> Truth:
    result: Truth = True
    for v in values:
        if v is False:
            return False
        if v is None:
            result = None
    return result


def t_or(values: Iterable[Truth]) -> Truth:
    result: Truth = False
    for v in values:
        if v is True:
            return True
        if v is None:
            result = None
    return result


CandKey = tuple[str, str, str, tuple[tuple[str, str], ...]]


@dataclass
class Candidate:
    """One outcome rule under one binding of its variables."""

    law: n.Law
    rule: n.Rule
    binding: dict[str, str]
    truth: Truth
    uses: set[GroundAtom]  # derived atoms its condition relied on
    effective: Truth = None
    defeated_by: list[Candidate] = field(default_factory=list)
    moot: bool = False  # an exception whose work another outcome has already done

    @property
    def holds(self) -> bool:
        return self.effective is True and not self.moot

    @property
    def key(self) -> CandKey:
        return (self.law.kind, self.law.number, self.rule.label, tuple(sorted(self.binding.items())))


class Pass:
    """One evaluation of the code over one assignment of facts."""

    def __init__(self, code: n.CompiledCode, table: Table, stated: dict[GroundAtom, Truth]) -> None:
        self.code, self.table = code, table
        self.state: dict[GroundAtom, Truth] = {}
        self.present: dict[str, set[tuple[str, ...]]] = {}  # pred -> args not false: narrows bindings
        for atom, value in stated.items():
            self.put(atom, value)
        # What the arbitrator states is not so stands: "the revoke was not established" is not
        # made so by a law's definition of establishment. (A law's exception still undoes what
        # he states is so: in Solo Whist, dealing by threes is no dealing in packets.)
        self.told_not = frozenset(atom for atom, value in stated.items() if value is False)
        self.derived_preds = {p for stratum in code.strata for p in stratum}
        self.derivers: dict[GroundAtom, list[tuple[n.Law, n.Rule, set[GroundAtom]]]] = {}
        self.unknown_support: dict[GroundAtom, set[GroundAtom]] = {}
        self.touched: set[GroundAtom] = set()
        self.used: set[GroundAtom] = set()
        self.questions_from: set[GroundAtom] = set()
        self.candidates_cache: list[Candidate] = []

    def put(self, atom: GroundAtom, value: Truth) -> None:
        self.state[atom] = value
        if value is not False:
            self.present.setdefault(atom[0], set()).add(atom[1])

    # -- looking facts up
    def lookup(self, pred: str, args: tuple[str, ...]) -> Truth:
        if pred in RELATIONS:
            return self.table.relation(pred, args[0], args[1])
        atom = (pred, args)
        if atom in self.state:
            value = self.state[atom]
        else:  # a derived fact no rule has derived keeps its declared default, like any other
            value = None if self.code.facts[pred].default == "unknown" else False
        if value is None:
            self.touched |= self.unknown_support.get(atom, {atom})
        if value is not False and pred in self.derived_preds:
            self.used.add(atom)
        return value

    def term(self, term: n.Term, binding: dict[str, str]) -> str:
        if isinstance(term, n.Var):
            return binding[term.name]
        return self.table.seat_fn(term.fn, self.term(term.arg, binding))

    def eval(self, cond: n.Cond | None, binding: dict[str, str]) -> Truth:
        if cond is None:
            return True
        if isinstance(cond, n.Atom):
            return self.lookup(cond.pred, tuple(self.term(a, binding) for a in cond.args))
        if isinstance(cond, n.Not):
            value = self.eval(cond.arg, binding)
            return None if value is None else not value
        if isinstance(cond, n.And):
            return t_and(self.eval(c, binding) for c in cond.args)
        if isinstance(cond, n.Or):
            return t_or(self.eval(c, binding) for c in cond.args)
        if isinstance(cond, n.Known):
            # Told or derived, either way. A fact false by default is known only where the
            # telling says so: "the second hand had not played" is knowledge, silence is not.
            # Asking whether a fact is known does not make it a question.
            atom = (cond.atom.pred, tuple(self.term(a, binding) for a in cond.atom.args))
            return self.state.get(atom) is not None
        right = self.term(cond.right, binding)
        return (binding[cond.left.name] != right) if cond.negated else (binding[cond.left.name] == right)

    # -- bindings
    def bindings(self, cond: n.Cond | None) -> Iterator[dict[str, str]]:
        names, required = _plan(cond)
        for atom in required:
            # a required fact false by default of which nothing is so: no binding can hold
            pred = atom.pred
            if pred not in self.present and pred not in RELATIONS and self.code.facts[pred].default == "false":
                return
        domains = [self._domain(required, name) for name in names]
        for combo in itertools.product(*domains):
            yield dict(zip(names, combo, strict=True))

    def _domain(self, required: tuple[n.Atom, ...], name: str) -> list[str]:
        """Seats worth trying for `?name`: narrowed by a closed-world fact the condition requires.
        (`present` may still hold an atom since made false: a wider domain, never a wrong one.)"""
        seats = list(self.table.seats)
        for atom in required:
            positions = [i for i, a in enumerate(atom.args) if isinstance(a, n.Var) and a.name == name]
            if not positions or atom.pred in RELATIONS:
                continue
            decl = self.code.facts[atom.pred]
            if decl.default == "unknown":  # unknown for every seat unless stated: no narrowing
                continue
            found = {args[i] for args in self.present.get(atom.pred, ()) for i in positions}
            seats = [s for s in seats if s in found]
        return seats

    # -- derivation
    def derive(self) -> None:
        by_pred: dict[str, list[tuple[n.Law, n.Rule]]] = {}
        for law in self.code.laws:
            for rule in law.rules:
                if rule.derive is not None:
                    by_pred.setdefault(rule.derive.pred, []).append((law, rule))
        excepted = n.excepted_facts(self.code)
        for stratum in self.code.strata:
            # a fact both derived and denied: every derivation first, then its denials, once
            # (the exception to the rule: "not while one still touches his card")
            rules: list[tuple[n.Law, n.Rule]] = []
            exceptions: list[tuple[n.Law, n.Rule]] = []
            for pred in stratum:
                for law, rule in by_pred.get(pred, []):
                    (exceptions if rule.denies and pred in excepted else rules).append((law, rule))
            for _ in range(64):  # a fixpoint within the stratum; 64 rounds is far beyond any real chain
                if not self._derive_round(rules):
                    break
            self._derive_round(exceptions)

    def _derive_round(self, rules: list[tuple[n.Law, n.Rule]]) -> bool:
        changed = False
        for law, rule in rules:
            assert rule.derive is not None
            for binding in self.bindings(rule.when):
                self.touched, self.used = set(), set()
                value = self.eval(rule.when, binding)
                if value is False:
                    continue
                atom = (rule.derive.pred, tuple(self.term(a, binding) for a in rule.derive.args))
                default = None if self.code.facts[atom[0]].default == "unknown" else False
                old = self.state.get(atom, default)
                # `derive` makes the fact true where the condition holds; `derive not`, false
                new = t_and([old, None if value is None else not value]) if rule.denies else t_or([old, value])
                if atom in self.told_not and new is not False:
                    continue
                entry = (law, rule, set(self.used))
                if entry[:2] not in [(lw, r) for lw, r, _ in self.derivers.get(atom, [])]:
                    self.derivers.setdefault(atom, []).append(entry)
                if value is None:
                    self.unknown_support.setdefault(atom, set()).update(self.touched)
                if new != old:
                    self.put(atom, new)
                    changed = True
        return changed

    # -- outcomes
    def candidates(self) -> list[Candidate]:
        found: list[Candidate] = []
        for law in self.code.laws:
            for rule in law.rules:
                if rule.outcome is None:
                    continue
                for binding in self.bindings(rule.when):
                    self.touched, self.used = set(), set()
                    value = self.eval(rule.when, binding)
                    if value is not False:
                        found.append(Candidate(law, rule, binding, value, set(self.used)))
                        if value is None:
                            self.questions_from |= self.touched
        for cand in found:
            cand.defeated_by = [d for d in found if d is not cand and _defeats(d, cand, self.table)]
        for cand in found:
            cand.effective = self._effective(cand, set())
        for cand in found:
            cand.moot = _moot(cand, found)
        self.candidates_cache = found
        return found

    def _effective(self, cand: Candidate, visiting: set[int]) -> Truth:
        if id(cand) in visiting:
            return False  # a cycle of defeats at run time: neither side wins by it
        visiting = visiting | {id(cand)}
        beaten = t_or(self._effective(d, visiting) for d in cand.defeated_by)
        return t_and([cand.truth, None if beaten is None else not beaten])


def _moot(cand: Candidate, found: list[Candidate]) -> bool:
    """A `no_penalty` exception is moot when every penalty it sets aside is set aside anyway.

    Law 63 says there is no penalty once the trick is complete; when Law 84 has already
    taken away every penalty for consulting, whether the trick was complete no longer
    matters, and the arbitrator should not be asked it.
    """
    if cand.effective is not True or cand.rule.defeats is None or cand.rule.outcome is None:
        return False
    if cand.rule.outcome.kind != "no_penalty":
        return False
    beaten = [x for x in found if cand in x.defeated_by and x.truth is not False]
    return bool(beaten) and all(
        any(
            d is not cand and d.effective is True and d.rule.outcome and d.rule.outcome.kind != "no_penalty"
            for d in x.defeated_by
        )
        for x in beaten
    )


# A rule's variables and required atoms, by the identity of its condition: a condition is a
# tree of frozen dataclasses, and hashing one (as a cache keyed by value would) walks the tree.
_plans: dict[int, tuple[n.Cond | None, tuple[str, ...], tuple[n.Atom, ...]]] = {}


def _plan(cond: n.Cond | None) -> tuple[tuple[str, ...], tuple[n.Atom, ...]]:
    """The variables to bind for a condition, in order, and the atoms it requires."""
    kept = _plans.get(id(cond))
    if kept is None or kept[0] is not cond:  # the id of a condition since collected: made afresh
        kept = (cond, tuple(sorted(_vars(cond))), _required_atoms(cond) if cond is not None else ())
        _plans[id(cond)] = kept
    return kept[1], kept[2]


@functools.cache
def _vars(cond: n.Cond | None) -> frozenset[str]:
    if cond is None:
        return frozenset()
    if isinstance(cond, n.Atom):
        return frozenset().union(*(_term_vars(a) for a in cond.args))
    if isinstance(cond, n.Not):
        return _vars(cond.arg)
    if isinstance(cond, n.Known):
        return _vars(cond.atom)
    if isinstance(cond, n.Eq):
        return frozenset({cond.left.name} | _term_vars(cond.right))
    return frozenset().union(*(_vars(c) for c in cond.args))


def _term_vars(term: n.Term) -> set[str]:
    return {term.name} if isinstance(term, n.Var) else _term_vars(term.arg)


@functools.cache
def _required_atoms(cond: n.Cond) -> tuple[n.Atom, ...]:
    """Atoms that must hold for the condition to hold (the top-level positive conjuncts)."""
    if isinstance(cond, n.Atom):
        return (cond,)
    if isinstance(cond, n.And):
        return tuple(a for c in cond.args for a in _required_atoms(c))
    return ()


def party_seats(party: n.Party | None, binding: dict[str, str], table: Table) -> tuple[str, ...]:
    if party is None or party.arg is None:
        return ()
    seat = resolve_term(party.arg, binding, table)
    if party.name == "seat":
        return (seat,)
    if party.name in ("partner", "left", "right"):
        return (table.seat_fn(party.name, seat),)
    if party.name == "adversaries":
        return table.adversaries(seat)
    return table.side(seat)  # "side"


def resolve_term(term: n.Term, binding: dict[str, str], table: Table) -> str:
    if isinstance(term, n.Var):
        return binding[term.name]
    return table.seat_fn(term.fn, resolve_term(term.arg, binding, table))


def target_matches(target: n.Target, cand: Candidate) -> bool:
    if target.ref is None:
        return target.kind is None or (cand.rule.outcome is not None and cand.rule.outcome.kind == target.kind)
    ref = target.ref
    return (ref.kind, ref.number) == (cand.law.kind, cand.law.number) and ref.rule in (None, cand.rule.label)


def _defeats(d: Candidate, cand: Candidate, table: Table) -> bool:
    spec = d.rule.defeats
    if spec is None or (d.law is cand.law and d.rule is cand.rule):
        return False
    if not any(target_matches(t, cand) for t in spec.targets):
        return False
    if any((r.kind, r.number) == (cand.law.kind, cand.law.number) for r in spec.excepts):
        return False
    if spec.elected_by is not None:
        electors = set(party_seats(spec.elected_by, d.binding, table))
        out = cand.rule.outcome
        assert out is not None
        return bool(electors & set(party_seats(out.by, cand.binding, table)))
    # Both rules must speak of the same players, where both name any.
    seats_d, seats_c = set(d.binding.values()), set(cand.binding.values())
    return not seats_d or not seats_c or bool(seats_d & seats_c)

"""The inference engine: (compiled code, facts) -> Result. Pure: no I/O, no printing.

Semantics (design brief, section 5):
- facts are true, false or unknown, and unknown is not false (Kleene logic);
- derived facts are computed stratum by stratum to a fixpoint;
- an outcome holds when its condition holds and no rule that `defeats` it holds; a
  rule set aside stays in the trace with the rule that set it aside;
- where outcomes turn on unknown facts the engine splits on them: each ruling then
  carries the answers (`if`) under which it is given, and only the facts whose answer
  would change the ruling become questions;
- no outcome at all is "no law covers this": the nearest laws and the principles.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from . import nodes as n
from .ruling import Citation, Condition, Fact, Option, Question, Result, Ruling, TraceStep
from .table import Table

Truth = bool | None  # None: unknown
GroundAtom = tuple[str, tuple[str, ...]]
MAX_SPLIT = 6  # unknown facts split on at most; 2**6 evaluations stay well under a millisecond each


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
class _Candidate:
    """One outcome rule under one binding of its variables."""

    law: n.Law
    rule: n.Rule
    binding: dict[str, str]
    truth: Truth
    uses: set[GroundAtom]  # derived atoms its condition relied on
    effective: Truth = None
    defeated_by: list[_Candidate] = field(default_factory=list)
    moot: bool = False  # an exception whose work another outcome has already done

    @property
    def holds(self) -> bool:
        return self.effective is True and not self.moot

    @property
    def key(self) -> CandKey:
        return (self.law.kind, self.law.number, self.rule.label, tuple(sorted(self.binding.items())))


class _Pass:
    """One evaluation of the code over one assignment of facts."""

    def __init__(self, code: n.CompiledCode, table: Table, stated: dict[GroundAtom, Truth]) -> None:
        self.code, self.table = code, table
        self.state: dict[GroundAtom, Truth] = {}
        self.present: dict[str, set[tuple[str, ...]]] = {}  # pred -> args not false: narrows bindings
        for atom, value in stated.items():
            self.put(atom, value)
        self.derived_preds = {p for stratum in code.strata for p in stratum}
        self.derivers: dict[GroundAtom, list[tuple[n.Law, n.Rule, set[GroundAtom]]]] = {}
        self.unknown_support: dict[GroundAtom, set[GroundAtom]] = {}
        self.touched: set[GroundAtom] = set()
        self.used: set[GroundAtom] = set()
        self.questions_from: set[GroundAtom] = set()
        self.candidates_cache: list[_Candidate] = []

    def put(self, atom: GroundAtom, value: Truth) -> None:
        self.state[atom] = value
        if value is not False:
            self.present.setdefault(atom[0], set()).add(atom[1])

    # -- looking facts up
    def lookup(self, pred: str, args: tuple[str, ...]) -> Truth:
        if pred in ("partner", "adversary", "left"):
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
            touched = set(self.touched)
            value = self.eval(cond.atom, binding)
            self.touched = touched  # asking whether a fact is known does not make it a question
            return value is not None
        right = self.term(cond.right, binding)
        return (binding[cond.left.name] != right) if cond.negated else (binding[cond.left.name] == right)

    # -- bindings
    def bindings(self, cond: n.Cond | None) -> Iterator[dict[str, str]]:
        names = sorted(_vars(cond))
        domains = [self._domain(cond, name) for name in names]
        for combo in itertools.product(*domains):
            yield dict(zip(names, combo, strict=True))

    def _domain(self, cond: n.Cond | None, name: str) -> list[str]:
        """Seats worth trying for `?name`: narrowed by a closed-world fact the condition requires."""
        seats = list(self.table.seats)
        for atom in _required_atoms(cond) if cond is not None else ():
            positions = [i for i, a in enumerate(atom.args) if isinstance(a, n.Var) and a.name == name]
            if not positions or atom.pred in ("partner", "adversary", "left"):
                continue
            decl = self.code.facts[atom.pred]
            if decl.default == "unknown":  # unknown for every seat unless stated: no narrowing
                continue
            found = {
                args[i]
                for (pred, args), v in self.state.items()
                if pred == atom.pred and v is not False
                for i in positions
            }
            seats = [s for s in seats if s in found]
        return seats

    # -- derivation
    def derive(self) -> None:
        by_pred: dict[str, list[tuple[n.Law, n.Rule]]] = {}
        for law in self.code.laws:
            for rule in law.rules:
                if rule.derive is not None:
                    by_pred.setdefault(rule.derive.pred, []).append((law, rule))
        for stratum in self.code.strata:
            rules = [lr for pred in stratum for lr in by_pred.get(pred, [])]
            for _ in range(64):  # a fixpoint within the stratum; 64 rounds is far beyond any real chain
                if not self._derive_round(rules):
                    break

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
                entry = (law, rule, set(self.used))
                if entry[:2] not in [(lw, r) for lw, r, _ in self.derivers.get(atom, [])]:
                    self.derivers.setdefault(atom, []).append(entry)
                default = None if self.code.facts[atom[0]].default == "unknown" else False
                old = self.state.get(atom, default)
                new = t_or([old, value])
                if value is None:
                    self.unknown_support.setdefault(atom, set()).update(self.touched)
                if new != old:
                    self.put(atom, new)
                    changed = True
        return changed

    # -- outcomes
    def candidates(self) -> list[_Candidate]:
        found: list[_Candidate] = []
        for law in self.code.laws:
            for rule in law.rules:
                if rule.outcome is None:
                    continue
                for binding in self.bindings(rule.when):
                    self.touched, self.used = set(), set()
                    value = self.eval(rule.when, binding)
                    if value is not False:
                        found.append(_Candidate(law, rule, binding, value, set(self.used)))
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

    def _effective(self, cand: _Candidate, visiting: set[int]) -> Truth:
        if id(cand) in visiting:
            return False  # a cycle of defeats at run time: neither side wins by it
        visiting = visiting | {id(cand)}
        beaten = t_or(self._effective(d, visiting) for d in cand.defeated_by)
        return t_and([cand.truth, None if beaten is None else not beaten])


def _moot(cand: _Candidate, found: list[_Candidate]) -> bool:
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


def _party_seats(party: n.Party | None, binding: dict[str, str], table: Table) -> tuple[str, ...]:
    if party is None or party.arg is None:
        return ()
    seat = _resolve_term(party.arg, binding, table)
    if party.name == "seat":
        return (seat,)
    if party.name in ("partner", "left", "right"):
        return (table.seat_fn(party.name, seat),)
    if party.name == "adversaries":
        return table.adversaries(seat)
    return table.side(seat)  # "side"


def _resolve_term(term: n.Term, binding: dict[str, str], table: Table) -> str:
    if isinstance(term, n.Var):
        return binding[term.name]
    return table.seat_fn(term.fn, _resolve_term(term.arg, binding, table))


def _target_matches(target: n.Target, cand: _Candidate) -> bool:
    if target.ref is None:
        return target.kind is None or (cand.rule.outcome is not None and cand.rule.outcome.kind == target.kind)
    ref = target.ref
    return (ref.kind, ref.number) == (cand.law.kind, cand.law.number) and ref.rule in (None, cand.rule.label)


def _defeats(d: _Candidate, cand: _Candidate, table: Table) -> bool:
    spec = d.rule.defeats
    if spec is None or (d.law is cand.law and d.rule is cand.rule):
        return False
    if not any(_target_matches(t, cand) for t in spec.targets):
        return False
    if any((r.kind, r.number) == (cand.law.kind, cand.law.number) for r in spec.excepts):
        return False
    if spec.elected_by is not None:
        electors = set(_party_seats(spec.elected_by, d.binding, table))
        out = cand.rule.outcome
        assert out is not None
        return bool(electors & set(_party_seats(out.by, cand.binding, table)))
    # Both rules must speak of the same players, where both name any.
    seats_d, seats_c = set(d.binding.values()), set(cand.binding.values())
    return not seats_d or not seats_c or bool(seats_d & seats_c)


# ---------------------------------------------------------------- the whole run


def run(
    code: n.CompiledCode, facts: Iterable[Fact], not_understood: Iterable[str] = (), notes: Iterable[str] = ()
) -> Result:
    """Rule on an incident: the facts, read against every law of the code."""
    facts = tuple(facts)
    table = Table.for_letters(code.seats, {a for f in facts for a in f.args})
    stated: dict[GroundAtom, Truth] = {(f.pred, f.args): f.value for f in facts}
    notes = list(notes)
    base = _Pass(code, table, _closure(code, stated, notes))
    base.derive()
    base_cands = base.candidates()
    split = [a for a in dict.fromkeys(sorted(base.questions_from)) if stated.get(a) is None][:MAX_SPLIT]

    branches: list[tuple[dict[GroundAtom, bool], dict[CandKey, _Candidate], _Pass]] = []
    for values in itertools.product((True, False), repeat=len(split)):
        assignment = dict(zip(split, values, strict=True))
        p = _Pass(code, table, _closure(code, {**stated, **assignment}, []))
        p.derive()
        holding = {c.key: c for c in p.candidates() if c.holds}
        branches.append((assignment, holding, p))

    relevant = _relevant(split, branches)
    rulings = _rulings(code, table, split, relevant, branches)
    questions = tuple(_question(code, table, atom, branches) for atom in relevant)
    return Result(
        code=code.id, code_title=code.title, facts=facts, not_understood=tuple(not_understood),
        rulings=tuple(rulings), questions=questions, trace=tuple(_trace(base, base_cands)),
        version=code.version, notes=tuple(dict.fromkeys(notes)),
    )  # fmt: skip


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


Branch = tuple[dict[GroundAtom, bool], dict[CandKey, _Candidate], _Pass]


def _relevant(split: list[GroundAtom], branches: list[Branch]) -> list[GroundAtom]:
    """The unknown facts whose answer changes the ruling, the most decisive first."""
    scores: dict[GroundAtom, int] = {}
    by_values = {tuple(a.values()): set(h) for a, h, _ in branches}
    for i, atom in enumerate(split):
        for values, keys in by_values.items():
            if values[i]:
                flipped = values[:i] + (False,) + values[i + 1 :]
                if by_values[flipped] != keys:
                    scores[atom] = scores.get(atom, 0) + 1
    return sorted(scores, key=lambda a: (-scores[a], split.index(a)))


def _implicants(
    split: list[GroundAtom], relevant: list[GroundAtom], branches: list[Branch], holds: list[bool]
) -> list[dict[GroundAtom, bool]]:
    """The fewest answers under which something holds whatever the other answers are."""
    found: list[dict[GroundAtom, bool]] = []
    covered = [False] * len(branches)
    for size in range(1, len(relevant) + 1):
        for atoms in itertools.combinations(relevant, size):
            for values in itertools.product((True, False), repeat=size):
                term = dict(zip(atoms, values, strict=True))
                if any(all(term.get(a) == v for a, v in f.items()) for f in found):
                    continue
                match = [i for i, (assign, _, _) in enumerate(branches) if all(assign[a] == v for a, v in term.items())]
                if match and all(holds[i] for i in match):
                    found.append(term)
                    for i in match:
                        covered[i] = True
        if all(c or not h for c, h in zip(covered, holds, strict=True)):
            break
    return found


def _rulings(
    code: n.CompiledCode, table: Table, split: list[GroundAtom], relevant: list[GroundAtom], branches: list[Branch]
) -> list[Ruling]:
    order: dict[CandKey, _Candidate] = {}
    for _, holding, _ in branches:
        for key, cand in holding.items():
            order.setdefault(key, cand)
    if not order:
        return [_no_law(code, branches[0][2])]
    keys = sorted(order, key=lambda k: _law_index(code, order[k].law))
    rulings: list[Ruling] = []
    none_holds = [not holding for _, holding, _ in branches]
    for key in keys:
        holds = [key in holding for _, holding, _ in branches]
        held = [(h[key], p) for _, h, p in branches if key in h]
        terms = [{}] if all(holds) else _implicants(split, relevant, branches, holds)
        for term in terms:
            rulings.append(_ruling(code, table, held, _conditions(code, table, term)))
    if any(none_holds):
        for term in _implicants(split, relevant, branches, none_holds):
            rulings.append(
                Ruling(
                    "There is no penalty: none of the laws above applies on these facts.",
                    "no_penalty",
                    (),
                    _conditions(code, table, term),
                )
            )
    return rulings


def _law_index(code: n.CompiledCode, law: n.Law) -> int:
    return next(i for i, lw in enumerate(code.laws) if lw is law)


def _conditions(code: n.CompiledCode, table: Table, term: dict[GroundAtom, bool]) -> tuple[Condition, ...]:
    return tuple(Condition(_atom_text(atom), value, ask_text(code, atom)) for atom, value in term.items())


def _atom_text(atom: GroundAtom) -> str:
    return f"{atom[0]}({', '.join(atom[1])})" if atom[1] else atom[0]


def fill(template: str, decl_params: tuple[str, ...], args: tuple[str, ...]) -> str:
    """A fact's gloss or question with its seats put in: "{player} revoked" -> "A revoked"."""
    for name, seat in zip(decl_params, args, strict=False):
        template = template.replace("{" + name + "}", seat)
    return template


def ask_text(code: n.CompiledCode, atom: GroundAtom) -> str:
    decl = code.facts[atom[0]]
    if decl.ask:
        return fill(decl.ask, decl.params, atom[1])
    return f"Is it so that {fill(decl.gloss, decl.params, atom[1])}?"


def render(template: str, binding: dict[str, str], table: Table) -> str:
    """Put seats into a decision: `{p}`, `{partner(p)}`, `{adversaries(p)}`, `{side(p)}`, ..."""
    out = template
    for var, seat in binding.items():
        out = out.replace("{" + var + "}", seat)
        out = out.replace("{partner(" + var + ")}", table.partner(seat))
        out = out.replace("{left(" + var + ")}", table.left(seat))
        out = out.replace("{right(" + var + ")}", table.right(seat))
        out = out.replace("{adversaries(" + var + ")}", table.names(table.adversaries(seat)))
        out = out.replace("{side(" + var + ")}", table.names(table.side(seat)))
    return out


def _cite(code: n.CompiledCode, ref: n.Ref) -> Citation:
    if ref.kind == "footnote":
        note = next(f for f in code.footnotes if f.number == ref.number)
        return Citation(code.id, note.on.kind, note.on.number, ref.number)
    return Citation(code.id, ref.kind, ref.number)


def _derivations(p: _Pass, atoms: set[GroundAtom], seen: set[GroundAtom]) -> list[tuple[n.Law, n.Rule, GroundAtom]]:
    """The derivations an outcome rests on, deepest first, each once."""
    out: list[tuple[n.Law, n.Rule, GroundAtom]] = []
    for atom in sorted(atoms):
        if atom in seen:
            continue
        seen.add(atom)
        for law, rule, used in p.derivers.get(atom, []):
            out += _derivations(p, used, seen)
            out.append((law, rule, atom))
    return out


def _ruling(
    code: n.CompiledCode, table: Table, held: list[tuple[_Candidate, _Pass]], conditions: tuple[Condition, ...]
) -> Ruling:
    """The ruling an outcome gives; `held` is the outcome in each branch of fact where it holds."""
    cand, p = held[0]
    out = cand.rule.outcome
    assert out is not None
    citations = [Citation(code.id, cand.law.kind, cand.law.number, section=cand.rule.clause or None)]
    reasoning = [render(b, cand.binding, table) for b in out.because]
    beaten = {c.key: c for c_, q in held for c in q.candidates_cache if c_ in c.defeated_by and c.truth is not False}
    for other in beaten.values():
        citations.append(Citation(code.id, other.law.kind, other.law.number))
        decision = other.rule.outcome.decision if other.rule.outcome else ""
        reasoning.append(f"{_ref_words(other.law)} set aside: {render(decision, other.binding, table)}")
    for law, _rule, atom in _derivations(p, cand.uses, set()):
        citations.append(Citation(code.id, law.kind, law.number))
        decl = code.facts[atom[0]]
        reasoning.append(f"{_ref_words(law)}: {fill(decl.gloss, decl.params, atom[1])}.")
    for ref in out.cites:
        note = _cite(code, ref)
        plain = Citation(code.id, note.kind, note.number)
        # "Law 62" and "Law 62, footnote 27" are one citation: the footnote refines it.
        citations = [note if c == plain and note.footnote else c for c in citations]
        citations.append(note)
    for q_law, q_rule in _qualifiers(code, cand, p):
        citations.append(Citation(code.id, q_law.kind, q_law.number))
        reasoning.append(f"{_ref_words(q_law)}: {q_rule.qualification}")
    options: tuple[Option, ...] = ()
    if out.by is not None:
        seats = _party_seats(out.by, cand.binding, table)
        if out.by.name == "dealer":  # the seat the facts name as dealer
            seats = tuple(sorted(a[0] for (pred, a), v in p.state.items() if pred == "dealer" and v))
        by = {"seat": "player", "partner": "partner", "adversaries": "adversaries", "side": "side"}.get(
            out.by.name, out.by.name
        )
        until = render(out.until or "", cand.binding, table)
        options = (Option(by, seats, tuple(render(c, cand.binding, table) for c in out.choices), until),)
    return Ruling(
        render(out.decision, cand.binding, table), out.kind, tuple(dict.fromkeys(citations)), conditions, options,
        tuple(dict.fromkeys(reasoning)),
    )  # fmt: skip


def _ref_words(law: n.Law) -> str:
    return {"law": "Law", "case": "Case", "etiquette": "Etiquette"}[law.kind] + f" {law.number}"


def _qualifiers(code: n.CompiledCode, cand: _Candidate, p: _Pass) -> list[tuple[n.Law, n.Rule]]:
    found = []
    for law in code.laws:
        for rule in law.rules:
            if not rule.qualifies or not any(_target_matches(t, cand) for t in rule.qualifies):
                continue
            if rule.when is None or any(p.eval(rule.when, b) is True for b in p.bindings(rule.when)):
                found.append((law, rule))
    return found


def _question(code: n.CompiledCode, table: Table, atom: GroundAtom, branches: list[Branch]) -> Question:
    def holding(value: bool) -> dict[CandKey, _Candidate]:
        out: dict[CandKey, _Candidate] = {}
        for assign, held, _ in branches:
            if assign[atom] is value:
                out.update(held)
        return out

    def outcome(value: bool, other: bool) -> str:
        """What this answer brings that the other does not."""
        theirs = holding(other)
        said: dict[str, str] = {}
        for key, c in holding(value).items():
            if key not in theirs:
                words = render(c.rule.outcome.decision if c.rule.outcome else "", c.binding, table)
                said.setdefault(_ref_words(c.law), words.split(". ")[0].split(";")[0].rstrip("."))
        return "; ".join(f"{law}: {words}" for law, words in said.items()) or "no penalty"

    why = f"if yes, {outcome(True, False)}. If no, {outcome(False, True)}."
    return Question(_atom_text(atom), ask_text(code, atom), why, atom)


def _no_law(code: n.CompiledCode, p: _Pass) -> Ruling:
    """No law covers this: the nearest laws by the facts they speak of, and the principles."""
    true_preds = {pred for (pred, _), v in p.state.items() if v}
    scored = []
    for law in code.laws:
        preds = {a.pred for r in law.rules for a, _ in _rule_atoms(r)}
        overlap = len(preds & true_preds)
        if overlap:
            scored.append((-overlap, _law_index(code, law), law))
    nearest = [law for _, _, law in sorted(scored)[:4]]
    reasoning = []
    if nearest:  # named for the arbitrator to read, not cited: none of them decides the case
        reasoning.append("The nearest laws: " + ", ".join(_ref_words(law) for law in nearest) + ".")
    reasoning += [f"{pr.title}: {pr.text}" for pr in code.principles]
    return Ruling(
        f"No law of {code.title} covers this incident; it is for the arbitrator, guided by the principles below.",
        "no_law", (), (), (), tuple(reasoning),
    )  # fmt: skip


def _rule_atoms(rule: n.Rule) -> list[tuple[n.Atom, bool]]:
    from .resolver import _atoms  # the same walk the resolver stratifies with

    return _atoms(rule.when)


def _trace(p: _Pass, cands: list[_Candidate]) -> list[TraceStep]:
    steps = []
    for atom, entries in p.derivers.items():
        for law, rule, _ in entries:
            status = "derived" if p.state.get(atom) else "unknown"
            steps.append(TraceStep(f"{law.kind} {law.number}.{rule.label}", "", status, _atom_text(atom)))
    for c in cands:
        binding = ", ".join(f"{k}={v}" for k, v in sorted(c.binding.items()))
        label = f"{c.law.kind} {c.law.number}.{c.rule.label}"
        if c.moot:
            steps.append(TraceStep(label, binding, "moot", "what it sets aside is set aside by another rule"))
        elif c.effective is True:
            steps.append(TraceStep(label, binding, "fired", c.rule.outcome.kind))  # type: ignore[union-attr]
        elif c.effective is None:
            steps.append(TraceStep(label, binding, "conditional", "turns on a fact not stated"))
        else:
            by = ", ".join(
                f"{d.law.kind} {d.law.number}.{d.rule.label}" for d in c.defeated_by if d.effective is not False
            )
            steps.append(TraceStep(label, binding, "set aside", f"by {by}" if by else "its condition fails"))
    return steps


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

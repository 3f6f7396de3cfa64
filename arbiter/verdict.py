"""From the branches of fact to the rulings: conditions, options, citations, reasoning,
the questions that matter, "no law covers this", and the trace. Pure.

A ruling holds in some branches of the unknown facts; the fewest answers under which it
holds become its `if`. A fact is a question only if some pair of branches differing in it
alone rule differently.
"""

from __future__ import annotations

import itertools
from dataclasses import replace

from . import nodes as n
from .checks import condition_atoms
from .inference import Candidate, CandKey, GroundAtom, Pass, party_seats, resolve_term, target_matches
from .ruling import Citation, Condition, Option, Question, Ruling, TraceStep
from .table import Table

Branch = tuple[dict[GroundAtom, bool], dict[CandKey, Candidate], Pass]


def relevant_facts(split: list[GroundAtom], branches: list[Branch]) -> list[GroundAtom]:
    """The unknown facts whose answer changes the ruling, the most decisive first."""
    scores: dict[GroundAtom, int] = {}
    by_values = {tuple(a.values()): set(h) for a, h, _ in branches}
    for i, atom in enumerate(split):
        for values, keys in by_values.items():
            if values[i]:
                flipped = values[:i] + (False,) + values[i + 1 :]
                # (a pair of answers no incident can give together has no branch: see `engine.run`)
                if flipped in by_values and by_values[flipped] != keys:
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


def rulings_of(
    code: n.CompiledCode, table: Table, split: list[GroundAtom], relevant: list[GroundAtom], branches: list[Branch]
) -> list[Ruling]:
    order: dict[CandKey, Candidate] = {}
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
    # A seat no part of the ruling names can still be bound two ways ("played_before(?x, ?y) or
    # led_out_of_turn(?x)" tries every ?y when only the lead is told; "bidder(?b) or
    # caller_side(?b)", the caller and his acceptor): the same ruling, once, with the facts
    # each binding rests on.
    merged: dict[tuple[object, ...], Ruling] = {}
    for r in rulings:
        said = (r.decision, r.kind, r.citations, r.conditions, r.options)
        same = merged.get(said)
        merged[said] = replace(same, reasoning=tuple(dict.fromkeys(same.reasoning + r.reasoning))) if same else r
    return list(merged.values())


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


def _derivations(p: Pass, atoms: set[GroundAtom], seen: set[GroundAtom]) -> list[tuple[n.Law, n.Rule, GroundAtom]]:
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
    code: n.CompiledCode, table: Table, held: list[tuple[Candidate, Pass]], conditions: tuple[Condition, ...]
) -> Ruling:
    """The ruling an outcome gives; `held` is the outcome in each branch of fact where it holds."""
    cand, p = held[0]
    out = cand.rule.outcome
    assert out is not None
    citations = [Citation(code.id, cand.law.kind, cand.law.number, section=cand.rule.clause or None)]
    reasoning = [render(b, cand.binding, table) for b in out.because]
    beaten = {c.key: c for c_, q in held for c in q.candidates_cache if c_ in c.defeated_by and c.truth is not False}
    for other in beaten.values():
        citations.append(Citation(code.id, other.law.kind, other.law.number, section=other.rule.clause or None))
        decision = other.rule.outcome.decision if other.rule.outcome else ""
        reasoning.append(f"{_ref_words(other.law)} set aside: {render(decision, other.binding, table)}")
    for law, rule, atom in _derivations(p, cand.uses, set()):
        decl = code.facts[atom[0]]
        if rule.defines:  # a term defined in passing: said, but the law is not the ruling's
            reasoning.append(f"{fill(decl.gloss, decl.params, atom[1])}.")
            continue
        citations.append(Citation(code.id, law.kind, law.number, section=rule.clause or None))
        reasoning.append(f"{_ref_words(law)}: {fill(decl.gloss, decl.params, atom[1])}.")
    for ref in out.cites:
        note = _cite(code, ref)
        plain = Citation(code.id, note.kind, note.number)
        # "Law 62" and "Law 62, footnote 27" are one citation: the footnote refines it.
        citations = [note if c == plain and note.footnote else c for c in citations]
        citations.append(note)
    until_text = out.until or ""
    for q_law, q_rule in _qualifiers(code, cand, p):
        citations.append(Citation(code.id, q_law.kind, q_law.number))
        reasoning.append(f"{_ref_words(q_law)}: {q_rule.qualification}")
        until_text = q_rule.qualified_until or until_text
    options: tuple[Option, ...] = ()
    if out.by is not None:
        seats = party_seats(out.by, cand.binding, table)
        if out.by.name == "dealer":  # the seat the facts name as dealer
            seats = tuple(sorted(a[0] for (pred, a), v in p.state.items() if pred == "dealer" and v))
        # a side's choice is made by its live player: Dummy is "blind and deaf" (Dummy III)
        dummies = {a[0] for (pred, a), v in p.state.items() if pred == "dummy" and v and a}
        if out.by.name in ("adversaries", "side") and set(seats) - dummies:
            seats = tuple(s for s in seats if s not in dummies)
        by = {"seat": "player", "partner": "partner", "adversaries": "adversaries", "side": "side"}.get(
            out.by.name, out.by.name
        )
        if out.by.name in ("partner", "left", "right") and out.by.arg is not None:
            # whose: "Z (Y's partner)", "B (on Z's right)", not a bare "right"
            whose = resolve_term(out.by.arg, cand.binding, table)
            by = f"{whose}'s partner" if out.by.name == "partner" else f"on {whose}'s {out.by.name}"
        until = render(until_text, cand.binding, table)
        options = (Option(by, seats, tuple(render(c, cand.binding, table) for c in out.choices), until),)
    elif out.choices:  # the law names no one to elect, but the choices are still the ruling's
        until = render(until_text, cand.binding, table)
        options = (Option("", (), tuple(render(c, cand.binding, table) for c in out.choices), until),)
    return Ruling(
        render(out.decision, cand.binding, table), out.kind, tuple(dict.fromkeys(citations)), conditions, options,
        tuple(dict.fromkeys(reasoning)),
    )  # fmt: skip


def _ref_words(law: n.Law) -> str:
    return {"law": "Law", "case": "Case", "etiquette": "Etiquette"}[law.kind] + f" {law.number}"


def _qualifiers(code: n.CompiledCode, cand: Candidate, p: Pass) -> list[tuple[n.Law, n.Rule]]:
    found = []
    for law in code.laws:
        for rule in law.rules:
            if not rule.qualifies or not any(target_matches(t, cand) for t in rule.qualifies):
                continue
            if rule.when is None or any(p.eval(rule.when, b) is True for b in p.bindings(rule.when)):
                found.append((law, rule))
    return found


def question(code: n.CompiledCode, table: Table, atom: GroundAtom, branches: list[Branch]) -> Question:
    def holding(value: bool) -> dict[CandKey, Candidate]:
        out: dict[CandKey, Candidate] = {}
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


def _no_law(code: n.CompiledCode, p: Pass) -> Ruling:
    """No law covers this: the nearest laws by the facts they speak of, and the principles."""
    true_preds = {pred for (pred, _), v in p.state.items() if v}
    scored = []
    for law in code.laws:
        preds = {a.pred for r in law.rules for a, _ in condition_atoms(r.when)}
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


def trace(p: Pass, cands: list[Candidate]) -> list[TraceStep]:
    steps = []
    for atom, entries in p.derivers.items():
        for law, rule, _ in entries:
            value = p.state.get(atom)
            status = "unknown" if value is None else "derived" if value else "denied"
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

"""The checks a compiled code must pass: every reference resolves, every fact is declared
with the right arity, every phrase can match, derived facts stratify, no rule defeats
itself. Each failure is a `LawFileError` at the `file:line:col` of the words at fault.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from . import nodes as n
from .errors import LawFileError, source_line
from .phrases import Skeleton, parse_phrase, phrase_words, role_words, skeleton
from .words import FILLER

BUILTIN_RELATIONS = {"partner": 2, "adversary": 2, "left": 2}
SEAT_FUNCTIONS = {"partner", "left", "right"}
PARTY_FUNCTIONS = {"partner", "adversaries", "side", "left", "right"}
PARTY_CONSTANTS = {"anyone", "players", "dealer", "claimants"}

# "Law 72", "Rule 32", "Laws 45 and 50", "Law 44, paragraph iv": printed cross-references.
_XREF = re.compile(r"\b(?:Law|Rule)s?\s+(\d+[a-z]?(?:(?:,\s*|\s+and\s+|\s+or\s+)\d+[a-z]?)*)")
_PLACEHOLDER = re.compile(r"\{([a-z_]+)(?:\(([a-z_]+)\))?\}")
_FOOTNOTE_MARK = re.compile(r"\[(\d+)\]")


def fail(span: n.Span, message: str) -> LawFileError:
    try:
        text = Path(span.path).read_text(encoding="utf-8")
    except OSError:
        text = ""
    return LawFileError(span.path, max(span.line, 1), max(span.col, 1), message, source_line(text, span.line))


# ---------------------------------------------------------------- checks


def check(
    code: n.CompiledCode, sources: dict[str, bytes], other_laws: Callable[[str], set[tuple[str, str]] | None]
) -> n.CompiledCode:
    """The code, checked, with its strata, cross-references and version (a hash of `sources`)."""
    numbers = {(law.kind, law.number) for law in code.laws}
    rules_by_law = {(law.kind, law.number): {r.label for r in law.rules} for law in code.laws}
    footnote_numbers = {f.number for f in code.footnotes}
    seen_footnotes: set[str] = set()
    for f in code.footnotes:
        if f.number in seen_footnotes:
            raise fail(f.span, f"footnote {f.number} is defined twice")
        seen_footnotes.add(f.number)

    def resolve(ref: n.Ref) -> None:
        if ref.kind == "footnote":
            if ref.number not in footnote_numbers:
                raise fail(ref.span, f"footnote {ref.number} does not exist in code {code.id}")
            return
        if ref.kind == "clause":
            return
        if (ref.kind, ref.number) not in numbers:
            raise fail(ref.span, f"{ref.kind} {ref.number} does not exist in code {code.id}")
        if ref.rule and ref.rule not in rules_by_law[(ref.kind, ref.number)]:
            raise fail(ref.span, f"{ref.kind} {ref.number} has no rule {ref.rule!r}")

    # A derived code that numbers its laws apart from its parent's ("T7", printed "(7)") means
    # its own law when its own text says "Law 7".
    printed_as: dict[str, dict[str, str]] = {}
    for law in code.laws:
        printed = re.fullmatch(r"\((\d+[a-z]?)\)", law.title)
        if printed and law.op == "adds":
            printed_as.setdefault(law.span.path, {})[printed.group(1)] = law.number
    xrefs: dict[str, tuple[n.Ref, ...]] = {}
    for law in code.laws:
        labels: set[str] = set()
        for ref in law.see:
            resolve(ref)
        for mark in _FOOTNOTE_MARK.findall(law.full_text):
            if mark not in footnote_numbers:
                raise fail(law.span, f"{law.kind} {law.number} marks footnote [{mark}], which is not defined")
        own = printed_as.get(law.span.path, {})
        refs = _printed_xrefs(law.full_text, law.span, numbers, own) + law.see
        xrefs[f"{law.kind} {law.number}"] = tuple(dict.fromkeys(refs))
        _check_concordance(law, other_laws)
        for rule in law.rules:
            if rule.label in labels:
                raise fail(rule.span, f"rule {rule.label!r} is defined twice in {law.kind} {law.number}")
            labels.add(rule.label)
            _check_rule(rule, code, resolve)
    for f in code.footnotes:
        resolve(f.on)
        xrefs[f"footnote {f.number}"] = _printed_xrefs(f.text, f.span, numbers)
    for decl in code.facts.values():
        _check_phrases(decl)
    strata = _stratify(code)
    _check_defeat_cycles(code)
    digest = hashlib.sha256()
    for path in sorted(sources):
        digest.update(path.encode() + b"\0" + sources[path])
    # Equal words and skeleton items are made one object, so that the cache pickles each once.
    words: dict[tuple[str, ...], tuple[str, ...]] = {}
    items: dict[tuple[tuple[str, ...], int], tuple[tuple[str, ...], int]] = {}
    needs = {
        p: tuple(items.setdefault((w, room), (words.setdefault(w, w), room)) for w, room in skeleton(p))
        for decl in code.facts.values()
        for p in decl.say + decl.deny
    }
    spread = Counter(word for skel in needs.values() for words, _ in skel for word in words)
    anchors = {decl.name: _anchors(decl, needs, code.roles, spread) for decl in code.facts.values()}
    return replace(code, strata=strata, version=digest.hexdigest()[:16], xrefs=xrefs, needs=needs, anchors=anchors)


def _anchors(
    decl: n.FactDecl, needs: dict[str, Skeleton], roles: tuple[n.RoleDecl, ...], spread: Counter[str]
) -> frozenset[str] | None:
    """The words one of which a sentence must tell for any of a fact's phrases to match: of
    each phrase, the skeleton item whose words the code's phrases use least (the likeliest to
    be missing from a sentence), never a seat nor a role word (told by the seat holding the
    role). None if a phrase has no such item."""
    spoken = {word for word, _ in role_words(roles)}
    words: set[str] = set()
    for phrase in decl.say + decl.deny:
        items = [w for w, _ in needs[phrase] if "#" not in w and spoken.isdisjoint(w)]
        if not items:
            return None
        words |= set(min(items, key=lambda item: sum(spread[word] for word in item)))
    return frozenset(words)


def _locate(span: n.Span, needle: str) -> n.Span:
    """The position of `needle` in the file, at or after `span`: errors point at the words themselves."""
    try:
        lines = Path(span.path).read_text(encoding="utf-8").splitlines()
    except OSError:
        return span
    for i in range(max(span.line - 1, 0), len(lines)):
        col = lines[i].find(needle, span.col - 1 if i == span.line - 1 else 0)
        if col >= 0:
            return n.Span(span.path, i + 1, col + 1)
    return span


def _check_phrases(decl: n.FactDecl) -> None:
    """A seat slot must name a parameter and stand outside `[...]` and `(...)`, or it never matches.

    The gloss is what people read (the rulebook, `--why`, the questions asked), so it is
    plain words: a phrase's alternatives `(a|b)` in it would be printed as they stand.
    """
    if "|" in decl.gloss:
        raise fail(
            _locate(decl.span, decl.gloss), "a fact's description is read by people: write it in plain words, not (a|b)"
        )
    for phrase in decl.say + decl.deny:
        try:
            elements = parse_phrase(phrase)
        except ValueError as err:
            raise fail(_locate(decl.span, phrase), f"malformed phrase: {err}") from None
        if not any(kind in ("word", "slot", "choice") for kind, _ in elements):
            raise fail(_locate(decl.span, phrase), "a phrase needs a word outside its optional groups")
        if any(slot not in ("_", "mate", "else") for slot in _grouped_slots(elements)):
            raise fail(
                _locate(decl.span, phrase), "a seat slot inside [...] or (...) may be left out: write two phrases"
            )
        for slot in re.findall(r"\{([a-z_]+)\}", phrase):
            if slot not in decl.params and slot not in ("_", "else"):
                known = ", ".join("{" + p + "}" for p in decl.params) or "none"
                raise fail(_locate(decl.span, phrase), f"{{{slot}}} is not a parameter of {decl.name} (it has {known})")


def _grouped_slots(
    elements: tuple[tuple[str, object], ...] | list[tuple[str, object]], inside: bool = False
) -> list[str]:
    """The slots a phrase has inside its groups (where a match may skip them)."""
    found = []
    for kind, value in elements:
        if kind == "slot" and inside:
            found.append(str(value))
        elif kind in ("opt", "choice"):
            for alt in value:  # type: ignore[attr-defined]
                found += _grouped_slots(alt, True)
    return found


def _check_concordance(law: n.Law, other_laws: Callable[[str], set[tuple[str, str]] | None]) -> None:
    """`concordance english law 62`: the other code must exist and have that law."""
    for entry in law.concordance:
        other = other_laws(entry.code)
        if other is None:
            raise fail(entry.ref.span, f"concordance names code {entry.code!r}, which does not exist")
        if (entry.ref.kind, entry.ref.number) not in other:
            raise fail(entry.ref.span, f"code {entry.code} has no {entry.ref.kind} {entry.ref.number}")


def _printed_xrefs(
    text: str, span: n.Span, numbers: set[tuple[str, str]], printed_as: dict[str, str] | None = None
) -> tuple[n.Ref, ...]:
    """The printed cross-references of a text. `printed_as` maps the numbers a derived code
    prints its own laws by ("(7)", numbered T7 beside its parent's 7) for its own texts."""
    refs = []
    for match in _XREF.finditer(text):
        for number in re.findall(r"\d+[a-z]?", match.group(1)):
            number = (printed_as or {}).get(number, number)
            if ("law", number) not in numbers:
                where = _locate(span, match.group(0).split()[0] + " " + match.group(1).split(",")[0].split()[0])
                raise fail(where, f"the text refers to Law {number}, which this code does not have")
            refs.append(n.Ref("law", number, None, span))
    return tuple(refs)


def _term_vars(term: n.Term, span: n.Span) -> set[str]:
    if isinstance(term, n.Var):
        return {term.name}
    if term.fn not in SEAT_FUNCTIONS:
        raise fail(span, f"unknown seat function {term.fn!r} (known: {', '.join(sorted(SEAT_FUNCTIONS))})")
    return _term_vars(term.arg, span)


def _cond_vars(cond: n.Cond, code: n.CompiledCode, span: n.Span) -> set[str]:
    """Check every atom in `cond` and return the variables it binds."""
    if isinstance(cond, n.Atom):
        arity = BUILTIN_RELATIONS.get(cond.pred)
        if arity is None:
            fact = code.facts.get(cond.pred)
            if fact is None:
                raise fail(cond.span, f"unknown fact {cond.pred!r}: declare it with `fact {cond.pred} ...`")
            arity = len(fact.params)
        if len(cond.args) != arity:
            raise fail(cond.span, f"{cond.pred} takes {arity} argument(s), not {len(cond.args)}")
        return set().union(*(_term_vars(a, cond.span) for a in cond.args)) if cond.args else set()
    if isinstance(cond, n.Not):
        return _cond_vars(cond.arg, code, span)
    if isinstance(cond, n.Known):
        return _cond_vars(cond.atom, code, span)
    if isinstance(cond, n.Eq):
        return {cond.left.name} | _term_vars(cond.right, span)
    return set().union(*(_cond_vars(c, code, span) for c in cond.args))


def _check_party(party: n.Party | None, bound: set[str], span: n.Span) -> None:
    if party is None:
        return
    if party.arg is None:
        if party.name not in PARTY_CONSTANTS:
            raise fail(span, f"unknown party {party.name!r} (say ?p, adversaries(?p), side(?p), anyone, players...)")
        return
    if party.name != "seat" and party.name not in PARTY_FUNCTIONS:
        raise fail(span, f"unknown party {party.name!r} (known: {', '.join(sorted(PARTY_FUNCTIONS))})")
    missing = _term_vars(party.arg, span) - bound
    if missing:
        raise fail(span, f"variable ?{sorted(missing)[0]} is not bound by the rule's condition")


def _check_template(text: str, bound: set[str], span: n.Span) -> None:
    for fn, arg in _PLACEHOLDER.findall(text):
        var = arg or fn
        if arg and fn not in PARTY_FUNCTIONS:
            raise fail(span, f"unknown function {fn!r} in {{{fn}({arg})}}")
        if var not in bound:
            raise fail(
                span, f"{{{fn}{'(' + arg + ')' if arg else ''}}} names ?{var}, which the condition does not bind"
            )


def _check_rule(rule: n.Rule, code: n.CompiledCode, resolve: object) -> None:
    bound = _cond_vars(rule.when, code, rule.span) if rule.when is not None else set()
    check_ref = resolve  # a callable; typed loosely to keep the signature short
    if rule.derive is not None:
        fact = code.facts.get(rule.derive.pred)
        if fact is None:
            raise fail(rule.derive.span, f"unknown fact {rule.derive.pred!r}: declare it with `fact`")
        if len(rule.derive.args) != len(fact.params):
            raise fail(rule.derive.span, f"{fact.name} takes {len(fact.params)} argument(s)")
        for arg in rule.derive.args:
            if _term_vars(arg, rule.span) - bound:
                raise fail(rule.derive.span, "a derived fact may only use variables its condition binds")
    if rule.outcome is not None:
        out = rule.outcome
        _check_party(out.by, bound, rule.span)
        for text in (out.decision, out.until or "", *out.choices, *out.because):
            _check_template(text, bound, rule.span)
        for ref in out.cites:
            check_ref(ref)  # type: ignore[operator]
    targets = rule.qualifies + (rule.defeats.targets if rule.defeats else ())
    for target in targets:
        if target.ref is not None:
            check_ref(target.ref)  # type: ignore[operator]
    if rule.defeats:
        _check_party(rule.defeats.elected_by, bound, rule.span)
        for ref in rule.defeats.excepts:
            check_ref(ref)  # type: ignore[operator]


def condition_atoms(cond: n.Cond | None) -> list[tuple[n.Atom, bool]]:
    """The atoms of a condition, each with whether it stands under a negation."""
    out: list[tuple[n.Atom, bool]] = []

    def walk(c: n.Cond, negated: bool) -> None:
        if isinstance(c, n.Atom):
            out.append((c, negated))
        elif isinstance(c, n.Not):
            walk(c.arg, not negated)
        elif isinstance(c, n.Known):
            out.append((c.atom, True))  # `known` looks at unknown-ness: not monotone
        elif isinstance(c, n.And | n.Or):
            for a in c.args:
                walk(a, negated)

    if cond is not None:
        walk(cond, False)
    return out


def _stratify(code: n.CompiledCode) -> tuple[tuple[str, ...], ...]:
    """Order derived facts so none is read negated before it is complete (stratified negation)."""
    derived: dict[str, list[n.Rule]] = {}
    for law in code.laws:
        for rule in law.rules:
            if rule.derive is not None:
                derived.setdefault(rule.derive.pred, []).append(rule)
    # A fact both derived and denied ("the trick is quitted when all have turned their cards",
    # "not while one still touches his") is denied only once every derivation of it is done
    # (`inference.Pass.derive`): what reads it, even unnegated, comes in a later stratum.
    excepted = n.excepted_facts(code)
    level = dict.fromkeys(derived, 0)
    for _ in range(len(derived) + 1):
        changed = False
        for pred, rules in derived.items():
            for rule in rules:
                for atom, negated in condition_atoms(rule.when):
                    if atom.pred in level:
                        need = level[atom.pred] + (1 if negated or atom.pred in excepted else 0)
                        if need > level[pred]:
                            level[pred], changed = need, True
                            if need > len(derived):
                                raise fail(rule.span, f"{pred} depends on its own negation")
        if not changed:
            break
    strata: dict[int, list[str]] = {}
    for pred, lvl in sorted(level.items()):
        strata.setdefault(lvl, []).append(pred)
    return tuple(tuple(strata[k]) for k in sorted(strata))


def _check_defeat_cycles(code: n.CompiledCode) -> None:
    """A rule may not, through `defeats`, end up defeating itself (one depth-first walk)."""
    rules_of: dict[str, list[str]] = {}
    targets: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for law in code.laws:
        name = f"{law.kind} {law.number}"
        rules_of[name] = [r.label for r in law.rules]
        for rule in law.rules:
            refs = [t.ref for t in rule.defeats.targets if t.ref] if rule.defeats else []
            targets[(name, rule.label)] = [(f"{r.kind} {r.number}", r.rule or "*") for r in refs]

    def successors(node: tuple[str, str]) -> list[tuple[str, str]]:
        out = []
        for law, rule in targets.get(node, []):  # "*" stands for every rule of that law
            out += [(law, label) for label in rules_of.get(law, []) if rule in ("*", label)]
        return out

    state: dict[tuple[str, str], int] = {}  # 1: on the current path, 2: done
    for start in targets:
        if state.get(start):
            continue
        stack = [(start, iter(successors(start)))]
        state[start] = 1
        while stack:
            node, children = stack[-1]
            child = next(children, None)
            if child is None:
                state[node] = 2
                stack.pop()
            elif state.get(child) == 1:
                found = code.law(*child[0].split(" ", 1))
                span = found.span if found else n.NOWHERE
                raise fail(span, f"{child[0]}.{child[1]} defeats itself through {node[0]}.{node[1]}")
            elif not state.get(child):
                state[child] = 1
                stack.append((child, iter(successors(child))))


def _choices(phrase: str) -> list[tuple[str, list[str]]]:
    """Each `(...)` group of a phrase, nested ones too, with its alternatives: the text
    between its own top-level bars ("(towards {_}|in)" gives "towards {_}" and "in")."""
    out: list[tuple[str, list[str]]] = []
    opened: list[tuple[str, int]] = []
    for i, ch in enumerate(phrase):
        if ch in "([":
            opened.append((ch, i))
        elif ch in ")]" and opened:
            kind, start = opened.pop()
            if kind == "(":
                out.append((phrase[start : i + 1], _top_level(phrase[start + 1 : i])))
    return out


def _top_level(inner: str) -> list[str]:
    """A group's text split at the bars that are its own, not its subgroups'."""
    parts, depth, begin = [], 0, 0
    for j, c in enumerate(inner):
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "|" and depth == 0:
            parts.append(inner[begin:j])
            begin = j + 1
    return [*parts, inner[begin:]]


def phrase_warnings(code: n.CompiledCode) -> list[str]:
    """Phrases that say less than they seem to: a `(choice)` with an alternative made only of
    words the reader skips in every incident ("(twice|again)": "again" is never seen, so
    the group may be left out and "twice" is not required; "(towards {_}|in)" likewise).
    Written `[twice|again]` it says what it does. One line per phrase, `file:line:col: message`."""
    out = []
    for decl in code.facts.values():
        for phrase in dict.fromkeys(decl.say + decl.deny):
            for group, alternatives in _choices(phrase):
                # Word by word, as parse_phrase reads a phrase ("by accident" there is two words).
                skipped = [
                    a
                    for a in alternatives
                    if not re.search(r"[\[\](){}]", a) and all(w in FILLER for t in a.split() for w in phrase_words(t))
                ]
                if skipped:
                    where = _locate(_locate(decl.span, phrase), group)
                    out.append(
                        f'{where}: in {group}, "{skipped[0].strip()}" is a word the reader skips, '
                        f"so the group may be left out: write [{group[1:-1]}]"
                    )
    return out

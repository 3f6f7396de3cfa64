"""Plain English to a statement of facts, with the phrases the vocabulary declares.

Each sentence (`sentences`) becomes tokens (`tokens`): seats placed from letters, roles and
pronouns (`persons`), tense and auxiliaries folded so that "A leads", "A has led" and "A led"
read alike, negation ("had not played", "didn't lead", "never") marked to make a fact false.
The vocabulary's phrases are matched over them (`phrases`); the sense of a fact's gloss
(`gloss`) and what the corpus's labelled tellings teach (`examples`) are last resorts, each
fact so read saying how. What it cannot place is reported, never dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from . import nodes as n
from .bidding import (
    auction_not_over,
    auction_over_before_the_lead,
    called_after_out_of_turn,
    contract_on_the_bidder,
    doubles_of_last_bid,
    doubles_out_of_turn,
    insufficient_bids,
    left_in_one_spade,
    named_first,
    one_redouble_out_of_turn,
    seated_bids,
)
from .cards import card_misnamed, liable_card_played, played_to_the_false_lead
from .deals import (
    dealers_acts,
    dealt_at_the_table,
    dealt_for_partner,
    dealt_too_many,
    exposed_in_the_cut,
    exposed_in_the_deal,
    took_partners_deal,
)
from .engine import derived, outcomes
from .examples import FALLBACK, read_by_example
from .gloss import clauses as clauses_of
from .gloss import read_by_sense
from .implied import (
    counted_hands,
    entry_by_its_own_law,
    held_the_suit_called,
    led_another_suit,
    led_out_of_turn,
    left_over_from_omission,
    no_other_suit_uncalled,
    not_yet_played,
    one_seat_per_side,
    opening_lead_out_of_turn,
    partner_roles,
    played_the_first_trick,
    reseated,
    taken_dealer,
    unnamed_declarer_or_dummy,
)
from .inference import CandKey
from .names import place as place_names
from .persons import (
    WE,
    Resolver,
    apposition,
    dummys_partner,
    teller_with_dummy,
)
from .phrases import (
    CLAUSE_WORDS,
    WISHED,
    marked_text,
    match_phrases,
    role_tied,
    role_words,
)
from .revokes import (
    both_established,
    both_sides_revoked,
    complete_revokes,
    found_tricks_later,
    other_suit_played,
)
from .ruling import Fact
from .sentences import (
    FULL_NAMES,
    SO_DID,
    asides,
    doubt_words,
    is_verb,
    quoted_spans,
    split_sentences,
    with_elided_verbs,
    without_asides,
)
from .shorthand import written_out
from .table import Table, usual_declarer
from .teller import find_narrator, teller_deals
from .tokens import double_dummy_only, placed, tokenize
from .words import FILLER, Token, fold

_STOP = FILLER | {
    "both",
    "can",
    "whether",
    "and",
    "or",
    "but",
    "of",
    "to",
    "that",
    "which",
    "who",
    "it",
    "its",
    "on",
    "at",
    "for",
    "with",
    "as",
    "he",
    "his",
    "him",
    "she",
    "her",
    "they",
    "their",
    "them",
    "this",
    "there",
    "when",
    "while",
    "before",
    "after",
    "from",
    "into",
    "one",
    "any",
    "some",
    "if",
    "what",
    "i",
    "you",
    "we",
    "my",
    "your",
}
# Roles fixed by another role: the rest ("dealer", "leader", "declarer"...) are bound by the
# incident itself, to the seat a fact of the same name gives ("Z dealt", "Y, the declarer").
# How many words a phrase's own words may be apart in the second, looser look (never a
# verb or a word that opens a clause: see phrases.compile_phrase).
LOOSE = 2
# "had not yet dealt": an act still to come, told of the one whose act it is
_YET = re.compile(r"\byet\b")


@dataclass(frozen=True)
class Reading:
    facts: tuple[Fact, ...]
    not_understood: tuple[str, ...]
    notes: tuple[str, ...]


def read(code: n.CompiledCode, text: str) -> Reading:
    """Read an incident told in plain English."""
    text = written_out(text, bidding="declared_clubs" in code.facts)
    notes: list[str] = []
    table = _table(code, text)
    teller_notes: list[str] = []
    narrator = find_narrator(text, table, teller_notes)  # names take seats other than the teller's
    mute = table.partner(usual_declarer(table)) if code.id == "dummy" else None
    text, people = place_names(text, table, narrator, mute)
    if people:
        # names told now as seats or roles may seat the teller anew ("Mrs Hale (Z) and I")
        table = _table(code, text)
        notes += [f"taking {p.name} for {p.said_as}" for p in people]
        narrator = find_narrator(text, table, notes)
    else:
        notes += teller_notes
    sentences = split_sentences(text)
    bound: dict[str, str] = {}
    for role in dict.fromkeys(r.name for r in code.roles):
        decl = code.facts.get(role)
        if decl is not None and len(decl.params) == 1:
            said = tuple(p for r in code.roles if r.name == role for p in r.say)
            seat = None
            if role == "dummy" and (opposite := dummys_partner(text)) in table.seats:
                seat = table.partner(str(opposite))  # "the partner of Dummy, Z": Dummy sits opposite Z
            elif role == "dummy" and narrator and teller_with_dummy(text):
                seat = table.partner(narrator)  # "I was playing with Dummy": opposite the teller
            seat = seat or apposition(text, role, said) or _find_role_seat(code, sentences, table, role, narrator)
            if seat:
                bound[role] = seat
    resolver = Resolver(table, bound, notes, narrator)
    facts: dict[tuple[str, tuple[str, ...]], Fact] = {}
    unread: list[str] = []
    previous: list[Fact] = []  # the facts of the sentence before: "; East did the same"
    # Each clause with its seats, and every seat told: where reading by example finds the
    # seat of a fact no phrase read.
    clauses: list[tuple[str, list[str]]] = []
    told_seats: list[str] = []
    subject: str | None = None  # the first seat a sentence tells, which its asides may tell again
    for sentence, aside in [(part, k > 0) for whole in sentences for k, part in enumerate((whole, *asides(whole)))]:
        sentence = with_elided_verbs(without_asides(sentence))
        kept = (resolver.last, resolver.subject, resolver.previous_subject)
        tokens = tokenize(code, sentence, resolver)
        first = next((t.word for t in tokens if t.seat), None)
        if not aside:
            subject = first
        elif first != subject:
            # "Y, whose partner was the dummy, forgot ... No one noticed until he had played":
            # an aside about another seat, read after its sentence, leaves "he" to mean whom
            # the sentence left it ("Y, being dummy, ... He told": Y, said again, is "he")
            resolver.last, resolver.subject, resolver.previous_subject = kept
        told_seats += [t.word for t in tokens if t.seat]
        for clause in clauses_of(tokens, sentence):
            # a clause with no seat of its own is about the last seat told: "Z dealt, and
            # turned a card"; "Y threw a club. Nobody noticed until the trick was quitted"
            # ("we" told last: "before we could look, Z swept them together" is Z's doing)
            seated = sorted((t for t in clause if t.seat), key=lambda t: WE.match(sentence, t.start) is not None)
            own = [t.word for t in seated] or (clauses[-1][1] if clauses else [])
            if seated and clauses and all(placed(sentence, t.start) for t in seated):
                # "and instead of putting it right dealt on to Y": Y is where, not who; the
                # actor is the last clause's
                own = [*clauses[-1][1][:1], *own]
            clauses.append((sentence[clause[0].start : clause[-1].start + len(clause[-1].word)], own))
        found, covered = _match(code, tokens, sentence, resolver.bound)
        have = {f.pred for f in found}
        found += [f for f in read_by_sense(code, tokens, sentence, covered) if f.pred not in have]
        role_names = {r.name for r in code.roles}
        told = [f for f in found if f.pred not in role_names]
        found += _ellipsis(sentence, told or previous, role_names, borrowed=not told)
        previous = found
        resolver.hear_revoke_facts(found)
        for fact in found:
            if fact.pred == "dummy" and double_dummy_only(sentence, fact.source):
                continue  # "A, seeing every card at double dummy, laid his cards down": the game
            key = (fact.pred, fact.args)
            if key in facts and facts[key].value != fact.value:
                notes.append(f"the telling says both {facts[key]} and {fact}: taking the later")
            facts[key] = fact
        unread += _unread(tokens, covered, sentence)
    facts.update(led_out_of_turn(code, facts))
    facts.update(led_another_suit(code, text, facts))
    held_the_suit_called(code, facts)
    played_to_the_false_lead(code, text, facts)
    card_misnamed(code, text, facts, resolver.narrator)
    no_other_suit_uncalled(facts)
    calls = _seated_first_person(text, table, resolver.narrator)
    facts.update(doubles_of_last_bid(code, calls, facts))
    doubles_out_of_turn(code, calls, facts)
    bidding = seated_bids(text, table, resolver.bound, resolver.narrator)
    contract_on_the_bidder(facts, bidding, table, resolver.narrator)
    exposed_in_the_cut(facts)
    exposed_in_the_deal(facts)
    facts.update(not_yet_played(code, facts))
    one_seat_per_side(code, facts, table)
    for role, seat in resolver.bound.items():
        # "Z, the dealer, ..." names the dealer as surely as "Z dealt"; and a role the telling
        # used ("the dealer exposed a card") is a fact the laws need, taken as the note says.
        decl = code.facts.get(role)
        named = any(f.pred == role and f.value is not None for f in facts.values())
        if decl is not None and len(decl.params) == 1 and not named:
            said = tuple(p for r in code.roles if r.name == role for p in r.say)
            how = f"{seat}, the {role}" if apposition(text, role, said) else f"taken: the {role} is {seat}"
            facts[(role, (seat,))] = Fact(role, (seat,), True, how, decl.params)
    facts.update(unnamed_declarer_or_dummy(code, facts, table))
    facts.update(partner_roles(code, facts, table))
    facts.update(opening_lead_out_of_turn(code, text, facts, table))
    facts.update(named_first(code, bidding, facts, table, resolver.narrator))
    facts.update(left_in_one_spade(code, bidding, facts, table, resolver.narrator))
    facts.update(insufficient_bids(code, bidding, facts, table, resolver.narrator))
    other_suit_played(code, text, facts)
    both_sides_revoked(code, text, facts, table, resolver.narrator)
    complete_revokes(code, text, facts, table)  # "for N's revoke, established": no other revoke to guess
    found_tricks_later(code, text, facts)
    counted_hands(code, text, facts)
    facts.update(_by_example(code, text, facts, clauses, told_seats, unread, table))
    entry_by_its_own_law(facts)
    called_after_out_of_turn(code, calls, facts, table)  # the call out of turn read by example too
    one_redouble_out_of_turn(facts)
    auction_not_over(code, facts)
    auction_over_before_the_lead(code, facts)
    if declarer := unnamed_declarer_or_dummy(code, facts, table):  # the play read by example
        facts.update(declarer)
        facts.update(partner_roles(code, facts, table))
    one_seat_per_side(code, facts, table)  # the sides' facts read by example too
    complete_revokes(code, text, facts, table)
    both_established(code, text, facts)
    liable_card_played(code, facts)
    exposed_in_the_cut(facts)  # the cut's exposure read by example too
    left_over_from_omission(code, facts)
    exposed_in_the_deal(facts)  # the deal's exposure read by example too
    facts.update(dealt_too_many(code, facts))  # the deal's count, read by example too
    dealers_acts(facts)
    dealt_for_partner(code, facts, table)
    dealt_at_the_table(code, facts)
    took_partners_deal(code, facts)
    facts.update(played_the_first_trick(code, facts))
    teller_deals(code, facts, notes, resolver.narrator)
    return Reading(tuple(facts.values()), tuple(dict.fromkeys(unread)), tuple(dict.fromkeys(notes)))


def _seated_first_person(text: str, table: Table, narrator: str | None) -> str:
    """ "My partner bid two royals, and I said 'Double'": the calls told by the teller, with
    his seat and his partner's written in, for the rules that read calls by seat letters."""
    if not narrator or narrator not in table.seats:
        return text
    text = re.sub(r"\b[Mm]y partner\b", table.partner(narrator), text)
    return re.sub(r"\bI\b(?!')", narrator, text)


def _table(code: n.CompiledCode, text: str) -> Table:
    """The seating whose letters the telling uses. "A card was dropped by West": a capital A
    counts only where no other seat is named."""
    letters = set(re.findall(r"\b([BYZNESW])\b", text))
    letters |= {FULL_NAMES[w] for w in re.findall(r"\b(North|East|South|West)\b", text)}
    return Table.for_letters(code.seats, letters or set(re.findall(r"\b(A)\b", text)))


def _by_example(
    code: n.CompiledCode,
    text: str,
    facts: dict[tuple[str, tuple[str, ...]], Fact],
    clauses: list[tuple[str, list[str]]],
    told_seats: list[str],
    unread: list[str],
    table: Table,
) -> dict[tuple[str, tuple[str, ...]], Fact]:
    """What no phrase read, the corpus's examples may (`examples`); what the laws derive from
    what was read is not guessed at. A fact's seat is that of the clause that weighs most for
    it, else the first the reading gave to an act done (a role's seat says who sits where, a
    denied act who did not act), else the first told."""
    role_names = {r.name for r in code.roles}
    acts = sorted((f for f in facts.values() if f.pred not in role_names), key=lambda f: not f.value)
    seats = list(dict.fromkeys([a for f in acts for a in f.args] + told_seats))
    seated = [(clause, list(dict.fromkeys(told))) for clause, told in clauses]
    guessed = read_by_example(code, text, facts.values(), seats, seated, unread)
    inferred = derived(code, facts.values())
    guessed = [reseated(code, g, facts, table) for g in guessed if g.pred not in inferred]
    # A guess that changes no outcome is not worth making: "the adversaries claim the
    # penalties for leading out of turn" is no lead out of turn where Case XI sets them aside.
    # The least sure goes first, one at a time: of two guesses that each make the other
    # needless (a revoke, and the card of the suit led that he held), the surer stays.
    kept, standing = _needed(code, list(facts.values()), guessed)
    if not standing and (dealer := taken_dealer(code, list(facts.values()), table)):
        return {("dealer", dealer.args): dealer}
    if not standing and (dealer := taken_dealer(code, [*facts.values(), *guessed], table)):
        # "A had no cards left, while Y held two" (a hand long, guessed): a misdeal by
        # whoever dealt, the guesses that give it kept with the dealer taken
        kept, standing = _needed(code, [*facts.values(), dealer], guessed)
        return {(f.pred, f.args): f for f in (dealer, *kept)}
    if not standing:
        # Nothing the laws rule on: the surest of the less sure guesses that gives a ruling is
        # better than none (the held rounds read 0.4 points more right for it)
        for guess in read_by_example(code, text, facts.values(), seats, seated, unread, threshold=FALLBACK):
            if guess.pred not in inferred and outcomes(code, [*facts.values(), guess]):
                return {(guess.pred, guess.args): guess}
    return {(fact.pred, fact.args): fact for fact in kept}


def _needed(
    code: n.CompiledCode, told: list[Fact], guessed: list[Fact]
) -> tuple[list[Fact], dict[CandKey, bool | None]]:
    """The guesses worth making beside what was told, and the outcomes they leave standing."""
    kept = list(guessed)
    standing = outcomes(code, [*told, *kept])
    for fact in reversed(guessed):
        without = [g for g in kept if g is not fact]
        if outcomes(code, [*told, *without]) == standing:
            kept = without
    return kept, standing


def _ellipsis(sentence: str, found: list[Fact], roles: set[str], borrowed: bool = False) -> list[Fact]:
    """ "S had twelve cards, and so did N": what was said of one seat, said of another
    (`found`: what this sentence said, or the one before when this one says nothing else,
    `borrowed`: "N put his hand down; East, annoyed, did the same")."""
    match = SO_DID.search(sentence)
    if not match:
        return []
    words = re.findall(r"[a-z]+", sentence[: match.start()])
    if borrowed and any(is_verb(w) or w in ("had", "was", "were", "has", "is") for w in words):
        # "East and West each had the right number, and so did South": what South did is this
        # sentence's own clause, unread, not what the sentence before said of another
        return []
    name = next(g for g in match.groups() if g)
    other = FULL_NAMES.get(name, name)
    said = [f for f in found if len(f.args) == 1 and f.args[0] != other and f.pred not in roles and f.value is not None]
    # What the seat told last before "did the same" did, and no one else's ("E picked up his
    # cards before S had touched his, W did the same, and then N exposed a card": W picked up).
    at = {f: sentence.find(f.source) for f in said}
    before = sorted((f for f in said if 0 <= at[f] < match.start()), key=lambda f: at[f])
    acts = [f for f in before if f.value]  # a seat's act, not what another had not yet done
    if acts:
        said = [f for f in before if f.args[0] == acts[-1].args[0]]
    return [Fact(f.pred, (other,), f.value, f"{f.source} (and so did {other})", f.params) for f in said]


def _find_role_seat(
    code: n.CompiledCode, sentences: list[str], table: Table, pred: str, narrator: str | None = None
) -> str | None:
    """A first look for "Z dealt" / "A led" / "I dealt": roles resolve against these."""
    if pred not in code.facts:
        return None
    for sentence in sentences:
        tokens = tokenize(code, sentence, None, narrator)
        for fact in match_phrases(code.facts[pred], tokens, sentence, needs=code.needs)[0]:
            # "Playing double dummy, A let a card fall", "with a dummy, Z led": the game, or
            # any dummy, and then the subject of the clause, not the seat of the role
            # ("a new rubber at dummy: A dealt" is the game too)
            if fact.source.startswith(WISHED):
                continue
            seat = fact.args[0]  # a role is a fact of one seat
            # "neither N nor dummy had played": another seat beside N, not N's role
            if re.search(rf"\b{seat}\s+(?:nor|or|and)\s+(?:the\s+)?{pred}\b", sentence, re.I):
                continue
            # ("Playing double dummy, I let the ace slip": the teller, told as "I")
            told = rf"(?:{seat}|I|we)" if seat == narrator else seat
            if fact.value and not re.search(rf"\b(?:double|a|at)\s+{pred}\s*[,:;]?\s*{told}\b", sentence, re.I):
                return seat
    return None


# an aside of what a pair thought or saw, between the pair and its verb: the verb follows it
_PARTICIPLE_ASIDE = re.compile(r"\S+,\s+(?!having\b)\w+ing\b[^,.;]*,\s+(\w+)")


def _match(
    code: n.CompiledCode, tokens: list[Token], sentence: str, bound: dict[str, str] | None = None
) -> tuple[list[Fact], set[int]]:
    """Facts in a sentence, read with and without the subjects carried over "and"."""
    facts: dict[tuple[str, tuple[str, ...], bool | None], Fact] = {}
    variants = [tokens] + ([[t for t in tokens if not t.implied]] if any(t.implied for t in tokens) else [])
    # "Both A and Z revoked": what is said of the pair is said of each.
    for i in range(len(tokens) - 2):
        pair = tokens[i].seat and tokens[i + 1].word == "and" and tokens[i + 2].seat and not tokens[i + 2].implied
        pair = pair and "," not in sentence[tokens[i].start : tokens[i + 2].start]  # "before S, and N then..."
        # ... but what a side holds or wins together ("A and B held four honours") is the side's.
        after = [t.word for t in tokens[i + 3 : i + 5] if t.word != "both"]  # "W and N both threw"
        verb = after[0] if after else ""
        aside = _PARTICIPLE_ASIDE.match(sentence, tokens[i + 2].start) if pair else None
        verb = aside.group(1).lower() if aside else verb  # "B and I, thinking the game lost, threw"
        joint = verb in ("held", "won", "scored", "made", "claimed", "got")
        # ... not what "both" have ("both W and N had the wrong number of cards"): each has it
        joint = joint or not (is_verb(verb) or (i and tokens[i - 1].word == "both"))
        if pair and not joint:
            variants.append(tokens[: i + 1] + tokens[i + 3 :])
    # "neither Y nor Z had touched": two denied seats side by side, each denied.
    for i in range(len(tokens) - 1):
        if tokens[i].seat and tokens[i + 1].seat and tokens[i].negated and tokens[i + 1].negated:
            variants.append(tokens[: i + 1] + tokens[i + 2 :])
    variants += [v for v in (_active(v, bound or {}, sentence) for v in variants) if v is not None]
    strict: set[int] = set()  # offsets of the words the phrases read as written
    role_names = frozenset(r.name for r in code.roles)
    have: set[str] = set()
    asked = _questions(sentence)
    roles = role_words(code.roles)
    for variant in variants:
        found: list[tuple[int, int, Fact]] = []
        marked = marked_text(variant)  # the same for every fact: marked once
        for decl in code.facts.values():
            matched, spans = match_phrases(decl, variant, sentence, roles, bound, needs=code.needs, marked=marked)
            found += [(s, e, f) for (s, e), f in zip(spans, matched, strict=True)]
        # A match inside a longer one is part of it: "A led" inside "A led out of turn".
        kept = [
            (s, e, f)
            for s, e, f in found
            if not any(s2 <= s and e <= e2 and (e2 - s2) > (e - s) for s2, e2, _ in found)
            and not _denied_in_question(f, variant[s:e], sentence, asked)
        ]
        for s, e, f in sorted(kept, key=lambda x: x[0]):
            if f.source.startswith(WISHED):
                strict |= {variant[i].start for i in range(s, e)}  # read, as a wish
                continue
            k = s - 1
            while k > 0 and variant[k].word in ("any", "a", "an", "the", "all", "every"):
                k -= 1  # "before any trump had been turned": before the state, whatever its words
            told_before = k >= 0 and variant[k].word == "before"
            # "pointed out before all four had played": a state told as not yet reached; "before
            # A had led, B laid a card down": an act not yet done (not "before Y corrected his
            # bid, B pointed it out": Y did correct it, afterwards)
            strict |= {variant[i].start for i in range(s, e)}
            if f.value and told_before and (not f.args or re.search(r"\bhad\b", f.source)):
                f = replace(f, value=False, source=f"before {f.source}")
            elif f.value is False and told_before and not any(t.negated for t in variant[s:e]):
                # "carried on dealing before he put it right": a denial told as done only
                # afterwards denies nothing of what came before it (its words are read, though)
                continue
            elif (
                f.value is False
                and f.pred in role_names
                and _YET.search(sentence, variant[s].start, variant[e - 1].start)
            ):
                # "W had not yet dealt a card": the dealer, who had not begun; no role denied
                continue
            facts.setdefault((f.pred, f.args, f.value), f)
        have |= {f.pred for _, _, f in found}
    covered = set(strict)
    # "Can E-W have a new deal?": a question asks what the law allows; its words, read
    # loosely, would tell an act ("E [have a new] deal") nobody did
    if LOOSE and not _ASKED.match(sentence):
        # A second, looser look for the facts no phrase read as written: up to LOOSE words
        # may stand between a phrase's own ("A exposed one of his cards"), where the phrases
        # left most of those words unread.
        for variant in variants:
            for decl in code.facts.values():
                if decl.name in have:
                    continue
                matched, spans = match_phrases(
                    decl, variant, sentence, role_words(code.roles), bound, gap=LOOSE, needs=code.needs
                )
                for (s, e), f in zip(spans, matched, strict=True):
                    if sum(variant[i].start in strict for i in range(s, e)) * 2 > e - s:
                        continue
                    if _denied_in_question(f, variant[s:e], sentence, asked) or f.source.startswith(WISHED):
                        continue
                    if f.value is False and f.pred in role_names:
                        continue  # "N, the declarer, had not played from either hand": no role denied
                    told = sentence[variant[s].start : variant[e - 1].start + len(variant[e - 1].word)]
                    if f.pred.startswith("declared_") and _CARD.search(told):
                        continue  # "the three of clubs" is a card, not the call "three clubs"
                    facts.setdefault((f.pred, f.args, f.value), f)
                    covered |= {variant[i].start for i in range(s, e)}
    have |= {pred for pred, _, _ in facts}
    for f, spot in _role_acts(code, variants, sentence, bound or {}, have, asked):
        facts.setdefault((f.pred, f.args, f.value), f)
        covered |= spot
    return list(facts.values()), covered


def _role_acts(
    code: n.CompiledCode,
    variants: list[list[Token]],
    sentence: str,
    bound: dict[str, str],
    have: set[str],
    asked: list[tuple[int, int]],
) -> list[tuple[Fact, set[int]]]:
    """A fact only a role's holder can do, told without his seat ("Dlr Z. Trump card still
    face up after the second trick"), is the seat that holds the role; with the offsets of
    the words it was read from."""
    out: list[tuple[Fact, set[int]]] = []
    role_names = frozenset(r.name for r in code.roles)
    for decl in code.facts.values():
        tie = role_tied(decl.gloss, role_names) if len(decl.params) == 1 else None
        if tie is None or decl.name in have or tie[1] not in bound:
            continue
        for variant in variants:
            matched, spans = match_phrases(
                decl, variant, sentence, role_words(code.roles), bound, needs=code.needs, unsaid=(tie[0], bound[tie[1]])
            )
            for (s, e), f in zip(spans, matched, strict=True):
                if f.source.startswith(WISHED) or (s and variant[s - 1].word == "to"):
                    continue  # "told me to take the three tricks": an infinitive is not an act
                if _subject_before(variant, s, sentence):
                    continue  # "Z, the declarer, touched two cards": told with a seat, not without
                if not _denied_in_question(f, variant[s:e], sentence, asked):
                    out.append((f, {variant[i].start for i in range(s, e)}))
    return out


def _subject_before(tokens: list[Token], i: int, sentence: str) -> bool:
    """Whether a seat before token `i` is its subject: no verb and no stop between them."""
    for t in reversed(tokens[:i]):
        if t.verb or t.word in CLAUSE_WORDS:
            return False
        if t.seat:
            return not re.search(r"[;:.]", sentence[t.start : tokens[i].start])
    return False


def _questions(sentence: str) -> list[tuple[int, int]]:
    """The quoted questions of a sentence: "'hang on, isn't it my deal?'"."""
    return [(a, b) for a, b in quoted_spans(sentence) if sentence[a:b].rstrip(" '\"’”").endswith("?")]


# a card named by rank and suit: "the three of clubs", "the 10 of spades"
_CARD = re.compile(
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|ace|king|queen|knave|jack|deuce|trey|\d+)\s+of\s+"
    r"(?:club|diamond|heart|spade|trump)s?\b",
    re.I,
)


# A sentence that asks: "Can B still call the card?", "Who deals next?"
_ASKED = re.compile(
    r"\s*(?:can|could|may|might|must|should|shall|will|would|is|are|does|do|did|who|what|how|which|whose)\b[^\"“]*\?\s*$",
    re.I,
)


# A question asked with its verb first: "isn't it my deal?", "haven't you a spade?"
_ASKING = re.compile(
    r"[\s'\"‘“]*(?:is|are|was|were|has|have|had|did|does|do|can|could|will|would|shall)(?:n't|n’t)?\b", re.I
)


def _denied_in_question(fact: Fact, tokens: list[Token], sentence: str, asked: list[tuple[int, int]]) -> bool:
    """A denial asked in a quoted question ("isn't it my deal?", "haven't you a spade?") does
    not tell; one said before a tag ("we hadn't begun, had we?") does. What a question itself
    tells ("Having none, partner?") its own phrases say."""
    if fact.value is not False or not tokens:
        return False
    # the words the denial rests on: 'B asked him "Haven't you any hearts?" and he had one'
    denying = [t for t in tokens if t.negated] or tokens
    for a, b in asked:
        if all(a <= t.start < b for t in denying):
            opens = max([a + 1] + [m.end() for m in re.finditer(r"[,;:]", sentence[: denying[0].start]) if m.end() > a])
            return bool(_ASKING.match(sentence, opens))
    return False


# The verbs of putting a card on the table, as folded ("thrown" -> "threw").
_PLAYED = frozenset(
    fold(w) for w in "played led thrown discarded dropped exposed trumped put ruffed shown pulled".split()
)


# ... and of handling the cards, said with "by": "the cards were dealt by B" (not a call or
# a remark: "doubled by South", "pointed out by North" keep their own phrases).
_HANDLED = _PLAYED | frozenset(fold(w) for w in "dealt turned cut shuffled taken gathered touched".split())
_DUMMY = fold("dummy")


def _active(tokens: list[Token], bound: dict[str, str], sentence: str) -> list[Token] | None:
    """ "a diamond was played from dummy", "the ace was led by West", "a card was dropped
    face upward by A": also read as said actively ("dummy played a diamond", "A dropped a
    card face upward"), the agent before the verb."""
    for k in range(2, len(tokens) - 1):
        by, agent = tokens[k], tokens[k + 1]
        if agent.word == _DUMMY and "dummy" in bound:  # "from dummy's hand", the hand spoken of
            agent = replace(agent, word=bound["dummy"], seat=True)
        if not (agent.seat and by.word in ("by", "from")):
            continue
        # The verb: just before "from" (a card played from a hand), or a few words before
        # "by", with nothing between that opens a clause or names a seat.
        i = k - 1
        if by.word == "by":
            while i > k - 5 and i > 0 and not tokens[i].verb:
                if tokens[i].seat or tokens[i].word in CLAUSE_WORDS:
                    break
                i -= 1
        verb = tokens[i]
        if verb.word not in (_HANDLED if by.word == "by" else _PLAYED) or tokens[i - 1].seat:
            continue
        j = i  # the card: back to a clause's start ("before the trick was complete, a card ...")
        while j > max(i - 5, 0) and not (
            tokens[j - 1].seat
            or tokens[j - 1].verb
            or tokens[j - 1].word in CLAUSE_WORDS
            or tokens[j - 1].negated
            or any(p in sentence[tokens[j - 1].start : tokens[j].start] for p in ",;:-()")
        ):
            j -= 1
        j -= j > 0 and tokens[j - 1].possessive  # "North's three diamonds were doubled by South"
        if j == i:
            continue
        rest = k + 2 + (k + 2 < len(tokens) and tokens[k + 2].word == "hand")
        return tokens[:j] + [replace(agent, implied=False), verb] + tokens[j:i] + tokens[i + 1 : k] + tokens[rest:]
    return None


# The cards a telling names ("the king of spades") say which card, never what was done
# with it: no evidence for a fact the phrases missed, and nothing left not understood.
_CARD_NAMES = frozenset(
    "ace aces king kings queen queens knave knaves jack jacks deuce deuces trey treys"
    " spade spades heart hearts diamond diamonds club clubs".split()
)


def _unread(tokens: list[Token], covered: set[int], sentence: str) -> list[str]:
    """Content words no phrase accounted for, as short runs (`covered`: their offsets). Words
    told in doubt ("I cannot say whether all had played") or belief are not there to be read
    by example."""
    runs, current = [], []
    doubting = doubt_words(sentence)  # "I cannot say whether": "say" is no evidence either
    for t in tokens:
        if (
            t.start not in covered
            and not t.seat
            and not t.doubtful
            and not t.believed  # "I always understood there were no revokes": no evidence of one
            and not any(a <= t.start < b for a, b in doubting)
            and t.word not in _STOP
            and t.word not in _CARD_NAMES
            and t.word.isalpha()
        ):
            said = re.match(r"[A-Za-z'-]+", sentence[t.start :])  # as told, not as folded
            current.append(said.group(0) if said else t.word)
        elif current:
            runs.append(" ".join(current))
            current = []
    if current:
        runs.append(" ".join(current))
    return runs

"""Plain English to a statement of facts, with the phrases the vocabulary declares.

Each sentence (`sentences`) becomes tokens (`tokens`): seats placed from letters, roles and
pronouns (`persons`), tense and auxiliaries folded so that "A leads", "A has led" and "A led"
read alike, negation ("had not played", "didn't lead", "never") marked to make a fact false.
The vocabulary's phrases are matched over them (`matching`, `phrases`); the sense of a fact's gloss
(`gloss`) and what the corpus's labelled tellings teach (`examples`) are last resorts, each
fact so read saying how. What it cannot place is reported, never dropped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from . import nodes as n
from .bidding import (
    auction_begun_by_a_bid,
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
from .cards import (
    card_misnamed,
    led_when_not_his_lead,
    liable_card_played,
    played_to_the_false_lead,
    void_of_the_suit_led,
)
from .cuts import cut_facts
from .deals import (
    dealers_acts,
    dealt_at_the_table,
    dealt_for_partner,
    dealt_too_many,
    exposed_in_the_cut,
    exposed_in_the_deal,
    last_card_of_the_next_deal,
    took_partners_deal,
)
from .doubts import BELIEF, CLAIM, DISPUTE, GAINSAID, UNCONFIRMED, doubt_words, doubtful_clauses
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
    roles_held,
    taken_dealer,
    unnamed_declarer_or_dummy,
)
from .inference import CandKey
from .matching import match_sentence
from .names import place as place_names
from .persons import (
    WE,
    Resolver,
    apposition,
    dummys_partner,
    teller_with_dummy,
)
from .phrases import (
    WISHED,
    match_phrases,
)
from .revokes import (
    both_established,
    both_sides_revoked,
    complete_revokes,
    found_tricks_later,
    other_suit_played,
)
from .ruling import Fact
from .sentences import FULL_NAMES, NOT_SO, SO_DID, asides, is_verb, split_sentences, with_elided_verbs, without_asides
from .shorthand import written_out
from .table import Table, usual_declarer
from .teller import find_narrator, teller_deals
from .tokens import double_dummy_only, placed, tokenize
from .words import FILLER, Token

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
    unconfirmed = bool(UNCONFIRMED.search(text) or GAINSAID.search(text))
    resolver.disputed = unconfirmed or bool(DISPUTE.search(text))
    facts: dict[tuple[str, tuple[str, ...]], Fact] = {}
    unread: list[str] = []
    previous: list[Fact] = []  # the facts of the sentence before: "; East did the same"
    # Each clause with its seats, and every seat told: where reading by example finds the
    # seat of a fact no phrase read.
    clauses: list[tuple[str, list[str]]] = []
    told_seats: list[str] = []
    subject: str | None = None  # the first seat a sentence tells, which its asides may tell again
    disputed: dict[tuple[str, tuple[str, ...], bool | None], Fact] = {}  # the facts the sides' claims tell
    role_names = {r.name for r in code.roles}
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
        found, covered = match_sentence(code, tokens, sentence, resolver.bound)
        if resolver.disputed and any(t.believed for t in tokens):
            # what either side claims, where they disagree, is in doubt, though told elsewhere
            # as done ("South put it right ... West swears South had already dealt on")
            claims = [replace(t, believed=False) for t in tokens if t.believed or t.seat]
            claim_facts = match_sentence(code, claims, sentence, resolver.bound)[0]
            disputed |= {(f.pred, f.args, f.value): f for f in claim_facts}
        if sentence.rstrip(" '\"’”").endswith("?"):
            # "Surely Dummy cannot revoke?": what the law allows, asked, denies nothing done
            found = [f for f in found if not (f.value is False and _MAY_NOT.search(f.source))]
        have = {f.pred for f in found}
        found += [f for f in read_by_sense(code, tokens, sentence, covered) if f.pred not in have]
        told = [f for f in found if f.pred not in role_names]
        # ("West swears he had dealt on; South says he had not": a claim, where they disagree)
        unclaimed = CLAIM.sub(lambda m: " " * len(m.group(0)), sentence) if resolver.disputed else sentence
        found += _ellipsis(unclaimed, told or previous, role_names, borrowed=not told)
        previous = found
        resolver.hear_revoke_facts(found)
        for fact in found:
            if fact.pred == "dummy" and double_dummy_only(sentence, fact.source):
                continue  # "A, seeing every card at double dummy, laid his cards down": the game
            key = (fact.pred, fact.args)
            if key in facts and facts[key].value == fact.value:
                continue  # told again ("Y renounced ...; he won't pay the revoke penalty"): the first telling says how
            if key in facts:
                notes.append(f"the telling says both {facts[key]} and {fact}: taking the later")
            facts[key] = fact
        unread += _unread(tokens, covered, sentence)
    for (pred, args, value), claim in disputed.items():
        # a claim against what was read ("South put it right" against "he had already dealt
        # on"); not one that agrees with it ("they say I went one down; I say I score the slam")
        was = facts.get((pred, args))
        if was is not None and pred not in role_names and was.value is (not value):
            facts[(pred, args)] = replace(was, value=None, source=f"disputed: {was.source}")
        elif was is None and pred not in role_names and unconfirmed:
            # a claim nothing else tells, that no one can confirm or the other side says is not so
            # ("somebody thinks South had played to it, but none of us is certain"): in doubt,
            # the arbitrator's question
            facts[(pred, args)] = replace(claim, value=None, source=f"disputed: {claim.source}")
    facts.update(led_out_of_turn(code, facts))
    facts.update(led_another_suit(code, text, facts))
    held_the_suit_called(code, facts)
    played_to_the_false_lead(code, text, facts)
    card_misnamed(code, text, facts, resolver.narrator)
    void_of_the_suit_led(code, text, facts)
    led_when_not_his_lead(code, facts)
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
    facts.update(cut_facts(code, text, facts, resolver.narrator))  # "N, E and S each cut a seven, W a deuce"
    # what each side says, where they disagree, is no evidence to guess a fact from either
    # ("One thinks a bid had been made in the next game, another says not": his belief too)
    # and what they say is in doubt: a guess its words make is the arbitrator's question
    evidence, claimed = text, []
    if resolver.disputed:
        for saying in (CLAIM, BELIEF):
            claimed += [m.group(0) for m in saying.finditer(text)]
            evidence = saying.sub(lambda m: " " * len(m.group(0)), evidence)
    facts.update(_by_example(code, evidence, facts, clauses, told_seats, unread, table, claimed))
    entry_by_its_own_law(facts)
    called_after_out_of_turn(code, calls, facts, table)  # the call out of turn read by example too
    one_redouble_out_of_turn(facts)
    auction_not_over(code, facts)
    auction_begun_by_a_bid(code, facts)
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
    roles_held(code, facts)
    dealt_for_partner(code, facts, table)
    dealt_at_the_table(code, facts)
    last_card_of_the_next_deal(code, text, facts)
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
    disputed: Sequence[str] = (),
) -> dict[tuple[str, tuple[str, ...]], Fact]:
    """What no phrase read, the corpus's examples may (`examples`); what the laws derive from
    what was read is not guessed at, nor what the sides dispute (`disputed`, their claims). A
    fact's seat is that of the clause that weighs most for it, else the first the reading gave
    to an act done (a role's seat says who sits where, a denied act who did not act), else the
    first told."""
    role_names = {r.name for r in code.roles}
    acts = sorted((f for f in facts.values() if f.pred not in role_names), key=lambda f: not f.value)
    seats = list(dict.fromkeys([a for f in acts for a in f.args] + told_seats))
    seated = [(clause, list(dict.fromkeys(told))) for clause, told in clauses]
    # what no one can say is the arbitrator's question, not a guess (see `examples.in_doubt`)
    doubt = [*doubtful_clauses(text), *disputed]
    guessed = read_by_example(code, text, facts.values(), seats, seated, unread, doubt=doubt)
    inferred = derived(code, facts.values(), either=True)
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
        for guess in read_by_example(
            code, text, facts.values(), seats, seated, unread, threshold=FALLBACK, doubt=doubt
        ):
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
    denied = None if match else NOT_SO.search(sentence)
    if denied:
        match = denied
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
    if denied:  # "..., but East had not": the act, denied of East
        return [Fact(f.pred, (other,), False, f"{f.source} (but not {other})", f.params) for f in said if f.value]
    return [Fact(f.pred, (other,), f.value, f"{f.source} (and so did {other})", f.params) for f in said]


_MAY_NOT = re.compile(
    r"\b(?:cannot|can't|can not|could not|couldn't|may not|must not|mustn't|need not|needn't|should not"
    r"|shouldn't|ought not)\b",
    re.I,
)


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
            # ("Playing against the Dummy, A pulled two cards": A plays against him)
            if fact.value and not re.search(
                rf"\b(?:double\s+|a\s+|at\s+|against\s+(?:the\s+)?){pred}\s*[,:;]?\s*{told}\b", sentence, re.I
            ):
                return seat
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

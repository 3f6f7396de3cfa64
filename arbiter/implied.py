"""What a reading implies, though the telling never says it in so many words.

After the phrases have read what each sentence tells, some facts follow from others or from
the telling as a whole: the declarer the play needs and the printed cases seat, the dummy as
his partner, a lead out of turn told as "it was W's lead, but E led" (or as the first lead
made from the declarer's right), a side's facts put on one partner, the suit led after the
one called, hands told by the cards left in them. (What the bidding implies is `bidding`'s, what
a revoke implies `revokes`', what the cut and the deal imply `deals`'.)
Each fact made here says in its `source` how it was taken, so the arbitrator can check it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from . import nodes as n
from .checks import condition_atoms
from .engine import derived, outcomes
from .phrases import role_tied
from .ruling import Fact
from .sentences import FULL_NAMES, SEAT
from .table import Table, usual_declarer
from .words import NUMBERS

Facts = dict[tuple[str, tuple[str, ...]], Fact]


def taken_dealer(code: n.CompiledCode, facts: list[Fact], table: Table) -> Fact | None:
    """Nothing ruled on, and no dealer told: "Y had fourteen cards and B twelve" is a misdeal
    by whoever dealt (English Law 44 IV: "Should a player have fourteen cards, and either of
    the other three less than thirteen"). The printed cases seat the dealer last in
    rotation, Z (or W); he is taken there when that gives a ruling."""
    if "dealer" not in code.facts or any(f.pred == "dealer" for f in facts) or outcomes(code, facts):
        return None
    seat = table.seats[-1]
    dealer = Fact("dealer", (seat,), True, f"taken: the dealer is {seat}, as the cases seat him", ("player",))
    return dealer if outcomes(code, [*facts, dealer]) else None


# facts of the cut, the shuffle and the deal, by their names: "cut_equal_cards", "misdealt"
_BEFORE_PLAY = re.compile(r"cut|shuffl|dealt|deal_|misdeal|_deal$|auction")


def unnamed_declarer_or_dummy(code: n.CompiledCode, facts: Facts, table: Table) -> Facts:
    """ "A led out of turn, and B then led again": the play of a declared hand, whose
    declarer the telling never names. The laws of the play turn on who is the declarer (Law
    66: "the declarer may ... call a suit"), so he is taken where the printed cases seat him:
    Z (or S), his partner the dummy. At Dummy whist, where no one declares, the Dummy is
    taken so, opposite Z (Dummy Law I: "Dummy deals at the commencement of each rubber").
    But an act only the declarer (or the dummy) does places them both, over any seat merely
    taken for the role ("S put two fingers on dummy's king and three"): those are dropped
    from `facts`."""
    if "dummy" not in code.facts:
        return {}
    roles = [f for f in facts.values() if f.pred in ("declarer", "dummy")]
    by_acts = _seated_by_their_acts(code, facts, table)
    if by_acts and all(f.source.startswith("taken:") for f in roles):
        # "S put two fingers on dummy's king and three": only a declarer does that
        for f in roles:
            del facts[(f.pred, f.args)]
        how = "taken: the {} is {}, by what he did"
        return {
            (role, (seat,)): Fact(role, (seat,), True, how.format(role, seat), code.facts[role].params)
            for role, seat in by_acts.items()
            if role in code.facts
        }
    if roles:
        return {}
    role = "declarer" if "declarer" in code.facts else "dummy"
    if role == "dummy" and code.id != "dummy":
        return {}  # only Dummy whist always has a Dummy at the table (not Hogarth's whist)
    decl = code.facts[role]
    if len(decl.params) != 1:
        return {}
    phases = derived(code, facts.values())
    before = phases & {"pack_cut", "deal_begun", "deal_completed", "auction_begun"} or any(
        _BEFORE_PLAY.search(f.pred) for f in facts.values() if f.pred != "dealer"
    )
    if role == "declarer" and before and not phases & {"final_declaration", "play_begun"}:
        return {}  # the cut, the deal and the auction have no declarer yet
    usual = usual_declarer(table)
    acts = {a for f in facts.values() if f.value for a in f.args if a in table.seats}
    final = [f.args[0] for f in facts.values() if f.pred == "final_bidder" and f.value and f.args]
    first = {f.args for f in facts.values() if f.pred == "named_suit_first" and f.value}
    how = "as the cases seat him"
    if role == "declarer" and len(final) == 1 and (table.partner(final[0]),) not in first:
        # "My three spades had been passed by both of the others": the final bidder plays
        # the hand (Auction Law 46), unless his partner named its suit first
        seat, how = final[0], "the final bidder"
    elif role == "dummy":
        # Dummy plays no card of his own: a seat that acted is not he
        seat = next((s for s in (table.partner(usual), table.right(usual), table.left(usual)) if s not in acts), "")
        if not seat:
            return {}
    elif len({table.side(a) for a in acts}) == 1 and usual in table.side(next(iter(acts))):
        seat = table.partner(table.left(usual))  # the acts were all the usual side's
    else:
        seat = usual
    without = outcomes(code, facts.values())
    # taken only for a ruling it settles, not for one left open on a question; where the acts
    # told were all the usual side's and that settles nothing, the usual seat if he acted
    # ("South said, 'The rest are mine'": the declarer's claim; the dummy does nothing)
    tries = [(seat, how)] + ([(usual, "as the cases seat him")] if role == "declarer" and usual in acts else [])
    for seat, how in dict.fromkeys(tries):
        fact = Fact(role, (seat,), True, f"taken: the {role} is {seat}, {how}", decl.params)
        taken = outcomes(code, [*facts.values(), fact])
        if any(held is True and without.get(key) is not True for key, held in taken.items()):
            return {(role, (seat,)): fact}
    return {}


# "{player}, the declarer, named or touched a card in the dummy": a fact only the declarer
# (or only the dummy) can be told of
_ROLE_GLOSS = re.compile(r"\{\w+\}, the (declarer|dummy)\b")


def _seated_by_their_acts(code: n.CompiledCode, facts: Facts, table: Table) -> dict[str, str]:
    """The declarer and the dummy as the acts only they do place them: the dummy is the
    declarer's partner (Law 60)."""
    for fact in facts.values():
        decl = code.facts.get(fact.pred)
        said = _ROLE_GLOSS.match(decl.gloss) if decl is not None and fact.value and len(fact.args) == 1 else None
        if said and fact.args[0] in table.seats:
            seat = fact.args[0]
            other = table.partner(seat)
            return (
                {"declarer": seat, "dummy": other}
                if said.group(1) == "declarer"
                else {"dummy": seat, "declarer": other}
            )
    return {}


def partner_roles(code: n.CompiledCode, facts: Facts, table: Table) -> Facts:
    """ "Declarer S led": the dummy is S's partner, and the declarer the dummy's partner
    (Law 60: "The partner of the declarer ... then becomes the dummy"). Its source
    says it was taken so, not told."""
    out: Facts = {}
    for role, other in (("declarer", "dummy"), ("dummy", "declarer")):
        decl = code.facts.get(other)
        told = [f.args[0] for f in facts.values() if f.pred == role and f.value and len(f.args) == 1]
        if decl is None or len(decl.params) != 1 or len(told) != 1 or any(f.pred == other for f in facts.values()):
            continue
        seat = table.partner(told[0])
        how = f"taken: the {other} is {seat}, the {role}'s partner"
        out[(other, (seat,))] = Fact(other, (seat,), True, how, decl.params)
    return out


def led_out_of_turn(code: n.CompiledCode, facts: Facts) -> Facts:
    """ "It was W's lead, but E led", "Before W had led, E played the two": one seat led where
    another ought to have, which is a lead out of turn, though the telling never says the words."""
    decl = code.facts.get("led_out_of_turn")
    if decl is None or any(pred == "led_out_of_turn" for pred, _ in facts):
        return {}
    led = [f.args[0] for f in facts.values() if f.pred == "leader" and f.value]
    ought = [f.args[0] for f in facts.values() if f.pred == "ought_to_have_led" and f.value]
    # "It was my lead, but my partner led the queen ... and let me lead whatever I liked": the
    # one who led with the lead another's; the rightful leader's later lead is no offence
    led = [seat for seat in dict.fromkeys(led) if seat not in ought]
    if not led:  # "Before A had led, B played the two of spades": the first card played
        led = [f.args[0] for f in facts.values() if f.pred == "had_played_to_trick" and f.value]
    # "before A had led, B ...": A had the lead, and had not yet used it
    ought = ought or [
        f.args[0] for f in facts.values() if f.pred == "leader" and f.value is False and f.source.startswith("before")
    ]
    if len(led) != 1 or len(ought) != 1 or led == ought:
        return {}
    told = f"{led[0]} led when it was {ought[0]}'s lead"
    return {("led_out_of_turn", (led[0],)): Fact("led_out_of_turn", (led[0],), True, told, decl.params)}


# facts that tell the play past its first lead
_PLAY_ON = frozenset(
    "first_trick_quitted trick_turned_and_quitted second_trick_quitted played_to_following_trick "
    "led_from_wrong_hand dummy_exposed".split()
)


# "A won the third trick, but before he could lead, B led": a lead in the play, not the first
_LATER_TRICK = re.compile(
    r"\b(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|last|next|previous"
    r"|preceding|\d+(?:st|nd|rd|th))\s+trick\b|\bwon (?:the|a) trick\b",
    re.I,
)


def opening_lead_out_of_turn(code: n.CompiledCode, text: str, facts: Facts, table: Table) -> Facts:
    """ "Z's three hearts was passed. Before A could lead, his partner B laid the king of clubs
    on the table": the first lead, made by the adversary on the declarer's right, is a lead by
    the wrong adversary (Auction Law 66: "If, after the final declaration has been made, the
    wrong adversary leads ..."), though the telling never says "out of turn"."""
    decl = code.facts.get("opening_lead_out_of_turn")
    if decl is None or any(pred == "opening_lead_out_of_turn" for pred, _ in facts):
        return {}
    held = {f.args[0] for f in facts.values() if f.pred in ("declarer", "final_bidder") and f.value}
    led = {f.args[0] for f in facts.values() if f.pred in ("leader", "led_out_of_turn") and f.value}
    first = any(f.pred == "opening_lead" and f.value is False for f in facts.values()) or any(
        f.pred in ("final_declaration", "final_bidder") and f.value for f in facts.values()
    )
    if len(held) != 1 or not first or _LATER_TRICK.search(text):
        return {}
    if any(f.pred in _PLAY_ON and f.value for f in facts.values()):
        return {}
    (declarer,) = held
    wrong = table.right(declarer)
    if wrong not in led or len(led - {declarer}) != 1:
        return {}
    told = f"{wrong} made the first lead, on the declarer's right"
    return {("opening_lead_out_of_turn", (wrong,)): Fact("opening_lead_out_of_turn", (wrong,), True, told, decl.params)}


_COUNTED = frozenset("hand_short had_fourteen_cards held_too_many held_too_few wrong_number_of_cards".split())
_FIRST_TRICK_DONE = frozenset("all_played_to_first_trick first_trick_quitted second_trick_quitted".split())


def played_the_first_trick(code: n.CompiledCode, facts: Facts) -> Facts:
    """ "After the first trick I counted and found I had only twelve cards; the other three had
    thirteen apiece": the player whose count is wrong had played to the first trick, as all four
    had (English Law 46: "should he have played, he is as answerable for any revoke ..."). Told
    so only with the other hands counted: while one may be long, whether he played is asked."""
    decl = code.facts.get("played_to_first_trick")
    if decl is None or not any(f.pred in _FIRST_TRICK_DONE and f.value for f in facts.values()):
        return {}
    if not any(f.pred == "some_hand_long" and f.value is False for f in facts.values()):
        return {}
    out: Facts = {}
    for fact in facts.values():
        key = ("played_to_first_trick", fact.args)
        if fact.pred in _COUNTED and fact.value and len(fact.args) == 1 and key not in facts:
            out[key] = Fact(key[0], key[1], True, f"{fact.source} (after the first trick)", decl.params)
    return out


def not_yet_played(code: n.CompiledCode, facts: Facts) -> Facts:
    """ "Before his partner had played, Y put his hand on the trick": who was played before
    had not yet played to the trick (English Law 86: "prior to his partner playing")."""
    decl = code.facts.get("had_played_to_trick")
    if decl is None:
        return {}
    out: Facts = {}
    for fact in facts.values():
        if fact.pred == "played_before" and fact.value and len(fact.args) == 2:
            key = ("had_played_to_trick", fact.args[1:])
            if key not in facts:
                out[key] = Fact(key[0], key[1], False, f"{fact.source} (before he had played)", decl.params)
    return out


_SIDE_GLOSS = re.compile(r"\{\w+\}(?:'s side\b| and his partner\b)")


def one_seat_per_side(code: n.CompiledCode, facts: Facts, table: Table) -> None:
    """ "N and S held all four honours but said nothing; only S claimed them late": what a
    side did (a fact glossed "{player}'s side ...") is told of either partner, and is put
    on the one the telling first gave a side's fact to, so the laws see one side, not two
    (English Law 6: "Honours, unless claimed before the trump card of the following deal
    is turned up, cannot be scored")."""
    sided = {name for name, d in code.facts.items() if len(d.params) == 1 and _SIDE_GLOSS.match(d.gloss)}
    first: dict[tuple[str, ...], str] = {}  # a side, to the seat told first
    for (pred, args), fact in list(facts.items()):
        if pred not in sided or not args or args[0] not in table.seats:
            continue
        side = table.side(args[0])
        seat = first.setdefault(side, args[0])
        if seat != args[0]:
            del facts[(pred, args)]
            facts.setdefault((pred, (seat,)), replace(fact, args=(seat,)))


_SUIT = r"(spade|heart|diamond|club|trump)s?\b"
_LED_SUIT = re.compile(r"\bled (?:a |an |the |his |her )?(?:(?:\w+ ){0,2}of )?" + _SUIT, re.I)


def led_another_suit(code: n.CompiledCode, text: str, facts: Facts) -> Facts:
    """ "S was called on to lead clubs. He had the six, but he led a heart": the suit led
    after the call is another, told sentences apart (English Law 61: "if when called on to
    lead one suit, lead another, having in his hand one or more cards of that suit
    demanded, he incurs the penalty of a revoke")."""
    decl = code.facts.get("led_another_suit")
    # "A called trumps from him": the suit called from a player (who called it aside)
    called = [
        replace(f, args=f.args[-1:])
        for f in facts.values()
        if (f.pred == "called_to_lead_suit" and len(f.args) == 1) or (f.pred == "called_suit_from" and len(f.args) == 2)
        if f.value
    ]
    if decl is None or len(called) != 1 or any(pred == "led_another_suit" for pred, _ in facts):
        return {}
    suit = re.search(_SUIT, called[0].source, re.I)
    at = text.find(called[0].source)
    if suit is None or at < 0:
        return {}
    after = text[at + len(called[0].source) :]
    led = [m for m in _LED_SUIT.finditer(after) if m.group(1).lower() != suit.group(1).lower()]
    if not led:
        return {}
    seat = called[0].args
    return {("led_another_suit", seat): Fact("led_another_suit", seat, True, led[0].group(0), decl.params)}


def no_other_suit_uncalled(facts: Facts) -> None:
    """ "It was E's lead, but W led the ten of spades instead": another suit than the one
    called for is no other suit where none was called (English Law 61: "if when called on to
    lead one suit, lead another")."""
    called = ("called_to_lead_suit", "called_suit_from")
    if not any(f.pred in called and f.value is not None for f in facts.values()):
        for key in [k for k, f in facts.items() if f.pred == "led_another_suit" and f.value]:
            del facts[key]


def held_the_suit_called(code: n.CompiledCode, facts: Facts) -> None:
    """ "Y was called on to lead hearts and led a spade instead. After the trick had been turned it
    appeared he had two hearts all along": the suit he held is the suit called, not a suit led to
    him (English Law 61: "having in his hand one or more cards of that suit demanded")."""
    decl = code.facts.get("held_called_suit")
    if decl is None:
        return
    for f in [f for f in facts.values() if f.pred == "led_another_suit" and f.value and f.args]:
        held = facts.get(("held_suit_led", f.args))
        if held is None or not held.value or ("held_called_suit", f.args) in facts:
            continue
        facts[("held_called_suit", f.args)] = replace(held, pred="held_called_suit", params=decl.params)
        if ("played_other_suit", f.args) not in facts:
            del facts[("held_suit_led", f.args)]  # he led: no suit was led to him


_COUNT_OF = {word: int(figure) for figure, word in NUMBERS.items()} | {figure: int(figure) for figure in NUMBERS}
_NUM = "|".join(sorted(_COUNT_OF, key=len, reverse=True))
# "South found he had five cards left and North seven", "... only eight cards left while East
# had ten", "... four cards left and the rest of us had five each"
_CARDS_LEFT = re.compile(
    rf"\b(?P<a>{SEAT})\b(?:\s+found\s+(?:he|she)|\s+was\s+left\s+with|\s+was\s+found\s+to)?\s+(?:had|held|has|hold|have)?\s*"
    rf"(?:only\s+|just\s+)?"
    rf"(?P<m>{_NUM})\s+cards?\s+(?:left\s+|remaining\s+|in\s+(?:his|her)\s+hand\s+)?(?:,\s*)?(?:and|while|but|whereas)\s+"
    rf"(?:(?P<b>{SEAT})\s+(?:had\s+|held\s+|has\s+)?(?:only\s+)?(?P<k>{_NUM})\b"
    rf"|the\s+(?:rest|others|other\s+(?:two|three))(?:\s+of\s+us)?\s+(?:had|held|each\s+had|all\s+had)\s+(?P<each>{_NUM})\b)"
)


def counted_hands(code: n.CompiledCode, text: str, facts: Facts) -> None:
    """ "Seven tricks had been played when South found he had five cards left and North seven":
    hands told by the cards left in them, one fewer than another's, are a hand short and (where
    another is told) one too many, as the laws of a wrong number of cards name them."""
    short = next((f for f in ("hand_short", "held_too_few") if f in code.facts), "")
    long = next((f for f in ("had_fourteen_cards", "held_too_many") if f in code.facts), "")
    told = {f.pred for f in facts.values()}
    if not short or short in told or long in told:
        return
    m = _CARDS_LEFT.search(text)
    if not m:
        return
    a, fewer = FULL_NAMES.get(m["a"], m["a"]), _COUNT_OF[m["m"].lower()]
    how = f"told by the cards left: {m.group(0)}"
    if m["b"]:
        b, more = FULL_NAMES.get(m["b"], m["b"]), _COUNT_OF[m["k"].lower()]
        if a == b or fewer == more:
            return
        low, high = (a, b) if fewer < more else (b, a)
        facts[(short, (low,))] = Fact(short, (low,), True, how, code.facts[short].params)
        if long:
            facts[(long, (high,))] = Fact(long, (high,), True, how, code.facts[long].params)
        return
    each = _COUNT_OF[m["each"].lower()]
    if fewer < each:
        facts[(short, (a,))] = Fact(short, (a,), True, how, code.facts[short].params)
    elif fewer > each and long:
        facts[(long, (a,))] = Fact(long, (a,), True, how, code.facts[long].params)


# what a revoke is made of, told: a card of another suit played, or a renounce in error
_RENOUNCING = frozenset({"played_other_suit", "renounced_in_error"})


def reseated(code: n.CompiledCode, guess: Fact, facts: Facts, table: Table) -> Fact:
    """A fact read by example, put where the facts the phrases read place it: an established
    revoke is the revoke's ("for B's revoke ... claim a slam"), and a side's fact the side's
    whose facts were told ("They took ten tricks, and with three more for Y's revoke they
    claim a slam": the slam is theirs, not the revoker's)."""
    if len(guess.args) != 1:
        return guess
    acts = [f for f in facts.values() if f.value and len(f.args) == 1 and f.args[0] in table.seats]
    stem = {f.args[0] for f in acts if guess.pred.startswith(f.pred + "_")}
    if len(stem) == 1:
        return replace(guess, args=(stem.pop(),))
    # "B threw a club, though he still had the nine": the revoke is the renouncer's
    renouncers = {f.args[0] for f in acts if f.pred in _RENOUNCING}
    if guess.pred == "revoke" and len(renouncers) == 1:
        return replace(guess, args=(renouncers.pop(),))
    # "Z 3H, doubled by A, passed out": a double is no declaration; the final bid is the one doubled
    doubled = [
        f.args[1] for f in facts.values() if f.pred == "doubled_declaration_of" and f.value and f.args[:1] == guess.args
    ]
    if guess.pred in ("final_bidder", "declarer") and len(doubled) == 1:
        return replace(guess, args=(doubled[0],))
    decl = code.facts.get(guess.pred)
    if decl is None or not _SIDE_GLOSS.match(decl.gloss):
        return guess
    sided = [
        f.args[0]
        for f in acts
        if (d := code.facts.get(f.pred)) is not None and f.pred != guess.pred and _SIDE_GLOSS.match(d.gloss)
    ]
    sides = {table.side(s) for s in sided}
    if len(sides) == 1 and table.side(guess.args[0]) != table.side(sided[0]):
        return replace(guess, args=(sided[0],))
    return guess


# The entries and withdrawals a law of their own settles: who goes out when admission is
# claimed (English Law 20), a fifth or seventh candidate, more candidates than places, one who
# quits out of turn, a successor announced, a seat sought without the cut, the cutting out at a
# game's end, a new table helped to form. Law 21's "a candidate wishing to enter a table must
# declare such intention prior to any of the players having cut a card" is not what they ask.
_ENTRY_SETTLED = frozenset(
    "admission_claimed fifth_candidate seventh_candidate more_candidates_than_places quit_out_of_turn"
    " announced_desire_to_succeed sought_entry_without_cut cutting_out_at_game_end helped_form_new_table".split()
)


def entry_by_its_own_law(facts: Facts) -> None:
    """ "At the end of the rubber a newcomer asked to come in; Y had played four rubbers
    running": the asking is the claim of admission Law 20 rules on, not a wish to enter whose
    timing Law 21 asks about, unless the telling says when the candidate spoke."""
    settled = any(f.pred in _ENTRY_SETTLED and f.value for f in facts.values())
    timed = any(f.pred == "entry_declared_before_cut" and f.value is not None for f in facts.values())
    if settled and not timed:
        for key in [k for k, f in facts.items() if f.pred == "entry_wished" and f.value]:
            del facts[key]


# a hand told long by its count
_LONG_HAND = frozenset(("held_too_many", "more_cards", "had_fourteen_cards"))


def left_over_from_omission(code: n.CompiledCode, facts: Facts) -> None:
    """ "West failed to play to the seventh trick ... at the end he had a card left over": the
    card over is the omission's (Auction Law 81: "should a player have omitted to play to a
    trick ... he has a card left over"), not a hand dealt long, whose laws are the deal's;
    unless the code rules on the two together (American Law 19: "fourteen cards ... because he
    omitted to play to a trick")."""
    omitted = {f.args[0] for f in facts.values() if f.pred == "omitted_to_play_to_trick" and f.value and f.args}
    long_hand = _LONG_HAND - _ruled_together(code, "omitted_to_play_to_trick")
    for key in [k for k, f in facts.items() if f.pred in long_hand and f.value and f.args and f.args[0] in omitted]:
        del facts[key]


def _ruled_together(code: n.CompiledCode, pred: str) -> frozenset[str]:
    """The facts some rule of the code names in one condition with `pred`."""
    out: set[str] = set()
    for law in code.laws:
        for rule in law.rules:
            preds = {atom.pred for atom, _ in condition_atoms(rule.when)}
            if pred in preds:
                out |= preds
    return frozenset(out)


def roles_held(code: n.CompiledCode, facts: Facts) -> None:
    """An act only a role's holder does ("{player}, the dealer, passed without declaring"),
    read of a seat the telling says does not hold the role, is not that act: "Y dealt and bid a
    heart; Z, Y's partner, said 'Pass'" is a pass, not the dealer's."""
    roles = frozenset(r.name for r in code.roles)
    for f in [f for f in facts.values() if f.value and len(f.args) == 1 and not f.source.startswith("taken:")]:
        decl = code.facts.get(f.pred)
        tie = role_tied(decl.gloss, roles) if decl is not None and len(decl.params) == 1 else None
        if tie is None:
            continue
        holders = {g.args for g in facts.values() if g.pred == tie[1] and g.value and g.args}
        if len(holders) == 1 and f.args not in holders:
            del facts[(f.pred, f.args)]

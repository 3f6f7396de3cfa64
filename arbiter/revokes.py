"""What a reading implies about revokes, though the telling never says it in so many words.

A revoke is told by its parts ("B trumped a diamond when he had one"), in Dummy's hand ("a
heart from the table on a spade lead, though Dummy had a spade"), found tricks after it was made
("around the ninth trick we found he'd trumped the third round"), or of both revokes at once
("both established"): each is read as the facts the laws of the revoke name. Each fact made
here says in its `source` how it was taken, so the arbitrator can check it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from . import nodes as n
from .ruling import Fact
from .sentences import BOTH_ESTABLISHED, FULL_NAMES, SEAT, split_sentences
from .table import Table
from .words import ORDINAL_OF

Facts = dict[tuple[str, tuple[str, ...]], Fact]

# "S ruffed a club with the ten of clubs still in his hand": the card played and the card held,
# told in one phrase
_RUFFED = re.compile(r"\b(?:ruffed|trumped|discarded|renounced|threw off)\b", re.I)
_HOLDING = re.compile(r"\b(?:holding|held|having)\b", re.I)
# "threw a club on a heart with the nine of hearts in his hand": the card of the suit led,
# held, told in the phrase of the card played
_WITH_IN_HAND = re.compile(
    r"\bwith\s+(?:the|a|his|her|my)\s+\w+\s+of\s+\w+\s+(?:still\s+)?in\s+(?:his|her|my)\s+(?:own\s+)?hand\b", re.I
)


# the suit held in the player's own hand, told so: "while I still held the deuce myself"
_OWN_HAND = re.compile(r"(?i)\b(?:myself|himself|herself|my own|his own|her own)\b")


# a card the declarer plays from the dummy's hand: "discarded a heart from the table"
_FROM_DUMMY = re.compile(r"(?i)\bfrom\s+(?:the\s+table|(?:the\s+)?dummy(?:'s|’s)?(?:\s+hand)?|the\s+board)\b")


def dummys_revoke(text: str, facts: Facts, table: Table) -> None:
    """ "Dummy had a small spade hidden behind his hearts, and declarer discarded a heart from
    the table on a spade lead": the card played from the dummy's hand is the dummy's, and so
    is the revoke (the declarer only plays it for him)."""
    for declarer in [f.args for f in facts.values() if f.pred == "declarer" and f.value and f.args]:
        dummy = (table.partner(declarer[0]),)
        played = facts.get(("played_other_suit", declarer))
        held = facts.get(("held_suit_led", dummy))
        if played is None or not played.value or held is None or not held.value:
            continue
        # "South played a little trump from the table, although dummy still had the seven of
        # clubs": the card held is the dummy's, though the phrase also read it as South's
        own = facts.get(("held_suit_led", declarer))
        if own is not None and held.source not in own.source:
            continue
        if not _FROM_DUMMY.search(played.source) and not _FROM_DUMMY.search(_sentence_of(text, held.source)):
            continue
        facts.pop(("held_suit_led", declarer), None)
        del facts[("played_other_suit", declarer)]
        facts.setdefault(("played_other_suit", dummy), replace(played, args=dummy))
        revoke = facts.pop(("revoke", declarer), None)
        if revoke is not None and revoke.value:
            facts.setdefault(("revoke", dummy), replace(revoke, args=dummy))


def _sentence_of(text: str, words: str) -> str:
    """The sentence of a telling that holds these words (none, if they are not in it)."""
    return next((s for s in split_sentences(text) if words and words in s), "")


def _own_hand_told(text: str) -> bool:
    """ "... though I had the four of spades in my own hand": a sentence telling the player's
    own hand, and not Dummy's ("from the dummy I trumped a club, though I held my own ...")."""
    return any(
        "dummy" not in m.group(0).lower()
        for m in re.finditer(r"[^.!?;]*\b(?:my|his|her) own hand\b[^.!?;]*", text, re.I)
    ) or bool(_HIMSELF_REVOKED.search(text))


# "Y himself renounced hearts": the seat's own revoke, said so
_HIMSELF_REVOKED = re.compile(
    r"\b(?:[A-Z]|North|South|East|West|he|she|I)\s+(?:himself|herself|myself)\s+"
    r"(?:renounced|revoked|reneged|trumped|ruffed|discarded|threw)\b"
)


def complete_revokes(code: n.CompiledCode, text: str, facts: Facts, table: Table) -> None:
    """ "B renounced, though he held the six": a revoke told with the card held is the revoke
    the law defines (English 71: "holding one or more cards of the suit led, plays a card of
    a different suit"), and is read as its two facts, so the law that defines it is cited.
    A revoke in Dummy's hand is the hand's: Dummy held the suit and played another."""
    if "held_suit_led" not in code.facts or "played_other_suit" not in code.facts:
        return
    dummys_revoke(text, facts, table)
    dummies = [f.args for f in facts.values() if f.pred == "dummy" and f.value and f.args]
    in_dummy = facts.get(("revoke_in_dummy_hand", ()))
    seats_revoked = [
        f
        for f in facts.values()
        if f.pred in ("revoke", "played_other_suit") and f.value and not f.source.startswith("by example")
    ]
    if in_dummy is not None and not dummies and seats_revoked:
        # "Y in his own hand renounced spades": a revoke told of a seat, and no Dummy seated to
        # have another in his hand; a revoke read (or guessed) in "Dummy's hand" is set aside
        del facts[("revoke_in_dummy_hand", ())]
        in_dummy = None
    if in_dummy is not None and in_dummy.source.startswith("by example") and len(dummies) == 1:
        partner = (table.partner(dummies[0][0]),)
        his = [facts.get((pred, partner)) for pred in ("held_suit_led", "played_other_suit", "revoke")]
        as_told = [f for f in his if f is not None and f.value and not f.source.startswith("by example")]
        if len(as_told) >= 2 and (any(_OWN_HAND.search(f.source) for f in as_told) or _own_hand_told(text)):
            # "I trumped a diamond while I held the deuce myself", "... though I had the four of
            # spades in my own hand": the player's own revoke, the suit held in his own hand as
            # told, not one guessed in the hand he plays with
            del facts[("revoke_in_dummy_hand", ())]
            in_dummy = None
    if in_dummy is not None and in_dummy.value and len(dummies) == 1:
        # "S played a spade from N though dummy held a diamond": the revoke is the hand's, the
        # act the partner's who plays it; the hand held the suit and played another (Dummy II).
        seat = dummies[0]
        for pred in ("held_suit_led", "played_other_suit"):
            facts.setdefault((pred, seat), Fact(pred, seat, True, in_dummy.source, code.facts[pred].params))
        for key in [("revoke", (table.partner(seat[0]),)), ("played_other_suit", (table.partner(seat[0]),))]:
            if key in facts and facts[key].value and "own" not in facts[key].source.split():
                del facts[key]
        return
    for f in [f for f in facts.values() if f.pred == "revoke_established" and f.value and f.args]:
        # "N revoked on the ninth trick and it was established": the phrase of the revoke
        # established takes in the revoke it tells, which is a revoke all the same (and so is
        # one guessed established: what follows from a guess is said so, not guessed again)
        if "revoke" in code.facts and ("revoke", f.args) not in facts:
            how = f.source if not f.source.startswith("by example") else f"an established revoke, {f.source}"
            facts[("revoke", f.args)] = replace(f, pred="revoke", source=how, params=code.facts["revoke"].params)
    for f in [f for f in facts.values() if f.pred == "held_suit_led" and f.value and f.args]:
        # "S ruffed a club with the ten of clubs still in his hand": the held card and the
        # card played, told in one phrase
        if _RUFFED.search(f.source) and ("played_other_suit", f.args) not in facts:
            facts[("played_other_suit", f.args)] = replace(
                f, pred="played_other_suit", params=code.facts["played_other_suit"].params
            )
    for f in [f for f in facts.values() if f.pred == "played_other_suit" and f.value and f.args]:
        held = facts.get(("held_suit_led", f.args))
        if _WITH_IN_HAND.search(f.source) and (held is None or held.source.startswith("by example")):
            facts[("held_suit_led", f.args)] = replace(
                f, pred="held_suit_led", params=code.facts["held_suit_led"].params
            )
    for f in [f for f in facts.values() if f.pred == "revoke" and f.value and f.args]:
        held = facts.get(("held_suit_led", f.args))
        if held is None and _HOLDING.search(f.source):
            held = facts[("held_suit_led", f.args)] = Fact(
                "held_suit_led", f.args, True, f.source, code.facts["held_suit_led"].params
            )
        if held is not None and held.value and ("played_other_suit", f.args) not in facts:
            told = f"{f.args[0]} revoked, holding the suit: he played another"
            facts[("played_other_suit", f.args)] = Fact(
                "played_other_suit", f.args, True, told, code.facts["played_other_suit"].params
            )


_SUIT = r"(?P<suit>spade|heart|diamond|club)s?\b"
_CARD = r"(?:(?:small|low|little|high|big|losing|winning)\s+)?(?:\w+\s+of\s+)?"
# "S led hearts; W threw a club": the suit led, and a card of another suit played to it after
_LED = re.compile(rf"\b(?P<seat>{SEAT})\s+(?:had\s+)?led\s+(?:a\s+|the\s+|his\s+|her\s+)?{_CARD}{_SUIT}")
_PLAYED = re.compile(
    rf"\b(?P<seat>{SEAT})\s+(?:had\s+)?(?:threw|played|discarded|pitched|dropped|put\s+on|put\s+down|sloughed)\s+"
    rf"(?:a\s+|the\s+|his\s+|her\s+)?{_CARD}{_SUIT}"
)
# ... up to the next lead or trick told, or the sentence's end
_NEXT_TRICK = re.compile(rf"[.!?]|\b{SEAT}\s+(?:had\s+)?led\b|\b(?:next|following|another|later)\s+trick\b")


def other_suit_played(code: n.CompiledCode, text: str, facts: Facts) -> None:
    """ "S led hearts; W threw a club and N played after him": a card of another suit played
    to the suit led (a revoke's first part, English 71), told in a clause after the lead's."""
    if "played_other_suit" not in code.facts:
        return
    for led in _LED.finditer(text):
        end = _NEXT_TRICK.search(text, led.end())
        span = text[led.end() : end.start() if end else len(text)]
        for played in _PLAYED.finditer(span):
            seat = FULL_NAMES.get(played.group("seat"), played.group("seat"))  # "East": E
            if seat == FULL_NAMES.get(led.group("seat"), led.group("seat")) or played.group("suit") == led.group(
                "suit"
            ):
                continue
            told = f"{led.group(0)} ... {played.group(0)}"
            key = ("played_other_suit", (seat,))
            if key not in facts:
                facts[key] = Fact("played_other_suit", (seat,), True, told, code.facts["played_other_suit"].params)


# "Both sides revoked in the same hand": no seat named, a revoke of each side
_BOTH_SIDES = re.compile(
    r"\b(?:both|the two)\s+(?:sides|partnerships|pairs)\s+(?:had\s+|have\s+)?(?:revoked|renounced)\b", re.I
)


def both_sides_revoked(code: n.CompiledCode, text: str, facts: Facts, table: Table, narrator: str | None) -> None:
    """ "Both sides revoked in the same hand; we made the odd trick": a revoke of each side,
    each established (English 81: "should the players on both sides subject themselves to
    the penalty of one or more revokes"), where the telling names no revoking seat."""
    told = _BOTH_SIDES.search(text)
    if told is None or "revoke" not in code.facts:
        return
    revokers = [f.args[0] for f in facts.values() if f.pred == "revoke" and f.value and f.args]
    first = revokers[0] if revokers else narrator or table.seats[0]
    for seat in (first, table.left(first)):
        if any(table.partner(r) == seat or r == seat for r in revokers) and seat != first:
            continue  # the side's revoke is told of a seat
        for pred in ("revoke", "revoke_established"):
            if pred in code.facts and (pred, (seat,)) not in facts:
                facts[(pred, (seat,))] = Fact(pred, (seat,), True, told.group(0), code.facts[pred].params)


_ORDINALS = list(dict.fromkeys(ORDINAL_OF.values()))
_ORDINAL = "|".join(_ORDINALS)
_FOUND = r"found|noticed|discovered|spotted|realised|realized|saw|came out|came to light"
_AT = r"at|around|about|by|on|in|after|during|near|till|until"
# "Around the ninth trick we found ...", "it came out at the ninth trick"
_FOUND_AT = re.compile(
    rf"\b(?:{_AT})\s+the\s+(?P<ordinal>{_ORDINAL})\s+trick\b[^.;]{{0,40}}?\b(?:{_FOUND})\b"
    rf"|\b(?:{_FOUND})\b[^.;]{{0,30}}?\b(?:{_AT})\s+the\s+(?P<later>{_ORDINAL})\s+trick\b",
    re.I,
)
_TRICK_AT = re.compile(rf"\b(?:on|at|to|in|during)\s+the\s+(?P<ordinal>{_ORDINAL})\s+(?:trick|round)\b", re.I)


# what a revoke is told by: the revoke, or its card of another suit, or a renounce in error
_REVOKE_ACTS = frozenset({"revoke", "played_other_suit", "renounced_in_error"})
_EARLY = re.compile(r"\bearly\s+(?:on|in\s+the\s+(?:hand|play|deal))\b", re.I)


def found_tricks_later(code: n.CompiledCode, text: str, facts: Facts) -> None:
    """ "Around the ninth trick we found he'd trumped a club on the third round": a revoke
    found tricks after the one it was made in was followed by the next trick, which the
    revoking player led or played to (English 72, "the revoking player or his partner ...
    has led or played to the following trick")."""
    name = "played_to_following_trick"
    revokers = {f.args for f in facts.values() if f.pred in _REVOKE_ACTS and f.value and f.args}
    if name not in code.facts or len(revokers) != 1:
        return
    found = _FOUND_AT.search(text)
    if not found:
        return
    later = _ORDINALS.index((found["ordinal"] or found["later"]).lower())
    made = [m for m in _TRICK_AT.finditer(text) if not found.start() <= m.start() < found.end()]
    early = _EARLY.search(text) is not None and later > 1  # "trumped a diamond early on ... at the seventh trick"
    if not early and not any(_ORDINALS.index(m["ordinal"].lower()) < later for m in made):
        return
    seat = next(iter(revokers))
    if (name, seat) not in facts:
        how = f"the revoke was found at the {_ORDINALS[later]} trick, tricks after it was made"
        facts[(name, seat)] = Fact(name, seat, True, how, code.facts[name].params)


def both_established(code: n.CompiledCode, text: str, facts: Facts) -> None:
    """ "Y revoked in hearts, and later A revoked in clubs; both revokes were established":
    what is said of both revokes is said of each revoke told."""
    if "revoke_established" not in code.facts or not BOTH_ESTABLISHED.search(text):
        return
    # a revoke told by its parts ("B trumped a diamond when he had one") is one of both
    parts = [f for f in facts.values() if f.pred == "played_other_suit" and f.value and f.args]
    told = [f for f in facts.values() if f.pred == "revoke" and f.value and f.args]
    held = {f.args for f in facts.values() if f.pred == "held_suit_led" and f.value}
    for f in told + [f for f in parts if f.args in held and f.args not in {t.args for t in told}]:
        key = ("revoke_established", f.args)
        if key not in facts or facts[key].value is None:
            how = f"{f.source} (both revokes were established)"
            facts[key] = Fact("revoke_established", f.args, True, how, code.facts["revoke_established"].params)

"""What a reading implies about the cards played, though the telling never says it so.

A card liable to be called, told by its rank, and then told played by its holder ("My queen of
hearts was lying face up as a card liable to be called. West led a heart and I played the
queen on it"), is the liable card played, and so got rid of (Duplicate Law VII). Each fact
made here says in its `source` how it was taken, so the arbitrator can check it.
"""

from __future__ import annotations

import re

from . import nodes as n
from .ruling import Fact
from .sentences import FULL_NAMES, SEAT_NAME
from .words import RANK

Facts = dict[tuple[str, tuple[str, ...]], Fact]

# the facts that tell a seat's card played: "I played the queen on it", "he led the queen"
_PLAYING = ("had_played_to_trick", "leader", "played_before")


def liable_card_played(code: n.CompiledCode, facts: Facts) -> None:
    """ "My queen of hearts was lying face up as a card liable to be called ... I played the
    queen on it": the holder played the liable card (Duplicate VII: "all cards liable to be
    called must be placed face up on the table and so left until played")."""
    decl = code.facts.get("played_liable_card")
    if decl is None:
        return
    for liable in [f for f in facts.values() if f.pred == "card_liable" and f.value and f.args]:
        rank = re.search(rf"\b({RANK})\b", liable.source, re.I)
        key = ("played_liable_card", liable.args)
        if rank is None or key in facts:
            continue
        played = re.compile(rf"\b(?:played|led|threw|put)\s+(?:the|his|her|my)\s+{rank.group(1)}\b", re.I)
        for f in facts.values():
            if f.pred in _PLAYING and f.value and f.args[:1] == liable.args and played.search(f.source):
                facts[key] = Fact(key[0], key[1], True, f"{liable.source}; {f.source}", decl.params)
                break


# "West played the four", "A, on his left, followed with the six", "and North the ace": a card
# played by a seat, told after a lead
_PLAYED_A_CARD = re.compile(
    rf"\b{SEAT_NAME}(?:,[^,.;]{{1,30}},)?\s+(?:then\s+|next\s+|duly\s+|promptly\s+)?"
    rf"(?:played|followed(?:\s+suit)?(?:\s+with)?|put\s+(?:on|up|down)|dropped|threw)\s+"
    rf"(?:(?:the|a|his|her|my)\s+)?(?:{RANK}|(?:small|low|little)\s+(?:one|card|spade|heart|diamond|club|trump)|card)\b"
    rf"|\band\s+{SEAT_NAME}\s+(?:the|a|his|her)\s+(?:{RANK})\b"
)
# what ends the trick led out of turn: a new lead, or the lead put right
_NEXT_LEAD = re.compile(
    r"\b(?:next trick|following trick|then led|led again|took (?:it|the card) back|withdrew)\b", re.I
)


def played_to_the_false_lead(code: n.CompiledCode, text: str, facts: Facts) -> None:
    """ "Mr. R., sitting South, led the queen of diamonds when the lead was with East. West played
    the four and North the ace": the cards played after a lead out of turn, before it is put
    right, are played to the false lead (English Law 63: "if all have played to the false lead,
    the cards are not to be taken back")."""
    decl = code.facts.get("played_to_false_lead")
    wrong = [f for f in facts.values() if f.pred == "led_out_of_turn" and f.value and f.args]
    if decl is None or len(wrong) != 1:
        return
    leader = wrong[0].args[0]
    # where the lead was told: the lead out of turn's words, or (when it was taken from whose
    # lead it was) the lead's
    told = [f.source[:40] for f in (wrong[0], facts.get(("leader", (leader,)))) if f and f.source]
    begin = next(((at, len(words)) for words in told if (at := text.find(words)) >= 0), None)
    if begin is None:
        return  # where the lead was told is not known: nothing is taken from what follows it
    after = text[begin[0] + begin[1] :]
    after = after[: m.start()] if (m := _NEXT_LEAD.search(after)) else after
    for m in _PLAYED_A_CARD.finditer(after):
        seat = FULL_NAMES.get(m.group(1) or m.group(2), m.group(1) or m.group(2))
        key = ("played_to_false_lead", (seat,))
        if seat != leader and key not in facts:
            how = f"{m.group(0).strip()}, after {leader}'s lead out of turn"
            facts[key] = Fact(key[0], key[1], True, how, decl.params)


# "A sang out 'the queen of hearts!' It was the knave", "I said, 'That's the ace, and I call it.'
# It was the king": the card one named, then the card it was
_QUOTE_OPEN, _QUOTE_CLOSE = "[\"'‘“]", "[\"'’”]"
# a quotation's letter: not a quote, or an apostrophe in a word ("it's")
_QUOTED = r"(?:[^'\"’”]|(?<=[A-Za-z])['’](?=[A-Za-z]))"
_MISNAMED = re.compile(
    rf"\b(?P<who>{SEAT_NAME}|I)(?:,[^,.;]{{1,30}},)?\s+"
    r"(?:said|cried|sang out|called out|called|exclaimed|announced|shouted)\b"
    rf"[^.!?'\"‘“]{{0,30}}?{_QUOTE_OPEN}{_QUOTED}{{0,30}}?\b(?:the\s+)?(?P<named>{RANK})\b(?:\s+of\s+(?P<nsuit>\w+))?"
    rf"{_QUOTED}{{0,40}}{_QUOTE_CLOSE}[^.!?]{{0,40}}[.!?]?\s*(?:but\s+)?(?:actually\s+)?(?:it|the card)\s+"
    rf"(?:was|turned out to be|proved to be|was really|was in fact|was actually)\s+(?:only\s+)?(?:the|a)\s+"
    rf"(?P<was>{RANK})\b(?:\s+of\s+(?P<wsuit>\w+))?",
    re.I,
)


def card_misnamed(code: n.CompiledCode, text: str, facts: Facts, narrator: str | None) -> None:
    """ "Z had a card drawn half out of his hand, and A sang out 'the queen of hearts!' It was the
    knave": the one who named the card named a wrong one (English Law 60: "If any player name a
    wrong card ..."), not the holder, as a guess may have it."""
    decl = code.facts.get("named_wrong_card")
    m = _MISNAMED.search(text)
    if decl is None or m is None:
        return
    if (
        m["named"].lower() == m["was"].lower()
        and (m["nsuit"] or "").lower() == (m["wsuit"] or m["nsuit"] or "").lower()
    ):
        return  # the card named was the card
    said = m["who"]
    seat = narrator if said == "I" else FULL_NAMES.get(said, said)
    if seat is None:
        return
    for key in [k for k, f in facts.items() if f.pred == "named_wrong_card" and f.source.startswith("by example")]:
        del facts[key]
    facts[("named_wrong_card", (seat,))] = Fact("named_wrong_card", (seat,), True, m.group(0), decl.params)


# a suit called or named for a player to play or lead: "called on East to play his highest
# club", "named clubs", "designated hearts", "demanded a trump"
_SUIT_CALLED = re.compile(r"\b(?:call(?:s|ed|ing)?|nam(?:e|es|ed|ing)|designat\w*|demand\w*)\b", re.I)


def void_of_the_suit_led(code: n.CompiledCode, text: str, facts: Facts) -> None:
    """ "North led a small spade ... It turns out East had no spades": void of the suit led, which
    says nothing of a suit called from him where the telling calls none (Auction Law 80: "If he
    name a suit of which the second hand is void, the penalty is paid")."""
    if _SUIT_CALLED.search(text):
        return
    for f in [f for f in facts.values() if f.pred == "void_of_suit_led" and f.value]:
        key = ("held_called_suit", f.args)
        called = facts.get(key)
        if called is not None and called.value is False and called.source == f.source:
            del facts[key]


def led_when_not_his_lead(code: n.CompiledCode, facts: Facts) -> None:
    """ "It was not Z's lead, but Z led the four of spades": a lead by one whose lead it was told
    not to be is a lead out of turn."""
    decl = code.facts.get("led_out_of_turn")
    if decl is None:
        return
    for f in [f for f in facts.values() if f.pred == "ought_to_have_led" and f.value is False and f.args]:
        led = facts.get(("leader", f.args))
        if led is not None and led.value and ("led_out_of_turn", f.args) not in facts:
            how = f"{led.source}; {f.source}"
            facts[("led_out_of_turn", f.args)] = Fact("led_out_of_turn", f.args, True, how, decl.params)

"""What a reading implies about the cut and the deal, though the telling never says it so.

Cards shown in the cut are the cut's irregularity, not cards exposed in the play; cards shown
in dealing are the deal's; a hand found long before the play was dealt too many; the dealer's
own acts are his; a deal out of turn that was the partner's is his partner's deal taken; a
partner's cards dealt for him are no adversaries' pack; a deal dealt at the table is its
original play. Each fact made here says in its `source` how it was taken, so the arbitrator
can check it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from . import nodes as n
from .ruling import Fact
from .sentences import FULL_NAMES, SEAT
from .table import Table

Facts = dict[tuple[str, tuple[str, ...]], Fact]


# the acts of play that showing cards in the cut is not
_PLAY_EXPOSURES = ("exposed_several_cards", "card_exposed", "dropped_card_face_up", "played_two_cards_at_once")


def exposed_in_the_cut(facts: Facts) -> None:
    """ "Cutting for partners, Y fumbled and showed two cards at once": cards shown in the cut
    are the cut's irregularity (Auction Law 19: "Should a player expose more than one card,
    he must cut again"), not cards exposed in the play, which the laws of the play penalize."""
    cutters = {
        f.args[0]
        for f in facts.values()
        if f.pred in ("exposed_cards_in_cutting", "card_exposed_in_cut") and f.value and f.args
    }
    for key in [k for k in facts if k[0] in _PLAY_EXPOSURES and k[1] and k[1][0] in cutters]:
        del facts[key]
    # "B turned up two cards together and wants to cut again": the cut was not proper, and
    # cutting again is the law's remedy, not a candidate's wish to come in
    for key in [k for k in facts if k[0] == "recut_after_proper_cut" and k[1] and k[1][0] in cutters]:
        del facts[key]
    entry = facts.get(("entry_wished", ()))
    if cutters and entry is not None and re.search(r"\bcut\s+(?:it\s+|over\s+)?again\b", entry.source):
        del facts[("entry_wished", ())]


# A card shown in the deal, by the dealer's seat or by none; and what says the play was on
_DEAL_EXPOSURES = (
    "exposed_card_in_dealing",
    "card_exposed_in_dealing",
    "card_faced_or_exposed_in_deal",
    "dealt_face_upward",  # "I turned every card face up as it went round"
)
# (its own name: `implied._PLAY_ON` says the play is past its first lead, a later thing)
_PLAY_STARTED = frozenset(("play_begun", "opening_lead", "first_trick_quitted", "trick_complete", "hand_played_out"))


def exposed_in_the_deal(facts: Facts) -> None:
    """ "Dealing, Z turned the queen of hearts face up in the pack": the card the dealer shows
    in dealing is the deal's irregularity (English Law 38: "If, in dealing, a card be exposed
    ..."; Auction Law 37), not a card exposed in the play, while nothing says the play began."""
    told = [f for f in facts.values() if f.pred in _DEAL_EXPOSURES and f.value]
    if not told or any(f.pred in _PLAY_STARTED and f.value for f in facts.values()):
        return
    dealers = {f.args[0] for f in told if f.args}
    if any(not f.args for f in told):
        dealers |= {f.args[0] for f in facts.values() if f.pred == "dealer" and f.value and f.args}
    for key in [k for k in facts if k[0] in _PLAY_EXPOSURES and k[1] and k[1][0] in dealers]:
        del facts[key]


# facts that tell the play begun: a hand's count found after that is no count the deal gave
_PLAY_BEGUN = _PLAY_STARTED | {"all_played_to_first_trick"}


def dealt_too_many(code: n.CompiledCode, facts: Facts) -> Facts:
    """ "When the deal was done N counted fourteen cards in his hand and W only twelve": the
    long hand, found as the deal ends and before a card is played, was dealt too many (Auction
    Law 37: "more than thirteen cards are dealt to any player"). So is the hand a player sorts
    and finds long, or one counted before the bidding ("the bidding hadn't started")."""
    decl = code.facts.get("dealt_more_than_thirteen")
    if decl is None or any(f.pred in _PLAY_BEGUN and f.value for f in facts.values()):
        return {}
    # a board taken up for the overplay was dealt long ago: its count is Law B's, not the deal's
    overplay = any(f.pred.startswith("overplay") for f in facts.values())
    done = any(f.pred == "deal_completed" and f.value for f in facts.values()) or (
        not overplay and any(f.pred == "auction_begun" and not f.value for f in facts.values())
    )
    sorted_by = {f.args for f in facts.values() if f.pred == "looked_at_own_cards" and f.value and not overplay}
    out: Facts = {}
    for fact in facts.values():
        key = ("dealt_more_than_thirteen", fact.args)
        if fact.pred == "held_too_many" and fact.value and key not in facts and (done or fact.args in sorted_by):
            out[key] = Fact(key[0], key[1], True, f"{fact.source} (when the deal was done)", decl.params)
    return out


# what only the dealer does in dealing (English Law 44: "the dealer ... deals two cards at once")
_DEALERS_ACTS = ("dealt_two_cards", "dealt_on_after_error", "dealer_counted_cards")


def dealers_acts(facts: Facts) -> None:
    """ "I let two cards slip onto the eldest hand's pile, and I'd already sent the next card
    round": the dealing is the dealer's; a seat guessed by example for it is taken as his."""
    dealers = {f.args for f in facts.values() if f.pred == "dealer" and f.value and f.args}
    if len(dealers) != 1:
        return
    dealer = next(iter(dealers))
    for f in [f for f in facts.values() if f.pred in _DEALERS_ACTS and f.args != dealer]:
        if f.source.startswith("by example") and (f.pred, dealer) not in facts:
            del facts[(f.pred, f.args)]
            facts[(f.pred, dealer)] = replace(f, args=dealer)


# "dealt though it was his partner's deal": the turn he took was his partner's
_PARTNERS_TURN = re.compile(r"\b(?:his|her|my)\s+partner(?:'s|’s)\s+(?:deal|turn)\b", re.I)


def took_partners_deal(code: n.CompiledCode, facts: Facts) -> None:
    """ "B took the cards and dealt though it was his partner's deal": a deal out of turn that was
    the partner's is his partner's deal taken (Hogarth Law 30: "If a player takes his partner's
    deal, and mis-deals, the latter loses his deal")."""
    decl = code.facts.get("took_partners_deal")
    if decl is None:
        return
    for f in [f for f in facts.values() if f.pred == "dealt_out_of_turn" and f.value and f.args]:
        if _PARTNERS_TURN.search(f.source) and ("took_partners_deal", f.args) not in facts:
            facts[("took_partners_deal", f.args)] = replace(f, pred="took_partners_deal", params=decl.params)
            del facts[("dealt_out_of_turn", f.args)]


# "A shuffled and dealt B's cards for him": whose pack was dealt, told by its owner
_WHOSE_CARDS = re.compile(rf"\b({SEAT})(?:'s|’s)\s+(?:cards|pack)\b")


def dealt_for_partner(code: n.CompiledCode, facts: Facts, table: Table) -> None:
    """ "B had stepped out, so his partner A shuffled and dealt B's cards for him": the pack of
    his own side, dealt for his partner, is no adversaries' pack (Auction Law 41: "A player may
    not cut, shuffle, or deal for his partner if either adversary object")."""
    for f in [f for f in facts.values() if f.pred == "dealt_adversaries_pack" and f.value and f.args]:
        owner = _WHOSE_CARDS.search(f.source)
        if owner is None or FULL_NAMES.get(owner.group(1), owner.group(1)) != table.partner(f.args[0]):
            continue
        del facts[(f.pred, f.args)]
        decl = code.facts.get("acted_for_partner")
        if decl is not None and ("acted_for_partner", f.args) not in facts:
            facts[("acted_for_partner", f.args)] = replace(f, pred="acted_for_partner", params=decl.params)


_PLAYS = ("overplay", "original_play", "overplay_begun", "overplay_taken_up")


def dealt_at_the_table(code: n.CompiledCode, facts: Facts) -> None:
    """ "Y dealt. Two tricks gone, and the three of spades was still face up": a deal dealt at the
    table is its original play; an overplay is taken up from the tray, not dealt (Duplicate
    definition (e): "The first play of a deal is termed 'the original play;' the second or any
    subsequent play of such deal, the 'overplay'")."""
    decl = code.facts.get("original_play")
    if decl is None or any(f.pred in _PLAYS for f in facts.values()):
        return
    dealt = [f for f in facts.values() if f.pred == "dealer" and f.value and re.search(r"\bdealt\b", f.source, re.I)]
    if dealt:
        facts[("original_play", ())] = Fact(
            "original_play", (), True, f"{dealt[0].source}: dealt, not taken up", decl.params
        )


# "We only noticed during the next deal, and I cannot say whether the last card had gone out by
# then": the deal spoken of is the next one
_NEXT_DEAL = re.compile(r"\b(?:next|following|new)\s+(?:deal|hand)\b", re.I)


def last_card_of_the_next_deal(code: n.CompiledCode, text: str, facts: Facts) -> None:
    """ "The trick score was entered wrongly; we noticed during the next deal, and cannot say
    whether the last card had gone out by then": where a telling of the next deal leaves "the
    last card" in doubt and tells nothing wrong with the deal before, the doubt is of the next
    deal's last card (American ES: an error in the trick score "may be corrected before the last
    card has been dealt in the following deal")."""
    doubted = facts.get(("deal_completed", ()))
    decl = code.facts.get("next_deal_completed")
    if decl is None or doubted is None or doubted.value is not None or not _NEXT_DEAL.search(text):
        return
    if any(f.pred.startswith(("dealt_", "misdealt", "dealer_")) and f.value for f in facts.values()):
        return  # the deal before is itself in question: "A dealt out of turn ... whether the last card"
    del facts[("deal_completed", ())]
    facts[("next_deal_completed", ())] = replace(doubted, pred="next_deal_completed", params=decl.params)

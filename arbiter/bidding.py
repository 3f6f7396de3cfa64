"""What the bidding told across a telling implies (Auction Laws 46, 48, 54 and 57).

The sentences read each call where it is told; a call's object, and the auction's outcome,
are often told elsewhere: "A bid one no trump, Y passed, and B said 'Double!'" doubles A's
declaration; "Y one no trump, A two hearts, Z two no trump, and three passes" makes Z the final
bidder and Y the player of the hand; "Z opened one spade, A doubled and all passed. He went
down four" is Z's contract, though "he" was last said of A. Each fact made here says in its
`source` how it was taken, so the arbitrator can check it.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

from . import nodes as n
from .ruling import Fact
from .sentences import FULL_NAMES, SEAT
from .shorthand import DENOMINATION, LEVEL
from .table import Table

Facts = dict[tuple[str, tuple[str, ...]], Fact]


# as the sentences write bids out, and as told raw ("3 hearts", "two no-trumps", "one notrump")
_LEVEL = rf"(?:{LEVEL}|[1-7])"
_DENOMINATION = rf"(?:{DENOMINATION}|no-?trumps?)"
# a bid: "A bid one heart", "W one club", "Z's two no trumps", "Z played four hearts", "Z,
# dealing, opened one spade"
_BID_BY = re.compile(
    rf"\b({SEAT})\b(?:'s|’s)?(?:,[^,.;\"]{{1,30}},)?(?:\s+[a-z]+){{0,3}}?\s+[\"“‘']?{_LEVEL}\s+{_DENOMINATION}\b"
)
# ... or told after it: "Four spades by Z", "two hearts bid by A"
_BID_PASSIVE = re.compile(rf"(?i:\b{_LEVEL}\s+{_DENOMINATION})\s+(?:[a-z]+\s+)?by\s+({SEAT})\b")
# a double: "B doubled", "N double", "B said 'Double!'"; "doubled by A" (not a redouble)
# ... "A, whose turn it was not, said 'Double'"
_DOUBLE_BY = re.compile(
    rf"\b({SEAT})\b(?:,[^,.;\"]{{1,60}},)?(?:\s+[a-z]+){{0,2}}?\s+(?i:doubled|double|said\s+[\"“‘']?double)\b"
)
_DOUBLED_BY = re.compile(rf"\b(?i:doubled)\s+by\s+({SEAT})\b")
_REDOUBLE_BY = re.compile(rf"\b({SEAT})\b(?:\s+[a-z]+){{0,2}}?\s+(?i:redoubled|redouble|said\s+[\"“‘']?redouble)\b")
_REDOUBLED_BY = re.compile(rf"\b(?i:redoubled)\s+by\s+({SEAT})\b")


def _calls(text: str, by: re.Pattern[str], passive: re.Pattern[str]) -> list[tuple[int, str]]:
    """Where each call was made, and by whom, in the order told."""
    # "B doubled": the call is at its word, after the seat; "doubled by A": at the word, before it
    found = [(m.end(), m.group(1)) for m in by.finditer(text)]
    found += [(m.start(), m.group(1)) for m in passive.finditer(text)]
    return sorted((at, FULL_NAMES.get(seat, seat)) for at, seat in found)


def doubles_of_last_bid(code: n.CompiledCode, text: str, facts: Facts) -> Facts:
    """ "A bid one no trump, Y passed, and B said 'Double!'": a double is of the declaration
    last made before it, and the first redouble after it is of that double and that
    declaration (Auction Law 54: "a player may not double his partner's declaration nor
    redouble his partner's double, but he may redouble a declaration of his partner which has
    been doubled by an adversary"), though passes and other words stand between them."""
    told = {f.pred for f in facts.values() if f.value}
    bids = sorted(
        (m.start(), FULL_NAMES.get(m.group(1), m.group(1)))
        for m in (*_BID_BY.finditer(text), *_BID_PASSIVE.finditer(text))
    )
    out: Facts = {}

    def add(name: str, args: tuple[str, str], how: str) -> None:
        if name in code.facts and name not in told:
            out[(name, args)] = Fact(name, args, True, how, code.facts[name].params)

    # the first double told after another seat's bid, and that bid's maker
    doubles = [
        (at, seat, [b for where, b in bids if where < at and b != seat])
        for at, seat in _calls(text, _DOUBLE_BY, _DOUBLED_BY)
    ]
    first = next(((at, doubler, before[-1]) for at, doubler, before in doubles if before), None)
    # ... or the double a phrase read, whose declaration is told after it ("E doubled N's two
    # diamonds, S redoubled"), at the first double its doubler is told to make
    read = [f.args for f in facts.values() if f.pred == "doubled_declaration_of" and f.value and len(f.args) == 2]
    if first is None and read:
        first = next(((at, seat, read[0][1]) for at, seat, _ in doubles if seat == read[0][0]), None)
    if first is None:
        return out
    at, doubler, bidder = first
    add("doubled_declaration_of", (doubler, bidder), f"{doubler} doubled the last declaration, {bidder}'s")
    redoubles = [seat for where, seat in _calls(text, _REDOUBLE_BY, _REDOUBLED_BY) if where > at]
    if redoubles and redoubles[0] != doubler:
        by = redoubles[0]
        add("redoubled_double_of", (by, doubler), f"{by} redoubled {doubler}'s double")
        add("redoubled_doubled_bid_of", (by, bidder), f"{by} redoubled {bidder}'s declaration, doubled")
    return out


# the bids told, with their denominations: "Y one no trump", "Z, Y's partner, two no trump"
_BID = re.compile(
    rf"\b(?P<seat>{SEAT}|I)\b(?:'s|’s)?(?:,[^,.;]{{1,30}},)?(?:\s+(?!(?:re)?doubled?\b)[a-z]+){{0,4}}?\s+[\"“‘']?(?P<level>{_LEVEL})\s+(?P<denomination>{_DENOMINATION})\b"
)
_MY_PARTNER = re.compile(r"\b[Mm]y partner\b")
# a bid of one told with the article, after a verb of bidding only ("played a heart" is no bid)
_A_BID = re.compile(
    r"\b(opened|opening|bid|declared|called)\s+an?\s+(club|diamond|heart|spade|royal|no[ -]trump)\b", re.I
)
_ON_HIS_LEFT = re.compile(r"\b[Tt]he player on (?:his|the dealer's) left\b")
_THE_ROLE = re.compile(r"\b[Tt]he (dealer|declarer|eldest|pone)(?: hand)?\b")


def seated_bids(text: str, table: Table, bound: dict[str, str], narrator: str | None) -> str:
    """The telling with the persons of its bidding named by seat ("The dealer opened one
    spade", "my partner went to two no trump"), for the patterns of bids and doubles."""
    if narrator:
        text = _MY_PARTNER.sub(table.partner(narrator), text)
    text = _A_BID.sub(r"\1 one \2", text)  # "my partner opened a heart": one heart
    dealer = bound.get("dealer")
    if dealer in table.seats:  # "The dealer opened one spade; the player on his left doubled"
        text = _ON_HIS_LEFT.sub(lambda _: table.left(str(dealer)), text)
    return _THE_ROLE.sub(lambda m: bound.get(m.group(1), m.group(0)), text)


def named_first(code: n.CompiledCode, text: str, facts: Facts, table: Table, narrator: str | None) -> Facts:
    """ "Y one no trump, A two hearts, Z two no trump, and three passes": the final declaration
    is played by the partner who first named its suit (Auction Law 46: "the player who, in the
    auction, first made the declaration of the suit or of no-trump that became the final
    declaration plays the hand"). The last bid told is the final one, unless another was read;
    `text` is the telling with its bidders seated (`seated_bids`)."""
    if "named_suit_first" not in code.facts:
        return {}
    bids = [(m, _bidder(m, narrator), _denomination(m["denomination"])) for m in _BID.finditer(text)]
    bids = [(m, seat, d) for m, seat, d in bids if seat in table.seats]
    final = [f.args[0] for f in facts.values() if f.pred == "final_bidder" and f.value]
    if not bids or (final and final[0] != bids[-1][1]):
        return {}
    bid, last, denomination = bids[-1]
    partner = table.partner(last)
    out: Facts = {}
    if not final and _PASSED.search(text, bid.end()):
        how = f"{bid.group(0)}, and no one bid over it"
        out[("final_bidder", (last,))] = Fact("final_bidder", (last,), True, how, code.facts["final_bidder"].params)
    if any(f.pred == "named_suit_first" for f in facts.values()):
        return out  # told ("he named no trump first"): the final bid is all that was wanted
    first = next((seat for _, seat, d in bids if d == denomination and seat in (last, partner)), last)
    dealers = [f.args[0] for f in facts.values() if f.pred == "dealer" and f.value and f.args]
    opening = _OPENED.search(bids[0][0].group(0)) or bids[0][1] in dealers  # "Z, dealer, bid one spade"
    if first != partner and not (opening and (final or out)):
        return {}  # "Z's three clubs was passed out": Y may have named clubs before
    decl = code.facts["named_suit_first"]
    if first != partner:
        how = f"{last} named {denomination} first, in an auction told from its opening"
    else:
        how = f"{partner} named {denomination} before {last}, his partner, made it the final declaration"
    out[("named_suit_first", (partner,))] = Fact("named_suit_first", (partner,), first == partner, how, decl.params)
    return out


# after the last bid: "and everyone passed", "three passes", "passed out", "nobody went over it"
_PASSED = re.compile(
    # (not "Nobody had bid after South yet": the auction goes on)
    r"\bpass(?:ed|es)\b|\b(?:no ?one|nobody|none)\b(?![^.;]{0,40}\byet\b)[^.;]{0,20}\b(?:bid|went|go)\b"
    r"|\blet (?:it|that) stand\b|\bleft (?:in|him in|to play)\b|\bnobody said anything more\b"
    # "I overcalled at three hearts, and that was the last bid"
    r"|\b(?:that|it|this) was the (?:last|final) (?:bid|call|declaration)\b",
    re.I,
)


def left_in_one_spade(code: n.CompiledCode, text: str, facts: Facts, table: Table, narrator: str | None) -> Facts:
    """ "Z opened one spade, A doubled and all passed": the dealer left in with his original
    one spade (Auction Law 48 limits its loss), where that opening is the only bid told."""
    name = "one_spade_left_in"
    if name not in code.facts or any(f.pred == name for f in facts.values()):
        return {}
    bids = list(_BID.finditer(text))
    if len(bids) != 1:
        return {}
    bid, seat = bids[0], _bidder(bids[0], narrator)
    dealt = any(f.pred == "dealer" and f.value and f.args == (seat,) for f in facts.values())
    if not (_OPENED.search(bid.group(0)) or dealt):  # "I dealt and had nothing, so I said one spade"
        return {}
    one_spade = bid["level"].lower() in ("one", "1") and _denomination(bid["denomination"]) == "spade"
    if seat not in table.seats or not one_spade or not _PASSED.search(text, bid.end()):
        return {}
    how = f"{bid.group(0)}, and no one bid over it"
    return {(name, (seat,)): Fact(name, (seat,), True, how, code.facts[name].params)}


# Auction Law 3: "two points when spades are trumps, six when clubs ..., ten when the
# declaration is no trump"; the value of a declaration is its tricks at that rate.
_TRICK_VALUE = {"spade": 2, "club": 6, "diamond": 7, "heart": 8, "royal": 9, "no trump": 10}
_NUMBER = {w: i for i, w in enumerate("one two three four five six seven".split(), 1)}
# the words between a seat and a number that tell a contract or a score, not a bid: "Z got the
# contract at four hearts", "A was in two spades", "Y went down in three clubs"
_NOT_A_BID = re.compile(
    r"\b(?:play(?:ed|ing|s)?|contract|ended|end|in|made|make|won|win|got|scored|took|was|is|down|set|held|had)\b",
    re.I,
)
# "Over my one no trump Y said 'two spades'": the bid over which the next was made, told first
_OVER = re.compile(
    rf"\b(?i:over|after)\s+(?:{SEAT}(?:'s|’s)|my|his|her|our|their|partner's|the)\s+[\"“‘']?(?P<level>{_LEVEL})\s+(?P<denomination>{_DENOMINATION})\b"
)


# "Y bid two hearts after A had bid three clubs": told in another order than made
_REVERSED = re.compile(
    r"\b(?:after|over|following|before|instead|meant|meaning|thought|thinking|mistook|corrected|changed)\b", re.I
)


def _value(bid: re.Match[str]) -> tuple[int, int] | None:
    """Law 44: "a declaration of a greater number of tricks in a suit of lower value, which
    equals the last declaration in value of points, is a higher declaration": (points, tricks)."""
    level = bid["level"].lower()
    tricks = _NUMBER.get(level) or (int(level) if level.isdigit() else 0)
    rate = _TRICK_VALUE.get(_denomination(bid["denomination"]))
    return (tricks * rate, tricks) if tricks and rate else None


def insufficient_bids(code: n.CompiledCode, text: str, facts: Facts, table: Table, narrator: str | None) -> Facts:
    """ "N bid two clubs and E followed with one heart": a declaration that is not higher than
    the last one told before it (Law 43: each player in turn must "make a higher declaration"),
    made by another seat, is insufficient (Law 50). Read only where the telling said nothing of
    an insufficient or impossible bid itself; `text` has its bidders seated (`seated_bids`)."""
    name = "insufficient_bid"
    if name not in code.facts or any(f.pred in (name, "impossible_bid") for f in facts.values()):
        return {}
    # (where its number is, its seat or "" where untold, its value, where it ends, where it begins)
    bids = []
    for m in _BID.finditer(text):
        between = m.group(0)[len(m["seat"]) : m.start("level") - m.start()]
        value = _value(m)
        if value and not _NOT_A_BID.search(between):
            bids.append((m.start("level"), _bidder(m, narrator), value, m.end(), m.start()))
    for m in _OVER.finditer(text):
        value = _value(m)
        if value:
            bids.append((m.start("level"), "", value, m.end(), m.start("level")))
    bids.sort()
    out: Facts = {}
    for (_, seat, value, end, _), (_, later, value2, _, start) in itertools.pairwise(bids):
        # "after" between the two bids reverses their order; within the later bidder's own
        # aside ("and East, after a long think, 'two hearts'") it does not
        if later not in table.seats or later == seat or _REVERSED.search(text, end, start):
            continue
        if value2 < value:
            how = f"{later}'s declaration is not higher than the one told before it (Law 44)"
            return {(name, (later,)): Fact(name, (later,), True, how, code.facts[name].params)}
        # each told higher than the last: no insufficient bid is there to guess
        how = f"{later}'s declaration is higher than the one told before it (Law 44)"
        out.setdefault((name, (later,)), Fact(name, (later,), False, how, code.facts[name].params))
    return out


_OPENED = re.compile(r"\bopen(?:ed|s|ing)\b|\bdealt and (?:bid|declared|called|said)\b", re.I)


def _bidder(bid: re.Match[str], narrator: str | None) -> str:
    """The seat that made a bid: "North" is N, "I" the teller."""
    seat = bid["seat"]
    return (narrator or "") if seat == "I" else FULL_NAMES.get(seat, seat)


def _denomination(word: str) -> str:
    word = word.lower().replace("-", " ")
    return "no trump" if word.startswith("no") else word.rstrip("s")


# "A, whose turn it was not, said 'Double'", "B doubled out of turn", "though it was A's turn"
_OUT_OF_TURN = re.compile(
    r"out of (?:his |her )?turn|turn (?:it )?(?:was not|wasn't|was n't|had not come)|not (?:his|her) turn"
    r"|n't (?:his|her) turn|not next|though it was \w+'s turn|(?:before|ahead of) (?:his|her) turn|out of rotation"
    r"|before \w+ (?:had|could) (?:had (?:his|her|a) turn|have (?:his|her|a) turn|said|spoken|speak|called|call|bid)"
    r"|without waiting for (?:his|her|the) (?:partner|turn)",
    re.I,
)
# ... told before the double: "West hadn't said a word yet when East doubled"
_NOT_YET_WHEN = re.compile(
    r"\b(?:had not|hadn't|had n't|did not|didn't) (?:yet )?(?:said a word|said anything|spoken|spoke|bid|called|passed"
    r"|opened (?:his|her) mouth|had (?:his|her|a) (?:turn|say|chance))(?: yet)? when\s+(?:\w+\s+){0,2}$",
    re.I,
)


# ... or a fronted clause: "Before A could open his mouth, B doubled"
_BEFORE_COULD = re.compile(
    r"\bbefore\s+\w+\s+(?:could|had)\s+(?:open(?:ed)?\s+(?:his|her)\s+mouth|said\s+a\s+word|say\s+a\s+word"
    r"|said\s+anything|spoken|speak|called|call|bid|passed|pass)\b[^.;]*$",
    re.I,
)


def doubles_out_of_turn(code: n.CompiledCode, text: str, facts: Facts) -> None:
    """A double told as out of turn is that, not a bid out of turn ("It was B's turn to
    speak, but Z jumped in and doubled A's one spade"; Auction Law 57 rules on a double out of
    turn, Law 49 on a declaration): the double is of the declaration it names or was last made."""
    doubles = {f.args[0]: f for f in facts.values() if f.pred == "doubled_declaration_of" and f.value}
    bidders = {FULL_NAMES.get(m.group(1), m.group(1)) for m in _BID_BY.finditer(text)}
    out_of_turn = {f.args[0] for f in facts.values() if f.pred == "bid_out_of_turn" and f.value}
    for m in _DOUBLE_BY.finditer(text):
        end = text.find(".", m.end()) % (len(text) + 1)  # the sentence's end, or the telling's
        start = max(text.rfind(".", 0, m.start()), text.rfind(";", 0, m.start())) + 1
        before = text[start : m.start()]
        if _OUT_OF_TURN.search(text, m.start(), end) or _NOT_YET_WHEN.search(before) or _BEFORE_COULD.search(before):
            out_of_turn.add(FULL_NAMES.get(m.group(1), m.group(1)))
    redouble = code.facts.get("redoubled_out_of_turn")
    for f in [f for f in facts.values() if f.pred == "bid_out_of_turn" and f.value and f.args]:
        # "Then East, before West had had a chance to speak, said 'redouble'": the call out of
        # turn is a redouble (Auction Law 57)
        if redouble is not None and re.search(r"\bredoubl", f.source, re.I):
            del facts[("bid_out_of_turn", f.args)]
            facts[("redoubled_out_of_turn", f.args)] = Fact(
                "redoubled_out_of_turn", f.args, True, f.source, redouble.params
            )
    for doubler in out_of_turn & doubles.keys() - bidders:
        double = doubles[doubler]
        facts.pop(("bid_out_of_turn", (doubler,)), None)
        for name, args in (("doubled_out_of_turn_of", double.args), ("doubled_out_of_turn", (doubler,))):
            if name in code.facts and (name, args) not in facts:
                how = f"{double.source}, out of turn"
                facts[(name, args)] = Fact(name, args, True, how, code.facts[name].params)
                break


# the facts that tell a declaration made: any of them is an auction begun
_DECLARED = (
    "declared_clubs",
    "declared_diamonds",
    "declared_hearts",
    "declared_spades",
    "declared_royals",
    "declared_no_trump",
)


def auction_begun_by_a_bid(code: n.CompiledCode, facts: Facts) -> None:
    """ "West, the dealer, had bid one no trump and North had not yet spoken when East let a card
    fall": a declaration told is an auction begun (Auction Law 42: "the dealer must declare"), and
    so a deal completed (Law 35)."""
    decl = code.facts.get("auction_begun")
    if decl is None or ("auction_begun", ()) in facts:
        return
    bid = next(
        (f for f in facts.values() if f.pred in _DECLARED and f.value and not f.source.startswith("by example")), None
    )
    if bid is not None:
        facts[("auction_begun", ())] = Fact("auction_begun", (), True, f"{bid.source}: a declaration made", decl.params)


def auction_not_over(code: n.CompiledCode, facts: Facts) -> None:
    """ "Nobody had bid after South yet": the next player not yet called, the auction is not over
    (Auction Law 46, footnote 9: "A declaration becomes final when it has been passed by three
    players.")."""
    decl = code.facts.get("final_declaration")
    told = facts.get(("next_player_called", ()))
    if decl is None or told is None or told.value is not False or ("final_declaration", ()) in facts:
        return
    if told.source.startswith("by example"):
        return
    how = f"{told.source}: the auction not over"
    facts[("final_declaration", ())] = Fact("final_declaration", (), False, how, decl.params)


def auction_over_before_the_lead(code: n.CompiledCode, facts: Facts) -> None:
    """ "I was the declarer, and before anyone had led I fumbled my hand": a declarer told, and
    the opening lead not yet made, is the time after the final declaration: there is a declarer
    only once the declaration is final (Auction Law 46: "the player who, in the auction, first made
    the declaration ... that became the final declaration plays the hand")."""
    decl = code.facts.get("final_declaration")
    if decl is None or ("final_declaration", ()) in facts:
        return
    lead = facts.get(("opening_lead", ()))
    told = [f for f in facts.values() if f.pred == "declarer" and f.value and not f.source.startswith(("taken", "by"))]
    if lead is None or lead.value is not False or lead.source.startswith("by example") or not told:
        return
    how = f"{told[0].source}; {lead.source}"
    facts[("final_declaration", ())] = Fact("final_declaration", (), True, how, decl.params)


def one_redouble_out_of_turn(facts: Facts) -> None:
    """A redouble told out of turn is the one redouble, not a second one a guess may make of it
    (Auction Law 57 rules on it, not Law 54's redouble of a redouble)."""
    for f in [f for f in facts.values() if f.pred == "redoubled_out_of_turn" and f.value]:
        twice = facts.get(("redoubled_twice", f.args))
        if twice is not None and twice.source.startswith("by example") and not f.source.startswith("by example"):
            del facts[("redoubled_twice", f.args)]


# a call by a seat: "Y, who can't have been listening, said 'no bid'", "West then passed"
_CALL_BY = re.compile(
    rf"\b({SEAT})\b(?:,[^,.;\"]{{1,60}},)?\s+(?:then\s+|promptly\s+|calmly\s+|simply\s+|just\s+)?"
    rf"(?:passed|doubled|redoubled|declared|said\s+[\"“‘']?(?i:no\s+bid|pass|double|redouble)\b|(?:bid|went)\s+{_LEVEL}\s+{_DENOMINATION})"
)
# the penalty asked for: a call after it is no acceptance of the call out of turn
_DEMANDED = re.compile(r"\b(?:demand|claim|insist|penalt|new deal|called for|asked for)", re.I)
_OUT_OF_TURN_CALLS = ("bid_out_of_turn", "doubled_out_of_turn", "redoubled_out_of_turn")


def called_after_out_of_turn(code: n.CompiledCode, text: str, facts: Facts, table: Table) -> None:
    """ "Z opened one heart. Before A could open his mouth, B doubled. Y ... said 'no bid', and
    only then did Z claim a new deal": an adversary of the offender called after the call out of
    turn, before any penalty was demanded (Auction Law 50b: "if the player next to the offender
    passes, doubles or declares before a penalty is demanded, the penalty may not be enforced")."""
    decl = code.facts.get("next_player_called")
    if decl is None or any(pred == "next_player_called" for pred, _ in facts):
        return
    offenders = {f.args[0] for f in facts.values() if f.pred in _OUT_OF_TURN_CALLS and f.value and f.args}
    if len(offenders) != 1:
        return
    (offender,) = offenders
    told = [m for m in _CALL_BY.finditer(text) if FULL_NAMES.get(m.group(1), m.group(1)) == offender]
    if not told:
        return
    after = told[0].end()
    for m in _CALL_BY.finditer(text, after):
        seat = FULL_NAMES.get(m.group(1), m.group(1))
        if _DEMANDED.search(text, after, m.start()):
            return  # the penalty was asked for first
        if seat in table.seats and seat not in (offender, table.partner(offender)):
            how = f"{m.group(0).strip()}, after {offender}'s call out of turn"
            facts[("next_player_called", ())] = Fact("next_player_called", (), True, how, decl.params)
            return


_CONTRACT_FACTS = frozenset(("declarer", "failed_contract", "made_contract"))


def contract_on_the_bidder(facts: Facts, text: str, table: Table, narrator: str | None) -> None:
    """ "Z opened one spade, A doubled and everyone passed. He went down four": the contract
    is the declaration's, and its player the side's that made it (Auction Law 46); he who only
    doubled it plays none, though "he" was last said of him."""
    bids = [(m.start(), _bidder(m, narrator)) for m in _BID.finditer(text)]
    bids = [(at, seat) for at, seat in bids if seat in table.seats]
    bidders = {seat for _, seat in bids}
    for at, doubler in _calls(text, _DOUBLE_BY, _DOUBLED_BY):
        before = [seat for where, seat in bids if where < at and seat not in table.side(doubler)]
        if doubler in bidders or not before:
            continue
        _reseat_contract(facts, doubler, before[-1], f"{before[-1]}'s declaration, which {doubler} doubled")
    for final in [f.args[0] for f in facts.values() if f.pred == "final_bidder" and f.value and f.args]:
        for seat in set(table.adversaries(final)) - bidders:
            _reseat_contract(facts, seat, final, f"{final} made the final declaration")


def _reseat_contract(facts: Facts, wrong: str, right: str, why: str) -> None:
    for key, f in list(facts.items()):
        if f.pred in _CONTRACT_FACTS and f.value and f.args[:1] == (wrong,):
            del facts[key]
            args = (right, *f.args[1:])
            facts.setdefault((f.pred, args), replace(f, args=args, source=f"{f.source} ({why})"))

"""People told by name (`names`): each player named is read at the seat or in the role the
telling gives him; one seated nowhere takes a seat no one else holds; an onlooker keeps his
name and is no player. Someone told by what he is ("our guest") is placed the same way."""

from __future__ import annotations

import pytest

from arbiter.api import load_code
from arbiter.names import people, place
from arbiter.reader import read
from arbiter.table import DEFAULT_SEATS, Table

TABLE = Table(DEFAULT_SEATS.rotation, DEFAULT_SEATS.partners)
COMPASS = Table(("N", "E", "S", "W"), (("N", "S"), ("E", "W")))


def facts(code: str, text: str) -> set[str]:
    return {str(f) for f in read(load_code(code), text).facts}


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Mrs Hale, who was eldest hand, counted fourteen cards. The dealer, Major Pike, took one.",
         ["Mrs Hale", "Major Pike"]),
        ("Kettering (Z) declarer, Lowe (Y) dummy.", ["Kettering", "Lowe"]),
        ("Dealing the last round, Henry tipped up the bottom card.", ["Henry"]),
        # seats told politely, places, days, the game, a sentence's first word
        ("At the Portland on Tuesday Mr. Z dealt; North-South were at four. The pack was cut.", []),
        ("Little did he know that Y had the ace. Bidder (Z) renounced.", []),
        ("So Grandpa (W) was playing misère and Gran (N) turned back the last trick.", ["Grandpa", "Gran"]),
        # someone told by what he is, doing something
        ("Our guest from England dealt the hand one card at a time.", ["Our guest from England"]),
        ("He said the newcomer from Bath was a stranger to him.", []),
    ],
)  # fmt: skip
def test_who_is_named(text: str, found: list[str]) -> None:
    assert people(text) == found


@pytest.mark.parametrize(
    ("text", "told", "seats"),
    [
        # a seat given in brackets or in words
        ("Sutcliffe (S), declarer, claimed; then he finessed through Orme (W).",
         "S, declarer, claimed; then he finessed through W.", {"Sutcliffe": "S", "Orme": "W"}),
        ("I played against Mr Royle, who sat A with his dummy at B. Royle revoked.",
         "I played against A with his dummy at B. A revoked.", {"Mr Royle": "A"}),
        # a role: the name reads as the role thereafter
        ("The dealer, Major Pike, says Pike will take a card.", "The dealer says the dealer will take a card.",
         {"Major Pike": "the dealer"}),
        ("Old Pemberton, sitting on my right, trumped it.", "The player on my right trumped it.",
         {"Old Pemberton": "the player on my right"}),
        # partners named as such sit opposite; the others where no one sits
        ("Jones and Smith were partners against Brown and Robinson. Jones led out of turn.",
         "A and B were partners against Y and Z. A led out of turn.",
         {"Jones": "A", "Smith": "B", "Brown": "Y", "Robinson": "Z"}),
        # a teller's adversary first, on his left (a teller who dealt sits at Z)
        ("I dealt and Henry led before me.", "I dealt and A led before me.", {"Henry": "A"}),
        ("I led and Henry trumped it.", "I led and Y trumped it.", {"Henry": "Y"}),
        # an onlooker is no player; one who forgot to play is
        ("Mr Hale forgot to play to the fifth trick.", "A forgot to play to the fifth trick.", {"Mr Hale": "A"}),
        ("The newcomer had arrived late, and asked to cut in.", "The newcomer had arrived late, and asked to cut in.",
         {}),
        ("Mr. Hale, who was only watching, leaned over Y's shoulder.",
         "Mr. Hale, who was only watching, leaned over Y's shoulder.", {}),
    ],
)  # fmt: skip
def test_names_told_as_seats(text: str, told: str, seats: dict[str, str]) -> None:
    from arbiter.teller import find_narrator

    table = COMPASS if "(S)" in text else TABLE
    rewritten, named = place(text, table, find_narrator(text, table, []))
    assert rewritten == told
    assert {p.name: p.said_as for p in named} == seats


@pytest.mark.parametrize(
    ("code", "text", "wanted", "unwanted"),
    [
        ("english", "Before a card was led Mrs Hale, who was eldest hand, counted her cards and found fourteen; "
         "her partner had twelve. The pack was complete. The dealer, Major Pike, says he will simply take a card "
         "from her.", {"had_fourteen_cards(A)", "hand_short(B)"}, {"hand_short(Z)"}),
        ("solo", "So Grandpa (W) was playing misère and Gran (N), who's against him, turned back the last trick "
         "to have a look at it.", {"looked_at_last_trick(N)", "bidder(W)"}, {"looked_at_last_trick(W)"}),
        ("english", "Tuesday, at the Club. Old Pemberton, sitting on my right, trumped my partner's heart at the "
         "seventh trick with the knave of hearts still in his hand, and had already led to the eighth.",
         {"played_other_suit(Z)", "held_suit_led(Z)"}, {"played_other_suit(A)"}),
        ("boston", "Our new member dealt the whole hand one card at a time round the table, the way we do at "
         "whist.", {"dealt_singly(Z)", "dealer(Z)"}, {"dealt_singly(Y)"}),
        ("auction", "Kettering (Z) declarer, two no trump, Lowe (Y) dummy. At trick six Ashby (A) discarded a club "
         "on a diamond lead while holding the eight of diamonds. Lowe advised Kettering to take the three tricks.",
         {"declarer(Z)", "dummy(Y)", "held_suit_led(A)", "played_other_suit(A)"}, set()),
    ],
)  # fmt: skip
def test_a_telling_with_names_reads_their_seats(code: str, text: str, wanted: set[str], unwanted: set[str]) -> None:
    told = facts(code, text)
    assert wanted <= told and not unwanted & told, told

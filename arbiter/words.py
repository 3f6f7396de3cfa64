"""Words: a telling's words as the reader sees them, and the folding shared with the phrases.

Tense and person are folded to one form ("leads", "has led", "led"), the table's slang to
its act ("ruffed" is "trumped"), synonyms to one word, other words to their stem; fillers
and negators are named here, for `phrases` to drop and count. A telling is split into its
words with their offsets, so that what is not understood is quoted as told.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

import snowballstemmer

# Tense and person folded to one form, in phrases and in incidents alike.
VERBS = {
    "lead": "led", "leads": "led", "leading": "led",
    "play": "played", "plays": "played", "playing": "played",
    "follow": "followed", "follows": "followed", "following": "following",
    "revoke": "revoked", "revokes": "revoked", "revoking": "revoked",
    "renounce": "renounced", "renounces": "renounced", "renouncing": "renounced",
    "deal": "dealt", "deals": "dealt", "dealing": "dealt",
    "misdeal": "misdealt", "misdeals": "misdealt", "misdealing": "misdealt",
    "bids": "bid", "bidding": "bid", "go": "went", "goes": "went", "going": "went",
    "shuffle": "shuffled", "shuffles": "shuffled", "shuffling": "shuffled",
    "cut": "cut", "cuts": "cut", "cutting": "cut",
    "expose": "exposed", "exposes": "exposed", "exposing": "exposed",
    "ask": "asked", "asks": "asked", "asking": "asked",
    "answer": "answered", "answers": "answered",
    "claim": "claimed", "claims": "claimed", "claiming": "claimed",
    "call": "called", "calls": "called", "calling": "called",
    "throw": "threw", "throws": "threw", "thrown": "threw", "throwing": "threw",
    "drop": "dropped", "drops": "dropped", "name": "named", "names": "named", "naming": "named",
    "show": "showed", "shows": "showed", "shown": "showed", "showing": "showed",
    "win": "won", "wins": "won", "winning": "won", "take": "took", "takes": "took", "taken": "took",
    "turn": "turned", "turns": "turned", "quit": "quitted", "quits": "quitted",
    "gather": "gathered", "gathers": "gathered", "look": "looked", "looks": "looked",
    "see": "saw", "sees": "saw", "seen": "saw", "touch": "touched", "touches": "touched",
    "count": "counted", "counts": "counted", "score": "scored", "scores": "scored",
    "consult": "consulted", "consults": "consulted", "say": "said", "says": "said",
    "fail": "failed", "fails": "failed", "hold": "held", "holds": "held", "holding": "held",
    "discover": "discovered", "discovers": "discovered", "find": "found", "finds": "found",
    "lay": "laid", "lays": "laid", "put": "put", "puts": "put", "mix": "mixed", "mixes": "mixed",
    "demand": "demanded", "demands": "demanded", "require": "required", "requires": "required",
    "draw": "drew", "draws": "drew", "drawn": "drew", "leave": "left", "leaves": "left",
    "elect": "elected", "elects": "elected", "choose": "chose", "chooses": "chose", "chosen": "chose",
    "correct": "corrected", "corrects": "corrected", "withdraw": "withdrew", "withdraws": "withdrew",
    "remark": "remarked", "remarks": "remarked", "bet": "bet", "bets": "bet",
    "get": "got", "gets": "got", "give": "gave", "gives": "gave", "given": "gave",
    "begin": "began", "begins": "began", "begun": "began", "make": "made", "makes": "made",
    # "was drawing the trick towards him" is "drew the trick" (the stemmer would fold
    # "drawing" to "draw", not to the past the table folds that to)
    "drawing": "drew",
}  # fmt: skip
VERB_FORMS = frozenset(VERBS.values())

# A card's rank in words, as an alternation for the patterns that find cards in a telling
RANK = r"ace|king|queen|knave|jack|ten|nine|eight|seven|six|five|four|three|trey|two|deuce"

# Words that carry tense, mood or emphasis only: dropped before matching.
FILLER = {
    "has", "have", "had", "having", "was", "were", "is", "are", "am", "be", "been", "being", "did", "does", "do",
    "the", "a", "an", "then", "also", "immediately", "accidentally", "inadvertently", "erroneously",
    "mistakenly", "just", "already", "now", "again", "too", "subsequently", "afterwards", "thereupon",
    "suddenly", "actually", "simply", "clearly", "mistake", "in", "error", "so", "yet", "still", "either",
}  # fmt: skip
NEGATORS = {"not", "n't", "never", "no", "neither", "nor", "without"}
# "had" is mostly an auxiliary ("had played"), a filler; but "B had a heart" says what B
# held, and is read as "held" (a phrase's "had" then matches "held" or nothing).
HELD = "held"
HAVING = frozenset("had has have having".split())
_HOLDING_WHAT = frozenset("a an one two three four five several some the another only his her all".split())
_CARDS = frozenset(
    f"{w}{s}" for w in "spade heart diamond club trump ace king queen knave jack deuce trey honour honor".split()
    for s in ("", "s")
)  # fmt: skip


def held_cards(raw: list[tuple[str, int]], i: int) -> bool:
    """ "had a heart", "has two trumps", "had the ace of clubs": "had" telling what is held."""
    if raw[i][0].lower() not in HAVING or i + 1 >= len(raw):
        return False
    after = [w.lower() for w, _ in raw[i + 1 : i + 4]]
    if after[0] in _CARDS:  # "had hearts"
        return True
    return after[0] in _HOLDING_WHAT and any(w in _CARDS for w in after[1:3])


# A trick told by its number, "trick six", as its ordinal, "the sixth trick" (by word or figure).
ORDINAL_OF = dict(
    zip(
        "one two three four five six seven eight nine ten eleven twelve thirteen".split(),
        "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth".split(),
        strict=True,
    )
)
ORDINAL_OF |= {str(i): o for i, o in enumerate(ORDINAL_OF.values(), 1)}


NUMBERS = dict(zip(
    "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15".split(),
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen".split(),
    strict=True,
))  # fmt: skip


@dataclass(frozen=True)
class Token:
    word: str  # folded form; a seat is its capital letter
    seat: bool
    negated: bool  # a negator stood just before it
    start: int  # offset of the source word in the sentence
    implied: bool = False  # a subject carried over "and": "Z revoked and [Z] led"
    doubtful: bool = False  # after "nobody can say whether": what follows is not known
    verb: bool = False  # the word as told was a verb ("picked", before its stem "pick")
    possessive: bool = False  # a seat told with "'s": "E's deal" is not "E dealt"
    believed: bool = False  # after "thinking (that)": what someone believed, not what happened


# Said two ways, read one way. Each is replaced by its words at its own offset, so that
# what the reader reports not understood is quoted from the sentence as told.
SYNONYMS = {
    "nobody": "no one", "anybody": "anyone", "everybody": "everyone", "somebody": "someone",
    # "none of the other three had played": no one else; "none of us could say": no one
    "none of the other three": "no one else", "none of the other players": "no one else",
    "none of the others": "no one else", "none of the rest": "no one else", "none of the rest of us": "no one else",
    "none of us four": "no one", "none of us": "no one", "none of them": "no one",
    "none of the three": "no one", "none of the four": "no one", "none of the players": "no one",
    "cannot": "can not", "won't": "will not", "can't": "can not",
    # adverbs of manner say nothing the laws ask about ("injury, not intention")
    "by mistake": "", "by accident": "", "in error": "", "by inadvertence": "",
    "without thinking": "", "not thinking": "", "out of habit": "", "from habit": "",
    "absent-mindedly": "", "absentmindedly": "",
    "out of pure habit": "", "out of sheer habit": "", "from pure habit": "", "from sheer habit": "",
    "from force of habit": "", "by force of habit": "", "out of force of habit": "",
    "in one go": "at once", "at one go": "at once", "in a single go": "at once",  # "go" is no act here
    "misery": "misere",  # the table's English for misère
    "abondance déclarée": "abundance declared", "abondance": "abundance",  # the French, as some tables say it
    # "stopped him with a good many cards still to go" is no hand of too many
    "a good many": "several", "a great many": "several", "a good few": "several",
    # "A passed and so did B": "so" and "did" are fillers, and "A passed and B asked" is no pass
    "so did": "likewise",
    # one thing, one word: "as the score sheet showed" is no score shown wrong
    "score sheet": "scoresheet", "score card": "scorecard", "score pad": "scorepad", "score slip": "scoreslip",
    # "Z, fourth in hand, put on the king", "W banged down the ace": he played it
    "put on": "played", "banged down": "played", "slapped down": "played", "plonked down": "played",
    "plunked down": "played",
}  # fmt: skip
_CONTRACTIONS = {"'m": "am", "'d": "had", "'ve": "have", "'ll": "will", "'re": "are"}
_WORDS = re.compile(
    # the longest first, so that "none of the rest of us" is not read as "none of the rest"
    r"(?P<synonym>\b(?:" + "|".join(re.escape(a) for a in sorted(SYNONYMS, key=len, reverse=True)) + r")\b)"
    r"|(?P<amp>&)|(?P<contraction>'(?:m|d|ve|ll|re)\b)|\w+?(?=n't\b)|n't|[A-Za-z0-9]+(?:-[A-Za-z]+)*|'s\b",
    re.I,
)


def split_words(text: str) -> list[tuple[str, int]]:
    """The words of `text` with their offsets: "didn't" is "did" and "n't", "he'd" is "he"
    and "had", "nobody" is "no one" (both at the offset of "nobody")."""
    words: list[tuple[str, int]] = []
    for m in _WORDS.finditer(text):
        if m.group("synonym"):
            words.extend((w, m.start()) for w in SYNONYMS[m.group(0).lower()].split())
        elif m.group("amp"):  # "Y & Z went out"
            words.append(("and", m.start()))
        elif m.group("contraction"):  # "he'd played", "I'm Y": the auxiliary
            words.append((_CONTRACTIONS[m.group(0).lower()], m.start()))
        else:
            words.append((m.group(0), m.start()))
    return words


# Words of the same sense at the card table, folded to one (in phrases and incidents alike).
SAME_SENSE = {
    "opponent": "adversary", "opponents": "adversaries", "enemy": "adversary", "enemies": "adversaries",
    "enquired": "asked", "inquired": "asked", "enquire": "asked", "inquire": "asked",
    "wished": "wanted", "wish": "wanted", "wishes": "wanted", "wants": "wanted", "want": "wanted",
    "informed": "told", "tell": "told", "tells": "told",
    "conferred": "consulted", "confer": "consulted",
    "spotted": "found", "noticed": "found", "notices": "found", "notice": "found",
    "deck": "pack", "packs": "pack",
    "faced": "exposed", "face-up": "exposed",
    "mate": "partner", "declarers": "declarer", "proposers": "proposer",
    "onlooker": "bystander", "onlookers": "bystander", "spectator": "bystander", "spectators": "bystander",
    "kibitzer": "bystander", "kibitzers": "bystander", "bystanders": "bystander",
}  # fmt: skip
# The table's slang for its acts, every form of each word folded to the act.
SAME_SENSE |= {
    form: act
    for act, words in {
        "discarded": "pitch pitched pitches slough sloughed sloughs",
        "trumped": "ruff ruffed ruffs",
        "revoked": "renege reneged reneges",
        "turned": "flip flipped flips",
        "found": "discover discovered discovers realised realized",
        "threw": "chuck chucked chucks tossed flung",
    }.items()
    for form in words.split()
}


# Words the reader itself looks for ("before", "while", "both"): never stemmed.
_KEEP = FILLER | NEGATORS | {
    "before", "after", "while", "whilst", "until", "though", "although", "because", "whether", "which",
    "their", "there", "these", "those", "other", "others", "thirteen", "twelve", "eleven", "fourteen",
    "fifteen", "three", "seven", "eight",
    # role nouns whose stem is a verb's: "declarer" is not "declared", "proposer" not "proposed"
    # (else a phrase's "declared" would match the declarer's seat)
    "declarer", "proposer",
    # "quite out of habit" is not "quit" (a trick quitted)
    "quite",
}  # fmt: skip
_STEMMER = snowballstemmer.stemmer("english")


@functools.cache
def fold(word: str) -> str:
    """One form for every inflection: the card table's irregular verbs by the table above
    ("led", "dealt", "threw"), other words by their stem ("flashed", "flashing" -> "flash";
    "cards" -> "card"), so a phrase need not list a word's every ending."""
    w = word.lower()
    w = NUMBERS.get(w, w)
    w = SAME_SENSE.get(w, w)
    w = VERBS.get(w, w)
    if len(w) <= 4 or w in VERB_FORMS or w in _KEEP or not w.isalpha():
        return w
    return str(_STEMMER.stemWord(w))


# Verbs told in the past that the reader marks as verbs, besides VERBS and "-ed" words.
IRREGULAR_PAST = frozenset(
    "bid gave saw took made held threw drew won led left put cut said found got "
    "fell slid stuck came went kept told lost sat stood began spoke broke bought caught felt forgot heard knew let "
    "meant ran rose sent shook slipped sold spent swept tore understood woke wrote forgotten fallen broken "
    "hidden written gotten thought leant leapt knelt bent swung struck hid crept spilt spoilt burnt "
    "spread flung cast".split()
)

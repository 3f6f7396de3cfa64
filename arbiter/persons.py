"""Who is meant: the seats a telling names by letter, full name, role ("the dealer",
"second hand", "the declarer's left-hand adversary"), place ("the chap on my left"),
pronoun ("he", "his partner", "they") or as the teller ("I", "my partner").
"""

from __future__ import annotations

import functools
import re

from . import nodes as n
from .ruling import Fact
from .sentences import FULL_NAMES, SEAT, SEAT_NAME, is_verb
from .table import PAIRS, Table, usual_declarer
from .teller import as_told
from .words import FILLER, HELD, NEGATORS, fold, held_cards, split_words

SEAT_WORDS = {v: k for k, v in FULL_NAMES.items()}


# "A spade was led", "A false lead": before these a capital A is the article, not the seat.
_AFTER_ARTICLE = set(
    "card spade heart diamond club trump trick player bystander revoke misdeal new fresh small low high "
    "suit question partner dispute rubber game hand pack third second fourth few very little short "
    "further false wrong lead deal penalty claim call king queen knave jack ace ten nine eight seven six "
    "five four three two deuce score single double treble candidate bet remark winning losing different "
    "certain similar dummy table packet mistake case law rule point bid declaration double redouble "
    "board tray fifth sixth seventh eighth faced moment minute while couple quarrel row argument "
    "discussion kibitzer spectator visitor friend".split()
)


_RELATIVE_ROLES = {
    "eldest": ("dealer", "left"),
    "pone": ("dealer", "right"),
    "second_hand": ("leader", "left"),
    "third_hand": ("leader", "partner"),
    "fourth_hand": ("leader", "right"),
    "dummy": ("declarer", "partner"),
    "dealer_partner": ("dealer", "partner"),
}


FULL_NAME_OF = {letter: name for name, letter in FULL_NAMES.items()}  # "S": "South"


class Resolver:
    """Roles and pronouns to seats, as the sentence is read left to right."""

    def __init__(self, table: Table, bound: dict[str, str], notes: list[str], narrator: str | None = None) -> None:
        self.table, self.notes, self.bound = table, notes, dict(bound)
        self.narrator = narrator  # the seat of "I", "me", "my partner", "on my left"
        self.quoted: list[tuple[int, int]] = []  # this sentence's quoted speech: "I" there is the speaker
        self.sentence = ""  # the sentence being read
        self.previous_subject: str | None = None  # the last sentence's: "...; he just said" is his
        self.sentence_opens = 0  # len(history) when this sentence began
        self.last: str | None = None  # the seat last named: "his partner" is his
        self.subject: str | None = None  # the seat last named before a verb: "and then led" is his
        self.history: list[str] = []  # every seat named, in order
        self.last_by_pronoun = False  # whether the seat last named was named by a pronoun or role
        self.revoker: str | None = None  # the seat last told revoking: "the revoke was established" is his
        self.side: str | None = None  # the side "they" last was, by its first seat: "they" again is it
        self.said_i = False  # whether the teller has spoken of himself as "I" or "we": "he" is then someone else
        self.disputed = False  # whether the telling says its sides disagree: what each says is then in doubt

    def revoke_told(self, raw: list[tuple[str, int]], i: int) -> str | None:
        """ "the revoke", "this revoke", "both revokes": the revoke of the seat last told
        revoking (not "a revoke", told for the first time)."""
        before = raw[i - 1][0].lower() if i else ""
        if raw[i][0].lower() in _REVOKE_NOUNS and before in ("the", "that", "this", "both", "each"):
            return self.revoker
        return None

    def hear_revoking(self, folded: str, seat_before: str | None) -> None:
        """ "W revoked", or "B had a heart but discarded": the revoker, for "the revoke" after."""
        if folded in _REVOKING or (folded == HELD and not self.revoker):
            self.revoker = self.subject or seat_before

    def hear_revoke_facts(self, found: list[Fact]) -> None:
        """A revoke read from a sentence's facts ("B held a heart and trumped") is the revoke."""
        revokers = [f.args[0] for f in found if f.pred in _REVOKE_FACTS and f.value and f.args]
        self.revoker = revokers[-1] if revokers else self.revoker

    def role(self, name: str) -> str | None:
        """The seat a role names here, or None when the incident does not say."""
        if name in self.bound:
            return self.bound[name]
        seat: str | None = None
        if name in _RELATIVE_ROLES:
            base, fn = _RELATIVE_ROLES[name]
            anchor = self.role(base)
            seat = self.table.seat_fn(fn, anchor) if anchor else None
        elif name == "dealer":  # the printed cases' convention: "A is the first leader, and Z the dealer"
            seat = self.table.seats[-1]
            self.notes.append(f"the dealer is not named: taking {seat}, as in the printed cases")
        elif name == "leader":
            dealer = self.role("dealer")
            seat = self.table.left(dealer) if dealer else None
            self.notes.append(f"the leader of the trick is not named: taking {seat}, on the dealer's left")
        elif name == "declarer" and self.bound.get("dummy"):
            seat = self.table.partner(self.bound["dummy"])
        elif name == "declarer" and usual_declarer(self.table) != self.table.seats[-1]:
            seat = usual_declarer(self.table)
            self.notes.append(f"the declarer is not named: taking {seat}, {FULL_NAME_OF[seat]}, as players seat him")
        elif name in ("declarer", "bidder"):  # the auction cases' convention too: "Z is the declarer, Y dummy"
            seat = self.table.seats[-1]
            self.notes.append(f"the {name} is not named: taking {seat}, as in the printed cases")
        if seat is None:
            self.notes.append(f"the {name.replace('_', ' ')} is not named: say which seat")
        else:
            self.bound[name] = seat
        return seat


# Whose the role is, before its name: "his dummy", "A's dummy", "the declarer".
_OWNER = rf"(?:(?i:the|his|her|their|my|our)|{SEAT}(?:'s|’s))"


# The dealer told by what he does rather than by the role's name, tried in turn.
_DEALER_TOLD = (
    # "Dealing, A turned up a card", "Dealing at double dummy, Z let a card fall"
    r"(?:^|[.;!?]\s+)(?i:while |whilst |when |as )?(?i:dealing)(?:\s+(?:at|in|for)(?:\s+[a-z]+){1,2})?,?\s+"
    rf"\b{SEAT_NAME}\b",
    # "Z's deal. When we took up our hands..." (not "It was Z's deal, but B dealt": there
    # Z was to deal, and another did)
    r"(?:^|[.;!?]\s+)(?i:it\s+was\s+|it\s+is\s+|it's\s+)?" + SEAT_NAME + r"(?:'s|’s)\s+deal\s*(?:[.;!?]|$)",
    # "North exposed a card while dealing": the participle's subject is the clause's
    # (not "A exposed a card while Z was dealing", nor "... while B was dealing")
    r"(?:^|[.;!?]\s+)(?:[\w']+\s+){0,2}?" + SEAT_NAME + rf"\s+(?:(?!{SEAT}\b)[\w'’]+,?\s+){{1,8}}?"
    r"(?i:while|whilst|in)\s+(?i:dealing)\b",
    # "West, about to deal, gave the pack his final shuffle"
    r"\b" + SEAT_NAME + r",\s+(?:who\s+was\s+)?(?i:about|going|ready|preparing|getting\s+ready)\s+to\s+(?i:deal)\b",
)


def apposition(text: str, role: str, said: tuple[str, ...] = ()) -> str | None:
    """ "Z, the dealer, ..." / "the dealer (Z)" / "Z (dealer)" / "the soloist E": a role named
    by its seat, in the role's name or any of the ways the vocabulary says it."""
    seat = rf"\b{SEAT_NAME}\b"
    names = {role.replace("_", " ")} | {re.sub(r"^the\s+", "", w.lower()) for w in said}
    if role == "dealer":  # "Dealing, A turned up a card": the participle names the dealer
        told = text.strip()
        match = next((m for m in (re.search(p, told) for p in _DEALER_TOLD) if m), None)
        if match:
            return FULL_NAMES.get(match.group(1), match.group(1))
    lowered = text.lower()
    for word in sorted(names, key=len, reverse=True):
        if word.split()[0].lower() not in lowered:
            continue  # every pattern below tells the word: compiling them for nothing costs a cold run
        word = re.escape(word).replace(r"\ ", r"\s+")
        patterns = (
            # "With A the single player, B exposed a card", "with Z as dealer": the role is A's
            r"(?:^|(?<=[.;:!?,(]\s))(?i:with)\s+"
            + seat
            + rf"\s+(?i:as\s+)?(?:(?:(?i:the)|{_OWNER})\s+)?(?i:{word})\b(?!'s|’s)",
            # "Z, the dealer", "B (A's dummy)", "Y, who was dummy"
            # (not "A (his dummy is B)", "A, his dummy B", "he sat Z, Dummy at Y": there the role
            # is the other seat's)
            seat
            + rf"\s*[,(]\s*(?i:who was\s+)?(?:{_OWNER}\s+)?(?i:{word})\b"
            + rf"(?!'s|’s|\s+(?:is|was|being)\b|\s+(?:at\s+)?{SEAT}\b)",
            # "the dealer, Z", "his dummy, Z", "my dummy Z" (not "the dealer, Z's partner", nor
            # "B being his dummy, A dropped": B is)
            # (nor "Against the Dummy, B thought the game gone": B plays against him)
            rf"(?<!\bbeing )(?<!\bas )(?<!\b(?i:against) )"
            rf"\b(?:(?i:the|whose)|{_OWNER})\s+(?i:{word})(?!'s|’s)\s*[,(]?\s*(?i:is\s+|was\s+)?" + seat + r"(?!'s|’s)",
            # "Z was dealer", "B, as dealer, opened two hearts"
            seat
            + rf"(?:\s+(?i:is|was|being)|,?\s+(?i:as|acting as|sitting as))\s+(?:{_OWNER}\s+)?(?i:{word})\b(?!'s|’s)",
            # "Z (Dummy being Y)", "Dummy was Y."
            # "Dummy at our table was N."
            rf"(?:^|(?<=[.;:!?,]\s)|(?<=\())(?i:{word})\s+(?i:at\s+(?:our|the|this|that)\s+table\s+)?(?i:being|is|was)\s+"
            + seat
            + r"\b(?!'s|’s)",
            # "B dummy. A led...", "Y (Z dummy) revoked", "A (B his dummy)"
            r"(?:^|(?<=[.;:!?]\s)|(?<=\())" + seat + rf"\s+(?:{_OWNER}\s+)?(?i:{word})(?=\s*[.;:,)])",
            # "Dealer Y called nullo", "... but dealer A had already picked it up", "with dummy B"
            rf"(?:^|(?<=[.;:!?,(]\s)|(?<=\()|(?<=\b[Aa]s\s)|(?<=\bbut\s)|(?<=\band\s)|(?<=\bthen\s)|(?<=\bwhen\s)"
            rf"|(?<=\bwith\s)|(?<=\bof\s)|(?<=\bfrom\s)|(?<=\bin\s)|(?<=\bto\s)|(?<=\bby\s)|(?<=\bfor\s)|(?<=\bhad\s))"
            # "Dummy B's hand showed out", "from dummy (N)": without a comma, "'s" is still his
            rf"(?i:{word})(?:\s*,\s*" + seat + r"(?!'s|’s)|\s*\(\s*" + seat + r"|\s+" + seat + ")",
            # "(he sat Z, Dummy at Y)", "with his dummy at B", "Z had Dummy opposite him at Y":
            # the role sits at that seat
            rf"(?:^|(?<=[,(;]\s)|(?<=\bwith\s)|(?<=\band\s)|(?<=\bhad\s))(?:{_OWNER}\s+)?(?i:{word})\s+"
            r"(?:(?i:opposite|facing)\s+(?:him|me|her|them)\s+)?(?i:at|sitting at)\s+" + seat + r"\b(?!'s|’s)",
            # "Double dummy, B being one of the dummies": one of the holders of the role
            seat
            + r",?\s+(?i:being|was|is)\s+(?i:one of)\s+(?i:the|his|their|our)\s+(?i:"
            + (word[:-1] + "ies" if word.endswith("y") else word + "s")
            + r")\b",
            # "Dealer's South.", "the declarer's N;": the role is that seat ("'s" for "is")
            rf"(?:^|(?<=[.;:!?]\s))(?i:the\s+)?(?i:{word})(?:'s|’s)\s+" + seat + r"\s*(?:[.;:!?,]|$)",
        )
        for pattern in patterns:
            match = re.search(pattern, text)
            if match:
                found = next(g for g in match.groups() if g)
                return FULL_NAMES.get(found, found)
    return None


# "The partner of Dummy, Z, laid his cards down", "Dummy's partner, Z", "Z -- he's the one
# playing with the dummy --", "Playing with Dummy, Z": the seat opposite Dummy, who is then his partner.
_DUMMYS_PARTNER = (
    # opening the sentence (not "Y, the live partner of dummy, Z, won": there Z is Dummy)
    rf"(?:^|(?<=[.;!?]\s))(?i:the\s+)?(?i:partner)\s+of\s+(?i:the\s+)?(?i:dummy),?\s+{SEAT_NAME}\b(?!'s|’s)",
    rf"\b(?i:dummy)(?:'s|’s)\s+partner,?\s+\(?{SEAT_NAME}\b(?!'s|’s)",
    # "Z (dummy's partner) threw", "Z -- Dummy's partner -- put", "Z, who holds the dummy"
    rf"\b{SEAT_NAME}\b(?!'s|’s)\s*(?:\(|--|—|–|,)\s*(?:the\s+)?(?i:dummy)(?:'s|’s)\s+partner\b",
    rf"\b{SEAT_NAME}\b(?!'s|’s),?\s+who\s+(?:holds|held|has|had|plays|played|is\s+playing|was\s+playing)\s+(?:the\s+)?(?i:dummy)\b",
    rf"\b{SEAT_NAME}\b(?!'s|’s)[^.;:]{{0,30}}?\b(?:playing|plays|who\s+plays|who\s+played|who\s+was\s+playing)"
    r"\s+with\s+(?:(?:the|a|his)\s+)?(?i:dummy)\b",
    # "N, who was handling Dummy's cards as well as his own": he plays them
    rf"\b{SEAT_NAME}\b(?!'s|’s),?\s+(?:who\s+(?:was|is)\s+)?(?:handling|playing|holding|managing|in charge of)"
    r"\s+(?:the\s+)?(?i:dummy)(?:'s|’s)\s+(?:cards|hand)\b",
    # "Playing with Dummy, Z got tired of the hand": the participle fronted
    rf"(?:^|(?<=[.;!?]\s))(?i:playing|partnering)\s+(?:with\s+)?(?:the\s+)?(?i:dummy),\s+{SEAT_NAME}\b(?!'s|’s)",
    # "Y plays against us with Dummy opposite him", "Dummy sat opposite Y"
    rf"\b{SEAT_NAME}\b(?!'s|’s)[^.;:]{{0,30}}?\bwith\s+(?:the\s+)?(?i:dummy)\s+(?:sitting\s+)?opposite\s+(?:him|her)\b",
    rf"\b(?i:dummy)\s+(?:sat|sits|was|is|was\s+sitting|sitting)\s+opposite\s+{SEAT_NAME}\b(?!'s|’s)",
    rf"\b{SEAT_NAME}\b(?!'s|’s)\s+(?:had|has)\s+(?:the\s+)?(?i:dummy)\s+(?:sitting\s+)?opposite\s+(?:him|her)\b",
)


def dummys_partner(text: str) -> str | None:
    """The seat the telling gives as Dummy's partner, if any."""
    for pattern in _DUMMYS_PARTNER:
        match = re.search(pattern, text)
        if match:
            return FULL_NAMES.get(match.group(1), match.group(1))
    return None


# "I was playing with Dummy", "Playing with Dummy, I let a card fall": the teller is Dummy's partner
_TELLER_WITH_DUMMY = re.compile(
    r"\bI(?:'m|’m| am| was)?\s+(?:playing|played|play|handling|holding)\s+(?:with\s+)?(?:the\s+|a\s+)?(?i:dummy)\b"
    r"|\bI(?:'m|’m| am| was)?\s+(?:playing|played|handling)\s+(?i:dummy)(?:'s|’s)\s+(?:hand|cards)"
    r"|(?:^|(?<=[.;!?]\s))(?i:playing (?:with|opposite) (?:the |a |my )?dummy),(?: [^,.;]{1,40}?,?)? I\b"
    # "one in my hand and one in Dummy's", "between me and Dummy": the teller's side holds Dummy
    r"|\bmy\s+(?:own\s+)?hand\s+and\s+(?:one\s+|the\s+other\s+|the\s+rest\s+)?in\s+(?:the\s+)?(?i:dummy)(?:'s|’s)"
    r"|\bbetween\s+(?:me|my\s+(?:own\s+)?hand)\s+and\s+(?:the\s+)?(?i:dummy)\b"
    # "With Dummy opposite me I had the last five trumps", "Dummy sat opposite me"
    r"|\b(?i:with)\s+(?:the\s+)?(?i:dummy)\s+(?:sitting\s+)?opposite\s+me\b"
    r"|\b(?i:dummy)\s+(?:sat|sits|was|is|was\s+sitting|sitting)\s+opposite\s+me\b"
    # "Dummy is my partner", "my partner was Dummy"
    r"|\b(?i:dummy)\s+(?:is|was)\s+my\s+partner\b|\b(?i:my)\s+partner\s+(?:is|was)\s+(?:the\s+)?(?i:dummy)\b"
    r"|\bI\s+(?:had|have)\s+(?:the\s+)?(?i:dummy)\s+(?:sitting\s+)?opposite\s+me\b"  # "I had Dummy opposite me"
    r"|\b(?i:my)\s+(?i:dummy)\b"  # "from my Dummy's hand"
    r"|\bI(?:'m|’m| am| was)\s+(?:the\s+)?(?i:dummy)(?:'s|’s)\s+partner\b"  # "I was Dummy's partner"
    r"|\bI\s+(?:had|have|took)\s+(?:the\s+)?(?i:dummy)\b(?!\s+(?:opposite|on|at|to))"  # "I had the dummy."
    # "I was playing my hand and the dummy's"
    r"|\bI(?:'m|’m| am| was)?\s+(?:playing|handling)\s+(?:both\s+)?my\s+(?:own\s+)?(?:hand|cards)"
    r"\s+and\s+(?:the\s+)?(?i:dummy)"
    # "I sat Z, playing Dummy's hand opposite me"
    r"|\bI (?:sat|was sitting|was)(?: at)? [ABYZNESW],? (?:and )?"
    r"(?:playing|handling|played|with) (?:with )?(?:the )?(?i:dummy)"
)


def teller_with_dummy(text: str) -> bool:
    """Whether the teller says he plays with Dummy, who then sits opposite him."""
    return _TELLER_WITH_DUMMY.search(text) is not None


# "we", "us", "our": the teller's side, named by him
WE = re.compile(r"\b(?i:we|us|our)\b")


SUBORDINATORS = {"before", "after", "while", "whilst", "until", "when", "though", "although"}


_AUX = {"was", "were", "had", "has", "have", "is", "are", "been", "being", "then"}


def verb_next(raw: list[tuple[str, int]], i: int) -> bool:
    """A verb right after, auxiliaries aside ("the trick was turned"; not "cards in dealing")."""
    while i < len(raw) and raw[i][0].lower() in _AUX:
        i += 1
    # "called on to lead", "out of turn": after these a verb-like word is no new subject's verb
    nominal = i > 0 and raw[i - 1][0].lower() in ("to", "of", "the", "a", "an", "his", "her", "their", "its", "no")
    return i < len(raw) and is_verb(raw[i][0]) and not nominal


def _adverb(word: str) -> bool:
    """ "W first called a trump", "B quickly gathered the trick": no verb of its own."""
    lower = word.lower()
    return lower in ("first", "later", "quickly", "promptly", "then") or (
        lower.endswith("ly") and len(lower) > 4 and lower not in ("only", "early", "family", "rally", "holy")
    )


_COPULAS = frozenset("was is were".split())
_OWNED = frozenset("his her a an one no".split())  # after "had": what he had, not a tense


_BE = frozenset("be been being was were is are am had has have".split())


def _at_once(raw: list[tuple[str, int]], i: int) -> bool:
    """ "Z at once called misère over him": "at once" is an adverb, Z's verb after it."""
    words = [w.lower() for w, _ in raw[max(i - 1, 0) : i + 2]]
    return "at once" in " ".join(words) and raw[i][0].lower() in ("at", "once")


def verb_follows(raw: list[tuple[str, int]], i: int) -> bool:
    """Whether the next word that is not a filler or a negation is a verb ("out of turn",
    "the deal": after a determiner or preposition a verb-like word is a noun)."""
    if i < len(raw) and held_cards(raw, i):
        return True  # "B had a heart": B held one
    if i < len(raw) and raw[i][0].lower() in _COPULAS and not (i + 1 < len(raw) and raw[i + 1][0] == "'s"):
        return True  # "Y was dummy and held a club": Y is the clause's subject, then Y held one
    if i + 1 < len(raw) and raw[i][0] in ("'s", "’s") and re.fullmatch(r"[a-z]+ing|been|got", raw[i + 1][0]):
        return True  # "A's playing with dummy B, and he leads": "'s" for "is" or "has"; A is the subject
    first = i
    while i < len(raw) and (
        raw[i][0].lower() in FILLER or raw[i][0].lower() in NEGATORS or _adverb(raw[i][0]) or _at_once(raw, i)
    ):
        i += 1
    auxiliaries = [w.lower() for w, _ in raw[first:i]]
    if auxiliaries and auxiliaries[-1] in ("had", "has", "have") and i < len(raw) and raw[i][0].lower() in _OWNED:
        return True  # "West still had his finger on his card": West had it, the clause's subject
    if i < len(raw) and raw[i][0].endswith("ing") and auxiliaries and set(auxiliaries) <= _BE:
        return True  # "he had been craning over B's shoulder": a verb in its -ing form
    if i >= len(raw) or not is_verb(raw[i][0]):
        return False
    before = raw[i - 1][0] if i > 0 else ""
    if len(before) == 1 and before.isupper():
        return True  # a seat letter: "A sorted", not the article
    return before.lower() not in ("of", "the", "a", "an", "his", "her", "their", "its", "this", "that", "no")


def is_seat(word: str, raw: list[tuple[str, int]], i: int, sentence: str = "") -> bool:
    if len(word) != 1 or word not in "ABYZNESW":
        return False
    if word != "A" or raw[i][0] in PAIRS:
        return True
    before = sentence[: raw[i][1]].rstrip()
    if before and before[-1] not in ".;:!?\"'“(":
        return True  # a capital A within a clause is a seat: "B asked A whether..."
    # "A led" is the seat, "A false lead" the article: the seat is followed by a verb,
    # an auxiliary, punctuation or a conjunction; the article by a noun or an adjective.
    end = raw[i][1] + 1
    if end >= len(sentence.rstrip()) or sentence[end : end + 1] in ",;:.)!?'’":
        return True
    nxt = raw[i + 1][0].lower() if i + 1 < len(raw) else ""
    # "A revoke was claimed" (the noun, base form) against "A revokes" / "A revoked" (the verb).
    if nxt not in _AFTER_ARTICLE:
        return True
    after = raw[i + 2][0] if i + 2 < len(raw) else ""
    if nxt in _TABLE_VERBS and (after.lower() in _DETERMINERS or (len(after) == 1 and after in "ABYZNESW")):
        return True  # "A trump a diamond lead", "A claim the rest": the verb, told in the present
    if nxt in ("bid", "cut", "bet", "put"):
        # "A bid one heart" (the verb, past) against "A bid was made" (the noun): what follows
        # tells; "A bid, then ..." has no verb for a noun, so the bid was A's.
        end = raw[i + 1][1] + len(raw[i + 1][0])
        if sentence[end : end + 1] in (",", ";"):
            return True
        after = raw[i + 2][0].lower() if i + 2 < len(raw) else ""
        return bool(after) and after not in FILLER and not is_verb(after)
    return False


_TABLE_VERBS = frozenset("bid cut bet put trump lead claim call deal double score revoke ruff play pass".split())


_DETERMINERS = frozenset(
    "a an the his her their its one two three four five six seven eight nine ten it him them".split()
)


@functools.cache
def _role_patterns_cached(roles: tuple[n.RoleDecl, ...]) -> tuple[tuple[tuple[str, ...], str], ...]:
    out = []
    for role in roles:
        for phrase in role.say:
            out.append((tuple(w.lower() for w, _ in split_words(phrase)), role.name))
    out.sort(key=lambda p: -len(p[0]))  # the longest description first: "the dealer's left" before "the dealer"
    return tuple(out)


def role_patterns(code: n.CompiledCode) -> tuple[tuple[tuple[str, ...], str], ...]:
    return _role_patterns_cached(code.roles)


def role_at(
    roles: tuple[tuple[tuple[str, ...], str], ...], raw: list[tuple[str, int]], i: int, r: Resolver
) -> tuple[str, int] | None:
    words = [w.lower() for w, _ in raw[i : i + 8]]
    before = [w.lower() for w, _ in raw[max(i - 2, 0) : i]]
    if before[-1:] == ["double"]:
        # "Double dummy: Y revoked", "Y, playing his own hand at double dummy": the game, not a seat
        return None
    if before[-1:] in (["the"], ["a"]):
        before = before[:-1]
    predicative = bool(before) and before[-1] in ("is", "was", "being", "become", "became", "becomes")
    # "Y played second hand to the false lead": the place he played in, not another seat
    predicative = predicative or (
        bool(before)
        and before[-1] in ("played", "play", "plays", "playing")
        and words[0] in ("second", "third", "fourth")
    )
    ordinal = words[1:] if words[:1] == ["the"] else words
    if ordinal[:1] in (["first"], ["second"], ["third"], ["fourth"]) and ordinal[1:4] == ["hand", "of", "the"]:
        return None  # "dealing the second hand of the rubber": a deal, not the seat playing second
    # "his partner", "the dealer's partner", "Y's partner"
    for said, role in roles:
        k = len(said)
        if tuple(words[:k]) == said:
            if predicative:
                return None  # "Z was the dealer": the role is what is said of Z, not another seat
            hand = 2 if words[k : k + 2] == ["'s", "hand"] else 1 if words[k : k + 1] == ["hand"] else 0
            if hand and not (i + k + hand < len(raw) and is_verb(raw[i + k + hand][0])):
                return None  # "from Dummy's hand": the hand, spoken of as such
            if hand:  # "dummy's hand revoked": the hand's doing is the seat's
                seat = r.role(role)
                return (seat, k + hand) if seat else None
            seat = r.role(role)
            if seat is None:
                return None
            near = _beside(words, k)
            if near:
                return r.table.seat_fn(near[0], seat), k + near[1]
            return seat, k
    placed = _placed(roles, raw, i, r)
    if placed:
        return placed
    if r.narrator and not any(a <= raw[i][1] < b for a, b in r.quoted):
        told = as_told(r.narrator, words, raw[i][0])
        if told:
            seat = told[0](r.table)
            r.said_i = r.said_i or (seat == r.narrator and words[0] in ("i", "me", "myself", "we"))
            return seat, told[1]
    if words[:3] in (["his", "own", "partner"], ["her", "own", "partner"]):
        words = [words[0], *words[2:]]  # "doubled his own partner's bid": his partner
        if r.last:
            return r.table.partner(r.last), 3
    if words[:2] in (["his", "partner"], ["her", "partner"]) and r.last and i:
        between = r.sentence[raw[i - 1][1] + len(raw[i - 1][0]) : raw[i][1]]
        if raw[i - 1][0] in (r.last, SEAT_WORDS.get(r.last)) and ("," in between or "(" in between):
            return r.last, 2  # "South, his partner, ...": South, said again
    if words[:2] in (["his", "partner"], ["her", "partner"], ["the", "partner"]):
        # "Before his partner had played, S remarked...": with no seat named yet, "his" is
        # the one the sentence goes on to name.
        # ... after the fronted clause's comma, where it has one: "before his partner or East had
        # played, West slapped down the king" names East in the clause, West after it
        comma = r.sentence.find(",", raw[i][1])
        seats_ahead = [
            (at, w if len(w) == 1 else FULL_NAMES.get(w) or r.role(w.lower()))
            for j, (w, at) in enumerate(raw[i + 2 :], i + 2)
            if (len(w) == 1 and w in "ABYZNESW" and is_seat(w, raw, j))
            or w.lower() in _CATAPHORIC_ROLES
            or (w in FULL_NAMES and w[0].isupper())  # "Before her partner had played, West said"
        ]
        after_comma = [seat for at, seat in seats_ahead if comma >= 0 and at > comma]
        ahead = (after_comma or [seat for _, seat in seats_ahead] or [None])[0]
        # "We were at five. Before his partner had played, E said ...": a clause fronting the
        # sentence speaks of the seat the sentence goes on to name, not the one before it
        fronted = 0 < i <= 2 and raw[0][0].lower() in SUBORDINATORS
        anchor = (ahead or r.last) if fronted else (r.last or ahead)
        if anchor:
            return r.table.partner(anchor), 2
    beside = _beside(words, 1)
    if beside and is_seat(raw[i][0], raw, i):  # "Y's partner", "Y's left-hand adversary"
        return r.table.seat_fn(beside[0], raw[i][0]), 1 + beside[1]
    # ("I cannot remember whether they were at four": the doubt's clause opens too, where it
    # tells what they were or had; not "whether they can beat the call", the phrase's own "they")
    preceding = raw[i - 1][0].lower() if i else ""
    state = i + 1 < len(raw) and raw[i + 1][0].lower() in ("were", "had", "are", "have")
    opens = i == 0 or preceding in ("and", "but", "so", "then") or preceding in SUBORDINATORS
    opens = opens or (preceding in ("whether", "if") and state)
    # "..., they called"; "we won; they had three"
    opens = opens or (i > 0 and bool(re.search(r"[,;:]", r.sentence[raw[i - 1][1] + len(raw[i - 1][0]) : raw[i][1]])))
    if words[:1] == ["they"] and opens:
        # "N and S held three honours. They haven't called them": a side, said of the first
        # of the pair last named together (as a side's facts are stated); only as a clause's
        # subject ("Z insisted they play on" is not the side's doing, nor "called them").
        pair = next(
            (a for a, b in zip(r.history[-2::-1], r.history[::-1], strict=False) if r.table.partner(a) == b),
            None,
        )
        if pair and r.side in (pair, r.table.partner(pair)):
            pair = r.side  # "They did not call them. They claimed them later": the same side, said alike
        if pair is None and r.narrator and not r.history and WE.search(r.sentence[: raw[i][1]]):
            pair = r.table.left(r.narrator)  # "We won the game; they had three": the teller's adversaries
        r.side = pair
        return (pair, 1) if pair else None
    place = " ".join(w.lower() for w, _ in raw[max(i - 2, 0) : i])
    if words[:1] == ["him"] and r.subject and i and (raw[i - 1][0].lower() in _PLACE_OF or place == "front of"):
        # "He turned it face down in front of him", "the cards beside him": a place by the
        # subject is his own (no one says "in front of himself")
        return r.subject, 1
    if (words[:1] == ["him"] or _object_her(raw, i, r.sentence)) and r.last:
        # "N asked him": an object pronoun is not its own clause's subject (that is "himself")
        other = next((x for x in reversed(r.history) if x != r.subject), None) if r.subject == r.last else r.last
        return (other or r.last), 1
    addressee = _told_to(raw, i)
    if addressee:
        return addressee, 1
    first = not r.last and not r.history and not r.narrator and i == 0
    if words[:1] in (["he"], ["she"]) and first and raw[i][0] in ("He", "She"):
        # "She knocked the king of diamonds off her hand": a player never named, opening a
        # telling that has no teller; taken at the first seat, and said so
        seat = r.table.seats[0]
        r.notes.append(f"'{raw[i][0]}' is not named: taking {seat}")
        return seat, 1
    if words[:1] in (["he"], ["himself"], ["she"], ["herself"]) and r.last:
        # "E gave two cards to S, before he dealt the next": he is the subject, not the seat last
        # named in passing; but after "asked him whether he...", he is the one just spoken of.
        if not r.subject and r.previous_subject and len(r.history) == r.sentence_opens:
            seat = r.previous_subject  # "S didn't touch the dummy's cards; he just said": S
        else:
            seat = r.last if r.last_by_pronoun or not r.subject else r.subject
        if seat == r.narrator and r.said_i and not any(a <= raw[i][1] < b for a, b in r.quoted):
            # "I played a club on my partner's heart. He said, 'No hearts?'": the teller is "I",
            # never "he"; he is the one named before him
            seat = next((x for x in reversed(r.history) if x != r.narrator), seat)
        return seat, 1
    if (
        words[:2] in (["his", "left-hand"], ["his", "right-hand"], ["her", "left-hand"], ["her", "right-hand"])
        and len(words) > 2
        and words[2] in ("adversary", "opponent", "man", "neighbour", "neighbor", "player")
        and r.last
    ):
        seat = r.table.left(r.last) if words[1] == "left-hand" else r.table.right(r.last)
        return seat, 3
    return None


_AFTER_OBJECT = frozenset("and but or when before after until while as at to for with in on so then".split())


def _object_her(raw: list[tuple[str, int]], i: int, sentence: str) -> bool:
    """ "Z went abundance over her.": "her" the object, not "her hand" (a possessive)."""
    if raw[i][0].lower() != "her":
        return False
    if i + 1 >= len(raw):
        return True
    between = sentence[raw[i][1] + len(raw[i][0]) : raw[i + 1][1]]
    return bool(re.search(r"[,.;:!?]", between)) or raw[i + 1][0].lower() in _AFTER_OBJECT


# Words of place before "him" that mean the subject's own place: "in front of him", "beside him"
_PLACE_OF = frozenset("beside behind near towards toward around beneath under".split())


# Roles a sentence may name after "his partner": "Before his partner had played, the dealer said".
_CATAPHORIC_ROLES = frozenset(("dealer", "declarer", "leader"))


def _beside(words: list[str], k: int) -> tuple[str, int] | None:
    """After a seat or role: "'s partner", "'s left-hand adversary", "'s right-hand opponent",
    "'s left", as the table function that finds that seat and the words it takes."""
    said = words[k : k + 4] + [""] * 4
    if said[0] != "'s":
        return None
    if said[1] == "partner":
        return "partner", 2
    if said[1] in ("adversaries", "opponents"):
        return "left", 2  # "A's adversaries were at love": the other side, by its first seat
    side = said[1].removesuffix("-hand")
    if side not in ("left", "right"):
        return None
    if said[2] in ("adversary", "opponent", "neighbour", "neighbor", "player"):
        return side, 3
    if said[1] in ("left", "right") and said[2] != "hand":  # "the dealer's left led": his left-hand neighbour
        return side, 2
    return None


# the words that tell a player by what he is: "the chap on my left", "my opponent, South,"
PERSONS = frozenset(
    "player fellow chap lady gentleman man woman person bloke one guy gent fella girl opponent adversary".split()
)


def _placed(
    roles: tuple[tuple[tuple[str, ...], str], ...], raw: list[tuple[str, int]], i: int, r: Resolver
) -> tuple[str, int] | None:
    """ "the chap on my left", "the lady opposite me", "the fellow to the dealer's right",
    "the player sitting on his left": a person placed by where he sits, from a seat."""
    words = [w.lower() for w, _ in raw[i : i + 9]] + [""] * 9
    j = 1 if words[0] in ("the", "a") else 0
    if words[j] not in PERSONS:
        return None
    j += 1
    j += words[j] in ("sitting", "seated", "sat")
    if words[j] == "who" and words[j + 1] in ("sat", "was"):
        j += 2 + (words[j + 2] == "sitting")
    if words[j] in ("after", "before") and words[j - 1] in ("player", "one", "man", "lady"):
        # "the player after me had already played": the next in rotation, to the left
        anchor = r.narrator if words[j + 1] in ("me", "myself") and r.narrator else None
        anchor = anchor or (r.last if words[j + 1] in ("him", "her") else None)
        letter = raw[i + j + 1][0] if i + j + 1 < len(raw) else ""
        anchor = anchor or (letter if letter in r.table.seats else None)
        if anchor:
            return r.table.seat_fn("left" if words[j] == "after" else "right", anchor), j + 2
    opposite = words[j] == "opposite"
    j += opposite or words[j] in ("on", "to", "at")
    anchor, width = _possessor(roles, raw[i:], words, j, r)
    if anchor is None and opposite and r.last:
        return r.table.partner(r.last), j  # "Eldest hand proposed and the player opposite accepted"
    if anchor is None:
        return None
    j += width
    if opposite:
        return r.table.partner(anchor), j
    if words[j] in ("left", "right", "left-hand", "right-hand"):
        return r.table.seat_fn(words[j].split("-")[0], anchor), j + 1 + (words[j + 1] in ("hand", "side"))
    return None


def _possessor(
    roles: tuple[tuple[tuple[str, ...], str], ...], raw: list[tuple[str, int]], words: list[str], j: int, r: Resolver
) -> tuple[str | None, int]:
    """Whose left or right: "my", "me", "his", "the dealer's", "Y's"."""
    if words[j] in ("my", "me") and r.narrator and not any(a <= raw[j][1] < b for a, b in r.quoted):
        return r.narrator, 1
    if words[j] in ("his", "her", "him") and r.last:
        return r.last, 1
    for said, role in roles:
        k = len(said)
        if tuple(words[j : j + k]) == said and words[j + k] == "'s":
            return r.role(role), k + 1
    word = words[j].upper()
    if len(word) == 1 and word in r.table.seats and words[j + 1] == "'s":
        return word, 2
    return None, 0


# The act of revoking, as folded, and "the revoke" that refers back to it.
_REVOKING = frozenset(fold(w) for w in "revoked renounced reneged revoking renouncing reneging".split())
_REVOKE_NOUNS = frozenset("revoke revokes renounce renege".split())
_REVOKE_FACTS = frozenset(("revoke", "held_suit_led", "played_other_suit"))


_TELLING_VERBS = frozenset("told tells tell warned warns reminded reminds informed informs instructed".split())
_OBLIGED = frozenset("'d ’d would must should ought might may could 'll ’ll will had".split())


def _told_to(raw: list[tuple[str, int]], i: int) -> str | None:
    """ "my partner told Y he'd have to lead a spade": what one is told he must do is the
    addressee's to do, so "he" is Y (not the teller of it)."""
    if raw[i][0].lower() not in ("he", "she") or i + 1 >= len(raw) or raw[i + 1][0].lower() not in _OBLIGED:
        return None
    if raw[i + 1][0].lower() == "had" and not (i + 2 < len(raw) and raw[i + 2][0].lower() in ("to", "have", "better")):
        return None  # "told Y he had revoked": whose revoke, the telling leaves open
    j = i - 1 if i and raw[i - 1][0].lower() != "that" else i - 2
    if j < 1 or raw[j - 1][0].lower() not in _TELLING_VERBS:
        return None
    seat = FULL_NAMES.get(raw[j][0], raw[j][0])
    return seat if len(seat) == 1 and seat in "ABYZNESW" else None

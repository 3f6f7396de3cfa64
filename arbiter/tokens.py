"""A sentence's words as tokens, the first step of reading (`reader`): seats placed from
letters, roles and pronouns (`persons`), tense and auxiliaries folded so that "A leads", "A
has led" and "A led" read alike, and negation ("had not played", "didn't lead", "never")
marked on the word it denies.
"""

from __future__ import annotations

import re
from dataclasses import replace

from . import nodes as n
from .doubts import BELIEF, BELIEVING, CLAIM, doubt_starts
from .persons import PERSONS, SUBORDINATORS, Resolver, is_seat, role_at, role_patterns, verb_follows, verb_next
from .phrases import NO_TRUMP, OWNED, TURNS, names_no_trump
from .sentences import FULL_NAMES, SEAT_NAME, is_verb, quoted_spans, relative_subjects
from .table import PAIRS
from .words import FILLER, HELD, NEGATORS, Token, fold, held_cards, split_words

# a role named after these is where something is, not who does the next verb
PLACE_WORDS = frozenset("from in into to of for with against by at on onto".split())


# Speech told after its words, verb first: the seat after it is who spoke ("'Mine,' said Z").
_SAID = frozenset(
    "said says cried replied exclaimed remarked answered added protested objected observed muttered".split()
)


# "I think", "I believe": the teller hedging what follows, which is read as told
_HEDGES = frozenset("think believe reckon fancy suppose guess".split())


def _the_game(code: n.CompiledCode, raw: list[tuple[str, int]], i: int) -> bool:
    """ "at Dummy", "at Double Dummy": the game named, in the codes named after it, not the hand."""
    if code.id not in ("dummy", "double-dummy") or i == 0 or raw[i][0] != "Dummy":
        return False
    before = raw[i - 1][0]
    after = raw[i + 1][0] if i + 1 < len(raw) else ""
    return before.lower() == "at" and after not in ("'s", "’s")


def tokenize(
    code: n.CompiledCode, sentence: str, resolver: Resolver | None, narrator: str | None = None
) -> list[Token]:
    raw = split_words(sentence)
    understood = relative_subjects(sentence)
    out: list[Token] = []
    negate, i = False, 0
    roles = role_patterns(code)
    doubt = doubt_starts(sentence)
    main_subject: str | None = None  # the subject before a "before/while ..." clause interrupted it
    believer: str | None = None  # the subject of "thought", until the belief's "and"
    quoted = quoted_spans(sentence)
    if resolver is not None:
        resolver.previous_subject = resolver.subject or resolver.previous_subject
        resolver.subject, resolver.quoted, resolver.sentence = None, quoted, sentence
        resolver.sentence_opens = len(resolver.history)
    while i < len(raw):
        word, start = raw[i]
        lower = word.lower()
        if word == "I" and i + 1 < len(raw) and raw[i + 1][0].lower() in _HEDGES:
            i += 2  # "I think the trick had gone round": the teller's hedge, not his act (see doubts.CLAIM)
            continue
        seat_word = word in FULL_NAMES or re.fullmatch("[ABYZNESW]", word)
        if negate and i and seat_word and re.search(r"[,;:]", sentence[raw[i - 1][1] + len(raw[i - 1][0]) : start]):
            negate = False  # "it had not been, Y called": a seat after the comma opens a clause of its own
        # a role's seat, once the telling has bound it
        subject = understood.get(start)
        if subject and subject.lower() == "my partner":  # "My partner, who had hearts, said ..."
            subject = resolver.table.partner(resolver.narrator) if resolver and resolver.narrator else None
        subject = resolver.bound.get(subject) if subject and len(subject) > 1 and resolver else subject
        if subject and len(subject) == 1:
            if out and out[-1].seat:  # "..., who was playing with Dummy, left": Dummy did not
                out.append(Token("and", False, False, start))
            out.append(Token(subject, True, False, start, implied=True))
            if resolver is not None:
                # "Y, whose partner was the dummy, forgot ...; until he had played": he is Y,
                # the clause's subject again, not the seat named inside its aside
                resolver.last, resolver.subject = subject, subject
                resolver.history.append(subject)
        told = resolver is None and narrator and not any(a <= start < b for a, b in quoted)
        if told and word in ("I", "me", "myself"):  # "I dealt": the teller's seat (not "'I pass,' said Y")
            out.append(Token(str(narrator), True, negate, start))
            negate, i = False, i + 1
            continue
        if resolver is not None:
            if _the_game(code, raw, i):
                i += 1  # "he argues that at Dummy the revoke penalty does not run": the game, no one's hand
                continue
            matched = role_at(roles, raw, i, resolver)
            if matched:
                seat, width = matched
                between = sentence[raw[i - 1][1] + len(raw[i - 1][0]) : start] if i else ""
                if not (out and out[-1].seat and out[-1].word == seat and ("," in between or "(" in between)):
                    # "Z, the dealer," / "Z (dealer)": the seat once
                    owned = _owns_a_turn(raw, i + width) or (
                        width == 1 and raw[i][0].lower() == "my" and _turn_noun(raw, i + 1)
                    )
                    subject = next((t.word for t in reversed(out) if t.seat), None)
                    if width == 1 and lower == "my" and not owned and subject == seat:
                        # "I put my card down": his own card, said as the phrases say it ("put
                        # his card down"), not a second seat
                        out.append(Token("his", False, negate, start))
                    else:
                        out.append(Token(seat, True, negate, start, possessive=owned))
                # the teller ("I", "my", "we") is no one "he" or "his" can refer back to; nor,
                # at Dummy whist, is Dummy, who never acts ("Y had Dummy opposite him.
                # Reaching for his cigar he let the ace fall": Y let it fall)
                blind = lower.startswith("dummy") and code.id in ("dummy", "double-dummy")
                # "put his finger on the knave in dummy, saying as he did so": a hand told as the
                # place a card lies is no one "he" refers back to
                before = [w.lower() for w, _ in raw[max(i - 2, 0) : i]]
                in_hand = lower.startswith("dummy") and (
                    before[-1:] in (["in"], ["from"]) or before[-2:] in (["in", "the"], ["from", "the"])
                )
                if not (lower in _FIRST_PERSON and seat == resolver.narrator) and not blind and not in_hand:
                    resolver.last = seat
                    resolver.history.append(seat)
                negate, i = False, i + width
                # "he had been craning over B's shoulder to see his cards, and he told": a bare
                # "his" names whose cards, not the "he" that follows
                resolver.last_by_pronoun = resolver.last_by_pronoun if width == 1 and lower in ("his", "her") else True
                word_before = raw[i - width - 1][0].lower() if i > width else ""
                if verb_follows(raw, i) and word_before not in PLACE_WORDS and not _speech_of(resolver, start):
                    resolver.subject = seat  # not "said 'small club' from dummy, then thought"
                continue
        partner_named = ""
        side = re.fullmatch(rf"{SEAT_NAME}[-/]{SEAT_NAME}", word)
        if side and not (i + 1 < len(raw) and raw[i + 1][0] == "'s"):
            # "N-S were at four", "North-South": the side, named by its first seat
            word = FULL_NAMES.get(side.group(1), side.group(1))
            partner_named = FULL_NAMES.get(side.group(2), side.group(2))  # both named: "they" is the side
        if word in PAIRS:  # "AB claim the game": the side, named by its first seat
            word = word[0]
        word = FULL_NAMES.get(word, word)
        at_table = resolver is None or word in resolver.table.seats or word not in "ABYZNESW"
        if at_table and is_seat(word, raw, i, sentence):  # no seat A at a table of N, E, S, W
            between = sentence[raw[i - 1][1] + len(raw[i - 1][0]) : start] if i else ""
            again = out and out[-1].seat and out[-1].word == word and between.strip(" ,(") == "" and not negate
            named = bool(out) and out[-1].seat and resolver is not None and resolver.last_by_pronoun
            if named and not again and between == " " and raw[i - 1][0].lower() == "partner":
                out.pop()  # "before his partner Z had played": Z, whoever "his" turns out to be
            elif named and not again and between.strip() == "," and raw[i - 1][0].lower() in _APPOSED_TO:
                out.pop()  # "my opponent, South, gave the pack another shuffle": South, told by name
            if not again:  # "the dealer, E, ...", "the dealer S": the seat once
                out.append(Token(word, True, negate, start, possessive=_owns_a_turn(raw, i + 1)))
            if i + 2 < len(raw) and raw[i + 1][0] == "'s" and raw[i + 2][0].lower() == "side":
                i += 2  # "A's side held the honours": the side, named by its seat
            # "Mr. Kemp played two no trumps, doubled by West. His partner held all four aces":
            # the agent of a passive is no one "his" refers back to; the sentence's subject is
            passive = i >= 2 and raw[i - 1][0].lower() == "by" and raw[i - 2][0].lower().endswith("ed")
            if resolver is not None:
                resolver.last = resolver.last if passive and resolver.last else word
                resolver.history.append(word)
                if partner_named:
                    resolver.history.append(partner_named)
                resolver.last_by_pronoun = False
                after_place = i > 0 and raw[i - 1][0].lower() in PLACE_WORDS  # "two cards to E at once, didn't notice"
                # "Y was playing against A's proposal, which B had accepted, when he found": the
                # relative clause's subject is not the sentence's
                relative = i > 0 and raw[i - 1][0].lower() in ("which", "whom")
                # "Y cashed the ace, and before his partner Z had played he slapped the king
                # down": the subject of a clause of time, told after the main subject, is not his
                relative = relative or (
                    resolver.subject is not None
                    and any(raw[j][0].lower() in ("before", "until", "till") for j in range(max(i - 3, 0), i))
                    and i + 1 < len(raw)
                    and raw[i + 1][0].lower() in ("had", "hadn't")
                    and not re.search(r"[,;:]", sentence[raw[max(i - 3, 0)][1] : start])
                )
                acting = verb_follows(raw, i + 1) and not after_place and not relative
                if (acting or (i and raw[i - 1][0].lower() in _SAID)) and not _speech_of(resolver, start):
                    resolver.subject = word  # "'Mine,' said Z, and laid his hand down": Z laid it
            negate, i = False, i + 1
            continue
        if lower == "or" and out and out[-1].negated and not out[-1].seat and not negate:
            # "the rubber had not been settled or the score agreed": the "not" denies both
            negate, i = True, i + 1
            continue
        if (
            lower == "no"
            and i + 1 < len(raw)
            and names_no_trump(raw[i - 1][0].lower() if i else ",", raw[i + 1][0].lower())
        ):
            # "two no trump", "at no trumps": the declaration, not a denial
            out.append(Token(NO_TRUMP, False, False, start))
            i += 1
            continue
        if (
            lower == "no"
            and i + 1 < len(raw)
            and raw[i + 1][0].lower().startswith("trump")
            and _called(sentence, raw, i)
        ):
            # "'no wait, no trumps'": a call named at the head of what was said
            out.append(Token(NO_TRUMP, False, False, start))
            i += 1
            continue
        if lower in ("no", "oh") and i + 1 < len(raw) and raw[i + 1][0].lower() in _TAKEN_BACK:
            i += 1  # "'clubs -- no wait, no trumps'": a call taken back, no denial of what follows
            continue
        if lower in NEGATORS:
            # "Six -- no, sorry, I mean five", "B, whose turn it wasn't, called": a negation the
            # punctuation cuts off says no to nothing after it
            cut = sentence[start + len(word) : start + len(word) + 2].strip()
            negate, i = not cut or cut[0] not in ",;:!.-—–", i + 1
            if lower in ("neither", "none") and _of_seats(raw, i, sentence):
                i += 1  # "neither of my opponents had touched": the denial is of the seats after "of"
            continue
        folded = fold(word)
        if folded in FILLER or lower == "'s":
            if resolver is not None and lower in _AUX_OPENERS and _opens_after_comma(sentence, raw, i):
                # "Z was called on for a spade - hadn't a spade": Z hadn't
                subject = resolver.subject or main_subject
                if subject and not (out and out[-1].seat):
                    out.append(Token("and", False, False, start, implied=True))
                    out.append(Token(subject, True, False, start, implied=True))
            if not held_cards(raw, i):
                i += 1
                continue
            word, folded = "held", HELD  # "B had a heart": B held one, as a phrase says it
        if resolver is not None and word.islower() and is_verb(word) and _opens_after_comma(sentence, raw, i):
            # "B called abundance, lost three tricks, then threw his cards in": B lost, B threw
            # ("led when the lead was in dummy, then took it back": not dummy, a place)
            subject = resolver.subject or main_subject
            after_place = (
                bool(out)
                and out[-1].seat
                and placed(sentence, out[-1].start)
                and sentence[out[-1].start : start].count(",") == 1  # not "with dummy, Z, got"
            )
            if subject and (after_place or not (out and out[-1].seat)):
                # "and" keeps the clauses apart, as told (told, after a place: the place is no
                # subject however the clause is read)
                out.append(Token("and", False, False, start, implied=not after_place))
                out.append(Token(subject, True, False, start, implied=True))
        role_seat = resolver.last if resolver is not None and resolver.last in resolver.bound.values() else None
        if resolver is not None and i == 0 and role_seat and word[0].isupper() and _PAST.match(lower):
            # "Dlr S. Gave W two cards together": a note's verb without its subject is the doing
            # of the role just named (not "E revoked. Took three tricks": a role's act, Law 84)
            out.append(Token(role_seat, True, False, start, implied=True))
            resolver.subject = role_seat
        revoker = resolver.revoke_told(raw, i) if resolver is not None else None
        if revoker and not (out and out[-1].seat):
            # "W trumped a club lead holding one, and the revoke was established": W's revoke
            out.append(Token(revoker, True, False, start, implied=True, possessive=True))
        out.append(Token(folded, False, negate, start, verb=is_verb(word)))
        if resolver is not None:
            resolver.hear_revoking(folded, out[-2].word if len(out) > 1 and out[-2].seat else None)
        negate, i = False, i + 1
        if resolver is not None and lower in (
            "before",
            "after",
            "while",
            "whilst",
            "until",
            "when",
            "though",
            "although",
        ):
            main_subject = resolver.subject or main_subject
        if resolver is not None and lower in BELIEVING and not _pondering(sentence, start):
            believer = resolver.subject  # "A thought Y had reneged and wanted ...": A wanted
        new_subject = resolver is not None and not is_verb(word) and lower not in ("and", "but") and lower not in _THEN
        # ... but "trumped a diamond lead holding the knave": "lead" after a noun is a noun,
        # and a participle after a noun is no new clause
        new_subject = new_subject and not (
            i < len(raw) and (raw[i][0].lower().endswith("ing") or raw[i][0].lower() in ("lead", "leads"))
        )
        # nor "at once": "Z at once called misère over him" is Z's call
        new_subject = new_subject and not (lower == "once" and i >= 2 and raw[i - 2][0].lower() == "at")
        if resolver is not None and new_subject and verb_next(raw, i) and "," not in sentence[start : raw[i][1]]:
            resolver.subject = None  # "the trick was turned and quitted": not a seat's doing
        # "Z revoked and then led": the verb after "and" shares the subject before it.
        carried = i < len(raw) and raw[i][0].lower() in (
            "had", "has", "was", "is", "were", "held", "could", "would", "did", "can", "will"
        )  # fmt: skip
        if lower in ("and", "but") and resolver is not None and (carried or verb_follows(raw, i)):
            # "B led out of turn before anyone else had played, and then hurried Y": B hurried
            subject = believer or resolver.subject or main_subject
            believer = None
            if subject:
                out.append(Token(subject, True, False, start, implied=True))
    if doubt:
        out = [replace(t, doubtful=True) if any(a <= t.start < b for a, b in doubt) else t for t in out]
    if resolver is not None and resolver.disputed:
        for claim in CLAIM.finditer(sentence):
            verb = re.match(r"\w+", claim.group(0))
            after = claim.start() + (verb.end() if verb else 0)
            out = [replace(t, believed=True) if after <= t.start < claim.end() else t for t in out]
    for belief in BELIEF.finditer(sentence):
        if _pondering(sentence, belief.start()):
            continue  # "While my partner was thinking I got up": pondering, not believing
        verb = re.match(r"\w+", belief.group(0))
        after = belief.start() + (verb.end() if verb else 0)
        out = [replace(t, believed=True) if after <= t.start < belief.end() else t for t in out]
    return out


# the words for a player that a seat may follow in apposition ("my opponent, South,")
_APPOSED_TO = (PERSONS - {"one"}) | {"partner", "neighbour", "neighbor"}


def _speech_of(resolver: Resolver, start: int) -> bool:
    """Whether a word is in speech quoted after its speaker was told: "North announced 'They
    have the rest' and spread his hand": North spread it, not "they"."""
    return resolver.subject is not None and any(a <= start < b for a, b in resolver.quoted)


# "thinking" that is pondering: "while my partner was thinking", "was thinking it over", "was
# thinking when ..."
_WHILE_PONDERING = re.compile(r"(?i)\bwhile\s+(?:[\w'’]+\s+){1,3}(?:was|were)\s+(?:still\s+)?$")
_WAS_PONDERING = re.compile(r"(?i)\b(?:was|were)\s+(?:still\s+)?$")
_PONDERED = re.compile(r"(?i)thinking\s+(?:it\s+)?(?:over|about|hard|long|when)\b|thinking\s*[,.;]|thinking$")


def _pondering(sentence: str, at: int) -> bool:
    """ "While my partner was thinking I got up", "South was thinking over the ninth trick when
    West ...": "thinking" there is pondering, no belief."""
    rest = sentence[at:]
    if not rest.lower().startswith("thinking"):
        return False
    before = sentence[:at]
    return _WHILE_PONDERING.search(before) is not None or (
        _WAS_PONDERING.search(before) is not None and _PONDERED.match(rest) is not None
    )


# A past tense that opens a note's sentence: "Gave", "Dealt", "Led", "Revoked" (not "Had", "Was")
_PAST = re.compile(
    r"(?!had\b|was\b|were\b|did\b)(?:[a-z]{3,}ed|gave|dealt|led|threw|took|made|cut|bid|held|let|put|dropped)$"
)
_FIRST_PERSON = frozenset("i me my mine myself we us our".split())

# "double dummy" is the game; "dummy" alone, a seat
_DOUBLE_DUMMY = re.compile(r"\bdouble[\s-]+dummy\b", re.I)
_DUMMY_ALONE = re.compile(r"(?<!double )(?<!double-)\bdummy\b", re.I)


def placed(sentence: str, start: int) -> bool:
    """Whether the seat at `start` follows a word of place ("to Y", "from A"): an object."""
    before = sentence[:start].split()
    return bool(before) and before[-1].lower() in PLACE_WORDS


def double_dummy_only(sentence: str, source: str) -> bool:
    """Whether a dummy's source names only the game ("double dummy between A and Y"), the
    word before the source included: a match may begin at "dummy"."""
    at = sentence.find(source)
    wide = sentence[max(0, at - 7) : at + len(source)] if at >= 0 else source
    return bool(_DOUBLE_DUMMY.search(wide)) and not _DUMMY_ALONE.search(wide)


def _turn_noun(raw: list[tuple[str, int]], i: int) -> bool:
    return i < len(raw) and raw[i][0].lower() in TURNS


def _owns_a_turn(raw: list[tuple[str, int]], i: int) -> bool:
    """ "E's deal", "A's lead": the seat owns the turn; it is not "E dealt" (but "S's exposed
    card" and "N's side" are said of S and N)."""
    return i < len(raw) and raw[i][0] == "'s" and i + 1 < len(raw) and raw[i + 1][0].lower() in OWNED


def _called(sentence: str, raw: list[tuple[str, int]], i: int) -> bool:
    """Whether the word at `i` opens a quotation, or follows a call taken back ("no wait,")."""
    before = sentence[: raw[i][1]].rstrip()
    return before[-1:] in ("'", '"', "‘", "“") or (i > 0 and raw[i - 1][0].lower() in _TAKEN_BACK)


# the words after "no" when a speaker takes back what he said: "no wait", "no sorry"
_TAKEN_BACK = frozenset("wait sorry hang hold stop pardon actually".split())
_AUX_OPENERS = frozenset("had has was did does is were".split())
_THEN = frozenset("then and afterwards later finally promptly next only also just immediately instantly".split())


def _of_seats(raw: list[tuple[str, int]], i: int, sentence: str) -> bool:
    """Whether word i is the "of" of seats, or of a side named by its owner ("neither of my
    opponents", "none of A and B"), not of others ("neither of the other two")."""
    if i + 1 >= len(raw) or raw[i][0].lower() != "of":
        return False
    after = raw[i + 1][0]
    return after.lower() in ("my", "our", "his", "her", "their") or is_seat(after, raw, i + 1, sentence)


def _opens_after_comma(sentence: str, raw: list[tuple[str, int]], i: int) -> bool:
    """Whether word i opens a clause of its own after a comma or dash, "then" aside
    (", lost three tricks", ", then led"): the clause's subject is the sentence's."""
    k = i - 1
    while k >= 0 and raw[k][0].lower() in _THEN:
        k -= 1
    if k < 0 or (k == i - 1 and raw[k][0].lower() in SUBORDINATORS):
        return False
    gap = sentence[raw[k][1] + len(raw[k][0]) : raw[k + 1][1]]
    return "," in gap or "-" in gap or "–" in gap

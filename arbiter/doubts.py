"""What a telling tells as believed, claimed, disputed or in doubt, not as done: "A thought Y
had reneged", "West swears the trick had been quitted; South says not", "nobody can say whether
the last card had been dealt". The reader reads such words (their tokens marked believed or
doubtful), but the facts they tell are no facts told: the arbitrator is asked them.
"""

from __future__ import annotations

import re

from .sentences import SEAT, split_sentences

# "thought he had not played", "thinking it was his lead", "under the impression that ...":
# to the end of the clause or the next "and", what someone believed (see `Token.believed`);
# and what one side insists on against the other ("West insists the knave has been played"),
# or asks of the arbitrator ("is asking whether he takes three tricks"): the question put to
# him, not a fact told him (not "insisted on playing it out", nor "A asked B whether ...").
BELIEVING = frozenset(
    "thought thinking thinks believed believing believes reckons imagined imagining imagines supposed supposing"
    " supposes fancied fancying fancies understood assumed fearing feared fears suspecting suspected suspects"
    " assuming presumed presuming insists insisted insisting maintains maintained contends contended".split()
)


BELIEF = re.compile(
    r"(?<!without )\b(?:thought|thinking|thinks|believed|believing|believes|reckons|imagined|imagining|imagines"
    r"|supposed|supposing|supposes|fancied|fancying|fancies"
    r"|understood|assumed|assuming|presumed|presuming|under the impression|in the belief"
    # "fearing he had given a card too many, stopped and counted": a fear, not a fact
    r"|fearing|feared|fears|suspecting|suspected|suspects"
    r"|insists|insisted|insisting|maintains|maintained|contends|contended"
    # "the others think he had already dealt the next card" (not "I think", the teller's hedge)
    r"|(?:(?<=\bothers\s)|(?<=\bthey\s)|(?<=\bsome\s)|(?<=\brest\s)|(?<=\bboth\s)|(?<=\bothers\sall\s)"
    r"|(?<=\bsomebody\s)|(?<=\bsomeone\s))"
    r"(?:think|believe|reckon|suppose|maintain|insist|contend)"
    # "South is asking whether he takes three tricks": the question put now, to the arbitrator
    r"|(?:asks|is asking|are asking|wants to know|want to know|wishes to know|would like to know|wonders"
    r"|is wondering)\s+(?:whether|if))\b(?!\s+(?:on|upon)\b)"
    r"(?:\s+that)?[^,;.!?\"“”]*?"
    # (not "and" that joins two seats: "maintains that S and N would have made their tricks")
    rf"(?=\s+(?:and(?!\s+{SEAT}\b)|but|so|then|when|before|after|while|until|since|because|as)\b|[,;.!?\"“”]|$)",
    re.I,
)


# What one side says happened, in a telling that says the other denies it or that they cannot
# agree ("Z swears A had already picked up his hand ...; A says he had not touched a card. We
# cannot agree which."): a claim, to the next stop or comma, read as believed (`Token.believed`),
# the arbitrator to ask which is so. Undisputed, "N says the trick was quitted" is the fact.
CLAIM = re.compile(
    # ("A claimed that Z had revoked" is a revoke claimed at the table, an act, disputed or not)
    r"(?:\b(?:say|says|said|swear|swears|swore|alleges|alleged|asserts|asserted|declares|declared"
    r"|(?:claims|claimed)(?!\s+(?:that\s+)?(?:[\w.'’]+\s+){1,3}?(?:had\s+|has\s+)?(?:revoked|renounced|reneged)\b)"
    r"|insists|insisted|maintains|maintained|contends|contended|argues|argued"
    r"|(?:is|was|are|were)\s+(?:positive|certain|sure|convinced|adamant|quite\s+sure)"
    # "I think the trick had gone all the way round ..., but none of us would swear to it"
    r"|(?<=\bI\s)(?:think|believe|reckon|fancy)|(?<=\bwe\s)(?:think|believe|reckon))\b(?!\s+(?:on|upon|nothing|so|to)\b)"
    # "Some say all four had played, others that West had not": the verb understood
    r"|\b(?:others|another|the\s+rest)(?=\s+that\b))"
    # (not speech: "West said 'Mine!'" is his saying it, told)
    r"(?:\s+that)?(?!\s*['‘])[^,;.!?\"“”]*",
    re.I,
)
DISPUTE = re.compile(
    r"\b(?:(?:flatly\s+|strongly\s+|hotly\s+)?(?:denies|denied|deny|disputes|disputed|dispute)"
    r"\s+(?:it|this|that|any such thing)"
    r"|flatly\s+(?:denies|denied)|(?:cannot|can't|can not|could not|couldn't|do not|don't|did not|didn't)\s+agree"
    r"|disagree|disagrees|disagreed|(?:says?|said|swears?|swore|insists?|insisted)\s+not(?=\s*[.;,!?]|\s*$)"
    # "South, the declarer, says it had not"; "she says no card had been played"
    r"|(?:says?|said|swears?|swore|insists?|insisted)\s+(?:it|he|she|they|that)\s+(?:had|was|did|has|is|were)\s+not"
    r"(?=\s*[.;,!?]|\s*$)|(?:says?|said|swears?|swore|insists?|insisted)\s+(?:otherwise|the\s+opposite)"
    # "East says they would have made it anyway, but nobody can show it either way"
    r"|(?:nobody|no\s+one|none\s+of\s+us)\s+(?:can|could)\s+(?:show|prove|settle|say|tell)\s+(?:it|which|that)?\s*"
    r"(?:either\s+way|one\s+way\s+or\s+the\s+other|for\s+certain|for\s+sure)"
    # "... while his partner had still to play, or so E-W maintain; North says he had played"
    r"|\bor\s+so\s+(?:[\w–'’-]+\s+){1,3}?(?:maintains?|says?|claims?|insists?|swears?|contends?|alleges?)\b"
    # "Y argues they would have made their eight tricks anyway, which nobody has yet checked"
    r"|\b(?:which|but|and)\s+(?:nobody|no\s+one|none\s+of\s+us)\s+(?:has|had)\s+(?:yet\s+)?"
    r"(?:checked|verified|confirmed|established|proved|shown)\b"
    # "I think the trick had gone round, but none of us would swear to it"
    r"|(?:nobody|no\s+one|none\s+of\s+us|neither\s+of\s+us)\s+(?:would|could|will|can)\s+(?:swear|vouch)\s+(?:to|for)\s+(?:it|that)"
    r"|\b(?:I|we)\s+(?:wouldn't|would\s+not|couldn't|could\s+not|can't|cannot|won't)\s+(?:swear|vouch)\s+(?:to|for)\s+(?:it|that)"
    # "North says he had bid no trumps; the others can't remember whether he did", "we can't
    # decide whether he's right": the claim doubted
    r"|\bwhether\s+(?:he|she|they|it|that|this)\s+(?:did|had|was|were|has|does|is)(?:\s+or\s+not)?(?=\s*[.;,!?]|\s*$)"
    r"|\bwhether\s+(?:he|she|they|(?-i:[A-Z]\w*))(?:['’]s|['’]re|\s+is|\s+was|\s+are|\s+were)\s+(?:right|correct)\b"
    # "East says he had no hearts, and the others aren't sure"
    r"|\b(?:others|rest|we|they)\s+(?:aren't|are\s+not|weren't|were\s+not)\s+(?:so\s+)?(?:sure|certain|convinced))\b"
    # "he says I went on and dealt the next card, I say I straightened it at once"
    # "Some of us say the last card had gone round; the others say Z still had a few"
    r"|\b(?:says?|swears?|claims?)\b[^.?!]*[;,]\s*(?:but\s+|while\s+|and\s+)?(?:[\w']+\s+){0,2}?"
    # ("South, the declarer, swears ...": the speaker's role between)
    r"(?:I|we|he|she|they|others|opponents|adversaries|[A-Z]\w*)(?:,\s+[^,;.]{1,30},)?\s+"
    r"(?:says?|swears?|claims?|thinks?|thought|believes?|reckons?|insists?|maintains?"
    # ("She says she put it right at once; her opponents are sure she had dealt on")
    r"|(?:is|are)\s+(?:positive|certain|sure|convinced|adamant|quite\s+sure))\b"
    r"|\b(?:some|one|one\s+of\s+(?:us|them))\s+(?:say|says|think|thinks|swear|swears)\b[^.?!]*,\s*(?:but\s+|while\s+|and\s+)?"
    r"(?:the\s+)?(?:others|another|rest)\s+that\b",
    re.I,
)


# A claim the other side says is not so ("Z says the pack had been cut; A says it had not"): the
# fact itself is in dispute, where a bare "Y says ...; Z says ..." may dispute only what follows.
GAINSAID = re.compile(
    r"\b(?:(?:flatly\s+)?(?:denies|denied|disputes|disputed)\s+(?:it|this|that)\b"
    r"|(?:says?|said|swears?|swore|insists?|insisted)\s+(?:it|he|she|they|that)\s+(?:had|was|did|has|is|were)\s+not"
    r"|(?:says?|said|swears?|swore|insists?|insisted)\s+(?:not|otherwise|the\s+opposite))(?=\s*[.;,!?]|\s*$)",
    re.I,
)


# What a telling says of a claim, that no one can confirm it: the claim is then in doubt, the
# arbitrator's question, even where nothing else tells the fact (where the sides only disagree
# on what follows from it, "Z says he called hearts first", the claim stands).
UNCONFIRMED = re.compile(
    # "I believe South took the other two, but the score sheet is smudged"
    r"\bbut\s+the\s+(?:score\s*sheet|score\s*card|score|tally|record)\s+(?:is|was)\s+"
    r"(?:smudged|unclear|illegible|blotted|torn|lost|missing)\b"
    # "he says he could not do otherwise, but we can't tell if that's true"
    r"|\b(?:tell|say|know|sure|certain|check|prove)\s+(?:if|whether)\s+(?:that|it|this|he|she|they)"
    r"(?:'s|’s|\s+is|\s+was|\s+were|\s+are)\s+(?:true|so|right|correct|the\s+case)\b"
    # "Somebody thinks South had already played from dummy, but none of us is certain"
    r"|\b(?:but|and|though)\s+(?:nobody|no\s+one|none\s+of\s+(?:us|them)|neither\s+of\s+(?:us|them))\s+"
    r"(?:is|was|are|were|seems?|seemed)\s+(?:quite\s+|really\s+|entirely\s+)?(?:certain|sure|positive)\b",
    re.I,
)


# "nobody can say whether ...", "the witnesses disagree on whether ...", "as to whether ...":
# a clause opened by "whether" is a question, never a fact told (but "whether or not"); so is
# what "may or may not have" been done.
_DOUBT = re.compile(
    r"\b(?:(?:say|know|knows|sure|certain|remember|remembers|recall|recalls|tell|clear|agree|agreed|decide|unsure|"
    r"disagree|disagreed|differ|"
    r"disputed|doubtful|unclear|uncertain|dispute|into|checked|check|asked|ask|wonder|wondered|question|"
    r"told|said|stated|mentioned|knew|known|noted|specified|forget|forgot|forgotten|saw|seen|noticed)"
    r"(?:\s+(?:yet|really|quite|exactly|now|ever|for\s+certain|for\s+sure))?\s+(?:whether|if)|whether(?!\s+or\s+not)|(?P<either>(?:may|might)\s+or\s+(?:may|might)\s+not(?:\s+have)?)"
    # "I do not know how far the following deal had got"
    r"|(?:say|know|sure|certain|remember|recall|tell)\s+how\s+(?:far|many|much)"
    # "but I may already have played a card of the following deal by then"
    r"|(?<=\s)(?P<modal>(?:may|might)\s+(?:well\s+|possibly\s+|already\s+|even\s+)*have(?!\s+to\b))"
    # "We aren't sure the others hadn't already followed": the clause after is the doubt
    r"|(?:n't|not)\s+(?:quite\s+|really\s+|entirely\s+|at\s+all\s+)?(?:sure|certain)(?:\s+that)?"
    r"(?=\s+(?:the|he|she|they|we|it|his|her|their|our|[NESWABYZ]|[A-Z][a-z]+)\s))\b",
    re.I,
)


def doubt_words(sentence: str) -> list[tuple[int, int]]:
    """Spans of the words that say a thing is in doubt ("say whether", "sure if"): they tell
    nothing of the incident themselves."""
    return [m.span() for m in _DOUBT.finditer(sentence)]


# A question of what was done, put by the teller, not of the law: "Had A, on his left, already
# played after him?" ("Is the rubber finished?", "Did B lose his right?" ask the arbitrator)
_ASKED_FACT = re.compile(
    r"\s*(?:had|hadn't|did|didn't)\s+(?=(?:[A-Z]\b|he|she|they|either|anyone|anybody|someone|somebody"
    r"|the\s+(?:dealer|declarer|dummy|leader|bidder|trick|pack|cards?|trump)|(?-i:[A-Z][a-z]+))\b)"
    # "Was everyone's card turned over by the time he noticed?"
    r"|\s*(?:was|were)\s+(?=(?:everyone|everybody|every|each|all|the\s+(?:trick|pack|cards?|trump|last|first|deal))\b)",
    re.I,
)


def doubt_starts(sentence: str) -> list[tuple[int, int]]:
    """Spans of "nobody can say whether ...": to the end of the clause, the facts are not known."""
    spans = []
    opening = re.match(r"\s*(?i:whether)\b", sentence)
    if opening:  # "Whether W had named hearts first was disputed": none of it is known
        spans.append((opening.end(), len(sentence)))
    asked = _ASKED_FACT.match(sentence)
    if asked and sentence.rstrip(" '\"’”").endswith("?"):  # "Had A already played after him? I didn't see."
        spans.append((asked.end(), len(sentence)))
    for match in _DOUBT.finditer(sentence):
        # ... to a time or reason told as fact: "whether the trick had been turned when the
        # revoke was pointed out" (not "before", which a question may hold: "played before Y")
        end = re.search(r"[,;.]|\s(?:when|while|whilst|because|since|although|though|but)\s", sentence[match.end() :])
        start = match.end()
        if match.group("modal") or match.group("either"):  # "but I may already have played": the subject's too
            opened = list(re.finditer(r"[,;:]|\b(?:but|and|though|although)\b", sentence[: match.start()]))
            start = opened[-1].end() if opened else 0
        spans.append((start, match.end() + end.start() if end else len(sentence)))
    return spans


# Words of asking: a clause they open is a question put, not a fact in doubt.
ASKING_WORDS = r"ask\w*|wonder\w*|question\w*|quer(?:y|ied|ies|ying)|inquir\w*|enquir\w*"
_ASKED_BEFORE = re.compile(rf"\b(?:{ASKING_WORDS}|wants? to know)\b[^,;.]{{0,25}}$", re.I)
_TIMED = re.compile(r"\b(?:before|after|until|till)\b", re.I)
# ... but "whether it came to light before or only after he had played to the fifth": the time
# is what is in doubt
_EITHER_TIME = re.compile(r"\b(?:before\s+or\s+(?:only\s+|just\s+)?after|after\s+or\s+before)\b", re.I)


def doubtful_clauses(text: str) -> list[str]:
    """What a telling says no one knows ("I can't recall whether she had reached the last
    card"): each clause `doubt_starts` finds, but not in the teller's own question, which asks
    the law ("who decides whether the double counts?"; "had A played?" asks a fact), nor
    after a question put at the table ("E asked him whether he meant to call"), an act told. A
    time clause inside the doubt is its reference, told as fact ("whether Y had bid over him
    before he corrected himself")."""
    return [
        _doubter(sentence[:a])
        + (sentence[a:b] if _EITHER_TIME.search(sentence[a:b]) else _TIMED.split(sentence[a:b], maxsplit=1)[0])
        for sentence in split_sentences(text)
        if not sentence.rstrip().endswith("?") or _ASKED_FACT.match(sentence)  # "Had A played?" asks a fact
        for a, b in doubt_starts(sentence)
        if not _ASKED_BEFORE.search(sentence[:a])
    ]


# "Nobody remembers whether anyone bid over him": the "nobody" is the doubt's, and denies nothing
_NO_ONE_DOUBTS = re.compile(
    r"\b(?:nobody|no one|no-one|none of us|neither of us|not one of us)\s+(?:\w+\s+){0,2}?"
    r"(?:remembers?|recalls?|knows?|can\s+say|could\s+say|can\s+remember|could\s+remember|is\s+sure|was\s+sure"
    r"|can\s+tell|could\s+tell|noticed|saw)\s+(?:whether|if)\s*$",
    re.I,
)


def _doubter(before: str) -> str:
    """The words "nobody" or "no one" that open a doubt, as part of it."""
    m = _NO_ONE_DOUBTS.search(before)
    return m.group(0).split()[0] + " " if m else ""

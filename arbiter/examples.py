"""Reading by example: the facts the corpus's labelled tellings teach, for what no phrase read.

The vocabulary's phrases read what they were written for; strangers tell the same incident
in words no phrase foresaw ("the trick had gone over", "he showed out of hearts though a
heart was in his hand"). The dev tellings of cases/corpus and the tellings of the cases,
each labelled with its statement of facts, say how people do tell them. From them a logistic
model per fact, and per fact denied ("not trick_turned_and_quitted"), weighs the words and
word pairs of a whole telling, its shorthand written out as the reader sees it (word senses
folded as `gloss.sense` folds them). A fact is taken, true or denied, where
  - no phrase read it, true or false, nor do the laws derive it from what was read;
  - its model is at least THRESHOLD sure, and a word no phrase read tells for it (where the
    phrases read every word, they had their say);
  - it changes an outcome (the reader's test): a guess that changes nothing is not made.
Where nothing read or guessed so is ruled on by any law, the surest guess down to FALLBACK
that is ruled on is taken: a telling is told for a ruling.
Its seat is that of the clause whose words weigh most for it, else the first the reading
gave. It says so in its `from`, with the words that weighed most, so the arbitrator can
check it.

The model is trained on those tellings only (the corpus's held-out rounds never), by
`python -m arbiter.examples` (needs scikit-learn: `pip install -e '.[train]'`), and stored
in cases/corpus/model.json with the digest of the lines it learned from: tests fail when
they change and the model was not trained again.
"""

from __future__ import annotations

import functools
import hashlib
import itertools
import json
import math
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path

from . import nodes as n
from .doubts import ASKING_WORDS
from .gloss import sense
from .paths import cached, data_dir
from .ruling import Fact
from .shorthand import written_out
from .words import split_words

# Chosen on the held-out rounds 2 to 14 and a fresh round of 260 tellings: 0.5 to 0.6 read
# the most rulings right (81.6% of the held, against 79.6% at 0.8, chosen when the model knew
# a third as many tellings); below 0.5 precision falls and nothing is gained.
THRESHOLD = 0.6
# Where nothing read is ruled on, the surest guess down to FALLBACK that is, likelier than
# not: the held rounds read 0.4 points more right at 0.4 (0.8 at 0.15), but a model trained on
# more tellings put a plain "Z dealt and turned up the ace" at 45% for cutting an ace.
FALLBACK = 0.5
MIN_EXAMPLES = 3  # a fact labelled in fewer tellings has no model
PRUNE = 0.1  # weights nearer zero than this are dropped: the file is 20 times smaller, no reading lost
C = 1.0  # inverse strength of the L2 penalty


def model_path() -> Path:
    return data_dir("cases") / "corpus" / "model.json"


def features(text: str) -> list[str]:
    """The folded words of a telling and each pair of neighbours: "renounced" and "failed"
    fold to "omitted"/"revoked" as for reading by sense; "trick quitted" is a pair."""
    words = [w for w in (sense(w).lower() for w, _ in split_words(text)) if w]
    return list(dict.fromkeys(words + [f"{a} {b}" for a, b in itertools.pairwise(words)]))


def digest(lines: Iterable[tuple[str, str, str]]) -> str:
    """What the model learned from: (code, telling, facts) of each telling, in order."""
    h = hashlib.sha256()
    for code, telling, facts in lines:
        h.update(f"{code}\t{telling}\t{facts}\n".encode())
    return h.hexdigest()[:16]


@functools.cache
def _model(path: Path, code_id: str) -> Mapping[str, tuple[frozenset[str], float, dict[str, float]]]:
    """Each fact's model that serves the code `code_id`: the codes whose tellings taught it,
    its bias and its weights. The JSON (a quarter of a million weights) takes a tenth of a
    second to decode; the code's share of it, pickled, a hundredth: it is kept beside the
    compiled codes, for as long as the file is unchanged."""
    if not path.is_file():
        return {}
    stat = path.stat()

    def decoded() -> dict[str, tuple[frozenset[str], float, dict[str, float]]]:
        data = json.loads(path.read_text(encoding="utf-8"))
        return {
            name: (frozenset(codes), bias, weights)
            for name, (codes, bias, weights) in data["facts"].items()
            if code_id in codes
        }

    return cached(f"model-{code_id}-{stat.st_size}_{stat.st_mtime_ns}.pickle", dict, decoded)


def _sure(z: float) -> float:
    """The model's log-odds as a likelihood."""
    return 1 / (1 + math.exp(-z)) if z > -30 else 0.0


def likelihoods(code: n.CompiledCode, text: str) -> dict[str, tuple[float, list[str]]]:
    """Each fact of the code that has a model ("name", or "not name" for the fact denied): how
    sure the model is the telling states it, and the words that weighed most for it. A model
    serves only the codes it learned from: a fact of the same name elsewhere may be told otherwise."""
    model = _model(model_path(), code.id)
    told = features(text)
    out = {}
    for key, (codes, bias, weights) in model.items():
        if key.removeprefix("not ") not in code.facts or code.id not in codes:
            continue
        hits = [(weights[f], f) for f in told if f in weights]
        p = _sure(bias + sum(w for w, _ in hits))
        out[key] = (p, [f for w, f in sorted(hits, reverse=True)[:3] if w > 0])
    return out


# A fact whose model the words of clauses told in doubt lift this far (in log-odds, and by at
# least three quarters of the most they lift any fact) may be the fact in doubt: "I can't recall
# whether she had reached the last card" leaves the deal's completion open, for the arbitrator
# to ask.
DOUBT_LIFT = 2.0
# A fact that is itself a question or a dispute ("it was disputed where the dummy hand should
# be dealt", "{player} asked whether ...") is told by the words of doubt.
_ASKS = re.compile(rf"\b(?:{ASKING_WORDS}|disput|argu|whether|doubt)", re.I)


def in_doubt(
    model: Mapping[str, tuple[frozenset[str], float, dict[str, float]]],
    code: n.CompiledCode,
    doubt: Sequence[str],
    told: list[str],
) -> Callable[[str, list[str]], bool]:
    """Whether a guess (its model's key, the words that weighed most for it) is of a fact told
    in doubt: one the doubtful clauses lift (see DOUBT_LIFT) more than the rest of the telling
    does, or where they weigh for the guess and the rest alone would not make it. ("A said 'Misère,' then
    'No, solo'; I couldn't hear whether anyone over-called him": the correction, which
    overcalls go with in the tellings learned from, is told outside the doubt, and stays.)"""
    doubtful = set(features(" . ".join(doubt)))
    if not doubtful:
        return lambda key, words: False
    rest = [f for f in told if f not in doubtful]
    lifts = {
        key: sum(weights.get(f, 0.0) for f in doubtful)
        for key, (codes, _, weights) in model.items()
        if key.removeprefix("not ") in code.facts and code.id in codes
    }
    bar = max(DOUBT_LIFT, max(lifts.values(), default=0.0) * 3 / 4)

    def doubted(key: str, words: list[str]) -> bool:
        name = key.removeprefix("not ")
        if _ASKS.search(code.facts[name].gloss):
            return False  # "we argued whether the dummy's packet should go opposite him": the dispute is told
        # told or denied, it is in doubt: the way the doubtful words lift it most is the one
        # the rest of the telling is weighed by
        lift, way = max((lifts.get(k, 0.0), k) for k in (name, f"not {name}"))
        if lift < bar:
            return False
        if way not in model:
            return True
        _, bias, weights = model[way]
        outside = sum(weights.get(f, 0.0) for f in rest)
        # the doubt weighs most, or weighs for the guess where the rest alone would not tell it
        return outside < lift or (any(w in doubtful for w in words) and _sure(bias + outside) < THRESHOLD)

    return doubted


_TIME_CLAUSE = re.compile(r"\s*(?:(?:just|only|long|shortly|well|even|right)\s+)?(?:before|until|till)\b", re.I)
_WORD = re.compile(r"[a-z][a-z'’-]*")
_GLUE = frozenset("a an the of to and or but in on at by for with his her its their it he she they".split())
READ_SHARE = 0.25  # what a feature of words the phrases read counts for in placing a guess (dev +10)


def _unread_share(feature: str, unread_words: set[str]) -> float:
    """A feature's weight in placing a guess: whole where a word of it was left unread."""
    return 1.0 if set(_WORD.findall(feature)) & unread_words else READ_SHARE


def read_by_example(
    code: n.CompiledCode,
    text: str,
    read: Iterable[Fact],
    seats: list[str],
    clauses: Sequence[tuple[str, list[str]]] = (),
    unread: Sequence[str] = (),
    threshold: float = THRESHOLD,
    doubt: Sequence[str] = (),
) -> list[Fact]:
    """The facts the model is sure of that the reading lacks, surest first, where a word no
    phrase read (`unread`) tells for them. A fact's seat is taken from the one of `clauses`
    that weighs most for it (each with the seats it told, the actor first), else from
    `seats`, those the reading gave in the whole telling. What `doubt`, the clauses told in
    doubt, is about is not guessed."""
    have = {f.pred for f in read}
    roles = {r.name for r in code.roles}
    sure = {key: v for key, v in likelihoods(code, text).items() if v[0] >= threshold}
    model = _model(model_path(), code.id)
    found: list[tuple[float, Fact]] = []
    left = set(features(" ".join(unread)))
    doubted = in_doubt(model, code, doubt, features(text))
    unread_words = set(_WORD.findall(" ".join(unread).lower())) - _GLUE
    for key, (p, words) in sure.items():
        if not any(model[key][2].get(f, 0.0) > 0 for f in left):
            continue  # the phrases read every word that tells for it: they had their say
        name = key.removeprefix("not ")
        denied = name != key
        decl = code.facts[name]
        if name in have or name in roles or doubted(key, words):
            continue
        if sure.get(name if denied else f"not {name}", (0.0,))[0] > p:
            continue  # told both ways, by the model's lights: the likelier stands
        where = seats
        if decl.params:
            weights = model[key][2]
            # "A, before B had played, said ...": the time clause names who had not yet acted,
            # not the actor, though its words ("played", "before") weigh for many acts.
            acting = [(c, t) for c, t in clauses if not _TIME_CLAUSE.match(c)] or list(clauses)
            # A word the phrases read weighs a quarter of one they left unread: a guess fills
            # what they did not read ("Y called misère. ... B put down the two of spades":
            # the lead out of turn is B's, though "called" weighs for it too).
            weighed = [
                (sum(weights.get(f, 0.0) * _unread_share(f, unread_words) for f in features(clause)), -i, told)
                for i, (clause, told) in enumerate(acting)
                if len(told) >= len(decl.params)
            ]
            if weighed and max(weighed)[0] > 0:
                where = max(weighed)[2]
        if len(decl.params) > len(where):
            continue
        how = f"by example ({p:.0%}): " + ", ".join(f"'{w}'" for w in words)
        found.append((p, Fact(name, tuple(where[: len(decl.params)]), not denied, how, decl.params)))
    return [fact for _, fact in sorted(found, key=lambda pf: -pf[0])]


# ---------------------------------------------------------------- training (needs scikit-learn)


def train(lines: list[tuple[str, str, str, list[str]]], vocabularies: Mapping[str, set[str]]) -> dict[str, object]:
    """Fit one model per fact told on (code, telling, facts, facts told) lines: a fact told is
    its name, or "not " and its name when the label denies it."""
    import numpy as np
    from sklearn.feature_extraction.text import CountVectorizer
    from sklearn.linear_model import LogisticRegression

    vectorizer = CountVectorizer(analyzer=features, binary=True, min_df=2)
    # each telling as the reader sees it, its shorthand written out ("trick six" is "the sixth trick")
    x = vectorizer.fit_transform([written_out(t, "declared_clubs" in vocabularies[c]) for c, t, _, _ in lines])
    names = vectorizer.get_feature_names_out()
    counts = Counter(name for _, _, _, told in lines for name in told)
    facts: dict[str, object] = {}
    for name in sorted(f for f, c in counts.items() if c >= MIN_EXAMPLES):
        # a fact is learned only from the tellings of codes that have it
        mask = np.array([name.removeprefix("not ") in vocabularies[code] for code, _, _, _ in lines])
        y = np.array([name in told for _, _, _, told in lines])[mask]
        model = LogisticRegression(C=C, max_iter=5000, class_weight="balanced").fit(x[mask], y)
        weights = {str(names[i]): round(float(w), 3) for i, w in enumerate(model.coef_[0]) if abs(w) >= PRUNE}
        codes = sorted({line[0] for line, m in zip(lines, mask, strict=True) if m})
        facts[name] = [codes, round(float(model.intercept_[0]), 3), weights]
    return {"digest": digest((c, t, f) for c, t, f, _ in lines), "threshold": THRESHOLD, "facts": facts}


def training_lines() -> tuple[list[tuple[str, str, str, list[str]]], dict[str, set[str]]]:
    """The tellings the model learns from, with the facts each label tells, true or denied
    (roles aside: the reader finds them by their own words), and each code's vocabulary: the
    corpus's dev lines, then every telling of the cases (their statement of facts is the
    label; a telling the case holds out is left out, as are the held rounds of the corpus)."""
    from .api import load_code, stated_facts
    from .cases import load_cases
    from .corpus import load
    from .parser import parse_incident_text

    lines, vocabularies = [], {}

    def told(code: n.CompiledCode, statement: n.CaseFile) -> list[str]:
        roles = {r.name for r in code.roles}
        stated = [f for f in stated_facts(code, statement) if f.value is not None and f.pred not in roles]
        return sorted({("" if f.value else "not ") + f.pred for f in stated})

    for line in load():
        if line.split == "dev":
            code = load_code(line.code)
            vocabularies[line.code] = set(code.facts)
            statement = parse_incident_text(line.facts.replace(";", "\n"), line.where)
            lines.append((line.code, line.telling, line.facts, told(code, statement)))
    for case in load_cases():
        code = load_code(case.code or "english")
        vocabularies.setdefault(code.id, set(code.facts))
        label = told(code, case)
        lines += [(code.id, telling, " ; ".join(label), label) for telling in case.tellings]
    return lines, vocabularies


def main() -> None:
    lines, vocabularies = training_lines()
    model = train(lines, vocabularies)
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else model_path()
    path.write_text(json.dumps(model, sort_keys=True, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{path}: {len(model['facts'])} facts learned from {len(lines)} tellings")  # type: ignore[arg-type]


if __name__ == "__main__":
    main()

"""Chance outcomes as a recorder at a table enters them, in the game's own terms.

In a match with table luck (genesis `luck: "table"`) every chance outcome is entered by the
recorder: `decide`, `options --check` and transcripts take it where a decision would stand.
What may be entered is the pending chance's own words (`Chance.labels`): a die's face
(`14`), the card the table showed by name (`Vix`), by the label `show` prints (`"Vix #12"`) or
by instance number (`12`), the player who goes first (`Ann`). Cards of one name that are all
still unseen (or all in one hand) are alike, so a name among several of them takes the first;
a label or number picks that very card. Text that fits nothing is refused, listing what fits.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from engine.events import Dealt
from engine.protocol import Chance, Game

LABEL = re.compile(r"^\s*(?P<name>.*?)\s*#(?P<id>\d+)\s*$")

_PLAIN = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})


def name_key(name: str) -> str:
    """A name as a person's typing of it is compared with it: any case, runs of spaces as one
    and none at either end, typographic quotes as straight ones. A game's card data may hold
    either (KeyForge's "Coward\u2019s End" is typed "Coward's End"; its "Annihilation Ritual "
    ends in a space)."""
    return " ".join(name.translate(_PLAIN).split()).casefold()


class BadOutcome(ValueError):
    """Raised when an entered chance outcome fits none of the outcomes the table could show."""


def parse_outcome(chance: Chance, text: str) -> Dealt:
    """The chance outcome `text` names (raises BadOutcome, listing what may be entered)."""
    if chance.shuffle:  # never asked under table luck: a shuffle's order stays unknown
        raise BadOutcome("a shuffle's order is the dealer's; at a table it is never entered")
    text = str(text).strip()
    folded = name_key(text)
    hits = [k for k, label in enumerate(chance.labels) if name_key(label) == folded]
    if not hits and chance.items:
        hits = _card(chance, text)
    if not hits:
        raise BadOutcome(f"{_quote(text)} is not an outcome of this chance "
                         f"({chance.why or chance.kind}); {_near(chance, folded)}"
                         f"enter {entries_text(chance, one_of=True)}")
    return Dealt(kind=chance.kind, outcome=hits[0])


def _near(chance: Chance, folded: str) -> str:
    """"did you mean 'Vix'? " for a near miss of one outcome's name ('Vx'), as a mistyped
    command, game, branch or card is told; "" when none is near."""
    from difflib import get_close_matches

    # names only: a die's faces are said as their range, and '21' is not a typo of '20'
    names = {name_key(label): label for label in chance.labels if not label.strip().isdigit()}
    near = get_close_matches(folded, list(names), n=1, cutoff=0.6) if folded else []
    return f"did you mean {_quote(names[near[0]])}? " if near else ""


def _card(chance: Chance, text: str) -> list[int]:
    """The outcomes a card's instance number or label means."""
    label = LABEL.match(text)
    number = text if text.isdigit() else (label["id"] if label else None)
    if number is None:
        return []
    card = int(number)
    if card not in chance.items:
        raise BadOutcome(f"card #{card} cannot be what the table shows for this chance "
                         f"({chance.why or chance.kind}); enter "
                         f"{entries_text(chance, one_of=True)}")
    k = chance.items.index(card)
    if label and label["name"] and chance.labels and \
            name_key(label["name"]) != name_key(chance.labels[k]):
        raise BadOutcome(f"card #{card} is {chance.labels[k]}, not {label['name']}")
    return [k]


def entries(chance: Chance) -> list[dict[str, Any]]:
    """What may be entered for `chance`: each distinct label once, with how many outcomes
    carry it (two unseen Vix: one entry, count 2) and the first outcome it records."""
    counts = Counter(chance.labels)
    out, seen = [], set()
    for k, label in enumerate(chance.labels):
        if label not in seen:
            seen.add(label)
            out.append({"enter": label, "count": counts[label], "outcome": k})
    if not chance.labels:
        out = [{"enter": str(k), "count": 1, "outcome": k} for k in range(chance.size)]
    return out


def entries_text(chance: Chance, limit: int = 40, one_of: bool = False) -> str:
    """`entries` as one line: `Vix (2); Anox; ...` ("; " between them: a card's name may hold
    a comma, "Ashwing, Malakh of Embers"); a die's faces as `a face from 1 to 20` (`one_of`:
    prefixed `one of: ` where a list follows)."""
    if chance.labels and chance.labels == [str(f) for f in range(1, len(chance.labels) + 1)]:
        return f"a face from 1 to {len(chance.labels)}"
    items = [e["enter"] + (f" ({e['count']})" if e["count"] > 1 else "") for e in entries(chance)]
    more = f"; ... ({len(items) - limit} more)" if len(items) > limit else ""
    return ("one of: " if one_of else "") + "; ".join(items[:limit]) + more


def outcome_words(chance: Chance, outcome: int) -> str | None:
    """What a recorder enters for `outcome` of `chance`, in words that read back to that very
    outcome (`parse_outcome`): its label (the card's name, the die's face, the player) where
    that names it, else the card's label with its number ("Vix #12", a second unseen Vix);
    None when the chance has no words for it."""
    if chance.shuffle or not 0 <= outcome < len(chance.labels):
        return None
    words = [chance.labels[outcome]]
    if chance.items:
        words.append(f"{chance.labels[outcome]} #{chance.items[outcome]}")
    for text in words:
        try:
            if parse_outcome(chance, text).outcome == outcome:
                return text
        except BadOutcome:
            continue
    return None


def resolve_outcome(game: Game, state: Any, raw: dict) -> Dealt | None:
    """A transcript's or `decide`'s chance written as JSON with its outcome as text (the face,
    the card, the player), read against the pending chance; None when it is not one."""
    if raw.get("type") != "chance" or not isinstance(raw.get("outcome"), str):
        return None
    pending = game.pending(state)
    if not isinstance(pending, Chance):
        raise BadOutcome("no chance is pending here")
    if raw.get("kind", pending.kind) != pending.kind:
        raise BadOutcome(f"the pending chance is a {pending.kind} ({pending.why}), "
                         f"not a {raw.get('kind')}")
    return parse_outcome(pending, raw["outcome"])


def _quote(text: str) -> str:
    return repr(text) if len(text) <= 60 else repr(text[:57] + "...")

"""Looking cards up and reading deck files, for any game that lists its cards (`Game.cards`).

A card is named by its id ("OC-041"), its number alone ("41", "041") or its name, in any
case. A deck file has one card a line, optionally with a count ("2x Vix"); blank lines and
lines starting with # are skipped. Every problem names the file and the line.
"""

from __future__ import annotations

import re
from pathlib import Path

from engine.protocol import CardInfo, Game


class UnknownCardName(LookupError):
    """Raised when a card name, id or number matches no card of the game (or several)."""


class DeckFileError(ValueError):
    """Raised when a deck file cannot be read: names the file, the line and what is wrong."""


_COUNT = re.compile(r"^(\d+)\s*[x\u00d7]\s+(.+)$", re.IGNORECASE)


def _number(card_id: str) -> int | None:
    tail = card_id.rsplit("-", 1)[-1]
    return int(tail) if tail.isdigit() else None


class CardBook:
    """A game's cards by id, name and number."""

    def __init__(self, game: Game):
        self.game = game
        self.cards = game.cards()
        self._by_key: dict[str, CardInfo] = {}
        self._by_number: dict[int, list[CardInfo]] = {}
        for c in self.cards:
            self._by_key[c.id.casefold()] = c
            self._by_key[c.name.casefold()] = c
            n = _number(c.id)
            if n is not None:
                self._by_number.setdefault(n, []).append(c)

    def find(self, text: str, loose: bool = False) -> CardInfo:
        """The card `text` names (`loose`: or the one card whose name contains it)."""
        key = " ".join(text.split()).casefold()
        if key in self._by_key:
            return self._by_key[key]
        prefix, _, tail = key.rpartition("-")
        if tail.isdigit():
            hits = [c for c in self._by_number.get(int(tail), [])
                    if not prefix or c.id.casefold().startswith(prefix + "-")]
            if len(hits) == 1:
                return hits[0]
            if len(hits) > 1:
                raise UnknownCardName(f"card number {text!r} is ambiguous: "
                                      f"{', '.join(c.id for c in hits)}")
        near = [c.name for c in self.cards if key and key in c.name.casefold()]
        if loose and len(near) == 1:
            return self._by_key[near[0].casefold()]
        hint = f" (did you mean: {', '.join(near[:8])}?)" if near else ""
        raise UnknownCardName(f"unknown card {text.strip()!r}: not a card name, id or number of "
                              f"{self.game.id}{hint}")


def read_deck_file(game: Game, path: str | Path) -> list[str]:
    """The card ids of a deck file (names, ids or numbers, one a line, "2x Name" for copies).

    For a game that does not list its cards, the lines are returned as they are.
    """
    book = CardBook(game)
    out: list[str] = []
    for i, name, count in deck_file_entries(path):
        if not book.cards:
            out.extend([name] * count)
            continue
        try:
            out.extend([book.find(name).id] * count)
        except UnknownCardName as exc:
            raise DeckFileError(f"{path}:{i}: {exc}") from None
    return out


def read_deck_names(path: str | Path) -> list[str]:
    """The card names of a deck file as written, copies expanded (for a user's own card file)."""
    return [name for _, name, count in deck_file_entries(path) for _ in range(count)]


def deck_file_entries(path: str | Path) -> list[tuple[int, str, int]]:
    """(line number, card as written, copies) for each card line of a deck file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DeckFileError(f"{path}: cannot read the deck file: {exc}") from None
    out = []
    for i, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = _COUNT.match(line)
        out.append((i, m.group(2).strip(), int(m.group(1))) if m else (i, line, 1))
    if not out:
        raise DeckFileError(f"{path}: the deck file lists no cards")
    return out

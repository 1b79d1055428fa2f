"""Looking cards up and reading deck files, for any game that lists its cards (`Game.cards`).

A card is named by its id ("OC-041"), its number alone ("41", "041"), its name or an alias
(another tool's id for it), in any case. A deck file has one card a line, optionally with a
count ("2x Vix"); blank lines and lines starting with # are skipped; a game may also read its
own deck formats (`Game.deck_entries`). Every problem names the file and the line or entry.
"""

from __future__ import annotations

import codecs
import re
from pathlib import Path

from engine.protocol import CardInfo, CardProblem, Game, InvalidSetup


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
            for alias in c.aliases:
                self._by_key.setdefault(alias.casefold(), c)
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
        if not near:  # a misspelling: the names closest to it
            from difflib import get_close_matches

            names: dict[str, list[str]] = {}
            for c in self.cards:  # "Vessa" is close to "Vesa" where "Vessa, Ember Reaper" is not
                for k in {c.name.casefold(), c.name.split(",")[0].casefold()}:
                    names.setdefault(k, []).append(c.name)
            near = list(dict.fromkeys(n for k in get_close_matches(key, names, n=3, cutoff=0.6)
                                      for n in names[k]))
        hint = f" (did you mean: {'; '.join(near[:8])}?)" if near else ""  # names hold commas
        raise UnknownCardName(f"unknown card {text.strip()!r}: not a card name, id or number of "
                              f"{self.game.id}{hint}")


def read_deck_file(game: Game, path: str | Path) -> list[str]:
    """The card ids of a deck file: a text list (names, ids or numbers, one a line, "2x Name"
    for copies) or one of the game's own deck formats (`Game.deck_entries`, e.g. JSON exports).

    For a game that does not list its cards, the entries are returned as written. Every
    problem is a DeckFileError in one shape: the file, the line or entry, the card, and
    whether it is unknown or not implemented.
    """
    book = CardBook(game)
    out: list[str] = []
    for where, ref, count in deck_file_entries(path, game):
        if not book.cards:
            out.extend([ref] * count)
            continue
        try:
            card = book.find(ref)
        except UnknownCardName as exc:
            raise DeckFileError(f"{path}:{where}: {exc}") from None
        if card.facts.get("implemented") is False:
            raise not_implemented(path, where, ref, f"{card.name} ({card.id})")
        out.extend([card.id] * count)
    return out


def match_decks(game: Game, names: list[str], seats: int) -> list[list[str]]:
    """The decks of a new match, one per seat: each a sample deck by name (in any case: "bear
    hugs" is "Bear Hugs") or a deck file (`read_deck_file`); no names: the sample decks in
    turn."""
    samples = game.sample_decks()
    if not names:  # the sample decks in turn, one per seat
        names = [list(samples)[s % len(samples)] for s in range(seats)]
    if len(names) != seats:
        raise DeckFileError(f"{game.id} with {seats} players needs {seats} decks, "
                            f"got {len(names)}")
    by_name = {k.casefold(): v for k, v in samples.items()}
    out = []
    for name in names:
        if name.casefold() in by_name:
            out.append(by_name[name.casefold()])
        elif Path(name).is_file():
            out.append(read_deck_file(game, name))
        else:
            raise DeckFileError(f"no sample deck or deck file {name!r} "
                                f"(sample decks: {', '.join(samples)})")
    return out


def user_decks(game: Game, cards: Path, files: list[str], seats: int) -> list[list[str]]:
    """The decks of a new match, one file per seat, naming cards of a user's own card file
    (`--cards`), checked by the game (`read_user_deck`)."""
    if len(files) != seats:
        raise DeckFileError(f"{game.id} with {seats} players needs {seats} --deck files, "
                            f"got {len(files)}")
    data = without_bom(cards.read_bytes())
    return [read_user_deck(game, data, str(cards), f) for f in files]


def not_implemented(path: str | Path, where: str, ref: str, detail: str) -> DeckFileError:
    """The error for a deck entry naming a card the engine does not play yet."""
    return DeckFileError(f"{path}:{where}: card {ref!r} is not implemented: {detail} has "
                         f"abilities matchlog does not play yet")


def read_user_deck(game: Game, card_file: bytes, card_source: str, path: str | Path) -> list[str]:
    """Card ids of a deck file naming cards of a user-supplied card file (`--cards`)."""
    entries = deck_file_entries(path, game)
    names, where = [], []
    for at, ref, count in entries:
        names.extend([ref] * count)
        where.extend([at] * count)
    try:
        return game.deck_from_card_file(card_file, card_source, names)
    except CardProblem as exc:
        if exc.index is None or not 0 <= exc.index < len(names):
            raise
        at, ref = where[exc.index], names[exc.index]
        if exc.kind == "unknown":
            raise DeckFileError(f"{path}:{at}: unknown card {ref!r}: {exc.detail}") from None
        raise not_implemented(path, at, ref, exc.detail) from None


def deck_file_entries(path: str | Path, game: Game | None = None) -> list[tuple[str, str, int]]:
    """(line or entry, card as written, copies) for each card of a deck file."""
    path = Path(path)
    try:
        data = without_bom(path.read_bytes())
    except OSError as exc:
        raise DeckFileError(f"{path}: cannot read the deck file: {exc}") from None
    if game is not None:
        try:
            entries = game.deck_entries(data, str(path))
        except InvalidSetup as exc:
            raise DeckFileError(str(exc)) from None
        if entries is not None:
            if not entries:
                raise DeckFileError(f"{path}: the deck file lists no cards")
            return entries
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DeckFileError(f"{path}:{not_utf8(exc)}") from None
    out = []
    for i, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = _COUNT.match(line)
        out.append((str(i), m.group(2).strip(), int(m.group(1))) if m else (str(i), line, 1))
    if not out:
        raise DeckFileError(f"{path}: the deck file lists no cards")
    return out


def without_bom(data: bytes) -> bytes:
    """A file's bytes without the UTF-8 byte order mark that Windows editors (Notepad,
    PowerShell's Out-File) put first: read as text it is a character no card name or JSON
    value starts with ("unknown card '\\ufeffVanx'", "invalid JSON ... (byte 0)")."""
    return data[len(codecs.BOM_UTF8):] if data.startswith(codecs.BOM_UTF8) else data


def not_utf8(exc: UnicodeDecodeError) -> str:
    """Where a file stops being UTF-8 text, as `LINE: ...` after its name: Python's own words
    ("'utf-8' codec can't decode byte 0xff in position 0") name neither line nor column."""
    line = exc.object[:exc.start].count(b"\n") + 1
    column = exc.start - (exc.object.rfind(b"\n", 0, exc.start) + 1) + 1
    return (f"{line}: not UTF-8 text (byte 0x{exc.object[exc.start]:02x} at column {column}); "
            "save the file as UTF-8")

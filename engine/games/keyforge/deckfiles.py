"""KeyForge's own deck formats, read from bytes the CLI hands over (the engine reads no file).

- keyteki's deck JSON: `{"name", "houses", "cards": [{"id": "mighty-javelin", "count": 2}]}`;
- Master Vault's deck JSON (the `decks/<id>/?links=cards` answer): `data._links.cards` lists
  one card uuid per copy, `_linked.cards` gives each uuid's title, number and expansion
  (341 is Call of the Archons).

Both become (entry, card as written, copies) rows that the caller resolves like a text list's
lines; a card of another expansion is written so that it stays unknown, named by its title.
"""

from __future__ import annotations

from typing import Any

import msgspec

from engine import jsontext
from engine.protocol import InvalidSetup

from .cards import SET_ID

CALL_OF_THE_ARCHONS = 341
"""Master Vault's expansion number for Call of the Archons."""

Entry = tuple[str, str, int]


def deck_entries(data: bytes, source: str) -> list[Entry] | None:
    """The rows of a keyteki or Master Vault deck JSON; None for anything not a JSON object."""
    if not data.lstrip().startswith(b"{"):
        return None
    try:
        obj = jsontext.decode(data)
    except msgspec.DecodeError as exc:
        raise InvalidSetup(f"{source}: not valid JSON: {exc}") from None
    if isinstance(obj.get("data"), dict) and isinstance(obj.get("_linked"), dict):
        return _master_vault(obj, source)
    if isinstance(obj.get("cards"), list):
        return _keyteki(obj["cards"], source)
    raise InvalidSetup(f"{source}: a JSON deck file is keyteki's ({{name, houses, cards: [{{id, "
                       f"count}}]}}) or Master Vault's ({{data, _linked}}); this is neither")


def _keyteki(cards: list[Any], source: str) -> list[Entry]:
    out = []
    for i, c in enumerate(cards):
        where = f"cards[{i}]"
        if not isinstance(c, dict) or not isinstance(c.get("id"), str):
            raise InvalidSetup(f"{source}:{where}: an entry is {{\"id\": card id, \"count\": copies}}")
        count = c.get("count", 1)
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise InvalidSetup(f"{source}:{where}: count {count!r} is not a positive whole number")
        out.append((where, c["id"], count))
    return out


def _master_vault(obj: dict, source: str) -> list[Entry]:
    links = obj["data"].get("_links") or {}
    uuids = links.get("cards")
    linked = obj["_linked"].get("cards")
    if not isinstance(uuids, list) or not isinstance(linked, list):
        raise InvalidSetup(f"{source}: a Master Vault deck has data._links.cards and _linked.cards")
    by_uuid = {c.get("id"): c for c in linked if isinstance(c, dict)}
    out = []
    for i, uuid in enumerate(uuids):
        where = f"data._links.cards[{i}]"
        card = by_uuid.get(uuid)
        if card is None:
            raise InvalidSetup(f"{source}:{where}: card {uuid!r} is not in _linked.cards")
        title = str(card.get("card_title", uuid))
        number = str(card.get("card_number", "")).strip()
        if card.get("expansion") == CALL_OF_THE_ARCHONS and number.isdigit():
            out.append((where, f"{SET_ID}-{int(number):03d}", 1))
        else:
            out.append((where, f"{title} (expansion {card.get('expansion')})", 1))
    return out

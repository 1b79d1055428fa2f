"""KeyForge's card data spells one name with a trailing space ("Annihilation Ritual "): the
names are trimmed as the data is read, so logs, views and lookups print the name as it is
printed on the card, and a user's keyteki card file naming the card matches ours. The data
file itself is unchanged: its sha256 is the card set's id in every recorded genesis."""

import hashlib
import json
from importlib import resources

from engine.registry import get_game


def test_no_card_name_is_padded_with_spaces_where_it_is_shown(run):
    r = run.bare("cards", "keyforge", "--json")
    padded = [c["name"] for c in json.loads(r.stdout) if c["name"] != c["name"].strip()]
    assert padded == []
    shown = run.bare("cards", "keyforge", "annihilation ritual")
    assert shown.stdout.splitlines()[0] == "Annihilation Ritual (CotA-072), artifact"
    assert "Annihilation Ritual - " in shown.stdout  # the summary names it as printed


def test_a_keyteki_card_file_naming_annihilation_ritual_matches_ours():
    """Before: refused as "'Annihilation Ritual': unknown (not a Call of the Archons card)",
    its name compared with ours, space and all."""
    card = {"id": "annihilation-ritual", "name": "Annihilation Ritual", "number": "72",
            "house": "Dis", "keywords": [], "traits": ["power"], "type": "artifact",
            "rarity": "Rare", "amber": 1, "armor": 0, "power": 0, "text": "..."}
    data = json.dumps({"name": "Call of the Archons", "code": "CotA", "cards": [card]}).encode()
    game = get_game("keyforge")
    assert game.deck_from_card_file(data, "pack.json", ["Annihilation Ritual"]) == ["CotA-072"]


def test_the_card_data_and_the_set_id_its_bytes_give_are_unchanged():
    data = resources.files("engine.games.keyforge").joinpath("cota.json").read_bytes()
    assert b'"Annihilation Ritual "' in data  # trimmed when read, not in the file
    [card_set] = get_game("keyforge").card_sets()
    assert card_set.sha256 == hashlib.sha256(data).hexdigest()

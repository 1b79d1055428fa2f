"""Sceptre's words for the story of a match: Blood Cards, the arena's zones and HP."""

from engine.words import Told, Words

FOUND = "found by a search"
"""The state of a hand card both seats know: the Coin a search took into it, named to both
(SC-search-shown, sceptre-9), shown there until it leaves the hand; its arrival is a search's
find, not a draw."""

_HP = Told(up="{who} regains {n} HP ({new} left)", down="{who} loses {n} HP ({new} left)")

WORDS = Words(
    stats={"blood_cards": Told(label="Blood Cards",
                               up="{who} collects {a} Blood Card{s} ({old} to {new})")},
    tags={"HP #/#": _HP, "HP #": _HP},
    arrive={"deck": "put into the deck", "blood cards": "set aside as a Blood Card",
            "hand": "drawn", "discard": "discarded", "combat": "put into combat",
            "garrison": "put into the garrison", "traps": "set as a trap",
            "gate and exterior": "put into play", "arena card": "put into play"},
    leave_play={"discard": "killed", "hand": "returned to hand",
                "garrison": "sent to the garrison", "combat": "put into combat"},
    arrive_as={FOUND: FOUND},
    in_play=("combat", "garrison"),
    hands=("hand",),
    draw_piles=("deck",),
)

"""Sceptre's words for the story of a match: Blood Cards, the arena's zones and HP."""

from engine.words import Told, Words

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
    in_play=("combat", "garrison"),
    hands=("hand",),
    draw_piles=("deck",),
)

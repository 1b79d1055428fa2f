"""Ascendant's words for the story of a match: health, the Arsenal, Scrapyard and Abyss."""

from engine.words import Told, Words

WORDS = Words(
    stats={"health": Told(up="{who} gains {n} health ({new} left)",
                          down="{who} loses {n} health ({new} left)"),
           "out": Told(set="{who} is out of the game")},
    arrive={"hand": "drawn", "battlefield": "put onto the battlefield",
            "scrapyard": "put into the Scrapyard", "abyss": "put into the Abyss",
            "fountain": "put into the Fountain", "arsenal": "put into the Arsenal"},
    leave_play={"scrapyard": "destroyed", "abyss": "removed to the Abyss",
                "hand": "returned to hand"},
    in_play=("battlefield",),
    hands=("hand",),
    draw_piles=("arsenal",),
)

"""Reaper's words for the story of a match: Souls, the Creed, zones and Thrall damage."""

from engine.words import Told, Words

WORDS = Words(
    stats={"souls": Told(label="Souls", up="{who} gains {a} Soul{s}",
                         down="{who} burns {a} Soul{s}"),
           "bound": Told(label="bound Souls", up="{who} binds {a} Soul{s} to the Creed",
                         down="{who} loses {a} bound Soul{s}"),
           "creed": Told(label="Creed", set="{who} completes the Creed")},
    tags={"damage #": Told(up="{who} is dealt {n} damage", down="{who} is healed of {n} damage")},
    arrive={"hand": "drawn", "discard": "discarded", "angels": "put into play",
            "thralls": "put into play", "soul pool": "put into the Soul pool",
            "killed": "killed", "grimoire": "put into the Grimoire",
            "resolving": "resolving"},  # RPR-rite: played, face up until its effect is done
    leave_play={"discard": "killed", "killed": "killed", "hand": "returned to hand",
                "soul pool": "claimed as a Soul"},
    in_play=("angels", "thralls"),
    hands=("hand",),
    draw_piles=("grimoire",),
    feeds=("soul pool",),  # RPR-burn-1: a Soul leaves the pool only burned, to its Grimoire
)

"""KeyForge's words for the story of a match: its stats, zones and creature states."""

from engine.words import Told, Words

WORDS = Words(
    stats={"amber": Told(label="Æmber", up="{who} gains {n} Æmber",
                         down="{who} loses {n} Æmber"),
           "keys": Told(up="{who} forges {a} key{s} ({label} {old} to {new})",
                        down="{who} loses {a} key{s} ({label} {old} to {new})"),
           "key_cost": Told(up="{who}'s key cost rises to {new}",
                            down="{who}'s key cost falls to {new}"),
           "house": Told(quiet=True),  # the event says the house chosen
           "check": Told(set="{who} can forge a key next turn: check"),
           "chains": Told(up="{who} gains {a} chain{s}", down="{who} sheds {a} chain{s}")},
    tags={"damage #": Told(up="{who} is dealt {n} damage", down="{who} is healed of {n} damage"),
          "captured # Æmber": Told(up="{who} captures {n} Æmber",
                                   down="{who} loses {n} captured Æmber"),
          "armor #": Told(up="{who} gains {n} armor", down="{who}'s armor prevents {n} damage")},
    arrive={"hand": "drawn", "archives": "archived", "purged": "purged", "discard": "discarded",
            "battleline": "put into play", "artifacts": "put into play",
            "deck": "put into the deck"},
    leave_play={"discard": "destroyed", "hand": "returned to hand", "deck": "put into the deck",
                "archives": "archived", "purged": "purged"},
    in_play=("battleline", "artifacts"),
    hands=("hand",),
    draw_piles=("deck",),
)

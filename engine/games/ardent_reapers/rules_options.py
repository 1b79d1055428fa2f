"""The rules options a genesis may set (AR-option-*), their defaults, and a genesis's options
checked over a version's defaults."""

from __future__ import annotations

from engine.games.ardent_reapers.decks import DECK_SIZE
from engine.protocol import InvalidSetup

OPTIONS = {"max_turns": 0, "deck_size": DECK_SIZE, "discards": "blind", "jump_start": "next-card"}
"""The rules options of AR-1.1 and later and their defaults: no turn limit (0), 17-card decks, who
chooses the cards an opponent "discards" (AR-option-discards), and which card Jump Start's effect
waits for (AR-option-jump-start)."""


DISCARDS = ("blind", "opponent")


JUMP_STARTS = ("next-card", "enters-play")


_CHOICES = {"discards": DISCARDS, "jump_start": JUMP_STARTS}
"""The options whose value is one of a few words."""


def resolved(options: dict | None, defaults: dict) -> dict:
    """A genesis's options over the version's defaults; refuses unknown keys and bad values."""
    opts = dict(defaults)
    for key, value in (options or {}).items():
        if key not in defaults:
            raise InvalidSetup(f"unknown option {key!r} (known: {', '.join(defaults)})")
        if key in _CHOICES:
            if value not in _CHOICES[key]:
                raise InvalidSetup(f"option {key} must be one of {', '.join(_CHOICES[key])}, not {value!r}")
        elif not isinstance(value, int) or isinstance(value, bool) or value < (0 if key == "max_turns" else 1):
            raise InvalidSetup(f"option {key} must be a {'whole' if key == 'max_turns' else 'positive whole'} "
                               f"number, not {value!r}")
        opts[key] = value
    return opts

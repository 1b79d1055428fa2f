"""The settings of a match: every unknown of the rules fragment, with its documented default.

Each option is named as an assumption in the rule index (the id beside it); a genesis may set
any of them (`options`), so a table that plays it otherwise can record its own matches.
"""

from __future__ import annotations

import msgspec

from engine.protocol import InvalidSetup


class Options(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    starting_health: int = 30
    """ASC-assume-health: each player's health at the start (30: a melee hit deals its d20 roll,
    so one lucky first hit cannot end a match)."""
    opening_hand: int = 5
    """ASC-assume-hand: cards each player draws from the shuffled Arsenal before turn 1."""
    pay_costs: bool = True
    """ASC-assume-stack: a complete card stack needs Stamina paying its card's whole cost, and
    Gambit and Jumon cards pay theirs (false: a card alone is complete; nothing costs Stamina)."""
    genki_pays: int = 1
    """ASC-assume-stamina: how much of a Genki cost one Genki card pays."""
    finesse_pays: int = 1
    """ASC-assume-stamina: how much of a Finesse cost one Finesse card pays."""
    stamina_typed: bool = True
    """ASC-assume-stamina: Genki pays only Genki costs and Finesse only Finesse costs (else
    either pays either)."""
    weapon_adds: str = "engage-and-strike"
    """ASC-assume-weapon: a Weapon's bonuses count on the Engage and the Strike rolls
    ("engage-and-strike") or only on the Strike roll ("strike-only")."""
    strike_window: bool = True
    """ASC-assume-strike-window: before the Strike rolls, all players may use cards that
    modify them, as before the Engage rolls."""
    window_users: str = "all"
    """ASC-engage-3, ASC-assume-gambit: who may use cards before rolls: every player ("all",
    the fragment's words for Engage) or only the players who roll ("rollers")."""
    jumons_by: str = "all"
    """ASC-assume-jumon: who may play Jumon cards in the Finishing Phase: every player ("all")
    or only the turn player ("turn-player")."""
    passives_always: bool = True
    """ASC-assume-passive: a Passive card modifies its owner's rolls on every turn (else only
    on its owner's own turn)."""
    max_turns: int = 0
    """ASC-assume-turn-limit: 0, no turn limit (the default since ASC-0.2; ASC-0.1's was 100);
    else after this many turns the highest health wins (a tie is a draw)."""
    arsenal_min: int = 40
    """ASC-fact-arsenal: the fewest cards of an Arsenal."""
    arsenal_max: int = 60
    """ASC-fact-arsenal: the most cards of an Arsenal."""
    fountain_max: int = 20
    """ASC-fact-fountain: the most Stamina cards of a Fountain."""


WEAPON_ADDS = ("engage-and-strike", "strike-only")
CHOICES = {"weapon_adds": WEAPON_ADDS, "window_users": ("all", "rollers"),
           "jumons_by": ("all", "turn-player")}


def parse(given: dict | None, max_turns: int = 0) -> Options:
    """Options from a genesis's `options`, every value checked (`max_turns`: the rules
    version's default where the genesis names none); raises InvalidSetup."""
    try:
        opts = msgspec.convert({"max_turns": max_turns, **(given or {})}, Options)
    except msgspec.ValidationError as exc:
        raise InvalidSetup(f"ascendant options: {exc}") from None
    for name, allowed in CHOICES.items():
        if getattr(opts, name) not in allowed:
            raise InvalidSetup(f"ascendant option {name} must be one of {', '.join(allowed)}")
    for name in ("starting_health", "genki_pays", "finesse_pays"):
        if getattr(opts, name) < 1:
            raise InvalidSetup(f"ascendant option {name} must be at least 1")
    if opts.max_turns < 0:
        raise InvalidSetup("ascendant option max_turns must be 0 (no limit) or more")
    if opts.opening_hand < 0 or not 0 <= opts.arsenal_min <= opts.arsenal_max:
        raise InvalidSetup("ascendant options: opening_hand >= 0 and arsenal_min <= arsenal_max")
    return opts


def check_new(opts: Options) -> None:
    """What a new match's options must also be (asked at genesis only, so a match recorded
    before the check still starts as it did): a Fountain may hold no fewer than 0 cards."""
    if opts.fountain_max < 0:
        raise InvalidSetup("ascendant option fountain_max must be 0 or more (ASC-fact-fountain)")


def documented() -> dict[str, object]:
    """Every option and its default, for `matchlog rules` and the docs."""
    return msgspec.structs.asdict(Options())

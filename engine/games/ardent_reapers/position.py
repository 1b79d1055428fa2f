"""Explicit positions: a match that starts from a described board instead of the setup.

A position is plain data a judge can write by hand (`Position`, a msgspec Struct):

    {"active": 0, "turn": 3, "first": 1,
     "seats": [{"hand": ["Vix"], "battle_line": [["Renegade", "Active"]]},
               {"battle_line": [["Tiny the Tosser", "Active"], "Pokets"],
                "score_pile": [{"card": "Jater", "owner": 0}]}],
     "effects": [{"kind": "cannot play cards", "seat": 0}]}

Each zone lists cards top (deck) or left (battle line) first. A card is named by its id
("OC-041") or its name (any case). An entry is a card, or [card, state], or
{"card", "state", "owner", "stash", "n"}; in-play cards default to Active and every card to
the seat whose zone lists it (a stashed card: the seat of its host's zone). Card instances
are numbered owner by owner (seat 0's cards first) in the order listed, unless the entry
fixes its number: "Vix #3" or {"card": "Vix", "n": 3}. Without `stack`, the match starts at
the active player's Use, Play, or Discard Cards step.

`to_position` exports any state exactly, so that a match started from it has the same digest:
it numbers every card ("Vix #3") and adds what a hand-written position leaves out: the
pending work (`stack`, `need`, as the state stores them), cards resolving or set aside,
revealed cards (instance numbers), the `result`, and any other state field in `flags`.

This module is the format (`Position` and its parts, `parse`) and the writing (`to_position`);
position_build.py reads a position into a state (`from_position`, `genesis_state`).
"""

from __future__ import annotations

from typing import Any, Union

import msgspec

from engine.games.ardent_reapers import cards
from engine.games.ardent_reapers.state import IN_PLAY, CardState, MainTask, State, Step, Zone
from engine.protocol import InvalidSetup
from engine.schema import described as _d

ZONE_KEYS = {"deck": Zone.DECK, "hand": Zone.HAND, "discard": Zone.DISCARD,
             "battle_line": Zone.BATTLE_LINE, "relics": Zone.RELICS, "score_pile": Zone.SCORE_PILE}


class CardEntry(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """One card of a zone, in full: `n` fixes its instance number, `state` its orientation."""

    card: _d(str, 'The card: its name ("Vix", any case), its id ("OC-041"), or a label with its '
                  'instance number ("Vix #3").')
    n: _d(int | None, "Its instance number (0..N-1 over every card of the position); default: "
                      "numbered owner by owner in the order listed.") = None
    state: _d(str | None, "Dormant, Active or Mature: only for a card in play (battle line, relics); "
                          "default Active.") = None
    owner: _d(int | None, "The seat that owns it (0 or 1); default: the seat whose zone lists it.") = None
    stash: _d(list[Entry], "Cards stashed under it (a card in play only), owned by the seat listing "
                           "it unless said.") = []


Entry = Union[str, list, CardEntry]
"""A card: "Vix", "OC-041", "Vix #3"; [card, state]; or a CardEntry object."""


Count = _d(int, "A count: that many Blank cards (an action with no ability, 0 VP) in the zone, cards of "
                "it like any other (AR-position-pad).")


class SeatPosition(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A seat's zones: deck top first, battle line left to right."""

    deck: _d(list[Entry] | Count, "Its deck, top card first, or a count of Blank cards. A seat owning "
                                  "fewer cards than a deck holds (deck_size, 17) is padded with Blanks "
                                  "in no zone, which no ability reaches (AR-position-pad; AR-1.7 and "
                                  "older: in its score pile).") = []
    hand: _d(list[Entry] | Count, "Its hand, or a count of Blank cards.") = []
    discard: _d(list[Entry] | Count, "Its discard pile, bottom card first, or a count of Blank cards.") = []
    battle_line: _d(list[Entry], "Its creatures in play, left to right; each Active unless said.") = []
    relics: _d(list[Entry], "Its relics in play; each Active unless said.") = []
    score_pile: _d(list[Entry] | Count, "Its score pile (out of play; its cards' VP are its score), or "
                                        "a count of Blank cards (0 VP). Cards worth VP whose identity "
                                        "was not recorded: Blanks worth VP, by name (\"Blank worth 2 "
                                        "VP\", -2 to 4; AR-position-pad).") = []


class Position(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """An explicit position of Ardent Reapers: who has what where, and where the turn stands."""

    seats: _d(list[SeatPosition], "The two seats' zones, seat 0 first.") = msgspec.field(
        default_factory=lambda: [SeatPosition(), SeatPosition()])
    players: _d(list[str] | None, "The players' names (default: those given to `new`).") = None
    active: _d(int, "The active player's seat (0 or 1).") = 0
    turn: _d(int, "The turn number, from 1 (0 only in an exported Start of Game).") = 1
    first: _d(int | None | msgspec.UnsetType,
              "The seat that went first (the tie-break of AR-end-tie: the second player wins a "
              "tie); default: the active player; null: not decided yet (Start of Game).") = msgspec.UNSET
    step: _d(str, 'Where the turn stands; without `stack` only "Use, Play, or Discard Cards" '
                  "(the main step).") = Step.MAIN.value
    played: _d(int, "Cards the active player has played this turn (AR-play-2: after playing, a "
                    "card can no longer be discarded).") = 0
    creatures_played: _d(int, "Creatures the active player has played this turn (Ned's Ladder "
                              "counts them); at most `played`.") = 0
    max_turns: _d(int | None, "Option max_turns of this match (0: no turn limit, the AR-1.1 "
                              "default).") = None
    resolving: _d(list[Entry], "Actions revealed and resolving (owned by the active player unless "
                               "said).") = []
    aside: _d(list[Entry], "Cards in no zone: set aside by an ability, or (AR-1.8 on) the Blanks "
                           "padding a seat to a whole deck (AR-position-pad; an export lists them "
                           "here).") = []
    revealed: _d(list[Union[int, str]], 'Cards of the active player\'s hand revealed this turn: '
                                        'names, instance numbers or labels ("Vix #3").') = []
    effects: _d(list[dict[str, Any]], 'Lasting effects: {"kind", "seat", "turn", "rule", "source"}; '
                                      "seat and turn default to the active player and this turn.") = []
    stack: _d(list[dict[str, Any]] | None, "The pending work as the state stores it (exports carry "
                                           "it; null: the active player's main step).") = None
    need: _d(dict[str, Any] | None, "The decision or draw the match waits for, as the state stores "
                                    "it (exports only).") = None
    result: _d(dict[str, Any] | None, "How the match ended (exports of a finished match only).") = None
    flags: _d(dict[str, Any], "Any other field of the state (per-turn flags and the like), by name "
                              "(exports carry them).") = {}


EXPLICIT = {"players", "cards", "owner", "seats", "card_state", "stash", "resolving", "active",
             "turn", "first", "step", "played", "revealed", "effects", "stack", "need", "result",
             "max_turns", "creatures_played"}
"""State fields a position expresses in its own words; any other goes in `flags`."""


def parse(position: Any) -> Position:
    """A Position from JSON-like data (or a Position); InvalidSetup naming what is wrong."""
    if isinstance(position, Position):
        return position
    if not isinstance(position, dict):
        raise InvalidSetup("a position is a JSON object with `seats`")
    try:
        return msgspec.convert(position, Position)
    except msgspec.ValidationError as exc:
        raise InvalidSetup(f"bad position: {exc}") from None


def owned(state: State) -> list[list[str]]:
    """Each seat's cards (ids) in instance order: the `decks` of a genesis with this position."""
    return [[cid for cid, o in zip(state.cards, state.owner) if o == seat] for seat in (0, 1)]


# -- writing -------------------------------------------------------------------------------


# -- writing -------------------------------------------------------------------------------
def _label(state: State, c: int) -> str:
    card_id = state.cards[c]
    name = cards.facts(card_id).name
    try:
        shown = name if cards.resolve(name) == card_id else card_id
    except cards.UnknownCard:
        shown = card_id
    return f"{shown} #{c}"


def to_position(state: State) -> dict:
    """The state as a position that starts a match with exactly this state (same digest)."""

    def entry(c: int, seat: int, in_play: bool) -> Any:
        cs = state.card_state[c]
        default = CardState.ACTIVE if in_play else None
        label = _label(state, c)
        if state.owner[c] == seat and not state.stash[c]:
            if cs is default:
                return label
            if cs is not None:
                return [label, cs.value]
        out: dict = {"card": label}
        if cs is not default:
            out["state"] = cs.value if cs is not None else None
        if state.owner[c] != seat:
            out["owner"] = state.owner[c]
        if state.stash[c]:
            out["stash"] = [entry(s, seat, False) for s in state.stash[c]]
        return out

    placed = {c for ss in state.seats for zone in Zone for c in ss.zone(zone)}
    placed.update(state.resolving)
    placed.update(s for under in state.stash for s in under)
    out: dict[str, Any] = {
        "players": list(state.players), "active": state.active, "turn": state.turn,
        "first": state.first, "step": state.step.value, "played": state.played,
        "max_turns": state.max_turns,
        **({"creatures_played": state.creatures_played} if state.creatures_played else {}),
        "seats": [{key: [entry(c, seat, zone in IN_PLAY) for c in ss.zone(zone)]
                   for key, zone in ZONE_KEYS.items() if ss.zone(zone)}
                  for seat, ss in enumerate(state.seats)],
    }
    if state.resolving:
        out["resolving"] = [entry(c, state.active, False) for c in state.resolving]
    aside = [c for c in range(len(state.cards)) if c not in placed]
    if aside:
        out["aside"] = [entry(c, state.active, False) for c in aside]
    if state.revealed:
        out["revealed"] = list(state.revealed)
    if state.effects:
        out["effects"] = msgspec.to_builtins(state.effects)
    main_only = (state.result is None and len(state.stack) == 1
                 and isinstance(state.stack[0], MainTask) and state.stack[0].seat == state.active
                 and state.need is not None and state.need.kind.value == "main")
    if not main_only:
        out["stack"] = msgspec.to_builtins(state.stack)
        if state.need is not None:
            out["need"] = msgspec.to_builtins(state.need)
    if state.result is not None:
        out["result"] = msgspec.to_builtins(state.result)
    flags = {}
    for f in msgspec.structs.fields(State):
        if f.name in EXPLICIT:
            continue
        value = getattr(state, f.name)
        default = f.default if f.default is not msgspec.NODEFAULT else (
            f.default_factory() if f.default_factory is not msgspec.NODEFAULT else msgspec.NODEFAULT)
        if default is msgspec.NODEFAULT or value != default:
            flags[f.name] = msgspec.to_builtins(value)
    if flags:
        out["flags"] = flags
    return out

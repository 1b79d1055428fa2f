"""Explicit positions: a match that starts from a described board instead of the setup.

A position is plain data (names or ids, states in the rules' words):

    {"active": 0, "turn": 3, "first": 1, "players": ["Ada", "Bo"],
     "seats": [{"hand": ["Vix"], "battle_line": [["Renegade", "Active"]]},
               {"battle_line": [["Tiny the Tosser", "Active"], "Pokets"],
                "score_pile": [{"card": "Jater", "owner": 0}]}],
     "effects": [{"kind": "cannot play cards", "seat": 0}]}

Each zone lists cards top (deck) or left (battle line) first. An entry is a name or id, or
[name, state], or {"card", "state", "owner", "stash"}; in-play cards default to Active and
every card to the seat whose zone lists it (the owner of a stashed card defaults to the
host's controller). Instances are numbered owner by owner (seat 0's cards first), in the
order listed. The match starts at the active player's Use, Play, or Discard Cards step.
"""

from __future__ import annotations

from typing import Any

from engine.games.ardent_reapers import abilities, cards
from engine.games.ardent_reapers.setup import DEFAULT_MAX_TURNS
from engine.games.ardent_reapers.state import (IN_PLAY, CardState, Effect, EffectKind, MainTask,
                                               SeatState, State, Step, Zone)
from engine.protocol import InvalidSetup

ZONE_KEYS = {"deck": Zone.DECK, "hand": Zone.HAND, "discard": Zone.DISCARD,
             "battle_line": Zone.BATTLE_LINE, "relics": Zone.RELICS, "score_pile": Zone.SCORE_PILE}
_EFFECT_RULES = {EffectKind.CANNOT_PLAY: "AR-effect-cannot-play",
                 EffectKind.CANNOT_PLAY_ACTIONS: "AR-effect-cannot-play-actions",
                 EffectKind.CANNOT_FIGHT: "AR-effect-cannot-fight"}


def _card_state(value: Any) -> CardState:
    if isinstance(value, CardState):
        return value
    for cs in CardState:
        if str(value).casefold() == cs.value.casefold():
            return cs
    raise InvalidSetup(f"unknown card state {value!r} (Dormant, Active or Mature)")


def _entry(raw: Any, seat: int, in_play: bool) -> dict:
    if isinstance(raw, str):
        raw = {"card": raw}
    elif isinstance(raw, (list, tuple)):
        extra = raw[2] if len(raw) > 2 else {}
        raw = {"card": raw[0], "state": raw[1] if len(raw) > 1 else "Active", **extra}
    elif not isinstance(raw, dict) or "card" not in raw:
        raise InvalidSetup(f"cannot read position entry {raw!r}")
    out = {"card": raw["card"], "owner": int(raw.get("owner", seat)),
           "state": _card_state(raw.get("state", "Active")) if in_play else None,
           "stash": [_entry(s, seat, False) for s in raw.get("stash", [])]}
    if out["owner"] not in (0, 1):
        raise InvalidSetup(f"owner of {raw['card']} must be seat 0 or 1")
    if out["stash"] and not in_play:
        raise InvalidSetup(f"only a card in play can have stashed cards ({raw['card']})")
    return out


def from_position(position: dict, players: list[str] | None = None, strict: bool = True) -> State:
    """Build a state from a position; `strict` refuses cards whose abilities are not implemented."""
    players = list(position.get("players") or players or ["Ada", "Bo"])
    raw_seats = position.get("seats", [{}, {}])
    if len(raw_seats) != 2 or len(players) != 2:
        raise InvalidSetup("a position has two seats")
    layout: list[list[tuple[Zone, list[dict]]]] = []
    flat: list[dict] = []
    for seat, raw in enumerate(raw_seats):
        unknown = set(raw) - set(ZONE_KEYS)
        if unknown:
            raise InvalidSetup(f"unknown zone(s) {sorted(unknown)} for seat {seat}")
        zs = []
        for key, zone in ZONE_KEYS.items():
            entries = [_entry(e, seat, zone in IN_PLAY) for e in raw.get(key, [])]
            zs.append((zone, entries))
            for e in entries:
                flat.append(e)
                flat.extend(e["stash"])
        layout.append(zs)
    for e in flat:
        try:
            e["id"] = cards.resolve(e["card"])
        except cards.UnknownCard:
            raise InvalidSetup(f"unknown card {e['card']!r} in the position") from None
        if strict and not abilities.implemented(e["id"]):
            raise InvalidSetup(f"{cards.facts(e['id']).name}'s ability is not implemented yet")
    order = [e for owner in (0, 1) for e in flat if e["owner"] == owner]
    for i, e in enumerate(order):
        e["n"] = i
    n = len(order)
    state = State(players=players, cards=[e["id"] for e in order], owner=[e["owner"] for e in order],
                  seats=[SeatState(), SeatState()], card_state=[None] * n,
                  stash=[[] for _ in range(n)], max_turns=int(position.get("max_turns", DEFAULT_MAX_TURNS)))
    for seat, zs in enumerate(layout):
        for zone, entries in zs:
            line = state.seats[seat].zone(zone)
            for e in entries:
                line.append(e["n"])
                if zone in IN_PLAY:
                    f = cards.facts(e["id"])
                    if (zone is Zone.BATTLE_LINE) != f.is_creature:
                        raise InvalidSetup(f"{f.name} cannot be in the {zone.value}")
                    state.card_state[e["n"]] = e["state"]
                state.stash[e["n"]] = [s["n"] for s in e["stash"]]
    state.active = int(position.get("active", 0))
    state.turn = int(position.get("turn", 1))
    state.first = int(position.get("first", state.active))
    state.played = int(position.get("played", 0))
    state.step = Step.MAIN
    for raw in position.get("effects", []):
        kind = EffectKind(raw["kind"])
        state.effects.append(Effect(kind=kind, seat=int(raw.get("seat", state.active)),
                                    turn=int(raw.get("turn", state.turn)),
                                    rule=raw.get("rule", _EFFECT_RULES[kind])))
    state.stack = [MainTask(seat=state.active)]
    return state


def to_position(state: State) -> dict:
    """The state as a position (only between decisions of a Use, Play, or Discard step)."""
    if state.result is not None or len(state.stack) != 1 or not isinstance(state.stack[0], MainTask):
        raise ValueError("a position can only be taken at the Use, Play, or Discard Cards step")

    def entry(c: int, seat: int) -> Any:
        cs = state.card_state[c]
        if cs is None and state.owner[c] == seat and not state.stash[c]:
            return state.cards[c]
        out: dict = {"card": state.cards[c]}
        if cs is not None:
            out["state"] = cs.value
        if state.owner[c] != seat:
            out["owner"] = state.owner[c]
        if state.stash[c]:
            out["stash"] = [{"card": state.cards[s], "owner": state.owner[s]} for s in state.stash[c]]
        return out

    return {
        "players": list(state.players), "active": state.active, "turn": state.turn,
        "first": state.first, "played": state.played, "max_turns": state.max_turns,
        "seats": [{key: [entry(c, seat) for c in ss.zone(zone)] for key, zone in ZONE_KEYS.items()}
                  for seat, ss in enumerate(state.seats)],
        "effects": [{"kind": e.kind.value, "seat": e.seat, "turn": e.turn, "rule": e.rule}
                    for e in state.effects],
    }

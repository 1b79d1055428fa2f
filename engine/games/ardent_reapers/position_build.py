"""A written position read into a state: each entry a card instance (numbered, owned, in its
zone), the padding of a seat owning less than a deck (AR-position-pad), the turn, effects and
pending work checked; `genesis_state` is what a genesis with a position starts from. The
format itself is in position.py."""

from __future__ import annotations

import re
from typing import Any

import msgspec

from engine.games.ardent_reapers import abilities, cards
from engine.games.ardent_reapers.position import (EXPLICIT, ZONE_KEYS, CardEntry, Position, owned,
                                                  parse)
from engine.games.ardent_reapers.setup import DEFAULT_MAX_TURNS
from engine.games.ardent_reapers.state import (IN_PLAY, REVISION, CardState, EffectKind, State,
                                               StateAR12, Step, Zone)
from engine.protocol import InvalidSetup

_EFFECT_RULES = {EffectKind.CANNOT_PLAY: "AR-effect-cannot-play",
                 EffectKind.CANNOT_PLAY_ACTIONS: "AR-effect-cannot-play-actions",
                 EffectKind.CANNOT_FIGHT: "AR-effect-cannot-fight"}
_NUMBERED = re.compile(r"^(.*?)\s*#\s*(\d+)$")


def _card_state(value: Any) -> CardState:
    if isinstance(value, CardState):
        return value
    for cs in CardState:
        if str(value).casefold() in (cs.value.casefold(), cs.name.casefold()):
            return cs
    raise InvalidSetup(f"unknown card state {value!r} (Dormant, Active or Mature)")


def _step(value: str) -> Step:
    for s in Step:
        if value.casefold() in (s.value.casefold(), s.name.casefold()):
            return s
    raise InvalidSetup(f"unknown step {value!r} (one of: {', '.join(s.value for s in Step)})")


def _effect_kind(value: Any) -> EffectKind:
    for k in EffectKind:
        if str(value).casefold() in (k.value.casefold(), k.name.casefold()):
            return k
    raise InvalidSetup(f"unknown lasting effect {value!r} (one of: "
                       f"{', '.join(k.value for k in EffectKind)})")


def _entry(raw: Any, seat: int, in_play: bool, where: str) -> dict:
    if isinstance(raw, str):
        raw = CardEntry(card=raw)
    elif isinstance(raw, (list, tuple)):
        if not raw or not isinstance(raw[0], str):
            raise InvalidSetup(f"cannot read position entry {raw!r} in {where}")
        extra = raw[2] if len(raw) > 2 and isinstance(raw[2], dict) else {}
        try:
            raw = msgspec.convert({"card": raw[0], "state": raw[1] if len(raw) > 1 else None,
                                   **extra}, CardEntry)
        except msgspec.ValidationError as exc:
            raise InvalidSetup(f"cannot read position entry {raw!r} in {where}: {exc}") from None
    elif isinstance(raw, dict):
        try:
            raw = msgspec.convert(raw, CardEntry)
        except msgspec.ValidationError as exc:
            raise InvalidSetup(f"cannot read position entry {raw!r} in {where}: {exc}") from None
    name, n = raw.card.strip(), raw.n
    m = _NUMBERED.match(name)
    if m:
        name = m.group(1)
        if n is not None and n != int(m.group(2)):
            raise InvalidSetup(f"{raw.card} in {where} has two instance numbers ({n})")
        n = int(m.group(2))
    owner = seat if raw.owner is None else raw.owner
    if owner not in (0, 1):
        raise InvalidSetup(f"owner of {name} in {where} must be seat 0 or 1")
    state = raw.state
    if state is not None and not in_play:
        raise InvalidSetup(f"{name} in {where} cannot be {state}: only a card in play (battle line, "
                           f"relics) has a state (AR-states-1)")
    out = {"card": name, "n": n, "owner": owner, "where": where,
           "state": _card_state(state) if state is not None else (CardState.ACTIVE if in_play else None),
           "stash": [_entry(s, seat, False, f"the stash of {name}") for s in raw.stash]}
    if out["stash"] and not in_play:
        raise InvalidSetup(f"only a card in play can have stashed cards ({name} in {where})")
    return out


def from_position(position: Any, players: list[str] | None = None, strict: bool = True,
                  max_turns: int | None = None, deck_size: int | None = None,
                  pad_score_pile: bool = False) -> State:
    """Build a state from a position; `strict` refuses cards whose abilities are not implemented.

    With `deck_size`, a seat owning fewer cards is padded with Blanks (AR-position-pad): in no
    zone (AR-1.8 on), or in its own score pile with `pad_score_pile` (AR-1.7 and older). Does
    not run the match forward: a position without `stack` and `need` waits for `flow.advance`
    to reach its first decision (`ArdentReapers.start` does it).
    """
    pos = parse(position)
    players = list(players or pos.players or ["Ada", "Bo"])
    if len(pos.seats) != 2 or len(players) != 2:
        raise InvalidSetup("a position has two seats")
    _check_numbers(pos)
    layout: list[list[tuple[Zone, list[dict]]]] = []
    flat: list[dict] = []
    for seat, sp in enumerate(pos.seats):
        zs = []
        for key, zone in ZONE_KEYS.items():
            where = f"seat {seat}'s {zone.value}"
            entries = [_entry(e, seat, zone in IN_PLAY, where)
                       for e in _listed(getattr(sp, key), where, deck_size)]
            zs.append((zone, entries))
            for e in entries:
                flat.append(e)
                flat.extend(e["stash"])
        layout.append(zs)
    resolving = [_entry(e, pos.active, False, "the resolving area") for e in pos.resolving]
    aside = [_entry(e, pos.active, False, "the cards set aside") for e in pos.aside]
    flat.extend(resolving + aside)
    if deck_size is not None:
        flat.extend(_pad(layout, flat, deck_size, pad_score_pile))
    for e in flat:
        try:
            e["id"] = cards.resolve(e["card"])
        except cards.UnknownCard:
            raise InvalidSetup(f"unknown card {e['card']!r} in {e['where']}") from None
        if strict and not abilities.implemented(e["id"]):
            raise InvalidSetup(f"{cards.facts(e['id']).name}'s ability is not implemented yet "
                               f"({e['where']})")
    _number(flat)
    n = len(flat)
    by_n = sorted(flat, key=lambda e: e["n"])
    seats = []
    for seat, zs in enumerate(layout):
        seats.append({_ATTR[zone]: [e["n"] for e in entries] for zone, entries in zs})
        for zone, entries in zs:
            if zone in IN_PLAY:
                for e in entries:
                    f = cards.facts(e["id"])
                    if (zone is Zone.BATTLE_LINE) != f.is_creature:
                        raise InvalidSetup(f"{f.name} ({f.type.value}) cannot be in {e['where']}")
    step = _step(pos.step)
    result = pos.result
    stack = pos.stack
    if stack is None and result is None and step is not Step.MAIN:
        raise InvalidSetup(f"a position without `stack` starts at the {Step.MAIN.value} step, not "
                           f"{step.value} (an exported position carries the pending work)")
    if stack is None:
        stack = [] if result is not None else [{"task": "main", "seat": pos.active}]
    taken: set[int] = set()
    data: dict[str, Any] = {
        "players": players, "cards": [e["id"] for e in by_n], "owner": [e["owner"] for e in by_n],
        "seats": seats,
        "card_state": [e["state"].value if e["state"] is not None else None for e in by_n],
        "stash": [[s["n"] for s in e["stash"]] for e in by_n],
        "resolving": [e["n"] for e in resolving], "active": pos.active, "turn": pos.turn,
        "first": pos.active if pos.first is msgspec.UNSET else pos.first, "step": step.value,
        "played": pos.played, "creatures_played": pos.creatures_played, "revealed": [_instance(r, by_n, pos.active, taken) for r in pos.revealed],
        "effects": [_effect(raw, pos) for raw in pos.effects], "stack": stack,
        "need": pos.need, "result": result,
        "max_turns": next(m for m in (pos.max_turns, max_turns, DEFAULT_MAX_TURNS) if m is not None),
    }
    fields = {f.name for f in msgspec.structs.fields(State)}
    for key, value in pos.flags.items():
        if key == "creatures_played":  # exports before it had its own field
            data[key] = value
            continue
        if key in EXPLICIT or key not in fields:
            raise InvalidSetup(f"unknown flag {key!r} in the position")
        data[key] = value
    try:
        state = msgspec.convert(data, StateAR12)  # the current rules; a game of another version converts it
    except msgspec.ValidationError as exc:
        raise InvalidSetup(f"bad position: {exc}") from None
    state.revision = REVISION
    _check_refs(state, n)
    return state


_ATTR = {zone: key for key, zone in ZONE_KEYS.items()}


def _check_numbers(pos: Position) -> None:
    """Seats, the turn and this turn's counts must be ones a match can have."""
    for name, value in (("active", pos.active), ("first", pos.first)):
        if value not in (0, 1, None, msgspec.UNSET):
            raise InvalidSetup(f"{name} must be seat 0 or 1, not {value}")
    if pos.turn < 0:
        raise InvalidSetup(f"turn must be 1 or more (0: the Start of Game), not {pos.turn}")
    if pos.played < 0 or pos.creatures_played < 0:
        raise InvalidSetup("played and creatures_played count cards: 0 or more")
    if pos.creatures_played > pos.played:
        raise InvalidSetup(f"creatures_played ({pos.creatures_played}) cannot exceed played "
                           f"({pos.played}): every creature played is a card played")
    if pos.max_turns is not None and pos.max_turns < 0:
        raise InvalidSetup(f"max_turns must be 0 (no limit) or more, not {pos.max_turns}")


def _listed(zone: list | int, where: str, deck_size: int | None = None) -> list:
    """A zone's entries: a count N stands for N Blanks (AR-position-pad). A seat owns one deck,
    so a count past its size is refused before any Blank is made (a count of a billion would
    otherwise fill the memory before the deck's size is checked)."""
    if not isinstance(zone, int):
        return zone
    if zone < 0:
        raise InvalidSetup(f"{where} cannot hold {zone} cards")
    if deck_size is not None and zone > deck_size:
        raise InvalidSetup(f"{where} cannot hold {zone} cards: a seat owns a deck of {deck_size} "
                           "[AR-position-pad]")
    return [cards.BLANK] * zone


def _pad(layout: list[list[tuple[Zone, list[dict]]]], flat: list[dict], deck_size: int,
         in_score_pile: bool) -> list[dict]:
    """The Blanks a seat owning fewer than `deck_size` cards is padded with (AR-position-pad):
    cards the position did not write, in no zone, out of every ability's reach; with
    `in_score_pile` (AR-1.7 and older), in the seat's own score pile, where abilities that
    take score pile cards can take them. Worth 0 VP, they change no score either way."""
    added = []
    for seat, zs in enumerate(layout):
        short = deck_size - sum(1 for e in flat if e["owner"] == seat)
        pile = next(entries for zone, entries in zs if zone is Zone.SCORE_PILE)
        where = (f"seat {seat}'s {Zone.SCORE_PILE.value}" if in_score_pile
                 else f"seat {seat}'s padding")
        for _ in range(max(short, 0)):
            e = _entry(cards.BLANK, seat, False, where)
            if in_score_pile:
                pile.append(e)
            added.append(e)
    return added


def _number(flat: list[dict]) -> None:
    """Give each entry its instance number: fixed ones kept, the rest owner by owner in order."""
    n = len(flat)
    seen: dict[int, dict] = {}
    for e in flat:
        k = e["n"]
        if k is None:
            continue
        if not 0 <= k < n:
            raise InvalidSetup(f"{e['card']} #{k} in {e['where']}: instance numbers run 0..{n - 1} "
                               f"for the {n} cards of the position")
        if k in seen:
            raise InvalidSetup(f"card #{k} is in two places: {seen[k]['card']} in {seen[k]['where']} "
                               f"and {e['card']} in {e['where']}")
        seen[k] = e
    free = iter(k for k in range(n) if k not in seen)
    for owner in (0, 1):
        for e in flat:
            if e["n"] is None and e["owner"] == owner:
                e["n"] = next(free)


def _instance(ref: int | str, by_n: list[dict], active: int, taken: set[int]) -> int:
    """A revealed card: an instance number, "Vix #3", or a name in the active player's hand."""
    if isinstance(ref, int):
        if not 0 <= ref < len(by_n):
            raise InvalidSetup(f"revealed card #{ref} is not a card of the position")
        return ref
    m = _NUMBERED.match(ref.strip())
    if m:
        return _instance(int(m.group(2)), by_n, active, taken)
    try:
        card = cards.resolve(ref)
    except cards.UnknownCard:
        raise InvalidSetup(f"unknown revealed card {ref!r}") from None
    for e in by_n:
        if e["id"] == card and e["where"] == f"seat {active}'s hand" and e["n"] not in taken:
            taken.add(e["n"])
            return e["n"]
    raise InvalidSetup(f"revealed card {ref!r} is in no hand of seat {active} (the active player)")


def _effect(raw: dict, pos: Position) -> dict:
    if "kind" not in raw:
        raise InvalidSetup(f"a lasting effect needs a kind: {raw!r}")
    kind = _effect_kind(raw["kind"])
    rule = raw.get("rule") or _EFFECT_RULES.get(kind)
    if not rule:
        raise InvalidSetup(f"say which rule the lasting effect {kind.value!r} comes from (`rule`)")
    return {**raw, "kind": kind.value, "seat": int(raw.get("seat", pos.active)),
            "turn": int(raw.get("turn", pos.turn)), "rule": rule}


def _check_refs(state: State, n: int) -> None:
    """Card numbers in effects, the stack and revealed cards must name cards of the position."""
    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                if k in ("card", "source") and isinstance(v, int) and not 0 <= v < n:
                    raise InvalidSetup(f"the position names card #{v}, but its cards run 0..{n - 1}")
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
    walk(msgspec.to_builtins(state.stack))
    walk(msgspec.to_builtins(state.effects))


def genesis_state(players: list[str], raw: dict, opts: dict, pads_score_pile: bool = False) -> State:
    """The state a genesis position describes, each seat owning a whole deck (padded with
    Blanks in no zone, or in its score pile under AR-1.7 and older: AR-position-pad)."""
    if len(players) != 2:
        raise InvalidSetup("Ardent Reapers is played by two players")
    state = from_position(raw, players, strict=True, max_turns=opts["max_turns"],
                          deck_size=opts["deck_size"], pad_score_pile=pads_score_pile)
    for seat, mine in enumerate(owned(state)):
        if len(mine) != opts["deck_size"]:
            raise InvalidSetup(f"{players[seat]} owns {len(mine)} cards in the position; a deck has "
                               f"{opts['deck_size']} (every zone counts, and option deck_size sets it)")
    return state

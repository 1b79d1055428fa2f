"""Brobnar: giants and goblins who hit things."""

from __future__ import annotations

from engine.events import Seat

from ..damage import deal_damage, heal, lose, sweep
from ..state import Effect, EffectKind, State, creatures, opponent
from .base import CardAbilities
from .common import ask, damage_step, gain_n, opponent_loses, sacrifice, stun_step


def _lomir(state: State, src: int, seat: Seat) -> None:
    if state.players[opponent(seat)].amber >= 7:
        lose(state, opponent(seat), 2)


def _firespitter(state: State, src: int, seat: Seat, defender: int) -> None:
    for c in creatures(state, opponent(seat)):
        deal_damage(state, c, 1)


def _krump(state: State, src: int, seat: Seat) -> None:
    lose(state, opponent(seat), 1)


def _looter(state: State, src: int, seat: Seat) -> None:
    state.effects.append(Effect(EffectKind.LOOT, seat, state.turn))


def _pingle(state: State, src: int, seat: Seat, entering: int) -> None:
    deal_damage(state, entering, 1)
    sweep(state)


def _javelin(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    ask("hit")(state, src, seat)


def _screechbomb(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    lose(state, opponent(seat), 2)


def _troll(state: State, src: int, seat: Seat) -> None:
    heal(state, src, 3)


CARDS: dict[str, CardAbilities] = {
    "CotA-012": CardAbilities("Punch - Play: deal 3 damage to a creature.",
                              play=ask("hit"), steps={"hit": damage_step(3)}),
    "CotA-021": CardAbilities("Cannon - Action: deal 2 damage to a creature.",
                              action=ask("hit"), steps={"hit": damage_step(2)}),
    "CotA-024": CardAbilities("Mighty Javelin - Omni: sacrifice it; deal 4 damage to a creature.",
                              omni=_javelin, steps={"hit": damage_step(4)}),
    "CotA-026": CardAbilities("Screechbomb - Omni: sacrifice it; the opponent loses 2 Æmber.",
                              omni=_screechbomb),
    "CotA-030": CardAbilities("Bumpsy - Play: the opponent loses 1 Æmber.", play=opponent_loses(1)),
    "CotA-032": CardAbilities("Firespitter - Before Fight: 1 damage to each enemy creature.",
                              before_fight=_firespitter),
    "CotA-035": CardAbilities("Headhunter - Fight: gain 1 Æmber.", fight=gain_n(1)),
    "CotA-039": CardAbilities("Krump - after an enemy creature dies fighting it, its controller loses 1 Æmber.",
                              after_kill=_krump),
    "CotA-040": CardAbilities("Lomir Flamefist - Play: an opponent with 7+ Æmber loses 2.", play=_lomir),
    "CotA-041": CardAbilities("Looter Goblin - elusive; Reap: this turn, gain 1 Æmber per enemy creature destroyed.",
                              reap=_looter),
    "CotA-043": CardAbilities("Pingle Who Annoys - elusive; each enemy creature that enters play takes 1 damage.",
                              on_enemy_enters=_pingle),
    "CotA-046": CardAbilities("Smaaash - Play: stun a creature.", play=ask("stun"),
                              steps={"stun": stun_step()}),
    "CotA-048": CardAbilities("Troll - Reap: heals 3 damage from itself.", reap=_troll),
    "CotA-050": CardAbilities("Blood of Titans - upgrade: +5 power.", grant_power=5),
}

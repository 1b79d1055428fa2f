"""Sanctum: knights with armor; capture, healing and protection."""

from __future__ import annotations

from engine.events import Seat

from ..cards import Keyword
from ..damage import destroy
from ..state import Effect, EffectKind, State, on_flank
from .base import CardAbilities, Target
from .common import any_artifact, ask, capture_self, capture_step, heal_step, sacrifice


def _doorstep(state: State, src: int, seat: Seat) -> None:
    for p in state.players:
        if p.amber >= 6:
            p.amber = 5


def _gorm(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    ask("smash")(state, src, seat)


def _smash(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    destroy(state, target)


def _potion(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    state.effects.append(Effect(EffectKind.NO_DAMAGE, seat, state.turn))


def _staunch(state: State, src: int) -> int:
    return 2 if on_flank(state, src) else 0


CARDS: dict[str, CardAbilities] = {
    "CotA-217": CardAbilities("Doorstep to Heaven - Play: each player with 6+ Æmber goes down to 5.",
                              play=_doorstep),
    "CotA-227": CardAbilities("Terms of Redress - Play: a friendly creature captures 2 Æmber.",
                              play=ask("capture"), steps={"capture": capture_step(2)}),
    "CotA-230": CardAbilities("Virtuous Works - no ability (3 Æmber bonus)."),
    "CotA-232": CardAbilities("Gorm of Omm - Omni: sacrifice it; destroy an artifact.", omni=_gorm,
                              steps={"smash": Target(any_artifact, _smash, "choose an artifact to destroy")}),
    "CotA-233": CardAbilities("Hallowed Blaster - Action: heal 3 damage from a creature.", action=ask("heal"),
                              steps={"heal": heal_step(3)}),
    "CotA-234": CardAbilities("Potion of Invulnerability - Omni: sacrifice it; friendly creatures cannot be "
                              "dealt damage this turn.", omni=_potion),
    "CotA-238": CardAbilities("Bulwark - its neighbours get +2 armor.", neighbor_armor=2),
    "CotA-239": CardAbilities("Champion Anaphiel - taunt (keywords only)."),
    "CotA-240": CardAbilities("Champion Tabris - Fight: capture 1 Æmber.", fight=capture_self(1)),
    "CotA-255": CardAbilities("Raiding Knight - Play: capture 1 Æmber.", play=capture_self(1)),
    "CotA-257": CardAbilities("Sequis - Reap: capture 1 Æmber.", reap=capture_self(1)),
    "CotA-259": CardAbilities("Staunch Knight - +2 power while on a flank.", power_bonus=_staunch),
    "CotA-265": CardAbilities("Protect the Weak - upgrade: +1 armor and taunt.", grant_armor=1,
                              grant_keywords={Keyword.TAUNT: 1}),
}

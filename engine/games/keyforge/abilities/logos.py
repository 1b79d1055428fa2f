"""Logos: scientists and machines; card draw, archives and precise damage."""

from __future__ import annotations

from engine.events import Seat

from ..damage import deal_damage, gain, steal, sweep
from ..state import State, on_flank, opponent
from .. import tasks as T
from .base import CardAbilities, Target, choose
from .common import any_creature, archive_from_hand, ask, capture_self, draw_n, other_creature, steal_n


def _neuro_syphon(state: State, src: int, seat: Seat) -> None:
    if state.players[opponent(seat)].amber > state.players[seat].amber:
        steal(state, seat, 1)
        state.stack.append(T.Draw(seat=seat, n=1))


def _bolt_first(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    deal_damage(state, target, 2)
    sweep(state)
    choose(state, seat, src, state.cards[src], "second", data=target)


def _bolt_second(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    deal_damage(state, target, 2)


def _dextre_destroyed(state: State, src: int, seat: Seat) -> None:
    owner = state.players[state.owner[src]]
    if src in owner.discard:
        owner.discard.remove(src)
        owner.deck.insert(0, src)


def _escotera(state: State, src: int, seat: Seat) -> None:
    gain(state, seat, state.players[opponent(seat)].keys)


def _titan_mechanic(state: State, src: int, payer: Seat) -> int:
    return -1 if on_flank(state, src) else 0


CARDS: dict[str, CardAbilities] = {
    "CotA-114": CardAbilities("Labwork - Play: archive a card from your hand.", play=ask("archive"),
                              steps={"archive": archive_from_hand()}),
    "CotA-116": CardAbilities("Neuro Syphon - Play: if the opponent has more Æmber, steal 1 and draw a card.",
                              play=_neuro_syphon),
    "CotA-124": CardAbilities("Twin Bolt Emission - Play: 2 damage to a creature and 2 to a different one.",
                              play=ask("first"),
                              steps={"first": Target(any_creature, _bolt_first, "choose a creature to deal 2 damage to"),
                                     "second": Target(other_creature, _bolt_second,
                                                      "choose a different creature to deal 2 damage to")}),
    "CotA-129": CardAbilities("Library of Babble - Action: draw a card.", action=draw_n(1)),
    "CotA-136": CardAbilities("Batdrone - skirmish; Fight: steal 1 Æmber.", fight=steal_n(1)),
    "CotA-138": CardAbilities("Dextre - Play: capture 1 Æmber. Destroyed: put it on top of your deck.",
                              play=capture_self(1), destroyed=_dextre_destroyed),
    "CotA-139": CardAbilities("Doc Bookton - Reap: draw a card.", reap=draw_n(1)),
    "CotA-140": CardAbilities("Dr. Escotera - Play: gain 1 Æmber per key the opponent has.", play=_escotera),
    "CotA-142": CardAbilities("Ganymede Archivist - Reap: archive a card from your hand.", reap=ask("archive"),
                              steps={"archive": archive_from_hand()}),
    "CotA-144": CardAbilities("Quixo the Adventurer - skirmish; Fight: draw a card.", fight=draw_n(1)),
    "CotA-145": CardAbilities("Mother - its controller draws up to one more card in the draw step.",
                              hand_bonus=1),
    "CotA-154": CardAbilities("Titan Mechanic - while on a flank, every key costs 1 less.",
                              key_cost=_titan_mechanic),
}

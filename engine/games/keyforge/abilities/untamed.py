"""Untamed: beasts and faeries; assault, hazardous, poison, skirmish and Æmber."""

from __future__ import annotations

from engine.events import Seat
from engine.kit import deck as deck_kit

from ..cards import CardType, Keyword
from ..amber import gain, gain_chains, steal
from ..damage import deal_damage, heal
from ..keywords import has
from ..state import Effect, EffectKind, State
from ..board import card_of, controller, creatures, opponent
from .base import CardAbilities, Target
from .effects import destroy_each, gain_n, opponent_gains, sacrifice, this_turn, to_hand
from .steps import ask, damage_step, return_from_discard, shots, stun_step, up_to
from .targets import any_artifact, any_creature, enemy_creature


def _nepenthe(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    ask("return")(state, src, seat)


def _no_fight_next_turn(state: State, src: int, seat: Seat) -> None:
    state.effects.append(Effect(EffectKind.NO_FIGHT, opponent(seat), state.turn + 1))


def _curiosity(state: State, src: int, seat: Seat) -> None:
    destroy_each(state, lambda c: "scientist" in card_of(state, c).traits)


def _returned(state: State, src: int, seat: Seat, target: int) -> None:
    to_hand(state, target)


def _exhaust(state: State, src: int, seat: Seat, target: int) -> None:
    state.inplay[target].exhausted = True


def _perilous_wild(state: State, src: int, seat: Seat) -> None:
    destroy_each(state, lambda c: has(state, c, Keyword.ELUSIVE))


def _creature_in_discard(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in state.players[seat].discard if card_of(state, c).type is CardType.CREATURE]


def _regrow(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    p = state.players[seat]
    p.discard.remove(target)
    p.hand.append(target)


def _save_the_pack(state: State, src: int, seat: Seat) -> None:
    destroy_each(state, lambda c: state.inplay[c].damage > 0)
    gain_chains(state, seat, 1)


def _vigor(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    if heal(state, target, 3) == 3:
        gain(state, seat, 1)


def _word_of_returning(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state, opponent(seat)):
        held = state.inplay[c].amber
        deal_damage(state, c, held)
        if state.inplay[c] is not None:
            state.inplay[c].amber = 0
        gain(state, seat, held)


def _ritual_of_balance(state: State, src: int, seat: Seat) -> None:
    if state.players[opponent(seat)].amber >= 6:
        steal(state, seat, 1)


def _to_deck_top(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    p = state.players[seat]
    p.discard.remove(target)
    p.deck.insert(0, target)
    deck_kit.seen(state.table, target)


def _flaxia(state: State, src: int, seat: Seat) -> None:
    if len(creatures(state, seat)) > len(creatures(state, opponent(seat))):
        gain(state, seat, 2)


def _mushroom_man(state: State, src: int) -> int:
    seat = controller(state, src)
    return 3 * max(0, 3 - state.players[state.owner[src] if seat is None else seat].keys)


def _piranha_monkeys(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state):
        if c != src:
            deal_damage(state, c, 2)


def _creature_played(state: State, src: int, seat: Seat, played: int) -> None:
    if card_of(state, played).type is CardType.CREATURE:
        gain(state, seat, 1)


def _teliga(state: State, src: int, seat: Seat, entering: int) -> None:
    gain(state, seat, 1)


_HUNT = shots(1, lambda state, seat: len(creatures(state, seat)), divided=True)
"""Cooperative Hunting: 1 damage per friendly creature, each point to any creature."""


def _troop_call(state: State, src: int, seat: Seat) -> None:
    p = state.players[seat]
    for c in list(p.battleline):
        if "niffle" in card_of(state, c).traits:
            to_hand(state, c)
    for c in [c for c in p.discard if "niffle" in card_of(state, c).traits
              and card_of(state, c).type is CardType.CREATURE]:
        p.discard.remove(c)
        p.hand.append(c)


CARDS: dict[str, CardAbilities] = {
    "CotA-319": CardAbilities("Cooperative Hunting - Play: 1 damage per friendly creature, spread as you "
                              "like among creatures.", play=_HUNT[0], steps={"shot": _HUNT[1]}),
    "CotA-324": CardAbilities("Grasping Vines - Play: return up to 3 artifacts to their owners' hands.",
                              play=ask("vine", optional=True),
                              steps={"vine": up_to(3, any_artifact, _returned, "vine",
                                                   "you may choose an artifact to return to its owner's hand")}),
    "CotA-337": CardAbilities("Troop Call - Play: return each friendly Niffle creature from play and "
                              "from your discard pile to your hand.", play=_troop_call),
    "CotA-322": CardAbilities("Fogbank - Play: the opponent cannot fight on their next turn.",
                              play=_no_fight_next_turn, rules=("KF-lasting",)),
    "CotA-323": CardAbilities("Full Moon - Play: for the rest of the turn, gain 1 Æmber each time you "
                              "play a creature.", play=this_turn(EffectKind.CREATURE_PLAY_GAIN)),
    "CotA-320": CardAbilities("Curiosity - Play: destroy each Scientist creature.", play=_curiosity),
    "CotA-329": CardAbilities("Nature's Call - Play: return up to 3 creatures to their owners' hands.",
                              play=ask("call", optional=True),
                              steps={"call": up_to(3, any_creature, _returned, "call",
                                                   "you may choose a creature to return to its owner's hand")}),
    "CotA-330": CardAbilities("Nocturnal Maneuver - Play: exhaust up to 3 creatures.",
                              play=ask("tire", optional=True),
                              steps={"tire": up_to(3, any_creature, _exhaust, "tire",
                                                   "you may choose a creature to exhaust")}),
    "CotA-331": CardAbilities("Perilous Wild - Play: destroy each elusive creature.", play=_perilous_wild),
    "CotA-332": CardAbilities("Regrowth - Play: return a creature from your discard pile to hand.",
                              play=ask("regrow"),
                              steps={"regrow": Target(_creature_in_discard, _regrow,
                                                      "choose a creature in your discard pile")}),
    "CotA-333": CardAbilities("Save the Pack - Play: destroy each damaged creature; gain 1 chain.",
                              play=_save_the_pack, rules=("KF-chains-1",)),
    "CotA-338": CardAbilities("Vigor - Play: heal up to 3 damage from a creature; 1 Æmber if it healed 3.",
                              play=ask("heal"),
                              steps={"heal": Target(any_creature, _vigor, "choose a creature to heal up to 3")}),
    "CotA-339": CardAbilities("Word of Returning - Play: each enemy creature takes 1 damage per Æmber on "
                              "it and that Æmber comes to you.", play=_word_of_returning),
    "CotA-342": CardAbilities("Ritual of Balance - Action: if the opponent has 6+ Æmber, steal 1.",
                              action=_ritual_of_balance),
    "CotA-344": CardAbilities("World Tree - Action: put a creature from your discard pile on top of your deck.",
                              action=ask("root"),
                              steps={"root": Target(_creature_in_discard, _to_deck_top,
                                                    "choose a creature in your discard pile")}),
    "CotA-352": CardAbilities("Flaxia - Play: gain 2 Æmber if you have more creatures than the opponent.",
                              play=_flaxia),
    "CotA-362": CardAbilities("Mushroom Man - +3 power for each key its controller has not forged.",
                              power_bonus=_mushroom_man),
    "CotA-365": CardAbilities("Piranha Monkeys - Play/Reap: 2 damage to each other creature.",
                              play=_piranha_monkeys, reap=_piranha_monkeys),
    "CotA-366": CardAbilities("Teliga - each time the opponent plays a creature, gain 1 Æmber.",
                              on_enemy_enters=_teliga),
    "CotA-367": CardAbilities("Hunting Witch - each time you play another creature, gain 1 Æmber.",
                              on_friendly_play=_creature_played),
    "CotA-321": CardAbilities("Fertility Chant - Play: the opponent gains 2 Æmber.", play=opponent_gains(2)),
    "CotA-341": CardAbilities("Nepenthe Seed - Omni: sacrifice it; return a card from your discard pile to hand.",
                              omni=_nepenthe, steps={"return": return_from_discard()}),
    "CotA-345": CardAbilities("Ancient Bear - assault 2 (keywords only)."),
    "CotA-348": CardAbilities("Briar Grubbling - hazardous 5 (keywords only)."),
    "CotA-350": CardAbilities("Dew Faerie - elusive; Reap: gain 1 Æmber.", reap=gain_n(1)),
    "CotA-351": CardAbilities("Dust Pixie - no ability (2 Æmber bonus)."),
    "CotA-353": CardAbilities("Fuzzy Gruen - Play: the opponent gains 1 Æmber.", play=opponent_gains(1)),
    "CotA-356": CardAbilities("Inka the Spider - poison; Play/Reap: stun a creature.", play=ask("stun"),
                              reap=ask("stun"), steps={"stun": stun_step()}),
    "CotA-357": CardAbilities("Kindrith Longshot - elusive, skirmish; Reap: 2 damage to a creature.",
                              reap=ask("hit"), steps={"hit": damage_step(2)}),
    "CotA-358": CardAbilities("Snufflegator - skirmish (keywords only)."),
    "CotA-359": CardAbilities("Lupo the Scarred - skirmish; Play: 2 damage to an enemy creature.",
                              play=ask("hit"), steps={"hit": damage_step(2, enemy_creature)}),
    "CotA-360": CardAbilities("Mighty Tiger - Play: 4 damage to an enemy creature.",
                              play=ask("hit"), steps={"hit": damage_step(4, enemy_creature)}),
    "CotA-361": CardAbilities("Murmook - the opponent's keys cost 1 more.", opponent_key_cost=1),
    "CotA-363": CardAbilities("Niffle Ape - while attacking, it ignores taunt and elusive.",
                              ignores_taunt_elusive=True),
    "CotA-368": CardAbilities("Witch of the Eye - Reap: return a card from your discard pile to hand.",
                              reap=ask("return"), steps={"return": return_from_discard()}),
    "CotA-369": CardAbilities("Way of the Bear - upgrade: assault 2.", grant_keywords={Keyword.ASSAULT: 2}),
    "CotA-370": CardAbilities("Way of the Wolf - upgrade: skirmish.", grant_keywords={Keyword.SKIRMISH: 1}),
}

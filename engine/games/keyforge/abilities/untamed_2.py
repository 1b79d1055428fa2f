"""Untamed, the rest of the set."""

from __future__ import annotations

from engine.kit import deck as deck_kit
from engine.events import Seat

from ..cards import CardType, House, Keyword
from ..amber import gain, lose, steal
from ..damage import deal_damage, heal, stun
from ..leaving import leave_play
from ..keywords import key_cost
from ..state import Effect, EffectKind, State, Zone, follows
from ..board import card_of, controller, creatures, on_flank, opponent
from ..forge import forge_now, forgeable
from ..use import creatures_used
from .. import tasks as T
from .base import CardAbilities, Target, choose, lookup
from .effects import destroy_each, use_house_this_turn
from .steps import ask, one_of
from .targets import any_creature, enemy_creature, friendly_creature

FORGE = "forge a key at the current cost"


def _lose_then_forge(state: State, src: int, seat: Seat) -> None:
    if lose(state, seat, 1):  # "if you do": only when there was Æmber to lose
        choose(state, seat, src, state.cards[src], "forge", optional=True)


def _forge(state: State, src: int, seat: Seat) -> None:
    forge_now(state, seat, banks=True)


KEY_CHARGE = one_of((FORGE, _forge),
                    prompt="you may forge a key at the current cost", optional=True,
                    offered=lambda state, seat: forgeable(state, seat) >= key_cost(state, seat))
"""Key Charge and Chota Hazri: after losing 1 Æmber, the optional forge."""

MARS_PURGE = "destroy each Mars creature"


def _cold(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state):
        deal_damage(state, c, 1)
    choose(state, seat, src, state.cards[src], "mars", optional=True)


def _destroy_mars(state: State, src: int, seat: Seat) -> None:
    destroy_each(state, lambda c: card_of(state, c).house is House.MARS)


def _heal_fully(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    heal(state, target)


def _flute(state: State, src: int, seat: Seat) -> None:
    if any(card_of(state, c).name == "Ancient Bear" for c in creatures(state)):
        choose(state, seat, src, state.cards[src], "heal")
        return
    p = state.players[seat]
    found = [c for c in p.deck + p.discard if card_of(state, c).name == "Ancient Bear"]
    for c in found:
        (p.deck if c in p.deck else p.discard).remove(c)
        deck_kit.seen(state.table, c)  # searched out by name
        p.hand.append(c)
    if found:  # "if you do": the discard pile is shuffled into the deck
        p.deck.extend(p.discard)
        p.discard = []
        state.stack.append(T.Shuffle(seat=seat))


def _bears(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state) if card_of(state, c).name == "Ancient Bear"]


def _stun_exhaust(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    stun(state, target)
    state.inplay[target].exhausted = True


def _lost(state: State, src: int, seat: Seat) -> None:
    card = state.cards[src]
    for step in ("enemy", "enemy", "friend", "friend"):  # the last pushed is chosen first
        choose(state, seat, src, card, step)


def _into_deck(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    owner = state.owner[target]
    leave_play(state, target, Zone.DECK)
    state.stack.append(T.Shuffle(seat=owner))


def _queen(state: State, src: int, creature: int) -> int:
    if creature == src or controller(state, creature) != controller(state, src):
        return 0
    traits = card_of(state, creature).traits
    return ("beast" in traits) + ("niffle" in traits)  # two abilities: a Beast Niffle gets +2


def _flank_skirmish(state: State, src: int, creature: int) -> tuple[Keyword, ...]:
    friendly = controller(state, creature) == controller(state, src)
    return (Keyword.SKIRMISH,) if friendly and on_flank(state, creature) else ()


def _scout_pick(state: State, src: int, seat: Seat, target: int, first: int) -> None:
    """A creature gains skirmish for the turn; both picked, each fights, the first one first."""
    state.effects.append(Effect(EffectKind.SKIRMISH, seat, state.turn, card=target))
    fights = T.UseNow(seat=seat, card=target, fight=True)
    if first < 0:
        state.stack.append(fights)
        choose(state, seat, src, state.cards[src], "pick", data=target, optional=True)
    else:  # below the first creature's fight, which is on top
        state.stack.insert(len(state.stack) - 1, fights)


def _scout_candidates(state: State, src: int, seat: Seat, first: int) -> list[int]:
    return [c for c in creatures(state, seat) if c != first]


def _stampede(state: State, src: int, seat: Seat) -> None:
    """Creatures, not uses: one used twice counts once (KF-used, keyforge-9 on; before, every
    use counted)."""
    used = creatures_used(state) if follows(state, 9) else state.tally.get("use creature", 0)
    if used >= 3:
        steal(state, seat, 2)


def _lifeweb(state: State, src: int, seat: Seat) -> None:
    if state.last_tally.get("play creature", 0) >= 3:  # the turn before this one: the opponent's
        steal(state, seat, 2)


def _sloth_ready(state: State, seat: Seat) -> str:
    return "" if state.tally.get("discard Untamed") else "no Untamed card was discarded from hand this turn"


MIMICRY = "CotA-328"


def _their_actions(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in state.players[opponent(seat)].discard
            if card_of(state, c).type is CardType.ACTION and state.cards[c] != MIMICRY]  # no endless copy


def _mimic(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    """Mimicry becomes a copy of the chosen action while it resolves: the copy's Æmber bonus,
    then its Play: ability; Mimicry turns back after everything that set off (`after_play`)."""
    copied = state.cards[target]
    state.stack.append(T.Ability(seat=seat, source=src, card=MIMICRY, trigger="after_play"))
    state.cards[src] = copied
    gain(state, seat, card_of(state, src).amber)
    if lookup(copied).play is not None:
        state.stack.append(T.Ability(seat=seat, source=src, card=copied, trigger="play"))


def _mimicry_back(state: State, src: int, seat: Seat) -> None:
    state.cards[src] = MIMICRY


CARDS: dict[str, CardAbilities] = {
    "CotA-343": CardAbilities("Ritual of the Hunt - Omni: sacrifice it; friendly Untamed creatures may be "
                              "used this turn whatever the house.", rules=("KF-any-house", "KF-sacrifice"),
                              omni=use_house_this_turn(House.UNTAMED)),
    "CotA-364": CardAbilities("Niffle Queen - each other friendly Beast gets +1 power, and each other "
                              "friendly Niffle +1 power.", aura_power=_queen,
                              aura_power_never_lowers=True),
    "CotA-355": CardAbilities("Halacor - each friendly flank creature gains skirmish.", rules=("KF-skirmish",),
                              aura_keywords=_flank_skirmish, aura_keywords_given=(Keyword.SKIRMISH,)),
    "CotA-328": CardAbilities("Mimicry - played as a copy of an action card in the opponent's discard pile "
                              "(its Æmber bonus and Play: ability).", rules=("KF-copy", "KF-bonus"),
                              play=ask("copy"), after_play=_mimicry_back,
                              steps={"copy": Target(_their_actions, _mimic,
                                                    "choose an action card in the opponent's discard pile to copy")}),
    "CotA-347": CardAbilities("Witch of the Wilds - in each turn where Untamed is not your active house, you may "
                              "play one Untamed card.", rules=("KF-play-1", "KF-any-house"),
                              off_house_play=House.UNTAMED.value),
    "CotA-334": CardAbilities("Scout - Play: up to 2 friendly creatures gain skirmish this turn; then each "
                              "fights, one at a time.", rules=("KF-skirmish", "KF-use-now"),
                              play=ask("pick", optional=True),
                              steps={"pick": Target(_scout_candidates, _scout_pick,
                                                    "you may choose a friendly creature to gain skirmish and fight",
                                                    optional=True)}),
    "CotA-335": CardAbilities("Stampede - Play: steal 2 Æmber if you used 3 or more creatures this turn.",
                              rules=("KF-steal-1", "KF-used"), play=_stampede),
    "CotA-326": CardAbilities("Lifeweb - Play: steal 2 Æmber if the opponent played 3 or more creatures on "
                              "their previous turn.", rules=("KF-steal-1",), play=_lifeweb),
    "CotA-354": CardAbilities("Giant Sloth - usable only after you discarded an Untamed card from hand this "
                              "turn; Action: gain 3 Æmber.", rules=("KF-ability-use", "KF-discard-ability"),
                              use_condition=_sloth_ready, action=lambda state, src, seat: gain(state, seat, 3)),
    "CotA-325": CardAbilities("Key Charge - Play: lose 1 Æmber; if you did, you may forge a key at the current "
                              "cost.", rules=("KF-forge-cost",), play=_lose_then_forge, steps={"forge": KEY_CHARGE}),
    "CotA-349": CardAbilities("Chota Hazri - Play: lose 1 Æmber; if you did, you may forge a key at the current "
                              "cost.", rules=("KF-forge-cost",), play=_lose_then_forge, steps={"forge": KEY_CHARGE}),
    "CotA-336": CardAbilities("The Common Cold - Play: 1 damage to each creature; you may then destroy each "
                              "Mars creature.", rules=("KF-choose-one",), play=_cold,
                              steps={"mars": one_of((MARS_PURGE, _destroy_mars),
                                                    prompt="you may destroy each Mars creature", optional=True)}),
    "CotA-340": CardAbilities("Bear Flute - Action: fully heal an Ancient Bear; with none in play, take each "
                              "Ancient Bear from your deck and discard pile into hand, then shuffle the discard "
                              "pile into the deck.", action=_flute,
                              steps={"heal": Target(_bears, _heal_fully, "choose an Ancient Bear to heal fully")}),
    "CotA-346": CardAbilities("Bigtwig - fights only stunned creatures; Reap: stun and exhaust a creature.",
                              rules=("KF-fight-card", "KF-stun-2"),
                              may_attack=lambda state, defender: state.inplay[defender].stunned,
                              reap=ask("twig"),
                              steps={"twig": Target(any_creature, _stun_exhaust,
                                                    "choose a creature to stun and exhaust")}),
    "CotA-327": CardAbilities("Lost in the Woods - Play: choose 2 friendly and 2 enemy creatures; shuffle each "
                              "into its owner's deck.", rules=("KF-draw-reshuffle",), play=_lost,
                              steps={"friend": Target(friendly_creature, _into_deck,
                                                      "choose a friendly creature to shuffle into its owner's deck"),
                                     "enemy": Target(enemy_creature, _into_deck,
                                                     "choose an enemy creature to shuffle into its owner's deck")}),
}

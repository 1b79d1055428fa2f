"""Mars, the rest of the set: reveals from hand, abductions into your archives, counters and
borrowed uses. Each card one small unit; the shared pieces are in `effects`, `steps` and `targets`."""

from __future__ import annotations

from engine.events import Seat

from ..cards import HOUSES, CardType, House
from ..damage import deal_damage
from ..destruction import destroy, destroy_together, destroyed_pile
from ..leaving import enter_play
from ..keywords import key_cost
from ..state import EffectKind, State, follows
from ..board import card_of, creatures, opponent
from ..forge import forge_now, forgeable
from .. import tasks as T
from .base import CardAbilities, Target, choose
from .effects import (add_counters, archive_enemy, draw_n, on_card, opponent_loses, sacrifice,
                      this_turn, to_hand, whatever_card)
from .steps import ask, flank_step, house_step, reveal_count, shots, up_to
from .targets import (all_houses, any_creature, creature_in_hand, damaged_creature, enemy_creature,
                      is_house)

_MARS = House.MARS
BIOMATRIX = "CotA-208"
"""Biomatrix Backup: its Destroyed: ability runs with its creature as the source."""


_reveal = ask("reveal")
"""Ask how many Mars cards are revealed from hand (the card's "reveal" step)."""


def _mars_creatures(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state) if is_house(state, c, _MARS)]


# -- actions ----------------------------------------------------------------------------------

def _deep_probe(state: State, src: int, seat: Seat, house: int, data: int) -> None:
    theirs = state.players[opponent(seat)]
    gone = [c for c in theirs.hand if card_of(state, c).type is CardType.CREATURE
            and card_of(state, c).house is HOUSES[house]]
    for c in gone:
        theirs.hand.remove(c)
        theirs.discard.append(c)


_FORGE = ("forge a key", "do not forge")


def _abduction_cost(state: State, seat: Seat) -> int:
    return 9 - len(state.players[seat].hand)


def _key_abduction(state: State, src: int, seat: Seat) -> None:
    for c in [c for c in creatures(state) if is_house(state, c, _MARS)]:
        to_hand(state, c)
    choose(state, seat, src, state.cards[src], "forge")


def _abduction_options(state: State, src: int, seat: Seat, data: int) -> list[int]:
    cost = key_cost(state, seat) + _abduction_cost(state, seat)  # key banks too, keyforge-9 on (KF-bank)
    return [0, 1] if forgeable(state, seat) >= cost else []


def _abduction_forge(state: State, src: int, seat: Seat, option: int, data: int) -> None:
    if option == 0:
        forge_now(state, seat, _abduction_cost(state, seat), banks=True)


def _hounds(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    add_counters(state, target, 2 * len(damaged_creature(state, src, seat, data)))


def _mothergun(state: State, src: int, seat: Seat, n: int) -> None:
    if n:
        choose(state, seat, src, state.cards[src], "shoot", data=n)


def _shots(state: State, src: int, seat: Seat, n: int) -> None:
    if n:
        choose(state, seat, src, state.cards[src], "shot", data=n)


_SHOT = shots(2, lambda state, seat: 0)[1]
"""The 2-damage shot, `data` counting the shots left (the count comes from the reveal)."""


def _sample_collection(state: State, src: int, seat: Seat) -> None:
    n = state.players[opponent(seat)].keys
    if n:
        choose(state, seat, src, state.cards[src], "take", data=n)


def _take(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    archive_enemy(state, seat, target)
    if data > 1:
        choose(state, seat, src, state.cards[src], "take", data=data - 1)


def _damaged_enemy(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state, opponent(seat)) if state.inplay[c].damage > 0]


# -- artifacts --------------------------------------------------------------------------------

def _commpod(state: State, src: int, seat: Seat, n: int) -> None:
    if n:
        choose(state, seat, src, state.cards[src], "ready", data=n, optional=True)




def _commpod_ready(state: State, src: int, seat: Seat, target: int, left: int) -> None:
    """Ready one Mars creature; `left` counts the readies still allowed."""
    state.inplay[target].exhausted = False
    if left > 1:
        choose(state, seat, src, state.cards[src], "ready", data=left - 1, optional=True)


def _custom_virus(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    choose(state, seat, src, state.cards[src], "purge")


def _virus(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    p = state.players[seat]
    p.hand.remove(target)
    p.purged.append(target)
    traits = set(card_of(state, target).traits)
    doomed = [c for c in creatures(state) if traits & set(card_of(state, c).traits)]
    if follows(state, 7):  # "destroy each": at the same time (KF-destroy-together)
        destroy_together(state, doomed)
        return
    for c in doomed:  # keyforge-6 destroyed them one by one
        destroy(state, c)


def _ready_friendly_mars(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state, seat)
            if is_house(state, c, _MARS) and not state.inplay[c].exhausted]


def _widget_return(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    to_hand(state, target)
    choose(state, seat, src, state.cards[src], "put", data=target)


def _other_mars_in_hand(state: State, src: int, seat: Seat, data: int) -> list[int]:
    name = card_of(state, data).name if data >= 0 else ""
    return [c for c in state.players[seat].hand if card_of(state, c).type is CardType.CREATURE
            and card_of(state, c).house is _MARS and card_of(state, c).name != name]


def _widget_put(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    if state.players[seat].battleline:
        choose(state, seat, src, state.cards[src], "flank", data=target)
    else:
        _put_ready(state, src, seat, 1, target)


def _put_ready(state: State, src: int, seat: Seat, flank: int, target: int) -> None:
    state.players[seat].hand.remove(target)
    enter_play(state, target, seat, left=flank == 0)
    state.inplay[target].exhausted = False


# -- creatures and upgrades -------------------------------------------------------------------

def _non_agent_mars(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state) if is_house(state, c, _MARS) and "agent" not in card_of(state, c).traits]


def _ready(state: State, src: int, seat: Seat, target: int) -> None:
    state.inplay[target].exhausted = False


def _friendly_non_mars(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state, seat) if not is_house(state, c, _MARS)]


def _zyzzix(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    p = state.players[seat]
    p.hand.remove(target)
    p.archives.append(target)
    add_counters(state, src, 3)


def _backup_candidates(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [src] if destroyed_pile(state, src) is not None else []


def _backup(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    destroyed_pile(state, target).remove(target)
    state.players[state.owner[target]].archives.append(target)


def _antenna(state: State, src: int, seat: Seat, played: int) -> None:
    if card_of(state, played).type is CardType.CREATURE and card_of(state, played).house is _MARS \
            and state.inplay[src] is not None:
        state.inplay[src].exhausted = False
        on_card(EffectKind.BELONGS, state, seat, src, HOUSES.index(_MARS))


def _count(then) -> Target:
    return reveal_count(_MARS, then)


CARDS: dict[str, CardAbilities] = {
    "CotA-161": CardAbilities(
        "Battle Fleet - Play: reveal Mars cards from your hand; draw a card for each.",
        play=_reveal, steps={"reveal": _count(lambda state, src, seat, n: draw_n(n)(state, src, seat))}),
    "CotA-162": CardAbilities(
        "Deep Probe - Play: name a house; the opponent discards each creature of that house from hand.",
        play=ask("house"), steps={"house": house_step(all_houses, _deep_probe)}),
    "CotA-166": CardAbilities(
        "Key Abduction - Play: return each Mars creature to hand; you may then forge a key at +9 Æmber, "
        "1 less per card in your hand.", play=_key_abduction, rules=("KF-forge-cost",),
        steps={"forge": Target(_abduction_options, _abduction_forge, "forge a key now?",
                               label=lambda v: _FORGE[v])}),
    "CotA-167": CardAbilities(
        "Martian Hounds - Play: a creature gets two +1 power counters per damaged creature.",
        play=ask("hounds"), rules=("KF-counters",),
        steps={"hounds": Target(any_creature, _hounds, "choose a creature to get the counters")}),
    "CotA-169": CardAbilities(
        "Mass Abduction - Play: put up to 3 damaged enemy creatures into your archives (they go to their "
        "owner's hand when they leave).", play=ask("abduct", optional=True), rules=("KF-archives-foreign",),
        steps={"abduct": up_to(3, _damaged_enemy, lambda state, src, seat, t: archive_enemy(state, seat, t),
                               "abduct", "you may choose a damaged enemy creature to abduct")}),
    "CotA-172": CardAbilities(
        "Orbital Bombardment - Play: reveal Mars cards from your hand; 2 damage to a creature for each.",
        play=_reveal,
        steps={"reveal": _count(_shots), "shot": _SHOT}),
    "CotA-175": CardAbilities(
        "Sample Collection - Play: put an enemy creature into your archives per key the opponent has.",
        play=_sample_collection, rules=("KF-archives-foreign",),
        steps={"take": Target(enemy_creature, _take, "choose an enemy creature to archive")}),
    "CotA-181": CardAbilities(
        "Commpod - Action: reveal Mars cards from your hand; ready a Mars creature for each.",
        action=_reveal,
        steps={"reveal": _count(_commpod),
               "ready": Target(_mars_creatures, _commpod_ready, "you may choose a Mars creature to ready",
                               optional=True)}),
    "CotA-183": CardAbilities(
        "Custom Virus - Omni: sacrifice it and purge a creature from your hand; destroy each creature "
        "sharing a trait with it.", omni=_custom_virus, rules=("KF-sacrifice", "KF-destroy-together"),
        steps={"purge": Target(creature_in_hand, _virus, "choose a creature in your hand to purge")}),
    "CotA-187": CardAbilities(
        "Mothergun - Action: reveal Mars cards from your hand; deal that much damage to a creature.",
        action=_reveal,
        steps={"reveal": _count(_mothergun),
               "shoot": Target(any_creature, lambda state, src, seat, t, n: deal_damage(state, t, n),
                               "choose a creature to damage")}),
    "CotA-188": CardAbilities(
        "Sniffer - Action: for the rest of the turn, creatures lose elusive.", rules=("KF-elusive",),
        action=this_turn(EffectKind.NO_ELUSIVE)),
    "CotA-189": CardAbilities(
        "Swap Widget - Action: return a ready friendly Mars creature to hand; if you do, put a differently "
        "named Mars creature from hand into play, ready.", action=ask("return"), rules=("KF-control",),
        steps={"return": Target(_ready_friendly_mars, _widget_return, "choose a ready friendly Mars creature"),
               "put": Target(_other_mars_in_hand, _widget_put, "choose a Mars creature from hand to put into play"),
               "flank": flank_step(_put_ready)}),
    "CotA-192": CardAbilities(
        "Ether Spider - deals no damage when fighting; Æmber that would go to the opponent's pool is "
        "captured by it instead.", no_fight_damage=True, captures_opponent_gain=True,
        rules=("KF-capture-instead",)),
    "CotA-194": CardAbilities(
        "Grommid - you cannot play creatures; after an enemy creature dies fighting it, the opponent "
        "loses 1 Æmber.", forbids_creature_play=True, rules=("KF-ability-play",),
        after_kill=whatever_card(opponent_loses(1))),
    "CotA-195": CardAbilities(
        "\u201cJohn Smyth\u201d - elusive; Fight/Reap: ready a non-Agent Mars creature.",
        fight=ask("ready"), reap=ask("ready"),
        steps={"ready": Target(_non_agent_mars, lambda state, src, seat, t, data: _ready(state, src, seat, t),
                               "choose a non-Agent Mars creature to ready")}),
    "CotA-200": CardAbilities(
        "Ulyq Megamouth - Fight/Reap: use a friendly non-Mars creature.", fight=ask("use"), reap=ask("use"),
        rules=("KF-use-other-house",),
        steps={"use": Target(_friendly_non_mars, lambda state, src, seat, t, data: state.stack.append(
            T.UseNow(seat=seat, card=t)), "choose a friendly non-Mars creature to use")}),
    "CotA-201": CardAbilities(
        "Uxlyx the Zookeeper - elusive; Reap: put an enemy creature into your archives (it goes to its "
        "owner's hand when it leaves).", reap=ask("take"), rules=("KF-archives-foreign",),
        steps={"take": Target(enemy_creature, lambda state, src, seat, t, data: archive_enemy(state, seat, t),
                              "choose an enemy creature to archive")}),
    "CotA-207": CardAbilities(
        "Zyzzix the Many - Fight/Reap: you may archive a creature from your hand; if you do, it gets three "
        "+1 power counters.", fight=ask("reveal", optional=True), reap=ask("reveal", optional=True),
        rules=("KF-counters",),
        steps={"reveal": Target(creature_in_hand, _zyzzix, "you may reveal a creature in hand to archive",
                                optional=True)}),
    "CotA-208": CardAbilities(
        "Biomatrix Backup - upgrade: Destroyed: you may put the creature into its owner's archives.",
        destroyed=lambda state, src, seat: choose(state, seat, src, BIOMATRIX, "backup", optional=True),
        steps={"backup": Target(_backup_candidates, _backup, "you may archive the destroyed creature",
                                optional=True)}),
    "CotA-209": CardAbilities(
        "Brain Stem Antenna - upgrade: after you play a Mars creature, ready the creature; it belongs to "
        "Mars for the rest of the turn.", on_friendly_play=_antenna, rules=("KF-house-of",)),
}


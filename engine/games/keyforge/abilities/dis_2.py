"""Dis, the rest of the set: souls taken, houses denied, creatures enslaved."""

from __future__ import annotations

from engine.kit import deck as deck_kit
from engine.events import Seat

from ..cards import HOUSES, House
from ..amber import gain, gain_chains
from ..damage import deal_damage, heal, sweep
from ..destruction import destroy
from ..leaving import enter_play, leave_play
from ..control import control_from, take_control
from ..events import PlayCard, Reap, UseAction
from ..keywords import armor, power, short_of_tolls
from ..legal_play import ability_play
from ..legal_use import attackable, cannot_use
from ..play import play_card
from ..state import Effect, EffectKind, Flank, State, UNTIL_LEAVES, Zone, follows
from ..board import card_of, controller, creatures, opponent
from ..use import artifact_used, pay_toll, reap, start_use, use_action
from .. import tasks as T
from .base import CardAbilities, Target, choose, lookup
from .effects import destroy_each
from .steps import ask, flank_step, house_step, number_step, ready_and_fight
from .targets import all_houses, any_artifact, any_creature, damaged_creature, is_creature_card


def _house_of(state: State, inst: int) -> House:
    return card_of(state, inst).house


def _fair_once(state: State, seat: Seat, them: Seat) -> None:
    """Discard their deck's top card and reveal their hand: gain 1 per card of its house in that
    hand (KF-reveal-count)."""
    p = state.players[them]
    if not p.deck:
        return
    top = deck_kit.look(state.table, p.deck, 0, them)
    p.deck.pop(0)
    p.discard.append(top)
    house = _house_of(state, top)
    gain(state, seat, sum(1 for c in p.hand if _house_of(state, c) is house))


def _fair_game(state: State, src: int, seat: Seat) -> None:
    _fair_once(state, seat, opponent(seat))
    _fair_once(state, opponent(seat), seat)


def _arise(state: State, src: int, seat: Seat, house: int, data: int) -> None:
    p = state.players[seat]
    back = [c for c in p.discard if is_creature_card(state, c) and _house_of(state, c) is HOUSES[house]]
    p.discard = [c for c in p.discard if c not in back]
    p.hand.extend(back)
    gain_chains(state, seat, 1)


def _their_houses(state: State, seat: Seat) -> list[House]:
    return list(state.players[opponent(seat)].houses)


def _control_the_weak(state: State, src: int, seat: Seat, house: int, data: int) -> None:
    state.effects.append(Effect(EffectKind.HOUSE_FORCED, opponent(seat), state.turn + 1, house))


def _restringuntus(state: State, src: int, seat: Seat, house: int, data: int) -> None:
    if state.inplay[src] is not None:
        state.effects.append(Effect(EffectKind.HOUSE_BANNED, opponent(seat), UNTIL_LEAVES, house, card=src))


def _powers(state: State) -> list[int]:
    """Every power a creature in play has, and one more than the highest (destroying none): the
    numbers worth offering, though any may be named (`number_step`, KF-choose-one)."""
    seen = sorted({power(state, c) for c in creatures(state)})
    return seen + [seen[-1] + 1] if seen else []


def _dance_of_doom(state: State, src: int, seat: Seat, n: int, data: int) -> None:
    destroy_each(state, lambda c: power(state, c) == n)


def _usable_artifact(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """Artifacts with an ability to use; none when the player cannot pay Tentacus' toll."""
    if short_of_tolls(state, seat):
        return []
    found = [a for a in any_artifact(state, src, seat, data)
             if lookup(state.cards[a]).action is not None or lookup(state.cards[a]).omni is not None]
    if follows(state, 8):  # a use: only a ready artifact its player may use now (KF-use-other)
        return [a for a in found if not state.inplay[a].exhausted and not cannot_use(state, seat, a)]
    return found


POLTERGEIST = "CotA-069"


def _poltergeist(state: State, src: int, seat: Seat, art: int, data: int) -> None:
    """Use the artifact, then destroy it. From keyforge-8 on the destruction waits until the
    ability used has resolved in full (`_destroy_used`, beneath what the ability puts on the
    stack: its choices, Masterplan's play of its card and sacrifice); before, the artifact was
    destroyed at once, so the card beneath a Masterplan went to the discard pile before its play
    (which `legal_play.still_there` now skips)."""
    ab = lookup(state.cards[art])
    used = follows(state, 6)  # it is a use: an enemy Tentacus is paid, Veylan Analyst gains
    if used:
        pay_toll(state, seat, art)
    later = follows(state, 8)
    if later:  # exhausted and counted (the rule of six) as any use
        start_use(state, seat, art)
        state.stack.append(T.Ability(seat=seat, source=src, card=POLTERGEIST, trigger="after_use_other",
                                     target=art))
    (ab.action or ab.omni)(state, art, seat)  # as if it were ours: we resolve it
    if used:
        artifact_used(state, seat, art)
    if not later:
        destroy(state, art)


def _destroy_used(state: State, src: int, seat: Seat, art: int) -> None:
    """Poltergeist's "then destroy it", once the use is over: the artifact, if still in play
    (Masterplan has sacrificed itself by then)."""
    if state.inplay[art] is not None:
        destroy(state, art)


def _red_hot_armor(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state, opponent(seat)):
        lost = armor(state, c) - state.inplay[c].armor_used  # what is left of it this turn
        if lost > 0:
            state.effects.append(Effect(EffectKind.NO_ARMOR, opponent(seat), state.turn, card=c))
            deal_damage(state, c, lost)
    sweep(state)


# -- Dominator Bauble: use a friendly creature -------------------------------------------------

_USES = ("reap", "fight", "action")
_FIGHT = ready_and_fight()


def _ready_friendly(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state, seat) if not state.inplay[c].exhausted]


def _dominate(state: State, src: int, seat: Seat, creature: int, data: int) -> None:
    """From keyforge-8 on the creature is used as any use now is (KF-use-now, checked like a
    use of the step: Giant Sloth's condition, Foggify, the rule of six; an Omni: ability too).
    keyforge-7 offered reap, fight or Action: with none of those checks."""
    if follows(state, 8):
        state.stack.append(T.UseNow(seat=seat, card=creature))
        return
    ip = state.inplay[creature]
    if ip.stunned:  # using a stunned creature only removes its stun (KF-stun-1)
        ip.stunned, ip.exhausted = False, True
        return
    choose(state, seat, src, state.cards[src], "use", data=creature)


def _uses(state: State, src: int, seat: Seat, creature: int) -> list[int]:
    if state.inplay[creature] is None:
        return []
    ab = lookup(state.cards[creature])
    out = [] if ab.cannot_reap else [0]
    if attackable(state, seat, creature):
        out.append(1)
    if ab.action is not None:
        out.append(2)
    return out


def _use(state: State, src: int, seat: Seat, how: int, creature: int) -> None:
    if how == 0:
        reap(state, Reap(seat=seat, card=creature))
    elif how == 1:
        choose(state, seat, src, state.cards[src], "attack", data=creature)
    else:
        use_action(state, UseAction(seat=seat, card=creature))


# -- Sacrificial Altar: purge a Human, then play a creature from the discard pile ---------------

def _friendly_human(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state, seat) if "human" in card_of(state, c).traits]


def _altar_purge(state: State, src: int, seat: Seat, human: int, data: int) -> None:
    leave_play(state, human, Zone.PURGED)
    choose(state, seat, src, state.cards[src], "revive")


def _own_discarded_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """From keyforge-8 on only a creature that may be played now (KF-ability-plays: Truebaru
    with 3 Æmber to lose, no alpha creature once the Altar is used); keyforge-7 offered any."""
    found = [c for c in state.players[seat].discard if is_creature_card(state, c)]
    if follows(state, 8):
        return [c for c in found if ability_play(state, seat, c) is None]
    return found


def _to_flank(step: str = "flank"):
    """A step that asks the flank for the card chosen (its `data` is the card)."""
    def resolve(state: State, src: int, seat: Seat, card: int, data: int) -> None:
        choose(state, seat, src, state.cards[src], step, data=card)
    return resolve


def _altar_play(state: State, src: int, seat: Seat, flank: int, card: int) -> None:
    p = state.players[seat]
    if card in p.discard and follows(state, 8):  # played from the pile, not a play from hand
        play_card(state, PlayCard(seat=seat, card=card, flank=(Flank.LEFT, Flank.RIGHT)[flank]), pile=True)
    elif card in p.discard:
        p.discard.remove(card)
        p.hand.append(card)  # keyforge-7: played from the discard pile, as if from hand
        play_card(state, PlayCard(seat=seat, card=card, flank=(Flank.LEFT, Flank.RIGHT)[flank]))


# -- creatures ---------------------------------------------------------------------------------

def _soul_snatcher(state: State, src: int, destroyed: int, its_seat: Seat) -> None:
    gain(state, state.owner[destroyed], 1)


def _tolas(state: State, src: int, destroyed: int, its_seat: Seat) -> None:
    gain(state, opponent(its_seat), 1)


def _discarded_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for p in state.players for c in p.discard if is_creature_card(state, c)]


def _eat(state: State, src: int, seat: Seat, dead: int, data: int) -> None:
    owner = state.players[state.owner[dead]]
    owner.discard.remove(dead)
    owner.purged.append(dead)
    if state.inplay[src] is not None:
        state.inplay[src].power += 1


def _gabos(state: State, src: int, seat: Seat, defender: int) -> None:
    choose(state, seat, src, state.cards[src], "redirect", data=defender)


def _redirect(state: State, src: int, seat: Seat, target: int, defender: int) -> None:
    """Gabos's fight damage goes to `target` (a choice left by a fight that was called off is
    replaced)."""
    state.effects = [e for e in state.effects if not (e.kind is EffectKind.REDIRECT and e.card == src)]
    state.effects.append(Effect(EffectKind.REDIRECT, seat, state.turn, target, card=src))


def _greking(state: State, src: int, seat: Seat, destroyed: int) -> None:
    if destroyed in state.players[state.owner[destroyed]].discard:
        choose(state, seat, src, state.cards[src], "flank", data=destroyed)


def _enslave(state: State, src: int, seat: Seat, flank: int, creature: int) -> None:
    """Put `creature` from its owner's discard pile into play on `seat`'s flank (KF-control)."""
    owner = state.players[state.owner[creature]]
    if creature not in owner.discard:
        return
    owner.discard.remove(creature)
    enter_play(state, creature, seat, left=flank == 0)
    control_from(state, creature, seat, creature)  # a lasting control, older than any later one


def _guardian_heal(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    healed = heal(state, target, 2)
    choose(state, seat, src, state.cards[src], "hurt", data=target + 1024 * healed)


def _guardian_hurt(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    deal_damage(state, target, data // 1024)


def _stealer(state: State, src: int, seat: Seat, destroyed: int) -> None:
    owner = state.players[state.owner[destroyed]]
    if destroyed in owner.discard:
        owner.discard.remove(destroyed)
        owner.purged.append(destroyed)
    gain(state, seat, 1)


def _collar(state: State, src: int, seat: Seat) -> None:
    held = next((c for c, ip in enumerate(state.inplay) if ip is not None and src in ip.upgrades), None)
    if held is not None:
        control_from(state, held, seat, src)  # while the Collar is on it; a later control overrides
    if held is not None and controller(state, held) != seat:
        choose(state, seat, src, state.cards[src], "flank", data=held)


def _take_control(state: State, src: int, seat: Seat, flank: int, creature: int) -> None:
    take_control(state, creature, seat, left=flank == 0)


CARDS: dict[str, CardAbilities] = {
    "CotA-053": CardAbilities("A Fair Game - Play: discard the opponent's top card and reveal their hand: "
                              "gain 1 Æmber per card of its house in that hand; then the opponent does "
                              "the same to you.", play=_fair_game, rules=("KF-reveal-count",)),
    "CotA-054": CardAbilities("Arise! - Play: choose a house; return its creatures from your discard pile "
                              "to hand; gain 1 chain.", play=ask("house"),
                              steps={"house": house_step(lambda state, seat: HOUSES, _arise)},
                              rules=("KF-chains-1",)),
    "CotA-055": CardAbilities("Control the Weak - Play: choose a house of the opponent's; they must choose "
                              "it on their next turn.", play=ask("house"),
                              steps={"house": house_step(_their_houses, _control_the_weak)},
                              rules=("KF-house-effect",)),
    "CotA-057": CardAbilities("Dance of Doom - Play: choose a number; destroy each creature with that power.",
                              play=ask("number"), steps={"number": number_step(_powers, _dance_of_doom)}),
    POLTERGEIST: CardAbilities("Poltergeist - Play: use any player's artifact as if it were yours, then "
                               "destroy it.", play=ask("haunt"), after_use_other=_destroy_used,
                               steps={"haunt": Target(_usable_artifact, _poltergeist,
                                                      "choose an artifact to use and destroy")},
                               rules=("KF-use-other",)),
    "CotA-070": CardAbilities("Red-Hot Armor - Play: each enemy creature with armor loses it this turn and "
                              "takes 1 damage per point it had left.", play=_red_hot_armor, rules=("KF-armor-1",)),
    "CotA-072": CardAbilities("Annihilation Ritual - a creature that would go from play to a discard pile "
                              "is purged instead.", purges_dying=True),
    "CotA-073": CardAbilities("Dominator Bauble - Action: use a friendly creature (any house).",
                              action=ask("creature"),
                              steps={"creature": Target(_ready_friendly, _dominate,
                                                        "choose a friendly creature to use"),
                                     "use": Target(lambda state, src, seat, data: _uses(state, src, seat, data),
                                                   _use, "reap, fight or use its Action: ability",
                                                   label=lambda v: _USES[v]),
                                     "attack": _FIGHT["attack"]}, rules=("KF-use-other", "KF-use-now")),
    "CotA-078": CardAbilities("Sacrificial Altar - Action: purge a friendly Human creature; if you do, play "
                              "a creature from your discard pile.", action=ask("purge"),
                              steps={"purge": Target(_friendly_human, _altar_purge,
                                                     "choose a friendly Human creature to purge"),
                                     "revive": Target(_own_discarded_creature, _to_flank(),
                                                      "choose a creature in your discard pile to play"),
                                     "flank": flank_step(_altar_play)},
                              rules=("KF-ability-plays", "KF-play-cost")),
    "CotA-080": CardAbilities("Soul Snatcher - each time a creature is destroyed, its owner gains 1 Æmber.",
                              on_any_destroyed=_soul_snatcher),
    "CotA-084": CardAbilities("Eater of the Dead - Fight/Reap: purge a creature from a discard pile; if you "
                              "do, it gets a +1 power counter.", fight=ask("eat"), reap=ask("eat"),
                              steps={"eat": Target(_discarded_creature, _eat,
                                                   "choose a creature in a discard pile to purge")}),
    "CotA-085": CardAbilities("Ember Imp - the opponent cannot play more than 2 cards each turn.",
                              opponent_play_limit=2, rules=("KF-ability-play",)),
    "CotA-086": CardAbilities("Gabos Longarms - Before Fight: choose a creature; it takes Gabos's fight "
                              "damage instead of the one fought.", before_fight=_gabos,
                              steps={"redirect": Target(any_creature, _redirect,
                                                        "choose the creature Gabos deals its damage to")},
                              rules=("KF-before-fight",)),
    "CotA-087": CardAbilities("Overlord Greking - after an enemy creature dies fighting it, put that "
                              "creature into play under your control.", after_kill=_greking,
                              steps={"flank": flank_step(_enslave)}, rules=("KF-control",)),
    "CotA-088": CardAbilities("Guardian Demon - Play/Fight/Reap: heal up to 2 damage from a creature and deal "
                              "as much to another creature.", play=ask("heal", True), fight=ask("heal", True),
                              reap=ask("heal", True),
                              steps={"heal": Target(damaged_creature, _guardian_heal, "you may choose a creature to heal up to 2",
                                                    optional=True),
                                     "hurt": Target(lambda state, src, seat, data: [c for c in creatures(state)
                                                                                    if c != data % 1024],
                                                    _guardian_hurt, "choose another creature to deal that damage to")},
                              rules=("KF-up-to",)),
    "CotA-094": CardAbilities("Restringuntus - Play: choose a house; the opponent cannot choose it while "
                              "Restringuntus is in play.", play=ask("house"),
                              steps={"house": house_step(all_houses, _restringuntus)},
                              rules=("KF-house-effect",)),
    "CotA-098": CardAbilities("Stealer of Souls - after an enemy creature dies fighting it, purge that "
                              "creature and gain 1 Æmber.", after_kill=_stealer),
    "CotA-100": CardAbilities("Tentacus - the opponent must pay you 1 Æmber to use an artifact.",
                              artifact_toll=1, rules=("KF-use-cost",)),
    "CotA-103": CardAbilities("Tolas - elusive; each time a creature is destroyed, its controller's opponent "
                              "gains 1 Æmber.", on_any_destroyed=_tolas),
    "CotA-105": CardAbilities("Collar of Subordination - upgrade: you control this creature.", play=_collar,
                              controls_host=True,
                              steps={"flank": flank_step(_take_control)}, rules=("KF-control",)),
}

"""Logos, the rest of the set: repeated destruction, borrowed plays and uses, control, stored
Æmber. Each card one small unit; the shared pieces are in `effects`, `steps` and `targets`."""

from __future__ import annotations

from engine.events import Seat

from ..cards import HOUSES, House
from ..amber import gain, lose
from ..damage import heal, stun
from ..destruction import destroy
from ..leaving import leave_play
from ..control import control_until, take_control
from ..state import Effect, EffectKind, State, UNTIL_LEAVES, Zone, follows
from ..board import artifacts, card_effects, card_of, creatures, on_flank, opponent
from ..keywords import short_of_tolls
from ..use import trigger_tasks, used_times
from .. import tasks as T
from ..forge import forge_with_banks
from .base import BANK_STEP, HOME_FLANK, CardAbilities, Target, choose
from .effects import holder, on_card, swap_step
from .steps import archive_from_hand, ask, flank_step, home_flank_step, house_step, modes, one_of
from .targets import (all_houses, any_creature, enemy_creature, enemy_in_play, friendly_creature,
                      friendly_in_play, is_house, other_friendly)


POCKET_FORGE = "forge a key, spending Æmber on Pocket Universe"
SANDALS = "CotA-159"
"""Transposition Sandals: its Action: runs with its creature as the source."""


# -- Bouncing Deathquark ------------------------------------------------------------------------

def _quark_enemy(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    destroy(state, target)
    choose(state, seat, src, state.cards[src], "friendly")


def _quark_friendly(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    destroy(state, target)
    if creatures(state, seat) and creatures(state, opponent(seat)):  # the whole effect again
        choose(state, seat, src, state.cards[src], "enemy", optional=True)


def _deathquark(state: State, src: int, seat: Seat) -> None:
    step = "enemy" if creatures(state, opponent(seat)) else "friendly"
    choose(state, seat, src, state.cards[src], step)


# -- Knowledge is Power -------------------------------------------------------------------------

_KNOWLEDGE = ("archive a card", "gain 1 Æmber per archived card")


def _knowledge(state: State, src: int, seat: Seat, mode: int, data: int) -> None:
    if mode == 0:
        choose(state, seat, src, state.cards[src], "archive")
    else:
        gain(state, seat, len(state.players[seat].archives))


# -- borrowed plays and uses --------------------------------------------------------------------

def _phase_shift(state: State, src: int, seat: Seat) -> None:
    state.effects.append(Effect(EffectKind.PLAY_OTHER_HOUSE, seat, state.turn, 1, card=src))


def _their_artifact(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """The opponent's artifacts to use; none when the player cannot pay Tentacus' toll."""
    return [] if short_of_tolls(state, seat) else list(state.players[opponent(seat)].artifacts)


def _use_theirs(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    state.stack.append(T.UseNow(seat=seat, card=target, theirs=True))


def _wormhole(state: State, src: int, seat: Seat) -> None:
    deck = state.players[seat].deck
    if deck:
        state.stack.append(T.PlayNow(seat=seat, card=deck[0]))


def _chaos_portal(state: State, src: int, seat: Seat, house: int, data: int) -> None:
    deck = state.players[seat].deck
    if deck and card_of(state, deck[0]).house is HOUSES[house]:  # revealed; else it stays on top
        state.stack.append(T.PlayNow(seat=seat, card=deck[0]))


def _vespilon(state: State, src: int, seat: Seat, house: int, data: int) -> None:
    p = state.players[seat]
    if not p.deck:
        return
    top = p.deck.pop(0)
    if card_of(state, top).house is HOUSES[house]:
        p.archives.append(top)
        gain(state, seat, 1)
    else:
        p.discard.append(top)


# -- artifacts --------------------------------------------------------------------------------

def _pocket_universe(state: State, src: int, seat: Seat) -> None:
    state.inplay[src].amber += lose(state, seat, 1)


def _pack(destroyed: int, card: int, rest: int) -> int:
    """Crazy Killing Machine's progress in one int: destroyed so far, the discarded card now
    being matched, and the one after it (-1: none)."""
    return destroyed + 4 * (card + 4096 * (rest + 1))


def _unpack(data: int) -> tuple[int, int, int]:
    destroyed, rest = data % 4, data // 4
    return destroyed, rest % 4096, rest // 4096 - 1


def _killing_machine(state: State, src: int, seat: Seat) -> None:
    tops = []
    for side in (seat, opponent(seat)):
        p = state.players[side]
        if p.deck:
            tops.append(p.deck.pop(0))
            p.discard.append(tops[-1])
    _ckm_next(state, src, seat, tops, 0)


def _ckm_next(state: State, src: int, seat: Seat, pending: list[int], destroyed: int) -> None:
    """Match the next discarded card with a creature or artifact of its house (if able); at the
    end, unless two were destroyed, the machine destroys itself."""
    while pending:
        card, pending = pending[0], pending[1:]
        data = _pack(destroyed, card, pending[0] if pending else -1)
        if _of_house(state, src, seat, data):
            choose(state, seat, src, state.cards[src], "kill", data=data)
            return
    if destroyed < 2:
        destroy(state, src)


def _of_house(state: State, src: int, seat: Seat, data: int) -> list[int]:
    house = card_of(state, _unpack(data)[1]).house
    return [c for c in creatures(state) + artifacts(state) if is_house(state, c, house)]


def _ckm_kill(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    destroyed, _, rest = _unpack(data)
    destroy(state, target)
    _ckm_next(state, src, seat, [rest] if rest >= 0 else [], destroyed + 1)


def _spangler(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    leave_play(state, target, Zone.PURGED)
    state.effects.append(Effect(EffectKind.HELD, seat, UNTIL_LEAVES, target, card=src))
    if state.inplay[src] is not None:
        take_control(state, src, opponent(seat))


def _tunneler(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    on_card(EffectKind.FLANK, state, seat, target)
    on_card(EffectKind.REAP_DRAW, state, seat, target)


# -- creatures --------------------------------------------------------------------------------

def _enemy_flank(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state, opponent(seat)) if on_flank(state, c)]


def _mindlock(state: State, src: int, seat: Seat, flank: int, target: int) -> None:
    if state.inplay[src] is not None:  # "until it leaves play": gone already, no control
        control_until(state, target, seat, src, left=flank == 0)


def _shark(state: State, src: int, seat: Seat) -> None:
    """Destroy an enemy and a friendly creature or artifact (each if able), then the discard."""
    step = "enemy" if enemy_in_play(state, src, seat, -1) else "friendly"
    if step == "friendly" and not friendly_in_play(state, src, seat, -1):
        _shark_discard(state, src, seat)
    else:
        choose(state, seat, src, state.cards[src], step)


def _shark_enemy(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    destroy(state, target)
    if friendly_in_play(state, src, seat, -1):
        choose(state, seat, src, state.cards[src], "friendly")
    else:
        _shark_discard(state, src, seat)


def _shark_friendly(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    destroy(state, target)
    _shark_discard(state, src, seat)


def _shark_discard(state: State, src: int, seat: Seat) -> None:
    p = state.players[seat]
    if not p.deck:
        return
    top = p.deck.pop(0)
    p.discard.append(top)
    if card_of(state, top).house is not House.LOGOS:
        _shark(state, src, seat)


def _mars_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state) if is_house(state, c, House.MARS)]


def _ozmo_pick(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    choose(state, seat, src, state.cards[src], "mode", data=target)


def _ozmo(state: State, src: int, seat: Seat, mode: int, target: int) -> None:
    if mode == 1:
        stun(state, target)
    else:
        heal(state, target, 3)


def _replicable(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """Creatures with a reap effect, not a Replicator: two would copy each other without end
    (an assumption, named in the summary)."""
    return [c for c in creatures(state) if state.cards[c] != state.cards[src]
            and trigger_tasks(state, seat, c, "reap")]


def _replicate(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    state.stack.extend(reversed(trigger_tasks(state, seat, target, "reap")))


def _therapy(state: State, src: int, seat: Seat) -> None:
    creature = holder(state, src)
    if creature is not None:
        stun(state, creature)
        state.inplay[creature].exhausted = True


def _rocket_boots(state: State, src: int, seat: Seat) -> None:
    """Ready it if this reap or fight is its first use of the turn: from keyforge-9 on every use
    counts, a stun removed or an Action: too, before the boots were attached too (KF-used);
    keyforge-8 counted the reaps and fights since the boots were on."""
    if state.inplay[src] is None:
        return
    if follows(state, 9):
        if used_times(state, src) == 1:
            state.inplay[src].exhausted = False
        return
    if card_effects(state, EffectKind.ONCE, src):
        return
    on_card(EffectKind.ONCE, state, seat, src)
    state.inplay[src].exhausted = False


def _sandals(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    swap_step(state, src, seat, target, data)
    on_card(EffectKind.USE_CARD, state, seat, target)


CARDS: dict[str, CardAbilities] = {
    "CotA-107": CardAbilities(
        "Bouncing Deathquark - Play: destroy an enemy creature and a friendly one; again as often as "
        "you like while both sides have a creature.", play=_deathquark,
        steps={"enemy": Target(enemy_creature, _quark_enemy, "choose an enemy creature to destroy"),
               "friendly": Target(friendly_creature, _quark_friendly, "choose a friendly creature to destroy")}),
    "CotA-112": CardAbilities(
        "Interdimensional Graft - Play: if the opponent forges a key on their next turn, they give you "
        "the Æmber they have left.", rules=("KF-lasting",),
        play=lambda state, src, seat: state.effects.append(
            Effect(EffectKind.GIVE_ON_FORGE, opponent(seat), state.turn + 1, 0))),
    "CotA-113": CardAbilities(
        "Knowledge is Power - Play: archive a card from hand, or gain 1 Æmber per card in your archives.",
        play=ask("mode"), steps={"mode": modes(_KNOWLEDGE, _knowledge),
               "archive": archive_from_hand()}),
    "CotA-117": CardAbilities(
        "Phase Shift - Play: this turn you may play one card that is not Logos.",
        play=_phase_shift, rules=("KF-use-other-house",)),
    "CotA-120": CardAbilities(
        "Remote Access - Play: use one of the opponent's artifacts as if it were yours.",
        play=ask("artifact"), rules=("KF-use-other-house",),
        steps={"artifact": Target(_their_artifact, _use_theirs, "choose an opponent's artifact to use")}),
    "CotA-125": CardAbilities(
        "Wild Wormhole - Play: play the top card of your deck.", play=_wormhole,
        rules=("KF-use-other-house", "KF-ability-plays")),
    "CotA-127": CardAbilities(
        "Chaos Portal - Action: name a house and reveal your top card; play it if it is of that house.",
        action=ask("house"), rules=("KF-use-other-house", "KF-ability-plays"),
        steps={"house": house_step(all_houses, _chaos_portal)}),
    "CotA-128": CardAbilities(
        "Crazy Killing Machine - Action: discard each player's top card; for each, destroy a creature or "
        "artifact of its house if able; unless two were destroyed, destroy the machine.",
        action=_killing_machine,
        steps={"kill": Target(_of_house, _ckm_kill, "choose a creature or artifact of the discarded card's house")}),
    "CotA-131": CardAbilities(
        "Pocket Universe - Æmber on it may be spent on keys; Action: move 1 Æmber from your pool onto it.",
        rules=("KF-bank", "KF-forge-cost"), key_bank=True, action=_pocket_universe,
        steps={BANK_STEP: one_of((POCKET_FORGE, lambda state, src, seat: forge_with_banks(state, seat)),
                                 prompt="you may forge a key with Æmber from Pocket Universe", optional=True)}),
    "CotA-132": CardAbilities(
        "Spangler Box - Action: purge a creature and give the opponent control of the box; the creatures "
        "it purged come back when it leaves play.", action=ask("purge"), rules=("KF-held", "KF-control"),
        steps={"purge": Target(any_creature, _spangler, "choose a creature to purge"),
               HOME_FLANK: home_flank_step()}),
    "CotA-133": CardAbilities(
        "Spectral Tunneler - Action: for the rest of the turn a creature counts as a flank creature and "
        "has \"Reap: draw a card\".", action=ask("tunnel"),
        steps={"tunnel": Target(any_creature, _tunneler, "choose a creature")}),
    "CotA-143": CardAbilities(
        "Harland Mindlock - Play: take control of an enemy flank creature while Harland stays in play.",
        play=ask("steal"), rules=("KF-control",),
        steps={"steal": Target(_enemy_flank, lambda state, src, seat, t, data: choose(
                   state, seat, src, state.cards[src], "flank", data=t), "choose an enemy flank creature"),
               "flank": flank_step(_mindlock, "choose the flank it goes to"),
               HOME_FLANK: home_flank_step()}),
    "CotA-146": CardAbilities(
        "Neutron Shark - Play/Fight/Reap: destroy an enemy and a friendly creature or artifact, discard "
        "your top card, and repeat while the discarded card is not Logos.",
        play=_shark, fight=_shark, reap=_shark,
        steps={"enemy": Target(enemy_in_play, _shark_enemy, "choose an enemy creature or artifact to destroy"),
               "friendly": Target(friendly_in_play, _shark_friendly,
                                  "choose a friendly creature or artifact to destroy")}),
    "CotA-148": CardAbilities(
        "Ozmo, Martianologist - elusive; Fight/Reap: heal 3 damage from a Mars creature or stun one.",
        fight=ask("mars"), reap=ask("mars"), rules=("KF-stun-1",),
        steps={"mars": Target(_mars_creature, _ozmo_pick, "choose a Mars creature"),
               "mode": modes(("heal 3", "stun"), _ozmo, "heal it 3 or stun it")}),
    "CotA-149": CardAbilities(
        "Psychic Bug - Play/Reap: look at the opponent's hand (information only: the state does not change)."),
    "CotA-150": CardAbilities(
        "Replicator - Reap: resolve another creature's Reap: abilities as if you controlled it (not "
        "another Replicator's, which would loop).",
        reap=ask("copy"),
        steps={"copy": Target(_replicable, _replicate, "choose another creature whose reap effect to use")}),
    "CotA-155": CardAbilities(
        "Vespilon Theorist - elusive; Reap: name a house and reveal your top card: of that house, archive "
        "it and gain 1 Æmber; else discard it.",
        reap=ask("house"), steps={"house": house_step(all_houses, _vespilon)}),
    "CotA-156": CardAbilities(
        "Veylan Analyst - each time you use an artifact, gain 1 Æmber.",
        after_use_artifact=lambda state, src, seat: gain(state, seat, 1)),
    "CotA-157": CardAbilities(
        "Experimental Therapy - upgrade: the creature belongs to every house; Play: stun and exhaust it.",
        play=_therapy, grant_all_houses=True, rules=("KF-house-of",)),
    "CotA-158": CardAbilities(
        "Rocket Boots - upgrade: Fight/Reap: the first time the creature is used in a turn, ready it.",
        fight=_rocket_boots, reap=_rocket_boots, rules=("KF-used",)),
    "CotA-159": CardAbilities(
        "Transposition Sandals - upgrade: Action: swap the creature with another friendly creature; you "
        "may use that one this turn.", rules=("KF-use-other-house",),
        action=lambda state, src, seat: choose(state, seat, src, SANDALS, "swap"),
        steps={"swap": Target(other_friendly, _sandals, "choose another friendly creature to swap with")}),
}

"""Shadows, the rest of the set: thieves that act out of turn and borrow the opponent's cards."""

from __future__ import annotations

from engine.kit import deck as deck_kit
from engine.events import Seat

from ..amber import gain
from ..leaving import leave_play
from ..control import control_from, take_control
from ..keywords import short_of_tolls
from ..forge import forge_with_banks
from ..state import Effect, EffectKind, State, Zone
from ..board import beneath, card_of, creatures, on_flank, opponent, put_beneath
from .. import tasks as T
from .base import BANK_STEP, CardAbilities, Target, choose
from .effects import gain_if_destroyed, sacrifice, use_now
from .steps import ask, damage_step, flank_step, one_of
from .targets import friendly_creature, own_hand

MASTERPLAN = "CotA-288"


def _hide(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    state.players[seat].hand.remove(target)
    put_beneath(state, src, target)


def _hand_if_in_play(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return own_hand(state, src, seat, data) if state.inplay[src] is not None else []


def _masterplan(state: State, src: int, seat: Seat) -> None:
    """Play the card beneath (a play now, from there), then the sacrifice."""
    state.stack.append(T.Ability(seat=seat, source=src, card=MASTERPLAN, trigger="after_play_now"))
    for c in beneath(state, src)[:1]:
        state.stack.append(T.PlayNow(seat=seat, card=c))


def _sacrifice_if_in_play(state: State, src: int, seat: Seat) -> None:
    if state.inplay[src] is not None:
        sacrifice(state, src)


def _spy(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    state.effects.append(Effect(EffectKind.USE_CARD, seat, state.turn, card=target))


def _their_artifact(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """The opponent's artifacts to use; none when the player cannot pay Tentacus' toll."""
    return [] if short_of_tolls(state, seat) else list(state.players[opponent(seat)].artifacts)


def _borrow(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    use_now(state, seat, target, theirs=True)


def _ruth(state: State, src: int, seat: Seat) -> None:
    if state.forged_on[seat] == state.turn:  # a key forged this turn, in any way
        choose(state, seat, src, state.cards[src], "grab")


def _enemy_flank(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state, opponent(seat)) if on_flank(state, c)]


def _grab(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    choose(state, seat, src, state.cards[src], "flank", data=target)


def _to_flank(state: State, src: int, seat: Seat, flank: int, target: int) -> None:
    take_control(state, target, seat, left=flank == 0)
    control_from(state, target, seat, target)  # no end: as long as the creature stays in play


def _their_artifact_taken(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    take_control(state, target, seat)


def _urchins(state: State, src: int, seat: Seat, data: int) -> list[int]:
    p = state.players[seat]
    return [c for c in p.battleline + p.discard if card_of(state, c).name == "Urchin"]


def _urchin_home(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    p = state.players[seat]
    if target in p.discard:
        p.discard.remove(target)
        p.hand.append(target)
    else:
        leave_play(state, target, Zone.HAND)


def _holding_amber(state: State, src: int, seat: Seat, data: int) -> list[int]:
    p = state.players[seat]
    return [c for c in p.battleline + p.artifacts if state.inplay[c].amber > 0]


def _fence(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    state.inplay[target].amber -= 1
    gain(state, seat, 1)


def _stash(state: State, src: int, seat: Seat) -> None:
    if state.players[seat].amber:
        state.players[seat].amber -= 1
        state.inplay[src].amber += 1


def _treasure_map(state: State, src: int, seat: Seat) -> None:
    if state.plays <= 1:  # only the map itself was played this turn
        gain(state, seat, 3)
    state.effects.append(Effect(EffectKind.NO_PLAY, seat, state.turn))


SAFE_FORGE = "forge a key, spending Æmber on Safe Place"


def _evasion(state: State, src: int, seat: Seat, attacker: int) -> bool:
    """Evasion Sigil: the attacker's controller discards the top card of their deck; one of the
    active house stops the fight."""
    deck = state.players[seat].deck
    if not deck:
        return True
    top = deck_kit.look(state.table, deck, 0, seat)
    deck.pop(0)
    state.players[state.owner[top]].discard.append(top)
    return card_of(state, top).house != state.house



CARDS: dict[str, CardAbilities] = {
    MASTERPLAN: CardAbilities("Masterplan - Play: put a card from your hand face down beneath it; Omni: play "
                              "that card, then sacrifice Masterplan.", rules=("KF-beneath", "KF-use-other-house", "KF-ability-plays",
                                                                              "KF-sacrifice"),
                              play=ask("hide"), omni=_masterplan, after_play_now=_sacrifice_if_in_play,
                              steps={"hide": Target(_hand_if_in_play, _hide,
                                                    "choose a card from your hand to put face down beneath it")}),
    "CotA-302": CardAbilities("Mack the Knife - elusive; usable as if of the active house; Action: 1 damage "
                              "to a creature, gain 1 Æmber if that destroys it.", rules=("KF-any-house",),
                              any_house=True, action=ask("hit"),
                              steps={"hit": damage_step(1, then=gain_if_destroyed)}),
    "CotA-299": CardAbilities("Deipno Spymaster - elusive; Omni: a friendly creature you choose may be used "
                              "this turn whatever its house.", rules=("KF-any-house", "KF-omni"),
                              omni=ask("spy"),
                              steps={"spy": Target(friendly_creature, _spy,
                                                   "choose a friendly creature you may use this turn")}),
    "CotA-305": CardAbilities("Nexus - elusive; Reap: use one of the opponent's artifacts as if it were yours.",
                              rules=("KF-use-now",), reap=ask("borrow"),
                              steps={"borrow": Target(_their_artifact, _borrow,
                                                      "choose an opponent's artifact to use")}),
    "CotA-312": CardAbilities("Smiling Ruth - elusive; Reap: if you forged a key this turn, take control of "
                              "an enemy flank creature.", rules=("KF-control",), reap=_ruth,
                              steps={"grab": Target(_enemy_flank, _grab, "choose an enemy flank creature to take"),
                                     "flank": flank_step(_to_flank, "choose the flank the creature goes to")}),
    "CotA-313": CardAbilities("Sneklifter - Play: take control of an enemy artifact; it counts as Shadows "
                              "if your deck lacks its house.", rules=("KF-control",), play=ask("lift"),
                              steps={"lift": Target(_their_artifact, _their_artifact_taken,
                                                    "choose an enemy artifact to take")}),
    "CotA-300": CardAbilities("Faygin - elusive; Reap: return an Urchin of yours from play or from your "
                              "discard pile to your hand.", reap=ask("urchin"),
                              steps={"urchin": Target(_urchins, _urchin_home,
                                                      "choose an Urchin in play or in your discard pile")}),
    "CotA-309": CardAbilities("Selwyn the Fence - Fight/Reap: move 1 Æmber from one of your cards in play to "
                              "your pool.", fight=ask("fence"), reap=ask("fence"),
                              steps={"fence": Target(_holding_amber, _fence,
                                                     "choose one of your cards holding Æmber")}),
    "CotA-289": CardAbilities("Safe Place - Æmber on it may be spent on keys; Action: move 1 Æmber from your "
                              "pool onto it.", rules=("KF-bank", "KF-forge-cost"), key_bank=True, action=_stash,
                              steps={BANK_STEP: one_of((SAFE_FORGE, lambda state, src, seat: forge_with_banks(state, seat)),
                                                       prompt="you may forge a key with Æmber from Safe Place",
                                                       optional=True)}),
    "CotA-295": CardAbilities("The Sting - you skip your forge step; you get the Æmber the opponent spends on "
                              "keys; Action: sacrifice it.", rules=("KF-forge-1", "KF-sacrifice"),
                              skips_forge=True, collects_keys=True,
                              action=lambda state, src, seat: sacrifice(state, src)),
    "CotA-284": CardAbilities("Treasure Map - Play: gain 3 Æmber if it is the first card you played this "
                              "turn; you cannot play cards for the rest of the turn.", rules=("KF-lasting",),
                              play=_treasure_map),
    "CotA-293": CardAbilities("Speed Sigil - the first creature played each turn enters play ready.",
                              rules=("KF-play-exhausted",), first_creature_ready=True),
    "CotA-285": CardAbilities("Customs Office - the opponent pays you 1 Æmber to play an artifact.",
                              rules=("KF-ability-play",), artifact_play_toll=1),
    "CotA-286": CardAbilities("Evasion Sigil - before any creature fights, its controller discards the top "
                              "card of their deck; one of the active house stops the fight.",
                              rules=("KF-fight-1",), before_any_fight=_evasion),
    "CotA-310": CardAbilities("Shadow Self - deals no fight damage; damage to its non-Specter neighbours is "
                              "dealt to it instead.", rules=("KF-replace", "KF-fight-2"),
                              no_fight_damage=True, takes_neighbor_damage=True),
}

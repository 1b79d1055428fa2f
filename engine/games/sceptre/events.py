"""Sceptre's decision events: one event per choice the rules ask of a player."""

from __future__ import annotations

from typing import Union

import msgspec

from engine.events import FRAMEWORK_EVENTS, CardRef, DecisionEvent
from engine.schema import described

PAID = ("the metals (\"gold\", \"silver\", \"copper\") of the hand Coins discarded to pay the "
        "card's Coin cost, highest first, where its player overpays (rule 18, from sceptre-8); "
        "left out, the least valuable Coins that pay it (SC-pay)")


class PlaceStarter(DecisionEvent, tag="place-starter", frozen=True):
    """Place the initial in-combat Champion from the hand (face down until the first turn)."""

    card: described(CardRef, "the Champion from the hand placed in combat")


class AttachCoin(DecisionEvent, tag="attach-coin", frozen=True):
    """Attach a Coin from the hand to a Champion: the once-per-turn Coin (rule 17), or an
    additional one an effect allows."""

    card: described(CardRef, "the Coin card from the hand, revealed as it is attached")
    target: described(CardRef, "the player's Champion (in combat or in the garrison) it goes on")


class PlaceChampion(DecisionEvent, tag="place-champion", frozen=True):
    """Place a Champion from the hand into the garrison, face down."""

    card: described(CardRef, "the Champion from the hand placed in the garrison")


class AttachSquire(DecisionEvent, tag="attach-squire", frozen=True):
    """Attach a Squire from the hand to a Champion (two at most), or in place of one of its
    Squires (rule 42)."""

    card: described(CardRef, "the Squire card from the hand")
    target: described(CardRef, "the player's Champion it is attached to")
    replace: described(CardRef | None, "a Squire on that Champion discarded to make room; null "
                       "when the Champion has room") = None
    face_up: described(bool | msgspec.UnsetType, "true: placed face up on a face-down Champion "
                       "(rule 10 lets its player choose, from sceptre-5); left out, it goes "
                       "face down there (on a face-up Champion it is face up anyway)") = msgspec.UNSET


class PlayEquipment(DecisionEvent, tag="play-equipment", frozen=True):
    """Play an Equipment card from the hand onto a Champion, its Coin cost paid first (rule 23);
    one in its slot already is discarded (rule 24)."""

    card: described(CardRef, "the Equipment card from the hand")
    target: described(CardRef, "the Champion (or a Squire, where the card allows it) equipped")
    paid: described(tuple[str, ...] | msgspec.UnsetType, PAID) = msgspec.UNSET


class PlayAction(DecisionEvent, tag="play-action", frozen=True):
    """Play an Action card from the hand, its Coin cost paid first (rule 22), with its target
    or its worded choice."""

    card: described(CardRef, "the Action card from the hand")
    target: described(CardRef | None, "the unit the Action affects, when it names one") = None
    choice: described(str, "the Action's worded choice, when it offers words rather than a "
                      "unit (then `target` is null); empty otherwise") = ""
    paid: described(tuple[str, ...] | msgspec.UnsetType, PAID) = msgspec.UNSET


class SetTrap(DecisionEvent, tag="set-trap", frozen=True):
    """Set a Trap card from the hand face down (three at most)."""

    card: described(CardRef, "the Trap card from the hand")
    replace: described(CardRef | None, "a set Trap of the player's discarded to make room; null "
                       "when fewer than three are set") = None


class PlayArena(DecisionEvent, tag="play-arena", frozen=True):
    """Play an Arena card from the hand: it replaces the Arena in play (rule 26)."""

    card: described(CardRef, "the Arena card from the hand")


class PlayGate(DecisionEvent, tag="play-gate", frozen=True):
    """Play a Gate card from the hand: the place an Exterior is attached to (rule 28)."""

    card: described(CardRef, "the Gate card from the hand")


class PlayExterior(DecisionEvent, tag="play-exterior", frozen=True):
    """Play an Exterior card from the hand onto the player's Gate, its Coin cost paid first
    (rule 27)."""

    card: described(CardRef, "the Exterior card from the hand")
    paid: described(tuple[str, ...] | msgspec.UnsetType, PAID) = msgspec.UNSET


class UseAbility(DecisionEvent, tag="use-ability", frozen=True):
    """Use a Champion's Ability (rule 34), with its target when it names one."""

    card: described(CardRef, "the Champion whose Ability is used")
    target: described(CardRef | None, "the card the Ability aims at, when it names one") = None


class Retreat(DecisionEvent, tag="retreat", frozen=True):
    """Announce a retreat of the in-combat Champion (rule 49)."""


class RetreatRollAgain(DecisionEvent, tag="retreat-roll", frozen=True):
    """Make (another) retreat roll."""


class Sacrifice(DecisionEvent, tag="sacrifice", frozen=True):
    """Discard a Squire of the retreating Champion for a sure retreat."""

    squire: described(CardRef, "the retreating Champion's Squire discarded")


class StopRetreat(DecisionEvent, tag="stop-retreat", frozen=True):
    """Stop this retreat attempt (after at least one roll)."""


class Attack(DecisionEvent, tag="attack", frozen=True):
    """Announce an attack of the in-combat Champion and its target (rule 30); attacking ends
    the turn."""

    attack: described(int, "which of the Champion's attacks: 0 the first (top), 1 the second")
    target: described(CardRef | None, "the unit attacked; null, with `slot`, for a face-down "
                      "garrisoned Champion") = None
    slot: described(int | None, "the garrison place (from 0) of a face-down target, which the "
                    "attacker cannot name") = None


class EndTurn(DecisionEvent, tag="end-turn", frozen=True):
    """End the turn without attacking (only when no attack is possible)."""


class BringIn(DecisionEvent, tag="bring-in", frozen=True):
    """Put a garrisoned Champion into combat."""

    card: described(CardRef, "the garrisoned Champion put into combat")


class MoveSquire(DecisionEvent, tag="move-squire", frozen=True):
    """Move a Squire of a killed Champion to a garrisoned Champion, or discard it (None)."""

    squire: described(CardRef, "the killed Champion's Squire")
    target: described(CardRef | None, "the garrisoned Champion it moves to; null to discard it") = None
    face_up: described(bool | msgspec.UnsetType, "true: a face-down Squire turns face up on the "
                       "face-down Champion it moves to (rule 10, from sceptre-5); left out, it "
                       "stays as it was (a face-up Squire stays face up anyway)") = msgspec.UNSET


class SpringTrap(DecisionEvent, tag="spring-trap", frozen=True):
    """Whether a Trap whose trigger happened takes effect; no is a missed trigger (rule 25)."""

    card: described(CardRef, "the player's set Trap whose trigger happened")
    trigger: described(bool, "true: the Trap takes effect; false: the trigger is missed and the "
                       "Trap discarded (rule 25)")


class SelectCoin(DecisionEvent, tag="select-coin", frozen=True):
    """After a search of the deck (Royal Levy, from sceptre-8), the Coin its player takes: the
    metal of one the search found (rule 18's lower "consolation" Coin only when no Gold was
    found), or None to take nothing (SC-search-blind)."""

    metal: described(str | None, "the metal of the Coin taken (\"gold\", \"silver\", "
                     "\"copper\"); null to take nothing") = None


SCEPTRE_EVENTS = (PlaceStarter, AttachCoin, PlaceChampion, AttachSquire, PlayEquipment,
                  PlayAction, SetTrap, PlayArena, PlayGate, PlayExterior, UseAbility, Retreat,
                  RetreatRollAgain, Sacrifice, StopRetreat, Attack, EndTurn, BringIn,
                  MoveSquire, SpringTrap, SelectCoin)

SceptreEvent = Union[FRAMEWORK_EVENTS + SCEPTRE_EVENTS]  # type: ignore[valid-type]

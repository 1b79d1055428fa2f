"""Sceptre's decision events: one event per choice the rules ask of a player."""

from __future__ import annotations

from typing import Union

import msgspec

from engine.events import FRAMEWORK_EVENTS, CardRef, DecisionEvent


class PlaceStarter(DecisionEvent, tag="place-starter", frozen=True):
    """Place the initial in-combat Champion from the hand (face down until the first turn)."""

    card: CardRef


class AttachCoin(DecisionEvent, tag="attach-coin", frozen=True):
    card: CardRef
    target: CardRef


class PlaceChampion(DecisionEvent, tag="place-champion", frozen=True):
    """Place a Champion from the hand into the garrison, face down."""

    card: CardRef


class AttachSquire(DecisionEvent, tag="attach-squire", frozen=True):
    card: CardRef
    target: CardRef
    replace: CardRef | None = None
    face_up: bool | msgspec.UnsetType = msgspec.UNSET
    """True: placed face up on a face-down Champion (rule 10 lets its player choose, from
    sceptre-5); left out, it goes face down there. On a face-up Champion it is face up anyway."""


class PlayEquipment(DecisionEvent, tag="play-equipment", frozen=True):
    card: CardRef
    target: CardRef
    paid: tuple[str, ...] | msgspec.UnsetType = msgspec.UNSET
    """The metals ("gold", "silver", "copper") of the hand Coins discarded to pay its Coin cost,
    highest first, where its player overpays (rule 18, from sceptre-8); left out, the least
    valuable Coins that pay it (SC-pay)."""


class PlayAction(DecisionEvent, tag="play-action", frozen=True):
    card: CardRef
    target: CardRef | None = None
    choice: str = ""
    paid: tuple[str, ...] | msgspec.UnsetType = msgspec.UNSET
    """The metals ("gold", "silver", "copper") of the hand Coins discarded to pay its Coin cost,
    highest first, where its player overpays (rule 18, from sceptre-8); left out, the least
    valuable Coins that pay it (SC-pay)."""


class SetTrap(DecisionEvent, tag="set-trap", frozen=True):
    card: CardRef
    replace: CardRef | None = None


class PlayArena(DecisionEvent, tag="play-arena", frozen=True):
    card: CardRef


class PlayGate(DecisionEvent, tag="play-gate", frozen=True):
    card: CardRef


class PlayExterior(DecisionEvent, tag="play-exterior", frozen=True):
    card: CardRef
    paid: tuple[str, ...] | msgspec.UnsetType = msgspec.UNSET
    """The metals ("gold", "silver", "copper") of the hand Coins discarded to pay its Coin cost,
    highest first, where its player overpays (rule 18, from sceptre-8); left out, the least
    valuable Coins that pay it (SC-pay)."""


class UseAbility(DecisionEvent, tag="use-ability", frozen=True):
    card: CardRef
    target: CardRef | None = None


class Retreat(DecisionEvent, tag="retreat", frozen=True):
    """Announce a retreat of the in-combat Champion (rule 49)."""


class RetreatRollAgain(DecisionEvent, tag="retreat-roll", frozen=True):
    """Make (another) retreat roll."""


class Sacrifice(DecisionEvent, tag="sacrifice", frozen=True):
    """Discard a Squire of the retreating Champion for a sure retreat."""

    squire: CardRef


class StopRetreat(DecisionEvent, tag="stop-retreat", frozen=True):
    """Stop this retreat attempt (after at least one roll)."""


class Attack(DecisionEvent, tag="attack", frozen=True):
    attack: int
    """0 for the first (top) attack, 1 for the second."""
    target: CardRef | None = None
    """The attacked unit; None with `slot` for a face-down garrisoned Champion."""
    slot: int | None = None
    """The garrison place (from 0) of a face-down target, which the attacker cannot name."""


class EndTurn(DecisionEvent, tag="end-turn", frozen=True):
    """End the turn without attacking (only when no attack is possible)."""


class BringIn(DecisionEvent, tag="bring-in", frozen=True):
    """Put a garrisoned Champion into combat."""

    card: CardRef


class MoveSquire(DecisionEvent, tag="move-squire", frozen=True):
    """Move a Squire of a killed Champion to a garrisoned Champion, or discard it (None)."""

    squire: CardRef
    target: CardRef | None = None
    face_up: bool | msgspec.UnsetType = msgspec.UNSET
    """True: a face-down Squire turns face up on the face-down Champion it moves to (rule 10,
    from sceptre-5); left out, it stays as it was. A face-up Squire stays face up anyway."""


class SpringTrap(DecisionEvent, tag="spring-trap", frozen=True):
    """Whether a Trap whose trigger happened takes effect; no is a missed trigger (rule 25)."""

    card: CardRef
    trigger: bool


class SelectCoin(DecisionEvent, tag="select-coin", frozen=True):
    """After a search of the deck (Royal Levy, from sceptre-8), the Coin its player takes: the
    metal of one the search found (rule 18's lower "consolation" Coin only when no Gold was
    found), or None to take nothing (SC-search-blind)."""

    metal: str | None = None


SCEPTRE_EVENTS = (PlaceStarter, AttachCoin, PlaceChampion, AttachSquire, PlayEquipment,
                  PlayAction, SetTrap, PlayArena, PlayGate, PlayExterior, UseAbility, Retreat,
                  RetreatRollAgain, Sacrifice, StopRetreat, Attack, EndTurn, BringIn,
                  MoveSquire, SpringTrap, SelectCoin)

SceptreEvent = Union[FRAMEWORK_EVENTS + SCEPTRE_EVENTS]  # type: ignore[valid-type]

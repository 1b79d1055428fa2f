"""The sweep's record of the states it found all alive, the one thing damage, destruction,
leaving and entering play and control share.

The destruction check (`damage.sweep`, KF-destroy-1) runs after nearly every event and
ability, and most find the creatures as the one before left them: the record (`SWEPT`) names
the state last found all alive, or the creatures dealt damage in it since. The sweep and
`damage.deal_damage` set it; whatever can make a creature die clears it (`may_die`, `entered`):
destruction, a card leaving or entering play, an upgrade coming off, a change of sides. Each
of those modules imports it from here, and none of them imports another for it.
"""

from __future__ import annotations

from .abilities.base import any_hook
from .cards import CARDS, CardType
from .state import State

_CREATURE = CardType.CREATURE


class Swept:
    """What the sweep keeps about the states it saw (one record, `SWEPT`; slots: the sweep
    reads it after every event, and a slot is read as fast as a module global)."""

    __slots__ = ("all_live", "hurt_in", "hurt")

    def __init__(self) -> None:
        self.all_live: State | None = None
        """The state whose last sweep found every creature alive, while nothing since could change
        that: then a sweep of it has nothing to do (the sweep runs after every event and ability, and
        most find the creatures as the one before left them).

        A sweep sets it only when each creature's power depends on nothing but its own record (damage,
        counters, poison), its upgrades' fixed bonuses and which side the creatures are on: no card
        in play that may lower power (`auras`, King of the Crag), no creature with a power rule of its
        own (Staunch Knight, Mushroom Man, Yxili Marauder, Tireless Crocag) or an upgrade whose bonus
        depends on its place (Shoulder Armor). The auras left (Banner of Battle, Round Table, Niffle
        Queen) give to friendly creatures by side and trait. It is cleared by everything that can then
        make a creature die: damage or poison dealt (`deal_damage`), one of those cards entering play
        (`entered`), an upgrade attached or taken off (`play.play_upgrade`, `discard_upgrade`), an
        aura's source leaving play (`leave_play`) and a change of sides (`take_control`). +1 power
        counters and healing only help; another card entering play is undamaged and lives, and
        another leaving changes no one's power.
        Never set at a table, whose snapshots put a state back in place. Kept outside the state,
        which a digest covers; a state new to the sweep (a position built by a test, a decoded copy,
        another match's) is looked at in full first."""
        self.hurt_in: State | None = None
        """The state that was `all_live` until damage was dealt to the creatures in `hurt`, while
        nothing else since could make a creature die: a sweep of it need look only at those (a fight
        or a damage ability hurts one or two creatures of a dozen). Set only from `all_live` (so never
        at a table) and cleared by everything that clears that (`may_die`, a sweep's own mark)."""
        self.hurt: list[int] = []
        """The creatures dealt damage in `hurt_in` since it was last found all alive (a new list each time)."""


SWEPT = Swept()
"""The one record: the sweep, damage and whatever may make a creature die read and set it."""


def may_die() -> None:
    """Something happened that can make a creature in play die: the next sweep looks at all."""
    SWEPT.all_live = SWEPT.hurt_in = None


def marks() -> tuple:
    """What the sweep keeps about the states it saw (for `put_marks`: trials on copies)."""
    return SWEPT.all_live, SWEPT.hurt_in, SWEPT.hurt


def put_marks(kept: tuple) -> None:
    SWEPT.all_live, SWEPT.hurt_in, SWEPT.hurt = kept


def copied_marks(kept: tuple, state: State, copy: State) -> tuple:
    """`kept` (as `marks` gave it) for `copy`, just decoded from `state`'s bytes (a trial of
    `order`): equal values, so what the sweep knew of `state` holds for `copy`; nothing when
    it knew nothing of `state`."""
    live, hurt_in, hurt = kept
    if live is state:
        return copy, None, hurt
    if hurt_in is state:
        return None, copy, list(hurt)  # (a list of its own: damage dealt to the copy adds to it)
    return None, None, hurt


def entered(state: State, inst: int) -> None:
    """A card entered play: only one that changes power (or has a power rule of its own, or
    no power) can make a creature die; any other enters undamaged, and lives (`Swept.all_live`)."""
    cid = state.cards[inst]
    if cid in CHANGES_SURVIVAL or cid in POWERLESS:
        may_die()


POWERLESS = frozenset(cid for cid, f in CARDS.items() if f.type is _CREATURE and f.power <= 0)
"""Creatures printed with no power (none in the set): an undamaged one dies at a sweep."""
CHANGES_SURVIVAL = any_hook("aura_power", "power_bonus", "dies_alone")
"""With `POWERLESS`, the cards whose entering play may make a creature die (`entered`)."""

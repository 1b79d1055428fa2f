"""Moving cards: drawing, Blood Cards, discarding, and Champions entering and leaving combat."""

from __future__ import annotations

from typing import Callable

from engine.kit.deck import look, seen

from .cards import Metal
from .state import Shuffle, Side, State, Unit, forget, reveal, reveal_unit, since, unit_on, win
from .stats import may_die

BLOOD_CARDS = 5


def unseen(state: State, seat: int) -> list[int]:
    """The cards of a seat that a table may not have seen: its deck and the Blood Cards set
    aside from it face down (SC-table-unseen: one pool, since nobody saw which went where)."""
    side = state.sides[seat]
    return side.deck + side.blood


def draw(state: State, seat: int) -> None:
    """Draw the top card; an empty deck does not lose (rule 29)."""
    side = state.sides[seat]
    if side.deck:
        if state.table:  # the dealer's deck is always known: no pool to gather for `look`
            look(state.table, side.deck, 0, seat, unseen(state, seat))
        side.hand.append(side.deck.pop(0))


def draw_blood(state: State, seat: int) -> None:
    """Collect a Blood Card into the hand (rules 1, SC-blood-hand); the fifth wins."""
    side = state.sides[seat]
    if side.blood:
        if state.table:  # as in `draw`
            look(state.table, side.blood, 0, seat, unseen(state, seat))
        side.hand.append(side.blood.pop(0))
    side.collected += 1
    # sceptre-7: the fifth wins, whatever is left to draw (a written position may list fewer
    # than its 5: SC-blood-short); before, an empty pile won at once
    if side.collected >= BLOOD_CARDS or (not side.blood and not since(state, 7)):
        win(state, seat, f"{state.players[seat]} collects all {BLOOD_CARDS} Blood Cards", "SC-1")


def searchable(state: State, seat: int) -> list[int]:
    """The cards a search of the deck may find (rule 18's Royal Levy): the deck; at a table
    also the Blood Cards set aside unseen, which nobody can tell from the deck
    (SC-table-search)."""
    side = state.sides[seat]
    return unseen(state, seat) if state.table and side.deck else side.deck


def search(state: State, seat: int, wanted: Callable[[int], bool]) -> int:
    """Take the first searchable card that `wanted` accepts out of the deck. At a table a
    Blood Card found this way trades identities with the deck's top card (both unseen cards
    of one shuffle), so the card found leaves the deck and the Blood Cards stay five."""
    side = state.sides[seat]
    card = next(c for c in searchable(state, seat) if wanted(c))
    if card not in side.deck:
        top = side.deck[0]
        ids = list(state.cards)  # a tuple (State.cards): the swap makes a new one
        ids[top], ids[card] = ids[card], ids[top]
        state.cards = tuple(ids)
        card = top
    side.deck.remove(card)
    seen(state.table, card)
    return card


def coin_choices(state: State, seat: int) -> list[str | None]:
    """What a search for a Gold Coin (Royal Levy) may take, by metal: the Gold if the search
    can find one; only without Gold a Silver or Copper it can find (rule 18's "consolation"),
    or nothing (None: "you may select", SC-search-blind; sceptre-6 had no None, and refused
    the play where the deck held no Coin). At a table from sceptre-8, whose player selects
    after searching a deck the engine cannot tell from the Blood Cards, any metal still unseen
    or none (SC-table-search)."""
    found = {state.card(c).metal for c in searchable(state, seat)} - {None}
    if state.table and since(state, 8):  # the table searched: any Coin it may hold, or none
        return [m.value for m in (Metal.GOLD, Metal.SILVER, Metal.COPPER) if m in found] + [None]
    if Metal.GOLD in found:
        return [Metal.GOLD.value]
    lower: list[str | None] = [m.value for m in (Metal.SILVER, Metal.COPPER) if m in found]
    if since(state, 7) and state.sides[seat].deck:
        lower.append(None)
    return lower


def take_coin(state: State, seat: int, metal: str | None) -> None:
    """The search's Coin of `metal` goes into the hand (None: none), from sceptre-9 shown there
    to both seats until it leaves it (SC-search-shown); the deck is shuffled all the same."""
    side = state.sides[seat]
    if metal is not None:
        coin = search(state, seat, lambda c: state.card(c).metal is not None
                      and state.card(c).metal.value == metal)
        side.hand.append(coin)
        if since(state, 9):  # named to both seats (SC-search-shown): both know it is in the hand
            reveal(state, coin)
    if len(side.deck) > 1:
        state.stack.append(Shuffle(seat=seat))


def discard(state: State, seat: int, *cards: int) -> None:
    """Cards go to their owner's discard pile, revealed (rule 19)."""
    for c in cards:
        forget(state, c)
        state.sides[state.owner[c]].discard.append(c)


def cure(unit: Unit) -> None:
    """Every Battle Condition ends (rule 48)."""
    unit.conditions = []
    unit.disarmed_until = 0
    unit.stuck = False


def to_garrison(state: State, seat: int) -> Unit:
    """The in-combat Champion moves to the garrison, cured, with all it carries (rules 48, 49)."""
    side = state.sides[seat]
    unit = side.combat
    assert unit is not None
    cure(unit)  # effects on this Champion alone (rule 21) go with it and expire in their time
    side.garrison.append(unit)
    side.combat = None
    return unit


def enter_combat(state: State, seat: int, card: int) -> Unit:
    """A garrisoned Champion enters combat, revealed with its cards (rules 10, 15)."""
    side = state.sides[seat]
    unit = unit_on(state, seat, card)  # in the garrison (no generator: a frame of its own)
    side.garrison.remove(unit)
    side.combat = unit
    if side.combat_mods:  # effects on the position in combat now apply to it
        may_die()
    reveal_unit(state, unit)
    return unit


def remove_unit(state: State, seat: int, unit: Unit) -> list[int]:
    """A killed Champion leaves the arena with its Coins and Equipment; its Squires are
    returned to be moved or discarded (rule 44)."""
    side: Side = state.sides[seat]
    if side.combat is unit:
        side.combat = None
    else:
        side.garrison.remove(unit)
    discard(state, seat, unit.card, *unit.coins, *unit.gear)
    squires = list(unit.squires)
    unit.squires = []
    return squires


def heal(unit: Unit, amount: int) -> None:
    unit.damage = max(0, unit.damage - amount)

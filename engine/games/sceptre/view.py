"""What a seat sees at the table (views and secrets) and one-line descriptions of events.

Hidden from a seat: every deck, every Blood Card (its own too, rule 6), the opponent's hand,
the opponent's face-down Champions and Squires and its Traps. Coins and Equipment are shown
when played (rules 17, 23), so they show even on a face-down Champion.
"""

from __future__ import annotations

from msgspec import UNSET

from engine.events import Dealt, Event, Genesis
from engine.protocol import Chance
from engine.kit import face
from engine.kit.deck import where
from engine.views import CardView, SeatView, View, ZoneView

from . import events as E
from .cards import CardType
from .coins import pay
from .flow import chance_or_over
from .state import DazedRoll, FirstRoll, State, Unit, since, units
from .stats import remaining, squire_stats, stats
from .words import FOUND

GAME_ID = "sceptre"


STUCK = "unable to act (failed Dazed roll)"
"""The tag of a Champion whose Dazed roll came up 10 or less: it can take no action this turn
(SC-47-dazed). The roll is public (the log names it), so even a face-down one shows it."""


def _sees(state: State, card: int, seat: int | None) -> bool:
    return seat is None or state.owner[card] == seat or card in state.revealed


def _plain(state: State, card: int, tags: list[str] | None = None) -> CardView:
    return CardView(id=card, name=state.name(card), tags=tags or [])


def _squire(state: State, sq: int, seat: int | None) -> CardView:
    if not _sees(state, sq, seat):
        return CardView(hidden=True, tags=["squire"])
    hp, dfn = squire_stats(state, sq)
    return _plain(state, sq, ["squire", f"HP {hp}", f"DEF {dfn}"])


def _unit(state: State, s: int, u: Unit, seat: int | None, in_combat: bool) -> CardView:
    attached = [_squire(state, sq, seat) for sq in u.squires]
    attached += [_plain(state, c, ["coin"]) for c in u.coins]
    attached += [_plain(state, c, ["equipment"]) for c in u.gear]
    if not _sees(state, u.card, seat):
        return CardView(hidden=True, tags=["champion", "face down", *([STUCK] if u.stuck else [])],
                        attached=attached)
    st = stats(state, s, u, in_combat)
    tags = [f"HP {remaining(st['hp'], u)}/{st['hp']}", f"DEF {st['dfn']}",
            f"SKL {st['skl']}", f"SPD {st['spd']}", *(c.value for c in u.conditions)]
    if u.stuck:  # the roll was made in public: a reviewer sees why it does nothing this turn
        tags.append(STUCK)
    if u.card not in state.revealed:
        tags.append("face down")
    return CardView(id=u.card, name=state.name(u.card), tags=tags, attached=attached)


def _pile(state: State, name: str, cards: list[int], shown: bool, public: bool = True) -> ZoneView:
    # at a table a card nobody has seen has no name yet, even for the omniscient reviewer
    luck = state.table
    views = [CardView(hidden=True) if not shown else _plain(state, c)
             if not (luck and luck.unseen(c)) else CardView(id=c, hidden=True) for c in cards]
    return ZoneView(name, views, count=len(cards), public=public)


def _hand(state: State, hand: list[int], mine: bool) -> ZoneView:
    """A hand: its player sees it; the other seat sees only the cards shown to it."""
    zone = _pile(state, "hand", hand, mine, public=False)
    if state.revealed and since(state, 9):
        for i, c in enumerate(hand):
            if c in state.revealed:
                zone.cards[i] = _plain(state, c, [FOUND])
    return zone


def view(state: State, seat: int | None) -> View:
    seats = []
    asides = set_aside(state)
    for s, side in enumerate(state.sides):
        mine = seat is None or seat == s
        zones = [
            _pile(state, "deck", side.deck, seat is None, public=False),
            _hand(state, side.hand, mine),
            _pile(state, "blood cards", side.blood, seat is None, public=False),
            ZoneView("combat", [_unit(state, s, side.combat, seat, True)] if side.combat else [],
                     count=1 if side.combat else 0),
            ZoneView("garrison", [_unit(state, s, u, seat, False) for u in side.garrison],
                     count=len(side.garrison)),
            ZoneView("traps", [_plain(state, t, ["trap"]) if _sees(state, t, seat)
                               else CardView(hidden=True, tags=["trap"]) for t in side.traps],
                     count=len(side.traps)),
            _pile(state, "gate and exterior", [c for c in (side.gate, side.exterior)
                                               if c is not None], True),
            _pile(state, "discard", side.discard, True),
        ]
        if state.arena is not None and state.owner[state.arena] == s:
            zones.append(_pile(state, "arena card", [state.arena], True))
        aside = asides[s]
        if aside:
            zones.append(ZoneView("set aside", [_squire(state, c, seat) for c in aside],
                                  count=len(aside)))
        seats.append(SeatView(seat=s, player=state.players[s], zones=zones,
                              stats={"blood_cards": side.collected}))
    return View(game=GAME_ID, turn=state.turn, active=state.active if state.turn else None,
                step=type(state.stack[-1]).__name__ if state.stack else "over", seats=seats,
                as_seat=seat, status=status(state))


def set_aside(state: State) -> list[list[int]]:
    """Each seat's cards in no zone of any side: the Squires of a killed Champion while their
    player chooses where each goes (SC-44), or for good when that kill ended the match. Shown
    so that a position lists every card of the match."""
    placed = {state.arena}
    for side in state.sides:  # any side's zones: a card is where it is, whoever owns it
        placed.update((*side.deck, *side.hand, *side.blood, *side.traps, *side.discard,
                       side.gate, side.exterior))
        for u in units(side):
            placed.update((u.card, *u.squires, *u.coins, *u.gear))
    out: list[list[int]] = [[] for _ in state.sides]
    for c, owner in enumerate(state.owner):
        if c not in placed:
            out[owner].append(c)
    return out


def status(state: State) -> str:
    if state.over:
        who = "a draw" if state.winner is None else f"{state.players[state.winner]} wins"
        return f"game over: {who} ({state.over})"
    return ""


def secrets(state: State, seat: int) -> set[int]:
    out: set[int] = set()
    asides = set_aside(state)
    for s, side in enumerate(state.sides):
        out.update(side.deck)
        out.update(side.blood)
        if s == seat:
            continue
        out.update(c for c in side.hand if c not in state.revealed)  # a searched Coin is shown
        out.update(side.traps)
        out.update(c for c in asides[s] if c not in state.revealed)
        for u in ([side.combat] if side.combat else []) + side.garrison:
            out.update(c for c in [u.card, *u.squires] if c not in state.revealed)
    return out


# -- describing events -------------------------------------------------------------------
def _who(state: State, seat: int) -> str:
    return state.players[seat] if 0 <= seat < len(state.players) else f"seat {seat}"


def _card(state: State, card: int | None) -> str:
    """A card's name, or what it is when face down (descriptions are read by both seats)."""
    if card is None or not 0 <= card < len(state.cards):
        return "nothing"
    if card in state.revealed or state.card(card).type not in (CardType.CHAMPION, CardType.SQUIRE):
        return state.name(card)
    return f"a face-down {state.card(card).type.value}"


def describe(state: State, event: Event) -> str:
    if isinstance(event, Genesis):
        return f"{' and '.join(event.players)} start a match of Sceptre"
    if isinstance(event, Dealt):
        return _dealt(state, event)
    p = _who(state, event.seat)
    text = _DESCRIBE.get(type(event))
    return text(state, event, p) if text else f"{p}: {type(event).__name__}"


def _dealt(state: State, event: Dealt) -> str:
    showing = state.table.showing if state.table else None
    if showing is not None and isinstance(event.outcome, int) \
            and 0 <= event.outcome < len(showing.cards):
        pile = "Blood Cards" if showing.holder in state.sides[showing.seat].blood else "deck"
        return (f"the table shows {state.name(showing.cards[event.outcome])}: the "
                f"{where(showing)} of {_who(state, showing.seat)}'s {pile}")
    if isinstance(event.outcome, int):
        return (f"{'the table' if state.table else 'the dealer'} rolls a d20"
                f"{_roll_for(state)}: {face(event.outcome)}{_dazed_outcome(state, event.outcome)}")
    return "the dealer shuffles a deck"


def _roll_for(state: State) -> str:
    """What the due d20 is rolled for and whose roll it is (the task that asked for it), so a
    log reads "for Ann's attack roll" rather than a bare number."""
    task = state.stack[-1] if state.stack else None
    chance = chance_or_over(state)
    why = chance.why if type(chance) is Chance and chance.kind == "d20" else ""
    if not why or task is None:
        return ""
    if type(task) is FirstRoll:  # each player rolls in turn, seat 0 first
        return f" for {_who(state, len(task.rolls))}, to see {why}"
    if type(task) is DazedRoll:  # for the first Dazed Champion of the queue, by its player
        card = task.queue[0]
        named = _card(state, card).removeprefix("a ")  # "Bo's face-down champion", not "'s a"
        return f" for the {why.removeprefix('a ')} of {_who(state, state.owner[card])}'s {named}"
    return f" for {_who(state, task.seat)}'s {why.removeprefix('the ').removeprefix('a ').removeprefix('an ')}"


def _dazed_outcome(state: State, outcome: int) -> str:
    """What a Dazed roll's face does (SC-47-dazed), so a reviewer reads the result, not only the
    number: 10 or less, no action this turn; 11 or more, cured."""
    task = state.stack[-1] if state.stack else None
    if type(task) is not DazedRoll or chance_or_over(state) is None:
        return ""
    if face(outcome) >= 11:
        return " (11 or more: cured of Daze)"
    return " (10 or less: it can take no action this turn)"


def _attack(state: State, ev: E.Attack, p: str) -> str:
    unit = state.sides[ev.seat].combat
    if unit is None:
        return f"{p} attacks"
    name = state.card(unit.card).attacks[ev.attack].name if ev.attack in (0, 1) else "?"
    target = _card(state, ev.target) if ev.slot is None else \
        f"the face-down Champion in garrison place {ev.slot + 1}"
    return f"{p}'s {state.name(unit.card)} attacks {target} with {name}"


def _squire_named(state: State, ev: E.AttachSquire) -> str:
    """The attached Squire by name when it goes on face up (on a face-up Champion, or by its
    player's choice: rule 10), else "a Squire" (a face-down one is not named to the table)."""
    face_up = ev.face_up is True or ev.target in state.revealed
    if face_up and 0 <= ev.card < len(state.cards):
        return state.name(ev.card)
    return "a Squire"


def _found_nothing(state: State, ev: E.PlayAction) -> str:
    """Royal Levy played without a metal chosen: up to sceptre-7 its search takes no Coin;
    from sceptre-8 the Coin is selected after the search (SC-search-blind)."""
    known = 0 <= ev.card < len(state.cards)
    if not known or state.cards[ev.card] != "royal-levy":
        return ""
    return ", searching the deck" if since(state, 8) else " (takes no Coin)"


def _paid(state: State, ev) -> str:
    """The Coins that pay a card's cost, discarded and so shown (rule 19): those its player
    chose to overpay with (rule 18, sceptre-8), else the least valuable (SC-pay), so the
    options tell the plain play from an overpaid one."""
    if ev.paid is UNSET:
        if not 0 <= ev.card < len(state.cards):
            return ""
        metals = [state.card(c).metal.value for c in pay(state, ev.seat, ev.card) or []]
    else:
        metals = [str(m) for m in ev.paid]
    if not metals:
        return ""
    return f", paying with {' and '.join(f'a {m.capitalize()} Coin' for m in metals)}"


def _selected(state: State, ev: E.SelectCoin, p: str) -> str:
    """The Coin a search takes is named to both seats (SC-search-shown)."""
    if ev.metal is None:
        return f"{p}'s search takes no Coin"
    return f"{p}'s search takes a {str(ev.metal).capitalize()} Coin into the hand"


_DESCRIBE = {
    E.PlaceStarter: lambda st, ev, p: f"{p} places a Champion into combat, face down",
    E.AttachCoin: lambda st, ev, p: f"{p} attaches {_card(st, ev.card)} to {_card(st, ev.target)}",
    E.PlaceChampion: lambda st, ev, p: f"{p} places a Champion into the garrison, face down",
    E.AttachSquire: lambda st, ev, p: f"{p} attaches {_squire_named(st, ev)} to {_card(st, ev.target)}"
    + ("" if ev.replace is None else f", replacing {_card(st, ev.replace)}")
    + (", face up" if ev.face_up is True else ""),
    E.PlayEquipment: lambda st, ev, p: f"{p} equips {_card(st, ev.card)} on {_card(st, ev.target)}"
    + _paid(st, ev),
    E.PlayAction: lambda st, ev, p: f"{p} plays {_card(st, ev.card)}"
    + (f" ({ev.choice})" if ev.choice else _found_nothing(st, ev) if ev.target is None
       else f" on {_card(st, ev.target)}") + _paid(st, ev),
    E.SetTrap: lambda st, ev, p: f"{p} sets a Trap face down"
    + ("" if ev.replace is None else ", replacing one (discarded without triggering)"),
    E.PlayArena: lambda st, ev, p: f"{p} plays the Arena card {_card(st, ev.card)}",
    E.PlayGate: lambda st, ev, p: f"{p} plays the Gate {_card(st, ev.card)}",
    E.PlayExterior: lambda st, ev, p: f"{p} plays the Exterior {_card(st, ev.card)}" + _paid(st, ev),
    E.UseAbility: lambda st, ev, p: f"{p} uses the Ability of {st.name(ev.card)}",
    E.Retreat: lambda st, ev, p: f"{p} announces a retreat",
    E.RetreatRollAgain: lambda st, ev, p: f"{p} rolls for the retreat",
    E.Sacrifice: lambda st, ev, p: f"{p} sacrifices {_card(st, ev.squire)} for a sure retreat",
    E.StopRetreat: lambda st, ev, p: f"{p} stops the retreat attempt",
    E.Attack: _attack,
    E.EndTurn: lambda st, ev, p: f"{p} ends the turn without attacking",
    E.BringIn: lambda st, ev, p: f"{p} puts {st.name(ev.card)} into combat",
    E.MoveSquire: lambda st, ev, p: f"{p} moves {_card(st, ev.squire)} to {_card(st, ev.target)}"
    + (", face up" if ev.face_up is True else "")
    if ev.target is not None else f"{p} discards {_card(st, ev.squire)}",
    E.SelectCoin: _selected,
    E.SpringTrap: lambda st, ev, p: f"{p}'s Trap {st.name(ev.card)} triggers" if ev.trigger
    else f"{p} lets the Trap {st.name(ev.card)} go (a missed trigger: discarded)",
}


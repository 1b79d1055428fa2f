"""What a seat may see (views and secrets) and one-line descriptions of events."""

from __future__ import annotations

from typing import Callable

from engine.kit import deck as deck_kit
from engine.events import Dealt, Event, Genesis, Reseed, SeedReveal
from engine.games.ardent_reapers import abilities, flow, keywords, legality, zones
from engine.games.ardent_reapers.abilities import ASKS, choice
from engine.games.ardent_reapers.cards import CardType
from engine.games.ardent_reapers.events import (Choose, Discard, EndStep, Fight, Harvest,
                                                PlayCard)
from engine.games.ardent_reapers.state import (AskTask, Card, End, NeedKind, PlayFromDeckTask,
                                               Skill, State,
                                               TriggersTask, Zone)
from engine.protocol import IllegalEvent
from engine.views import CardView, SeatView, View, ZoneView

GAME_ID = "ardent-reapers"


def _facts_tags(state: State, card: Card) -> list[str]:
    f = zones.facts_of(state, card)
    tags = [f.type.value]
    if f.type is CardType.CREATURE:
        tags.append(f"power {keywords.power(state, card)}")
    tags.extend(keywords.tags(state, card))
    tags.append(f"{f.vp} VP")
    return tags


def _card(state: State, card: Card, seat: int | None, controller: int | None = None) -> CardView:
    tags = _facts_tags(state, card)
    cs = state.card_state[card]
    if cs is not None:
        tags.insert(0, cs.value)
    if controller is not None and state.owner[card] != controller:
        tags.append(f"owned by {state.players[state.owner[card]]}")
    under = state.stash[card]
    attached: list[CardView] = []
    if under:
        sees = seat is None or seat == controller
        attached = [_card(state, c, seat) if sees else CardView(hidden=True, tags=["stashed"])
                    for c in under]
    return CardView(id=card, name=zones.name(state, card), tags=tags, attached=attached)


def _deck_card(state: State, card: int) -> CardView:
    """A deck card for the omniscient view; at a table, tagged "unseen" until shown."""
    shown = _card(state, card, None)
    if state.table:
        shown.tags = [*shown.tags, *deck_kit.tags(state.table, card)]
    return shown


def view(state: State, seat: int | None) -> View:
    seats = []
    shown = choice.shown(state)  # a hand an ability revealed, while its choice waits
    for s, ss in enumerate(state.seats):
        zs: list[ZoneView] = []
        if seat is None:
            zs.append(ZoneView(Zone.DECK.value, [_deck_card(state, c) for c in ss.deck],
                               count=len(ss.deck), public=False))
        else:  # nobody knows the order of a deck, not even its owner
            zs.append(ZoneView(Zone.DECK.value, [CardView(hidden=True) for _ in ss.deck],
                               count=len(ss.deck), public=False))
        hand = [_card(state, c, seat)
                if seat is None or seat == s or (s == state.active and c in state.revealed)
                or (shown is not None and shown[0] == s)
                else CardView(hidden=True) for c in ss.hand]
        zs.append(ZoneView(Zone.HAND.value, hand, count=len(ss.hand), public=False))
        for zone in (Zone.DISCARD, Zone.BATTLE_LINE, Zone.RELICS, Zone.SCORE_PILE):
            cards = ss.zone(zone)
            ctl = s if zone in (Zone.BATTLE_LINE, Zone.RELICS) else None
            zs.append(ZoneView(zone.value, [_card(state, c, seat, ctl) for c in cards],
                               count=len(cards)))
        if s == state.active and state.resolving:
            zs.append(ZoneView("resolving", [_card(state, c, seat) for c in state.resolving],
                               count=len(state.resolving)))
        seats.append(SeatView(seat=s, player=state.players[s], zones=zs,
                              stats={"score": zones.score(state, s)}))
    return View(game=GAME_ID, turn=state.turn, active=state.active if state.first is not None else None,
                step=state.step.value, seats=seats, as_seat=seat, status=status(state),
                notes=notes(state))


def status(state: State) -> str:
    if state.result is not None:
        r = state.result
        who = "a draw" if r.winner is None else f"{state.players[r.winner]} wins"
        return f"game over: {who} ({r.reason})"
    need = state.need
    if need is None:
        return ""
    if need.kind is NeedKind.MAIN:
        return f"{state.players[need.seat]} to use, play or discard cards"
    if need.kind is NeedKind.CHOOSE:
        return f"{state.players[need.seat]} to choose: {need.why}"
    return f"the dealer draws: {need.why}"


def notes(state: State) -> list[str]:
    out = []
    if state.revealed:
        names = _names(state, state.revealed)
        out.append(f"{state.players[state.active]} revealed their hand ({names}): no card can be played")
    shown = choice.shown(state)
    if shown is not None and shown[1]:
        out.append(f"{state.players[shown[0]]} revealed their hand ({_names(state, shown[1])}) "
                   f"to {choice.prompt_source(state)}")
    for e in state.effects:
        out.append(f"{state.players[e.seat]} {e.kind.value} during turn {e.turn} [{e.rule}]")
    return out


def secrets(state: State, seat: int) -> set[int]:
    """Every deck card, the opponent's hand (unless revealed), stashes under others' cards."""
    out: set[int] = set()
    for s, ss in enumerate(state.seats):
        out.update(ss.deck)
    top = state.stack[-1] if state.stack else None
    if isinstance(top, PlayFromDeckTask) and top.card is not None:
        out.discard(top.card)  # a card being played from the deck is shown to both seats
    for s, ss in enumerate(state.seats):
        if s != seat:
            shown = choice.shown(state)
            out.update(c for c in ss.hand if not (s == state.active and c in state.revealed)
                       and not (shown is not None and shown[0] == s))
            for host in ss.battle_line + ss.relics:
                out.update(state.stash[host])
    return out


# -- describing events -------------------------------------------------------------------
def _name(state: State, card: object) -> str:
    if isinstance(card, int) and 0 <= card < len(state.cards):
        return zones.name(state, card)
    return f"card #{card}"


def _names(state: State, cards: list[int]) -> str:
    names = [_name(state, c) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _player(state: State, seat: int) -> str:
    return state.players[seat] if 0 <= seat < len(state.players) else f"seat {seat}"


def describe(state: State, event: Event) -> str:
    if isinstance(event, Genesis):
        return f"{' and '.join(event.players)} start a match of Ardent Reapers"
    if isinstance(event, Reseed):
        return "the dealer takes fresh luck"
    if isinstance(event, SeedReveal):
        return "the dealer reveals the seed"
    if isinstance(event, Dealt):
        return _describe_dealt(state, event)
    p = _player(state, event.seat)
    if isinstance(event, PlayCard):
        f = zones.facts_of(state, event.card) if 0 <= event.card < len(state.cards) else None
        name = _name(state, event.card)
        if f is not None and f.type is CardType.RELIC:
            return f"{p} plays {name} behind the battle line"
        if f is not None and f.type is CardType.ACTION:
            return f"{p} plays the action {name}"
        end = "left" if event.end is End.LEFT else "right"
        return f"{p} plays {name} to the {end} end of the battle line"
    if isinstance(event, Fight):
        targets = _names(state, event.targets) if event.targets else "nothing"
        if event.skill is Skill.TEAM_UP:
            return f"{p}'s {_names(state, event.attackers)} team up to fight {targets}"
        attackers = _names(state, event.attackers) if event.attackers else "nothing"
        if event.skill is Skill.SNEAK:
            return f"{p}'s {attackers} (Sneak {event.sneak}) fights {targets}"
        if event.skill is Skill.BEAR_HUG:
            return f"{p}'s {attackers} (Bear Hug) fights {targets}"
        return f"{p}'s {attackers} fights {targets}"
    if isinstance(event, Harvest):
        return f"{p} harvests {_name(state, event.card)}"
    if isinstance(event, Discard):
        return f"{p} discards {_name(state, event.card)}"
    if isinstance(event, EndStep):
        return f"{p} ends the Use, Play, or Discard Cards step"
    if isinstance(event, Choose):
        task = state.stack[-1] if state.stack else None
        if isinstance(task, AskTask):
            return choice.describe(state, task, event, p)
        what = "nothing" if event.card is None else _name(state, event.card)
        if isinstance(task, TriggersTask):
            return f"{p} chooses {what} (the next ability of a card that left play to resolve)"
        return f"{p} chooses {what} (the next Bonus: to resolve)"
    return type(event).__name__


def shown_by(state: State, event: Event,
             clone: Callable[[State], State] | None = None) -> tuple[tuple[int, ...], str] | None:
    """What a recorded event shows, read against the state before it, and to which seats:
    a hand an ability has its player reveal to the opponent, every card of it, those that
    stay in it too (AR-reveal-hand). The answer of an ask that reveals a hand once given
    (`Ask.answer_reveals`: Pinpoint's number, AR-card-pinpoint); the ask of an ability that
    reveals a hand as it comes up (`Ability.reveals_hand`, `Ask.reveals`: The Auditor's Play:,
    AR-card-the-auditor, Droven Jeb's Bonus:, AR-card-droven-jeb) when the event brings it up,
    seen by folding the event on a copy (`clone`) task by task until the ask's choices are
    worked out: the hand is the one it holds then (a Bash discard or a draw before it counts),
    whether the choice is then asked (a tie: the view shows the hand while it waits) or not.
    Which cards reveal is data of their abilities: this module names none. At a table too,
    where the event that brings the ability up may be the card the table shows (a draw before
    it waited for it); under dealer luck it may be a shuffle dealt. Not part of `describe`,
    whose words also name the options before anything is shown."""
    task = state.stack[-1] if state.stack else None
    if isinstance(event, Choose) and isinstance(task, AskTask):
        ask = ASKS.get(task.key)
        if (ask is not None and ask.answer_reveals is not None
                and getattr(event, ask.kind) is not None):
            return _reveals(state, ask.answer_reveals(state, task))
    if clone is not None and isinstance(event, _MAY_REVEAL) and _revealer_at_hand(state):
        return _revealed_within(clone(state), event)
    return None


_MAY_REVEAL = (PlayCard, Fight, Harvest, Choose, Dealt)
"""The events that can bring up a Play: or Bonus: ability (a Choose: the next Bonus: or leave
ability to resolve, or an answer after which the rest of the ability runs; a Dealt: a shuffle
or a card shown at a table that lets a task waiting for it finish, and the work after it run)."""


def _revealer_at_hand(state: State) -> bool:
    """Whether a card whose ability reveals a hand (`Ability.reveals_hand`: The Auditor, Droven
    Jeb) could resolve it: in a hand, a deck (played from it by Bamphf or Deep Carl), in play
    or being resolved. A cheap test before folding a copy."""
    by_id, ids = abilities.BY_ID, state.cards  # (read now: a test may give a card an ability)

    def reveals(c: Card) -> bool:
        a = by_id.get(ids[c])
        return a is not None and a.reveals_hand

    for ss in state.seats:
        for zone in (ss.hand, ss.deck, ss.battle_line):
            if any(reveals(c) for c in zone):
                return True
    return any(reveals(c) for c in state.resolving)


def _revealed_within(state: State, event: Event) -> tuple[tuple[int, ...], str] | None:
    """Fold `event` into `state` (a copy) as `flow.advance` does, task by task, stopping where an
    ask that reveals a hand comes up (its choices not yet worked out): that hand, revealed. None
    when the event waits before any such ask comes up, or is illegal. At a table (table luck)
    as `deck_kit.fold_at_table` folds it: a card shown goes to its place and the work that
    waited for it resumes; a task (or the event) looking at a card the table has not shown
    yet stops the fold there (the event that shows the card tells the hand then)."""
    showing = state.table.showing if state.table else None
    try:
        if showing is not None:
            deck_kit.check_shown(showing, event)
        else:
            legality.check(state, event)
    except IllegalEvent:
        return None  # (a story tells recorded events, all legal; a caller may ask of any)
    found: list = []  # the revealing ask where the work stopped, or None

    def run(s: State) -> None:
        found.append(flow.run_until(s, _revealing_ask))

    def fold_in(s: State, ev: Event) -> None:
        if flow.APPLY[type(ev)](s, ev) is None:  # else the event itself waits: no task runs
            run(s)

    try:
        if state.table:  # a card shown is placed, and what waited resumes, as a match does it
            flow.at_table(state, event, fold_in, run)
        else:
            fold_in(state, event)
    except deck_kit.Unseen:
        return None  # the table shows a card first: a later event brings the ability up
    top = found[-1] if found else None
    if top is None:
        return None  # something else waits first (a later event brings the ability up)
    return _reveals(state, ASKS[top.key].reveals(state, top)[0])


def _revealing_ask(task) -> bool:
    """An ask that reveals a hand, coming up (its choices not yet worked out)."""
    if type(task) is not AskTask or task.choices is not None:
        return False
    ask = ASKS.get(task.key)
    return ask is not None and ask.reveals is not None


def _reveals(state: State, seat: int) -> tuple[tuple[int, ...], str]:
    """`seat`'s hand revealed to its opponent (both players then know it)."""
    hand = state.seats[seat].hand
    if not hand:
        return (0, 1), f"{_player(state, seat)} reveals an empty hand"
    return (0, 1), f"{_player(state, seat)} reveals their hand: {_names(state, hand)}"


def _describe_dealt(state: State, event: Dealt) -> str:
    showing = state.table.showing if state.table else None
    if showing is not None and isinstance(event.outcome, int) and 0 <= event.outcome < len(showing.cards):
        return (f"the table shows {_name(state, showing.cards[event.outcome])}: the "
                f"{deck_kit.where(showing)} of {_player(state, showing.seat)}'s deck")
    need = state.need
    if need is None:
        return f"the dealer draws a {event.kind}"
    who = _player(state, need.seat)
    if need.kind is NeedKind.SHUFFLE:
        if need.rule == "AR-draw-reshuffle":
            return f"the dealer shuffles {who}'s discard pile into a new deck"
        task = state.stack[-1] if state.stack else None
        if getattr(task, "top", 0):
            return f"the dealer shuffles the {need.size} cards on top of {who}'s deck"
        return f"the dealer shuffles {who}'s deck"
    dealer = "the table" if state.table else "the dealer"
    if need.kind is NeedKind.COIN and isinstance(event.outcome, int):
        return f"{dealer} flips a coin: {_player(state, event.outcome)} goes first"
    if need.kind is NeedKind.RANDOM_CARD and isinstance(event.outcome, int):
        hand = state.seats[need.seat].hand
        pick = _name(state, hand[event.outcome]) if 0 <= event.outcome < len(hand) else "?"
        return f"{dealer} picks {pick} at random from {who}'s hand"
    return f"the dealer draws a {event.kind}"

"""What a seat may see, the secrets it may not, and one-line descriptions of events.

Decks are hidden from both seats (counts only) and shown, top first, to an omniscient
reviewer; a hand, archives and cards face down beneath a card in play (Masterplan) are seen by their
owner only; everything else in play, an action card being played, discard piles and purged
cards are public.
"""

from __future__ import annotations

from engine.kit import deck as deck_kit
from engine.events import Dealt, Event, Seat
from engine.views import CardView, SeatView, View, ZoneView

from .cards import CARDS, House, Keyword
from .events import (ChooseHouse, Choose, ChooseOption, Decline, Discard, EndStep, Fight, Mulligan,
                     PlayCard, PlayUpgrade, Reap, RemoveStun, ResolveFirst, UseAction, UseOmni)
from .keywords import armor, key_cost, keywords, power
from .state import Flank, State
from .board import beneath, name_of
from . import tasks as T


def _card(state: State, inst: int) -> CardView:
    return CardView(id=inst, name=name_of(state, inst))


def _deck_card(state: State, inst: int) -> CardView:
    """A deck card for the omniscient view; at a table, tagged "unseen" until shown."""
    return CardView(id=inst, name=name_of(state, inst), tags=deck_kit.tags(state.table, inst))


def _beneath(state: State, inst: int, seat: Seat | None) -> list[CardView]:
    """The cards face down beneath `inst`: named to their owner and an omniscient reviewer."""
    return [CardView(id=c, name=name_of(state, c), tags=["face down"])
            if seat is None or state.owner[c] == seat else CardView(hidden=True)
            for c in beneath(state, inst)]


def _in_play(state: State, inst: int, creature: bool, seat: Seat | None = None) -> CardView:
    ip = state.inplay[inst]
    tags = ["exhausted" if ip.exhausted else "ready"]
    if creature:
        tags.append(f"power {power(state, inst)}")
        if ip.stunned:
            tags.append("stunned")
        if ip.damage:
            tags.append(f"damage {ip.damage}")
        a = armor(state, inst)
        if a:
            tags.append(f"armor {max(0, a - ip.armor_used)}")
        if ip.amber:
            tags.append(f"captured {ip.amber} Æmber")
        for kw, v in sorted(keywords(state, inst).items(), key=lambda kv: kv[0].value):
            tags.append(f"{kw.value} {v}" if kw in (Keyword.ASSAULT, Keyword.HAZARDOUS) else kw.value)
    return CardView(id=inst, name=name_of(state, inst), tags=tags,
                    attached=[_card(state, u) for u in ip.upgrades] + _beneath(state, inst, seat))


def _hidden(n: int) -> list[CardView]:
    return [CardView(hidden=True) for _ in range(n)]


def view(state: State, seat: Seat | None, game_id: str = "keyforge") -> View:
    seats = []
    for s, p in enumerate(state.players):
        mine = seat is None or seat == s
        zones = [
            ZoneView(name="deck", count=len(p.deck), public=False,
                     cards=[_deck_card(state, c) for c in p.deck] if seat is None else _hidden(len(p.deck))),
            ZoneView(name="hand", count=len(p.hand), public=False,
                     cards=[_card(state, c) for c in p.hand] if mine else _hidden(len(p.hand))),
            ZoneView(name="archives", count=len(p.archives), public=False,
                     cards=[_card(state, c) for c in p.archives] if mine else _hidden(len(p.archives))),
            ZoneView(name="battleline", count=len(p.battleline),
                     cards=[_in_play(state, c, True, seat) for c in p.battleline]),
            ZoneView(name="artifacts", count=len(p.artifacts),
                     cards=[_in_play(state, c, False, seat) for c in p.artifacts]),
            ZoneView(name="discard", count=len(p.discard), cards=[_card(state, c) for c in p.discard]),
            ZoneView(name="purged", count=len(p.purged), cards=[_card(state, c) for c in p.purged]),
        ]
        if p.resolving:  # an action card being played, until it goes to the discard pile
            zones.append(ZoneView(name="resolving", count=len(p.resolving),
                                  cards=[_card(state, c) for c in p.resolving]))
        stats: dict[str, int | str] = {
            "amber": p.amber,
            "keys": p.keys,
            "key_cost": key_cost(state, s),
            "house": state.house.value if state.house is not None and state.active == s else "",
            "check": "yes" if p.check else "",
            "chains": p.chains,
        }
        seats.append(SeatView(seat=s, player=p.name, zones=zones, stats=stats))
    if state.over:
        status = (f"{state.players[state.winner].name} wins: {state.over}"
                  if state.winner is not None else f"draw: {state.over}")
    else:
        status = ""
    notes = [f"{p.name}: Check!" for p in state.players if p.check]
    return View(game=game_id, turn=state.turn, active=None if state.over else state.active,
                step=state.step.value, seats=seats, as_seat=seat, status=status, notes=notes)


def secrets(state: State, seat: Seat) -> set[int]:
    out: set[int] = set()
    for s, p in enumerate(state.players):
        out.update(p.deck)
        if s != seat:
            out.update(p.hand)
            out.update(p.archives)
    for ip in state.inplay:  # face down beneath a card in play: its owner's secret
        if ip is not None and ip.beneath:
            out.update(c for c in ip.beneath if state.owner[c] != seat)
    return out


def describe(state: State, ev: Event) -> str:
    """One line in the rules' words, read against the state the event applies to."""
    def who(seat: int) -> str:
        return state.players[seat].name if 0 <= seat < len(state.players) else f"seat {seat}"

    def n(inst: int) -> str:
        return name_of(state, inst) if 0 <= inst < len(state.cards) else f"card {inst}"

    top = state.stack[-1] if state.stack else None
    showing = state.table.showing if state.table else None
    if isinstance(ev, Dealt) and showing is not None and isinstance(ev.outcome, int) \
            and 0 <= ev.outcome < len(showing.cards):
        return (f"the table shows {n(showing.cards[ev.outcome])}: the {deck_kit.where(showing)} "
                f"of {who(showing.seat)}'s deck")
    if isinstance(ev, Dealt):
        if isinstance(top, T.Coin) and isinstance(ev.outcome, int):
            return f"the coin says {who(ev.outcome)} goes first"
        if isinstance(top, T.Shuffle):
            return f"{who(top.seat)}'s deck is shuffled"
        if isinstance(top, T.Reshuffle):
            return f"{who(top.seat)} shuffles the discard pile into a new deck"
        if isinstance(top, T.RandomDiscard) and isinstance(ev.outcome, int):
            hand = state.players[top.seat].hand
            card = n(hand[ev.outcome]) if 0 <= ev.outcome < len(hand) else "?"
            return f"{who(top.seat)} discards {card} at random"
        return f"chance: {ev.kind} {ev.outcome}"
    if isinstance(ev, Mulligan):
        return f"{who(ev.seat)} {'takes a mulligan' if ev.take else 'keeps the opening hand'}"
    if isinstance(ev, ChooseHouse):
        extra = ", taking the archives into hand" if ev.take_archives else ""
        return f"{who(ev.seat)} chooses {House(ev.house).value}{extra}"
    if isinstance(ev, PlayCard):
        if ev.position is not None:
            where = f" at position {ev.position} (deploy)"
        elif ev.flank is not None:
            where = f" on the {Flank(ev.flank).value} flank"
        else:
            where = ""
        return f"{who(ev.seat)} plays {n(ev.card)}{where}"
    if isinstance(ev, PlayUpgrade):
        return f"{who(ev.seat)} plays {n(ev.card)} on {n(ev.creature)}"
    if isinstance(ev, Discard):
        return f"{who(ev.seat)} discards {n(ev.card)}"
    if isinstance(ev, Reap):
        return f"{who(ev.seat)} reaps with {n(ev.card)}"
    if isinstance(ev, Fight):
        return f"{who(ev.seat)} fights with {n(ev.attacker)}, attacking {n(ev.defender)}"
    if isinstance(ev, UseAction):
        return f"{who(ev.seat)} uses the Action: ability of {n(ev.card)}"
    if isinstance(ev, UseOmni):
        return f"{who(ev.seat)} uses the Omni: ability of {n(ev.card)}"
    if isinstance(ev, RemoveStun):
        return f"{who(ev.seat)} uses {n(ev.card)} to remove its stun"
    if isinstance(ev, EndStep):
        return f"{who(ev.seat)} ends the play, discard and use step"
    if isinstance(ev, Choose):
        src = n(top.source) if isinstance(top, T.Choose) else "an ability"
        return f"{who(ev.seat)} chooses {n(ev.card)} for {src}"
    if isinstance(ev, ChooseOption):
        src = n(top.source) if isinstance(top, T.Choose) else "an ability"
        return f"{who(ev.seat)} chooses {ev.option} for {src}"
    if isinstance(ev, Decline):
        return f"{who(ev.seat)} declines the optional choice"
    if isinstance(ev, ResolveFirst):
        return f"{who(ev.seat)} resolves first {_effect(ev.effect, n(ev.card), ev.ability)}"
    return type(ev).__name__


_EFFECT_WORDS = {"assault": "the assault of {card}", "hazardous": "the hazardous of {card}",
                 "before_fight": "the Before Fight: ability of {card}", "play": "the Play: ability of {card}",
                 "destroyed": "the Destroyed: ability of {card}",
                 "before_any_fight": "{ability} before {card} fights", "play_draw": "{ability}'s draw for {card}"}
"""How an ordered effect reads (ResolveFirst names the card it is about and the ability's card)."""


def _effect(effect: str, card: str, ability: str) -> str:
    ability_name = CARDS[ability].name if ability in CARDS else ability
    words = _EFFECT_WORDS.get(effect)
    if words is None:
        return f"{ability_name}'s {effect.replace('_', ' ')} ability ({card})"
    return words.format(card=card, ability=ability_name)

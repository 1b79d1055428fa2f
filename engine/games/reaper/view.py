"""What a seat may see, the secrets it may not, and one-line descriptions of events.

Grimoires are hidden from everyone (counts only) but for the cards both players saw burned
face up to their bottom (RPR-reap-known, reaper-7 on): named at their place, tagged "known".
A hand is seen by its owner only; a face-down Soul is hidden from BOTH players, its owner included (it was reaped "without
looking at it"), and shows as a face-down card with no id or name, unless both players know
which card it is (RPR-reap-known, reaper-6: burned face up, then reaped again): then it shows
by name, tagged "face down" and "known". So does a known card drawn into a hand (reaper-7):
the opponent sees it by name, tagged "known", among the hidden cards of that hand. Cards in
play, claimed or revealed Souls and discard piles are public. The omniscient view (seat
None) shows all.
"""

from __future__ import annotations

from engine.events import Dealt, Event, Genesis, Reseed, SeedReveal, Seat
from engine.kit.deck import Showing, where
from engine.views import CardView, SeatView, View, ZoneView

from .damage import creed_met
from .events import (Activate, Attack, Claim, ChooseFace, EndTurn, Grace, Guard, Pass, Play,
                     Reap)
from .cards import CARDS
from .state import State, attack, card_of, health, name_of
from . import tasks as T


def _card(state: State, inst: int) -> CardView:
    return CardView(id=inst, name=name_of(state, inst))


def _hidden(n: int) -> list[CardView]:
    return [CardView(hidden=True) for _ in range(n)]


def _in_play(state: State, inst: int) -> CardView:
    c = card_of(state, inst)
    ip = state.inplay[inst]
    tags = ["exhausted" if ip.exhausted else "ready", c.faction.value, c.type.value]
    if c.type.value == "thrall":
        tags += [f"attack {attack(state, inst)}", f"health {health(state, inst)}"]
        if ip.damage:
            tags.append(f"damage {ip.damage}")
        if c.ensouled:
            tags.append("ensouled")
        if ip.entered >= state.turn:
            tags.append("new this turn")
    elif c.attack or c.grace:
        tags += [f"attack {attack(state, inst)}", f"grace {c.grace}"]
    return CardView(id=inst, name=c.title, tags=tags)


def _known(state: State, inst: int) -> bool:
    """Whether anyone knows the card: at a table a card nobody has seen has no name yet."""
    return not state.table or not state.table.unseen(inst)


def _soul(state: State, soul, omniscient: bool) -> CardView:
    known = not soul.face_up and _known_down(state, soul.card)
    if not soul.face_up and not known:
        if not omniscient:
            return CardView(hidden=True)
        if not _known(state, soul.card):  # RPR-table-unseen: the table never showed it
            return CardView(id=soul.card, hidden=True, tags=["face down"])
    tags = ["bound"] if soul.bound else []
    if not soul.face_up:
        tags.append("face down")
    if known:
        tags.append("known")
    return CardView(id=soul.card, name=name_of(state, soul.card), tags=tags)


def _known_down(state: State, card: int) -> bool:
    """RPR-reap-known (reaper-6): a card both players know though it lies face down (burned
    face up, then reaped again): no secret of either seat's."""
    return state.revision >= 6 and card in state.known


def _known_in_hand(state: State, card: int) -> bool:
    """RPR-reap-known (reaper-7): a card of a hand both players know (drawn after both saw it
    burned to the bottom of its Grimoire): no secret of the opponent's."""
    return state.revision >= 7 and card in state.known


def _known_in_grimoire(state: State, card: int) -> bool:
    """RPR-reap-known (reaper-7 on): a Grimoire card both players know (burned face up to its
    bottom): no secret of either seat's. reaper-6 hid it there as it hid it once drawn (its
    seat stories tell such a draw as unseen; named at the bottom they would name it)."""
    return state.revision >= 7 and card in state.known


def _hand(state: State, cards: list[int], mine: bool) -> list[CardView]:
    """A hand: its player sees every card; the opponent sees only the known ones, by name
    (reaper-7), the rest hidden. A known card is tagged "known" in every view."""
    if state.revision < 7 or not state.known:  # most hands: nothing known in them
        return [_card(state, c) for c in cards] if mine else _hidden(len(cards))
    out = []
    for c in cards:
        known = _known_in_hand(state, c)
        if known:
            out.append(CardView(id=c, name=name_of(state, c), tags=["known"]))
        else:
            out.append(_card(state, c) if mine else CardView(hidden=True))
    return out


def _grimoire(state: State, cards: list[int], omniscient: bool) -> list[CardView]:
    """A Grimoire, top first: hidden from both seats but for the cards both players know
    (RPR-reap-known, reaper-7 on: burned face up to its bottom, RPR-burn-1), which every view
    names at their place, tagged "known"; the omniscient view names every card anyone has
    seen."""
    out = []
    for c in cards:
        if _known_in_grimoire(state, c):
            out.append(CardView(id=c, name=name_of(state, c), tags=["known"]))
        elif not omniscient:
            out.append(CardView(hidden=True))
        else:
            out.append(_card(state, c) if _known(state, c) else CardView(id=c, hidden=True))
    return out


def view(state: State, seat: Seat | None, game_id: str = "reaper") -> View:
    seats = []
    killed: list[list[int]] = [[] for _ in state.players]
    resolving: list[list[int]] = [[] for _ in state.players]
    for t in state.stack:  # a killed Ensouled Thrall waits, face up, for its killer's claim
        if isinstance(t, T.ClaimAsk):
            killed[state.owner[t.thrall]].append(t.thrall)
        elif isinstance(t, T.RiteDone):  # a played Rite, face up, until its effect is done
            resolving[t.seat].append(t.card)
    for s, p in enumerate(state.players):
        mine = seat is None or seat == s
        zones = [
            ZoneView(name="grimoire", count=len(p.grimoire), public=False,
                     cards=_grimoire(state, p.grimoire, seat is None)),
            ZoneView(name="hand", count=len(p.hand), public=False,
                     cards=_hand(state, p.hand, mine)),
            ZoneView(name="angels", count=len(p.angels), cards=[_in_play(state, c) for c in p.angels]),
            ZoneView(name="thralls", count=len(p.thralls), cards=[_in_play(state, c) for c in p.thralls]),
            ZoneView(name="soul pool", count=len(p.souls),
                     cards=[_soul(state, x, seat is None) for x in p.souls]),
            ZoneView(name="discard", count=len(p.discard), cards=[_card(state, c) for c in p.discard]),
            ZoneView(name="killed", count=len(killed[s]), cards=[_card(state, c) for c in killed[s]]),
        ]
        if resolving[s]:  # reaper-4 only: older versions never hold a Rite out of the pile
            zones.append(ZoneView(name="resolving", count=len(resolving[s]),
                                  cards=[_card(state, c) for c in resolving[s]]))
        stats: dict[str, int | str] = {
            "souls": len(p.souls),
            "bound": sum(1 for x in p.souls if x.bound),
            "creed": "complete" if creed_met(state, s) else "",
        }
        seats.append(SeatView(seat=s, player=p.name, zones=zones, stats=stats))
    if state.over:
        status = (f"{state.players[state.winner].name} wins: {state.over}"
                  if state.winner is not None else f"draw: {state.over}")
    else:
        status = ""
    notes = _notes(state)
    return View(game=game_id, turn=state.turn, active=None if state.over else state.active,
                step=_step(state), seats=seats, as_seat=seat, status=status, notes=notes)


def _step(state: State) -> str:
    if state.over:
        return "game over"
    top = state.stack[-1] if state.stack else None
    return {T.Main: "actions", T.GuardAsk: "guard window", T.GraceAsk: "grace window",
            T.SuddenAsk: "sudden window", T.ClaimAsk: "claim a Soul",
            T.ChooseFace: "choose faces", T.Shuffle: "setup", T.FirstPlayer: "setup"}.get(
                type(top), "")


def _notes(state: State) -> list[str]:
    """Public facts of the pending work: the attack under way, the Thrall about to be hit."""
    out = []
    stack = state.stack
    for i, t in enumerate(stack):
        if isinstance(t, T.Fight) and not t.cancelled and _under_way(stack, i):
            out.append(f"attack: {name_of(state, t.attacker)}#{t.attacker} against "
                       f"{name_of(state, t.target)}#{t.target}" + (" (guarded)" if t.guarded else ""))
        elif isinstance(t, T.Deal):
            out += [f"{name_of(state, h.target)}#{h.target} is about to take {h.amount} damage "
                    f"from {state.players[h.dealer].name}'s card" for h in t.hits]
        elif isinstance(t, T.ClaimAsk):
            out.append(f"{state.players[t.killer].name} may claim the Soul of "
                       f"{name_of(state, t.thrall)}#{t.thrall}")
        elif isinstance(t, T.RiteDone):
            out.append(f"{state.players[t.seat].name}'s {name_of(state, t.card)}#{t.card} is "
                       "resolving; it goes to the discard pile when its effect is done")
    return out


def _under_way(stack: list, i: int) -> bool:
    """Whether the attack whose Fight is stack[i] is still under way: not yet struck, or
    struck with its damage waiting right above it (its Deal, under the grace windows). Once
    the damage is dealt the Fight stays only under the claims it left (`damage.deal`): the
    attack is over."""
    return not stack[i].struck or (i + 1 < len(stack) and isinstance(stack[i + 1], T.Deal))


def secrets(state: State, seat: Seat) -> set[int]:
    """Grimoires and face-down Souls (hidden from both seats), and the other seat's hand; not
    the cards both players know (RPR-reap-known), wherever they lie."""
    out: set[int] = set()
    for s, p in enumerate(state.players):
        out.update(c for c in p.grimoire if not _known_in_grimoire(state, c))
        out.update(x.card for x in p.souls if not x.face_up and not _known_down(state, x.card))
        if s != seat:
            out.update(c for c in p.hand if not _known_in_hand(state, c))
    return out


def showing_words(state: State, showing: Showing) -> str:
    """The place a table must show a card of, in words."""
    who = state.players[showing.seat].name
    if showing.holder in state.players[showing.seat].grimoire:
        return f"the {where(showing)} of {who}'s Grimoire"
    return f"a face-down Soul of {who}'s, turning face up"


def describe(state: State, ev: Event) -> str:
    """One line in the rules' words, read against the state the event applies to."""
    def who(seat: int) -> str:
        return state.players[seat].name if 0 <= seat < len(state.players) else f"seat {seat}"

    def n(inst: int | None) -> str:
        return name_of(state, inst) if inst is not None and 0 <= inst < len(state.cards) else f"card {inst}"

    top = state.stack[-1] if state.stack else None
    if isinstance(ev, Genesis):
        return f"{' and '.join(ev.players)} start a match of Reaper"
    if isinstance(ev, Reseed):
        return "the dealer takes fresh luck"
    if isinstance(ev, SeedReveal):
        return "the dealer reveals the seed"
    if isinstance(ev, Dealt):
        showing = state.table.showing if state.table else None
        if showing is not None and isinstance(ev.outcome, int) and 0 <= ev.outcome < len(showing.cards):
            return f"the table shows {n(showing.cards[ev.outcome])}: {showing_words(state, showing)}"
        if isinstance(top, T.Shuffle):
            return f"{who(top.seat)}'s Grimoire is shuffled"
        if isinstance(top, T.FirstPlayer) and isinstance(ev.outcome, int):
            return f"{who(ev.outcome)} goes first"
        return f"chance: {ev.kind} {ev.outcome}"
    if isinstance(ev, ChooseFace):
        return f"{who(ev.seat)} starts {_face_words(n(ev.card), ev.face)}"
    if isinstance(ev, Reap):
        return f"{who(ev.seat)} exhausts {n(ev.card)} to reap a Soul, face down"
    if isinstance(ev, Play):
        on = f" on {n(ev.target)}" if ev.target is not None else ""
        # "; " between the Souls: a card's name may hold a comma ("Vessa, Ember Reaper"), as
        # replays.diff.cards_text lists cards
        burned = f", burning {'; '.join(n(b) for b in ev.burn)}" if ev.burn else ""
        return f"{who(ev.seat)} plays {n(ev.card)}{on}{burned}"
    if isinstance(ev, Attack):
        return f"{who(ev.seat)} attacks {n(ev.target)} with {n(ev.attacker)}"
    if isinstance(ev, Activate):
        on = f" on {n(ev.target)}" if ev.target is not None else ""
        return f"{who(ev.seat)} activates {n(ev.card)}{on}"
    if isinstance(ev, EndTurn):
        return f"{who(ev.seat)} ends the turn"
    if isinstance(ev, Guard):
        return f"{who(ev.seat)} guards with {n(ev.card)}"
    if isinstance(ev, Grace):
        target = f" {n(top.target)}" if isinstance(top, T.GraceAsk) else ""
        return f"{who(ev.seat)} graces{target} with {n(ev.card)}"
    if isinstance(ev, Claim):
        return f"{who(ev.seat)} claims the Soul of {n(ev.card)}"
    if isinstance(ev, Pass):
        return f"{who(ev.seat)} passes"
    return type(ev).__name__


def _face_words(named: str, face: str) -> str:
    """A two-sided card (`named` as it shows now) and the side it starts on. When both sides
    share a name ("Duskmourn, Waxing" and "Duskmourn, Waning") the card is named once, without
    the subtitle of the side it shows now: "Duskmourn as Duskmourn, Waning"."""
    card = CARDS.get(face)
    if card is None:
        return f"{named} as {face}"
    back = CARDS.get(card.back) if card.back else None
    if back is not None and back.name == card.name:
        return f"{card.name} as {card.title}"
    return f"{named} as {card.title}"

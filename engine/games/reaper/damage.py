"""Damage, gracing, death and Souls: hits wait for both grace windows, then land at once.

A hit is damage about to be dealt to a Thrall by a card of some seat (the killer, should it
die: RPR-killer). Damage to Angel cards never happens (RPR-angel-immortal), so only Thralls
are ever hit.
"""

from __future__ import annotations

from engine.events import Seat

from .cards import CARDS
from .state import State, set_face
from .tasks import ClaimAsk, Deal, Fight, GraceAsk, Hit


def push_damage(state: State, hits: list[Hit]) -> None:
    """Queue hits: the grace windows of each (in order) run first, then one Deal."""
    p0, p1 = state.players
    landing = []
    for h in hits:  # a plain loop with is_thrall_in_play spelled out: most attacks come here
        if h.amount > 0 and (h.target in p0.thralls or h.target in p1.thralls):
            landing.append(h)
    if landing:
        queue_hits(state, landing)


def queue_hits(state: State, landing: list[Hit]) -> None:
    """Queue hits that land (each of some damage, on a Thrall in play): one Deal under the
    grace windows of each, the first hit's on top."""
    stack = state.stack
    stack.append(Deal(hits=landing))
    for h in reversed(landing):
        stack.append(GraceAsk(target=h.target, dealer=h.dealer))


def deal(state: State, t: Deal) -> None:
    """Deal every hit at once, then kill the Thralls whose damage reached their Health."""
    inplay = state.inplay
    p0, p1 = state.players  # is_thrall_in_play and health spelled out: most attacks come here
    landed = []
    for h in t.hits:
        x = h.target
        ip = inplay[x]
        if ip is not None and (x in p0.thralls or x in p1.thralls):
            ip.damage += h.amount
            landed.append(h)
    claims = []
    for h in landed:
        x = h.target
        if (x in p0.thralls or x in p1.thralls) and \
                inplay[x].damage >= CARDS[state.cards[x]].health + inplay[x].grace:
            claims.extend(kill(state, x, h.dealer))
    stack = state.stack
    if claims:
        stack.extend(reversed(claims))
    elif stack and type(stack[-1]) is Fight and stack[-1].struck:
        # the attack is over: its Fight, struck, would run next and do nothing (`actions.fight`)
        stack.pop()


def kill(state: State, thrall: int, killer: Seat) -> list[ClaimAsk]:
    """Take a dead Thrall out of play: its killer may claim an Ensouled one, else discard it."""
    # `controller` and `since_turn_start` spelled out: the Thrall is in play (`deal` found it
    # among the Thralls), so it has its InPlay record
    seat = 0 if thrall in state.players[0].thralls else 1
    bind = seat == killer and state.inplay[thrall].entered < state.turn
    state.players[seat].thralls.remove(thrall)
    state.inplay[thrall] = None
    c = CARDS[state.cards[thrall]]
    if c.side == "back":  # RPR-transform-leave: out of play it shows its front (`is_back`, a
        # property, is a Python call)
        set_face(state, thrall, c.back)
        c = CARDS[c.back]
    if c.ensouled:
        return [ClaimAsk(thrall=thrall, killer=killer, bind=bind)]
    state.players[state.owner[thrall]].discard.append(thrall)
    return []


def claim(state: State, t: ClaimAsk, take: bool) -> None:
    """The Soul goes face up to the killer's Soul Pool (bound when due), or the card to discard."""
    if take:
        state.players[t.killer].souls.append(state.soul_record(card=t.thrall, face_up=True,
                                                             bound=t.bind))
    else:
        state.players[state.owner[t.thrall]].discard.append(t.thrall)


def creed_met(state: State, seat: Seat) -> bool:
    """Whether the seat's Creed (or Archcreed) in play has all its requirements met."""
    p = state.players[seat]
    cards = state.cards
    # plain loops over the card table: this is read after every event once Souls are bound
    factions = [CARDS[cards[s.card]].faction for s in p.souls if s.bound]
    if not factions:
        return False  # every Creed of the set asks for bound Souls (test_rpr_creeds pins it)
    needs = None
    for a in p.angels:
        needs = CARDS[cards[a]].creed
        if needs is not None:
            break
    if needs is None:
        return False
    return (len(factions) >= needs.bound
            and (needs.faction is None or factions.count(needs.faction) >= needs.of_faction)
            and len(set(factions)) >= needs.factions
            and len(p.angels) >= needs.angels)

"""Setup and the turn's frame: opening hands, faces, the first player, start and end of turn."""

from __future__ import annotations

from engine.events import Seat

from .abilities.effects import draw_one
from .cards import ARCH_TYPES, facts
from .state import State, card_of, opponent
from . import tasks as T

OPENING_HAND = 5


def setup_tasks(state: State, faces_first: bool = False) -> list[T.Task]:
    """The standard setup as a stack (top last): the faces of two-sided Angel cards as they
    are laid out, the shuffles, the opening hands, the first player (RPR-setup-face, reaper-5:
    "lays their Reaper, Scythe and Creed out ..., then shuffles"; reaper-4 and older,
    `faces_first` False, asked for the faces after the opening hands were drawn)."""
    faces: list[T.Task] = []
    for seat, p in enumerate(state.players):
        for a in p.angels:
            back = card_of(state, a).back
            if back and card_of(state, a).type not in ARCH_TYPES and \
                    facts(back).type not in ARCH_TYPES:
                faces.append(T.ChooseFace(seat=seat, card=a))
    todo: list[T.Task] = list(faces) if faces_first else []
    todo += [T.Shuffle(seat=s) for s in range(len(state.players))]
    todo.append(T.OpeningHands())
    if not faces_first:
        todo += faces
    todo.append(T.FirstPlayer())
    return list(reversed(todo))


def shuffle(state: State, seat: Seat, order: list[int]) -> None:
    g = state.players[seat].grimoire
    state.players[seat].grimoire = [g[i] for i in order]


def opening_hands(state: State) -> None:
    for seat in range(len(state.players)):
        for _ in range(OPENING_HAND):
            draw_one(state, seat)


def first_player(state: State, seat: Seat) -> None:
    state.first = seat
    state.stack.append(T.BeginTurn(seat=seat))


def begin_turn(state: State, t: T.BeginTurn) -> None:
    begin(state, t.seat)


def begin(state: State, seat: Seat) -> None:
    """Draw, then unexhaust the turn player's cards (RPR-turn-start)."""
    state.turn += 1
    state.active = seat
    if not draw_one(state, seat) and state.empty_loses:
        end(state, opponent(seat), "drew from an empty Grimoire", "RPR-empty-grimoire")
        return
    p = state.players[seat]
    inplay = state.inplay
    # a field is stored only when it changes: a Struct's field store costs several times a
    # read, and most cards are ready again already (likewise at the end of a turn)
    for zone in (p.angels, p.thralls):
        for inst in zone:
            ip = inplay[inst]
            if ip.exhausted:
                ip.exhausted = False
    state.stack.append(T.Main(seat=seat))


def end_turn(state: State, t: T.EndTurn) -> None:
    """The EndTurn task (a position may hold one): `end_of_turn`."""
    end_of_turn(state, t.seat)


def end_of_turn(state: State, seat: Seat) -> None:
    """Damage and until-end-of-turn gains clear on every card; then the other player's turn
    (`flow.fold_event` calls it for an EndTurn event, without making the task)."""
    inplay = state.inplay
    for p in state.players:  # the cards in play: those with an InPlay record (not every card)
        for zone in (p.angels, p.thralls):
            for inst in zone:  # each stored only when not clear already (see `begin`)
                ip = inplay[inst]
                if ip.damage:
                    ip.damage = 0
                if ip.grace:
                    ip.grace = 0
                if ip.boost:
                    ip.boost = 0
    if state.max_turns and state.turn >= state.max_turns:  # 0: no limit (RPR-turn-limit)
        bound = [sum(1 for s in p.souls if s.bound) for p in state.players]
        winner = None if bound[0] == bound[1] else (0 if bound[0] > bound[1] else 1)
        end(state, winner, f"turn limit {state.max_turns}: bound Souls {bound[0]}-{bound[1]}",
            "RPR-turn-limit")
        return
    if state.table:  # its draw may wait for the table to show a card: a task of its own
        state.stack.append(T.BeginTurn(seat=1 - seat))
    else:  # the opponent's turn at once (the task would run next)
        begin(state, 1 - seat)


def end(state: State, winner: Seat | None, why: str, rule: str) -> None:
    state.winner = winner
    state.over = why
    state.over_rule = rule
    state.stack.clear()

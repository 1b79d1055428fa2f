"""Older rules versions of the Reaper engine, kept so matches recorded under them replay and
audit as they were recorded (DESIGN: an engine keeps the versions it has shipped).

- reaper-8: the same rules as reaper-9; its states encoded a player, a Soul and a card in
  play as maps naming their fields, reaper-9 as arrays of their values (`state.State9`): a
  state 0.6 kB shorter to encode and hash after every event of an audit.
- reaper-7: a table-luck match started from a written position counted the cards both
  players know (`known`) among its Grimoire's unseen cards, so the table could show the
  Soul burned to the bottom as the top card drawn; reaper-8 leaves them where they lie.
- reaper-6: a card both players knew (burned face up, RPR-reap-known) was hidden from the
  opponent again once drawn into a hand, though the opponent saw it go to the bottom of the
  Grimoire and saw it drawn; reaper-7 keeps it known in the hand until it is played.
- reaper-5: a Soul burned face up went to the bottom of its Grimoire in sight of both
  players, yet once reaped again (Soul Theft from an empty Grimoire reaps back the Soul it
  burned) it was hidden from both like a Soul nobody has seen. reaper-6 keeps the cards both
  players know in its states (`State6.known`, RPR-reap-known) and shows such a Soul by name,
  face down.
- reaper-4: a two-sided Angel card's face was chosen after the opening hands were drawn (the
  player had seen their hand); a player who graced a Thrall of theirs had no sudden chance
  left for that damage (Ward of Ash), though one who played it first could still grace; and
  only the Reap action opened Soul Theft's window, not a Soul reaped by a card. reaper-5
  asks for faces as the Angel cards are laid out (RPR-setup-face), keeps the sudden chance
  after a grace (RPR-sudden-grace) and opens the window for any reap (RPR-sudden-reap).
- reaper-3: a played Rite went to its player's discard pile before its effect resolved, so
  while its grace windows (or a claim) waited the pile showed it; reaper-4 discards it once
  its effect is done, as RPR-rite says ("resolved immediately, and then it is discarded").
- reaper-2: a match ended after 40 turns (RPR-turn-limit) unless its option `max_turns`
  said otherwise; a position without `max_turns` ended at 40 whatever the option said.
  reaper-3 has no turn limit unless a match is created with one (self-play records 40).
- reaper-1: a Thrall with an activated ability was played naming one of that ability's
  targets (one play option per target, none when it had none); the target had no effect.
  reaper-2 plays such a Thrall without a target.
"""

from __future__ import annotations

import msgspec

from engine.protocol import Decision, IllegalEvent

from .abilities.registry import activated
from .cards import CardType
from .events import Play
from .state import State, card_of
from .tasks import Main

VERSIONS = {
    "reaper-9": "Reaper with matchlog's own starter set; no turn limit unless a match is "
                "created with option max_turns",
    "reaper-8": "as reaper-9, but its states encode players, Souls and cards in play as maps "
                "naming their fields: the same play, other digests (matches recorded before "
                "reaper-9 replay under it)",
    "reaper-7": "as reaper-8, but a table starting from a written position counted the cards "
                "both players know among the unseen (matches recorded before reaper-8 replay "
                "under it)",
    "reaper-6": "as reaper-7, but a card both players knew was hidden from the opponent once "
                "drawn into a hand (matches recorded before reaper-7 replay under it)",
    "reaper-5": "as reaper-6, but a Soul burned face up and reaped again was hidden from both "
                "players, its states keeping no cards known (matches recorded before reaper-6 "
                "replay under it)",
    "reaper-4": "as reaper-5, but faces were chosen after the opening hands, a grace closed "
                "its player's sudden chance for that damage, and only the Reap action opened "
                "Soul Theft's window (matches recorded before reaper-5 replay under it)",
    "reaper-3": "as reaper-4, but a played Rite went to the discard pile before its effect "
                "resolved (matches recorded before reaper-4 replay under it)",
    "reaper-2": "as reaper-3, but a match ended after 40 turns by default (matches recorded "
                "before reaper-3 replay under it)",
    "reaper-1": "as reaper-2, but a Thrall with an activated ability was played naming a target "
                "of that ability (matches recorded before reaper-2 replay under it)",
}


def _v1_targets(state: State, play: Play) -> list[int] | None:
    """The targets reaper-1 offered when playing this card (None: it was played untargeted)."""
    c = card_of(state, play.card)
    ab = activated(c.id) if c.type is CardType.THRALL else None
    return ab.effect.targets(state, play.seat, play.card) if ab is not None else None


def v1_options(state: State, decision: Decision) -> Decision:
    """reaper-2's options of the turn player's actions, as reaper-1 listed them (same order)."""
    if not state.stack or not isinstance(state.stack[-1], Main):
        return decision
    out: list = []
    done: set[int] = set()
    for o in decision.options:
        if not isinstance(o, Play) or _v1_targets(state, o) is None:
            out.append(o)
        elif o.card not in done:
            done.add(o.card)
            burns = [x.burn for x in decision.options if isinstance(x, Play) and x.card == o.card]
            out += [Play(seat=o.seat, card=o.card, target=t, burn=b)
                    for t in _v1_targets(state, o) for b in burns]
    return msgspec.structs.replace(decision, options=out)


def v1_event(state: State, event, legal: Decision | None) -> object:
    """A reaper-1 play of such a Thrall as reaper-2 folds it (its target had no effect);
    with `legal` (a check), one reaper-1 did not offer is refused (RPR-target)."""
    if not isinstance(event, Play) or not (0 <= event.card < len(state.cards)) \
            or _v1_targets(state, event) is None:
        return event
    if legal is not None and event not in legal.options:
        raise IllegalEvent("RPR-target", "reaper-1 played this Thrall naming a target of its "
                           "ability", event.seat)
    return msgspec.structs.replace(event, target=None)

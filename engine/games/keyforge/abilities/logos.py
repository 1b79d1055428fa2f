"""Logos: scientists and machines; card draw, archives and precise damage."""

from __future__ import annotations

from engine.events import Seat
from engine.kit import deck as deck_kit

from ..amber import gain, gain_chains, lose, steal
from ..damage import deal_damage, sweep
from ..destruction import destroy_together, destroyed_pile
from ..leaving import empty_archives, leave_play
from ..state import Effect, EffectKind, State, Zone, follows
from ..board import card_of, creatures, neighbors, on_flank, opponent
from ..play import discard_from_hand
from .. import tasks as T
from .base import CardAbilities, Target, choose
from .effects import archive_top, capture_self, draw_n, steal_n, this_turn, whatever_card
from .steps import archive_from_hand, ask, destroy_step
from .targets import (any_creature, damaged_creature, flank_creature, other_creature, own_discard,
                      own_hand)


def _neuro_syphon(state: State, src: int, seat: Seat) -> None:
    if state.players[opponent(seat)].amber > state.players[seat].amber:
        steal(state, seat, 1)
        state.stack.append(T.Draw(seat=seat, n=1))


def _bolt_first(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    deal_damage(state, target, 2)
    sweep(state)
    choose(state, seat, src, state.cards[src], "second", data=target)


def _bolt_second(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    deal_damage(state, target, 2)


def _dextre_destroyed(state: State, src: int, seat: Seat) -> None:
    pile = destroyed_pile(state, src)
    if pile is not None:
        pile.remove(src)
        state.players[state.owner[src]].deck.insert(0, src)
        deck_kit.seen(state.table, src)


def _escotera(state: State, src: int, seat: Seat) -> None:
    gain(state, seat, state.players[opponent(seat)].keys)


def _titan_mechanic(state: State, src: int, payer: Seat) -> int:
    return -1 if on_flank(state, src) else 0


def _random_access(state: State, src: int, seat: Seat) -> None:
    archive_top(state, seat)


def _effervescent(state: State, src: int, seat: Seat) -> None:
    for side in (0, 1):
        lose(state, side, state.players[side].amber // 2)
    gain_chains(state, seat, 1)


def _positron(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    """3 to the flank creature, 2 to its neighbour, 1 to that one's other neighbour (its line).
    From keyforge-6 on, a creature with two neighbours that counts as a flank creature (Spectral
    Tunneler) lets the player choose which neighbour is next (KF-choice-asked; keyteki asks);
    before, the one to its left."""
    line = state.players[0].battleline if target in state.players[0].battleline else state.players[1].battleline
    i = line.index(target)
    if follows(state, 6) and 0 < i < len(line) - 1:
        choose(state, seat, src, state.cards[src], "next", data=target)
        return
    step = 1 if i == 0 else -1
    hits = [line[j] for j in (i, i + step, i + 2 * step) if 0 <= j < len(line)]
    for c, n in zip(hits, (3, 2, 1)):
        deal_damage(state, c, n)


def _positron_neighbors(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return neighbors(state, data) if state.inplay[data] is not None else []


def _positron_next(state: State, src: int, seat: Seat, nxt: int, data: int) -> None:
    """The chosen neighbour takes 2, and its neighbour on the far side from the first takes 1."""
    line = state.players[0].battleline if data in state.players[0].battleline else state.players[1].battleline
    i, j = line.index(data), line.index(nxt)
    k = j + (j - i)
    deal_damage(state, data, 3)
    deal_damage(state, nxt, 2)
    if 0 <= k < len(line):
        deal_damage(state, line[k], 1)


def _research_smoko(state: State, src: int, seat: Seat) -> None:
    archive_top(state, seat)


def _timetraveller_home(state: State, src: int, seat: Seat) -> None:
    leave_play(state, src, Zone.DECK)
    state.stack.append(T.Shuffle(seat=state.owner[src]))


def _dysania(state: State, src: int, seat: Seat) -> None:
    gain(state, seat, len(empty_archives(state, opponent(seat), Zone.DISCARD)))


def _archive_from_discard(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    p = state.players[seat]
    p.discard.remove(target)
    p.archives.append(target)


def _labwork_archive(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    p = state.players[seat]
    p.hand.remove(target)
    p.archives.append(target)
    choose(state, seat, src, state.cards[src], "discard")


def _labwork_discard(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    discard_from_hand(state, seat, target)


def _reverse_time(state: State, src: int, seat: Seat) -> None:
    p = state.players[seat]
    resolving = [src] if src in p.discard else []  # keyforge-6 put it in the pile already: it stays
    p.deck, p.discard = [c for c in p.discard if c != src], p.deck + resolving
    state.stack.append(T.Shuffle(seat=seat))


def _next_turn(kind: EffectKind):
    """The opponent's next turn carries the lasting effect `kind` (KF-lasting)."""
    def trigger(state: State, src: int, seat: Seat) -> None:
        state.effects.append(Effect(kind, opponent(seat), state.turn + 1, 0))
    return trigger


def _strange_gizmo(state: State, src: int, seat: Seat) -> None:
    destroy_together(state, creatures(state) + [a for p in state.players for a in p.artifacts])


def _future_self(state: State, src: int, seat: Seat) -> None:
    p = state.players[seat]
    found = next((c for c in p.deck + p.discard if card_of(state, c).name == "Timetraveller"), None)
    if found is not None:
        (p.deck if found in p.deck else p.discard).remove(found)
        deck_kit.seen(state.table, found)  # searched out by name: its place no longer hides it
        p.hand.append(found)
    p.deck = p.deck + [c for c in p.discard if c != src]  # (`src`: in the pile only under keyforge-6)
    p.discard = [src] if src in p.discard else []
    state.stack.append(T.Shuffle(seat=seat))


def _mobius(state: State, src: int, seat: Seat) -> None:
    leave_play(state, src, Zone.ARCHIVES)
    choose(state, seat, src, state.cards[src], "archive", data=0, optional=True)


def _mobius_archive(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    p = state.players[seat]
    p.hand.remove(target)
    p.archives.append(target)
    if data < 1:
        choose(state, seat, src, state.cards[src], "archive", data=data + 1, optional=True)


CARDS: dict[str, CardAbilities] = {
    "CotA-111": CardAbilities("Help from Future Self - Play: a Timetraveller from your deck or discard "
                              "pile goes to hand; shuffle your discard pile into your deck.", play=_future_self),
    "CotA-130": CardAbilities("Mobius Scroll - Action: archive it and up to 2 cards from your hand.",
                              action=_mobius,
                              steps={"archive": Target(own_hand, _mobius_archive,
                                                       "you may choose a card from your hand to archive",
                                                       optional=True)}),
    "CotA-135": CardAbilities("The Howling Pit - each player refills their hand to one card more.",
                              hand_bonus_all=1, rules=("KF-draw-1",)),
    "CotA-110": CardAbilities("Foggify - Play: the opponent cannot fight on their next turn.",
                              play=_next_turn(EffectKind.NO_FIGHT), rules=("KF-lasting",)),
    "CotA-122": CardAbilities("Scrambler Storm - Play: the opponent cannot play actions on their next turn.",
                              play=_next_turn(EffectKind.NO_ACTION_PLAY), rules=("KF-lasting",)),
    "CotA-134": CardAbilities("Strange Gizmo - after you forge a key, destroy each creature and artifact.",
                              after_forge=_strange_gizmo),
    "CotA-152": CardAbilities("Skippy Timehog - Play: the opponent cannot use cards on their next turn.",
                              play=_next_turn(EffectKind.NO_USE), rules=("KF-lasting",)),
    "CotA-109": CardAbilities("Effervescent Principle - Play: each player loses half their Æmber (the loss "
                              "rounded down); gain 1 chain.", play=_effervescent, rules=("KF-chains-1",)),
    "CotA-118": CardAbilities("Positron Bolt - Play: 3 damage to a flank creature, 2 to the next one in, "
                              "1 to the one after.", play=ask("bolt"),
                              steps={"bolt": Target(flank_creature, _positron, "choose a flank creature"),
                                     "next": Target(_positron_neighbors, _positron_next,
                                                    "choose which neighbour takes 2 damage")}),
    "CotA-115": CardAbilities("Library Access - Play: for the rest of the turn, draw a card each time you "
                              "play another card.", play=this_turn(EffectKind.PLAY_DRAW)),
    "CotA-108": CardAbilities("Dimension Door - Play: for the rest of the turn, Æmber you would gain by "
                              "reaping is stolen from the opponent.", play=this_turn(EffectKind.REAP_STEALS)),
    "CotA-119": CardAbilities("Random Access Archives - Play: archive the top card of your deck.",
                              play=_random_access),
    "CotA-121": CardAbilities("Reverse Time - Play: swap your deck and discard pile, then shuffle the deck.",
                              play=_reverse_time),
    "CotA-123": CardAbilities("Sloppy Labwork - Play: archive a card from hand, then discard one.",
                              play=ask("archive"),
                              steps={"archive": Target(own_hand, _labwork_archive, "choose a card to archive"),
                                     "discard": Target(own_hand, _labwork_discard, "choose a card to discard")}),
    "CotA-126": CardAbilities("Anomaly Exploiter - Action: destroy a damaged creature.", action=ask("destroy"),
                              steps={"destroy": destroy_step(damaged_creature, "choose a damaged creature to destroy")}),
    "CotA-137": CardAbilities("Brain Eater - after a creature dies fighting it, draw a card.",
                              after_kill=whatever_card(draw_n(1))),
    "CotA-141": CardAbilities("Dysania - Play: the opponent discards their archives; gain 1 Æmber for each.",
                              play=_dysania),
    "CotA-147": CardAbilities("Novu Archaeologist - Action: archive a card from your discard pile.",
                              action=ask("dig"),
                              steps={"dig": Target(own_discard, _archive_from_discard,
                                                   "choose a card in your discard pile to archive")}),
    "CotA-151": CardAbilities("Research Smoko - Destroyed: archive the top card of your deck.",
                              destroyed=_research_smoko),
    "CotA-153": CardAbilities("Timetraveller - Play: draw 2 cards. Action: shuffle it into your deck.",
                              play=draw_n(2), action=_timetraveller_home),
    "CotA-114": CardAbilities("Labwork - Play: archive a card from your hand.", play=ask("archive"),
                              steps={"archive": archive_from_hand()}),
    "CotA-116": CardAbilities("Neuro Syphon - Play: if the opponent has more Æmber, steal 1 and draw a card.",
                              play=_neuro_syphon),
    "CotA-124": CardAbilities("Twin Bolt Emission - Play: 2 damage to a creature and 2 to a different one.",
                              play=ask("first"),
                              steps={"first": Target(any_creature, _bolt_first, "choose a creature to deal 2 damage to"),
                                     "second": Target(other_creature, _bolt_second,
                                                      "choose a different creature to deal 2 damage to")}),
    "CotA-129": CardAbilities("Library of Babble - Action: draw a card.", action=draw_n(1)),
    "CotA-136": CardAbilities("Batdrone - skirmish; Fight: steal 1 Æmber.", fight=steal_n(1)),
    "CotA-138": CardAbilities("Dextre - Play: capture 1 Æmber. Destroyed: put it on top of your deck.",
                              play=capture_self(1), destroyed=_dextre_destroyed),
    "CotA-139": CardAbilities("Doc Bookton - Reap: draw a card.", reap=draw_n(1)),
    "CotA-140": CardAbilities("Dr. Escotera - Play: gain 1 Æmber per key the opponent has.", play=_escotera),
    "CotA-142": CardAbilities("Ganymede Archivist - Reap: archive a card from your hand.", reap=ask("archive"),
                              steps={"archive": archive_from_hand()}),
    "CotA-144": CardAbilities("Quixo the Adventurer - skirmish; Fight: draw a card.", fight=draw_n(1)),
    "CotA-145": CardAbilities("Mother - its controller draws up to one more card in the draw step.",
                              hand_bonus=1),
    "CotA-154": CardAbilities("Titan Mechanic - while on a flank, every key costs 1 less.",
                              key_cost=_titan_mechanic),
}

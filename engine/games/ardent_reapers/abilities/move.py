"""Abilities that move cards between zones (hands, piles, decks, play areas).

A moved card does not resolve its Play: or Bonus: (AR-move-1, AR-bonus-2); a card moved out
of play takes its stashed cards to their owners' discard piles (AR-stash-other), see
`zones.move`. "Move all ..." moves every affected card at once, after choosing nothing.
Least/most powerful/valuable: the active player chooses among tied cards (AR-least-most).
"""

from __future__ import annotations

from typing import Callable

from engine.kit import deck as deck_kit
from engine.games.ardent_reapers import cards, keywords, zones
from engine.games.ardent_reapers.abilities.base import Ability, Ask, Effect, ask, picks
from engine.games.ardent_reapers.state import AskTask, Card, CardState, Seat, State, Zone

Choices = Callable[[State, AskTask], list[Card]]
Dest = Callable[[State, AskTask, Card], tuple[Seat, Zone]]


# -- what cards there are ------------------------------------------------------------------
# (New lists joined in C: a comprehension builds a function object and loops in Python, and
# these are asked whenever an ability that targets cards in play comes up.)
def creatures(state: State, seat: Seat | None = None) -> list[Card]:
    """Creatures in play (of `seat`, or of both seats: seat 0's battle line first)."""
    if seat is None:
        a, b = state.seats
        return a.battle_line + b.battle_line
    return state.seats[seat].battle_line[:]


def relics(state: State, seat: Seat | None = None) -> list[Card]:
    if seat is None:
        a, b = state.seats
        return a.relics + b.relics
    return state.seats[seat].relics[:]


def in_play(state: State, seat: Seat | None = None) -> list[Card]:
    """Creatures and relics in play (of `seat`, or of both)."""
    if seat is None:
        a, b = state.seats
        return a.battle_line + a.relics + b.battle_line + b.relics
    s = state.seats[seat]
    return s.battle_line + s.relics


def power(state: State, card: Card) -> int | None:
    """A creature's power (current in play, printed elsewhere); None for cards without power."""
    f = zones.facts_of(state, card)
    if not f.is_creature or f.power is None:
        return None
    return keywords.power(state, card) if state.card_state[card] is not None else f.power


def vp(state: State, card: Card) -> int:
    return cards.facts(state.cards[card]).vp


def least(state: State, pool: list[Card], key: Callable[[State, Card], int | None],
          most: bool = False) -> list[Card]:
    """The cards of `pool` with the lowest (highest) value of `key`; a tie gives several."""
    valued = [(key(state, c), c) for c in pool]
    valued = [(v, c) for v, c in valued if v is not None]  # no power: neither least nor most
    if not valued:
        return []
    best = (max if most else min)(v for v, _ in valued)
    return [c for v, c in valued if v == best]


def is_creature(state: State, card: Card) -> bool:
    return zones.facts_of(state, card).is_creature


# -- where cards go ------------------------------------------------------------------------
def to_owner(zone: Zone) -> Dest:
    return lambda state, task, card: (state.owner[card], zone)


def to_mine(zone: Zone) -> Dest:
    return lambda state, task, card: (task.seat, zone)


def to_foe(zone: Zone) -> Dest:
    return lambda state, task, card: (1 - task.seat, zone)


def to_controller(zone: Zone) -> Dest:
    def dest(state: State, task: AskTask, card: Card) -> tuple[Seat, Zone]:
        ctl = zones.controller(state, card)
        return (state.owner[card] if ctl is None else ctl), zone
    return dest


def move_to(state: State, task: AskTask, card: Card, dest: Dest) -> None:
    seat, zone = dest(state, task, card)
    zones.move(state, card, seat, zone)


def move_all(state: State, moving: list[Card], dest: Dest, seat: Seat, source: Card) -> None:
    """Move several cards at once (AR-out-of-play-together): destinations fixed first."""
    task = AskTask(seat=seat, source=source, key="")
    where = [(c, dest(state, task, c)) for c in moving]
    for c, (s, zone) in where:
        zones.move(state, c, s, zone)


def mover(prompt: str, rule: str, choices: Choices, dest: Dest, forced: bool = False,
          made_alone_before: bool = False) -> Ask:
    """An ask for one card, moved to `dest` once chosen."""
    def resolve(state: State, task: AskTask, card: Card | None) -> None:
        if card is not None:
            move_to(state, task, card, dest)
    return Ask(prompt, rule, choices, resolve, forced=forced, made_alone_before=made_alone_before)


def asks(key: str, n: int = 1, optional: bool = False) -> Effect:
    """An effect that asks the resolving player for `key`."""
    def effect(state: State, card: Card, seat: Seat) -> None:
        ask(state, seat, card, key, n=n, optional=optional)
    return effect


def moves_all(which: Callable[[State, Seat, Card], list[Card]], dest: Dest) -> Effect:
    """An effect that moves every card `which` returns, at once."""
    def effect(state: State, card: Card, seat: Seat) -> None:
        move_all(state, which(state, seat, card), dest, seat, card)
    return effect


# -- choices -------------------------------------------------------------------------------
def _hand(state: State, task: AskTask) -> list[Card]:
    return [c for c in state.seats[task.seat].hand if c not in task.picked]


def _my_score(state: State, task: AskTask) -> list[Card]:
    return [c for c in state.seats[task.seat].score_pile if c not in task.picked]


def _foe_score(state: State, task: AskTask) -> list[Card]:
    return [c for c in state.seats[1 - task.seat].score_pile if c not in task.picked]


def _my_discard(state: State, task: AskTask) -> list[Card]:
    return list(state.seats[task.seat].discard)


def _enemy_creatures(state: State, task: AskTask) -> list[Card]:
    return creatures(state, 1 - task.seat)


def _enemy_relics(state: State, task: AskTask) -> list[Card]:
    return relics(state, 1 - task.seat)


def _drixel(state: State, task: AskTask) -> list[Card]:
    return [c for c in creatures(state) if vp(state, c) <= 0]


def _terrible_jack(state: State, task: AskTask) -> list[Card]:
    return [c for c in creatures(state, 1 - task.seat) if (power(state, c) or 0) <= 5]


def _sticky_gemma(state: State, task: AskTask) -> list[Card]:
    return least(state, creatures(state, 1 - task.seat), vp)


def _tiny(state: State, task: AskTask) -> list[Card]:
    return least(state, state.seats[task.seat].score_pile, vp, most=True)


def _meat_shears(state: State, task: AskTask) -> list[Card]:
    return [c for c in creatures(state, 1 - task.seat) if state.card_state[c] is CardState.MATURE]


def _any_creature(state: State, task: AskTask) -> list[Card]:
    return [c for c in creatures(state) if c not in task.picked]


def _enemy_card(state: State, task: AskTask) -> list[Card]:
    return in_play(state, 1 - task.seat)


def _friendly_card(state: State, task: AskTask) -> list[Card]:
    return in_play(state, task.seat)


def _my_discard_creature(state: State, task: AskTask) -> list[Card]:
    return [c for c in state.seats[task.seat].discard if is_creature(state, c)]


def _duck(state: State, task: AskTask) -> list[Card]:
    return [c for c in creatures(state) if (power(state, c) or 0) >= 7]


def _adult_swim(state: State, task: AskTask) -> list[Card]:
    return [c for c in in_play(state, 1 - task.seat) if vp(state, c) == 1]


def _off_the_top(seat_of: Callable[[AskTask], Seat]) -> Choices:
    def choices(state: State, task: AskTask) -> list[Card]:
        return least(state, state.seats[seat_of(task)].score_pile, vp, most=True)
    return choices


def _lowest_positive(state: State, task: AskTask) -> list[Card]:
    return least(state, [c for c in state.seats[1 - task.seat].score_pile if vp(state, c) > 0], vp)


# -- effects -------------------------------------------------------------------------------
def crazy_larry(state: State, card: Card, seat: Seat) -> None:
    deck = state.seats[seat].deck
    if deck:  # an empty deck: nothing to move (moving is not drawing, no reshuffle)
        zones.move(state, deck_kit.look(state.table, deck, 0, seat), 1 - seat, Zone.SCORE_PILE)


def whats_this(state: State, card: Card, seat: Seat) -> None:
    foe = 1 - seat
    deck = state.seats[foe].deck
    if not deck:
        return
    top = deck_kit.look(state.table, deck, 0, foe)
    zones.move(state, top, state.owner[top], Zone.DISCARD)
    if vp(state, top) < 0:
        zones.move(state, top, foe, Zone.SCORE_PILE)


def two_birds(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "two-birds-friendly")
    ask(state, seat, card, "two-birds-enemy")


def off_the_top(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "off-the-top-foe")
    ask(state, seat, card, "off-the-top-mine")


def adult_swim(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "adult-swim")


def redistributed_wealth(state: State, card: Card, seat: Seat) -> None:
    if zones.score(state, 1 - seat) > zones.score(state, seat):
        ask(state, seat, card, "redistributed-wealth")


def crossed_teleport(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "crossed-teleport-mine", n=2)


def _crossed_mine(state: State, task: AskTask, picked: list[Card]) -> None:
    ask(state, task.seat, task.source, "crossed-teleport-foe", n=2, picked=picked)


def _crossed_foe(state: State, task: AskTask, picked: list[Card]) -> None:
    # the cards chosen from both piles; now two of them go to the opponent's score pile
    n = min(2, len(picked))
    if n == len(picked):
        move_all(state, picked, to_foe(Zone.SCORE_PILE), task.seat, task.source)
        return
    ask(state, task.seat, task.source, "crossed-teleport-give", n=n, picked=picked)


def _crossed_give_choices(state: State, task: AskTask) -> list[Card]:
    return list(task.picked)  # the chosen cards not yet given


def _crossed_give(state: State, task: AskTask, choice: Card | None) -> None:
    if choice is None:
        return
    zones.move(state, choice, 1 - task.seat, Zone.SCORE_PILE)
    rest = [c for c in task.picked if c != choice]
    if task.left > 1 and rest:
        state.stack.append(AskTask(seat=task.seat, source=task.source, key=task.key,
                                   picked=rest, left=task.left - 1))
    else:
        move_all(state, rest, to_mine(Zone.SCORE_PILE), task.seat, task.source)


def _crossed_give_done(state: State, task: AskTask) -> None:
    move_all(state, task.picked, to_mine(Zone.SCORE_PILE), task.seat, task.source)


def _triple_shot(state: State, task: AskTask, picked: list[Card]) -> None:
    move_all(state, picked, to_owner(Zone.HAND), task.seat, task.source)


def _vp_at_most(n: int) -> Callable[[State, Seat, Card], list[Card]]:
    return lambda state, seat, card: [c for c in creatures(state) if vp(state, c) <= n]


def _power_at_most(n: int) -> Callable[[State, Seat, Card], list[Card]]:
    return lambda state, seat, card: [c for c in creatures(state) if (power(state, c) or 0) <= n]


ABILITIES = {
    "OC-007": Ability("Drixel. Play: a creature in play worth 0 VP or less goes back to its owner's hand.",
                      play=asks("drixel")),
    "OC-008": Ability("Terrible Jack. Play: an enemy creature of power 5 or less goes back to its "
                      "owner's hand.", play=asks("terrible-jack")),
    "OC-016": Ability("Sticky Gemma. Play: the enemy creature with the fewest VP goes to your score pile.",
                      play=asks("sticky-gemma")),
    "OC-017": Ability("Tiny the Tosser. Bonus: the card with the most VP in your score pile goes to "
                      "your opponent's score pile.", bonus=asks("tiny-the-tosser")),
    "OC-019": Ability("Vile Chap. Bonus: every relic in play goes to its owner's discard pile.",
                      bonus=moves_all(lambda state, seat, card: relics(state), to_owner(Zone.DISCARD))),
    "OC-024": Ability("Crazy Larry. Play: your top deck card goes to your opponent's score pile.",
                      play=crazy_larry),
    "OC-032": Ability("Bigfoot Carl. Bonus: every creature of power 3 or less goes to its owner's "
                      "discard pile.", bonus=moves_all(_power_at_most(3), to_owner(Zone.DISCARD))),
    "OC-036": Ability("Tede Scrapper. Bonus: a card of your opponent's score pile goes to its owner's "
                      "discard pile.", bonus=asks("tede-scrapper")),
    "OC-037": Ability("Trophy Master. Bonus: optionally, a card of your score pile goes back to its "
                      "owner's hand.", bonus=asks("trophy-master", optional=True)),
    "OC-038": Ability("Vanx. Bonus: a card of your discard pile goes to its owner's hand.",
                      bonus=asks("vanx")),
    "OC-039": Ability("Tujok. Play: optionally, a card of your opponent's score pile goes back to its "
                      "owner's hand.", play=asks("tujok", optional=True)),
    "OC-044": Ability("Rat Smasher. Play: every creature worth 1 VP or less goes to its controller's "
                      "score pile.", play=moves_all(_vp_at_most(1), to_controller(Zone.SCORE_PILE))),
    "OC-060": Ability("Meat Shears. Bonus: a Mature enemy creature goes to its owner's discard pile.",
                      bonus=asks("meat-shears")),
    "OC-061": Ability("Sledgehammer. Bonus: an enemy relic goes to its owner's discard pile.",
                      bonus=asks("sledgehammer")),
    "OC-063": Ability("Direct Deposit. Play: a card from your hand goes to your score pile.",
                      play=asks("direct-deposit")),
    "OC-064": Ability("Book of the Line. Play: a creature in play goes to the bottom of its owner's deck.",
                      play=asks("book-of-the-line")),
    "OC-065": Ability("Vault Tunnel. Play: an enemy relic goes to your score pile.",
                      play=asks("vault-tunnel")),
    "OC-066": Ability("Dead Drop. Play: a card from your hand goes to your opponent's score pile.",
                      play=asks("dead-drop")),
    "OC-067": Ability("Yoink. Play: a card of your opponent's score pile goes to yours.",
                      play=asks("yoink")),
    "OC-069": Ability("Not Yet. Play: a card of your opponent's score pile goes back to its owner's hand.",
                      play=asks("not-yet")),
    "OC-070": Ability("Two Birds. Play: an enemy card in play, then a friendly one, each go to their "
                      "owner's score pile.", rules=("AR-card-two-birds", "AR-leave-when"),
                      play=two_birds),
    "OC-071": Ability("Recall. Play: an enemy creature goes back to its owner's hand.",
                      play=asks("recall")),
    "OC-072": Ability("Crossed Teleport. Play: pick two cards of each score pile; two of the picked go "
                      "to your opponent's score pile, the others to yours.",
                      rules=("AR-card-crossed-teleport", "AR-picks-in-parts"), play=crossed_teleport),
    "OC-073": Ability("Stink Bomb. Play: a card of your score pile goes to your opponent's.",
                      play=asks("stink-bomb")),
    "OC-083": Ability("Armageddon. Play: every creature in play goes to its owner's discard pile.",
                      play=moves_all(lambda state, seat, card: creatures(state), to_owner(Zone.DISCARD))),
    "OC-084": Ability("Roll the Dice. Play: every creature worth 1 VP or less goes to its controller's "
                      "score pile.", play=moves_all(_vp_at_most(1), to_controller(Zone.SCORE_PILE))),
    "OC-085": Ability("What's This?. Play: your opponent's top deck card goes to their discard pile, "
                      "and on to their score pile if it is worth less than 0 VP.", play=whats_this),
    "OC-088": Ability("A Little Off the Top. Play: the card with the most VP of each score pile goes "
                      "to its owner's discard pile.",
                      rules=("AR-card-a-little-off-the-top",), play=off_the_top),
    "OC-092": Ability("Adult Swim. Play: a 1 VP card your opponent controls goes to your score pile.",
                      rules=("AR-card-adult-swim",),
                      play=adult_swim),
    "OC-093": Ability("Reforge. Play: a creature of your discard pile goes to its owner's hand.",
                      play=asks("reforge")),
    "OC-095": Ability("Redistributed Wealth. Play: if your opponent has more VP, the card with the "
                      "fewest positive VP of their score pile goes to yours.",
                      rules=("AR-card-redistributed-wealth",), play=redistributed_wealth),
    "OC-098": Ability("Triple Shot. Play: up to three creatures in play go back to their owners' hands.",
                      play=asks("triple-shot", n=3, optional=True)),
    "OC-099": Ability("Duck!. Play: a creature of power 7 or more goes to its owner's discard pile.",
                      play=asks("duck")),
}

ASKS = {
    "drixel": mover("Drixel: choose a creature worth 0 VP or less to return to its owner's hand",
                    "AR-card-drixel", _drixel, to_owner(Zone.HAND)),
    "terrible-jack": mover("Terrible Jack: choose an enemy creature with power 5 or less to return "
                           "to its owner's hand", "AR-card-terrible-jack", _terrible_jack,
                           to_owner(Zone.HAND)),
    "sticky-gemma": mover("Sticky Gemma: choose the least valuable enemy creature to move to your "
                          "score pile", "AR-card-sticky-gemma", _sticky_gemma,
                          to_mine(Zone.SCORE_PILE), forced=True),
    "tiny-the-tosser": mover("Tiny the Tosser: choose the most valuable card in your score pile to "
                             "move to your opponent's score pile", "AR-card-tiny-the-tosser", _tiny,
                             to_foe(Zone.SCORE_PILE), forced=True),
    "tede-scrapper": mover("Tede Scrapper: choose a card in your opponent's score pile to move to "
                           "its owner's discard pile", "AR-card-tede-scrapper", _foe_score,
                           to_owner(Zone.DISCARD)),
    "trophy-master": mover("Trophy Master: you may choose a card in your score pile to return to "
                           "its owner's hand", "AR-card-trophy-master", _my_score, to_owner(Zone.HAND)),
    "vanx": mover("Vanx: choose a card in your discard pile to move to its owner's hand",
                  "AR-card-vanx", _my_discard, to_owner(Zone.HAND)),
    "tujok": mover("Tujok: you may choose a card in your opponent's score pile to return to its "
                   "owner's hand", "AR-card-tujok", _foe_score, to_owner(Zone.HAND)),
    "meat-shears": mover("Meat Shears: choose a Mature enemy creature to move to its owner's "
                         "discard pile", "AR-card-meat-shears", _meat_shears, to_owner(Zone.DISCARD)),
    "sledgehammer": mover("Sledgehammer: choose an enemy relic to move to its owner's discard pile",
                          "AR-card-sledgehammer", _enemy_relics, to_owner(Zone.DISCARD)),
    "direct-deposit": mover("Direct Deposit: choose a card in your hand to move to your score pile",
                            "AR-card-direct-deposit", _hand, to_mine(Zone.SCORE_PILE)),
    "book-of-the-line": mover("Book of the Line: choose a creature to move to the bottom of its "
                              "owner's deck", "AR-card-book-of-the-line", _any_creature,
                              to_owner(Zone.DECK)),
    "vault-tunnel": mover("Vault Tunnel: choose an enemy relic to move to your score pile",
                          "AR-card-vault-tunnel", _enemy_relics, to_mine(Zone.SCORE_PILE)),
    "dead-drop": mover("Dead Drop: choose a card in your hand to move to your opponent's score pile",
                       "AR-card-dead-drop", _hand, to_foe(Zone.SCORE_PILE)),
    "yoink": mover("Yoink: choose a card in your opponent's score pile to move to your score pile",
                   "AR-card-yoink", _foe_score, to_mine(Zone.SCORE_PILE)),
    "not-yet": mover("Not Yet: choose a card in your opponent's score pile to return to its owner's "
                     "hand", "AR-card-not-yet", _foe_score, to_owner(Zone.HAND)),
    "two-birds-enemy": mover("Two Birds: choose an enemy card to move to its owner's score pile",
                             "AR-card-two-birds", _enemy_card, to_owner(Zone.SCORE_PILE)),
    "two-birds-friendly": mover("Two Birds: choose a friendly card to move to its owner's score pile",
                                "AR-card-two-birds", _friendly_card, to_owner(Zone.SCORE_PILE)),
    "recall": mover("Recall: choose an enemy creature to return to its owner's hand",
                    "AR-card-recall", _enemy_creatures, to_owner(Zone.HAND)),
    "crossed-teleport-mine": picks("Crossed Teleport: choose two cards from your score pile",
                                   "AR-card-crossed-teleport", _my_score, _crossed_mine),
    "crossed-teleport-foe": picks("Crossed Teleport: choose two cards from your opponent's score pile",
                                  "AR-card-crossed-teleport", _foe_score, _crossed_foe),
    "crossed-teleport-give": Ask("Crossed Teleport: choose two of the chosen cards to move to your "
                                 "opponent's score pile; the others go to yours",
                                 "AR-card-crossed-teleport", _crossed_give_choices, _crossed_give,
                                 done=_crossed_give_done),
    "stink-bomb": mover("Stink Bomb: choose a card in your score pile to move to your opponent's "
                        "score pile", "AR-card-stink-bomb", _my_score, to_foe(Zone.SCORE_PILE)),
    "off-the-top-mine": mover("A Little Off the Top: choose the most valuable card in your score "
                              "pile to move to its owner's discard pile", "AR-card-a-little-off-the-top",
                              _off_the_top(lambda t: t.seat), to_owner(Zone.DISCARD), forced=True),
    "off-the-top-foe": mover("A Little Off the Top: choose the most valuable card in your "
                             "opponent's score pile to move to its owner's discard pile",
                             "AR-card-a-little-off-the-top", _off_the_top(lambda t: 1 - t.seat),
                             to_owner(Zone.DISCARD), forced=True),
    "adult-swim": mover("Adult Swim: choose a card worth 1 VP your opponent controls to move to "
                        "your score pile", "AR-card-adult-swim", _adult_swim,
                        to_mine(Zone.SCORE_PILE), made_alone_before=True),
    "reforge": mover("Reforge: choose a creature in your discard pile to move to its owner's hand",
                     "AR-card-reforge", _my_discard_creature, to_owner(Zone.HAND)),
    "redistributed-wealth": mover("Redistributed Wealth: choose the card with the lowest positive VP "
                                  "in your opponent's score pile to move to your score pile",
                                  "AR-card-redistributed-wealth", _lowest_positive,
                                  to_mine(Zone.SCORE_PILE), forced=True),
    "triple-shot": picks("Triple Shot: choose up to three creatures to return to their owners' "
                         "hands, or nothing to stop", "AR-card-triple-shot", _any_creature,
                         _triple_shot),
    "duck": mover("Duck!: choose a creature with power 7 or higher to move to its owner's discard "
                  "pile", "AR-card-duck", _duck, to_owner(Zone.DISCARD)),
}

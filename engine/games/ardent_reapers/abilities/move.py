"""Abilities that move cards between zones (hands, piles, decks, play areas), made of the
pieces in movers.py.

A moved card does not resolve its Play: or Bonus: (AR-move-1, AR-bonus-2); a card moved out
of play takes its stashed cards to their owners' discard piles (AR-stash-other), see
`zones.move`. "Move all ..." moves every affected card at once, after choosing nothing.
Least/most powerful/valuable: the active player chooses among tied cards (AR-least-most).
"""

from __future__ import annotations

from typing import Callable

from engine.kit import deck as deck_kit
from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers.abilities.base import Ability, Ask, ask, picks
from engine.games.ardent_reapers.abilities.movers import (Choices, asks, creatures, in_play,
                                                          is_creature, least, move_all, mover,
                                                          moves_all, power, relics, to_controller,
                                                          to_foe, to_mine, to_owner, vp)
from engine.games.ardent_reapers.state import AskTask, Card, CardState, Seat, State, Zone


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

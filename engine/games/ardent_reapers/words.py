"""Ardent Reapers' words for the story of a match: its score and zones."""

from engine.words import Told, Words

from .state import Zone

WORDS = Words(
    stats={"score": Told(up="{who} scores {n} VP ({old} to {new})",
                         down="{who} loses {n} VP ({old} to {new})")},
    arrive={Zone.HAND.value: "drawn", Zone.SCORE_PILE.value: "scored",
            Zone.DISCARD.value: "discarded", Zone.BATTLE_LINE.value: "put into play",
            Zone.RELICS.value: "put into play", Zone.DECK.value: "put into the deck"},
    leave_play={Zone.HAND.value: "returned to hand", Zone.DECK.value: "put into the deck"},
    in_play=(Zone.BATTLE_LINE.value, Zone.RELICS.value),
    hands=(Zone.HAND.value,),
    draw_piles=(Zone.DECK.value,),
    passing=("resolving",),
)

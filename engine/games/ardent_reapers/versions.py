"""The rules versions of the Ardent Reapers engine, in words: what each one plays differently
from the next. The engine of each is a class in game.py (`ArdentReapers.for_rules`); matches
recorded under an older version replay under it."""


RULES_VERSIONS = {
    "AR-1.8": "the rules document with its errata and FAQ; no turn limit; one rule of when a "
              "choice is asked (AR-choice-asked): a creature played onto an empty battle line "
              "is one option, not one per end, and no order is asked between Bonus: abilities "
              "of the same card; a player out of cards is one who owns none in their area, "
              "hand, deck or discard pile (AR-end-area), and the end is checked when nothing is "
              "resolving (AR-end-when); a card an ability shuffles into a deck resolves its leave "
              "ability after the shuffle (AR-leave-shuffled); a fight is the same whatever order "
              "it names its creatures in (AR-fight-order); a harvested card scores for the "
              "harvester (AR-harvest-control); an ability made available by a card leaving play "
              "resolves once the sentence that moved it is done, before the next (AR-leave-when); "
              "a written position's padding (the cards it does not list) is in no zone, out of "
              "every ability's reach (AR-position-pad)",
    "AR-1.7": "as AR-1.8, but a written position's padding Blanks were in their seat's score "
              "pile, where an ability taking score pile cards could take them (matches recorded "
              "before AR-1.8 replay under it)",
    "AR-1.6": "as AR-1.7, but Return to Sender chose its friendly creatures before shuffling "
              "its enemy ones home, so their leave abilities waited for both sentences (matches "
              "recorded before AR-1.7 replay under it)",
    "AR-1.5": "as AR-1.6, but a Team-Up or Bear Hug fight folded in the order its event named "
              "its creatures, and a harvested card whose control changed during its Bonus: went "
              "to its new controller's score pile (matches recorded before AR-1.6 replay under it)",
    "AR-1.4": "as AR-1.5, but the end was checked while an ability resolved (an action resolving "
              "went to no score pile), a card shuffled into a deck drew before the shuffle, and "
              "the order of two Bonus: abilities of the same card was asked (matches recorded "
              "before AR-1.5 replay under it)",
    "AR-1.3": "as AR-1.4, but an enemy card a player controls kept that player in the game "
              "(matches recorded before AR-1.4 replay under it)",
    "AR-1.2": "as AR-1.3, but a creature played onto an empty battle line is listed once per "
              "end, and a match over at a turn's end keeps the turn's count of creatures played "
              "(matches recorded before AR-1.3 replay under it)",
    "AR-1.1": "as AR-1.2, but Adult Swim and Breach make a single answer without asking "
              "(matches recorded before AR-1.2 replay under it)",
    "AR-1.0": "as AR-1.1, but a match not over after 200 turns is a draw (matches recorded "
              "before AR-1.1 replay under it)",
    "AR-1.8-printed": "AR-1.8 with cards as printed before their errata (AR-printed)",
    "AR-1.7-printed": "AR-1.7 with cards as printed before their errata (AR-printed)",
    "AR-1.6-printed": "AR-1.6 with cards as printed before their errata (AR-printed)",
    "AR-1.5-printed": "AR-1.5 with cards as printed before their errata (AR-printed)",
    "AR-1.4-printed": "AR-1.4 with cards as printed before their errata (AR-printed)",
    "AR-1.3-printed": "AR-1.3 with cards as printed before their errata (AR-printed)",
    "AR-1.2-printed": "AR-1.2 with cards as printed before their errata (AR-printed)",
    "AR-1.1-printed": "AR-1.1 with cards as printed before their errata (AR-printed)",
}

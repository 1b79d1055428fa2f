"""The rule index of Ardent Reapers: stable ids for the clauses of `ardent-reapers.txt`.

Summaries are ours; quotes are short excerpts of the document for a judge. Where the document
is silent the engine decides, and says so with `assumption=True`.
"""

from __future__ import annotations

from engine.rules import Rule, RuleIndex

DOCUMENT = "ardent-reapers.txt"


def _r(id: str, section: str, summary: str, quote: str = "", assumption: bool = False) -> Rule:
    return Rule(id=id, section=section, summary=summary, quote=quote, assumption=assumption)


RULES = RuleIndex(DOCUMENT, [
    # -- core concepts -------------------------------------------------------------------
    _r("AR-golden", "Core Concepts / The Golden Rule",
       "Card text that contradicts the rules takes precedence over them.",
       "If the text on a card directly contradicts the text of the rules, the text of the card takes precedence."),
    _r("AR-objective", "Core Concepts / Objective of the Game",
       "Players try to have the most points in their score piles when the game ends.",
       "Players are trying to get the largest number of points in their score piles"),
    _r("AR-states-1", "Core Concepts / Card States",
       "Creatures and relics in play are Dormant, Active or Mature; a Dormant card cannot be used.",
       "A Dormant card cannot be used until it has been made Active or Mature."),
    _r("AR-states-2", "Core Concepts / Card States",
       "Except at the start of the game, creatures and relics enter play Dormant.",
       "With the exception of the Start of Game, when Creatures and Relics enter play, they enter in the Dormant state."),
    _r("AR-score-1", "Core Concepts / Score Piles",
       "Cards in a score pile are out of play and open information; each is worth its VP.",
       "Unless specified by a card effect, cards in the Score Pile are considered out of play."),
    _r("AR-timing-1", "Timing Chart",
       "Things happen in the order of the timing chart: the match waits for one decision or one "
       "dealer's draw at a time, and an event must answer what it waits for.",
       "Discard, Play, and Use Cards in Any Order", assumption=True),
    # -- start of game -------------------------------------------------------------------
    _r("AR-setup-1", "Start of Game / 1",
       "Each player shuffles their deck.",
       "Players shuffle their decks and place their deck list next to their deck."),
    _r("AR-setup-decklist", "Start of Game / 1",
       "Each player's deck list (its cards, in no order) is open information: either player may "
       "refer to it at any point.",
       "Decklists are considered open information and may be referred to by either player at any "
       "point during the game."),
    _r("AR-setup-2", "Start of Game / 2",
       "Each player discards from the top of their deck until a creature, puts it into play Active, "
       "and repeats until they have 2 creatures in play; Play: abilities do not resolve and the "
       "other discarded cards stay in the discard pile.",
       "Each player discards cards from the top of their deck until they discard a Creature."),
    _r("AR-setup-3", "Start of Game / 3",
       "Each player fills their hand as in the Draw Cards step (3 cards, modifiable by abilities).",
       "Each player fills their hand as if it were the \u201cDraw Cards\u201d step, drawing a hand of 3 cards."),
    _r("AR-setup-no-creature", "Start of Game / 2",
       "If a player's deck runs out before they discard a creature during setup, they stop looking: "
       "they start with fewer creatures in play (the discard pile is not reshuffled for this).",
       "Repeat this step until each player has 2 Creatures in play.", assumption=True),
    _r("AR-first-player-1", "Start of Game / 4",
       "The player with the least powerful creature in play goes first.",
       "The player with the least powerful Creature in play goes first."),
    _r("AR-first-player-2", "Start of Game / 4",
       "If the least powerful creatures tie, compare the next least powerful, and so on.",
       "If there is a tie for least powerful Creature, the player with the next least powerful Creature goes first."),
    _r("AR-first-player-3", "Start of Game / 4",
       "If still tied, a coin flip decides; its winner goes first.",
       "If there is still a tie, flip a coin, with the winner of the coin flip going first."),
    _r("AR-first-player-missing", "Start of Game / 4",
       "When one player has run out of creatures to compare, the player who still has a creature at "
       "that rank has the (next) least powerful creature and goes first.",
       "the player with the next least powerful Creature goes first", assumption=True),
    # -- turn --------------------------------------------------------------------------------
    _r("AR-turn-1", "Turn Sequence",
       "A turn is Use, Play, or Discard Cards; Rotate Cards; Draw Cards. Only the active player "
       "plays, uses and discards cards on their turn.",
       "On a player\u2019s turn, they are considered to be the Active Player."),
    _r("AR-turn-2", "Turn Sequence / Step One",
       "The active player may play cards, use friendly cards in play and discard cards, in any order.",
       "Cards can be played, used, or discarded in any order."),
    _r("AR-turn-3", "Turn Sequence",
       "Players alternate turns, starting with the first player.",
       "The player with the least powerful Creature in play goes first.", assumption=True),
    # -- playing cards ---------------------------------------------------------------------
    _r("AR-play-1", "Step One / Playing cards",
       "The active player must play at least one card if they are able.",
       "they must play at least one card if they are able"),
    _r("AR-play-2", "Step One / Playing cards",
       "The active player must play a card before discarding any cards.",
       "they must play a card before discarding any cards"),
    _r("AR-play-3", "Step One / Playing cards",
       "A player who cannot play any card in hand reveals their hand; then they may discard.",
       "If a card ability prevents a player from being able to play any of their cards, they must reveal their hand"),
    _r("AR-play-able-now", "Step One / Playing cards; Discarding Cards",
       "Whether the active player is able to play a card is judged at each of their decisions in "
       "the step, not once at its start: a hand revealed as unplayable (AR-play-3) must be played "
       "from again, before discarding or ending the step, once the restriction is gone (Silent "
       "Master beaten in a fight, an Active Silence Enforcer rotated to Dormant) or a playable card "
       "is drawn; cards already discarded stay discarded.",
       "they must play at least one card if they are able", assumption=True),
    _r("AR-play-4", "Step One / Playing cards",
       "Cards are played from the active player's hand.",
       "The Active Player may play any number of cards from their hand each turn"),
    _r("AR-play-dormant", "Step One / Playing cards",
       "A played creature or relic enters play Dormant.",
       "When playing a Creature or Relic, the card enters play Dormant (pointed to the left)."),
    _r("AR-play-battle-line-end", "Step One / Playing cards",
       "A played creature is placed on either end of the battle line.",
       "When a creature is played it is placed on either end of the battle line."),
    _r("AR-play-relic", "Step One / Playing cards",
       "A played relic is placed behind the battle line (no end to choose).",
       "Relics are placed in the play area behind the battle line."),
    _r("AR-play-action", "Step One / Playing cards",
       "A played action resolves its Play: text, then goes to the active player's score pile.",
       "Actions are revealed, their Play: text is resolved and then the Action is placed into the Active Player\u2019s score pile."),
    _r("AR-play-ability", "Abilities / Play: Abilities",
       "A creature's or relic's Play: ability resolves right after it enters play.",
       "Play: abilities on Creatures and Relics are effects that resolve after the card is played, immediately after it enters play."),
    # -- using cards -------------------------------------------------------------------------
    _r("AR-fight-1", "Using Cards / Fighting",
       "The active player uses one friendly Active or Mature creature to fight one enemy creature.",
       "The Active Player can use a friendly Creature in an Active or Mature state to fight."),
    _r("AR-fight-target", "Using Cards / Fighting",
       "The target of a fight is an enemy creature.",
       "the Active Player chooses an enemy Creature as the target of the fight."),
    _r("AR-fight-dormant", "Step One / Playing cards",
       "A Dormant creature cannot fight.",
       "Cards that are Dormant cannot fight or be harvested."),
    _r("AR-fight-2", "Using Cards / Fighting",
       "The friendly creature wins if its power is greater than or equal to the enemy's; otherwise it loses.",
       "If the power of the friendly Creature is greater than or equal to the power of the enemy Creature, the friendly Creature wins the fight."),
    _r("AR-fight-3", "Using Cards / Fighting",
       "The friendly creature's Bonus: resolves whether it wins or loses; the fighters are still in play meanwhile.",
       "Resolve the Bonus: text of the friendly Creature regardless if it wins or loses the fight."),
    _r("AR-fight-4", "Using Cards / Fighting",
       "Then the winner goes to its owner's discard pile and the loser to the score pile of the "
       "controller of the winning creature.",
       "Move the winner of the fight to its owner\u2019s discard pile and move the loser of the fight to the score pile of the controller of the winning Creature."),
    _r("AR-fight-5", "Using Cards / Fighting",
       "A creature may fight and lose on purpose.",
       "A Creature may fight and intentionally lose to clear a card from the opponent\u2019s board."),
    _r("AR-fight-order", "Using Cards / Fighting; Skills / Team-Up, Bear Hug",
       "The order in which a fight names its creatures (Team-Up's fighters, Bear Hug's targets) is "
       "no choice the rules give: any order is the same fight. `options` lists it once, in battle "
       "line order (left to right), `check` accepts any order, and from AR-1.6 every order folds "
       "as the listed one (the fighters reach their piles in line order). AR-1.5 and older folded "
       "the named order, a different position for the same fight.",
       "Creatures move out of play simultaneously.", assumption=True),
    _r("AR-harvest-control", "Using Cards / Harvesting; Timing Chart / Harvest",
       "A harvested card whose control changes while its Bonus: resolves (Bamphf playing This is "
       "Yours from the deck and giving itself away) still goes, with its stash, to the harvesting "
       "player's score pile: \"place the Creature or Relic in your score pile\"; the timing "
       "chart's \"its controller\" is that player when the harvest is made. From AR-1.6; AR-1.5 "
       "and older put it in the score pile of whoever controlled it when it left play.",
       "then place the Creature or Relic in your score pile.", assumption=True),
    _r("AR-harvest-1", "Using Cards / Harvesting",
       "Only a friendly creature or relic in the Mature state can be harvested.",
       "A friendly Creature or Relic that is in a Mature state can also be harvested."),
    _r("AR-harvest-2", "Using Cards / Harvesting",
       "Harvesting resolves the card's Bonus:, then puts it in the harvesting player's score pile.",
       "resolve any Bonus: text the Creature or Relic may have, then place the Creature or Relic in your score pile."),
    _r("AR-harvest-3", "Using Cards / Harvesting",
       "Relics must be harvested to reach a score pile and complete the game.",
       "Relics must be Harvested to a score pile to complete the game."),
    _r("AR-discard-1", "Discarding Cards / Glossary: Discard",
       "Discarding moves a card from the player's hand to their discard pile.",
       "that card should be moved from the player\u2019s hand to the discard pile."),
    # -- rotate and draw ---------------------------------------------------------------------
    _r("AR-rotate-1", "Step Two: Rotate Cards",
       "The active player rotates their Dormant cards to Active and Active cards to Mature.",
       "The Active Player rotates each of their cards that are in a Dormant or Active state 90 degrees clockwise."),
    _r("AR-draw-1", "Step Three: Draw Cards",
       "The active player refills their hand up to 3 cards; with 3 or more they draw none.",
       "The Active Player refills their hands up to three cards."),
    _r("AR-draw-reshuffle", "Step Three: Draw Cards",
       "A player who must draw from an empty deck shuffles their discard pile into a new deck and continues.",
       "that player shuffles their discard pile to create a new deck, and then continues to draw."),
    _r("AR-draw-short", "Step Three: Draw Cards",
       "With no deck and no discard pile, the player draws fewer cards.",
       "they play their next turn with fewer cards in their hand."),
    # -- abilities ---------------------------------------------------------------------------
    _r("AR-ability-1", "Abilities / The Active Player Makes All Decisions",
       "The active player makes every decision while abilities resolve.",
       "When resolving abilities, the Active Player makes all necessary decisions"),
    _r("AR-ability-2", "Abilities / Resolve as Much as You Can",
       "Resolve as much of an ability as can be resolved and ignore the rest.",
       "resolve as much of the ability text as can be resolved, and ignore the rest."),
    _r("AR-ability-3", "Abilities",
       "Unless it says otherwise, an ability affects only cards in play.",
       "Unless otherwise specified, abilities on a card can only affect cards that are in play."),
    _r("AR-ability-not-implemented", "Abilities",
       "This engine refuses decks with cards whose abilities it does not implement yet.",
       "There are three types of abilities", assumption=True),
    _r("AR-bonus-1", "Abilities / Bonus: Abilities",
       "Bonus: abilities resolve after a fight or harvest, before the cards leave play; several "
       "resolve one at a time in the active player's order (from AR-1.5 not asked when they are "
       "the same card's, every order coming to the same position: AR-choice-asked).",
       "If there are multiple Bonus: abilities to resolve, the Active Player resolves the abilities one at a time in the order of their choosing."),
    _r("AR-bonus-2", "Abilities / Bonus: Abilities",
       "A card moved by rules text or an ability does not resolve its Bonus:.",
       "If a card is moved from one zone to another by rules text or an ability, any Bonus: abilities on the moved card do not resolve."),
    _r("AR-effect-cannot-play", "Abilities / Constant Abilities",
       "A lasting effect stops a player from playing cards this turn.",
       "If a card ability prevents a player from being able to play any of their cards"),
    _r("AR-effect-cannot-play-actions", "Abilities / Constant Abilities; Errata",
       "A lasting or constant effect stops a player from playing actions this turn.",
       "your opponent cannot play Actions or Relics."),
    _r("AR-effect-cannot-fight", "Abilities / Constant Abilities; Errata",
       "A lasting effect stops a player's creatures from being used to fight this turn.",
       "your opponent's Creatures cannot be used to fight."),
    # -- skills ------------------------------------------------------------------------------
    _r("AR-skills-combine", "FAQ",
       "Skills do not combine: a fight uses one of Sneak, Team-Up or Bear Hug, or none.",
       "the skills do not combine."),
    _r("AR-teamup-1", "Skills / Team-Up",
       "Every creature fighting with Team-Up is friendly, Active or Mature, and has Team-Up.",
       "All friendly Creatures used to fight this way must have the Team-Up skill, be in an Active or Mature state"),
    _r("AR-teamup-2", "Skills / Team-Up",
       "Their total power must exactly equal the power of the single enemy target, or the fight cannot be attempted.",
       "the total of the fighting Creatures\u2019 power must exactly equal the enemy Creature\u2019s power."),
    _r("AR-teamup-3", "Skills / Team-Up",
       "The target goes to the active player's score pile; each fighter resolves its Bonus: in the "
       "active player's order and goes to its owner's discard pile.",
       "all friendly Creatures used to fight resolve any Bonus: text on the Creatures (in the order of the active player\u2019s choosing) and are moved to their owner\u2019s discard pile."),
    _r("AR-teamup-4", "Skills / Team-Up",
       "A Team-Up fight has a single enemy target.",
       "combine their power to equal the power of a single enemy Creature"),
    _r("AR-teamup-size", "Skills / Team-Up",
       "Team-Up combines at least two creatures; one creature alone fights a plain fight.",
       "can combine their power", assumption=True),
    _r("AR-teamup-resilient", "Skills / Team-Up, Resilient X",
       "Against a target with Resilient X, the combined power is compared to X as well; a Team-Up "
       "fight that could not win cannot be attempted (as with Bear Hug).",
       "they compare the X value of Resilient to the power of their creature", assumption=True),
    _r("AR-bearhug-1", "Skills / Bear Hug",
       "A single friendly Active or Mature creature with Bear Hug may fight several enemy creatures.",
       "a friendly Creature with the Bear Hug skill can be used to fight multiple enemy Creatures"),
    _r("AR-bearhug-2", "Skills / Bear Hug",
       "The targets' total power must exactly equal the Bear Hug creature's power.",
       "provided the sum of the enemy Creature\u2019s power is exactly equal to the power of the Creature with Bear Hug."),
    _r("AR-bearhug-3", "Skills / Bear Hug",
       "Bear Hug cannot be used against a set of creatures it cannot win against (e.g. Resilient).",
       "the Bear Hug skill cannot be used to fight a set of Creatures where it cannot win."),
    _r("AR-bearhug-4", "Skills / Bear Hug",
       "The Bear Hug creature wins, resolves its Bonus: and goes to its owner's discard pile; the "
       "targets go to the score pile of its controller.",
       "The creature using Bear Hug wins the fight, resolves any Bonus: text it may have, and is moved to its owner\u2019s discard pile."),
    _r("AR-bearhug-size", "Skills / Bear Hug",
       "Bear Hug fights at least two creatures; against one it fights a plain fight.",
       "can be used to fight multiple enemy Creatures", assumption=True),
    _r("AR-sneak-1", "Skills / Sneak X",
       "A creature with Sneak X may compare X instead of its power to the enemy's power.",
       "they may compare the X value of Sneak to the power of the opponent\u2019s creature instead of the power of the creature"),
    _r("AR-sneak-2", "Often Overlooked Rules / Skills",
       "Sneak is optional: the printed power may be used instead.",
       "Using a creature\u2019s Sneak X skill is optional."),
    _r("AR-sneak-3", "Skills / Sneak X",
       "With several instances of Sneak, the active player chooses which X applies.",
       "the Active Player may choose which value of Sneak to apply."),
    _r("AR-resilient-1", "Skills / Resilient X",
       "Against a creature with Resilient X, X is compared to the attacker instead of the target's power; it is not optional.",
       "Resilient is not optional"),
    _r("AR-resilient-2", "Skills / Resilient X",
       "With several instances of Resilient, the highest X applies.",
       "the higher of the two X values applies."),
    _r("AR-resilient-sneak", "Skills / Sneak X, Resilient X",
       "Sneak and Resilient both apply: the attacker's Sneak X is compared to the target's Resilient Y.",
       "compare the X value of Resilient to the power of their creature", assumption=True),
    # -- card abilities that move, rotate, shuffle, reveal and choose ---------------------------
    _r("AR-least-most", "Glossary / Least Powerful, Least Valuable, Most Powerful, Most Valuable",
       "Least/most powerful or valuable: the active player chooses among tied cards; a card without "
       "power is neither least nor most powerful.",
       "the Active Player can choose from the tied cards to resolve the text."),
    _r("AR-choose-one", "FAQ",
       "\"Choose one:\": the active player picks an option even if it can do nothing, then resolves "
       "as much of it as they can.",
       "you may choose which option to resolve, then resolve as much of that option as you are able, and ignore the rest."),
    _r("AR-out-of-play-together", "Glossary / Out of Play",
       "Cards an ability moves out of play together leave play simultaneously.",
       "all affected cards are moved out of play simultaneously."),
    _r("AR-card-drixel", "Cards / Drixel",
       "Drixel's Play: returns a creature in play (either side) worth 0 VP or less to its owner's hand.",
       "Play: and Bonus: abilities do not resolve when a card is moved."),
    _r("AR-card-terrible-jack", "Cards / Terrible Jack",
       "Terrible Jack's Play: returns an enemy creature of power 5 or less to its owner's hand.",
       "Play: and Bonus: abilities do not resolve when a card is moved."),
    _r("AR-card-proud-mama", "Cards / Proud Mama",
       "Proud Mama's Bonus: turns an enemy creature to Mature.",
       "Creatures and Relics in play can exist in one of three states:"),
    _r("AR-card-sticky-gemma", "Cards / Sticky Gemma",
       "Sticky Gemma's Play: moves the enemy creature with the fewest VP (a tie: the active player's "
       "pick) to your score pile.",
       "the Active Player can choose from the tied card to resolve the text."),
    _r("AR-card-tiny-the-tosser", "Cards / Tiny the Tosser",
       "Tiny the Tosser's Bonus: moves the card with the most VP of your score pile (a tie: your pick) "
       "to your opponent's score pile.",
       "the Active Player can choose from the tied cards to resolve the text."),
    _r("AR-card-vile-chap", "Cards / Vile Chap",
       "Vile Chap's Bonus: moves every relic in play, both sides, to its owner's discard pile at once.",
       "all affected cards are moved out of play simultaneously."),
    _r("AR-card-crazy-larry", "Cards / Crazy Larry",
       "Crazy Larry's Play: moves your top deck card to your opponent's score pile (an empty deck: "
       "nothing; moving is not drawing, so no reshuffle).",
       "resolve as much of the ability text as can be resolved, and ignore the rest.", assumption=True),
    _r("AR-card-pinwheel", "Cards / Pinwheel",
       "Pinwheel's Bonus: turns any card in play to a state other than its own: first the card, then "
       "the state.",
       "Creatures and Relics in play can exist in one of three states:"),
    _r("AR-card-bigfoot-carl", "Cards / Bigfoot Carl",
       "Bigfoot Carl's Bonus: moves every creature of power 3 or less, both sides, to its owner's "
       "discard pile at once.",
       "all affected cards are moved out of play simultaneously."),
    _r("AR-card-the-auditor", "Cards / The Auditor",
       "The Auditor's Play: your opponent shows their hand; its least powerful creature (a tie: your "
       "pick) goes to their score pile.",
       "the Active Player can choose from the tied cards to resolve the text."),
    _r("AR-card-tede-scrapper", "Cards / Tede Scrapper",
       "Tede Scrapper's Bonus: a card of your opponent's score pile goes to its owner's discard pile.",
       "The contents of a player\u2019s score pile are considered open information."),
    _r("AR-card-trophy-master", "Cards / Trophy Master",
       "Trophy Master's Bonus: you may return a card of your score pile to its owner's hand.",
       "The contents of a player\u2019s score pile are considered open information."),
    _r("AR-card-vanx", "Cards / Vanx",
       "Vanx's Bonus: a card of your discard pile goes to its owner's hand.",
       "The contents of a player\u2019s discard pile are open information."),
    _r("AR-card-tujok", "Cards / Tujok",
       "Tujok's Play: you may return a card of your opponent's score pile to its owner's hand.",
       "The contents of a player\u2019s score pile are considered open information."),
    _r("AR-card-kazoo", "Cards / Kazoo",
       "Kazoo's Bonus: turns a friendly card in play to Active.",
       "Active cards may be used during a player\u2019s turn."),
    _r("AR-card-droven-jeb", "Cards / Droven Jeb",
       "Droven Jeb's Bonus: show your hand; its least powerful creature (a tie: your pick) goes to your "
       "score pile.",
       "the Active Player can choose from the tied cards to resolve the text."),
    _r("AR-card-rat-smasher", "Cards / Rat Smasher",
       "Rat Smasher's Play: every creature worth 1 VP or less goes to its controller's score pile, at once.",
       "all affected cards are moved out of play simultaneously."),
    _r("AR-card-meat-shears", "Cards / Meat Shears",
       "Meat Shears's Bonus: a Mature enemy creature goes to its owner's discard pile.",
       "Play: and Bonus: abilities do not resolve when a card is moved."),
    _r("AR-card-sledgehammer", "Cards / Sledgehammer",
       "Sledgehammer's Bonus: an enemy relic goes to its owner's discard pile.",
       "Play: and Bonus: abilities do not resolve when a card is moved."),
    _r("AR-card-direct-deposit", "Cards / Direct Deposit",
       "Direct Deposit's Play: a card from your hand goes to your score pile.",
       "Play: and Bonus: abilities do not resolve when a card is moved."),
    _r("AR-card-book-of-the-line", "Cards / Book of the Line",
       "Book of the Line's Play: a creature in play (either side) goes to the bottom of its owner's deck.",
       "A player owns all the cards in their deck."),
    _r("AR-card-vault-tunnel", "Cards / Vault Tunnel",
       "Vault Tunnel's Play: an enemy relic goes to your score pile.",
       "Play: and Bonus: abilities do not resolve when a card is moved."),
    _r("AR-card-dead-drop", "Cards / Dead Drop",
       "Dead Drop's Play: a card from your hand goes to your opponent's score pile.",
       "Play: and Bonus: abilities do not resolve when a card is moved."),
    _r("AR-card-yoink", "Cards / Yoink",
       "Yoink's Play: a card of your opponent's score pile goes to yours.",
       "The contents of a player\u2019s score pile are considered open information."),
    _r("AR-card-gentle-nudge", "Cards / Gentle Nudge",
       "Gentle Nudge's Play: your discard pile is shuffled (those cards only) and put on top of your deck.",
       "When a player runs out of cards in their deck and needs to draw a card, they shuffle the discard pile to create a new deck."),
    _r("AR-card-not-yet", "Cards / Not Yet",
       "Not Yet's Play: a card of your opponent's score pile goes back to its owner's hand.",
       "The contents of a player\u2019s score pile are considered open information."),
    _r("AR-card-two-birds", "Cards / Two Birds",
       "Two Birds's Play: an enemy card in play, then a friendly card in play, each go to their owner's "
       "score pile.",
       "Unless otherwise specified, abilities on a card can only affect cards that are in play."),
    _r("AR-card-recall", "Cards / Recall",
       "Recall's Play: an enemy creature goes back to its owner's hand.",
       "Play: and Bonus: abilities do not resolve when a card is moved."),
    _r("AR-card-crossed-teleport", "Cards / Crossed Teleport",
       "Crossed Teleport's Play: pick two cards of your score pile and two of your opponent's (fewer if "
       "there are fewer); two of those picked go to your opponent's score pile, the rest to yours.",
       "resolve as much of the ability text as can be resolved, and ignore the rest."),
    _r("AR-card-stink-bomb", "Cards / Stink Bomb",
       "Stink Bomb's Play: a card of your score pile goes to your opponent's score pile.",
       "The contents of a player\u2019s score pile are considered open information."),
    _r("AR-card-fast-forward", "Cards / Fast Forward",
       "Fast Forward's Play: every card in play, both sides, becomes Mature.",
       "Creatures and Relics in play can exist in one of three states:"),
    _r("AR-card-rewind", "Cards / Rewind",
       "Rewind's Play: every card in play, both sides, becomes Dormant.",
       "Creatures and Relics in play can exist in one of three states:"),
    _r("AR-card-start-over", "Cards / Start Over",
       "Start Over's Play: every friendly card in play becomes Dormant.",
       "Creatures and Relics in play can exist in one of three states:"),
    _r("AR-card-corrode-or-shine", "Cards / Corrode or Shine; FAQ",
       "Corrode or Shine's Play: choose one option (an enemy creature to Mature, or a friendly one to "
       "Dormant), even with no creature for it, then resolve as much as you can.",
       "you may choose which option to resolve, then resolve as much of that option as you are able, and ignore the rest."),
    _r("AR-card-wise-or-naive", "Cards / Wise or Naive",
       "Wise or Naive's Play: choose one option (a friendly creature to Mature, or an enemy one to "
       "Dormant), then resolve as much as you can.",
       "you may choose which option to resolve, then resolve as much of that option as you are able, and ignore the rest."),
    _r("AR-card-botched-construction", "Cards / Botched Construction",
       "Botched Construction's Play: an enemy relic goes into its owner's deck, which is then shuffled.",
       "A player owns all the cards in their deck."),
    _r("AR-card-return-to-sender", "Cards / Return to Sender",
       "Return to Sender's Play: two enemy creatures (fewer if there are fewer) go into their "
       "owners' decks, each such deck is shuffled and what their leaving makes available "
       "resolves; then the same for two friendly creatures (AR-leave-when, from AR-1.7).",
       "resolve as much of the ability text as can be resolved, and ignore the rest."),
    _r("AR-card-armageddon", "Cards / Armageddon",
       "Armageddon's Play: every creature in play goes to its owner's discard pile, at once.",
       "all affected cards are moved out of play simultaneously."),
    _r("AR-card-roll-the-dice", "Cards / Roll the Dice",
       "Roll the Dice's Play: every creature worth 1 VP or less goes to its controller's score pile, at once.",
       "all affected cards are moved out of play simultaneously."),
    _r("AR-card-whats-this", "Cards / What's This?",
       "What's This?'s Play: your opponent's top deck card goes to their discard pile, then to their "
       "score pile if it is worth less than 0 VP (an empty deck: nothing).",
       "resolve as much of the ability text as can be resolved, and ignore the rest."),
    _r("AR-card-i-dont-like-these", "Cards / I Don't Like These",
       "I Don't Like These's Play: discard two cards of your choice; only if two were discarded, draw five.",
       "that card should be moved from the player\u2019s hand to the discard pile."),
    _r("AR-card-a-little-off-the-top", "Cards / A Little Off the Top",
       "A Little Off the Top's Play: the card with the most VP of each score pile (a tie: your pick) "
       "goes to its owner's discard pile.",
       "the Active Player can choose from the tied cards to resolve the text."),
    _r("AR-card-cheap-shot", "Cards / Cheap Shot",
       "Cheap Shot's Play: your opponent discards a card of their hand picked at random (a chance).",
       "that card should be moved from the player\u2019s hand to the discard pile."),
    _r("AR-card-adult-swim", "Cards / Adult Swim",
       "Adult Swim's Play: a card worth exactly 1 VP that your opponent controls (several: your pick) "
       "goes to your score pile.",
       "When resolving abilities, the Active Player makes all necessary decisions"),
    _r("AR-card-reforge", "Cards / Reforge",
       "Reforge's Play: a creature of your discard pile goes to its owner's hand.",
       "The contents of a player\u2019s discard pile are open information."),
    _r("AR-card-redistributed-wealth", "Cards / Redistributed Wealth",
       "Redistributed Wealth's Play: only if your opponent has more VP than you, the card with the "
       "lowest positive VP of their score pile (a tie: your pick) goes to your score pile.",
       "the Active Player can choose from the tied card to resolve the text."),
    _r("AR-card-pinpoint", "Cards / Pinpoint",
       "Pinpoint's Play: choose a number, any whole number (the options list every VP value of the "
       "set, -2 to 4; any other number is legal and discards nothing); your opponent shows their "
       "hand and discards every card of that VP.",
       "When resolving abilities, the Active Player makes all necessary decisions", assumption=True),
    _r("AR-card-triple-shot", "Cards / Triple Shot",
       "Triple Shot's Play: up to three creatures in play, chosen one at a time (stop any time), go "
       "back to their owners' hands together.",
       "all affected cards are moved out of play simultaneously."),
    _r("AR-card-duck", "Cards / Duck!",
       "Duck!'s Play: a creature in play of power 7 or more goes to its owner's discard pile (the card "
       "text lacks a word; read as a move to that pile).",
       "If the text on a card directly contradicts the text of the rules, the text of the card takes precedence.",
       assumption=True),
    _r("AR-reveal-hand", "Cards / The Auditor, Droven Jeb, Pinpoint; Playing cards",
       "A hand an ability reveals (The Auditor, Droven Jeb, Pinpoint) is shown to both players when "
       "the ability reveals it: the story of the event tells every card of it, those that stay in "
       "the hand too (the event that brings the ability up: a play, a fight, a harvest, a choice, "
       "or a dealt shuffle or a card a table shows that a draw before it waited for), and the "
       "views show it while the ability's choice waits, at a table as with a dealer. Afterwards the cards "
       "that stay in the hand are hidden again: no rule gives a reveal a duration or reads later "
       "what was revealed (the cards it moves go to open piles), so a player's memory of it is no "
       "state of the game. The reveal of a hand that cannot be played (AR-play-3) stays shown for "
       "the rest of the turn, while the discards it allows may follow.",
       "they must reveal their hand to their opponent", assumption=True),
    _r("AR-picks-in-parts", "Abilities / The Active Player Makes All Decisions",
       "An ability that has its player choose several cards (Crossed Teleport's two of each score "
       "pile, Elixir of Speed's two cards to discard, Triple Shot's three creatures) is answered "
       "one card at a time, each a decision of its own, and the match records each pick before the "
       "next is asked. The text names no order; the same player makes every pick with nothing "
       "between them, and what they choose is open once the ability resolves (score and discard "
       "piles are open), so telling a pick before the next changes nothing anyone decides.",
       "When resolving abilities, the Active Player makes all necessary decisions for the "
       "resolution of those abilities.", assumption=True),
    # -- glossary ----------------------------------------------------------------------------
    _r("AR-stash-1", "Glossary / Stash",
       "A stashed card lies face down under a card, out of play; by default it comes from the "
       "active player's hand and goes under the card with the ability.",
       "place a card facedown under a card."),
    _r("AR-stash-2", "Glossary / Stash",
       "The controller of the card with a stashed card may look at it.",
       "the controller of the card with a stashed card beneath it can look at the stashed card."),
    _r("AR-stash-harvest", "Glossary / Stash",
       "Harvesting a card moves its stashed cards with it to the harvester's score pile.",
       "you move both the harvested card and the stashed card to your score pile."),
    _r("AR-stash-fight", "Glossary / Stash",
       "Stashed cards of creatures in a fight go to the score pile of the controller of the winning creature.",
       "all stashed cards are moved to the score pile of the controller of the winning creature at the end of the fight."),
    _r("AR-stash-other", "Glossary / Stash",
       "When a card leaves play any other way, its stashed cards go to their owner's discard pile.",
       "the stashed card is placed in the owner's discard pile."),
    _r("AR-control-1", "Glossary / Control",
       "A card whose control changes moves to its new controller's play area; a creature goes on "
       "either end of their battle line.",
       "that card is placed in the new controller\u2019s play area."),
    _r("AR-control-2", "Glossary / Control",
       "Of several control effects on one card, the most recent takes precedence.",
       "the most recent effect takes precedence."),
    _r("AR-control-3", "Glossary / Control",
       "A card changing control keeps its state (Dormant, Active or Mature) and its stashed cards.",
       "in whatever state it existed in its previous controller\u2019s play area."),
    _r("AR-owner-1", "Glossary / Owner",
       "A player owns every card of their deck, wherever it goes.",
       "A player owns all the cards in their deck."),
    _r("AR-move-1", "Glossary / Move",
       "A moved card leaves its area for the new one; Play: and Bonus: do not resolve and effects "
       "on it end when it leaves play.",
       "Play: and Bonus: abilities do not resolve when a card is moved."),
    # -- constant abilities, lasting effects, leaving play, control (cards) --------------------
    _r("AR-constant-1", "Abilities / Constant Abilities",
       "A constant ability applies as long as its card is in play and its conditions are met.",
       "the ability is active as long as the card with the ability is in play and all conditions of the ability are met."),
    _r("AR-leave-1", "Abilities / Constant Abilities; FAQ (Eager Martyr)",
       "An ability of a card leaving play resolves once the card has reached its destination.",
       "Eager Martyr\u2019s ability resolves when it successfully leaves play."),
    _r("AR-leave-shuffled", "FAQ (Eager Martyr); Cards / Return to Sender",
       "A card an ability shuffles into a deck reaches it once the deck is shuffled: its ability "
       "for leaving play (Eager Martyr's draw) resolves after the shuffle, never drawing the "
       "deck's old top card first. From AR-1.5; AR-1.4 and older resolved it before the shuffle.",
       "This means that if a player\u2019s deck is empty, Eager Martyr will get shuffled into the new draw deck.",
       assumption=True),
    _r("AR-leave-when", "Glossary / Out of Play; FAQ (Eager Martyr); Timing Chart / Fight 3, Harvest 1",
       "An ability made available by a card leaving play (Eager Martyr's draw) resolves as soon as "
       "the part of the ability (its sentence) or the rules step that moved the card is done, "
       "before the next part: the ability that caused it does not resolve fully first. The FAQ "
       "has Eager Martyr's ability resolve \"when it successfully leaves play\", once it reaches "
       "its destination; the timing chart resolves constant abilities about winning, losing or "
       "being harvested at that step, before the Bonus: that follows; and the glossary moves "
       "the cards of \"an ability or part of an ability\" together and orders what that move "
       "makes available. So Two Birds' enemy Martyr draws before the friendly card is chosen, "
       "and Return to Sender shuffles its enemy creatures home (their Martyrs drawing) before "
       "the friendly ones are chosen; abilities made available by one part wait together, in "
       "the active player's order (AR-leave-order). From AR-1.7 for Return to Sender; AR-1.6 "
       "and older chose all four creatures first and shuffled them home together.",
       "If an ability or part of an ability moves a card out of play, all affected cards are "
       "moved out of play simultaneously.", assumption=True),
    _r("AR-leave-order", "Glossary / Out of Play",
       "Abilities made available by cards leaving play resolve in the active player's order.",
       "If moving a card out of play makes one or more abilities available to resolve, those abilities are resolved in the order of the Active Player\u2019s choosing."),
    _r("AR-harvest-only", "Errata",
       "The errata's \"if this card is used to Harvest, it gains Bonus: ...\": the Bonus: exists only "
       "when the card is harvested, not when it fights.",
       "If this card is used to Harvest, it gains"),
    _r("AR-card-parasite", "Cards / Parasite",
       "Parasite: its controller's opponent refills their hand to one card fewer (also at the start "
       "of the game, which fills hands as a Draw Cards step).",
       "This can be modified by card abilities.", assumption=True),
    _r("AR-card-bejewel", "Cards / Bejewel",
       "Bejewel: its controller refills their hand to one card more (also at the start of the game).",
       "This can be modified by card abilities."),
    _r("AR-card-cargo-pants", "Cards / Cargo Pants",
       "Cargo Pants: its controller refills their hand to one card more.",
       "This can be modified by card abilities."),
    _r("AR-card-sigil-of-power", "Cards / Sigil of Power",
       "Sigil of Power: every creature of its controller has 1 more power (several stack).",
       "the ability is active as long as the card with the ability is in play"),
    _r("AR-card-buddy-system", "Cards / The Buddy System; FAQ",
       "The Buddy System: the creatures of its controller have Team-Up; a creature that also has Bear "
       "Hug uses one skill or the other in a fight, never both.",
       "The Active Player can choose to use Brother Bear\u2019s Bear Hug skill or its Team-Up skill, but the skills do not combine."),
    _r("AR-card-fog-machine", "Cards / Fog Machine; FAQ",
       "Fog Machine: the creatures of its controller have Sneak 5; Team-Up still adds powers, not Sneak.",
       "The Team-Up skill utilizes the Power of the creatures, not the Sneak value."),
    _r("AR-card-neds-ladder", "Cards / Ned's Ladder",
       "Ned's Ladder: while it is in play (either side), the first creature each player plays in a "
       "turn enters play Active.",
       "With the exception of the Start of Game, when Creatures and Relics enter play, they enter in the Dormant state."),
    _r("AR-card-stubborn-thorn", "Cards / Stubborn Thorn",
       "Stubborn Thorn cannot be harvested.",
       "If the text on a card directly contradicts the text of the rules, the text of the card takes precedence."),
    _r("AR-card-silence-enforcer", "Errata",
       "Silence Enforcer: while it is Active (not Dormant, not Mature), its controller's opponent "
       "cannot play actions or relics.",
       "If this card is Active, your opponent cannot play Actions or Relics."),
    _r("AR-printed", "Rules versions",
       "Assumption: rules version AR-1.1-printed plays the cards as printed, before the errata. "
       "The rules document gives only the corrected texts; where an erratum adds a condition "
       "(Silence Enforcer's 'If this card is Active') the printed card is read without it. The "
       "other errata restate the printed effect (a Bonus: on harvest or on winning a fight), so "
       "those cards play alike under both versions.",
       "Silence Enforcer\u2019s ability should read: If this card is Active, your opponent cannot play Actions or Relics."),
    _r("AR-printed-silence-enforcer", "Rules versions",
       "Silence Enforcer as printed: while it is in play (Dormant, Active or Mature), its "
       "controller's opponent cannot play actions or relics (AR-printed).",
       "Silence Enforcer\u2019s ability should read: If this card is Active, your opponent cannot play Actions or Relics."),
    _r("AR-card-silent-master", "Cards / Silent Master",
       "Silent Master: its controller's opponent cannot play actions.",
       "If a card ability prevents a player from being able to play any of their cards, they must reveal their hand to their opponent."),
    _r("AR-card-gregory", "Cards / Gregory Illinivich",
       "Gregory Illinivich (Sneak 11) can only fight Dormant creatures.",
       "If the text on a card directly contradicts the text of the rules, the text of the card takes precedence."),
    _r("AR-card-bash", "Abilities / Constant Abilities (example)",
       "When Bash loses a fight, whoever controls it, the opponent of its controller discards their "
       "hand, as the fight is decided.",
       "the opponent of Bash\u2019s controller will discard their hand."),
    _r("AR-card-eager-martyr", "FAQ",
       "Eager Martyr: when it leaves play its controller draws a card, once it has reached its "
       "destination (it may be shuffled into a new deck first).",
       "This means that if a player\u2019s deck is empty, Eager Martyr will get shuffled into the new draw deck."),
    _r("AR-card-lullaby", "Errata",
       "Lullaby: during its player's opponent's next turn, that opponent's creatures cannot be used to fight.",
       "During your opponent's next turn, your opponent's Creatures cannot be used to fight."),
    _r("AR-card-silent-room", "Cards / Silent Room; Discarding Cards",
       "Silent Room's Bonus: during the opponent's next turn they cannot play cards: they reveal their "
       "hand and may then discard.",
       "If a card ability prevents a player from being able to play any of their cards, they must reveal their hand to their opponent; after doing so, the player may discard cards if they wish."),
    _r("AR-card-calm-down", "Cards / Calm Down",
       "Calm Down: during the opponent's next turn, they cannot play actions.",
       "If a card ability prevents a player from being able to play any of their cards"),
    _r("AR-card-jump-start", "Cards / Jump Start",
       "Jump Start: the next card its player plays (this turn or later) enters play Active; an action "
       "played next uses the effect up without entering play (option jump_start, AR-option-jump-start).",
       "With the exception of the Start of Game, when Creatures and Relics enter play, they enter in the Dormant state.", assumption=True),
    _r("AR-card-gynormica", "Errata; FAQ",
       "Gynormica: only when it wins a fight, its Bonus: draws 3 cards and then ends the turn: no "
       "Rotate Cards or Draw Cards step; the card's text ends it even before a card was played "
       "(AR-golden over AR-play-1), and work already begun finishes first (War Siren is scored).",
       "does not perform the \u201cRotate Cards\u201d or \u201cDraw Cards\u201d steps."),
    _r("AR-card-budge", "Errata",
       "Budge, harvested: a card of the opponent's score pile goes to the bottom of its owner's deck.",
       "Move a card from your opponent's score pile to the bottom of its owner's deck."),
    _r("AR-card-taco", "Errata",
       "Taco, harvested: a card of your score pile goes on top of its owner's deck.",
       "Move a card from your score pile to the top of its owner's deck."),
    _r("AR-card-bamphf", "Errata",
       "Bamphf, harvested: you play the top card of your deck.",
       "Bonus: Play the top card of your deck."),
    _r("AR-card-saboteur", "Errata",
       "Saboteur, harvested: a card from your hand goes to your opponent's score pile.",
       "Move a card from your hand to your opponent's score pile."),
    _r("AR-card-jer-the-spike", "Errata; Abilities / The Active Player Makes All Decisions",
       "Jer the Spike, harvested: the opponent discards 2 cards; their hand is hidden, so the active "
       "player's choice is blind: the dealer picks them at random.",
       "Bonus: Your opponent discards 2 cards.", assumption=True),
    _r("AR-option-discards", "Options",
       "Option discards: who chooses the cards an opponent discards when a card says only "
       "'your opponent discards' (Jer the Spike). 'blind' (the default) reads the rule that the "
       "active player makes all decisions: their choice among hidden cards is blind, a random pick "
       "by the dealer. 'opponent' reads it as the discarding player's choice, as many tables do.",
       "When resolving abilities, the Active Player makes all necessary decisions", assumption=True),
    _r("AR-option-jump-start", "Options",
       "Option jump_start: which card Jump Start's effect waits for. An action never enters play, so "
       "'the next card you play enters play Active' reads two ways. 'next-card' (the default) makes "
       "the next card played use it up, an action too (wasted); 'enters-play' keeps it for the next "
       "creature or relic played, whatever actions come first.",
       "Actions are revealed, their Play: text is resolved and then the Action is placed into the Active Player\u2019s score pile.",
       assumption=True),
    _r("AR-card-play-from-deck", "Cards / Deep Carl, Bamphf",
       "Playing the top (bottom) card of the deck is playing a card: a creature goes to an end the "
       "active player chooses, a relic behind the line, an action resolves; restrictions apply. It "
       "counts as the turn's card played (the player may then discard and end the step, AR-play-1, "
       "AR-play-2) and for Jump Start and Ned's Ladder. A card "
       "that cannot be played stays in the deck; an empty deck plays nothing and is not reshuffled.",
       "resolve as much of the ability text as can be resolved, and ignore the rest.", assumption=True),
    _r("AR-card-elixir-of-speed", "Cards / Elixir of Speed",
       "Elixir of Speed's Bonus: discard 2 cards; if you discarded 2 it goes to your score pile, "
       "otherwise (fewer cards in hand) to your opponent's.",
       "resolve as much of the ability text as can be resolved, and ignore the rest.", assumption=True),
    _r("AR-card-wromhole-generator", "Cards / Wromhole Generator",
       "Wromhole Generator's Bonus: a relic of the opponent goes to your score pile, then this relic "
       "goes to the opponent's score pile (also when they have no relic).",
       "resolve as much of the ability text as can be resolved, and ignore the rest."),
    _r("AR-card-war-siren", "Cards / War Siren",
       "War Siren: a Dormant friendly creature becomes Active and is used to fight at once (any fight "
       "it could make; if it cannot fight, nothing more happens).",
       "The Active Player can use a friendly Creature in an Active or Mature state to fight."),
    _r("AR-card-this-is-mine", "Cards / This is Mine; Glossary / Control",
       "This is Mine: take control of an enemy creature; it goes to either end of your battle line in its state.",
       "If it is a Creature, it is placed on either end of the new controller\u2019s battle line."),
    _r("AR-card-this-is-yours", "Cards / This is Yours; Glossary / Control",
       "This is Yours: your opponent takes control of one of your creatures, placed at an end of their "
       "battle line (the active player chooses which).",
       "If it is a Creature, it is placed on either end of the new controller\u2019s battle line."),
    _r("AR-rd-set", "Errata; FAQ; Skills / Resilient X",
       "Set RD holds cards the rules document names or describes but the Omega Codex lacks: Rolando "
       "(creature, power 5, 1 VP), Breach (action, 1 VP, discards the top 3 cards of your deck) and "
       "Bulwark (creature, power 2, 1 VP, Resilient 6). Their facts are this engine's choice.",
       "Rolando\u2019s ability text should read:", assumption=True),
    _r("AR-card-rolando", "Errata",
       "Rolando's Bonus: discard the top card of your deck (an empty deck: nothing, no reshuffle); the "
       "opponent discards as many random cards as its VP when that is 0 or more.",
       "If the discarded card is worth 0 VP or more, your opponent discards a number of random cards equal to the discarded card's VP value."),
    _r("AR-card-breach", "FAQ",
       "Breach moves a single card it discarded worth 2 VP or more from the discard pile to your score "
       "pile; when several qualify the active player chooses one.",
       "Breach\u2019s ability allows you to move a single card from the discard pile to your score pile."),
    _r("AR-choice-asked", "Abilities / The Active Player Makes All Decisions",
       "When a choice is asked: whenever the card leaves the player a choice (a card, a target, "
       "an option, a number, an end, an order) and at least one answer is legal, even only one; "
       "never when the rules fix the answer: no legal answer (the ability resolves as much as it "
       "can, AR-ability-2), a card the text singles out (the least or most powerful or valuable) "
       "with no tie, or answers that all lead to the same position (either end of an empty "
       "battle line: from AR-1.3 `options` lists the play once, as the left end, and `check` "
       "accepts either end as that play; a decision naming the card alone is taken; from AR-1.5 "
       "the order of Bonus: abilities that are all the same card's, AR-bonus-1; from AR-1.6 "
       "the order a Team-Up or Bear Hug fight names its creatures in, AR-fight-order). So a "
       "transcript can be written in advance from the cards alone. From AR-1.2; AR-1.1 made "
       "Adult Swim's and Breach's single answers without asking; AR-1.2 and older list both ends "
       "of an empty battle line.",
       "When resolving abilities, the Active Player makes all necessary decisions", assumption=True),
    _r("AR-position-pad", "Setup / Deck; Score Pile; End of Game",
       "A written position may give a seat's deck, hand, discard pile or score pile as a count: that "
       "many Blanks (set BL: an action with no ability, 0 VP) in that zone, written there, so cards "
       "of it like any other: drawn, played, or taken from a score pile by Yoink and its kin. A "
       "seat owning fewer cards than a deck holds (option deck_size, 17) owns the rest as padding: "
       "Blanks the position did not write, standing for real cards whose identity (VP, type, "
       "name) it did not record. Every score pile ability needs what the padding lacks (Yoink's "
       "and Stink Bomb's scores and A Little Off the Top's most valuable card need its VP; Not "
       "Yet, Taco or Tede Scrapper bring it back to be drawn or played), and a score pile is "
       "open information, which the written pile is: so from AR-1.8 the padding is in no zone "
       "(`show` lists it nowhere, an export lists it `aside`), no ability can choose, move or "
       "count it, it changes no score and does not keep its owner in the game (AR-end-1). "
       "AR-1.7 and older put it in its seat's score pile, where those abilities could take it. "
       "A score pile worth N VP whose cards a judge did not record is written with Blanks worth "
       "VP (set BV: \"Blank worth 2 VP\", an action with no ability, one for each VP other than "
       "0 that a card of the sets has, -2 to 4), named like any card: cards of the zone that lists "
       "them, as a count's Blanks are. Only cards' VP count (AR-end-2), so the score stays on "
       "cards, each worth what a real card can be worth; how many cards make N is the judge's.",
       "The contents of a player\u2019s score pile are considered open information", assumption=True),
    # -- end of game -------------------------------------------------------------------------
    _r("AR-end-1", "End of Game",
       "The game is over when a player has no cards in their play area, hand, deck or discard pile.",
       "When one player has no cards in their play area, hand, deck, or discard pile"),
    _r("AR-end-2", "End of Game",
       "The player with the most VP in their score pile wins; nothing else counts; VP may be negative.",
       "the player with the highest total points wins."),
    _r("AR-end-tie", "End of Game",
       "On a tie, the player who went second wins.",
       "In case of a tie, the player who went second is the winner."),
    _r("AR-end-draw", "End of Game",
       "When both players could continue but neither could ever win, the game is a draw.",
       "the game is declared a draw."),
    _r("AR-end-turn-limit", "End of Game",
       "Option max_turns: a game not over after that many turns is declared a draw, as one where "
       "neither player could ever win. No rule sets a limit: since AR-1.1 the default is 0 (no "
       "limit), and a limit is an option a match may be created with; AR-1.0, kept for matches "
       "recorded under it, defaulted to 200. Self-play caps its own matches with simulate "
       "--max-turns, which leaves them unfinished.",
       "neither could ever win. In such cases, the game is declared a draw.", assumption=True),
    _r("AR-end-both", "End of Game",
       "If both players run out at the same time the game is over all the same and scored as usual.",
       "When one player has no cards", assumption=True),
    _r("AR-end-when", "End of Game",
       "The end is checked when the match settles: at the active player's main-step decision and "
       "at a turn's end, never while an ability, a fight or a harvest is resolving (an action "
       "resolving has not reached its score pile yet, and \"resolve as much as you can\" finishes "
       "the text first). From AR-1.5; AR-1.4 and older also checked it at every choice or draw "
       "inside an ability, ending a match with the action that was resolving in no score pile.",
       "the game is over.", assumption=True),
    _r("AR-end-area", "End of Game",
       "A player is out of cards when no card they OWN is in their play area, hand, deck or "
       "discard pile: the document's own gloss reads the first clause by ownership (\"meaning "
       "all of the cards they own are in a score pile or in the opponent's area\"), so an enemy "
       "card a player controls does not keep them in the game. No option: the gloss settles the "
       "reading. From AR-1.4; AR-1.3 and older counted every card in a player's area, "
       "controlled or owned.",
       "meaning all of the cards they own are in a score pile or in the opponent\u2019s area",
       assumption=True),
])

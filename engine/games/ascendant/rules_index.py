"""The Ascendant rule index: one id per sentence of the rules fragment, the public facts, and
every assumption the engine makes where the fragment is silent.

Sections name the fragment's headings (Zones, Opening Phase, Engage Phase, Strike Phase,
Counterattack Phase, Finishing Phase); "Public facts" are the facts published beside it
(d20 rolls, the win, the sizes of Arsenal and Fountain). An assumption names the option
(`options.py`) that lets a table play it otherwise, with its default.
"""

from __future__ import annotations

from engine.rules import Rule, RuleIndex

R = Rule


def A(rule_id: str, section: str, summary: str) -> Rule:
    return Rule(rule_id, section, summary, assumption=True)


RULES = RuleIndex("ascendant.txt + public facts", [
    # -- Zones
    R("ASC-zones", "Zones", "There are six zones, each with its own function.",
      quote="There are 6 distinct zones, each with their own function."),
    R("ASC-hand-1", "Zones", "The hand holds the cards drawn from the Arsenal.",
      quote="Your hand consists of cards that you have drawn from the Arsenal."),
    R("ASC-hand-2", "Zones", "Cards are played only from their owner's hand.",
      quote="All cards can only be played from your hand"),
    R("ASC-arsenal", "Zones", "The Arsenal is the face-down main deck of Active, Passive, Gambit "
      "and Jumon cards.", quote="A pile of face down cards that act as your main deck"),
    R("ASC-fountain-1", "Zones", "The Fountain is the resource deck of Stamina cards, Genki and "
      "Finesse.", quote="A resource deck, housing your Stamina cards, Genki and Finesse."),
    R("ASC-fountain-2", "Zones", "Fountain cards are face up: open information.",
      quote="These cards are played face up and are open information."),
    A("ASC-deck-list", "Zones", "An Arsenal's list (its cards, in no order) is its player's "
      "alone: only the Fountain is called open information, and every player sees it."),
    R("ASC-scrapyard-1", "Zones", "Cards used or destroyed in battle go to the Scrapyard.",
      quote="Where cards go when they are used or destroyed in battle."),
    R("ASC-scrapyard-2", "Zones", "Some card effects bring cards back from the Scrapyard to be "
      "used again.", quote="Certain card effects can bring cards back from this pile"),
    R("ASC-battlefield", "Zones", "Cards are played and activated on the Battlefield.",
      quote="The area where cards are played and activated."),
    R("ASC-abyss", "Zones", "Spent Stamina cards and cards removed from the game go to the Abyss.",
      quote="Where spent stamina cards and normal cards that are permanently removed from the game go"),
    # -- Opening Phase
    R("ASC-open-1", "Opening Phase", "At the start of every turn, every player either draws one "
      "card from the Arsenal or purges one card from the Scrapyard to the Abyss.",
      quote="all players either draw 1 card from their Arsenal to their hand or purge 1 card from "
      "the Scrapyard to the Abyss."),
    R("ASC-open-2", "Opening Phase", "Then every activated card stack is reset.",
      quote="Next, all activated card stacks are reset."),
    R("ASC-open-3", "Opening Phase", "The turn player may play any complete card stacks onto the "
      "Battlefield.", quote="The turn player may play any complete card stacks onto the battlefield."),
    R("ASC-open-4", "Opening Phase", "The turn player must declare a Ranged or a Melee attack.",
      quote="The turn player must then declare a Ranged or Melee attack."),
    R("ASC-open-5", "Opening Phase", "With several opponents the turn player also declares the "
      "target.", quote="If there are multiple opponents they must also declare the target of their attack."),
    # -- Engage Phase
    R("ASC-engage-1", "Engage Phase", "After the declaration the turn player may choose a Weapon "
      "for the attack.", quote="the turn player may choose a weapon to use for their attack."),
    R("ASC-engage-2", "Engage Phase", "Only one Weapon may be activated, unless the card has "
      "Barrage or Swarm.", quote="Only one Weapon can be activated unless the card has Barrage or Swarm."),
    R("ASC-engage-3", "Engage Phase", "Every player may use cards that affect Engage rolls, "
      "before the rolls are made.",
      quote="Cards that affect Engage rolls are able to be used by all players before the rolls are made."),
    R("ASC-aim-1", "Engage Phase", "In a ranged attack the turn player rolls Aim, not contested.",
      quote="In a ranged attack, the turn player rolls non-contested for Aim."),
    R("ASC-aim-2", "Engage Phase", "An Aim of 11 or higher succeeds: on to the Strike Phase.",
      quote="If the roll result is 11 or higher, the aim check succeeds"),
    R("ASC-aim-3", "Engage Phase", "An Aim of 10 or lower fails: on to the Finishing Phase.",
      quote="If the result is 10 or lower, the aim check fails"),
    R("ASC-aim-4", "Engage Phase", "Cards that modify Aim change this roll.",
      quote="Any cards that modify Aim will impact this roll."),
    R("ASC-speed-1", "Engage Phase", "In a melee attack the turn player and the target roll "
      "Speed, contested.", quote="the turn player and the target player roll contested for Speed."),
    R("ASC-speed-2", "Engage Phase", "A turn player rolling equal or higher succeeds: on to the "
      "Strike Phase.", quote="If the turn player rolls equal to or higher than the targeted player, "
      "the speed check succeeds"),
    R("ASC-speed-3", "Engage Phase", "A target rolling higher makes the check fail: on to the "
      "Finishing Phase.", quote="If the targeted player rolls higher, the speed check fails"),
    R("ASC-speed-4", "Engage Phase", "Cards that modify Speed change these rolls.",
      quote="Any cards that modify Speed will impact this roll."),
    # -- Strike Phase
    R("ASC-strike-ranged-1", "Strike Phase", "In a ranged attack the turn player rolls Ranged "
      "Damage and the target rolls Defense, contested.",
      quote="the turn player and the target player roll contested for Ranged Damage and Defense"),
    R("ASC-strike-ranged-2", "Strike Phase", "The damage is the turn player's roll minus the "
      "target's roll (a result below one deals none: ASC-assume-damage-floor).",
      quote="the damage dealt is equal to the turn player's roll minus the targeted player's roll."),
    R("ASC-strike-ranged-3", "Strike Phase", "Cards that modify Ranged Damage and Defense change "
      "these rolls.", quote="Any cards that modify Ranged Damage and Defense will impact these rolls."),
    R("ASC-strike-ranged-4", "Strike Phase", "Whether the ranged attack succeeds or not, on to the "
      "Finishing Phase.", quote="Whether this attack succeeds or not, proceed to the Finishing Phase."),
    R("ASC-strike-melee-1", "Strike Phase", "In a melee attack the turn player rolls Melee Damage "
      "and the target rolls Defense, contested.",
      quote="the turn player and the target player roll contested for Melee Damage and Defense"),
    R("ASC-strike-melee-2", "Strike Phase", "A turn player rolling equal or higher deals damage "
      "equal to that roll.", quote="the damage dealt is equal to the turn player's roll."),
    R("ASC-strike-melee-3", "Strike Phase", "Cards that modify Melee Damage and Defense change "
      "these rolls.", quote="Any cards that modify Melee Damage and Defense will impact these rolls."),
    R("ASC-strike-melee-4", "Strike Phase", "A successful melee attack goes on to the Finishing "
      "Phase.", quote="If the attack succeeds, proceed to the Finishing Phase."),
    R("ASC-strike-melee-5", "Strike Phase", "A target rolling higher leads to the Counterattack "
      "Phase.", quote="if the targeted player rolls higher, proceed to the Counterattack Phase."),
    # -- Counterattack Phase
    R("ASC-counter-1", "Counterattack Phase", "The target rolls a Counterattack, not contested.",
      quote="The targeted player rolls non-contested for a Counterattack."),
    R("ASC-counter-2", "Counterattack Phase", "The damage to the turn player is the roll minus 10 "
      "(none when that is below one: ASC-assume-damage-floor).", quote="The damage dealt is equal to the roll minus 10."),
    R("ASC-counter-3", "Counterattack Phase", "Only cards with the keyword counterattack change "
      "this roll.", quote="Only cards with the keyword \u201ccounterattack\u201d will impact this roll."),
    R("ASC-counter-4", "Counterattack Phase", "After the roll, on to the Finishing Phase.",
      quote="After this roll, proceed to the Finishing Phase."),
    # -- Finishing Phase
    R("ASC-finish-1", "Finishing Phase", "Every player may activate applicable card effects, "
      "starting with the turn player and passing counter-clockwise.",
      quote="All players have the ability to activate applicable card effects, starting with the "
      "turn player, passing counter clockwise."),
    R("ASC-finish-2", "Finishing Phase", "When all effects are resolved the turn ends and passes "
      "clockwise to the next player.",
      quote="Once all effects are resolved, the turn is over and passes clockwise to the next player."),
    # -- Public facts
    R("ASC-fact-d20", "Public facts", "Every roll is a d20 (faces 1 to 20) plus its modifiers."),
    R("ASC-fact-win", "Public facts", "A player wins by reducing the opponent's health to zero."),
    R("ASC-fact-out", "Public facts", "With more than two players, a player at zero health is out "
      "(skipped from then on) and the last one standing wins."),
    R("ASC-fact-arsenal", "Public facts", "An Arsenal has 40 to 60 cards (options arsenal_min, "
      "arsenal_max)."),
    R("ASC-fact-fountain", "Public facts", "A Fountain has 0 to 20 Stamina cards (option "
      "fountain_max)."),
    # -- The engine's framework
    A("ASC-seat", "Engine", "Only the player the rules are waiting on may act now."),
    A("ASC-sequence", "Engine", "An event must answer what the match waits for: a decision, or the "
      "dealer's shuffle or d20 roll. A decision names seats and cards by their numbers (ints: "
      "True, False or 1.0, equal to a number in Python, name none) and the attack by its kind "
      "(not the plain word). Those types are checked once, where an event comes in, by the "
      "framework for every game, and refused as ML-event: by the typed decoder for one read "
      "from bytes or JSON (the ledger, a transcript, a decision as `as_stored` reads it back), "
      "by `engine.protocol.check_field_types` (`apply` with check=True) for one built in Python "
      "and handed to it, whatever its kind (a decision or a chance outcome)."),
    A("ASC-chance", "Engine", "A chance outcome must be of the size asked: a permutation of the "
      "Arsenal, or a d20 face."),
    A("ASC-over", "Engine", "Nothing is decided after the match is over."),
    A("ASC-table-unseen", "Engine", "At a table (table luck) a shuffle leaves the Arsenal's order "
      "unknown: no order is entered, and each card drawn is named as the table showed it, among "
      "the cards of that Arsenal nobody has seen; a die is entered by its face. The Fountain is "
      "never shuffled."),
    # -- Assumptions (each an option with its default, see options.py)
    A("ASC-assume-health", "Assumptions", "Each player starts at 30 health (option starting_health): a melee "
      "hit deals its whole d20 roll, so at 20 one lucky first hit could end a match."),
    A("ASC-assume-hand", "Assumptions", "At setup each Arsenal is shuffled and each player draws 5 "
      "cards (option opening_hand); the first player named takes the first turn."),
    A("ASC-assume-stack", "Assumptions", "A complete card stack is an Active or Passive card from "
      "hand with Stamina cards from its owner's Fountain that pay its whole Genki and Finesse cost; "
      "the card enters the Battlefield ready and the Stamina cards go to the Abyss as spent (option "
      "pay_costs=false: a card alone is a complete stack and nothing costs Stamina)."),
    A("ASC-assume-stamina", "Assumptions", "One Genki card pays 1 of a Genki cost and one Finesse "
      "card 1 of a Finesse cost (options genki_pays, finesse_pays; stamina_typed=false lets "
      "either pay either); the engine spends the fewest cards, the player choosing none: typed, "
      "the first cards of each kind in the Fountain's order; untyped, the cards that pay most "
      "first, Genki before Finesse where they pay alike."),
    A("ASC-assume-active", "Assumptions", "An Active card stays on the Battlefield and may be "
      "activated once until its stack is reset: a Weapon in the Engage Phase, a card that "
      "modifies rolls before those rolls, a card with an effect in the Finishing Phase."),
    A("ASC-assume-passive", "Assumptions", "A Passive card acts while on the Battlefield, with no "
      "activation: its modifiers count on its owner's rolls on every turn (option "
      "passives_always=false: only on its owner's own turn)."),
    A("ASC-assume-gambit", "Assumptions", "A Gambit card is played from hand, paying its cost, in "
      "the window before the rolls it modifies, then goes to the Scrapyard; it counts on the "
      "rolls made right after that window only (Adrenal Surge used before the Engage rolls adds "
      "nothing to the Strike rolls), as does an Active card activated there; a Gambit that hinders "
      "the attacker may be played by any other player (option window_users=rollers: only the "
      "players who roll use cards before rolls)."),
    A("ASC-assume-jumon", "Assumptions", "A Jumon card is played from hand, paying its cost, in "
      "the Finishing Phase by any player (option jumons_by=turn-player: by the turn player only); "
      "its effect resolves at once and it goes to the Scrapyard."),
    A("ASC-assume-weapon", "Assumptions", "A Weapon serves only its kind of attack and adds its "
      "printed bonuses to the turn player's Engage and Strike rolls (option weapon_adds="
      "strike-only: to the Strike rolls only). Weapons with Barrage or Swarm may be activated in "
      "any number and in any order beside the one Weapon without either (ASC-engage-2)."),
    A("ASC-assume-strike-window", "Assumptions", "Before the Strike rolls every player may use "
      "cards that modify them, as before the Engage rolls (option strike_window)."),
    A("ASC-assume-window", "Assumptions", "A window asks the turn player first, then the others "
      "clockwise, as turns pass; each may use any number of cards, then passes once. (The fragment "
      "orders only the Finishing Phase, counter-clockwise; with two players both orders agree.)"),
    A("ASC-assume-finish-pass", "Assumptions", "In the Finishing Phase each player in its "
      "order (the turn player, then counter-clockwise) uses any number of card effects, one "
      "decision each, then passes once: a player who has passed is not asked again in that "
      "phase, even when a later effect gives it something to use; a player with nothing to use "
      "is not asked; a player who goes out during the phase is asked nothing more. (The fragment "
      "says only that all effects are resolved before the turn is over.)"),
    A("ASC-assume-no-effect", "Assumptions", "A card effect is offered only when it has what "
      "it acts on: Insight a card in its user's Arsenal (one card left: it draws that one), "
      "Grave Whisper and Scavenger's Hook a card in its user's Scrapyard, Soul Purge a card in "
      "the Scrapyard of an opponent still in, Wellspring Totem a spent Stamina card in its "
      "user's Abyss, a damage effect an opponent still in; a heal always has its user, so "
      "Mending Light may be used at full health (it restores nothing)."),
    A("ASC-assume-counter-window", "Assumptions", "Before the Counterattack roll only the targeted "
      "player may use cards, and only cards with the keyword counterattack."),
    A("ASC-assume-opening-order", "Assumptions", "The Opening choices are asked of the turn player "
      "first, then clockwise; a player with an empty Arsenal must purge and one with an empty "
      "Scrapyard must draw; a player who can do neither is skipped."),
    A("ASC-assume-players", "Assumptions", "A match has two to four players: the fragment allows "
      "several opponents (ASC-open-5) and names no most; four is the most the engine seats (a "
      "position, likewise, 2 to 4 seats)."),
    A("ASC-assume-purge", "Assumptions", "The Opening's purge takes a card of the player's own "
      "Scrapyard: the fragment says \"their Arsenal\" but \"the Scrapyard\"; every zone it names is "
      "a player's own, and reaching an opponent's Scrapyard is what a card (Soul Purge) does."),
    A("ASC-assume-damage-floor", "Assumptions", "A Strike or Counterattack worked out as a "
      "difference deals no damage when it comes to less than one: a ranged Strike whose Defense is "
      "equal or higher, a Counterattack of 10 or less (the fragment gives the damage as a "
      "difference and never says that damage heals)."),
    A("ASC-assume-seen", "Assumptions", "The fragment says only that the Arsenal is face down "
      "and the Fountain face up: a hand is seen by its owner alone, and the Battlefield, "
      "Scrapyard and Abyss by everyone, as cards played, used or spent were shown when they "
      "left the hand; no option, a table that hid them could not check a Purge or a Recover."),
    A("ASC-assume-clockwise", "Assumptions", "Clockwise is the order of the seats (0, 1, 2, 3, 0 "
      "...); counter-clockwise is the reverse."),
    A("ASC-assume-out", "Assumptions", "A player at zero health cannot be targeted and is skipped "
      "in every phase; its cards stay where they are."),
    A("ASC-assume-effects", "Assumptions", "Damage from an effect never heals; healing never "
      "raises health above its starting value, nor lowers a health above it (a position's; "
      "ASC-0.2 lowered it to the starting value); drawing from an empty Arsenal draws nothing."),
    A("ASC-assume-turn-limit", "Assumptions", "The fragment sets no turn limit, so a match has "
      "none. A match may be created with option max_turns N (self-play records 100, as random "
      "play may stall): after N turns the highest health of the seats still in wins, equal "
      "health is a draw; a seat out is in no count (it is at zero health in a match `new` "
      "creates, but a genesis read as written, a transcript or one recorded before that check, "
      "may put it out higher: ASC-0.3 counted it, so the limit held by no seat still in was a "
      "draw; ASC-0.4 does not). Never a "
      "default since ASC-0.2 (matches recorded under ASC-0.1 keep its default of 100). A "
      "position written at or past turn N plays that turn, and the limit ends the match after "
      "it (as every game's turn limit does: a position is taken as written)."),
    A("ASC-choice-asked", "Assumptions", "When a choice is asked (the rule every game follows): a "
      "choice the rules leave to a player is asked whenever an answer is legal, even only one: "
      "the opponent attacked and the card an effect picks are chosen with the decision they "
      "belong to (one option per legal answer), so no choice is asked on its own."),
])

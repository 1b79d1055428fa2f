"""The Sceptre rule index: every numbered rule and every Turn Order step of the rules document,
with the sub-clauses the engine cites, and the assumptions where the document is silent.

Ids are `SC-<rule number>` (a sub-clause adds a word: `SC-47-dazed`) and `SC-turn-<step>`
for the Turn Order (`SC-turn-3A`). Sections name the document's headings.
"""

from __future__ import annotations

from engine.rules import Rule, RuleIndex

R = Rule


def _a(id: str, section: str, summary: str) -> Rule:
    return Rule(id, section, summary, assumption=True)


RULES = RuleIndex("sceptre.md", [
    # -- deck construction
    R("SC-copies", "Card Copy Limits", "Copies per card (same name and Origin): units, actions, "
      "arenas, equipment and traps 3; exteriors 1; gates unlimited; coins 6 Gold, 8 Silver, any "
      "Copper.", quote="Units (Champions & Squires) -> 3 per specific unit."),
    _a("SC-deck-list", "Deck Construction", "A deck's list (its cards, in no order) is its "
       "player's alone: no rule makes it public, and even a discard pile is searched only by its "
       "owner (rule 19)."),
    # -- game rules
    R("SC-1", "Game Rules", "Collect all 5 Blood Cards to win; you collect one for each opposing "
      "Champion you kill, never for a Squire.", quote="Collect all 5 Blood Cards to win the game."),
    R("SC-2", "Game Rules", "HP, DEF, SKL and SPD never go below zero.",
      quote="The lowest amount possible is zero."),
    R("SC-3", "Game Rules", "A deck has 70 cards.", quote="A player's deck consists of 70 cards."),
    R("SC-4", "Game Rules", "The arena is the field of play; its cards are in play.",
      quote='The "arena" is the "field of play".'),
    R("SC-5", "Game Setup", "Each player shuffles their deck and draws 7 cards.",
      quote="each player shuffles their decks and draws 7 cards to their hands"),
    R("SC-6", "Game Setup", "Each player sets 5 cards aside face down, unseen: the Blood Cards.",
      quote="Without looking at them, each player draws 5 cards and places them face down"),
    R("SC-7", "Game Setup", "A player must always have a Champion in combat; one who cannot place "
      "one loses. At most 5 Champions in the arena: 1 in combat, up to 4 in the garrison.",
      quote="If at any point in the game a player cannot place a Champion into combat, that player loses."),
    R("SC-8", "Game Setup", "A hand without a Champion is a dead hand: reshuffle and redraw; from "
      "the 3rd (as SC-dead-hand reads it) each dead hand gives the opponent a Blood Card; a 7th "
      "attempt that fails loses.", quote='After the 3rd "dead hand," your opponent may draw a Blood Card'),
    R("SC-9", "Game Setup", "A die decides who goes first; the first player cannot attack on their "
      "first turn.", quote="Whichever player goes first cannot attack on their first turn."),
    R("SC-10", "Game Setup", "Champions go into the garrison face down; a Squire placed on a "
      "face-down one (attached, or a face-down Squire moved there) goes face up or face down as "
      "its player chooses when placing it (sceptre-5; before, always face down); a revealed "
      "Champion and its cards stay face up until they leave the arena, and a card placed on "
      "one goes face up.",
      quote="Champions played into your garrison are placed face down."),
    R("SC-11", "Game Setup", "A Champion is revealed when its stats or text must be seen: attacked, "
      "its Ability used, Origins proved, an effect aimed at it (SC-reveal-effect).", quote="such as when being attacked, using a Champion Ability"),
    R("SC-12", "Game Setup", "The garrison holds up to 4 Champions; garrisoned units cannot attack.",
      quote="The garrison can hold up to 4 Champions."),
    R("SC-13", "Game Setup", "Traps are placed face down and revealed when triggered.",
      quote="Traps are placed face down when played."),
    R("SC-14", "Game Setup", "Placing the initial in-combat Champion is not entering combat.",
      quote='does not count as "entering combat"'),
    R("SC-15", "Game Setup", "After the first turn a Champion enters combat only from the garrison, "
      "never from the hand.", quote="a Champion can only be placed into combat from the garrison"),
    R("SC-16", "Game Setup", "Any number of Squires may be placed per turn.",
      quote="You can place as many Squires in the arena as you'd like per turn."),
    R("SC-17", "Game Setup", "One Coin per turn may be attached to a Champion, face up; effects may "
      "allow additional Coins, on any Champion.", quote="You can attach 1 Coin card per turn to a single Champion."),
    R("SC-18", "Game Setup", "Overpaying: Gold pays any cost, Silver pays Silver or Copper; an effect "
      "that finds a Coin may take a lower one (consolation).", quote='you may choose to "overpay"'),
    R("SC-19", "Game Setup", "Discarded cards are revealed; only your own discard pile may be searched.",
      quote="Cards you place in your \"discard pile\" are revealed prior to discarding them."),
    R("SC-20", "Game Setup", '"Must" is required; "may" is the player\'s choice.',
      quote='If a card uses the term "must," it is required'),
    R("SC-21", "Game Setup", "An effect on the opposing Champion stays with that Champion; an effect on "
      "in-combat Champions applies to whoever holds the combat position.",
      quote='The term "opposing Champion" refers to targeting the specific Champion'),
    R("SC-22", "Game Setup", "Action cards: any number per turn, Coin cost paid once by discarding "
      "Coins; an Origin requirement on a garrisoned unit reveals it.",
      quote="You can play as many Action cards as you'd like per turn."),
    R("SC-23", "Game Setup", "Equipment attaches to a Champion, its Coin cost paid by discarding Coins; "
      "it is revealed when played.", quote="You must pay the Coin cost of the Equipment"),
    R("SC-24", "Game Setup", "One Equipment per slot (Head, Body, Arms); a new one replaces and "
      "discards the old, its cost still paid.", quote="only one Equipment can be equipped per slot"),
    R("SC-25", "Game Setup", "Traps: at most 3 in play, face down; a replaced Trap is discarded without "
      "triggering; triggers on either turn, left to right, all those one happening sets off "
      "before the deaths they cause (sceptre-6); a missed trigger discards the Trap.",
      quote="You may have up to 3 Trap cards in play at a time."),
    R("SC-26", "Game Setup", "One Arena card for both players; a new one sends the previous to its "
      "owner's discard pile.", quote="Only a single Arena card can be active in play for both players."),
    R("SC-27", "Game Setup", "An Exterior needs a Gate, affects all its player's Champions; with its "
      "Gate destroyed it is inactive and resumes on a new Gate.",
      quote="the effects of the Exterior reactivate (resume) from the point when it became inactive"),
    R("SC-28", "Game Setup", "Gates: no effect of their own, needed for an Exterior, one in play at a "
      "time, any number per turn.", quote="You may only have one Gate in play."),
    R("SC-29", "Game Setup", "An empty deck does not lose; when neither player has a card to "
      "draw and no attack is possible the match is a draw.", quote="the game is in a stalemate and is considered a draw"),
    # -- combat
    R("SC-30", "Combat", "Announce the attack and its target; the Champion must carry the attack's "
      "Coin and Squire costs.", quote="You must have the requisite \"cost\" of Coins and Squires"),
    R("SC-30-roll", "Combat", "The attack roll plus bonuses must be higher than the target's DEF to "
      "break through; equal or lower misses, and the attack's effects fail with it.",
      quote="If the attack roll is equal or lower to the DEF, the attack misses (fails)."),
    R("SC-30-effects", "Combat", "After breaking through, each effect of the attack is rolled "
      "separately.", quote="each effect roll is rolled separately"),
    R("SC-30-multiple", "Combat", "A multiple attack sums the damage of all its rolls before dealing "
      "it; an attack that deals no damage gets no damage bonus.",
      quote="sum the damage from all rolls first to determine the total damage"),
    R("SC-30-ends", "Combat", "Attacking ends the turn; no card can be played after it.",
      quote="Regardless of the result, attacking ends your turn"),
    R("SC-30-noroll", "Combat", "An attack described as needing no roll always breaks through.",
      quote="Such attacks always break through"),
    R("SC-31", "Combat", "When both in-combat Champions die in one turn, the attacker's damage hits "
      "first (the attacker's Blood Card first) and the next player places a Champion first.",
      quote="In the case where both players have exactly one Blood Card remaining, the attacking player would win the game."),
    R("SC-32", "Combat", "Self-damage is never increased or reduced.",
      quote="Self-damage cannot be increased or reduced by any effect."),
    R("SC-33", "Champions", "Infantry: first attack needs no Squire, second needs one. Cavalry: first "
      "needs one Squire, second needs two.", quote="Cavalry cannot attack at all if no Squire is attached."),
    R("SC-34", "Champions", "Abilities labelled Combat, Garrison or Any work only in that place, are "
      "used before the attack, once per turn where stated; a garrisoned Champion using one is revealed.",
      quote="You can use as many Champion Abilities as you'd like per turn before your attack."),
    R("SC-35", "Champions", "A garrisoned unit attacked with a roll is revealed; with no roll it stays "
      "face down.", quote="your opponent must reveal that unit to show its HP and DEF"),
    R("SC-36", "Squires", "A Squire gives its innate bonus to its Champion, and its matching-Origin "
      "bonus only to a Champion of its Origin; Squires do not move freely.",
      quote='The second is a "matching Origin" bonus'),
    R("SC-37", "Squires", "At most two Squires per Champion.",
      quote="You can only have a maximum of two (2) Squires attached to a Champion at a time."),
    R("SC-38", "Squires", "A Squire cannot be placed in the arena by itself.",
      quote="Squires cannot be placed into the arena by themselves."),
    R("SC-39", "Squires", "Killing a Squire gives no Blood Card.",
      quote="Killing a Squire does not award a Blood Card."),
    R("SC-40", "Squires", "Squires take an attack's damage but no Battle Conditions or other effects.",
      quote="Squires cannot be affected by additional attack effects, such as Battle Conditions"),
    R("SC-41", "Squires", "Squires do not retreat; they stay on their retreating Champion.",
      quote="Squires themselves cannot retreat"),
    R("SC-42", "Squires", "A Squire may be replaced by one from the hand: the old one is discarded first.",
      quote="You may replace a Squire in the arena with a Squire from your hand."),
    R("SC-43", "Squires", "A Squire that moves takes its effects to its new Champion at once.",
      quote="that Squire's effects are immediately applied to the new Champion"),
    R("SC-44", "Squires", "When a Champion dies its Squires may move to garrisoned Champions with room "
      "(never the in-combat one) or are discarded, before a new Champion enters combat.",
      quote="move the Squire(s) first before placing a new Champion into combat"),
    R("SC-45", "Squires", "A killed in-combat Champion is replaced from the garrison, never the hand; "
      "no Champion to place loses.", quote="You cannot play a Champion from your hand at this time."),
    R("SC-46", "Battle Conditions", "Attacks (or card effects) apply Battle Conditions, each rolled for "
      "separately.", quote="Each effect is rolled for separately when the Champion attacks."),
    R("SC-47-bleeding", "Battle Conditions", "Bleeding: 10 damage when it attacks, 20 when it retreats "
      "successfully (then cured); never modified.", quote="Bleeding Champions take 10 damage when they attack."),
    R("SC-47-dazed", "Battle Conditions", "Dazed: between turns roll; 10- it can take no action that "
      "turn, 11+ cured; its Ability is disabled while Dazed.",
      quote="If 10-, the Champion cannot take any action that turn."),
    R("SC-47-splintered", "Battle Conditions", "Splintered: DEF after bonuses and reductions is halved, "
      "rounded up.", quote="is cut in half (rounded up) when Splintered"),
    R("SC-47-disarmed", "Battle Conditions", "Disarmed: cannot attack (may retreat and use its "
      "Ability); cured at the end of the opponent's next turn, or of this turn when Disarmed on its "
      "own turn.", quote="A Disarmed Champion cannot attack."),
    R("SC-48", "Battle Conditions", "Conditions are cured by moving to the garrison, by a curing card, "
      "by leaving the arena, or by their own roll.", quote='Ways to "cure" (remove) Battle Conditions are'),
    R("SC-49", "Retreating", "Retreat: needs an open garrison place; each retreat roll is a die plus "
      "SPD for both players; higher retreating sum succeeds and a garrisoned Champion enters combat.",
      quote="You cannot retreat if your garrison is full."),
    R("SC-49-fail", "Retreating", "A failed retreat roll deals 10, then 20, 30 ... within one retreat "
      "attempt; a new attempt starts again at 10; never modified.",
      quote="Increase the failed retreat damage by 10 for each failed retreat roll per retreat attempt."),
    R("SC-49-tie", "Retreating", "A tie is rolled again and is not a failed retreat roll.",
      quote="Ties do not count as a failed retreat roll."),
    R("SC-49-sacrifice", "Retreating", "Discarding a Squire of the retreating Champion makes the retreat "
      "succeed without a roll, at any point of the attempt.",
      quote="A Squire may be sacrificed to guarantee a successful retreat."),
    R("SC-50", "Retreating", "Between turns is after one player's attack and before the other draws.",
      quote='The turn "change over" or "between turns" occurs'),
    # -- turn order
    R("SC-turn-1", "Turn Order", "Draw a card.", quote="1. Draw a card."),
    R("SC-turn-2", "Turn Order", "Start-of-turn effects trigger.", quote='"start of turn"'),
    R("SC-turn-3", "Turn Order", "Pre-attack activities, in any order.", quote="Pre-Attack Turn Activities"),
    R("SC-turn-3A", "Turn Order", "Attach the once-per-turn Coin from hand to a Champion.",
      quote="Attach your once-per-turn Coin card"),
    R("SC-turn-3B", "Turn Order", "Place Champions from hand into the garrison.",
      quote="Place any number of Champions from your hand into your garrison."),
    R("SC-turn-3C", "Turn Order", "Attach Squires from hand to Champions.",
      quote="Attach any number of Squires from your hand onto your Champions."),
    R("SC-turn-3D", "Turn Order", "Play Action, Arena, Equipment, Gate, Exterior and Trap cards.",
      quote="Play any number of each of the following cards"),
    R("SC-turn-3E", "Turn Order", "Retreat the in-combat Champion.", quote="Retreat your in-combat Champion"),
    R("SC-turn-3F", "Turn Order", "Use Champion Abilities.", quote="Use Champion Abilities."),
    R("SC-turn-4A", "Turn Order", "Announce the attack (with its Coins and Squires).",
      quote="Announce which attack you intend to use"),
    R("SC-turn-4B", "Turn Order", "Roll to break through, with roll bonuses and reductions.",
      quote='Roll the die to see if your attack "breaks through"'),
    R("SC-turn-4C", "Turn Order", "Apply the damage, with damage bonuses and reductions on the total.",
      quote="Apply any damage bonuses and reductions to the total damage of the attack."),
    R("SC-turn-4D", "Turn Order", "Apply the attack's effects.", quote="apply any effects from the attack"),
    R("SC-turn-4E", "Turn Order", "Roll for active card effects that apply on a successful attack.",
      quote="roll for those effects here"),
    R("SC-turn-5", "Turn Order", "A kill draws a Blood Card; death effects; the owner moves Squires, "
      "then replaces the Champion from the garrison.", quote="If you kill one of your opponent's Champions, draw a Blood Card."),
    R("SC-turn-6", "Turn Order", "End the turn; end-of-turn effects trigger.", quote='"end of turn"'),
    # -- assumptions (gaps of the document the engine had to fill)
    _a("SC-seat", "Turn Order", "Only the seat the rules are waiting on may act now."),
    _a("SC-sequence", "Turn Order", "An event must answer what the match waits for: a decision, or "
       "the dealer's draw. A decision names seats, cards, attacks and garrison places by their "
       "numbers (ints: True, False or 1.0, equal to a number in Python, name none) and answers "
       "yes or no (a Trap's trigger, a Squire's face) by true or false. Those types are checked "
       "once, where an event comes in, by the framework for every game, and refused as "
       "ML-event: by the typed decoder for one read from bytes or JSON (the ledger, a "
       "transcript, a decision as `as_stored` reads it back), by "
       "`engine.protocol.check_field_types` (`apply` with check=True) for one built in Python "
       "and handed to it, whatever its kind (a decision or a die's face)."),
    _a("SC-die", "Combat", "Every roll is a d20 (the document's 16+, 10- and 11+ imply it): a dealer "
       "draw below 20, face = outcome + 1."),
    _a("SC-skill", "Combat", "A Champion's SKL is its attack roll bonus (the document names SKL but "
       "not its use)."),
    _a("SC-first-roll", "Game Setup", "Who goes first: each player rolls a d20, the higher goes "
       "first, ties roll again."),
    _a("SC-starter", "Game Setup", "Each player places a Champion from the settled hand into combat, "
       "face down; both are revealed when the first turn begins."),
    _a("SC-blood-set", "Game Setup", "Blood Cards are set aside after every hand is settled (a dead "
       "hand reshuffles the whole deck); an awarded Blood Card is always drawn."),
    _a("SC-blood-hand", "Game Rules", "A Blood Card drawn goes into its player's hand, from the top "
       "of the face-down pile."),
    _a("SC-must-attack", "Turn Order", "The combat step is not skipped: a player whose in-combat "
       "Champion has a usable attack ends the turn by attacking (Turn Order 4 then 6; rule 50's "
       "change over comes \"after one player has attacked\"); only a player without one (rules "
       "9, 30, 33, 47) ends it without attacking. The pre-attack activities stay optional: "
       "nobody must attach a Coin to make an attack usable."),
    _a("SC-stalemate", "Game Setup", "Rule 29's stalemate is declared when neither player has a card "
       "to draw and two turns in a row end with neither an attack nor a card played from the hand "
       "(one who keeps a card that would let them attack accepts the draw; sceptre-1 counted a turn "
       "that played a card but did not attack)."),
    _a("SC-dead-hand", "Game Setup", "Rule 8 read as the 3rd dead hand giving the opponent its "
       "first Blood Card and each later one another (\"After the 3rd dead hand, your opponent may "
       "draw\"; \"awards another\"); the option dead_hand_blood=4 reads it as from the 4th, as "
       "sceptre-1 and -2 did."),
    _a("SC-reveal-effect", "Game Setup", "Rule 11's \"revealed when they are interacted with by "
       "an effect\": an Action or Ability aimed at a face-down Champion reveals it with its "
       "cards (sceptre-3 on); attaching Coins, Squires or Equipment does not (rule 12 lists "
       "them as plain interactions; rules 17 and 23 reveal the card attached)."),
    _a("SC-passive-hidden", "Champions", "A face-down garrisoned Champion's passive Garrison or Any "
       "Ability (Bedrock's +20 HP) counts while it stays face down: rule 34 has its owner reveal it "
       "to gain the benefit, which an owner would whenever it matters, and the engine does not ask "
       "(a no-roll attack still leaves it face down, rule 35)."),
    _a("SC-garrison-conditions", "Battle Conditions", "An attack that reaches a garrisoned "
       "Champion rolls for its effects against that Champion, which keeps a Battle Condition "
       "in the garrison until cured (rule 47's Dazed roll is for every Champion in the arena; "
       "rule 48 cures one moving to the garrison, not one already there)."),
    _a("SC-hp-zero", "Game Rules", "A Champion whose HP left falls to 0 in any way (a Squire or "
       "Equipment that gave it HP leaves it) dies at once, as if killed (Turn Order 5): its "
       "opponent draws the Blood Card, and one dying while retreating does not retreat "
       "(sceptre-1 let it live until the deaths after the next attack). So a written position "
       "with a Champion or Squire at 0 HP left is refused, and one is not exported while dying."),
    _a("SC-pay", "Game Setup", "Coin costs of cards are paid by discarding Coins from the hand: "
       "a play that names no Coins pays with the least valuable that cover the cost, and from "
       "sceptre-8 its player may name better ones (`paid`, by metal, highest first), since rule "
       "18 lets a player \"choose to overpay\" any time a Coin is discarded for an effect and "
       "a recorder must be able to write down the Coins a player discarded; Outrider's Copper "
       "may so be a Silver or Gold. Coins of one metal are alike, so the choice is of metals "
       "(the lowest-numbered Coin of each goes). Up to sceptre-7 the least valuable Coins "
       "always paid."),
    _a("SC-retreat-bring", "Retreating", "A retreat needs a garrisoned Champion to bring into combat "
       "as well as an open garrison place."),
    _a("SC-multiple", "Combat", "A multiple attack rolls its dice after breaking through; each die of "
       "11+ adds the attack's damage."),
    _a("SC-both-lose", "Game Rules", "When both players cannot place a Champion, the one who must "
       "place first (rule 31) loses."),
    _a("SC-action-discard", "Game Setup", "An Action card goes to the discard pile when played; "
       "an effect of it that lasts (Sunder, Battle Hymn) is kept by the engine until it expires "
       "(rule 22 places such cards beside the Champion or the discard pile meanwhile)."),
    _a("SC-table-unseen", "Game Setup", "At a table (table luck) a shuffle leaves the deck's order "
       "unknown: no order is entered, and each card drawn, from the deck or from the Blood Cards "
       "set aside face down, is named as the table showed it, among that player's cards nobody "
       "has seen (the deck and the Blood Cards are one pool: nobody saw which card went where)."),
    _a("SC-table-search", "Game Rules", "At a table a search of the deck (Royal Levy) may find any "
       "card of that player nobody has seen, the Blood Cards set aside included; the engine "
       "cannot tell which of them lie in the deck, so from sceptre-8 its player, who selects the "
       "Coin after searching, may take any metal still unseen or none (what the table's search "
       "found is the table's to judge); up to sceptre-7 rule 18's consolation Coin was offered "
       "only when no card of the better metal was left unseen."),
    _a("SC-trap-ask", "Game Setup", "When a Trap's trigger happens its owner is asked whether it "
       "triggers; declining is a missed trigger (rule 25)."),
    _a("SC-self-miss", "Combat", "An attack's self-damage (Burning Charge) is taken whether the "
       "attack hits or misses: it is what the attacker pays to attack, as Bleeding's 10 \"when "
       "they attack\" is (rule 47), and rule 30's effects that fail with a miss are those the "
       "attack would apply to what it attacks."),
    _a("SC-daze-cure", "Battle Conditions", "A Champion cured of Daze (Matron's Ward, Purifying "
       "Draught) after failing its Dazed roll may act again that turn: the roll's \"cannot take "
       "any action\" is part of being Dazed, which a cure removes (rule 48)."),
    _a("SC-discard-seen", "Game Setup", "Both seats' views list both discard piles: every card "
       "in one was revealed as it went there (rule 19), so the list is what each player saw; "
       "rule 19's \"may not search\" only keeps a player's hands off the opponent's pile."),
    _a("SC-search-blind", "Game Rules", "An Action is offered where its effect would change "
       "something (Field Dressing on a damaged Champion, Siege Ram against a Gate), except a "
       "search of the deck, since its player cannot know before searching whether the Coins "
       "not drawn are in the deck or among the face-down Blood Cards (rule 6): from sceptre-8 "
       "Royal Levy's play is one option whatever the deck holds, and once it has searched, its "
       "player selects the Coin (a decision of its own, asked even with one answer so that a "
       "search leaves one shape of events whatever the deck held): the Gold if the search "
       "found one; without Gold rule 18's lower Coin or nothing (\"you may select\"); with no "
       "Coin, nothing; the deck is shuffled after. An empty deck, whose size everyone sees, has "
       "nothing to search. sceptre-7 let the play name the Coin (its options told the deck's "
       "Coins before the search), sceptre-6 also refused it whenever the deck held no Coin."),
    _a("SC-search-shown", "Game Rules", "The Coin a search takes is named to both players (the "
       "log says \"takes a Gold Coin\"): its player shows the card the search allowed, as "
       "rules 17, 19 and 23 have cards shown to prove what a rule asks; the rules do not say, "
       "and the deck's other cards stay hidden from both seats' views. From sceptre-9 the "
       "opponent, who saw it, sees it in the hand (found by a search) until it leaves the hand, "
       "and the story tells it found, not drawn unseen (sceptre-8 told the opponent a card "
       "drawn unseen right after naming the Coin)."),
    _a("SC-daze-moved", "Battle Conditions", "A Champion that failed its Dazed roll \"cannot "
       "take any action\": it does not attack, retreat or use its Ability, but its player's cards "
       "and the rules still move it (Rally Call takes it to the garrison, curing it; a stuck "
       "garrisoned one may be put into combat, still unable to act), and cards are still "
       "attached to it. It has failed its roll (`stuck`) only while Dazed: a failed roll leaves "
       "it Dazed and every cure ends both, so from sceptre-10 a written position marking a "
       "Champion `stuck` that is not Dazed is refused (SC-47-dazed; sceptre-9 took it as "
       "written)."),
    _a("SC-replace-once", "Squires", "Replacing a Squire (rule 42) or an Equipment (rule 24) is one "
       "play: the Champion's HP is looked at once the new card is on (SC-hp-zero), not between "
       "the old card's discard and the new one's attachment."),
    _a("SC-blood-short", "Game Rules", "A written position may list fewer Blood Cards to draw "
       "than its player has still to collect: a kill then collects one with no card to draw, and "
       "the fifth collected wins (rule 1), whatever is left (sceptre-7; before, an empty pile won "
       "at once)."),
    _a("SC-first-turn", "Game Setup", "Rule 15's \"After the first turn, a Champion can only be "
       "placed into combat from the garrison\" is read with rule 14's initial Champion and rule "
       "45's \"You cannot play a Champion from your hand at this time\": the initial Champion is "
       "the only one placed from the hand (before the first turn, SC-starter), so a retreat in "
       "the first turn, too, brings one from the garrison."),
    _a("SC-effect-roll", "Combat", "Rule 30's \"you may then roll for any effect\" after a "
       "successful attack: the effect rolls are made without asking, since every effect of the "
       "set only hurts what the attack hits (a player never gains by not rolling) and rule 46 "
       "has each rolled \"when the Champion attacks\"."),
    _a("SC-choice-asked", "Game Rules", "When a choice is asked (the rule every game follows): "
       "a choice the rules leave to a player is asked whenever an answer is legal, even only one "
       "(which garrisoned Champion replaces a killed one, SC-45; where a Squire moves, SC-44; "
       "whether a Trap triggers, SC-25); it is not asked when no answer is legal (no Champion "
       "to place loses, SC-45; a Squire with no room is discarded, SC-44)."),
    _a("SC-layout-11", "Game Rules", "What a state's digest commits to (the rules are silent: "
       "it is how a judge checks that two records reach the same state). The digest after "
       "each event is the lowercase hex SHA-256 of the state's msgpack encoding, integers "
       "in their shortest form: a map of the state's fields in this order, each keyed by its "
       "name: cards, owner, wounds, players, sides, stack, turn, active, first, arena, "
       "revealed, quiet, winner, over, over_rule, played, then table (table luck only). Each "
       "side is an array of its values, keys left out: deck, hand, discard, blood, "
       "collected, combat, garrison, traps, gate, exterior, exterior_left, coin_done, "
       "extra_coins, dead_hands, combat_mods; and each Champion in the arena (combat, each "
       "of garrison) an array of card, squires, coins, gear, damage, conditions, "
       "disarmed_until, stuck, used, mods. An effect (Mod) stays a map of stat, value, until, "
       "source; a task a map led by its tag under \"task\" then its fields; the table's book "
       "a map of its fields likewise (bytes as bin); no Champion in combat, Gate, Exterior, "
       "Arena or winner is nil. This is sceptre-11's: the fields a match never or rarely "
       "changes come first, so that a digest hashes them once and resumes after them, and a "
       "side's field names, about three quarters of its bytes, are left out. Up to sceptre-10 "
       "a side and a Champion were maps keyed by those same names in that order, and the "
       "state's order was cards, owner, players, sides, stack, turn, active, first, arena, "
       "revealed, wounds, quiet, winner, over, over_rule, played (sceptre-2 on): the same "
       "states, the same events, other digests."),
])

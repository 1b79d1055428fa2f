"""The KeyForge rule index: every id the engine cites, with the clause it points into.

Sections name the heading of `shared/rules/keyforge-core.md` ("core") or
`shared/rules/keyforge-use.txt` ("use"). Assumptions mark where the documents are silent and
the engine chose what a judge would expect.
"""

from __future__ import annotations

from engine.rules import Rule, RuleIndex

R = Rule

RULES = RuleIndex("keyforge-core.md + keyforge-use.txt", [
    # -- decks and setup
    R("KF-deck-1", "core: Decks and setup", "A deck has 36 cards from exactly three houses, 12 of each.",
      quote="A deck has 36 cards from exactly 3 houses (12 each)"),
    R("KF-deck-list", "core: Decks and setup", "A deck's list (its cards, in no order) is open "
      "information: it is printed on the deck's identity card, which lies in its player's play "
      "area (the text says only that the identity card names the houses).", assumption=True),
    R("KF-setup-1", "core: Decks and setup", "Shuffle; the first player draws 7 cards, the other 6.",
      quote="The first player draws 7 cards, the other 6."),
    R("KF-setup-first", "core: Decks and setup", "Who goes first is chosen at random (a coin).",
      quote="Randomly choose who goes first."),
    R("KF-mulligan-1", "core: Decks and setup", "Each player may mulligan once: shuffle the hand back "
      "and draw one card fewer.", quote="Each player may mulligan once"),
    R("KF-mulligan-order", "core: Decks and setup", "The first player decides on a mulligan first (and "
      "redraws), then the other player: the text gives no order; the Master Rulebook starts with "
      "the first player.", assumption=True),
    R("KF-setup-2", "core: Decks and setup", "Players start with 0 Æmber and 0 keys.",
      quote="Each player starts with 0 Æmber and 0 keys."),
    # -- sequencing (framework of the turn)
    R("KF-seat", "core: The turn", "Only the seat the rules are waiting on may act now.",
      assumption=True),
    R("KF-sequence", "core: The turn", "An event must answer what the match is waiting for: a decision "
      "when a player must choose, a chance outcome when a card is shuffled or picked at random.",
      assumption=True),
    R("KF-chance", "core: Decks and setup", "A chance outcome must be of the kind and range asked: a "
      "permutation of the pile for a shuffle, a side for the coin, an index for a random card.",
      assumption=True),
    # -- turn steps
    R("KF-turn-1", "core: The turn", "A turn has five steps in order: forge, choose a house, play/"
      "discard/use, ready, draw.", quote="The turn (steps in order)"),
    R("KF-forge-1", "core: The turn", "Forging is mandatory: with at least the key cost in Æmber at the "
      "start of the turn, the player must spend it and forge a key.", quote="you must spend it and forge one key"),
    R("KF-forge-2", "core: The turn", "At most one key is forged in the forge step.",
      quote="At most one key in this step."),
    R("KF-forge-cost", "core: The turn", "A key costs 6 Æmber, changed by card effects, never below 0, "
      "also when a card forges at a changed cost (Key Abduction with a big hand: keyforge-8 on; "
      "keyforge-7 let that cost go below 0, so the forge paid its player).",
      quote="the key cost in Æmber (6, changed by card effects, never below 0)"),
    R("KF-win-1", "core: End of game", "The first player to forge three keys wins, at once.",
      quote="Forging your third key wins the game immediately."),
    R("KF-house-1", "core: The turn", "The active player chooses one of the three houses of their deck, "
      "not the house of a card they control from another deck (keyteki also offers the houses "
      "of the cards a player has in play; the text names the deck's three).",
      quote="Choose a house from the three of your deck."),
    R("KF-house-lock", "core: The turn", "A card in play may force the house its controller must choose "
      "(Pitlord: Dis); a player whose deck lacks that house (controlling an opponent's Pitlord) "
      "chooses as usual. When Control the Weak names another house, Pitlord's holds (keyteki "
      "offers both houses).", assumption=True),
    R("KF-house-effect", "core: The turn", "A card's lasting effect may forbid a house (Restringuntus) "
      "or name the house to choose (Control the Weak); an effect that would leave no house to "
      "choose is ignored, and of two that name different houses the later applies.", assumption=True),
    R("KF-cannot", "core: The turn", "\"Cannot\" beats \"must\": a house a lasting effect forbids "
      "(Restringuntus) cannot be chosen even when a card in play says it must be (Pitlord) or an "
      "effect names it (Control the Weak); the player chooses among the others (the Master "
      "Rulebook's \"cannot\" is absolute; keyteki agrees).", assumption=True),
    R("KF-archives-1", "core: The turn", "Before choosing, the player may take all cards from archives "
      "into hand (all or none).", quote="You may first take all cards from your archives into your hand."),
    R("KF-play-1", "core: The turn", "Only cards of the chosen house may be played or discarded from "
      "hand.", quote="Play, discard and use cards of the chosen house"),
    R("KF-play-hand", "core: The turn", "Only a card in its player's hand may be played or discarded.",
      quote="play a card from hand"),
    R("KF-play-flank", "core: The turn", "A creature enters play on a flank of its controller's "
      "battleline, either end.", quote="on a flank of your battleline (either end, your choice"),
    R("KF-deploy", "core: The turn", "A creature with Deploy may enter play anywhere in the battleline.",
      quote="Deploy lets it enter anywhere"),
    R("KF-play-exhausted", "core: The turn", "Creatures and artifacts enter play exhausted.",
      quote="creatures enter play exhausted"),
    R("KF-upgrade-1", "core: The turn", "An upgrade is played attached to a creature in play; it cannot "
      "be played when no creature is in play.", quote="upgrades attach to a creature"),
    R("KF-action-card", "core: The turn", "An action card resolves and goes to its owner's discard pile: "
      "from keyforge-7 on it is set aside, seen by both players, while its Play: ability and what "
      "its play set off resolve, and only then goes to the pile (so a draw that reshuffles the "
      "pile meanwhile does not take it; keyforge-6 put it in the pile first).",
      quote="actions resolve and go to the discard pile"),
    R("KF-bonus", "core: The turn", "A card's Æmber bonus is gained when it is played, before its "
      "Play: ability.", quote="gained when it is played, before its \"Play:\" ability"),
    R("KF-discard-1", "core: The turn", "A card of the chosen house may be discarded from hand.",
      quote="discard a card of the chosen house from hand"),
    R("KF-discard-ability", "core: The turn", "A card a player discards from hand because a card says "
      "so (Sloppy Labwork, Feeding Pit, a random discard) is discarded from hand as much as one the "
      "step discards: what counts or reacts to that player's discards from hand sees it (Giant "
      "Sloth, Rock-Hurling Giant on its own turn) (keyforge-7 on; keyforge-6 saw only the step's).",
      assumption=True),
    R("KF-first-turn", "core: The turn", "On the first player's first turn they may play or discard "
      "only one card from hand.", quote="they may play or discard only one card from hand"),
    R("KF-rule-of-six", "core: The turn", "No more than six cards of the same name may be played or "
      "used in one turn.", quote="no more than six cards of the same name"),
    R("KF-ready-1", "core: The turn", "In the ready step all of the active player's exhausted cards "
      "ready.", quote="Ready all of your exhausted cards."),
    R("KF-draw-1", "core: The turn", "In the draw step the active player draws up to six cards; never "
      "discards down.", quote="Draw up to 6 cards in hand"),
    R("KF-draw-reshuffle", "core: The turn", "When a draw finds the deck empty, the discard pile is "
      "shuffled into a new deck and drawing continues.", quote="shuffle your discard pile into a new deck"),
    R("KF-check", "core: The turn", "A player who could forge a key at the start of their next turn "
      "announces \"Check!\": from keyforge-9 on, as the cards in play stand at the end of the turn, "
      "not while a card of theirs skips their forge step (The Sting), and counting the Æmber on "
      "their key banks (Safe Place, KF-bank); keyforge-8 compared the pool with the key cost.",
      quote="announce \"Check!\""),
    R("KF-end-step", "core: The turn", "The play, discard and use step ends when its player says so.",
      assumption=True),
    # -- chains (the documents are silent; public rules of the Master Rulebook)
    R("KF-chains-1", "core: The turn", "Some cards make their player gain chains; chains stay until "
      "shed.", assumption=True),
    R("KF-chains-2", "core: The turn", "In the draw step a player with chains draws fewer cards: 1-6 "
      "chains one fewer, 7-12 two, 13-18 three, 19 or more four; each time chains make them draw "
      "fewer, they shed one chain. A full hand draws nothing, so sheds nothing.", assumption=True),
    # -- using cards
    R("KF-use-1", "use: Using Creatures", "Using a card exhausts it; only ready cards in play may be "
      "used.", quote="that player must exhaust the creature"),
    R("KF-use-exhausted", "use: Using Creatures", "An exhausted card cannot be used.",
      quote="Any ready creature of the active house may reap"),
    R("KF-use-house", "use: Using Artifacts", "Only cards of the active house may reap, fight or use "
      "an Action: ability.", quote="only use an \"Action:\" ability if it is on a card that belongs to the active house"),
    R("KF-omni", "use: Omni", "An Omni: ability may be used whatever the active house.",
      quote="even if it does not belong to the active house"),
    R("KF-action-1", "use: Action", "Only a card with an Action: ability may be used for it.",
      quote="trigger its \"Action:\" ability, if it has one"),
    R("KF-artifact-1", "use: Using Artifacts", "Artifacts cannot reap or fight.",
      quote="Artifacts cannot be used to reap or to fight."),
    R("KF-sacrifice", "use: Using Artifacts", "A sacrificed artifact goes to its owner's discard pile.",
      quote="When an artifact is sacrificed, it is placed in its owner's discard pile."),
    R("KF-reap-1", "use: Reap", "Reaping exhausts the creature and gains 1 Æmber, then its Reap: "
      "abilities resolve.", quote="its controller gains 1 Æmber for their Æmber pool"),
    R("KF-fight-1", "use: Fight", "Fighting exhausts the creature; its controller chooses an enemy "
      "creature to attack.", quote="chooses one eligible creature controlled by the opponent"),
    R("KF-fight-2", "use: Fight", "Each creature deals damage equal to its power to the other, at "
      "the same time.", quote="All of this damage is dealt simultaneously."),
    R("KF-fight-3", "use: Fight", "If the attacker survives, its Fight: abilities resolve.",
      quote="if the creature that is being used to fight survives"),
    R("KF-fight-4", "use: Fight", "A creature cannot fight when no enemy creature can be attacked.",
      quote="A creature cannot fight if there is no enemy creature"),
    R("KF-fight-restrict", "core: Creatures and keywords", "Creatures fight only creatures of the "
      "opponent.", quote="Creatures fight only creatures of the opponent"),
    R("KF-damage-1", "use: Damage & Armor", "Damage stays on a creature as damage tokens.",
      quote="place an amount of damage tokens equal to the amount of damage dealt"),
    R("KF-armor-1", "use: Damage & Armor", "Armor prevents that much damage to the creature each "
      "turn; it resets at the start of every turn.", quote="the armor prevents that much incoming damage each turn"),
    R("KF-destroy-1", "core: Creatures and keywords", "A creature with damage at least its power is "
      "destroyed and goes to its owner's discard pile, whenever that comes to be: a power that "
      "counts its player's keys (Mushroom Man) falls as the forge step forges one, and from "
      "keyforge-10 on the creature is destroyed then, before the house is chosen (keyforge-9 "
      "checked only after a later event). Likewise a creature whose power a destroyed creature "
      "raised (Niffle Queen's +1 to Beasts) dies as that one leaves play: from keyforge-11 on "
      "at once, even when nothing the destruction set off is left to resolve (keyforge-10 left it "
      "alive until some later event).", quote="destroyed when the damage on it is at least its power"),
    R("KF-leaves-play", "core: Creatures and keywords", "When a card leaves play its upgrades go to "
      "their owners' discard piles and its tokens are removed. Every effect naming it ends: one "
      "that comes back is a new card. From keyforge-12 on this includes Gabos Longarms' chosen "
      "creature (Before Fight: the damage goes to it): should it leave play, even to come back "
      "before the damage, Gabos deals its damage to the creature it fights (keyforge-11 kept the "
      "choice on a card played again; no Call of the Archons card brings one back within a fight).",
      assumption=True),
    R("KF-capture-1", "core: Creatures and keywords", "Capture moves Æmber from the opponent's pool "
      "onto a creature; it returns to the opponent when the creature leaves play.",
      quote="returns to the opponent when the creature leaves play"),
    R("KF-steal-1", "core: Creatures and keywords", "Steal moves Æmber from the opponent's pool to "
      "yours.", quote="move Æmber from the opponent's pool to yours"),
    R("KF-stun-1", "use: Commentary", "Using a stunned creature only exhausts it and removes the stun: "
      "it cannot reap, fight or use abilities until then. It may be so used whenever it could "
      "be used: one with an Omni: ability whatever the active house (keyforge-9 on; keyforge-8 "
      "kept Deipno Spymaster's stun outside Shadows), and in the step only while it could "
      "normally be used some way, were it not stunned (keyforge-10 on: not Tireless Crocag, "
      "which cannot reap, while Foggify forbids fighting, nor a creature Horseman of War lets "
      "only fight with no enemy creature to fight; keyforge-9 removed the stun regardless).",
      quote="Any time a stunned creature could normally be used, it can instead be used"),
    R("KF-stun-2", "core: Creatures and keywords", "Stuns do not stack.", quote="stuns do not stack"),
    R("KF-elusive", "core: Creatures and keywords", "The first time an elusive creature is attacked "
      "each turn, neither side deals fight damage. Assault and hazardous are dealt before the fight, "
      "so elusive does not stop them. A fight that does not happen (hazardous destroyed the "
      "attacker, Evasion Sigil stopped it) is no attack: hazardous is dealt \"before it is "
      "attacked\", so the elusive is not spent (keyforge-10 on, as keyteki; keyforge-9 spent it "
      "as the fight was announced).",
      quote="the first time it is attacked each turn, no damage is dealt"),
    R("KF-skirmish", "core: Creatures and keywords", "A creature with skirmish takes no damage from "
      "the defender when it fights.", quote="it takes no damage from the defender"),
    R("KF-taunt", "core: Creatures and keywords", "A taunt creature's neighbours cannot be attacked "
      "unless they also have taunt.", quote="its neighbours cannot be attacked unless they also have taunt"),
    R("KF-poison", "core: Creatures and keywords", "Any damage a poison creature deals in a fight "
      "destroys the damaged creature.", quote="destroys the damaged creature"),
    R("KF-assault", "core: Creatures and keywords", "Assault X: before it fights, it deals X damage to "
      "the defender; if that destroys the defender the fight does not happen.",
      quote="if that destroys the defender, the fight does not happen"),
    R("KF-hazardous", "core: Creatures and keywords", "Hazardous X: before it is attacked it deals X "
      "damage to the attacker; if that destroys the attacker the fight does not happen.",
      quote="if that destroys the attacker, the fight does not happen"),
    R("KF-before-fight", "core: Creatures and keywords", "The attacker's Before Fight: abilities, its "
      "assault and the defender's hazardous happen at the same time, before the fight: the active "
      "player orders them, and each is resolved (and what it destroyed leaves play) before the next. "
      "So of two creatures whose assault and hazardous would destroy each other, only one dies. "
      "From keyforge-6 on a card that acts before any creature fights (Evasion Sigil) joins that "
      "order when there is anything to order it with (the unofficial FAQ; keyteki agrees); if it "
      "calls the fight off, what is left of it does not happen. keyforge-5 resolved it first, "
      "unasked.", assumption=True),
    R("KF-fight-cancelled", "core: Creatures and keywords", "Once either creature of a fight has left "
      "play, the fight is off: the remaining before-fight effects (assault, hazardous, Before Fight:) "
      "and the fight damage do not happen, and the attacker's Fight: abilities do not resolve "
      "(there was no fight to survive); the attacker was still used to fight.", assumption=True),
    R("KF-simultaneous", "core: The turn", "When several effects happen at the same time (a played "
      "card's Play: ability and the reactions of cards in play to it; a fight's before-fight "
      "effects; the Destroyed: abilities of cards destroyed at the same time, by one damage check "
      "or one \"destroy each\"), the active player chooses their order; matchlog asks only when "
      "the order can change "
      "the result, else they resolve as listed. From keyforge-6 on the draw Library Access gives "
      "for a card played is one of them (keyforge-5 drew after the Play: ability, unasked), and "
      "when Honorable Claim's Knights outnumber the Æmber to capture, its player chooses the ones "
      "that capture (keyforge-5 took them left to right). An "
      "ability set off while its card was in play "
      "resolves even if the card left play before its turn came (Pingle Who Annoys, destroyed by "
      "King of the Crag entering, still deals its damage to it; keyteki drops it).", assumption=True),
    R("KF-alpha", "core: Creatures and keywords", "An alpha card may be played only if no other card "
      "was played, used or discarded this step.", quote="only if no other card was played, used or discarded this step"),
    R("KF-omega", "core: Creatures and keywords", "After an omega card is played or used, the play, "
      "discard and use step ends.", quote="end the \"play, discard and use\" step"),
    R("KF-neighbors", "core: Creatures and keywords", "Neighbours are the creatures directly left and "
      "right; when a creature leaves, the line closes up.", quote="When a creature leaves, the line closes up."),
    # -- abilities
    R("KF-target", "core: The turn", "An ability's choice must be one of the cards it may choose.",
      assumption=True),
    R("KF-choice-asked", "core: The turn", "A choice that a card or rule leaves to a player is asked "
      "whenever at least one answer is legal, even only one; it is not asked when no answer is legal "
      "(the ability does as much as it can) or when the text singles the card out (the most or least "
      "powerful creature: Three Fates, Horseman of Famine, Champion's Challenge) and nothing ties. "
      "Rules version keyforge-4 asked Three Fates' and Horseman of Famine's choice even with no tie.",
      assumption=True),
    R("KF-lasting", "core: The turn", "A card's lasting effect may forbid a player to fight, to use "
      "cards or to play creatures or actions for a turn (Foggify, Skippy Timehog, Lifeward, "
      "Scrambler Storm), or to use creatures but to fight (Horseman of War, keyforge-9 on).",
      assumption=True),
    R("KF-play-cost", "core: The turn", "A card that says its player must lose Æmber in order to "
      "play it (Truebaru) has a cost: it cannot be played without that much Æmber, and the Æmber "
      "is lost before the card is played, so before its bonus, its Play: ability and anything "
      "that reacts to it being played. A pool never goes below 0 to pay it: an ability that "
      "plays the card finds it unplayable too (KF-ability-plays, keyforge-8 on; keyforge-7's "
      "Sacrificial Altar took the cost from any pool, leaving it below 0).", assumption=True),
    R("KF-ability-plays", "core: The turn", "A card an ability plays from elsewhere than the hand "
      "(Sacrificial Altar from the discard pile, Wild Wormhole from the deck, Masterplan from beneath "
      "itself) is played: the rule of six, alpha (the ability's own card was played or used this "
      "step, so an alpha card is never played this way), its cost (KF-play-cost) and every card or "
      "lasting effect that forbids the play still apply, and a card that cannot be played is not "
      "offered (the ability plays nothing). The house and the first-turn rule, which govern the "
      "step's plays from hand, do not. From keyforge-8 on; keyforge-7's Altar checked nothing and "
      "the others did not check the rule of six or alpha. In every version a card that is no longer "
      "where the ability plays it from (the top of the deck, beneath the card) is not played: "
      "the ability plays nothing.", assumption=True),
    R("KF-most-powerful", "core: Creatures and keywords", "When a card names \"the most powerful\" "
      "creature and several tie, the player resolving it chooses among them. Of \"the 3 most "
      "powerful\" (Three Fates) the player chooses only among those tied for the last places; the "
      "more powerful are taken, and all 3 are destroyed at the same time (keyforge-7 on; keyforge-6 "
      "destroyed one, then chose the next among those left).", assumption=True),
    R("KF-use-cost", "use: Using Artifacts", "A card may make its controller's opponent pay Æmber to "
      "use an artifact (Tentacus): without it the artifact cannot be used; the Æmber goes to the "
      "card's controller as the artifact is used. From keyforge-6 on that is any artifact the "
      "opponent uses, one of Tentacus' own side used as if it were theirs (Remote Access, Nexus) "
      "or through Poltergeist too, and a card that lets them use one offers none they cannot pay "
      "for; keyforge-5 charged only for their own artifacts, used directly.", assumption=True),
    R("KF-as-if-controlled", "core: The turn", "A card resolved \"as if you controlled\" it "
      "(Replicator copying an enemy creature's Reap:) reads its text from your side: \"your "
      "opponent\" is yours, so an enemy Sequis copied captures from your opponent onto itself "
      "(keyforge-6 on; keyteki agrees).", assumption=True),
    R("KF-destroyed-first", "core: Creatures and keywords", "What a card does to a creature its "
      "damage destroyed (Yxilo Bolter: purge it) waits for that creature's Destroyed: abilities: "
      "one they took elsewhere (Bad Penny back in hand) is left there (keyforge-6 on; keyteki "
      "agrees; keyforge-5 purged it at once). A Destroyed: ability resolves as its creature is "
      "destroyed, before the creature would enter the discard pile: from keyforge-10 on one that "
      "moves the creature itself (Bad Penny, Dextre, Phoenix Heart, Biomatrix Backup) takes it "
      "even from the purged cards where Annihilation Ritual or Special Delivery (which purges what "
      "its damage destroyed at once, not waiting as Yxilo Bolter does) put it, so neither keeps "
      "it (as keyteki, whose Destroyed: abilities resolve before the card leaves play; keyforge-9 "
      "left it purged).", assumption=True),
    R("KF-destroy-together", "core: Creatures and keywords", "Creatures destroyed at the same time "
      "(one damage check, one \"destroy each\") leave play together: none of them reacts to "
      "another's destruction (Tolas destroyed with its attacker pays no one, whoever's turn it "
      "is); one an upgrade saves (Armageddon Cloak) stays and does (keyforge-6 on; keyteki "
      "agrees). \"Destroy the 3 most powerful creatures\" (Three Fates) and \"destroy each creature "
      "that shares a trait\" (Custom Virus) are one destruction each (keyforge-7 on).", assumption=True),
    R("KF-control", "core: Creatures and keywords", "A creature put into play or taken under another "
      "player's control goes to a flank of that player's battleline, chosen by that player; it "
      "keeps its damage, exhaustion, Æmber and upgrades, and its owner. An artifact taken by a player "
      "whose deck lacks its house counts as Shadows while they control it (Sneklifter, the only "
      "card of the set that takes artifacts). A creature whose hold ends (Harland Mindlock leaving "
      "play) goes back to its owner's battleline: from keyforge-9 on the player of the card that "
      "held it chooses the flank, as keyteki asks (not asked when it comes back alone); "
      "keyforge-8 put it on the right flank unasked. A hold ends when the creature held leaves "
      "play: from keyforge-11 on, played again it is a new card, and Harland Mindlock leaving "
      "play later gives nothing back (keyforge-10 asked for a flank and moved it). And when a hold "
      "ends, the creature goes to whoever controls it without that hold, the latest control that "
      "still applies: another Harland Mindlock's hold still on it, else the player whose Collar of "
      "Subordination it wears, else its owner; when that is where it is, nothing moves or is "
      "asked (keyforge-11 on; keyforge-10 always gave it to its owner and asked for a flank). The "
      "rules text does not rank controls; from keyforge-12 on the most recent control still on "
      "the creature applies, as keyteki takes the most recent take-control effect: every control "
      "of a creature is recorded as it begins (Harland Mindlock's hold, a Collar of Subordination, "
      "Smiling Ruth's take, Overlord Greking's \"put into play under your control\"), so a Collar "
      "played after a hold outranks an earlier hold of the other player, and a creature Greking "
      "put into play or Ruth took goes back to that player when a later hold ends (keyforge-11 "
      "ranked any hold above any Collar and gave such a creature to its owner). A Collar set up "
      "in a position, with no recorded beginning, counts as older than every recorded control. "
      "Artifacts taken (Sneklifter, Spangler Box) are not recorded: no hold on an artifact ends.",
      assumption=True),
    R("KF-up-to", "core: The turn", "An ability that heals \"up to\" an amount heals as much as "
      "it can, up to that amount; healing nothing is declining the choice. A number without \"up "
      "to\" is not optional: Lights Out returns 2 enemy creatures if there are 2 (keyforge-6 on; "
      "keyforge-5 let it stop early).", assumption=True),
    R("KF-if-you-do", "core: The turn", "What a card does \"if you do\" follows only when the effect "
      "before it did something: Protectrix offers only a damaged creature, since fully healing an "
      "undamaged one heals nothing and would never protect it (keyteki offers any creature).",
      assumption=True),
    R("KF-reveal-count", "core: The turn", "A Fair Game pays for the cards of the revealed hand that "
      "share the discarded card's house; the discarded card itself is not counted.", assumption=True),
    R("KF-use-other", "use: Using Artifacts", "A card that uses another card (Poltergeist, Dominator "
      "Bauble) resolves that card's ability for its own player whatever the house: Poltergeist its "
      "Action: (or Omni:) ability, ready or not; Dominator Bauble a ready friendly creature's reap, "
      "fight or Action:. From keyforge-6 on Poltergeist's is a use of the artifact: an enemy "
      "Tentacus is paid (KF-use-cost) and Veylan Analyst gains. From keyforge-8 on it is a use in "
      "full: Poltergeist offers only a ready artifact its player may use now (not one a lasting "
      "effect or its own text forbids, nor a seventh of its name this turn), exhausted and counted "
      "as it is used, and destroyed only once the ability used has resolved in full, its choices "
      "and plays too (Masterplan's card is played from beneath it first; before, Poltergeist "
      "destroyed it at once and its card went to the discard pile unplayed); Dominator Bauble "
      "uses its creature as any use now is (KF-use-now), with all "
      "the checks of a use and its Omni: ability too (keyteki lets Poltergeist choose any "
      "artifact, destroying it even when it cannot be used).", assumption=True),
    R("KF-ability-use", "core: The turn", "A card's own text may forbid a use (a creature that cannot "
      "reap).", assumption=True),
    R("KF-use-now", "use: Using Creatures", "An ability that lets a player use a card now (\"use a "
      "friendly creature\", \"use an opponent's artifact as if it were yours\") lets that one card be "
      "used once, whatever its house, in any way it could be used (reap, fight, Action:, Omni:, or "
      "removing its stun); no other card may be used in its place, and an exhausted card cannot be "
      "used, so the ability then does nothing more.", assumption=True),
    R("KF-any-house", "use: Using Creatures", "A card may let its controller use cards as if they "
      "belonged to the active house (Mack the Knife, Mantle of the Zealot, Sigil of Brotherhood, "
      "Ritual of the Hunt, Deipno Spymaster). Horseman of War lets each friendly creature of another "
      "house fight, and from keyforge-9 on lets each friendly creature only fight, those of the "
      "active house too: no reap, Action: or Omni: ability, though a stun may be removed (as the "
      "card reads and keyteki plays it; keyforge-8 let the active house reap and act).",
      assumption=True),
    R("KF-choose-one", "core: The turn", "When an ability says \"choose one\" of its effects or "
      "\"choose a house\", its controller chooses one option; a house may be any of the seven houses "
      "of the set, in a deck or not, and a number (Dance of Doom) any number 0 or more, one that "
      "no creature's power matches included (it then destroys nothing, as keyteki lets it): "
      "matchlog offers each power in play and one above them all, and takes any other named.",
      assumption=True),
    R("KF-replace", "core: Creatures and keywords", "A card may replace what would happen: damage to "
      "Shadow Self's non-Specter neighbours is dealt to Shadow Self instead (its armor counts, and "
      "poison then destroys it); a creature wearing Armageddon Cloak that would be destroyed is fully "
      "healed and the Cloak is destroyed instead, so the creature was not destroyed (Hecatomb pays "
      "nothing for it, keyforge-7 on; keyforge-6 paid). The whole damage is moved before any "
      "armor: the "
      "neighbour's armor is not spent, Shadow Self's is (keyteki spends the neighbour's armor first "
      "and ignores Shadow Self's). Of two Shadow Selves beside the damaged creature, the left one "
      "takes it (keyteki asks the active player).", assumption=True),
    R("KF-after-kill", "use: Fight", "An ability that reacts to an enemy creature being destroyed "
      "fighting its creature (Krump, Grommid, Brain Eater) resolves only if its creature is still in "
      "play after the fight: when both are destroyed, it does nothing (as keyteki). The fight "
      "resolves with its destructions, their Destroyed: abilities included, so from keyforge-10 "
      "on such an ability, and the attacker's Fight: abilities (\"if the creature ... survives\"), "
      "do nothing when a Destroyed: ability of the fight removed their creature (Phoenix Heart's 3 "
      "damage to each creature; keyforge-9 resolved them). A creature an upgrade saved "
      "(Armageddon Cloak) was not destroyed: from keyforge-11 on neither such an ability nor The "
      "Warchest's count of creatures destroyed in fights sees it (keyteki agrees; keyforge-10 "
      "did).", assumption=True),
    R("KF-bank", "core: The turn", "Æmber on Safe Place is not in its owner's pool: the forge step "
      "never has to spend it. When the pool alone is short of the key cost and the pool plus Safe "
      "Place's Æmber is not, the player may forge, spending the pool first. A card that lets its "
      "player forge if they want (Key Charge, Chota Hazri, Key Abduction) counts the key banks too "
      "from keyforge-9 on (\"when forging keys\": any forge; keyforge-8 spent the pool only); one "
      "that forges without asking (Key of Darkness) forges from the pool when it suffices, and "
      "when only the banks make up the cost its player may forge spending them, the pool first "
      "(keyforge-10 on, as its forge is a forge of keys too; keyforge-9 spent the pool only, "
      "forging nothing). keyteki instead makes every such forge mandatory and asks how much to "
      "take from the card.", assumption=True),
    R("KF-copy", "core: The turn", "Mimicry is played as a copy of the action card chosen in the "
      "opponent's discard pile: it gains that card's Æmber bonus and resolves its Play: ability, then "
      "is Mimicry again in the discard pile. With no action card there it does nothing. Another "
      "Mimicry cannot be chosen (it would copy again without end).",
      assumption=True),
    R("KF-fight-card", "use: Fight", "A creature's own text may limit which creatures it may fight "
      "(Bigtwig: only stunned creatures)."),
    # -- mechanisms of the whole set (the documents are silent; the Master Rulebook's reading)
    R("KF-counters", "core: Creatures and keywords", "A +1 power counter adds 1 to the power of the "
      "creature it is on; counters stay until the creature leaves play.", assumption=True),
    R("KF-held", "core: Creatures and keywords", "Cards purged by a card that returns them when it "
      "leaves play (Spangler Box) come back into play under their owners' control, exhausted, on the "
      "flank the box's player chooses (keyforge-9 on, as keyteki asks; keyforge-8 put them on the "
      "right flank unasked); a card whose own text says it enters play ready "
      "(Silvertooth) or stunned (Zorg) does so however it enters play.", assumption=True),
    R("KF-house-of", "core: The turn", "A card belongs to its printed house, and also to every house "
      "a card in play or a lasting effect gives it; it may be used when any of its houses is the "
      "active house.", assumption=True),
    R("KF-use-other-house", "core: The turn", "A card may let its player play or use cards of a house "
      "other than the active one (this turn, a number of times, or one card now: played from the "
      "deck's top, an opponent's artifact used as if it were theirs).", assumption=True),
    R("KF-used", "use: Using Creatures", "A creature is used each time it reaps, fights, uses its "
      "Action: or Omni: ability or has its stun removed, by the step or by a card's effect. "
      "\"The first time this creature was used this turn\" (Rocket Boots) counts every such use of "
      "the turn, those before the upgrade was attached too, and \"used 3 or more creatures\" "
      "(Stampede) counts creatures, one used twice once (keyforge-9 on; keyforge-8's Rocket Boots "
      "counted only reaps and fights since they were attached, and Stampede every use). A card "
      "that leaves play and comes back is a new card, as every effect on it ends (KF-leaves-play): "
      "from keyforge-11 on a creature returned to hand and played again the same turn has not yet "
      "been used for Rocket Boots, and for Stampede it is another creature used if used again "
      "(keyforge-10 kept its earlier uses and counted it once). keyteki's Stampede counts uses, "
      "a creature used twice twice (its list of cards used holds one entry per use); the text "
      "counts creatures.",
      assumption=True),
    R("KF-use-count", "use: Using Creatures", "A card that lets its player use a number of other cards "
      "of a house this turn (Combat Pheromones: up to 2 other Mars cards) lets each be reaped, fought, "
      "used for its Action: or unstunned outside the active house; each such use spends one, so a "
      "card used twice spends two. A use that the active house or another card already allows "
      "spends none, and an Omni: ability never needs it (keyteki has the player pick the cards as "
      "Combat Pheromones resolves).", assumption=True),
    R("KF-beneath", "core: The turn", "A card put face down beneath a card in play (Masterplan) is out "
      "of play and known to its owner only; it is played from there only as its card says, and goes "
      "to its owner's discard pile when the card it is beneath leaves play.", assumption=True),
    R("KF-archives-foreign", "core: The turn", "A card of the opponent put into a player's archives "
      "goes to its owner's hand whenever it leaves those archives.", assumption=True),
    R("KF-capture-instead", "core: Creatures and keywords", "Æmber that a card says is captured "
      "instead of being added to a pool (gained, stolen, returned from a creature) never reaches "
      "that pool: from keyforge-10 on the Æmber The Sting's player gets from the opponent's key "
      "too (the forger's Ether Spider captures it; keyforge-9 added it to the pool).",
      assumption=True),
    R("KF-ability-play", "core: The turn", "A card may be unplayable because of its own text or a "
      "card in play (e.g. Pitlord's house lock, a creature that cannot be played).", assumption=True),
    # -- rulings of keyforge-6 (conformance against keyteki's card specs, decided by the rules)
    R("KF-ready-fight", "use: Commentary", "A card that readies a creature and fights with it (Anger, "
      "Gauntlet of Command, Ganger Chieftain) always readies it; the fight is a use, so a creature that "
      "cannot be used (Giant Sloth) is only readied and keeps its stun, and one whose player cannot "
      "fight this turn (Foggify) is only readied, or, if stunned, exhausted with its stun removed "
      "(keyforge-6 on; keyforge-5 fought, or removed the stun, regardless; keyteki agrees with keyforge-6). "
      "From keyforge-8 on a creature six of whose name were already played or used this turn cannot "
      "be used either (KF-rule-of-six), and One Stood Against Many's three fights follow the same "
      "rule (keyforge-7 fought regardless of Foggify, Giant Sloth or the rule of six). A stunned "
      "creature with no enemy creature to fight is likewise readied, then exhausted with its stun "
      "removed: the commentary's sentence for card effects (\"would cause a stunned creature to "
      "fight ... instead\") replaces the fight before a target is needed and, unlike the step's "
      "sentence (KF-stun-1), asks no \"could normally be used\" (keyteki's Anger spec agrees).",
      assumption=True),
    R("KF-divide", "core: The turn", "Damage an ability divides among creatures (Cooperative Hunting) "
      "is allotted point by point and dealt all at once after the last point: nothing is destroyed "
      "before every point is placed, so a creature may take more than it needs (keyforge-6 on; "
      "keyforge-5 dealt each point as it was chosen; keyteki agrees with keyforge-6).", assumption=True),
    R("KF-repeat", "core: The turn", "\"Repeat this card's effect\" resolves the whole effect again, the "
      "repeat included, for as long as its condition holds: Bait and Switch steals until the opponent "
      "no longer has more Æmber (the Master Rulebook's Repeat; keyteki repeats once).", assumption=True),
])

"""The Reaper rule index: an id for every section of the rules document, and the assumptions.

Sections are the headings of the Reaper rules document (`reaper.md`). Assumptions mark where
the document is silent or contradicts itself and the engine chose what a judge would expect;
where a table could play either way, the assumption names the option that switches it.
"""

from __future__ import annotations

from engine.rules import Rule, RuleIndex

R = Rule

RULES = RuleIndex("reaper.md", [
    # -- setup and deck building
    R("RPR-setup-1", "Setup", "Each player lays out a Reaper, a Scythe and a Creed (their three Angel "
      "cards), shuffles the Grimoire and draws five cards; a random player goes first.",
      quote="Each player lays their Reaper, Scythe and Creed out in front of them, then shuffles "
      "their Grimoire. Each player draws a starting hand of five cards"),
    R("RPR-setup-face", "Setup", "A two-sided Angel card starts with the side its player chooses, "
      "chosen as the card is laid out: before the Grimoire is shuffled and the opening hand drawn "
      "(reaper-5; reaper-4 and older asked after the opening hands). Seat 0 chooses first, then "
      "seat 1 (the text gives no order; the first player is not known yet).",
      quote="they may choose which side starts face up and in play"),
    R("RPR-setup-first", "Setup", "The first player is chosen at random (a coin, dealt by the dealer).",
      quote="a random first player is chosen"),
    R("RPR-deck-1", "Deck Building", "A deck has exactly one Creed, one Reaper and one Scythe.",
      quote="Each deck must have exactly one of each Creed, Reaper and Scythe"),
    R("RPR-deck-size", "Deck Building", "The Grimoire has 40 cards by default: Setup says 50, Deck "
      "Building says 40; the specific rule wins. Option `grimoire_size` sets another size.",
      quote="a forty card Grimoire", assumption=True),
    R("RPR-deck-pages", "Deck Building", "No more copies of a card (same name and subtitle) than its "
      "Max Grimoire Pages, three unless the card says otherwise.",
      quote="Unless otherwise stated, a card's Max Grimoire Pages is three."),
    R("RPR-deck-list", "Setup", "A Grimoire's list (its cards, in no order) is its player's alone: "
      "no rule makes it public, so the other player knows only the Angel cards laid out face up.",
      assumption=True),
    R("RPR-deck-grimoire", "Setup", "Only Grimoire cards (Thralls, Rites, Malakhim) go in a Grimoire; "
      "Arch cards never start in play.", quote="you cannot start with them in play"),
    # -- sequencing
    R("RPR-seat", "Game Play", "Only the seat the rules are waiting on may act now.", assumption=True),
    R("RPR-sequence", "Game Play", "An event must answer what the match waits for: a decision when a "
      "player must choose, a chance outcome when a Grimoire is shuffled or a first player chosen.",
      assumption=True),
    R("RPR-chance", "Setup", "A chance outcome must be of the kind and range asked.", assumption=True),
    R("RPR-window-ask", "Combat and Damage Details", "A window (guard, grace, sudden) is a decision "
      "with \"pass\" among its options; a seat with nothing but pass to choose is not asked. "
      "A table asks every seat whatever it holds; here a seat asked with no Thrall to guard with "
      "and no Angel card to grace with (or after a reap or a Thrall played) is seen to hold a "
      "sudden card it may play: the cost of records that list only real choices.",
      assumption=True),
    # -- the turn
    R("RPR-turn-1", "Game Play", "Turns pass back and forth; after the start of turn the turn player "
      "takes any number of actions in any order, then ends the turn.",
      quote="the turn player may spend their rest of their turn doing as many actions as they want"),
    R("RPR-turn-start", "Start of Turn", "At the start of a turn its player draws the top Grimoire card "
      "and unexhausts all their exhausted cards.",
      quote="they draw the top card of their Grimoire into their hand and unexhaust all of their exhausted cards"),
    R("RPR-empty-grimoire", "Start of Turn", "Drawing from an empty Grimoire draws nothing (option "
      "`empty_grimoire`: \"skip\", the default, or \"lose\": that player loses). The option is the "
      "start of turn's draw, the one the document asks of every turn: a card that draws (Grave "
      "Whisper, Shade Thief) from an empty Grimoire draws nothing under either setting, as the "
      "card only offers a draw.", assumption=True),
    R("RPR-turn-limit", "Objective", "The document has no end but a completed Creed, so a match has "
      "no turn limit. A match may be created with option `max_turns` N (self-play records 40, as "
      "random play may never complete a Creed): after N turns it ends, the player with more bound "
      "Souls wins, equal counts draw. Never a default since reaper-3 (matches recorded under "
      "reaper-2 keep its default of 40).",
      assumption=True),
    R("RPR-table-unseen", "Setup", "At a table (table luck) a shuffle leaves the Grimoire's order "
      "unknown: no order is entered, and each card drawn, or a face-down Soul turned face up, is "
      "named as the table showed it, among that player's cards nobody has seen (the Grimoire and "
      "the Souls reaped face down are one pool: nobody looked at which card became a Soul). A card "
      "both players know (RPR-reap-known) is no part of that pool: a match started from a written "
      "position at a table leaves it where it lies (reaper-8; reaper-7 and older pooled it).",
      assumption=True),
    # -- reaping and playing
    R("RPR-reap-1", "Reaping", "Reaping exhausts one of your Angel cards and puts the top Grimoire card "
      "face down into your Soul Pool, unseen by both players.",
      quote="they put the top card of their Grimoire face down into their Soul pool as Soul, without looking at it"),
    R("RPR-reap-known", "Reaping", "A card both players saw burned face up lies in a known place "
      "at the bottom of its Grimoire (a Grimoire is shuffled only at setup): both seats' views name "
      "it at its place there, tagged known, the other Grimoire cards hidden (reaper-7; reaper-6 "
      "hid it there as in the hand). When it is reaped "
      "again (Soul Theft from an empty Grimoire reaps back the Soul it burned) it goes face down, "
      "as every reaped Soul, but both players know it, so neither seat's view hides it "
      "(reaper-6; reaper-5 and older hid it as a Soul nobody has seen). Face down, it still pays "
      "with the face-down Souls (RPR-burn-choice) and Seance of Names turns it face up. Drawn "
      "into a hand it stays known: the opponent saw it go to the bottom and saw it drawn, so "
      "it shows by name in the hand until it is played (reaper-7; reaper-6 hid it as any hand "
      "card). The text says nothing of hidden hands; a hand hides only what the opponent "
      "cannot know.",
      quote="put the top card of their Grimoire face down into their Soul pool as Soul, without "
      "looking at it", assumption=True),
    R("RPR-reap-empty", "Reaping", "A player with an empty Grimoire cannot reap (there is no card to "
      "put into the Soul Pool).", assumption=True),
    R("RPR-exhausted", "Exhaustion", "An exhausted card cannot do an action that exhausts it until it "
      "unexhausts.", quote="they won't be able to do other actions that require them to exhaust until they unexhaust"),
    R("RPR-play-hand", "Playing Cards", "A card is played from its player's hand.",
      quote="As an action a player, may play a card from their hand."),
    R("RPR-play-cost", "Playing Cards", "To play a card its player needs at least its Soul cost in Souls "
      "in the Soul Pool.", quote="Have at least as many Souls in their Soul Pool as its cost"),
    R("RPR-play-faction", "Playing Cards", "To play a card its player needs at least its faction "
      "requirement in Angel cards of its faction in play.",
      quote="Have at least as many Angel Cards of its faction as its faction requirement"),
    R("RPR-burn-1", "Burning", "The cost is paid by burning that many Souls; a burned card goes to the "
      "bottom of the Grimoire it started the game in.",
      quote="Any card that is ever burned is put on the bottom of the Grimoire it started the game in."),
    R("RPR-burn-choice", "Burning", "The player chooses which face-up Souls (claimed or revealed, "
      "bound or not) pay; face-down Souls, which nobody has seen, pay the rest of the cost oldest "
      "first (the document does not say which unseen Soul goes). Burned together, they go to the "
      "bottom in that order: the face-up ones in Soul Pool order, then the face-down ones (the "
      "document gives no order; the unseen ones are alike to everyone).",
      quote="they must burn a number of Souls from their Soul Pool equal to the cost", assumption=True),
    R("RPR-thrall", "Playing Cards", "A played Thrall comes into play enthralled to its player.",
      quote="When a player plays a Thrall, it is put into play in front of them"),
    R("RPR-rite", "Playing Cards", "A played Rite resolves at once, then goes to its player's "
      "discard pile: only when its effect is done, after the grace windows, damage and claim it "
      "set going; until then it is face up in no zone and no discard pile shows it (reaper-4; "
      "reaper-3 and older discarded it before it resolved).",
      quote="its special effect is resolved immediately, and then it is discarded"),
    R("RPR-malakhim", "Playing Cards", "A played Malakhim comes into play as an extra Angel card that may "
      "do anything a Reaper or Scythe can.", quote="it can do anything a Reaper or Scythe can do"),
    R("RPR-target", "Playing Cards", "A card's effect needs a target the card allows; a card whose "
      "effect has no legal target cannot be played or activated.", assumption=True),
    R("RPR-activate", "Activate Effects", "Activated abilities of Thralls and Angel cards are actions: "
      "the card exhausts to use them.", quote="special abilities that can be activated as actions"),
    # -- attacking
    R("RPR-attack-1", "Attacking", "An unexhausted Reaper, Scythe or Malakhim may attack any Thrall in "
      "play, its own player's included; the attacker exhausts.",
      quote="Any unexhausted Reaper, Scythe or Malakhim may attack any Thrall in play, even if they both belong to the same player"),
    R("RPR-attack-thrall", "Attacking", "An unexhausted Thrall may attack only if it has been in play "
      "since the start of the turn.", quote="but only if they have been in play since the start of the turn"),
    R("RPR-attack-own", "Attacking", "A Thrall, too, may attack a Thrall of its own player: "
      "\"may also attack\" extends the sentence before it (\"any Thrall in play, even if they "
      "both belong to the same player\"); the text names no other target for a Thrall.",
      quote="Unexhausted Thralls may also attack", assumption=True),
    R("RPR-attack-target", "Attacking", "Only a Thrall in play can be attacked, and not by itself.",
      quote="may attack any Thrall in play"),
    R("RPR-fight", "Burning", "In the fight, the attacker and the attacked Thrall each deal damage "
      "equal to their Attack to the other.",
      quote="both the attacker and the attacked Thrall will each deal damage equal to their Attack to the other"),
    R("RPR-guard-1", "Guarding", "After an attack is declared and before damage, another unexhausted "
      "Thrall may guard: it exhausts and the attack is against it instead.",
      quote="any other unexhausted Thrall may step in to Guard against that attack"),
    R("RPR-guard-once", "Guarding", "An attack is guarded at most once.",
      quote="Once an attack has been guarded against once, it may not be guarded against again."),
    R("RPR-guard-order", "Combat and Damage Details", "The player not attacking is asked to guard "
      "before the attacking player.", quote="the character not attacking gets their chance to Guard before the attacking player"),
    R("RPR-guard-own", "Guarding", "A player guards only with a Thrall enthralled to them.",
      quote="Either player may declare they wish to guard with one of their Thralls"),
    # -- damage, grace, death, souls
    R("RPR-guard-sudden", "Guarding", "A guard is no new declaration of an attack: the guarding "
      "Thrall's player gets no new chance at a sudden card of \"your Thrall is attacked\" "
      "(Parry the Scythe) for it; the guard window closes with the guard (they chose to step "
      "in, and could have played the card instead when the attack was on a Thrall of theirs).",
      quote="The attack is now against the guarding Thrall instead of its original target.",
      assumption=True),
    R("RPR-damage-1", "Damage and Death", "A Thrall whose damage this turn reaches its Health is "
      "killed and goes to its owner's discard pile; damage clears at the end of each turn.",
      quote="If a Thrall ever takes total damage is a single turn equal to or greater than its Health, it is killed"),
    R("RPR-end-clear", "Damage and Death", "At the end of a turn its damage, and the Health and "
      "Attack gained until end of turn, end together: a Thrall whose damage is above its "
      "printed Health only because of grace is not killed when the grace ends (its damage "
      "counted \"in a single turn\", which is over).",
      quote="gains Health equal to that card's Grace until end of turn", assumption=True),
    R("RPR-angel-immortal", "Damage and Death", "Damage to an Angel card does not happen.",
      quote="any damage that would be dealt to a Reaper or Malakhim, or one of their Scythes, simply doesn't happen"),
    R("RPR-grace-1", "Gracing", "Before a Thrall takes damage each player may grace it: exhaust an "
      "unexhausted Reaper, Scythe or Malakhim and the Thrall gains that card's Grace in Health until "
      "end of turn.", quote="the graced Thrall gains Health equal to that card's Grace until end of turn"),
    R("RPR-grace-order", "Combat and Damage Details", "The player whose card is not dealing the damage "
      "is asked to grace before the player whose card is.",
      quote="the player whose card is not dealing the damage gets the chance to Grace before the player whose card will deal damage"),
    R("RPR-grace-once", "Gracing", "Each player gets one chance to grace a Thrall per damage it is "
      "about to take (one Angel card each).", quote="both player's first get a chance to grace that Thrall with one of",
      assumption=True),
    R("RPR-fight-order", "Combat and Damage Details", "In a fight both Thralls' grace windows come "
      "first (the attacked Thrall's first), then both damages are dealt at once.", assumption=True),
    R("RPR-claim-1", "Claiming and Binding", "The player who kills an Ensouled Thrall may claim its "
      "Soul: the card goes face up into their Soul Pool instead of the discard pile.",
      quote="When a player kills an Ensouled Thrall, they may claim its Soul."),
    R("RPR-killer", "Combat and Damage Details", "A Thrall is killed by the player whose card dealt "
      "the damage, not the player whose action caused it.",
      quote="the Thrall is considered to be killed by the player whose card dealt the damage"),
    R("RPR-killer-last", "Combat and Damage Details", "A Thrall whose damage this turn was dealt "
      "by both players' cards is killed by the player whose card dealt the hit that made it "
      "reach its Health (the text names one killer; earlier damage is not remembered by "
      "whose card dealt it).", quote="the player whose card dealt the damage", assumption=True),
    R("RPR-claim-order", "Claiming and Binding", "When a fight kills both Thralls the text says "
      "nothing of who claims first: the attacking (turn) player is asked first, the other when "
      "that claim is answered (one player who killed both: the attacked Thrall's Soul first, as "
      "the fight's damage is declared); a judge keeps the "
      "turn player first as RPR-win-both does, and no option: a claim across seats never binds, "
      "so the order cannot change who wins.", assumption=True),
    R("RPR-bind-1", "Claiming and Binding", "A claimed Soul is also bound to the Creed when the Thrall "
      "was in play at the start of the turn and enthralled to the claiming player; bound Souls still "
      "pay costs.", quote="They also bind that Soul to their Creed."),
    R("RPR-win", "Objective", "A player wins when the requirements of their Creed are met.",
      quote="Once a player has bound enough souls, and fulfilled any other requirements of their Creed, they win."),
    R("RPR-win-both", "Objective", "If both Creeds become complete at once, the turn player wins.",
      assumption=True),
    # -- advanced
    R("RPR-sudden-1", "Sudden", "A sudden card is played only when its sudden condition happens, on "
      "either player's turn, paying its cost and meeting its faction requirement.",
      quote="players get a chance to play a sudden card when its sudden condition happens"),
    R("RPR-sudden-grace", "Sudden", "Gracing and a sudden card are two chances: a player who "
      "graces their own Thrall about to take damage may still play a sudden card of that "
      "condition for the same damage, as one who plays it first may still grace (reaper-5; "
      "reaper-4 and older closed the sudden chance with the grace).",
      quote="players get a chance to play a sudden card when its sudden condition happens"),
    R("RPR-sudden-reap", "Sudden", "\"Your opponent reaps\" (Soul Theft) is any Soul the opponent "
      "reaps: by exhausting an Angel card, or by a card that reaps (Pearl Diver, Brand Warden, "
      "Tidal Offering, Soul Theft itself); the window opens once the card's Souls are reaped "
      "(reaper-5; reaper-4 and older opened it for the Reap action only). A judge reads the "
      "cards' \"reap a Soul\" as reaping.", assumption=True),
    R("RPR-sudden-each", "Sudden", "Each sudden card in hand gets its chance when its condition "
      "happens: a player may play more than one card for one happening (two Ward of Ash on one "
      "damage, two Lurking Shades on one Thrall), and a sudden card played answers its own "
      "condition for the other player (a Lurking Shade is a Thrall played).",
      quote="players get a chance to play a sudden card when its sudden condition happens",
      assumption=True),
    R("RPR-transform-1", "Transform", "A transformed card is replaced by its new form in place and "
      "keeps its states (damage, exhaustion).",
      quote="inheriting all states (damage, exhaustion, etc.) from the previous form"),
    R("RPR-transform-since", "Transform", "A transformed card has been in play as long as its "
      "old form had (one of the states it inherits): a Thrall transformed this turn may attack "
      "if its old form was in play since the start of the turn, and its Soul binds as the old "
      "form's would.", quote="inheriting all states (damage, exhaustion, etc.) from the previous form",
      assumption=True),
    R("RPR-transform-leave", "Transform", "A transformed two-sided card that leaves play turns back "
      "to its front face (a claimed Soul or a discarded card is the printed card).", assumption=True),
    R("RPR-arch", "Claiming and Binding", "Arch cards behave like their standard kind but come into "
      "play only by transformation or other special means.",
      quote="they can only come into play via transformation or other special means"),
    R("RPR-choice-asked", "Playing Cards", "When a choice is asked (the rule every game follows): a "
      "choice the rules leave to a player is asked whenever an answer is legal, even only one: a "
      "card's target is chosen with the card (one option per legal target), a guard or grace "
      "window is offered with passing as an answer; it is not asked when no answer is legal (no "
      "unexhausted card that may guard or grace: no window).", assumption=True),
    R("RPR-layout-9", "Setup", "What a state's digest commits to (the rules are silent: it is "
      "how a judge checks that two records reach the same state). The digest after each event is "
      "the lowercase hex SHA-256 of the state's msgpack encoding, integers in their shortest form: "
      "a map of the state's fields in this order, each keyed by its name: cards (each instance's "
      "card id), owner, players, inplay (one entry per instance, nil for a card not in play), "
      "turn, active, first, stack, winner, over, over_rule, max_turns, empty_loses, known "
      "(reaper-6 on), then table (table luck only). From reaper-9 each player is an array of "
      "its values, keys left out: name, grimoire, hand, angels, thralls, souls, discard; each "
      "Soul an array of card, face_up, bound; each card in play an array of exhausted, damage, "
      "grace, boost, entered. A task is a map led by its tag under \"task\", then its fields; "
      "the table's book a map of its fields. Up to reaper-8 a player, a Soul and a card in play "
      "were maps keyed by those same names in that order, about three quarters of their bytes: "
      "the same states, the same events, other digests.", assumption=True),
])

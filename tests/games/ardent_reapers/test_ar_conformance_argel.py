"""Conformance against another engine's test suite (kevindigo/argel, TypeScript, read as a
reference only): each behaviour its tests check that is a rule of the game, set up here as a
matchlog position, the same decision made, and the result compared.

Where the two engines count the legal options differently only because of how they spell a
decision (argel has no "end the step" decision; matchlog lists it once discarding is allowed),
the tests compare the plays and uses, which is what the rules govern.
"""

from ar_helpers import GAME, act, card, names, options, position, refused

from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers.events import Choose, Discard, EndStep, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.state import CardState, End, Skill, Zone
from engine.protocol import Decision

from test_ar_setup import deal, deck, start

BL, HAND, DECK, DISCARD, SCORE, RELICS = (Zone.BATTLE_LINE, Zone.HAND, Zone.DECK, Zone.DISCARD,
                                          Zone.SCORE_PILE, Zone.RELICS)
D, A, M = CardState.DORMANT, CardState.ACTIVE, CardState.MATURE
FILLER = ["Tessa", "Roxxy", "Yearn", "Pokets", "Anox"]  # decks to draw from, never empty


def plays(state) -> list[PlayCard]:
    return [o for o in options(state) if isinstance(o, PlayCard)]


def uses(state) -> list:
    return [o for o in options(state) if isinstance(o, (Fight, Harvest))]


def test_every_playable_card_in_hand_is_offered():
    """AR-turn-2, AR-play-4, AR-play-1: each card in hand can be played, and nothing else is
    allowed before a card is played. argel: rules.test.ts, decision.test.ts."""
    s = position(seats=[dict(hand=["Vix", "Vix"], deck=list(FILLER)),
                        dict(battle_line=["Roxxy"], deck=list(FILLER))])
    vixes = s.seats[0].hand
    assert {o.card for o in plays(s)} == set(vixes)
    assert uses(s) == []
    assert not any(isinstance(o, (Discard, EndStep)) for o in options(s))
    refused(s, EndStep(seat=0), "AR-play-1")
    refused(s, Discard(seat=0, card=vixes[0]), "AR-play-2")


def test_an_empty_hand_and_battle_line_offer_no_play_or_use():
    """AR-play-3, AR-turn-2: with nothing in hand and nothing in play there is no play or use;
    only ending the step remains. argel: actions.test.ts, deeds.test.ts ("no deeds")."""
    s = position(seats=[dict(deck=list(FILLER)), dict(battle_line=["Roxxy"], deck=list(FILLER))])
    assert plays(s) == [] and uses(s) == []
    assert options(s) == [EndStep(seat=0)]


def test_a_creature_played_onto_a_non_empty_line_goes_to_either_end():
    """AR-play-battle-line-end, AR-play-dormant: two placements, left or right, entering Dormant.
    argel: deeds.test.ts, actions.test.ts, doer.test.ts (left and right side of a line)."""
    s = position(seats=[dict(battle_line=[("Jater", "Mature")], hand=["Vix"], deck=list(FILLER)),
                        dict(battle_line=["Roxxy"], deck=list(FILLER))])
    vix, jater = card(s, "Vix"), card(s, "Jater")
    assert {(o.card, o.end) for o in plays(s)} == {(vix, End.LEFT), (vix, End.RIGHT)}
    left = act(s, PlayCard(seat=0, card=vix, end=End.LEFT))
    assert left.seats[0].battle_line == [vix, jater]
    right = act(s, PlayCard(seat=0, card=vix, end=End.RIGHT))
    assert right.seats[0].battle_line == [jater, vix]
    for after in (left, right):
        assert after.card_state[vix] is D and after.card_state[jater] is M
        assert after.seats[0].hand == [] and names(after, 0, DECK) == FILLER  # no draw on play
    refused(s, PlayCard(seat=0, card=vix), "AR-play-battle-line-end")


def test_a_creature_played_onto_an_empty_line_enters_dormant_as_its_only_card():
    """AR-play-battle-line-end, AR-play-dormant: on an empty battle line the creature becomes the
    whole line, Dormant, whichever end is named. argel: doer.test.ts (empty line).

    argel counts ONE way to play it there, and so does matchlog from AR-1.3 (AR-choice-asked:
    listed as the left end); either end named is accepted and gives the same position."""
    s = position(seats=[dict(hand=["Vix"], deck=list(FILLER)), dict(battle_line=["Roxxy"], deck=list(FILLER))])
    vix = card(s, "Vix")
    assert plays(s) == [PlayCard(seat=0, card=vix, end=End.LEFT)]
    results = [act(s, PlayCard(seat=0, card=vix, end=e)) for e in (End.LEFT, End.RIGHT)]
    for after in results:
        assert after.seats[0].battle_line == [vix] and after.card_state[vix] is D
        assert after.seats[0].hand == [] and after.seats[0].discard == [] and after.seats[0].score_pile == []
    assert GAME.digest(results[0]) == GAME.digest(results[1])
    refused(s, PlayCard(seat=0, card=vix), "AR-play-battle-line-end")


def test_two_actions_in_hand_are_two_plays_and_an_action_goes_to_the_score_pile():
    """AR-play-action, AR-score-1: each action in hand is a play; a played action without Play:
    text goes straight to its player's score pile. argel: deeds.test.ts (two actions),
    doer.test.ts and deed.test.ts (an action with no Play: effect is scored)."""
    s = position(seats=[dict(hand=["Nothing to See", "Nothing to See"], deck=list(FILLER)),
                        dict(battle_line=["Roxxy"], deck=list(FILLER))])
    first, second = s.seats[0].hand
    assert plays(s) == [PlayCard(seat=0, card=first), PlayCard(seat=0, card=second)]
    after = act(s, PlayCard(seat=0, card=first))
    assert after.seats[0].score_pile == [first] and after.seats[0].hand == [second]
    assert after.seats[0].battle_line == [] and after.seats[0].relics == [] and after.seats[0].discard == []
    assert zones.score(after, 0) == 4
    refused(s, PlayCard(seat=0, card=first, end=End.LEFT), "AR-play-action")


def test_two_relics_in_hand_with_a_relic_in_play_are_two_plays_and_enter_dormant():
    """AR-play-relic, AR-play-dormant: relics go behind the battle line (no end to choose), one
    play per relic whatever is already there; a played relic is Dormant.
    argel: deeds.test.ts (two relics, non-empty arsenal), doer.test.ts (relic enters Dormant)."""
    s = position(seats=[dict(relics=[("Hypervator", "Dormant")], hand=["Hypervator", "Hypervator"],
                             deck=list(FILLER)),
                        dict(battle_line=["Roxxy"], deck=list(FILLER))])
    in_play = s.seats[0].relics[0]
    h1, h2 = s.seats[0].hand
    assert plays(s) == [PlayCard(seat=0, card=h1), PlayCard(seat=0, card=h2)]
    assert uses(s) == []  # a Dormant relic cannot be harvested
    after = act(s, PlayCard(seat=0, card=h1))
    assert after.seats[0].relics == [in_play, h1] and after.card_state[h1] is D
    assert after.seats[0].battle_line == []
    refused(s, PlayCard(seat=0, card=h1, end=End.RIGHT), "AR-play-relic")


def test_a_dormant_creature_cannot_fight_and_no_enemy_means_no_fight():
    """AR-fight-dormant, AR-fight-target: a Dormant creature offers no use; an Active one with no
    enemy creature has nothing to fight. argel: deeds.test.ts (Dormant; no targets)."""
    s = position(seats=[dict(battle_line=[("Vix", "Dormant")], deck=list(FILLER)),
                        dict(battle_line=["Roxxy"], deck=list(FILLER))])
    assert uses(s) == []
    refused(s, Fight(seat=0, attackers=[card(s, "Vix")], targets=[card(s, "Roxxy", seat=1, zone=BL)]), "AR-fight-dormant")
    lone = position(seats=[dict(battle_line=[("Vix", "Active")], deck=list(FILLER)), dict(deck=list(FILLER))])
    assert uses(lone) == [] and options(lone) == [EndStep(seat=0)]


def test_one_ready_creature_against_a_line_of_two_has_one_fight_per_target():
    """AR-fight-1, AR-fight-target: one attacker, each enemy creature a target (no skill applies:
    Vix's Team-Up needs a partner). argel: deeds.test.ts, actions.test.ts (two ways to fight)."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], deck=list(FILLER)),
                        dict(battle_line=[("Vix", "Active"), ("Vix", "Dormant")], deck=list(FILLER))])
    me = card(s, "Vix", seat=0)
    t1, t2 = s.seats[1].battle_line
    assert uses(s) == [Fight(seat=0, attackers=[me], targets=[t1]), Fight(seat=0, attackers=[me], targets=[t2])]


def test_a_mature_creature_or_relic_can_be_harvested_and_is_scored():
    """AR-harvest-1, AR-harvest-2, AR-bonus-1: a Mature creature is one harvest (and no fight
    without enemies); a Mature relic likewise, its Bonus: resolving before it is scored.
    argel: deeds.test.ts (harvest a Mature creature; a Mature relic)."""
    s = position(seats=[dict(battle_line=[("Vix", "Mature")], deck=list(FILLER)), dict(deck=list(FILLER))])
    vix = card(s, "Vix")
    assert uses(s) == [Harvest(seat=0, card=vix)]
    after = act(s, Harvest(seat=0, card=vix))
    assert after.seats[0].score_pile == [vix] and after.seats[0].battle_line == []
    r = position(seats=[dict(relics=[("Hypervator", "Mature")], deck=list(FILLER)), dict(deck=list(FILLER))])
    hyper = card(r, "Hypervator")
    assert uses(r) == [Harvest(seat=0, card=hyper)]
    harvested = act(r, Harvest(seat=0, card=hyper))
    assert harvested.seats[0].score_pile == [hyper] and harvested.seats[0].relics == []
    assert names(harvested, 0, HAND) == FILLER[:3]  # Hypervator's Bonus: draw 3
    young = position(seats=[dict(relics=[("Hypervator", "Active")], deck=list(FILLER)), dict(deck=list(FILLER))])
    refused(young, Harvest(seat=0, card=card(young, "Hypervator")), "AR-harvest-1")


def test_discarding_is_offered_only_once_a_card_has_been_played():
    """AR-play-2, AR-play-1, AR-discard-1: before any play the only choice is to play; after a
    play, discarding the rest of the hand is allowed. argel: deeds.test.ts (discard after play)."""
    s = position(seats=[dict(hand=["Hypervator", "Nothing to See"], deck=list(FILLER)),
                        dict(battle_line=["Roxxy"], deck=list(FILLER))])
    hyper, nothing = s.seats[0].hand
    assert not any(isinstance(o, Discard) for o in options(s))
    refused(s, Discard(seat=0, card=hyper), "AR-play-2")
    after = act(s, PlayCard(seat=0, card=nothing))
    assert set(options(after)) == {PlayCard(seat=0, card=hyper), Discard(seat=0, card=hyper), EndStep(seat=0)}
    discarded = act(after, Discard(seat=0, card=hyper))
    assert discarded.seats[0].discard == [hyper] and discarded.seats[0].hand == []


def test_a_fight_won_sends_the_attacker_to_its_discard_and_the_target_to_its_score_pile():
    """AR-fight-2, AR-fight-4: Renegade (8) beats a Dormant Jater (1): Renegade to its owner's
    discard pile, Jater to the attacker's score pile; a Dormant creature can be targeted.
    argel: doer.test.ts ("fight and win")."""
    s = position(seats=[dict(battle_line=[("Renegade", "Active")], deck=list(FILLER)),
                        dict(battle_line=[("Jater", "Dormant"), "Roxxy"], deck=list(FILLER))])
    ren, jater = card(s, "Renegade"), card(s, "Jater")
    after = act(s, Fight(seat=0, attackers=[ren], targets=[jater]))
    assert after.seats[0].discard == [ren] and after.seats[0].score_pile == [jater]
    assert after.seats[0].battle_line == [] and after.seats[1].discard == [] and after.seats[1].score_pile == []
    assert names(after, 1, BL) == ["Roxxy"]


def test_a_fight_lost_sends_the_target_to_its_discard_and_the_attacker_to_the_enemy_score_pile():
    """AR-fight-2, AR-fight-4, AR-fight-5: Jater (1, fighting plainly) loses to a Dormant
    Renegade (8): Renegade, the winner, to its owner's discard pile; Jater to the score pile of
    Renegade's controller. argel: doer.test.ts ("fight and lose")."""
    s = position(seats=[dict(battle_line=[("Jater", "Active")], deck=list(FILLER)),
                        dict(battle_line=[("Renegade", "Dormant"), "Roxxy"], deck=list(FILLER))])
    ren, jater = card(s, "Renegade"), card(s, "Jater")
    after = act(s, Fight(seat=0, attackers=[jater], targets=[ren], skill=Skill.PLAIN))
    assert after.seats[1].discard == [ren] and after.seats[1].score_pile == [jater]
    assert after.seats[0].battle_line == [] and after.seats[0].discard == [] and after.seats[0].score_pile == []
    assert names(after, 1, BL) == ["Roxxy"]


def test_creatures_leaving_the_middle_of_a_line_keep_the_others_in_order():
    """AR-bearhug-1, AR-bearhug-2, AR-fight-4: Renegade (8) bear-hugs the 2nd and 4th creatures of
    a line of four (4 + 4); the 1st and 3rd stay, in order. argel: side.test.ts (removal from the
    middle of the line)."""
    s = position(seats=[dict(battle_line=[("Renegade", "Active")], deck=list(FILLER)),
                        dict(battle_line=["Vix", "Yearn", "Tessa", "Pokets"], deck=list(FILLER))])
    vix, yearn, tessa, pokets = s.seats[1].battle_line
    after = act(s, Fight(seat=0, attackers=[card(s, "Renegade")], targets=[yearn, pokets],
                         skill=Skill.BEAR_HUG))
    assert after.seats[1].battle_line == [vix, tessa]
    assert sorted(after.seats[0].score_pile) == sorted([yearn, pokets])


def test_setup_puts_two_active_creatures_in_play_and_deals_a_hand_of_three():
    """AR-setup-2, AR-setup-3: each side starts with 2 creatures in play, Active, and 3 cards in
    hand. argel: game.test.ts ("initialize a side")."""
    s = deal(start(deck("Overcharge", "Roxxy", "Duck!", "Anox", "Jater", "Tessa", "Yearn"),
                   deck("Tessa", "Hypervator", "Pokets", "Vix", "Roxxy", "Anox")))
    assert names(s, 0, BL) == ["Roxxy", "Anox"] and names(s, 1, BL) == ["Tessa", "Pokets"]
    assert names(s, 0, DISCARD) == ["Overcharge", "Duck!"] and names(s, 1, DISCARD) == ["Hypervator"]
    for seat in (0, 1):
        assert all(s.card_state[c] is A for c in s.seats[seat].battle_line)
        assert len(s.seats[seat].hand) == 3
    assert names(s, 0, HAND) == ["Jater", "Tessa", "Yearn"]
    for seat in (0, 1):  # every card of a 17-card deck is still its owner's: 2 + 3 + 12
        ss = s.seats[seat]
        assert len(ss.battle_line) + len(ss.hand) + len(ss.deck) + len(ss.discard) == 17
        assert ss.score_pile == [] and ss.relics == []


def test_the_player_with_the_least_powerful_creature_goes_first_not_the_first_listed():
    """AR-first-player-1: Bo's Vix (1) is weaker than anything Ada has in play, so Bo goes first.
    argel: game.test.ts ("can be started") starts with the first-listed player every time, a
    simplification of its own; matchlog follows the rules (see the report of this session)."""
    s = deal(start(deck("Roxxy", "Anox"), deck("Vix", "Yearn")))
    assert names(s, 0, BL) == ["Roxxy", "Anox"] and names(s, 1, BL) == ["Vix", "Yearn"]
    assert s.first == 1 and s.active == 1 and GAME.pending(s).seat == 1
    refused(s, PlayCard(seat=0, card=s.seats[0].hand[0], end=End.LEFT), "AR-turn-1")


def test_a_card_that_is_not_in_the_active_players_hand_cannot_be_played():
    """AR-play-4: only the active player's own hand can be played from; an enemy's card in play
    is not a choice. argel: rules.test.ts (a selection that was not available is refused)."""
    s = position(seats=[dict(hand=["Vix"], deck=list(FILLER)),
                        dict(battle_line=["Roxxy"], relics=["Hypervator"], hand=["Jater"], deck=list(FILLER))])
    refused(s, PlayCard(seat=0, card=card(s, "Hypervator")), "AR-play-4")
    refused(s, PlayCard(seat=0, card=card(s, "Jater"), end=End.LEFT), "AR-play-4")


def test_direct_deposit_asks_for_a_card_of_the_hand_and_scores_it():
    """AR-card-direct-deposit, AR-play-action: with two other cards in hand its Play: offers
    exactly those two; the chosen one goes to the score pile with Direct Deposit.
    argel: options.test.ts (Direct Deposit asks for a hand slot)."""
    s = position(seats=[dict(hand=["Direct Deposit", "Vix", "Jater"], deck=list(FILLER)),
                        dict(battle_line=["Roxxy"], deck=list(FILLER))])
    dd, vix, jater = s.seats[0].hand
    asked = act(s, PlayCard(seat=0, card=dd))
    p = GAME.pending(asked)
    assert isinstance(p, Decision) and set(p.options) == {Choose(seat=0, card=vix), Choose(seat=0, card=jater)}
    refused(asked, Choose(seat=0, card=card(s, "Roxxy", seat=1, zone=BL)), "AR-card-direct-deposit")
    after = act(asked, Choose(seat=0, card=jater))
    assert set(after.seats[0].score_pile) == {dd, jater} and after.seats[0].hand == [vix]


def test_direct_deposit_alone_in_hand_asks_nothing():
    """AR-card-direct-deposit, AR-play-action: with no other card in hand there is nothing to
    choose; Direct Deposit is simply scored. argel: options.test.ts (no options for no effect)."""
    s = position(seats=[dict(hand=["Direct Deposit"], deck=list(FILLER)),
                        dict(battle_line=["Roxxy"], deck=list(FILLER))])
    dd = card(s, "Direct Deposit")
    after = act(s, PlayCard(seat=0, card=dd))
    assert after.seats[0].score_pile == [dd] and after.seats[0].hand == []
    p = GAME.pending(after)
    assert isinstance(p, Decision) and not any(isinstance(o, Choose) for o in p.options)


def test_card_number_one_of_the_omega_codex_is_vix():
    """AR-printed: the card data agree: OC-001 is Vix (Creature, power 1).
    argel: cards.test.ts."""
    s = position(seats=[dict(hand=["OC-001"], deck=list(FILLER)), dict(deck=list(FILLER))])
    assert names(s, 0, HAND) == ["Vix"]
    assert zones.facts_of(s, s.seats[0].hand[0]).power == 1


def test_creatures_may_be_used_before_a_card_is_played_but_a_play_is_still_owed():
    """AR-turn-2, AR-play-1: plays, fights and harvests are offered together, in any order; after
    a fight the player who can still play must play before ending the step.
    argel: deeds.test.ts (the deeds offered are the plays, fights, harvests of the position)."""
    s = position(seats=[dict(battle_line=[("Roxxy", "Active"), ("Tessa", "Mature")], hand=["Nothing to See"],
                             deck=list(FILLER)),
                        dict(battle_line=[("Vix", "Dormant")], deck=list(FILLER))])
    roxxy, tessa, vix = card(s, "Roxxy", zone=BL), card(s, "Tessa", zone=BL), card(s, "Vix")
    nothing = card(s, "Nothing to See")
    assert options(s) == [PlayCard(seat=0, card=nothing),
                          Fight(seat=0, attackers=[roxxy], targets=[vix]),
                          Fight(seat=0, attackers=[tessa], targets=[vix]),
                          Harvest(seat=0, card=tessa)]
    fought = act(s, Fight(seat=0, attackers=[roxxy], targets=[vix]))
    assert fought.seats[0].score_pile == [vix] and fought.seats[0].discard == [roxxy]
    refused(fought, EndStep(seat=0), "AR-play-1")
    assert options(fought) == [PlayCard(seat=0, card=nothing), Harvest(seat=0, card=tessa)]

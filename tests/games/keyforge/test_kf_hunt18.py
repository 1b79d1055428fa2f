"""Rules hunt, fourth pass (by mutation): the loose ends of the third pass (keyforge-12: which
control applies when a hold ends, and Gabos Longarms' chosen creature leaving play), then tests
for the engine's rule-bearing places no test noticed breaking. Each fix of keyforge-12 keeps
keyforge-11's fold selectable and shows it."""

from kf_helpers import GAME, act, card, in_play, older, options, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import (Choose, ChooseHouse, ChooseOption, EndStep, Fight, PlayCard, PlayUpgrade,
                                          Reap, UseOmni)
from engine.games.keyforge.state import EffectKind, Flank

OLD, old_position, old_act = older("keyforge-11")


def test_the_current_rules_version_is_keyforge_12_and_keyforge_11_still_replays():
    assert GAME.rules_version == "keyforge-12" and position().revision == 12
    assert OLD.rules_version == "keyforge-11" and old_position().revision == 11
    versions = GAME.rules_versions()
    assert list(versions)[:2] == ["keyforge-12", "keyforge-11"]
    for rule in ("KF-control", "KF-leaves-play"):
        assert rule in versions["keyforge-12"] and "keyforge-12" in GAME.rules[rule].summary


# -- loose end 1 (KF-control): the most recent control applies when a hold ends ------------------

def _hold_collar_hold(pos=position, act_=act):
    """Seat 0's first Harland Mindlock takes seat 1's Dust Imp; seat 1 puts its Collar of
    Subordination on the Imp (back to seat 1); seat 0's second Mindlock takes it again; in seat
    1's turn Krump destroys that second Mindlock."""
    s = pos(house="Logos", seats=[
        dict(hand=["Harland Mindlock", "Harland Mindlock"], deck=["Brain Eater"] * 8, houses=["Logos", "Brobnar", "Dis"]),
        dict(hand=["Collar of Subordination"], battleline=["Dust Imp", "Krump"], deck=["Bumpsy"] * 8,
             houses=["Dis", "Brobnar", "Logos"])])
    first, second = card(s, "Harland Mindlock"), card(s, "Harland Mindlock", nth=1)
    imp, krump, collar = card(s, "Dust Imp"), card(s, "Krump"), card(s, "Collar of Subordination")
    s = act_(s, PlayCard(seat=0, card=first, flank=Flank.RIGHT), Choose(seat=0, card=imp),
             ChooseOption(seat=0, option="left"), EndStep(seat=0),
             ChooseHouse(seat=1, house=House.DIS), PlayUpgrade(seat=1, card=collar, creature=imp),
             ChooseOption(seat=1, option="left"), EndStep(seat=1))
    assert s.players[1].battleline == [imp, krump]
    s = act_(s, ChooseHouse(seat=0, house=House.LOGOS), PlayCard(seat=0, card=second, flank=Flank.RIGHT),
             Choose(seat=0, card=imp), ChooseOption(seat=0, option="left"), EndStep(seat=0))
    assert s.players[0].battleline == [imp, first, second]
    return act_(s, ChooseHouse(seat=1, house=House.BROBNAR), Fight(seat=1, attacker=krump, defender=second)), imp, krump


def test_when_a_hold_ends_a_collar_played_after_an_earlier_hold_applies():
    """keyforge-12 (KF-control, most recent control): of what still applies to the Imp, the first
    Mindlock's hold (seat 0) began before seat 1's Collar: the Collar wins and the Imp goes to
    seat 1, the ended hold's player (seat 0) choosing the flank."""
    s, imp, krump = _hold_collar_hold()
    assert imp in s.players[1].battleline and imp not in s.players[0].battleline
    assert options(s) == [ChooseOption(seat=0, option="left"), ChooseOption(seat=0, option="right")]
    refused(s, EndStep(seat=1), "KF-sequence")
    s = act(s, ChooseOption(seat=0, option="right"))
    assert s.players[1].battleline == [krump, imp] and GAME.pending(s).seat == 1


def test_keyforge_11_ranked_the_earlier_hold_above_the_later_collar():
    s, imp, krump = _hold_collar_hold(old_position, old_act)
    assert s.players[0].battleline[0] == imp and s.players[1].battleline == [krump]
    assert OLD.pending(s).seat == 1 and EndStep(seat=1) in OLD.pending(s).options


# -- loose end 2 (KF-control): a creature Overlord Greking put into play is its player's ---------

def _greking_then_hold(pos=position, act_=act):
    """Seat 0's Overlord Greking kills seat 1's Dust Imp in a fight and puts it into play under
    seat 0's control; seat 1's Harland Mindlock takes it back; in seat 0's turn Troll destroys
    Mindlock."""
    s = pos(house="Dis", seats=[
        dict(battleline=["Overlord Greking", "Troll"], deck=["Bumpsy"] * 8, houses=["Dis", "Brobnar", "Logos"]),
        dict(battleline=["Dust Imp"], hand=["Harland Mindlock"], deck=["Brain Eater"] * 8,
             houses=["Logos", "Dis", "Brobnar"])])
    grek, troll, imp, mind = (card(s, n) for n in ("Overlord Greking", "Troll", "Dust Imp", "Harland Mindlock"))
    s = act_(s, Fight(seat=0, attacker=grek, defender=imp), ChooseOption(seat=0, option="right"))
    assert s.players[0].battleline == [grek, troll, imp] and s.players[1].amber == 2  # Dust Imp: Destroyed
    s = act_(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.LOGOS), PlayCard(seat=1, card=mind, flank=Flank.RIGHT),
             Choose(seat=1, card=imp), ChooseOption(seat=1, option="left"), EndStep(seat=1))
    assert s.players[1].battleline == [imp, mind]
    return act_(s, ChooseHouse(seat=0, house=House.BROBNAR), Fight(seat=0, attacker=troll, defender=mind)), imp, troll


def test_a_creature_greking_put_into_play_goes_back_to_his_player_when_a_hold_ends():
    """keyforge-12 (KF-control): "put that creature into play under your control" is a control
    of its own, older than Mindlock's hold: when the hold ends the Imp goes to seat 0, not to its
    owner (seat 1), and seat 1, whose Mindlock held it, chooses the flank."""
    s, imp, troll = _greking_then_hold()
    assert imp in s.players[0].battleline and s.players[1].battleline == []
    assert options(s) == [ChooseOption(seat=1, option="left"), ChooseOption(seat=1, option="right")]
    refused(s, EndStep(seat=0), "KF-sequence")
    s = act(s, ChooseOption(seat=1, option="left"))
    assert s.players[0].battleline[0] == imp and GAME.pending(s).seat == 0


def test_keyforge_11_gave_the_creature_greking_put_into_play_to_its_owner():
    s, imp, troll = _greking_then_hold(old_position, old_act)
    assert s.players[1].battleline == [imp] and imp not in s.players[0].battleline
    assert OLD.pending(s).seat == 0


def _ruth_then_hold(pos=position, act_=act):
    """Seat 0 forges a key (6 Æmber) and Smiling Ruth's reap takes seat 1's Dust Imp (a lasting
    control: no end is named); seat 1's Harland Mindlock takes it back; seat 0's Troll destroys
    Mindlock."""
    s = pos(start="turn", seats=[
        dict(amber=6, battleline=["Smiling Ruth", "Troll"], deck=["Bumpsy"] * 8, houses=["Shadows", "Brobnar", "Dis"]),
        dict(battleline=["Dust Imp", "Krump"], hand=["Harland Mindlock"], deck=["Brain Eater"] * 8,
             houses=["Logos", "Dis", "Brobnar"])])
    ruth, troll, imp, mind = (card(s, n) for n in ("Smiling Ruth", "Troll", "Dust Imp", "Harland Mindlock"))
    s = act_(s, ChooseHouse(seat=0, house=House.SHADOWS), Reap(seat=0, card=ruth), Choose(seat=0, card=imp),
             ChooseOption(seat=0, option="right"))
    assert s.players[0].keys == 1 and s.players[0].battleline == [ruth, troll, imp]
    s = act_(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.LOGOS), PlayCard(seat=1, card=mind, flank=Flank.RIGHT),
             Choose(seat=1, card=imp), ChooseOption(seat=1, option="right"), EndStep(seat=1))
    return act_(s, ChooseHouse(seat=0, house=House.BROBNAR), Fight(seat=0, attacker=troll, defender=mind)), imp


def test_a_creature_smiling_ruth_took_goes_back_to_her_player_when_a_later_hold_ends():
    """keyforge-12 (KF-control): Ruth's take is a control with no end, older than the hold."""
    s, imp = _ruth_then_hold()
    assert imp in s.players[0].battleline and GAME.pending(s).seat == 1


def test_keyforge_11_gave_the_creature_ruth_took_to_its_owner():
    s, imp = _ruth_then_hold(old_position, old_act)
    assert imp in s.players[1].battleline and OLD.pending(s).seat == 0


# -- loose end 3 (KF-leaves-play): Gabos Longarms' chosen creature is a new card if it comes back -

def _gabos_called_off(pos=position, act_=act):
    """Gabos Longarms fights Krump, choosing seat 1's Dust Imp for its damage; Evasion Sigil then
    discards a Dis card from the top of seat 0's deck: the fight does not happen. Overlord Greking
    then kills the Imp (Evasion Sigil discards Bumpsy: not Dis) and puts it into play under seat
    0's control: the same card number, in play again."""
    s = pos(house="Dis", seats=[dict(battleline=["Gabos Longarms", "Overlord Greking"], artifacts=["Evasion Sigil"],
                                     deck=["Dust Imp"] + ["Bumpsy"] * 7),
                                dict(battleline=["Krump", "Dust Imp"], deck=["Bumpsy"] * 8)])
    gabos, grek = card(s, "Gabos Longarms"), card(s, "Overlord Greking")
    krump, imp = card(s, "Krump"), card(s, "Dust Imp", seat=1)
    s = act_(s, Fight(seat=0, attacker=gabos, defender=krump))
    s = act_(s, next(o for o in options(s) if o.effect == "before_fight"), Choose(seat=0, card=imp))
    assert s.inplay[gabos].exhausted and s.inplay[krump].damage == 0  # no fight
    s = act_(s, Fight(seat=0, attacker=grek, defender=imp), ChooseOption(seat=0, option="right"))
    assert s.players[0].battleline == [gabos, grek, imp]
    return s, imp


def test_gabos_longarms_choice_ends_when_the_chosen_creature_leaves_play():
    """keyforge-12 (KF-leaves-play): the Imp that came back is a new card; Gabos's choice of the
    old one ended as it left play, and no effect names it any more."""
    s, imp = _gabos_called_off()
    assert [e for e in s.effects if e.kind is EffectKind.REDIRECT] == []


def test_keyforge_11_kept_gabos_longarms_choice_on_the_creature_played_again():
    s, imp = _gabos_called_off(old_position, old_act)
    assert [e.amount for e in s.effects if e.kind is EffectKind.REDIRECT] == [imp]


# -- mutants no test noticed: tests from the rules text ---------------------------------------

def test_check_is_announced_at_exactly_the_key_cost_and_not_one_short():
    """KF-check ("if you could forge a key at the start of your next turn"): with no card in play
    that changes the key cost, a player ending the turn with exactly 6 Æmber announces Check!;
    with 5 they do not. (mutant t11: the plain frame's `>=` made `>`.)"""
    for amber, check in ((4, True), (3, False)):
        s = position(house="Untamed", seats=[dict(amber=amber, battleline=["Dew Faerie"], deck=["Troll"] * 6),
                                             dict(deck=["Troll"] * 6)])
        s = act(s, Reap(seat=0, card=card(s, "Dew Faerie")), EndStep(seat=0))  # reap + Dew Faerie: +2
        assert s.players[0].amber == amber + 2 and s.players[0].check is check
        assert s.players[1].check is False and GAME.pending(s).seat == 1


def test_deploy_positions_are_between_two_creatures_the_ends_are_flanks():
    """KF-deploy: with Troll and Krump in play, Deploy Scout may go left, right, or between them
    (position 1) and nowhere else: the options are exactly those three, and a position at either
    end (0 or 2) is refused as a deploy position, those being the flanks. (mutant l06: the
    right end let through as a deploy position.)"""
    s = position(house="Brobnar", seats=[dict(hand=["Deploy Scout"], battleline=["Troll", "Krump"]), {}])
    scout = card(s, "Deploy Scout")
    assert [o for o in options(s) if isinstance(o, PlayCard)] == [
        PlayCard(seat=0, card=scout, flank=Flank.LEFT), PlayCard(seat=0, card=scout, flank=Flank.RIGHT),
        PlayCard(seat=0, card=scout, position=1)]
    refused(s, PlayCard(seat=0, card=scout, position=0), "KF-deploy")
    refused(s, PlayCard(seat=0, card=scout, position=2), "KF-deploy")
    refused(s, PlayCard(seat=0, card=scout, position=3), "KF-deploy")


def test_bans_on_every_house_of_a_deck_leave_the_player_a_free_choice():
    """KF-house-effect ("each applies only if it leaves a house to choose"): three Restringuntus
    name Brobnar, Logos and Untamed, the opponent's three houses: no ban leaves a house, so all
    three may be chosen; with two of them named, only the third. (mutant l19: the bans applied
    though none was left.)"""
    def bans(named):
        s = position(house="Dis", seats=[dict(hand=["Restringuntus"] * len(named), deck=["Troll"] * 8),
                                         dict(houses=["Brobnar", "Logos", "Untamed"], deck=["Troll"] * 8)])
        for i, house in enumerate(named):
            s = act(s, PlayCard(seat=0, card=card(s, "Restringuntus", nth=i), flank=Flank.RIGHT),
                    ChooseOption(seat=0, option=house))
        return act(s, EndStep(seat=0))
    s = bans(["Brobnar", "Logos", "Untamed"])
    assert [o.house for o in options(s)] == [House.BROBNAR, House.LOGOS, House.UNTAMED]
    assert act(s, ChooseHouse(seat=1, house=House.LOGOS)).house is House.LOGOS
    s = bans(["Brobnar", "Logos"])
    assert [o.house for o in options(s)] == [House.UNTAMED]
    refused(s, ChooseHouse(seat=1, house=House.LOGOS), "KF-house-effect")


def test_a_shadow_self_next_to_another_takes_its_own_damage():
    """Shadow Self takes the damage dealt to its non-Specter neighbours (KF-replace); it is a
    Specter itself, so Troll attacking the left of two Shadow Selves deals its 8 to that one, not
    to its neighbour; Shadow Self deals no fight damage back. (mutant d08: the Specter exception
    dropped.)"""
    s = position(house="Brobnar", seats=[dict(battleline=["Troll"]), dict(battleline=["Shadow Self", "Shadow Self"])])
    left, right = s.players[1].battleline
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=left))
    assert (s.inplay[left].damage, s.inplay[right].damage) == (8, 0)
    assert s.inplay[card(s, "Troll")].damage == 0 and in_play(s) == ["Troll", "Shadow Self", "Shadow Self"]


def test_annihilation_ritual_purges_creatures_only_not_destroyed_artifacts():
    """Annihilation Ritual purges a creature that would enter a discard pile from play; an
    artifact is no creature: Gorm of Omm, sacrificed, and the Speed Sigil it destroys go to their
    owners' discard piles, while a creature destroyed with the Ritual in play is purged.
    (mutant d16: artifacts purged too.)"""
    s = position(house="Brobnar", seats=[dict(artifacts=["Gorm of Omm"], battleline=["Troll"]),
                                         dict(artifacts=["Annihilation Ritual", "Speed Sigil"], battleline=["Dust Imp"])])
    gorm, sigil, imp = card(s, "Gorm of Omm"), card(s, "Speed Sigil"), card(s, "Dust Imp")
    s = act(s, UseOmni(seat=0, card=gorm))
    assert options(s) == [Choose(seat=0, card=c) for c in (card(s, "Annihilation Ritual"), sigil)]
    s = act(s, Choose(seat=0, card=sigil))
    assert s.players[0].discard == [gorm] and s.players[1].discard == [sigil]
    assert s.players[0].purged == [] and s.players[1].purged == []
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=imp))
    assert s.players[1].purged == [imp] and s.players[1].discard == [sigil]


def test_keyforge_9_resolves_no_fight_or_after_kill_ability_of_an_attacker_the_fight_destroyed():
    """KF-fight-3 / KF-after-kill in a match recorded under keyforge-9 (whose resolver does not
    look again, as keyforge-10's does): Headhunter (Fight: steal 1) dies fighting Krump and
    steals nothing; Krump, dying with the Valdr it kills, makes Valdr's player lose nothing.
    (mutants u07, u08: the fight's own survival checks dropped, which only older matches see.)"""
    nine, nine_position, nine_act = older("keyforge-9")
    s = nine_position(house="Brobnar", seats=[dict(battleline=["Headhunter"]), dict(amber=2, battleline=["Krump"])])
    s = nine_act(s, Fight(seat=0, attacker=card(s, "Headhunter"), defender=card(s, "Krump")))
    assert card(s, "Headhunter") in s.players[0].discard and (s.players[0].amber, s.players[1].amber) == (0, 2)
    s = nine_position(house="Brobnar", seats=[dict(battleline=["Krump"]), dict(amber=2, battleline=["Valdr"])])
    s = nine_act(s, Fight(seat=0, attacker=card(s, "Krump"), defender=card(s, "Valdr")))
    assert in_play(s) == [] and s.players[1].amber == 2


def test_stampede_counts_creatures_used_not_artifacts():
    """Stampede ("if you used 3 or more creatures this turn"): two Dew Faeries reap and Gorm of
    Omm, an artifact, is used (Omni: sacrificed, it destroys the opponent's Speed Sigil): two
    creatures used, so Stampede steals nothing; after a third creature reaps, a second Stampede
    steals 2. (mutant u14: a used artifact counted as a creature used.)"""
    s = position(house="Untamed", seats=[dict(battleline=["Dew Faerie", "Dew Faerie", "Dew Faerie"], artifacts=["Gorm of Omm"],
                                              hand=["Stampede", "Stampede"]),
                                         dict(amber=5, artifacts=["Speed Sigil"])])
    f1, f2, f3 = s.players[0].battleline
    s = act(s, Reap(seat=0, card=f1), Reap(seat=0, card=f2), UseOmni(seat=0, card=card(s, "Gorm of Omm")),
            Choose(seat=0, card=card(s, "Speed Sigil")))
    s = act(s, PlayCard(seat=0, card=card(s, "Stampede")))
    assert s.players[1].amber == 5 and s.players[0].amber == 4 + 1  # 2 reaps, 2 Dew Faeries, the bonus
    s = act(s, Reap(seat=0, card=f3), PlayCard(seat=0, card=card(s, "Stampede", nth=1)))
    assert s.players[1].amber == 3 and s.players[0].amber == 5 + 2 + 1 + 2


def test_pandemonium_asks_nothing_when_the_amber_covers_each_undamaged_creature_exactly():
    """Pandemonium: each undamaged creature captures 1 Æmber from its opponent; the active player
    chooses which capture only when a side has more such creatures than Æmber to take
    (KF-simultaneous). Seat 1 holds exactly 2 Æmber for seat 0's two undamaged creatures (the
    damaged Troll takes none): both capture at once and the step goes on, unasked. (mutant a27:
    `<=` made `<`, asking for each capture.)"""
    s = position(house="Dis", seats=[dict(hand=["Pandemonium"], battleline=["Dust Imp", {"card": "Troll", "damage": 1}, "Krump"]),
                                     dict(amber=2)])
    s = play(s, "Pandemonium")
    imp, troll, krump = s.players[0].battleline
    assert [s.inplay[c].amber for c in (imp, troll, krump)] == [1, 0, 1] and s.players[1].amber == 0
    assert GAME.pending(s).rule == "KF-turn-1" and EndStep(seat=0) in options(s)


def test_honorable_claim_asks_nothing_when_the_amber_covers_each_knight_exactly():
    """Honorable Claim: each friendly Knight captures 1; its player chooses the Knights only when
    the opponent has less Æmber than there are Knights (KF-simultaneous). With exactly 2 for
    Raiding Knight and Sequis, both capture unasked (Troll is no Knight). (mutant a32: `<` made
    `<=`, asking though every Knight captures.)"""
    s = position(house="Sanctum", seats=[dict(hand=["Honorable Claim"], battleline=["Raiding Knight", "Sequis", "Troll"]),
                                         dict(amber=2)])
    s = play(s, "Honorable Claim")
    assert [s.inplay[c].amber for c in s.players[0].battleline] == [1, 1, 0] and s.players[1].amber == 0
    assert GAME.pending(s).rule == "KF-turn-1"


def test_only_a_creature_is_played_on_a_flank():
    """KF-play-flank: creatures enter on a flank; an action or an artifact has none: played with a
    flank or a position it is refused, played plainly it is an option. (mutant x16: a
    non-creature's flank let through.)"""
    s = position(house="Brobnar", seats=[dict(hand=["Punch", "The Warchest"], battleline=["Troll", "Krump"]), {}])
    punch, chest = card(s, "Punch"), card(s, "The Warchest")
    assert PlayCard(seat=0, card=punch) in options(s) and PlayCard(seat=0, card=chest) in options(s)
    for c in (punch, chest):
        refused(s, PlayCard(seat=0, card=c, flank=Flank.LEFT), "KF-play-flank")
        refused(s, PlayCard(seat=0, card=c, position=1), "KF-play-flank")

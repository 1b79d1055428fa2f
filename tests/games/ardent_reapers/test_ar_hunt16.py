"""The second rules hunt (session 16): how the rules combine. Two rules or cards touching the same
moment, timing and order, edges (empty zones, ties, the last card), and whether `options` and
`check` agree in rich positions. Each case is a declarative position (seat 0 is Ada, seat 1 Bo),
a decision, then assertions on the state and on the refusal of the illegal alternatives.
"""

from ar_helpers import (A, BL, D, DECK, DISCARD, GAME, HAND, M, RELICS, SCORE, act, act_under,
                        card, names, options, position, refused, waits_main)

from engine.events import Dealt
from engine.games.ardent_reapers import keywords
from engine.games.ardent_reapers.events import Choose, Discard, EndStep, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.state import End, Skill
from engine.protocol import Chance, Decision, Over

L, R = End.LEFT, End.RIGHT


def pending_rule(state) -> str:
    p = GAME.pending(state)
    assert isinstance(p, Decision), p
    return p.rule


# -- Bash meets the skills that fight several creatures -----------------------------------------
def test_bash_hugged_with_another_creature_makes_the_hugging_player_discard_their_hand():
    """AR-card-bash, AR-bearhug-4: Roat (Bear Hug 9) fights Bo's Bash (8) and Vix (1). Bash loses,
    so the opponent of its controller (Ada, the active player) discards her hand as the fight is
    decided; Bash and Vix go to Ada's score pile, Roat to her discard pile after them."""
    s = position(seats=[dict(battle_line=[("Roat", "Active")], hand=["Jater", "Tessa"]),
                        dict(battle_line=[("Bash", "Active"), ("Vix", "Active")], hand=["Anox"])])
    roat, bash, vix = card(s, "Roat"), card(s, "Bash"), card(s, "Vix")
    hug = Fight(seat=0, attackers=[roat], targets=[bash, vix], skill=Skill.BEAR_HUG)
    assert hug in options(s)
    refused(s, Fight(seat=0, attackers=[roat], targets=[bash], skill=Skill.BEAR_HUG), "AR-bearhug-size")
    after = act(s, hug)
    assert names(after, 0, HAND) == [] and names(after, 1, HAND) == ["Anox"]
    assert names(after, 0, DISCARD) == ["Jater", "Tessa", "Roat"]
    assert names(after, 0, SCORE) == ["Bash", "Vix"] and names(after, 1, BL) == []
    assert waits_main(after)


def test_bash_beaten_by_a_team_up_makes_the_active_player_discard_their_hand():
    """AR-card-bash, AR-teamup-3: Anox (5) and Roxxy (3) team up against Bash (8): the team wins, Bash
    loses and Ada, the opponent of Bash's controller, discards her hand."""
    s = position(seats=[dict(battle_line=[("Anox", "Active"), ("Roxxy", "Mature")], hand=["Jater"]),
                        dict(battle_line=[("Bash", "Active")], hand=["Vix"])])
    team = Fight(seat=0, attackers=[card(s, "Anox"), card(s, "Roxxy")], targets=[card(s, "Bash")],
                 skill=Skill.TEAM_UP)
    assert team in options(s)
    after = act(s, team)
    assert names(after, 0, HAND) == [] and names(after, 1, HAND) == ["Vix"]
    assert names(after, 0, DISCARD) == ["Jater", "Anox", "Roxxy"] and names(after, 0, SCORE) == ["Bash"]


# -- a Bonus: that moves the fight's own target -------------------------------------------------
def test_bigfoot_carls_bonus_takes_the_beaten_target_to_its_owners_discard_not_to_the_score_pile():
    """AR-card-bigfoot-carl, AR-fight-4, AR-move-1: Bigfoot Carl (6) beats Roxxy (3). Its Bonus:
    resolves while both are in play and moves every creature of power 3 or less (Roxxy, and Ada's
    own Vix) to its owner's discard pile; Roxxy has left play, so the fight's end scores nothing
    and only Carl moves on, to Ada's discard pile."""
    s = position(seats=[dict(battle_line=[("Bigfoot Carl", "Active"), ("Vix", "Dormant")], hand=["Jater"]),
                        dict(battle_line=[("Roxxy", "Active"), ("Anox", "Active")], hand=["Yearn"])])
    after = act(s, Fight(seat=0, attackers=[card(s, "Bigfoot Carl")], targets=[card(s, "Roxxy")]))
    assert names(after, 0, SCORE) == [] and names(after, 1, SCORE) == []
    assert names(after, 1, DISCARD) == ["Roxxy"] and names(after, 1, BL) == ["Anox"]
    assert names(after, 0, DISCARD) == ["Vix", "Bigfoot Carl"] and names(after, 0, BL) == []
    assert waits_main(after)


# -- Gynormica ends the turn from inside other work -----------------------------------------------
def _siren_gynormica():
    return position(seats=[dict(battle_line=[("Gynormica", "Dormant"), ("Tessa", "Dormant")],
                                hand=["War Siren", "Vix"], deck=["Jater", "Roxxy", "Anox", "Yearn"]),
                           dict(battle_line=[("Anox", "Active")], hand=["Pokets"], deck=["Luminate"])])


def test_gynormica_fighting_for_war_siren_ends_the_turn_once_the_action_is_scored():
    """AR-card-gynormica, AR-card-war-siren, AR-play-action: War Siren makes Gynormica Active and
    fights with it; Gynormica wins, draws 3 and ends the turn. War Siren still finishes and reaches
    Ada's score pile; there is no Rotate Cards step (Tessa stays Dormant) and no Draw Cards step
    (Ada keeps her 4 cards); Bo's turn begins."""
    s = _siren_gynormica()
    gyn, anox = card(s, "Gynormica"), card(s, "Anox", seat=1)
    mid = act(s, PlayCard(seat=0, card=card(s, "War Siren")), Choose(seat=0, card=gyn))
    assert pending_rule(mid) == "AR-card-war-siren"
    assert options(mid) == [Fight(seat=0, attackers=[gyn], targets=[anox])]
    refused(mid, EndStep(seat=0), "AR-card-war-siren")  # the fight is not optional
    after = act(mid, Fight(seat=0, attackers=[gyn], targets=[anox]))
    assert names(after, 0, SCORE) == ["Anox", "War Siren"]
    assert names(after, 0, DISCARD) == ["Gynormica"]
    assert names(after, 0, HAND) == ["Vix", "Jater", "Roxxy", "Anox"]
    assert names(after, 0, DECK) == ["Yearn"]
    assert after.card_state[card(s, "Tessa")] is D
    assert after.active == 1 and after.turn == s.turn + 1
    p = GAME.pending(after)
    assert isinstance(p, Decision) and p.seat == 1 and p.rule == "AR-turn-2"
    refused(after, PlayCard(seat=0, card=card(s, "Vix"), end=L), "AR-turn-1")


def test_gynormica_winning_before_a_card_is_played_still_ends_the_turn():
    """AR-card-gynormica, AR-golden over AR-play-1: Ada could play Vix and has not, so she may not
    end the step; but Gynormica's text ends her turn when it wins, card text taking precedence."""
    s = position(seats=[dict(battle_line=[("Gynormica", "Active")], hand=["Vix"],
                             deck=["Jater", "Roxxy", "Anox"]),
                        dict(battle_line=[("Anox", "Active"), ("Tessa", "Active")], hand=["Pokets"])])
    refused(s, EndStep(seat=0), "AR-play-1")
    after = act(s, Fight(seat=0, attackers=[card(s, "Gynormica")], targets=[card(s, "Anox", seat=1)]))
    assert after.active == 1 and after.played == 0
    assert names(after, 0, HAND) == ["Vix", "Jater", "Roxxy", "Anox"]
    assert GAME.pending(after).seat == 1


def test_gynormica_losing_draws_nothing_and_the_turn_goes_on():
    """AR-card-gynormica: the Bonus: exists only when it wins. Against Bo's Jer the Spike, 11 with
    Bo's Sigil of Power, Gynormica (10) loses: no draw, the turn goes on, Gynormica goes to Bo's
    score pile and Jer to Bo's discard pile."""
    s = position(seats=[dict(battle_line=[("Gynormica", "Active")], hand=["Vix"], deck=["Jater"]),
                        dict(battle_line=[("Jer the Spike", "Active")], relics=["Sigil of Power"])])
    after = act(s, Fight(seat=0, attackers=[card(s, "Gynormica")], targets=[card(s, "Jer the Spike")]))
    assert names(after, 0, HAND) == ["Vix"] and names(after, 0, DECK) == ["Jater"]
    assert names(after, 1, SCORE) == ["Gynormica"] and names(after, 1, DISCARD) == ["Jer the Spike"]
    assert after.active == 0 and waits_main(after)


# -- Eager Martyr leaving in fights -----------------------------------------------------------
def test_eager_martyr_hugged_draws_for_bo_its_controller():
    """AR-card-eager-martyr, AR-bearhug-4, AR-card-sigil-of-power: with Ada's Sigil, Roat is 10 and
    hugs Bo's Eager Martyr (9) and Vix (1); both go to Ada's score pile and Bo, who controlled the
    Martyr, draws a card once it has arrived."""
    s = position(seats=[dict(battle_line=[("Roat", "Active")], relics=["Sigil of Power"], hand=["Jater"],
                             deck=["Tessa"]),
                        dict(battle_line=[("Eager Martyr", "Active"), ("Vix", "Active")], deck=["Anox"])])
    hug = Fight(seat=0, attackers=[card(s, "Roat")], targets=[card(s, "Eager Martyr"), card(s, "Vix")],
                skill=Skill.BEAR_HUG)
    assert hug in options(s)
    after = act(s, hug)
    assert names(after, 0, SCORE) == ["Eager Martyr", "Vix"]
    assert names(after, 1, HAND) == ["Anox"] and names(after, 0, HAND) == ["Jater"]
    assert waits_main(after)


def test_two_eager_martyrs_fighting_leave_together_and_the_active_player_orders_the_draws():
    """AR-card-eager-martyr, AR-fight-4, AR-leave-order, AR-draw-reshuffle: Ada's Martyr beats Bo's
    (9 against 9); both leave play at once. Ada chooses which draw comes first; her own deck is
    empty, so her draw reshuffles her discard pile, her Martyr in it."""
    s = position(seats=[dict(battle_line=[("Eager Martyr", "Active")], hand=["Jater"], discard=["Roxxy"]),
                        dict(battle_line=[("Eager Martyr", "Active")], deck=["Vix"])])
    mine, theirs = card(s, "Eager Martyr", 0), card(s, "Eager Martyr", 1)
    mid = act(s, Fight(seat=0, attackers=[mine], targets=[theirs]))
    assert pending_rule(mid) == "AR-leave-order"
    assert sorted(o.card for o in options(mid)) == sorted([mine, theirs])
    refused(mid, Choose(seat=1, card=theirs), "AR-ability-1")
    refused(mid, EndStep(seat=0), "AR-timing-1")
    bo_first = act(mid, Choose(seat=0, card=theirs))
    assert names(bo_first, 1, HAND) == ["Vix"]
    p = GAME.pending(bo_first)
    assert isinstance(p, Chance) and p.kind == "shuffle" and p.seat == 0 and p.size == 2
    done = act(bo_first, Dealt(kind="shuffle", outcome=[1, 0]))
    assert names(done, 0, HAND) == ["Jater", "Eager Martyr"] and names(done, 0, DECK) == ["Roxxy"]
    assert names(done, 0, SCORE) == ["Eager Martyr"]


# -- lasting effects against abilities that play or fight ---------------------------------------
def test_war_siren_under_lullaby_rotates_its_creature_and_nothing_more():
    """AR-card-lullaby, AR-card-war-siren, AR-ability-2: Bo's creatures cannot be used to fight this
    turn (Ada's Lullaby last turn). His War Siren makes Dormant Anox Active and then cannot use it
    to fight: nothing more happens, War Siren is scored, Anox stays Active."""
    s = position(active=1, turn=2, first=0,
                 effects=[{"kind": "creatures cannot be used to fight", "seat": 1, "rule": "AR-card-lullaby"}],
                 seats=[dict(battle_line=[("Vix", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Anox", "Dormant")], hand=["War Siren", "Roxxy"])])
    anox = card(s, "Anox")
    after = act(s, PlayCard(seat=1, card=card(s, "War Siren")), Choose(seat=1, card=anox))
    assert after.card_state[anox] is A and names(after, 1, BL) == ["Anox"]
    assert names(after, 1, SCORE) == ["War Siren"] and waits_main(after)
    refused(after, Fight(seat=1, attackers=[anox], targets=[card(s, "Vix")]), "AR-card-lullaby")


def test_silent_room_stops_bamphfs_play_of_the_top_card_which_stays_on_the_deck():
    """AR-card-silent-room, AR-card-play-from-deck, AR-play-3: Bo cannot play cards this turn, so his
    hand is revealed; harvesting Bamphf, its Bonus: cannot play his top card (Vix stays on top),
    Bamphf is scored, and Bo may discard and end the step."""
    s = position(active=1, turn=2, first=0,
                 effects=[{"kind": "cannot play cards", "seat": 1, "rule": "AR-card-silent-room"}],
                 seats=[dict(battle_line=[("Jater", "Active")], hand=["Tessa"]),
                        dict(battle_line=[("Bamphf", "Mature")], hand=["Roxxy"], deck=["Vix", "Anox"])])
    assert s.revealed == [card(s, "Roxxy")]
    refused(s, PlayCard(seat=1, card=card(s, "Roxxy"), end=L), "AR-card-silent-room")
    after = act(s, Harvest(seat=1, card=card(s, "Bamphf")))
    assert names(after, 1, DECK) == ["Vix", "Anox"] and names(after, 1, BL) == []
    assert names(after, 1, SCORE) == ["Bamphf"] and after.played == 0
    assert Discard(seat=1, card=card(s, "Roxxy")) in options(after) and EndStep(seat=1) in options(after)


def test_an_active_silence_enforcer_stops_deep_carls_bottom_relic_but_not_deep_carl():
    """AR-card-silence-enforcer, AR-card-play-from-deck: Ada's Enforcer is Active: Bo may play Deep
    Carl (a creature) but not his Sigil of Power; the relic Deep Carl would play from the bottom of
    his deck stays there."""
    s = position(active=1, turn=2, first=0,
                 seats=[dict(battle_line=[("Silence Enforcer", "Active")], hand=["Tessa"]),
                        dict(battle_line=[("Vix", "Active")], hand=["Deep Carl", "Sigil of Power"],
                             deck=["Jater", "Cargo Pants"])])
    refused(s, PlayCard(seat=1, card=card(s, "Sigil of Power")), "AR-card-silence-enforcer")
    assert PlayCard(seat=1, card=card(s, "Sigil of Power")) not in options(s)
    after = act(s, PlayCard(seat=1, card=card(s, "Deep Carl"), end=R))
    assert names(after, 1, BL) == ["Vix", "Deep Carl"] and names(after, 1, RELICS) == []
    assert names(after, 1, DECK) == ["Jater", "Cargo Pants"] and waits_main(after)


# -- entering play Active: Ned's Ladder, Jump Start, Deep Carl ------------------------------------
def test_bos_neds_ladder_makes_adas_deep_carl_active_but_not_the_creature_it_plays():
    """AR-card-neds-ladder ("each player"), AR-card-play-from-deck: the Ladder is Bo's, yet Ada's
    first creature this turn, Deep Carl, enters Active; the creature Deep Carl plays from the bottom
    of her deck (Anox) is her second and enters Dormant, at the end she chooses."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Deep Carl"], deck=["Jater", "Anox"]),
                        dict(battle_line=[("Tessa", "Active")], relics=[("Ned's Ladder", "Dormant")])])
    mid = act(s, PlayCard(seat=0, card=card(s, "Deep Carl"), end=R))
    assert mid.card_state[card(s, "Deep Carl")] is A
    anox = card(s, "Anox")
    assert pending_rule(mid) == "AR-card-play-from-deck"
    assert options(mid) == [PlayCard(seat=0, card=anox, end=L), PlayCard(seat=0, card=anox, end=R)]
    after = act(mid, PlayCard(seat=0, card=anox, end=L))
    assert names(after, 0, BL) == ["Anox", "Vix", "Deep Carl"] and after.card_state[anox] is D
    assert after.played == 2 and after.creatures_played == 2


def test_jump_start_and_neds_ladder_both_spend_on_the_same_first_creature():
    """AR-card-jump-start, AR-card-neds-ladder: Jump Start's "next card you play" is Anox, the first
    creature of the turn as well: Anox enters Active, and Yearn, played after, enters Dormant."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], relics=["Ned's Ladder"],
                             hand=["Jump Start", "Anox", "Yearn"]),
                        dict(battle_line=[("Tessa", "Active")])])
    after = act(s, PlayCard(seat=0, card=card(s, "Jump Start")),
                PlayCard(seat=0, card=card(s, "Anox"), end=R), PlayCard(seat=0, card=card(s, "Yearn"), end=R))
    assert after.card_state[card(s, "Anox")] is A and after.card_state[card(s, "Yearn")] is D
    assert after.effects == []


# -- powers, skills and constants together ---------------------------------------------------
def test_sigil_of_power_counts_in_a_team_ups_total_on_both_sides():
    """AR-card-sigil-of-power, AR-teamup-2: with Ada's Sigil, Vix and Tessa are 2 and 3: together 5,
    Anox's power; not 3 (Roxxy). With Bo's Sigil too, Roxxy is 4, which Vix and Tessa no longer make."""
    s = position(seats=[dict(battle_line=[("Vix", "Active"), ("Tessa", "Active")], relics=["Sigil of Power"],
                             hand=["Jater"]),
                        dict(battle_line=[("Anox", "Active"), ("Roxxy", "Active")])])
    vix, tessa, anox, roxxy = card(s, "Vix"), card(s, "Tessa"), card(s, "Anox"), card(s, "Roxxy")
    to_anox = Fight(seat=0, attackers=[vix, tessa], targets=[anox], skill=Skill.TEAM_UP)
    to_roxxy = Fight(seat=0, attackers=[vix, tessa], targets=[roxxy], skill=Skill.TEAM_UP)
    assert to_anox in options(s) and to_roxxy not in options(s)
    refused(s, to_roxxy, "AR-teamup-2")
    after = act(s, to_anox)
    assert names(after, 0, SCORE) == ["Anox"] and names(after, 0, DISCARD) == ["Vix", "Tessa"]
    both = position(seats=[dict(battle_line=[("Vix", "Active"), ("Tessa", "Active")],
                                relics=["Sigil of Power"], hand=["Jater"]),
                           dict(battle_line=[("Anox", "Active"), ("Roxxy", "Active")],
                                relics=["Sigil of Power"])])
    assert keywords.power(both, roxxy) == 4 and keywords.power(both, anox) == 6
    assert not [o for o in options(both) if isinstance(o, Fight) and o.skill is Skill.TEAM_UP]
    refused(both, to_anox, "AR-teamup-2")


def test_sigil_of_power_raises_power_but_not_a_sneak_value():
    """AR-card-sigil-of-power, AR-sneak-1: Jater (1, Sneak 4) with Ada's Sigil has power 2 and still
    Sneak 4: it sneaks past Yearn (4) but not Anox (5)."""
    s = position(seats=[dict(battle_line=[("Jater", "Active")], relics=["Sigil of Power"], hand=["Vix"]),
                        dict(battle_line=[("Yearn", "Active"), ("Anox", "Active")])])
    jater, yearn, anox = card(s, "Jater"), card(s, "Yearn"), card(s, "Anox")
    assert keywords.power(s, jater) == 2 and keywords.sneak(s, jater) == (4,)
    refused(s, Fight(seat=0, attackers=[jater], targets=[anox], skill=Skill.SNEAK, sneak=5), "AR-sneak-3")
    lost = act(s, Fight(seat=0, attackers=[jater], targets=[anox], skill=Skill.SNEAK, sneak=4))
    assert names(lost, 1, SCORE) == ["Jater"] and names(lost, 1, DISCARD) == ["Anox"]
    won = act(s, Fight(seat=0, attackers=[jater], targets=[yearn], skill=Skill.SNEAK, sneak=4))
    assert names(won, 0, SCORE) == ["Yearn"]


def test_an_enemy_sigil_raises_power_but_resilient_x_is_still_compared():
    """AR-resilient-1, AR-card-sigil-of-power: Bo's Bulwark (2, Resilient 6) has power 3 with his
    Sigil; an attacker is compared to 6 all the same: Payday (6) wins, Anox (5) loses."""
    s = position(seats=[dict(battle_line=[("Payday", "Active"), ("Anox", "Active")], hand=["Vix"],
                             deck=["Jater"]),
                        dict(battle_line=[("Bulwark", "Active")], relics=["Sigil of Power"])])
    bulwark = card(s, "Bulwark")
    assert keywords.power(s, bulwark) == 3 and keywords.defence(s, bulwark) == 6
    won = act(s, Fight(seat=0, attackers=[card(s, "Payday")], targets=[bulwark]))
    assert names(won, 0, SCORE) == ["Bulwark"]
    lost = act(s, Fight(seat=0, attackers=[card(s, "Anox")], targets=[bulwark]))
    assert names(lost, 1, SCORE) == ["Anox"] and names(lost, 1, DISCARD) == ["Bulwark"]


def test_bear_hug_may_take_a_resilient_creature_only_when_it_can_beat_its_x():
    """AR-bearhug-2, AR-bearhug-3: Renegade (8) hugs Bulwark (2, Resilient 6) and Payday (6): the sum
    is 8 and 8 beats Resilient 6. Brother Bear (5) may not hug Bulwark and Roxxy (2 + 3 = 5): it
    could not beat Resilient 6; it is neither listed nor accepted."""
    s = position(seats=[dict(battle_line=[("Renegade", "Active"), ("Brother Bear", "Active")], hand=["Vix"]),
                        dict(battle_line=[("Bulwark", "Active"), ("Payday", "Active"), ("Roxxy", "Active")])])
    bulwark, payday, roxxy = card(s, "Bulwark"), card(s, "Payday"), card(s, "Roxxy")
    good = Fight(seat=0, attackers=[card(s, "Renegade")], targets=[bulwark, payday], skill=Skill.BEAR_HUG)
    bad = Fight(seat=0, attackers=[card(s, "Brother Bear")], targets=[bulwark, roxxy], skill=Skill.BEAR_HUG)
    assert good in options(s) and bad not in options(s)
    refused(s, bad, "AR-bearhug-3")
    after = act(s, good)
    assert names(after, 0, SCORE) == ["Bulwark", "Payday"] and names(after, 1, BL) == ["Roxxy"]


# -- control and constant abilities ---------------------------------------------------------------
def test_parasite_taken_by_this_is_mine_shrinks_its_former_controllers_hand():
    """AR-card-parasite, AR-card-this-is-mine, AR-control-1: once Ada controls Parasite, "your
    opponent" is Bo: Ada refills to 3, and Bo, at his Draw Cards step, to 2."""
    deck = ["Jater", "Roxxy", "Anox", "Yearn"]
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["This is Mine"], deck=list(deck)),
                        dict(battle_line=[("Parasite", "Active")], deck=list(deck))])
    para = card(s, "Parasite")
    ada_done = act(s, PlayCard(seat=0, card=card(s, "This is Mine")), Choose(seat=0, card=para),
                   Choose(seat=0, mode=1), EndStep(seat=0))
    assert names(ada_done, 0, BL) == ["Vix", "Parasite"] and names(ada_done, 0, HAND) == deck[:3]
    bo_done = act(ada_done, EndStep(seat=1))
    assert names(bo_done, 1, HAND) == deck[:2]


def test_silent_master_given_away_stops_its_former_controller_playing_actions_at_once():
    """AR-card-silent-master, AR-card-this-is-yours, AR-constant-1: Ada gives Bo her Silent Master;
    from then on she, its controller's opponent, cannot play actions: Calm Down is neither listed
    nor accepted, while a creature still is."""
    s = position(seats=[dict(battle_line=[("Silent Master", "Active"), ("Vix", "Active")],
                             hand=["This is Yours", "Calm Down", "Jater"]),
                        dict(battle_line=[("Tessa", "Active")])])
    master, calm = card(s, "Silent Master"), card(s, "Calm Down")
    after = act(s, PlayCard(seat=0, card=card(s, "This is Yours")), Choose(seat=0, card=master),
                Choose(seat=0, mode=1))
    assert names(after, 1, BL) == ["Tessa", "Silent Master"]
    assert PlayCard(seat=0, card=calm) not in options(after)
    refused(after, PlayCard(seat=0, card=calm), "AR-card-silent-master")
    assert PlayCard(seat=0, card=card(s, "Jater"), end=L) in options(after)


def test_two_birds_with_no_enemy_card_still_scores_a_friendly_card_for_its_owner():
    """AR-card-two-birds, AR-ability-2, AR-owner-1: Bo has nothing in play, so the first sentence
    does nothing; the second still moves a friendly card to its owner's score pile: Tessa, which
    Ada controls and Bo owns, goes to Bo's."""
    s = position(seats=[dict(battle_line=[("Vix", "Active"), dict(card="Tessa", state="Active", owner=1)],
                             hand=["Two Birds"]),
                        dict(hand=["Anox"], deck=["Roxxy"])])
    tessa = card(s, "Tessa")
    mid = act(s, PlayCard(seat=0, card=card(s, "Two Birds")))
    assert pending_rule(mid) == "AR-card-two-birds"
    assert sorted(o.card for o in options(mid)) == sorted([card(s, "Vix"), tessa])
    after = act(mid, Choose(seat=0, card=tessa))
    assert names(after, 1, SCORE) == ["Tessa"] and names(after, 0, SCORE) == ["Two Birds"]
    assert names(after, 0, BL) == ["Vix"]


def test_rat_smasher_scores_each_cheap_creature_for_whoever_controls_it():
    """AR-card-rat-smasher, AR-out-of-play-together: creatures worth 1 VP or less go to their
    controller's score pile: Bo's Vix that Ada controls to Ada's, Bo's Jater to Bo's, Ada's Moth
    (-1) to Ada's; Renegade (2 VP) and Rat Smasher itself (2 VP) stay."""
    s = position(seats=[dict(battle_line=[dict(card="Vix", state="Active", owner=1), ("Moth", "Dormant"),
                                          ("Renegade", "Active")], hand=["Rat Smasher"]),
                        dict(battle_line=[("Jater", "Active")], deck=["Anox"])])
    after = act(s, PlayCard(seat=0, card=card(s, "Rat Smasher"), end=R))
    assert names(after, 0, SCORE) == ["Vix", "Moth"] and names(after, 1, SCORE) == ["Jater"]
    assert names(after, 0, BL) == ["Renegade", "Rat Smasher"] and names(after, 1, BL) == []


# -- end of the game -----------------------------------------------------------------------------
def _tie(first: int):
    return position(first=first, seats=[dict(hand=["Nothing to See"]),
                                        dict(battle_line=[("Vix", "Active")],
                                             score_pile=["Renegade", "Renegade"])])


def test_a_tie_at_the_end_goes_to_the_player_who_went_second():
    """AR-end-tie, AR-end-1: Ada plays her last card, Nothing to See (4 VP): 4 to 4. Bo went first,
    so Ada, second, wins; had Ada gone first, Bo would."""
    s = _tie(first=1)
    over = GAME.pending(act(s, PlayCard(seat=0, card=card(s, "Nothing to See"))))
    assert isinstance(over, Over) and over.winner == 0 and list(over.scores) == [4, 4]
    assert over.rule == "AR-end-tie"
    t = _tie(first=0)
    over = GAME.pending(act(t, PlayCard(seat=0, card=card(t, "Nothing to See"))))
    assert isinstance(over, Over) and over.winner == 1 and over.rule == "AR-end-tie"


def test_negative_scores_compare_as_numbers():
    """AR-end-2: -1 beats -2 (VP may be negative): Ada's last card, Fast Forward (-2), leaves her
    at -2 against Bo's Moth (-1)."""
    s = position(seats=[dict(hand=["Fast Forward"]),
                        dict(battle_line=[("Vix", "Active")], score_pile=["Moth"])])
    over = GAME.pending(act(s, PlayCard(seat=0, card=card(s, "Fast Forward"))))
    assert isinstance(over, Over) and over.winner == 1 and list(over.scores) == [-2, -1]


# -- draws at the edges --------------------------------------------------------------------------
def test_the_draw_step_adds_bejewel_and_takes_away_bos_parasite():
    """AR-card-bejewel, AR-card-parasite, AR-draw-1: 3 + 1 - 1: Ada refills to 3."""
    s = position(seats=[dict(battle_line=[("Bejewel", "Active")], deck=["Jater", "Roxxy", "Anox", "Yearn"]),
                        dict(battle_line=[("Parasite", "Active")])])
    after = act(s, EndStep(seat=0))
    assert names(after, 0, HAND) == ["Jater", "Roxxy", "Anox"]


def test_a_hand_over_the_hand_size_draws_nothing_and_keeps_every_card():
    """AR-draw-1: with 4 cards after her play, Ada draws none and discards none."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Jater", "Roxxy", "Anox", "Yearn", "Tessa"],
                             deck=["Pokets"]),
                        dict(battle_line=[("Tessa", "Active")])])
    after = act(s, PlayCard(seat=0, card=card(s, "Jater", zone=HAND), end=L), EndStep(seat=0))
    assert names(after, 0, HAND) == ["Roxxy", "Anox", "Yearn", "Tessa"] and names(after, 0, DECK) == ["Pokets"]


def test_an_ability_drawing_from_an_empty_deck_reshuffles_the_discard_pile_without_the_action():
    """AR-draw-reshuffle, AR-play-action: Overcharge draws 2 from an empty deck: the discard pile
    (Jater, Roxxy) is shuffled into a new deck, Overcharge itself resolving and not in it; then
    Overcharge goes to the score pile."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Overcharge"], discard=["Jater", "Roxxy"]),
                        dict(battle_line=[("Tessa", "Active")])])
    mid = act(s, PlayCard(seat=0, card=card(s, "Overcharge")))
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.kind == "shuffle" and p.size == 2 and p.seat == 0
    refused(mid, EndStep(seat=0), "AR-timing-1")
    after = act(mid, Dealt(kind="shuffle", outcome=[1, 0]))
    assert names(after, 0, HAND) == ["Roxxy", "Jater"] and names(after, 0, SCORE) == ["Overcharge"]
    assert waits_main(after)


def test_an_ability_drawing_more_than_deck_and_discard_hold_draws_what_there_is():
    """AR-draw-short, AR-ability-2: Overcharge with one card in the deck and none discarded draws
    that one; nothing else happens."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Overcharge"], deck=["Jater"]),
                        dict(battle_line=[("Tessa", "Active")])])
    after = act(s, PlayCard(seat=0, card=card(s, "Overcharge")))
    assert names(after, 0, HAND) == ["Jater"] and names(after, 0, SCORE) == ["Overcharge"]
    assert waits_main(after)


def test_deep_carl_and_crazy_larry_with_an_empty_deck_do_nothing_and_do_not_reshuffle():
    """AR-card-play-from-deck, AR-card-crazy-larry: neither playing nor moving the top card of a
    deck is drawing: an empty deck is not refilled from the discard pile."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Deep Carl", "Crazy Larry"],
                             discard=["Jater", "Roxxy"]),
                        dict(battle_line=[("Tessa", "Active")])])
    after = act(s, PlayCard(seat=0, card=card(s, "Deep Carl"), end=R),
                PlayCard(seat=0, card=card(s, "Crazy Larry"), end=R))
    assert names(after, 0, DISCARD) == ["Jater", "Roxxy"] and names(after, 0, DECK) == []
    assert names(after, 1, SCORE) == [] and waits_main(after)


# -- relics whose Bonus: moves themselves --------------------------------------------------------
def test_elixir_of_speed_with_one_card_discards_it_and_goes_to_the_opponent():
    """AR-card-elixir-of-speed, AR-ability-2: one card in hand: it is discarded, two were not, so the
    Elixir goes to Bo's score pile (and not to Ada's as a harvested card would)."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], relics=[("Elixir of Speed", "Mature")],
                             hand=["Jater"]),
                        dict(battle_line=[("Tessa", "Active")])])
    mid = act(s, Harvest(seat=0, card=card(s, "Elixir of Speed")))
    assert options(mid) == [Choose(seat=0, card=card(s, "Jater"))]
    refused(mid, Choose(seat=0), "AR-card-elixir-of-speed")  # discarding is not optional
    after = act(mid, Choose(seat=0, card=card(s, "Jater")))
    assert names(after, 0, DISCARD) == ["Jater"] and names(after, 1, SCORE) == ["Elixir of Speed"]
    assert names(after, 0, SCORE) == [] and waits_main(after)


def test_wromhole_generator_with_no_enemy_relic_still_goes_to_the_opponent():
    """AR-card-wromhole-generator, AR-ability-2: the first sentence finds nothing; the second still
    moves the Generator to Bo's score pile."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], relics=[("Wromhole Generator", "Mature")],
                             hand=["Jater"]),
                        dict(battle_line=[("Tessa", "Active")])])
    after = act(s, Harvest(seat=0, card=card(s, "Wromhole Generator")))
    assert names(after, 1, SCORE) == ["Wromhole Generator"] and names(after, 0, SCORE) == []
    assert waits_main(after)


def test_meat_shears_with_no_mature_enemy_is_simply_harvested():
    """AR-card-meat-shears, AR-harvest-2: no Mature enemy creature: nothing moves but the Shears."""
    s = position(seats=[dict(battle_line=[("Vix", "Mature")], relics=[("Meat Shears", "Mature")], hand=["Jater"]),
                        dict(battle_line=[("Tessa", "Active")])])
    after = act(s, Harvest(seat=0, card=card(s, "Meat Shears")))
    assert names(after, 0, SCORE) == ["Meat Shears"] and names(after, 1, BL) == ["Tessa"]
    assert names(after, 0, BL) == ["Vix"] and waits_main(after)


# -- War Siren and the skills -------------------------------------------------------------------
def test_war_sirens_creature_may_team_up_and_must_be_one_of_the_fighters():
    """AR-card-war-siren, AR-teamup-1: Vix, made Active, may fight alone or team up with Tessa
    against Roxxy (1 + 2 = 3); a fight without Vix (Tessa alone) is refused with War Siren's rule."""
    s = position(seats=[dict(battle_line=[("Vix", "Dormant"), ("Tessa", "Active")], hand=["War Siren"]),
                        dict(battle_line=[("Roxxy", "Active")], deck=["Jater"])])
    vix, tessa, roxxy = card(s, "Vix"), card(s, "Tessa"), card(s, "Roxxy")
    mid = act(s, PlayCard(seat=0, card=card(s, "War Siren")), Choose(seat=0, card=vix))
    team = Fight(seat=0, attackers=[vix, tessa], targets=[roxxy], skill=Skill.TEAM_UP)
    assert options(mid) == [Fight(seat=0, attackers=[vix], targets=[roxxy]), team]
    refused(mid, Fight(seat=0, attackers=[tessa], targets=[roxxy]), "AR-card-war-siren")
    after = act(mid, team)
    assert names(after, 0, SCORE) == ["Roxxy", "War Siren"]
    assert names(after, 0, DISCARD) == ["Vix", "Tessa"] and waits_main(after)


def test_war_siren_on_gregory_lists_only_dormant_targets():
    """AR-card-war-siren, AR-card-gregory: Gregory, made Active, can only fight Dormant creatures."""
    s = position(seats=[dict(battle_line=[("Gregory Illinivich", "Dormant")], hand=["War Siren"]),
                        dict(battle_line=[("Vix", "Active"), ("Renegade", "Dormant")])])
    greg, vix, ren = card(s, "Gregory Illinivich"), card(s, "Vix"), card(s, "Renegade")
    mid = act(s, PlayCard(seat=0, card=card(s, "War Siren")), Choose(seat=0, card=greg))
    assert {(tuple(o.targets), o.skill) for o in options(mid)} == {((ren,), Skill.PLAIN),
                                                                     ((ren,), Skill.SNEAK)}
    refused(mid, Fight(seat=0, attackers=[greg], targets=[vix]), "AR-card-gregory")
    after = act(mid, Fight(seat=0, attackers=[greg], targets=[ren], skill=Skill.SNEAK, sneak=11))
    assert names(after, 0, SCORE) == ["Renegade", "War Siren"]


# -- choices at the edges --------------------------------------------------------------------------
def test_tiny_the_tosser_asks_between_tied_most_valuable_cards_and_does_nothing_on_an_empty_pile():
    """AR-card-tiny-the-tosser, AR-least-most: two 2-VP cards tie for most valuable: Ada picks;
    with an empty score pile the Bonus: does nothing."""
    s = position(seats=[dict(battle_line=[("Tiny the Tosser", "Active")], hand=["Vix"],
                             score_pile=["Renegade", "Vix", "Bash", "Drixel"]),
                        dict(battle_line=[("Jater", "Active")])])
    mid = act(s, Fight(seat=0, attackers=[card(s, "Tiny the Tosser")], targets=[card(s, "Jater")]))
    assert pending_rule(mid) == "AR-card-tiny-the-tosser"
    assert sorted(o.card for o in options(mid)) == sorted([card(s, "Renegade"), card(s, "Drixel")])
    refused(mid, Choose(seat=0, card=card(s, "Bash")), "AR-card-tiny-the-tosser")
    after = act(mid, Choose(seat=0, card=card(s, "Drixel")))
    assert names(after, 1, SCORE) == ["Drixel"]
    empty = position(seats=[dict(battle_line=[("Tiny the Tosser", "Active")], hand=["Vix"]),
                            dict(battle_line=[("Jater", "Active")], deck=["Tessa"])])
    done = act(empty, Fight(seat=0, attackers=[card(empty, "Tiny the Tosser")], targets=[card(empty, "Jater")]))
    assert names(done, 0, SCORE) == ["Jater"] and waits_main(done)


def test_the_auditor_with_no_creature_revealed_moves_nothing_and_a_tie_is_asked():
    """AR-card-the-auditor, AR-least-most: a relic has no power, so is never the least powerful; a
    tie between Vix and Jater (1 each) is Ada's to settle."""
    s = position(seats=[dict(battle_line=[("Tessa", "Active")], hand=["The Auditor"]),
                        dict(battle_line=[("Anox", "Active")], hand=["Sigil of Power", "Vix", "Jater"])])
    mid = act(s, PlayCard(seat=0, card=card(s, "The Auditor"), end=R))
    assert sorted(o.card for o in options(mid)) == sorted([card(s, "Vix"), card(s, "Jater")])
    refused(mid, Choose(seat=0, card=card(s, "Sigil of Power")), "AR-card-the-auditor")
    after = act(mid, Choose(seat=0, card=card(s, "Jater")))
    assert names(after, 1, SCORE) == ["Jater"] and names(after, 1, HAND) == ["Sigil of Power", "Vix"]
    t = position(seats=[dict(battle_line=[("Tessa", "Active")], hand=["The Auditor"]),
                        dict(battle_line=[("Anox", "Active")], hand=["Sigil of Power", "Yoink"])])
    done = act(t, PlayCard(seat=0, card=card(t, "The Auditor"), end=R))
    assert names(done, 1, HAND) == ["Sigil of Power", "Yoink"] and waits_main(done)


def test_cheap_shot_on_an_empty_hand_needs_no_draw_and_is_scored():
    """AR-card-cheap-shot, AR-ability-2: nothing to pick at random: no chance is asked."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Cheap Shot"]),
                        dict(battle_line=[("Tessa", "Active")], deck=["Anox"])])
    after = act(s, PlayCard(seat=0, card=card(s, "Cheap Shot")))
    assert waits_main(after) and names(after, 0, SCORE) == ["Cheap Shot"]


def test_crossed_teleport_with_one_card_chosen_gives_that_card_to_the_opponent():
    """AR-card-crossed-teleport, AR-ability-2: Ada's pile holds one card, Bo's none: the one chosen
    card is moved as "two of the chosen cards" as far as it goes: to Bo's score pile."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Crossed Teleport"], score_pile=["Renegade"]),
                        dict(battle_line=[("Tessa", "Active")])])
    mid = act(s, PlayCard(seat=0, card=card(s, "Crossed Teleport")))
    assert options(mid) == [Choose(seat=0, card=card(s, "Renegade"))]
    after = act(mid, Choose(seat=0, card=card(s, "Renegade")))
    assert names(after, 1, SCORE) == ["Renegade"] and names(after, 0, SCORE) == ["Crossed Teleport"]


def test_redistributed_wealth_does_nothing_when_the_scores_are_equal():
    """AR-card-redistributed-wealth: "if your opponent has more points": 2 to 2 is not more."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Redistributed Wealth"],
                             score_pile=["Renegade"]),
                        dict(battle_line=[("Tessa", "Active")], score_pile=["Vix", "Jater"])])
    after = act(s, PlayCard(seat=0, card=card(s, "Redistributed Wealth")))
    assert waits_main(after) and names(after, 1, SCORE) == ["Vix", "Jater"]


def test_kazoos_bonus_wakes_a_dormant_creature_which_fights_the_same_turn():
    """AR-card-kazoo, AR-states-1: Kazoo beats Vix and turns Ada's Dormant Anox Active; Anox can be
    used at once."""
    s = position(seats=[dict(battle_line=[("Kazoo", "Active"), ("Anox", "Dormant")], hand=["Jater"]),
                        dict(battle_line=[("Vix", "Active"), ("Tessa", "Active")])])
    anox = card(s, "Anox")
    refused(s, Fight(seat=0, attackers=[anox], targets=[card(s, "Tessa")]), "AR-fight-dormant")
    mid = act(s, Fight(seat=0, attackers=[card(s, "Kazoo")], targets=[card(s, "Vix")]))
    assert pending_rule(mid) == "AR-card-kazoo"
    assert sorted(o.card for o in options(mid)) == sorted([card(s, "Kazoo"), anox])
    after = act(mid, Choose(seat=0, card=anox))
    assert after.card_state[anox] is A
    done = act(after, Fight(seat=0, attackers=[anox], targets=[card(s, "Tessa")]))
    assert names(done, 0, SCORE) == ["Vix", "Tessa"]


def test_pinwheel_may_ripen_a_friendly_relic_which_is_harvested_the_same_turn():
    """AR-card-pinwheel, AR-harvest-1: Pinwheel turns Ada's Dormant Hypervator Mature; it may then be
    harvested (and draws 3)."""
    s = position(seats=[dict(battle_line=[("Pinwheel", "Active")], relics=[("Hypervator", "Dormant")],
                             hand=["Jater"], deck=["Roxxy", "Anox", "Yearn"]),
                        dict(battle_line=[("Vix", "Active")], deck=["Tessa"])])
    hyper = card(s, "Hypervator")
    refused(s, Harvest(seat=0, card=hyper), "AR-harvest-1")
    mid = act(s, Fight(seat=0, attackers=[card(s, "Pinwheel")], targets=[card(s, "Vix")]),
              Choose(seat=0, card=hyper))
    assert [o.mode for o in options(mid)] == [1, 2]  # Active or Mature: not Dormant, its own
    after = act(mid, Choose(seat=0, mode=2))
    assert Harvest(seat=0, card=hyper) in options(after)
    done = act(after, Harvest(seat=0, card=hyper))
    assert names(done, 0, HAND) == ["Jater", "Roxxy", "Anox", "Yearn"]
    assert names(done, 0, SCORE) == ["Vix", "Hypervator"]


# -- AR-1.6: one fight whatever order its creatures are named in (AR-fight-order) ------------------
from engine.games.ardent_reapers import legality, legal_options  # noqa: E402
from engine.registry import get_game  # noqa: E402

AR15 = get_game("ardent-reapers", "AR-1.5")


def act15(state, *events):
    """Apply events with every check on under AR-1.5."""
    return act_under(AR15, state, *events)


def _team():
    s = position(seats=[dict(battle_line=[("Vix", "Active"), ("Payday", "Active"), ("Tessa", "Active")],
                             relics=["The Buddy System"], hand=["Jater"], deck=["Roxxy"]),
                        dict(battle_line=[("Pokets", "Active"), ("Roat", "Active"), ("Anox", "Active")],
                             deck=["Yearn"])])
    return s, card(s, "Vix"), card(s, "Payday"), card(s, "Tessa")


def test_a_team_up_named_in_another_order_is_the_listed_fight_and_folds_the_same():
    """AR-fight-order, AR-teamup-3: Vix, Payday and Tessa (1 + 6 + 2, The Buddy System) team up
    against Roat (9). The fight is listed once, its fighters in line order; naming them in
    another order is the same fight: accepted, the same position after it (Payday's Bonus: draws
    Roxxy; the three reach the discard pile in line order)."""
    s, vix, payday, tessa = _team()
    roat = card(s, "Roat")
    listed = Fight(seat=0, attackers=[vix, payday, tessa], targets=[roat], skill=Skill.TEAM_UP)
    other = Fight(seat=0, attackers=[tessa, vix, payday], targets=[roat], skill=Skill.TEAM_UP)
    assert listed in options(s) and other not in options(s)
    assert legal_options.as_listed(s, other) == listed
    a, b = act(s, listed), act(s, other)
    assert GAME.digest(a) == GAME.digest(b)
    assert names(b, 0, DISCARD) == ["Vix", "Payday", "Tessa"] and names(b, 0, HAND) == ["Jater", "Roxxy"]
    assert names(b, 0, SCORE) == ["Roat"] and waits_main(b)
    # still refused: a creature named twice, or one of them without Team-Up's total
    refused(s, Fight(seat=0, attackers=[tessa, vix, vix], targets=[roat], skill=Skill.TEAM_UP), "AR-fight-1")
    refused(s, Fight(seat=0, attackers=[tessa, payday], targets=[roat], skill=Skill.TEAM_UP), "AR-teamup-2")


def test_a_bear_hug_with_its_targets_named_in_another_order_is_the_listed_fight():
    """AR-fight-order, AR-bearhug-4: Renegade hugs Anox and Roxxy (5 + 3): listed left to right;
    right to left is the same fight and the same position."""
    s = position(seats=[dict(battle_line=[("Renegade", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Anox", "Active"), ("Roxxy", "Active")], deck=["Yearn"])])
    ren, anox, roxxy = card(s, "Renegade"), card(s, "Anox"), card(s, "Roxxy")
    listed = Fight(seat=0, attackers=[ren], targets=[anox, roxxy], skill=Skill.BEAR_HUG)
    other = Fight(seat=0, attackers=[ren], targets=[roxxy, anox], skill=Skill.BEAR_HUG)
    assert listed in options(s) and other not in options(s)
    assert legal_options.as_listed(s, other) == listed
    b = act(s, other)
    assert GAME.digest(act(s, listed)) == GAME.digest(b) and names(b, 0, SCORE) == ["Anox", "Roxxy"]


def test_ar_1_5_folded_a_fight_in_the_order_it_named_its_creatures():
    """AR-fight-order under AR-1.5, as recorded matches fold: the named order was the order the
    fighters reached their piles, and `as_listed` left it alone."""
    s, vix, payday, tessa = _team()
    other = Fight(seat=0, attackers=[tessa, vix, payday], targets=[card(s, "Roat")], skill=Skill.TEAM_UP)
    old = act15(s, other)
    assert names(old, 0, DISCARD) == ["Tessa", "Vix", "Payday"]
    assert legal_options.as_listed(AR15.versioned(AR15.clone(s)), other) == other


# -- AR-1.6: a harvested card goes to the harvester's score pile (AR-harvest-control) ----------------
def _bamphf_gives_itself_away():
    s = position(seats=[dict(battle_line=[("Bamphf", "Mature"), ("Vix", "Active")], hand=["Jater"],
                             deck=["This is Yours", "Roxxy"]),
                        dict(battle_line=[("Tessa", "Active")], deck=["Anox"])])
    bamphf = card(s, "Bamphf")
    mid = act(s, Harvest(seat=0, card=bamphf))
    assert pending_rule(mid) == "AR-card-this-is-yours"
    assert sorted(o.card for o in options(mid)) == sorted([bamphf, card(s, "Vix")])
    return s, act(mid, Choose(seat=0, card=bamphf), Choose(seat=0, mode=0))


def test_a_harvested_card_given_away_by_its_own_bonus_still_scores_for_the_harvester():
    """AR-harvest-control, AR-harvest-2, AR-card-bamphf, AR-card-this-is-yours: Bamphf's Bonus:
    plays This is Yours from the top of Ada's deck, and Ada gives Bamphf itself to Bo. The harvest
    still ends as the Harvesting rule says, "place the Creature or Relic in your score pile":
    Bamphf goes to Ada's, not to Bo's who controls it by then."""
    s, after = _bamphf_gives_itself_away()
    assert names(after, 0, SCORE) == ["This is Yours", "Bamphf"] and names(after, 1, SCORE) == []
    assert names(after, 1, BL) == ["Tessa"] and names(after, 0, BL) == ["Vix"]
    assert waits_main(after) and after.played == 1  # Bamphf played a card: Ada may discard
    assert Discard(seat=0, card=card(s, "Jater")) in options(after)


def test_ar_1_5_scored_the_given_away_harvest_for_its_new_controller():
    """AR-harvest-control under AR-1.5: Bamphf went to Bo's score pile."""
    s = position(seats=[dict(battle_line=[("Bamphf", "Mature"), ("Vix", "Active")], hand=["Jater"],
                             deck=["This is Yours", "Roxxy"]),
                        dict(battle_line=[("Tessa", "Active")], deck=["Anox"])])
    bamphf = card(s, "Bamphf")
    old = act15(s, Harvest(seat=0, card=bamphf), Choose(seat=0, card=bamphf), Choose(seat=0, mode=0))
    assert names(old, 1, SCORE) == ["Bamphf"] and names(old, 0, SCORE) == ["This is Yours"]


def test_a_harvested_card_that_left_play_during_its_bonus_is_not_moved_again():
    """AR-harvest-2, AR-move-1, AR-card-armageddon: Bamphf's Bonus: plays Armageddon from the deck:
    Bamphf goes to Ada's discard pile with every other creature, and the harvest's end finds it no
    longer in play: it stays there."""
    s = position(seats=[dict(battle_line=[("Bamphf", "Mature"), ("Vix", "Active")], hand=["Jater"],
                             deck=["Armageddon", "Roxxy"]),
                        dict(battle_line=[("Tessa", "Active")], deck=["Anox"])])
    after = act(s, Harvest(seat=0, card=card(s, "Bamphf")))
    assert names(after, 0, SCORE) == ["Armageddon"] and names(after, 0, DISCARD) == ["Bamphf", "Vix"]
    assert names(after, 1, DISCARD) == ["Tessa"] and waits_main(after)


# -- a restriction that lifts in the middle of a turn ---------------------------------------------
def test_moth_putting_an_active_silence_enforcer_to_sleep_lets_actions_and_relics_be_played():
    """AR-card-silence-enforcer ("If this card is Active"), AR-constant-1: Bo's Enforcer is Active, so
    Ada may not play Calm Down or Cargo Pants; her Moth rotates it to Dormant, and both may be
    played at once."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Moth", "Calm Down", "Cargo Pants"]),
                        dict(battle_line=[("Silence Enforcer", "Active")], deck=["Anox"])])
    calm, pants = card(s, "Calm Down"), card(s, "Cargo Pants")
    refused(s, PlayCard(seat=0, card=calm), "AR-card-silence-enforcer")
    refused(s, PlayCard(seat=0, card=pants), "AR-card-silence-enforcer")
    after = act(s, PlayCard(seat=0, card=card(s, "Moth"), end=R),
                Choose(seat=0, card=card(s, "Silence Enforcer")))
    assert after.card_state[card(s, "Silence Enforcer")] is D
    assert PlayCard(seat=0, card=calm) in options(after) and PlayCard(seat=0, card=pants) in options(after)
    done = act(after, PlayCard(seat=0, card=pants))
    assert names(done, 0, RELICS) == ["Cargo Pants"]


def test_sticky_gemma_taking_silent_master_lets_actions_be_played_the_same_turn():
    """AR-card-silent-master, AR-card-sticky-gemma, AR-move-1: Silent Master is Bo's least valuable
    (only) creature; once Gemma has moved it to Ada's score pile its constant ability no longer
    applies, and Ada may play Yoink."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Sticky Gemma", "Yoink"]),
                        dict(battle_line=[("Silent Master", "Active")], deck=["Anox"], score_pile=["Renegade"])])
    yoink = card(s, "Yoink")
    refused(s, PlayCard(seat=0, card=yoink), "AR-card-silent-master")
    after = act(s, PlayCard(seat=0, card=card(s, "Sticky Gemma"), end=R))
    assert names(after, 0, SCORE) == ["Silent Master"] and PlayCard(seat=0, card=yoink) in options(after)


def test_a_hand_revealed_as_unplayable_must_be_played_from_once_the_restriction_is_gone():
    """AR-play-able-now, AR-play-3, AR-play-1, AR-play-2: Bo's Silent Master stops Ada's two
    actions: her hand is revealed and she may discard or end the step. Renegade (8) then beats
    Silent Master (8): she can play again, so she must play before ending the step or
    discarding."""
    s = position(seats=[dict(battle_line=[("Renegade", "Active")], hand=["Calm Down", "Yoink"]),
                        dict(battle_line=[("Silent Master", "Active")], deck=["Anox"], score_pile=["Vix"])])
    calm, yoink = card(s, "Calm Down"), card(s, "Yoink")
    assert sorted(s.revealed) == sorted([calm, yoink])
    assert EndStep(seat=0) in options(s) and Discard(seat=0, card=calm) in options(s)
    after = act(s, Fight(seat=0, attackers=[card(s, "Renegade")], targets=[card(s, "Silent Master")]))
    assert names(after, 0, SCORE) == ["Silent Master"]
    assert EndStep(seat=0) not in options(after) and PlayCard(seat=0, card=yoink) in options(after)
    refused(after, EndStep(seat=0), "AR-play-1")
    refused(after, Discard(seat=0, card=calm), "AR-play-2")


# -- Bash with other abilities of the same fight -----------------------------------------------
def test_eager_martyr_beating_bash_discards_the_hand_first_and_draws_after():
    """AR-card-bash, AR-card-eager-martyr, AR-fight-4: as the fight is decided Bash's loss makes Ada
    discard her hand; then the fighters move and Martyr, in Ada's discard pile, draws her a card:
    the one card she holds after."""
    s = position(seats=[dict(battle_line=[("Eager Martyr", "Active")], hand=["Jater", "Roxxy"],
                             deck=["Anox", "Yearn"]),
                        dict(battle_line=[("Bash", "Active")], hand=["Vix"])])
    after = act(s, Fight(seat=0, attackers=[card(s, "Eager Martyr")], targets=[card(s, "Bash")]))
    assert names(after, 0, HAND) == ["Anox"] and names(after, 0, DECK) == ["Yearn"]
    assert names(after, 0, DISCARD) == ["Jater", "Roxxy", "Eager Martyr"]
    assert names(after, 0, SCORE) == ["Bash"] and names(after, 1, HAND) == ["Vix"]


def test_bash_against_bash_only_the_loser_counts():
    """AR-card-bash, AR-fight-2: Ada's Bash (8) attacks Bo's Bash (8) and wins on equal power: only
    Bo's Bash loses, so only Ada (its controller's opponent) discards; Bo keeps his hand."""
    s = position(seats=[dict(battle_line=[("Bash", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Bash", "Active")], hand=["Vix"], deck=["Anox"])])
    after = act(s, Fight(seat=0, attackers=[card(s, "Bash", 0)], targets=[card(s, "Bash", 1)]))
    assert names(after, 0, HAND) == [] and names(after, 1, HAND) == ["Vix"]
    assert names(after, 0, DISCARD) == ["Jater", "Bash"] and names(after, 0, SCORE) == ["Bash"]


# -- zero and negative values ---------------------------------------------------------------------
def test_redistributed_wealth_behind_on_negative_points_finds_no_positive_card():
    """AR-card-redistributed-wealth, AR-ability-2: Bo has more points (-1 against -2), but his score
    pile holds no card of positive VP: nothing moves."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Redistributed Wealth"],
                             score_pile=["Vile Bear"]),
                        dict(battle_line=[("Tessa", "Active")], score_pile=["Moth", "Blank"])])
    after = act(s, PlayCard(seat=0, card=card(s, "Redistributed Wealth")))
    assert waits_main(after) and names(after, 1, SCORE) == ["Moth", "Blank"]
    assert names(after, 0, SCORE) == ["Vile Bear", "Redistributed Wealth"]


def test_tiny_the_tosser_with_only_negative_cards_gives_away_the_least_negative():
    """AR-card-tiny-the-tosser, AR-least-most: the most valuable of -1 and -2 is -1 (Moth): it goes
    to Bo's score pile, lowering his score."""
    s = position(seats=[dict(battle_line=[("Tiny the Tosser", "Active")], hand=["Vix"],
                             score_pile=["Vile Bear", "Moth"]),
                        dict(battle_line=[("Jater", "Active")], deck=["Anox"])])
    after = act(s, Fight(seat=0, attackers=[card(s, "Tiny the Tosser")], targets=[card(s, "Jater")]))
    assert names(after, 1, SCORE) == ["Moth"] and names(after, 0, SCORE) == ["Vile Bear", "Jater"]


def test_pinpoint_may_name_a_negative_number_or_one_no_card_has():
    """AR-card-pinpoint: -1 discards Bo's Moth and Bejewel (both -1); 7 is legal and discards
    nothing."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Pinpoint"]),
                        dict(battle_line=[("Tessa", "Active")], hand=["Moth", "Anox", "Bejewel"])])
    mid = act(s, PlayCard(seat=0, card=card(s, "Pinpoint")))
    assert GAME.pending(mid).open_ended
    neg = act(mid, Choose(seat=0, number=-1))
    assert names(neg, 1, HAND) == ["Anox"] and names(neg, 1, DISCARD) == ["Moth", "Bejewel"]
    seven = act(mid, Choose(seat=0, number=7))
    assert names(seven, 1, HAND) == ["Moth", "Anox", "Bejewel"] and waits_main(seven)
    refused(mid, Choose(seat=0, card=card(s, "Anox")), "AR-card-pinpoint")


def test_two_parasites_shrink_a_refill_to_one_card():
    """AR-card-parasite, AR-draw-1: two of Bo's Parasites: 3 - 2 = 1 card for Ada."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], deck=["Jater", "Roxxy", "Anox"]),
                        dict(battle_line=[("Parasite", "Active"), ("Parasite", "Dormant")])])
    after = act(s, EndStep(seat=0))
    assert names(after, 0, HAND) == ["Jater"]


def test_drixel_may_return_a_friendly_creature_of_negative_value():
    """AR-card-drixel: "a Creature worth 0 VP or less", either side: Ada's own Moth (-1) and Bo's
    Bejewel (-1) may be chosen, not Vix (1); Moth goes back to Ada's hand."""
    s = position(seats=[dict(battle_line=[("Moth", "Dormant"), ("Vix", "Active")], hand=["Drixel"]),
                        dict(battle_line=[("Bejewel", "Active")], deck=["Anox"])])
    moth = card(s, "Moth")
    mid = act(s, PlayCard(seat=0, card=card(s, "Drixel"), end=R))
    assert sorted(o.card for o in options(mid)) == sorted([moth, card(s, "Bejewel")])
    refused(mid, Choose(seat=0, card=card(s, "Vix")), "AR-card-drixel")
    after = act(mid, Choose(seat=0, card=moth))
    assert names(after, 0, HAND) == ["Moth"] and names(after, 0, BL) == ["Vix", "Drixel"]


def test_a_little_off_the_top_sends_each_most_valuable_card_to_its_owners_discard():
    """AR-card-a-little-off-the-top, AR-owner-1: Bo's pile's most valuable card is Ada's Tujok (3):
    it goes to Ada's discard pile; Ada's pile's is Renegade (2), Bo's own card, to Bo's."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["A Little Off the Top"],
                             score_pile=[{"card": "Renegade", "owner": 1}, "Jater"]),
                        dict(battle_line=[("Tessa", "Active")],
                             score_pile=[{"card": "Tujok", "owner": 0}, "Anox"])])
    after = act(s, PlayCard(seat=0, card=card(s, "A Little Off the Top")))
    assert names(after, 0, DISCARD) == ["Tujok"] and names(after, 1, DISCARD) == ["Renegade"]
    assert names(after, 0, SCORE) == ["Jater", "A Little Off the Top"] and names(after, 1, SCORE) == ["Anox"]


def test_triple_shot_stops_after_three_and_may_stop_sooner():
    """AR-card-triple-shot: "up to three": with four creatures, the fourth is never asked; choosing
    nothing after one stops there."""
    s = position(seats=[dict(battle_line=[("Vix", "Active"), ("Tessa", "Active")], hand=["Triple Shot"]),
                        dict(battle_line=[("Anox", "Active"), ("Roxxy", "Active")], deck=["Yearn"])])
    vix, tessa, anox, roxxy = card(s, "Vix"), card(s, "Tessa"), card(s, "Anox"), card(s, "Roxxy")
    mid = act(s, PlayCard(seat=0, card=card(s, "Triple Shot")))
    assert Choose(seat=0) in options(mid)
    three = act(mid, Choose(seat=0, card=anox), Choose(seat=0, card=roxxy), Choose(seat=0, card=vix))
    assert waits_main(three) and names(three, 0, BL) == ["Tessa"] and names(three, 1, HAND) == ["Anox", "Roxxy"]
    one = act(mid, Choose(seat=0, card=tessa), Choose(seat=0))
    assert names(one, 0, HAND) == ["Tessa"] and names(one, 1, BL) == ["Anox", "Roxxy"]
    refused(act(mid, Choose(seat=0, card=tessa)), Choose(seat=0, card=tessa), "AR-card-triple-shot")


def test_a_creature_taken_dormant_rotates_in_its_new_controllers_rotate_step():
    """AR-control-3, AR-rotate-1: This is Mine takes Bo's Dormant Anox; at Ada's Rotate Cards step it
    is one of her cards: Active, and it stays Active through Bo's turn."""
    s = position(seats=[dict(battle_line=[("Vix", "Mature")], hand=["This is Mine"], deck=["Jater", "Roxxy", "Yearn"]),
                        dict(battle_line=[("Anox", "Dormant"), ("Tessa", "Active")], deck=["Pokets"])])
    anox = card(s, "Anox")
    after = act(s, PlayCard(seat=0, card=card(s, "This is Mine")), Choose(seat=0, card=anox),
                Choose(seat=0, mode=0))
    assert names(after, 0, BL) == ["Anox", "Vix"] and after.card_state[anox] is D
    done = act(after, EndStep(seat=0))
    assert done.card_state[anox] is A and done.card_state[card(s, "Vix")] is M
    assert done.card_state[card(s, "Tessa")] is A and done.active == 1


# -- control, owners and states meeting other abilities -----------------------------------------
def test_return_to_sender_sends_a_stolen_martyr_to_its_owners_deck_and_its_controller_draws():
    """AR-card-return-to-sender, AR-owner-1, AR-card-eager-martyr, AR-leave-shuffled: Ada controls
    Bo's Eager Martyr. As one of her two friendly creatures it is shuffled into Bo's deck (its
    owner's), Tessa into Ada's; both decks are shuffled, then Ada, who controlled the Martyr, draws
    from her own new deck."""
    s = position(seats=[dict(battle_line=[dict(card="Eager Martyr", state="Active", owner=1), ("Tessa", "Active")],
                             hand=["Return to Sender"], deck=["Jater"]),
                        dict(battle_line=[("Anox", "Active")], deck=["Vix"])])
    martyr, tessa, anox = card(s, "Eager Martyr"), card(s, "Tessa"), card(s, "Anox")
    mid = act(s, PlayCard(seat=0, card=card(s, "Return to Sender")), Choose(seat=0, card=anox))
    # from AR-1.7 the first sentence is done first (AR-leave-when): Bo's deck, Vix and Anox
    first = GAME.pending(mid)
    assert isinstance(first, Chance) and first.seat == 1 and first.size == 2
    mid = act(mid, Dealt(kind="shuffle", outcome=[1, 0]))
    assert pending_rule(mid) == "AR-card-return-to-sender"
    assert sorted(o.card for o in options(mid)) == sorted([martyr, tessa])
    mid = act(mid, Choose(seat=0, card=martyr), Choose(seat=0, card=tessa))
    first = GAME.pending(mid)
    assert isinstance(first, Chance) and first.seat == 0 and first.size == 2
    assert names(mid, 0, HAND) == []  # no draw before the shuffles
    mid = act(mid, Dealt(kind="shuffle", outcome=[1, 0]))
    second = GAME.pending(mid)
    assert isinstance(second, Chance) and second.seat == 1 and second.size == 3
    after = act(mid, Dealt(kind="shuffle", outcome=[2, 0, 1]))
    assert names(after, 0, HAND) == ["Tessa"] and names(after, 0, DECK) == ["Jater"]
    assert names(after, 1, DECK) == ["Eager Martyr", "Anox", "Vix"] and names(after, 1, HAND) == []
    assert names(after, 0, SCORE) == ["Return to Sender"] and waits_main(after)


def test_vile_chap_taking_cargo_pants_away_shrinks_the_refill_that_turn():
    """AR-card-vile-chap, AR-card-cargo-pants, AR-constant-1: Cargo Pants leaves play in the fight's
    Bonus:, so at the Draw Cards step Ada refills to 3, not 4."""
    s = position(seats=[dict(battle_line=[("Vile Chap", "Active")], relics=[("Cargo Pants", "Mature")],
                             deck=["Jater", "Roxxy", "Anox", "Yearn"]),
                        dict(battle_line=[("Vix", "Active"), ("Tessa", "Active")])])
    after = act(s, Fight(seat=0, attackers=[card(s, "Vile Chap")], targets=[card(s, "Vix")]), EndStep(seat=0))
    assert names(after, 0, DISCARD) == ["Cargo Pants", "Vile Chap"]
    assert names(after, 0, HAND) == ["Jater", "Roxxy", "Anox"] and after.active == 1


def test_pinwheel_waking_bos_silence_enforcer_stops_adas_actions_for_the_rest_of_her_turn():
    """AR-card-pinwheel, AR-card-silence-enforcer, AR-constant-1: Bo's Enforcer is Mature and stops
    nothing; Ada's Pinwheel rotates it to Active, and from then on Ada cannot play Calm Down or Cargo
    Pants this turn (a creature still)."""
    s = position(seats=[dict(battle_line=[("Pinwheel", "Active")], hand=["Calm Down", "Cargo Pants", "Vix"]),
                        dict(battle_line=[("Silence Enforcer", "Mature"), ("Jater", "Active")], deck=["Anox"])])
    enforcer, calm = card(s, "Silence Enforcer"), card(s, "Calm Down")
    assert PlayCard(seat=0, card=calm) in options(s)
    mid = act(s, Fight(seat=0, attackers=[card(s, "Pinwheel")], targets=[card(s, "Jater")]),
              Choose(seat=0, card=enforcer))
    assert [o.mode for o in options(mid)] == [0, 1]  # Dormant or Active: not Mature, its own
    after = act(mid, Choose(seat=0, mode=1))
    assert after.card_state[enforcer] is A
    refused(after, PlayCard(seat=0, card=calm), "AR-card-silence-enforcer")
    refused(after, PlayCard(seat=0, card=card(s, "Cargo Pants")), "AR-card-silence-enforcer")
    assert [o for o in options(after) if isinstance(o, PlayCard)] == [
        PlayCard(seat=0, card=card(s, "Vix", zone=HAND), end=L)]


def test_proud_mama_ripening_bos_active_silence_enforcer_lifts_its_restriction():
    """AR-card-proud-mama, AR-card-silence-enforcer: Proud Mama's Bonus: turns Bo's Active Enforcer
    Mature: it no longer stops Ada's actions."""
    s = position(seats=[dict(battle_line=[("Proud Mama", "Active")], hand=["Calm Down", "Vix"]),
                        dict(battle_line=[("Silence Enforcer", "Active"), ("Jater", "Active")], deck=["Anox"])])
    calm = card(s, "Calm Down")
    refused(s, PlayCard(seat=0, card=calm), "AR-card-silence-enforcer")
    after = act(s, Fight(seat=0, attackers=[card(s, "Proud Mama")], targets=[card(s, "Jater")]),
                Choose(seat=0, card=card(s, "Silence Enforcer")))
    assert PlayCard(seat=0, card=calm) in options(after)


def test_giving_eager_martyr_away_is_no_leaving_play_and_draws_nothing():
    """AR-card-eager-martyr, AR-control-1, AR-card-this-is-yours: a change of control moves the card
    from one play area to another; it never leaves play, so no card is drawn."""
    s = position(seats=[dict(battle_line=[("Eager Martyr", "Active")], hand=["This is Yours"], deck=["Jater"]),
                        dict(battle_line=[("Anox", "Active")], deck=["Vix"])])
    martyr = card(s, "Eager Martyr")
    after = act(s, PlayCard(seat=0, card=card(s, "This is Yours")), Choose(seat=0, card=martyr),
                Choose(seat=0, mode=1))
    assert names(after, 1, BL) == ["Anox", "Eager Martyr"] and after.card_state[martyr] is A
    assert names(after, 0, HAND) == [] and names(after, 1, HAND) == [] and waits_main(after)


def _jump_start_then_this_is_mine(s):
    anox, yearn = card(s, "Anox"), card(s, "Yearn")
    return anox, yearn, (PlayCard(seat=0, card=card(s, "Jump Start")),
                         PlayCard(seat=0, card=card(s, "This is Mine")), Choose(seat=0, card=anox),
                         Choose(seat=0, mode=1), PlayCard(seat=0, card=yearn, end=L))


def test_taking_control_is_not_playing_a_card_so_jump_start_still_waits():
    """AR-card-jump-start, AR-card-this-is-mine, AR-option-jump-start: This is Mine is played after
    Jump Start and uses its effect up (an action, the option's default next-card); with the option
    enters-play the effect waits, and the creature taken (Anox, Dormant) does not use it: Yearn,
    played next, enters Active."""
    seats = [dict(battle_line=[["Vix", "Active"]], hand=["Jump Start", "This is Mine", "Yearn"]),
             dict(battle_line=[["Anox", "Dormant"], ["Tessa", "Active"]])]
    s = position(seats=seats)
    anox, yearn, play = _jump_start_then_this_is_mine(s)
    used = act(s, *play)
    assert used.card_state[anox] is D and used.card_state[yearn] is D
    g = GAME.genesis(["Ada", "Bo"], [], "00" * 32, {"jump_start": "enters-play", "deck_size": 5},
                     {"seats": seats})
    t = GAME.start(g)
    anox, yearn, play = _jump_start_then_this_is_mine(t)
    waits = act(t, *play)
    assert waits.card_state[anox] is D and waits.card_state[yearn] is A and waits.effects == []


# -- the first turn and the turn's end ------------------------------------------------------------
def test_the_first_turn_the_set_up_creatures_fight_at_once_but_cannot_be_harvested():
    """AR-setup-2, AR-states-2, AR-first-player-1, AR-harvest-1, AR-play-1: set-up creatures enter
    Active, so the first player may fight with them on turn 1 but not harvest them (only Mature
    cards); a card played that turn enters Dormant; and the first player must still play a card."""
    from engine.games.ardent_reapers.state import Step
    g = GAME.genesis(["Ada", "Bo"], [["Renegade", "Anox", "Vix", "Jater", "Tessa"],
                                     ["Roat", "Yearn", "Roxxy", "Tessa", "Vix"]], "00" * 32,
                     {"deck_size": 5})
    s = GAME.start(g)
    while isinstance(p := GAME.pending(s), Chance):
        s = GAME.apply(s, Dealt(kind=p.kind, outcome=list(range(p.size))), check=True)
    assert s.step is Step.MAIN and s.turn == 1 and s.first == 1 and s.active == 1  # Yearn (4) < Anox (5)
    roat, yearn = card(s, "Roat"), card(s, "Yearn")
    assert s.card_state[roat] is A and s.card_state[yearn] is A
    assert names(s, 1, HAND) == ["Roxxy", "Tessa", "Vix"]
    opts = options(s)
    assert not [o for o in opts if isinstance(o, Harvest)] and EndStep(seat=1) not in opts
    assert Fight(seat=1, attackers=[yearn], targets=[card(s, "Anox")]) in opts
    refused(s, Harvest(seat=1, card=roat), "AR-harvest-1")
    refused(s, EndStep(seat=1), "AR-play-1")
    after = act(s, PlayCard(seat=1, card=card(s, "Roxxy"), end=R))
    assert after.card_state[card(s, "Roxxy")] is D
    done = act(after, EndStep(seat=1))
    assert done.card_state[roat] is M and done.card_state[card(s, "Roxxy")] is A and done.active == 0


def test_silent_room_harvested_before_gynormica_ends_the_turn_still_silences_the_next_turn():
    """AR-card-silent-room, AR-card-gynormica: the Silent Room's effect is for Bo's next turn, which
    Gynormica's early end of Ada's turn brings at once: Bo cannot play cards and his hand is
    revealed."""
    s = position(seats=[dict(battle_line=[("Gynormica", "Active")], relics=[("Silent Room", "Mature")],
                             hand=["Vix"], deck=["Jater", "Roxxy", "Anox"]),
                        dict(battle_line=[("Tessa", "Active"), ("Yearn", "Active")], hand=["Pokets"])])
    after = act(s, Harvest(seat=0, card=card(s, "Silent Room")),
                Fight(seat=0, attackers=[card(s, "Gynormica")], targets=[card(s, "Yearn")]))
    assert after.active == 1 and after.revealed == [card(s, "Pokets")]
    refused(after, PlayCard(seat=1, card=card(s, "Pokets"), end=L), "AR-card-silent-room")
    assert EndStep(seat=1) in options(after) and Discard(seat=1, card=card(s, "Pokets")) in options(after)


def test_a_fighter_moved_away_by_a_bonus_takes_its_stash_to_the_discard_not_the_winners_pile():
    """AR-stash-fight, AR-stash-other, AR-card-bigfoot-carl: Roxxy (3) carries a stashed Yearn and
    Bigfoot Carl a stashed Jater. Carl's Bonus: moves Roxxy out of play before the fight ends, "for
    any other reason": Yearn goes to its owner's (Bo's) discard pile. Carl is still in play at the
    fight's end: his stash goes to the score pile of the winner's controller, Ada."""
    s = position(seats=[dict(battle_line=[dict(card="Bigfoot Carl", state="Active", stash=["Jater"])],
                             hand=["Vix"]),
                        dict(battle_line=[dict(card="Roxxy", state="Active", stash=["Yearn"]), ("Anox", "Active")])])
    after = act(s, Fight(seat=0, attackers=[card(s, "Bigfoot Carl")], targets=[card(s, "Roxxy")]))
    assert sorted(names(after, 1, DISCARD)) == ["Roxxy", "Yearn"] and names(after, 1, SCORE) == []
    assert names(after, 0, SCORE) == ["Jater"] and names(after, 0, DISCARD) == ["Bigfoot Carl"]
    assert after.stash[card(s, "Bigfoot Carl")] == [] and after.stash[card(s, "Roxxy")] == []


# -- options both ways, in rich positions ------------------------------------------------------------
def _fight_candidates(s):
    """Every fight naming up to three friendly and up to three enemy creatures, in line order and
    reversed, with each skill and the Sneak values of the set around these positions."""
    import itertools
    seat = s.active
    mine, theirs = s.seats[seat].battle_line, s.seats[1 - seat].battle_line
    groups = lambda line: [list(g) for k in (1, 2, 3) for c in itertools.combinations(line, k)
                           for g in {c, c[::-1]}]
    for att in groups(mine):
        for tg in groups(theirs):
            for skill in Skill:
                for x in ((None, 4, 5, 6, 11) if skill is Skill.SNEAK else (None, 5)):
                    yield Fight(seat=seat, attackers=att, targets=tg, skill=skill, sneak=x)


def _agree(s) -> int:
    """`check` accepts a candidate exactly when `options` lists it (as `as_listed` names it), and
    every refusal cites a rule of the index."""
    from engine.protocol import IllegalEvent
    opts, judged = options(s), 0
    others = [PlayCard(seat=s.active, card=c, end=e) for c in range(len(s.cards)) for e in (None, L, R)]
    others += [Harvest(seat=s.active, card=c) for c in range(len(s.cards))]
    others += [Discard(seat=s.active, card=c) for c in range(len(s.cards))] + [EndStep(seat=s.active)]
    for cand in [*_fight_candidates(s), *others]:
        try:
            legality.check(s, cand)
            ok = True
        except IllegalEvent as err:
            ok = False
            assert err.rule in GAME.rules
        assert ok == (legal_options.as_listed(s, cand) in opts), cand
        judged += 1
    return judged


def test_check_and_options_agree_over_every_fight_in_rich_positions():
    """AR-fight-order, AR-teamup-1..4, AR-bearhug-1..3, AR-sneak-1..3, AR-card-gregory,
    AR-card-buddy-system, AR-card-fog-machine, AR-card-sigil-of-power, AR-resilient-1,
    AR-card-stubborn-thorn, AR-card-silent-master, AR-card-silence-enforcer: every fight (and
    play, harvest, discard, end of the step) `check` accepts is listed, and every listed one is
    accepted, in positions where skills, constants and restrictions meet."""
    rich = [
        dict(seats=[dict(battle_line=[("Gregory Illinivich", "Active"), ("Brother Bear", "Active"), ("Vix", "Mature"),
                                      ("Jater", "Dormant"), ("Tessa", "Active")],
                         relics=["The Buddy System", "Fog Machine", ("Sigil of Power", "Mature")],
                         hand=["Vix", "Sigil of Power", "Calm Down"]),
                    dict(battle_line=[("Roxxy", "Dormant"), ("Anox", "Active"), ("Bulwark", "Active"),
                                      ("Vix", "Active")], relics=["Sigil of Power"], deck=["Jater"])]),
        dict(seats=[dict(battle_line=[("Renegade", "Active"), ("Roat", "Mature"), ("Yewcha", "Active"),
                                      ("Stubborn Thorn", "Mature")], relics=[("Silent Room", "Mature")],
                         hand=["Silence Enforcer", "Two Birds"]),
                    dict(battle_line=[("Tessa", "Dormant"), ("Yearn", "Active"), ("Jater", "Active"), ("Roxxy", "Active"),
                                      ("Silent Master", "Mature")], deck=["Jater"])]),
        dict(active=1, turn=2, first=0,
             seats=[dict(battle_line=[("Silence Enforcer", "Active"), ("Bash", "Dormant"), ("Payday", "Active")],
                         deck=["Vix"]),
                    dict(battle_line=[("Anox", "Active"), ("Tessa", "Active"), ("Vix", "Mature"),
                                      ("Gregory Illinivich", "Dormant")],
                         relics=["The Buddy System"], hand=["Vault Tunnel", "Cargo Pants", "Luminate"])]),
    ]
    judged = sum(_agree(position(**p)) for p in rich)
    assert judged > 10000


def test_deep_carl_scored_by_the_creature_its_own_play_put_into_play():
    """AR-card-play-from-deck, AR-card-rat-smasher, AR-out-of-play-together: Deep Carl (1 VP) plays
    the bottom card of Ada's deck, Rat Smasher; its Play: moves every creature worth 1 VP or less to
    its controller's score pile, Deep Carl among them (its own ability is done by then), Bo's Vix
    to Bo's. Rat Smasher (2 VP) stays; two cards were played."""
    s = position(seats=[dict(battle_line=[("Renegade", "Active")], hand=["Deep Carl"], deck=["Jater", "Rat Smasher"]),
                        dict(battle_line=[("Vix", "Active"), ("Roat", "Active")], deck=["Anox"])])
    mid = act(s, PlayCard(seat=0, card=card(s, "Deep Carl"), end=R))
    smasher = card(s, "Rat Smasher")
    assert options(mid) == [PlayCard(seat=0, card=smasher, end=L), PlayCard(seat=0, card=smasher, end=R)]
    after = act(mid, PlayCard(seat=0, card=smasher, end=L))
    assert names(after, 0, BL) == ["Rat Smasher", "Renegade"] and names(after, 0, SCORE) == ["Deep Carl"]
    assert names(after, 1, SCORE) == ["Vix"] and names(after, 1, BL) == ["Roat"]
    assert names(after, 0, DECK) == ["Jater"] and after.played == 2 and waits_main(after)

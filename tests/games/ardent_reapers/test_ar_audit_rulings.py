"""Rules audit, the document's errata and FAQ answers, each against the position it rules on."""

import pytest

from ar_helpers import GAME, act, card, names, options, position, refused

from engine.events import Dealt
from engine.games.ardent_reapers import cards, zones
from engine.games.ardent_reapers.events import Choose, EndStep, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.state import CardState, End, Skill, Zone
from engine.protocol import Chance, Decision

BL, HAND, DECK, DISCARD, SCORE, RELICS = (Zone.BATTLE_LINE, Zone.HAND, Zone.DECK, Zone.DISCARD,
                                          Zone.SCORE_PILE, Zone.RELICS)
DECK6 = ["Jater", "Roxxy", "Anox", "Yearn", "Tessa", "Pokets"]


def waits_main(state) -> bool:
    p = GAME.pending(state)
    return isinstance(p, Decision) and p.rule == "AR-turn-2"


# -- Errata: Silence Enforcer --------------------------------------------------------------
def test_ar_errata_silence_enforcer_blocks_only_while_active_through_its_rotations():
    """AR-errata-silence-enforcer, AR-card-silence-enforcer: only an Active Silence Enforcer stops
    actions and relics."""
    # Bo's Silence Enforcer enters Dormant: Ada may still play an action and a relic
    s = position(active=1, seats=[dict(battle_line=[("Vix", "Active")], hand=["Overcharge", "Hypervator"],
                                       deck=list(DECK6)),
                                  dict(battle_line=[("Tessa", "Active")], hand=["Silence Enforcer"],
                                       deck=list(DECK6))])
    enforcer, over, hyper = card(s, "Silence Enforcer"), card(s, "Overcharge"), card(s, "Hypervator")
    played = act(s, PlayCard(seat=1, card=enforcer, end=End.LEFT), EndStep(seat=1))
    # Bo's Rotate Cards step made it Active at the end of Bo's turn
    assert played.active == 0 and played.card_state[enforcer] is CardState.ACTIVE
    refused(played, PlayCard(seat=0, card=over), "AR-card-silence-enforcer")
    refused(played, PlayCard(seat=0, card=hyper), "AR-card-silence-enforcer")
    assert not [o for o in options(played) if isinstance(o, PlayCard)]  # Vix is in play, not in hand
    assert set(played.revealed) == {over, hyper}  # nothing playable: the hand is revealed (AR-play-3)
    # a Dormant or a Mature Silence Enforcer does not stop them
    for state_name in ("Dormant", "Mature"):
        t = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Overcharge", "Hypervator"],
                                 deck=list(DECK6)),
                            dict(battle_line=[("Silence Enforcer", state_name)])])
        after = act(t, PlayCard(seat=0, card=card(t, "Overcharge")), PlayCard(seat=0, card=card(t, "Hypervator")))
        assert names(after, 0, RELICS) == ["Hypervator"] and "Overcharge" in names(after, 0, SCORE)


# -- Errata: the harvest-only Bonus: abilities ----------------------------------------------
HARVEST_ONLY = [  # (card, its erratum, the rule of the choice or chance its Bonus: makes)
    ("Budge", "AR-errata-budge", "AR-card-budge"),
    ("Taco", "AR-errata-taco", "AR-card-taco"),
    ("Saboteur", "AR-errata-saboteur", "AR-card-saboteur"),
    ("Jer the Spike", "AR-errata-jer-the-spike", "random-card"),  # a chance: the blind pick
    ("Bamphf", "AR-errata-bamphf", "AR-card-play-from-deck"),
]


def _harvest_only_board(name: str, state_name: str):
    return position(seats=[dict(battle_line=[(name, state_name)], hand=["Vix", "Tessa"],
                                deck=["Anox", "Jater"], score_pile=["Yearn"]),
                           dict(battle_line=[("Roxxy", "Active"), ("Greaser", "Active")],
                                hand=["Pokets", "Millipede"], score_pile=["Renegade"])])


@pytest.mark.parametrize("name,erratum,rule", HARVEST_ONLY)
def test_ar_harvest_only_errata_the_bonus_exists_when_harvested_and_not_when_fighting(name, erratum, rule):
    """AR-harvest-only with AR-errata-budge, AR-errata-taco, AR-errata-saboteur,
    AR-errata-jer-the-spike and AR-errata-bamphf: "If this card is used to Harvest, it gains"."""
    s = _harvest_only_board(name, "Mature")
    me = card(s, name)
    harvested = act(s, Harvest(seat=0, card=me))
    p = GAME.pending(harvested)
    assert (p.kind if isinstance(p, Chance) else p.rule) == rule, f"{name} harvested: {p}"
    assert me not in harvested.seats[0].score_pile  # its Bonus: resolves first (AR-harvest-2)
    # fighting, won (vs Roxxy, 3) or lost (vs Greaser, 9): no Bonus:, nothing else moves
    for target in ("Roxxy", "Greaser"):
        fought = act(s, Fight(seat=0, attackers=[me], targets=[card(s, target)]))
        assert waits_main(fought), f"{name} fighting {target}: {GAME.pending(fought)}"
        assert names(fought, 0, HAND) == ["Vix", "Tessa"] and names(fought, 1, HAND) == ["Pokets", "Millipede"]
        assert names(fought, 0, DECK) == ["Anox", "Jater"]
        assert "Yearn" in names(fought, 0, SCORE) and "Renegade" in names(fought, 1, SCORE)
    assert erratum in GAME.rules


def test_ar_errata_bamphf_harvested_plays_the_top_card_which_a_fight_never_does():
    """AR-errata-bamphf, AR-card-bamphf: harvested, Bamphf plays the top card of the deck."""
    s = position(seats=[dict(battle_line=[("Bamphf", "Mature")], deck=["Anox", "Jater"], hand=["Vix"]),
                        dict(battle_line=[("Roxxy", "Active")], hand=["Pokets"])])
    anox = card(s, "Anox")
    mid = act(s, Harvest(seat=0, card=card(s, "Bamphf")))
    refused(mid, PlayCard(seat=0, card=card(s, "Jater"), end=End.LEFT), "AR-card-play-from-deck")
    after = act(mid, PlayCard(seat=0, card=anox, end=End.RIGHT))
    assert names(after, 0, BL) == ["Anox"] and after.card_state[anox] is CardState.DORMANT
    assert names(after, 0, SCORE) == ["Bamphf"] and after.played == 1


def test_ar_errata_jer_the_spike_the_opponent_discards_two_and_only_when_harvested():
    """AR-errata-jer-the-spike, AR-card-jer-the-spike: harvested, the opponent discards two (a
    blind pick by default)."""
    s = position(seats=[dict(battle_line=[("Jer the Spike", "Mature")], hand=["Vix"]),
                        dict(battle_line=[("Roxxy", "Active")], hand=["Anox", "Yearn", "Tessa"])])
    mid = act(s, Harvest(seat=0, card=card(s, "Jer the Spike")))
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.kind == "random-card" and p.size == 3 and p.seat == 1
    after = act(mid, Dealt(kind="random-card", outcome=0), Dealt(kind="random-card", outcome=0))
    assert names(after, 1, DISCARD) == ["Anox", "Yearn"] and names(after, 1, HAND) == ["Tessa"]
    assert names(after, 0, SCORE) == ["Jer the Spike"] and zones.score(after, 0) == -1


# -- Errata and FAQ: Gynormica -----------------------------------------------------------------
def test_ar_errata_gynormica_and_faq_draw_three_through_a_reshuffle_then_the_turn_just_ends():
    """AR-errata-gynormica, AR-faq-gynormica, AR-card-gynormica: it wins, draws 3 (the deck
    runs out after one: the discard pile is shuffled in), and the turn ends with no Rotate Cards
    and no Draw Cards step."""
    s = position(seats=[dict(battle_line=[("Gynormica", "Active"), ("Vix", "Dormant")],
                             relics=[("Cargo Pants", "Active")], hand=["Moth"], deck=["Jater"],
                             discard=["Roxxy", "Anox"]),
                        dict(battle_line=[("Renegade", "Active")], hand=["Pokets"], deck=["Millipede"])])
    gyn, vix = card(s, "Gynormica"), card(s, "Vix")
    mid = act(s, Fight(seat=0, attackers=[gyn], targets=[card(s, "Renegade")]))
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.kind == "shuffle" and p.size == 2  # Gynormica is still in play
    after = act(mid, Dealt(kind="shuffle", outcome=[1, 0]))
    assert names(after, 0, HAND) == ["Moth", "Jater", "Anox", "Roxxy"]  # 3 drawn, no refill to 4
    assert names(after, 0, DISCARD) == ["Gynormica"] and names(after, 0, SCORE) == ["Renegade"]
    assert after.card_state[vix] is CardState.DORMANT and after.card_state[card(s, "Cargo Pants")] \
        is CardState.ACTIVE  # no rotation
    assert after.active == 1 and waits_main(after)
    refused(after, PlayCard(seat=0, card=card(s, "Moth"), end=End.LEFT), "AR-turn-1")
    # losing, it has no Bonus: and the turn goes on
    t = position(seats=[dict(battle_line=[("Gynormica", "Active")], hand=["Moth"], deck=["Jater"]),
                        dict(battle_line=[("Renegade", "Active")], relics=[("Sigil of Power", "Active")] * 3,
                             hand=["Pokets"])])
    lost = act(t, Fight(seat=0, attackers=[card(t, "Gynormica")], targets=[card(t, "Renegade")]))
    assert lost.active == 0 and names(lost, 0, HAND) == ["Moth"] and names(lost, 1, SCORE) == ["Gynormica"]


# -- Errata: Lullaby ---------------------------------------------------------------------------
def test_ar_errata_lullaby_no_fight_of_any_kind_during_the_opponents_next_turn_only():
    """AR-errata-lullaby, AR-card-lullaby: no fight of any kind during the opponent's next turn
    only."""
    s = position(seats=[dict(battle_line=[("Vix", "Active"), ("Yewcha", "Active")], hand=["Lullaby"],
                             deck=list(DECK6)),
                        dict(battle_line=[("Renegade", "Mature"), ("Yearn", "Active"), ("Roxxy", "Active")],
                             hand=["Pokets"], deck=list(DECK6))])
    ren, yearn, roxxy = card(s, "Renegade"), card(s, "Yearn", seat=1, zone=BL), card(s, "Roxxy", seat=1, zone=BL)
    vix, yewcha = card(s, "Vix", seat=0, zone=BL), card(s, "Yewcha")
    theirs = act(s, PlayCard(seat=0, card=card(s, "Lullaby")), EndStep(seat=0))
    assert theirs.active == 1
    refused(theirs, Fight(seat=1, attackers=[ren], targets=[vix]), "AR-card-lullaby")
    refused(theirs, Fight(seat=1, attackers=[yearn, roxxy], targets=[yewcha], skill=Skill.TEAM_UP),
            "AR-card-lullaby")  # 4 + 3 = 7
    refused(theirs, Fight(seat=1, attackers=[ren], targets=[vix, yewcha], skill=Skill.BEAR_HUG),
            "AR-card-lullaby")  # 1 + 7 = 8
    assert not [o for o in options(theirs) if isinstance(o, Fight)]
    assert Harvest(seat=1, card=ren) in options(theirs)  # other uses are not stopped
    back = act(theirs, PlayCard(seat=1, card=card(s, "Pokets", seat=1, zone=HAND), end=End.LEFT),
               EndStep(seat=1))
    assert [o for o in options(back) if isinstance(o, Fight)]  # Ada's creatures fight on her turn


# -- Errata: Rolando -----------------------------------------------------------------------------
def test_ar_errata_rolando_zero_vp_discards_none_and_an_empty_deck_discards_nothing():
    """AR-errata-rolando, AR-card-rolando, AR-rd-set: a 0 VP card discards none; an empty deck
    discards nothing."""
    s = position(seats=[dict(battle_line=[("Rolando", "Mature")], deck=["Jump Start", "Vix"]),
                        dict(battle_line=[("Roxxy", "Active")], hand=["Anox", "Yearn"])])
    after = act(s, Harvest(seat=0, card=card(s, "Rolando")))
    assert cards.facts(s.cards[card(s, "Jump Start")]).vp == 0
    assert names(after, 0, DISCARD) == ["Jump Start"] and names(after, 1, HAND) == ["Anox", "Yearn"]
    assert waits_main(after)
    # no deck: nothing is discarded and the discard pile is not shuffled (moving is not drawing)
    e = position(seats=[dict(battle_line=[("Rolando", "Mature")], discard=["Gynormica", "Vix"]),
                        dict(battle_line=[("Roxxy", "Active")], hand=["Anox", "Yearn"])])
    after = act(e, Harvest(seat=0, card=card(e, "Rolando")))
    assert names(after, 0, DISCARD) == ["Gynormica", "Vix"] and names(after, 1, HAND) == ["Anox", "Yearn"]
    assert waits_main(after)
    # a 1-VP card: exactly one random discard
    one = position(seats=[dict(battle_line=[("Rolando", "Mature")], deck=["Vix"]),
                          dict(battle_line=[("Roxxy", "Active")], hand=["Anox", "Yearn"])])
    mid = act(one, Harvest(seat=0, card=card(one, "Rolando")))
    assert isinstance(GAME.pending(mid), Chance) and GAME.pending(mid).size == 2
    done = act(mid, Dealt(kind="random-card", outcome=1))
    assert names(done, 1, HAND) == ["Anox"] and names(done, 1, DISCARD) == ["Yearn"] and waits_main(done)


# -- FAQ: Choose one ------------------------------------------------------------------------------
def test_ar_faq_choose_one_an_option_that_can_do_nothing_may_be_chosen():
    """AR-faq-choose-one, AR-choose-one, AR-card-wise-or-naive: an option that does nothing may be
    chosen."""
    # Wise or Naive with no friendly creature: "rotate a friendly creature to Mature" is still
    # a choice; it resolves as much as it can (nothing). The other option works.
    s = position(seats=[dict(hand=["Wise or Naive", "Vix"], deck=list(DECK6)),
                        dict(battle_line=[("Renegade", "Active")], hand=["Pokets"])])
    mid = act(s, PlayCard(seat=0, card=card(s, "Wise or Naive")))
    assert options(mid) == [Choose(seat=0, mode=0), Choose(seat=0, mode=1)]
    refused(mid, Choose(seat=0, mode=2), "AR-card-wise-or-naive")
    refused(mid, Choose(seat=1, mode=0), "AR-ability-1")
    nothing = act(mid, Choose(seat=0, mode=0))
    assert waits_main(nothing) and nothing.card_state[card(s, "Renegade")] is CardState.ACTIVE
    assert names(nothing, 0, SCORE) == ["Wise or Naive"]
    enemy = act(mid, Choose(seat=0, mode=1))
    after = act(enemy, Choose(seat=0, card=card(s, "Renegade")))
    assert after.card_state[card(s, "Renegade")] is CardState.DORMANT


# -- FAQ: Team-Up and Sneak --------------------------------------------------------------------------
def test_ar_faq_teamup_sneak_fog_machine_team_up_adds_powers_never_sneak_values():
    """AR-faq-teamup-sneak, AR-card-fog-machine: Team-Up adds powers, never Sneak values."""
    # Fog Machine: Tessa (2) and Roxxy (3) have Team-Up and Sneak 5.
    s = position(seats=[dict(battle_line=[("Tessa", "Active"), ("Roxxy", "Active")],
                             relics=[("Fog Machine", "Active")], hand=["Vix"]),
                        dict(battle_line=[("Anox", "Active"), ("Gynormica", "Active")], hand=["Yearn"])])
    tessa, roxxy, anox, gyn = (card(s, n) for n in ("Tessa", "Roxxy", "Anox", "Gynormica"))
    team = Fight(seat=0, attackers=[tessa, roxxy], targets=[anox], skill=Skill.TEAM_UP)  # 2 + 3 = 5
    assert team in options(s)
    refused(s, Fight(seat=0, attackers=[tessa, roxxy], targets=[gyn], skill=Skill.TEAM_UP),
            "AR-teamup-2")  # Sneak 5 + Sneak 5 = 10 is not how Team-Up counts
    refused(s, Fight(seat=0, attackers=[tessa, roxxy], targets=[anox], skill=Skill.TEAM_UP, sneak=5),
            "AR-skills-combine")
    after = act(s, team)
    assert names(after, 0, SCORE) == ["Anox"] and names(after, 0, DISCARD) == ["Tessa", "Roxxy"]
    alone = act(s, Fight(seat=0, attackers=[tessa], targets=[anox], skill=Skill.SNEAK, sneak=5))
    assert names(alone, 0, SCORE) == ["Anox"] and names(alone, 0, BL) == ["Roxxy"]


# -- FAQ: Bear Hug and Team-Up -------------------------------------------------------------------------
def test_ar_faq_bearhug_teamup_brother_bear_uses_one_skill_or_the_other():
    """AR-faq-bearhug-teamup, AR-skills-combine: Bear Hug or Team-Up, never both in one fight."""
    s = position(seats=[dict(battle_line=[("Brother Bear", "Active"), ("Vix", "Active")],
                             relics=[("The Buddy System", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Vile Bear", "Active"), ("Tessa", "Active"), ("Roxxy", "Active"),
                                          ("Vix", "Active")], hand=["Yearn"])])
    bear, vix = card(s, "Brother Bear"), card(s, "Vix", seat=0)
    vile, tessa, roxxy, their_vix = card(s, "Vile Bear"), card(s, "Tessa"), card(s, "Roxxy"), card(s, "Vix", seat=1)
    # Bear Hug and Team-Up combined (5 + 1 = 6 against 2 + 3 + 1): refused either way it is named
    refused(s, Fight(seat=0, attackers=[bear, vix], targets=[tessa, roxxy, their_vix],
                     skill=Skill.TEAM_UP), "AR-skills-combine")
    refused(s, Fight(seat=0, attackers=[bear, vix], targets=[tessa, roxxy, their_vix],
                     skill=Skill.BEAR_HUG), "AR-skills-combine")
    hugged = act(s, Fight(seat=0, attackers=[bear], targets=[tessa, roxxy], skill=Skill.BEAR_HUG))
    assert names(hugged, 0, SCORE) == ["Tessa", "Roxxy"] and names(hugged, 0, BL) == ["Vix"]
    teamed = act(s, Fight(seat=0, attackers=[bear, vix], targets=[vile], skill=Skill.TEAM_UP))
    assert names(teamed, 0, SCORE) == ["Vile Bear"] and names(teamed, 0, DISCARD) == ["Brother Bear", "Vix"]


# -- FAQ: Eager Martyr -----------------------------------------------------------------------------------
def test_ar_faq_eager_martyr_harvested_reaches_the_score_pile_before_the_draw_reshuffles():
    """AR-faq-eager-martyr, AR-card-eager-martyr: harvested, it is in the score pile when its
    ability resolves, so the reshuffled discard pile holds only what was there."""
    s = position(seats=[dict(battle_line=[("Eager Martyr", "Mature")], discard=["Jater"], hand=["Vix"]),
                        dict(battle_line=[("Roxxy", "Active")], hand=["Yearn"])])
    after = act(s, Harvest(seat=0, card=card(s, "Eager Martyr")))
    assert names(after, 0, HAND) == ["Vix", "Jater"] and names(after, 0, SCORE) == ["Eager Martyr"]
    assert names(after, 0, DECK) == [] and names(after, 0, DISCARD) == []
    # won a fight: it reaches the discard pile first, and is the card drawn
    t = position(seats=[dict(battle_line=[("Eager Martyr", "Active")], hand=["Vix"]),
                        dict(battle_line=[("Roxxy", "Active")], hand=["Yearn"])])
    won = act(t, Fight(seat=0, attackers=[card(t, "Eager Martyr")], targets=[card(t, "Roxxy")]))
    assert names(won, 0, HAND) == ["Vix", "Eager Martyr"] and names(won, 0, SCORE) == ["Roxxy"]


# -- FAQ: Breach ------------------------------------------------------------------------------------------
def test_ar_faq_breach_one_card_moves_even_when_all_three_qualify():
    """AR-faq-breach, AR-card-breach: a single card moves even when several qualify; the active
    player picks."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Breach"],
                             deck=["Gynormica", "Tujok", "Renegade", "Jater"]),
                        dict(battle_line=[("Roxxy", "Active")])])
    gyn, tujok, ren = card(s, "Gynormica"), card(s, "Tujok"), card(s, "Renegade")
    mid = act(s, PlayCard(seat=0, card=card(s, "Breach")))
    assert options(mid) == [Choose(seat=0, card=gyn), Choose(seat=0, card=tujok), Choose(seat=0, card=ren)]
    refused(mid, Choose(seat=0, card=card(s, "Jater")), "AR-card-breach")  # not discarded by it
    refused(mid, Choose(seat=1, card=gyn), "AR-ability-1")
    after = act(mid, Choose(seat=0, card=ren))
    assert names(after, 0, SCORE) == ["Renegade", "Breach"]
    assert names(after, 0, DISCARD) == ["Gynormica", "Tujok"] and waits_main(after)

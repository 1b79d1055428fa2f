"""Rules audit, cards: each card's text against the rules it leans on (moving out of play
together, owners and controllers, the timing chart, constant abilities while in play)."""

import pytest

from ar_helpers import (A, BL, D, DECK, DECK6, DISCARD, GAME, HAND, M, RELICS, SCORE, act, card,
                        names, options, position, refused, waits_main)

from engine.events import Dealt
from engine.games.ardent_reapers import keywords, turn, zones
from engine.games.ardent_reapers.events import Choose, EndStep, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.state import End, Skill
from engine.protocol import Chance, Decision, InvalidSetup

def play(state, name, end=None):
    return act(state, PlayCard(seat=state.active, card=card(state, name, seat=state.active, zone=HAND),
                               end=end))


# -- moving many cards out of play at once ------------------------------------------------------
def test_ar_card_vile_chap_relics_leave_after_the_fight_was_decided_with_their_stashes():
    """AR-card-vile-chap, AR-out-of-play-together, AR-stash-other: every relic leaves at once; the
    fight's outcome was fixed before the Bonus:."""
    # Bo's Sigil of Power makes Roxxy 4: Vile Chap (4) ties and wins. Its Bonus: then moves every
    # relic, both sides, to its owner's discard pile; the outcome fixed before stays.
    s = position(seats=[dict(battle_line=[("Vile Chap", "Active")], relics=[("Fog Machine", "Dormant")],
                             hand=["Vix"]),
                        dict(battle_line=[("Roxxy", "Active")],
                             relics=[("Sigil of Power", "Active"),
                                     dict(card="Cargo Pants", state="Mature", owner=0, stash=["Jater"])],
                             hand=["Yearn"])])
    chap, roxxy = card(s, "Vile Chap"), card(s, "Roxxy")
    after = act(s, Fight(seat=0, attackers=[chap], targets=[roxxy]))
    assert names(after, 0, RELICS) == [] and names(after, 1, RELICS) == []
    assert names(after, 0, DISCARD) == ["Fog Machine", "Cargo Pants", "Vile Chap"]
    assert names(after, 1, DISCARD) == ["Sigil of Power", "Jater"]  # a stash: to its owner's pile
    assert names(after, 0, SCORE) == ["Roxxy"]  # Roxxy lost although it is 3 against 4 by now
    assert waits_main(after)
    refused(after, Choose(seat=0, card=card(s, "Sigil of Power")), "AR-timing-1")  # no choice


def test_ar_card_bigfoot_carl_current_power_3_or_less_both_sides_to_their_owners_piles():
    """AR-card-bigfoot-carl: current power 3 or less, both sides, to owners' discard piles, at
    once."""
    # Ada's Sigil of Power: her Roxxy is 4 and stays; Tessa (Bo's, controlled by Ada) is 3 and goes
    # to Bo's pile; Bo's Vix (1) and Jater (1) go. Carl loses to Greaser (9): its Bonus: resolves.
    s = position(seats=[dict(battle_line=[("Bigfoot Carl", "Active"), ("Roxxy", "Active"),
                                          dict(card="Tessa", state="Active", owner=1)],
                             relics=[("Sigil of Power", "Active")], hand=["Anox"]),
                        dict(battle_line=[("Vix", "Active"), ("Greaser", "Active"), ("Jater", "Dormant")],
                             hand=["Yearn"])])
    carl = card(s, "Bigfoot Carl")
    assert keywords.power(s, card(s, "Roxxy")) == 4 and keywords.power(s, carl) == 7
    after = act(s, Fight(seat=0, attackers=[carl], targets=[card(s, "Greaser")]))
    assert names(after, 0, BL) == ["Roxxy"] and names(after, 1, BL) == []
    assert names(after, 1, DISCARD) == ["Tessa", "Vix", "Jater", "Greaser"]
    assert names(after, 1, SCORE) == ["Bigfoot Carl"] and names(after, 0, DISCARD) == []


def test_ar_card_armageddon_every_creature_at_once_relics_stay_leaving_abilities_ordered():
    """AR-card-armageddon, AR-leave-order: every creature out at once, then the leaving abilities
    in the active player's order."""
    s = position(seats=[dict(battle_line=[("Eager Martyr", "Active"), ("Vix", "Dormant")],
                             relics=[("Sigil of Power", "Active")], hand=["Armageddon"], deck=["Jater"]),
                        dict(battle_line=[("Eager Martyr", "Mature"),
                                          dict(card="Roxxy", state="Active", stash=["Anox"])],
                             deck=["Yearn"])])
    mine, theirs = card(s, "Eager Martyr", seat=0), card(s, "Eager Martyr", seat=1)
    mid = play(s, "Armageddon")
    assert names(mid, 0, BL) == [] and names(mid, 1, BL) == []  # all gone before any draw
    assert names(mid, 0, RELICS) == ["Sigil of Power"]
    assert sorted(names(mid, 1, DISCARD)) == ["Anox", "Eager Martyr", "Roxxy"]  # stash: owner's pile
    p = GAME.pending(mid)
    assert isinstance(p, Decision) and p.rule == "AR-leave-order" and p.seat == 0
    assert p.options == [Choose(seat=0, card=mine), Choose(seat=0, card=theirs)]
    after = act(mid, Choose(seat=0, card=theirs))
    assert names(after, 1, HAND) == ["Yearn"] and names(after, 0, HAND) == ["Jater"]
    assert names(after, 0, SCORE) == ["Armageddon"] and waits_main(after)


def test_ar_card_rat_smasher_cheap_creatures_to_their_controllers_score_pile_negative_vp_too():
    """AR-card-rat-smasher, AR-play-ability: every creature worth 1 VP or less to its controller's
    score pile."""
    # Moth (-1) and Vile Bear (-2) of Bo go to Bo's score pile; Ada's Eager Martyr (1 VP) to hers,
    # and she draws; Rat Smasher (2 VP), just played, stays
    s = position(seats=[dict(battle_line=[("Eager Martyr", "Active"), ("Renegade", "Active")],
                             hand=["Rat Smasher"], deck=["Jater"]),
                        dict(battle_line=[("Moth", "Active"), ("Vile Bear", "Active"), ("Greaser", "Active")],
                             score_pile=["Tujok"])])
    after = play(s, "Rat Smasher", End.LEFT)
    assert names(after, 0, BL) == ["Rat Smasher", "Renegade"] and names(after, 1, BL) == ["Greaser"]
    assert names(after, 1, SCORE) == ["Tujok", "Moth", "Vile Bear"] and zones.score(after, 1) == 0
    assert names(after, 0, SCORE) == ["Eager Martyr"] and names(after, 0, HAND) == ["Jater"]
    assert after.card_state[card(s, "Rat Smasher")] is D and waits_main(after)


def test_ar_card_roll_the_dice_the_action_itself_is_scored_after_the_creatures():
    """AR-card-roll-the-dice, AR-play-action: the creatures move, then the action is scored."""
    s = position(seats=[dict(battle_line=[dict(card="Vix", state="Active", owner=1), ("Greaser", "Active")],
                             hand=["Roll the Dice"]),
                        dict(battle_line=[("Jater", "Dormant"), ("Renegade", "Active")])])
    after = play(s, "Roll the Dice")
    assert names(after, 0, SCORE) == ["Vix", "Roll the Dice"]  # Ada controls Vix: her score pile
    assert names(after, 1, SCORE) == ["Jater"] and names(after, 1, BL) == ["Renegade"]
    assert names(after, 0, BL) == ["Greaser"] and zones.score(after, 0) == 2


# -- rotating every card ---------------------------------------------------------------------------
def test_ar_card_fast_forward_everything_mature_so_a_card_played_this_turn_can_be_harvested():
    """AR-card-fast-forward: every card in play, both sides, becomes Mature."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Fast Forward", "Anox"], deck=list(DECK6)),
                        dict(battle_line=[("Roxxy", "Dormant")], relics=[("Sigil of Power", "Dormant")])])
    anox = card(s, "Anox", zone=HAND)
    one = play(s, "Anox", End.LEFT)
    refused(one, Harvest(seat=0, card=anox), "AR-harvest-1")
    ff = play(one, "Fast Forward")
    assert all(ff.card_state[c] is M for ss in ff.seats for c in ss.battle_line + ss.relics)
    assert names(ff, 0, SCORE) == ["Fast Forward"] and zones.score(ff, 0) == -2
    after = act(ff, Harvest(seat=0, card=anox))
    assert names(after, 0, SCORE) == ["Fast Forward", "Anox"]


def test_ar_card_rewind_everything_dormant_so_nothing_can_be_used_until_rotated():
    """AR-card-rewind, AR-rotate-1: every card in play becomes Dormant; only the active player's
    rotate."""
    s = position(seats=[dict(battle_line=[("Renegade", "Mature")], relics=[("Hypervator", "Mature")],
                             hand=["Rewind"], deck=list(DECK6)),
                        dict(battle_line=[("Roxxy", "Active")], relics=[("Sigil of Power", "Mature")])])
    ren, roxxy = card(s, "Renegade"), card(s, "Roxxy", zone=BL)
    rw = play(s, "Rewind")
    assert all(rw.card_state[c] is D for ss in rw.seats for c in ss.battle_line + ss.relics)
    refused(rw, Fight(seat=0, attackers=[ren], targets=[roxxy]), "AR-fight-dormant")
    refused(rw, Harvest(seat=0, card=ren), "AR-harvest-1")
    refused(rw, Harvest(seat=0, card=card(s, "Hypervator")), "AR-harvest-1")
    later = act(rw, EndStep(seat=0))  # Ada's Rotate Cards step: Dormant to Active, only hers
    assert later.card_state[ren] is A and later.card_state[roxxy] is D


def test_ar_card_start_over_only_friendly_cards_go_dormant():
    """AR-card-start-over: only friendly cards become Dormant."""
    s = position(seats=[dict(battle_line=[("Renegade", "Mature"), ("Vix", "Active")],
                             relics=[("Fog Machine", "Active")], hand=["Start Over"]),
                        dict(battle_line=[("Roxxy", "Active"), ("Pokets", "Mature")],
                             relics=[("Sigil of Power", "Mature")])])
    so = play(s, "Start Over")
    assert all(so.card_state[c] is D for c in so.seats[0].battle_line + so.seats[0].relics)
    assert [so.card_state[c] for c in so.seats[1].battle_line + so.seats[1].relics] == [A, M, M]
    assert not [o for o in options(so) if isinstance(o, (Fight, Harvest))]
    assert names(so, 0, SCORE) == ["Start Over"] and zones.score(so, 0) == 2


# -- the top card of a deck ----------------------------------------------------------------------------
def test_ar_card_crazy_larry_enters_play_then_gives_the_top_card_even_a_negative_one():
    """AR-card-crazy-larry, AR-play-ability: it is in play, Dormant, when its Play: gives the top
    card away."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Crazy Larry"], deck=["Moth", "Jater"]),
                        dict(battle_line=[("Roxxy", "Active")], score_pile=["Tujok"])])
    after = play(s, "Crazy Larry", End.RIGHT)
    assert names(after, 0, BL) == ["Vix", "Crazy Larry"] and after.card_state[card(s, "Crazy Larry")] is D
    assert names(after, 1, SCORE) == ["Tujok", "Moth"] and zones.score(after, 1) == 2
    assert names(after, 0, DECK) == ["Jater"] and names(after, 0, HAND) == []


def test_ar_card_whats_this_a_0_vp_card_stays_discarded_and_an_empty_deck_is_not_reshuffled():
    """AR-card-whats-this, AR-ability-2: less than 0 VP goes on to the score pile; an empty deck
    does nothing."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["What's This?", "What's This?"]),
                        dict(battle_line=[("Roxxy", "Active")], deck=["Jump Start", "Vile Bear"],
                             discard=["Anox"])])
    once = play(s, "What's This?")
    assert names(once, 1, DISCARD) == ["Anox", "Jump Start"] and names(once, 1, SCORE) == []
    twice = play(once, "What's This?")
    assert names(twice, 1, SCORE) == ["Vile Bear"] and zones.score(twice, 1) == -2
    empty = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["What's This?"]),
                            dict(battle_line=[("Roxxy", "Active")], discard=["Moth", "Anox"])])
    after = play(empty, "What's This?")
    assert names(after, 1, DISCARD) == ["Moth", "Anox"] and names(after, 1, DECK) == []
    assert waits_main(after)


def test_ar_card_cheap_shot_the_pick_is_the_dealers_not_a_players_and_one_card_only():
    """AR-card-cheap-shot: the opponent discards one card picked at random (a chance, no player's
    choice)."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Cheap Shot", "Tessa"]),
                        dict(battle_line=[("Roxxy", "Active")], hand=["Anox", "Yearn"])])
    mid = play(s, "Cheap Shot")
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.kind == "random-card" and p.size == 2 and p.seat == 1
    refused(mid, Choose(seat=0, card=card(s, "Anox")), "AR-timing-1")
    refused(mid, Choose(seat=1, card=card(s, "Anox")), "AR-timing-1")
    after = act(mid, Dealt(kind="random-card", outcome=1))
    assert names(after, 1, HAND) == ["Anox"] and names(after, 1, DISCARD) == ["Yearn"]
    assert names(after, 0, SCORE) == ["Cheap Shot"] and waits_main(after)


# -- hand size -------------------------------------------------------------------------------------------
def test_ar_card_parasite_and_bejewel_add_up_and_parasite_spares_its_controller():
    """AR-card-parasite, AR-card-bejewel: hand-size modifiers add up; Parasite affects only its
    controller's opponent."""
    # Bo's Parasite: Ada refills to 2; with her own Bejewel too, to 3
    def refilled(ada_line):
        s = position(seats=[dict(battle_line=ada_line, deck=list(DECK6)),
                            dict(battle_line=[("Parasite", "Dormant")], deck=list(DECK6))])
        return names(act(s, EndStep(seat=0)), 0, HAND)
    assert refilled([("Vix", "Active")]) == DECK6[:2]
    assert refilled([("Bejewel", "Active")]) == DECK6[:3]
    mine = position(active=1, seats=[dict(battle_line=[("Vix", "Active")]),
                                     dict(battle_line=[("Parasite", "Active")], deck=list(DECK6))])
    assert names(act(mine, EndStep(seat=1)), 1, HAND) == DECK6[:3]
    assert turn.hand_size(mine, 0) == 2 and turn.hand_size(mine, 1) == 3


def test_ar_card_bejewel_counts_only_while_in_play():
    """AR-card-bejewel, AR-constant-1: the extra card counts only while Bejewel is in play."""
    # Bejewel (Mature) is harvested this turn: at the Draw Cards step Ada refills to 3, not 4
    s = position(seats=[dict(battle_line=[("Bejewel", "Mature"), ("Vix", "Active")], deck=list(DECK6)),
                        dict(battle_line=[("Roxxy", "Active")])])
    assert turn.hand_size(s, 0) == 4
    after = act(s, Harvest(seat=0, card=card(s, "Bejewel")), EndStep(seat=0))
    assert names(after, 0, HAND) == DECK6[:3] and zones.score(after, 0) == -1


def test_ar_card_cargo_pants_a_dormant_relic_counts_and_two_add_two():
    """AR-card-cargo-pants, AR-constant-1: in play counts, Dormant included; each copy adds one."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")],
                             relics=[("Cargo Pants", "Dormant"), ("Cargo Pants", "Mature")],
                             hand=["Tessa"], deck=list(DECK6)),
                        dict(battle_line=[("Roxxy", "Active")], relics=[("Cargo Pants", "Active")])])
    after = act(s, PlayCard(seat=0, card=card(s, "Tessa", zone=HAND), end=End.LEFT), EndStep(seat=0))
    assert names(after, 0, HAND) == DECK6[:5]  # 3 + 2 of her own; Bo's pair of pants is his


# -- power and skills given by relics ------------------------------------------------------------------
def test_ar_card_sigil_of_power_friendly_only_stacks_and_counts_for_bear_hug_sums():
    """AR-card-sigil-of-power: friendly creatures only, copies stack, Bear Hug sums read current
    power."""
    s = position(seats=[dict(battle_line=[("Renegade", "Active")],
                             relics=[("Sigil of Power", "Dormant")], hand=["Sigil of Power"]),
                        dict(battle_line=[("Pokets", "Active"), ("Anox", "Active"), ("Roxxy", "Active")],
                             relics=[("Sigil of Power", "Active")])])
    ren, pokets, anox, roxxy = (card(s, n) for n in ("Renegade", "Pokets", "Anox", "Roxxy"))
    assert keywords.power(s, ren) == 9 and keywords.power(s, pokets) == 5  # each side its own
    # 9 = Pokets 5 + Roxxy 4 (current powers); the printed 4 + 5 = 9 Pokets + Anox is now 11
    hug = Fight(seat=0, attackers=[ren], targets=[pokets, roxxy], skill=Skill.BEAR_HUG)
    assert hug in options(s)
    refused(s, Fight(seat=0, attackers=[ren], targets=[pokets, anox], skill=Skill.BEAR_HUG), "AR-bearhug-2")
    two = play(s, "Sigil of Power")
    assert keywords.power(two, ren) == 10
    after = act(s, hug)
    assert names(after, 0, SCORE) == ["Pokets", "Roxxy"]


def test_ar_card_buddy_system_team_up_only_while_it_is_in_play():
    """AR-card-buddy-system, AR-teamup-1: friendly creatures have Team-Up while the relic is in
    play."""
    s = position(seats=[dict(battle_line=[("Pokets", "Active"), ("Jater", "Active")],
                             relics=[("The Buddy System", "Mature")], hand=["Vix"]),
                        dict(battle_line=[("Millipede", "Active"), ("Anox", "Active")], hand=["Yearn"])])
    pok, jat, mil = card(s, "Pokets"), card(s, "Jater"), card(s, "Millipede")
    team = Fight(seat=0, attackers=[pok, jat], targets=[mil], skill=Skill.TEAM_UP)  # 4 + 1 = 5
    assert team in options(s)
    assert not keywords.team_up(s, mil)  # the enemy's creatures do not gain it
    gone = act(s, Harvest(seat=0, card=card(s, "The Buddy System")))
    assert team not in options(gone)
    refused(gone, team, "AR-teamup-1")


def test_ar_card_fog_machine_adds_an_instance_of_sneak_and_the_player_picks_which():
    """AR-card-fog-machine, AR-sneak-3: a second instance of Sneak; the active player picks the X."""
    # Jater has Sneak 4; Fog Machine gives a second instance, Sneak 5 (AR-sneak-3)
    s = position(seats=[dict(battle_line=[("Jater", "Active")], relics=[("Fog Machine", "Dormant")],
                             hand=["Vix"]),
                        dict(battle_line=[("Anox", "Active"), ("Dark Velum", "Active")], hand=["Yearn"])])
    jat, anox = card(s, "Jater"), card(s, "Anox")
    assert keywords.sneak(s, jat) == (4, 5) and keywords.sneak(s, anox) == ()
    sneaks = sorted(o.sneak for o in options(s) if isinstance(o, Fight) and o.targets == [anox]
                    and o.skill is Skill.SNEAK)
    assert sneaks == [4, 5]
    assert names(act(s, Fight(seat=0, attackers=[jat], targets=[anox], skill=Skill.SNEAK, sneak=5)),
                 0, SCORE) == ["Anox"]
    assert names(act(s, Fight(seat=0, attackers=[jat], targets=[anox], skill=Skill.SNEAK, sneak=4)),
                 1, SCORE) == ["Jater"]
    refused(s, Fight(seat=0, attackers=[jat], targets=[anox], skill=Skill.SNEAK, sneak=6), "AR-sneak-3")


# -- entering play Active -------------------------------------------------------------------------------
def test_ar_card_neds_ladder_a_relic_played_first_does_not_use_it_and_two_ladders_make_one_first():
    """AR-card-neds-ladder: the first creature (not relic) each player plays each turn enters
    Active, however many Ladders."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], relics=[("Ned's Ladder", "Dormant")],
                             hand=["Sigil of Power", "Anox", "Roxxy"]),
                        dict(battle_line=[("Tessa", "Active")], relics=[("Ned's Ladder", "Mature")])])
    sigil, anox, roxxy = card(s, "Sigil of Power", zone=HAND), card(s, "Anox"), card(s, "Roxxy")
    after = act(s, PlayCard(seat=0, card=sigil), PlayCard(seat=0, card=anox, end=End.LEFT),
                PlayCard(seat=0, card=roxxy, end=End.LEFT))
    assert after.card_state[sigil] is D  # a relic: not a creature
    assert after.card_state[anox] is A  # the first creature this turn
    assert after.card_state[roxxy] is D  # the second, even with two Ladders in play
    act(after, Fight(seat=0, attackers=[anox], targets=[card(s, "Tessa")]))
    refused(after, Fight(seat=0, attackers=[roxxy], targets=[card(s, "Tessa")]), "AR-fight-dormant")


def test_ar_card_jump_start_a_relic_next_enters_active_an_action_next_uses_it_up():
    """AR-card-jump-start (an assumption): the next card played, whatever its type, uses the
    effect."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")],
                             hand=["Jump Start", "Hypervator", "Overcharge", "Anox"], deck=list(DECK6)),
                        dict(battle_line=[("Roxxy", "Active")])])
    hyper, anox = card(s, "Hypervator"), card(s, "Anox", zone=HAND)
    js = play(s, "Jump Start")
    relic = act(js, PlayCard(seat=0, card=hyper))
    assert relic.card_state[hyper] is A  # Active: Mature after this turn's rotation
    used = act(js, PlayCard(seat=0, card=card(s, "Overcharge")), PlayCard(seat=0, card=anox, end=End.LEFT))
    assert used.card_state[anox] is D  # the action was the next card played (an assumption)
    refused(used, Fight(seat=0, attackers=[anox], targets=[card(s, "Roxxy", zone=BL)]), "AR-fight-dormant")


# -- option jump_start (AR-option-jump-start) ---------------------------------------------------------
def _with_options(pos: dict, **options):
    """A match started from `pos` with these rules options (as `matchlog new --option` does)."""
    return GAME.start(GAME.genesis(["Ada", "Bo"], [], "0" * 64, options or None, pos))


JUMP = {"seats": [{"battle_line": [["Vix", "Active"]], "hand": ["Jump Start", "Overcharge", "Anox"],
                   "deck": ["Jater", "Roxxy", "Yearn"]},
                  {"battle_line": [["Tessa", "Active"]]}]}


@pytest.mark.parametrize("setting,anox_enters", [(None, D), ("next-card", D), ("enters-play", A)])
def test_ar_option_jump_start_an_action_played_next_uses_it_up_or_leaves_it_waiting(setting, anox_enters):
    """AR-option-jump-start, AR-card-jump-start: Jump Start, then an action, then a creature."""
    s = _with_options(JUMP, **({"jump_start": setting} if setting else {}))
    anox, tessa = card(s, "Anox"), card(s, "Tessa")
    after = act(s, PlayCard(seat=0, card=card(s, "Jump Start")), PlayCard(seat=0, card=card(s, "Overcharge")),
                PlayCard(seat=0, card=anox, end=End.LEFT))
    scored = [n for n in names(after, 0, SCORE) if n != "Blank"]  # Blanks pad the seat (AR-position-pad)
    assert scored == ["Jump Start", "Overcharge"] and names(after, 0, HAND) == ["Jater", "Roxxy"]
    assert after.card_state[anox] is anox_enters
    if anox_enters is D:
        refused(after, Fight(seat=0, attackers=[anox], targets=[tessa]), "AR-fight-dormant")
    else:
        assert names(act(after, Fight(seat=0, attackers=[anox], targets=[tessa])), 0, SCORE)[-1] == "Tessa"
    # either way it is used once: the next creature enters Dormant
    last = act(after, PlayCard(seat=0, card=card(s, "Roxxy"), end=End.LEFT))
    assert last.card_state[card(s, "Roxxy")] is D


def test_ar_option_jump_start_enters_play_waits_across_turns_and_is_refused_other_values():
    s = _with_options(JUMP, jump_start="enters-play")
    later = act(s, PlayCard(seat=0, card=card(s, "Jump Start")), EndStep(seat=0), EndStep(seat=1),
                PlayCard(seat=0, card=card(s, "Overcharge")), PlayCard(seat=0, card=card(s, "Anox"), end=End.LEFT))
    assert later.turn == 3 and later.card_state[card(s, "Anox")] is A
    with pytest.raises(InvalidSetup, match="option jump_start must be one of next-card, enters-play"):
        GAME.genesis(["Ada", "Bo"], [], "0" * 64, {"jump_start": "sometimes"}, JUMP)
    assert GAME.rules["AR-option-jump-start"].assumption

"""Constant abilities (AR-constant-1): hand size, power and skills, entering Active, what may be
played, fought or harvested, Bash's lost fight and Eager Martyr's leaving play."""

from ar_helpers import GAME, act, card, names, options, position, refused

from engine.events import Dealt
from engine.games.ardent_reapers import keywords
from engine.games.ardent_reapers.events import (Choose, Discard, EndStep, Fight, Harvest,
                                                PlayCard)
from engine.games.ardent_reapers.state import CardState, End, Skill, Zone
from engine.protocol import Chance, Decision

BL, HAND, DECK, DISCARD, SCORE = (Zone.BATTLE_LINE, Zone.HAND, Zone.DECK, Zone.DISCARD,
                                  Zone.SCORE_PILE)
DECK5 = ["Jater", "Roxxy", "Anox", "Yearn", "Tessa"]


def end_turn_hand(seat0: dict, seat1: dict, active: int) -> list[str]:
    """The active player's hand after ending the step with an empty hand (Rotate, Draw)."""
    s = position(active=active, seats=[seat0, seat1])
    after = act(s, EndStep(seat=active))
    return names(after, active, HAND)


# -- hand size ---------------------------------------------------------------------------
def test_parasite_makes_the_opponent_refill_to_one_fewer_but_not_its_controller():
    para = dict(battle_line=[("Parasite", "Active")], deck=list(DECK5))
    other = dict(battle_line=[("Vix", "Active")], deck=list(DECK5))
    assert end_turn_hand(para, other, active=1) == ["Jater", "Roxxy"]
    assert end_turn_hand(para, other, active=0) == ["Jater", "Roxxy", "Anox"]


def test_bejewel_and_cargo_pants_each_refill_to_one_more():
    mine = dict(battle_line=[("Bejewel", "Active")], relics=[("Cargo Pants", "Dormant")], deck=list(DECK5))
    assert end_turn_hand(mine, dict(battle_line=[("Vix", "Active")]), active=0) == DECK5
    only = dict(battle_line=[("Vix", "Active")], relics=[("Cargo Pants", "Active")], deck=list(DECK5))
    assert end_turn_hand(only, dict(battle_line=[("Tessa", "Active")]), active=0) == DECK5[:4]
    # the opponent's Bejewel does nothing for me
    assert end_turn_hand(dict(battle_line=[("Vix", "Active")], deck=list(DECK5)),
                         dict(battle_line=[("Bejewel", "Active")]), active=0) == DECK5[:3]


def test_a_card_a_hand_size_ability_left_in_the_deck_cannot_be_played():
    # Parasite: Bo refills to 2, so the third card stays in the deck and cannot be played
    s = position(active=1, seats=[dict(battle_line=[("Parasite", "Active")]),
                                  dict(battle_line=[("Vix", "Active")], deck=list(DECK5))])
    bo_turn = act(s, EndStep(seat=1), EndStep(seat=0))
    assert names(bo_turn, 1, HAND) == ["Jater", "Roxxy"]
    refused(bo_turn, PlayCard(seat=1, card=card(s, "Anox"), end=End.LEFT), "AR-play-4")
    act(bo_turn, PlayCard(seat=1, card=card(s, "Roxxy"), end=End.LEFT))  # the drawn ones can
    # Bejewel and Cargo Pants: one more each; the card after those stays in the deck
    for extra, seat0 in ((1, dict(battle_line=[("Bejewel", "Active")], deck=list(DECK5))),
                         (1, dict(battle_line=[("Vix", "Active")], relics=[("Cargo Pants", "Active")],
                                  deck=list(DECK5)))):
        s = position(active=0, seats=[seat0, dict(battle_line=[("Tessa", "Active")])])
        ada_turn = act(s, EndStep(seat=0), EndStep(seat=1))
        drawn = DECK5[:3 + extra]
        assert names(ada_turn, 0, HAND) == drawn
        act(ada_turn, PlayCard(seat=0, card=card(s, drawn[-1]), end=End.LEFT))
        refused(ada_turn, PlayCard(seat=0, card=card(s, DECK5[3 + extra]), end=End.LEFT), "AR-play-4")


def test_hand_size_modifiers_also_apply_when_hands_are_filled_at_setup():
    s = position(seats=[dict(battle_line=[("Bejewel", "Active")], deck=list(DECK5)), dict()])
    from engine.games.ardent_reapers import turn
    assert turn.hand_size(s, 0) == 4 and turn.hand_size(s, 1) == 3


# -- power and skills ------------------------------------------------------------------------
def test_sigil_of_power_gives_friendly_creatures_one_more_power_and_stacks():
    s = position(seats=[dict(battle_line=[("Vix", "Active"), ("Tessa", "Active")],
                             relics=[("Sigil of Power", "Dormant")], hand=["Sigil of Power"]),
                        dict(battle_line=[("Tessa", "Active"), ("Anox", "Active"), ("Roxxy", "Active")])])
    vix, tessa = card(s, "Vix"), card(s, "Tessa", seat=0)
    enemy_tessa = card(s, "Tessa", seat=1)
    assert keywords.power(s, vix) == 2 and keywords.power(s, enemy_tessa) == 2
    won = act(s, Fight(seat=0, attackers=[vix], targets=[enemy_tessa]))  # 2 >= 2: wins
    assert names(won, 0, SCORE) == ["Tessa"] and names(won, 0, DISCARD) == ["Vix"]
    # Team-Up adds current powers: 2 + 3 = 5 = Anox; the printed 1 + 2 = 3 = Roxxy is refused
    act(s, Fight(seat=0, attackers=[vix, tessa], targets=[card(s, "Anox")], skill=Skill.TEAM_UP))
    refused(s, Fight(seat=0, attackers=[vix, tessa], targets=[card(s, "Roxxy")], skill=Skill.TEAM_UP),
            "AR-teamup-2")
    two = act(s, PlayCard(seat=0, card=card(s, "Sigil of Power", zone=HAND)))
    assert keywords.power(two, vix) == 3
    assert keywords.power(s, card(s, "Sigil of Power", zone=HAND)) == 0


def test_the_buddy_system_gives_friendly_creatures_team_up():
    s = position(seats=[dict(battle_line=[("Pokets", "Active"), ("Jater", "Active")],
                             relics=[("The Buddy System", "Dormant")]),
                        dict(battle_line=[("Millipede", "Active")])])
    pok, jat = card(s, "Pokets"), card(s, "Jater")
    assert keywords.team_up(s, pok) and "Team-Up" in keywords.tags(s, pok)
    fight = Fight(seat=0, attackers=[pok, jat], targets=[card(s, "Millipede")], skill=Skill.TEAM_UP)
    assert fight in options(s)
    after = act(s, fight)
    assert names(after, 0, SCORE) == ["Millipede"] and names(after, 0, DISCARD) == ["Pokets", "Jater"]
    assert not keywords.team_up(s, card(s, "Millipede"))  # enemies do not gain it


def test_faq_brother_bear_with_the_buddy_system_uses_bear_hug_or_team_up_not_both():
    s = position(seats=[dict(battle_line=[("Brother Bear", "Active"), ("Vix", "Active")],
                             relics=[("The Buddy System", "Active")]),
                        dict(battle_line=[("Vile Bear", "Active"), ("Tessa", "Active"),
                                          ("Roxxy", "Active")])])
    bear, vix = card(s, "Brother Bear"), card(s, "Vix")
    vile, tessa, roxxy = card(s, "Vile Bear"), card(s, "Tessa"), card(s, "Roxxy")
    team = Fight(seat=0, attackers=[bear, vix], targets=[vile], skill=Skill.TEAM_UP)  # 5 + 1 = 6
    hug = Fight(seat=0, attackers=[bear], targets=[tessa, roxxy], skill=Skill.BEAR_HUG)  # 2 + 3 = 5
    assert team in options(s) and hug in options(s)
    act(s, team)
    act(s, hug)
    refused(s, Fight(seat=0, attackers=[bear, vix], targets=[tessa, roxxy], skill=Skill.TEAM_UP),
            "AR-skills-combine")
    refused(s, Fight(seat=0, attackers=[bear, vix], targets=[tessa, roxxy], skill=Skill.BEAR_HUG),
            "AR-skills-combine")


def test_fog_machine_gives_sneak_5_and_faq_team_up_still_uses_power():
    s = position(seats=[dict(battle_line=[("Vix", "Active"), ("Tessa", "Active")],
                             relics=[("Fog Machine", "Dormant")]),
                        dict(battle_line=[("Anox", "Active"), ("Roxxy", "Active")])])
    vix, tessa, anox, roxxy = (card(s, n) for n in ("Vix", "Tessa", "Anox", "Roxxy"))
    assert keywords.sneak(s, vix) == (5,) and "Sneak 5" in keywords.tags(s, vix)
    sneak = Fight(seat=0, attackers=[vix], targets=[anox], skill=Skill.SNEAK, sneak=5)
    assert sneak in options(s)
    won = act(s, sneak)
    assert names(won, 0, SCORE) == ["Anox"]
    team = Fight(seat=0, attackers=[vix, tessa], targets=[roxxy], skill=Skill.TEAM_UP)  # 1 + 2 = 3
    assert team in options(s)
    refused(s, Fight(seat=0, attackers=[vix, tessa], targets=[anox], skill=Skill.TEAM_UP), "AR-teamup-2")
    refused(s, Fight(seat=0, attackers=[vix, tessa], targets=[anox], skill=Skill.TEAM_UP, sneak=5),
            "AR-skills-combine")


# -- entering play -----------------------------------------------------------------------------
def test_neds_ladder_the_first_creature_each_player_plays_each_turn_enters_active():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Anox", "Roxxy", "Luminate"],
                             deck=["Jater"]),
                        dict(battle_line=[("Tessa", "Active")], relics=[("Ned's Ladder", "Dormant")],
                             hand=["Yearn", "Pokets"], deck=list(DECK5))])
    anox, roxxy = card(s, "Anox"), card(s, "Roxxy")
    one = act(s, PlayCard(seat=0, card=anox, end=End.LEFT))
    assert one.card_state[anox] is CardState.ACTIVE  # the opponent's Ladder counts for me too
    two = act(one, PlayCard(seat=0, card=roxxy, end=End.RIGHT))
    assert two.card_state[roxxy] is CardState.DORMANT
    tessa = card(s, "Tessa", zone=BL)
    refused(two, Fight(seat=0, attackers=[roxxy], targets=[tessa]), "AR-fight-dormant")
    act(two, Fight(seat=0, attackers=[anox], targets=[tessa]))
    # next turn, the other player's first creature enters Active too
    theirs = act(two, EndStep(seat=0))
    yearn = card(s, "Yearn", zone=HAND)
    after = act(theirs, PlayCard(seat=1, card=yearn, end=End.LEFT))
    assert after.card_state[yearn] is CardState.ACTIVE


# -- what may be played, fought, harvested -------------------------------------------------------
def test_stubborn_thorn_cannot_be_harvested():
    s = position(seats=[dict(battle_line=[("Stubborn Thorn", "Mature"), ("Vix", "Mature")]),
                        dict(battle_line=[("Tessa", "Active")])])
    thorn = card(s, "Stubborn Thorn")
    refused(s, Harvest(seat=0, card=thorn), "AR-card-stubborn-thorn")
    assert Harvest(seat=0, card=thorn) not in options(s)
    assert Harvest(seat=0, card=card(s, "Vix")) in options(s)
    act(s, Fight(seat=0, attackers=[thorn], targets=[card(s, "Tessa")]))  # it still fights


def test_silence_enforcer_errata_only_while_active_stops_actions_and_relics():
    hand = ["Overcharge", "Hypervator", "Anox"]
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=list(hand), deck=list(DECK5)),
                        dict(battle_line=[("Silence Enforcer", "Active")])])
    refused(s, PlayCard(seat=0, card=card(s, "Overcharge")), "AR-card-silence-enforcer")
    refused(s, PlayCard(seat=0, card=card(s, "Hypervator")), "AR-card-silence-enforcer")
    act(s, PlayCard(seat=0, card=card(s, "Anox", zone=HAND), end=End.LEFT))
    assert {type(o).__name__ for o in options(s) if getattr(o, "card", None) == card(s, "Overcharge")} \
        <= {"Discard"}
    for st in ("Mature", "Dormant"):
        m = position(seats=[dict(battle_line=[("Vix", "Active")], hand=list(hand), deck=list(DECK5)),
                            dict(battle_line=[("Silence Enforcer", st)])])
        act(m, PlayCard(seat=0, card=card(m, "Overcharge")))
        act(m, PlayCard(seat=0, card=card(m, "Hypervator")))


def test_silent_master_stops_the_opponents_actions_only_and_a_blocked_hand_is_revealed():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Overcharge", "Lullaby"]),
                        dict(battle_line=[("Silent Master", "Dormant")], hand=["Calm Down"])])
    refused(s, PlayCard(seat=0, card=card(s, "Overcharge")), "AR-card-silent-master")
    assert set(s.revealed) == {card(s, "Overcharge"), card(s, "Lullaby")}  # AR-play-3
    assert EndStep(seat=0) in options(s) and Discard(seat=0, card=card(s, "Lullaby")) in options(s)
    act(s, Discard(seat=0, card=card(s, "Lullaby")), EndStep(seat=0))
    r = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Hypervator"]),
                        dict(battle_line=[("Silent Master", "Active")])])
    act(r, PlayCard(seat=0, card=card(r, "Hypervator")))
    # Silent Master stops its controller's opponent, not its controller
    mine = position(seats=[dict(battle_line=[("Silent Master", "Active")], hand=["Overcharge"],
                                deck=list(DECK5)), dict(battle_line=[("Vix", "Active")])])
    act(mine, PlayCard(seat=0, card=card(mine, "Overcharge")))


def test_gregory_can_only_fight_dormant_creatures():
    s = position(seats=[dict(battle_line=[("Gregory Illinivich", "Active")]),
                        dict(battle_line=[("Renegade", "Dormant"), ("Roat", "Active")])])
    greg, ren, roat = card(s, "Gregory Illinivich"), card(s, "Renegade"), card(s, "Roat")
    fights = [o for o in options(s) if isinstance(o, Fight)]
    assert fights and all(o.targets == [ren] for o in fights)
    assert Fight(seat=0, attackers=[greg], targets=[ren], skill=Skill.SNEAK, sneak=11) in fights
    won = act(s, Fight(seat=0, attackers=[greg], targets=[ren], skill=Skill.SNEAK, sneak=11))
    assert names(won, 0, SCORE) == ["Renegade"]
    err = refused(s, Fight(seat=0, attackers=[greg], targets=[roat]), "AR-card-gregory")
    assert "Dormant" in str(err)
    refused(s, Fight(seat=0, attackers=[greg], targets=[roat], skill=Skill.SNEAK, sneak=11),
            "AR-card-gregory")


# -- Bash --------------------------------------------------------------------------------------
def test_bash_losing_as_the_attacker_makes_the_opponent_discard_their_hand():
    s = position(seats=[dict(battle_line=[("Bash", "Active")], hand=["Vix"]),
                        dict(battle_line=[("Roat", "Active"), ("Jater", "Active")], hand=["Anox", "Yearn"])])
    lost = act(s, Fight(seat=0, attackers=[card(s, "Bash")], targets=[card(s, "Roat")]))
    # the hand is discarded as the fight is decided, then the winner goes to its owner's pile
    assert names(lost, 1, HAND) == [] and names(lost, 1, DISCARD) == ["Anox", "Yearn", "Roat"]
    assert names(lost, 0, HAND) == ["Vix"] and names(lost, 1, SCORE) == ["Bash"]
    won = act(s, Fight(seat=0, attackers=[card(s, "Bash")], targets=[card(s, "Jater")]))
    assert names(won, 1, HAND) == ["Anox", "Yearn"]


def test_bash_example_defeated_as_a_target_the_opponent_of_its_controller_discards():
    s = position(seats=[dict(battle_line=[("Roat", "Active")], hand=["Vix", "Tessa"]),
                        dict(battle_line=[("Bash", "Active")], hand=["Anox"])])
    after = act(s, Fight(seat=0, attackers=[card(s, "Roat")], targets=[card(s, "Bash")]))
    assert names(after, 0, HAND) == [] and names(after, 0, DISCARD) == ["Vix", "Tessa", "Roat"]
    refused(after, PlayCard(seat=0, card=card(s, "Vix"), end=End.LEFT), "AR-play-4")  # discarded
    assert names(after, 1, HAND) == ["Anox"]


def test_bash_controlled_by_its_owners_opponent_makes_its_owner_discard():
    # Bo owns Bash, Ada controls it (taken earlier): when it loses, Bo (Ada's opponent) discards
    s = position(seats=[dict(battle_line=[{"card": "Bash", "state": "Active", "owner": 1}], hand=["Vix"]),
                        dict(battle_line=[("Roat", "Active")], hand=["Anox", "Yearn"])])
    after = act(s, Fight(seat=0, attackers=[card(s, "Bash")], targets=[card(s, "Roat")]))
    assert names(after, 1, HAND) == [] and names(after, 0, HAND) == ["Vix"]
    assert names(after, 1, SCORE) == ["Bash"]


# -- Eager Martyr ---------------------------------------------------------------------------------
def test_faq_eager_martyr_draws_after_reaching_the_discard_pile_reshuffled_if_the_deck_is_empty():
    s = position(seats=[dict(battle_line=[("Eager Martyr", "Active")], hand=["Vix"]),
                        dict(battle_line=[("Roat", "Active")], hand=["Anox"])])
    after = act(s, Fight(seat=0, attackers=[card(s, "Eager Martyr")], targets=[card(s, "Roat")]))
    # won: to the discard pile, which becomes the new deck (one card: no shuffle), drawn
    assert names(after, 0, HAND) == ["Vix", "Eager Martyr"] and names(after, 0, DISCARD) == []
    t = position(seats=[dict(battle_line=[("Eager Martyr", "Active")], discard=["Jater"]),
                        dict(battle_line=[("Roat", "Active")], hand=["Anox"])])
    mid = act(t, Fight(seat=0, attackers=[card(t, "Eager Martyr")], targets=[card(t, "Roat")]))
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.shuffle and p.size == 2  # Martyr is in the new deck
    done = act(mid, Dealt(kind="shuffle", outcome=[1, 0]))
    assert len(names(done, 0, HAND)) == 1 and len(names(done, 0, DECK)) == 1


def test_eager_martyr_draws_for_its_controller_whichever_way_it_leaves_play():
    s = position(seats=[dict(battle_line=[("Eager Martyr", "Mature")], deck=["Jater"]),
                        dict(battle_line=[("Yearn", "Active")], deck=["Anox"])])
    harvested = act(s, Harvest(seat=0, card=card(s, "Eager Martyr")))
    assert names(harvested, 0, HAND) == ["Jater"] and names(harvested, 0, SCORE) == ["Eager Martyr"]
    # as the target that loses, its controller (the opponent) draws
    t = position(seats=[dict(battle_line=[("Renegade", "Active")], hand=["Vix"]),
                        dict(battle_line=[("Eager Martyr", "Active")], deck=["Anox"])])
    lost = act(t, Fight(seat=0, attackers=[card(t, "Renegade")], targets=[card(t, "Eager Martyr")]))
    assert names(lost, 1, HAND) == ["Anox"] and names(lost, 1, DISCARD) == ["Eager Martyr"]


def test_abilities_of_cards_leaving_play_together_resolve_in_the_active_players_order():
    s = position(seats=[dict(battle_line=[("Eager Martyr", "Active")], deck=["Jater"]),
                        dict(battle_line=[("Eager Martyr", "Active")], deck=["Anox"])])
    mine, theirs = card(s, "Eager Martyr", seat=0), card(s, "Eager Martyr", seat=1)
    mid = act(s, Fight(seat=0, attackers=[mine], targets=[theirs]))
    p = GAME.pending(mid)
    assert isinstance(p, Decision) and p.seat == 0 and p.rule == "AR-leave-order"
    assert p.options == [Choose(seat=0, card=mine), Choose(seat=0, card=theirs)]
    refused(mid, Choose(seat=0, card=card(s, "Jater")), "AR-leave-order")
    refused(mid, Choose(seat=1, card=theirs), "AR-ability-1")
    assert "left play" in GAME.describe(mid, Choose(seat=0, card=theirs))
    after = act(mid, Choose(seat=0, card=theirs))
    assert names(after, 0, HAND) == ["Jater"] and names(after, 1, HAND) == ["Anox"]
    assert names(after, 0, DISCARD) == ["Eager Martyr"] and names(after, 0, SCORE) == ["Eager Martyr"]


def test_constants_read_for_one_trait_are_the_full_list_as_that_reader_filters_it():
    """`keywords.constants(state, seat, reads)` answers at once when no card of the match that
    changes `reads` is in play; what the reader then keeps must be what it would keep of the
    full list, at every state of seeded self-play (decks of every sample, both seats)."""
    from engine import dealer as _dealer
    from engine.agents import RandomAgent as _Agent
    from engine.games.ardent_reapers import keywords
    from engine.registry import get_game
    from replays.simulate import agent_names, default_decks
    from tests.selfplay_states import played_states

    game = get_game("ardent-reapers")
    checked = 0
    for n in range(6):
        seed = _dealer.seed_from_number(n, "ar-constants-reads")
        g = game.genesis(agent_names(2), default_decks(game, n, 2), _dealer.commitment(seed))
        agents = [_Agent(_dealer.seed_from_number(n, f"ar-c{s}")) for s in range(2)]
        for state in played_states(game, g, seed, agents):
            for reads, keep in keywords._READS.items():
                for seat in (None, 0, 1):
                    full = [x for x in keywords.constants(state, seat) if keep(x[2])]
                    assert [x for x in keywords.constants(state, seat, reads) if keep(x[2])] == full
                    checked += bool(full)
    assert checked > 50  # some states hold a constant ability of each kind read

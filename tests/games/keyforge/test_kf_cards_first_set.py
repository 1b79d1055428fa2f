"""The first 99 cards' abilities that no test named yet: each from a position, a decision, the
result (and where the card asks for a choice, the refusal of an illegal one)."""

from kf_helpers import GAME, act, card, chance, deal, in_play, play, position, refused

from engine.games.keyforge.events import (Choose, EndStep, Fight, PlayUpgrade, Reap, UseAction,
                                          UseOmni)
from engine.games.keyforge.keywords import armor, has, power
from engine.games.keyforge.cards import Keyword
from engine.games.keyforge.state import Flank


def fight(s, a, d, seat=0):
    return Fight(seat=seat, attacker=card(s, a, seat=seat), defender=card(s, d, seat=1 - seat))


# -- Brobnar ----------------------------------------------------------------------------------

def test_screechbomb_and_lomir_flamefist_cost_the_opponent_amber():
    s = position(house="Logos", seats=[dict(artifacts=["Screechbomb"]), dict(amber=3)])
    s = act(s, UseOmni(seat=0, card=card(s, "Screechbomb")))
    assert s.players[1].amber == 1 and card(s, "Screechbomb") in s.players[0].discard
    for amber, left in ((7, 5), (6, 6)):
        s = play(position(house="Brobnar", seats=[dict(hand=["Lomir Flamefist"]), dict(amber=amber)]), "Lomir Flamefist")
        assert s.players[1].amber == left


# -- Dis ----------------------------------------------------------------------------------------

def test_hand_of_dis_destroys_only_a_creature_off_the_flanks():
    s = position(house="Dis", seats=[dict(hand=["Hand of Dis"]), dict(battleline=["Troll", "Krump", "Urchin"])])
    s = play(s, "Hand of Dis")
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    assert in_play(act(s, Choose(seat=0, card=card(s, "Krump")))) == ["Troll", "Urchin"]


def test_shaffles_takes_one_at_the_end_of_its_controllers_turn():
    s = position(house="Dis", seats=[dict(battleline=["Shaffles"]), dict(amber=2)])
    assert act(s, EndStep(seat=0)).players[1].amber == 1


def test_the_terror_pays_against_an_empty_pool():
    for amber, got in ((0, 2), (1, 0)):
        s = play(position(house="Dis", seats=[dict(hand=["The Terror"]), dict(amber=amber)]), "The Terror")
        assert s.players[0].amber == got


def test_tocsin_and_subtle_maul_make_the_opponent_discard_at_random():
    s = position(house="Dis", seats=[dict(battleline=["Tocsin"]), dict(hand=["Troll", "Krump"])])
    s = act(s, Reap(seat=0, card=card(s, "Tocsin")))
    assert chance(s).kind == "pick" and chance(s).size == 2
    assert card(s, "Krump") in deal(s, 1).players[1].discard
    s = position(house="Shadows", seats=[dict(artifacts=["Subtle Maul"]), dict(hand=["Troll"])])
    s = act(s, UseAction(seat=0, card=card(s, "Subtle Maul")))  # one card: no draw needed
    assert s.players[1].hand == [] and card(s, "Troll") in s.players[1].discard


# -- Logos --------------------------------------------------------------------------------------

def test_neuro_syphon_steals_and_draws_only_when_behind():
    s = position(house="Logos", seats=[dict(hand=["Neuro Syphon"], deck=["Troll"]), dict(amber=3)])
    s = play(s, "Neuro Syphon")
    assert (s.players[0].amber, s.players[1].amber, len(s.players[0].hand)) == (2, 2, 1)
    s = position(house="Logos", seats=[dict(hand=["Neuro Syphon"], deck=["Troll"], amber=5), dict(amber=3)])
    assert play(s, "Neuro Syphon").players[0].hand == []


def test_dr_escotera_pays_per_opposing_key():
    s = position(house="Logos", seats=[dict(hand=["Dr. Escotera"]), dict(keys=2)])
    assert play(s, "Dr. Escotera").players[0].amber == 2


def test_ganymede_archivist_archives_from_hand_on_reap():
    s = position(house="Logos", seats=[dict(battleline=["Ganymede Archivist"], hand=["Troll"]), {}])
    s = act(s, Reap(seat=0, card=card(s, "Ganymede Archivist")), Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].archives == [card(s, "Troll")]


def test_quixo_draws_after_a_fight():
    s = position(house="Logos", seats=[dict(battleline=["Quixo the “Adventurer”"], deck=["Troll"]),
                                       dict(battleline=["Krump"])])
    s = act(s, fight(s, "Quixo the “Adventurer”", "Krump"))
    assert s.players[0].hand == [card(s, "Troll")] and s.inplay[card(s, "Quixo the “Adventurer”")].damage == 0


# -- Mars ---------------------------------------------------------------------------------------

def test_ammonia_clouds_damages_every_creature():
    s = position(house="Mars", seats=[dict(hand=["Ammonia Clouds"], battleline=["Troll"]), dict(battleline=["Urchin"])])
    s = play(s, "Ammonia Clouds")
    assert in_play(s) == ["Troll"] and s.inplay[card(s, "Troll")].damage == 3


def test_psychic_network_steals_per_ready_mars_creature():
    s = position(house="Mars", seats=[dict(hand=["Psychic Network"],
                                           battleline=["Zorg", "Tunk", {"card": "Mindwarper", "exhausted": True}]),
                                      dict(amber=5)])
    assert play(s, "Psychic Network").players[0].amber == 2


def test_squawker_readies_mars_or_stuns_others():
    start = position(house="Mars", seats=[dict(hand=["Squawker"], battleline=[{"card": "Zorg", "exhausted": True}]),
                                          dict(battleline=["Troll"])])
    s = act(play(GAME.clone(start), "Squawker"), Choose(seat=0, card=card(start, "Zorg")))
    assert not s.inplay[card(s, "Zorg")].exhausted and not s.inplay[card(s, "Zorg")].stunned
    s = act(play(GAME.clone(start), "Squawker"), Choose(seat=0, card=card(start, "Troll")))
    assert s.inplay[card(s, "Troll")].stunned


def test_mindwarper_makes_an_enemy_capture_from_its_own_side():
    s = position(house="Mars", seats=[dict(battleline=["Mindwarper"], amber=2), dict(battleline=["Troll"], amber=3)])
    s = act(s, UseAction(seat=0, card=card(s, "Mindwarper")))
    refused(s, Choose(seat=0, card=card(s, "Mindwarper")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].amber == 1 and (s.players[0].amber, s.players[1].amber) == (2, 2)


def test_phylyx_costs_one_per_other_mars_creature():
    s = position(house="Mars", seats=[dict(battleline=["Phylyx the Disintegrator", "Zorg", "Tunk", "Troll"]),
                                      dict(amber=5)])
    assert act(s, UseAction(seat=0, card=card(s, "Phylyx the Disintegrator"))).players[1].amber == 3


# -- Sanctum ------------------------------------------------------------------------------------

def test_doorstep_to_heaven_caps_both_pools_at_five():
    s = position(house="Sanctum", seats=[dict(hand=["Doorstep to Heaven"], amber=6), dict(amber=9)])
    s = play(s, "Doorstep to Heaven")
    assert (s.players[0].amber, s.players[1].amber) == (5, 5)


def test_terms_of_redress_and_skeleton_key_capture_onto_a_friendly_creature():
    s = position(house="Sanctum", seats=[dict(hand=["Terms of Redress"], battleline=["Sequis"]),
                                         dict(battleline=["Troll"], amber=3)])
    s = play(s, "Terms of Redress")
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Sequis")))
    assert s.inplay[card(s, "Sequis")].amber == 2 and s.players[1].amber == 1
    s = position(house="Shadows", seats=[dict(artifacts=["Skeleton Key"], battleline=["Urchin"]), dict(amber=1)])
    s = act(s, UseAction(seat=0, card=card(s, "Skeleton Key")), Choose(seat=0, card=card(s, "Urchin")))
    assert s.inplay[card(s, "Urchin")].amber == 1 and s.players[1].amber == 0


def test_hallowed_blaster_heals_three():
    s = position(house="Sanctum", seats=[dict(artifacts=["Hallowed Blaster"], battleline=[{"card": "Troll", "damage": 5}]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Hallowed Blaster")), Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 2


def test_raiding_knight_captures_and_staunch_knight_grows_on_a_flank():
    s = play(position(house="Sanctum", seats=[dict(hand=["Raiding Knight"]), dict(amber=2)]), "Raiding Knight")
    assert s.inplay[card(s, "Raiding Knight")].amber == 1
    s = position(house="Sanctum", seats=[dict(battleline=["Staunch Knight", "Troll", "Sequis"]), {}])
    assert power(s, card(s, "Staunch Knight")) == 6
    s = position(house="Sanctum", seats=[dict(battleline=["Troll", "Staunch Knight", "Sequis"]), {}])
    assert power(s, card(s, "Staunch Knight")) == 4


def test_protect_the_weak_gives_armor_and_taunt():
    s = position(house="Sanctum", seats=[dict(hand=["Protect the Weak"], battleline=["Troll"]), {}])
    t = card(s, "Troll")
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Protect the Weak"), creature=t))
    assert armor(s, t) == 1 and has(s, t, Keyword.TAUNT)


# -- Shadows ------------------------------------------------------------------------------------

def test_relentless_whispers_and_seeker_needle_pay_for_a_kill():
    s = position(house="Shadows", seats=[dict(hand=["Relentless Whispers"]), dict(battleline=["Urchin", "Troll"], amber=2)])
    s = act(play(s, "Relentless Whispers"), Choose(seat=0, card=card(s, "Urchin")))
    assert s.players[0].amber == 1 + 1 and s.players[1].amber == 1
    s = position(house="Shadows", seats=[dict(artifacts=["Seeker Needle"]), dict(battleline=["Urchin", "Troll"])])
    s = act(s, UseAction(seat=0, card=card(s, "Seeker Needle")), Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].amber == 0 and s.inplay[card(s, "Troll")].damage == 1
    s = position(house="Shadows", seats=[dict(artifacts=["Seeker Needle"]), dict(battleline=["Urchin", "Troll"])])
    s = act(s, UseAction(seat=0, card=card(s, "Seeker Needle")), Choose(seat=0, card=card(s, "Urchin")))
    assert s.players[0].amber == 1 and card(s, "Urchin") in s.players[1].discard


def test_special_delivery_purges_a_flank_creature_it_destroys():
    s = position(house="Brobnar", seats=[dict(artifacts=["Special Delivery"]), dict(battleline=["Urchin", "Troll", "Krump"])])
    s = act(s, UseOmni(seat=0, card=card(s, "Special Delivery")))
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Urchin")))
    assert card(s, "Urchin") in s.players[1].purged


def test_the_thieves_steal():
    s = position(house="Shadows", seats=[dict(battleline=["Mooncurser", "Dodger", "Umbra", "Noddy the Thief"]),
                                         dict(battleline=["Troll"], amber=5)])
    s = act(s, fight(s, "Mooncurser", "Troll"))  # poison destroys Troll, then the Fight: steal
    assert card(s, "Troll") in s.players[1].discard and s.players[0].amber == 1
    s = position(house="Shadows", seats=[dict(battleline=["Dodger", "Umbra", "Noddy the Thief"]),
                                         dict(battleline=["Dextre", "Troll"], amber=5)])
    s = act(s, fight(s, "Dodger", "Dextre"), fight(s, "Umbra", "Troll"),
            UseAction(seat=0, card=card(s, "Noddy the Thief")))
    assert s.players[0].amber == 3 and s.inplay[card(s, "Umbra")].damage == 0  # skirmish


def test_old_bruno_captures_three():
    s = play(position(house="Shadows", seats=[dict(hand=["Old Bruno"]), dict(amber=4)]), "Old Bruno")
    assert s.inplay[card(s, "Old Bruno")].amber == 3 and s.players[1].amber == 1


def test_duskrunner_and_ring_of_invisibility_upgrades():
    s = position(house="Shadows", seats=[dict(hand=["Duskrunner", "Ring of Invisibility"], battleline=["Troll"]),
                                         dict(amber=2)])
    t = card(s, "Troll")
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Duskrunner"), creature=t),
            PlayUpgrade(seat=0, card=card(s, "Ring of Invisibility"), creature=t))
    assert has(s, t, Keyword.ELUSIVE) and has(s, t, Keyword.SKIRMISH)
    s = position(house="Brobnar", seats=[dict(battleline=[{"card": "Troll", "upgrades": ["Duskrunner"]}]), dict(amber=2)])
    s = act(s, Reap(seat=0, card=card(s, "Troll")))
    assert (s.players[0].amber, s.players[1].amber) == (2, 1)


# -- Untamed ------------------------------------------------------------------------------------

def test_nepenthe_seed_and_witch_of_the_eye_return_from_the_discard_pile():
    s = position(house="Logos", seats=[dict(artifacts=["Nepenthe Seed"], discard=["Punch"]), {}])
    s = act(s, UseOmni(seat=0, card=card(s, "Nepenthe Seed")), Choose(seat=0, card=card(s, "Punch")))
    assert s.players[0].hand == [card(s, "Punch")]
    s = position(house="Untamed", seats=[dict(battleline=["Witch of the Eye"], discard=["Troll"]), {}])
    s = act(s, Reap(seat=0, card=card(s, "Witch of the Eye")), Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].hand == [card(s, "Troll")]


def test_fuzzy_gruen_gives_the_opponent_one():
    s = play(position(house="Untamed", seats=[dict(hand=["Fuzzy Gruen"]), {}]), "Fuzzy Gruen", flank=Flank.LEFT)
    assert (s.players[0].amber, s.players[1].amber) == (2, 1)


def test_kindrith_longshot_and_lupo_the_scarred_shoot():
    s = position(house="Untamed", seats=[dict(battleline=["Kindrith Longshot"]), dict(battleline=["Troll"])])
    s = act(s, Reap(seat=0, card=card(s, "Kindrith Longshot")), Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 2
    s = position(house="Untamed", seats=[dict(hand=["Lupo the Scarred"], battleline=["Snufflegator"]),
                                         dict(battleline=["Troll"])])
    s = play(s, "Lupo the Scarred")
    refused(s, Choose(seat=0, card=card(s, "Snufflegator")), "KF-target")
    assert act(s, Choose(seat=0, card=card(s, "Troll"))).inplay[card(s, "Troll")].damage == 2


def test_way_of_the_bear_grants_assault_two():
    s = position(house="Untamed", seats=[dict(hand=["Way of the Bear"], battleline=["Snufflegator"]),
                                         dict(battleline=["Urchin"])])
    snuff = card(s, "Snufflegator")
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Way of the Bear"), creature=snuff))
    assert GAME.pending(s).rule == "KF-turn-1"
    s = act(s, fight(s, "Snufflegator", "Urchin"))
    assert card(s, "Urchin") in s.players[1].discard  # assault kills it before the fight

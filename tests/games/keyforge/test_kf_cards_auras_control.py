"""Cards that give friendly creatures power, armor or keywords while in play, protect a player's
Æmber or a creature, and take control of enemy cards (KF-control): each from a position."""

from kf_helpers import GAME, act, card, in_play, names, options, play, position, refused

from engine.games.keyforge.events import ChooseOption, Choose, Decline, Discard, Fight, PlayUpgrade, Reap, UseAction
from engine.games.keyforge.keywords import armor, has, power
from engine.games.keyforge.cards import Keyword
from engine.games.keyforge.state import Flank


def test_round_table_gives_friendly_knights_power_and_taunt():
    s = position(house="Brobnar", active=1,
                 seats=[dict(artifacts=["Round Table"], battleline=["Raiding Knight", "Urchin", "Troll"]),
                        dict(battleline=["Krump", "Bumpsy"])])
    assert power(s, card(s, "Raiding Knight")) == 5 and power(s, card(s, "Troll")) == 8
    assert has(s, card(s, "Raiding Knight"), Keyword.TAUNT) and not has(s, card(s, "Troll"), Keyword.TAUNT)
    refused(s, Fight(seat=1, attacker=card(s, "Krump"), defender=card(s, "Urchin")), "KF-taunt")
    s = act(s, Fight(seat=1, attacker=card(s, "Krump"), defender=card(s, "Raiding Knight")))
    # 6 damage, 2 prevented by armor: 4 on a power-5 knight, which survives only with the Table
    assert in_play(s)[:3] == ["Raiding Knight", "Urchin", "Troll"] and s.inplay[card(s, "Raiding Knight")].damage == 4


def test_shoulder_armor_counts_only_on_a_flank():
    s = position(house="Sanctum", seats=[dict(hand=["Shoulder Armor"], battleline=["Troll", "Krump", "Bumpsy"]), {}])
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Shoulder Armor"), creature=card(s, "Krump")))
    assert (power(s, card(s, "Krump")), armor(s, card(s, "Krump"))) == (6, 0)
    s.players[0].battleline.remove(card(s, "Bumpsy"))  # Krump is now on the right flank
    assert (power(s, card(s, "Krump")), armor(s, card(s, "Krump"))) == (8, 2)


def test_protectrix_heals_a_damaged_creature_that_then_takes_no_damage():
    s = position(house="Sanctum", seats=[dict(battleline=["Protectrix", {"card": "Troll", "damage": 6}, "Krump"],
                                              hand=["Mighty Lance"]), {}])
    s = act(s, Reap(seat=0, card=card(s, "Protectrix")))
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")  # not damaged
    assert Decline(seat=0) in options(s)
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 0
    s = act(play(s, "Mighty Lance"), Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Krump")))
    assert s.inplay[card(s, "Troll")].damage == 0 and s.inplay[card(s, "Krump")].damage == 3


def test_the_vaultkeeper_keeps_amber_from_being_stolen():
    s = position(house="Shadows", seats=[dict(hand=["Ghostly Hand", "Too Much to Protect"]),
                                         dict(battleline=["The Vaultkeeper"], amber=9)])
    s = play(s, "Too Much to Protect")
    assert (s.players[0].amber, s.players[1].amber) == (1, 9)  # only its Æmber bonus
    s = position(house="Shadows", seats=[dict(hand=["Too Much to Protect"]), dict(battleline=["Troll"], amber=9)])
    assert play(s, "Too Much to Protect").players[0].amber == 1 + 3


def test_smiling_ruth_takes_an_enemy_flank_creature_after_a_key_was_forged():
    s = position(house="Shadows", turn=3, seats=[dict(battleline=["Smiling Ruth", "Urchin"]),
                                                 dict(battleline=["Troll", "Krump", "Bumpsy"], amber=1)])
    s0 = act(GAME.clone(s), Reap(seat=0, card=card(s, "Smiling Ruth")))
    assert in_play(s0) == ["Smiling Ruth", "Urchin", "Troll", "Krump", "Bumpsy"]  # no key this turn
    s.forged_on[0] = s.turn
    s = act(s, Reap(seat=0, card=card(s, "Smiling Ruth")))
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")  # not on a flank
    s = act(s, Choose(seat=0, card=card(s, "Bumpsy")))
    refused(s, ChooseOption(seat=0, option="middle"), "KF-target")
    s = act(s, ChooseOption(seat=0, option="left"))
    assert in_play(s) == ["Bumpsy", "Smiling Ruth", "Urchin", "Troll", "Krump"] and s.owner[card(s, "Bumpsy")] == 1
    assert s.inplay[card(s, "Bumpsy")].exhausted is False  # it keeps its state
    refused(s, Reap(seat=0, card=card(s, "Bumpsy")), "KF-use-house")  # Brobnar, not Shadows


def test_sneklifter_takes_an_artifact_that_counts_as_shadows():
    s = position(house="Shadows", seats=[dict(hand=["Sneklifter"], battleline=[{"card": "Troll", "damage": 5}]),
                                         dict(artifacts=["Hallowed Blaster"], battleline=["Krump"])])
    s = play(s, "Sneklifter")
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Hallowed Blaster")))
    blaster = card(s, "Hallowed Blaster")
    assert s.players[0].artifacts == [blaster] and s.owner[blaster] == 1
    s = act(s, UseAction(seat=0, card=blaster), Choose(seat=0, card=card(s, "Troll")))  # Sanctum, used as Shadows
    assert s.inplay[card(s, "Troll")].damage == 2


def test_faygin_returns_an_urchin_from_play_or_discard():
    s = position(house="Shadows", seats=[dict(battleline=["Faygin", "Urchin"], discard=["Urchin", "Silvertooth"]),
                                         dict(battleline=["Urchin"])])
    s = act(s, Reap(seat=0, card=card(s, "Faygin")))
    refused(s, Choose(seat=0, card=card(s, "Silvertooth")), "KF-target")
    refused(s, Choose(seat=0, card=card(s, "Urchin", seat=1)), "KF-target")  # not yours
    s = act(s, Choose(seat=0, card=s.players[0].battleline[1]))
    assert in_play(s) == ["Faygin", "Urchin"] and names(s, s.players[0].hand) == ["Urchin"]
    assert names(s, s.players[0].discard) == ["Urchin", "Silvertooth"]


def test_selwyn_the_fence_moves_amber_from_a_card_to_the_pool():
    s = position(house="Shadows", seats=[dict(battleline=["Selwyn the Fence", {"card": "Sequis", "amber": 2}, "Troll"]),
                                         {}])
    s = act(s, Reap(seat=0, card=card(s, "Selwyn the Fence")))
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Sequis")))
    assert s.players[0].amber == 2 and s.inplay[card(s, "Sequis")].amber == 1


def test_niffle_queen_gives_other_beasts_and_niffles_power():
    s = position(house="Untamed", active=1,
                 seats=[dict(battleline=["Niffle Queen", "Niffle Ape", "Mighty Tiger", "Dew Faerie"]),
                                         dict(battleline=["Snufflegator"])])
    assert [power(s, card(s, n)) for n in ("Niffle Queen", "Niffle Ape", "Mighty Tiger", "Dew Faerie", "Snufflegator")] \
        == [6, 5, 5, 2, 4]
    s = act(s, Fight(seat=1, attacker=card(s, "Snufflegator"), defender=card(s, "Mighty Tiger")))
    assert card(s, "Mighty Tiger") in s.players[0].battleline  # 4 damage, power 5 with the Queen


def test_halacor_gives_friendly_flank_creatures_skirmish():
    s = position(house="Brobnar", seats=[dict(battleline=["Troll", "Halacor", "Krump"]),
                                         dict(battleline=["Bumpsy", "Mighty Tiger"])])
    assert has(s, card(s, "Troll"), Keyword.SKIRMISH) and not has(s, card(s, "Halacor"), Keyword.SKIRMISH)
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Bumpsy")))
    assert s.inplay[card(s, "Troll")].damage == 0
    s = position(house="Brobnar", seats=[dict(battleline=["Troll", "Krump"]), dict(battleline=["Bumpsy"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Bumpsy")))
    assert s.inplay[card(s, "Troll")].damage == 5


def test_every_banner_of_battle_in_play_gives_its_plus_one():
    """Banner of Battle: each friendly creature gets +1 power. One Banner on each side gives
    each side's creatures +1; two on one side give +2 (each aura counts, however many are in
    play: `auras` answers with the one in play, or lists them all). Krump (6 power) with 7
    damage lives on two friendly Banners and is destroyed at the next sweep with one
    (KF-destroy-1)."""
    both = position(house="Brobnar", seats=[dict(artifacts=["Banner of Battle"], battleline=["Krump"]),
                                            dict(artifacts=["Banner of Battle"], battleline=["Troll"])])
    assert power(both, card(both, "Krump")) == 7 and power(both, card(both, "Troll")) == 9
    two = position(house="Brobnar", seats=[dict(artifacts=["Banner of Battle", "Banner of Battle"],
                                                hand=["Anger"], battleline=[{"card": "Krump", "damage": 7}]),
                                           dict(battleline=["Troll"])])
    assert power(two, card(two, "Krump")) == 8 and power(two, card(two, "Troll")) == 8
    two = act(two, Discard(seat=0, card=card(two, "Anger")))
    assert in_play(two) == ["Krump", "Troll"]  # 7 damage on 8 power
    one = position(house="Brobnar", seats=[dict(artifacts=["Banner of Battle"], hand=["Anger"],
                                                battleline=[{"card": "Krump", "damage": 7}]),
                                           dict(battleline=["Troll"])])
    one = act(one, Discard(seat=0, card=card(one, "Anger")))
    assert in_play(one) == ["Troll"]  # 7 damage on 7 power
    refused(one, Reap(seat=0, card=card(one, "Krump")), "KF-use-1")

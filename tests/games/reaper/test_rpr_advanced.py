"""Sudden cards, transformation, Arch cards and activated abilities, from positions."""

import pytest
from rpr_helpers import act, card, decision, pass_all, refused, table

from engine.protocol import IllegalEvent

from engine.games.reaper.events import Activate, Attack, EndTurn, Pass, Play, Reap
from engine.games.reaper.state import attack, exhausted, health, name_of

GLOAM_1 = ["Creed of Many Veils", "Ilse", "Brinecutter"]  # one Gloam Angel card


def test_a_sudden_card_is_played_on_the_opponents_turn_when_its_condition_happens():
    s = table({}, {"thralls": ["Reef Crawler"], "hand": ["Parry the Scythe"], "souls": ["Kindle"]})
    vessa, crawler, parry = card(s, "Vessa"), card(s, "Reef Crawler"), card(s, "Parry the Scythe")
    kindle = card(s, "Kindle")
    s = act(s, Attack(seat=0, attacker=vessa, target=crawler))
    d = decision(s)
    assert d.seat == 1 and Play(seat=1, card=parry) in d  # Bo, on Ada's turn
    s = act(s, Play(seat=1, card=parry))
    s = pass_all(s)
    assert s.inplay[crawler].damage == 0 and crawler in s.players[1].thralls  # the attack ended
    assert parry in s.players[1].discard and s.players[1].grimoire[-1] == kindle  # cost paid
    assert exhausted(s, vessa)


def test_a_sudden_card_cannot_be_played_as_an_ordinary_action():
    s = table({}, {"hand": ["Parry the Scythe"], "souls": ["Kindle"]}, active=1)
    refused(s, Play(seat=1, card=card(s, "Parry the Scythe")), "RPR-sudden-1")


def test_a_sudden_rite_answers_a_reap_and_a_sudden_thrall_answers_a_thrall():
    s = table({"hand": ["Cinder Hound"], "souls": ["Kindle"]},
              {"hand": ["Soul Theft", "Lurking Shade"], "souls": ["Ember Wretch", "Hollow Husk"],
               "angels": ["Creed of Many Veils", "Morrow, Reaper of the Gloam", "Brinecutter"],
               "grimoire": ["Kelp Golem", "Foam Sprite"]})
    theft, shade, hound = card(s, "Soul Theft"), card(s, "Lurking Shade"), card(s, "Cinder Hound")
    s = act(s, Reap(seat=0, card=card(s, "Vessa")))
    d = decision(s)
    assert d.seat == 1 and d.rule == "RPR-sudden-1" and Pass(seat=1) in d
    s = act(s, Play(seat=1, card=theft))  # cost 1; reaps Bo's top card face down
    assert len(s.players[1].souls) == 2 and not s.players[1].souls[-1].face_up
    s = pass_all(s)
    s = act(s, Play(seat=0, card=hound))
    assert decision(s).seat == 1
    s = act(s, Play(seat=1, card=shade))
    assert shade in s.players[1].thralls


def test_a_transformed_thrall_keeps_its_damage_and_exhaustion():
    s = table({"thralls": [{"card": "Smoulder Grub", "damage": 1}]})
    grub = card(s, "Smoulder Grub")
    s = act(s, Activate(seat=0, card=grub))
    assert name_of(s, grub) == "Smoulder Wyrm"
    assert s.inplay[grub].damage == 1 and exhausted(s, grub)
    assert attack(s, grub) == 3 and health(s, grub) == 4
    refused(s, Activate(seat=0, card=grub), "RPR-activate")  # the Wyrm has no such ability
    s = act(s, EndTurn(seat=0))
    assert s.inplay[grub].damage == 0


def test_an_arch_form_comes_only_by_transformation_and_keeps_exhaustion():
    s = table()
    vessa = card(s, "Vessa")
    refused(s, Activate(seat=0, card=vessa), "RPR-activate")  # needs a bound Soul
    s = table({"souls": [{"card": "Kindle", "bound": True}]})
    vessa = card(s, "Vessa")
    s = act(s, Activate(seat=0, card=vessa))
    assert name_of(s, vessa) == "Vessa, Archreaper of Cinders" and exhausted(s, vessa)
    refused(s, Reap(seat=0, card=vessa), "RPR-exhausted")


def test_an_activated_ability_exhausts_its_card_and_needs_it_ready():
    s = table({"thralls": ["Pyre Acolyte", "Ember Wretch"]}, {"thralls": ["Gloam Stalker"]})
    acolyte, stalker = card(s, "Pyre Acolyte"), card(s, "Gloam Stalker")
    refused(s, Activate(seat=0, card=acolyte, target=acolyte), "RPR-target")  # another Thrall
    s = pass_all(act(s, Activate(seat=0, card=acolyte, target=stalker)))
    assert stalker in s.players[1].discard  # 1 damage, Health 1; the claim was passed up
    refused(s, Activate(seat=0, card=acolyte, target=card(s, "Ember Wretch")), "RPR-exhausted")


def test_every_option_names_the_rule_that_allows_it():
    from rpr_helpers import GAME
    s = table({"thralls": ["Cinder Hound"], "hand": ["Searing Verdict"], "souls": ["Kindle"]},
              {"thralls": ["Reef Crawler"]})
    rules = {type(o).__name__: GAME.option_rule(s, o) for o in decision(s).options}
    assert rules["Reap"] == "RPR-reap-1" and rules["EndTurn"] == "RPR-turn-1"
    assert rules["Play"] == "RPR-rite"
    hound, crawler = card(s, "Cinder Hound"), card(s, "Reef Crawler")
    assert GAME.option_rule(s, Attack(seat=0, attacker=hound, target=crawler)) == "RPR-attack-thrall"
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler))
    assert all(GAME.option_rule(s, o) in GAME.rules for o in decision(s).options)


def test_a_thrall_with_an_activated_ability_is_played_without_a_target():
    s = table({"hand": ["Pyre Acolyte"], "souls": ["Kindle"]}, {"thralls": ["Gloam Stalker"]})
    acolyte, stalker = card(s, "Pyre Acolyte"), card(s, "Gloam Stalker")
    plays = [o for o in decision(s).options if isinstance(o, Play)]
    assert plays == [Play(seat=0, card=acolyte)]  # its ability is used later, by exhausting it
    refused(s, Play(seat=0, card=acolyte, target=stalker), "RPR-target")


def test_reaper_1_matches_keep_replaying_with_their_targeted_thrall_plays():
    from engine.registry import get_game
    from rpr_helpers import GAME
    old = get_game("reaper", "reaper-1")
    assert old.rules_version == "reaper-1" and set(GAME.rules_versions()) == {
        "reaper-1", "reaper-2", "reaper-3", "reaper-4", "reaper-5", "reaper-6", "reaper-7", "reaper-8",
        "reaper-9"}
    s = table({"hand": ["Pyre Acolyte"], "souls": ["Kindle"]}, {"thralls": ["Gloam Stalker"]})
    acolyte, stalker = card(s, "Pyre Acolyte"), card(s, "Gloam Stalker")
    assert [o for o in old.pending(s).options if isinstance(o, Play)] == \
        [Play(seat=0, card=acolyte, target=stalker)]
    with pytest.raises(IllegalEvent) as err:
        old.apply(GAME.clone(s), Play(seat=0, card=acolyte), check=True)
    assert err.value.rule == "RPR-target"
    then = old.apply(GAME.clone(s), Play(seat=0, card=acolyte, target=stalker), check=True)
    now = GAME.apply(GAME.clone(s), Play(seat=0, card=acolyte), check=True)
    assert GAME.digest(then) == GAME.digest(now)  # the target never did anything

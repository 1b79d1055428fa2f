"""The second rules hunt (session 16): where two rules, or two cards, meet at one moment.

Each test is a position (seat 0 is Ada, seat 1 is Bo, with rpr_helpers' Angel cards unless
named), a decision, then what the state holds and what is refused, with the rule id. Where
the rules text is silent the test names the assumption of the rule index it pins."""

from rpr_helpers import GAME, act, card, decision, pass_all, refused, table

from engine.games.reaper.events import (Activate, Attack, Claim, EndTurn, Grace, Guard, Pass,
                                        Play, Reap)
from engine.games.reaper.state import Soul, exhausted, health
from engine.games.reaper.tasks import ClaimAsk, GraceAsk, Main, SuddenAsk

BO_EMBER = ["Creed of Cinders", "Ilse", "Brinecutter"]
"""Bo's Angel cards with one Ember card (Ward of Ash needs one) and two Tide fighters."""
BO_GLOAM = ["Creed of Many Veils", "Morrow", "Duskmourn"]
"""Bo's Angel cards, all Gloam (Parry the Scythe and Lurking Shade need one)."""


def _until(s, rule):
    """Pass every decision until one of `rule` is asked."""
    while decision(s).rule != rule:
        s = act(s, Pass(seat=decision(s).seat))
    return s


# -- transformation meets a Creed, an attack, a bind ---------------------------------------

def test_the_creed_turned_archcreed_completes_at_once_with_two_bound_ember_souls():
    """RPR-transform-1 meets RPR-win: Creed of Cinders asks for three bound Souls (two Ember);
    its Archcreed for two (two Ember). Ada holds two bound Ember Souls: exhausting the Creed
    to transform it completes her Creed, and the match ends at that activation."""
    s = table({"angels": ["Creed of Cinders", "Vessa, Ember Reaper", "Cinderhook"],
               "souls": [{"card": "Cinder Hound", "bound": True},
                         {"card": "Flame Zealot", "bound": True}]})
    creed = card(s, "Creed of Cinders")
    assert not s.over
    s = act(s, Activate(seat=0, card=creed))
    assert s.cards[creed] == "RPR-022" and exhausted(s, creed)
    assert (s.over_rule, s.winner) == ("RPR-win", 0)


def test_the_archcreed_is_not_complete_when_a_bound_soul_is_of_another_faction():
    """The same transformation with one bound Ember Soul and one Tide: the Archcreed asks for
    two Ember, so the match goes on with the Archcreed exhausted in play."""
    s = table({"angels": ["Creed of Cinders", "Vessa, Ember Reaper", "Cinderhook"],
               "souls": [{"card": "Cinder Hound", "bound": True},
                         {"card": "Reef Crawler", "bound": True}]})
    s = act(s, Activate(seat=0, card=card(s, "Creed of Cinders")))
    assert not s.over and isinstance(s.stack[-1], Main)
    refused(s, Reap(seat=0, card=card(s, "Creed of Cinders")), "RPR-exhausted")


def test_a_thrall_transformed_this_turn_has_been_in_play_since_the_start_and_attacks():
    """RPR-transform-since (assumption): the new form inherits "all states" of the old one,
    so it has been in play as long as the old form had. Ada's Smoulder Grub, in play since
    the turn began, is turned into Smoulder Wyrm by her Flood of Change (the Grub's own
    ability would exhaust it): the Wyrm, unexhausted, attacks Bo's Stalker and kills it."""
    s = table({"thralls": ["Smoulder Grub"], "hand": ["Flood of Change"],
               "souls": ["Kindle"], "angels": ["Creed of the Harvest", "Ilse", "Brinecutter"]},
              {"thralls": ["Gloam Stalker"]})
    grub, stalker = card(s, "Smoulder Grub"), card(s, "Gloam Stalker")
    s = act(s, Play(seat=0, card=card(s, "Flood of Change"), target=grub))
    assert s.cards[grub] == "RPR-047" and not exhausted(s, grub)
    s = act(s, Attack(seat=0, attacker=grub, target=stalker))  # the Wyrm, Attack 3
    s = pass_all(s)
    assert stalker not in s.players[1].thralls
    assert GAME.rules["RPR-transform-since"].assumption


def test_a_thrall_played_this_turn_and_transformed_still_may_not_attack():
    """The other side of RPR-transform-since: the Grub came into play this turn, so the Wyrm
    it becomes has not been in play since the start of the turn (RPR-attack-thrall)."""
    s = table({"thralls": [{"card": "Smoulder Grub", "new": True}], "hand": ["Flood of Change"],
               "souls": ["Kindle"], "angels": ["Creed of the Harvest", "Ilse", "Brinecutter"]},
              {"thralls": ["Gloam Stalker"]})
    grub = card(s, "Smoulder Grub")
    s = act(s, Play(seat=0, card=card(s, "Flood of Change"), target=grub))
    refused(s, Attack(seat=0, attacker=grub, target=card(s, "Gloam Stalker")), "RPR-attack-thrall")


def test_a_soul_of_a_thrall_transformed_this_turn_binds_as_its_old_form_would():
    """RPR-transform-since with RPR-bind-1: Ada's Grave Larva, in play since the turn began,
    becomes Bone Wyrm (Health 3); Vessa's 3 kills it: Ada claims its Soul and binds it, as
    she would have the Larva's."""
    s = table({"thralls": ["Grave Larva"],
               "angels": ["Creed of the Harvest", "Vessa, Ember Reaper", "Morrow"]})
    larva = card(s, "Grave Larva")
    s = act(s, Activate(seat=0, card=larva))
    assert s.cards[larva] == "RPR-055" and health(s, larva) == 3
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=larva))
    s = _until(s, "RPR-claim-1")
    assert decision(s).seat == 0 and s.stack[-1].bind
    s = act(s, Claim(seat=0, card=larva))
    assert s.players[0].souls == [Soul(card=larva, face_up=True, bound=True)]
    assert s.cards[larva] == "RPR-054"  # out of play it is the printed front (RPR-transform-leave)


# -- guarding meets a sudden card ----------------------------------------------------------

def test_the_thrall_that_guards_gives_its_player_no_new_chance_to_parry():
    """RPR-guard-sudden (assumption): Parry the Scythe answers an attack declared against a
    Thrall of yours; a guard is no new declaration. Ada's Vessa attacks her own Reef Crawler
    (to kill and bind it); Bo guards with his Kelp Golem. He held Parry, but the Crawler was
    not his, and after the guard the window is closed: he is next asked to grace."""
    s = table({"thralls": ["Reef Crawler"]},
              {"angels": BO_GLOAM, "thralls": ["Kelp Golem"], "hand": ["Parry the Scythe"],
               "souls": ["Kindle"]})
    golem, parry = card(s, "Kelp Golem"), card(s, "Parry the Scythe")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=card(s, "Reef Crawler")))
    d = decision(s)
    assert d.seat == 1 and d.options == [Guard(seat=1, card=golem), Pass(seat=1)]
    refused(s, Play(seat=1, card=parry), "RPR-sudden-1")  # the Crawler is Ada's
    s = act(s, Guard(seat=1, card=golem))
    d = decision(s)
    assert (d.seat, d.rule) == (1, "RPR-grace-1") and isinstance(s.stack[-1], GraceAsk)
    refused(s, Play(seat=1, card=parry), "RPR-sudden-1")
    s = pass_all(s)
    assert s.inplay[golem].damage == 3 and golem in s.players[1].thralls  # Health 5
    assert GAME.rules["RPR-guard-sudden"].assumption


def test_a_player_may_parry_an_attack_they_declared_against_their_own_thrall():
    """RPR-sudden-1: "your Thrall is attacked" names whose Thrall, not who attacks. Ada's
    Vessa attacks her own Shade; Bo has nothing to answer with; Ada, asked second, plays
    Parry: the attack ends with no damage, and Vessa stays exhausted (RPR-attack-1)."""
    s = table({"angels": ["Creed of Many Veils", "Vessa, Ember Reaper", "Duskmourn"],
               "thralls": ["Lurking Shade"], "hand": ["Parry the Scythe"], "souls": ["Kindle"]})
    shade, vessa = card(s, "Lurking Shade"), card(s, "Vessa")
    s = act(s, Attack(seat=0, attacker=vessa, target=shade))
    d = decision(s)
    assert d.seat == 0 and Play(seat=0, card=card(s, "Parry the Scythe"), burn=[]) in d.options
    s = act(s, Play(seat=0, card=card(s, "Parry the Scythe")))
    assert isinstance(s.stack[-1], Main) and s.inplay[shade].damage == 0 and exhausted(s, vessa)
    assert card(s, "Parry the Scythe") in s.players[0].discard


def test_a_player_who_guards_their_own_attack_kills_and_binds_their_own_thrall():
    """RPR-guard-1 with RPR-killer and RPR-bind-1: Ada's Vessa attacks Bo's Crawler; Bo
    passes; Ada steps her own Cinder Hound (in play since the turn began) in front. Vessa's
    3 kills it: Ada's card dealt the damage, the Hound was hers, so she claims and binds."""
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Reef Crawler"]})
    hound = card(s, "Cinder Hound")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=card(s, "Reef Crawler")))
    d = decision(s)
    assert d.seat == 0 and Guard(seat=0, card=hound) in d.options  # Bo has no Thrall to guard
    s = act(s, Guard(seat=0, card=hound))
    s = _until(s, "RPR-claim-1")
    refused(s, Claim(seat=1, card=hound), "RPR-killer")
    s = act(s, Claim(seat=0, card=hound))
    assert s.players[0].souls == [Soul(card=hound, face_up=True, bound=True)]


def test_a_thrall_of_attack_0_that_guards_deals_the_attacker_no_damage():
    """RPR-fight with RPR-guard-1: Bo's Brine Hermit (Attack 0, Health 3) guards against Ada's
    Cinder Hound (Attack 2): the Hound takes nothing, so only the Hermit's grace windows are
    asked, and the Hermit survives with 2 damage."""
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Reef Crawler", "Brine Hermit"]})
    hound, hermit = card(s, "Cinder Hound"), card(s, "Brine Hermit")
    s = act(s, Attack(seat=0, attacker=hound, target=card(s, "Reef Crawler")))
    s = act(s, Guard(seat=1, card=hermit))
    graces = []
    while not isinstance(s.stack[-1], Main):
        if isinstance(s.stack[-1], GraceAsk):
            graces.append(s.stack[-1].target)
        s = act(s, Pass(seat=decision(s).seat))
    assert set(graces) == {hermit} and s.inplay[hound].damage == 0
    assert s.inplay[hermit].damage == 2 and exhausted(s, hermit)


# -- damage from two players, and the end of the turn -------------------------------------

def test_a_thrall_damaged_by_both_players_is_killed_by_the_card_of_the_last_hit():
    """RPR-killer-last (assumption): "killed by the player whose card dealt the damage" when
    two players' cards dealt it: the hit that makes the damage reach the Health kills. Ada's
    Hound (Health 2) attacked Bo's Crawler earlier this turn and took 1 from it; her own
    Corvane deals the last 1: Ada killed it, claims and binds (it was hers since the start)."""
    s = table({"angels": ["Creed of the Harvest", "Corvane", "Cinderhook"],
               "thralls": [{"card": "Cinder Hound", "damage": 1, "exhausted": True}]},
              {"thralls": ["Reef Crawler"]})
    hound = card(s, "Cinder Hound")
    s = act(s, Activate(seat=0, card=card(s, "Corvane"), target=hound))
    s = _until(s, "RPR-claim-1")
    assert decision(s).seat == 0
    s = act(s, Claim(seat=0, card=hound))
    assert s.players[0].souls == [Soul(card=hound, face_up=True, bound=True)]
    assert GAME.rules["RPR-killer-last"].assumption


def test_the_last_hit_by_the_other_players_card_makes_them_the_killer():
    """RPR-killer-last the other way: Ada's Corvane dealt her Hound 1 this turn; the Hound
    then attacks Bo's Crawler, which deals it 1 more: Bo's card killed it, Bo may claim (not
    bind: never his), and Ada's claim is refused (RPR-killer)."""
    s = table({"angels": ["Creed of the Harvest", "Corvane", "Cinderhook"],
               "thralls": [{"card": "Cinder Hound", "damage": 1}]},
              {"thralls": ["Reef Crawler"]})
    hound, crawler = card(s, "Cinder Hound"), card(s, "Reef Crawler")
    s = act(s, Attack(seat=0, attacker=hound, target=crawler))
    s = _until(s, "RPR-claim-1")
    assert decision(s).seat == 1 and not s.stack[-1].bind
    refused(s, Claim(seat=0, card=hound), "RPR-killer")
    s = act(s, Claim(seat=1, card=hound))
    assert s.players[1].souls == [Soul(card=hound, face_up=True, bound=False)]


def test_a_thrall_kept_alive_by_grace_survives_the_end_of_the_turn():
    """RPR-end-clear (assumption): grace lasts "until end of turn" and damage counts "in a
    single turn": both end together, so a Thrall whose damage exceeds its printed Health
    is not killed when its grace ends. Bo's Crawler (Health 3) graced by Ilse (+2) takes
    Vessa's 3, then Corvane's 1: 4 damage on Health 5. Ada ends her turn: the Crawler is
    still in play, its damage and grace cleared."""
    s = table({"angels": ["Creed of the Harvest", "Vessa, Ember Reaper", "Corvane"]},
              {"thralls": ["Reef Crawler"]})
    crawler = card(s, "Reef Crawler")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler))
    s = act(s, Grace(seat=1, card=card(s, "Ilse")))
    s = pass_all(s)
    s = act(s, Activate(seat=0, card=card(s, "Corvane"), target=crawler))
    s = pass_all(s)
    assert s.inplay[crawler].damage == 4 and health(s, crawler) == 5
    s = act(s, EndTurn(seat=0))
    assert crawler in s.players[1].thralls
    assert (s.inplay[crawler].damage, s.inplay[crawler].grace) == (0, 0)
    assert GAME.rules["RPR-end-clear"].assumption

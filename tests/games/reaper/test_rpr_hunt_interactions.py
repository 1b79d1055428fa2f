"""The second rules hunt (session 16): where two rules, or two cards, meet at one moment.

Each test is a position (seat 0 is Ada, seat 1 is Bo, with rpr_helpers' Angel cards unless
named), a decision, then what the state holds and what is refused, with the rule id. Where
the rules text is silent the test names the assumption of the rule index it pins."""

from rpr_helpers import GAME, act, card, decision, pass_all, refused, table

from engine.games.reaper.events import (Activate, Attack, Claim, EndTurn, Grace, Guard, Pass,
                                        Play, Reap)
from engine.games.reaper.state import exhausted, health
from engine.games.reaper.state import Soul9 as Soul  # the current version's Soul record (reaper-9)
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


# -- sudden cards meeting each other ---------------------------------------------------------

def test_two_ward_of_ash_may_answer_one_damage():
    """RPR-sudden-each (assumption): Bo holds two Ward of Ash when Ada's Vessa (3) attacks his
    Gloam Stalker (Health 1); each card gets its chance, so after the first he is asked again
    and plays the second (+3 +3), then may still grace. The Stalker survives."""
    s = table({}, {"angels": BO_EMBER, "thralls": ["Gloam Stalker"],
                   "hand": ["Ward of Ash", "Ward of Ash"], "souls": ["Kindle", "Kindle"]})
    stalker = card(s, "Gloam Stalker")
    w1, w2 = s.players[1].hand
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=stalker))
    s = act(s, Play(seat=1, card=w1, target=stalker))
    d = decision(s)
    assert d.seat == 1 and Play(seat=1, card=w2, target=stalker, burn=[]) in d.options
    assert Grace(seat=1, card=card(s, "Ilse")) in d.options
    s = act(s, Play(seat=1, card=w2, target=stalker))
    assert health(s, stalker) == 1 + 3 + 3 and s.players[1].souls == []
    s = pass_all(s)
    assert stalker in s.players[1].thralls and s.inplay[stalker].damage == 3
    assert s.players[1].discard == [w1, w2]


def test_a_lurking_shade_answers_a_lurking_shade_on_its_players_own_turn():
    """RPR-sudden-each with RPR-sudden-1: Ada plays Cinder Hound; Bo answers with Lurking
    Shade (his opponent played a Thrall); that Shade is a Thrall Ada's opponent played, so
    Ada may answer it with her own Shade, on her own turn. Then Bo is asked about her Shade,
    then again about the Hound. Ada's Shade came this turn: it may not
    attack (RPR-attack-thrall)."""
    gloam_ember = ["Creed of Many Veils", "Vessa, Ember Reaper", "Duskmourn"]
    s = table({"angels": gloam_ember, "hand": ["Cinder Hound", "Lurking Shade"],
               "souls": ["Kindle", "Kindle"]},
              {"angels": BO_GLOAM, "hand": ["Lurking Shade", "Lurking Shade"],
               "souls": ["Kindle", "Kindle"], "thralls": ["Reef Crawler"]})
    hound, ada_shade = s.players[0].hand
    bo1, bo2 = s.players[1].hand
    s = act(s, Play(seat=0, card=hound))
    refused(s, Play(seat=0, card=ada_shade), "RPR-seat")  # Bo is asked about the Hound
    s = act(s, Play(seat=1, card=bo1))
    d = decision(s)
    assert isinstance(s.stack[-1], SuddenAsk) and s.stack[-1].subject == bo1 and d.seat == 0
    s = act(s, Play(seat=0, card=ada_shade))
    assert s.stack[-1].subject == ada_shade and decision(s).seat == 1
    s = act(s, Pass(seat=1))  # not for Ada's Shade
    # Ada holds no Shade now: her window for Bo's Shade asks no more (RPR-window-ask), and Bo
    # is asked again about the Hound, with his second Shade
    assert decision(s).seat == 1 and s.stack[-1].subject == hound
    s = act(s, Play(seat=1, card=bo2))
    s = pass_all(s)
    assert s.players[0].thralls == [hound, ada_shade]
    assert s.players[1].thralls == [card(s, "Reef Crawler"), bo1, bo2]
    refused(s, Attack(seat=0, attacker=ada_shade, target=bo1), "RPR-attack-thrall")


def test_soul_theft_with_an_empty_grimoire_reaps_the_soul_it_burned():
    """RPR-burn-1 before RPR-reap-1: a card's cost is paid first, and a burned card goes to
    the bottom of the Grimoire it started in. Bo's Grimoire is empty; he burns his one
    face-down Soul (his own card) for Soul Theft when Ada reaps: it goes to the bottom of his
    empty Grimoire, and Soul Theft reaps it again, face down. Ada may answer his reap."""
    s = table({"hand": ["Soul Theft"], "souls": ["Kindle"]},
              {"angels": ["Creed of the Harvest", "Ilse", "Brinecutter"], "grimoire": [],
               "hand": ["Soul Theft"], "souls": ["Drowned Sailor"]})
    sailor = card(s, "Drowned Sailor")
    bo_theft = s.players[1].hand[0]
    s = act(s, Reap(seat=0, card=card(s, "Vessa")))
    s = act(s, Play(seat=1, card=bo_theft))
    assert s.players[1].souls == [Soul(card=sailor)] and s.players[1].grimoire == []
    d = decision(s)  # Ada's Soul Theft for Bo's reap (RPR-sudden-reap)
    assert d.seat == 0 and isinstance(s.stack[-1], SuddenAsk)


def test_ward_of_ash_on_its_players_own_turn_for_their_attacking_thrall():
    """RPR-sudden-1 ("on either player's turn") with RPR-fight-order: Ada's Hound (Health 2)
    attacks Bo's Cinder Hound (Attack 2). The attacked Thrall's windows come first; then the
    windows of Ada's Hound, whose damage Bo's card deals: Ada is asked first and plays Ward
    of Ash on her own turn. Bo's Hound dies, Ada's lives."""
    ember = ["Creed of Cinders", "Vessa, Ember Reaper", "Cinderhook"]
    s = table({"angels": ember, "thralls": ["Cinder Hound"], "hand": ["Ward of Ash"],
               "souls": ["Kindle"]},
              {"thralls": ["Cinder Hound"]})
    mine, theirs = card(s, "Cinder Hound"), card(s, "Cinder Hound", 1)
    ward = card(s, "Ward of Ash")
    s = act(s, Attack(seat=0, attacker=mine, target=theirs))
    while not (isinstance(s.stack[-1], GraceAsk) and s.stack[-1].target == mine):
        s = act(s, Pass(seat=decision(s).seat))
    assert decision(s).seat == 0
    s = act(s, Play(seat=0, card=ward, target=mine))
    s = pass_all(s)
    assert mine in s.players[0].thralls and s.inplay[mine].damage == 2
    assert theirs not in s.players[1].thralls


# -- a Creed's count meets a cost ----------------------------------------------------------

def _host(souls):
    return table({"angels": ["Creed of the Host", "Ilse", "Brinecutter"],
                  "hand": ["Errand Malakh"], "souls": souls})


def test_a_bound_soul_burned_for_the_fourth_angel_card_no_longer_completes_the_host():
    """RPR-bind-1 ("can still be burned to pay costs") with RPR-win: Creed of the Host asks
    two bound Souls and four Angel cards. Ada has two bound Souls and three Angel cards; she
    pays Errand Malakh (cost 1) with a bound Soul: four Angel cards, one bound Soul, no win.
    Paid with a face-down Soul instead, the same play wins at once."""
    bound = [{"card": "Cinder Hound", "bound": True}, {"card": "Reef Crawler", "bound": True}]
    s = _host(bound)
    hound = card(s, "Cinder Hound")
    s = act(s, Play(seat=0, card=card(s, "Errand Malakh"), burn=[hound]))
    assert len(s.players[0].angels) == 4 and not s.over
    s = _host(bound + ["Kindle"])
    s = act(s, Play(seat=0, card=card(s, "Errand Malakh"), burn=[]))
    assert (s.over_rule, s.winner) == ("RPR-win", 0)


def test_a_malakhim_played_this_turn_reaps_and_attacks_at_once():
    """RPR-malakhim ("it can do anything a Reaper or Scythe can do") against
    RPR-attack-thrall, which asks only Thralls to have been in play since the turn began:
    Ada's Ashwing, played now, attacks Bo's Stalker; her second one reaps at once."""
    s = table({"hand": ["Ashwing", "Ashwing"], "souls": ["Kindle"] * 4},
              {"thralls": ["Gloam Stalker"]})
    a1, a2 = s.players[0].hand
    s = act(s, Play(seat=0, card=a1))
    s = act(s, Play(seat=0, card=a2))
    stalker = card(s, "Gloam Stalker")
    s = act(s, Attack(seat=0, attacker=a1, target=stalker))
    s = pass_all(s)
    assert stalker not in s.players[1].thralls
    s = act(s, Reap(seat=0, card=a2))
    assert len(s.players[0].souls) == 1 and exhausted(s, a2)


def test_an_exhausted_angel_card_still_counts_for_a_faction_requirement():
    """RPR-play-faction counts Angel cards "of its faction", exhausted or not: Ada's Ember
    Vessa and Cinderhook reaped (both exhausted); Pyre Harvest (needs two Ember) is still
    hers to play. With Cinderhook's faction gone (a Tide Scythe) it is refused."""
    s = table({"hand": ["Pyre Harvest"], "souls": ["Kindle", "Kindle"]},
              {"thralls": ["Reef Crawler"]})
    s = act(s, Reap(seat=0, card=card(s, "Vessa")))
    s = act(s, Reap(seat=0, card=card(s, "Cinderhook")))
    s = pass_all(s)
    crawler = card(s, "Reef Crawler")
    assert Play(seat=0, card=card(s, "Pyre Harvest"), target=crawler, burn=[]) in decision(s).options
    t = table({"angels": ["Creed of the Harvest", "Vessa, Ember Reaper", "Brinecutter"],
               "hand": ["Pyre Harvest"], "souls": ["Kindle", "Kindle"]},
              {"thralls": ["Reef Crawler"]})
    refused(t, Play(seat=0, card=card(t, "Pyre Harvest"), target=card(t, "Reef Crawler")),
            "RPR-play-faction")


# -- exhaustion across turns and cards that ready or exhaust -------------------------------

def test_an_angel_card_used_on_its_turn_cannot_grace_on_the_next_and_one_graced_with_can():
    """RPR-turn-start unexhausts the turn player's cards only: Ada's Vessa attacked on her
    turn and stays exhausted through Bo's; when Bo's Stalker attacks Ada's Crawler she may
    grace with Cinderhook only. Bo's Ilse graced on Ada's turn and is ready on his."""
    s = table({"thralls": ["Reef Crawler"]},
              {"thralls": ["Gloam Stalker", "Kelp Golem"]})
    vessa, hook, crawler = card(s, "Vessa"), card(s, "Cinderhook"), card(s, "Reef Crawler")
    ilse, golem, stalker = card(s, "Ilse"), card(s, "Kelp Golem"), card(s, "Gloam Stalker")
    s = act(s, Attack(seat=0, attacker=vessa, target=golem))
    s = _until(s, "RPR-grace-1")
    s = act(s, Grace(seat=1, card=ilse))
    s = pass_all(s)
    s = act(s, EndTurn(seat=0))
    assert exhausted(s, vessa) and not exhausted(s, ilse)
    s = act(s, Attack(seat=1, attacker=stalker, target=crawler))
    s = _until(s, "RPR-grace-1")
    d = decision(s)
    assert d.seat == 0 and d.options == [Grace(seat=0, card=hook), Pass(seat=0)]
    refused(s, Grace(seat=0, card=vessa), "RPR-grace-1")


def test_tide_herald_readies_an_angel_card_that_attacked_and_it_attacks_again():
    """RPR-exhausted: a card exhausted by an attack may act again once unexhausted; Tide
    Herald unexhausts another Angel card: Vessa attacks Bo's Golem twice in a turn, 3 + 3
    reaching its Health 5."""
    s = table({"thralls": ["Tide Herald"]}, {"thralls": ["Kelp Golem"]})
    vessa, golem, herald = card(s, "Vessa"), card(s, "Kelp Golem"), card(s, "Tide Herald")
    s = act(s, Attack(seat=0, attacker=vessa, target=golem))
    s = pass_all(s)
    refused(s, Attack(seat=0, attacker=vessa, target=golem), "RPR-exhausted")
    s = act(s, Activate(seat=0, card=herald, target=vessa))
    s = act(s, Attack(seat=0, attacker=vessa, target=golem))
    s = pass_all(s)
    assert golem not in s.players[1].thralls and golem in s.players[1].discard  # not Ensouled


def test_a_thrall_exhausted_by_night_mourner_cannot_guard_and_readies_on_its_turn():
    """RPR-guard-1 ("any other unexhausted Thrall") after RPR-exhausted: Ada's Night Mourner
    exhausts Bo's Golem; her Vessa then attacks his Crawler and Bo has no Thrall to guard
    with (no window). At the start of Bo's turn the Golem is ready again."""
    s = table({"thralls": ["Night Mourner"]}, {"thralls": ["Reef Crawler", "Kelp Golem"]})
    golem, crawler = card(s, "Kelp Golem"), card(s, "Reef Crawler")
    s = act(s, Activate(seat=0, card=card(s, "Night Mourner"), target=golem))
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler))
    assert decision(s).rule == "RPR-grace-1"  # no guard window: nobody could guard
    refused(s, Guard(seat=1, card=golem), "RPR-guard-1")
    s = pass_all(s)
    s = act(s, EndTurn(seat=0))
    assert not exhausted(s, golem)


def test_souls_turned_face_up_by_seance_of_names_are_then_chosen_to_burn():
    """RPR-burn-choice after RPR-reap-1's face-down Souls: Ada's two face-down Souls cannot
    be named to pay; after Seance of Names they are face up and each way to pay Cinder Hound
    (cost 1) is an option of its own."""
    s = table({"angels": ["Creed of Many Veils", "Vessa, Ember Reaper", "Duskmourn"],
               "hand": ["Seance of Names", "Cinder Hound"], "souls": ["Kindle", "Kelp Golem"]})
    kindle, golem, hound = card(s, "Kindle"), card(s, "Kelp Golem"), card(s, "Cinder Hound")
    plays = [o for o in decision(s).options if isinstance(o, Play) and o.card == hound]
    assert plays == [Play(seat=0, card=hound, burn=[])]
    refused(s, Play(seat=0, card=hound, burn=[kindle]), "RPR-burn-choice")
    s = act(s, Play(seat=0, card=card(s, "Seance of Names")))
    plays = [o for o in decision(s).options if isinstance(o, Play) and o.card == hound]
    assert plays == [Play(seat=0, card=hound, burn=[kindle]), Play(seat=0, card=hound, burn=[golem])]
    s = act(s, Play(seat=0, card=hound, burn=[golem]))
    assert s.players[0].souls == [Soul(card=kindle, face_up=True)]
    assert s.players[0].grimoire[-1] == golem


# -- refusals when a seat was not asked: the card's own reason first -----------------------

def test_an_exhausted_angel_of_a_seat_passed_by_the_grace_window_is_refused_as_exhausted():
    """RPR-grace-1 before RPR-grace-once: Bo's Reaper and Scythe are exhausted, so the grace
    window for his Crawler passes him by (RPR-window-ask) and asks Ada. His grace with
    exhausted Ilse is refused because Ilse is exhausted, not because his chance is past; a
    grace with his Creed because a Creed does not grace."""
    tired = ["Creed of Many Veils", {"card": "Ilse", "exhausted": True},
             {"card": "Brinecutter", "exhausted": True}]
    s = table({}, {"angels": tired, "thralls": ["Reef Crawler"]})
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=card(s, "Reef Crawler")))
    assert decision(s).seat == 0 and decision(s).rule == "RPR-grace-1"
    refused(s, Grace(seat=1, card=card(s, "Ilse")), "RPR-grace-1")
    refused(s, Grace(seat=1, card=card(s, "Creed of Many Veils")), "RPR-grace-1")
    refused(s, Grace(seat=1, card=card(s, "Cinderhook")), "RPR-grace-1")  # not his


def test_a_thrall_that_could_not_guard_is_refused_as_such_after_the_guard_window():
    """RPR-guard-1 and RPR-guard-own before RPR-sequence: no guard window opened (Bo's only
    other Thrall is exhausted): his guard with it is refused as exhausted, and his guard
    with Ada's Thrall as not his. A ready Thrall after the window is over stays RPR-sequence
    (test_rpr_checks)."""
    s = table({"thralls": ["Cinder Hound"]},
              {"thralls": ["Reef Crawler", {"card": "Kelp Golem", "exhausted": True}]})
    hound = card(s, "Cinder Hound")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=card(s, "Reef Crawler")))
    s = act(s, Pass(seat=0))  # Ada's guard window: she passes
    assert decision(s).rule == "RPR-grace-1" and decision(s).seat == 1
    refused(s, Guard(seat=1, card=card(s, "Kelp Golem")), "RPR-guard-1")
    refused(s, Guard(seat=1, card=hound), "RPR-guard-own")


# -- an attack that ends early, a match that ends mid-fight --------------------------------

def test_an_attack_parried_in_the_guard_window_asks_nobody_else_and_deals_nothing():
    """Parry the Scythe ends the attack: the attacker's own guard chance, both grace windows
    and the damage never come; the attacker stays exhausted (it exhausted to declare,
    RPR-attack-1). Parry is in Bo's discard pile; Ada's next attack opens his window again
    only with a Thrall to guard with (he has none, and no second Parry)."""
    s = table({"thralls": ["Cinder Hound", "Kelp Golem"]},
              {"angels": BO_GLOAM, "thralls": ["Gloam Stalker"], "hand": ["Parry the Scythe"],
               "souls": ["Kindle"]})
    hound, stalker, parry = card(s, "Cinder Hound"), card(s, "Gloam Stalker"), card(s, "Parry the Scythe")
    s = act(s, Attack(seat=0, attacker=hound, target=stalker))
    s = act(s, Play(seat=1, card=parry))
    assert isinstance(s.stack[-1], Main) and decision(s).seat == 0
    assert exhausted(s, hound) and s.inplay[stalker].damage == 0 and s.inplay[hound].damage == 0
    assert s.players[1].discard == [parry]
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=stalker))
    d = decision(s)
    assert d.seat == 0 and d.rule == "RPR-guard-1"  # only Ada's Golem may guard now


def test_a_claim_that_completes_the_creed_ends_the_match_before_the_fights_other_claim():
    """RPR-win is read at each claim: Ada's Hound attacks her own Stalker and both die by her
    cards; her Creed of the Harvest has two of its three bound Souls. Claiming the Stalker's
    Soul (bound) wins at once: the Hound's claim is never asked."""
    s = table({"thralls": ["Cinder Hound", "Gloam Stalker"],
               "souls": [{"card": "Kindle", "bound": True}, {"card": "Kindle", "bound": True}]})
    hound, stalker = card(s, "Cinder Hound"), card(s, "Gloam Stalker")
    s = act(s, Attack(seat=0, attacker=hound, target=stalker))
    s = _until(s, "RPR-claim-1")
    assert sum(isinstance(t, ClaimAsk) for t in s.stack) == 2
    s = act(s, Claim(seat=0, card=stalker))
    assert (s.over_rule, s.winner) == ("RPR-win", 0) and s.stack == []
    assert hound not in s.players[0].thralls and hound not in s.players[0].discard


def test_each_player_may_grace_both_thralls_of_a_fight_one_grace_per_damage():
    """RPR-grace-once is per damage: a fight deals two, so Bo may grace his attacked Stalker
    with Ilse and Ada's attacking Hound with Brinecutter (a player may grace any Thrall about
    to take damage). The Stalker (1 + 2) survives the Hound's 2; the Hound (2 + 2) survives."""
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Gloam Stalker"]})
    hound, stalker = card(s, "Cinder Hound"), card(s, "Gloam Stalker")
    ilse, brine = card(s, "Ilse"), card(s, "Brinecutter")
    s = act(s, Attack(seat=0, attacker=hound, target=stalker))
    s = _until(s, "RPR-grace-1")
    assert s.stack[-1].target == stalker and decision(s).seat == 1
    s = act(s, Grace(seat=1, card=ilse))
    while not (isinstance(s.stack[-1], GraceAsk) and s.stack[-1].target == hound
               and decision(s).seat == 1):
        s = act(s, Pass(seat=decision(s).seat))
    s = act(s, Grace(seat=1, card=brine))
    s = pass_all(s)
    assert hound in s.players[0].thralls and stalker in s.players[1].thralls
    assert (s.inplay[hound].damage, s.inplay[stalker].damage) == (2, 2)


def test_damage_equal_to_health_with_grace_kills_and_one_less_does_not():
    """RPR-damage-1 ("equal to or greater than its Health") with the Health grace gives: Bo's
    Crawler (3) graced by Ilse (+2) survives Vessa's 3 and Corvane's 1 (4 of 5), and dies to
    one more from Ada's Pyre Acolyte (5 of 5)."""
    s = table({"angels": ["Creed of the Harvest", "Vessa, Ember Reaper", "Corvane"],
               "thralls": ["Pyre Acolyte"]}, {"thralls": ["Reef Crawler"]})
    crawler = card(s, "Reef Crawler")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler))
    s = _until(s, "RPR-grace-1")
    s = act(s, Grace(seat=1, card=card(s, "Ilse")))
    s = pass_all(s)
    s = act(s, Activate(seat=0, card=card(s, "Corvane"), target=crawler))
    s = pass_all(s)
    assert crawler in s.players[1].thralls and s.inplay[crawler].damage == 4
    s = act(s, Activate(seat=0, card=card(s, "Pyre Acolyte"), target=crawler))
    s = _until(s, "RPR-claim-1")
    assert crawler not in s.players[1].thralls and decision(s).seat == 0


# -- edges: no target, no Soul, the last card, the last turn --------------------------------

def test_a_card_with_no_legal_target_now_is_neither_listed_nor_played():
    """RPR-target: Flood of Change with only Bo's two-sided Thrall and Ada's Wyrm (already
    its back); Shroud of Dusk with every Thrall exhausted; Pyre Acolyte with no other Thrall
    to hit; Tide Herald with no exhausted Angel card of Ada's: none is an option, and each
    is refused naming RPR-target."""
    s = table({"hand": ["Flood of Change", "Shroud of Dusk"], "souls": ["Kindle"],
               "angels": ["Creed of Many Veils", "Ilse", "Duskmourn"],
               "thralls": [{"card": "Smoulder Wyrm", "exhausted": True},
                           {"card": "Tide Herald", "exhausted": False}]},
              {"thralls": [{"card": "Grave Larva", "exhausted": True}]})
    flood, shroud = card(s, "Flood of Change"), card(s, "Shroud of Dusk")
    wyrm, herald, larva = card(s, "Smoulder Wyrm"), card(s, "Tide Herald"), card(s, "Grave Larva")
    listed = {(type(o).__name__, getattr(o, "card", None)) for o in decision(s).options}
    assert ("Play", flood) not in listed and ("Activate", herald) not in listed
    refused(s, Play(seat=0, card=flood, target=larva), "RPR-target")  # not Ada's
    refused(s, Play(seat=0, card=flood, target=wyrm), "RPR-target")  # already its back
    refused(s, Activate(seat=0, card=herald, target=card(s, "Ilse")), "RPR-target")  # ready
    assert ("Play", shroud) in listed  # the Herald is unexhausted: Shroud may take it
    s = act(s, Play(seat=0, card=shroud, target=herald))
    refused(s, Activate(seat=0, card=herald, target=card(s, "Ilse")), "RPR-exhausted")
    t = table({"thralls": ["Pyre Acolyte"]}, {})
    assert not any(isinstance(o, Activate) for o in decision(t).options)
    refused(t, Activate(seat=0, card=card(t, "Pyre Acolyte"), target=card(t, "Pyre Acolyte")),
            "RPR-target")


def test_a_card_of_no_cost_is_played_from_an_empty_soul_pool_and_its_requirement_still_counts():
    """RPR-play-cost with RPR-play-faction at zero: Ember Wretch (cost 0, no requirement) is
    played with no Soul and no Ember Angel card; Seance of Names (cost 0, one Gloam) is
    refused without a Gloam Angel card, and with one it is played with no face-down Soul to
    turn, changing nothing."""
    tide = ["Creed of the Harvest", "Ilse", "Brinecutter"]
    s = table({"angels": tide, "hand": ["Ember Wretch", "Seance of Names"]})
    wretch, seance = card(s, "Ember Wretch"), card(s, "Seance of Names")
    refused(s, Play(seat=0, card=seance), "RPR-play-faction")
    s = act(s, Play(seat=0, card=wretch))
    assert wretch in s.players[0].thralls and s.players[0].souls == []
    t = table({"angels": ["Creed of Many Veils", "Ilse", "Brinecutter"], "hand": ["Seance of Names"],
               "souls": [{"card": "Kindle", "bound": True}]})
    t = act(t, Play(seat=0, card=card(t, "Seance of Names")))
    assert t.players[0].souls == [Soul(card=card(t, "Kindle"), face_up=True, bound=True)]


def test_the_last_grimoire_card_reaped_then_a_burned_soul_is_the_next_draw():
    """RPR-reap-1, RPR-reap-empty, RPR-burn-1 and RPR-turn-start in one line: Ada reaps the
    last card of her Grimoire; she cannot reap again; she pays Cinder Hound with that Soul,
    which goes to the bottom of her empty Grimoire, so her next turn draws it."""
    s = table({"grimoire": ["Kelp Golem"], "hand": ["Cinder Hound"]}, {})
    golem = card(s, "Kelp Golem")
    s = act(s, Reap(seat=0, card=card(s, "Vessa")))
    assert s.players[0].grimoire == [] and s.players[0].souls == [Soul(card=golem)]
    refused(s, Reap(seat=0, card=card(s, "Cinderhook")), "RPR-reap-empty")
    s = act(s, Play(seat=0, card=card(s, "Cinder Hound")))
    assert s.players[0].grimoire == [golem]
    s = act(s, EndTurn(seat=0))
    s = act(s, EndTurn(seat=1))
    assert golem in s.players[0].hand and s.players[0].grimoire == []


def test_at_the_turn_limit_the_next_turn_never_begins():
    """RPR-turn-limit: after turn N ends the match is over; the next player does not draw
    or unexhaust (Bo's exhausted Ilse stays so, his Grimoire untouched), and the bound Souls
    decide: one each, a draw."""
    s = table({"souls": [{"card": "Kindle", "bound": True}]},
              {"souls": [{"card": "Kindle", "bound": True}],
               "angels": ["Creed of Many Veils", {"card": "Ilse", "exhausted": True}, "Brinecutter"]},
              turn=6, max_turns=6)
    grimoire = list(s.players[1].grimoire)
    s = act(s, EndTurn(seat=0))
    assert s.over_rule == "RPR-turn-limit" and s.winner is None
    assert s.players[1].grimoire == grimoire and s.players[1].hand == []
    assert exhausted(s, card(s, "Ilse"))


# -- every option listed is legal and every legal move is listed ---------------------------

_HAND = ["Parry the Scythe", "Ward of Ash", "Lurking Shade", "Soul Theft", "Searing Verdict",
         "Kindle", "Flood of Change", "Shroud of Dusk", "Tidal Offering", "Errand Malakh",
         "Cinder Hound", "Seance of Names"]
_THRALLS = ["Smoulder Grub", "Pyre Acolyte", "Gloam Stalker", "Kelp Golem", "Night Mourner",
            "Tide Herald", "Brine Hermit", "Grave Larva", {"card": "Reef Crawler", "new": True},
            {"card": "Cinder Hound", "exhausted": True}]
_ANGELS = [["Creed of Cinders", "Morrow", "Duskmourn"], ["Creed of Many Veils", "Vessa", "Cinderhook"],
           ["Creed of the Harvest", "Ilse", "Brinecutter"], ["Creed of Cinders", "Corvane", "Duskmourn"]]
_SOULS = [{"card": "Kindle", "face_up": True}, {"card": "Reef Crawler", "face_up": True, "bound": True},
          "Drowned Sailor", "Hollow Husk"]


def _rich_seat(r) -> dict:
    return {"angels": r.choice(_ANGELS), "hand": r.sample(_HAND, 7),
            "grimoire": ["Whisper Moth"] * r.choice([0, 1, 4]),
            "souls": _SOULS[:r.choice([1, 2, 3, 4])], "thralls": r.sample(_THRALLS, r.choice([1, 2, 3, 4]))}


def _every_event(state):
    """Every event of each kind a seat might send now: each card in play as reaper, guard,
    grace, activator (each target or none) and attacker (each target); each card in hand
    played at each target or none with each ordered set of face-up Souls; each claim."""
    from itertools import combinations
    in_play = [i for p in state.players for i in p.angels + p.thralls]
    out = []
    for seat, p in enumerate(state.players):
        up = [x.card for x in p.souls if x.face_up]
        burns = [list(c) for k in range(len(up) + 1) for c in combinations(up, k)]
        for a in in_play:
            out += [Reap(seat=seat, card=a), Guard(seat=seat, card=a), Grace(seat=seat, card=a)]
            out += [Activate(seat=seat, card=a, target=x) for x in [None, *in_play]]
            out += [Attack(seat=seat, attacker=a, target=x) for x in in_play]
        out += [Play(seat=seat, card=h, target=x, burn=b) for h in p.hand
                for x in [None, *in_play] for b in burns]
        out += [Claim(seat=seat, card=x) for x in range(len(state.cards))]
        out += [Pass(seat=seat), EndTurn(seat=seat)]
    return out


def test_the_options_are_exactly_the_events_the_rules_let_through_in_rich_positions():
    """Item 4 of the hunt: in positions where every window can open (sudden cards of each
    condition in both hands, face-up and face-down Souls, Thralls with abilities, new and
    exhausted), walked at random for 20 decisions each, every event of `_every_event` that
    the checked fold accepts is an option, and every option is accepted."""
    import random

    from engine.protocol import Decision, IllegalEvent

    kinds = set()
    for k in range(8):
        r = random.Random(k)
        s = table(_rich_seat(r), _rich_seat(r))
        for _ in range(20):
            p = GAME.pending(s)
            if not isinstance(p, Decision):
                break
            kinds.add(type(s.stack[-1]).__name__)
            accepted = []
            for ev in _every_event(s):
                try:
                    GAME.apply(GAME.clone(s), ev, check=True)
                except IllegalEvent:
                    continue
                accepted.append(ev)
            assert sorted(map(repr, accepted)) == sorted(map(repr, p.options)), (k, s.stack[-1])
            s = GAME.apply(s, r.choice(p.options), check=True)
    assert {"Main", "GuardAsk", "GraceAsk", "SuddenAsk", "ClaimAsk"} <= kinds, kinds


def test_a_deck_naming_the_back_face_of_an_angel_card_is_told_to_list_its_front():
    """RPR-setup-face against RPR-arch: a deck lists the front faces. Morrow, Reaper of the
    Long Night may start in play (its player chooses the face as it is laid out), so a deck
    naming it is refused as naming the wrong face, not as naming a card that cannot start;
    Vessa's back, an Archreaper, is refused under RPR-arch."""
    import pytest

    from engine import dealer
    from engine.games.reaper.decks import SAMPLE_DECKS
    from engine.protocol import InvalidSetup

    deck = SAMPLE_DECKS["gloam-host"]
    assert "RPR-003" in deck  # Morrow, Reaper of the Gloam
    night = ["RPR-004" if c == "RPR-003" else c for c in deck]
    with pytest.raises(InvalidSetup, match=r"list Morrow, Reaper of the Gloam, the front face of "
                                           r"Morrow, Reaper of the Long Night.*\[RPR-setup-face\]"):
        GAME.genesis(["Ada", "Bo"], [night, deck], dealer.commitment(b"x" * 32))
    arch = ["RPR-002" if c == "RPR-001" else c for c in SAMPLE_DECKS["ember-gloam"]]
    with pytest.raises(InvalidSetup, match=r"Vessa, Archreaper of Cinders is an Arch card.*\[RPR-arch\]"):
        GAME.genesis(["Ada", "Bo"], [arch, deck], dealer.commitment(b"x" * 32))


def test_a_thrall_may_attack_a_thrall_of_its_own_player_and_bind_it():
    """RPR-attack-own (assumption): Ada's Flame Zealot (Attack 3), in play since the turn
    began, attacks her own Reef Crawler (Health 3, Attack 1): the Crawler dies by her card and
    its Soul binds (RPR-bind-1); the Zealot takes 1 and lives. Bo, not attacking, is asked
    first whether to guard (RPR-guard-order) and could step in front of it."""
    s = table({"thralls": ["Flame Zealot", "Reef Crawler"]}, {"thralls": ["Kelp Golem"]})
    zealot, crawler = card(s, "Flame Zealot"), card(s, "Reef Crawler")
    # the rule that allows each attack, as a judge reads the options out
    assert GAME.option_rule(s, Attack(seat=0, attacker=zealot, target=crawler)) == "RPR-attack-own"
    assert GAME.option_rule(s, Attack(seat=0, attacker=zealot, target=card(s, "Kelp Golem"))) == \
        "RPR-attack-thrall"
    assert GAME.option_rule(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler)) == \
        "RPR-attack-1"  # the text says it of Angel cards in so many words
    s = act(s, Attack(seat=0, attacker=zealot, target=crawler))
    d = decision(s)
    assert (d.seat, d.rule) == (1, "RPR-guard-1") and Guard(seat=1, card=card(s, "Kelp Golem")) in d.options
    s = act(s, Pass(seat=1))
    s = _until(s, "RPR-claim-1")
    s = act(s, Claim(seat=0, card=crawler))
    assert s.players[0].souls == [Soul(card=crawler, face_up=True, bound=True)]
    assert s.inplay[zealot].damage == 1 and zealot in s.players[0].thralls
    assert GAME.rules["RPR-attack-own"].assumption


def test_damage_aimed_at_an_angel_card_is_refused_as_damage_that_does_not_happen():
    """RPR-angel-immortal before RPR-target: Corvane's 1 damage and Searing Verdict's 2 go to a
    Thrall; named at Bo's Ilse (or Ada's own Cinderhook, or a Malakhim) the refusal says why:
    damage to an Angel card does not happen. A card in no play zone stays RPR-target."""
    s = table({"angels": ["Creed of the Harvest", "Corvane", "Cinderhook", "Ashwing"],
               "hand": ["Searing Verdict"], "souls": ["Kindle"]},
              {"thralls": ["Reef Crawler"]})
    corvane, verdict = card(s, "Corvane"), card(s, "Searing Verdict")
    for angel in (card(s, "Ilse"), card(s, "Cinderhook"), card(s, "Ashwing")):
        refused(s, Activate(seat=0, card=corvane, target=angel), "RPR-angel-immortal")
        refused(s, Play(seat=0, card=verdict, target=angel), "RPR-angel-immortal")
    refused(s, Play(seat=0, card=verdict, target=card(s, "Kindle")), "RPR-target")
    refused(s, Attack(seat=0, attacker=corvane, target=card(s, "Ilse")), "RPR-attack-target")
    s = act(s, Activate(seat=0, card=corvane, target=card(s, "Reef Crawler")))


def test_a_thrall_without_a_soul_is_killed_to_the_discard_and_its_claim_refused():
    """RPR-claim-1 ("When a player kills an Ensouled Thrall, they may claim its Soul"): Ada's
    Vessa kills Bo's Kelp Golem (not Ensouled) with Cinderhook's help: it goes to his discard
    pile at once, nobody is asked to claim, and a claim of it is refused as a card with no
    Soul (not only as an answer nothing asks for)."""
    s = table({}, {"thralls": ["Kelp Golem"]})
    golem = card(s, "Kelp Golem")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=golem))
    s = pass_all(s)
    s = act(s, Attack(seat=0, attacker=card(s, "Cinderhook"), target=golem))
    s = pass_all(s)
    assert s.players[1].discard == [golem] and isinstance(s.stack[-1], Main)
    refused(s, Claim(seat=0, card=golem), "RPR-claim-1")


def test_an_angel_card_offered_as_a_guard_is_refused_as_no_thrall():
    """RPR-guard-1 ("any other unexhausted Thrall may step in"): in Bo's guard window his Ilse
    is refused because only a Thrall guards, Ada's Hound because it is not his (RPR-guard-own)."""
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Reef Crawler", "Kelp Golem"]})
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=card(s, "Reef Crawler")))
    assert decision(s).seat == 1 and decision(s).rule == "RPR-guard-1"
    refused(s, Guard(seat=1, card=card(s, "Ilse")), "RPR-guard-1")
    refused(s, Guard(seat=1, card=card(s, "Cinder Hound")), "RPR-guard-own")


def test_a_position_with_a_card_come_into_play_in_a_turn_not_yet_begun_is_refused():
    """RPR-attack-thrall reads when a Thrall came into play, so a written position must give a
    turn begun by then: `new` with start "turn" (that turn has not begun) and an `entered`
    after the position's turn are refused in one line naming the card; entered 2 before turn
    3 begins is a Thrall that may attack in it. A recorded match's genesis is not checked
    again (its position started as it did)."""
    import pytest

    from engine import dealer
    from engine.protocol import InvalidSetup

    def genesis(turn, start, entry):
        return GAME.genesis([], [], dealer.commitment(b"x" * 32), position={
            "turn": turn, "start": start, "seats": [{"thralls": [entry]}, {"thralls": ["Reef Crawler"]}]})

    with pytest.raises(InvalidSetup, match=r"^Cinder Hound in seat 0's thralls: `new` means it "
                                           r"came into play this turn, and turn 3 has not begun"):
        genesis(3, "turn", {"card": "Cinder Hound", "new": True})
    with pytest.raises(InvalidSetup, match=r"entered 3 is not a turn begun by now \(0 to 2\)"):
        genesis(3, "turn", {"card": "Cinder Hound", "entered": 3})
    with pytest.raises(InvalidSetup, match=r"entered 5 is not a turn begun by now \(0 to 3\)"):
        genesis(3, "actions", {"card": "Cinder Hound", "entered": 5})
    s = GAME.start(genesis(3, "turn", {"card": "Cinder Hound", "entered": 2}))
    hound = card(s, "Cinder Hound")
    assert s.turn == 3 and Attack(seat=0, attacker=hound, target=card(s, "Reef Crawler")) in \
        decision(s).options


def test_a_position_giving_an_angel_card_grace_or_boost_is_refused():
    """RPR-grace-1 (a graced Thrall gains Health) and the cards that give Attack or Health
    (Kindle, Kindling Imp, Mending Tide, Brine Hermit, Ward of Ash: each names a Thrall): no
    Angel card ever carries either, and an Angel's boost would add to its Attack in a fight.
    A written position saying so is refused in one line; a Thrall carrying them is fine."""
    import pytest

    from engine.protocol import InvalidSetup

    for field in ("grace", "boost"):
        with pytest.raises(InvalidSetup, match=rf"^Vessa in seat 0's angels cannot carry `{field}`"):
            table({"angels": ["Creed of the Harvest", {"card": "Vessa", field: 2}, "Cinderhook"]})
    s = table({"thralls": [{"card": "Cinder Hound", "grace": 1, "boost": 2}]})
    hound = card(s, "Cinder Hound")
    assert (health(s, hound), s.inplay[hound].boost) == (3, 2)


def test_ward_of_ash_answers_damage_about_to_hit_the_thrall_that_guarded():
    """RPR-guard-sudden's other side: a guard opens no "attacked" chance, but the damage then
    about to hit the guarding Thrall is its player's "about to take damage" chance (RPR-sudden-1).
    Ada's Flame Zealot (3) attacks Bo's Crawler; Bo's Gloam Stalker (Health 1) guards; in the
    Stalker's grace window Bo plays Ward of Ash (+3): it lives with 3 damage, while its own
    Attack 2 kills the Zealot (Health 2): Bo's card killed it, so Bo claims it, unbound."""
    s = table({"thralls": ["Flame Zealot"]},
              {"angels": BO_EMBER, "thralls": ["Reef Crawler", "Gloam Stalker"],
               "hand": ["Ward of Ash"], "souls": ["Kindle"]})
    zealot, stalker, ward = card(s, "Flame Zealot"), card(s, "Gloam Stalker"), card(s, "Ward of Ash")
    s = act(s, Attack(seat=0, attacker=zealot, target=card(s, "Reef Crawler")))
    s = act(s, Guard(seat=1, card=stalker))
    d = decision(s)
    assert isinstance(s.stack[-1], GraceAsk) and s.stack[-1].target == stalker and d.seat == 1
    s = act(s, Play(seat=1, card=ward, target=stalker))
    s = _until(s, "RPR-claim-1")
    assert stalker in s.players[1].thralls and s.inplay[stalker].damage == 3
    assert zealot not in s.players[0].thralls and decision(s).seat == 1
    s = act(s, Claim(seat=1, card=zealot))
    assert s.players[1].souls == [Soul(card=zealot, face_up=True, bound=False)]


def test_a_player_with_nothing_left_to_do_is_offered_only_the_end_of_the_turn():
    """RPR-turn-1 ("until they run out actions to take"): Ada's Angel cards are exhausted, her
    Grimoire is empty (no reap), her hand holds only a sudden card and a card she cannot pay,
    her Thrall came into play this turn and Bo has none: ending the turn is her one option,
    and each other thing is refused under its rule."""
    s = table({"angels": [{"card": "Creed of the Harvest", "exhausted": True},
                          {"card": "Vessa", "exhausted": True}, {"card": "Cinderhook", "exhausted": True}],
               "grimoire": [], "hand": ["Ward of Ash", "Ashen Brute"],
               "thralls": [{"card": "Cinder Hound", "new": True}]}, {})
    assert decision(s).options == [EndTurn(seat=0)]
    refused(s, Reap(seat=0, card=card(s, "Vessa")), "RPR-exhausted")
    refused(s, Play(seat=0, card=card(s, "Ward of Ash"), target=card(s, "Cinder Hound")), "RPR-sudden-1")
    refused(s, Play(seat=0, card=card(s, "Ashen Brute")), "RPR-play-cost")
    s = act(s, EndTurn(seat=0))
    assert decision(s).seat == 1 and s.players[0].hand == [card(s, "Ward of Ash"), card(s, "Ashen Brute")]

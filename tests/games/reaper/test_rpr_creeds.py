"""Malakhim as extra Angel cards, and Creeds with different requirements, from positions."""

from rpr_helpers import GAME, act, card, decision, pass_all, refused, table

from engine.games.reaper.events import Attack, Claim, Grace, Pass, Play, Reap
from engine.games.reaper.state import health
from engine.protocol import Over

ONE_EMBER = ["Creed of the Harvest", "Ilse", "Cinderhook"]  # Tide, Tide, Ember


def _over(s):
    p = GAME.pending(s)
    return p if isinstance(p, Over) else None


def test_a_malakhim_is_an_extra_angel_card_it_reaps_attacks_and_counts_for_factions():
    s = table({"angels": ONE_EMBER, "hand": ["Ashwing", "Ashen Brute"],
               "souls": ["Kindle"] * 5, "grimoire": ["Foam Sprite", "Kelp Golem"]},
              {"thralls": ["Reef Crawler"]})
    ashwing, brute, crawler = card(s, "Ashwing"), card(s, "Ashen Brute"), card(s, "Reef Crawler")
    refused(s, Play(seat=0, card=brute), "RPR-play-faction")  # 1 Ember Angel card, needs 2
    s = act(s, Play(seat=0, card=ashwing))
    assert ashwing in s.players[0].angels
    assert Reap(seat=0, card=ashwing) in decision(s)
    assert Attack(seat=0, attacker=ashwing, target=crawler) in decision(s)  # no wait for Angels
    s = act(s, Play(seat=0, card=brute))  # now 2 Ember Angel cards
    assert brute in s.players[0].thralls


def test_the_creed_of_the_host_needs_bound_souls_and_four_angel_cards():
    s = table({"angels": ["Creed of the Host", "Ilse", "Brinecutter"], "hand": ["Tidecaller"],
               "souls": [{"card": "Kindle", "bound": True}, {"card": "Kindle", "bound": True},
                         "Hollow Husk", "Hollow Husk", "Hollow Husk"]})
    assert _over(s) is None  # two bound Souls, three Angel cards
    s = act(s, Play(seat=0, card=card(s, "Tidecaller")))  # paid by the face-down Souls
    over = _over(s)
    assert over and over.winner == 0 and over.rule == "RPR-win"


def test_the_creed_of_many_veils_needs_bound_souls_of_three_factions():
    def position(thrall):
        return table({"angels": ["Creed of Many Veils", "Vessa", "Cinderhook"],
                      "thralls": [thrall],
                      "souls": [{"card": "Kindle", "bound": True},
                                {"card": "Reef Crawler", "bound": True}]})  # Ember, Tide
    s = position("Cinder Hound")  # Ember again: three bound Souls but two factions
    hound = card(s, "Cinder Hound")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=hound))
    s = act(pass_all_but_claim(s), Claim(seat=0, card=hound))
    assert _over(s) is None and sum(x.bound for x in s.players[0].souls) == 3
    s = position("Gloam Stalker")
    stalker = card(s, "Gloam Stalker")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=stalker))
    s = act(pass_all_but_claim(s), Claim(seat=0, card=stalker))
    assert _over(s).winner == 0


def pass_all_but_claim(s):
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    return s


def test_a_sudden_rite_in_the_grace_window_of_the_opponents_attack():
    s = table({}, {"angels": ["Creed of Cinders", "Ilse", "Brinecutter"],
                   "thralls": ["Reef Crawler"], "hand": ["Ward of Ash"], "souls": ["Kindle"]})
    ward, crawler = card(s, "Ward of Ash"), card(s, "Reef Crawler")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler))
    d = decision(s)
    assert d.seat == 1 and d.rule == "RPR-grace-1"
    refused(s, Play(seat=1, card=ward, target=card(s, "Cinderhook")), "RPR-sudden-1")
    s = act(s, Play(seat=1, card=ward, target=crawler))
    assert health(s, crawler) == 6 and decision(s).seat == 1  # still Bo's chance to grace
    s = act(s, Grace(seat=1, card=card(s, "Ilse")))
    s = pass_all(s)
    assert crawler in s.players[1].thralls and s.inplay[crawler].damage == 3


def test_every_creed_of_the_set_asks_for_bound_souls():
    """The win check skips players without a bound Soul: true only while every Creed needs one."""
    from engine.games.reaper.cards import CARDS
    creeds = [c for c in CARDS.values() if c.creed is not None]
    assert len(creeds) >= 4 and all(c.creed.bound or c.creed.factions for c in creeds)


def test_a_creed_completed_by_a_claim_inside_a_rites_work_ends_the_match_at_the_claim():
    """RPR-win: a Rite's damage kills Ada's own Thrall, her claim binds the third Soul, and the
    match ends there, with the Rite's own work (reaper-4: to the discard pile) left undone."""
    s = table({"angels": ["Creed of the Harvest", "Vessa", "Cinderhook"],
               "hand": ["Searing Verdict"], "thralls": ["Cinder Hound"],
               "souls": [{"card": "Kindle", "bound": True}, {"card": "Kindle", "bound": True},
                         "Hollow Husk"]}, {})
    s = GAME.from_position(GAME.position(s) | {"turn": 2}, ["Ada", "Bo"])  # in play since before
    hound = card(s, "Cinder Hound")
    s = act(s, Play(seat=0, card=card(s, "Searing Verdict"), target=hound))
    s = act(pass_all_but_claim(s), Claim(seat=0, card=hound))
    over = _over(s)
    assert over and over.winner == 0 and over.rule == "RPR-win" and not s.stack
    assert sum(x.bound for x in s.players[0].souls) == 3
    refused(s, Pass(seat=1), "RPR-sequence")


def test_no_task_completes_a_creed_so_no_state_of_self_play_waits_with_one_complete(monkeypatch):
    """RPR-win is read after an event that can change what a Creed asks for (flow.CREED_EVENTS:
    a claim that binds, a Malakhim played, a Creed turned), before the work stack runs, and not
    before every task. Here every task and every event of seeded self-play, under four rules
    versions, is followed by the check itself."""
    from engine import dealer
    from engine.agents import RandomAgent
    from engine.games.reaper import flow
    from engine.games.reaper.damage import creed_met
    from engine.selfplay import play_out, selfplay_genesis

    checked = []

    def checking(handler):
        def run(state, t):
            wait = handler(state, t)
            if not state.over:
                assert not creed_met(state, 0) and not creed_met(state, 1), t
                checked.append(any(x.bound for p in state.players for x in p.souls))
            return wait
        return run

    for kind, handler in list(flow.LOOP.steps.items()):
        if handler is not None:
            monkeypatch.setitem(flow.LOOP.steps, kind, checking(handler))
    from engine.games.reaper.game import Reaper

    def checking_apply(state, ev, check=True):  # the game's apply: flow.fold_event
        state = flow.fold_event(state, ev, check)
        checking(lambda state, ev: None)(state, ev)
        return state

    monkeypatch.setattr(Reaper, "apply", staticmethod(checking_apply))
    decks = list(GAME.sample_decks().values())
    wins = 0
    for version in ("reaper-5", "reaper-4", "reaper-3", "reaper-1"):
        game = GAME.for_rules(version)
        for n in range(10):
            seed = dealer.seed_from_number(n, "rpr-creed-tasks")
            g = selfplay_genesis(game, ["Ada", "Bo"], [decks[n % 3], decks[(n + 1) % 3]],
                                 dealer.commitment(seed))
            agents = [RandomAgent(dealer.seed_from_number(n, f"rpr-creed{s}")) for s in range(2)]
            played = play_out(game, g, seed, agents)
            while True:
                try:
                    next(played)
                except StopIteration as end:
                    wins += GAME.pending(end.value).rule == "RPR-win"
                    break
    assert checked.count(True) > 1000 and wins  # tasks ran while Souls were bound; Creeds won

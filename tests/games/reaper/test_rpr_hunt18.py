"""The fourth rules hunt (session 18): by mutation. Each test pins a rule that a one-line
change of the engine could break without any earlier test noticing (the mutation table is in
/work/notes/hunt18-reaper.md). Positions as rpr_helpers builds them: seat 0 is Ada (Creed of
the Harvest, Vessa, Cinderhook), seat 1 is Bo (Creed of Many Veils, Ilse, Brinecutter),
unless named. The first tests settle the loose ends the third hunt left."""

import pytest

from rpr_helpers import GAME, act, card, decision, refused, table

from engine.games.reaper.events import Activate, Attack, Claim, EndTurn, Grace, Pass, Play, Reap
from engine.games.reaper.state import attack, health
from engine.games.reaper.state import Soul9 as Soul  # the current version's Soul record (reaper-9)
from engine.games.reaper.tasks import ClaimAsk, GraceAsk, Main
from engine.protocol import InvalidSetup


def _hand(s, seat, reader):
    """Seat `seat`'s hand as `reader` sees it: (id, name, tags, hidden) per card."""
    zone = next(z for z in GAME.view(s, reader).seats[seat].zones if z.name == "hand")
    return [(c.id, c.name, c.tags, c.hidden) for c in zone.cards]


def _seat_story(s, event, seat, game=GAME):
    """The story lines of `event` as a seat's log tells them (replays.timeline's sights;
    seat None: the whole log), under `game`'s rules version."""
    from replays.story import told
    from replays.timeline import sighted
    after = game.apply(game.clone(s), event)
    return told(sighted(game, s, seat), sighted(game, after, seat), game.words())


# -- loose end 1: a card both players know, drawn into a hand (RPR-reap-known, reaper-7) -------

def test_a_known_card_drawn_into_a_hand_stays_known_to_the_opponent_until_it_is_played():
    """RPR-reap-known: Ada's Grimoire is empty; she burns her face-up Drowned Sailor for Grave
    Whisper, so both players see it go to the bottom of her Grimoire (RPR-burn-1), and she
    draws it at once. Bo saw it go and saw it drawn: the card in Ada's hand is known to him,
    named in his view (tagged "known") while her Kindle stays hidden, and is no secret of his.
    Played, it is face up in play and known no more (nothing hidden to know)."""
    s = table({"hand": ["Grave Whisper", "Kindle"], "grimoire": [],
               "souls": [{"card": "Drowned Sailor", "face_up": True}]})
    sailor, kindle = card(s, "Drowned Sailor"), card(s, "Kindle")
    s = act(s, Play(seat=0, card=card(s, "Grave Whisper"), burn=[sailor]))
    assert s.players[0].hand == [kindle, sailor] and s.known == [sailor]
    assert _hand(s, 0, 1) == [(None, "?", [], True),
                              (sailor, "Drowned Sailor", ["known"], False)]
    assert _hand(s, 0, 0) == [(kindle, "Kindle", [], False),
                              (sailor, "Drowned Sailor", ["known"], False)]
    assert sailor not in GAME.secrets(s, 1) and kindle in GAME.secrets(s, 1)
    s = act(s, Play(seat=0, card=sailor))
    assert s.players[0].thralls == [sailor] and s.known == []
    assert _hand(s, 0, 1) == [(None, "?", [], True)]


def test_the_start_of_turn_draws_a_known_card_known_and_the_opponents_log_names_it():
    """RPR-turn-start draws the top card: here the Sailor both players saw burned, last in
    Ada's Grimoire (a position marks it `known`). When Bo ends his turn Ada draws it; it stays
    known in her hand, and Bo's log of his EndTurn names it, as Ada's does. Under reaper-6
    (kept for its recorded matches) Bo was told only "Ada draws 1 card unseen"."""
    from engine.games.reaper.events import EndTurn
    s = table({"grimoire": [{"card": "Drowned Sailor", "known": True}], "hand": ["Kindle"]},
              active=1)
    sailor = card(s, "Drowned Sailor")
    assert s.known == [sailor]
    for seat in (0, 1):
        assert _seat_story(s, EndTurn(seat=1), seat) == ["Drowned Sailor is drawn (Ada's grimoire to Ada's hand)"]
    s = act(s, EndTurn(seat=1))
    assert s.players[0].hand[-1] == sailor and s.known == [sailor]
    assert _hand(s, 0, 1) == [(None, "?", [], True), (sailor, "Drowned Sailor", ["known"], False)]
    old = GAME.for_rules("reaper-6")
    s = old.versioned(table({"grimoire": [{"card": "Drowned Sailor", "known": True}],
                             "hand": ["Kindle"]}, active=1))
    assert _seat_story(s, EndTurn(seat=1), 1, old) == ["Ada draws 1 card unseen"]


def test_a_position_reads_and_exports_a_known_card_in_a_hand_from_reaper_7_on():
    """A position marks a hand card `known` (reaper-7); it is exported so and read back to the
    same digest. reaper-6 refuses it in one line naming the version it needs."""
    s = table({"hand": ["Kindle", {"card": "Drowned Sailor", "known": True}]})
    sailor = card(s, "Drowned Sailor")
    assert s.known == [sailor]
    exported = GAME.position(s)
    assert [e.get("known", False) for e in exported["seats"][0]["hand"]] == [False, True]
    back = GAME.from_position(exported, ["Ada", "Bo"])
    assert back.known == [sailor] and GAME.digest(back) == GAME.digest(s)
    with pytest.raises(InvalidSetup, match=r"`known` in a hand needs rules version reaper-7 "
                                           r"or later \[RPR-reap-known\]"):
        GAME.for_rules("reaper-6").from_position(
            {"seats": [{"hand": [{"card": "Drowned Sailor", "known": True}]}, {}]})
    old = GAME.for_rules("reaper-6").from_position(  # a Grimoire's known card still reads
        {"seats": [{"grimoire": [{"card": "Drowned Sailor", "known": True}]}, {}]})
    assert old.known == [0]


# -- loose end 2: a sudden Rite played from a hidden hand, told to the other seat ------------

def test_the_other_seat_is_told_a_sudden_rite_played_from_a_hidden_hand_is_resolving():
    """RPR-rite and RPR-sudden-1: when Ada reaps, Bo plays Soul Theft from his hand (hidden
    from Ada). It reaps, which opens Ada's own Soul Theft window (RPR-sudden-reap), so Bo's
    Rite waits face up, resolving, until its effect is done. Ada's log tells the card's move
    as the whole log does, and so does Bo's; nothing is told as drawn or lost unseen."""
    s = table({"hand": ["Soul Theft"], "souls": ["Kindle"]},
              {"hand": ["Soul Theft", "Kindle"], "souls": ["Kindle"]})
    s = act(s, Reap(seat=0, card=card(s, "Vessa")))
    theft = decision(s).options[0]
    assert isinstance(theft, Play) and theft.seat == 1
    line = "Soul Theft is resolving (Bo's hand to Bo's resolving)"
    for seat in (None, 0, 1):
        lines = _seat_story(s, theft, seat)
        assert line in lines, (seat, lines)
        assert not any("unseen" in x for x in lines), (seat, lines)
    s = act(s, theft)
    assert len(s.players[1].hand) == 1  # his Kindle, hidden from Ada
    zones = {z.name: [c.name for c in z.cards] for z in GAME.view(s, 0).seats[1].zones}
    assert zones["resolving"] == ["Soul Theft"] and zones["discard"] == []
    assert not isinstance(s.stack[-1], Main)  # Ada's window: her own Soul Theft


# -- mutation survivors: gaps --------------------------------------------------------------

def test_a_thrall_without_a_soul_goes_to_the_discard_and_its_killer_is_not_asked_to_claim():
    """RPR-claim-1 ("When a player kills an Ensouled Thrall, they may claim its Soul"): Ada's
    Vessa (Attack 3) kills Bo's Whisper Moth (Health 1, no Soul). Once both grace windows are
    passed the Moth is in Bo's discard pile and Ada is back at her actions: no claim is asked
    (a claim window passed would leave the same piles), none is among her options."""
    s = table({}, {"thralls": ["Whisper Moth"]})
    moth = card(s, "Whisper Moth")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=moth))
    s = act(s, Pass(seat=1))  # Bo's grace window (RPR-grace-order: his Thrall, Ada's card)
    s = act(s, Pass(seat=0))
    assert s.players[1].discard == [moth] and s.players[1].thralls == []
    assert isinstance(s.stack[-1], Main) and not any(isinstance(t, ClaimAsk) for t in s.stack)
    d = decision(s)
    assert d.seat == 0 and not any(isinstance(o, Claim) for o in d.options)
    refused(s, Claim(seat=0, card=moth), "RPR-claim-1")


def test_face_up_souls_burned_together_go_to_the_bottom_in_soul_pool_order():
    """RPR-burn-1 and RPR-burn-choice: Ada pays Pyre Harvest (cost 2) with her two face-up
    Souls, the Hound and the Crawler, named in Soul Pool order: both go to the bottom of her
    Grimoire in that order (the Crawler last), under her three unseen Moths; naming them the
    other way round is refused."""
    s = table({"hand": ["Pyre Harvest"],
               "souls": [{"card": "Cinder Hound", "face_up": True},
                         {"card": "Reef Crawler", "face_up": True}, "Hollow Husk"]},
              {"thralls": ["Kelp Golem"]})
    hound, crawler, husk = card(s, "Cinder Hound"), card(s, "Reef Crawler"), card(s, "Hollow Husk")
    harvest, golem = card(s, "Pyre Harvest"), card(s, "Kelp Golem")
    moths = list(s.players[0].grimoire)
    refused(s, Play(seat=0, card=harvest, target=golem, burn=[crawler, hound]), "RPR-burn-choice")
    s = act(s, Play(seat=0, card=harvest, target=golem, burn=[hound, crawler]))
    assert s.players[0].grimoire == moths + [hound, crawler]
    assert s.players[0].souls == [Soul(card=husk)]


def _pass_graces(s):
    """Pass every grace window on top (both seats), stopping at anything else."""
    while isinstance(s.stack[-1], GraceAsk):
        s = act(s, Pass(seat=decision(s).seat))
    return s


def test_the_attacked_thralls_attack_gained_until_end_of_turn_strikes_back_in_full():
    """RPR-fight ("each deal damage equal to their Attack to the other"): Bo's Reef Crawler
    (Attack 1) gained 2 Attack this turn, so when Ada's Cinder Hound (Attack 2, Health 2)
    attacks it, it strikes back for 3: the Hound dies, killed by Bo's card (RPR-killer), and
    Bo is asked to claim its Soul; the Crawler (Health 3) takes 2 and lives."""
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": [{"card": "Reef Crawler", "boost": 2}]})
    hound, crawler = card(s, "Cinder Hound"), card(s, "Reef Crawler")
    s = act(s, Attack(seat=0, attacker=hound, target=crawler))
    s = _pass_graces(s)
    assert isinstance(s.stack[-1], ClaimAsk) and (s.stack[-1].killer, s.stack[-1].thrall) == (1, hound)
    assert s.players[0].thralls == [] and s.players[1].thralls == [crawler]
    assert s.inplay[crawler].damage == 2


def test_an_angel_attacker_is_never_about_to_take_the_thralls_damage():
    """RPR-angel-immortal ("damage that would be dealt to a Reaper ... simply doesn't happen"):
    Ada's Vessa attacks Bo's Reef Crawler (Attack 1). While the grace windows wait, the notes
    list only the Crawler as about to take damage (3, from Ada's card), never Vessa; only the
    Crawler is graced or dealt damage."""
    s = table({}, {"thralls": ["Reef Crawler"]})
    vessa, crawler = card(s, "Vessa"), card(s, "Reef Crawler")
    s = act(s, Attack(seat=0, attacker=vessa, target=crawler))
    assert isinstance(s.stack[-1], GraceAsk) and s.stack[-1].target == crawler
    about = [n for n in GAME.view(s, None).notes if "about to take" in n]
    assert about == [f"Reef Crawler#{crawler} is about to take 3 damage from Ada's card"]
    s = act(s, Pass(seat=1))
    s = act(s, Pass(seat=0))
    assert isinstance(s.stack[-1], ClaimAsk) and s.inplay[vessa].damage == 0


def test_shroud_of_dusk_and_night_mourner_exhaust_only_another_unexhausted_thrall():
    """The cards' "exhaust an unexhausted Thrall" (Shroud of Dusk) and "exhaust another
    Thrall" (Night Mourner), with RPR-target: Ada (a Gloam Creed) may aim Shroud only at Bo's
    ready Crawler and her own ready Mourner, not at his exhausted Golem; the Mourner may aim
    at the Crawler only: not at itself, not at the Golem (exhausted already)."""
    s = table({"angels": ["Creed of Many Veils", "Vessa", "Cinderhook"],
               "hand": ["Shroud of Dusk"], "souls": ["Kindle"], "thralls": ["Night Mourner"]},
              {"thralls": ["Reef Crawler", {"card": "Kelp Golem", "exhausted": True}]})
    shroud, mourner = card(s, "Shroud of Dusk"), card(s, "Night Mourner")
    crawler, golem = card(s, "Reef Crawler"), card(s, "Kelp Golem")
    options = decision(s).options
    assert [o.target for o in options if isinstance(o, Play)] == [mourner, crawler]
    assert [o.target for o in options if isinstance(o, Activate)] == [crawler]
    refused(s, Play(seat=0, card=shroud, target=golem), "RPR-target")
    refused(s, Activate(seat=0, card=mourner, target=mourner), "RPR-target")
    refused(s, Activate(seat=0, card=mourner, target=golem), "RPR-target")
    s = act(s, Activate(seat=0, card=mourner, target=crawler))
    assert s.inplay[crawler].exhausted and s.inplay[mourner].exhausted


def test_attack_gained_until_end_of_turn_adds_up():
    """Kindle ("a Thrall gains 2 Attack until end of turn") played twice on Ada's Cinder Hound
    (Attack 2): the gains add up to Attack 6, and it strikes for 6 (RPR-fight)."""
    s = table({"hand": ["Kindle", "Kindle"], "thralls": ["Cinder Hound"]},
              {"thralls": ["Kelp Golem"]})
    hound, golem = card(s, "Cinder Hound"), card(s, "Kelp Golem")
    for k in list(s.players[0].hand):
        s = act(s, Play(seat=0, card=k, target=hound))
    assert attack(s, hound) == 6
    s = act(s, Attack(seat=0, attacker=hound, target=golem))
    assert any(f"Kelp Golem#{golem} is about to take 6 damage" in n for n in GAME.view(s, None).notes)


def test_grave_whisper_draws_the_top_two_cards_and_foam_sprite_the_top_one():
    """Grave Whisper ("draw two cards") and Foam Sprite ("exhaust to draw a card") draw from
    the top of the Grimoire (RPR-turn-start's draw, the Grimoire's position 0 on top): two
    cards, then one, in Grimoire order, the rest left below (and under them the Soul burned to
    pay for the Whisper, RPR-burn-1)."""
    s = table({"angels": ["Creed of Many Veils", "Ilse", "Brinecutter"],
               "hand": ["Grave Whisper"], "souls": ["Kindle"], "thralls": ["Foam Sprite"],
               "grimoire": ["Whisper Moth", "Hollow Husk", "Reef Crawler", "Kelp Golem"]})
    moth, husk, crawler, golem = (card(s, n) for n in ("Whisper Moth", "Hollow Husk",
                                                      "Reef Crawler", "Kelp Golem"))
    s = act(s, Play(seat=0, card=card(s, "Grave Whisper")))
    kindle = card(s, "Kindle")
    assert s.players[0].hand == [moth, husk] and s.players[0].grimoire == [crawler, golem, kindle]
    s = act(s, Activate(seat=0, card=card(s, "Foam Sprite")))
    assert s.players[0].hand == [moth, husk, crawler] and s.players[0].grimoire == [golem, kindle]


def test_a_player_with_nothing_to_grace_with_is_not_asked_and_the_other_is():
    """RPR-window-ask with RPR-grace-order: Ada's Vessa attacks Bo's Reef Crawler. Bo (whose
    card is not dealing the damage) would be asked first, but his Ilse and Brinecutter are
    exhausted and he holds no sudden card: he is not asked. Ada is, with her ready Cinderhook
    (Vessa exhausted by attacking), and her grace or pass is the only answer taken."""
    s = table({}, {"angels": ["Creed of Many Veils", {"card": "Ilse", "exhausted": True},
                              {"card": "Brinecutter", "exhausted": True}],
                   "thralls": ["Reef Crawler"], "hand": ["Kindle"]})
    crawler, hook = card(s, "Reef Crawler"), card(s, "Cinderhook")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler))
    d = decision(s)
    assert (d.seat, d.rule, d.options) == (0, "RPR-grace-1", [Grace(seat=0, card=hook),
                                                              Pass(seat=0)])
    refused(s, Pass(seat=1), "RPR-grace-order")
    s = act(s, Grace(seat=0, card=hook))
    assert health(s, crawler) == 3 + 1 and s.inplay[hook].exhausted


def test_attack_gained_until_end_of_turn_is_gone_on_the_next_turn():
    """Kindle: "gains 2 Attack until end of turn" (RPR-end-clear: what is gained until end of
    turn ends with it). Ada kindles her Cinder Hound (Attack 2 to 4) and ends her turn; on
    Bo's turn it is Attack 2 again, in the state and in the view."""
    s = table({"hand": ["Kindle"], "thralls": ["Cinder Hound"]})
    hound = card(s, "Cinder Hound")
    s = act(s, Play(seat=0, card=card(s, "Kindle"), target=hound))
    assert attack(s, hound) == 4
    s = act(s, EndTurn(seat=0))
    assert s.active == 1 and attack(s, hound) == 2 and s.inplay[hound].boost == 0
    tags = next(c.tags for c in GAME.view(s, 1).seats[0].zones[3].cards if c.id == hound)
    assert "attack 2" in tags


def _small_match(size, **options):
    """A match of two decks of the three Angel cards and `size` Reef Crawlers."""
    from engine import dealer
    deck = ["RPR-020", "RPR-005", "RPR-014"] + ["RPR-060"] * size
    return GAME.genesis(["Ada", "Bo"], [deck, deck], dealer.commitment(b"x" * 32),
                        options={"grimoire_size": size, **options})


def test_a_grimoire_of_two_is_shuffled_and_one_of_one_is_not_asked_to_be():
    """RPR-setup-1 ("then shuffles their Grimoire"): the shuffle is a chance outcome whenever
    the order can come out otherwise, two cards included; a Grimoire of one card has one
    order, so no shuffle is asked and the first chance is the first player's coin. Option
    grimoire_size is a whole number of at least 1."""
    from engine.protocol import Chance
    p = GAME.pending(GAME.start(_small_match(2)))
    assert isinstance(p, Chance) and (p.kind, p.size, p.shuffle) == ("shuffle", 2, True)
    p = GAME.pending(GAME.start(_small_match(1, max_turns=3)))
    assert isinstance(p, Chance) and p.kind == "coin"
    with pytest.raises(InvalidSetup, match="option grimoire_size must be a whole number of at least 1"):
        _small_match(0)


def test_option_max_turns_zero_means_no_limit_and_below_zero_is_refused():
    """RPR-turn-limit: no turn limit unless a match is created with one; option max_turns 0
    says so explicitly (as a position's `max_turns` 0 does), a negative number is refused in
    one line."""
    state = GAME.start(_small_match(2, max_turns=0))
    assert state.max_turns == 0
    with pytest.raises(InvalidSetup, match=r"option max_turns must be a whole number of at "
                                           r"least 0 \(0: no limit\)"):
        _small_match(2, max_turns=-1)

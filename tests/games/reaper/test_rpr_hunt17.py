"""The third rules hunt (session 17): every sentence of reaper.md that constrains play, pinned.

Each test is a position (seat 0 is Ada, seat 1 is Bo, with rpr_helpers' Angel cards unless
named), a decision, then what the state holds and what is refused, with the rule id. Where
the rules text is silent the test names the assumption of the rule index it pins. The first
tests settle the loose ends left by the second hunt (what a player reviewing a game sees)."""

from rpr_helpers import GAME, act, card, decision, pass_all, refused, table

from engine.games.reaper.events import (Activate, Attack, Claim, EndTurn, Grace, Guard, Pass,
                                        Play, Reap)
from engine.games.reaper.state import exhausted, health
from engine.games.reaper.state import Soul9 as Soul  # the current version's Soul record (reaper-9)
from engine.games.reaper.tasks import ClaimAsk, GraceAsk, GuardAsk, Main, SuddenAsk


def _notes(s):
    return GAME.view(s, None).notes


# -- loose ends: what a reviewer sees --------------------------------------------------------

def test_the_attack_is_listed_until_its_damage_is_dealt_not_while_its_claim_waits():
    """The view's notes list the attack under way from its declaration through its grace
    windows; once both damages are dealt the attack is over (RPR-fight), and while Ada's claim
    of the Hound's Soul waits (RPR-claim-1) only the claim is listed."""
    s = table({}, {"thralls": ["Cinder Hound"]})
    vessa, hound = card(s, "Vessa"), card(s, "Cinder Hound")
    s = act(s, Attack(seat=0, attacker=vessa, target=hound))
    assert isinstance(s.stack[-1], GraceAsk)
    attack_note = f"attack: Vessa, Ember Reaper#{vessa} against Cinder Hound#{hound}"
    assert attack_note in _notes(s)
    s = act(s, Pass(seat=1))
    assert attack_note in _notes(s)  # Ada's own grace chance: damage not dealt yet
    s = act(s, Pass(seat=0))
    assert isinstance(s.stack[-1], ClaimAsk)
    assert _notes(s) == [f"Ada may claim the Soul of Cinder Hound#{hound}"]
    s = act(s, Claim(seat=0, card=hound))
    assert _notes(s) == [] and isinstance(s.stack[-1], Main)


def _told(s, ev, seat):
    """The story lines of `ev` as `seat` (None: everyone) is told them."""
    from replays.story import Sight, told
    after = GAME.apply(GAME.clone(s), ev)
    return told(Sight(GAME.view(s, seat), GAME.view(s, None)),
                Sight(GAME.view(after, seat), GAME.view(after, None)), GAME.words())


def test_a_burned_soul_drawn_through_the_empty_grimoire_is_told_drawn():
    """RPR-burn-1 then Grave Whisper's draw: Ada's Grimoire is empty, she burns her face-up
    Drowned Sailor to pay, it goes to the bottom of her Grimoire and she draws it at once. Every
    reader (both seats and the omniscient one) is told it was drawn (Reaper's words say a Soul
    leaves its pool only for the Grimoire), not put into the hand from the Soul Pool."""
    s = table({"hand": ["Grave Whisper"], "grimoire": [],
               "souls": [{"card": "Drowned Sailor", "face_up": True},
                         {"card": "Reef Crawler", "face_up": True}]})
    sailor = card(s, "Drowned Sailor")
    play = Play(seat=0, card=card(s, "Grave Whisper"), burn=[sailor])
    for seat in (None, 0, 1):
        lines = _told(s, play, seat)
        assert "Drowned Sailor is drawn (Ada's soul pool to Ada's hand)" in lines, (seat, lines)
        assert not any("put into the hand" in line for line in lines)
    s = act(s, play)
    assert s.players[0].hand == [sailor] and s.players[0].grimoire == []


def test_the_position_schema_says_a_card_is_not_new_when_the_turn_has_not_begun():
    """The schema of positions (`matchlog schema reaper --position`) says what the README
    says and the genesis refuses: `new` means this turn, so not with start "turn"."""
    schema = GAME.position_schema()
    new = schema["$defs"]["CardEntry"]["properties"]["new"]["description"]
    assert 'start "turn"' in new and "not begun" in new
    assert '"turn": their turn is about to begin' in \
        schema["$defs"]["Position"]["properties"]["start"]["description"]


# -- RPR-reap-known: a Soul both players saw burned face up stays known when reaped again -----

def _theft_from_an_empty_grimoire(game=GAME):
    """Bo's Grimoire is empty; when Ada reaps he plays Soul Theft burning his face-up Drowned
    Sailor (claimed earlier): it goes to the bottom of his Grimoire, and Soul Theft reaps it."""
    s = table({"souls": ["Kindle"]},
              {"angels": ["Creed of the Harvest", "Ilse", "Brinecutter"], "grimoire": [],
               "hand": ["Soul Theft"], "souls": [{"card": "Drowned Sailor", "face_up": True},
                                                 "Reef Crawler"]})
    s = game.versioned(s)
    sailor = card(s, "Drowned Sailor")
    s = game.apply(s, Reap(seat=0, card=card(s, "Vessa")))
    s = game.apply(s, Play(seat=1, card=s.players[1].hand[0], burn=[sailor]))
    return s, sailor


def test_soul_theft_reaps_back_the_soul_it_burned_face_down_and_known_to_both():
    """RPR-burn-1 then RPR-reap-1: the cost is paid first, so the Sailor burned face up is the
    top (only) card of Bo's Grimoire when Soul Theft reaps; it goes face down, as every reaped
    Soul, but both players saw it go (RPR-reap-known): neither seat's view hides it, and it
    is no secret of either seat's, while the Crawler reaped unseen stays hidden from both."""
    s, sailor = _theft_from_an_empty_grimoire()
    crawler = card(s, "Reef Crawler")
    assert s.players[1].souls == [Soul(card=crawler), Soul(card=sailor)]
    assert s.players[1].grimoire == [] and s.known == [sailor]
    for seat in (0, 1):
        pool = GAME.view(s, seat).seats[1].zones[4]
        assert [(c.id, c.name, c.tags, c.hidden) for c in pool.cards] == [
            (None, "?", [], True), (sailor, "Drowned Sailor", ["face down", "known"], False)]
        assert sailor not in GAME.secrets(s, seat) and crawler in GAME.secrets(s, seat)
    assert GAME.rules["RPR-reap-known"].assumption


def test_reaper_5_hid_the_soul_soul_theft_reaped_back():
    """reaper-5 (kept for its recorded matches) folds the same events but hid the Sailor from
    both seats as a Soul nobody had seen."""
    old = GAME.for_rules("reaper-5")
    s, sailor = _theft_from_an_empty_grimoire(old)
    assert not hasattr(s, "known")
    for seat in (0, 1):
        assert all(c.hidden for c in old.view(s, seat).seats[1].zones[4].cards)
        assert sailor in old.secrets(s, seat)


def test_a_card_burned_face_up_is_known_when_the_grimoire_brings_it_back_to_be_reaped():
    """RPR-burn-1: a burned card goes to the bottom of the Grimoire, which is never shuffled
    after setup, so its place is known. Ada burns her face-up Hound for Kindle with one card
    (a Moth, unseen) in her Grimoire; she reaps twice: the Moth, hidden from both, then the
    Hound, face down and known."""
    s = table({"grimoire": ["Whisper Moth"], "hand": ["Searing Verdict"],
               "souls": [{"card": "Cinder Hound", "face_up": True}]},
              {"thralls": ["Reef Crawler"]})
    hound, moth = card(s, "Cinder Hound"), card(s, "Whisper Moth")
    s = act(s, Play(seat=0, card=card(s, "Searing Verdict"), target=card(s, "Reef Crawler"),
                    burn=[hound]))
    s = pass_all(s)
    assert s.players[0].grimoire == [moth, hound] and s.known == [hound]
    shown = GAME.view(s, 1).seats[0].zones[0].cards  # the Hound at its known place (rpr19)
    assert shown[0].hidden and (shown[1].id, shown[1].tags) == (hound, ["known"])
    s = act(s, Reap(seat=0, card=card(s, "Vessa")))
    s = act(s, Reap(seat=0, card=card(s, "Cinderhook")))
    assert s.players[0].souls == [Soul(card=moth), Soul(card=hound)]
    cards = GAME.view(s, 1).seats[0].zones[4].cards
    assert cards[0].hidden and (cards[1].id, cards[1].tags) == (hound, ["face down", "known"])


def test_under_reaper_6_a_known_card_drawn_is_hidden_in_its_hand_and_known_no_more():
    """reaper-6 (kept for its recorded matches) ended RPR-reap-known when the card was drawn:
    Ada's Grimoire is empty, she burns her face-up Sailor for Grave Whisper and draws it; it
    is in her hand, hidden from Bo as any hand card, and no longer listed as known (reaper-7
    keeps it known: test_rpr_hunt18)."""
    s = GAME.for_rules("reaper-6").versioned(table({
        "hand": ["Grave Whisper"], "grimoire": [],
        "souls": [{"card": "Drowned Sailor", "face_up": True}]}))
    sailor = card(s, "Drowned Sailor")
    s = act(s, Play(seat=0, card=card(s, "Grave Whisper"), burn=[sailor]))
    assert s.players[0].hand == [sailor] and s.known == []
    assert sailor in GAME.secrets(s, 1) and sailor not in GAME.secrets(s, 0)


def test_a_known_face_down_soul_pays_with_the_face_down_souls_and_seance_turns_it_up():
    """RPR-reap-known keeps the Soul face down: it is not named to burn as a face-up Soul is
    (RPR-burn-choice), it pays with the face-down ones oldest first, and Seance of Names turns
    it face up like any face-down Soul (then it is known as any face-up Soul is)."""
    s = table({"angels": ["Creed of Many Veils", "Morrow", "Duskmourn"],
               "hand": ["Seance of Names", "Grave Whisper"],
               "souls": ["Reef Crawler", {"card": "Drowned Sailor", "known": True}]})
    sailor, crawler = card(s, "Drowned Sailor"), card(s, "Reef Crawler")
    assert s.known == [sailor] and s.players[0].souls == [Soul(card=crawler), Soul(card=sailor)]
    whisper = card(s, "Grave Whisper")
    refused(s, Play(seat=0, card=whisper, burn=[sailor]), "RPR-burn-choice")
    s2 = act(GAME.clone(s), Play(seat=0, card=card(s, "Seance of Names")))
    assert all(x.face_up for x in s2.players[0].souls) and s2.known == []
    s = act(s, Play(seat=0, card=whisper))  # the oldest face-down Soul (the Crawler) pays
    assert s.players[0].souls == [Soul(card=sailor)] and s.known == [sailor]


def test_each_reader_is_told_the_soul_soul_theft_reaped_back_is_face_down_and_known():
    """The story of Bo's Soul Theft, burning the Sailor it then reaps: both seats saw the
    Sailor go, and each is told it is now face down, known, not that it vanished."""
    s = table({"souls": ["Kindle"]},
              {"angels": ["Creed of the Harvest", "Ilse", "Brinecutter"], "grimoire": [],
               "hand": ["Soul Theft"], "souls": [{"card": "Drowned Sailor", "face_up": True}]})
    sailor = card(s, "Drowned Sailor")
    s = act(s, Reap(seat=0, card=card(s, "Vessa")))
    theft = Play(seat=1, card=s.players[1].hand[0], burn=[sailor])
    for seat in (None, 0, 1):
        assert "Drowned Sailor is now face down, known" in _told(s, theft, seat)


def test_a_position_marks_a_known_card_in_a_grimoire_or_face_down_soul_pool_only():
    """`known` (RPR-reap-known) is read on a Grimoire card and a face-down Soul, exported by
    `position` and read back to the same digest; a face-up or bound Soul, a discarded card,
    and any `known` under reaper-5 are refused in one line naming the card (a hand card's
    is read from reaper-7 on: test_rpr_hunt18)."""
    import pytest
    from engine.protocol import InvalidSetup
    s = table({"grimoire": ["Whisper Moth", {"card": "Cinder Hound", "known": True}],
               "souls": [{"card": "Drowned Sailor", "known": True}]})
    hound, sailor = card(s, "Cinder Hound"), card(s, "Drowned Sailor")
    assert s.known == sorted([hound, sailor])
    back = GAME.from_position(GAME.position(s), ["Ada", "Bo"])
    assert back.known == s.known and GAME.digest(back) == GAME.digest(s)
    for entry, zone, words in (
            ({"card": "Drowned Sailor", "known": True, "face_up": True}, "souls", "with `face_up`"),
            ({"card": "Drowned Sailor", "known": True, "bound": True}, "souls", "with `bound`"),
            ({"card": "Drowned Sailor", "known": True}, "discard", "only a Grimoire card")):
        with pytest.raises(InvalidSetup, match=f"Drowned Sailor in seat 0's {zone} cannot carry "
                                               f"`known`.*{words}"):
            table({zone: [entry]})
    with pytest.raises(InvalidSetup, match="reaper-6"):
        GAME.for_rules("reaper-5").from_position(
            {"seats": [{"souls": [{"card": "Drowned Sailor", "known": True}]}, {}]})


# -- the coverage hunt: Setup and Deck Building ----------------------------------------------

def _deck_genesis(deck0, deck1=None, **options):
    from engine.games.reaper.decks import SAMPLE_DECKS
    return GAME.genesis(["Ada", "Bo"], [deck0, deck1 or SAMPLE_DECKS["tide-gloam"]], "c" * 64,
                        options=options)


def _sample(name="tide-gloam"):
    from engine.games.reaper.decks import SAMPLE_DECKS
    return list(SAMPLE_DECKS[name])


def test_a_grimoire_one_card_short_or_over_forty_is_refused():
    """Deck Building: "a forty card Grimoire" (RPR-deck-size): thirty-nine and forty-one
    Grimoire cards are refused naming the rule; forty is legal."""
    import pytest
    from engine.protocol import InvalidSetup
    deck = _sample()
    _deck_genesis(deck)
    with pytest.raises(InvalidSetup, match=r"RPR-deck-size"):
        _deck_genesis(deck[:-1])
    with pytest.raises(InvalidSetup, match=r"RPR-deck-size"):
        _deck_genesis(deck + ["RPR-067"])  # a Foam Sprite more


def test_a_deck_needs_exactly_one_reaper_and_one_scythe():
    """Deck Building: "exactly one of each Creed, Reaper and Scythe" (RPR-deck-1): a second
    Reaper in place of the Scythe, or a deck with two Scythes, is refused."""
    import pytest
    from engine.protocol import InvalidSetup
    deck = _sample()
    reapers = [c for c in deck if c not in ("RPR-014", "RPR-015", "RPR-012", "RPR-010")]
    assert len(reapers) == len(deck) - 1  # the one Scythe left out
    with pytest.raises(InvalidSetup, match=r"RPR-deck-1"):
        _deck_genesis(reapers + ["RPR-006"])  # Corvane: a second Reaper, no Scythe
    with pytest.raises(InvalidSetup, match=r"RPR-deck-1"):
        _deck_genesis(deck + ["RPR-015"])  # Hollow Edge: a second Scythe


def _grimoire_with(extra: list[str]) -> list[str]:
    """Tide-gloam's Angel cards and a forty-card Grimoire: `extra`, then Thralls without a
    page limit of their own, three of each, none of them among `extra`."""
    fill = [c for c in ("RPR-040", "RPR-050", "RPR-060", "RPR-062", "RPR-064", "RPR-065",
                        "RPR-052", "RPR-043", "RPR-048", "RPR-056", "RPR-051", "RPR-057",
                        "RPR-041", "RPR-045") if c not in extra]
    grimoire = list(extra) + [c for c in fill for _ in range(3)]
    return _sample()[:3] + grimoire[:40]


def test_max_grimoire_pages_four_two_and_one_are_each_the_limit():
    """"Unless otherwise stated, a card's Max Grimoire Pages is three" (RPR-deck-pages): a card
    stating four (Drowned Sailor) is legal four times and refused five; one stating two
    (Tidal Offering) at three; one stating one (Maelstrom Serpent) at two; the default three
    (Foam Sprite) at four."""
    import pytest
    from engine.games.reaper.cards import CARDS
    from engine.protocol import InvalidSetup
    for card_id, limit in (("RPR-063", 4), ("RPR-078", 2), ("RPR-066", 1), ("RPR-067", 3)):
        assert CARDS[card_id].pages == limit
        _deck_genesis(_grimoire_with([card_id] * limit))
        with pytest.raises(InvalidSetup, match=r"RPR-deck-pages"):
            _deck_genesis(_grimoire_with([card_id] * (limit + 1)))


# -- the coverage hunt: Start of Turn, Reaping, Playing Cards ------------------------------

def test_the_start_of_turn_draws_into_a_hand_of_any_size():
    """Start of Turn: "they draw the top card of their Grimoire into their hand"
    (RPR-turn-start); the rules set no hand limit, so Bo's hand of nine takes its tenth."""
    s = table({}, {"hand": ["Foam Sprite"] * 9, "grimoire": ["Kelp Golem", "Whisper Moth"]})
    golem = card(s, "Kelp Golem")
    s = act(s, EndTurn(seat=0))
    assert s.active == 1 and isinstance(s.stack[-1], Main)
    assert len(s.players[1].hand) == 10 and s.players[1].hand[-1] == golem
    assert len(s.players[1].grimoire) == 1


def test_only_the_turn_player_reaps_and_only_as_an_action():
    """Reaping is "an action" (RPR-reap-1, RPR-turn-1): on Ada's turn Bo's reap is refused as
    not his to act (RPR-seat); in the guard window of her own attack Ada's reap answers
    nothing asked (RPR-sequence)."""
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Reef Crawler"]})
    refused(s, Reap(seat=1, card=card(s, "Ilse")), "RPR-seat")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=card(s, "Reef Crawler")))
    assert isinstance(s.stack[-1], GuardAsk) and decision(s).seat == 0
    refused(s, Reap(seat=0, card=card(s, "Cinderhook")), "RPR-sequence")


def test_reaping_is_offered_for_each_of_ones_own_ready_angel_cards_and_takes_the_top_card():
    """Reaping: "exhaust one of their Angel cards ... put the top card of their Grimoire face
    down into their Soul pool" (RPR-reap-1). The options are a reap with each of Ada's three
    ready Angel cards, not her Thrall nor Bo's cards (each refused RPR-reap-1); reaping with
    Vessa exhausts Vessa alone and moves the top card, face down, hand untouched."""
    s = table({"thralls": ["Cinder Hound"], "grimoire": ["Kelp Golem", "Foam Sprite"],
               "hand": ["Kindle"]})
    creed, vessa, hook = (card(s, t) for t in ("Creed of the Harvest", "Vessa", "Cinderhook"))
    assert [o for o in decision(s).options if isinstance(o, Reap)] == [
        Reap(seat=0, card=creed), Reap(seat=0, card=vessa), Reap(seat=0, card=hook)]
    refused(s, Reap(seat=0, card=card(s, "Cinder Hound")), "RPR-reap-1")
    refused(s, Reap(seat=0, card=card(s, "Ilse")), "RPR-reap-1")
    golem, hand = card(s, "Kelp Golem"), list(s.players[0].hand)
    s = act(s, Reap(seat=0, card=vessa))
    assert s.players[0].souls == [Soul(card=golem)] and len(s.players[0].grimoire) == 1
    assert exhausted(s, vessa) and not exhausted(s, creed) and not exhausted(s, hook)
    assert s.players[0].hand == hand


def test_each_angel_card_reaps_once_until_its_players_next_turn_unexhausts_it():
    """Exhaustion (RPR-exhausted) and Start of Turn (RPR-turn-start): Ada reaps with her three
    Angel cards; a fourth reap is refused and none is offered; Bo's turn leaves them
    exhausted; at the start of her next turn they are ready and reap again."""
    s = table({"grimoire": ["Foam Sprite"] * 6})
    angels = list(s.players[0].angels)
    for a in angels:
        s = act(s, Reap(seat=0, card=a))
    refused(s, Reap(seat=0, card=angels[1]), "RPR-exhausted")
    assert decision(s).options == [EndTurn(seat=0)]
    s = act(s, EndTurn(seat=0))
    assert s.active == 1 and all(exhausted(s, a) for a in angels)
    s = act(s, EndTurn(seat=1))
    assert s.active == 0 and not any(exhausted(s, a) for a in angels)
    assert [o.card for o in decision(s).options if isinstance(o, Reap)] == angels


def test_a_card_costing_exactly_the_souls_in_the_pool_is_played_and_one_short_is_not():
    """Playing Cards: "at least as many Souls in their Soul Pool as its cost" (RPR-play-cost):
    Pyre Harvest costs 2; with two Souls it is played and burns both to the bottom of the
    Grimoire (RPR-burn-1); with one it is refused and not offered."""
    two = table({"hand": ["Pyre Harvest"], "souls": ["Kindle", "Ward of Ash"], "grimoire": []},
                {"thralls": ["Reef Crawler"]})
    harvest, crawler = card(two, "Pyre Harvest"), card(two, "Reef Crawler")
    kindle, ward = card(two, "Kindle"), card(two, "Ward of Ash")
    s = act(two, Play(seat=0, card=harvest, target=crawler))
    assert s.players[0].souls == [] and s.players[0].grimoire == [kindle, ward]
    one = table({"hand": ["Pyre Harvest"], "souls": ["Kindle"]}, {"thralls": ["Reef Crawler"]})
    refused(one, Play(seat=0, card=card(one, "Pyre Harvest"), target=card(one, "Reef Crawler")),
            "RPR-play-cost")


def test_the_opponents_angel_cards_do_not_count_for_a_faction_requirement():
    """"at least as many Angel Cards of its faction as its faction requirement" counts the
    player's own (RPR-play-faction): Ada has one Ember Angel card, Bo three; Ashen Brute
    (two Ember) is refused to Ada and not offered, though her Soul Pool pays for it."""
    s = table({"angels": ["Creed of the Harvest", "Ilse", "Cinderhook"], "hand": ["Ashen Brute"],
               "souls": ["Kindle"] * 3},
              {"angels": ["Creed of Cinders", "Vessa", "Cinderhook"]})
    brute = card(s, "Ashen Brute")
    refused(s, Play(seat=0, card=brute), "RPR-play-faction")
    assert not any(isinstance(o, Play) for o in decision(s).options)


# -- the coverage hunt: Attacking, Exhaustion, Guarding ----------------------------------------

def test_an_exhausted_thrall_may_be_attacked():
    """Attacking: an Angel card "may attack any Thrall in play" (RPR-attack-1): exhaustion bars
    a card from acting, not from being attacked. Bo's exhausted Crawler (Health 3) is attacked
    by Vessa (Attack 3) and killed."""
    s = table({}, {"thralls": [{"card": "Reef Crawler", "exhausted": True}]})
    crawler, vessa = card(s, "Reef Crawler"), card(s, "Vessa")
    assert Attack(seat=0, attacker=vessa, target=crawler) in decision(s).options
    s = act(s, Attack(seat=0, attacker=vessa, target=crawler))
    s = pass_all(s)
    assert crawler not in s.players[1].thralls and crawler in s.players[1].discard


def test_a_thrall_that_attacked_cannot_guard_later_that_turn():
    """Guarding needs "any other unexhausted Thrall" (RPR-guard-1); attacking exhausted Ada's
    Hound. When Vessa then attacks Bo's Crawler, Ada has no Thrall to guard with: no guard
    window, and a Guard with the Hound is refused under RPR-guard-1."""
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Reef Crawler"]})
    hound, crawler = card(s, "Cinder Hound"), card(s, "Reef Crawler")
    s = act(s, Attack(seat=0, attacker=hound, target=crawler))
    s = pass_all(s)  # 2 damage to the Crawler (Health 3), 1 to the Hound (Health 2)
    assert exhausted(s, hound) and hound in s.players[0].thralls
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler))
    assert not isinstance(s.stack[-1], GuardAsk)
    refused(s, Guard(seat=0, card=hound), "RPR-guard-1")


def test_a_thrall_that_guarded_on_its_players_turn_cannot_attack_after():
    """A guard exhausts the guarding Thrall (RPR-guard-1), so it cannot then attack on its
    player's own turn (RPR-exhausted): Ada's Kelp Golem steps in front of her own Vessa's attack
    on Bo's Crawler, survives the 3 damage (Health 5), and its attack is refused."""
    s = table({"thralls": ["Kelp Golem"]}, {"thralls": ["Reef Crawler"]})
    golem, crawler = card(s, "Kelp Golem"), card(s, "Reef Crawler")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler))
    s = act(s, Guard(seat=0, card=golem))
    s = pass_all(s)
    assert s.inplay[golem].damage == 3 and exhausted(s, golem)
    assert s.inplay[crawler].damage == 0
    refused(s, Attack(seat=0, attacker=golem, target=crawler), "RPR-exhausted")


# -- the coverage hunt: Arch cards, Transform ----------------------------------------------

def test_an_archscythe_in_play_attacks_with_its_own_attack():
    """Arch cards "behave exactly like their standard counterparts" (RPR-arch): Cinderhook,
    Unbound (Attack 5) may attack like a Scythe and kills Bo's Umbral Knight (Health 4);
    Cinderhook (Attack 3) in its place leaves the Knight alive with 3 damage."""
    for scythe, killed in (("Cinderhook, Unbound", True), ("Cinderhook", False)):
        s = table({"angels": ["Creed of the Harvest", "Vessa", scythe]},
                  {"thralls": ["Umbral Knight"]})
        knight, hook = card(s, "Umbral Knight"), card(s, scythe)
        s = act(s, Attack(seat=0, attacker=hook, target=knight))
        s = pass_all(s)
        assert (knight not in s.players[1].thralls) is killed
        if not killed:
            assert s.inplay[knight].damage == 3


def test_an_archreaper_graces_with_its_own_grace():
    """Gracing with an Arch form (RPR-arch, RPR-grace-1): Vessa, Archreaper of Cinders (Grace 3)
    graces Ada's Hound about to take her own Searing Verdict's 2 damage: its Health is 5 and it
    lives; Bo, whose card deals nothing, was asked first (RPR-grace-order)."""
    s = table({"angels": ["Creed of the Harvest", "Vessa, Archreaper of Cinders", "Cinderhook"],
               "hand": ["Searing Verdict"], "souls": ["Kindle"], "thralls": ["Cinder Hound"]})
    hound, arch = card(s, "Cinder Hound"), card(s, "Vessa")
    s = act(s, Play(seat=0, card=card(s, "Searing Verdict"), target=hound))
    assert decision(s).seat == 1
    s = act(s, Pass(seat=1))
    s = act(s, Grace(seat=0, card=arch))
    assert health(s, hound) == 5 and exhausted(s, arch)
    s = pass_all(s)
    assert hound in s.players[0].thralls and s.inplay[hound].damage == 2


def test_a_transformed_thrall_keeps_health_and_attack_gained_until_end_of_turn():
    """Transform: the new card inherits "all states (damage, exhaustion, etc.)"
    (RPR-transform-1): Ada's Smoulder Grub (Attack 1, Health 2) mended +3 Health (Mending
    Tide) and kindled +2 Attack becomes Smoulder Wyrm (Attack 3, Health 4) by Flood of Change:
    the Wyrm has Health 7 and Attack 5 until the end of the turn, then 4 and 3."""
    from engine.games.reaper.state import attack
    s = table({"thralls": ["Smoulder Grub"], "souls": ["Foam Sprite", "Foam Sprite"],
               "hand": ["Mending Tide", "Kindle", "Flood of Change"]})
    grub = card(s, "Smoulder Grub")
    for rite in ("Mending Tide", "Kindle", "Flood of Change"):
        s = act(s, Play(seat=0, card=card(s, rite), target=grub))
        s = pass_all(s)
    assert s.cards[grub] == "RPR-047" and (health(s, grub), attack(s, grub)) == (7, 5)
    s = act(s, EndTurn(seat=0))
    assert (health(s, grub), attack(s, grub)) == (4, 3)


# -- the coverage hunt: Damage and Death, Claiming ------------------------------------------

def test_a_killed_thrall_goes_to_its_owners_discard_not_its_controllers():
    """Damage and Death: "it is killed and sent to its owner's discard" (RPR-damage-1): Bo
    enthralls a Whisper Moth Ada owns (a judge's position); Vessa kills it and it goes to
    Ada's discard pile, not Bo's."""
    s = table({}, {"thralls": [{"card": "Whisper Moth", "owner": 0}]})
    moth = s.players[1].thralls[0]
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=moth))
    s = pass_all(s)
    assert moth in s.players[0].discard and moth not in s.players[1].discard


def test_a_player_may_decline_the_claim_and_the_thrall_goes_to_the_discard():
    """"they may claim its Soul" (RPR-claim-1): the claim is Ada's choice of exactly two
    answers, claim or pass; passing sends Bo's Crawler to Bo's discard pile and leaves Ada's
    Soul Pool as it was."""
    s = table({"souls": ["Kindle"]}, {"thralls": ["Reef Crawler"]})
    crawler = card(s, "Reef Crawler")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler))
    s = _until_claim(s)
    d = decision(s)
    assert (d.seat, d.rule, d.options) == (0, "RPR-claim-1", [Claim(seat=0, card=crawler),
                                                             Pass(seat=0)])
    souls = list(s.players[0].souls)
    s = act(s, Pass(seat=0))
    assert s.players[0].souls == souls and s.players[1].discard == [crawler]


def _until_claim(s):
    while not isinstance(s.stack[-1], ClaimAsk):
        s = act(s, Pass(seat=decision(s).seat))
    return s


# -- the coverage hunt: the Objective, Gracing, Sudden, the fight ----------------------------

def test_creed_of_cinders_needs_three_bound_souls_two_of_them_ember():
    """Objective: "Once a player has bound enough souls, and fulfilled any other requirements
    of their Creed, they win" (RPR-win). Ada's Creed of Cinders asks for three bound Souls, two
    Ember; she holds a bound Ember Hound and a bound Tide Crawler and kills her own Thrall in
    play since the turn began with Vessa, claiming and binding it (RPR-bind-1): a Gloam
    Stalker makes three bound with one Ember (the match goes on), a Flame Zealot three with
    two Ember (Ada wins at the claim)."""
    for thrall, wins in (("Gloam Stalker", False), ("Flame Zealot", True)):
        s = table({"angels": ["Creed of Cinders", "Vessa", "Cinderhook"], "thralls": [thrall],
                   "souls": [{"card": "Cinder Hound", "bound": True},
                             {"card": "Reef Crawler", "bound": True}]})
        x = card(s, thrall)
        s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=x))
        s = _until_claim(s)
        assert s.stack[-1].bind
        s = act(s, Claim(seat=0, card=x))
        assert sum(x.bound for x in s.players[0].souls) == 3
        assert (s.over_rule, s.winner) == (("RPR-win", 0) if wins else ("", None))


def test_damage_from_a_thralls_ability_opens_both_grace_windows():
    """Gracing: "Whenever a Thrall is about to take damage, either from an Attack or from any
    other source" (RPR-grace-1): Ada's Whisper Moth deals 1 damage to Bo's Gloam Stalker
    (Health 1). Bo, whose card deals nothing, is asked first (RPR-grace-order) with a grace by
    each of his ready Reaper and Scythe, or a pass; he graces with Ilse (Grace 2) and the
    Stalker lives with 1 damage; Ada is asked next, Bo no more (RPR-grace-once)."""
    s = table({"thralls": ["Whisper Moth"]}, {"thralls": ["Gloam Stalker"]})
    moth, stalker, ilse = card(s, "Whisper Moth"), card(s, "Gloam Stalker"), card(s, "Ilse")
    s = act(s, Activate(seat=0, card=moth, target=stalker))
    d = decision(s)
    assert (d.seat, d.rule) == (1, "RPR-grace-1") and d.options == [
        Grace(seat=1, card=ilse), Grace(seat=1, card=card(s, "Brinecutter")), Pass(seat=1)]
    s = act(s, Grace(seat=1, card=ilse))
    assert decision(s).seat == 0
    refused(s, Grace(seat=1, card=card(s, "Brinecutter")), "RPR-grace-once")
    s = pass_all(s)
    assert stalker in s.players[1].thralls and s.inplay[stalker].damage == 1


def test_a_sudden_card_need_not_be_played_and_stays_in_hand():
    """Sudden: "Players do not have to play cards from their hand when their sudden conditions
    happen; they merely get the option to" (RPR-sudden-1): when Ada reaps, Bo is offered Soul
    Theft or a pass; he passes, keeps the card and his Soul Pool, and Ada acts on."""
    s = table({}, {"hand": ["Soul Theft"], "souls": ["Kindle"]})
    theft = card(s, "Soul Theft")
    s = act(s, Reap(seat=0, card=card(s, "Vessa")))
    d = decision(s)
    assert d.seat == 1 and d.options == [Play(seat=1, card=theft), Pass(seat=1)]
    s = act(s, Pass(seat=1))
    assert s.players[1].hand == [theft] and len(s.players[1].souls) == 1
    assert isinstance(s.stack[-1], Main) and s.active == 0


def test_a_kindled_thrall_deals_its_boosted_attack_in_the_fight_until_the_end_of_the_turn():
    """The fight: each deals "damage equal to their Attack" (RPR-fight), Attack gained until
    end of turn included: Ada's Cinder Hound (Attack 2) kindled (+2) kills Bo's Crawler
    (Health 3) and takes 1; after the turn its Attack is 2 again."""
    from engine.games.reaper.state import attack
    s = table({"thralls": ["Cinder Hound"], "hand": ["Kindle"]}, {"thralls": ["Reef Crawler"]})
    hound, crawler = card(s, "Cinder Hound"), card(s, "Reef Crawler")
    s = act(s, Play(seat=0, card=card(s, "Kindle"), target=hound))
    s = act(s, Attack(seat=0, attacker=hound, target=crawler))
    s = pass_all(s)
    assert crawler in s.players[1].discard and s.inplay[hound].damage == 1
    assert attack(s, hound) == 4
    s = act(s, EndTurn(seat=0))
    assert attack(s, hound) == 2 and s.inplay[hound].damage == 0


def test_a_parried_attacker_stays_exhausted():
    """Attacking: the player "declares what is attacking which Thrall, and exhausts the
    attacker" (RPR-attack-1): when Bo's Parry the Scythe ends the attack with no damage
    (RPR-sudden-1), Ada's Vessa stays exhausted and cannot attack again this turn."""
    s = table({}, {"angels": ["Creed of Many Veils", "Morrow", "Duskmourn"],
                   "thralls": ["Reef Crawler"], "hand": ["Parry the Scythe"], "souls": ["Kindle"]})
    vessa, crawler = card(s, "Vessa"), card(s, "Reef Crawler")
    s = act(s, Attack(seat=0, attacker=vessa, target=crawler))
    s = act(s, Play(seat=1, card=card(s, "Parry the Scythe")))
    s = pass_all(s)
    assert exhausted(s, vessa) and s.inplay[crawler].damage == 0
    refused(s, Attack(seat=0, attacker=vessa, target=crawler), "RPR-exhausted")


def test_at_a_table_a_soul_known_to_both_is_never_asked_of_the_table():
    """RPR-reap-known at a table (RPR-table-unseen): Ada's Grimoire is empty; she burns her
    face-up Sailor for Searing Verdict (to the bottom of her Grimoire, where the table saw it
    go) and Pearl Diver reaps it back, face down: both seats see it named, and Seance of Names
    turning her Souls face up asks the table only about the Soul nobody has seen."""
    import msgspec
    from engine.events import TABLE
    from engine.protocol import Chance
    seat0 = {"angels": ["Creed of Many Veils", "Vessa", "Brinecutter"], "grimoire": [],
             "thralls": ["Pearl Diver"], "hand": ["Searing Verdict", "Seance of Names"],
             "souls": [{"card": "Drowned Sailor", "face_up": True}, "Kindle"]}
    g = GAME.genesis(["Ada", "Bo"], [], "", position={"seats": [seat0, {"thralls": ["Reef Crawler"]}]})
    s = GAME.start(msgspec.structs.replace(g, luck=TABLE))
    sailor, diver = card(s, "Drowned Sailor"), card(s, "Pearl Diver")
    s = GAME.apply(s, Play(seat=0, card=card(s, "Searing Verdict"), target=card(s, "Reef Crawler"),
                           burn=[sailor]))
    s = pass_all(s)
    s = GAME.apply(s, Activate(seat=0, card=diver))
    s = pass_all(s)
    assert s.known == [sailor] and [x.card for x in s.players[0].souls] == [card(s, "Kindle"), sailor]
    for seat in (0, 1):
        shown = GAME.view(s, seat).seats[0].zones[4].cards
        assert shown[0].hidden and (shown[1].id, shown[1].tags) == (sailor, ["face down", "known"])
    s = GAME.apply(s, Play(seat=0, card=card(s, "Seance of Names")))
    p = GAME.pending(s)
    assert isinstance(p, Chance) and sorted(p.labels) == ["Kindle"]


def test_a_match_of_reaper_is_between_two_players():
    """Setup: "A game of Reapers is played between two players" (RPR-setup-1): a genesis of
    three players, or of one, is refused in one line."""
    import pytest
    from engine.protocol import InvalidSetup
    deck = _sample()
    for players in (["Ada", "Bo", "Cy"], ["Ada"]):
        with pytest.raises(InvalidSetup, match=rf"Reaper is played by 2 players, got {len(players)}"):
            GAME.genesis(players, [deck] * len(players), "c" * 64)


def test_a_deck_with_a_second_creed_is_refused():
    """Deck Building: "exactly one of each Creed" (RPR-deck-1): a second Creed is refused."""
    import pytest
    from engine.protocol import InvalidSetup
    with pytest.raises(InvalidSetup, match=r"RPR-deck-1"):
        _deck_genesis(_sample() + ["RPR-024"])


def test_an_archcreed_reaps_like_a_creed_and_neither_attacks_nor_graces():
    """Arch cards "behave exactly like their standard counterparts" (RPR-arch): the Archcreed
    of Cinders, an Angel card, reaps (RPR-reap-1); like a Creed it is no Reaper, Scythe or
    Malakhim, so it neither attacks (RPR-attack-1) nor graces (RPR-grace-1)."""
    s = table({"angels": ["Creed of Cinders, Archcreed", "Vessa", "Cinderhook"],
               "thralls": ["Cinder Hound"]}, {"thralls": ["Reef Crawler"]})
    arch, crawler, hound = card(s, "Creed of Cinders"), card(s, "Reef Crawler"), card(s, "Cinder Hound")
    assert Reap(seat=0, card=arch) in decision(s).options
    refused(s, Attack(seat=0, attacker=arch, target=crawler), "RPR-attack-1")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler))
    s = act(s, Pass(seat=0))  # Ada's guard chance (her Hound)
    s = act(s, Pass(seat=1))  # Bo's grace first
    assert decision(s).seat == 0 and Grace(seat=0, card=arch) not in decision(s).options
    refused(s, Grace(seat=0, card=arch), "RPR-grace-1")
    import pytest
    from engine.protocol import IllegalEvent
    with pytest.raises(IllegalEvent, match="Creed of Cinders, Archcreed is a Creed: only a "
                                           "Reaper, Scythe or Malakhim graces"):
        GAME.apply(GAME.clone(s), Grace(seat=0, card=arch))


def test_the_turn_player_may_end_the_turn_with_actions_left():
    """Game Play: actions "until they run out actions to take or do not wish to do anything
    else" (RPR-turn-1): ending the turn is offered among every action, and Ada ending at once
    leaves her cards ready, her hand and Souls as they were; Bo's turn begins."""
    s = table({"hand": ["Kindle"], "thralls": ["Cinder Hound"]}, {"thralls": ["Reef Crawler"]})
    d = decision(s)
    assert d.options[-1] == EndTurn(seat=0) and len(d.options) > 1
    hand = list(s.players[0].hand)
    s = act(s, EndTurn(seat=0))
    assert s.active == 1 and s.players[0].hand == hand
    assert not any(exhausted(s, x) for x in s.players[0].angels + s.players[0].thralls)


def test_both_players_may_grace_the_same_thrall_for_one_damage_and_the_health_adds_up():
    """Gracing: "both player's first get a chance to grace that Thrall" (RPR-grace-1): for
    Vessa's 3 damage to Bo's Gloam Stalker (Health 1), Bo graces with Ilse (Grace 2) and Ada,
    asked next, with Cinderhook (Grace 1): Health 4, so the Stalker lives with 3 damage."""
    s = table({}, {"thralls": ["Gloam Stalker"]})
    stalker = card(s, "Gloam Stalker")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=stalker))
    s = act(s, Grace(seat=1, card=card(s, "Ilse")))
    s = act(s, Grace(seat=0, card=card(s, "Cinderhook")))
    assert health(s, stalker) == 4
    s = pass_all(s)
    assert stalker in s.players[1].thralls and s.inplay[stalker].damage == 3


def test_binding_asks_whom_the_thrall_was_enthralled_to_not_who_owns_it():
    """Claiming and Binding: a Soul is bound when the Thrall "Was enthralled to that player"
    (RPR-bind-1), whoever owns the card: Ada enthralls a Cinder Hound Bo owns (a judge's
    position) since the turn began and kills it with Vessa: her claim binds it. Burned later
    it goes to the bottom of Bo's Grimoire, the one it started in (RPR-burn-1)."""
    s = table({"thralls": [{"card": "Cinder Hound", "owner": 1}], "hand": ["Grave Whisper"]},
              {"grimoire": []})
    hound = s.players[0].thralls[0]
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=hound))
    s = _until_claim(s)
    assert s.stack[-1].bind and s.stack[-1].killer == 0
    s = act(s, Claim(seat=0, card=hound))
    assert s.players[0].souls == [Soul(card=hound, face_up=True, bound=True)]
    s = act(s, Play(seat=0, card=card(s, "Grave Whisper"), burn=[hound]))
    assert s.players[1].grimoire == [hound] and s.players[0].souls == []


def test_a_thrall_that_came_into_play_this_turn_may_be_attacked():
    """"may attack any Thrall in play" (RPR-attack-1): only attacking asks a Thrall to have been
    in play since the start of the turn, not being attacked. Ada's Vessa attacks the Reef
    Crawler Ada played this turn and kills it; her claim does not bind (RPR-bind-1)."""
    s = table({"thralls": [{"card": "Reef Crawler", "new": True}]})
    crawler = card(s, "Reef Crawler")
    assert Attack(seat=0, attacker=card(s, "Vessa"), target=crawler) in decision(s).options
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler))
    s = _until_claim(s)
    assert not s.stack[-1].bind  # in play this turn: claimed, not bound (RPR-bind-1)


def test_an_archcreed_or_archscythe_cannot_start_in_a_deck():
    """"you cannot start with them in play" (RPR-arch): a deck naming the Archcreed of Cinders
    as its Creed, or Cinderhook, Unbound as its Scythe, is refused."""
    import pytest
    from engine.protocol import InvalidSetup
    deck = _sample("ember-gloam")
    for front, arch in (("RPR-023", "RPR-022"), ("RPR-010", "RPR-011")):
        assert front in deck
        with pytest.raises(InvalidSetup, match=r"RPR-arch"):
            _deck_genesis([arch if c == front else c for c in deck])


# -- the coverage hunt: what is not a sudden condition ---------------------------------------

BO_GLOAM = ["Creed of Many Veils", "Morrow", "Duskmourn"]
"""Bo's Angel cards, all Gloam (Parry the Scythe and Lurking Shade need one Gloam card)."""


def test_a_thrall_transformed_is_not_a_thrall_played_so_lurking_shade_gets_no_chance():
    """Sudden: a card is played "when its sudden condition happens" (RPR-sudden-1); Lurking
    Shade's is the opponent playing a Thrall. Ada's Smoulder Grub transforming into Smoulder
    Wyrm (Transform: the new card is "brought in in its place", not played) opens no window:
    Ada goes on acting, and Bo's Shade stays in his hand; Ada playing a Thrall does open it."""
    s = table({"thralls": ["Smoulder Grub"], "hand": ["Reef Crawler"], "souls": ["Kindle"]},
              {"angels": BO_GLOAM, "hand": ["Lurking Shade"], "souls": ["Kindle"] * 2})
    shade = card(s, "Lurking Shade")
    s = act(s, Activate(seat=0, card=card(s, "Smoulder Grub")))
    assert isinstance(s.stack[-1], Main) and decision(s).seat == 0
    refused(s, Play(seat=1, card=shade), "RPR-seat")
    s = act(s, Play(seat=0, card=card(s, "Reef Crawler")))
    assert isinstance(s.stack[-1], SuddenAsk) and decision(s).options[0] == Play(seat=1, card=shade)


def test_a_claimed_soul_is_not_reaped_so_soul_theft_gets_no_chance():
    """Soul Theft's condition is the opponent reaping (RPR-sudden-1, RPR-sudden-reap): a Soul
    claimed comes into the Soul Pool but is not reaped, so when Ada claims Bo's Crawler no
    window opens for Bo's Soul Theft; Ada's reap right after does open it."""
    s = table({}, {"thralls": ["Reef Crawler"], "hand": ["Soul Theft"], "souls": ["Kindle"]})
    crawler, theft = card(s, "Reef Crawler"), card(s, "Soul Theft")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler))
    s = _until_claim(s)
    s = act(s, Claim(seat=0, card=crawler))
    assert isinstance(s.stack[-1], Main) and decision(s).seat == 0
    s = act(s, Reap(seat=0, card=card(s, "Cinderhook")))
    assert isinstance(s.stack[-1], SuddenAsk) and decision(s).options[0] == Play(seat=1, card=theft)


def test_damage_from_a_rite_is_no_attack_so_parry_the_scythe_gets_no_chance():
    """Parry the Scythe's condition is "your Thrall is attacked" (RPR-sudden-1): Ada's Searing
    Verdict at Bo's Crawler is damage, not an attack, so Bo's grace window offers his graces
    and a pass but not the Parry, which is refused."""
    s = table({"hand": ["Searing Verdict"], "souls": ["Kindle"]},
              {"angels": BO_GLOAM, "thralls": ["Reef Crawler"], "hand": ["Parry the Scythe"],
               "souls": ["Kindle"]})
    crawler, parry = card(s, "Reef Crawler"), card(s, "Parry the Scythe")
    s = act(s, Play(seat=0, card=card(s, "Searing Verdict"), target=crawler))
    d = decision(s)
    assert isinstance(s.stack[-1], GraceAsk) and d.seat == 1
    assert d.options == [Grace(seat=1, card=card(s, "Morrow")),
                         Grace(seat=1, card=card(s, "Duskmourn")), Pass(seat=1)]
    refused(s, Play(seat=1, card=parry), "RPR-sudden-1")


def _dealt_to_decision(state):
    """Answer each chance (the shuffles in order, the coin 0: Ada first) up to a decision."""
    from engine.events import Dealt
    from engine.protocol import Chance
    while True:
        p = GAME.pending(state)
        if not isinstance(p, Chance):
            return state, p
        state = GAME.apply(state, Dealt(kind=p.kind, outcome=list(range(p.size)) if p.shuffle else 0))


def test_a_grimoire_of_fewer_than_five_deals_what_it_holds_and_the_first_draw_finds_it_empty():
    """Setup's "starting hand of five cards" from a Grimoire of three (option strict_decks off,
    a table trying cards out): each player draws the three there are, nobody loses for the
    opening hand; the first player's turn-1 draw finds the Grimoire empty and, under option
    empty_grimoire "lose", loses the match there (RPR-empty-grimoire: the start of turn's
    draw), under "skip" (the default) just draws nothing."""
    from engine.protocol import Decision, Over
    odd = ["RPR-020", "RPR-005", "RPR-014", "RPR-060", "RPR-060", "RPR-067"]
    for empty, ends in (("skip", False), ("lose", True)):
        g = GAME.genesis(["Ada", "Bo"], [odd, odd], "c" * 64,
                         options={"strict_decks": False, "empty_grimoire": empty})
        s, p = _dealt_to_decision(GAME.start(g))
        assert [len(x.hand) for x in s.players] == [3, 3]
        assert [len(x.grimoire) for x in s.players] == [0, 0]
        if ends:
            assert isinstance(p, Over) and p.winner == 1 and p.rule == "RPR-empty-grimoire"
        else:
            assert isinstance(p, Decision) and p.seat == 0 and s.turn == 1


def test_the_other_player_may_guard_an_attack_a_player_declared_on_their_own_thrall():
    """Guarding: "any other unexhausted Thrall may step in ... Either player may declare they
    wish to guard" (RPR-guard-1, RPR-guard-own), and the player not attacking is asked first
    (RPR-guard-order), whoever owns the target. Ada's Vessa attacks her own Hound; Bo steps
    his Kelp Golem in (Health 5): the Golem takes the 3 damage, the Hound none, and Ada is not
    asked again (RPR-guard-once)."""
    s = table({"thralls": ["Cinder Hound", "Reef Crawler"]}, {"thralls": ["Kelp Golem"]})
    hound, golem = card(s, "Cinder Hound"), card(s, "Kelp Golem")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=hound))
    d = decision(s)
    assert (d.seat, d.options) == (1, [Guard(seat=1, card=golem), Pass(seat=1)])
    s = act(s, Guard(seat=1, card=golem))
    assert not isinstance(s.stack[-1], GuardAsk)
    refused(s, Guard(seat=0, card=card(s, "Reef Crawler")), "RPR-guard-once")
    s = pass_all(s)
    assert s.inplay[golem].damage == 3 and s.inplay[hound].damage == 0 and exhausted(s, golem)


def test_each_player_chooses_the_face_of_their_own_two_sided_reaper_ada_first():
    """Side note: "they may choose which side starts face up" (RPR-setup-face): the choice is
    the card's player's, of exactly its two faces; seat 0 is asked first (the text gives no
    order). Bo choosing for Ada's Morrow, or for his own before his turn to choose, is refused
    (RPR-seat); Ada naming Bo's card refused (RPR-setup-face); then Bo chooses his own."""
    from engine.games.reaper.events import ChooseFace
    g = GAME.genesis(["Ada", "Bo"], [_sample("gloam-host")] * 2, "c" * 64)
    s = GAME.start(g)
    m0, m1 = s.players[0].angels[1], s.players[1].angels[1]
    d = decision(s)
    assert (d.seat, d.rule, d.options) == (0, "RPR-setup-face", [
        ChooseFace(seat=0, card=m0, face="RPR-003"), ChooseFace(seat=0, card=m0, face="RPR-004")])
    refused(s, ChooseFace(seat=1, card=m0, face="RPR-004"), "RPR-seat")
    refused(s, ChooseFace(seat=1, card=m1, face="RPR-004"), "RPR-seat")
    refused(s, ChooseFace(seat=0, card=m1, face="RPR-004"), "RPR-setup-face")
    s = act(s, ChooseFace(seat=0, card=m0, face="RPR-004"))
    d = decision(s)
    assert (d.seat, [o.card for o in d.options]) == (1, [m1, m1])
    s = act(s, ChooseFace(seat=1, card=m1, face="RPR-003"))
    assert (s.cards[m0], s.cards[m1]) == ("RPR-004", "RPR-003")

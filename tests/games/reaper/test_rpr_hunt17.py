"""The third rules hunt (session 17): every sentence of reaper.md that constrains play, pinned.

Each test is a position (seat 0 is Ada, seat 1 is Bo, with rpr_helpers' Angel cards unless
named), a decision, then what the state holds and what is refused, with the rule id. Where
the rules text is silent the test names the assumption of the rule index it pins. The first
tests settle the loose ends left by the second hunt (what a player reviewing a game sees)."""

from rpr_helpers import GAME, act, card, decision, pass_all, refused, table

from engine.games.reaper.events import (Activate, Attack, Claim, EndTurn, Grace, Guard, Pass,
                                        Play, Reap)
from engine.games.reaper.state import Soul, exhausted, health
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
    assert GAME.view(s, 1).seats[0].zones[0].cards[1].hidden  # a Grimoire shows counts only
    s = act(s, Reap(seat=0, card=card(s, "Vessa")))
    s = act(s, Reap(seat=0, card=card(s, "Cinderhook")))
    assert s.players[0].souls == [Soul(card=moth), Soul(card=hound)]
    cards = GAME.view(s, 1).seats[0].zones[4].cards
    assert cards[0].hidden and (cards[1].id, cards[1].tags) == (hound, ["face down", "known"])


def test_a_known_card_drawn_is_hidden_in_its_hand_and_known_no_more():
    """RPR-reap-known ends when the card is drawn: Ada's Grimoire is empty, she burns her
    face-up Sailor for Grave Whisper and draws it; it is in her hand, hidden from Bo as any
    hand card, and no longer listed as known."""
    s = table({"hand": ["Grave Whisper"], "grimoire": [],
               "souls": [{"card": "Drowned Sailor", "face_up": True}]})
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
    `position` and read back to the same digest; a face-up or bound Soul, a hand card, and
    any `known` under reaper-5 are refused in one line naming the card."""
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
            ({"card": "Drowned Sailor", "known": True}, "hand", "only a Grimoire card")):
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

"""Determinism across machines, Python versions and refactors: pinned fingerprints of seeded matches.

Each fingerprint hashes a whole self-played match (genesis, every event, every state digest).
It changes only if the dealer, the agents, the genesis format or an engine's rules or state
encoding change. If a change of an engine's is intended, its `rules_version` must change with
it, because ledgers recorded before would no longer verify under the same version. (The
first hashes were re-pinned once when the genesis gained its `seed` field, issue 8; the final
digests, which depend only on the engines, did not move. AR-1.2, issue 14, re-pinned Ardent
Reapers: its states name their rule of when a choice is asked, AR-choice-asked; the AR-1.1
pins moved to OLDER unchanged. reaper-3 and ASC-0.2, issue 14, re-pinned Reaper and Ascendant:
self-play now records its turn cap in the genesis options, no longer a default of the rules
version; the final digests did not move, and the reaper-2 and ASC-0.1 pins moved to OLDER.
keyforge-5, issue 12, re-pinned KeyForge: its states name KF-choice-asked; the keyforge-4 pins
moved to OLDER unchanged. sceptre-2 re-pinned Sceptre: its states record whether a card was
played this turn (SC-stalemate), a Squire moved onto a face-up Champion turns face up (rule 10)
and a Champion at 0 HP dies at once (SC-hp-zero); the sceptre-1 pins moved to OLDER unchanged.
sceptre-3 re-pinned it again: its genesis names the new version (the dead-hand option,
SC-dead-hand; effects reveal a face-down Champion, SC-reveal-effect); the final digests did not
move, and the sceptre-2 pins moved to OLDER unchanged. keyforge-6 re-pinned KeyForge: its
states carry their rules version's number (`revision`), from which its rules fixes apply; the
keyforge-5 pins moved to OLDER unchanged. sceptre-4 (Scout's Glass aims at a garrison place,
not at a card its player has not seen) re-pinned Sceptre as sceptre-3 did: final digests
unchanged, the sceptre-3 pins moved to OLDER. AR-1.3 re-pinned Ardent Reapers: its states carry
their revision (3), and a creature played onto an empty battle line is one option, not one per
end, so seeded random agents choose otherwise; the AR-1.2 pins moved to OLDER unchanged.
reaper-4 (a Rite goes to the discard pile only once its effect is done, RPR-rite) re-pinned
Reaper: its genesis names the new version; the final digests did not move, and the reaper-3
pins moved to OLDER unchanged. sceptre-5 (rule 10: a Squire placed on a face-down Champion
goes face up or down as its player chooses, so seeded random agents have more options and the
final digests moved) re-pinned Sceptre; the sceptre-4 pins moved to OLDER unchanged.
sceptre-6 (rule 25: the Traps one retreat sets off all resolve before the deaths they cause)
re-pinned Sceptre: its genesis names the new version; the final digests did not move, and the
sceptre-5 pins moved to OLDER unchanged.
keyforge-7 re-pinned KeyForge: its states carry revision 7, an action card waits aside while
its Play: ability resolves, and Three Fates destroys its creatures at once; the keyforge-6 pins
moved to OLDER unchanged. AR-1.4 (AR-end-area: only the cards a player owns keep them in the
game) re-pinned Ardent Reapers: its states carry revision 4; the AR-1.3 pins moved to OLDER
unchanged. keyforge-8 (a card an ability plays from elsewhere than the hand obeys the rules of a
play, KF-ability-plays) re-pinned KeyForge: its states carry revision 8; the keyforge-7 pins
moved to OLDER unchanged. reaper-5 (faces chosen as the Angel cards are laid out, before the
shuffle, RPR-setup-face; a grace keeps its player's sudden chance, RPR-sudden-grace; a Soul
reaped by a card opens Soul Theft's window, RPR-sudden-reap) re-pinned Reaper: the faces are
asked earlier, so the events come in another order; the final digests did not move, and the
reaper-4 pins moved to OLDER unchanged. keyforge-9 (a stunned Omni: creature may remove its
stun outside its house, KF-stun-1; uses counted by creature for Rocket Boots and Stampede,
KF-used; Check! with The Sting and key banks, KF-check) re-pinned KeyForge: its states carry
revision 9; the keyforge-8 pins moved to OLDER unchanged. AR-1.5 (the end checked when nothing
is resolving, AR-end-when; a leave ability after a shuffle-in, AR-leave-shuffled; no order asked
between one card's Bonus: abilities, AR-bonus-1) re-pinned Ardent Reapers: its states carry
revision 5, the seeded matches play the same events; the AR-1.4 pins moved to OLDER unchanged.
ASC-0.3 (a heal never lowers a health above the starting health, ASC-assume-effects) re-pinned
Ascendant: its genesis names the new version; the final digests did not move, and the ASC-0.2
pins moved to OLDER and OLDER_SEATED unchanged. keyforge-10 (Key of Darkness may spend Safe
Place's Æmber on its key, KF-bank) re-pinned KeyForge: its states carry revision 10; the
keyforge-9 pins moved to OLDER unchanged. AR-1.6 (a fight folds the same whatever order its
event names its creatures in, AR-fight-order; a harvested card scores for the harvester,
AR-harvest-control) re-pinned Ardent Reapers: its states carry revision 6, the seeded matches
play the same events; the AR-1.5 pins moved to OLDER unchanged. Later the same session keyforge-10's
match 1 was pinned again, before any release: a defender is marked attacked when its fight
happens, not when it is announced (KF-elusive), so the states between a fight's announcement and
its damage moved; the final digest did not. sceptre-7 (SC-search-blind: Royal Levy is played
whatever the deck holds, so seeded random agents have one more option where a deck holds no
Coin; match 1's final digest moved, match 2's did not) re-pinned Sceptre; the sceptre-6 pins
moved to OLDER unchanged. keyforge-11 (a creature that leaves play and comes back the same turn
is a new creature for Rocket Boots and Stampede, KF-used) re-pinned KeyForge: its states carry
revision 11; the keyforge-10 pins moved to OLDER unchanged. reaper-6 (RPR-reap-known: a Soul
burned face up and reaped again is known to both players, so its states keep the cards known)
re-pinned Reaper: its states carry `known`, so every digest moved though the seeded matches play
the same events; the reaper-5 pins moved to OLDER unchanged, and the turn-cap test compares
reaper-2 with reaper-5, the newest version whose states encode as reaper-2's. sceptre-8
(SC-search-blind: Royal Levy's play is one option and its Coin is selected after the search;
SC-pay: a card's Coin cost may be overpaid, rule 18, so seeded random agents have other
options; both final digests moved) re-pinned Sceptre; the sceptre-7 pins moved to OLDER
unchanged. AR-1.7 (an ability made available by a card leaving play resolves once the sentence
that moved it is done: Return to Sender shuffles its enemy creatures home before its friendly
ones are chosen, AR-leave-when) re-pinned Ardent Reapers: its states carry revision 7; the
AR-1.6 pins moved to OLDER unchanged. keyforge-12 (when a hold ends the most recent control
still on the creature applies, every control of a creature recorded as it begins, KF-control;
Gabos Longarms' chosen creature leaving play ends the choice, KF-leaves-play) re-pinned KeyForge:
its states carry revision 12; the keyforge-11 pins moved to OLDER unchanged. sceptre-9
(SC-search-shown: the Coin a search takes, named to both players, shows in its player's hand
to the opponent until it leaves it, so the states between a search and that Coin's play moved;
the final digests did not) re-pinned Sceptre; the sceptre-8 pins moved to OLDER unchanged.
reaper-7 (RPR-reap-known: a known card drawn into a hand stays known
to the opponent until it is played) re-pinned Reaper: the seeded matches play the same events
(348 and 417), but a known card is drawn in both, so states between that draw and its play moved
(8 and 91 digests) and match 2's final digest moved; the reaper-6 pins moved to OLDER unchanged.
AR-1.8 (AR-position-pad: a written position's padding Blanks are in no zone, out of every
ability's reach, no longer in their seat's score pile) re-pinned Ardent Reapers: its states
carry revision 8 (the seeded matches start from the setup, not a position, and play the same
events); the AR-1.7 pins moved to OLDER unchanged. sceptre-10 (SC-47-dazed: a written
position's failed Dazed roll, `stuck`, is refused on a Champion that is not Dazed) re-pinned
Sceptre: its genesis names the new version; the final digests did not move, and the sceptre-9
pins moved to OLDER unchanged. ASC-0.4 (ASC-assume-turn-limit: the turn limit's best health is
read over the seats still in, not over a seat out) re-pinned Ascendant: its genesis names the
new version; the final digests did not move, and the ASC-0.3 pins moved to OLDER and
OLDER_SEATED unchanged. reaper-8 (RPR-reap-known with RPR-table-unseen: a table starting from a
written position leaves the cards both players know out of its unseen cards) re-pinned Reaper:
its genesis names the new version; the seeded matches start from the setup and play the same
events, the final digests did not move, and the reaper-7 pins moved to OLDER unchanged.
sceptre-11 (SC-layout-11: a side and a Champion in the arena encode as arrays of their values,
not maps naming each field) re-pinned Sceptre: the seeded matches play the same events, but
every state digest moved; the sceptre-10 pins moved to OLDER unchanged. Later the same session,
before any release, sceptre-11 was pinned again: its state's fields that a match never or
rarely changes come first (the wounds after the owners, the digest's head), so every digest
moved once more; the sceptre-10 pins did not.
reaper-9 (no rule changed: a player, a Soul and a card in play encode as arrays of their
values, not maps naming their fields, so the audit hashes a state 0.6 kB shorter after every
event) re-pinned Reaper: the seeded matches play the same events, every state digest moved
(the digest is still SHA-256 of the whole state's canonical encoding), and the reaper-8 pins
moved to OLDER unchanged.)
"""

import hashlib

import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.events import tag_of
from engine.protocol import encode_event
from engine.registry import get_game
from engine.selfplay import play_out, selfplay_genesis

GOLDEN = {
    ("ardent-reapers", 1): ("b35aab29b5aea0a95b485675fc7b950fc77d53cc41cf6aa139212de1f8cf41e1",
                            "224119017a4a79648c1c04548ba585cb611b0802f2d82835c3b385d372d621be"),
    ("ardent-reapers", 2): ("405a3adb8d6c37524ed39feb19135d7b5221528e8d4545a1a82b9df216d4e371",
                            "11a8a39445aa151fc4240da9e977086319cddec4b9686b1e3cb26e4e3bb55e65"),
    ("keyforge", 1): ("514d208e4454935ae624562d25e5c4426ecb68c4fa7d98e81c8f6988f6c969f9",
                      "c19073283361c0a9209a5d139f125e6b9cd4668fef4a4152eeaf876b72eba418"),
    ("keyforge", 2): ("8d391a65e086d297870de12e58e8656929ab8ef505b741a3bfcc9be47a418f77",
                      "dfb9415c9e3a15853724ea07f59537d9a3a927424b59d8217b4833e6d16a9754"),
    ("reaper", 1): ("f9b321206cb6c9fbbdfd6fb85a894b5133f5bc21cd17c0b8c262e9de06a069f8",
                    "999f0bc71eabd45da048f42e9ac8b47c92ba2461dcd265c0a440af4ed2343627"),
    ("reaper", 2): ("a67a6f75080fb030fef60b977246ae0cf4bb03abaedfa2f76079624eb2166911",
                    "92bba92161f6312738a348dec9c2c258503150038703fc6d58ce45ceba5c5743"),
    ("sceptre", 1): ("3e18607f7964c5ea49cb1b2837c94d63540a17460727ba9a2c681e5a67020817",
                     "baa0f6950407c3f68697ab7ddda0afcbdf0adcc8f9a537930257795ee53de937"),
    ("sceptre", 2): ("00795edfb721c50ecc02536587cc1c8f23d84499c3e8866da677e532d4aca761",
                     "e4e4044fdb3f452c863f6ad67ed29e5672a4cc89ee6c006faefaab394026ffbc"),
    ("ascendant", 1): ("37266dab22d8e7ef8b0289f62f1619f49d331a08ed68ddaf38fc44d33f4e41de",
                       "78bcced554781ac269132cc7eaa699580963dc804d1dd2d099ba97a8d37189b8"),
}
RULES_VERSIONS = {"ardent-reapers": "AR-1.8", "keyforge": "keyforge-12", "reaper": "reaper-9",
                  "sceptre": "sceptre-11", "ascendant": "ASC-0.4"}

SEATED = {
    ("ascendant", 2, 3): ("cb8d2f45f4bd9ca8197f2fe8cb495131c4af038cc32ccc3818eeb5791c656103",
                          "0613754bda487ffbe7e7a3ead29bcd044f8430ac093fb5e85c9ba09c4f9f939d"),
    ("ascendant", 3, 4): ("6ce40238bbfda46de0aaa7fc52735a9bc65277083c4bc632e61b04de4b197a4b",
                          "06675dd7da083e09fc674349230f893f25cd7abd9714f2e256f8ad6821200d2a"),
}
"""Matches of more than two seats, for the games that allow them: (game, n, seats)."""
NAMES = ["Ada", "Bo", "Cy", "Di"]

OLDER = {
    ("ardent-reapers", "AR-1.7", 1): ("c0e62b5e8c5ba1f10ed1fe09ad709fe2a9bd18f3bbcf3fde022307b1f9b40cc3",
                                      "78ba1255ab8ace24a3704170579145cff2968748efa5171625b7df385600cece"),
    ("ardent-reapers", "AR-1.7", 2): ("1a0bbc2a49c74c5b3459967b339b67e0d49e730d9759d5f4c4e64c543c8a1c76",
                                      "375307f7976fda43046c8011affc2af58480b227d9af6a5b246f874d4cb577a3"),
    ("ardent-reapers", "AR-1.6", 1): ("ade22dc0e800ab3bc02f8a28ab436663a89633174f687dfaa8a0ebbf468bb434",
                                      "b5dd922a4970948fd981f08907a88e49c1b174f0484a825ded6653de054b13e8"),
    ("ardent-reapers", "AR-1.6", 2): ("667f7d72a56fc2293deeb126308c5b42b3502fb00fa4613e7798a24c9c78e4ae",
                                      "33ceb11d66ebe64b0fde46a0941b65072cac4204f865ceaebb4abe4f5240d6c3"),
    ("ardent-reapers", "AR-1.5", 1): ("fef01d25fb4791dc19e7f381fbd3bf2190aea2df09487d536d8681480f636ea3",
                                      "81057e090503b6e038e5c69fc5b9c8d80bfa4df4880ca0b7899cccc9d9701005"),
    ("ardent-reapers", "AR-1.5", 2): ("8bcbe747a0b0b794bb8cbeb7fe7d99209d2b04d77bafbe00c556645a1db07e51",
                                      "fd56f467732e20c94011735c04772b35dc3705892344e9a314154379527ffb43"),
    ("ardent-reapers", "AR-1.4", 1): ("6825a3303e833d9702ba61cfdffbbde0759832931c4f4337a89e52e406059ea2",
                                      "7eebf09627ec61bacc3df7ca2a6b8c6f5393dfba8fac820caf36eb7ba4e6266e"),
    ("ardent-reapers", "AR-1.4", 2): ("a761ce393bcea53e1f66a7494098365afdbebd520d0fec53d4ec17f324a8fe52",
                                      "f035cab122c61ab8a6918139bdf409b02c268b970cf48b0afef38ab5a864b466"),
    ("ardent-reapers", "AR-1.3", 1): ("ea1e3273e3533d011c53b65e4e8a5d52c2d1b9a8f997af814f337a8a553926d1",
                                      "4c75b340076dc02025312b992fcdc854cd8f1844a0cce63fb38e5694c82b700f"),
    ("ardent-reapers", "AR-1.3", 2): ("3d384dcbd0dd20f70a6efee0eae398c17c5867089dede804cec8930f580dec44",
                                      "c39a3776f47623f340cbb3c2f0fa6d868a6292241c4fa85557410a2ac4825c02"),
    ("ardent-reapers", "AR-1.2", 1): ("0d70095cf3dde39e09d681e7735afc91cac81681bc1f8c664697e359a4eb23a1",
                                      "3e099bf3c06e3cb17d379af6f80ede69cc24526365be2c53eebf1d93098681d5"),
    ("ardent-reapers", "AR-1.2", 2): ("30f3f62653bb5e31628492a69a025274c4adcd05e6c34f7932864cda5c6ef3bf",
                                      "6b32060a4c32db0882a46c8b430cc47b67847d5fb434c10aaac7d47f45b84576"),
    ("ardent-reapers", "AR-1.1", 1): ("5216e1ad13ce42136e62d772896a7faabbb60160d9324b0c6788befa4940d861",
                                      "a76c2ca186932e0dd07591bc99aa386773a8cfee76d406e7b9d6da6e59bd6648"),
    ("ardent-reapers", "AR-1.1", 2): ("a398cdd2fd3bb72e8fda482af1d11b6028787e61bee0a0277e51e362d5bf5d50",
                                      "27b35250658d6a978820ae74ad730713bee31f87ada3521c614d3811b06312ed"),
    ("ardent-reapers", "AR-1.0", 1): ("2abb5463edf1e8e58ed37eab0fe4d93924823e171d9e08a969c26477afeaaf38",
                                      "b346fc141986685ee20a6a30bc0cd93e27843ef22c96d52ea6a8e78e1d599e4d"),
    ("ardent-reapers", "AR-1.0", 2): ("7eb489ad4242c6bad77840f23e4fc23720806b1d5c84c8eeda868919f9cecdc2",
                                      "cca37c515505548a4311398c8b887b3ee0aa43c6971127f78d66db294ce412a7"),
    ("keyforge", "keyforge-11", 1): ("299f4467f82d03b303ed1bd0ca5c450874ef9670922f3f945c8441f69b55c636",
                                     "1755a733a9daeed735c425a89398e6e94e535c1dec4fe42ecb80021fe4bb0d9e"),
    ("keyforge", "keyforge-11", 2): ("91fc23e383d2b086b6bf804e06a159ccc0979d2ad34a67df2805b0fd6bcbde5e",
                                     "d2d5c656e940d3c92b8cef39cbd5b38cb67b5a97058c9910cc42b0fa0629612a"),
    ("keyforge", "keyforge-10", 1): ("5446e4abb3c8aa8a59d628a8287b4911cfb09ec51ad34ecdcf672cb442c6a933",
                                     "82152fba423ba64cf0686502b11227b57f4631a8eba741b97f26d60aad9a4954"),
    ("keyforge", "keyforge-10", 2): ("6b49bf691f8386ef42470191ed5764c78410089fc66f7afac65e18cb6a50187f",
                                     "b2416c64265dc0a3b84770b02fa4f8a04085df21d4e7c69e57659b2e1275ac6c"),
    ("keyforge", "keyforge-9", 1): ("489d9af7d0940a2a5d85e61ba62f7abe2037779aeef74595965854bb48234419",
                                    "de9892b04c67c0b9db936e23e148386b8e62e5d212d5533605f0c72a26c12a8b"),
    ("keyforge", "keyforge-9", 2): ("3883bb958e3f721d6783904ff362f27584ca681169b8d9843ccd2007e8685967",
                                    "158f8ac57c647fed77cdd50d6ae3927a379fa7fd9d7455c321d2d935bc12560d"),
    ("keyforge", "keyforge-8", 1): ("28e83497ca4f2c14f258e32ee67f1aacdfe51a6125b97423fe12cd16f579f0aa",
                                    "d1b18f7dabb5d328463a6007e37cd457eb49deb192eaa995bae2f440ceb5f076"),
    ("keyforge", "keyforge-8", 2): ("773bdc2725cd508c6806eae9898ca838b594cc63500145a509ea5459f35be298",
                                    "f04f072c07ab3380873e7992ebcd126fff6c829e71b4b948035b3c769eee75b4"),
    ("keyforge", "keyforge-7", 1): ("b25dc0c5d4c18d81be2861388fd5841e26e4a6db1f860f5cf1f9f48e2cd5b765",
                                    "1e5e5d91d4d47d0a4169ddd7dadce0d1498c9f5896daa2f777cb387716f4a819"),
    ("keyforge", "keyforge-7", 2): ("9db2166c16c4b8011192deee263f6ec64252cf9b651dcacb80dda493e8837ebb",
                                    "cb4fc8355ec9045607ec1af92a56409125b539ecc83706b1bf0f6df3449a3dc2"),
    ("keyforge", "keyforge-6", 1): ("277dbce41b10602727b90ad2496be7ec0dd75f18e4830bdc0fdb3216e28151f0",
                                    "0a4ebe44825f587d4f3671211eadba0e4ce9d957cdaef974cd99f3d93f850e17"),
    ("keyforge", "keyforge-6", 2): ("dc28bae2f3f2316ab38cc3a4cd9f6ed30dc01b515d4c71f4905cf65aa96c1a42",
                                    "e687088d4a2697a864c1ba2fe917a7e53bdf835dc9c65049781b5b5fb9280536"),
    ("keyforge", "keyforge-5", 1): ("3642f3bfd5a9071873bde3887775794ab005eef70e3dac651fd5a1c6d5bc28a1",
                                    "b3959d970c5a93396b0a181d2058da8d72dbf86038a1a86ac87b3ed2bd90176f"),
    ("keyforge", "keyforge-5", 2): ("28a596014342f5d3a67242508ac9b087a158558cc7ba81b3e3fc5f79a6a31d89",
                                    "24d19bc9e15c1330495529ab2b69302b5185a92ac6430d0abdd69fd8c953abf4"),
    ("keyforge", "keyforge-4", 1): ("d1e7fa7bbda1e0908723187642b300083c6b6d84d2eb50c554f91d6e02f692c4",
                                    "141676a7d6cd4aeb3891a72e51573379007ea01c53e62e2ea8dce23e7c7447ea"),
    ("keyforge", "keyforge-4", 2): ("f59106fb9998a56756d7563a05a628fe860ff418ef204f9bed88a75c7f1f67cc",
                                    "415c963f646d3c5a67a1bb36c2aad42bced6ba032100e5ceefd6fa5da9873a51"),
    ("reaper", "reaper-8", 1): ("396757ed1285ea56f5435c749421f1c339daddf1b37e46f372ab1c0f70155671",
                                "249889caac88997a3d14d1f8d03afeb317628a244c39f15bcb70605dafe1ca5c"),
    ("reaper", "reaper-8", 2): ("7a11e94183e13c8cecd9bfda4a150aa362b61e31eb53a93763a68686cb1ddc17",
                                "820ef14a60a5ad79890bed68a15c0a31fb7c45034b3aee8a4dde9325e94d0b48"),
    ("reaper", "reaper-7", 1): ("27742377d5d8abb707bb697cc54481c8a07978fa0f8e9d80bc83f92a35680526",
                                "249889caac88997a3d14d1f8d03afeb317628a244c39f15bcb70605dafe1ca5c"),
    ("reaper", "reaper-7", 2): ("501976256fbcf5d1448d78b7952f83b4954970d4171c3b80b1f173bd9545a958",
                                "820ef14a60a5ad79890bed68a15c0a31fb7c45034b3aee8a4dde9325e94d0b48"),
    ("reaper", "reaper-6", 1): ("64b49bfe6128673a96b4f625db06a09648378bc491c124fb2a6827c302aa1158",
                                "249889caac88997a3d14d1f8d03afeb317628a244c39f15bcb70605dafe1ca5c"),
    ("reaper", "reaper-6", 2): ("b9986273ca56dee299600977d9a8f2f645fe64ecbafef42f1424e2444164caca",
                                "d68de5f080c0d662d9af18c59dcc8013615f7bfc9b6658491ea1b55304c2394f"),
    ("reaper", "reaper-5", 1): ("3a7c54e8f182f7c48f060f935a521345da7fb02e8057b91fcef8190ad61e8025",
                                "6eda30c2e65ca28405fbc0e895e8368ca3bb362983a9384e1afd26ae241734c5"),
    ("reaper", "reaper-5", 2): ("dc853ac6c040c5a36a863f71227604f2e93651d1b601ce9f892879afcfcf1378",
                                "9d6b6fdb2c7530524077c7671241454a088f1bc0ee2eee83579c75ff39103f72"),
    ("reaper", "reaper-4", 1): ("781cac15304e2affcc6eb7d4ad08ba5495f5e3f65102965527e25df5c8dad650",
                                "6eda30c2e65ca28405fbc0e895e8368ca3bb362983a9384e1afd26ae241734c5"),
    ("reaper", "reaper-4", 2): ("7cdf3646c54bba760a18a0bdb8c104f2885bf52daece7c484b810842a6618f25",
                                "9d6b6fdb2c7530524077c7671241454a088f1bc0ee2eee83579c75ff39103f72"),
    ("reaper", "reaper-3", 1): ("66bd3f740eedc17a21690933e17abbf35c8f7e507f060394928b04b162e32f9c",
                                "6eda30c2e65ca28405fbc0e895e8368ca3bb362983a9384e1afd26ae241734c5"),
    ("reaper", "reaper-3", 2): ("b1cc1e05b593e04b1707f5c757d2f7e84139702a9e8004c7dc192f2cb75961d4",
                                "9d6b6fdb2c7530524077c7671241454a088f1bc0ee2eee83579c75ff39103f72"),
    ("reaper", "reaper-2", 1): ("395b20c5c0a69d4404e7a218fda86d1dd36ae9d0609e377d0797fe76e3cd4b1a",
                                "6eda30c2e65ca28405fbc0e895e8368ca3bb362983a9384e1afd26ae241734c5"),
    ("reaper", "reaper-2", 2): ("df414cd94c1083d4bd14cfbeafc5fa4d6f6ab23ec49c352a8adf16b734a7efba",
                                "9d6b6fdb2c7530524077c7671241454a088f1bc0ee2eee83579c75ff39103f72"),
    ("ascendant", "ASC-0.3", 1): ("0f20fd94d0eeabdcf5d73782e73b7d19e6be1b385e2972abbbe81034b6d578cc",
                                  "78bcced554781ac269132cc7eaa699580963dc804d1dd2d099ba97a8d37189b8"),
    ("ascendant", "ASC-0.2", 1): ("9958abc9d3c27301e604b3a664e1a5f462463d72cc53cec3e38c7bbb18efed53",
                                  "78bcced554781ac269132cc7eaa699580963dc804d1dd2d099ba97a8d37189b8"),
    ("ascendant", "ASC-0.1", 1): ("fca6c2336cbe2d528d3ba6f0bc6dfd740da7e08ba5d2f10f12af5c1a5583bd19",
                                  "78bcced554781ac269132cc7eaa699580963dc804d1dd2d099ba97a8d37189b8"),
    ("sceptre", "sceptre-10", 1): ("e97b65b6e40f7b08ea6ac55a44f2d586ff2452ef579d2fb4c750a47a4d58c716",
                                   "375945161c900db1602ad90293b79e6e719646380fa0caada68bf70e6552ebce"),
    ("sceptre", "sceptre-10", 2): ("f905bafca02c9186ad5db87d8d61a59b2e06fc7f178fd37d52f0cb974972fe3d",
                                   "1ca89dc58b8898304a2be5f1c07d9cffa9ddcca0cd002ebfbf6b372b6aaf4d32"),
    ("sceptre", "sceptre-9", 1): ("3ad6349f9f8f3fe37117f297c7eb217a8596d44804690ef1c4ada3b968cb6607",
                                  "375945161c900db1602ad90293b79e6e719646380fa0caada68bf70e6552ebce"),
    ("sceptre", "sceptre-9", 2): ("2eeb9e979d5c804762e30e9b10ed89315d8585dc2d0fd483d6ad4910d2bc950b",
                                  "1ca89dc58b8898304a2be5f1c07d9cffa9ddcca0cd002ebfbf6b372b6aaf4d32"),
    ("sceptre", "sceptre-8", 1): ("d8b4dc1c302d86e366b6a0b0917f797b19d2df7b22391e76851a216c97e3b775",
                                  "375945161c900db1602ad90293b79e6e719646380fa0caada68bf70e6552ebce"),
    ("sceptre", "sceptre-8", 2): ("397579fd573478a7fb75a977a7362454b9c91a29028f11c0469940bb4d17e22c",
                                  "1ca89dc58b8898304a2be5f1c07d9cffa9ddcca0cd002ebfbf6b372b6aaf4d32"),
    ("sceptre", "sceptre-7", 1): ("c31523208130292d256756912e6de5327c797d705a427e5d5c9ab8d2cfa7a776",
                                  "7f5d0e61d8bc11455a0c85e3284c17595fdb2279fb00ae9f03ab84209c1fe3b4"),
    ("sceptre", "sceptre-7", 2): ("eea1e1003c99d8d27135ee1050372ee394996bd9784b8e1af78c32418f532fda",
                                  "5687e48f877020a5cd19a527c3964ea10d79ad386c2e0505a619c63fc1729156"),
    ("sceptre", "sceptre-6", 1): ("5b021de1133de23f7fc8ed27e5990748193482fa18a130daa5e4662c444e85a4",
                                  "daab02dbad05796148cd8cfb16c8b467c6b6b5fef216742509305af7900eb558"),
    ("sceptre", "sceptre-6", 2): ("470190c89619e98da887293977f507e2771b08cf4d148955a696f85e0e432825",
                                  "5687e48f877020a5cd19a527c3964ea10d79ad386c2e0505a619c63fc1729156"),
    ("sceptre", "sceptre-5", 1): ("3be8e08dc48da798949641961008286a254af3b6447330e62c410dcbbca2df10",
                                  "daab02dbad05796148cd8cfb16c8b467c6b6b5fef216742509305af7900eb558"),
    ("sceptre", "sceptre-5", 2): ("fa5979bc864eff79ab1f51f8c76bb4a70669b0da19bf1698861bebf7c192eb7b",
                                  "5687e48f877020a5cd19a527c3964ea10d79ad386c2e0505a619c63fc1729156"),
    ("sceptre", "sceptre-4", 1): ("df2eb333eda3ae9bda0e2b2c9d7404726f194c368ac66f9c7bc174fa204f0b5d",
                                  "7969b5417a7b32a85ead0966041bc38036cc39907190d8a610c79ac90250dbaa"),
    ("sceptre", "sceptre-4", 2): ("1dbee1e97ffbdaaab88123f6e44f3a1f54b0dcb6435ac509f8b9ee5aa6816704",
                                  "1437b8b7b58247c9bcfd3613149db9dba4524ddc18e15f593288c600d1b85b85"),
    ("sceptre", "sceptre-3", 1): ("dcbf70ff9ccd65f289fdf10d6d455ef2384c4a8c9299356f553abccf39be990b",
                                  "7969b5417a7b32a85ead0966041bc38036cc39907190d8a610c79ac90250dbaa"),
    ("sceptre", "sceptre-3", 2): ("5ba287b1c47df5ce292e9fe6d952bc52fc2a3860df0ef3748ba35a9ab5154c2b",
                                  "1437b8b7b58247c9bcfd3613149db9dba4524ddc18e15f593288c600d1b85b85"),
    ("sceptre", "sceptre-2", 1): ("c14c5083b56408ccfbe3e1f2c758bc2270c25bb7e12c3dd9f9a499acdd4d3732",
                                  "7969b5417a7b32a85ead0966041bc38036cc39907190d8a610c79ac90250dbaa"),
    ("sceptre", "sceptre-2", 2): ("40425b5b274226ec63670df19bf600d1075deb51419b4a2c05375d25d0ce1a90",
                                  "1437b8b7b58247c9bcfd3613149db9dba4524ddc18e15f593288c600d1b85b85"),
    ("sceptre", "sceptre-1", 1): ("103db38e4350e8d47ac06ef97d8f0ff983ede4a098fdb1045c482075bc6d4e36",
                                  "a3cdd704baab2a534861aaaa89fa861c76bded2e956c329a12ffd5f0def604a6"),
    ("sceptre", "sceptre-1", 2): ("3768bdd9f959d6359e26f6e137df4af2dd2793b7cd05c16fbc987cb7bba6830b",
                                  "c3615c04bae41c9e7e8aca8d4204145d282aded6daec6a94d9e4c848090b77f7"),
    ("reaper", "reaper-1", 1): ("6971835b1f13cb30aa685f32fe23602ecdab1768fe9e0de53e506e67d3115aa3",
                                "7d3f1c73966c65876c503fe82d7a722b4916af99701d0d85cbfb7e5b7af2eca2"),
    ("reaper", "reaper-1", 2): ("6f54637724294a745f8713290d73aa752995218a9072ef176e8826979ed11662",
                                "15873ad96a6ff2971c30818e0c95f338b56b6e3fa152d4c17b2abe8955085abf"),
}
"""Older rules versions the engines still offer (so matches recorded under them replay): their
fingerprints stay pinned as they were when each was current."""

OLDER_SEATED = {
    ("ascendant", "ASC-0.3", 2, 3): ("7df97e3058a89339c65269a77961671d1646e7fb048f81485a0a45fa9c2e7ab2",
                                     "0613754bda487ffbe7e7a3ead29bcd044f8430ac093fb5e85c9ba09c4f9f939d"),
    ("ascendant", "ASC-0.3", 3, 4): ("6a774284d82512796164c4ff07527d1e6afaa3d7672d00e0305bbedc10ec08db",
                                     "06675dd7da083e09fc674349230f893f25cd7abd9714f2e256f8ad6821200d2a"),
    ("ascendant", "ASC-0.2", 2, 3): ("d3a1d1ae7a2c8a7f898d836c934ec191aa37aecefe3fb2d6b12bae1b0e5c2e40",
                                     "0613754bda487ffbe7e7a3ead29bcd044f8430ac093fb5e85c9ba09c4f9f939d"),
    ("ascendant", "ASC-0.2", 3, 4): ("e1145edaa5dc531c40e9730aec93f98df9243202218de8046a77a4e4689c6159",
                                     "06675dd7da083e09fc674349230f893f25cd7abd9714f2e256f8ad6821200d2a"),
    ("ascendant", "ASC-0.1", 2, 3): ("60e3d750dcc032de6389c653622a9bff6be8bd8d1dd08df004d9ed17d8c03559",
                                     "0613754bda487ffbe7e7a3ead29bcd044f8430ac093fb5e85c9ba09c4f9f939d"),
    ("ascendant", "ASC-0.1", 3, 4): ("bd357ed699babeac37dbf4af85571aeb00177f205114be8d16d03506fb55602e",
                                     "06675dd7da083e09fc674349230f893f25cd7abd9714f2e256f8ad6821200d2a"),
}
"""SEATED's pins as they were under the older rules versions."""

CAPPED = {"reaper": "reaper-2", "ascendant": "ASC-0.1"}
"""Games whose turn cap moved from a default of recorded matches to an option self-play
records (issue 14): each game's older version had the cap self-play now records."""

SAME_STATES = {"reaper": "reaper-5"}
"""For CAPPED: the newest version whose states still encode as the older version's (reaper-6's
carry the cards both players know, RPR-reap-known), where the current version's do not."""


def fingerprint(game_id: str, n: int, version: str | None = None,
                seats: int = 2) -> tuple[str, str]:
    game = get_game(game_id, version)
    seed = dealer.seed_from_number(n, "golden")
    decks = list(game.sample_decks().values())
    g = selfplay_genesis(game, NAMES[:seats], [decks[s % len(decks)] for s in range(seats)],
                         dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"golden{s}")) for s in range(seats)]
    h = hashlib.sha256(encode_event(g))
    last = ""
    for event, digest in play_out(game, g, seed, agents):
        h.update(tag_of(event).encode() + encode_event(event) + digest.encode())
        last = digest
    return h.hexdigest(), last


@pytest.mark.parametrize("game_id, n", sorted(GOLDEN))
def test_a_seeded_match_has_its_pinned_fingerprint(game_id, n):
    assert get_game(game_id).rules_version == RULES_VERSIONS[game_id], \
        "a new rules version: re-pin GOLDEN and RULES_VERSIONS together"
    assert fingerprint(game_id, n) == GOLDEN[(game_id, n)], (
        f"{game_id} match {n} no longer folds to its pinned digests: if the change is intended, "
        "bump the engine's rules_version and re-pin; if not, the fold is no longer deterministic")


@pytest.mark.parametrize("game_id, version, n", sorted(OLDER))
def test_an_older_rules_version_still_folds_to_its_pinned_fingerprint(game_id, version, n):
    assert version in get_game(game_id).rules_versions()
    assert fingerprint(game_id, n, version) == OLDER[(game_id, version, n)]


@pytest.mark.parametrize("game_id, version, n, seats", sorted(OLDER_SEATED))
def test_an_older_rules_version_of_more_seats_still_folds_to_its_pinned_fingerprint(game_id, version, n, seats):
    assert fingerprint(game_id, n, version, seats) == OLDER_SEATED[(game_id, version, n, seats)]


@pytest.mark.parametrize("game_id", sorted(CAPPED))
def test_self_play_records_the_cap_the_older_version_had_by_default_and_plays_the_same_match(game_id):
    """Under the current version a self-played match records its cap (`selfplay_options`),
    where the older version had it as a default: only the genesis differs, every state after
    it is the same (the final digests agree); the current version's default is no limit."""
    game, older = get_game(game_id), get_game(game_id, CAPPED[game_id])
    assert game.selfplay_options() == {"max_turns": older.max_turns} and game.max_turns == 0
    same = SAME_STATES.get(game_id)
    assert get_game(game_id, same).selfplay_options() == game.selfplay_options()
    for n in (1, 2):
        assert fingerprint(game_id, n, same)[1] == fingerprint(game_id, n, CAPPED[game_id])[1]


@pytest.mark.parametrize("game_id, n, seats", sorted(SEATED))
def test_a_seeded_match_of_more_seats_has_its_pinned_fingerprint(game_id, n, seats):
    assert get_game(game_id).rules_version == RULES_VERSIONS[game_id]
    assert fingerprint(game_id, n, seats=seats) == SEATED[(game_id, n, seats)]

"""Ardent Reapers: the rules engine (Omega Codex), see `shared/rules/ardent-reapers.txt`.

Modules: cards (facts), state (the State tree and its tasks), events (decisions),
rules_index (rule ids), setup, turn, play, fight, harvest, legality (options and checks),
flow (the work-stack loop), zones (moves, stash, control), keywords (power and skills),
abilities/ (the mechanism and the implemented abilities), view, position, game.
"""

from engine.games.ardent_reapers.game import ArdentReapers

__all__ = ["ArdentReapers"]

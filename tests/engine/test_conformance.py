"""The conformance suite (engine/conformance.py) over every registered game."""

from engine.conformance import *  # noqa: F401,F403  (the suite's tests and its parametrization)

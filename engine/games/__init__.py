"""Rules engines, one package per game; see engine/registry.py."""

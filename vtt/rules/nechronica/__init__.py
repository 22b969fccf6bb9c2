"""Nechronica (永い後日談のネクロニカ) battle rules: models, catalog, checks, the battle engine."""

"""#41: `vtt --help` says what vtt is: a virtual tabletop for every rules system it ships, not Nechronica's alone."""
from __future__ import annotations

import pytest

from vtt.cli import main
from vtt.core import registry


def test_the_help_names_every_ruleset(capsys):
    with pytest.raises(SystemExit) as e:
        main(["--help"])
    assert e.value.code == 0
    said = " ".join(capsys.readouterr().out.split())
    assert "virtual tabletop for the battles of 4 combat systems" in said
    assert all(rid in said for rid in registry.ids()) and "Nechronica virtual tabletop" not in said


def test_print_is_said_to_print_any_rulesets_characters(capsys):
    with pytest.raises(SystemExit):
        main(["print", "--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert "Print character sheets" in said and "doll sheets" not in said

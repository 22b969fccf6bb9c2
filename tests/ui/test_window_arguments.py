"""The window's command line read without argparse when it holds only the common options (vtt.cli.plain_gui_args;
docs/gui.md, "The ninth round (first paint: start-up path)"): the same arguments as ``gui_parser`` reads, and
anything else (help, an error, ``--lang``, an abbreviation, ``--``) left to ``gui_parser``, its help and its errors."""
import pytest

from vtt.cli import GUI_FLAGS, GUI_VALUES, gui_parser, main, plain_gui_args

PLAIN = [
    [],
    ["battle.json"],
    ["--demo"],
    ["--demo", "--system", "zones", "--exit-after-first-paint"],
    ["--exit-after-first-paint", "--system", "hundred", "--demo"],
    ["battle.json", "--table-view", "--screenshot", "x.png"],
    ["--table-view", "saved battle.json"],
    ["--system", "", "--demo"],
    [""],
]
ARGPARSE = [
    ["--help"], ["-h"], ["--demo", "--help"], ["--lang", "ja"], ["--demo", "--lang", "en"],
    ["--dem"], ["--system=zones"], ["--system"], ["--demo", "--system"], ["--system", "-x"],
    ["--demo", "--demo"], ["a", "b"], ["--bogus"], ["-"], ["--", "--demo"], ["--screenshot", "--demo"],
]


@pytest.mark.parametrize("argv", PLAIN, ids=" ".join)
def test_a_plain_command_line_reads_as_the_parser_reads_it(argv):
    assert vars(plain_gui_args(argv)) == vars(gui_parser().parse_args(argv))


@pytest.mark.parametrize("argv", ARGPARSE, ids=" ".join)
def test_any_other_command_line_is_the_parsers(argv):
    assert plain_gui_args(argv) is None


def test_the_plain_options_are_the_parsers():
    actions = {option: action for action in gui_parser()._actions for option in action.option_strings}
    assert {o: actions[o].dest for o in GUI_FLAGS} == GUI_FLAGS
    assert {o: actions[o].dest for o in GUI_VALUES} == GUI_VALUES
    assert all(actions[o].nargs == 0 and actions[o].const is True for o in GUI_FLAGS)       # store_true
    assert all(actions[o].nargs is None and actions[o].choices is None for o in GUI_VALUES)  # one value, any


def test_help_and_errors_are_the_parsers(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0 and capsys.readouterr().out.startswith("usage: vtt [-h] [--demo]")
    with pytest.raises(SystemExit) as done:
        main(["--demo", "--system"])
    assert done.value.code == 2 and "--system: expected one argument" in capsys.readouterr().err


def test_an_unknown_ruleset_for_the_demo_is_said_in_a_line_not_a_traceback(capsys):
    """`vtt --demo --system nosuch` ended in UnknownRulesetError's traceback (found by w52-pcore2)."""
    assert main(["--demo", "--system", "nosuch"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("vtt: error: unknown ruleset 'nosuch'") and "zones" in err and "Traceback" not in err

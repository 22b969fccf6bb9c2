"""vtt.ui.pyside_import's quicker answer to PySide's "does this module use PySide?" (asked of every
module imported after PySide) is PySide's own answer, for every module this test run has imported."""
import sys

import vtt.ui  # noqa: F401


def test_the_quicker_check_is_installed_and_answers_as_pysides_own():
    from shibokensupport import feature
    quick = feature._mod_uses_pyside
    assert hasattr(quick, "original"), "vtt.ui did not install its check"
    checked = 0
    for name, module in list(sys.modules.items()):
        path = getattr(module, "__file__", None)
        if module is None or not (isinstance(path, str) and path.endswith(".py")):
            continue
        assert quick(module) == quick.original(module), name
        checked += 1
    assert checked > 100
    # both kinds of answer are met: vtt's windows use PySide, its rules do not
    import vtt.rules.zones.engine
    import vtt.ui.main_window
    assert quick(vtt.ui.main_window) is True
    assert quick(vtt.rules.zones.engine) is False

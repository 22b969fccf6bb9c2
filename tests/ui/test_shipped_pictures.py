"""The pictures vtt ships (#42): ours (painted by resources/pictures/make_pictures.py, each named in its
README), small, read by vtt's own reader; every ruleset's demo battle names the map picture and
portraits, so a new user sees pictures on first start."""
from __future__ import annotations

import pytest

from vtt import RESOURCES
from vtt.core import registry
from vtt.core.pictures import picture_refs, resolve

PICTURES = sorted((RESOURCES / "pictures").glob("*.png"))


def test_each_shipped_picture_is_ours_small_and_readable(qapp):
    from vtt.ui.images import read_image
    readme = (RESOURCES / "pictures" / "README.md").read_text(encoding="utf-8")
    assert "make_pictures.py" in readme and len(PICTURES) == 4
    for path in PICTURES:
        assert f"`{path.name}`" in readme, path.name
        assert path.stat().st_size < 64 * 1024, path.name
        image = read_image(path)
        assert image.width() >= 256 and image.height() >= 256


@pytest.mark.parametrize("system_id", ["nechronica", "zones", "ashes", "hundred"])
def test_every_demo_battle_names_the_map_picture_and_portraits(system_id):
    setup = registry.get(system_id).demo_session(0).setup_json()
    assert resolve(setup["map_picture"]["image"], None) == RESOURCES / "pictures" / "crossroads.png"
    images = [resolve(r["image"], None) for r in picture_refs(setup)]
    assert len({i for i in images if i.name != "crossroads.png"}) >= 2
    assert all(i in PICTURES for i in images)

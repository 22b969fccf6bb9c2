"""Test setup: Qt runs offscreen, so the whole suite runs on a machine without a screen."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

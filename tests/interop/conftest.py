"""Fixtures for the interop tests."""
import pytest

from .sheets import import_sheet, sample_sheet


@pytest.fixture
def sample_doll():
    return import_sheet(sample_sheet()).doll

"""The workshop without Qt: a file model's fields as editors draw them (fields.py) and the GM's library of
characters, monsters and scenarios (library.py). The editors themselves are vtt/ui/workshop."""

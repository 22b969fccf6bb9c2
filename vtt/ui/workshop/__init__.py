"""The workshop's windows for any ruleset: a form drawn from a file model (form.py), the editor window with
the printed sheet's preview (editor.py), the GM's library (library_window.py) and `vtt edit` (app.py)."""

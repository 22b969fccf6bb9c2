"""The Qt user interface (PySide6): the battle windows, the table view, the workshop and the dialogs."""

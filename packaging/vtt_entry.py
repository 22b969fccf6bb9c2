"""The frozen app's entry point (PyInstaller): the same `vtt` command as the source install."""
import sys

from vtt.cli import main

if __name__ == "__main__":
    sys.exit(main())

"""Headless sub-commands of the `vtt` command line, one module each."""

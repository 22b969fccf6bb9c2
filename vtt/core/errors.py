"""The small error taxonomy: malformed input vs. against the rules."""


class VttError(ValueError):
    """Base of every error the program reports to a user."""


class MalformedCommandError(VttError):
    """The input does not have the right shape (unknown command, missing field, bad value)."""


class IllegalCommandError(VttError):
    """Well-formed, but the rules forbid it now. Names the rule and the state that broke it."""

    def __init__(self, rule: str, reason: str):
        self.rule = rule
        self.reason = reason
        super().__init__(f"{reason} [{rule}]")


class FileFormatError(VttError):
    """A file could not be read: names the file and, where known, the field."""

    def __init__(self, path, message: str, field: str | None = None):
        self.path = str(path)
        self.field = field
        where = f"{self.path}" + (f", field {field}" if field else "")
        super().__init__(f"{where}: {message}")

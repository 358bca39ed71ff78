"""Checks of the numeric settings of a client or a request, so ``nan`` never means "no limit"."""

from __future__ import annotations

import math
import typing

from .errors import CoreError

DEFAULT_MAX_RESPONSE_BYTES = 100 * 1024 * 1024
"""The largest response body read into memory when nothing else is set: 100 MiB."""

DEFAULT_MAX_EVENT_BYTES = 16 * 1024 * 1024
"""The largest streamed event (an SSE event or a JSON line) held when nothing else is set: 16 MiB."""

DEFAULT_MAX_RETRIES = 2
DEFAULT_MAX_RECONNECTION_ATTEMPTS = 5

_EXPECTED = {
    "duration": "a number greater than 0, or math.inf for none",
    "count": "a whole number from 0",
    "limit": "a whole number from 1, or math.inf for no limit",
}

_RULES = (
    ("timeout_in_seconds", "duration"),
    ("timeout", "duration"),
    ("max_retries", "count"),
    ("max_response_bytes", "limit"),
    ("max_event_bytes", "limit"),
    ("max_reconnection_attempts", "count"),
)


def _valid(value: object, rule: str) -> bool:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    if isinstance(value, float) and math.isnan(value):
        return False
    if rule == "duration":
        return value > 0
    if rule == "count":
        return isinstance(value, int) and value >= 0
    return value == math.inf or (isinstance(value, int) and value >= 1)


def assert_setting(name: str, value: object, rule: str, where: str) -> None:
    """
    Raises ``CoreError("Invalid <name> (<value>), expected …: <where>")`` unless ``value`` is
    ``None`` (not set) or valid for ``rule`` (``duration``, ``count`` or ``limit``).

    Example::

        assert_setting("max_retries", 2, "count", "Acme options")  # passes
    """
    if value is None:
        return
    if not _valid(value, rule):
        shown = repr(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else type(value).__name__
        raise CoreError(f"Invalid {name} ({shown}), expected {_EXPECTED[rule]}: {where}")


def assert_request_settings(settings: typing.Optional[typing.Mapping[str, object]], where: str) -> None:
    """Checks every numeric setting present in ``settings``; other keys are ignored."""
    if settings is None:
        return
    for name, rule in _RULES:
        assert_setting(name, settings.get(name), rule, where)


def limit_or_none(value: typing.Optional[float], default: int) -> typing.Optional[int]:
    """A byte limit as a number, or ``None`` for no limit (``math.inf``)."""
    if value is None:
        return default
    if value == math.inf:
        return None
    return int(value)

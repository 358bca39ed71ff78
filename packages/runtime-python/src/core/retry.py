"""The one place that decides whether a failed attempt is retried, and after how long."""

from __future__ import annotations

import dataclasses
import email.utils
import random
import re
import typing

_IDEMPOTENT_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE", "TRACE"})
_NUMBER = re.compile(r"^\d+(\.\d+)?$")


@dataclasses.dataclass(frozen=True)
class RetryPolicy:
    """How failed requests are retried: plain data, so it can be logged and compared."""

    max_retries: int = 2
    initial_delay: float = 1.0
    """Seconds before the first retry; doubled for each further retry."""
    max_delay: float = 60.0
    """Upper bound of any wait, including one asked for by ``Retry-After``."""
    jitter: float = 0.2
    """Random spread of backoff delays, as a fraction (0.2 means ±20%)."""


def retriable_status(status: int) -> bool:
    """408, 429 and every status from 500 up."""
    return status in (408, 429) or status >= 500


def backoff_delay(policy: RetryPolicy, retries_done: int, rand: typing.Callable[[], float] = random.random) -> float:
    """``initial_delay * 2**retries_done`` spread by ±``jitter``, never above ``max_delay``."""
    base = min(policy.initial_delay * float(2**retries_done), policy.max_delay)
    jitter = min(max(policy.jitter, 0.0), 1.0)
    spread = base * (1 - jitter + 2 * jitter * rand())
    return min(max(spread, 0.0), policy.max_delay)


def delay_from_headers(headers: typing.Mapping[str, str], now: float) -> typing.Optional[float]:
    """
    The wait a server asked for, in seconds: ``Retry-After`` (seconds or an HTTP date), else
    ``X-RateLimit-Reset`` (epoch seconds). ``None`` when neither is usable.
    """
    retry_after = (headers.get("retry-after") or "").strip()
    if retry_after != "":
        if _NUMBER.match(retry_after):
            return float(retry_after)
        try:
            when = email.utils.parsedate_to_datetime(retry_after)
        except (TypeError, ValueError):
            when = None
        if when is not None:
            return max(0.0, when.timestamp() - now)
    reset = (headers.get("x-ratelimit-reset") or "").strip()
    if _NUMBER.match(reset):
        return max(0.0, float(reset) - now)
    return None


@dataclasses.dataclass(frozen=True)
class RetryDecision:
    retry: bool
    delay: float = 0.0
    reason: str = ""


def decide_retry(
    *,
    retries_done: int,
    policy: RetryPolicy,
    method: str,
    idempotent: bool,
    outcome: str,
    status: typing.Optional[int] = None,
    headers: typing.Optional[typing.Mapping[str, str]] = None,
    now: float = 0.0,
    rand: typing.Callable[[], float] = random.random,
) -> RetryDecision:
    """
    Checks, in order: the retry limit, whether the method may be repeated (POST and PATCH only
    with an idempotency key), a timeout (never retried: it already spent the caller's budget),
    the status code and ``Retry-After``, then network errors. ``outcome`` is ``response``,
    ``timeout`` or ``network``.
    """
    if retries_done >= policy.max_retries:
        return RetryDecision(False, reason="retry limit reached")
    if method.upper() not in _IDEMPOTENT_METHODS and not idempotent:
        return RetryDecision(False, reason=f"{method} is not idempotent")
    if outcome == "timeout":
        return RetryDecision(False, reason="timed out")
    if outcome == "response":
        if status is None or not retriable_status(status):
            return RetryDecision(False, reason=f"status {status} is not retriable")
        server = delay_from_headers(headers or {}, now)
        if server is not None:
            return RetryDecision(True, delay=min(server, policy.max_delay))
    return RetryDecision(True, delay=backoff_delay(policy, retries_done, rand))

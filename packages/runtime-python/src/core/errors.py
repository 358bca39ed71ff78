"""Errors the runtime raises. Every one of them is a ``CoreError`` or an ``ApiError``."""

from __future__ import annotations

import typing


class CoreError(Exception):
    """A mistake in how the SDK is used (an invalid setting, a missing secret) or a broken stream."""


class StreamError(CoreError):
    """A server-sent event stream or a JSON lines stream that could not be read to its end."""


class StreamEventTooLargeError(StreamError):
    """One streamed event (or line) passed the ``max_event_bytes`` limit; never reconnected."""

    def __init__(self, limit: int, endpoint_name: typing.Optional[str] = None) -> None:
        where = f": {endpoint_name}" if endpoint_name is not None else ""
        super().__init__(f"Stream event too large: more than {limit} bytes, the max_event_bytes limit{where}")
        self.limit = limit


class WebhookVerificationError(CoreError):
    """A webhook notification failed a check; ``reason`` says which one."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(f"Webhook verification failed: {message}")
        self.reason = reason


class ApiError(Exception):
    """
    A request that failed: an HTTP error status (``status_code``, ``headers`` and the parsed
    ``body``), or a failure before any status arrived (then ``status_code`` is ``None``).
    """

    def __init__(
        self,
        message: str,
        *,
        status_code: typing.Optional[int] = None,
        headers: typing.Optional[typing.Mapping[str, str]] = None,
        body: typing.Any = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.status_code = status_code
        self.headers: typing.Dict[str, str] = dict(headers) if headers is not None else {}
        self.body = body

    def __str__(self) -> str:
        if self.status_code is None:
            return self.message
        return f"{self.message} (status {self.status_code})"


class ApiTimeoutError(ApiError):
    """A request that did not finish within its timeout. Timeouts are never retried."""


def is_sdk_error(error: BaseException) -> bool:
    """Whether ``error`` was raised by the SDK (an ``ApiError`` or a ``CoreError``)."""
    return isinstance(error, (ApiError, CoreError))

"""Options of one request."""

from __future__ import annotations

import typing

try:
    from typing import TypedDict
except ImportError:  # pragma: no cover
    from typing_extensions import TypedDict


class RequestOptions(TypedDict, total=False):
    """
    Options of one request; each one wins over the client's setting of the same name.

    - ``timeout_in_seconds``: more than 0, or ``math.inf`` for none.
    - ``max_retries``: a whole number from 0.
    - ``max_response_bytes``: the largest body read into memory (default 100 MiB).
    - ``additional_headers``, ``additional_query_parameters``: sent as well, winning over the SDK's.
    - ``additional_body_parameters``: merged into a JSON (or form) body, overriding its keys;
      a request without a body never gets one.
    - ``idempotency_key``: the key of this request; wins over a generated one.
    - Streaming endpoints: ``max_event_bytes`` (default 16 MiB), ``reconnection_enabled`` and
      ``max_reconnection_attempts``.
    """

    timeout_in_seconds: float
    max_retries: int
    max_response_bytes: float
    additional_headers: typing.Dict[str, typing.Any]
    additional_query_parameters: typing.Dict[str, typing.Any]
    additional_body_parameters: typing.Dict[str, typing.Any]
    idempotency_key: str
    max_event_bytes: float
    reconnection_enabled: bool
    max_reconnection_attempts: int

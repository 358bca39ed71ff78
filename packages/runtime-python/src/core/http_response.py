"""A parsed response together with its status and headers (``with_raw_response``)."""

from __future__ import annotations

import typing

import httpx

T = typing.TypeVar("T")


class HttpResponse(typing.Generic[T]):
    """
    What a ``with_raw_response`` call returns: ``data`` (the parsed body), ``status_code``,
    ``headers`` and ``url`` (without user info or credential query parameters).
    """

    def __init__(self, data: T, status_code: int, headers: httpx.Headers, url: str) -> None:
        self.data = data
        self.status_code = status_code
        self.headers = headers
        self.url = url

    def __repr__(self) -> str:
        return f"HttpResponse(status_code={self.status_code}, data={self.data!r})"

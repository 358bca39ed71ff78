"""Newline-delimited JSON responses, read one bounded line at a time."""

from __future__ import annotations

import json
import typing

import httpx

from .errors import StreamError, StreamEventTooLargeError

T = typing.TypeVar("T")


class _Lines:
    def __init__(self, limit: typing.Optional[int], endpoint_name: str) -> None:
        self.limit = limit
        self.endpoint_name = endpoint_name
        self.buffer = b""

    def push(self, chunk: bytes) -> typing.List[bytes]:
        self.buffer += chunk
        *lines, self.buffer = self.buffer.split(b"\n")
        for line in lines:
            self._check(len(line))
        self._check(len(self.buffer))
        return [line for line in lines if line.strip()]

    def end(self) -> typing.List[bytes]:
        rest, self.buffer = self.buffer, b""
        return [rest] if rest.strip() else []

    def _check(self, size: int) -> None:
        if self.limit is not None and size > self.limit:
            raise StreamEventTooLargeError(self.limit, self.endpoint_name)


def _parse_line(line: bytes, endpoint_name: str) -> typing.Any:
    try:
        return json.loads(line)
    except ValueError as error:
        raise StreamError(f"JSON lines stream sent a line that is not JSON: {endpoint_name}") from error


def iter_json_lines(
    response: httpx.Response,
    parse: typing.Callable[[typing.Any], T],
    *,
    endpoint_name: str,
    terminator: typing.Optional[str] = None,
    max_event_bytes: typing.Optional[int] = None,
) -> typing.Iterator[T]:
    """Yields each parsed line; stops at ``terminator`` and closes the response."""
    lines = _Lines(max_event_bytes, endpoint_name)
    try:
        for chunk in response.iter_bytes():
            for line in lines.push(chunk):
                if terminator is not None and line.strip().decode("utf-8", "replace") == terminator:
                    return
                yield parse(_parse_line(line, endpoint_name))
        for line in lines.end():
            if terminator is None or line.strip().decode("utf-8", "replace") != terminator:
                yield parse(_parse_line(line, endpoint_name))
    finally:
        response.close()


async def aiter_json_lines(
    response: httpx.Response,
    parse: typing.Callable[[typing.Any], T],
    *,
    endpoint_name: str,
    terminator: typing.Optional[str] = None,
    max_event_bytes: typing.Optional[int] = None,
) -> typing.AsyncIterator[T]:
    """The async form of ``iter_json_lines``."""
    lines = _Lines(max_event_bytes, endpoint_name)
    try:
        async for chunk in response.aiter_bytes():
            for line in lines.push(chunk):
                if terminator is not None and line.strip().decode("utf-8", "replace") == terminator:
                    return
                yield parse(_parse_line(line, endpoint_name))
        for line in lines.end():
            if terminator is None or line.strip().decode("utf-8", "replace") != terminator:
                yield parse(_parse_line(line, endpoint_name))
    finally:
        await response.aclose()


def iter_bytes(response: httpx.Response) -> typing.Iterator[bytes]:
    """The body of a download, chunk by chunk; closes the response at the end."""
    try:
        yield from response.iter_bytes()
    finally:
        response.close()


async def aiter_bytes(response: httpx.Response) -> typing.AsyncIterator[bytes]:
    """The async form of ``iter_bytes``."""
    try:
        async for chunk in response.aiter_bytes():
            yield chunk
    finally:
        await response.aclose()

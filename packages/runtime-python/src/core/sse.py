"""Server-sent events: an incremental decoder and typed streams that resume with ``Last-Event-ID``."""

from __future__ import annotations

import asyncio
import codecs
import collections
import dataclasses
import time
import typing

import httpx

from .errors import StreamError, StreamEventTooLargeError
from .settings import DEFAULT_MAX_EVENT_BYTES, DEFAULT_MAX_RECONNECTION_ATTEMPTS, assert_setting

T = typing.TypeVar("T")

MAX_RETRY_SECONDS = 30.0
"""The server's ``retry:`` is honoured up to this many seconds."""


@dataclasses.dataclass
class SseEvent:
    """One dispatched event: ``data`` joined from its ``data:`` lines."""

    data: typing.Optional[str] = None
    event: typing.Optional[str] = None
    id: typing.Optional[str] = None
    retry: typing.Optional[int] = None


class SseDecoder:
    """
    Decodes ``text/event-stream`` bytes in chunks of any size (WHATWG HTML §9.2). Only the
    current line and event are held, never more than ``max_event_bytes`` of them.
    """

    def __init__(self, max_event_bytes: typing.Optional[int] = DEFAULT_MAX_EVENT_BYTES) -> None:
        self._limit = max_event_bytes
        self._text = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._line = ""
        self._after_cr = False
        self._event_bytes = 0
        self._data: typing.Optional[typing.List[str]] = None
        self._name: typing.Optional[str] = None
        self._id: typing.Optional[str] = None
        self._retry: typing.Optional[int] = None
        self._out: typing.List[SseEvent] = []

    def push(self, chunk: bytes) -> typing.List[SseEvent]:
        """Decodes one chunk; returns the events it completed. Raises ``StreamEventTooLargeError``."""
        text = self._text.decode(chunk)
        start = 0
        if self._after_cr and text.startswith("\n"):
            start = 1
        if text:
            self._after_cr = False
        length = len(text)
        while start < length:
            cr = text.find("\r", start)
            lf = text.find("\n", start)
            end = lf if cr == -1 else cr if lf == -1 else min(cr, lf)
            if end == -1:
                break
            self._line_done(self._line + text[start:end])
            self._line = ""
            if text[end] == "\r":
                if end + 1 == length:
                    self._after_cr = True
                elif text[end + 1] == "\n":
                    start = end + 2
                    continue
            start = end + 1
        if start < length:
            self._line += text[start:]
        if (
            self._limit is not None
            and not self._line.startswith(":")
            and self._event_bytes + len(self._line.encode("utf-8")) > self._limit
        ):
            raise StreamEventTooLargeError(self._limit)
        out, self._out = self._out, []
        return out

    def end(self) -> typing.List[SseEvent]:
        """Flushes at the end of the stream; an unterminated event is dropped, as the standard says."""
        self._text.decode(b"", final=True)
        self._line = ""
        self._reset()
        out, self._out = self._out, []
        return out

    def _line_done(self, line: str) -> None:
        if line == "":
            self._dispatch()
            return
        if line.startswith(":"):
            return
        self._event_bytes += len(line.encode("utf-8"))
        if self._limit is not None and self._event_bytes > self._limit:
            raise StreamEventTooLargeError(self._limit)
        field, _, value = line.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if field == "data":
            if self._data is None:
                self._data = []
            self._data.append(value)
        elif field == "event":
            self._name = value
        elif field == "id":
            if "\0" not in value:
                self._id = value
        elif field == "retry":
            if value.isdigit():
                self._retry = int(value)

    def _dispatch(self) -> None:
        if self._data is not None or self._name is not None or self._id is not None or self._retry is not None:
            self._out.append(
                SseEvent(None if self._data is None else "\n".join(self._data), self._name, self._id, self._retry)
            )
        self._reset()

    def _reset(self) -> None:
        self._event_bytes = 0
        self._data = None
        self._name = None
        self._id = None
        self._retry = None


@dataclasses.dataclass
class StreamSettings:
    """How a stream reconnects and how large an event may be."""

    endpoint_name: str
    terminator: typing.Optional[str] = None
    resumable: bool = False
    reconnection_enabled: typing.Optional[bool] = None
    max_reconnection_attempts: typing.Optional[int] = None
    max_event_bytes: typing.Optional[float] = None
    initial_delay: float = 1.0

    def check(self) -> None:
        assert_setting("max_event_bytes", self.max_event_bytes, "limit", self.endpoint_name)
        assert_setting("max_reconnection_attempts", self.max_reconnection_attempts, "count", self.endpoint_name)

    def limit(self) -> typing.Optional[int]:
        if self.max_event_bytes is None:
            return DEFAULT_MAX_EVENT_BYTES
        return None if self.max_event_bytes == float("inf") else int(self.max_event_bytes)

    def reconnects(self) -> bool:
        return self.resumable and (self.reconnection_enabled if self.reconnection_enabled is not None else True)

    def attempts(self) -> int:
        return (
            DEFAULT_MAX_RECONNECTION_ATTEMPTS
            if self.max_reconnection_attempts is None
            else self.max_reconnection_attempts
        )


class _Resume:
    """What a stream remembers across reconnections: the last id, the server's delay, ids seen."""

    def __init__(self, settings: StreamSettings) -> None:
        self.settings = settings
        self.last_event_id: typing.Optional[str] = None
        self.server_retry: typing.Optional[float] = None
        self.failures = 0
        self.seen: typing.Deque[str] = collections.deque(maxlen=10_000)
        self.seen_set: typing.Set[str] = set()

    def delay(self, cause: typing.Optional[BaseException]) -> float:
        self.failures += 1
        attempts = self.settings.attempts()
        if self.failures > attempts:
            raise StreamError(
                f"SSE stream could not be resumed: gave up after {attempts} reconnection attempts: {self.settings.endpoint_name}"
            ) from cause
        if self.server_retry is not None:
            return self.server_retry
        return float(min(self.settings.initial_delay * 2 ** (self.failures - 1), MAX_RETRY_SECONDS))

    def accept(self, event: SseEvent) -> bool:
        """Whether ``event`` is new (not a replay after a reconnection) and carries data."""
        if event.retry is not None:
            self.server_retry = min(event.retry / 1000.0, MAX_RETRY_SECONDS)
        if event.id is not None:
            self.last_event_id = event.id
        if event.data is None:
            return False
        if event.id:
            if event.id in self.seen_set:
                return False
            if len(self.seen) == self.seen.maxlen:
                self.seen_set.discard(self.seen[0])
            self.seen.append(event.id)
            self.seen_set.add(event.id)
        self.failures = 0
        return True


def sleep(seconds: float) -> None:
    """Waits before a reconnection (a test may replace it)."""
    time.sleep(seconds)


async def async_sleep(seconds: float) -> None:
    await asyncio.sleep(seconds)


class Stream(typing.Generic[T]):
    """
    A typed server-sent event stream; iterate it. When resumable, a dropped connection is
    reopened with ``Last-Event-ID`` after the server's ``retry:`` (at most 30 s), and events
    already delivered are skipped. Close it (or use it in ``with``) to stop early.

    Example::

        for chunk in client.chat.stream(prompt="hi"):
            print(chunk)
    """

    def __init__(
        self,
        first: httpx.Response,
        open_: typing.Callable[[typing.Optional[str]], httpx.Response],
        parse: typing.Callable[[SseEvent], T],
        settings: StreamSettings,
    ) -> None:
        settings.check()
        self._response: typing.Optional[httpx.Response] = first
        self._open = open_
        self._parse = parse
        self._settings = settings
        self._closed = False

    def __enter__(self) -> "Stream[T]":
        return self

    def __exit__(self, *args: object) -> None:
        self.close()

    def close(self) -> None:
        self._closed = True
        if self._response is not None:
            self._response.close()
            self._response = None

    def __iter__(self) -> typing.Iterator[T]:
        settings = self._settings
        resume = _Resume(settings)
        try:
            while not self._closed:
                response = self._response
                if response is None:
                    try:
                        response = self._response = self._open(resume.last_event_id)
                    except Exception as error:
                        if not settings.reconnects():
                            raise
                        sleep(resume.delay(error))
                        continue
                decoder = SseDecoder(settings.limit())
                dropped: typing.Optional[BaseException] = None
                try:
                    for chunk in response.iter_bytes():
                        for event in decoder.push(chunk):
                            if (
                                event.data is not None
                                and settings.terminator is not None
                                and event.data == settings.terminator
                            ):
                                return
                            if resume.accept(event):
                                yield self._parse(event)
                    for event in decoder.end():
                        if resume.accept(event):
                            yield self._parse(event)
                except StreamEventTooLargeError as error:
                    raise StreamEventTooLargeError(error.limit, settings.endpoint_name) from None
                except httpx.TransportError as error:
                    dropped = error
                finally:
                    response.close()
                    self._response = None
                if dropped is None and settings.terminator is None:
                    return
                if not settings.reconnects():
                    if dropped is not None:
                        raise StreamError(
                            f"SSE stream dropped: the connection closed mid-stream: {settings.endpoint_name}"
                        ) from dropped
                    return
                sleep(resume.delay(dropped))
        finally:
            self.close()


class AsyncStream(typing.Generic[T]):
    """The async form of ``Stream``: iterate it with ``async for``."""

    def __init__(
        self,
        first: httpx.Response,
        open_: typing.Callable[[typing.Optional[str]], typing.Awaitable[httpx.Response]],
        parse: typing.Callable[[SseEvent], T],
        settings: StreamSettings,
    ) -> None:
        settings.check()
        self._response: typing.Optional[httpx.Response] = first
        self._open = open_
        self._parse = parse
        self._settings = settings
        self._closed = False

    async def __aenter__(self) -> "AsyncStream[T]":
        return self

    async def __aexit__(self, *args: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        self._closed = True
        if self._response is not None:
            await self._response.aclose()
            self._response = None

    async def __aiter__(self) -> typing.AsyncIterator[T]:
        settings = self._settings
        resume = _Resume(settings)
        try:
            while not self._closed:
                response = self._response
                if response is None:
                    try:
                        response = self._response = await self._open(resume.last_event_id)
                    except Exception as error:
                        if not settings.reconnects():
                            raise
                        await async_sleep(resume.delay(error))
                        continue
                decoder = SseDecoder(settings.limit())
                dropped: typing.Optional[BaseException] = None
                try:
                    async for chunk in response.aiter_bytes():
                        for event in decoder.push(chunk):
                            if (
                                event.data is not None
                                and settings.terminator is not None
                                and event.data == settings.terminator
                            ):
                                return
                            if resume.accept(event):
                                yield self._parse(event)
                    for event in decoder.end():
                        if resume.accept(event):
                            yield self._parse(event)
                except StreamEventTooLargeError as error:
                    raise StreamEventTooLargeError(error.limit, settings.endpoint_name) from None
                except httpx.TransportError as error:
                    dropped = error
                finally:
                    await response.aclose()
                    self._response = None
                if dropped is None and settings.terminator is None:
                    return
                if not settings.reconnects():
                    if dropped is not None:
                        raise StreamError(
                            f"SSE stream dropped: the connection closed mid-stream: {settings.endpoint_name}"
                        ) from dropped
                    return
                await async_sleep(resume.delay(dropped))
        finally:
            await self.aclose()

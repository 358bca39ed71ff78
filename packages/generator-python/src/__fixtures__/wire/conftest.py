"""A real HTTP server on 127.0.0.1 for the wire tests, and helpers that drive sync and async clients alike."""

from __future__ import annotations

import dataclasses
import inspect
import json
import threading
import time
import typing
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest


@dataclasses.dataclass
class Recorded:
    """One request as it arrived."""

    method: str
    path: str
    query: typing.Dict[str, typing.List[str]]
    headers: typing.Dict[str, str]
    body: bytes

    def json(self) -> typing.Any:
        return json.loads(self.body)


@dataclasses.dataclass
class Reply:
    status: int = 200
    body: bytes = b""
    headers: typing.Dict[str, str] = dataclasses.field(default_factory=dict)
    chunks: typing.Optional[typing.List[bytes]] = None
    """Sent one by one, then the connection closes (streams)."""
    delay: float = 0.0


class WireServer:
    """Answers each request from the replies queued for its method and path; records every request."""

    def __init__(self) -> None:
        self.requests: typing.List[Recorded] = []
        self.routes: typing.Dict[typing.Tuple[str, str], typing.List[Reply]] = {}
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: typing.Any) -> None:  # noqa: A002
                return

            def handle_any(self) -> None:
                parts = urllib.parse.urlsplit(self.path)
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else b""
                server.requests.append(
                    Recorded(
                        self.command,
                        parts.path,
                        urllib.parse.parse_qs(parts.query, keep_blank_values=True),
                        {k.lower(): v for k, v in self.headers.items()},
                        body,
                    )
                )
                queue = server.routes.get((self.command, parts.path)) or [Reply(404, b'{"error":"no route"}')]
                reply = queue.pop(0) if len(queue) > 1 else queue[0]
                if reply.delay:
                    time.sleep(reply.delay)
                self.send_response(reply.status)
                for name, value in reply.headers.items():
                    self.send_header(name, value)
                if reply.chunks is not None:
                    self.send_header("Connection", "close")
                    self.end_headers()
                    for chunk in reply.chunks:
                        self.wfile.write(chunk)
                        self.wfile.flush()
                    self.close_connection = True
                    return
                self.send_header("Content-Length", str(len(reply.body)))
                self.end_headers()
                self.wfile.write(reply.body)

            do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = handle_any

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def reply(
        self,
        method: str,
        path: str,
        status: int = 200,
        json_body: typing.Any = None,
        *,
        body: typing.Optional[bytes] = None,
        headers: typing.Optional[typing.Dict[str, str]] = None,
        chunks: typing.Optional[typing.List[bytes]] = None,
        delay: float = 0.0,
    ) -> None:
        """Queues a reply; the last one queued for a route keeps answering."""
        content = body if body is not None else (b"" if json_body is None else json.dumps(json_body).encode())
        all_headers = dict(headers or {})
        if json_body is not None and body is None:
            all_headers.setdefault("Content-Type", "application/json")
        self.routes.setdefault((method, path), []).append(Reply(status, content, all_headers, chunks, delay))

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server() -> typing.Iterator[WireServer]:
    wire = WireServer()
    yield wire
    wire.close()


@pytest.fixture
def other_server() -> typing.Iterator[WireServer]:
    """A second origin (another port)."""
    wire = WireServer()
    yield wire
    wire.close()


@pytest.fixture(params=["sync", "async"])
def mode(request: pytest.FixtureRequest) -> str:
    return typing.cast(str, request.param)


async def invoke(fn: typing.Callable[..., typing.Any], *args: typing.Any, **kwargs: typing.Any) -> typing.Any:
    """Calls a method of a sync or an async client and returns its result."""
    result = fn(*args, **kwargs)
    if inspect.isawaitable(result):
        result = await result
    return result


async def collect(iterable: typing.Any) -> typing.List[typing.Any]:
    """Every item of a sync or an async iterable."""
    if hasattr(iterable, "__aiter__"):
        return [item async for item in iterable]
    return list(iterable)


class Waits:
    """The waits the runtime asked for (retry backoff, reconnection delays), instead of sleeping."""

    def __init__(self) -> None:
        self.seconds: typing.List[float] = []

    def sync(self, seconds: float) -> None:
        self.seconds.append(seconds)

    async def asynchronous(self, seconds: float) -> None:
        self.seconds.append(seconds)


@pytest.fixture
def waits(monkeypatch: pytest.MonkeyPatch) -> Waits:
    import importlib

    recorded = Waits()
    for module in ("petstore_sdk", "basic_sdk", "any_sdk", "all_sdk"):
        try:
            http_client = importlib.import_module(f"{module}.core.http_client")
            sse = importlib.import_module(f"{module}.core.sse")
        except ImportError:
            continue
        monkeypatch.setattr(http_client, "sleep", recorded.sync)
        monkeypatch.setattr(http_client, "async_sleep", recorded.asynchronous)
        monkeypatch.setattr(sse, "sleep", recorded.sync)
        monkeypatch.setattr(sse, "async_sleep", recorded.asynchronous)
    return recorded

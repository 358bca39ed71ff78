"""
Sends one HTTP request with retries, a timeout, bounded reads and redirects followed by the
SDK itself, so that nothing meant for the API's own origin leaves it.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import re
import time
import typing
import urllib.parse

import httpx

from .errors import ApiError, ApiTimeoutError
from .redact import REDACTED, RequestSecrets, is_sensitive_name, redact_headers, redact_text, redact_url
from .retry import RetryPolicy, decide_retry

REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
MAX_REDIRECTS = 20
_BODY_HEADERS = frozenset(
    {"content-type", "content-length", "content-encoding", "content-language", "content-location"}
)
_HEADER_NAME = re.compile(r"^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$")
_BAD_HEADER_VALUE = re.compile(r"[\x00\r\n]|[^\x00-\xff]")


def sleep(seconds: float) -> None:
    """Waits between attempts (a test may replace it to count the waits)."""
    time.sleep(seconds)


async def async_sleep(seconds: float) -> None:
    """Waits between attempts of the async client."""
    await asyncio.sleep(seconds)


def _empty_dict() -> typing.Dict[typing.Any, typing.Any]:
    return {}


def _empty_list() -> typing.List[typing.Any]:
    return []


@dataclasses.dataclass
class PreparedRequest:
    """One request, ready to send: everything but the connection."""

    method: str
    url: str
    """Absolute URL without the query."""
    endpoint_name: str
    query: typing.List[typing.Tuple[str, str]] = dataclasses.field(default_factory=_empty_list)
    headers: typing.Dict[str, str] = dataclasses.field(default_factory=_empty_dict)
    content: typing.Optional[bytes] = None
    timeout: typing.Optional[float] = None
    """Seconds each attempt may wait for the server; ``None`` for no limit."""
    max_retries: int = 2
    max_response_bytes: typing.Optional[int] = None
    """The largest body read into memory; ``None`` for no limit."""
    idempotent: bool = False
    """Lets POST and PATCH be retried: set when the request carries an idempotency key."""
    idempotency_header: typing.Optional[str] = None
    secrets: RequestSecrets = dataclasses.field(default_factory=RequestSecrets)
    origin: typing.Optional[str] = None
    """The API's origin when ``url`` came from a response: another origin gets no credentials."""
    stream: bool = False
    """Return the response unread (event streams, downloads)."""
    logger: typing.Optional[logging.Logger] = None

    def has_body(self) -> bool:
        return self.content is not None


@dataclasses.dataclass
class RawResponse:
    """What the server answered; ``stream`` is the open response when the body was not read."""

    status_code: int
    headers: httpx.Headers
    url: str
    content: bytes = b""
    stream: typing.Optional[httpx.Response] = None

    def text(self) -> str:
        return self.content.decode("utf-8", errors="replace")

    def json(self) -> typing.Any:
        """The parsed body; ``None`` when empty; the text when it is not JSON."""
        text = self.text()
        if text.strip() == "":
            return None
        try:
            return json.loads(text)
        except ValueError:
            return text


def origin_of(url: str) -> str:
    parsed = httpx.URL(url)
    default = {"http": 80, "https": 443}.get(parsed.scheme)
    port = parsed.port if parsed.port is not None else default
    return f"{parsed.scheme}://{parsed.host}:{port}"


def safe_url(url: str, secrets: RequestSecrets) -> str:
    """The URL for a response: no user info, the SDK's credential query parameters redacted."""
    parts = urllib.parse.urlsplit(url)
    netloc = parts.netloc.rsplit("@", 1)[-1]
    names = {name.lower() for name in secrets.query_parameters}
    pairs = urllib.parse.parse_qsl(parts.query, keep_blank_values=True)
    query = (
        urllib.parse.urlencode(
            [(k, REDACTED if k.lower() in names else v) for k, v in pairs], quote_via=urllib.parse.quote
        )
        if names and pairs
        else parts.query
    )
    return urllib.parse.urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment))


def _with_query(url: str, query: typing.Sequence[typing.Tuple[str, str]]) -> str:
    if not query:
        return url
    return f"{url}{'&' if '?' in url else '?'}{urllib.parse.urlencode(list(query), quote_via=urllib.parse.quote)}"


def _drop_secret_query(url: str, secrets: RequestSecrets) -> str:
    parts = urllib.parse.urlsplit(url)
    if parts.query == "":
        return url
    pairs = urllib.parse.parse_qsl(parts.query, keep_blank_values=True)
    kept = [(k, v) for k, v in pairs if not is_sensitive_name(k, secrets)]
    if len(kept) == len(pairs):
        return url
    query = urllib.parse.urlencode(kept, quote_via=urllib.parse.quote)
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc, parts.path, query, parts.fragment))


def check_headers(headers: typing.Mapping[str, str]) -> typing.Optional[str]:
    """Why a header cannot be sent (naming it, never its value), or ``None``."""
    for name, value in headers.items():
        if not _HEADER_NAME.match(name):
            return f"Invalid header name {json.dumps(name)}"
        if _BAD_HEADER_VALUE.search(value):
            return f'Invalid value of header "{name}": it holds a line break, a NUL or a character above U+00FF'
    return None


class _Call:
    """The state one request's attempts share."""

    def __init__(self, request: PreparedRequest) -> None:
        self.request = request
        self.url = _with_query(request.url, request.query)
        self.where = f"{request.method} {redact_url(self.url, request.secrets)}"
        self.logger = request.logger or logging.getLogger("sdk")
        self.policy = RetryPolicy(max_retries=request.max_retries)
        self.deadline: typing.Optional[float] = None

    def fail(self, message: str) -> ApiError:
        text = redact_text(message, self.request.secrets)
        self.logger.error(text)
        return ApiError(text)

    def refuse_early(self) -> None:
        parts = urllib.parse.urlsplit(self.url)
        if parts.scheme not in ("http", "https") or parts.hostname is None:
            raise self.fail(f"Invalid request URL: {self.where}")
        if "@" in parts.netloc:
            raise self.fail(
                f"Invalid request URL: {self.where} (user info in a URL is never sent; pass credentials as client options)"
            )
        problem = check_headers(self.request.headers)
        if problem is not None:
            raise self.fail(f"{problem}: {self.where}")

    def timeout(self) -> httpx.Timeout:
        return httpx.Timeout(self.request.timeout)

    def start_attempt(self) -> None:
        timeout = self.request.timeout
        self.deadline = None if timeout is None else time.monotonic() + timeout

    def past_deadline(self) -> bool:
        return self.deadline is not None and time.monotonic() > self.deadline

    def timed_out(self) -> ApiTimeoutError:
        self.logger.warning("Request timed out: %s after %s s", self.where, self.request.timeout)
        return ApiTimeoutError(f"Request timed out: {self.request.endpoint_name}")

    def too_large(self) -> ApiError:
        return self.fail(
            f"Response body too large: {self.where} (more than {self.request.max_response_bytes} bytes, the max_response_bytes limit)"
        )

    def declared_too_large(self, response: httpx.Response) -> bool:
        limit = self.request.max_response_bytes
        length = response.headers.get("content-length")
        encoded = response.headers.get("content-encoding", "identity").lower() not in ("", "identity")
        return limit is not None and length is not None and length.isdigit() and not encoded and int(length) > limit


class _Hop:
    """Where the redirect loop is: URL, method, body and headers of the next hop."""

    def __init__(self, call: _Call) -> None:
        request = call.request
        self.call = call
        self.url = call.url
        self.method = request.method
        self.content = request.content
        self.headers = dict(request.headers)
        self.crossed = False
        self.origin = request.origin or origin_of(self.url)
        if origin_of(self.url) != self.origin:
            if request.has_body():
                raise call.fail(
                    f"Request not sent: {call.where} is not on the API's origin ({self.origin}), and the request body stays there"
                )
            self.leave_origin()
            self.url = _drop_secret_query(self.url, request.secrets)

    def has_body(self) -> bool:
        return self.content is not None

    def leave_origin(self) -> None:
        if not self.crossed:
            self.crossed = True
            request = self.call.request
            idempotency = (request.idempotency_header or "").lower()
            self.headers = {
                k: v
                for k, v in self.headers.items()
                if not is_sensitive_name(k, request.secrets) and k.lower() != idempotency
            }

    def build(self, client: typing.Union[httpx.Client, httpx.AsyncClient]) -> httpx.Request:
        return client.build_request(
            self.method,
            self.url,
            headers=self.headers,
            content=self.content,
            timeout=self.call.timeout(),
        )

    def next(self, hops: int, response: httpx.Response) -> bool:
        """Moves to the redirect target; ``False`` when ``response`` is the answer."""
        status = response.status_code
        location = response.headers.get("location") if status in REDIRECT_STATUSES else None
        if location is None:
            return False
        call = self.call
        secrets = call.request.secrets
        where = f"{self.method} {redact_url(self.url, secrets)}"
        if hops >= MAX_REDIRECTS:
            raise call.fail(f"Too many redirects: {where} (more than {MAX_REDIRECTS})")
        target = urllib.parse.urljoin(self.url, location)
        scheme = urllib.parse.urlsplit(target).scheme
        if scheme not in ("http", "https"):
            raise call.fail(f"Redirect not followed: {where} answered {status} with a {scheme}: URL")
        if (status == 303 and self.method not in ("GET", "HEAD")) or (status in (301, 302) and self.method == "POST"):
            self.method = "GET"
            self.content = None
            self.headers = {k: v for k, v in self.headers.items() if k.lower() not in _BODY_HEADERS}
        try:
            crossing = origin_of(target) != self.origin
        except (httpx.InvalidURL, ValueError):
            raise call.fail(
                f"Redirect not followed: {where} answered {status} with a Location that is not a URL"
            ) from None
        if self.has_body() and crossing:
            raise call.fail(
                f"Redirect not followed: {where} answered {status} to another origin ({origin_of(target)}), which would receive the request body"
            )
        if crossing or self.crossed:
            # Once the request has left its origin it never carries credentials again, even back home.
            self.leave_origin()
            target = _drop_secret_query(target, secrets)
        call.logger.debug("HTTP redirect: %s %s to %s", status, where, redact_url(target, secrets))
        self.url = target
        return True


class HttpClient:
    """Sends requests through an ``httpx.Client``."""

    def __init__(self, client: httpx.Client) -> None:
        self.client = client

    def send(self, request: PreparedRequest) -> RawResponse:
        """
        Sends ``request`` with retries, and returns the final answer, error statuses included.
        Raises ``ApiTimeoutError`` on a timeout and ``ApiError`` for a failure without a status
        (network, a refused redirect, a body over the limit), its message free of credentials.
        """
        call = _Call(request)
        call.refuse_early()
        retries_done = 0
        while True:
            if call.logger.isEnabledFor(logging.DEBUG):
                call.logger.debug("HTTP request: %s %s", call.where, redact_headers(request.headers, request.secrets))
            call.start_attempt()
            response: typing.Optional[httpx.Response] = None
            try:
                response, url = self._send_following_redirects(call)
                raw = self._read(call, response, url)
            except httpx.TimeoutException:
                raise call.timed_out() from None
            except httpx.TransportError as error:
                failure: typing.Union[ApiError, RawResponse] = call.fail(
                    f"Request failed: {call.where} ({type(error).__name__}: {error})"
                )
                decision = decide_retry(
                    retries_done=retries_done,
                    policy=call.policy,
                    method=request.method,
                    idempotent=request.idempotent,
                    outcome="network",
                )
            else:
                if 200 <= raw.status_code < 300:
                    return raw
                failure = raw
                decision = decide_retry(
                    retries_done=retries_done,
                    policy=call.policy,
                    method=request.method,
                    idempotent=request.idempotent,
                    outcome="response",
                    status=raw.status_code,
                    headers=raw.headers,
                    now=time.time(),
                )
            if not decision.retry:
                if isinstance(failure, ApiError):
                    raise failure
                return failure
            retries_done += 1
            call.logger.info(
                "Retrying request: %s in %.3f s (retry %d of %d)",
                call.where,
                decision.delay,
                retries_done,
                call.policy.max_retries,
            )
            sleep(decision.delay)

    def _send_following_redirects(self, call: _Call) -> typing.Tuple[httpx.Response, str]:
        hop = _Hop(call)
        hops = 0
        while True:
            response = self.client.send(hop.build(self.client), stream=True, follow_redirects=False)
            try:
                moved = hop.next(hops, response)
            except BaseException:
                response.close()
                raise
            if not moved:
                return response, hop.url
            response.close()
            hops += 1

    def _read(self, call: _Call, response: httpx.Response, url: str) -> RawResponse:
        secrets = call.request.secrets
        raw = RawResponse(status_code=response.status_code, headers=response.headers, url=safe_url(url, secrets))
        if call.request.stream and 200 <= response.status_code < 300:
            raw.stream = response
            return raw
        try:
            if call.declared_too_large(response):
                raise call.too_large()
            limit = call.request.max_response_bytes
            chunks: typing.List[bytes] = []
            size = 0
            for chunk in response.iter_bytes():
                size += len(chunk)
                if limit is not None and size > limit:
                    raise call.too_large()
                if call.past_deadline():
                    raise httpx.ReadTimeout("the response body took longer than the timeout")
                chunks.append(chunk)
            raw.content = b"".join(chunks)
        finally:
            response.close()
        call.logger.debug("HTTP response: %s %s", response.status_code, call.where)
        return raw


class AsyncHttpClient:
    """Sends requests through an ``httpx.AsyncClient``."""

    def __init__(self, client: httpx.AsyncClient) -> None:
        self.client = client

    async def send(self, request: PreparedRequest) -> RawResponse:
        """The async form of ``HttpClient.send``."""
        call = _Call(request)
        call.refuse_early()
        retries_done = 0
        while True:
            if call.logger.isEnabledFor(logging.DEBUG):
                call.logger.debug("HTTP request: %s %s", call.where, redact_headers(request.headers, request.secrets))
            call.start_attempt()
            try:
                response, url = await self._send_following_redirects(call)
                raw = await self._read(call, response, url)
            except httpx.TimeoutException:
                raise call.timed_out() from None
            except httpx.TransportError as error:
                failure: typing.Union[ApiError, RawResponse] = call.fail(
                    f"Request failed: {call.where} ({type(error).__name__}: {error})"
                )
                decision = decide_retry(
                    retries_done=retries_done,
                    policy=call.policy,
                    method=request.method,
                    idempotent=request.idempotent,
                    outcome="network",
                )
            else:
                if 200 <= raw.status_code < 300:
                    return raw
                failure = raw
                decision = decide_retry(
                    retries_done=retries_done,
                    policy=call.policy,
                    method=request.method,
                    idempotent=request.idempotent,
                    outcome="response",
                    status=raw.status_code,
                    headers=raw.headers,
                    now=time.time(),
                )
            if not decision.retry:
                if isinstance(failure, ApiError):
                    raise failure
                return failure
            retries_done += 1
            call.logger.info(
                "Retrying request: %s in %.3f s (retry %d of %d)",
                call.where,
                decision.delay,
                retries_done,
                call.policy.max_retries,
            )
            await async_sleep(decision.delay)

    async def _send_following_redirects(self, call: _Call) -> typing.Tuple[httpx.Response, str]:
        hop = _Hop(call)
        hops = 0
        while True:
            response = await self.client.send(hop.build(self.client), stream=True, follow_redirects=False)
            try:
                moved = hop.next(hops, response)
            except BaseException:
                await response.aclose()
                raise
            if not moved:
                return response, hop.url
            await response.aclose()
            hops += 1

    async def _read(self, call: _Call, response: httpx.Response, url: str) -> RawResponse:
        secrets = call.request.secrets
        raw = RawResponse(status_code=response.status_code, headers=response.headers, url=safe_url(url, secrets))
        if call.request.stream and 200 <= response.status_code < 300:
            raw.stream = response
            return raw
        try:
            if call.declared_too_large(response):
                raise call.too_large()
            limit = call.request.max_response_bytes
            chunks: typing.List[bytes] = []
            size = 0
            async for chunk in response.aiter_bytes():
                size += len(chunk)
                if limit is not None and size > limit:
                    raise call.too_large()
                if call.past_deadline():
                    raise httpx.ReadTimeout("the response body took longer than the timeout")
                chunks.append(chunk)
            raw.content = b"".join(chunks)
        finally:
            await response.aclose()
        call.logger.debug("HTTP response: %s %s", response.status_code, call.where)
        return raw

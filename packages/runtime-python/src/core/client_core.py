"""
What every endpoint of a client shares: base URLs, headers, credentials, idempotency keys,
timeouts and retries. Generated clients describe each call as an ``EndpointRequest``.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import math
import re
import typing
import uuid

import httpx

from .auth import (
    AsyncOAuthTokenProvider,
    AuthResult,
    AuthScheme,
    BasicAuth,
    BearerAuth,
    HeaderAuth,
    OAuthClientCredentials,
    OAuthTokenProvider,
    OAuthTokenRequest,
    Token,
    read_token,
    resolve,
)
from .errors import ApiError
from .files import HttpxFile, encode_multipart
from .http_client import AsyncHttpClient, HttpClient, PreparedRequest, RawResponse
from .http_response import HttpResponse
from .json_lines import aiter_bytes, aiter_json_lines, iter_bytes, iter_json_lines
from .query import cookie_header, encode_form, query_pairs
from .redact import RequestSecrets
from .request_options import RequestOptions
from .serialization import to_jsonable, to_text
from .settings import DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_MAX_RETRIES, assert_request_settings, limit_or_none
from .sse import AsyncStream, SseEvent, Stream, StreamSettings

T = typing.TypeVar("T")


def _empty_dict() -> typing.Dict[typing.Any, typing.Any]:
    return {}


@dataclasses.dataclass
class EndpointRequest:
    """One call, as an endpoint describes it."""

    method: str
    path: str
    endpoint_name: str
    """``METHOD /path``, for messages."""
    base_url_id: typing.Optional[str] = None
    url: typing.Optional[str] = None
    """A link from a response (the next page): resolved against the base URL; only the API's origin gets credentials."""
    query: typing.Mapping[str, typing.Any] = dataclasses.field(default_factory=_empty_dict)
    query_styles: typing.Mapping[str, typing.Tuple[str, bool]] = dataclasses.field(default_factory=_empty_dict)
    headers: typing.Mapping[str, typing.Any] = dataclasses.field(default_factory=_empty_dict)
    cookies: typing.Sequence[typing.Tuple[str, typing.Any]] = ()
    body_kind: typing.Optional[str] = None
    """``json``, ``form``, ``form-json`` (nested values as JSON), ``multipart``, ``bytes`` or ``text``."""
    body: typing.Any = None
    files: typing.Sequence[typing.Tuple[str, HttpxFile]] = ()
    content_type: typing.Optional[str] = None
    stream: bool = False
    secured: bool = False
    auth_schemes: typing.Optional[typing.Sequence[str]] = None
    """Schemes the endpoint accepts; every scheme of the client when ``None``."""
    idempotency_header: typing.Optional[str] = None
    generate_idempotency_key: bool = False


_VARIABLE = re.compile(r"\{([^}]+)\}")


def format_server_url(
    template: str, variables: typing.Mapping[str, typing.Optional[str]], defaults: typing.Mapping[str, str]
) -> str:
    """Fills ``{variable}`` placeholders from the given values, else the defaults; unknown ones stay."""

    def fill(match: typing.Match[str]) -> str:
        name = match.group(1)
        value = variables.get(name)
        if value is None:
            value = defaults.get(name)
        return match.group(0) if value is None else value

    return _VARIABLE.sub(fill, template)


def join_url(base: str, path: str) -> str:
    if path == "":
        return base
    return base.rstrip("/") + "/" + path.lstrip("/")


def set_header(headers: typing.Dict[str, str], name: str, value: str) -> None:
    """Sets a header, replacing one of the same name in any case."""
    lower = name.lower()
    for key in [key for key in headers if key.lower() == lower]:
        del headers[key]
    headers[name] = value


def has_header(headers: typing.Mapping[str, str], name: str) -> bool:
    lower = name.lower()
    return any(key.lower() == lower for key in headers)


@dataclasses.dataclass
class ClientSettings:
    """A client's configuration, as its constructor received it."""

    client_name: str
    base_url: typing.Callable[[typing.Optional[str]], str]
    """The base URL of a request, by the endpoint's base URL id."""
    schemes: typing.Sequence[AuthScheme] = ()
    requirement: str = "single"
    """``single``, ``any`` (the first scheme with a credential) or ``all``."""
    credential_headers: typing.Tuple[str, ...] = ()
    credential_query_parameters: typing.Tuple[str, ...] = ()
    platform_headers: typing.Mapping[str, str] = dataclasses.field(default_factory=_empty_dict)
    global_headers: typing.Callable[[], typing.Mapping[str, typing.Any]] = dict
    headers: typing.Optional[typing.Mapping[str, typing.Any]] = None
    timeout: typing.Optional[float] = 60.0
    max_retries: typing.Optional[int] = None
    max_response_bytes: typing.Optional[float] = None
    max_event_bytes: typing.Optional[float] = None
    reconnection_enabled: typing.Optional[bool] = None
    max_reconnection_attempts: typing.Optional[int] = None
    logger: typing.Optional[logging.Logger] = None

    def check(self) -> None:
        assert_request_settings(
            {
                "timeout": self.timeout,
                "max_retries": self.max_retries,
                "max_response_bytes": self.max_response_bytes,
                "max_event_bytes": self.max_event_bytes,
                "max_reconnection_attempts": self.max_reconnection_attempts,
            },
            f"{self.client_name} options",
        )

    def missing_credentials(self, any_of: bool) -> typing.Optional[str]:
        """The message for credentials the client lacks, or ``None``."""
        missing = [scheme for scheme in self.schemes if not scheme.present()]
        if not missing or (any_of and len(missing) < len(self.schemes)):
            return None
        return (
            f"Missing credentials: {self.client_name} needs "
            + ("one of " if any_of else "")
            + ", ".join(_describe(s) for s in missing)
        )


def _describe(scheme: AuthScheme) -> str:
    if isinstance(scheme, BearerAuth):
        return f"a bearer token ({scheme.id})"
    if isinstance(scheme, BasicAuth):
        return f"a user name and password ({scheme.id})"
    if isinstance(scheme, HeaderAuth):
        return f"the {scheme.wire_name} credential ({scheme.id})"
    return f"an OAuth client id and secret ({scheme.id})"


class _Pipeline:
    """The parts of a call that are the same for the sync and the async client."""

    def __init__(self, settings: ClientSettings) -> None:
        settings.check()
        self.settings = settings
        self.logger = settings.logger or logging.getLogger("sdk")

    def options_of(self, endpoint: EndpointRequest, options: typing.Optional[RequestOptions]) -> RequestOptions:
        assert_request_settings(typing.cast(typing.Mapping[str, object], options), endpoint.endpoint_name)
        return options if options is not None else {}

    def allows(self, endpoint: EndpointRequest, scheme: AuthScheme) -> bool:
        return endpoint.auth_schemes is None or scheme.id in endpoint.auth_schemes

    def prepare(
        self,
        endpoint: EndpointRequest,
        options: RequestOptions,
        auth: AuthResult,
        idempotency_key: typing.Optional[str],
    ) -> PreparedRequest:
        settings = self.settings
        headers: typing.Dict[str, str] = dict(settings.platform_headers)
        for name, value in settings.global_headers().items():
            if value is not None:
                set_header(headers, name, to_text(value))
        for name, value in auth.headers.items():
            set_header(headers, name, value)
        for name, value in endpoint.headers.items():
            if value is not None:
                set_header(headers, name, to_text(value))
        cookies = [(name, None if value is None else to_text(value)) for name, value in endpoint.cookies] + list(
            auth.cookies
        )
        cookie = cookie_header(cookies)
        if cookie is not None:
            set_header(headers, "Cookie", cookie)
        for source in (settings.headers, options.get("additional_headers")):
            for name, value in (source or {}).items():
                supplied = resolve(value)
                if supplied is not None:
                    set_header(headers, name, supplied)
        idempotent = False
        if endpoint.idempotency_header is not None:
            key = options.get("idempotency_key")
            if key is not None:
                set_header(headers, endpoint.idempotency_header, key)
                idempotent = True
            elif has_header(headers, endpoint.idempotency_header):
                idempotent = True
            elif idempotency_key is not None:
                set_header(headers, endpoint.idempotency_header, idempotency_key)
                idempotent = True

        content: typing.Optional[bytes] = None
        body = endpoint.body
        extra = options.get("additional_body_parameters")
        kind = endpoint.body_kind
        if extra and kind in ("json", "form", "form-json") and body is not None:
            jsonable = to_jsonable(body)
            if isinstance(jsonable, dict):
                body = {**typing.cast(typing.Dict[str, typing.Any], jsonable), **to_jsonable(extra)}
        content_type = endpoint.content_type
        if kind == "json":
            content = json.dumps(to_jsonable(body), separators=(",", ":"), ensure_ascii=False).encode("utf-8")
            content_type = content_type or "application/json"
        elif kind in ("form", "form-json"):
            content = encode_form(
                to_jsonable(body) if body is not None else {}, json_nested=kind == "form-json"
            ).encode("ascii")
            content_type = content_type or "application/x-www-form-urlencoded"
        elif kind == "text":
            content = to_text(body).encode("utf-8")
            content_type = content_type or "text/plain; charset=utf-8"
        elif kind == "bytes":
            content = _bytes_of(body)
            content_type = content_type or "application/octet-stream"
        elif kind == "multipart":
            parts = typing.cast(typing.Mapping[str, typing.Any], body or {})
            fields = [(name, _form_text(value)) for name, value in parts.items() if value is not None]
            content, content_type = encode_multipart(fields, endpoint.files, uuid.uuid4().hex)
        if content_type is not None and not has_header(headers, "Content-Type"):
            headers["Content-Type"] = content_type

        query = dict(endpoint.query)
        query.update(auth.query)
        query.update(options.get("additional_query_parameters") or {})
        timeout = options.get("timeout_in_seconds", settings.timeout)
        max_retries = options.get("max_retries", settings.max_retries)
        max_bytes = options.get("max_response_bytes", settings.max_response_bytes)
        url, origin = self.url_of(endpoint)
        return PreparedRequest(
            method=endpoint.method,
            url=url,
            endpoint_name=endpoint.endpoint_name,
            query=query_pairs(query, endpoint.query_styles),
            headers=headers,
            content=content,
            timeout=None if timeout is None or timeout == math.inf else float(timeout),
            max_retries=DEFAULT_MAX_RETRIES if max_retries is None else max_retries,
            max_response_bytes=limit_or_none(max_bytes, DEFAULT_MAX_RESPONSE_BYTES),
            idempotent=idempotent,
            idempotency_header=endpoint.idempotency_header,
            secrets=RequestSecrets(
                settings.credential_headers, settings.credential_query_parameters, tuple(auth.values)
            ),
            origin=origin,
            stream=endpoint.stream,
            logger=self.logger,
        )

    def url_of(self, endpoint: EndpointRequest) -> typing.Tuple[str, typing.Optional[str]]:
        base = self.settings.base_url(endpoint.base_url_id)
        if endpoint.url is None:
            return join_url(base, endpoint.path), None
        # A link from a response may point anywhere: credentials stay with the API's origin.
        resolved = str(httpx.URL(base).join(endpoint.url))
        url = httpx.URL(base)
        default = {"http": 80, "https": 443}.get(url.scheme)
        return resolved, f"{url.scheme}://{url.host}:{url.port if url.port is not None else default}"

    def token_endpoint(self, spec: OAuthTokenRequest, fields: typing.Dict[str, str]) -> EndpointRequest:
        body = dict(fields)
        if spec.grant_type is not None:
            body["grant_type"] = spec.grant_type
        return EndpointRequest(
            method=spec.method,
            path=spec.path,
            url=spec.url,
            endpoint_name=spec.endpoint_name,
            base_url_id=spec.base_url_id,
            body_kind="form" if spec.form else "json",
            body=body,
        )

    def credentials(self, scheme: OAuthClientCredentials, spec: OAuthTokenRequest) -> typing.Dict[str, str]:
        fields = {
            spec.client_id_key: resolve(scheme.client_id) or "",
            spec.client_secret_key: resolve(scheme.client_secret) or "",
        }
        if spec.scopes_key is not None and spec.scopes:
            fields[spec.scopes_key] = spec.scopes
        return fields

    def token_of(self, response: RawResponse, spec: OAuthTokenRequest) -> Token:
        token = read_token(response.json(), spec.access_token_key, spec.expires_in_key, spec.refresh_token_response_key)
        if token is None:
            raise ApiError(f"Token response has no {spec.access_token_key}: {spec.endpoint_name}")
        return token


def _bytes_of(body: typing.Any) -> bytes:
    if isinstance(body, (bytes, bytearray)):
        return bytes(body)
    read = getattr(body, "read", None)
    if callable(read):
        data = read()
        if isinstance(data, (bytes, bytearray)):
            return bytes(data)
        raise TypeError(f"A binary request body was opened in text mode: expected bytes, got {type(data).__name__}")
    if body is None:
        return b""
    raise TypeError(f"A binary request body must be bytes or a binary file object, got {type(body).__name__}")


def _form_text(value: typing.Any) -> str:
    jsonable = to_jsonable(value)
    return json.dumps(jsonable, separators=(",", ":")) if isinstance(jsonable, (dict, list)) else to_text(value)


def raise_for_failure(response: RawResponse, endpoint_name: str) -> None:
    """Raises ``ApiError`` for a status outside 2xx, with the parsed body."""
    if not 200 <= response.status_code < 300:
        raise ApiError(
            f"Request failed: {endpoint_name}",
            status_code=response.status_code,
            headers=response.headers,
            body=response.json(),
        )


class SyncClientCore:
    """The shared state of a client and its sub-clients."""

    def __init__(self, settings: ClientSettings, httpx_client: typing.Optional[httpx.Client] = None) -> None:
        self._pipeline = _Pipeline(settings)
        self.settings = settings
        self.http = HttpClient(httpx_client if httpx_client is not None else httpx.Client(follow_redirects=False))
        self._providers: typing.Dict[str, OAuthTokenProvider] = {}
        for scheme in settings.schemes:
            if isinstance(scheme, OAuthClientCredentials) and scheme.present():
                self._providers[scheme.id] = self._provider(scheme)

    def _provider(self, scheme: OAuthClientCredentials) -> OAuthTokenProvider:
        pipeline = self._pipeline

        def fetch() -> Token:
            spec = scheme.token_request
            response = self.request(pipeline.token_endpoint(spec, pipeline.credentials(scheme, spec)))
            raise_for_failure(response, spec.endpoint_name)
            return pipeline.token_of(response, spec)

        refresh_spec = scheme.refresh_request

        def refresh(refresh_token: str) -> Token:
            assert refresh_spec is not None
            response = self.request(
                pipeline.token_endpoint(
                    refresh_spec, {refresh_spec.refresh_token_key or "refresh_token": refresh_token}
                )
            )
            raise_for_failure(response, refresh_spec.endpoint_name)
            return pipeline.token_of(response, refresh_spec)

        return OAuthTokenProvider(fetch, refresh if refresh_spec is not None else None)

    def prefetch_tokens(self) -> None:
        """Asks for every OAuth token at once, as the client starts; a failure waits for the first call."""
        for provider in self._providers.values():
            try:
                provider.get_token()
            except Exception:  # noqa: BLE001 - the first request reports it
                pass

    def authenticate(self, endpoint: EndpointRequest) -> AuthResult:
        result = AuthResult()
        for scheme in self.settings.schemes:
            if not self._pipeline.allows(endpoint, scheme):
                continue
            if isinstance(scheme, OAuthClientCredentials):
                provider = self._providers.get(scheme.id)
                found = False
                if provider is not None:
                    token = provider.get_token()
                    result.headers[scheme.header] = f"{scheme.prefix} {token}" if scheme.prefix else token
                    result.values.append(token)
                    result.oauth = found = True
            else:
                found = scheme.apply(result)
            if found and self.settings.requirement == "any":
                break
        return result

    def request(
        self, endpoint: EndpointRequest, request_options: typing.Optional[RequestOptions] = None
    ) -> RawResponse:
        """Sends one call with the client's URL, headers, credentials, timeout and retries."""
        options = self._pipeline.options_of(endpoint, request_options)
        key = str(uuid.uuid4()) if endpoint.generate_idempotency_key else None
        auth = self.authenticate(endpoint) if endpoint.secured else AuthResult()
        response = self.http.send(self._pipeline.prepare(endpoint, options, auth, key))
        if auth.oauth and response.status_code == 401:
            for provider in self._providers.values():
                provider.invalidate()
            response = self.http.send(self._pipeline.prepare(endpoint, options, self.authenticate(endpoint), key))
        return response

    def stream_events(
        self,
        endpoint: EndpointRequest,
        request_options: typing.Optional[RequestOptions],
        check: typing.Callable[[RawResponse], None],
        parse: typing.Callable[[SseEvent], T],
        *,
        terminator: typing.Optional[str] = None,
        resumable: bool = False,
    ) -> "HttpResponse[Stream[T]]":
        """Opens a server-sent event stream; a resumable one reopens with ``Last-Event-ID``."""
        options = request_options or {}

        def open_(last_event_id: typing.Optional[str]) -> httpx.Response:
            retry = endpoint if last_event_id is None else _with_last_event_id(endpoint, last_event_id)
            again = self.request(retry, request_options)
            check(again)
            assert again.stream is not None
            return again.stream

        response = self.request(endpoint, request_options)
        check(response)
        assert response.stream is not None
        settings = _stream_settings(self.settings, endpoint, options, terminator, resumable)
        return HttpResponse(
            Stream(response.stream, open_, parse, settings), response.status_code, response.headers, response.url
        )

    def stream_json_lines(
        self,
        endpoint: EndpointRequest,
        request_options: typing.Optional[RequestOptions],
        check: typing.Callable[[RawResponse], None],
        parse: typing.Callable[[typing.Any], T],
        *,
        terminator: typing.Optional[str] = None,
    ) -> "HttpResponse[typing.Iterator[T]]":
        """Opens a newline-delimited JSON stream."""
        options = request_options or {}
        response = self.request(endpoint, request_options)
        check(response)
        assert response.stream is not None
        limit = _stream_settings(self.settings, endpoint, options, terminator, False).limit()
        lines = iter_json_lines(
            response.stream, parse, endpoint_name=endpoint.endpoint_name, terminator=terminator, max_event_bytes=limit
        )
        return HttpResponse(lines, response.status_code, response.headers, response.url)

    def download(
        self,
        endpoint: EndpointRequest,
        request_options: typing.Optional[RequestOptions],
        check: typing.Callable[[RawResponse], None],
    ) -> "HttpResponse[typing.Iterator[bytes]]":
        """Opens a binary download, read as it is iterated."""
        response = self.request(endpoint, request_options)
        check(response)
        assert response.stream is not None
        return HttpResponse(iter_bytes(response.stream), response.status_code, response.headers, response.url)


class AsyncClientCore:
    """The shared state of an async client and its sub-clients."""

    def __init__(self, settings: ClientSettings, httpx_client: typing.Optional[httpx.AsyncClient] = None) -> None:
        self._pipeline = _Pipeline(settings)
        self.settings = settings
        self.http = AsyncHttpClient(
            httpx_client if httpx_client is not None else httpx.AsyncClient(follow_redirects=False)
        )
        self._providers: typing.Dict[str, AsyncOAuthTokenProvider] = {}
        for scheme in settings.schemes:
            if isinstance(scheme, OAuthClientCredentials) and scheme.present():
                self._providers[scheme.id] = self._provider(scheme)

    def _provider(self, scheme: OAuthClientCredentials) -> AsyncOAuthTokenProvider:
        pipeline = self._pipeline

        async def fetch() -> Token:
            spec = scheme.token_request
            response = await self.request(pipeline.token_endpoint(spec, pipeline.credentials(scheme, spec)))
            raise_for_failure(response, spec.endpoint_name)
            return pipeline.token_of(response, spec)

        refresh_spec = scheme.refresh_request

        async def refresh(refresh_token: str) -> Token:
            assert refresh_spec is not None
            response = await self.request(
                pipeline.token_endpoint(
                    refresh_spec, {refresh_spec.refresh_token_key or "refresh_token": refresh_token}
                )
            )
            raise_for_failure(response, refresh_spec.endpoint_name)
            return pipeline.token_of(response, refresh_spec)

        return AsyncOAuthTokenProvider(fetch, refresh if refresh_spec is not None else None)

    async def authenticate(self, endpoint: EndpointRequest) -> AuthResult:
        result = AuthResult()
        for scheme in self.settings.schemes:
            if not self._pipeline.allows(endpoint, scheme):
                continue
            if isinstance(scheme, OAuthClientCredentials):
                provider = self._providers.get(scheme.id)
                found = False
                if provider is not None:
                    token = await provider.get_token()
                    result.headers[scheme.header] = f"{scheme.prefix} {token}" if scheme.prefix else token
                    result.values.append(token)
                    result.oauth = found = True
            else:
                found = scheme.apply(result)
            if found and self.settings.requirement == "any":
                break
        return result

    async def request(
        self, endpoint: EndpointRequest, request_options: typing.Optional[RequestOptions] = None
    ) -> RawResponse:
        """Sends one call with the client's URL, headers, credentials, timeout and retries."""
        options = self._pipeline.options_of(endpoint, request_options)
        key = str(uuid.uuid4()) if endpoint.generate_idempotency_key else None
        auth = await self.authenticate(endpoint) if endpoint.secured else AuthResult()
        response = await self.http.send(self._pipeline.prepare(endpoint, options, auth, key))
        if auth.oauth and response.status_code == 401:
            for provider in self._providers.values():
                provider.invalidate()
            response = await self.http.send(
                self._pipeline.prepare(endpoint, options, await self.authenticate(endpoint), key)
            )
        return response

    async def stream_events(
        self,
        endpoint: EndpointRequest,
        request_options: typing.Optional[RequestOptions],
        check: typing.Callable[[RawResponse], None],
        parse: typing.Callable[[SseEvent], T],
        *,
        terminator: typing.Optional[str] = None,
        resumable: bool = False,
    ) -> "HttpResponse[AsyncStream[T]]":
        """The async form of ``SyncClientCore.stream_events``."""
        options = request_options or {}

        async def open_(last_event_id: typing.Optional[str]) -> httpx.Response:
            retry = endpoint if last_event_id is None else _with_last_event_id(endpoint, last_event_id)
            again = await self.request(retry, request_options)
            check(again)
            assert again.stream is not None
            return again.stream

        response = await self.request(endpoint, request_options)
        check(response)
        assert response.stream is not None
        settings = _stream_settings(self.settings, endpoint, options, terminator, resumable)
        return HttpResponse(
            AsyncStream(response.stream, open_, parse, settings), response.status_code, response.headers, response.url
        )

    async def stream_json_lines(
        self,
        endpoint: EndpointRequest,
        request_options: typing.Optional[RequestOptions],
        check: typing.Callable[[RawResponse], None],
        parse: typing.Callable[[typing.Any], T],
        *,
        terminator: typing.Optional[str] = None,
    ) -> "HttpResponse[typing.AsyncIterator[T]]":
        """The async form of ``SyncClientCore.stream_json_lines``."""
        options = request_options or {}
        response = await self.request(endpoint, request_options)
        check(response)
        assert response.stream is not None
        limit = _stream_settings(self.settings, endpoint, options, terminator, False).limit()
        lines = aiter_json_lines(
            response.stream, parse, endpoint_name=endpoint.endpoint_name, terminator=terminator, max_event_bytes=limit
        )
        return HttpResponse(lines, response.status_code, response.headers, response.url)

    async def download(
        self,
        endpoint: EndpointRequest,
        request_options: typing.Optional[RequestOptions],
        check: typing.Callable[[RawResponse], None],
    ) -> "HttpResponse[typing.AsyncIterator[bytes]]":
        """The async form of ``SyncClientCore.download``."""
        response = await self.request(endpoint, request_options)
        check(response)
        assert response.stream is not None
        return HttpResponse(aiter_bytes(response.stream), response.status_code, response.headers, response.url)


def _with_last_event_id(endpoint: EndpointRequest, last_event_id: str) -> EndpointRequest:
    headers = {name: value for name, value in endpoint.headers.items() if name.lower() != "last-event-id"}
    headers["Last-Event-ID"] = last_event_id
    return dataclasses.replace(endpoint, headers=headers)


def _stream_settings(
    settings: ClientSettings,
    endpoint: EndpointRequest,
    options: RequestOptions,
    terminator: typing.Optional[str],
    resumable: bool,
) -> StreamSettings:
    return StreamSettings(
        endpoint_name=endpoint.endpoint_name,
        terminator=terminator,
        resumable=resumable,
        reconnection_enabled=options.get("reconnection_enabled", settings.reconnection_enabled),
        max_reconnection_attempts=options.get("max_reconnection_attempts", settings.max_reconnection_attempts),
        max_event_bytes=options.get("max_event_bytes", settings.max_event_bytes),
    )

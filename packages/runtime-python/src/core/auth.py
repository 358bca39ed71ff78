"""Credentials: where each auth scheme puts them, and OAuth client-credentials tokens."""

from __future__ import annotations

import asyncio
import base64
import dataclasses
import threading
import time
import typing

from .serialization import to_text

Supplier = typing.Union[str, typing.Callable[[], typing.Optional[str]], None]
"""A credential: its text, or a function called on every request that returns it."""


def resolve(supplier: typing.Any) -> typing.Optional[str]:
    """The text of a supplier; ``None`` when it has none."""
    value = supplier() if callable(supplier) else supplier
    if value is None:
        return None
    return value if isinstance(value, str) else to_text(value)


def _empty_dict() -> typing.Dict[typing.Any, typing.Any]:
    return {}


def _empty_list() -> typing.List[typing.Any]:
    return []


@dataclasses.dataclass
class AuthResult:
    """The credentials of one request and where they go."""

    headers: typing.Dict[str, str] = dataclasses.field(default_factory=_empty_dict)
    query: typing.Dict[str, str] = dataclasses.field(default_factory=_empty_dict)
    cookies: typing.List[typing.Tuple[str, str]] = dataclasses.field(default_factory=_empty_list)
    values: typing.List[str] = dataclasses.field(default_factory=_empty_list)
    """Every credential value sent, so that no message or log line repeats it."""
    oauth: bool = False


@dataclasses.dataclass
class BearerAuth:
    """``Authorization: <prefix> <token>``."""

    id: str
    token: typing.Any
    prefix: str = "Bearer"

    def present(self) -> bool:
        return self.token is not None

    def apply(self, result: AuthResult) -> bool:
        token = resolve(self.token)
        if token is None or token == "":
            return False
        result.headers["Authorization"] = f"{self.prefix} {token}" if self.prefix else token
        result.values.append(token)
        return True


@dataclasses.dataclass
class BasicAuth:
    """``Authorization: Basic base64(username:password)``; an omitted field is the empty string."""

    id: str
    username: typing.Any
    password: typing.Any
    username_omitted: bool = False
    password_omitted: bool = False

    def present(self) -> bool:
        return (self.username_omitted or self.username is not None) and (
            self.password_omitted or self.password is not None
        )

    def apply(self, result: AuthResult) -> bool:
        if self.username_omitted and self.password_omitted:
            return True
        username = "" if self.username_omitted else resolve(self.username)
        password = "" if self.password_omitted else resolve(self.password)
        if username is None or password is None:
            return False
        header = "Basic " + base64.b64encode(f"{username}:{password}".encode()).decode("ascii")
        result.headers["Authorization"] = header
        result.values.extend(value for value in (password, header) if value != "")
        return True


@dataclasses.dataclass
class HeaderAuth:
    """An API key in a header (with an optional prefix), a query parameter or a cookie."""

    id: str
    wire_name: str
    value: typing.Any
    location: str = "header"
    prefix: typing.Optional[str] = None

    def present(self) -> bool:
        return self.value is not None

    def apply(self, result: AuthResult) -> bool:
        raw = resolve(self.value)
        if raw is None:
            return False
        prefix = self.prefix or ""
        if prefix != "" and not prefix[-1].isspace():
            prefix += " "
        text = prefix + raw
        result.values.append(raw)
        if self.location == "query":
            result.query[self.wire_name] = text
        elif self.location == "cookie":
            result.cookies.append((self.wire_name, text))
        else:
            result.headers[self.wire_name] = text
        return True


@dataclasses.dataclass
class Token:
    """An access token, its lifetime in seconds and the refresh token that renews it."""

    access_token: str
    expires_in: typing.Optional[float] = None
    refresh_token: typing.Optional[str] = None


def read_token(
    body: typing.Any, access_token: str, expires_in: typing.Optional[str], refresh_token: typing.Optional[str]
) -> typing.Optional[Token]:
    """The token in a token response by its wire keys; ``None`` when it holds no access token."""
    record = typing.cast(typing.Dict[str, typing.Any], body) if isinstance(body, dict) else {}
    access = record.get(access_token)
    if not isinstance(access, str) or access == "":
        return None
    expires = record.get(expires_in) if expires_in is not None else None
    seconds: typing.Optional[float] = None
    if isinstance(expires, (int, float)) and not isinstance(expires, bool):
        seconds = float(expires)
    elif isinstance(expires, str):
        try:
            seconds = float(expires)
        except ValueError:
            seconds = None
    refresh = record.get(refresh_token) if refresh_token is not None else None
    return Token(access, seconds, refresh if isinstance(refresh, str) and refresh != "" else None)


_EXPIRY_MARGIN = 30.0
"""Seconds before expiry at which a token is renewed."""


class OAuthTokenProvider:
    """
    Holds the access token of the client-credentials flow: fetched on first use, renewed
    before it expires (through the refresh token when the API has a refresh endpoint), and
    dropped by ``invalidate`` after a 401.
    """

    def __init__(
        self,
        fetch: typing.Callable[[], Token],
        refresh: typing.Optional[typing.Callable[[str], Token]] = None,
        clock: typing.Callable[[], float] = time.monotonic,
    ) -> None:
        self._fetch = fetch
        self._refresh = refresh
        self._clock = clock
        self._lock = threading.Lock()
        self._token: typing.Optional[Token] = None
        self._expires_at: typing.Optional[float] = None

    def _fresh(self) -> bool:
        return self._token is not None and (self._expires_at is None or self._clock() < self._expires_at)

    def _keep(self, token: Token) -> str:
        previous = self._token
        if token.refresh_token is None and previous is not None:
            token = Token(token.access_token, token.expires_in, previous.refresh_token)
        self._token = token
        self._expires_at = (
            None
            if token.expires_in is None
            else self._clock() + max(token.expires_in - _EXPIRY_MARGIN, token.expires_in / 2)
        )
        return token.access_token

    def get_token(self) -> str:
        with self._lock:
            if self._fresh() and self._token is not None:
                return self._token.access_token
            refresh_token = self._token.refresh_token if self._token is not None else None
            if refresh_token is not None and self._refresh is not None:
                try:
                    return self._keep(self._refresh(refresh_token))
                except Exception:  # noqa: BLE001 - a refused refresh falls back to the credentials
                    self._token = None
            return self._keep(self._fetch())

    def invalidate(self) -> None:
        with self._lock:
            self._expires_at = self._clock() - 1.0 if self._token is not None else None


class AsyncOAuthTokenProvider:
    """The async form of ``OAuthTokenProvider``: one token request at a time."""

    def __init__(
        self,
        fetch: typing.Callable[[], typing.Awaitable[Token]],
        refresh: typing.Optional[typing.Callable[[str], typing.Awaitable[Token]]] = None,
        clock: typing.Callable[[], float] = time.monotonic,
    ) -> None:
        self._fetch = fetch
        self._refresh = refresh
        self._clock = clock
        self._lock: typing.Optional[asyncio.Lock] = None
        self._token: typing.Optional[Token] = None
        self._expires_at: typing.Optional[float] = None

    def _fresh(self) -> bool:
        return self._token is not None and (self._expires_at is None or self._clock() < self._expires_at)

    def _keep(self, token: Token) -> str:
        previous = self._token
        if token.refresh_token is None and previous is not None:
            token = Token(token.access_token, token.expires_in, previous.refresh_token)
        self._token = token
        self._expires_at = (
            None
            if token.expires_in is None
            else self._clock() + max(token.expires_in - _EXPIRY_MARGIN, token.expires_in / 2)
        )
        return token.access_token

    async def get_token(self) -> str:
        if self._lock is None:
            self._lock = asyncio.Lock()
        async with self._lock:
            if self._fresh() and self._token is not None:
                return self._token.access_token
            refresh_token = self._token.refresh_token if self._token is not None else None
            if refresh_token is not None and self._refresh is not None:
                try:
                    return self._keep(await self._refresh(refresh_token))
                except Exception:  # noqa: BLE001 - a refused refresh falls back to the credentials
                    self._token = None
            return self._keep(await self._fetch())

    def invalidate(self) -> None:
        self._expires_at = self._clock() - 1.0 if self._token is not None else None


@dataclasses.dataclass
class OAuthTokenRequest:
    """How the token endpoint is called: its path, body keys and the keys of its answer."""

    method: str
    path: str
    endpoint_name: str
    form: bool = True
    url: typing.Optional[str] = None
    base_url_id: typing.Optional[str] = None
    client_id_key: str = "client_id"
    client_secret_key: str = "client_secret"
    scopes_key: typing.Optional[str] = None
    scopes: typing.Optional[str] = None
    refresh_token_key: typing.Optional[str] = None
    grant_type: typing.Optional[str] = None
    access_token_key: str = "access_token"
    expires_in_key: typing.Optional[str] = "expires_in"
    refresh_token_response_key: typing.Optional[str] = "refresh_token"


@dataclasses.dataclass
class OAuthClientCredentials:
    """OAuth 2.0 client credentials: the token goes in ``header`` after ``prefix``."""

    id: str
    client_id: typing.Any
    client_secret: typing.Any
    token_request: OAuthTokenRequest
    refresh_request: typing.Optional[OAuthTokenRequest] = None
    header: str = "Authorization"
    prefix: str = "Bearer"

    def present(self) -> bool:
        return self.client_id is not None and self.client_secret is not None


AuthScheme = typing.Union[BearerAuth, BasicAuth, HeaderAuth, OAuthClientCredentials]

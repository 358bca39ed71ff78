"""Keeps credentials out of log lines and error messages."""

from __future__ import annotations

import dataclasses
import re
import typing
import urllib.parse

REDACTED = "[REDACTED]"

_ALWAYS_SECRET = frozenset({"authorization", "proxy-authorization", "cookie", "set-cookie"})
_SECRET_WORDS = re.compile(r"apikey|token|secret|password|signature")
_SEPARATORS = re.compile(r"[-_\s]")


@dataclasses.dataclass(frozen=True)
class RequestSecrets:
    """
    What the SDK knows to be a credential in one request: header and query parameter names
    its auth schemes declare, and the credential values it was given. Whatever their names,
    these never reach a log line or an error message, and never follow a redirect to another
    origin.
    """

    headers: typing.Tuple[str, ...] = ()
    query_parameters: typing.Tuple[str, ...] = ()
    values: typing.Tuple[str, ...] = ()


def is_sensitive_name(name: str, secrets: typing.Optional[RequestSecrets] = None) -> bool:
    """
    Whether a header or query parameter name carries a credential: ``Authorization``,
    ``Cookie``, names holding ``apikey``, ``token``, ``secret``, ``password`` or ``signature``
    (case, ``-`` and ``_`` ignored), and every name ``secrets`` lists.

    Example::

        is_sensitive_name("X-Api-Key")  # True
    """
    lower = name.lower()
    if lower in _ALWAYS_SECRET:
        return True
    if secrets is not None:
        for listed in secrets.headers + secrets.query_parameters:
            if listed.lower() == lower:
                return True
    return _SECRET_WORDS.search(_SEPARATORS.sub("", lower)) is not None


def redact_text(text: str, secrets: typing.Optional[RequestSecrets] = None) -> str:
    """Replaces every secret value in ``text``, as written and percent-encoded, with ``[REDACTED]``."""
    if secrets is None:
        return text
    for value in secrets.values:
        if value == "":
            continue
        text = text.replace(value, REDACTED)
        encoded = urllib.parse.quote(value, safe="")
        if encoded != value:
            text = text.replace(encoded, REDACTED)
        plus = urllib.parse.quote_plus(value, safe="")
        if plus != value and plus != encoded:
            text = text.replace(plus, REDACTED)
    return text


def redact_headers(
    headers: typing.Mapping[str, str], secrets: typing.Optional[RequestSecrets] = None
) -> typing.Dict[str, str]:
    """A copy of ``headers`` with every credential replaced by ``[REDACTED]``."""
    return {
        name: REDACTED if is_sensitive_name(name, secrets) else redact_text(value, secrets)
        for name, value in headers.items()
    }


def redact_url(url: str, secrets: typing.Optional[RequestSecrets] = None) -> str:
    """
    ``url`` without user info and with credential query parameters replaced, for messages.

    Example::

        redact_url("https://u:p@api.example.com/x?api_key=k&page=2")
        # "https://api.example.com/x?api_key=%5BREDACTED%5D&page=2"
    """
    try:
        parts = urllib.parse.urlsplit(url)
        host = parts.hostname or ""
        port = parts.port
    except ValueError:
        cut = re.split(r"[?#]", url, maxsplit=1)[0]
        if "@" in cut:
            scheme = re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:/*", cut)
            cut = f"{scheme.group(0) if scheme else ''}{REDACTED}@{cut.rsplit('@', 1)[1]}"
        return redact_text(cut + (f"?{REDACTED}" if "?" in url else ""), secrets)
    netloc = host if ":" not in host else f"[{host}]"
    if port is not None:
        netloc = f"{netloc}:{port}"
    pairs = urllib.parse.parse_qsl(parts.query, keep_blank_values=True)
    query = (
        urllib.parse.urlencode([(k, REDACTED if is_sensitive_name(k, secrets) else v) for k, v in pairs])
        if pairs
        else parts.query
    )
    return redact_text(urllib.parse.urlunsplit((parts.scheme, netloc, parts.path, query, "")), secrets)

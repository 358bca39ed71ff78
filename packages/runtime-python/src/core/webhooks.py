"""Webhook signature verification: HMAC over the raw body, with an optional body-hash binding."""

from __future__ import annotations

import base64
import binascii
import dataclasses
import datetime as dt
import hashlib
import hmac
import re
import time
import typing
import urllib.parse

from .errors import CoreError, WebhookVerificationError


@dataclasses.dataclass(frozen=True)
class WebhookSignatureConfig:
    """How a sender signs its notifications."""

    algorithm: str
    """``sha1``, ``sha256`` or ``sha512``."""
    encoding: str
    """``hex`` or ``base64``."""
    header: str
    prefix: typing.Optional[str] = None
    payload_template: str = "{body}"
    """What is signed: ``{body}`` (raw bytes), ``{timestamp}`` and ``{url}`` are filled in."""
    timestamp_header: typing.Optional[str] = None
    tolerance_seconds: float = 300.0
    timestamp_format: str = "unix"
    body_hash_algorithm: typing.Optional[str] = None
    """A separate hash of the raw body (``md5``, ``sha1``, ``sha256``, ``sha512``) sent as a query parameter."""
    body_hash_encoding: str = "hex"
    body_hash_query_parameter: typing.Optional[str] = None


HeadersLike = typing.Union[typing.Mapping[str, str], typing.Iterable[typing.Tuple[str, str]]]
_HEX = re.compile(r"^(?:[0-9a-fA-F]{2})+$")
_B64 = re.compile(r"^[A-Za-z0-9+/_-]+={0,2}$")
_PLACEHOLDER = re.compile(r"\{(body|timestamp|url)\}")


def _header(headers: HeadersLike, name: str) -> typing.Optional[str]:
    wanted = name.lower()
    items: typing.Iterable[typing.Tuple[str, str]] = (
        typing.cast(typing.Mapping[str, str], headers).items() if isinstance(headers, typing.Mapping) else headers
    )
    values = [value for key, value in items if key.lower() == wanted]
    text = ",".join(values).strip()
    return text or None


def _decode(text: str, encoding: str) -> typing.Optional[bytes]:
    try:
        if encoding == "hex":
            return bytes.fromhex(text) if _HEX.match(text) else None
        if not _B64.match(text):
            return None
        normal = text.replace("-", "+").replace("_", "/")
        return base64.b64decode(normal + "=" * (-len(normal) % 4))
    except (ValueError, binascii.Error):
        return None


def _payload(template: str, body: bytes, timestamp: typing.Optional[str], url: typing.Optional[str]) -> bytes:
    out = bytearray()
    last = 0
    for match in _PLACEHOLDER.finditer(template):
        out += template[last : match.start()].encode("utf-8")
        part = match.group(1)
        out += (
            body
            if part == "body"
            else (timestamp or "").encode("utf-8")
            if part == "timestamp"
            else (url or "").encode("utf-8")
        )
        last = match.end()
    out += template[last:].encode("utf-8")
    return bytes(out)


def _check_time(value: str, config: WebhookSignatureConfig, now: float) -> None:
    sent: typing.Optional[float] = None
    if config.timestamp_format == "unix":
        if re.match(r"^\d+(\.\d+)?$", value):
            sent = float(value)
    else:
        try:
            parsed = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
            sent = parsed.timestamp() if parsed.tzinfo is not None else None
        except ValueError:
            sent = None
    if sent is None:
        raise WebhookVerificationError(
            "expired", f'timestamp header "{config.timestamp_header}" is not a valid {config.timestamp_format} time'
        )
    if abs(now - sent) > config.tolerance_seconds:
        raise WebhookVerificationError("expired", f"timestamp is outside the {config.tolerance_seconds:g} s tolerance")


def assert_signature(
    config: WebhookSignatureConfig,
    *,
    secret: str,
    body: typing.Union[str, bytes],
    headers: HeadersLike,
    url: typing.Optional[str] = None,
    now: typing.Optional[float] = None,
) -> None:
    """
    Checks, in order: the signature header, the timestamp, the body hash (against the query
    parameter of ``url``), then the HMAC, each compared in constant time. Raises
    ``WebhookVerificationError`` naming the failed check, and ``CoreError`` for an empty secret.
    """
    # Anyone can compute an HMAC with an empty key, so "no secret" must never mean "accept".
    if secret == "":
        raise CoreError(
            f'Webhook secret is empty or missing: cannot verify the "{config.header}" signature without the signing secret'
        )
    signature = _header(headers, config.header)
    if signature is None:
        raise WebhookVerificationError("missing-header", f'signature header "{config.header}" is missing')
    timestamp: typing.Optional[str] = None
    if config.timestamp_header is not None:
        timestamp = _header(headers, config.timestamp_header)
        if timestamp is None:
            raise WebhookVerificationError("missing-header", f'timestamp header "{config.timestamp_header}" is missing')
        _check_time(timestamp, config, time.time() if now is None else now)
    raw = body.encode("utf-8") if isinstance(body, str) else bytes(body)
    if config.body_hash_algorithm is not None and config.body_hash_query_parameter is not None:
        name = config.body_hash_query_parameter
        sent_values = urllib.parse.parse_qs(urllib.parse.urlsplit(url or "").query).get(name) if url else None
        sent = sent_values[0] if sent_values else None
        if not sent:
            raise WebhookVerificationError(
                "missing-body-hash", f'query parameter "{name}" of the notification URL is missing'
            )
        expected_hash = hashlib.new(config.body_hash_algorithm, raw).digest()
        received_hash = _decode(sent, config.body_hash_encoding)
        if received_hash is None or not hmac.compare_digest(expected_hash, received_hash):
            raise WebhookVerificationError("body-hash-mismatch", f'the body does not match the "{name}" hash')
    expected = hmac.new(
        secret.encode("utf-8"), _payload(config.payload_template, raw, timestamp, url), config.algorithm
    ).digest()
    pieces = [piece for piece in re.split(r"[\s,]+", signature) if piece]
    if config.prefix:
        pieces = [piece[len(config.prefix) :] for piece in pieces if piece.startswith(config.prefix)]
    for piece in pieces:
        received = _decode(piece, config.encoding)
        if received is not None and hmac.compare_digest(expected, received):
            return
    raise WebhookVerificationError("bad-signature", f'the signature in "{config.header}" does not match')


def verify_signature(
    config: WebhookSignatureConfig,
    *,
    secret: str,
    body: typing.Union[str, bytes],
    headers: HeadersLike,
    url: typing.Optional[str] = None,
    now: typing.Optional[float] = None,
) -> bool:
    """``True`` when every check of ``assert_signature`` passes; raises ``CoreError`` for an empty secret."""
    try:
        assert_signature(config, secret=secret, body=body, headers=headers, url=url, now=now)
    except WebhookVerificationError:
        return False
    return True

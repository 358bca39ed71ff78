"""Query strings and path segments."""

from __future__ import annotations

import json
import typing
import urllib.parse

from .serialization import to_jsonable, to_text

QueryPairs = typing.List[typing.Tuple[str, str]]


def encode_path_param(value: typing.Any) -> str:
    """One path segment: every character outside the unreserved set is percent-encoded."""
    return urllib.parse.quote(to_text(value), safe="")


def query_pairs(
    params: typing.Mapping[str, typing.Any],
    styles: typing.Optional[typing.Mapping[str, typing.Tuple[str, bool]]] = None,
) -> QueryPairs:
    """
    The pairs of a query string. ``None`` values are left out; lists repeat the name
    (``form`` with ``explode``) or join their items (``form`` without ``explode``, ``pipeDelimited``,
    ``spaceDelimited``); objects are ``name[key]=value`` (``deepObject``) or their keys (``form``).

    Example::

        query_pairs({"tag": ["a", "b"], "limit": 5})  # [("tag", "a"), ("tag", "b"), ("limit", "5")]
    """
    pairs: QueryPairs = []
    for name, raw in params.items():
        if raw is None:
            continue
        style, explode = (styles or {}).get(name, ("form", True))
        value: typing.Any = raw if isinstance(raw, (list, tuple, dict)) else to_jsonable(raw)  # pyright: ignore[reportUnknownVariableType]
        if isinstance(value, (list, tuple)):
            items = [to_text(item) for item in typing.cast(typing.Sequence[typing.Any], value) if item is not None]
            if style == "pipeDelimited":
                pairs.append((name, "|".join(items)))
            elif style == "spaceDelimited":
                pairs.append((name, " ".join(items)))
            elif explode:
                pairs.extend((name, item) for item in items)
            else:
                pairs.append((name, ",".join(items)))
        elif isinstance(value, dict):
            entries = to_jsonable(value)
            if style == "deepObject":
                _deep_object(pairs, name, entries)
            elif explode:
                pairs.extend((key, _scalar(item)) for key, item in entries.items() if item is not None)
            else:
                pairs.append(
                    (name, ",".join(f"{key},{_scalar(item)}" for key, item in entries.items() if item is not None))
                )
        else:
            pairs.append((name, _scalar(raw)))
    return pairs


def _scalar(value: typing.Any) -> str:
    if isinstance(value, (dict, list)):
        return json.dumps(to_jsonable(value), separators=(",", ":"))
    return to_text(value)


def _deep_object(pairs: QueryPairs, prefix: str, value: typing.Any) -> None:
    if isinstance(value, dict):
        for key, item in typing.cast(typing.Dict[str, typing.Any], value).items():
            _deep_object(pairs, f"{prefix}[{key}]", item)
    elif isinstance(value, list):
        entries: typing.List[typing.Any] = value  # pyright: ignore[reportUnknownVariableType]
        for item in entries:
            _deep_object(pairs, f"{prefix}[]", item)
    elif value is not None:
        pairs.append((prefix, to_text(value)))


def encode_form(body: typing.Mapping[str, typing.Any], json_nested: bool = False) -> str:
    """An ``application/x-www-form-urlencoded`` body; nested values as JSON text when ``json_nested``."""
    if json_nested:
        pairs = [
            (
                key,
                json.dumps(to_jsonable(value), separators=(",", ":"))
                if isinstance(to_jsonable(value), (dict, list))
                else to_text(value),
            )
            for key, value in body.items()
            if value is not None
        ]
    else:
        pairs = query_pairs(
            body, {key: ("deepObject", True) for key, value in body.items() if isinstance(to_jsonable(value), dict)}
        )
    return urllib.parse.urlencode(pairs)


def cookie_header(cookies: typing.Iterable[typing.Tuple[str, typing.Optional[str]]]) -> typing.Optional[str]:
    """
    One ``Cookie`` header: names outside the RFC 6265 token characters and every value are
    percent-encoded, so no value can add a ``;``, an attribute or another cookie.
    """
    parts = [
        f"{_cookie_name(name)}={urllib.parse.quote(value, safe='')}" for name, value in cookies if value is not None
    ]
    return "; ".join(parts) if parts else None


_TOKEN = frozenset("!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")


def _cookie_name(name: str) -> str:
    if name != "" and all(ch in _TOKEN for ch in name):
        return name
    return urllib.parse.quote(name, safe="")

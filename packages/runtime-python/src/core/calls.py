"""Small helpers the generated endpoint methods call: paths, bodies, uploads, pages, events."""

from __future__ import annotations

import dataclasses
import json
import typing

from .client_core import EndpointRequest
from .files import HttpxFile, to_upload
from .http_client import RawResponse
from .http_response import HttpResponse
from .query import encode_path_param
from .serialization import parse_obj_as
from .sse import SseEvent

T = typing.TypeVar("T")


def format_path(template: str, values: typing.Mapping[str, typing.Any]) -> str:
    """
    ``template`` with each ``{name}`` replaced by its value, percent-encoded as one segment.

    Example::

        format_path("pets/{pet_id}", {"pet_id": "a/b"})  # "pets/a%2Fb"
    """
    out = template
    for name, value in values.items():
        if value is None:
            raise TypeError(f"Path parameter {name!r} is None: {template}")
        out = out.replace("{" + name + "}", encode_path_param(value))
    return out


def body_of(
    required: typing.Mapping[str, typing.Any], optional: typing.Mapping[str, typing.Any]
) -> typing.Dict[str, typing.Any]:
    """A request body from its properties: every required one, and the optional ones given."""
    body = dict(required)
    body.update((key, value) for key, value in optional.items() if value is not None)
    return body


def uploads(name: str, value: typing.Any, single: bool = False) -> typing.List[typing.Tuple[str, HttpxFile]]:
    """The multipart parts of an optional upload (one file) or of a list of uploads."""
    if value is None:
        return []
    if single:
        return [(name, to_upload(value, name))]
    if not isinstance(value, (list, tuple)):
        raise TypeError(f"File upload {name!r} expects a list of files, got {type(value).__name__}")
    items = typing.cast(typing.Sequence[object], value)
    return [(name, to_upload(item, name)) for item in items]


def respond(data: T, response: RawResponse) -> HttpResponse[T]:
    """``data`` with the status, headers and URL of the response it came from."""
    return HttpResponse(data, response.status_code, response.headers, response.url)


def parse_json(body: typing.Union[str, bytes]) -> typing.Any:
    """The JSON of a webhook body."""
    return json.loads(body)


def parse_event(
    event: SseEvent, type_: typing.Any, by_event: typing.Optional[typing.Mapping[str, typing.Any]] = None
) -> typing.Any:
    """
    The value of one server-sent event: its ``data`` parsed as JSON (kept as text when it is not
    JSON) into the type its ``event`` name selects, else into ``type_``.
    """
    text = event.data if event.data is not None else ""
    try:
        data: typing.Any = json.loads(text)
    except ValueError:
        data = text
    target = by_event.get(event.event, type_) if by_event is not None and event.event is not None else type_
    return parse_obj_as(target, data)


def with_query(endpoint: EndpointRequest, name: str, value: typing.Any) -> EndpointRequest:
    """The same call with one query parameter set (the next page's cursor or offset)."""
    return dataclasses.replace(endpoint, query={**endpoint.query, name: value})


def with_url(endpoint: EndpointRequest, url: typing.Any) -> EndpointRequest:
    """The same call to a URL a response gave (the next page), without the first call's query."""
    return dataclasses.replace(endpoint, url=str(url), query={})


def next_page_number(endpoint: EndpointRequest, name: str) -> int:
    """The page after the one ``endpoint`` asked for (pages count from 1)."""
    current = endpoint.query.get(name)
    return (int(current) if current is not None else 1) + 1


def next_offset(endpoint: EndpointRequest, name: str, received: int) -> int:
    """The offset after the items received."""
    current = endpoint.query.get(name)
    return (int(current) if current is not None else 0) + received

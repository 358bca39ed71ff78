"""Unit tests of the runtime core's pure parts; the wire behaviour is tested through generated SDKs."""

from __future__ import annotations

import math
import typing

import pydantic
import pytest

from core import (
    CoreError,
    ForwardCompatibleEnum,
    UniversalBaseModel,
    format_server_url,
    parse_obj_as,
    to_jsonable,
    to_upload,
)
from core.query import cookie_header, encode_form, query_pairs
from core.redact import RequestSecrets, redact_text, redact_url
from core.retry import RetryPolicy, decide_retry, delay_from_headers
from core.settings import assert_request_settings
from core.sse import SseDecoder, StreamSettings


class Color(ForwardCompatibleEnum):
    RED = "red"


class Pet(UniversalBaseModel):
    pet_id: str = pydantic.Field(validation_alias="petId", serialization_alias="petId")
    nickname: typing.Optional[str] = None
    color: typing.Optional[Color] = None


def test_retry_checks_limit_method_status_then_retry_after() -> None:
    policy = RetryPolicy(max_retries=2)
    ask = dict(policy=policy, now=0.0, rand=lambda: 0.5)
    assert not decide_retry(retries_done=2, method="GET", idempotent=False, outcome="response", status=500, **ask).retry
    assert not decide_retry(
        retries_done=0, method="POST", idempotent=False, outcome="response", status=500, **ask
    ).retry
    assert decide_retry(retries_done=0, method="POST", idempotent=True, outcome="response", status=500, **ask).retry
    assert not decide_retry(retries_done=0, method="GET", idempotent=False, outcome="response", status=404, **ask).retry
    assert not decide_retry(retries_done=0, method="GET", idempotent=False, outcome="timeout", **ask).retry
    waited = decide_retry(retries_done=1, method="GET", idempotent=False, outcome="network", **ask)
    assert waited.retry and waited.delay == 2.0
    capped = decide_retry(
        retries_done=0,
        method="GET",
        idempotent=False,
        outcome="response",
        status=429,
        headers={"retry-after": "600"},
        **ask,
    )
    assert capped.delay == policy.max_delay


def test_retry_after_reads_seconds_and_http_dates() -> None:
    assert delay_from_headers({"retry-after": "2.5"}, 0.0) == 2.5
    assert delay_from_headers({"retry-after": "Thu, 01 Jan 1970 00:00:10 GMT"}, 4.0) == 6.0
    assert delay_from_headers({"x-ratelimit-reset": "100"}, 90.0) == 10.0
    assert delay_from_headers({"retry-after": "soon"}, 0.0) is None


def test_sse_decoder_joins_data_lines_across_chunks_with_each_event_s_own_fields() -> None:
    decoder = SseDecoder()
    assert decoder.push(b"id: 7\nretry: 250\ndata: a") == []
    events = decoder.push(b"\ndata: b\n\n: comment\n\nevent: x\r\ndata: c\r\n\r\n")
    assert [(e.data, e.id, e.retry, e.event) for e in events] == [("a\nb", "7", 250, None), ("c", None, None, "x")]


def test_sse_decoder_refuses_an_event_over_the_limit() -> None:
    decoder = SseDecoder(max_event_bytes=8)
    with pytest.raises(CoreError, match="Stream event too large"):
        decoder.push(b"data: " + b"x" * 32)


def test_stream_settings_reject_invalid_limits() -> None:
    with pytest.raises(CoreError, match="Invalid max_reconnection_attempts"):
        StreamSettings("GET /x", max_reconnection_attempts=-1).check()


@pytest.mark.parametrize(
    ("name", "value"),
    [("timeout", 0), ("timeout", math.nan), ("max_retries", 1.5), ("max_retries", True), ("max_response_bytes", 0)],
)
def test_invalid_settings_are_errors_naming_the_setting(name: str, value: object) -> None:
    with pytest.raises(CoreError, match=f"Invalid {name}"):
        assert_request_settings({name: value}, "Acme options")


def test_valid_settings_pass() -> None:
    assert_request_settings({"timeout": math.inf, "max_retries": 0, "max_response_bytes": math.inf}, "Acme options")


def test_server_urls_fill_variables_then_defaults() -> None:
    url = format_server_url("https://{region}.{env}.example.com/{v}", {"region": "eu", "env": None}, {"env": "prod"})
    assert url == "https://eu.prod.example.com/{v}"


def test_models_keep_unset_fields_off_the_wire_and_send_explicit_nulls() -> None:
    assert to_jsonable(Pet(pet_id="p1")) == {"petId": "p1"}
    assert to_jsonable(Pet(pet_id="p1", nickname=None)) == {"petId": "p1", "nickname": None}
    parsed = parse_obj_as(Pet, {"petId": "p2", "extra": 1, "color": "teal"})
    assert parsed.pet_id == "p2" and parsed.model_extra == {"extra": 1}


def test_enums_accept_unknown_values() -> None:
    assert Color("red") is Color.RED
    unknown = Color("teal")
    assert unknown.value == "teal" and isinstance(unknown, Color) and str(unknown) == "teal"


def test_query_pairs_follow_the_styles() -> None:
    pairs = query_pairs(
        {"tag": ["a", "b"], "ids": [1, 2], "f": {"x": 1}, "skip": None, "flag": True},
        {"ids": ("form", False), "f": ("deepObject", True)},
    )
    assert pairs == [("tag", "a"), ("tag", "b"), ("ids", "1,2"), ("f[x]", "1"), ("flag", "true")]
    assert encode_form({"a": "x y", "n": {"k": 1}}, json_nested=True) == "a=x+y&n=%7B%22k%22%3A1%7D"
    assert cookie_header([("a", "1"), ("b", None)]) == "a=1"


def test_secrets_are_redacted_from_text_and_urls() -> None:
    secrets = RequestSecrets(query_parameters=("key",), values=("s3cret-value",))
    assert "s3cret-value" not in redact_text("failed with s3cret-value", secrets)
    assert "hunter2" not in redact_url("https://api.example.com/x?key=hunter2&page=2", secrets)


def test_uploads_name_the_accepted_types() -> None:
    assert to_upload(("a.txt", b"hi", "text/plain"), "file") == ("a.txt", b"hi", "text/plain")
    with pytest.raises(TypeError, match="File upload 'file' got str"):
        to_upload("not bytes", "file")

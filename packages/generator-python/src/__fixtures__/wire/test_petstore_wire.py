"""The Petstore SDK against a real server: every assertion is about what arrived on the wire."""

from __future__ import annotations

import datetime as dt
import io
import logging
import re
import typing

import pytest
from conftest import Waits, WireServer, collect, invoke

import petstore_sdk
from petstore_sdk import types

UUID4 = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
PET = {"pet_id": "p1", "name": "Rex", "class": "mammal", "x-weird key": "w", "status": "available"}


def make(mode: str, server: WireServer, **options: typing.Any) -> typing.Any:
    settings: typing.Dict[str, typing.Any] = {"base_url": server.url, "token": "secret-token", "max_retries": 0}
    settings.update(options)
    cls = petstore_sdk.Petstore if mode == "sync" else petstore_sdk.AsyncPetstore
    return cls(**settings)


async def test_base_url_is_used_as_given(mode: str, server: WireServer) -> None:
    server.reply("GET", "/pets/p1", json_body=PET)
    await invoke(make(mode, server, region="eu").pets.get_pet, "p1")
    assert server.requests[0].path == "/pets/p1"


async def test_environment_is_formatted_with_variables_and_defaults(mode: str, server: WireServer) -> None:
    server.reply("GET", "/us/prod/pets/p1", json_body=PET)
    client = make(mode, server, base_url=None, port=str(server.port))
    await invoke(client.pets.get_pet, "p1")
    assert server.requests[0].path == "/us/prod/pets/p1"


async def test_a_reserved_variable_name_takes_the_server_url_prefix(mode: str, server: WireServer) -> None:
    server.reply("GET", "/eu/beta/pets/p1", json_body=PET)
    client = make(mode, server, base_url=None, port=str(server.port), region="eu", server_url_environment="beta")
    await invoke(client.pets.get_pet, "p1")
    assert server.requests[0].path == "/eu/beta/pets/p1"


async def test_a_custom_environment_value_is_never_formatted(mode: str, server: WireServer) -> None:
    server.reply("GET", "/custom/pets/p1", json_body=PET)
    client = make(mode, server, base_url=None, environment=f"{server.url}/custom")
    await invoke(client.pets.get_pet, "p1")
    assert server.requests[0].path == "/custom/pets/p1"


async def test_models_use_wire_names_both_ways(mode: str, server: WireServer) -> None:
    server.reply("POST", "/pets", 201, {**PET, "born_at": "2024-05-01T10:00:00Z", "status": "adopted-elsewhere"})
    pet = await invoke(make(mode, server).pets.create_pet, name="Rex", status=types.PetStatus.AVAILABLE, tag_list=["a"])
    assert server.requests[0].json() == {"name": "Rex", "status": "available", "tag_list": ["a"]}
    assert pet.class_ == "mammal" and pet.x_weird_key == "w"
    assert pet.born_at == dt.datetime(2024, 5, 1, 10, 0, tzinfo=dt.timezone.utc)
    assert pet.status.value == "adopted-elsewhere"


async def test_query_parameters_headers_and_request_options(mode: str, server: WireServer) -> None:
    server.reply("GET", "/pets", json_body={"items": []})
    pager = await invoke(
        make(mode, server).pets.list_pets,
        limit=5,
        status=[types.PetStatus.AVAILABLE, types.PetStatus.SOLD],
        request_options={"additional_headers": {"X-Extra": "1"}, "additional_query_parameters": {"debug": "true"}},
    )
    assert pager.items == []
    request = server.requests[0]
    assert request.query == {"limit": ["5"], "status": ["available", "sold"], "debug": ["true"]}
    assert request.headers["x-extra"] == "1"


async def test_additional_body_parameters_override_keys(mode: str, server: WireServer) -> None:
    server.reply("POST", "/pets", 201, PET)
    await invoke(
        make(mode, server).pets.create_pet,
        name="Rex",
        request_options={"additional_body_parameters": {"name": "Max", "extra": True}},
    )
    assert server.requests[0].json() == {"name": "Max", "extra": True}


async def test_form_bodies_use_wire_names(mode: str, server: WireServer) -> None:
    server.reply("POST", "/pets/search", json_body=[PET])
    pets = await invoke(make(mode, server).pets.search_pets, full_name="Ann Lee", email="a@b.c")
    assert pets[0].name == "Rex"
    assert server.requests[0].headers["content-type"] == "application/x-www-form-urlencoded"
    assert server.requests[0].body == b"full_name=Ann+Lee&email=a%40b.c"


async def test_multipart_uploads_send_files_and_fields(mode: str, server: WireServer) -> None:
    server.reply("POST", "/pets/p1/photo", json_body=PET)
    await invoke(
        make(mode, server).pets.upload_photo,
        "p1",
        file=("rex.png", b"PNG!", "image/png"),
        caption="hi",
        extra_files=[io.BytesIO(b"one")],
    )
    request = server.requests[0]
    assert request.headers["content-type"].startswith("multipart/form-data; boundary=")
    assert b'name="caption"\r\n\r\nhi\r\n' in request.body
    assert b'name="file"; filename="rex.png"\r\nContent-Type: image/png\r\n\r\nPNG!' in request.body
    assert b'name="extra_files"' in request.body and b"one" in request.body


async def test_a_none_file_raises_a_type_error_naming_the_types(mode: str, server: WireServer) -> None:
    with pytest.raises(TypeError, match="File upload 'file' is None: expected bytes, a binary file object"):
        await invoke(make(mode, server).pets.upload_photo, "p1", file=None)
    assert server.requests == []


async def test_downloads_as_a_stream_or_as_bytes_and_text(mode: str, server: WireServer) -> None:
    server.reply("GET", "/pets/p1/photo", chunks=[b"ab", b"cd"], headers={"Content-Type": "image/png"})
    server.reply("GET", "/pets/p1/photo/bytes", body=b"\x00\x01")
    server.reply("GET", "/pets/p1/name", body=b"Rex")
    client = make(mode, server)
    assert b"".join(await collect(await invoke(client.pets.download_photo, "p1"))) == b"abcd"
    assert await invoke(client.pets.download_photo_bytes, "p1") == b"\x00\x01"
    assert await invoke(client.pets.get_pet_name, "p1") == "Rex"


async def test_binary_request_bodies_are_sent_as_they_are(mode: str, server: WireServer) -> None:
    server.reply("PUT", "/pets/p1/raw", status=204)
    await invoke(make(mode, server).pets.put_raw, "p1", request=b"\xff\x00raw")
    assert server.requests[0].body == b"\xff\x00raw"
    assert server.requests[0].headers["content-type"] == "application/octet-stream"


async def test_discriminated_and_undiscriminated_unions(mode: str, server: WireServer) -> None:
    server.reply("POST", "/pets/classify", json_body="just-an-id")
    result = await invoke(make(mode, server).pets.classify, request=types.AnimalCat(pet_name="Tom", lives_left=9))
    assert server.requests[0].json() == {"animal_type": "cat", "pet_name": "Tom", "lives_left": 9}
    assert result == "just-an-id"


async def test_with_raw_response_gives_status_and_headers(mode: str, server: WireServer) -> None:
    server.reply("GET", "/pets/p1", json_body=PET, headers={"X-Rate": "7"})
    raw = await invoke(make(mode, server).pets.with_raw_response.get_pet, "p1")
    assert raw.status_code == 200 and raw.headers["x-rate"] == "7" and raw.data.name == "Rex"


async def test_cursor_pagination_iterates_items_and_pages(mode: str, server: WireServer) -> None:
    server.reply("GET", "/pets", json_body={"items": [PET], "next_cursor": "c2"})
    server.reply("GET", "/pets", json_body={"items": [{**PET, "pet_id": "p2"}]})
    pager = await invoke(make(mode, server).pets.list_pets, limit=1)
    ids = [pet.pet_id for pet in await collect(pager)]
    assert ids == ["p1", "p2"]
    assert [r.query.get("cursor") for r in server.requests] == [None, ["c2"]]
    assert [r.query["limit"] for r in server.requests] == [["1"], ["1"]]


async def test_sse_streams_until_the_terminator(mode: str, server: WireServer) -> None:
    events = [b'data: {"delta_text": "he"}\n\n', b'data: {"delta_text": "llo"}\n\ndata: [DONE]\n\n', b'data: {"delta_text": "x"}\n\n']
    server.reply("POST", "/chat/stream", chunks=events, headers={"Content-Type": "text/event-stream"})
    stream = await invoke(make(mode, server).chat.stream, full_name="Ann")
    assert [event.delta_text for event in await collect(stream)] == ["he", "llo"]


async def test_sse_events_parse_by_their_event_name(mode: str, server: WireServer) -> None:
    body = [b'event: owner\ndata: {"full_name": "Ann"}\n\n', b'event: delta\ndata: {"delta_text": "hi"}\n\n']
    server.reply("GET", "/chat/updates", chunks=body)
    events = await collect(await invoke(make(mode, server).chat.updates))
    assert isinstance(events[0], types.Owner) and events[0].full_name == "Ann"
    assert isinstance(events[1], types.ChatEvent) and events[1].delta_text == "hi"


async def test_a_resumable_stream_reconnects_with_last_event_id(mode: str, server: WireServer, waits: Waits) -> None:
    server.reply("POST", "/chat/stream", chunks=[b'id: 1\nretry: 90000\ndata: {"delta_text": "a"}\n\n'])
    server.reply("POST", "/chat/stream", chunks=[b'id: 1\ndata: {"delta_text": "a"}\n\nid: 2\ndata: {"delta_text": "b"}\n\ndata: [DONE]\n\n'])
    stream = await invoke(make(mode, server).chat.stream, full_name="Ann")
    assert [event.delta_text for event in await collect(stream)] == ["a", "b"]
    assert server.requests[1].headers["last-event-id"] == "1"
    assert waits.seconds == [30.0]


async def test_json_lines_split_across_chunks_until_the_terminator(mode: str, server: WireServer) -> None:
    server.reply("GET", "/chat/log", chunks=[b'{"delta_text": "a"}\n{"delta', b'_text": "b"}\n[END]\n{"delta_text": "c"}\n'])
    lines = await collect(await invoke(make(mode, server).chat.log))
    assert [line.delta_text for line in lines] == ["a", "b"]


async def test_credentials_never_reach_the_logs(mode: str, server: WireServer, caplog: pytest.LogCaptureFixture) -> None:
    server.reply("GET", "/pets/p1", 500, {"error": "boom"})
    logger = logging.getLogger("wire-test")
    caplog.set_level(logging.DEBUG, logger="wire-test")
    with pytest.raises(petstore_sdk.ApiError):
        await invoke(make(mode, server, logger=logger).pets.get_pet, "p1")
    assert caplog.records
    assert "secret-token" not in caplog.text


async def test_global_and_platform_headers(mode: str, server: WireServer) -> None:
    server.reply("GET", "/pets/p1", json_body=PET)
    await invoke(make(mode, server, x_tenant="acme").pets.get_pet, "p1")
    headers = server.requests[0].headers
    assert headers["x-api-version"] == "2024-01-01" and headers["x-tenant"] == "acme"
    assert headers["x-bracken-language"] == "python" and headers["x-bracken-sdk-name"] == "petstore-sdk"
    assert headers["x-bracken-sdk-version"] == "1.2.3" and headers["x-bracken-runtime"] == "python"


async def test_a_generated_idempotency_key_is_reused_on_a_retry(mode: str, server: WireServer, waits: Waits) -> None:
    server.reply("POST", "/pets", 503, {"error": "busy"})
    server.reply("POST", "/pets", 201, PET)
    await invoke(make(mode, server, max_retries=1).pets.create_pet, name="Rex")
    keys = [r.headers["idempotency-key"] for r in server.requests]
    assert len(keys) == 2 and keys[0] == keys[1] and UUID4.match(keys[0])
    assert len(waits.seconds) == 1


async def test_a_caller_key_wins(mode: str, server: WireServer) -> None:
    server.reply("POST", "/pets", 201, PET)
    client = make(mode, server)
    await invoke(client.pets.create_pet, name="Rex", request_options={"idempotency_key": "mine"})
    await invoke(client.pets.create_pet, name="Rex", request_options={"additional_headers": {"idempotency-key": "header"}})
    assert [r.headers["idempotency-key"] for r in server.requests] == ["mine", "header"]


async def test_no_idempotency_key_on_get(mode: str, server: WireServer) -> None:
    server.reply("GET", "/pets/p1", json_body=PET)
    await invoke(make(mode, server).pets.get_pet, "p1")
    assert "idempotency-key" not in server.requests[0].headers


async def test_a_declared_error_is_raised_with_its_parsed_body(mode: str, server: WireServer) -> None:
    server.reply("GET", "/pets/p1", 404, {"error_code": "missing", "detail": "no pet"})
    with pytest.raises(petstore_sdk.errors.NotFoundError) as raised:
        await invoke(make(mode, server).pets.get_pet, "p1")
    assert raised.value.status_code == 404 and raised.value.body.error_code == "missing"
    assert isinstance(raised.value, petstore_sdk.ApiError)


async def test_an_undeclared_status_raises_the_base_error_without_the_token(mode: str, server: WireServer) -> None:
    server.reply("GET", "/pets/p1", 418, {"error": "teapot"}, headers={"X-Why": "tea"})
    with pytest.raises(petstore_sdk.ApiError) as raised:
        await invoke(make(mode, server).pets.get_pet, "p1")
    assert raised.value.status_code == 418 and raised.value.body == {"error": "teapot"}
    assert raised.value.headers["x-why"] == "tea"
    assert "secret-token" not in str(raised.value) and "secret-token" not in repr(raised.value.__dict__)


async def test_5xx_is_retried_up_to_max_retries_honouring_retry_after(mode: str, server: WireServer, waits: Waits) -> None:
    server.reply("GET", "/pets/p1", 503, {"error": "busy"}, headers={"Retry-After": "3"})
    with pytest.raises(petstore_sdk.ApiError):
        await invoke(make(mode, server, max_retries=2).pets.get_pet, "p1")
    assert len(server.requests) == 3
    assert waits.seconds == [3.0, 3.0]


async def test_a_request_option_overrides_max_retries(mode: str, server: WireServer, waits: Waits) -> None:
    server.reply("GET", "/pets/p1", 500, {"error": "boom"})
    with pytest.raises(petstore_sdk.ApiError):
        await invoke(make(mode, server, max_retries=3).pets.get_pet, "p1", request_options={"max_retries": 1})
    assert len(server.requests) == 2


async def test_timeouts_raise_the_timeout_error_and_a_request_option_overrides(mode: str, server: WireServer) -> None:
    server.reply("GET", "/pets/p1", json_body=PET, delay=0.5)
    client = make(mode, server, timeout=0.1)
    with pytest.raises(petstore_sdk.ApiTimeoutError):
        await invoke(client.pets.get_pet, "p1")
    pet = await invoke(client.pets.get_pet, "p1", request_options={"timeout_in_seconds": 5})
    assert pet.name == "Rex"


async def test_the_bearer_token_comes_from_its_environment_variable(
    mode: str, server: WireServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PETSTORE_TOKEN", "from-env")
    server.reply("GET", "/pets/p1", json_body=PET)
    await invoke(make(mode, server, token=None).pets.get_pet, "p1")
    assert server.requests[0].headers["authorization"] == "Bearer from-env"


async def test_a_token_supplier_is_called_on_every_request(mode: str, server: WireServer) -> None:
    server.reply("GET", "/pets/p1", json_body=PET)
    tokens = iter(["one", "two"])
    client = make(mode, server, token=lambda: next(tokens))
    await invoke(client.pets.get_pet, "p1")
    await invoke(client.pets.get_pet, "p1")
    assert [r.headers["authorization"] for r in server.requests] == ["Bearer one", "Bearer two"]


def test_construction_fails_without_a_credential_naming_option_and_variable(
    mode: str, server: WireServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("PETSTORE_TOKEN", raising=False)
    with pytest.raises(petstore_sdk.CoreError, match=r"token= \(or the PETSTORE_TOKEN environment variable\)"):
        make(mode, server, token=None)


async def test_unsecured_endpoints_get_no_credentials(mode: str, server: WireServer) -> None:
    server.reply("POST", "/oauth/token", json_body={"access_token": "t"})
    await invoke(make(mode, server).auth.get_token, client_id="id", client_secret="s", grant_type="client_credentials")
    assert "authorization" not in server.requests[0].headers


async def test_credentials_never_follow_a_redirect_to_another_origin(
    mode: str, server: WireServer, other_server: WireServer
) -> None:
    server.reply("GET", "/pets/p1", 302, headers={"Location": f"{other_server.url}/elsewhere"})
    other_server.reply("GET", "/elsewhere", json_body=PET)
    pet = await invoke(make(mode, server).pets.get_pet, "p1")
    assert pet.name == "Rex"
    assert server.requests[0].headers["authorization"] == "Bearer secret-token"
    assert "authorization" not in other_server.requests[0].headers


async def test_a_response_over_the_limit_is_refused(mode: str, server: WireServer) -> None:
    server.reply("GET", "/pets/p1/name", body=b"x" * 2048)
    with pytest.raises(petstore_sdk.ApiError, match="Response body too large"):
        await invoke(make(mode, server, max_response_bytes=1024).pets.get_pet_name, "p1")


def test_invalid_settings_are_errors(mode: str, server: WireServer) -> None:
    with pytest.raises(petstore_sdk.CoreError, match=r"Invalid max_retries \(-1\)"):
        make(mode, server, max_retries=-1)
    with pytest.raises(petstore_sdk.CoreError, match=r"Invalid timeout \(nan\)"):
        make(mode, server, timeout=float("nan"))

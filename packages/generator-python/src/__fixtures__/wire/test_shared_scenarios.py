"""The behaviours every generated SDK shares, from the one table the TypeScript wire tests run too."""

from __future__ import annotations

import enum
import json
import pathlib
import re
import typing

import pytest
from conftest import Waits, WireServer, invoke

import petstore_sdk

TABLE = pathlib.Path(__file__).resolve().parents[4] / "generator-typescript" / "src" / "__fixtures__" / "wire-scenarios.json"
SCENARIOS: typing.List[typing.Dict[str, typing.Any]] = json.loads(TABLE.read_text(encoding="utf-8"))["scenarios"]
UUID4 = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
OPTION_NAMES = {
    "headers": "additional_headers",
    "query": "additional_query_parameters",
    "body": "additional_body_parameters",
    "maxRetries": "max_retries",
    "idempotencyKey": "idempotency_key",
}


def snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()


def plain(value: typing.Any) -> typing.Any:
    return value.value if isinstance(value, enum.Enum) else value


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["name"] for s in SCENARIOS])
async def test_shared_scenario(mode: str, server: WireServer, waits: Waits, scenario: typing.Dict[str, typing.Any]) -> None:
    call = scenario["call"]
    route = scenario["route"]
    for reply in scenario["replies"]:
        server.reply(route["method"], route["path"], reply["status"], reply.get("json"), headers=reply.get("headers"))
    settings: typing.Dict[str, typing.Any] = {"base_url": server.url, "token": "secret-token", "max_retries": 0}
    settings.update({snake(k): v for k, v in scenario.get("client", {}).items()})
    client = (petstore_sdk.Petstore if mode == "sync" else petstore_sdk.AsyncPetstore)(**settings)
    method = getattr(getattr(client, snake(call["service"])), snake(call["method"]))
    kwargs = {snake(k): v for k, v in call.get("params", {}).items()}
    if "options" in call:
        kwargs["request_options"] = {OPTION_NAMES[k]: v for k, v in call["options"].items()}
    expect = scenario["expect"]
    if "error" in expect:
        with pytest.raises(petstore_sdk.ApiError) as raised:
            await invoke(method, *call.get("path", []), **kwargs)
        error = expect["error"]
        assert raised.value.status_code == error["status"]
        if "declared" in error:
            assert type(raised.value).__name__ == error["declared"]
        for key, value in error.get("body", {}).items():
            assert plain(getattr(raised.value.body, snake(key))) == value
    else:
        result = await invoke(method, *call.get("path", []), **kwargs)
        for key, value in expect.get("result", {}).items():
            assert plain(getattr(result, snake(key))) == value
    if "requestCount" in expect:
        assert len(server.requests) == expect["requestCount"]
    for want, got in zip(expect.get("requests", []), server.requests):
        assert (got.method, got.path) == (want["method"], want["path"])
        if "query" in want:
            assert got.query == want["query"]
        for name, value in want.get("headers", {}).items():
            assert got.headers.get(name, "").split(";")[0] == value
        for name in want.get("absentHeaders", []):
            assert name not in got.headers
        if "json" in want:
            assert got.json() == want["json"]
    if "sameUuidHeader" in expect:
        values = {r.headers.get(expect["sameUuidHeader"]) for r in server.requests}
        assert len(values) == 1 and UUID4.match(values.pop() or "")


"""The auth variants against a real server: basic with omit, prefixed headers, OAuth, any and all, webhooks."""

from __future__ import annotations

import base64
import hashlib
import hmac
import typing

import all_sdk
import any_sdk
import basic_sdk
import pytest
from conftest import WireServer, invoke

ITEM = {"item_id": "i1"}


def pick(mode: str, module: typing.Any) -> typing.Any:
    return module.AuthDemo if mode == "sync" else module.AsyncAuthDemo


async def test_basic_with_an_omitted_password_sends_username_and_colon(mode: str, server: WireServer) -> None:
    server.reply("GET", "/items", json_body=[ITEM])
    client = pick(mode, basic_sdk)(base_url=server.url, username="ann", max_retries=0)
    items = await invoke(client.items.list_items)
    assert items[0].item_id == "i1"
    assert server.requests[0].headers["authorization"] == "Basic " + base64.b64encode(b"ann:").decode()


def test_basic_without_a_username_fails_at_construction(mode: str, server: WireServer) -> None:
    with pytest.raises(basic_sdk.CoreError, match="username="):
        pick(mode, basic_sdk)(base_url=server.url)


async def test_any_sends_the_first_scheme_with_a_credential_and_its_prefix(
    mode: str, server: WireServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AUTH_DEMO_KEY", "k-env")
    server.reply("GET", "/api/us/items", json_body=[])
    client = pick(mode, any_sdk)(port=str(server.port), max_retries=0)
    await invoke(client.items.list_items)
    assert server.requests[0].headers["x-api-key"] == "Token k-env"
    assert "authorization" not in server.requests[0].headers


async def test_multi_host_environments_format_each_host(mode: str, server: WireServer) -> None:
    server.reply("POST", "/uploads/eu/items", json_body=ITEM)
    client = pick(mode, any_sdk)(port=str(server.port), region="eu", x_api_key="k", max_retries=0)
    await invoke(client.items.create_item, item_id="i1")
    assert server.requests[0].path == "/uploads/eu/items"
    assert server.requests[0].headers["x-idempotency"]


async def test_oauth_fetches_a_token_with_grant_type_and_refreshes_after_a_401(mode: str, server: WireServer) -> None:
    server.reply("POST", "/api/us/oauth/token", json_body={"access_token": "t1", "expires_in": 3600, "refresh_token": "r1"})
    server.reply("POST", "/api/us/oauth/refresh", json_body={"access_token": "t2", "expires_in": 3600})
    server.reply("GET", "/api/us/items", 401, {"error": "expired"})
    server.reply("GET", "/api/us/items", json_body=[ITEM])
    client = pick(mode, any_sdk)(port=str(server.port), client_id="id", client_secret="secret", max_retries=0)
    items = await invoke(client.items.list_items)
    assert items[0].item_id == "i1"
    token_request = server.requests[0].json()
    assert token_request["grant_type"] == "client_credentials" and token_request["client_id"] == "id"
    assert token_request["scope"] == "pets:read"
    paths = [(r.path, r.headers.get("authorization")) for r in server.requests]
    assert paths[1:] == [
        ("/api/us/items", "Bearer t1"),
        ("/api/us/oauth/refresh", None),
        ("/api/us/items", "Bearer t2"),
    ]
    assert server.requests[2].json() == {"refresh_token": "r1", "grant_type": "refresh_token"}


async def test_the_token_endpoint_method_synthesises_grant_type(mode: str, server: WireServer) -> None:
    server.reply("POST", "/api/us/oauth/token", json_body={"access_token": "t"})
    client = pick(mode, any_sdk)(port=str(server.port), x_api_key="k", max_retries=0)
    await invoke(client.auth.get_token, client_id="a", client_secret="b")
    assert server.requests[0].json() == {"grant_type": "client_credentials", "client_id": "a", "client_secret": "b"}


async def test_all_sends_every_scheme_and_the_structured_user_agent(mode: str, server: WireServer) -> None:
    server.reply("GET", "/items", json_body=[])
    client = pick(mode, all_sdk)(base_url=server.url, token="t", x_api_key="k", max_retries=0)
    await invoke(client.items.list_items)
    headers = server.requests[0].headers
    assert headers["authorization"] == "Bearer t" and headers["x-api-key"] == "k"
    assert headers["user-agent"].startswith("all-sdk/1.0.0 ") and " python/" in headers["user-agent"]
    assert "x-bracken-runtime" not in headers


def test_all_requires_every_scheme(mode: str, server: WireServer) -> None:
    with pytest.raises(all_sdk.CoreError, match="x_api_key="):
        pick(mode, all_sdk)(base_url=server.url, token="t")


def test_whitelabel_sends_no_brand_headers() -> None:
    import any_sdk.client as module

    assert "bracken" not in open(module.__file__, encoding="utf-8").read().lower()


def test_webhook_signatures_bind_the_body_hash_and_compare_in_constant_time() -> None:
    body = b'{"item_id": "i1"}'
    signature = "sha256=" + hmac.new(b"whsec", body, hashlib.sha256).hexdigest()
    body_hash = base64.b64encode(hashlib.sha1(body).digest()).decode()
    url = "https://hooks.example.com/in?body_sha1=" + body_hash.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    verify = basic_sdk.webhooks.verify_item_created_signature
    assert verify(secret="whsec", body=body, headers={"X-Signature": signature}, url=url)
    assert not verify(secret="whsec", body=body + b" ", headers={"X-Signature": signature}, url=url)
    assert not verify(secret="whsec", body=body, headers={"X-Signature": signature}, url="https://hooks.example.com/in")
    assert not verify(secret="other", body=body, headers={"X-Signature": signature}, url=url)
    with pytest.raises(basic_sdk.CoreError, match="secret is empty"):
        verify(secret="", body=body, headers={"X-Signature": signature}, url=url)
    assert basic_sdk.webhooks.parse_item_created(body).item_id == "i1"

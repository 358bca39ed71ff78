"""The runtime core of the SDK: HTTP, retries, credentials, streams, pagination, webhooks."""

from .auth import AuthResult, BasicAuth, BearerAuth, HeaderAuth, OAuthClientCredentials, OAuthTokenRequest, Supplier
from .calls import (
    body_of,
    format_path,
    next_offset,
    next_page_number,
    parse_event,
    parse_json,
    respond,
    uploads,
    with_query,
    with_url,
)
from .client_core import (
    AsyncClientCore,
    ClientSettings,
    EndpointRequest,
    SyncClientCore,
    format_server_url,
    raise_for_failure,
)
from .errors import (
    ApiError,
    ApiTimeoutError,
    CoreError,
    StreamError,
    StreamEventTooLargeError,
    WebhookVerificationError,
    is_sdk_error,
)
from .files import File, to_upload
from .http_client import RawResponse
from .http_response import HttpResponse
from .json_lines import aiter_bytes, aiter_json_lines, iter_bytes, iter_json_lines
from .pagination import AsyncPager, SyncPager, pick
from .platform_headers import platform_headers
from .query import encode_path_param
from .request_options import RequestOptions
from .serialization import ForwardCompatibleEnum, UniversalBaseModel, parse_obj_as, to_jsonable
from .sse import AsyncStream, SseEvent, Stream, StreamSettings
from .webhooks import HeadersLike, WebhookSignatureConfig, assert_signature, verify_signature

__all__ = [
    "ApiError",
    "ApiTimeoutError",
    "AsyncClientCore",
    "AsyncPager",
    "AsyncStream",
    "AuthResult",
    "BasicAuth",
    "BearerAuth",
    "ClientSettings",
    "CoreError",
    "EndpointRequest",
    "File",
    "ForwardCompatibleEnum",
    "HeaderAuth",
    "HeadersLike",
    "HttpResponse",
    "OAuthClientCredentials",
    "OAuthTokenRequest",
    "RawResponse",
    "RequestOptions",
    "SseEvent",
    "Stream",
    "StreamError",
    "StreamEventTooLargeError",
    "StreamSettings",
    "Supplier",
    "SyncClientCore",
    "SyncPager",
    "UniversalBaseModel",
    "WebhookSignatureConfig",
    "WebhookVerificationError",
    "aiter_bytes",
    "aiter_json_lines",
    "assert_signature",
    "body_of",
    "encode_path_param",
    "format_path",
    "format_server_url",
    "is_sdk_error",
    "iter_bytes",
    "iter_json_lines",
    "next_offset",
    "next_page_number",
    "parse_event",
    "parse_json",
    "parse_obj_as",
    "pick",
    "platform_headers",
    "raise_for_failure",
    "respond",
    "to_jsonable",
    "to_upload",
    "uploads",
    "verify_signature",
    "with_query",
    "with_url",
]

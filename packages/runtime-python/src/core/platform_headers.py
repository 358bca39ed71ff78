"""The SDK's platform headers and its structured ``User-Agent``."""

from __future__ import annotations

import platform
import sys
import typing
import urllib.parse

_ARCH = {
    "x64": "x86_64",
    "amd64": "x86_64",
    "x86_64": "x86_64",
    "arm64": "arm64",
    "aarch64": "arm64",
    "ia32": "x86",
    "x86": "x86",
    "i386": "x86",
    "i686": "x86",
    "arm": "arm",
}
_OS = {
    "linux": "Linux",
    "darwin": "macOS",
    "macos": "macOS",
    "win32": "Windows",
    "windows": "Windows",
    "freebsd": "FreeBSD",
    "openbsd": "OpenBSD",
    "android": "Android",
    "aix": "AIX",
    "sunos": "SunOS",
}


def normalize_arch(arch: typing.Optional[str]) -> typing.Optional[str]:
    """One name per architecture: ``x64``, ``amd64`` and ``x86_64`` report ``x86_64``."""
    if arch is None or arch.strip() == "":
        return None
    lower = arch.strip().lower()
    return _ARCH.get(lower, lower)


def normalize_os(os_name: typing.Optional[str]) -> typing.Optional[str]:
    """Display name of an OS (``darwin`` is ``macOS``)."""
    if os_name is None or os_name.strip() == "":
        return None
    return _OS.get(os_name.strip().lower(), os_name.strip())


def runtime_version() -> str:
    return platform.python_version()


def build_user_agent(
    sdk_name: str,
    sdk_version: str,
    os_name: typing.Optional[str] = None,
    arch: typing.Optional[str] = None,
    runtime: typing.Optional[str] = "python",
    version: typing.Optional[str] = None,
) -> str:
    """
    ``{sdkName}/{version} ({os}; {arch}) python/{pythonVersion}``, the SDK name
    percent-encoded; the platform group and the runtime are dropped when unknown.

    Example::

        build_user_agent("acme-sdk", "1.0.0", "linux", "amd64", "python", "3.12.1")
        # "acme-sdk/1.0.0 (Linux; x86_64) python/3.12.1"
    """
    agent = f"{urllib.parse.quote(sdk_name, safe='')}/{sdk_version}"
    system = normalize_os(os_name)
    machine = normalize_arch(arch)
    if system is not None and machine is not None:
        agent += f" ({system}; {machine})"
    if runtime and version:
        agent += f" {runtime}/{version}"
    return agent


def platform_headers(
    brand: typing.Optional[str],
    sdk_name: str,
    sdk_version: str,
    *,
    structured_user_agent: bool,
    omit: bool,
) -> typing.Dict[str, str]:
    """
    The headers every request of the SDK carries: ``X-<Brand>-Language``, ``-SDK-Name``,
    ``-SDK-Version`` and the runtime, or a structured ``User-Agent`` in place of the runtime
    headers. ``omit`` sends none; without a brand (whitelabel) only the ``User-Agent`` remains.
    """
    headers: typing.Dict[str, str] = {}
    if omit:
        return headers
    if brand:
        headers[f"X-{brand}-Language"] = "python"
        headers[f"X-{brand}-SDK-Name"] = sdk_name
        headers[f"X-{brand}-SDK-Version"] = sdk_version
        if not structured_user_agent:
            headers[f"X-{brand}-Runtime"] = "python"
            headers[f"X-{brand}-Runtime-Version"] = runtime_version()
    if structured_user_agent:
        headers["User-Agent"] = build_user_agent(
            sdk_name, sdk_version, sys.platform, platform.machine(), "python", runtime_version()
        )
    return headers

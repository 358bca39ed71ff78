"""File uploads."""

from __future__ import annotations

import typing

FileContent = typing.Union[bytes, bytearray, typing.IO[bytes]]
File = typing.Union[
    FileContent,
    typing.Tuple[typing.Optional[str], FileContent],
    typing.Tuple[typing.Optional[str], FileContent, typing.Optional[str]],
]
"""An upload: bytes, a binary file object, or a ``(filename, content[, content_type])`` tuple."""

_EXPECTED = "bytes, a binary file object, or a (filename, content, content_type) tuple"

HttpxFile = typing.Tuple[typing.Optional[str], bytes, typing.Optional[str]]


def _content(value: object, name: str) -> bytes:
    if isinstance(value, (bytes, bytearray)):
        return bytes(value)
    read = getattr(value, "read", None)
    if callable(read):
        data = read()
        if isinstance(data, str):
            raise TypeError(f"File upload {name!r} was opened in text mode: expected {_EXPECTED}")
        if isinstance(data, (bytes, bytearray)):
            return bytes(data)
    raise TypeError(f"File upload {name!r} got {type(value).__name__}: expected {_EXPECTED}")


def to_upload(value: object, name: str) -> HttpxFile:
    """
    The multipart part of an upload, its content read once so that a retry can send it again.
    ``None`` (or any other type) raises ``TypeError`` naming the accepted types.
    """
    if value is None:
        raise TypeError(f"File upload {name!r} is None: expected {_EXPECTED}")
    if isinstance(value, tuple):
        value = typing.cast(typing.Tuple[object, ...], value)
        if len(value) not in (2, 3):
            raise TypeError(f"File upload {name!r} is a tuple of {len(value)}: expected {_EXPECTED}")
        filename = value[0]
        content_type = value[2] if len(value) == 3 else None
        if value[1] is None:
            raise TypeError(f"File upload {name!r} has no content: expected {_EXPECTED}")
        return (
            filename if isinstance(filename, str) else None,
            _content(value[1], name),
            content_type if isinstance(content_type, str) else None,
        )
    filename = getattr(value, "name", None)
    base = filename.replace("\\", "/").rsplit("/", 1)[-1] if isinstance(filename, str) else None
    return (base or name, _content(value, name), None)


def _quoted(text: str) -> str:
    # As browsers write form names: a quote or a line break cannot end the header early.
    return text.replace("\r", "%0D").replace("\n", "%0A").replace('"', "%22")


def encode_multipart(
    fields: typing.Sequence[typing.Tuple[str, str]],
    files: typing.Sequence[typing.Tuple[str, HttpxFile]],
    boundary: str,
) -> typing.Tuple[bytes, str]:
    """A ``multipart/form-data`` body and its ``Content-Type``, fields first, then files."""
    out: typing.List[bytes] = []
    for name, value in fields:
        out.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{_quoted(name)}"\r\n\r\n'.encode())
        out.append(value.encode("utf-8"))
        out.append(b"\r\n")
    for name, (filename, content, content_type) in files:
        disposition = f'form-data; name="{_quoted(name)}"; filename="{_quoted(filename or name)}"'
        kind = _quoted(content_type or "application/octet-stream")
        out.append(f"--{boundary}\r\nContent-Disposition: {disposition}\r\nContent-Type: {kind}\r\n\r\n".encode())
        out.append(content)
        out.append(b"\r\n")
    out.append(f"--{boundary}--\r\n".encode("ascii"))
    return b"".join(out), f"multipart/form-data; boundary={boundary}"

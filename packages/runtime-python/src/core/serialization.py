"""Models and the conversion of values to and from their wire form."""

from __future__ import annotations

import base64
import datetime as dt
import enum
import functools
import typing

import pydantic

T = typing.TypeVar("T")


class UniversalBaseModel(pydantic.BaseModel):
    """
    The base of every generated model: fields are read by wire name or by Python name, keys
    the definition does not declare are kept, and a field left unset is not sent.
    """

    model_config = pydantic.ConfigDict(
        populate_by_name=True, extra="allow", arbitrary_types_allowed=True, protected_namespaces=()
    )

    @pydantic.model_serializer(mode="wrap")
    def _leave_out_unset(
        self, handler: pydantic.SerializerFunctionWrapHandler, info: pydantic.SerializationInfo
    ) -> typing.Any:
        result = handler(self)
        if not isinstance(result, dict):
            return result
        data = typing.cast(typing.Dict[str, typing.Any], result)
        # An optional field nobody set is absent on the wire, while an explicit None is a null.
        for name, field in type(self).model_fields.items():
            if name not in self.model_fields_set and field.default is None:
                alias = field.serialization_alias or field.alias
                key = alias if info.by_alias and alias is not None else name
                data.pop(key, None)
        return data


class ForwardCompatibleEnum(str, enum.Enum):
    """
    The base of an enum that accepts values it does not know: an unknown value becomes a
    member of its own, so a server that adds a value never breaks an older SDK.
    """

    @classmethod
    def _missing_(cls, value: object) -> typing.Any:
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        # Enum reads its members' name and value from these two attributes.
        object.__setattr__(member, "_name_", value)
        object.__setattr__(member, "_value_", value)
        return member

    def __str__(self) -> str:
        return str(self.value)


@functools.cache
def _adapter(type_: typing.Any) -> pydantic.TypeAdapter[typing.Any]:
    return pydantic.TypeAdapter(type_)


def parse_obj_as(type_: typing.Any, value: typing.Any) -> typing.Any:
    """Parses JSON data into ``type_`` (a model, a list, a union, …) by its wire names."""
    try:
        adapter = _adapter(type_)
    except TypeError:
        adapter = pydantic.TypeAdapter(type_)
    return adapter.validate_python(value)


def format_datetime(value: dt.datetime) -> str:
    """ISO 8601, with ``Z`` for UTC."""
    text = value.isoformat()
    return text[:-6] + "Z" if text.endswith("+00:00") else text


def to_jsonable(value: typing.Any) -> typing.Any:
    """
    The JSON form of a request value: models by their wire names (unset fields left out),
    enums by value, ``datetime`` and ``date`` in ISO 8601, ``bytes`` in base64.
    """
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    if isinstance(value, pydantic.BaseModel):
        return value.model_dump(mode="json", by_alias=True)
    if isinstance(value, enum.Enum):
        return to_jsonable(value.value)
    if isinstance(value, dt.datetime):
        return format_datetime(value)
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, (bytes, bytearray)):
        return base64.b64encode(bytes(value)).decode("ascii")
    if isinstance(value, typing.Mapping):
        mapping: typing.Mapping[typing.Any, typing.Any] = value  # pyright: ignore[reportUnknownVariableType]
        return {str(key): to_jsonable(item) for key, item in mapping.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [to_jsonable(item) for item in typing.cast(typing.Iterable[typing.Any], value)]
    return value


def to_text(value: typing.Any) -> str:
    """The text of a path, query, header or cookie value: booleans as ``true``/``false``, dates in ISO 8601."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, enum.Enum):
        return to_text(value.value)
    if isinstance(value, dt.datetime):
        return format_datetime(value)
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, str):
        return value
    if value is None:
        return "null"
    return str(value)

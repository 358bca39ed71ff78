import type { TypeReference } from '@bracken/ir';

const WRAPPERS: Record<string, TypeReference> = {
  'google.protobuf.DoubleValue': { kind: 'primitive', primitive: 'double' },
  'google.protobuf.FloatValue': { kind: 'primitive', primitive: 'float' },
  'google.protobuf.Int64Value': { kind: 'primitive', primitive: 'long', format: 'int64' },
  'google.protobuf.UInt64Value': { kind: 'primitive', primitive: 'long', format: 'uint64' },
  'google.protobuf.Int32Value': { kind: 'primitive', primitive: 'integer' },
  'google.protobuf.UInt32Value': { kind: 'primitive', primitive: 'integer', format: 'uint32' },
  'google.protobuf.BoolValue': { kind: 'primitive', primitive: 'boolean' },
  'google.protobuf.StringValue': { kind: 'primitive', primitive: 'string' },
  'google.protobuf.BytesValue': { kind: 'primitive', primitive: 'base64' },
};

/**
 * The IR type of a well-known type, following the proto3 JSON mapping (a Timestamp is an
 * RFC 3339 string, a wrapper is its value or null, a Struct is a JSON object). `undefined`
 * for every other message. `google.protobuf.Any` and `Empty` are declared as named types by
 * the caller.
 */
export function wellKnownType(fullName: string): TypeReference | undefined {
  const wrapped = WRAPPERS[fullName];
  if (wrapped) return { kind: 'nullable', itemType: wrapped };
  switch (fullName) {
    case 'google.protobuf.Timestamp':
      return { kind: 'primitive', primitive: 'dateTime' };
    case 'google.protobuf.Duration':
      return { kind: 'primitive', primitive: 'string', format: 'duration' };
    case 'google.protobuf.FieldMask':
      return { kind: 'primitive', primitive: 'string', format: 'field-mask' };
    case 'google.protobuf.Struct':
      return { kind: 'map', keyType: { kind: 'primitive', primitive: 'string' }, valueType: { kind: 'unknown' } };
    case 'google.protobuf.Value':
      return { kind: 'unknown' };
    case 'google.protobuf.ListValue':
      return { kind: 'list', itemType: { kind: 'unknown' } };
    default:
      return undefined;
  }
}

/** The IR type of a scalar field type. */
export function scalarType(type: string): TypeReference | undefined {
  switch (type) {
    case 'double':
      return { kind: 'primitive', primitive: 'double' };
    case 'float':
      return { kind: 'primitive', primitive: 'float' };
    case 'int32':
    case 'sint32':
    case 'sfixed32':
      return { kind: 'primitive', primitive: 'integer' };
    case 'uint32':
    case 'fixed32':
      return { kind: 'primitive', primitive: 'integer', format: 'uint32' };
    case 'int64':
    case 'sint64':
    case 'sfixed64':
      return { kind: 'primitive', primitive: 'long', format: 'int64' };
    case 'uint64':
    case 'fixed64':
      return { kind: 'primitive', primitive: 'long', format: 'uint64' };
    case 'bool':
      return { kind: 'primitive', primitive: 'boolean' };
    case 'string':
      return { kind: 'primitive', primitive: 'string' };
    case 'bytes':
      return { kind: 'primitive', primitive: 'base64' };
    default:
      return undefined;
  }
}

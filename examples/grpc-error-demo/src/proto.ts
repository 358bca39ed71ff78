import * as path from 'node:path';
import type { MethodDefinition, ServiceDefinition } from '@grpc/grpc-js';
import { type DetailType, defineDetailType, loadProtoFiles } from '@bracken/grpc-errors';
import type { IConversionOptions, Root, Type } from 'protobufjs';
import type { ValidateUserResponse } from './messages';

/** Folder of the demo's `.proto` files; `errors/v1/*.proto` lives below it. */
export const DEMO_PROTO_DIR: string = path.join(__dirname, '..', 'proto');

const FILES = [
  'errors/v1/error_demo.proto',
  'errors/v1/user_service.proto',
  // Only to pack rejected values into FieldError.invalid_value.
  'google/protobuf/wrappers.proto',
];

// Plain objects with camelCase names, numbers for 64-bit integers, enum names, and the name
// of the set member in each oneof.
const TO_OBJECT: IConversionOptions = {
  longs: Number,
  enums: String,
  defaults: true,
  arrays: true,
  objects: true,
  oneofs: true,
};

let root: Root | undefined;

/**
 * The demo's protos, loaded once.
 *
 * @example
 * ```ts
 * demoRoot().lookupType('errors.v1.User');
 * ```
 */
export function demoRoot(): Root {
  root ??= loadProtoFiles(FILES, [DEMO_PROTO_DIR]);
  return root;
}

function codec<T>(type: Type): { serialize(value: T): Buffer; deserialize(bytes: Buffer): T } {
  return {
    serialize: (value) => Buffer.from(type.encode(type.fromObject(value as Record<string, unknown>)).finish()),
    // The type was loaded from the same .proto file the TypeScript interface describes.
    deserialize: (bytes) => withoutNulls(type.toObject(type.decode(bytes), TO_OBJECT)) as T,
  };
}

// protobufjs writes null for an unset message field; leaving it out reads better.
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== null && entry !== undefined)
      .map(([key, entry]) => [key, withoutNulls(entry)]),
  );
}

/**
 * A grpc-js service definition for a service of the demo protos. Keys are the RPC names
 * (`ValidateUser`); `originalName` is the camelCase form, so handlers may use either.
 *
 * @example
 * ```ts
 * server.addService(demoServiceDefinition('errors.v1.UserService'), implementation);
 * ```
 */
export function demoServiceDefinition(fullName: string): ServiceDefinition {
  const service = demoRoot().lookupService(fullName);
  const definition: Record<string, MethodDefinition<unknown, unknown>> = {};
  for (const method of service.methodsArray) {
    method.resolve();
    const request = codec<unknown>(method.resolvedRequestType!);
    const response = codec<unknown>(method.resolvedResponseType!);
    const entry: MethodDefinition<unknown, unknown> = {
      path: `/${fullName}/${method.name}`,
      requestStream: method.requestStream === true,
      responseStream: method.responseStream === true,
      requestSerialize: request.serialize,
      requestDeserialize: request.deserialize,
      responseSerialize: response.serialize,
      responseDeserialize: response.deserialize,
      originalName: method.name.charAt(0).toLowerCase() + method.name.slice(1),
    };
    definition[method.name] = entry;
  }
  return definition;
}

/** `errors.v1.ValidateUserResponse` as a status detail: ValidateUser sends it with INVALID_ARGUMENT. */
export const ValidateUserResponseType: DetailType<ValidateUserResponse> = defineDetailType(
  () => demoRoot().lookupType('errors.v1.ValidateUserResponse'),
  'errors.v1.ValidateUserResponse',
);

/** `google.protobuf.StringValue`, used for FieldError.invalid_value. */
export const StringValueType: DetailType<{ value: string }> = defineDetailType(
  () => demoRoot().lookupType('google.protobuf.StringValue'),
  'google.protobuf.StringValue',
);

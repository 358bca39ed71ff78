import { featureRuntimeSource } from '../../emit/runtime-files';
import { TypeScriptGeneratorError } from '../../options';
import { codeText, escapeBoolean, escapeString, type Code } from '../../printer/escape';
import { GENERATED_BANNER } from '../protocol-kit/file';

// What the runtime package's file names, and the generator sets per SDK.
const ERROR_CLASS = /\bGrpcError\b/g;
const ERROR_NAME = '"GrpcError"';
const TIMESTAMPS = 'const TIMESTAMPS_AS_DATES = false;';

/**
 * The shared part of the gRPC clients, `src/grpc/runtime.ts`: the runtime package's
 * `features/grpc/runtime.ts` (loading `@grpc/grpc-js` and `protobufjs` on first use, the
 * proto3 JSON mapping of the well-known types, and the error class with decoded rich
 * details), with its error class named `errorClass` and Timestamps as `Date`s when the
 * serialization layer is on.
 */
export function grpcRuntimeSource(errorClass: Code, datesAsDate = false): Code {
  const source = featureRuntimeSource('grpc/runtime.ts');
  if (!source.includes(ERROR_NAME) || !source.includes(TIMESTAMPS))
    throw new TypeScriptGeneratorError('gRPC runtime lacks its error class or Timestamp setting: grpc/runtime.ts');
  const text = source
    .replace(ERROR_NAME, () => escapeString(errorClass))
    .replace(ERROR_CLASS, () => errorClass)
    .replace(TIMESTAMPS, () => `const TIMESTAMPS_AS_DATES = ${escapeBoolean(datesAsDate)};`);
  // The runtime package's own TypeScript, checked there; only the names above change.
  return codeText`${GENERATED_BANNER}${text as Code}`;
}

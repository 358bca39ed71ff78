import type { IntermediateRepresentation } from '@bracken/ir';
import type { DefinitionInput } from '../definition-kit/input';
import type * as ProtoParser from './parse-proto';

// protobufjs takes a noticeable share of start-up, and most runs import no protobuf at all,
// so the parser (and protobufjs with it) is loaded on the first call.
function protoParser(): typeof ProtoParser {
  return require('./parse-proto') as typeof ProtoParser;
}

/**
 * Compiles a `.proto` root (or one target file in it) into an IR. Loads protobufjs on the
 * first call.
 *
 * @throws DefinitionError located at the line protobufjs reports, or at the unknown type name.
 * @example
 * ```ts
 * const ir = await parseProto({ absolutePath: '/repo/proto', displayPath: 'proto', target: '/repo/proto/greeter/v1/greeter.proto' });
 * ir.rpcServices[0].fullName; // "greeter.v1.Greeter"
 * ```
 */
export function parseProto(input: DefinitionInput): Promise<IntermediateRepresentation> {
  return protoParser().parseProto(input);
}

/**
 * The `.proto` files a definition uses, keyed by import path, for gRPC clients that load
 * them at run time. Loads protobufjs on the first call.
 *
 * @example const files = await collectProtoSources({ absolutePath: '/repo/proto', displayPath: 'proto' });
 */
export function collectProtoSources(input: DefinitionInput): Promise<ProtoParser.ProtoSourceFile[]> {
  return protoParser().collectProtoSources(input);
}

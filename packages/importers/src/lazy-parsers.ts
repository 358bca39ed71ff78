import type { IntermediateRepresentation } from '@bracken/ir';
import type { DefinitionInput } from './definition-kit/input';
import type * as AsyncApiParser from './asyncapi/parse-asyncapi';
import type * as ConjureParser from './conjure/parse-conjure';
import type * as OpenRpcParser from './openrpc/parse-openrpc';

// Most runs import OpenAPI alone, so each of these parsers (and what it depends on) loads on
// its first call rather than with the package. Each parser module documents what it reads.

/**
 * Imports an AsyncAPI 2.x or 3.0 document.
 * @throws DefinitionError located at the first problem.
 */
export function parseAsyncApi(input: DefinitionInput): Promise<IntermediateRepresentation> {
  return (require('./asyncapi/parse-asyncapi') as typeof AsyncApiParser).parseAsyncApi(input);
}

/**
 * Imports Conjure definitions from one YAML file or from every YAML file of a folder.
 * @throws DefinitionError located at the first problem.
 */
export function parseConjure(input: DefinitionInput): Promise<IntermediateRepresentation> {
  return (require('./conjure/parse-conjure') as typeof ConjureParser).parseConjure(input);
}

/**
 * Imports an OpenRPC document.
 * @throws DefinitionError located at the first problem.
 */
export function parseOpenRpc(input: DefinitionInput): Promise<IntermediateRepresentation> {
  return (require('./openrpc/parse-openrpc') as typeof OpenRpcParser).parseOpenRpc(input);
}

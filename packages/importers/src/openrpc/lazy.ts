import type { IntermediateRepresentation } from '@bracken/ir';
import type { DefinitionInput } from '../asyncapi/common/input';
import type * as Parser from './parse-openrpc';

// Most runs import no OpenRPC definition, so its parser loads on the first call rather than
// with the package.
function parser(): typeof Parser {
  return require('./parse-openrpc') as typeof Parser;
}

/**
 * Imports an OpenRPC document; the parser module describes what becomes what. Loads the parser
 * on the first call.
 *
 * @throws DefinitionError located at the first problem.
 */
export function parseOpenRpc(input: DefinitionInput): Promise<IntermediateRepresentation> {
  return parser().parseOpenRpc(input);
}

import type { IntermediateRepresentation } from '@bracken/ir';
import type { DefinitionInput } from './common/input';
import type * as Parser from './parse-asyncapi';

// Most runs import no AsyncAPI definition, so its parser loads on the first call rather than
// with the package.
function parser(): typeof Parser {
  return require('./parse-asyncapi') as typeof Parser;
}

/**
 * Imports an AsyncAPI 2.x or 3.0 document; the parser module describes what becomes what.
 * Loads the parser on the first call.
 *
 * @throws DefinitionError located at the first problem.
 */
export function parseAsyncApi(input: DefinitionInput): Promise<IntermediateRepresentation> {
  return parser().parseAsyncApi(input);
}

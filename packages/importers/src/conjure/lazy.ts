import type { IntermediateRepresentation } from '@bracken/ir';
import type { DefinitionInput } from '../asyncapi/common/input';
import type * as Parser from './parse-conjure';

// Most runs import no Conjure definition, so its parser loads on the first call rather than
// with the package.
function parser(): typeof Parser {
  return require('./parse-conjure') as typeof Parser;
}

/**
 * Imports Conjure definitions from one YAML file or from every YAML file of a folder; the
 * parser module describes what becomes what. Loads the parser on the first call.
 *
 * @throws DefinitionError located at the first problem.
 */
export function parseConjure(input: DefinitionInput): Promise<IntermediateRepresentation> {
  return parser().parseConjure(input);
}

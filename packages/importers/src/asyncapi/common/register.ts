import type { IntermediateRepresentation } from '@bracken/ir';
import type { DefinitionInput } from './input';

/** The kinds of definition registered from outside the OpenAPI importer. */
export type DefinitionKind = 'asyncapi' | 'proto' | 'openrpc' | 'conjure';

/** An importer as the registry stores it. */
export type DefinitionImporter = (input: DefinitionInput) => Promise<IntermediateRepresentation>;

/** The registry's `registerImporter`, passed in so this module never imports the package entry. */
export type RegisterImporter = (kind: DefinitionKind, importer: DefinitionImporter) => void;

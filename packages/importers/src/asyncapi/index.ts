export { parseAsyncApi } from '../lazy-parsers';
export { readAsyncApiSettings } from './settings';
export type { AsyncApiImportSettings } from './settings';
export { registerAsyncApiImporter } from './register';
export { DefinitionError } from './common/definition-error';
export { toDefinitionInput } from './common/register';
export type { DefinitionInput } from './common/input';

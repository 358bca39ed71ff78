export { parseAsyncApi } from '../lazy-parsers';
export { readAsyncApiSettings } from './settings';
export type { AsyncApiImportSettings } from './settings';
export { registerAsyncApiImporter } from './register';
export { DefinitionError } from '../definition-kit/definition-error';
export { toDefinitionInput } from '../definition-kit/register';
export type { DefinitionInput } from '../definition-kit/input';

export { parseConjure } from '../lazy-parsers';
export { CONJURE_ERROR_STATUS } from './error-codes';
export { parseTypeExpression } from './type-expression';
export type { TypeExpression } from './type-expression';
export { registerConjureImporter } from './register';

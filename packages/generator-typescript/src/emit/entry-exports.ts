import { NameScope } from '@bracken/ir';
import type { GeneratorContext } from '../context';
import { exportedNames, type GeneratedFile } from '../printer/printer';
import { webhooksName } from './webhooks';

/** Errors of the runtime core a caller may test with `instanceof`. */
const RUNTIME_ERRORS = ['CoreError', 'SchemaValidationError', 'StreamError', 'WebhookVerificationError'];

/**
 * `export { CoreError, ... } from "./core"` for the SDK's entry point. A runtime error whose
 * name the SDK already exports (an API called `Stream` has its own `StreamError`, a feature
 * file may declare one) is exported as `<Ns><Name>`, then `<Ns><Name>3`, … instead. The names
 * of `featureFiles` are those their printer declared as exports.
 */
export function runtimeErrorExports(ctx: GeneratorContext, featureFiles: readonly GeneratedFile[]): string {
  const taken = new NameScope({ kind: 'module', suffix: { kind: 'marker', marker: ctx.ns, at: 'start', first: 3 } });
  taken.reserve(ctx.ns, ctx.clientName, ctx.environmentName, ctx.errorName, ctx.timeoutErrorName, webhooksName(ctx));
  for (const file of featureFiles) taken.reserve(...exportedNames(file));
  const specifiers = RUNTIME_ERRORS.map((name) => {
    const alias = taken.claim(name);
    return alias === name ? name : `${name} as ${alias}`;
  });
  return `export { ${specifiers.join(', ')} } from "./core";`;
}

import type { GeneratorContext } from '../context';
import type { GeneratedFile } from '../printer/printer';

/**
 * React Query hooks are emitted here when `generateReactQueryHooks` is on.
 */
export function emitReactQueryHooks(ctx: GeneratorContext): GeneratedFile[] {
  void ctx;
  return [];
}

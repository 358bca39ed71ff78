import { checkDefinitions } from '@bracken/importers';
import { createDestinationCheck } from '../generate/destinations';
import type { ExtraCheck } from './check';

/**
 * The checks `bracken check` runs after the configuration loaded cleanly, in order: over
 * the API definitions (path parameter and body property name clashes, unknown auth
 * schemes), then over every destination, with the rules `bracken generate` applies.
 *
 * @param options - whether output may leave the workspace (`--allow-outside-workspace`). @default false
 * @example
 * ```ts
 * await runCheck({ config: 'generators.yml', extraChecks: createChecks({ allowOutsideWorkspace: true }) });
 * ```
 */
export function createChecks(options: { allowOutsideWorkspace?: boolean } = {}): ExtraCheck[] {
  return [checkDefinitions, createDestinationCheck(options)];
}

/** The checks of a plain `bracken check` (see {@link createChecks}). */
export const definitionChecks: ExtraCheck[] = createChecks();

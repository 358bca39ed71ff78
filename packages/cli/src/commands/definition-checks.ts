import { checkDefinitions } from '@bracken/importers';
import type { ExtraCheck } from './check';

/**
 * Checks `bracken check` runs after the configuration loaded cleanly, in order. Checks
 * over API definitions (path parameter and body property name clashes, unknown auth
 * schemes) are added here.
 */
export const definitionChecks: ExtraCheck[] = [checkDefinitions];

import type * as Engine from '@bracken/engine';
import { BrackenNxError } from '../errors';

/**
 * Loads `@bracken/engine` when an executor or generator runs, so that loading the plugin (which
 * Nx does for every command) never pulls in the generator stack.
 *
 * @throws BrackenNxError when the engine cannot be loaded.
 */
export function loadEngine(): typeof Engine {
  try {
    return require('@bracken/engine') as typeof Engine;
  } catch (error) {
    throw new BrackenNxError(
      `cannot load @bracken/engine: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      { cause: error },
    );
  }
}

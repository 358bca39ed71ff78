import type * as Engine from '@bracken/engine';
import { BrackenNxError } from '../errors';

/** Streams and environment a Bracken command runs with. */
export interface CliIo {
  /** Normal output. */
  stdout: NodeJS.WritableStream;
  /** Diagnostics and errors. */
  stderr: NodeJS.WritableStream;
  /** Environment variables the command may read. */
  env?: Record<string, string | undefined>;
}

const ENGINE_PACKAGE = '@bracken/engine';

/**
 * Loads `@bracken/engine` when an executor runs, so that loading the plugin (which Nx does for
 * every command) never pulls in the generator stack.
 *
 * @throws BrackenNxError when the engine cannot be loaded.
 * @example
 * const { check } = loadEngine();
 */
export function loadEngine(): typeof Engine {
  try {
    return require(ENGINE_PACKAGE) as typeof Engine;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new BrackenNxError(`cannot load ${ENGINE_PACKAGE}: ${reason}`, { cause: error });
  }
}

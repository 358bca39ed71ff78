import type { Writable } from 'node:stream';

/** Where a command reads and writes. */
export interface CommandIo {
  /** Folder relative paths resolve against. */
  cwd: string;
  /** Normal output. */
  stdout: Writable;
  /** Errors and diagnostics summaries. */
  stderr: Writable;
  /** Environment variables. */
  env: Record<string, string | undefined>;
}

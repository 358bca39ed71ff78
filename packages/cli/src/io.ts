import { writeSync } from 'node:fs';
import type { TextOutput, TextReporterOptions } from '@bracken/engine';

/** Where a command reads and writes: the engine's text outputs, the folder and the environment. */
export type CommandIo = Required<TextReporterOptions> & { env: Record<string, string | undefined> };

/**
 * The process's standard output (`fd` 1) or error (`fd` 2), written with `fs.writeSync`: the
 * stream Node builds on first use loads the stream and network modules, a few milliseconds of a
 * short command. A descriptor that would block goes to the stream from then on; a reader that
 * went away (`bracken generate | head -1`) gets nothing more. On Windows this is the stream.
 */
export function standardOutput(fd: 1 | 2): TextOutput {
  const stream = (): NodeJS.WriteStream => (fd === 1 ? process.stdout : process.stderr);
  if (process.platform === 'win32') return { write: (text) => stream().write(text) };
  let fallback: NodeJS.WriteStream | undefined;
  let closed = false;
  return {
    write(text: string): boolean {
      if (fallback !== undefined) return fallback.write(text);
      if (closed) return false;
      let bytes = Buffer.from(text, 'utf8');
      while (bytes.length > 0) {
        try {
          bytes = bytes.subarray(writeSync(fd, bytes));
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'EAGAIN') return (fallback = stream()).write(bytes);
          if (code !== 'EPIPE') throw error;
          closed = true;
          return false;
        }
      }
      return true;
    },
  };
}

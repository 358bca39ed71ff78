import { writeSync } from 'node:fs';

/** Where a command writes text: `process.stdout`, any writable stream, or {@link standardOutput}. */
export interface TextOutput {
  write(text: string): unknown;
}

/** Where a command reads and writes. */
export interface CommandIo {
  /** Folder relative paths resolve against. */
  cwd: string;
  /** Normal output. */
  stdout: TextOutput;
  /** Errors and diagnostics summaries. */
  stderr: TextOutput;
  /** Environment variables. */
  env: Record<string, string | undefined>;
}

/**
 * The process's standard output (`fd` 1) or error (`fd` 2), written with `fs.writeSync`.
 *
 * `process.stdout` is a stream that Node builds on first use, and for a pipe that loads the
 * stream and network modules: a few milliseconds of a short command. Writing to the file
 * descriptor needs none of it, and the text is out before the call returns. A descriptor
 * that would block (a full non-blocking pipe) is handed to the stream from then on, and a
 * reader that has gone away (`bracken generate | head -1`) gets nothing more, as a closed
 * pipe should. On Windows, where the console needs the stream, this is the stream.
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
          if (code === 'EAGAIN') {
            fallback = stream();
            return fallback.write(bytes);
          }
          if (code === 'EPIPE') {
            closed = true;
            return false;
          }
          throw error;
        }
      }
      return true;
    },
  };
}

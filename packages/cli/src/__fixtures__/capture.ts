import { Writable } from 'node:stream';

/** A writable stream that keeps what was written. */
export class Capture extends Writable {
  private chunks: string[] = [];

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.chunks.push(chunk.toString());
    callback();
  }

  get text(): string {
    return this.chunks.join('');
  }

  get lines(): string[] {
    return this.text.split('\n').filter((l) => l.length > 0);
  }
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { grpcRuntimeSource } from './runtime';
import { GENERATED_BANNER } from '../protocol-kit/file';

const RUNTIME = join(__dirname, '..', '..', '..', '..', 'runtime-typescript', 'features', 'grpc', 'runtime.ts');

describe('the gRPC runtime of an SDK', () => {
  it('is the runtime package file with the error class and the Timestamp setting of the SDK', () => {
    const source = readFileSync(RUNTIME, 'utf8');
    const sdk = grpcRuntimeSource('A$bGrpcError' as Parameters<typeof grpcRuntimeSource>[0], true);
    expect(sdk.startsWith(GENERATED_BANNER)).toBe(true);
    expect(sdk).toContain('export class A$bGrpcError extends Error {');
    expect(sdk).toContain('override readonly name: string = "A\\x24bGrpcError";');
    expect(sdk).toContain('Promise<A$bGrpcError>');
    expect(sdk).toContain('const TIMESTAMPS_AS_DATES = true;');
    // Other names that start with the class's name stay as they are.
    expect(sdk).toContain('export interface GrpcErrorDetail {');
    expect(sdk).toContain('toGrpcError(root, method, failure)');
    // Nothing else differs from the runtime package's file.
    const back = sdk
      .slice(GENERATED_BANNER.length)
      .replace('"A\\x24bGrpcError"', '"GrpcError"')
      .split('A$bGrpcError')
      .join('GrpcError')
      .replace('const TIMESTAMPS_AS_DATES = true;', 'const TIMESTAMPS_AS_DATES = false;');
    expect(back).toBe(source);
  });
});

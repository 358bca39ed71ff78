import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { type ServiceError, status } from '@grpc/grpc-js';
import {
  BadRequestType,
  BusinessLogicErrorType,
  ErrorInfoType,
  PROTO_DIR,
  QuotaFailureType,
  ResourceInfoType,
  RetryInfoType,
  type RichStatus,
  ServiceUnavailableErrorType,
  ValidationFailureType,
  createRetryInterceptor,
  decodeRichStatus,
  findDetail,
  timestampToDate,
  unpackDetail,
} from '@bracken/grpc-errors';
import { type DemoClients, createDemoClients, demoRegistry, describeFailure, isServiceError, runDemo } from './client';
import { StringValueType, ValidateUserResponseType } from './proto';
import { type DemoServer, startDemoServer } from './server';

type LogEntry = { level: string; message: string; fields: Record<string, unknown> };
const entries: LogEntry[] = [];
const logger = {
  warn: (message: string, fields: Record<string, unknown>) => entries.push({ level: 'warn', message, fields }),
  error: (message: string, fields: Record<string, unknown>) => entries.push({ level: 'error', message, fields }),
  info: (message: string, fields: Record<string, unknown>) => entries.push({ level: 'info', message, fields }),
};

const recovery = new Date('2030-03-04T05:06:07.000Z');
let server: DemoServer;
let clients: DemoClients;

beforeAll(async () => {
  server = await startDemoServer({
    port: 0,
    logger,
    rateLimit: { capacity: 2, refillPerSecond: 5 },
    capacityUnits: 100,
    msPerUnit: 10,
    unavailableRegions: new Map([['eu-west', recovery]]),
  });
  clients = createDemoClients(server.address);
});
afterAll(async () => {
  clients.close();
  await server.stop();
});

/** Run a call that must fail and decode its rich status with the demo registry. */
async function failure(call: Promise<unknown>): Promise<RichStatus> {
  try {
    await call;
  } catch (error) {
    if (!isServiceError(error)) throw error;
    const rich = decodeRichStatus(error, { registry: demoRegistry });
    expect(rich.problem).toBeUndefined();
    expect(rich.skipped).toEqual([]);
    return rich;
  }
  throw new Error('expected the call to fail');
}

describe('ValidateUser', () => {
  it('missing user_id: INVALID_ARGUMENT, the response body with valid=false, REQUIRED_FIELD on user_id', async () => {
    const rich = await failure(clients.validateUser({ email: 'new@example.com' }));
    expect(rich).toMatchObject({ code: status.INVALID_ARGUMENT, message: 'User validation failed: 1 problem' });
    expect(findDetail(rich, ValidateUserResponseType)).toEqual({
      valid: false,
      errors: [{ field: 'user_id', message: 'user_id is required', code: 'ERROR_CODE_REQUIRED_FIELD' }],
    });
    expect(findDetail(rich, BadRequestType)?.fieldViolations).toEqual([
      { field: 'user_id', description: 'user_id is required', reason: 'ERROR_CODE_REQUIRED_FIELD' },
    ]);
  });

  it('missing email: REQUIRED_FIELD on email', async () => {
    const rich = await failure(clients.validateUser({ userId: 'u-100' }));
    expect(rich).toMatchObject({ code: status.INVALID_ARGUMENT, message: 'User validation failed: 1 problem' });
    expect(findDetail(rich, ValidateUserResponseType)?.errors).toEqual([
      { field: 'email', message: 'email is required', code: 'ERROR_CODE_REQUIRED_FIELD' },
    ]);
  });

  it('malformed email: INVALID_FORMAT on email', async () => {
    const rich = await failure(clients.validateUser({ userId: 'u-100', email: 'not-an-email' }));
    expect(rich).toMatchObject({ code: status.INVALID_ARGUMENT, message: 'User validation failed: 1 problem' });
    expect(findDetail(rich, ValidateUserResponseType)?.errors).toEqual([
      { field: 'email', message: 'email is not a valid address: not-an-email', code: 'ERROR_CODE_INVALID_FORMAT' },
    ]);
  });

  it('existing user_id: DUPLICATE_VALUE on user_id', async () => {
    const rich = await failure(clients.validateUser({ userId: 'u-1', email: 'ada2@example.com' }));
    expect(rich).toMatchObject({ code: status.INVALID_ARGUMENT, message: 'User validation failed: 1 problem' });
    expect(findDetail(rich, ValidateUserResponseType)?.errors).toEqual([
      { field: 'user_id', message: 'user_id is already taken: u-1', code: 'ERROR_CODE_DUPLICATE_VALUE' },
    ]);
  });

  it('collects every problem in one status', async () => {
    const rich = await failure(clients.validateUser({}));
    expect(rich.message).toBe('User validation failed: 2 problems');
    expect(findDetail(rich, ValidateUserResponseType)?.errors.map((e) => [e.field, e.code])).toEqual([
      ['user_id', 'ERROR_CODE_REQUIRED_FIELD'],
      ['email', 'ERROR_CODE_REQUIRED_FIELD'],
    ]);
  });

  it('no problems: OK with valid=true', async () => {
    await expect(clients.validateUser({ userId: 'u-100', email: 'grace@example.com' })).resolves.toEqual({
      valid: true,
      errors: [],
    });
  });
});

describe('RateLimitedOperation', () => {
  it('over the limit: RESOURCE_EXHAUSTED with RetryInfo and a QuotaFailure naming the client', async () => {
    await expect(clients.rateLimitedOperation({ clientId: 'c-row', operation: 'sum' })).resolves.toEqual({
      result: 'sum done for c-row',
      remainingQuota: 1,
    });
    await clients.rateLimitedOperation({ clientId: 'c-row' });
    const rich = await failure(clients.rateLimitedOperation({ clientId: 'c-row' }));
    expect(rich).toMatchObject({ code: status.RESOURCE_EXHAUSTED, message: 'Rate limit exceeded for client c-row' });
    expect(rich.retryDelaySeconds).toBeGreaterThan(0);
    expect(rich.retryDelaySeconds).toBeLessThanOrEqual(0.2);
    expect(findDetail(rich, RetryInfoType)?.retryDelay?.seconds).toBe(0);
    expect(findDetail(rich, QuotaFailureType)?.violations).toEqual([
      expect.objectContaining({
        subject: 'client:c-row',
        description: 'Client c-row exceeded 2 calls in a burst, refilled at 5 per second',
        quotaValue: 2,
      }),
    ]);
    // Another client has its own bucket.
    await expect(clients.rateLimitedOperation({ clientId: 'c-other' })).resolves.toMatchObject({ remainingQuota: 1 });
  });

  it('the retry interceptor waits for the RetryInfo delay and then succeeds', async () => {
    const retries: number[] = [];
    const patient = createDemoClients(server.address, {
      interceptors: [
        createRetryInterceptor({
          maxRetries: 3,
          registry: demoRegistry,
          onRetry: (event) => retries.push(event.delaySeconds),
        }),
      ],
    });
    try {
      for (let i = 0; i < 3; i += 1) await patient.rateLimitedOperation({ clientId: 'c-retry' });
      expect(retries).toHaveLength(1);
      expect(retries[0]).toBeGreaterThan(0);
    } finally {
      patient.close();
    }
  });
});

describe('ResourceIntensiveOperation', () => {
  it('no capacity: RESOURCE_EXHAUSTED saying the system is overloaded', async () => {
    const rich = await failure(
      clients.resourceIntensiveOperation({ resourceId: 'dataset-small', units: 500, callerRole: 'reader' }),
    );
    expect(rich).toMatchObject({
      code: status.RESOURCE_EXHAUSTED,
      message: 'System overloaded: 500 units requested, 100 of 100 available',
    });
    expect(rich.details).toEqual([]);
    expect(rich.retryDelaySeconds).toBeUndefined();
  });

  it('capacity is shared: a call is refused while others hold the units', async () => {
    const long = clients.resourceIntensiveOperation({ resourceId: 'dataset-small', units: 80, callerRole: 'reader' });
    // Probes larger than the whole capacity are always refused and hold nothing; their message
    // says what is free, so the test waits for the long call to hold its units, not for a time.
    for (;;) {
      const probe = await failure(
        clients.resourceIntensiveOperation({ resourceId: 'dataset-small', units: 101, callerRole: 'reader' }),
      );
      if (probe.message.endsWith('20 of 100 available')) break;
      expect(probe.message).toBe('System overloaded: 101 units requested, 100 of 100 available');
    }
    const rich = await failure(
      clients.resourceIntensiveOperation({ resourceId: 'dataset-small', units: 30, callerRole: 'reader' }),
    );
    expect(rich.message).toBe('System overloaded: 30 units requested, 20 of 100 available');
    await expect(long).resolves.toEqual({ result: 'processed 80 units of dataset-small (120 rows)' });
  });

  it('timeout: DEADLINE_EXCEEDED "Operation timed out"', async () => {
    const rich = await failure(
      clients.resourceIntensiveOperation({
        resourceId: 'dataset-small',
        units: 50,
        timeoutMs: 30,
        callerRole: 'reader',
      }),
    );
    expect(rich).toMatchObject({ code: status.DEADLINE_EXCEEDED, message: 'Operation timed out', details: [] });
  });

  it('permission failure: PERMISSION_DENIED "Insufficient permissions"', async () => {
    const rich = await failure(
      clients.resourceIntensiveOperation({ resourceId: 'dataset-restricted', units: 1, callerRole: 'reader' }),
    );
    expect(rich).toMatchObject({ code: status.PERMISSION_DENIED, message: 'Insufficient permissions' });
    expect(findDetail(rich, ErrorInfoType)).toEqual({
      reason: 'ROLE_TOO_LOW',
      domain: 'errors.v1.demo',
      metadata: { required_role: 'admin', caller_role: 'reader', resource: 'dataset-restricted' },
    });
    await expect(
      clients.resourceIntensiveOperation({ resourceId: 'dataset-restricted', units: 1, callerRole: 'admin' }),
    ).resolves.toEqual({ result: 'processed 1 units of dataset-restricted (7 rows)' });
  });

  it('required resource missing: NOT_FOUND naming the resource', async () => {
    const rich = await failure(
      clients.resourceIntensiveOperation({ resourceId: 'dataset-missing', units: 1, callerRole: 'reader' }),
    );
    expect(rich).toMatchObject({ code: status.NOT_FOUND, message: 'Resource not found: dataset-missing' });
    expect(findDetail(rich, ResourceInfoType)).toMatchObject({
      resourceName: 'dataset-missing',
      resourceType: 'errors.v1/dataset',
    });
  });

  it('any other failure: INTERNAL "Internal server error", with the cause only in the log', async () => {
    entries.length = 0;
    const rich = await failure(
      clients.resourceIntensiveOperation({ resourceId: 'dataset-corrupt', units: 1, callerRole: 'reader' }),
    );
    expect(rich).toMatchObject({ code: status.INTERNAL, message: 'Internal server error', details: [] });
    const crash = entries.find((entry) => entry.level === 'error' && entry.message === 'handler failed; sent INTERNAL');
    expect(crash?.fields.error).toBeInstanceOf(SyntaxError);
    expect(entries.some((entry) => entry.message === 'call failed' && entry.fields.code === 'INTERNAL')).toBe(true);
  });
});

describe('UserService', () => {
  it('business rule violated: FAILED_PRECONDITION with BusinessLogicError', async () => {
    const rich = await failure(clients.createUser({ email: 'ada@example.com', name: 'Ada Again' }));
    expect(rich).toMatchObject({ code: status.FAILED_PRECONDITION, message: 'Email already registered' });
    expect(findDetail(rich, BusinessLogicErrorType)).toEqual({
      errorCode: 'EMAIL_ALREADY_REGISTERED',
      errorMessage: 'The e-mail address ada@example.com belongs to an existing account',
      errorContext: { email: 'ada@example.com', region: 'us-east' },
      suggestedActions: ['Sign in with the existing account', 'Reset the password of the existing account'],
    });
  });

  it('custom validation failure: INVALID_ARGUMENT "Validation failed" with ValidationFailure', async () => {
    const rich = await failure(clients.createUser({ email: 'nope', name: 'A' }));
    expect(rich).toMatchObject({ code: status.INVALID_ARGUMENT, message: 'Validation failed' });
    const validation = findDetail(rich, ValidationFailureType);
    expect(validation?.fieldErrors.map((e) => [e.fieldPath, e.errorCode, e.errorMessage])).toEqual([
      ['email', 'INVALID_FORMAT', 'email must look like name@example.com'],
      ['name', 'OUT_OF_RANGE', 'name must have 2 to 64 characters'],
    ]);
    expect(validation?.fieldErrors.map((e) => unpackDetail(StringValueType, e.invalidValue!)?.value)).toEqual([
      'nope',
      'A',
    ]);
  });

  it('dependency down: UNAVAILABLE with ServiceUnavailableError', async () => {
    const rich = await failure(clients.createUser({ email: 'lin@example.com', name: 'Lin', region: 'eu-west' }));
    expect(rich).toMatchObject({ code: status.UNAVAILABLE, message: 'User store unavailable in region eu-west' });
    const down = findDetail(rich, ServiceUnavailableErrorType);
    expect(down).toMatchObject({
      serviceName: 'user-store.eu-west',
      alternativeEndpoints: ['user-store.us-east', 'user-store.ap-south'],
    });
    expect(timestampToDate(down!.estimatedRecoveryTime!)).toEqual(recovery);
  });

  it('ALREADY_EXISTS is recognised by the client', async () => {
    const rich = await failure(clients.createUser({ email: 'other@example.com', name: 'Other', userId: 'u-1' }));
    expect(rich).toMatchObject({
      code: status.ALREADY_EXISTS,
      codeName: 'ALREADY_EXISTS',
      message: 'User already exists: u-1',
    });
    expect(describeFailure(rich)).toBe('already exists: User already exists: u-1');
  });

  it('creates a user when nothing is wrong', async () => {
    await expect(
      clients.createUser({ email: 'grace@example.com', name: 'Grace Hopper', userId: 'u-grace' }),
    ).resolves.toEqual({
      id: 'u-grace',
      email: 'grace@example.com',
      name: 'Grace Hopper',
    });
    const rich = await failure(clients.validateUser({ userId: 'u-grace', email: 'grace@example.com' }));
    expect(findDetail(rich, ValidateUserResponseType)?.errors[0].code).toBe('ERROR_CODE_DUPLICATE_VALUE');
  });

  it('CreateUserWithResult answers OK with the ErrorResponse or the User in the oneof', async () => {
    const failed = await clients.createUserWithResult({ email: 'ada@example.com', name: 'Ada' }, 'req-7');
    expect(failed.result).toBe('error');
    expect(failed.success).toBeUndefined();
    expect(failed.error).toMatchObject({
      errorCode: 'EMAIL_ALREADY_REGISTERED',
      errorMessage: 'Email already registered',
      errorContext: { email: 'ada@example.com', region: 'us-east' },
      suggestions: ['Sign in with the existing account', 'Reset the password of the existing account'],
      requestId: 'req-7',
    });
    expect(Math.abs(timestampToDate(failed.error!.timestamp!).getTime() - Date.now())).toBeLessThan(60_000);
    const down = await clients.createUserWithResult({ email: 'x@example.com', name: 'Xi', region: 'eu-west' });
    expect(down.error).toMatchObject({
      errorCode: 'UNAVAILABLE',
      errorMessage: 'User store unavailable in region eu-west',
    });
    const created = await clients.createUserWithResult({ email: 'linus@example.com', name: 'Linus' });
    expect(created).toMatchObject({ result: 'success', success: { email: 'linus@example.com', name: 'Linus' } });
  });
});

describe('demo client', () => {
  it('exercises every row of the table and decodes each', async () => {
    const isolated = await startDemoServer({ port: 0, logger, unavailableRegions: new Map([['eu-west', recovery]]) });
    try {
      const rows = await runDemo(isolated.address);
      expect(rows.map((row) => [row.row, row.code, row.message])).toMatchSnapshot();
      expect(rows.find((row) => row.code === 'ALREADY_EXISTS')?.summary).toBe(
        'already exists: User already exists: u-1',
      );
      const validation = rows.find((row) => row.row === 'CreateUser: custom validation');
      expect(JSON.stringify(validation?.details)).toContain('"@type":"google.protobuf.StringValue","value":"nope"');
    } finally {
      await isolated.stop();
    }
  });
});

describe('packaging', () => {
  const root = path.join(__dirname, '..');

  it('ships the same errors.v1 detail messages as @bracken/grpc-errors', () => {
    const ours = fs.readFileSync(path.join(root, 'proto/errors/v1/error_details.proto'), 'utf8');
    const library = fs.readFileSync(path.join(PROTO_DIR, 'errors/v1/error_details.proto'), 'utf8');
    expect(ours).toBe(library);
  });

  it('the server entry listens on GRPC_PORT and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server.ts')], {
      env: { ...process.env, GRPC_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const address = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /listening on (127\.0\.0\.1:\d+)/.exec(out);
          if (match) resolve(match[1]);
        });
        child.on('exit', (code) => reject(new Error(`server exited early with ${code}`)));
      });
      const remote = createDemoClients(address);
      await expect(remote.validateUser({ userId: 'u-9', email: 'nine@example.com' })).resolves.toEqual({
        valid: true,
        errors: [],
      });
      remote.close();
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('rejects a GRPC_PORT that is not a port', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server.ts')], {
      env: { ...process.env, GRPC_PORT: 'http' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('start demo server failed: GRPC_PORT must be a port number, got "http"');
    expect(err).not.toContain('    at ');
  });
});

it('ServiceError from grpc-js is recognised', () => {
  const fake = Object.assign(new Error('x'), { code: 5, details: 'x', metadata: undefined }) as unknown as ServiceError;
  expect(isServiceError(fake)).toBe(true);
  expect(isServiceError(new Error('plain'))).toBe(false);
});

import {
  Client,
  type Interceptor,
  Metadata,
  type ServiceDefinition,
  type ServiceError,
  credentials,
  status,
} from '@grpc/grpc-js';
import {
  BusinessLogicErrorType,
  type DetailRegistry,
  QuotaFailureType,
  type RichStatus,
  ServiceUnavailableErrorType,
  ValidationFailureType,
  createDetailRegistry,
  decodeRichStatus,
  findDetail,
  timestampToDate,
} from '@bracken/grpc-errors';
import type {
  CreateUserRequest,
  CreateUserResult,
  OperationRequest,
  OperationResponse,
  ResourceRequest,
  ResourceResponse,
  User,
  ValidateUserRequest,
  ValidateUserResponse,
} from './messages';
import { StringValueType, ValidateUserResponseType, demoServiceDefinition } from './proto';

/** The detail types the demo client unpacks: the defaults plus the demo's own. */
export const demoRegistry: DetailRegistry = createDetailRegistry({
  types: [ValidateUserResponseType, StringValueType],
});

/** Promise-returning clients of both demo services. A failed call rejects with a grpc-js ServiceError. */
export interface DemoClients {
  validateUser(request: Partial<ValidateUserRequest>): Promise<ValidateUserResponse>;
  rateLimitedOperation(request: Partial<OperationRequest>): Promise<OperationResponse>;
  resourceIntensiveOperation(request: Partial<ResourceRequest>, deadlineMs?: number): Promise<ResourceResponse>;
  createUser(request: Partial<CreateUserRequest>): Promise<User>;
  createUserWithResult(request: Partial<CreateUserRequest>, requestId?: string): Promise<CreateUserResult>;
  close(): void;
}

/**
 * Connect to a demo server.
 *
 * @example
 * ```ts
 * const clients = createDemoClients('127.0.0.1:50051', { interceptors: [createRetryInterceptor()] });
 * await clients.validateUser({ userId: 'u-100', email: 'grace@example.com' });
 * ```
 */
export function createDemoClients(address: string, options: { interceptors?: Interceptor[] } = {}): DemoClients {
  const client = new Client(address, credentials.createInsecure(), { interceptors: options.interceptors ?? [] });
  const demo = demoServiceDefinition('errors.v1.ErrorDemoService');
  const users = demoServiceDefinition('errors.v1.UserService');
  const call = <Req, Res>(
    definition: ServiceDefinition,
    name: string,
    request: Req,
    metadata = new Metadata(),
    deadlineMs = 10_000,
  ) =>
    new Promise<Res>((resolve, reject) => {
      const method = definition[name];
      client.makeUnaryRequest(
        method.path,
        method.requestSerialize,
        // The definition was built from the .proto file these interfaces describe.
        (bytes: Buffer) => method.responseDeserialize(bytes) as Res,
        request,
        metadata,
        { deadline: Date.now() + deadlineMs },
        (error, response) => (error ? reject(error) : resolve(response as Res)),
      );
    });
  return {
    validateUser: (request) => call(demo, 'ValidateUser', request),
    rateLimitedOperation: (request) => call(demo, 'RateLimitedOperation', request),
    resourceIntensiveOperation: (request, deadlineMs) =>
      call(demo, 'ResourceIntensiveOperation', request, undefined, deadlineMs),
    createUser: (request) => call(users, 'CreateUser', request),
    createUserWithResult: (request, requestId) => {
      const metadata = new Metadata();
      if (requestId) metadata.set('x-request-id', requestId);
      return call(users, 'CreateUserWithResult', request, metadata);
    },
    close: () => client.close(),
  };
}

/**
 * True for the errors grpc-js gives a failed call.
 *
 * @example
 * ```ts
 * try { await clients.createUser(request); } catch (error) { if (isServiceError(error)) console.log(error.code); }
 * ```
 */
export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof Error && typeof (error as Partial<ServiceError>).code === 'number' && 'metadata' in error;
}

/**
 * One line that says what a failed call means to the user, from its code and details.
 *
 * @example
 * ```ts
 * describeFailure(decodeRichStatus(error, { registry: demoRegistry }));
 * ```
 */
export function describeFailure(rich: RichStatus): string {
  switch (rich.code) {
    case status.INVALID_ARGUMENT: {
      const failure = findDetail(rich, ValidationFailureType);
      const response = findDetail(rich, ValidateUserResponseType);
      const fields =
        failure?.fieldErrors.map((e) => `${e.fieldPath} (${e.errorCode})`) ??
        response?.errors.map((e) => `${e.field} (${e.code})`) ??
        [];
      return `invalid input: ${rich.message}; fields: ${fields.join(', ') || 'none named'}`;
    }
    case status.RESOURCE_EXHAUSTED: {
      const quota = findDetail(rich, QuotaFailureType)?.violations[0];
      const wait = rich.retryDelaySeconds === undefined ? 'no retry advice' : `retry in ${rich.retryDelaySeconds}s`;
      return `out of capacity: ${rich.message}; ${wait}${quota ? `; quota subject ${quota.subject}` : ''}`;
    }
    case status.FAILED_PRECONDITION: {
      const business = findDetail(rich, BusinessLogicErrorType);
      return `business rule: ${business?.errorCode ?? rich.message}; try: ${business?.suggestedActions.join(' / ') ?? 'nothing suggested'}`;
    }
    case status.UNAVAILABLE: {
      const down = findDetail(rich, ServiceUnavailableErrorType);
      const back = down?.estimatedRecoveryTime ? timestampToDate(down.estimatedRecoveryTime).toISOString() : 'unknown';
      return `dependency down: ${down?.serviceName ?? rich.message}; back ${back}; alternatives: ${down?.alternativeEndpoints.join(', ') || 'none'}`;
    }
    case status.ALREADY_EXISTS:
      return `already exists: ${rich.message}`;
    case status.NOT_FOUND:
      return `not found: ${rich.message}`;
    case status.PERMISSION_DENIED:
      return `permission denied: ${rich.message}`;
    case status.DEADLINE_EXCEEDED:
      return `timed out: ${rich.message}`;
    case status.INTERNAL:
      return `server error: ${rich.message}`;
    default:
      return `${rich.codeName}: ${rich.message}`;
  }
}

/** The outcome of one demo row. */
export interface DemoRow {
  row: string;
  code: string;
  message: string;
  summary: string;
  details: { typeName: string; value: unknown }[];
  response?: unknown;
}

/** Print a detail value, unpacking nested Any values that the registry knows. */
function printable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(printable);
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const typeUrl = (value as { typeUrl?: unknown }).typeUrl;
  const bytes = (value as { value?: unknown }).value;
  if (typeof typeUrl === 'string' && bytes instanceof Uint8Array) {
    const type = demoRegistry.lookup(typeUrl);
    if (type) {
      try {
        return { '@type': type.typeName, ...(printable(type.decode(bytes)) as object) };
      } catch {
        return { '@type': typeUrl, bytes: Buffer.from(bytes).toString('base64') };
      }
    }
  }
  return Object.fromEntries(entries.map(([key, entry]) => [key, printable(entry)]));
}

async function row(name: string, run: () => Promise<unknown>): Promise<DemoRow> {
  try {
    const response = await run();
    return { row: name, code: 'OK', message: '', summary: 'ok', details: [], response };
  } catch (error) {
    if (!isServiceError(error)) throw error;
    const rich = decodeRichStatus(error, { registry: demoRegistry });
    return {
      row: name,
      code: rich.codeName,
      message: rich.message,
      summary: describeFailure(rich),
      details: rich.details.map((detail) => ({ typeName: detail.typeName, value: printable(detail.value) })),
    };
  }
}

/**
 * Call the demo server once for every row of the error table and return what was decoded.
 *
 * @example
 * ```ts
 * for (const result of await runDemo('127.0.0.1:50051')) console.log(result.row, result.code);
 * ```
 */
export async function runDemo(address: string): Promise<DemoRow[]> {
  const clients = createDemoClients(address);
  try {
    const rows: DemoRow[] = [];
    rows.push(await row('ValidateUser: missing user_id', () => clients.validateUser({ email: 'new@example.com' })));
    rows.push(await row('ValidateUser: missing email', () => clients.validateUser({ userId: 'u-100' })));
    rows.push(
      await row('ValidateUser: malformed email', () =>
        clients.validateUser({ userId: 'u-100', email: 'not-an-email' }),
      ),
    );
    rows.push(
      await row('ValidateUser: existing user_id', () =>
        clients.validateUser({ userId: 'u-1', email: 'ada2@example.com' }),
      ),
    );
    rows.push(
      await row('ValidateUser: no problems', () =>
        clients.validateUser({ userId: 'u-100', email: 'grace@example.com' }),
      ),
    );
    const clientId = 'demo-client';
    rows.push(
      await row('RateLimitedOperation: over the limit', async () => {
        for (;;) await clients.rateLimitedOperation({ clientId, operation: 'report' });
      }),
    );
    rows.push(
      await row('ResourceIntensiveOperation: no capacity', () =>
        clients.resourceIntensiveOperation({ resourceId: 'dataset-small', units: 100_000, callerRole: 'reader' }),
      ),
    );
    rows.push(
      await row('ResourceIntensiveOperation: timeout', () =>
        clients.resourceIntensiveOperation({
          resourceId: 'dataset-small',
          units: 50,
          timeoutMs: 20,
          callerRole: 'reader',
        }),
      ),
    );
    rows.push(
      await row('ResourceIntensiveOperation: permission', () =>
        clients.resourceIntensiveOperation({ resourceId: 'dataset-restricted', units: 1, callerRole: 'reader' }),
      ),
    );
    rows.push(
      await row('ResourceIntensiveOperation: missing resource', () =>
        clients.resourceIntensiveOperation({ resourceId: 'dataset-missing', units: 1, callerRole: 'reader' }),
      ),
    );
    rows.push(
      await row('ResourceIntensiveOperation: other failure', () =>
        clients.resourceIntensiveOperation({ resourceId: 'dataset-corrupt', units: 1, callerRole: 'reader' }),
      ),
    );
    rows.push(
      await row('CreateUser: e-mail already registered', () =>
        clients.createUser({ email: 'ada@example.com', name: 'Ada Again' }),
      ),
    );
    rows.push(await row('CreateUser: custom validation', () => clients.createUser({ email: 'nope', name: 'A' })));
    rows.push(
      await row('CreateUser: dependency down', () =>
        clients.createUser({ email: 'lin@example.com', name: 'Lin', region: 'eu-west' }),
      ),
    );
    rows.push(
      await row('CreateUser: user_id taken', () =>
        clients.createUser({ email: 'other@example.com', name: 'Other', userId: 'u-1' }),
      ),
    );
    rows.push(
      await row('CreateUserWithResult: envelope', () =>
        clients.createUserWithResult({ email: 'ada@example.com', name: 'Ada' }, 'req-demo-1'),
      ),
    );
    return rows;
  } finally {
    clients.close();
  }
}

async function main(): Promise<void> {
  const address = process.env.GRPC_ADDRESS ?? `127.0.0.1:${process.env.GRPC_PORT ?? '50051'}`;
  let rows: DemoRow[];
  try {
    rows = await runDemo(address);
  } catch (error) {
    process.stderr.write(`run demo failed: ${address}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
    return;
  }
  for (const result of rows) {
    process.stdout.write(
      `\n${result.row}\n  ${result.code}${result.message ? ` "${result.message}"` : ''}\n  ${result.summary}\n`,
    );
    if (result.response !== undefined)
      process.stdout.write(`  response ${JSON.stringify(printable(result.response))}\n`);
    for (const detail of result.details) process.stdout.write(`  ${detail.typeName} ${JSON.stringify(detail.value)}\n`);
  }
}

if (require.main === module) void main();

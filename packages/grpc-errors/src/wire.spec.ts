import { Metadata, type ServiceError, type UntypedServiceImplementation, status } from '@grpc/grpc-js';
import {
  BadRequestType,
  PermissionError,
  QuotaFailureType,
  RetryInfoType,
  RichStatusError,
  STATUS_DETAILS_KEY,
  TimeoutError,
  ValueError,
  createLoggingInterceptor,
  createRetryInterceptor,
  decodeRichStatus,
  decodeStatus,
  durationFromSeconds,
  encodeStatus,
  findDetail,
  packDetail,
  wrapBidiStreamingHandler,
  wrapClientStreamingHandler,
  wrapServerStreamingHandler,
  wrapService,
  wrapUnaryHandler,
} from './index';
import {
  type Json,
  type Loopback,
  callUnary,
  callWatch,
  createMemoryLogger,
  startLoopback,
  testService,
} from './__fixtures__/loopback';

const open: Loopback[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((loopback) => loopback.close()));
});

async function serve(
  implementation: UntypedServiceImplementation,
  options?: Parameters<typeof startLoopback>[1],
): Promise<Loopback> {
  const loopback = await startLoopback(
    {
      Upload: (_call: unknown, callback: (e: null, r: Json) => void) => callback(null, {}),
      Watch: wrapServerStreamingHandler(() => undefined),
      Chat: wrapBidiStreamingHandler(() => undefined),
      ...implementation,
    },
    options,
  );
  open.push(loopback);
  return loopback;
}

async function failure(loopback: Loopback, request: Json = {}): Promise<ServiceError> {
  const outcome = await callUnary(loopback.client, request);
  if (outcome.ok) throw new Error('expected the call to fail');
  return outcome.error;
}

describe('rich status on the wire', () => {
  it('sends google.rpc.Status in grpc-status-details-bin with grpc-message equal to Status.message', async () => {
    const loopback = await serve({
      Unary: (_call: unknown, callback: (error: RichStatusError) => void) =>
        callback(
          new RichStatusError({
            code: status.RESOURCE_EXHAUSTED,
            message: 'Rate limit exceeded for client c1 (100%)',
            details: [
              packDetail(RetryInfoType, { retryDelay: durationFromSeconds(1.5) }),
              packDetail(QuotaFailureType, {
                violations: [{ subject: 'client:c1', description: 'over 5 per second' }],
              }),
            ],
          }),
        ),
    });
    const error = await failure(loopback);
    expect(error.code).toBe(status.RESOURCE_EXHAUSTED);
    expect(error.details).toBe('Rate limit exceeded for client c1 (100%)');
    const raw = decodeStatus(error.metadata.get(STATUS_DETAILS_KEY)[0] as Buffer);
    expect(raw.code).toBe(error.code);
    expect(raw.message).toBe(error.details);
    expect(raw.details.map((d) => d.typeUrl)).toEqual([
      'type.googleapis.com/google.rpc.RetryInfo',
      'type.googleapis.com/google.rpc.QuotaFailure',
    ]);

    const rich = decodeRichStatus(error);
    expect(rich).toMatchObject({ codeName: 'RESOURCE_EXHAUSTED', retryDelaySeconds: 1.5, skipped: [] });
    expect(findDetail(rich, QuotaFailureType)?.violations[0]).toMatchObject({ subject: 'client:c1' });
  });

  it('keeps the details and skips what it cannot read when a trailer status is partly bad', async () => {
    const loopback = await serve({
      Unary: (_call: unknown, callback: (error: { code: number; details: string; metadata: Metadata }) => void) => {
        const metadata = new Metadata();
        const bytes = encodeStatus({
          code: status.INVALID_ARGUMENT,
          message: 'bad',
          details: [
            { typeUrl: 'type.googleapis.com/acme.Secret', value: new Uint8Array([9]) },
            packDetail(BadRequestType, { fieldViolations: [{ field: 'email', description: 'missing' }] }),
          ],
        });
        metadata.set(STATUS_DETAILS_KEY, Buffer.from(bytes));
        callback({ code: status.INVALID_ARGUMENT, details: 'bad', metadata });
      },
    });
    const rich = decodeRichStatus(await failure(loopback));
    expect(rich.skipped).toEqual([
      { typeUrl: 'type.googleapis.com/acme.Secret', reason: 'unknown-type', value: new Uint8Array([9]) },
    ]);
    expect(findDetail(rich, BadRequestType)?.fieldViolations[0].field).toBe('email');
  });
});

describe('handler wrapper', () => {
  const cases: [string, () => unknown, number, string][] = [
    [
      'ValueError',
      () => new ValueError('age must be positive'),
      status.INVALID_ARGUMENT,
      'Invalid input: age must be positive',
    ],
    ['PermissionError', () => new PermissionError('u1 is not an admin'), status.PERMISSION_DENIED, 'Access denied'],
    ['our TimeoutError', () => new TimeoutError('lookup took 3s'), status.DEADLINE_EXCEEDED, 'Operation timed out'],
    [
      'a DOM TimeoutError',
      () => new DOMException('signal timed out', 'TimeoutError'),
      status.DEADLINE_EXCEEDED,
      'Operation timed out',
    ],
    ['any other error', () => new Error('db password=hunter2 rejected'), status.INTERNAL, 'Internal server error'],
    ['a thrown non-error', () => 'oops', status.INTERNAL, 'Internal server error'],
  ];

  describe.each([
    [
      'synchronous throw',
      (make: () => unknown) => () => {
        throw make();
      },
    ],
    [
      'rejected promise',
      (make: () => unknown) => async () => {
        await Promise.resolve();
        throw make();
      },
    ],
  ])('%s', (_style, handlerFor) => {
    it.each(cases)('maps %s', async (_name, make, code, message) => {
      const logger = createMemoryLogger();
      const loopback = await serve({ Unary: wrapUnaryHandler(handlerFor(make), { logger }) });
      const error = await failure(loopback);
      expect(error.code).toBe(code);
      expect(error.details).toBe(message);
      expect(decodeRichStatus(error)).toMatchObject({ code, message });
      expect(JSON.stringify(error.metadata.getMap())).not.toContain('hunter2');
      expect(logger.entries).toHaveLength(1);
      expect(logger.entries[0]).toMatchObject({
        level: code === status.INTERNAL ? 'error' : 'warn',
        fields: { method: '/test.v1.TestService/Unary', message },
      });
    });
  });

  it('returns the response of a handler that succeeds, and passes a RichStatusError through', async () => {
    const logger = createMemoryLogger();
    const loopback = await serve({
      Unary: wrapUnaryHandler<Json, Json>(
        async (call) => {
          if (call.request.fail) {
            throw new RichStatusError({
              code: status.NOT_FOUND,
              message: 'no such user: u9',
              details: [packDetail(RetryInfoType, {})],
            });
          }
          return { echo: call.request.value };
        },
        { logger },
      ),
    });
    expect(await callUnary(loopback.client, { value: 42 })).toEqual({ ok: true, response: { echo: 42 } });
    const rich = decodeRichStatus(await failure(loopback, { fail: true }));
    expect(rich).toMatchObject({ code: status.NOT_FOUND, message: 'no such user: u9' });
    expect(rich.details.map((d) => d.typeName)).toEqual(['google.rpc.RetryInfo']);
  });

  it('sends ValueError details with the mapped status', async () => {
    const loopback = await serve({
      Unary: wrapUnaryHandler(
        () => {
          throw new ValueError('email is missing', {
            details: [packDetail(BadRequestType, { fieldViolations: [{ field: 'email', description: 'required' }] })],
          });
        },
        { logger: createMemoryLogger() },
      ),
    });
    const rich = decodeRichStatus(await failure(loopback));
    expect(findDetail(rich, BadRequestType)?.fieldViolations).toEqual([
      { field: 'email', description: 'required', reason: '' },
    ]);
  });

  it('maps errors of streaming handlers and wraps a whole service from its definition', async () => {
    const logger = createMemoryLogger();
    const loopback = await serve(
      wrapService(
        testService,
        {
          unary: () => ({ kind: 'unary' }),
          upload: async () => ({ kind: 'upload' }),
          watch: async (call: { write(message: Json): void; request: Json }) => {
            call.write({ n: 1 });
            if (call.request.fail) throw new PermissionError('no');
            call.write({ n: 2 });
          },
          chat: () => undefined,
        },
        { logger },
      ),
    );
    expect(await callUnary(loopback.client, {})).toEqual({ ok: true, response: { kind: 'unary' } });
    expect(await callWatch(loopback.client, {})).toEqual({ messages: [{ n: 1 }, { n: 2 }] });
    const failed = await callWatch(loopback.client, { fail: true });
    expect(failed.messages).toEqual([{ n: 1 }]);
    expect(failed.error?.code).toBe(status.PERMISSION_DENIED);
    expect(decodeRichStatus(failed.error!)).toMatchObject({ code: status.PERMISSION_DENIED, message: 'Access denied' });
    expect(() => wrapService(testService, { unary: () => ({}) })).toThrow(
      'wrap service failed: no handler for /test.v1.TestService/Upload',
    );
  });

  it('wraps client-streaming and bidirectional handlers', async () => {
    const logger = createMemoryLogger();
    const upload = wrapClientStreamingHandler<Json, Json>(
      async () => {
        throw new ValueError('empty upload');
      },
      { logger },
    );
    const chat = wrapBidiStreamingHandler<Json, Json>(
      () => {
        throw new TimeoutError('idle');
      },
      { logger },
    );
    const loopback = await serve({ Unary: wrapUnaryHandler(() => ({})), Upload: upload, Chat: chat });
    const uploadError = await new Promise<ServiceError>((resolve) => {
      const call = loopback.client.makeClientStreamRequest(
        testService.Upload.path,
        testService.Upload.requestSerialize,
        testService.Upload.responseDeserialize,
        (error) => error && resolve(error),
      );
      call.end();
    });
    expect(decodeRichStatus(uploadError)).toMatchObject({
      code: status.INVALID_ARGUMENT,
      message: 'Invalid input: empty upload',
    });
    const chatError = await new Promise<ServiceError>((resolve) => {
      const call = loopback.client.makeBidiStreamRequest(
        testService.Chat.path,
        testService.Chat.requestSerialize,
        testService.Chat.responseDeserialize,
      );
      call.on('error', resolve);
      call.on('data', () => undefined);
    });
    expect(decodeRichStatus(chatError)).toMatchObject({
      code: status.DEADLINE_EXCEEDED,
      message: 'Operation timed out',
    });
  });
});

describe('logging interceptor', () => {
  it('logs every finished call with its code and detail types', async () => {
    const logger = createMemoryLogger();
    const loopback = await serve(
      {
        Unary: wrapUnaryHandler<Json, Json>(
          (call) => {
            if (call.request.fail) {
              throw new RichStatusError({
                code: status.RESOURCE_EXHAUSTED,
                message: 'busy',
                details: [packDetail(RetryInfoType, {})],
              });
            }
            return {};
          },
          { logger: createMemoryLogger() },
        ),
      },
      { serverInterceptors: [createLoggingInterceptor({ logger })] },
    );
    await callUnary(loopback.client, {});
    await callUnary(loopback.client, { fail: true });
    expect(logger.entries.map((entry) => [entry.level, entry.fields.code])).toEqual([
      ['info', 'OK'],
      ['warn', 'RESOURCE_EXHAUSTED'],
    ]);
    expect(logger.entries[1].fields).toMatchObject({
      method: '/test.v1.TestService/Unary',
      message: 'busy',
      details: ['google.rpc.RetryInfo'],
    });
    expect(typeof logger.entries[0].fields.durationMs).toBe('number');
  });
});

describe('retry interceptor', () => {
  function rateLimited(failures: number, delaySeconds: number) {
    const arrivals: number[] = [];
    const implementation = {
      Unary: wrapUnaryHandler<Json, Json>(
        (call) => {
          arrivals.push(Date.now());
          if (arrivals.length <= failures) {
            throw new RichStatusError({
              code: status.RESOURCE_EXHAUSTED,
              message: 'Rate limit exceeded',
              details: [packDetail(RetryInfoType, { retryDelay: durationFromSeconds(delaySeconds) })],
            });
          }
          return { attempt: arrivals.length, echo: call.request.value };
        },
        { logger: createMemoryLogger() },
      ),
    };
    return { arrivals, implementation };
  }

  it('waits for the RetryInfo delay, then succeeds with the original request', async () => {
    const { arrivals, implementation } = rateLimited(2, 0.15);
    const events: number[] = [];
    const loopback = await serve(implementation, {
      clientInterceptors: [
        createRetryInterceptor({ maxRetries: 3, onRetry: (event) => events.push(event.delaySeconds) }),
      ],
    });
    expect(await callUnary(loopback.client, { value: 'x' })).toEqual({ ok: true, response: { attempt: 3, echo: 'x' } });
    expect(events).toEqual([0.15, 0.15]);
    expect(arrivals[1] - arrivals[0]).toBeGreaterThanOrEqual(140);
    expect(arrivals[2] - arrivals[1]).toBeGreaterThanOrEqual(140);
  });

  it('gives up after maxRetries and returns the last status', async () => {
    const { arrivals, implementation } = rateLimited(10, 0.02);
    const loopback = await serve(implementation, { clientInterceptors: [createRetryInterceptor({ maxRetries: 2 })] });
    const error = await failure(loopback);
    expect(arrivals).toHaveLength(3);
    expect(decodeRichStatus(error)).toMatchObject({ code: status.RESOURCE_EXHAUSTED, retryDelaySeconds: 0.02 });
  });

  it('does not wait past the deadline, and caps the delay', async () => {
    const { arrivals, implementation } = rateLimited(1, 60);
    const loopback = await serve(implementation, {
      clientInterceptors: [createRetryInterceptor({ maxDelaySeconds: 0.05 })],
    });
    expect(await callUnary(loopback.client, {})).toMatchObject({ ok: true, response: { attempt: 2 } });
    const late = rateLimited(1, 5);
    const second = await serve(late.implementation, { clientInterceptors: [createRetryInterceptor()] });
    const outcome = await callUnary(second.client, {}, 1_000);
    expect(outcome.ok).toBe(false);
    expect(late.arrivals).toHaveLength(1);
    expect(arrivals).toHaveLength(2);
  });

  it('does not retry other codes', async () => {
    let calls = 0;
    const loopback = await serve(
      {
        Unary: wrapUnaryHandler(
          () => {
            calls += 1;
            throw new RichStatusError({
              code: status.UNAVAILABLE,
              message: 'down',
              details: [packDetail(RetryInfoType, { retryDelay: durationFromSeconds(0.01) })],
            });
          },
          { logger: createMemoryLogger() },
        ),
      },
      { clientInterceptors: [createRetryInterceptor()] },
    );
    expect((await failure(loopback)).code).toBe(status.UNAVAILABLE);
    expect(calls).toBe(1);
  });
});

/**
 * Cross-check with Connect-ES, an implementation of the gRPC error model written elsewhere.
 * Its descriptors are built from the same .proto files this package ships.
 */
import * as http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { Client, credentials, Metadata, type ServiceError, status } from '@grpc/grpc-js';
import { ConnectError } from '@connectrpc/connect';
import { findTrailerError, setTrailerStatus } from '@connectrpc/connect/protocol-grpc';
import { anyPack } from '@bufbuild/protobuf/wkt';
import { create, toJson } from '@bufbuild/protobuf';
import {
  BusinessLogicErrorType,
  LocalizedMessageType,
  QuotaFailureType,
  RetryInfoType,
  RichStatusError,
  ServiceUnavailableErrorType,
  ValidationFailureType,
  decodeRichStatus,
  durationFromSeconds,
  findDetail,
  packDetail,
  timestampFromDate,
  unpackDetail,
  wrapUnaryHandler,
} from './index';
import { createConnectRegistry } from './__fixtures__/connect-registry';
import { type Loopback, createMemoryLogger, startLoopback } from './__fixtures__/loopback';

const registry = createConnectRegistry();
const message = (name: string) => {
  const desc = registry.getMessage(name);
  if (!desc) throw new Error(`missing descriptor: ${name}`);
  return desc;
};

const recovery = new Date('2031-05-06T07:08:09.000Z');

describe('our trailers, read by Connect-ES', () => {
  let loopback: Loopback;
  beforeAll(async () => {
    loopback = await startLoopback({
      Unary: wrapUnaryHandler(
        () => {
          throw new RichStatusError({
            code: status.RESOURCE_EXHAUSTED,
            message: 'Rate limit exceeded: client "c1", 5/s',
            details: [
              packDetail(RetryInfoType, { retryDelay: durationFromSeconds(2.5) }),
              packDetail(QuotaFailureType, {
                violations: [{ subject: 'client:c1', description: '5 requests per second' }],
              }),
              packDetail(BusinessLogicErrorType, {
                errorCode: 'EMAIL_TAKEN',
                errorMessage: 'taken',
                errorContext: { email: 'ada@example.test' },
                suggestedActions: ['sign in'],
              }),
              packDetail(ValidationFailureType, {
                fieldErrors: [
                  {
                    fieldPath: 'name',
                    errorMessage: 'too short',
                    errorCode: 'TOO_SHORT',
                    invalidValue: packDetail(LocalizedMessageType, { locale: 'en', message: 'A' }),
                  },
                ],
                globalError: 'Validation failed',
              }),
              packDetail(ServiceUnavailableErrorType, {
                serviceName: 'user-store',
                estimatedRecoveryTime: timestampFromDate(recovery),
                alternativeEndpoints: ['127.0.0.1:50052'],
              }),
            ],
          });
        },
        { logger: createMemoryLogger() },
      ),
      Upload: () => undefined,
      Watch: () => undefined,
      Chat: () => undefined,
    });
  });
  afterAll(() => loopback.close());

  /** The raw HTTP/2 trailers of one call, exactly as grpc-js put them on the wire. */
  async function rawTrailers(): Promise<Headers> {
    const session = http2.connect(`http://127.0.0.1:${loopback.port}`);
    try {
      return await new Promise<Headers>((resolve, reject) => {
        const stream = session.request({
          ':method': 'POST',
          ':path': '/test.v1.TestService/Unary',
          'content-type': 'application/grpc',
          te: 'trailers',
        });
        const body = Buffer.from('{}');
        const frame = Buffer.alloc(5 + body.length);
        frame.writeUInt32BE(body.length, 1);
        body.copy(frame, 5);
        stream.end(frame);
        const collected = new Headers();
        const add = (fields: http2.IncomingHttpHeaders) => {
          for (const [key, value] of Object.entries(fields)) {
            if (!key.startsWith(':') && value !== undefined)
              collected.set(key, Array.isArray(value) ? value.join(', ') : String(value));
          }
        };
        stream.on('response', add);
        stream.on('trailers', add);
        stream.on('data', () => undefined);
        stream.on('end', () => resolve(collected));
        stream.on('error', reject);
      });
    } finally {
      session.close();
    }
  }

  it('decodes the code, the message and every detail with ConnectError.findDetails', async () => {
    const trailers = await rawTrailers();
    expect(trailers.get('grpc-status-details-bin')).toBeTruthy();
    const error = findTrailerError(trailers);
    expect(error).toBeInstanceOf(ConnectError);
    expect(error?.code).toBe(status.RESOURCE_EXHAUSTED);
    expect(error?.rawMessage).toBe('Rate limit exceeded: client "c1", 5/s');

    const json = (name: string) =>
      error!.findDetails(message(name)).map((detail) => toJson(message(name), detail, { registry }));
    expect(json('google.rpc.RetryInfo')).toEqual([{ retryDelay: '2.500s' }]);
    expect(json('google.rpc.QuotaFailure')).toEqual([
      { violations: [{ subject: 'client:c1', description: '5 requests per second' }] },
    ]);
    expect(json('errors.v1.BusinessLogicError')).toEqual([
      {
        errorCode: 'EMAIL_TAKEN',
        errorMessage: 'taken',
        errorContext: { email: 'ada@example.test' },
        suggestedActions: ['sign in'],
      },
    ]);
    expect(json('errors.v1.ValidationFailure')).toEqual([
      {
        fieldErrors: [
          {
            fieldPath: 'name',
            errorMessage: 'too short',
            errorCode: 'TOO_SHORT',
            invalidValue: { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en', message: 'A' },
          },
        ],
        globalError: 'Validation failed',
      },
    ]);
    expect(json('errors.v1.ServiceUnavailableError')).toEqual([
      {
        serviceName: 'user-store',
        estimatedRecoveryTime: recovery.toISOString().replace('.000Z', 'Z'),
        alternativeEndpoints: ['127.0.0.1:50052'],
      },
    ]);
    expect(error!.findDetails(registry)).toHaveLength(5);
  });
});

describe('Connect-ES trailers, read by our client', () => {
  let server: http2.Http2Server;
  let port: number;
  let trailers: Headers;

  beforeAll(async () => {
    const outgoing = new ConnectError('Validation failed', status.INVALID_ARGUMENT as number, undefined, [
      {
        desc: message('errors.v1.ValidationFailure'),
        value: {
          fieldErrors: [
            {
              fieldPath: 'email',
              errorMessage: 'not an address',
              errorCode: 'INVALID_FORMAT',
              invalidValue: anyPack(
                message('google.rpc.LocalizedMessage'),
                create(message('google.rpc.LocalizedMessage'), { locale: 'en', message: 'x@' }),
              ),
            },
          ],
          globalError: '',
        },
      },
      { desc: message('google.rpc.RetryInfo'), value: { retryDelay: { seconds: 1n, nanos: 0 } } },
    ]);
    // A detail already in wire form, of a type our registry does not know.
    outgoing.details.push({ type: 'acme.v1.NotRegistered', value: new Uint8Array([8, 1]), debug: undefined });
    trailers = setTrailerStatus(new Headers(), outgoing);
    // A bare HTTP/2 server that answers every call with Connect's trailers, byte for byte.
    server = http2.createServer();
    server.on('stream', (stream) => {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        stream.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true });
        stream.on('wantTrailers', () => stream.sendTrailers(Object.fromEntries(trailers.entries())));
        stream.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('decodes the details Connect-ES wrote and skips the type it does not know', async () => {
    const client = new Client(`127.0.0.1:${port}`, credentials.createInsecure());
    const error = await new Promise<ServiceError>((resolve, reject) => {
      client.makeUnaryRequest(
        '/test.v1.TestService/Unary',
        (value: Buffer) => value,
        (value: Buffer) => value,
        Buffer.alloc(0),
        new Metadata(),
        {},
        (failure) => (failure ? resolve(failure) : reject(new Error('expected a failure'))),
      );
    });
    client.close();
    const rich = decodeRichStatus(error);
    expect(rich).toMatchObject({
      code: status.INVALID_ARGUMENT,
      codeName: 'INVALID_ARGUMENT',
      message: 'Validation failed',
    });
    expect(rich.problem).toBeUndefined();
    const failure = findDetail(rich, ValidationFailureType);
    expect(failure?.fieldErrors[0]).toMatchObject({
      fieldPath: 'email',
      errorMessage: 'not an address',
      errorCode: 'INVALID_FORMAT',
    });
    expect(unpackDetail(LocalizedMessageType, failure!.fieldErrors[0].invalidValue!)).toEqual({
      locale: 'en',
      message: 'x@',
    });
    expect(findDetail(rich, RetryInfoType)).toEqual({ retryDelay: { seconds: 1, nanos: 0 } });
    expect(rich.retryDelaySeconds).toBeUndefined();
    expect(rich.skipped).toEqual([
      { typeUrl: 'type.googleapis.com/acme.v1.NotRegistered', reason: 'unknown-type', value: new Uint8Array([8, 1]) },
    ]);
  });
});

it('both sides name the Any type URL the same way', () => {
  const ours = packDetail(RetryInfoType, { retryDelay: { seconds: 3, nanos: 0 } });
  const theirs = anyPack(
    message('google.rpc.RetryInfo'),
    create(message('google.rpc.RetryInfo'), { retryDelay: { seconds: 3n, nanos: 0 } }),
  );
  expect(theirs.typeUrl).toBe(ours.typeUrl);
  expect(Buffer.from(theirs.value).equals(Buffer.from(ours.value))).toBe(true);
});

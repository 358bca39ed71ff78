import fc from 'fast-check';
import { Metadata, status } from '@grpc/grpc-js';
import {
  BusinessLogicErrorType,
  QuotaFailureType,
  RetryInfoType,
  STATUS_DETAILS_KEY,
  ServiceUnavailableErrorType,
  decodeRichStatus,
  encodeStatus,
  packDetail,
  unpackDetails,
} from './index';
import { type Json, type Loopback, callUnary, startLoopback } from './__fixtures__/loopback';

const withTrailer = (bytes: Uint8Array): Metadata => {
  const metadata = new Metadata();
  metadata.set(STATUS_DETAILS_KEY, Buffer.from(bytes));
  return metadata;
};

const validDetails = [
  packDetail(RetryInfoType, { retryDelay: { seconds: 4, nanos: 0 } }),
  packDetail(QuotaFailureType, { violations: [{ subject: 'client:c1', description: 'over' }] }),
  packDetail(BusinessLogicErrorType, { errorCode: 'E', errorContext: { a: 'b' }, suggestedActions: ['x'] }),
  packDetail(ServiceUnavailableErrorType, { serviceName: 'db', estimatedRecoveryTime: { seconds: 99, nanos: 1 } }),
];
const validStatus = encodeStatus({ code: status.RESOURCE_EXHAUSTED, message: 'busy', details: validDetails });
const expected = unpackDetails(validDetails).details;

describe('fuzzed grpc-status-details-bin', () => {
  it('never throws on random bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 512 }),
        fc.integer({ min: 0, max: 16 }),
        fc.string(),
        (bytes, code, message) => {
          const rich = decodeRichStatus({ code, details: message, metadata: withTrailer(bytes) });
          expect(rich.code).toBe(code);
          expect(rich.message).toBe(message);
          expect(Array.isArray(rich.details)).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('returns only correct details from a truncated status', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: validStatus.length }), (length) => {
        const rich = decodeRichStatus({
          code: status.RESOURCE_EXHAUSTED,
          details: 'busy',
          metadata: withTrailer(validStatus.subarray(0, length)),
        });
        for (const detail of rich.details) expect(expected).toContainEqual(detail);
      }),
      { numRuns: 500 },
    );
    const whole = decodeRichStatus({
      code: status.RESOURCE_EXHAUSTED,
      details: 'busy',
      metadata: withTrailer(validStatus),
    });
    expect(whole.details).toEqual(expected);
  });

  it('decodes the good details when others carry random or truncated bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.integer({ min: 0, max: 3 }), (noise, victim) => {
        const details = validDetails.map((any, index) =>
          index === victim
            ? { typeUrl: any.typeUrl, value: index % 2 ? noise : any.value.subarray(0, any.value.length - 1) }
            : any,
        );
        const bytes = encodeStatus({ code: status.RESOURCE_EXHAUSTED, message: 'busy', details });
        const rich = decodeRichStatus({
          code: status.RESOURCE_EXHAUSTED,
          details: 'busy',
          metadata: withTrailer(bytes),
        });
        const others = expected.filter((_detail, index) => index !== victim);
        for (const detail of others) expect(rich.details).toContainEqual(detail);
        expect(rich.details.length + rich.skipped.length).toBe(4);
      }),
      { numRuns: 500 },
    );
  });
});

describe('fuzzed trailers on the wire', () => {
  let loopback: Loopback;
  beforeAll(async () => {
    loopback = await startLoopback({
      Unary: (
        call: { request: Json },
        callback: (error: { code: number; details: string; metadata: Metadata }) => void,
      ) => {
        const bytes = Buffer.from(String(call.request.hex), 'hex');
        callback({ code: status.INTERNAL, details: 'fuzz', metadata: withTrailer(bytes) });
      },
      Upload: () => undefined,
      Watch: () => undefined,
      Chat: () => undefined,
    });
  });
  afterAll(() => loopback.close());

  it('a real client never throws on what a server sends', async () => {
    const truncations = fc.integer({ min: 0, max: validStatus.length }).map((n) => validStatus.subarray(0, n));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uint8Array({ minLength: 1, maxLength: 300 }), truncations), async (bytes) => {
        const outcome = await callUnary(loopback.client, { hex: Buffer.from(bytes).toString('hex') });
        if (outcome.ok) throw new Error('expected a failure');
        const rich = decodeRichStatus(outcome.error);
        expect(rich.code).toBe(status.INTERNAL);
        expect(rich.message).toBe('fuzz');
      }),
      { numRuns: 60 },
    );
  });
});

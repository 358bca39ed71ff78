/**
 * Second cross-check: the ts-proto codecs shipped by nice-grpc-error-details, generated from
 * google/rpc/error_details.proto by other people, read what we write and the other way round.
 * Their copy of the .proto is older: QuotaFailure.Violation and BadRequest.FieldViolation have
 * only their first two fields there, so the samples stick to those.
 */
import * as nice from 'nice-grpc-error-details';
import {
  BadRequestType,
  type DetailType,
  DebugInfoType,
  ErrorInfoType,
  HelpType,
  LocalizedMessageType,
  PreconditionFailureType,
  QuotaFailureType,
  RequestInfoType,
  ResourceInfoType,
  RetryInfoType,
} from './index';

interface Codec {
  encode(message: never): { finish(): Uint8Array };
  decode(bytes: Uint8Array): unknown;
  fromPartial(value: never): unknown;
  $type?: string;
}

const samples: [DetailType<unknown>, Codec, Record<string, unknown>][] = [
  [ErrorInfoType, nice.ErrorInfo, { reason: 'QUOTA', domain: 'demo.test', metadata: { client: 'c1', zone: 'b' } }],
  [RetryInfoType, nice.RetryInfo, { retryDelay: { seconds: 7, nanos: 250_000_000 } }],
  [DebugInfoType, nice.DebugInfo, { stackEntries: ['f()', 'g()'], detail: 'boom' }],
  [QuotaFailureType, nice.QuotaFailure, { violations: [{ subject: 'client:c1', description: 'too many' }] }],
  [
    PreconditionFailureType,
    nice.PreconditionFailure,
    { violations: [{ type: 'TOS', subject: 'user:u1', description: 'accept first' }] },
  ],
  [BadRequestType, nice.BadRequest, { fieldViolations: [{ field: 'email', description: 'bad' }] }],
  [RequestInfoType, nice.RequestInfo, { requestId: 'r-1', servingData: 'pod-3' }],
  [
    ResourceInfoType,
    nice.ResourceInfo,
    { resourceType: 'file', resourceName: 'a.txt', owner: 'u1', description: 'missing' },
  ],
  [HelpType, nice.Help, { links: [{ description: 'docs', url: 'https://example.test' }] }],
  [LocalizedMessageType, nice.LocalizedMessage, { locale: 'ja-JP', message: 'エラー' }],
];

describe.each(samples.map(([type, codec, value]) => [type.typeName, type, codec, value] as const))(
  '%s',
  (_name, type, codec, value) => {
    it('nice-grpc-error-details decodes what we encode', () => {
      expect(codec.decode(type.encode(value))).toMatchObject(value);
    });

    it('we decode what nice-grpc-error-details encodes', () => {
      const bytes = codec.encode(codec.fromPartial(value as never) as never).finish();
      expect(type.decode(bytes)).toMatchObject(value);
    });
  },
);

it('an older reader skips the newer QuotaFailure and BadRequest fields we write', () => {
  const quota = QuotaFailureType.encode({
    violations: [
      {
        subject: 'client:c1',
        description: 'd',
        quotaMetric: 'm',
        quotaDimensions: { r: 'eu' },
        quotaValue: 9,
        futureQuotaValue: 10,
      },
    ],
  });
  expect(nice.QuotaFailure.decode(quota).violations).toEqual([
    expect.objectContaining({ subject: 'client:c1', description: 'd' }),
  ]);
  const bad = BadRequestType.encode({
    fieldViolations: [{ field: 'f', description: 'd', reason: 'R', localizedMessage: { locale: 'en', message: 'm' } }],
  });
  expect(nice.BadRequest.decode(bad).fieldViolations).toEqual([
    expect.objectContaining({ field: 'f', description: 'd' }),
  ]);
});

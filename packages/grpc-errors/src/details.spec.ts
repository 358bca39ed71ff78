import { Metadata, status } from '@grpc/grpc-js';
import {
  BadRequestType,
  BusinessLogicErrorType,
  DebugInfoType,
  DetailRegistry,
  ErrorInfoType,
  ErrorResponseType,
  FieldErrorType,
  GrpcErrorsError,
  HelpType,
  LocalizedMessageType,
  PreconditionFailureType,
  QuotaFailureType,
  RequestInfoType,
  ResourceInfoType,
  RetryInfoType,
  RichStatusError,
  STATUS_DETAILS_KEY,
  ServiceUnavailableErrorType,
  ValidationFailureType,
  createDetailRegistry,
  decodeRichStatus,
  decodeStatus,
  defineDetailType,
  type DetailType,
  durationFromSeconds,
  durationToSeconds,
  encodeStatus,
  findDetail,
  loadProtoFiles,
  packDetail,
  timestampFromDate,
  timestampToDate,
  typeNameOf,
  typeUrlOf,
  unpackDetail,
} from './index';
import * as path from 'node:path';
import * as fs from 'node:fs';
import * as os from 'node:os';

describe('standard details', () => {
  const cases: [DetailType<unknown>, unknown][] = [
    [ErrorInfoType, { reason: 'QUOTA', domain: 'demo.bracken.dev', metadata: { client: 'c1' } }],
    [RetryInfoType, { retryDelay: { seconds: 2, nanos: 500_000_000 } }],
    [DebugInfoType, { stackEntries: ['a', 'b'], detail: 'x' }],
    [
      QuotaFailureType,
      {
        violations: [
          {
            subject: 'client:c1',
            description: 'over',
            apiService: 's',
            quotaMetric: 'm',
            quotaId: 'q',
            quotaDimensions: { region: 'eu' },
            quotaValue: 10,
            futureQuotaValue: 20,
          },
        ],
      },
    ],
    [PreconditionFailureType, { violations: [{ type: 'TOS', subject: 'user:u1', description: 'not accepted' }] }],
    [
      BadRequestType,
      {
        fieldViolations: [
          { field: 'email', description: 'bad', reason: 'FORMAT', localizedMessage: { locale: 'en', message: 'Bad' } },
        ],
      },
    ],
    [RequestInfoType, { requestId: 'r1', servingData: 'd' }],
    [ResourceInfoType, { resourceType: 'file', resourceName: 'f1', owner: 'o', description: 'gone' }],
    [HelpType, { links: [{ description: 'docs', url: 'https://example.test/docs' }] }],
    [LocalizedMessageType, { locale: 'fr-FR', message: 'Erreur' }],
  ];

  it.each(cases.map(([type, value]) => [type.typeName, type, value] as [string, DetailType<unknown>, unknown]))(
    '%s round-trips through an Any',
    (_name, type, value) => {
      const any = packDetail(type, value);
      expect(any.typeUrl).toBe(`type.googleapis.com/${type.typeName}`);
      expect(unpackDetail(type, any)).toEqual(value);
    },
  );

  it('fills protobuf defaults for fields left out', () => {
    expect(ErrorInfoType.decode(ErrorInfoType.encode({ reason: 'R' }))).toEqual({
      reason: 'R',
      domain: '',
      metadata: {},
    });
    expect(RetryInfoType.decode(new Uint8Array())).toEqual({});
  });

  it('reports malformed bytes as a package error', () => {
    expect(() => DebugInfoType.decode(new Uint8Array([0x0a, 0xff]))).toThrow(GrpcErrorsError);
    expect(() => DebugInfoType.decode(new Uint8Array([0x0a, 0xff]))).toThrow(/decode google.rpc.DebugInfo failed/);
  });

  it('unpackDetail returns undefined for another type', () => {
    expect(unpackDetail(HelpType, packDetail(RetryInfoType, {}))).toBeUndefined();
  });
});

describe('errors.v1 details', () => {
  it('packs FieldError.invalid_value as an Any and ServiceUnavailableError with a Timestamp', () => {
    const invalid = packDetail(LocalizedMessageType, { locale: 'en', message: 'raw' });
    const failure = {
      fieldErrors: [{ fieldPath: 'name', errorMessage: 'too short', errorCode: 'TOO_SHORT', invalidValue: invalid }],
      globalError: 'two fields',
    };
    const decoded = ValidationFailureType.decode(ValidationFailureType.encode(failure));
    expect(decoded).toEqual(failure);
    expect(unpackDetail(LocalizedMessageType, decoded.fieldErrors[0].invalidValue!)).toEqual({
      locale: 'en',
      message: 'raw',
    });

    const recovery = new Date('2030-01-02T03:04:05.678Z');
    const down = {
      serviceName: 'db',
      estimatedRecoveryTime: timestampFromDate(recovery),
      alternativeEndpoints: ['b:1'],
    };
    const back = ServiceUnavailableErrorType.decode(ServiceUnavailableErrorType.encode(down));
    expect(timestampToDate(back.estimatedRecoveryTime!)).toEqual(recovery);
  });

  it('round-trips BusinessLogicError, FieldError and ErrorResponse', () => {
    const business = {
      errorCode: 'EMAIL',
      errorMessage: 'taken',
      errorContext: { email: 'a@b.c' },
      suggestedActions: ['login'],
    };
    expect(BusinessLogicErrorType.decode(BusinessLogicErrorType.encode(business))).toEqual(business);
    const field = { fieldPath: 'x', errorMessage: 'm', errorCode: 'C' };
    expect(FieldErrorType.decode(FieldErrorType.encode(field))).toEqual(field);
    const envelope = {
      errorCode: 'E',
      errorMessage: 'm',
      errorContext: { k: 'v' },
      suggestions: ['s'],
      timestamp: { seconds: 1_700_000_000, nanos: 5 },
      requestId: 'req-1',
    };
    expect(ErrorResponseType.decode(ErrorResponseType.encode(envelope))).toEqual(envelope);
  });
});

describe('google.rpc.Status', () => {
  it('round-trips code, message and details', () => {
    const details = [packDetail(RetryInfoType, { retryDelay: durationFromSeconds(1) })];
    expect(decodeStatus(encodeStatus({ code: 8, message: 'slow down', details }))).toEqual({
      code: 8,
      message: 'slow down',
      details,
    });
  });

  it('throws a package error for bytes that are not a Status', () => {
    expect(() => decodeStatus(new Uint8Array([0x12, 0x05, 0x41]))).toThrow(/decode google.rpc.Status failed/);
  });

  it('RichStatusError keeps grpc-message and the trailer status in step', () => {
    const error = new RichStatusError({ code: status.NOT_FOUND, message: 'no such user: u1' });
    expect(error.details).toBe('no such user: u1');
    const trailer = error.metadata.get(STATUS_DETAILS_KEY)[0];
    expect(decodeStatus(trailer as Buffer)).toEqual({
      code: status.NOT_FOUND,
      message: 'no such user: u1',
      details: [],
    });
    expect(() => new RichStatusError({ code: status.OK, message: 'fine' })).toThrow(GrpcErrorsError);
  });
});

describe('decodeRichStatus', () => {
  const trailers = (bytes: Uint8Array): Metadata => {
    const metadata = new Metadata();
    metadata.set(STATUS_DETAILS_KEY, Buffer.from(bytes));
    return metadata;
  };

  it('skips unknown and malformed details and keeps the rest', () => {
    const bytes = encodeStatus({
      code: status.RESOURCE_EXHAUSTED,
      message: 'busy',
      details: [
        { typeUrl: 'type.googleapis.com/acme.v1.Unknown', value: new Uint8Array([1, 2, 3]) },
        { typeUrl: RetryInfoType.typeUrl, value: new Uint8Array([0x0a, 0x09, 0x08]) },
        packDetail(QuotaFailureType, { violations: [{ subject: 'client:c1' }] }),
        packDetail(RetryInfoType, { retryDelay: { seconds: 3, nanos: 0 } }),
      ],
    });
    const rich = decodeRichStatus({ code: status.RESOURCE_EXHAUSTED, details: 'busy', metadata: trailers(bytes) });
    expect(rich.details.map((d) => d.typeName)).toEqual(['google.rpc.QuotaFailure', 'google.rpc.RetryInfo']);
    expect(rich.skipped.map((d) => d.reason)).toEqual(['unknown-type', 'malformed']);
    expect(rich.retryDelaySeconds).toBe(3);
    expect(findDetail(rich, QuotaFailureType)?.violations[0].subject).toBe('client:c1');
  });

  it('refuses a status whose code or message disagrees with the call', () => {
    const bytes = encodeStatus({ code: status.NOT_FOUND, message: 'gone', details: [packDetail(HelpType, {})] });
    expect(decodeRichStatus({ code: status.INTERNAL, details: 'gone', metadata: trailers(bytes) }).problem).toBe(
      'code-mismatch',
    );
    const mismatch = decodeRichStatus({ code: status.NOT_FOUND, details: 'other', metadata: trailers(bytes) });
    expect(mismatch).toMatchObject({
      problem: 'message-mismatch',
      details: [],
      code: status.NOT_FOUND,
      message: 'other',
    });
  });

  it('gives a retry delay only for RESOURCE_EXHAUSTED', () => {
    const details = [packDetail(RetryInfoType, { retryDelay: durationFromSeconds(0.25) })];
    const bytes = encodeStatus({ code: status.UNAVAILABLE, message: 'm', details });
    expect(
      decodeRichStatus({ code: status.UNAVAILABLE, details: 'm', metadata: trailers(bytes) }).retryDelaySeconds,
    ).toBe(undefined);
  });
});

describe('registry', () => {
  it('registers the standard and errors.v1 types by default', () => {
    const registry = createDetailRegistry();
    expect(registry.types).toHaveLength(15);
    expect(registry.lookup('type.googleapis.com/errors.v1.FieldError')).toBe(FieldErrorType);
    expect(createDetailRegistry({ includeDefaults: false }).types).toHaveLength(0);
  });

  it('registers custom messages loaded from a .proto file and refuses a second type of the same name', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grpc-errors-'));
    fs.mkdirSync(path.join(dir, 'acme/v1'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'acme/v1/stock.proto'),
      'syntax = "proto3";\npackage acme.v1;\nimport "google/rpc/error_details.proto";\n' +
        'message OutOfStock { string sku = 1; int64 available = 2; google.rpc.Help help = 3; }\n',
    );
    const root = loadProtoFiles(['acme/v1/stock.proto'], [dir]);
    const OutOfStockType = defineDetailType<{ sku: string; available: number }>(root.lookupType('acme.v1.OutOfStock'));
    const registry = new DetailRegistry().register(OutOfStockType);
    expect(registry.lookup(typeUrlOf('acme.v1.OutOfStock'))).toBe(OutOfStockType);
    expect(OutOfStockType.decode(OutOfStockType.encode({ sku: 'A1', available: 3 }))).toEqual({
      sku: 'A1',
      available: 3,
    });
    const clash = defineDetailType(root.lookupType('acme.v1.OutOfStock'));
    expect(() => registry.register(clash)).toThrow(
      'register detail type failed: acme.v1.OutOfStock is already registered',
    );
    expect(() => loadProtoFiles(['acme/v1/missing.proto'], [dir])).toThrow(
      /load proto files failed: acme\/v1\/missing.proto/,
    );
  });
});

describe('type URL and time conversions', () => {
  it('converts type URLs, durations and timestamps', () => {
    expect(typeUrlOf('.google.rpc.Help')).toBe('type.googleapis.com/google.rpc.Help');
    expect(typeNameOf('example.com/x/errors.v1.FieldError')).toBe('errors.v1.FieldError');
    expect(durationFromSeconds(1.5)).toEqual({ seconds: 1, nanos: 500_000_000 });
    expect(durationToSeconds({ seconds: 2, nanos: 250_000_000 })).toBe(2.25);
    expect(timestampFromDate(new Date(1_500))).toEqual({ seconds: 1, nanos: 500_000_000 });
  });
});

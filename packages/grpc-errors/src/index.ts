export { TYPE_URL_PREFIX, typeNameOf, typeUrlOf } from './any';
export type { Any } from './any';
export { GrpcErrorsError, PermissionError, TimeoutError, ValueError } from './errors';
export type { HandlerErrorOptions } from './errors';
export { BUNDLED_PROTO_FILES, PROTO_DIR, loadProtoFiles } from './proto-root';
export { defineDetailType, packDetail, unpackDetail } from './detail-type';
export type { DetailInput, DetailType } from './detail-type';
export { durationFromSeconds, durationToSeconds, timestampFromDate, timestampToDate } from './time';
export type { Duration, Timestamp } from './time';
export {
  BadRequestType,
  DebugInfoType,
  ErrorInfoType,
  HelpType,
  LocalizedMessageType,
  PreconditionFailureType,
  QuotaFailureType,
  RequestInfoType,
  ResourceInfoType,
  RetryInfoType,
  STANDARD_DETAIL_TYPES,
} from './standard-details';
export type {
  BadRequest,
  DebugInfo,
  ErrorInfo,
  FieldViolation,
  Help,
  HelpLink,
  LocalizedMessage,
  PreconditionFailure,
  PreconditionViolation,
  QuotaFailure,
  QuotaViolation,
  RequestInfo,
  ResourceInfo,
  RetryInfo,
} from './standard-details';
export {
  BusinessLogicErrorType,
  ERRORS_V1_DETAIL_TYPES,
  ErrorResponseType,
  FieldErrorType,
  ServiceUnavailableErrorType,
  ValidationFailureType,
} from './errors-v1-details';
export type {
  BusinessLogicError,
  ErrorResponse,
  FieldError,
  ServiceUnavailableError,
  ValidationFailure,
} from './errors-v1-details';
export { DetailRegistry, createDetailRegistry, defaultDetailRegistry } from './registry';
export type { DetailRegistryOptions } from './registry';
export { RichStatusError, STATUS_DETAILS_KEY, decodeStatus, encodeStatus, toStatusMetadata } from './status';
export type { RichStatusInit, Status } from './status';
export { codeName, decodeRichStatus, findDetail, findDetails, retryDelaySeconds, unpackDetails } from './client';
export type { DecodeOptions, DecodedDetail, RichStatus, SkippedDetail, StatusProblem, StatusSource } from './client';
export { createRetryInterceptor } from './retry-interceptor';
export type { RetryEvent, RetryInterceptorOptions } from './retry-interceptor';
export { createConsoleLogger } from './logger';
export type { GrpcErrorLogger } from './logger';
export {
  mapErrorToStatus,
  toStatusError,
  wrapBidiStreamingHandler,
  wrapClientStreamingHandler,
  wrapServerStreamingHandler,
  wrapService,
  wrapUnaryHandler,
} from './server';
export type {
  BidiStreamingHandler,
  ClientStreamingHandler,
  HandlerWrapperOptions,
  MappedStatus,
  ServerStreamingHandler,
  UnaryHandler,
} from './server';
export { createLoggingInterceptor } from './logging-interceptor';
export type { LoggingInterceptorOptions } from './logging-interceptor';

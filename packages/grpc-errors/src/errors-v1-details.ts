import type { Any } from './any';
import { type DetailType, defineDetailType } from './detail-type';
import { bundledType } from './proto-root';
import type { Timestamp } from './time';

/** `errors.v1.BusinessLogicError`: a business rule was violated (sent with FAILED_PRECONDITION). */
export interface BusinessLogicError {
  errorCode: string;
  errorMessage: string;
  errorContext: Record<string, string>;
  suggestedActions: string[];
}

/** `errors.v1.FieldError`: one field that failed a custom validation. */
export interface FieldError {
  fieldPath: string;
  errorMessage: string;
  errorCode: string;
  /** The rejected value, packed as an Any. */
  invalidValue?: Any;
}

/** `errors.v1.ValidationFailure`: custom validation failed (sent with INVALID_ARGUMENT). */
export interface ValidationFailure {
  fieldErrors: FieldError[];
  globalError: string;
}

/** `errors.v1.ServiceUnavailableError`: a dependency is down (sent with UNAVAILABLE). */
export interface ServiceUnavailableError {
  serviceName: string;
  estimatedRecoveryTime?: Timestamp;
  alternativeEndpoints: string[];
}

/** `errors.v1.ErrorResponse`: an error envelope carried in a response body. */
export interface ErrorResponse {
  errorCode: string;
  errorMessage: string;
  errorContext: Record<string, string>;
  suggestions: string[];
  timestamp?: Timestamp;
  requestId: string;
}

const v1 = (name: string) => () => bundledType(`errors.v1.${name}`);

/** Reads and writes `errors.v1.BusinessLogicError`. */
export const BusinessLogicErrorType: DetailType<BusinessLogicError> = defineDetailType(
  v1('BusinessLogicError'),
  'errors.v1.BusinessLogicError',
);
/** Reads and writes `errors.v1.ValidationFailure`. */
export const ValidationFailureType: DetailType<ValidationFailure> = defineDetailType(
  v1('ValidationFailure'),
  'errors.v1.ValidationFailure',
);
/** Reads and writes `errors.v1.FieldError`. */
export const FieldErrorType: DetailType<FieldError> = defineDetailType(v1('FieldError'), 'errors.v1.FieldError');
/** Reads and writes `errors.v1.ServiceUnavailableError`. */
export const ServiceUnavailableErrorType: DetailType<ServiceUnavailableError> = defineDetailType(
  v1('ServiceUnavailableError'),
  'errors.v1.ServiceUnavailableError',
);
/** Reads and writes `errors.v1.ErrorResponse`. */
export const ErrorResponseType: DetailType<ErrorResponse> = defineDetailType(
  v1('ErrorResponse'),
  'errors.v1.ErrorResponse',
);

/** The custom detail types of package `errors.v1`, registered by default. */
export const ERRORS_V1_DETAIL_TYPES: readonly DetailType<unknown>[] = [
  BusinessLogicErrorType,
  ValidationFailureType,
  FieldErrorType,
  ServiceUnavailableErrorType,
  ErrorResponseType,
];

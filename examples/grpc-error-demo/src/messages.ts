import type { ErrorResponse } from '@bracken/grpc-errors';

/** The `errors.v1.ErrorCode` enum, by name. */
export type ErrorCode =
  | 'ERROR_CODE_UNSPECIFIED'
  | 'ERROR_CODE_REQUIRED_FIELD'
  | 'ERROR_CODE_INVALID_FORMAT'
  | 'ERROR_CODE_DUPLICATE_VALUE'
  | 'ERROR_CODE_OUT_OF_RANGE';

/** `errors.v1.ValidateUserRequest`. */
export interface ValidateUserRequest {
  userId: string;
  email: string;
}

/** `errors.v1.ValidationError`. */
export interface ValidationError {
  field: string;
  message: string;
  code: ErrorCode;
}

/** `errors.v1.ValidateUserResponse`. */
export interface ValidateUserResponse {
  valid: boolean;
  errors: ValidationError[];
}

/** `errors.v1.OperationRequest`. */
export interface OperationRequest {
  clientId: string;
  operation: string;
}

/** `errors.v1.OperationResponse`. */
export interface OperationResponse {
  result: string;
  remainingQuota: number;
}

/** `errors.v1.ResourceRequest`. */
export interface ResourceRequest {
  resourceId: string;
  units: number;
  timeoutMs: number;
  callerRole: string;
}

/** `errors.v1.ResourceResponse`. */
export interface ResourceResponse {
  result: string;
}

/** `errors.v1.User`. */
export interface User {
  id: string;
  email: string;
  name: string;
}

/** `errors.v1.CreateUserRequest`. */
export interface CreateUserRequest {
  email: string;
  name: string;
  userId: string;
  region: string;
}

/** `errors.v1.CreateUserResult`: exactly one of `success` and `error`, named by `result`. */
export interface CreateUserResult {
  result?: 'success' | 'error';
  success?: User;
  error?: ErrorResponse;
}

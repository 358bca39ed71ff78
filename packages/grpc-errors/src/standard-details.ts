import { type DetailType, defineDetailType } from './detail-type';
import { bundledType } from './proto-root';
import type { Duration } from './time';

/** `google.rpc.ErrorInfo`: the reason for an error, with its domain and metadata. */
export interface ErrorInfo {
  /** UPPER_SNAKE_CASE reason, unique within the domain. */
  reason: string;
  /** The service that produced the error, for example `pubsub.googleapis.com`. */
  domain: string;
  /** Extra facts about the error. */
  metadata: Record<string, string>;
}

/** `google.rpc.RetryInfo`: how long to wait before retrying. */
export interface RetryInfo {
  /** Wait at least this long. */
  retryDelay?: Duration;
}

/** `google.rpc.DebugInfo`: debugging data. Never send it from a public server. */
export interface DebugInfo {
  stackEntries: string[];
  detail: string;
}

/** One quota that was exceeded, inside {@link QuotaFailure}. */
export interface QuotaViolation {
  /** Who ran out of quota, for example `client:acme`. */
  subject: string;
  /** What was exceeded and how to get more. */
  description: string;
  apiService: string;
  quotaMetric: string;
  quotaId: string;
  quotaDimensions: Record<string, string>;
  quotaValue: number;
  futureQuotaValue?: number;
}

/** `google.rpc.QuotaFailure`: the quotas that were exceeded. */
export interface QuotaFailure {
  violations: QuotaViolation[];
}

/** One failed precondition, inside {@link PreconditionFailure}. */
export interface PreconditionViolation {
  /** Kind of precondition, for example `TOS`. */
  type: string;
  subject: string;
  description: string;
}

/** `google.rpc.PreconditionFailure`: the preconditions that failed. */
export interface PreconditionFailure {
  violations: PreconditionViolation[];
}

/** `google.rpc.LocalizedMessage`: an error message in one locale. */
export interface LocalizedMessage {
  /** BCP-47 locale, for example `en-US`. */
  locale: string;
  message: string;
}

/** One bad field, inside {@link BadRequest}. */
export interface FieldViolation {
  /** Path of the field, for example `address.postal_code`. */
  field: string;
  description: string;
  reason: string;
  localizedMessage?: LocalizedMessage;
}

/** `google.rpc.BadRequest`: the fields of the request that were wrong. */
export interface BadRequest {
  fieldViolations: FieldViolation[];
}

/** `google.rpc.RequestInfo`: identifies the request, for bug reports. */
export interface RequestInfo {
  requestId: string;
  servingData: string;
}

/** `google.rpc.ResourceInfo`: the resource the error is about. */
export interface ResourceInfo {
  resourceType: string;
  resourceName: string;
  owner: string;
  description: string;
}

/** One link inside {@link Help}. */
export interface HelpLink {
  description: string;
  url: string;
}

/** `google.rpc.Help`: links to documentation. */
export interface Help {
  links: HelpLink[];
}

const rpc = (name: string) => () => bundledType(`google.rpc.${name}`);

/** Reads and writes `google.rpc.ErrorInfo`. */
export const ErrorInfoType: DetailType<ErrorInfo> = defineDetailType(rpc('ErrorInfo'), 'google.rpc.ErrorInfo');
/** Reads and writes `google.rpc.RetryInfo`. */
export const RetryInfoType: DetailType<RetryInfo> = defineDetailType(rpc('RetryInfo'), 'google.rpc.RetryInfo');
/** Reads and writes `google.rpc.DebugInfo`. */
export const DebugInfoType: DetailType<DebugInfo> = defineDetailType(rpc('DebugInfo'), 'google.rpc.DebugInfo');
/** Reads and writes `google.rpc.QuotaFailure`. */
export const QuotaFailureType: DetailType<QuotaFailure> = defineDetailType(
  rpc('QuotaFailure'),
  'google.rpc.QuotaFailure',
);
/** Reads and writes `google.rpc.PreconditionFailure`. */
export const PreconditionFailureType: DetailType<PreconditionFailure> = defineDetailType(
  rpc('PreconditionFailure'),
  'google.rpc.PreconditionFailure',
);
/** Reads and writes `google.rpc.BadRequest`. */
export const BadRequestType: DetailType<BadRequest> = defineDetailType(rpc('BadRequest'), 'google.rpc.BadRequest');
/** Reads and writes `google.rpc.RequestInfo`. */
export const RequestInfoType: DetailType<RequestInfo> = defineDetailType(rpc('RequestInfo'), 'google.rpc.RequestInfo');
/** Reads and writes `google.rpc.ResourceInfo`. */
export const ResourceInfoType: DetailType<ResourceInfo> = defineDetailType(
  rpc('ResourceInfo'),
  'google.rpc.ResourceInfo',
);
/** Reads and writes `google.rpc.Help`. */
export const HelpType: DetailType<Help> = defineDetailType(rpc('Help'), 'google.rpc.Help');
/** Reads and writes `google.rpc.LocalizedMessage`. */
export const LocalizedMessageType: DetailType<LocalizedMessage> = defineDetailType(
  rpc('LocalizedMessage'),
  'google.rpc.LocalizedMessage',
);

/** Every detail type of `google/rpc/error_details.proto`. */
export const STANDARD_DETAIL_TYPES: readonly DetailType<unknown>[] = [
  ErrorInfoType,
  RetryInfoType,
  DebugInfoType,
  QuotaFailureType,
  PreconditionFailureType,
  BadRequestType,
  RequestInfoType,
  ResourceInfoType,
  HelpType,
  LocalizedMessageType,
];

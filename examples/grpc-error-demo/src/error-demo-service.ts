import { setTimeout as sleep } from 'node:timers/promises';
import { type ServerUnaryCall, status } from '@grpc/grpc-js';
import {
  BadRequestType,
  ErrorInfoType,
  QuotaFailureType,
  ResourceInfoType,
  RetryInfoType,
  RichStatusError,
  durationFromSeconds,
  packDetail,
} from '@bracken/grpc-errors';
import type {
  OperationRequest,
  OperationResponse,
  ResourceRequest,
  ResourceResponse,
  ValidateUserRequest,
  ValidateUserResponse,
  ValidationError,
} from './messages';
import { ValidateUserResponseType } from './proto';
import type { RateLimiter } from './rate-limiter';
import type { UserStore } from './user-store';

/** A resource of the demo catalog. */
export interface CatalogEntry {
  /** The role a caller needs: `reader` or `admin`. */
  requiredRole: 'reader' | 'admin';
  /** Stored JSON; a broken one makes the operation fail inside the server. */
  payload: string;
}

/** What the ErrorDemoService handlers work on. */
export interface ErrorDemoDeps {
  /** Known user ids, for the DUPLICATE_VALUE check of ValidateUser. */
  users: UserStore;
  /** The per-client limit of RateLimitedOperation. */
  limiter: RateLimiter;
  /** The resources ResourceIntensiveOperation can work on, by id. */
  catalog: ReadonlyMap<string, CatalogEntry>;
  /** Work units the server can run at once, shared by all calls. */
  capacityUnits: number;
  /** How long one work unit takes, in milliseconds. */
  msPerUnit: number;
}

/**
 * A catalog with one resource of each kind.
 *
 * @example
 * ```ts
 * createDemoCatalog().get('dataset-small'); // { requiredRole: 'reader', payload: '{"rows":120}' }
 * ```
 */
export function createDemoCatalog(): Map<string, CatalogEntry> {
  return new Map<string, CatalogEntry>([
    ['dataset-small', { requiredRole: 'reader', payload: '{"rows":120}' }],
    ['dataset-restricted', { requiredRole: 'admin', payload: '{"rows":7}' }],
    ['dataset-corrupt', { requiredRole: 'reader', payload: '{"rows":' }],
  ]);
}

// A simple address check: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * True when `email` looks like an address.
 *
 * @example
 * ```ts
 * isWellFormedEmail('ada@example.com'); // true
 * ```
 */
export function isWellFormedEmail(email: string): boolean {
  return EMAIL.test(email);
}

/**
 * The handlers of `errors.v1.ErrorDemoService`, in the returning-or-throwing style; pass them
 * to `wrapService`.
 *
 * @example
 * ```ts
 * server.addService(definition, wrapService(definition, createErrorDemoHandlers(deps), { logger }));
 * ```
 */
export function createErrorDemoHandlers(deps: ErrorDemoDeps) {
  let unitsInFlight = 0;
  const roleRank = { reader: 1, admin: 2 } as const;

  return {
    validateUser(call: ServerUnaryCall<ValidateUserRequest, ValidateUserResponse>): ValidateUserResponse {
      const { userId, email } = call.request;
      const errors: ValidationError[] = [];
      if (!userId) errors.push({ field: 'user_id', message: 'user_id is required', code: 'ERROR_CODE_REQUIRED_FIELD' });
      if (!email) errors.push({ field: 'email', message: 'email is required', code: 'ERROR_CODE_REQUIRED_FIELD' });
      else if (!isWellFormedEmail(email)) {
        errors.push({
          field: 'email',
          message: `email is not a valid address: ${email}`,
          code: 'ERROR_CODE_INVALID_FORMAT',
        });
      }
      if (userId && deps.users.hasId(userId)) {
        errors.push({
          field: 'user_id',
          message: `user_id is already taken: ${userId}`,
          code: 'ERROR_CODE_DUPLICATE_VALUE',
        });
      }
      if (errors.length === 0) return { valid: true, errors: [] };
      throw new RichStatusError({
        code: status.INVALID_ARGUMENT,
        message: `User validation failed: ${errors.length} problem${errors.length === 1 ? '' : 's'}`,
        details: [
          // The response body, still returned: gRPC carries no message with an error status.
          packDetail(ValidateUserResponseType, { valid: false, errors }),
          packDetail(BadRequestType, {
            fieldViolations: errors.map((error) => ({
              field: error.field,
              description: error.message,
              reason: error.code,
            })),
          }),
        ],
      });
    },

    rateLimitedOperation(call: ServerUnaryCall<OperationRequest, OperationResponse>): OperationResponse {
      const clientId = call.request.clientId || 'anonymous';
      const decision = deps.limiter.take(clientId);
      if (!decision.allowed) {
        throw new RichStatusError({
          code: status.RESOURCE_EXHAUSTED,
          message: `Rate limit exceeded for client ${clientId}`,
          details: [
            packDetail(RetryInfoType, { retryDelay: durationFromSeconds(decision.retryAfterSeconds) }),
            packDetail(QuotaFailureType, {
              violations: [
                {
                  subject: `client:${clientId}`,
                  description: `Client ${clientId} exceeded ${decision.limit} calls in a burst, refilled at ${decision.refillPerSecond} per second`,
                  quotaMetric: 'errors.v1/rate_limited_operations',
                  quotaValue: decision.limit,
                },
              ],
            }),
          ],
        });
      }
      const operation = call.request.operation || 'noop';
      return { result: `${operation} done for ${clientId}`, remainingQuota: decision.remaining };
    },

    async resourceIntensiveOperation(
      call: ServerUnaryCall<ResourceRequest, ResourceResponse>,
    ): Promise<ResourceResponse> {
      const { resourceId, callerRole } = call.request;
      const units = Math.max(1, call.request.units);
      const entry = deps.catalog.get(resourceId);
      if (!entry) {
        throw new RichStatusError({
          code: status.NOT_FOUND,
          message: `Resource not found: ${resourceId || '(empty id)'}`,
          details: [
            packDetail(ResourceInfoType, {
              resourceType: 'errors.v1/dataset',
              resourceName: resourceId,
              description: 'No dataset with this id exists in the catalog',
            }),
          ],
        });
      }
      const role = callerRole === 'admin' || callerRole === 'reader' ? callerRole : undefined;
      if (!role || roleRank[role] < roleRank[entry.requiredRole]) {
        throw new RichStatusError({
          code: status.PERMISSION_DENIED,
          message: 'Insufficient permissions',
          details: [
            packDetail(ErrorInfoType, {
              reason: 'ROLE_TOO_LOW',
              domain: 'errors.v1.demo',
              metadata: {
                required_role: entry.requiredRole,
                caller_role: callerRole || '(none)',
                resource: resourceId,
              },
            }),
          ],
        });
      }
      if (unitsInFlight + units > deps.capacityUnits) {
        throw new RichStatusError({
          code: status.RESOURCE_EXHAUSTED,
          message: `System overloaded: ${units} units requested, ${deps.capacityUnits - unitsInFlight} of ${deps.capacityUnits} available`,
        });
      }
      unitsInFlight += units;
      try {
        // The caller's own time budget; its abort reason is a DOM TimeoutError, which the
        // handler wrapper maps to DEADLINE_EXCEEDED.
        const budget = call.request.timeoutMs > 0 ? AbortSignal.timeout(call.request.timeoutMs) : undefined;
        await sleep(units * deps.msPerUnit, undefined, { signal: budget });
        // A broken payload throws here; the wrapper answers INTERNAL and logs the cause.
        const data = JSON.parse(entry.payload) as { rows: number };
        return { result: `processed ${units} units of ${resourceId} (${data.rows} rows)` };
      } catch (error) {
        // node:timers rejects with an AbortError whose cause is the signal's reason. Checked by
        // name: the error may come from another realm, where instanceof fails.
        if (isAbortError(error) && error.cause !== undefined) throw error.cause;
        throw error;
      } finally {
        unitsInFlight -= units;
      }
    },
  };
}

function isAbortError(error: unknown): error is { name: 'AbortError'; cause?: unknown } {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

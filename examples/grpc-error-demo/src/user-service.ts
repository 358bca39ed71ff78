import { randomUUID } from 'node:crypto';
import { type ServerUnaryCall, status } from '@grpc/grpc-js';
import {
  BusinessLogicErrorType,
  type FieldError,
  ResourceInfoType,
  RichStatusError,
  ServiceUnavailableErrorType,
  ValidationFailureType,
  codeName,
  findDetail,
  mapErrorToStatus,
  packDetail,
  timestampFromDate,
  unpackDetails,
  type DetailInput,
} from '@bracken/grpc-errors';
import { isWellFormedEmail } from './error-demo-service';
import type { CreateUserRequest, CreateUserResult, User } from './messages';
import { StringValueType } from './proto';
import type { UserStore } from './user-store';

/** What the UserService handlers work on. */
export interface UserServiceDeps {
  users: UserStore;
  /** Regions whose user store is down, with when each is expected back. */
  unavailableRegions: ReadonlyMap<string, Date>;
  /** Regions that work. The first one is the default. */
  regions: readonly string[];
}

/**
 * Create a user, or throw a RichStatusError that says why not.
 *
 * @example
 * ```ts
 * createUser(deps, { email: 'lin@example.com', name: 'Lin', userId: '', region: '' });
 * ```
 */
export function createUser(deps: UserServiceDeps, request: CreateUserRequest): User {
  const fieldErrors: DetailInput<FieldError>[] = [];
  const reject = (fieldPath: string, errorCode: string, errorMessage: string, value: string) =>
    fieldErrors.push({ fieldPath, errorCode, errorMessage, invalidValue: packDetail(StringValueType, { value }) });
  if (!isWellFormedEmail(request.email))
    reject('email', 'INVALID_FORMAT', 'email must look like name@example.com', request.email);
  const name = request.name.trim();
  if (name.length < 2 || name.length > 64)
    reject('name', 'OUT_OF_RANGE', 'name must have 2 to 64 characters', request.name);
  if (fieldErrors.length > 0) {
    throw new RichStatusError({
      code: status.INVALID_ARGUMENT,
      message: 'Validation failed',
      details: [packDetail(ValidationFailureType, { fieldErrors, globalError: '' })],
    });
  }

  const region = request.region || deps.regions[0];
  const downUntil = deps.unavailableRegions.get(region);
  if (downUntil) {
    throw new RichStatusError({
      code: status.UNAVAILABLE,
      message: `User store unavailable in region ${region}`,
      details: [
        packDetail(ServiceUnavailableErrorType, {
          serviceName: `user-store.${region}`,
          estimatedRecoveryTime: timestampFromDate(downUntil),
          alternativeEndpoints: deps.regions
            .filter((candidate) => !deps.unavailableRegions.has(candidate))
            .map((r) => `user-store.${r}`),
        }),
      ],
    });
  }
  if (!deps.regions.includes(region) && !downUntil) {
    throw new RichStatusError({
      code: status.INVALID_ARGUMENT,
      message: 'Validation failed',
      details: [
        packDetail(ValidationFailureType, {
          fieldErrors: [
            {
              fieldPath: 'region',
              errorCode: 'UNKNOWN_REGION',
              errorMessage: `region must be one of ${deps.regions.join(', ')}`,
              invalidValue: packDetail(StringValueType, { value: region }),
            },
          ],
        }),
      ],
    });
  }

  if (request.userId && deps.users.hasId(request.userId)) {
    throw new RichStatusError({
      code: status.ALREADY_EXISTS,
      message: `User already exists: ${request.userId}`,
      details: [
        packDetail(ResourceInfoType, {
          resourceType: 'errors.v1.User',
          resourceName: request.userId,
          description: 'Pick another user_id',
        }),
      ],
    });
  }
  if (deps.users.hasEmail(request.email)) {
    throw new RichStatusError({
      code: status.FAILED_PRECONDITION,
      message: 'Email already registered',
      details: [
        packDetail(BusinessLogicErrorType, {
          errorCode: 'EMAIL_ALREADY_REGISTERED',
          errorMessage: `The e-mail address ${request.email} belongs to an existing account`,
          errorContext: { email: request.email, region },
          suggestedActions: ['Sign in with the existing account', 'Reset the password of the existing account'],
        }),
      ],
    });
  }
  const user: User = { id: request.userId || deps.users.nextId(), email: request.email, name };
  deps.users.add(user);
  return user;
}

/**
 * The handlers of `errors.v1.UserService`, in the returning-or-throwing style; pass them to
 * `wrapService`.
 *
 * @example
 * ```ts
 * server.addService(definition, wrapService(definition, createUserHandlers(deps), { logger }));
 * ```
 */
export function createUserHandlers(deps: UserServiceDeps) {
  return {
    createUser(call: ServerUnaryCall<CreateUserRequest, User>): User {
      return createUser(deps, call.request);
    },

    // The same rules as CreateUser, answered in the CreateUserResult envelope with status OK.
    createUserWithResult(call: ServerUnaryCall<CreateUserRequest, CreateUserResult>): CreateUserResult {
      try {
        return { success: createUser(deps, call.request) };
      } catch (error) {
        const mapped = mapErrorToStatus(error);
        if (!(error instanceof RichStatusError)) throw error;
        const { details } = unpackDetails(mapped.details);
        const business = findDetail({ details }, BusinessLogicErrorType);
        const requestId = String(call.metadata.get('x-request-id')[0] ?? randomUUID());
        return {
          error: {
            errorCode: business?.errorCode ?? codeName(mapped.code),
            errorMessage: mapped.message,
            errorContext: business?.errorContext ?? {},
            suggestions: business?.suggestedActions ?? [],
            timestamp: timestampFromDate(new Date()),
            requestId,
          },
        };
      }
    },
  };
}

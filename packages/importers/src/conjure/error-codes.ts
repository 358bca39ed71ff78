/**
 * Conjure's error codes and the HTTP status each one is sent with (the Conjure
 * specification's table; `UNAUTHORIZED` comes from its later revisions).
 */
export const CONJURE_ERROR_STATUS: Readonly<Record<string, number>> = {
  PERMISSION_DENIED: 403,
  INVALID_ARGUMENT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  REQUEST_ENTITY_TOO_LARGE: 413,
  FAILED_PRECONDITION: 500,
  INTERNAL: 500,
  TIMEOUT: 500,
  CUSTOM_CLIENT: 400,
  CUSTOM_SERVER: 500,
  UNAUTHORIZED: 401,
};

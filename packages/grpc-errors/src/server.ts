import {
  type ServerDuplexStream,
  type ServerReadableStream,
  type ServerUnaryCall,
  type ServerWritableStream,
  type ServiceDefinition,
  type UntypedServiceImplementation,
  type handleBidiStreamingCall,
  type handleClientStreamingCall,
  type handleServerStreamingCall,
  type handleUnaryCall,
  type sendUnaryData,
  status as GrpcStatus,
} from '@grpc/grpc-js';
import type { Any } from './any';
import { codeName } from './client';
import { GrpcErrorsError, PermissionError, TimeoutError, ValueError } from './errors';
import { type GrpcErrorLogger, createConsoleLogger } from './logger';
import { RichStatusError } from './status';

/** Options of the handler wrappers. */
export interface HandlerWrapperOptions {
  /**
   * Receives one entry for every error the wrapper maps.
   * @default createConsoleLogger()
   */
  logger?: GrpcErrorLogger;
}

/** The status a thrown error maps to. */
export interface MappedStatus {
  code: number;
  message: string;
  details: Any[];
}

/**
 * Map an error thrown by a handler to the status sent to the client:
 * - {@link RichStatusError}: sent as it is;
 * - {@link ValueError}: INVALID_ARGUMENT, `Invalid input: <message>`;
 * - {@link PermissionError}: PERMISSION_DENIED, `Access denied`;
 * - {@link TimeoutError}, or any error named `TimeoutError`: DEADLINE_EXCEEDED, `Operation timed out`;
 * - anything else: INTERNAL, `Internal server error`, with nothing of the error exposed.
 *
 * @example
 * ```ts
 * mapErrorToStatus(new ValueError('age must be positive'));
 * // { code: status.INVALID_ARGUMENT, message: 'Invalid input: age must be positive', details: [] }
 * ```
 */
export function mapErrorToStatus(error: unknown): MappedStatus {
  if (error instanceof RichStatusError) return { ...error.status, details: [...error.status.details] };
  if (error instanceof ValueError) {
    const message = error.message ? `Invalid input: ${error.message}` : 'Invalid input';
    return { code: GrpcStatus.INVALID_ARGUMENT, message, details: [...error.details] };
  }
  if (error instanceof PermissionError) {
    return { code: GrpcStatus.PERMISSION_DENIED, message: 'Access denied', details: [...error.details] };
  }
  if (isTimeout(error)) {
    const details = error instanceof TimeoutError ? [...error.details] : [];
    return { code: GrpcStatus.DEADLINE_EXCEEDED, message: 'Operation timed out', details };
  }
  return { code: GrpcStatus.INTERNAL, message: 'Internal server error', details: [] };
}

// Checked by name as well: a DOMException or an error from another realm fails instanceof.
function isTimeout(error: unknown): boolean {
  if (error instanceof TimeoutError) return true;
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';
}

/**
 * Map a thrown error to a {@link RichStatusError} and log the mapping.
 *
 * @example
 * ```ts
 * call.emit('error', toStatusError(error, '/pkg.Svc/Watch', logger));
 * ```
 */
export function toStatusError(
  error: unknown,
  method: string,
  logger: GrpcErrorLogger = defaultLogger(),
): RichStatusError {
  const mapped = mapErrorToStatus(error);
  const fields: Record<string, unknown> = { method, code: codeName(mapped.code), message: mapped.message };
  if (error instanceof RichStatusError) {
    logger.warn('handler returned an error status', fields);
    return error;
  }
  if (mapped.code === GrpcStatus.INTERNAL) {
    // A crash: the log keeps the whole error, stack included; the client sees none of it.
    logger.error('handler failed; sent INTERNAL', { ...fields, error });
  } else {
    // An expected failure: its reason is logged, without a stack trace.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    logger.warn('handler error mapped to status', { ...fields, reason });
  }
  return new RichStatusError(mapped, { cause: error });
}

let sharedConsoleLogger: GrpcErrorLogger | undefined;
function defaultLogger(): GrpcErrorLogger {
  sharedConsoleLogger ??= createConsoleLogger();
  return sharedConsoleLogger;
}

/** A unary handler that returns its response (or a promise of it) and throws on failure. */
export type UnaryHandler<Req, Res> = (call: ServerUnaryCall<Req, Res>) => Res | Promise<Res>;
/** A client-streaming handler that returns its response (or a promise of it) and throws on failure. */
export type ClientStreamingHandler<Req, Res> = (call: ServerReadableStream<Req, Res>) => Res | Promise<Res>;
/** A server-streaming handler that writes to `call` and throws on failure; the wrapper ends the call. */
export type ServerStreamingHandler<Req, Res> = (call: ServerWritableStream<Req, Res>) => void | Promise<void>;
/** A bidirectional handler that writes to `call` and throws on failure; the wrapper ends the call. */
export type BidiStreamingHandler<Req, Res> = (call: ServerDuplexStream<Req, Res>) => void | Promise<void>;

/**
 * Turn a unary handler that returns or throws into a grpc-js handler. Synchronous throws and
 * rejected promises are both mapped by {@link mapErrorToStatus} and logged.
 *
 * @example
 * ```ts
 * server.addService(definition, {
 *   getUser: wrapUnaryHandler(async (call) => {
 *     if (!call.request.id) throw new ValueError('id is required');
 *     return users.get(call.request.id);
 *   }),
 * });
 * ```
 */
export function wrapUnaryHandler<Req, Res>(
  handler: UnaryHandler<Req, Res>,
  options: HandlerWrapperOptions = {},
): handleUnaryCall<Req, Res> {
  return (call, callback) => answerOnce(handler, call, callback, options);
}

/**
 * Turn a client-streaming handler that returns or throws into a grpc-js handler.
 *
 * @example
 * ```ts
 * const upload = wrapClientStreamingHandler(async (call) => {
 *   let count = 0;
 *   for await (const _chunk of call) count += 1;
 *   return { count };
 * });
 * ```
 */
export function wrapClientStreamingHandler<Req, Res>(
  handler: ClientStreamingHandler<Req, Res>,
  options: HandlerWrapperOptions = {},
): handleClientStreamingCall<Req, Res> {
  return (call, callback) => answerOnce(handler, call, callback, options);
}

/**
 * Turn a server-streaming handler that writes and throws into a grpc-js handler. The call
 * ends when the handler returns; a throw ends it with the mapped status.
 *
 * @example
 * ```ts
 * const watch = wrapServerStreamingHandler(async (call) => {
 *   for (const event of await loadEvents(call.request)) call.write(event);
 * });
 * ```
 */
export function wrapServerStreamingHandler<Req, Res>(
  handler: ServerStreamingHandler<Req, Res>,
  options: HandlerWrapperOptions = {},
): handleServerStreamingCall<Req, Res> {
  return (call) => answerStreaming(handler, call, options);
}

/**
 * Turn a bidirectional handler that writes and throws into a grpc-js handler. The call ends
 * when the handler returns; a throw ends it with the mapped status.
 *
 * @example
 * ```ts
 * const chat = wrapBidiStreamingHandler(async (call) => {
 *   for await (const message of call) call.write({ echo: message.text });
 * });
 * ```
 */
export function wrapBidiStreamingHandler<Req, Res>(
  handler: BidiStreamingHandler<Req, Res>,
  options: HandlerWrapperOptions = {},
): handleBidiStreamingCall<Req, Res> {
  return (call) => answerStreaming(handler, call, options);
}

/**
 * Wrap every handler of a service, choosing the wrapper from the method's streaming kind in
 * `definition`. Throws {@link GrpcErrorsError} when a method has no handler.
 *
 * @example
 * ```ts
 * server.addService(definition, wrapService(definition, {
 *   validateUser: async (call) => validate(call.request),
 * }, { logger }));
 * ```
 */
export function wrapService(
  definition: ServiceDefinition,
  handlers: Readonly<Record<string, (call: never) => unknown>>,
  options: HandlerWrapperOptions = {},
): UntypedServiceImplementation {
  const implementation: UntypedServiceImplementation = {};
  for (const [name, method] of Object.entries(definition)) {
    const handler = handlers[name] ?? (method.originalName ? handlers[method.originalName] : undefined);
    if (!handler) throw new GrpcErrorsError(`wrap service failed: no handler for ${method.path}`);
    // The definition says which call object grpc-js passes; the handler was written for it.
    const anyCall = handler as (call: unknown) => unknown;
    if (method.requestStream && method.responseStream) {
      implementation[name] = wrapBidiStreamingHandler((call) => voidResult(anyCall(call)), options);
    } else if (method.requestStream) {
      implementation[name] = wrapClientStreamingHandler((call) => anyCall(call), options);
    } else if (method.responseStream) {
      implementation[name] = wrapServerStreamingHandler((call) => voidResult(anyCall(call)), options);
    } else {
      implementation[name] = wrapUnaryHandler((call) => anyCall(call), options);
    }
  }
  return implementation;
}

async function voidResult(result: unknown): Promise<void> {
  await result;
}

/**
 * Runs a handler that answers once (unary or client-streaming) and sends its response, or the
 * status its error maps to, through the call's callback.
 */
function answerOnce<Call extends { getPath(): string }, Res>(
  handler: (call: Call) => Res | Promise<Res>,
  call: Call,
  callback: sendUnaryData<Res>,
  options: HandlerWrapperOptions,
): void {
  settle(
    () => handler(call),
    (response) => callback(null, response),
    (error) => callback(toStatusError(error, call.getPath(), options.logger)),
  );
}

/**
 * Runs a handler that writes its responses (server-streaming or bidirectional) and ends the
 * call when it returns, or ends it with the status its error maps to.
 */
function answerStreaming<Call extends { getPath(): string; end(): void; emit(event: 'error', error: Error): boolean }>(
  handler: (call: Call) => void | Promise<void>,
  call: Call,
  options: HandlerWrapperOptions,
): void {
  settle(
    () => handler(call),
    () => call.end(),
    (error) => call.emit('error', toStatusError(error, call.getPath(), options.logger)),
  );
}

function settle<T>(run: () => T | Promise<T>, onValue: (value: T) => void, onError: (error: unknown) => void): void {
  let pending: T | Promise<T>;
  try {
    pending = run();
  } catch (error) {
    onError(error);
    return;
  }
  Promise.resolve(pending).then(onValue, onError);
}

import {
  type Deadline,
  type Interceptor,
  InterceptingCall,
  type InterceptingListener,
  Metadata,
  type Requester,
  type StatusObject,
  status as GrpcStatus,
} from '@grpc/grpc-js';
import { type RichStatus, decodeRichStatus } from './client';
import type { DetailRegistry } from './registry';

/** Passed to {@link RetryInterceptorOptions.onRetry} before each wait. */
export interface RetryEvent {
  /** Full method path, for example `/errors.v1.ErrorDemoService/RateLimitedOperation`. */
  method: string;
  /** 1 for the first retry. */
  attempt: number;
  /** How long the interceptor waits before this retry. */
  delaySeconds: number;
  /** The status that caused the retry. */
  status: RichStatus;
}

/** Options of {@link createRetryInterceptor}. */
export interface RetryInterceptorOptions {
  /**
   * Retries after the first attempt.
   * @default 2
   */
  maxRetries?: number;
  /**
   * The longest wait; a longer RetryInfo delay is cut to this.
   * @default 30
   */
  maxDelaySeconds?: number;
  /**
   * Detail types to decode the status with.
   * @default defaultDetailRegistry
   */
  registry?: DetailRegistry;
  /**
   * Called before each wait, for logging.
   * @default undefined
   */
  onRetry?: (event: RetryEvent) => void;
}

/**
 * A grpc-js client interceptor that retries a unary call that failed with
 * RESOURCE_EXHAUSTED and a RetryInfo, after the RetryInfo delay. It stops after
 * `maxRetries`, and when the wait would pass the call's deadline. Streaming calls pass
 * through untouched.
 *
 * @example
 * ```ts
 * const client = new DemoClient('127.0.0.1:50051', credentials.createInsecure(), {
 *   interceptors: [createRetryInterceptor({ maxRetries: 3 })],
 * });
 * ```
 */
export function createRetryInterceptor(options: RetryInterceptorOptions = {}): Interceptor {
  const maxRetries = Math.max(0, options.maxRetries ?? 2);
  const maxDelaySeconds = Math.max(0, options.maxDelaySeconds ?? 30);
  return (callOptions, nextCall) => {
    const definition = callOptions.method_definition;
    if (definition.requestStream || definition.responseStream) return new InterceptingCall(nextCall(callOptions));

    let metadata = new Metadata();
    let request: unknown;
    let response: { value: unknown } | undefined;
    let attempt = 0;
    let cancelled = false;
    let timer: NodeJS.Timeout | undefined;
    let current: ReturnType<Parameters<Interceptor>[1]> | undefined;
    let downstream: InterceptingListener | undefined;

    const finish = (status: StatusObject): void => {
      if (response) downstream?.onReceiveMessage(response.value);
      downstream?.onReceiveStatus(status);
    };

    const onStatus = (status: StatusObject): void => {
      if (status.code === GrpcStatus.OK || cancelled || attempt >= maxRetries) return finish(status);
      const rich = decodeRichStatus(status, { registry: options.registry });
      if (rich.retryDelaySeconds === undefined) return finish(status);
      const delaySeconds = Math.min(Math.max(0, rich.retryDelaySeconds), maxDelaySeconds);
      if (passesDeadline(callOptions.deadline, delaySeconds)) return finish(status);
      attempt += 1;
      options.onRetry?.({ method: definition.path, attempt, delaySeconds, status: rich });
      timer = setTimeout(() => {
        timer = undefined;
        if (cancelled) return finish(cancelledStatus());
        response = undefined;
        current = nextCall(callOptions);
        current.start(metadata.clone(), {
          // The caller already has the headers of the first attempt.
          onReceiveMetadata: () => undefined,
          onReceiveMessage: (value: unknown) => {
            response = { value };
          },
          onReceiveStatus: onStatus,
        });
        current.sendMessage(request);
        current.halfClose();
      }, delaySeconds * 1000);
    };

    const requester: Requester = {
      start(outgoing, listener, next) {
        metadata = outgoing.clone();
        downstream = listener;
        next(outgoing, {
          onReceiveMetadata: (received: Metadata) => listener.onReceiveMetadata(received),
          onReceiveMessage: (value: unknown) => {
            response = { value };
          },
          onReceiveStatus: onStatus,
        });
      },
      sendMessage(message, next) {
        request = message;
        next(message);
      },
      cancel(next) {
        cancelled = true;
        if (timer) {
          clearTimeout(timer);
          timer = undefined;
          finish(cancelledStatus());
        } else if (current) {
          current.cancelWithStatus(GrpcStatus.CANCELLED, 'Cancelled on client');
        }
        next();
      },
    };
    return new InterceptingCall(nextCall(callOptions), requester);
  };
}

function cancelledStatus(): StatusObject {
  return { code: GrpcStatus.CANCELLED, details: 'Cancelled on client', metadata: new Metadata() };
}

function passesDeadline(deadline: Deadline | undefined, delaySeconds: number): boolean {
  if (deadline === undefined) return false;
  const at = deadline instanceof Date ? deadline.getTime() : deadline;
  return Number.isFinite(at) && Date.now() + delaySeconds * 1000 >= at;
}

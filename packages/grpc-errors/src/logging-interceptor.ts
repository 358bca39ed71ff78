import { type ServerInterceptor, ServerInterceptingCall, status as GrpcStatus } from '@grpc/grpc-js';
import { codeName, decodeRichStatus } from './client';
import { type GrpcErrorLogger, createConsoleLogger } from './logger';
import type { DetailRegistry } from './registry';

/** Options of {@link createLoggingInterceptor}. */
export interface LoggingInterceptorOptions {
  /**
   * Where each finished call is written.
   * @default createConsoleLogger()
   */
  logger?: GrpcErrorLogger;
  /**
   * Detail types used to name the details of an error status.
   * @default defaultDetailRegistry
   */
  registry?: DetailRegistry;
}

/**
 * A grpc-js server interceptor that logs every finished call: method, code, message,
 * duration and the type names of the status details. OK is logged at `info`, client errors at
 * `warn`, and INTERNAL, UNKNOWN and DATA_LOSS at `error`.
 *
 * @example
 * ```ts
 * const server = new Server({ interceptors: [createLoggingInterceptor({ logger })] });
 * ```
 */
export function createLoggingInterceptor(options: LoggingInterceptorOptions = {}): ServerInterceptor {
  const logger = options.logger ?? createConsoleLogger();
  return (methodDescriptor, call) => {
    const started = process.hrtime.bigint();
    return new ServerInterceptingCall(call, {
      sendStatus(status, next) {
        const code = status.code ?? GrpcStatus.UNKNOWN;
        const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
        const fields: Record<string, unknown> = {
          method: methodDescriptor.path,
          code: codeName(code),
          durationMs: Math.round(durationMs * 1000) / 1000,
        };
        if (code === GrpcStatus.OK) {
          logger.info('call finished', fields);
        } else {
          const rich = decodeRichStatus(
            { code, details: status.details, metadata: status.metadata },
            { registry: options.registry },
          );
          fields.message = rich.message;
          fields.details = [...rich.details.map((d) => d.typeName), ...rich.skipped.map((d) => d.typeUrl)];
          const serious = code === GrpcStatus.INTERNAL || code === GrpcStatus.UNKNOWN || code === GrpcStatus.DATA_LOSS;
          if (serious) logger.error('call failed', fields);
          else logger.warn('call failed', fields);
        }
        next(status);
      },
    });
  };
}

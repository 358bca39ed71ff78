import { Server, ServerCredentials } from '@grpc/grpc-js';
import { type GrpcErrorLogger, createConsoleLogger, createLoggingInterceptor, wrapService } from '@bracken/grpc-errors';
import { type CatalogEntry, createDemoCatalog, createErrorDemoHandlers } from './error-demo-service';
import { demoServiceDefinition } from './proto';
import { type RateLimiterOptions, createRateLimiter } from './rate-limiter';
import { DEMO_USERS, createUserStore } from './user-store';
import { createUserHandlers } from './user-service';

/** Options of {@link startDemoServer}. */
export interface DemoServerOptions {
  /**
   * Address to listen on.
   * @default '127.0.0.1'
   */
  host?: string;
  /**
   * Port to listen on; 0 picks a free one.
   * @default 50051
   */
  port?: number;
  /**
   * Receives the handler wrapper's mappings and one entry per finished call.
   * @default createConsoleLogger()
   */
  logger?: GrpcErrorLogger;
  /**
   * The per-client limit of RateLimitedOperation.
   * @default { capacity: 5, refillPerSecond: 1 }
   */
  rateLimit?: RateLimiterOptions;
  /**
   * Work units ResourceIntensiveOperation can run at once.
   * @default 100
   */
  capacityUnits?: number;
  /**
   * Milliseconds one work unit takes.
   * @default 10
   */
  msPerUnit?: number;
  /**
   * The catalog of ResourceIntensiveOperation.
   * @default createDemoCatalog()
   */
  catalog?: ReadonlyMap<string, CatalogEntry>;
  /**
   * Regions whose user store is down, with the time each is expected back.
   * @default eu-west, back in one hour
   */
  unavailableRegions?: ReadonlyMap<string, Date>;
}

/** A running demo server. */
export interface DemoServer {
  /** `host:port` to connect to. */
  address: string;
  /** The port bound, useful when 0 was asked for. */
  port: number;
  /** Stop accepting calls and wait for running ones. */
  stop(): Promise<void>;
}

/** Regions of the demo user store. */
export const DEMO_REGIONS: readonly string[] = ['us-east', 'eu-west', 'ap-south'];

/**
 * Start ErrorDemoService and UserService on one grpc-js server.
 *
 * @example
 * ```ts
 * const server = await startDemoServer({ port: 0 });
 * console.log(`listening on ${server.address}`);
 * await server.stop();
 * ```
 */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const logger = options.logger ?? createConsoleLogger();
  const users = createUserStore(DEMO_USERS);
  const server = new Server({ interceptors: [createLoggingInterceptor({ logger })] });

  const demo = demoServiceDefinition('errors.v1.ErrorDemoService');
  const demoHandlers = createErrorDemoHandlers({
    users,
    limiter: createRateLimiter(options.rateLimit ?? { capacity: 5, refillPerSecond: 1 }),
    catalog: options.catalog ?? createDemoCatalog(),
    capacityUnits: options.capacityUnits ?? 100,
    msPerUnit: options.msPerUnit ?? 10,
  });
  server.addService(demo, wrapService(demo, demoHandlers, { logger }));

  const userService = demoServiceDefinition('errors.v1.UserService');
  const userHandlers = createUserHandlers({
    users,
    regions: DEMO_REGIONS,
    unavailableRegions: options.unavailableRegions ?? new Map([['eu-west', new Date(Date.now() + 3_600_000)]]),
  });
  server.addService(userService, wrapService(userService, userHandlers, { logger }));

  const host = options.host ?? '127.0.0.1';
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`${host}:${options.port ?? 50051}`, ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    );
  });
  return {
    address: `${host}:${port}`,
    port,
    stop: () => new Promise<void>((resolve) => server.tryShutdown(() => resolve())),
  };
}

/** Read GRPC_PORT, start the server, and stop it on SIGINT or SIGTERM. */
async function main(): Promise<void> {
  const raw = process.env.GRPC_PORT ?? '50051';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`start demo server failed: GRPC_PORT must be a port number, got "${raw}"\n`);
    process.exitCode = 1;
    return;
  }
  let server: DemoServer;
  try {
    server = await startDemoServer({ port });
  } catch (error) {
    process.stderr.write(
      `start demo server failed: 127.0.0.1:${port}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
    return;
  }
  process.stdout.write(`ErrorDemoService and UserService listening on ${server.address}\n`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) void main();

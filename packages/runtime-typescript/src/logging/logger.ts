/** Severity of a log line. */
export type LogLevel = "debug" | "info" | "warn" | "error";

/** Where log lines go; `console` fits. */
export interface LogSink {
  debug(message: string, meta?: unknown): void;
  info(message: string, meta?: unknown): void;
  warn(message: string, meta?: unknown): void;
  error(message: string, meta?: unknown): void;
}

/** Logging options of a client or request. Credentials are always redacted. */
export interface LogConfig {
  /**
   * Lowest level written.
   * @default "info"
   */
  level?: LogLevel;
  /**
   * Destination of log lines.
   * @default console
   */
  logger?: LogSink;
  /**
   * Turns logging off.
   * @default false when a LogConfig is given; without one nothing is logged
   */
  silent?: boolean;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** A level-filtered logger. Build one with {@link createLogger}. */
export interface Logger {
  debug(message: string, meta?: unknown): void;
  info(message: string, meta?: unknown): void;
  warn(message: string, meta?: unknown): void;
  error(message: string, meta?: unknown): void;
  /** Whether lines of this level are written at all (skip building costly metadata). */
  enabled(level: LogLevel): boolean;
}

/**
 * Builds a logger from a {@link LogConfig}. Without a config the logger is silent.
 *
 * @example
 * ```ts
 * const logger = createLogger({ level: "debug", logger: console });
 * logger.debug("request: GET https://api.example.com/users");
 * ```
 */
export function createLogger(config?: LogConfig): Logger {
  const silent = config === undefined || config.silent === true;
  const threshold = ORDER[config?.level ?? "info"];
  const sink: LogSink = config?.logger ?? console;
  const enabled = (level: LogLevel): boolean => !silent && ORDER[level] >= threshold;
  const write =
    (level: LogLevel) =>
    (message: string, meta?: unknown): void => {
      if (!enabled(level)) return;
      if (meta === undefined) sink[level](message);
      else sink[level](message, meta);
    };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error"), enabled };
}

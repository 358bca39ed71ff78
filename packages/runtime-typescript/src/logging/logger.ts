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

/** The levels from lowest to highest. */
const LEVELS: readonly LogLevel[] = ["debug", "info", "warn", "error"];

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
  const at = config === undefined || config.silent === true ? -1 : LEVELS.indexOf(config.level ?? "info");
  // Silent, or a level that is not one: nothing is written.
  const threshold = at < 0 ? LEVELS.length : at;
  const sink: LogSink = config?.logger ?? console;
  const enabled = (level: LogLevel): boolean => LEVELS.indexOf(level) >= threshold;
  const logger = { enabled } as Logger;
  for (const level of LEVELS) {
    logger[level] = (message, meta) => {
      if (!enabled(level)) return;
      if (meta === undefined) sink[level](message);
      else sink[level](message, meta);
    };
  }
  return logger;
}

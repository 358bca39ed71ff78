export { createLogger } from "./logger";
export type { LogConfig, LogLevel, LogSink, Logger } from "./logger";
export { REDACTED, isSensitiveName, redactHeaders, redactUrl } from "./redact";

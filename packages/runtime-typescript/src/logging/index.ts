export { createLogger } from "./logger";
export type { LogConfig, LogLevel, LogSink, Logger } from "./logger";
export { REDACTED, isSensitiveName, redactHeaders, redactText, redactUrl } from "./redact";
export type { RequestSecrets } from "./redact";

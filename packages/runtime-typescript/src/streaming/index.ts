export { parseSse } from "./parse-sse";
export type { SseEvent } from "./parse-sse";
export { SseDecoder, readSseBlocks } from "./sse-decoder";
export type { SseBlock } from "./sse-decoder";
export { Stream } from "./stream";
export type { StreamOptions } from "./stream";
export { StreamError, StreamEventTooLargeError } from "./stream-error";
export { readJsonLines } from "./json-lines";
export type { JsonLinesOptions } from "./json-lines";

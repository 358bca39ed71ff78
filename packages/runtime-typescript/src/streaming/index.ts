export { parseSse } from "./parse-sse";
export type { SseEvent } from "./parse-sse";
export { SseDecoder, readSseBlocks } from "./sse-decoder";
export type { SseBlock } from "./sse-decoder";
export { Stream, StreamError } from "./stream";
export type { StreamOptions } from "./stream";

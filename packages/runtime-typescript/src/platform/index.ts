export { detectRuntime, normalizeArch, normalizeOs } from "./runtime";
export type { RuntimeDescriptor } from "./runtime";
export { buildUserAgent } from "./user-agent";

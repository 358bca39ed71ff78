export * from "./errors";
export * from "./fetcher";
export * from "./files";
export * from "./logging";
export { uuidv4 } from "./utils/uuid";
export type { UuidSource } from "./utils/uuid";
export { toJson } from "./utils/json";
export { sleep } from "./utils/sleep";
export * from "./streaming";

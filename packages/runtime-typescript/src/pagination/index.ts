export { Page } from "./page";
export type { PageOptions } from "./page";

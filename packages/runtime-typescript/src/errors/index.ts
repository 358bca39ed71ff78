export { CoreError } from "./core-error";

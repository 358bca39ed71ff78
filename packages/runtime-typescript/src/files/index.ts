export { assertUploadable, isUploadableData, toBlob } from "./uploadable";
export type { Uploadable, UploadableData } from "./uploadable";
export { createMultipartForm } from "./multipart";
export type { MultipartForm } from "./multipart";

import { assertUploadable, toBlob, type Uploadable } from "./uploadable";

/** Builds a `multipart/form-data` body on the platform `FormData`. */
export interface MultipartForm {
  /**
   * Adds a file part.
   * @throws TypeError when `value` is not uploadable.
   */
  appendFile(name: string, value: Uploadable, options?: { filename?: string; contentType?: string }): void;
  /** Adds a text part; objects are JSON-encoded, Dates become ISO strings, `undefined` is skipped. */
  append(name: string, value: unknown): void;
  /** Reads every file (streams included) and returns the finished form. */
  build(): Promise<{ body: FormData }>;
}

/**
 * Creates a multipart form builder.
 *
 * @example
 * ```ts
 * const form = createMultipartForm();
 * form.appendFile("file", request.file);
 * form.append("description", request.description);
 * const { body } = await form.build();
 * await fetcher({ url, method: "POST", body, requestType: "multipart" });
 * ```
 */
export function createMultipartForm(): MultipartForm {
  const parts: Array<() => Promise<[string, string | Blob, string | undefined]>> = [];
  return {
    appendFile(name, value, options) {
      assertUploadable(value, name);
      parts.push(async () => {
        const merged: Uploadable =
          options === undefined
            ? value
            : { ...("data" in value && !ArrayBuffer.isView(value) ? value : { data: value }), ...definedOnly(options) };
        const { blob, filename } = await toBlob(merged);
        return [name, blob, filename ?? name];
      });
    },
    append(name, value) {
      if (value === undefined) return;
      const text =
        typeof value === "string"
          ? value
          : value instanceof Date
            ? value.toISOString()
            : typeof value === "object"
              ? JSON.stringify(value)
              : String(value);
      parts.push(() => Promise.resolve([name, text, undefined]));
    },
    async build() {
      const form = new FormData();
      for (const part of parts) {
        const [name, value, filename] = await part();
        if (typeof value === "string") form.append(name, value);
        else form.append(name, value, filename);
      }
      return { body: form };
    },
  };
}

function definedOnly(options: { filename?: string; contentType?: string }): {
  filename?: string;
  contentType?: string;
} {
  const result: { filename?: string; contentType?: string } = {};
  if (options.filename !== undefined) result.filename = options.filename;
  if (options.contentType !== undefined) result.contentType = options.contentType;
  return result;
}

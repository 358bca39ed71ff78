/** Binary data a request can carry. */
export type UploadableData = Blob | ArrayBuffer | ArrayBufferView | ReadableStream<Uint8Array>;

/** A file parameter: raw data, or data with a file name and content type. */
export type Uploadable =
  | Blob
  | File
  | ArrayBuffer
  | ArrayBufferView
  | ReadableStream<Uint8Array>
  | { data: UploadableData; filename?: string; contentType?: string };

const EXPECTED =
  "Blob, File, ArrayBuffer, ArrayBufferView (e.g. Uint8Array or Buffer), ReadableStream, or { data, filename?, contentType? }";

/**
 * Checks that a file parameter holds uploadable data.
 *
 * @throws TypeError naming the expected types when the value is null, undefined or unsupported.
 * @example
 * ```ts
 * assertUploadable(request.file, "file");
 * ```
 */
export function assertUploadable(value: unknown, parameterName: string): asserts value is Uploadable {
  if (value === null || value === undefined) {
    throw new TypeError(`Invalid file upload: ${parameterName} is ${String(value)}; expected ${EXPECTED}`);
  }
  if (isUploadableData(value)) return;
  if (typeof value === "object" && "data" in value && isUploadableData((value as { data: unknown }).data)) return;
  throw new TypeError(`Invalid file upload: ${parameterName} is ${describe(value)}; expected ${EXPECTED}`);
}

/** Whether a value is raw uploadable data (not the `{ data }` wrapper). */
export function isUploadableData(value: unknown): value is UploadableData {
  return (
    (typeof Blob !== "undefined" && value instanceof Blob) ||
    value instanceof ArrayBuffer ||
    ArrayBuffer.isView(value) ||
    (typeof ReadableStream !== "undefined" && value instanceof ReadableStream)
  );
}

function describe(value: unknown): string {
  if (typeof value !== "object") return `a ${typeof value}`;
  const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === "string" && name.length > 0 ? `a ${name}` : "an object";
}

/**
 * Converts an uploadable to a `Blob` with its file name, reading streams fully.
 *
 * @example
 * ```ts
 * const { blob, filename } = await toBlob({ data: bytes, filename: "a.png", contentType: "image/png" });
 * ```
 */
export async function toBlob(value: Uploadable): Promise<{ blob: Blob; filename?: string }> {
  const wrapped = isUploadableData(value) ? { data: value } : value;
  const filename =
    wrapped.filename ?? (typeof File !== "undefined" && wrapped.data instanceof File ? wrapped.data.name : undefined);
  const type = wrapped.contentType;
  const data = wrapped.data;
  let blob: Blob;
  if (data instanceof Blob) {
    blob = type !== undefined && data.type !== type ? new Blob([data], { type }) : data;
  } else if (data instanceof ArrayBuffer) {
    blob = new Blob([data], optionsOf(type));
  } else if (ArrayBuffer.isView(data)) {
    const copy = new Uint8Array(data.byteLength);
    copy.set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    blob = new Blob([copy], optionsOf(type));
  } else {
    const read = await new Response(data).blob();
    blob = type !== undefined ? new Blob([read], { type }) : read;
  }
  return filename !== undefined ? { blob, filename } : { blob };
}

function optionsOf(type: string | undefined): BlobPropertyBag {
  return type !== undefined ? { type } : {};
}

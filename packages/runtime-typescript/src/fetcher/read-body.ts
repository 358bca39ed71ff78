import { concatBytes } from "../utils/bytes";

/**
 * Reads a response body into memory, but never more than `limit` bytes (after any content
 * decoding, so a compressed body cannot expand past it). A declared `Content-Length` over the
 * limit fails before anything is read.
 *
 * @returns the bytes, or `undefined` when the body holds more than `limit`; the rest of the
 * body is then cancelled unread, which closes the connection.
 * @example
 * ```ts
 * const bytes = await readBodyBytes(response, 1024 * 1024);
 * if (bytes === undefined) throw new Error("response too large");
 * ```
 */
export async function readBodyBytes(response: Response, limit: number): Promise<Uint8Array | undefined> {
  if (limit === Number.POSITIVE_INFINITY) return new Uint8Array(await response.arrayBuffer());
  const body = response.body;
  if (body === null) return new Uint8Array(0);
  if (declaredLength(response) > limit) {
    await body.cancel().catch(() => undefined);
    return undefined;
  }
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        return undefined;
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return concatBytes(chunks, total);
}

/** `Content-Length` when it counts the bytes that will be read (no content coding), else 0. */
function declaredLength(response: Response): number {
  const encoding = response.headers.get("content-encoding");
  if (encoding !== null && encoding.trim().toLowerCase() !== "identity") return 0;
  const length = Number(response.headers.get("content-length") ?? "0");
  return Number.isFinite(length) ? length : 0;
}

/**
 * The body as UTF-8 text, read with {@link readBodyBytes}; a leading byte order mark is
 * dropped, as `Response.text()` does.
 */
export async function readBodyText(response: Response, limit: number): Promise<string | undefined> {
  if (limit === Number.POSITIVE_INFINITY) return response.text();
  const bytes = await readBodyBytes(response, limit);
  return bytes === undefined ? undefined : new TextDecoder("utf-8").decode(bytes);
}

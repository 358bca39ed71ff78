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
  if (readWhole(response, limit)) return new Uint8Array(await response.arrayBuffer());
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

/**
 * `Content-Length` when it counts the bytes that will be read (a whole number, no content
 * coding), else -1.
 */
function declaredLength(response: Response): number {
  const encoding = response.headers.get("content-encoding");
  if (encoding !== null && encoding.trim().toLowerCase() !== "identity") return -1;
  const length = response.headers.get("content-length");
  return length !== null && DIGITS.test(length) ? Number(length) : -1;
}

const DIGITS = /^\d{1,15}$/;

/**
 * Whether the body may be read in one call: there is no limit, or the body cannot hold more
 * than it. A declared length frames the body, so the platform reads no more than that; the
 * response must show all its headers, since a browser hides `Content-Encoding` from a
 * cross-origin (`cors`) response, whose length may then count compressed bytes.
 */
function readWhole(response: Response, limit: number): boolean {
  if (limit === Number.POSITIVE_INFINITY) return true;
  const length = response.type === "basic" || response.type === "default" ? declaredLength(response) : -1;
  return length >= 0 && length <= limit;
}

/**
 * The body as UTF-8 text, read with {@link readBodyBytes}; a leading byte order mark is
 * dropped, as `Response.text()` does.
 */
export function readBodyText(response: Response, limit: number): Promise<string | undefined> {
  // Not async: handing on the platform's promise costs the caller no extra turns.
  if (readWhole(response, limit)) return response.text();
  return readBodyBytes(response, limit).then((bytes) =>
    bytes === undefined ? undefined : new TextDecoder("utf-8").decode(bytes),
  );
}

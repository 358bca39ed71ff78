/** Replaces every known secret in a text with `***`. */
export interface Redactor {
  /** Returns `text` with every registered secret (and its encoded forms) replaced by `***`. */
  (text: string): string;
  /** Registers one more secret. Empty values are ignored. */
  add(secret: string | undefined): void;
}

/** Shortest value treated as a secret; shorter strings would blank ordinary words. */
const MIN_SECRET_LENGTH = 3;

/**
 * Creates the one redactor a delivery uses for every message, log line and child-process
 * output. Each secret is also matched in its URL-encoded and base64 forms.
 *
 * @example
 * ```ts
 * const redact = createRedactor(['s3cr3t']);
 * redact('token=s3cr3t'); // "token=***"
 * ```
 */
export function createRedactor(secrets: Iterable<string | undefined> = []): Redactor {
  const known = new Set<string>();
  const redact = ((text: string): string => {
    let result = text;
    // Longest first, so a secret that contains another is replaced whole.
    for (const secret of [...known].sort((a, b) => b.length - a.length)) {
      result = result.split(secret).join('***');
    }
    return result;
  }) as Redactor;
  redact.add = (secret) => {
    if (secret === undefined || secret.length < MIN_SECRET_LENGTH) return;
    known.add(secret);
    known.add(encodeURIComponent(secret));
    known.add(Buffer.from(secret, 'utf8').toString('base64'));
  };
  for (const secret of secrets) redact.add(secret);
  return redact;
}

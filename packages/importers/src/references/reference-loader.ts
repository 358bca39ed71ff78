import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { maxDefinitionBytes, readDefinitionBytes, tooLargeError } from '../definition-text';
import { confineFile, MAX_REMOTE_REDIRECTS, type ReferencePolicy } from './reference-policy';
import { fetchRemoteDocument, RemoteReferenceError } from './remote-fetch';
import { escapePointerSegment } from '@bracken/errors';

/** Where the document part of a `$ref` leads. */
export type ReferenceTarget =
  /** A local file; `key` is its absolute path as written (before symbolic links). */
  | { kind: 'file'; key: string }
  /** A remote document; `key` is its URL without the fragment. */
  | { kind: 'url'; key: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const REMOTE = /^https?:/i;

/**
 * Resolves the document part of a `$ref` written in a document at `base` (an absolute path,
 * or the URL of a remote document), the way URL references resolve. `undefined` for a
 * reference inside the same document (`#/…`).
 *
 * @throws Error with the reason when the reference can never be followed (another scheme, or
 * a local file named from a remote document).
 */
export function referenceTarget(ref: string, base: string): ReferenceTarget | undefined {
  const hash = ref.indexOf('#');
  const written = hash === -1 ? ref : ref.slice(0, hash);
  if (written === '') return undefined;
  const from = REMOTE.test(base) ? new URL(base) : pathToFileURL(base);
  let resolved: URL;
  try {
    resolved = new URL(written, from);
  } catch {
    throw new Error('not a valid reference');
  }
  if (resolved.protocol === 'http:' || resolved.protocol === 'https:') {
    resolved.hash = '';
    return { kind: 'url', key: resolved.href };
  }
  if (resolved.protocol !== 'file:') throw new Error(`the ${resolved.protocol.slice(0, -1)} scheme is not supported`);
  if (from.protocol !== 'file:') throw new Error('a remote document may only refer to remote documents');
  try {
    return { kind: 'file', key: fileURLToPath(resolved) };
  } catch {
    throw new Error('not a valid file reference');
  }
}

/**
 * The key a bundler's resolver gets for a document URL, in the form {@link referenceTarget}
 * gives: a URL without its fragment, or an absolute path.
 */
export function referenceKey(url: string): string {
  if (REMOTE.test(url)) {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  }
  return fileURLToPath(SCHEME.test(url) ? url : new URL(url, 'file:///'));
}

/** A `$ref` as messages quote it: in JSON quotes, cut short when it is very long. */
export function quoteReference(ref: string): string {
  return JSON.stringify(ref.length > 200 ? `${ref.slice(0, 200)}…` : ref);
}

/** A `$ref` to another document, where it is written. */
export interface ExternalReference {
  ref: string;
  /** JSON pointer of the node that holds the `$ref`. */
  pointer: string;
}

/** Every `$ref` of a parsed document that names another document, in document order. */
export function externalReferences(root: unknown): ExternalReference[] {
  const found: ExternalReference[] = [];
  const stack: Array<{ node: unknown; pointer: string }> = [{ node: root, pointer: '' }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const { node, pointer } = stack.pop()!;
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    // A value shared by YAML aliases is walked once.
    seen.add(node);
    const children: Array<{ node: unknown; pointer: string }> = [];
    if (Array.isArray(node))
      node.forEach((child, index) => children.push({ node: child, pointer: `${pointer}/${index}` }));
    else {
      const ref = (node as Record<string, unknown>)['$ref'];
      if (typeof ref === 'string' && !ref.startsWith('#')) found.push({ ref, pointer });
      for (const key of Object.keys(node))
        children.push({
          node: (node as Record<string, unknown>)[key],
          pointer: `${pointer}/${escapePointerSegment(key)}`,
        });
    }
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  return found;
}

/** A document reached through `$ref`s, read and parsed. */
export interface ReferencedDocument<T> {
  /** See {@link ReferenceTarget}. */
  key: string;
  /** The path shown to the user: relative to the config folder, or the URL. */
  display: string;
  parsed: T;
}

/** Where a `$ref` is written, for its error. */
export interface ReferenceSite<T> {
  display: string;
  /** JSON pointer of the node holding the `$ref`. */
  pointer: string;
  /** The parsed document it is written in; `undefined` for the main document. */
  document: ReferencedDocument<T> | undefined;
}

/** How {@link loadReferencedDocuments} reads the documents of one definition. */
export interface ReferenceLoaderOptions<T> {
  policy: ReferencePolicy;
  /** The definition itself: absolute path and the path shown to the user. */
  main: { file: string; display: string };
  /** Parses a document read for a reference, with the same limits as the definition. */
  parse(bytes: Buffer, display: string): T;
  /** The plain value of a parsed document. */
  value(parsed: T): unknown;
  /** A located error for a reference that cannot be followed. */
  fail(reason: string, site: ReferenceSite<T>): Error;
  /**
   * Leaves remote documents unread instead of fetching them. A remote document can only lead
   * to other remote documents, so every local file is still reached.
   * @default false
   */
  skipRemote?: boolean;
}

/**
 * Reads every document a definition reaches through `$ref`s, following the references of
 * each document read, under the definition's {@link ReferencePolicy}: local files only
 * inside its folders (symbolic links followed first), remote documents only when allowed,
 * checked by address, within the size cap and the time limit. Documents are keyed as
 * {@link referenceTarget} keys them. Nothing outside the policy is ever opened.
 *
 * @throws the error `fail` makes, at the first `$ref` that cannot be followed.
 */
export async function loadReferencedDocuments<T>(
  root: unknown,
  options: ReferenceLoaderOptions<T>,
): Promise<Map<string, ReferencedDocument<T>>> {
  const { policy, main } = options;
  const documents = new Map<string, ReferencedDocument<T>>();
  const queue: Array<{ value: unknown; base: string; document: ReferencedDocument<T> | undefined }> = [
    { value: root, base: main.file, document: undefined },
  ];
  let deadline: number | undefined;
  let totalBytes = 0;
  const displayOf = (file: string): string =>
    path.posix.join(
      path.posix.dirname(main.display),
      path.relative(path.dirname(main.file), file).split(path.sep).join('/'),
    );
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const { ref, pointer } of externalReferences(next.value)) {
      const site: ReferenceSite<T> = {
        display: next.document?.display ?? main.display,
        pointer: `${pointer}/$ref`,
        document: next.document,
      };
      let target: ReferenceTarget | undefined;
      try {
        target = referenceTarget(ref, next.base);
      } catch (error) {
        throw options.fail(`cannot follow $ref ${quoteReference(ref)} (${(error as Error).message})`, site);
      }
      if (target === undefined || documents.has(target.key)) continue;
      if (target.kind === 'url' && options.skipRemote === true) continue;
      let bytes: Buffer;
      let display: string;
      if (target.kind === 'file') {
        const confined = await confineFile(policy, target.key);
        if (!confined.ok) throw options.fail(`cannot read $ref ${quoteReference(ref)} (${confined.reason})`, site);
        display = displayOf(target.key);
        bytes = await readDefinitionBytes(confined.real, display);
      } else {
        if (!policy.remote)
          throw options.fail(
            `cannot fetch $ref ${quoteReference(ref)} (remote references are off; allow them with references.remote)`,
            site,
          );
        deadline ??= Date.now() + policy.timeoutMs;
        display = target.key;
        try {
          bytes = (
            await fetchRemoteDocument(target.key, {
              maxBytes: policy.maxBytes,
              deadline,
              privateNetwork: policy.privateNetwork,
              maxRedirects: MAX_REMOTE_REDIRECTS,
            })
          ).bytes;
        } catch (error) {
          if (!(error instanceof RemoteReferenceError)) throw error;
          throw options.fail(`cannot fetch $ref ${quoteReference(ref)} (${error.message})`, site);
        }
      }
      totalBytes += bytes.length;
      // Every document together stays within what one definition may be.
      if (totalBytes > 16 * 2 ** 20 && totalBytes > maxDefinitionBytes())
        throw tooLargeError(totalBytes, maxDefinitionBytes(), { file: site.display, pointer: site.pointer });
      const document: ReferencedDocument<T> = { key: target.key, display, parsed: options.parse(bytes, display) };
      documents.set(target.key, document);
      queue.push({ value: options.value(document.parsed), base: target.key, document });
    }
  }
  return documents;
}

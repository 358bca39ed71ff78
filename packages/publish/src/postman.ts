import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PublishError } from './errors';
import { describeFetchError } from './github-api';
import type { Redactor } from './redact';

/** Default Postman API base URL. */
export const DEFAULT_POSTMAN_API_URL = 'https://api.getpostman.com';

/** The file the Postman generator writes. */
export const POSTMAN_COLLECTION_FILE = 'collection.json';

/** Inputs of {@link publishToPostman}; the API key is already resolved. */
export interface PostmanPublishOptions {
  sourceDir: string;
  apiKey: string;
  workspaceId: string;
  collectionId?: string;
  apiUrl: string;
  dryRun: boolean;
  redact: Redactor;
  log: (line: string) => void;
}

/** Outcome of a Postman publish. */
export interface PostmanPublishResult {
  target: string;
  /** Id of the created or updated collection. */
  collectionId?: string;
  created: boolean;
}

/**
 * Sends `collection.json` to the Postman API: `PUT /collections/{collection-id}` updates an
 * existing collection in place, otherwise `POST /collections?workspace={workspace-id}`
 * creates one. The key travels in the `X-Api-Key` header.
 */
export async function publishToPostman(options: PostmanPublishOptions): Promise<PostmanPublishResult> {
  const base = options.apiUrl.replace(/\/+$/, '');
  const target = `postman workspace ${options.workspaceId}`;
  const file = join(options.sourceDir, POSTMAN_COLLECTION_FILE);
  if (!existsSync(file)) {
    throw new PublishError(
      'pack',
      target,
      `no ${POSTMAN_COLLECTION_FILE} in ${options.sourceDir}; the postman output needs the bracken-postman generator`,
    );
  }
  let collection: unknown;
  try {
    collection = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new PublishError('pack', target, `${file} is not valid JSON: ${(error as Error).message}`);
  }
  const update = options.collectionId !== undefined;
  const method = update ? 'PUT' : 'POST';
  const url = update
    ? `${base}/collections/${encodeURIComponent(options.collectionId ?? '')}`
    : `${base}/collections?workspace=${encodeURIComponent(options.workspaceId)}`;
  if (options.dryRun) {
    options.log(`dry run: would ${update ? 'update' : 'create'} the collection with ${method} ${url}`);
    return { target, collectionId: options.collectionId, created: !update };
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': options.apiKey },
      body: JSON.stringify({ collection }),
    });
  } catch (error) {
    throw new PublishError('publish', target, options.redact(`${method} ${url}: ${describeFetchError(error)}`));
  }
  const text = await response.text();
  if (!response.ok) {
    throw new PublishError(
      'publish',
      target,
      options.redact(`${method} ${url} answered ${response.status}${postmanMessage(text)}`),
    );
  }
  let id: string | undefined;
  try {
    const parsed = JSON.parse(text) as { collection?: { id?: string; uid?: string } };
    id = parsed.collection?.uid ?? parsed.collection?.id;
  } catch {
    // A success without a JSON body still counts.
  }
  options.log(`${update ? 'updated' : 'created'} Postman collection ${id ?? options.collectionId ?? ''}`.trim());
  return { target, collectionId: id ?? options.collectionId, created: !update };
}

function postmanMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: { name?: string; message?: string } };
    if (parsed.error?.message !== undefined) return `: ${parsed.error.name ?? 'error'}: ${parsed.error.message}`;
  } catch {
    // Not JSON.
  }
  const trimmed = text.trim().slice(0, 200);
  return trimmed === '' ? '' : `: ${trimmed}`;
}

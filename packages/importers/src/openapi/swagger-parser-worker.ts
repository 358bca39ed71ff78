import * as path from 'node:path';
import type * as WorkerThreads from 'node:worker_threads';
import { readDefinitionFile } from '../definition-text';
import { ImporterError } from '../errors';

/** What swagger-parser reported. */
export type SwaggerParserResult =
  | { ok: true; api?: unknown }
  | {
      ok: false;
      message: string;
      details: Array<{ message?: string; instancePath?: string; path?: Array<string | number> }>;
    };

// swagger-parser 13 loads an ES-module-only dependency. Running it in a worker thread keeps
// the importer loadable from CommonJS hosts (test runners included) and keeps the slow full
// validation off the caller's thread. The worker reads nothing itself: `bundle` gets every
// document the definition refers to, already read under the definition's reference policy,
// and its resolver serves only those (a key it was not given is an error, never a read);
// `validate` checks one document as it is, without following a single `$ref`, so shared
// schemas are validated once each rather than once per path that reaches them.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const { fileURLToPath } = require('node:url');
const load = createRequire(workerData.from);
const documents = new Map(workerData.documents || []);
// The same keys the importer's reference loader gives: a URL without its fragment, or a path.
const keyOf = (url) => {
  if (/^https?:/i.test(url)) { const parsed = new URL(url); parsed.hash = ''; return parsed.href; }
  return fileURLToPath(/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : new URL(url, 'file:///'));
};
const closedWorld = {
  resolve: {
    file: false,
    http: false,
    loaded: {
      order: 1,
      canRead: true,
      read(file) {
        let key;
        try { key = keyOf(file.url); } catch { key = undefined; }
        if (key === undefined || !documents.has(key)) throw new Error('the document ' + JSON.stringify(file.url) + ' was not read for this definition');
        return key;
      },
    },
  },
  parse: {
    json: false,
    yaml: false,
    text: false,
    binary: false,
    loaded: { order: 1, canParse: true, allowEmpty: true, parse: (file) => structuredClone(documents.get(String(file.data))) },
  },
};
(async () => {
  try {
    if (workerData.op === 'validate') {
      load('@apidevtools/swagger-parser/lib/validators/schema')(workerData.document);
      parentPort.postMessage({ ok: true });
      return;
    }
    const SwaggerParser = load('@apidevtools/swagger-parser');
    const api = await SwaggerParser.bundle(workerData.file, workerData.document, closedWorld);
    parentPort.postMessage({ ok: true, api });
  } catch (error) {
    const details = error && Array.isArray(error.details)
      ? error.details.map((d) => ({ message: String(d && d.message), instancePath: d && d.instancePath, path: d && Array.isArray(d.path) ? d.path : undefined }))
      : [];
    parentPort.postMessage({ ok: false, message: String((error && error.message) || error), details });
  }
})();
`;

function runWorker(workerData: Record<string, unknown>): Promise<SwaggerParserResult> {
  return new Promise((resolve, reject) => {
    const { Worker } = require('node:worker_threads') as typeof WorkerThreads;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ...workerData, from: __filename } });
    let settled = false;
    worker.once('message', (message: SwaggerParserResult) => {
      settled = true;
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      if (!settled) reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`swagger-parser worker stopped with code ${code}`));
    });
  });
}

/**
 * Bundles a definition with swagger-parser: its external `$ref`s become local ones. `file`
 * is the definition's absolute path (the base of its relative references), `document` its
 * content, and `documents` every document it refers to, by the key the reference loader
 * gives; nothing else is read.
 */
export function bundleWithSwaggerParser(
  file: string,
  document: unknown,
  documents: ReadonlyMap<string, unknown>,
): Promise<SwaggerParserResult> {
  return runWorker({ op: 'bundle', file, document, documents: [...documents] });
}

/**
 * Validates a definition against the JSON Schema of its version (Swagger 2.0, OpenAPI 3.0 or
 * 3.1), as it is: `$ref`s are checked as references, never followed, so the work grows with
 * the document's size and nothing is read.
 *
 * @example
 * const result = await validateOpenApiDocument(document);
 * if (!result.ok) console.error(result.message);
 */
export function validateOpenApiDocument(document: unknown): Promise<SwaggerParserResult> {
  return runWorker({ op: 'validate', document });
}

/**
 * Reads a self-contained definition file (its external `$ref`s are not followed) and
 * validates it like {@link validateOpenApiDocument}. A file that cannot be read or parsed is
 * a failed validation, not an exception.
 *
 * @example
 * const result = await validateOpenApiFile('/abs/openapi.json');
 * if (!result.ok) console.error(result.message);
 */
export async function validateOpenApiFile(file: string): Promise<SwaggerParserResult> {
  let document: unknown;
  try {
    document = await readDefinitionFile(file, path.basename(file));
  } catch (error) {
    if (error instanceof ImporterError) return { ok: false, message: error.message, details: [] };
    throw error;
  }
  return validateOpenApiDocument(document);
}

import type * as WorkerThreads from 'node:worker_threads';

/** What swagger-parser reported. */
export type SwaggerParserResult =
  | { ok: true; api?: unknown }
  | { ok: false; message: string; details: Array<{ message?: string; instancePath?: string; path?: Array<string | number> }> };

// swagger-parser 13 loads an ES-module-only dependency. Running it in a worker thread keeps
// the importer loadable from CommonJS hosts (test runners included) and keeps the slow full
// validation off the caller's thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const SwaggerParser = createRequire(workerData.from)('@apidevtools/swagger-parser');
(async () => {
  try {
    const api = workerData.op === 'validate'
      ? await SwaggerParser.validate(workerData.file)
      : await SwaggerParser.bundle(workerData.file, workerData.document, {});
    parentPort.postMessage({ ok: true, api: workerData.op === 'bundle' ? api : undefined });
  } catch (error) {
    const details = error && Array.isArray(error.details)
      ? error.details.map((d) => ({ message: String(d && d.message), instancePath: d && d.instancePath, path: d && Array.isArray(d.path) ? d.path : undefined }))
      : [];
    parentPort.postMessage({ ok: false, message: String((error && error.message) || error), details });
  }
})();
`;

/**
 * Runs swagger-parser on a definition file: `validate` (schema and spec validation) or
 * `bundle` (external `$ref`s pulled in as local ones; `document` replaces the file's content).
 */
export function runSwaggerParser(op: 'validate' | 'bundle', file: string, document?: unknown): Promise<SwaggerParserResult> {
  return new Promise((resolve, reject) => {
    const { Worker } = require('node:worker_threads') as typeof WorkerThreads;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { op, file, document, from: __filename } });
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
 * Validates a definition file with swagger-parser (JSON Schema of the version, plus the
 * Swagger 2.0 specification rules) without touching the importer's fast path.
 *
 * @example
 * const result = await validateOpenApiFile('/abs/openapi.yml');
 * if (!result.ok) console.error(result.message);
 */
export function validateOpenApiFile(file: string): Promise<SwaggerParserResult> {
  return runSwaggerParser('validate', file);
}

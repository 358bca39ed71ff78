import type AjvClass from 'ajv';
import type { ValidateFunction } from 'ajv';

let compiled: ValidateFunction | undefined;

/**
 * The OpenRPC meta-schema, compiled once. Its references to the external JSON Schema
 * meta-schema are narrowed to "an object or a boolean" (and a string for `$ref`): schemas
 * inside the document are checked when they are converted.
 */
export function openRpcValidator(): ValidateFunction {
  if (compiled) return compiled;
  // Loaded here rather than at the top: ajv and the meta-schema are only needed for OpenRPC.
  const { default: Ajv } = require('ajv') as { default: typeof AjvClass };
  const { default: metaSchema } = require('@open-rpc/meta-schema') as { default: unknown };
  const text = JSON.stringify(metaSchema)
    .split('{"$ref":"https://meta.json-schema.tools/#/definitions/JSONSchemaObject/properties/$ref"}')
    .join('{"type":"string"}')
    .split('{"$ref":"https://meta.json-schema.tools"}')
    .join('{"type":["object","boolean"]}');
  const { $schema: _dialect, ...schema } = JSON.parse(text) as Record<string, unknown>;
  // Server URLs may be templates, so formats are not enforced.
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  compiled = ajv.compile(schema);
  return compiled;
}

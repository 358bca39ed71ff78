import type {
  Environments,
  IntermediateRepresentation,
  RpcMethod,
  RpcService,
  ServerVariable,
  SingleUrlEnvironment,
  TypeReference,
} from '@bracken/ir';
import type { DefinitionInput } from '../definition-kit/input';
import { declareComponentSchemas, startDefinitionIr } from '../definition-kit/definition-ir';
import { JsonSchemaConverter, readSchemaSettings } from '../definition-kit/json-schema';
import type { LocatedYaml } from '../definition-kit/located-yaml';
import { parseLocatedYaml, splitPointer } from '../definition-kit/located-yaml';
import type { TypeNamer } from '../definition-kit/naming';
import { applyOverrideFiles } from '../definition-kit/overrides';
import { readDefinitionBytes } from '../definition-text';
import type { ReferencedDocument } from '../references/reference-loader';
import { loadDefinitionReferences } from '../definition-kit/references';
import { openRpcValidator } from './meta-schema';
import { joinPointer } from '@bracken/errors';
import { isRecord, type JsonObject, nonEmptyString } from '../json';
import { singleUrlEnvironments } from '../server-environments';

/** Validates against the OpenRPC meta-schema; the most specific error, located. */
function validate(document: unknown, located: LocatedYaml): void {
  const validator = openRpcValidator();
  if (validator(document)) return;
  const errors = validator.errors ?? [];
  const deepest = [...errors].sort(
    (a, b) => splitPointer(b.instancePath).length - splitPointer(a.instancePath).length,
  )[0];
  if (!deepest) throw located.fail('invalid OpenRPC document', '');
  const detail =
    deepest.keyword === 'required' || deepest.keyword === 'additionalProperties'
      ? `${deepest.message ?? 'invalid'}`
      : (deepest.message ?? 'invalid');
  throw located.fail(`invalid OpenRPC document (${deepest.instancePath || '/'} ${detail})`, deepest.instancePath);
}

class OpenRpcConverter {
  private readonly ir: IntermediateRepresentation;
  private readonly namer: TypeNamer;
  private readonly schemas: JsonSchemaConverter;

  constructor(
    private readonly document: JsonObject,
    private readonly located: LocatedYaml,
    private readonly input: DefinitionInput,
    references: ReadonlyMap<string, ReferencedDocument<LocatedYaml>>,
  ) {
    ({
      ir: this.ir,
      namer: this.namer,
      schemas: this.schemas,
    } = startDefinitionIr(document, input, { located, settings: readSchemaSettings(input.settings), references }));
  }

  convert(): IntermediateRepresentation {
    declareComponentSchemas(this.document, this.schemas);
    const methods = Array.isArray(this.document.methods) ? this.document.methods : [];
    const service: RpcService = {
      kind: 'rpcService',
      protocol: 'json-rpc',
      id: this.input.namespace ? `${this.input.namespace}::${this.ir.apiName.pascalCase}` : this.ir.apiName.pascalCase,
      name: this.ir.apiName,
      methods: methods.map((m, i) => this.method(m, joinPointer('', 'methods', i))),
      ...(this.ir.docs ? { docs: this.ir.docs } : {}),
      ...(this.input.namespace ? { namespace: this.input.namespace } : {}),
    };
    this.ir.rpcServices.push(service);
    const environments = this.environments();
    if (environments) this.ir.environments = environments;
    return this.ir;
  }

  private method(raw: unknown, pointer: string): RpcMethod {
    const { schema: resolved, pointer: at } = this.schemas.deref(raw, pointer);
    if (!isRecord(resolved) || typeof resolved.name !== 'string')
      throw this.located.fail('invalid method (expected a name)', pointer);
    const method = resolved;
    const methodName = this.namer.name(method.name as string);
    const params = (Array.isArray(method.params) ? method.params : []).map((p, i) => {
      const { schema: descriptor, pointer: descriptorAt } = this.schemas.deref(p, joinPointer(at, 'params', i));
      const d = isRecord(descriptor) ? descriptor : {};
      const wire = nonEmptyString(d.name) ?? `param${i + 1}`;
      const name = this.namer.name(wire);
      const required = d.required === true;
      const docs = nonEmptyString(d.description) ?? nonEmptyString(d.summary);
      const type = this.schemas.convertProperty(
        d.schema,
        joinPointer(descriptorAt, 'schema'),
        `${methodName.pascalCase}${name.pascalCase}`,
        required,
      );
      return { kind: 'rpcParam' as const, name, type, required, ...(docs ? { docs } : {}) };
    });
    let requestType: TypeReference | undefined;
    if (params.length > 0) {
      const name = this.namer.claim(`${methodName.pascalCase}Params`);
      const id = this.namer.idFor(name);
      this.ir.types[id] = {
        kind: 'type',
        id,
        name,
        docs: `Parameters of \`${method.name as string}\`.`,
        shape: {
          kind: 'object',
          extends: [],
          properties: params.map((p) => ({
            kind: 'property' as const,
            name: p.name,
            valueType: p.type,
            ...(p.docs ? { docs: p.docs } : {}),
          })),
        },
        ...(this.input.namespace ? { namespace: this.input.namespace } : {}),
        source: this.schemas.source(joinPointer(at, 'params')),
      };
      requestType = { kind: 'named', typeId: id };
    }
    let responseType: TypeReference | undefined;
    if (method.result !== undefined) {
      const { schema: result, pointer: resultAt } = this.schemas.deref(method.result, joinPointer(at, 'result'));
      const r = isRecord(result) ? result : {};
      responseType = this.schemas.convert(r.schema, joinPointer(resultAt, 'schema'), `${methodName.pascalCase}Result`);
    }
    const errors = (Array.isArray(method.errors) ? method.errors : []).flatMap((e, i) => {
      const { schema: error } = this.schemas.deref(e, joinPointer(at, 'errors', i));
      if (!isRecord(error) || typeof error.code !== 'number') return [];
      return [
        {
          kind: 'rpcError' as const,
          code: error.code,
          message: nonEmptyString(error.message) ?? '',
          ...('data' in error ? { dataType: { kind: 'unknown' as const } } : {}),
        },
      ];
    });
    const structure =
      method.paramStructure === 'by-name' || method.paramStructure === 'by-position' ? method.paramStructure : 'either';
    const docs = [nonEmptyString(method.summary), nonEmptyString(method.description)]
      .filter((d) => d !== undefined)
      .join('\n\n');
    return {
      kind: 'rpcMethod',
      wireName: method.name as string,
      name: methodName,
      ...(requestType ? { requestType } : {}),
      ...(responseType ? { responseType } : {}),
      clientStreaming: false,
      serverStreaming: false,
      paramStructure: structure,
      params,
      errors,
      ...(docs ? { docs } : {}),
      source: this.schemas.source(at),
    };
  }

  /** Servers become environments; `${variable}` placeholders become `{variable}`. */
  private environments(): Environments | undefined {
    const servers = Array.isArray(this.document.servers) ? this.document.servers.filter(isRecord) : [];
    if (servers.length === 0) return undefined;
    const variables = new Map<string, ServerVariable>();
    const environments: SingleUrlEnvironment[] = servers.map((server, i) => {
      const id = nonEmptyString(server.name) ?? (i === 0 ? 'default' : `server${i + 1}`);
      for (const [key, raw] of Object.entries(isRecord(server.variables) ? server.variables : {})) {
        if (variables.has(key) || !isRecord(raw)) continue;
        const values = Array.isArray(raw.enum) ? raw.enum.filter((v): v is string => typeof v === 'string') : [];
        variables.set(key, {
          kind: 'serverVariable',
          name: this.namer.name(key),
          ...(typeof raw.default === 'string' ? { default: raw.default } : {}),
          ...(values.length > 0 ? { values } : {}),
          ...(nonEmptyString(raw.description) ? { docs: nonEmptyString(raw.description) } : {}),
        });
      }
      const docs = nonEmptyString(server.description) ?? nonEmptyString(server.summary);
      return {
        kind: 'singleUrl',
        id,
        name: this.namer.name(id),
        url: String(server.url ?? '').replace(/\$\{([^}]+)\}/g, '{$1}'),
        ...(docs ? { docs } : {}),
      };
    });
    return singleUrlEnvironments(environments, [...variables.values()]);
  }
}

/**
 * Imports an OpenRPC document, validated against `@open-rpc/meta-schema`: one JSON-RPC
 * service whose methods carry their params (in order, with by-name or by-position
 * structure), result and declared errors; `components` schemas become types and servers
 * become environments.
 *
 * @throws DefinitionError located at the first problem.
 * @example
 * ```ts
 * const ir = await parseOpenRpc({ absolutePath: '/repo/openrpc.json', displayPath: 'openrpc.json' });
 * ir.rpcServices[0].methods[0].wireName; // "list_pets"
 * ```
 */
export async function parseOpenRpc(input: DefinitionInput): Promise<IntermediateRepresentation> {
  const source = (await readDefinitionBytes(input.absolutePath, input.displayPath)).toString('utf8');
  const located = parseLocatedYaml(source, input.displayPath);
  if (!isRecord(located.value) || typeof located.value.openrpc !== 'string')
    throw located.fail('not an OpenRPC document (missing "openrpc" version)', '');
  const merged = await applyOverrideFiles(located.value, input.overrides, input.overrideDisplayPaths);
  validate(merged, located);
  const references = await loadDefinitionReferences(merged, located, input);
  return new OpenRpcConverter(merged as JsonObject, located, input, references).convert();
}

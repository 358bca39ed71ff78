import type {
  Channel,
  ChannelMessage,
  HttpEndpoint,
  IntermediateRepresentation,
  Parameter,
  Service,
  TypeReference,
} from '@bracken/ir';
import { DefinitionError } from '../definition-kit/definition-error';
import type { DefinitionInput } from '../definition-kit/input';
import { declareComponentSchemas, startDefinitionIr } from '../definition-kit/definition-ir';
import { JsonSchemaConverter } from '../definition-kit/json-schema';
import type { LocatedYaml } from '../definition-kit/located-yaml';
import { parseLocatedYaml, splitPointer } from '../definition-kit/located-yaml';
import type { TypeNamer } from '../definition-kit/naming';
import { applyOverrideFiles, mergeOverride } from '../definition-kit/overrides';
import { readServers, securitySchemesToAuth, serversToEnvironments } from './servers';
import type { AsyncServer } from './servers';
import type { AsyncApiImportSettings } from './settings';
import { readAsyncApiSettings } from './settings';
import { readDefinitionBytes } from '../definition-text';
import { referenceKey, type ReferencedDocument } from '../references/reference-loader';
import { expansionProblem } from '../definition-kit/expansion';
import { loadDefinitionReferences } from '../definition-kit/references';
import { joinPointer } from '@bracken/errors';
import { isRecord, type JsonObject, nonEmptyString } from '../json';

/**
 * Validates an AsyncAPI document with `@asyncapi/parser`, loaded only now so that APIs
 * without AsyncAPI never pay for it. The first error becomes a located {@link DefinitionError}.
 */
type AsyncApiParser = import('@asyncapi/parser').Parser;
let sharedParser: Promise<AsyncApiParser> | undefined;

/** One parser for the process: building its rule sets is the slow part. */
function asyncApiParser(): Promise<AsyncApiParser> {
  // `require`, not `import()`: the command's code may be compiled from a cache that has no
  // loader for `import()`. The package ships CommonJS.
  sharedParser ??= Promise.resolve().then(
    () => new (require('@asyncapi/parser') as typeof import('@asyncapi/parser')).Parser(),
  );
  return sharedParser;
}

// Validation results of recent documents: `check` and `generate` (or several groups) often
// read the same file, and validation is the slow step.
const validated = new Map<string, Promise<void>>();
const VALIDATION_CACHE_SIZE = 16;

type LoadedReferences = ReadonlyMap<string, ReferencedDocument<LocatedYaml>>;

function validateWithParser(
  input: string,
  located: LocatedYaml,
  rangesMatchFile: boolean,
  sourcePath: string,
  references: LoadedReferences,
): Promise<void> {
  // The documents it refers to are part of what was validated.
  const texts = [...references.values()].map(
    (document) => `${document.key}\u0000${JSON.stringify(document.parsed.value)}`,
  );
  const key = `${sourcePath}\u0000${rangesMatchFile}\u0000${input}\u0000${texts.join('\u0000')}`;
  let result = validated.get(key);
  if (!result) {
    result = runParser(input, located, rangesMatchFile, sourcePath, references);
    validated.set(key, result);
    if (validated.size > VALIDATION_CACHE_SIZE) validated.delete(validated.keys().next().value!);
  }
  return result;
}

/**
 * Resolvers for the parser that serve only the documents already read under the definition's
 * reference policy. Each answers for its whole scheme, so the parser's own file and HTTP
 * readers are never reached; a document that was not read is recorded in `misses`.
 */
function loadedResolvers(
  references: LoadedReferences,
  misses: string[],
): Array<{ schema: string; order: number; canRead: boolean; read(uri: { toString(): string }): string }> {
  const read = (uri: { toString(): string }): string => {
    let key: string | undefined;
    try {
      key = referenceKey(uri.toString());
    } catch {
      key = undefined;
    }
    const document = key === undefined ? undefined : references.get(key);
    if (document === undefined) {
      misses.push(uri.toString());
      return '{}';
    }
    // The values the importer itself reads, so both see the same document.
    return JSON.stringify(document.parsed.value);
  };
  return ['file', 'http', 'https'].map((schema) => ({ schema, order: 1, canRead: true, read }));
}

async function runParser(
  input: string,
  located: LocatedYaml,
  rangesMatchFile: boolean,
  sourcePath: string,
  references: LoadedReferences,
): Promise<void> {
  const parser = await asyncApiParser();
  const misses: string[] = [];
  const { diagnostics } = await parser.parse(input, {
    source: sourcePath,
    applyTraits: false,
    __unstable: { resolver: { resolvers: loadedResolvers(references, misses) } },
  });
  if (misses.length > 0)
    throw new DefinitionError(
      `cannot resolve $ref to ${JSON.stringify(misses[0])} (it was not read for this definition)`,
      { file: located.file },
    );
  // A dangling reference inside another file is left to the converter, which can point into that file.
  const errors = diagnostics.filter(
    (d) => d.severity === 0 && !(d.code === 'invalid-ref' && !existsAt(located.value, d.path)),
  );
  if (errors.length === 0) return;
  // The parser repeats an error along every path that reaches it through $refs; the deepest
  // path that exists in the file as written is the most useful place to point at.
  const written = errors.filter((d) => existsAt(located.value, d.path));
  const error = [...(written.length > 0 ? written : errors)].sort((a, b) => b.path.length - a.path.length)[0]!;
  if (error.message.startsWith(PARSER_CRASH)) throw parserCrash(error.message, located);
  const pointer = joinPointer('', ...error.path.map((s) => String(s)));
  const position =
    rangesMatchFile && error.range && written.includes(error)
      ? { line: error.range.start.line + 1, column: error.range.start.character + 1 }
      : located.locate(pointer);
  throw new DefinitionError(`invalid AsyncAPI document (${error.message})`, {
    file: located.file,
    ...position,
    pointer,
  });
}

// How the parser reports an exception of its own, with the exception's stack in the text.
const PARSER_CRASH = 'Error thrown during AsyncAPI document validation';
// Keys the parser's reference resolver reads as methods of the object that holds them.
const INHERITED_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * The error for an exception inside the AsyncAPI parser: its message without the stack, at
 * the first key named like a member every object inherits when there is one (the parser's
 * reference resolver fails on such keys).
 */
function parserCrash(message: string, located: LocatedYaml): DefinitionError {
  const reason = /message: (.*?)(?:, stack:|\n|$)/.exec(message)?.[1] ?? 'unknown error';
  const found = inheritedKey(located.value, '');
  if (found !== undefined) {
    return new DefinitionError(
      `the AsyncAPI parser cannot validate a document with a key named ${JSON.stringify(found.key)} (${reason}); rename it`,
      { file: located.file, ...located.locate(found.pointer), pointer: found.pointer },
    );
  }
  return new DefinitionError(`the AsyncAPI parser failed on this document (${reason})`, {
    file: located.file,
    line: 1,
    column: 1,
  });
}

/** The first key, in document order, named like a member every object inherits. */
function inheritedKey(node: unknown, pointer: string): { key: string; pointer: string } | undefined {
  const stack: Array<{ node: unknown; pointer: string }> = [{ node, pointer }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (typeof item.node !== 'object' || item.node === null) continue;
    const entries = Object.entries(item.node);
    for (const [key] of entries) if (INHERITED_KEYS.has(key)) return { key, pointer: joinPointer(item.pointer, key) };
    for (let index = entries.length - 1; index >= 0; index--)
      stack.push({ node: entries[index]![1], pointer: joinPointer(item.pointer, entries[index]![0]) });
  }
  return undefined;
}

/** Whether a path names a node of the document as written (without following `$ref`s). */
function existsAt(document: unknown, path: ReadonlyArray<string | number>): boolean {
  let node = document;
  for (const segment of path) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isRecord(node)) node = node[String(segment)];
    else return false;
    if (node === undefined) return false;
  }
  return true;
}

interface Operation {
  direction: 'send' | 'receive';
  pointer: string;
  operationId?: string;
  /** Pointers of the messages, already resolved. */
  messages: Array<{ pointer: string; message: unknown; key?: string }>;
  secured: boolean;
}

/** Converts one AsyncAPI document into the IR. */
class AsyncApiConverter {
  private readonly ir: IntermediateRepresentation;
  private readonly namer: TypeNamer;
  private readonly schemas: JsonSchemaConverter;
  private readonly messageCache = new Map<string, ChannelMessage>();
  private readonly major: number;
  private readonly servers: AsyncServer[];

  constructor(
    private readonly document: JsonObject,
    private readonly located: LocatedYaml,
    private readonly settings: AsyncApiImportSettings,
    private readonly input: DefinitionInput,
    references: LoadedReferences,
  ) {
    ({
      ir: this.ir,
      namer: this.namer,
      schemas: this.schemas,
    } = startDefinitionIr(document, input, { located, settings, references }));
    this.major = Number(String(document.asyncapi ?? '').split('.')[0]);
    this.servers = readServers(document, this.major);
  }

  convert(): IntermediateRepresentation {
    declareComponentSchemas(this.document, this.schemas);
    const channels = isRecord(this.document.channels) ? this.document.channels : {};
    const operations = this.major >= 3 ? this.operationsV3() : new Map<string, Operation[]>();
    for (const [channelId, raw] of Object.entries(channels)) {
      const pointer = joinPointer('', 'channels', channelId);
      if (!isRecord(raw)) throw this.located.fail(`invalid channel "${channelId}" (expected an object)`, pointer);
      const ops = this.major >= 3 ? (operations.get(channelId) ?? []) : this.operationsV2(raw, pointer);
      this.ir.channels.push(this.channel(channelId, raw, pointer, ops));
    }
    this.ir.auth = securitySchemesToAuth(this.document, this.namer);
    const environments = serversToEnvironments(this.servers, this.namer, this.settings.groupEnvironmentsByHost);
    if (environments) this.ir.environments = environments;
    for (const channel of this.ir.channels)
      if (channel.protocol === 'sse') this.ir.services.push(this.sseService(channel));
    return this.ir;
  }

  /** AsyncAPI 2.x: `publish` is what clients send, `subscribe` what they receive. */
  private operationsV2(channel: JsonObject, pointer: string): Operation[] {
    const result: Operation[] = [];
    for (const [key, direction] of [
      ['publish', 'send'],
      ['subscribe', 'receive'],
    ] as const) {
      const op = channel[key];
      if (!isRecord(op)) continue;
      const opPointer = joinPointer(pointer, key);
      const messages: Operation['messages'] = [];
      const message = op.message;
      if (isRecord(message) && Array.isArray(message.oneOf))
        message.oneOf.forEach((m, i) =>
          messages.push(this.operationMessage(m, joinPointer(opPointer, 'message', 'oneOf', i))),
        );
      else if (message !== undefined) messages.push(this.operationMessage(message, joinPointer(opPointer, 'message')));
      result.push({
        direction,
        pointer: opPointer,
        ...(nonEmptyString(op.operationId) ? { operationId: nonEmptyString(op.operationId) } : {}),
        messages,
        secured: Array.isArray(op.security) && op.security.length > 0,
      });
    }
    return result;
  }

  /** A message an operation lists at `at`, resolved; one given by `$ref` is keyed by the last segment of it. */
  private operationMessage(m: unknown, at: string): Operation['messages'][number] {
    const ref = isRecord(m) && typeof m.$ref === 'string' ? m.$ref : undefined;
    const resolved = this.schemas.deref(m, at);
    const segments = ref ? splitPointer(ref) : [];
    return {
      pointer: resolved.pointer,
      message: resolved.schema,
      ...(ref ? { key: segments[segments.length - 1] } : {}),
    };
  }

  /** AsyncAPI 3.0: an operation the application `receive`s is one clients send, and the reverse. */
  private operationsV3(): Map<string, Operation[]> {
    const byChannel = new Map<string, Operation[]>();
    const operations = isRecord(this.document.operations) ? this.document.operations : {};
    for (const [operationId, raw] of Object.entries(operations)) {
      const pointer = joinPointer('', 'operations', operationId);
      if (!isRecord(raw)) continue;
      const channelRef = isRecord(raw.channel) && typeof raw.channel.$ref === 'string' ? raw.channel.$ref : undefined;
      if (!channelRef)
        throw this.located.fail(`operation "${operationId}" has no channel $ref`, joinPointer(pointer, 'channel'));
      const channelSegments = splitPointer(channelRef);
      if (channelSegments[0] !== 'channels' || channelSegments.length !== 2)
        throw this.located.fail(
          `operation "${operationId}" must reference a channel under #/channels`,
          joinPointer(pointer, 'channel'),
        );
      this.schemas.resolveRef(channelRef, joinPointer(pointer, 'channel'));
      const channelId = channelSegments[1]!;
      const messages: Operation['messages'] = [];
      const listed = Array.isArray(raw.messages) ? raw.messages : undefined;
      if (listed) {
        listed.forEach((m, i) => messages.push(this.operationMessage(m, joinPointer(pointer, 'messages', i))));
      } else {
        const channel = (this.document.channels as JsonObject)[channelId];
        const channelMessages = isRecord(channel) && isRecord(channel.messages) ? channel.messages : {};
        for (const [key, m] of Object.entries(channelMessages)) {
          const resolved = this.schemas.deref(m, joinPointer('', 'channels', channelId, 'messages', key));
          messages.push({ pointer: resolved.pointer, message: resolved.schema, key });
        }
      }
      const action = raw.action;
      if (action !== 'send' && action !== 'receive')
        throw this.located.fail(
          `operation "${operationId}" has an invalid action (expected send or receive)`,
          joinPointer(pointer, 'action'),
        );
      const op: Operation = {
        direction: action === 'receive' ? 'send' : 'receive',
        pointer,
        operationId,
        messages,
        secured: Array.isArray(raw.security) && raw.security.length > 0,
      };
      byChannel.set(channelId, [...(byChannel.get(channelId) ?? []), op]);
    }
    return byChannel;
  }

  private channelServers(channel: JsonObject): AsyncServer[] {
    const listed = Array.isArray(channel.servers) ? channel.servers : undefined;
    if (!listed) return this.servers;
    const names = listed.map((s) =>
      typeof s === 'string' ? s : isRecord(s) && typeof s.$ref === 'string' ? (splitPointer(s.$ref).pop() ?? '') : '',
    );
    return this.servers.filter((s) => names.includes(s.name));
  }

  private channel(channelId: string, raw: JsonObject, pointer: string, operations: Operation[]): Channel {
    const address = this.major >= 3 ? (nonEmptyString(raw.address) ?? channelId) : channelId;
    const name = this.namer.name(nonEmptyString(raw['x-bracken-sdk-channel-name']) ?? channelId);
    const servers = this.channelServers(raw);
    const declared = nonEmptyString(raw['x-bracken-protocol']);
    const protocol: Channel['protocol'] =
      declared === 'sse' || servers.some((s) => s.protocol === 'sse')
        ? 'sse'
        : declared === 'ws' || servers.some((s) => s.protocol === 'ws' || s.protocol === 'wss')
          ? 'ws'
          : 'other';
    const send: ChannelMessage[] = [];
    const receive: ChannelMessage[] = [];
    for (const op of operations) {
      op.messages.forEach((m, index) => {
        const message = this.message(m, name.pascalCase, op, index);
        const target = op.direction === 'send' ? send : receive;
        if (!target.some((t) => t.name.wireValue === message.name.wireValue)) target.push(message);
      });
    }
    const docs = nonEmptyString(raw.description) ?? nonEmptyString(raw.summary);
    return {
      kind: 'channel',
      id: this.input.namespace ? `${this.input.namespace}::${channelId}` : channelId,
      name,
      address,
      protocol,
      parameters: this.parameters(raw, pointer, name.pascalCase),
      send,
      receive,
      secured: servers.some((s) => s.secured) || operations.some((o) => o.secured),
      ...(docs ? { docs } : {}),
      ...(this.input.namespace ? { namespace: this.input.namespace } : {}),
      source: this.schemas.source(pointer),
    };
  }

  private parameters(channel: JsonObject, pointer: string, channelName: string): Parameter[] {
    const params = isRecord(channel.parameters) ? channel.parameters : {};
    return Object.entries(params).map(([key, raw]): Parameter => {
      const at = joinPointer(pointer, 'parameters', key);
      const { schema: param, pointer: paramAt } = this.schemas.deref(raw, at);
      const p = isRecord(param) ? param : {};
      const name = this.namer.name(key);
      let valueType: TypeReference;
      if (this.major >= 3) {
        const values = Array.isArray(p.enum) ? p.enum : undefined;
        valueType = values
          ? this.schemas.convert({ type: 'string', enum: values }, paramAt, `${channelName}${name.pascalCase}`)
          : { kind: 'primitive', primitive: 'string' };
      } else {
        valueType =
          p.schema === undefined
            ? { kind: 'primitive', primitive: 'string' }
            : this.schemas.convert(p.schema, joinPointer(paramAt, 'schema'), `${channelName}${name.pascalCase}`);
      }
      const docs = nonEmptyString(p.description);
      return {
        kind: 'parameter',
        location: 'path',
        name,
        valueType,
        ...(docs ? { docs } : {}),
        source: this.schemas.source(at),
      };
    });
  }

  /**
   * The name of a message. `v1`: `name`, then the message's key (component or channel
   * message key), then `messageId`. `v2`: the key, then `messageId`, then `name`. Both fall
   * back to the operationId, then to the channel and direction.
   */
  private messageIdentifier(
    m: Operation['messages'][number],
    channelName: string,
    op: Operation,
    index: number,
  ): string {
    const message = isRecord(m.message) ? m.message : {};
    const byName = nonEmptyString(message.name);
    const byId = nonEmptyString(message.messageId);
    const ordered = this.settings.messageNaming === 'v2' ? [m.key, byId, byName] : [byName, m.key, byId];
    const found = ordered.find((s): s is string => s !== undefined);
    if (found) return found;
    const verb = op.direction === 'send' ? 'Send' : 'Receive';
    const suffix = index > 0 ? String(index + 1) : '';
    if (op.operationId) return `${op.operationId}Message${suffix}`;
    return this.settings.idiomaticRequestNames
      ? `${verb}${channelName}Message${suffix}`
      : `${channelName}${verb}Message${suffix}`;
  }

  /**
   * Merges a message's `traits` into it. In 3.0 the message's own fields win; in 2.x the
   * traits are applied over the message, as each version's specification says.
   */
  private applyTraits(message: JsonObject, pointer: string): JsonObject {
    if (!Array.isArray(message.traits)) return message;
    const { traits, ...own } = message;
    let merged: unknown = {};
    (traits as unknown[]).forEach((trait, i) => {
      merged = mergeOverride(merged, this.schemas.deref(trait, joinPointer(pointer, 'traits', i)).schema);
    });
    const result = this.major >= 3 ? mergeOverride(merged, own) : mergeOverride(own, merged);
    return isRecord(result) ? result : own;
  }

  private message(m: Operation['messages'][number], channelName: string, op: Operation, index: number): ChannelMessage {
    const cached = this.messageCache.get(m.pointer);
    if (cached) return cached;
    if (!isRecord(m.message)) throw this.schemas.fail('invalid message (expected an object)', m.pointer);
    const message = this.applyTraits(m.message, m.pointer);
    const identifier = this.messageIdentifier({ ...m, message }, channelName, op, index);
    const name = this.namer.name(identifier);
    const typeName = this.settings.messageNaming === 'v2' ? `${channelName}${name.pascalCase}` : name.pascalCase;
    const payload = message.payload;
    const type: TypeReference =
      payload === undefined
        ? { kind: 'unknown' }
        : this.schemas.convert(payload, joinPointer(m.pointer, 'payload'), typeName);
    const docs = nonEmptyString(message.description) ?? nonEmptyString(message.summary);
    const result: ChannelMessage = { kind: 'channelMessage', name, type, ...(docs ? { docs } : {}) };
    this.messageCache.set(m.pointer, result);
    return result;
  }

  /** An SSE channel is also a streaming GET endpoint, so the SSE machinery serves it. */
  private sseService(channel: Channel): Service {
    const received = channel.receive;
    let eventType: TypeReference;
    if (received.length === 1) eventType = received[0]!.type;
    else if (received.length === 0) eventType = { kind: 'unknown' };
    else {
      const name = this.namer.claim(`${channel.name.pascalCase}Event`);
      const id = this.namer.idFor(name);
      this.ir.types[id] = {
        kind: 'type',
        id,
        name,
        shape: { kind: 'undiscriminatedUnion', members: received.map((m) => ({ kind: 'member', type: m.type })) },
        ...(this.input.namespace ? { namespace: this.input.namespace } : {}),
      };
      eventType = { kind: 'named', typeId: id };
    }
    const requestWords = this.settings.idiomaticRequestNames
      ? `Subscribe${channel.name.pascalCase}Request`
      : `${channel.name.pascalCase}SubscribeRequest`;
    const endpoint: HttpEndpoint = {
      kind: 'endpoint',
      id: `${this.input.namespace ? `${this.input.namespace}::` : ''}GET ${channel.address}`,
      name: this.namer.name('subscribe'),
      method: 'GET',
      path: channel.address,
      pathParameters: channel.parameters,
      queryParameters: [],
      headers: [],
      cookies: [],
      requestBodyRequired: false,
      requestName: this.namer.name(requestWords),
      inlinePathParameters: true,
      response: { kind: 'json', statusCode: 200, contentType: 'text/event-stream', bodyType: eventType },
      errors: [],
      streaming: {
        kind: 'sse',
        eventType,
        resumable: true,
        ...(received.length > 1
          ? {
              eventDiscriminator: {
                kind: 'eventDiscriminator' as const,
                variants: received.map((m) => ({
                  kind: 'eventVariant' as const,
                  event: m.name.wireValue,
                  type: m.type,
                })),
              },
            }
          : {}),
      },
      secured: channel.secured,
      idempotent: false,
      examples: [],
      ...(channel.docs ? { docs: channel.docs } : {}),
      ...(this.input.namespace ? { namespace: this.input.namespace } : {}),
      ...(channel.source ? { source: channel.source } : {}),
    };
    return {
      kind: 'service',
      id: channel.id,
      name: channel.name,
      endpoints: [endpoint],
      ...(channel.docs ? { docs: channel.docs } : {}),
    };
  }
}

/**
 * Imports an AsyncAPI 2.x or 3.0 document: channels with their parameters and messages,
 * payload schemas as types, servers as environments and security schemes as auth. SSE
 * channels also become streaming GET endpoints.
 *
 * @throws DefinitionError located at the first problem (malformed YAML, an invalid document, a dangling `$ref`).
 * @example
 * ```ts
 * const ir = await parseAsyncApi({ absolutePath: '/repo/api/asyncapi.yml', displayPath: 'asyncapi.yml' });
 * ir.channels[0].receive[0].name.pascalCase; // "ChatMessage"
 * ```
 */
export async function parseAsyncApi(input: DefinitionInput): Promise<IntermediateRepresentation> {
  const source = (await readDefinitionBytes(input.absolutePath, input.displayPath)).toString('utf8');
  const located = parseLocatedYaml(source, input.displayPath);
  if (!isRecord(located.value) || typeof located.value.asyncapi !== 'string')
    throw located.fail('not an AsyncAPI document (missing "asyncapi" version)', '');
  const version = located.value.asyncapi;
  if (!/^[23]\./.test(version))
    throw located.fail(`unsupported AsyncAPI version "${version}" (expected 2.x or 3.x)`, '/asyncapi');
  const merged = await applyOverrideFiles(located.value, input.overrides, input.overrideDisplayPaths);
  if (!isRecord(merged)) throw located.fail('overrides removed the whole document', '');
  const overridden = (input.overrides?.length ?? 0) > 0;
  const references = await loadDefinitionReferences(merged, located, input);
  // The parser validates the document with every `$ref` followed: its size must be bounded first.
  const expansion = expansionProblem(merged, input.absolutePath, references);
  if (expansion) throw located.fail(expansion.reason, expansion.pointer);
  // With overrides the merged document is checked; its errors are located through their path.
  await validateWithParser(
    overridden ? JSON.stringify(merged) : source,
    located,
    !overridden,
    input.absolutePath,
    references,
  );
  return new AsyncApiConverter(merged, located, readAsyncApiSettings(input.settings), input, references).convert();
}

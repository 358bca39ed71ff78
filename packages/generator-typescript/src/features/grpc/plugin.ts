import {
  NameScope,
  type IntermediateRepresentation,
  type RpcMethod,
  type RpcService,
  type ScopeRules,
} from '@bracken/ir';
import {
  checkedIdentifier,
  codeParts,
  codeText,
  docComment,
  escapeIdentifier,
  escapeString,
  joinCode,
  type Code,
} from '../../printer/escape';
import {
  clientNames,
  resolveExtensionContext,
  tsType,
  type ExtensionContext,
  type ResolvedExtensionContext,
} from '../protocol-kit/context';
import { folderIndexFile, protocolFile, typesNamespace, type ExtensionFile } from '../protocol-kit/file';
import { exportDeclaration, importSymbol, type GeneratedFile } from '../../printer/printer';
import { TypeScriptGeneratorError } from '../../options';
import { grpcRuntimeSource } from './runtime';

/** One `.proto` file copied into the SDK, keyed by its import path. */
export interface GrpcProtoFile {
  /** Import path, for example `greeter/v1/greeter.proto`. */
  path: string;
  contents: string;
}

/** {@link ExtensionContext} plus the `.proto` files the clients load at run time. */
export interface GrpcExtensionContext extends ExtensionContext {
  /** Every `.proto` file of the definition and its imports (the importers' `collectProtoSources`). */
  protoFiles: GrpcProtoFile[];
}

// Members of the client class that a method of the definition must not replace: such a
// method takes `_`, and a clash between methods a number.
const METHODS: ScopeRules = {
  kind: 'class',
  suffix: { kind: 'number' },
  reserved: {
    words: new Set(['close', 'constructor', 'options', 'client', 'connection', 'connect', 'metadata', 'callOptions']),
    suffix: '_',
  },
};

function methodMember(method: RpcMethod, taken: NameScope): Code {
  return checkedIdentifier(taken.claim(escapeIdentifier(method.name.camelCase || 'call')));
}

// What every client imports from the shared runtime, used or not: values, then types.
const RUNTIME_VALUES = ['codecOf', 'loadGrpcRuntime', 'readStream', 'toGrpcError', 'writeAll'];
const RUNTIME_TYPES = ['GrpcClientLike', 'GrpcMetadata', 'GrpcRuntime'];
const RUNTIME_MODULE = 'src/grpc/runtime';

function emitClientFile(
  ctx: ResolvedExtensionContext,
  path: string,
  service: RpcService,
  className: Code,
  errorClass: Code,
  messageNames: Map<RpcMethod, { request: string; response: string }>,
): GeneratedFile {
  const taken = new NameScope(METHODS);
  const fullName = service.fullName ?? service.id;
  const methods = service.methods.map((method) => {
    const request = method.requestType ? tsType(ctx, method.requestType) : codeText`Record<string, never>`;
    const response = method.responseType ? tsType(ctx, method.responseType) : codeText`Record<string, never>`;
    const names = messageNames.get(method)!;
    return {
      method,
      member: methodMember(method, taken),
      request,
      response,
      path: `/${fullName}/${method.wireName}`,
      names,
    };
  });
  const usesTypes = methods.some((m) => m.request.includes(`${ctx.ns}.`) || m.response.includes(`${ctx.ns}.`));
  const file = protocolFile(path);
  for (const name of [errorClass, ...RUNTIME_VALUES]) file.importNamed(importSymbol(name, RUNTIME_MODULE));
  for (const name of RUNTIME_TYPES) file.importNamed(importSymbol(name, RUNTIME_MODULE, { typeOnly: true }));
  if (usesTypes) file.importNamed(typesNamespace(ctx, path));
  const classDocs = [
    `A typed gRPC client for \`${fullName}\` over \`@grpc/grpc-js\` (an optional peer dependency).`,
    service.docs?.split('\n')[0],
    `Failed calls throw {@link ${errorClass}} with the status code and decoded rich details.`,
    '',
    '@example',
    `const client = new ${className}({ address: "127.0.0.1:50051", credentials: "insecure" });`,
    methods[0] ? `const reply = await client.${methods[0].member}({});` : undefined,
    'client.close();',
  ];
  file.append(codeParts`
/** Options of {@link ${className}}. */
${exportDeclaration('interface', codeText`${className}Options`)} {
    /** Server address, \`host:port\`. */
    address: string;
    /**
     * \`"insecure"\` for plain text, \`"ssl"\` for TLS with the system roots, or channel credentials made with \`@grpc/grpc-js\`.
     * @default "ssl"
     */
    credentials?: "insecure" | "ssl" | object;
    /** Metadata sent with every call. */
    metadata?: Record<string, string>;
    /** Seconds before a call is abandoned (its deadline); none by default. */
    timeoutInSeconds?: number;
    /** Channel options passed to \`@grpc/grpc-js\`. */
    channelOptions?: Record<string, unknown>;
}

/** Options of one call. */
${exportDeclaration('interface', codeText`${className}CallOptions`)} {
    /** Metadata for this call only. */
    metadata?: Record<string, string>;
    /** Seconds before this call is abandoned. */
    timeoutInSeconds?: number;
}

${docComment(classDocs)}${exportDeclaration('class', className)} {
    private connection: Promise<{ runtime: GrpcRuntime; client: GrpcClientLike }> | undefined;

    constructor(private readonly options: ${className}Options) {}

${joinCode(
  methods.map((m) => {
    const docs = docComment([m.method.docs, `\`${m.path}\``], '    ');
    const prelude = codeText`const { runtime, client } = await this.connect();
        const requestCodec = codecOf(runtime.root, ${escapeString(m.names.request)});
        const responseCodec = codecOf(runtime.root, ${escapeString(m.names.response)});`;
    if (!m.method.clientStreaming && !m.method.serverStreaming) {
      return codeText`${docs}    async ${m.member}(request: ${m.request}, options?: ${className}CallOptions): Promise<${m.response}> {
        ${prelude}
        return new Promise<${m.response}>((resolve, reject) => {
            client.makeUnaryRequest(${escapeString(m.path)}, requestCodec.serialize, responseCodec.deserialize, request, this.metadata(runtime, options), this.callOptions(options), (error, value) => {
                if (error !== null) toGrpcError(runtime.root, ${escapeString(m.path)}, error).then(reject, reject);
                else resolve(value as ${m.response});
            });
        });
    }`;
    }
    if (!m.method.clientStreaming && m.method.serverStreaming) {
      return codeText`${docs}    async *${m.member}(request: ${m.request}, options?: ${className}CallOptions): AsyncGenerator<${m.response}> {
        ${prelude}
        const stream = client.makeServerStreamRequest(${escapeString(m.path)}, requestCodec.serialize, responseCodec.deserialize, request, this.metadata(runtime, options), this.callOptions(options));
        yield* readStream(runtime.root, ${escapeString(m.path)}, stream, (value) => value as ${m.response});
    }`;
    }
    if (m.method.clientStreaming && !m.method.serverStreaming) {
      return codeText`${docs}    async ${m.member}(requests: AsyncIterable<${m.request}> | Iterable<${m.request}>, options?: ${className}CallOptions): Promise<${m.response}> {
        ${prelude}
        let written: Promise<void> = Promise.resolve();
        const result = new Promise<${m.response}>((resolve, reject) => {
            const stream = client.makeClientStreamRequest(${escapeString(m.path)}, requestCodec.serialize, responseCodec.deserialize, this.metadata(runtime, options), this.callOptions(options), (error, value) => {
                if (error !== null) toGrpcError(runtime.root, ${escapeString(m.path)}, error).then(reject, reject);
                else resolve(value as ${m.response});
            });
            written = writeAll(stream, requests);
        });
        await written;
        return result;
    }`;
    }
    return codeText`${docs}    async *${m.member}(requests: AsyncIterable<${m.request}> | Iterable<${m.request}>, options?: ${className}CallOptions): AsyncGenerator<${m.response}> {
        ${prelude}
        const stream = client.makeBidiStreamRequest(${escapeString(m.path)}, requestCodec.serialize, responseCodec.deserialize, this.metadata(runtime, options), this.callOptions(options));
        const written = writeAll(stream, requests);
        written.catch(() => undefined);
        yield* readStream(runtime.root, ${escapeString(m.path)}, stream, (value) => value as ${m.response});
        await written;
    }`;
  }),
  '\n\n',
)}

    /** Closes the channel. */
    close(): void {
        void this.connection?.then(({ client }) => client.close(), () => undefined);
        this.connection = undefined;
    }

    private connect(): Promise<{ runtime: GrpcRuntime; client: GrpcClientLike }> {
        this.connection ??= loadGrpcRuntime().then((runtime) => {
            const chosen = this.options.credentials ?? "ssl";
            const credentials = chosen === "insecure" ? runtime.grpc.credentials.createInsecure() : chosen === "ssl" ? runtime.grpc.credentials.createSsl() : chosen;
            return { runtime, client: new runtime.grpc.Client(this.options.address, credentials, this.options.channelOptions) };
        });
        return this.connection;
    }

    private metadata(runtime: GrpcRuntime, options: ${className}CallOptions | undefined): GrpcMetadata {
        const metadata = new runtime.grpc.Metadata();
        for (const [key, value] of Object.entries({ ...this.options.metadata, ...options?.metadata })) metadata.set(key, value);
        return metadata;
    }

    private callOptions(options: ${className}CallOptions | undefined): { deadline?: Date } {
        const seconds = options?.timeoutInSeconds ?? this.options.timeoutInSeconds;
        return seconds === undefined ? {} : { deadline: new Date(Date.now() + seconds * 1000) };
    }
}
`);
  return file.toFile();
}

/**
 * The declarations of a `.proto` text without its comments and string contents, which are
 * blanked out (a string keeps its quotes): text in them can then not be mistaken for a
 * declaration, nor hide one.
 */
function protoDeclarations(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const next = text[i + 1];
    if (ch === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
      out += ' ';
    } else if (ch === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      out += ' ';
    } else if (ch === '"' || ch === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== ch && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      out += `${ch}${ch}`;
      i = j + 1;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

function regExpText(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Finds the message names of a method in the proto sources: `rpc Name(stream? Req) returns (stream? Res)`. */
function messageNamesOf(
  service: RpcService,
  protoFiles: GrpcProtoFile[],
): Map<RpcMethod, { request: string; response: string }> {
  const names = new Map<RpcMethod, { request: string; response: string }>();
  const fullName = service.fullName ?? service.id;
  const dot = fullName.lastIndexOf('.');
  const pkg = dot >= 0 ? fullName.slice(0, dot) : '';
  const serviceName = dot >= 0 ? fullName.slice(dot + 1) : fullName;
  const qualify = (name: string): string =>
    name.startsWith('.') ? name.slice(1) : name.includes('.') ? name : pkg ? `${pkg}.${name}` : name;
  for (const file of protoFiles) {
    const text = protoDeclarations(file.contents);
    const pkgMatch = /\bpackage\s+([\w.]+)\s*;/.exec(text);
    if ((pkgMatch?.[1] ?? '') !== pkg) continue;
    const serviceMatch = new RegExp(`\\bservice\\s+${regExpText(serviceName)}\\s*\\{`).exec(text);
    if (!serviceMatch) continue;
    for (const method of service.methods) {
      const rpc = new RegExp(
        `\\brpc\\s+${regExpText(method.wireName)}\\s*\\(\\s*(?:stream\\s+)?([\\w.]+)\\s*\\)\\s*returns\\s*\\(\\s*(?:stream\\s+)?([\\w.]+)\\s*\\)`,
      ).exec(text.slice(serviceMatch.index));
      if (rpc) names.set(method, { request: qualify(rpc[1]!), response: qualify(rpc[2]!) });
    }
  }
  return names;
}

/**
 * Emits a typed gRPC client over `@grpc/grpc-js` for every gRPC service of the IR, into
 * `src/grpc/`: unary calls return promises, server streams are async iterables, and client
 * and bidirectional streams take an (async) iterable of requests. The `.proto` files are
 * copied into `src/grpc/protos.ts` and parsed at run time with `protobufjs` (no
 * `@grpc/proto-loader`); both packages are optional peer dependencies loaded on first use.
 * Values follow the proto3 JSON mapping, as the SDK's types do. Errors carry the status code
 * and decoded rich details.
 *
 * @example
 * const files = emitGrpc(ir, { namespaceExport: "Greeter", typeImportPath: "../api", protoFiles: await collectProtoSources(input) });
 */
export function emitGrpc(ir: IntermediateRepresentation, context: GrpcExtensionContext): ExtensionFile[] {
  const ctx = resolveExtensionContext(ir, context);
  const services = ir.rpcServices.filter((s) => s.protocol === 'grpc');
  if (services.length === 0) return [];
  const errorClass = codeText`${ctx.ns}GrpcError`;
  const files: ExtensionFile[] = [];
  const protos = [...context.protoFiles].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const protosFile = protocolFile('src/grpc/protos.ts');
  protosFile.append(
    codeParts`/** The API's \`.proto\` files by import path, parsed at run time by the gRPC clients. Each keeps its own licence. */\n${exportDeclaration('const', 'PROTO_FILES')}: Readonly<Record<string, string>> = {\n${joinCode(
      protos.map((p) => codeText`    ${escapeString(p.path)}: ${escapeString(p.contents)},`),
      '\n',
    )}\n};\n`,
  );
  files.push(protosFile.toFile());
  files.push({ path: 'src/grpc/runtime.ts', contents: grpcRuntimeSource(errorClass, ctx.serde) });
  const nameClient = clientNames('grpc', 'index', 'protos', 'runtime');
  for (const service of services) {
    const { className, path } = nameClient(escapeIdentifier(service.name.pascalCase || 'Service'), 'GrpcClient');
    const names = messageNamesOf(service, protos);
    const missing = service.methods.find((m) => !names.has(m));
    if (missing)
      throw new TypeScriptGeneratorError(
        `rpc ${missing.wireName} of ${service.fullName ?? service.id} is not in the proto files given to emitGrpc`,
      );
    files.push(emitClientFile(ctx, path, service, className, errorClass, names));
  }
  files.push(
    folderIndexFile(
      'grpc',
      files.filter((f) => f.path !== 'src/grpc/protos.ts'),
    ),
  );
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

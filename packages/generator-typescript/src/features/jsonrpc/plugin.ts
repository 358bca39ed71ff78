import {
  NameScope,
  type IntermediateRepresentation,
  type RpcMethod,
  type RpcService,
  type ScopeRules,
  type TypeReference,
} from '@bracken/ir';
import {
  checkedIdentifier,
  codeParts,
  codeText,
  docComment,
  escapeIdentifier,
  escapeString,
  isGlobalName,
  joinCode,
  type Code,
} from '../../printer/escape';
import {
  clientNames,
  protocolEnvironments,
  fillServerVariables,
  resolveExtensionContext,
  tsType,
  type ExtensionContext,
  type ProtocolEnvironment,
  type ResolvedExtensionContext,
} from '../protocol-kit/context';
import {
  environmentConstant,
  folderIndexFile,
  protocolFile,
  typesNamespace,
  type ExtensionFile,
} from '../protocol-kit/file';
import { exportDeclaration, importSymbol, type GeneratedFile } from '../../printer/printer';
import { emitWireConversion, type WireConversion } from '../protocol-kit/wire';

interface MethodPlan {
  method: RpcMethod;
  name: Code;
  /** Parameter list of the method, without the trailing options. */
  signature: Code;
  /** Expression building the JSON-RPC `params`, or `undefined` for none. */
  params: Code | undefined;
  result: Code;
  resultRef: Code;
  notification: boolean;
  docs: Code;
}

// Members of the client and batch classes that a method of the definition must not replace:
// such a method takes `_`, and a clash between methods a number.
const METHODS: ScopeRules = {
  kind: 'class',
  suffix: { kind: 'number' },
  reserved: { words: new Set(['batch', 'constructor', 'request', 'notify', 'options', 'nextId']), suffix: '_' },
};
// Module-level helpers a method body calls: a parameter of the same name would hide them.
const HELPERS = new Set(['toWire', 'fromWire', 'trimTrailingUndefined', 'options', 'params']);

/** The parameters of one method: a helper's, the namespace's or a global's name takes `_`. */
function parameterScope(ctx: ResolvedExtensionContext): NameScope {
  return new NameScope({
    kind: 'parameters',
    suffix: { kind: 'number' },
    reserved: { words: { has: (name) => HELPERS.has(name) || name === ctx.ns || isGlobalName(name) }, suffix: '_' },
  });
}

function uniqueMemberName(base: string, taken: NameScope): Code {
  return checkedIdentifier(taken.claim(escapeIdentifier(base || 'call')));
}

function uniqueParameterName(base: string, taken: NameScope): Code {
  return checkedIdentifier(taken.claim(escapeIdentifier(base || 'param')));
}

function planMethod(ctx: ResolvedExtensionContext, wire: WireConversion, method: RpcMethod, name: Code): MethodPlan {
  const params = method.params ?? [];
  const byPosition = method.paramStructure === 'by-position';
  let signature = codeText``;
  let paramsExpr: Code | undefined;
  if (params.length > 0 && byPosition) {
    // Optional params may only be left out at the end of the list.
    const lastRequired = params.map((p) => p.required).lastIndexOf(true);
    const taken = parameterScope(ctx);
    const names = params.map((p) => uniqueParameterName(p.name.camelCase, taken));
    signature = joinCode(
      params.map(
        (p, i) =>
          codeText`${names[i]!}${!p.required && i > lastRequired ? codeText`?` : codeText``}: ${tsType(ctx, p.type.kind === 'optional' ? p.type.itemType : p.type)}${!p.required && i <= lastRequired ? codeText` | undefined` : codeText``}`,
      ),
      ', ',
    );
    paramsExpr = codeText`trimTrailingUndefined([${joinCode(
      params.map((p, i) => codeText`toWire(${names[i]!}, ${wire.ref(p.type)})`),
      ', ',
    )}])`;
  } else if (params.length > 0) {
    const allOptional = params.every((p) => !p.required);
    const request = method.requestType ? tsType(ctx, method.requestType) : codeText`Record<string, unknown>`;
    signature = codeText`params${allOptional ? codeText`?` : codeText``}: ${request}`;
    paramsExpr = method.requestType
      ? codeText`toWire(params ?? {}, ${wire.ref(method.requestType)})`
      : codeText`params ?? {}`;
  }
  const result = method.responseType ? tsType(ctx, method.responseType) : codeText`void`;
  const errors = (method.errors ?? []).map(
    (e) => `@throws {@link ${ctx.ns}JsonRpcError} with code ${e.code}: ${e.message}`,
  );
  return {
    method,
    name,
    signature,
    params: paramsExpr,
    result,
    resultRef: method.responseType ? wire.ref(method.responseType) : codeText`0`,
    notification: method.responseType === undefined,
    docs: docComment(
      [method.docs, ...errors, method.name.wireValue !== name ? `JSON-RPC method \`${method.wireName}\`.` : undefined],
      '    ',
    ),
  };
}

function errorCodeNames(service: RpcService): Array<{ name: Code; code: number; message: string }> {
  const byCode = new Map<number, string>();
  for (const method of service.methods)
    for (const error of method.errors ?? []) if (!byCode.has(error.code)) byCode.set(error.code, error.message);
  const taken = new NameScope({ kind: 'object', suffix: { kind: 'number' } });
  return [...byCode.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([code, message]) => {
      const words = message
        .replace(/[^A-Za-z0-9]+/g, ' ')
        .trim()
        .split(/\s+/)
        .filter((w) => w.length > 0);
      const name = checkedIdentifier(
        taken.claim(
          escapeIdentifier(
            words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('') || `Code${Math.abs(code)}`,
          ),
        ),
      );
      return { name, code, message };
    });
}

function emitServiceFile(
  ctx: ResolvedExtensionContext,
  path: string,
  service: RpcService,
  className: Code,
  environments: ProtocolEnvironment[],
): GeneratedFile {
  const roots: TypeReference[] = service.methods
    .flatMap((m) => [m.requestType, m.responseType, ...(m.params ?? []).map((p) => p.type)])
    .filter((t): t is TypeReference => t !== undefined);
  const wire = emitWireConversion(ctx, roots);
  const taken = new NameScope(METHODS);
  const plans = service.methods.map((m) => planMethod(ctx, wire, m, uniqueMemberName(m.name.camelCase, taken)));
  const ns = ctx.ns;
  const errorClass = codeText`${ns}JsonRpcError`;
  const transportClass = codeText`${ns}JsonRpcTransportError`;
  const codes = errorCodeNames(service);
  const usesTypes = plans.some((p) => p.signature.includes(`${ns}.`) || p.result.includes(`${ns}.`));
  const file = protocolFile(path);
  for (const name of [errorClass, transportClass]) file.importNamed(importSymbol(name, 'src/jsonrpc/errors'));
  if (usesTypes) file.importNamed(typesNamespace(ctx, path));
  file.append(codeParts`
${wire.code}
`);
  if (codes.length > 0) {
    file.append(
      codeParts`/** The error codes the definition declares, by name. */\n${exportDeclaration('const', codeText`${className}ErrorCodes`)} = {\n${joinCode(
        codes.map((c) => codeText`${docComment([c.message], '    ')}    ${c.name}: ${c.code},`),
        '\n',
      )}\n} as const;\n`,
    );
  }
  if (environments.length > 0) {
    file.append(
      environmentConstant(className, environments, codeText`URLs of the JSON-RPC servers the definition lists.`),
    );
  }
  const clientDocs = [
    `A JSON-RPC 2.0 client over HTTP${service.docs ? `: ${service.docs.split('\n')[0]}` : ''}`,
    '',
    '@example',
    `const client = new ${className}({ url: "http://127.0.0.1:8545" });`,
    plans[0] ? `const result = await client.${plans[0].name}(${plans[0].signature === '' ? '' : '...'});` : undefined,
  ];
  const batchExample = codeText`const [first, second] = await client.batch((b) => [b.${plans[0]?.name ?? codeText`method`}(), b.${plans[1]?.name ?? plans[0]?.name ?? codeText`method`}()] as const);`;
  file.append(codeParts`
/** Options of {@link ${className}}. */
${exportDeclaration('interface', codeText`${className}Options`)} {
    /** URL of the JSON-RPC endpoint. */
    url: string;
    /** Headers sent with every request. */
    headers?: Record<string, string>;
    /**
     * Seconds before a request is abandoned.
     * @default 60
     */
    timeoutInSeconds?: number;
    /**
     * The \`fetch\` to use.
     * @default globalThis.fetch
     */
    fetch?: typeof fetch;
}

/** Options of one call. */
${exportDeclaration('interface', codeText`${className}CallOptions`)} {
    /** Headers for this request only. */
    headers?: Record<string, string>;
    /** Seconds before this request is abandoned. */
    timeoutInSeconds?: number;
    /** Cancels the request. */
    abortSignal?: AbortSignal;
}

/** One call prepared for {@link ${className}.batch}. */
${exportDeclaration('interface', codeText`${className}BatchCall`)}<T> {
    readonly method: string;
    readonly params: unknown;
    readonly notification: boolean;
    decode(result: unknown): T;
}

/** The outcome of one call of a batch. */
${exportDeclaration('type', codeText`${className}BatchResult`)}<T> = { ok: true; value: T } | { ok: false; error: ${errorClass} };

interface JsonRpcResponse {
    jsonrpc: "2.0";
    id: number | string | null;
    result?: unknown;
    error?: { code: number; message: string; data?: unknown };
}

function isJsonRpcResponse(value: unknown): value is JsonRpcResponse {
    if (typeof value !== "object" || value === null) return false;
    const candidate = value as { jsonrpc?: unknown; id?: unknown };
    return candidate.jsonrpc === "2.0" && "id" in candidate;
}

${
  plans.some((p) => p.params?.startsWith('trimTrailingUndefined'))
    ? codeText`function trimTrailingUndefined(values: unknown[]): unknown[] {
    const out = [...values];
    while (out.length > 0 && out[out.length - 1] === undefined) out.pop();
    return out;
}
`
    : codeText``
}
function toError(method: string, error: NonNullable<JsonRpcResponse["error"]>): ${errorClass} {
    return new ${errorClass}(method, error.code, error.message, error.data);
}

/** Builds the calls of one batch; each method returns a call instead of sending it. */
${exportDeclaration('class', codeText`${className}Batch`)} {
${joinCode(
  plans.map(
    (p) => codeText`${p.docs}    ${p.name}(${p.signature}): ${className}BatchCall<${p.result}> {
        return { method: ${escapeString(p.method.wireName)}, params: ${p.params ?? codeText`undefined`}, notification: ${p.notification}, decode: (result) => ${p.notification ? codeText`undefined` : codeText`fromWire(result, ${p.resultRef}) as ${p.result}`} };
    }`,
  ),
  '\n\n',
)}
}

${docComment(clientDocs)}${exportDeclaration('class', className)} {
    private readonly options: ${className}Options;
    private nextId = 1;

    constructor(options: ${className}Options) {
        this.options = options;
    }

${joinCode(
  plans.map(
    (
      p,
    ) => codeText`${p.docs}    async ${p.name}(${p.signature}${p.signature === '' ? codeText`` : codeText`, `}options?: ${className}CallOptions): Promise<${p.result}> {
        ${
          p.notification
            ? codeText`await this.notify(${escapeString(p.method.wireName)}, ${p.params ?? codeText`undefined`}, options);`
            : codeText`const result = await this.request(${escapeString(p.method.wireName)}, ${p.params ?? codeText`undefined`}, options);
        return fromWire(result, ${p.resultRef}) as ${p.result};`
        }
    }`,
  ),
  '\n\n',
)}

${docComment(['Sends several calls in one HTTP request. Each result says whether its call succeeded.', '', '@example', batchExample], '    ')}    async batch<const T extends readonly ${className}BatchCall<unknown>[]>(
        build: (batch: ${className}Batch) => T,
        options?: ${className}CallOptions,
    ): Promise<{ -readonly [K in keyof T]: T[K] extends ${className}BatchCall<infer R> ? ${className}BatchResult<R> : never }> {
        const calls = build(new ${className}Batch());
        const ids = calls.map((call) => (call.notification ? undefined : this.nextId++));
        const body = calls.map((call, i) => ({ jsonrpc: "2.0", method: call.method, ...(call.params === undefined ? {} : { params: call.params }), ...(ids[i] === undefined ? {} : { id: ids[i] }) }));
        const replies = await this.send(body, options, calls.map((c) => c.method).join(", "));
        const list = Array.isArray(replies) ? replies.filter(isJsonRpcResponse) : [];
        const results = calls.map((call, i): ${className}BatchResult<unknown> => {
            if (ids[i] === undefined) return { ok: true, value: undefined };
            const reply = list.find((r) => r.id === ids[i]);
            if (reply === undefined) return { ok: false, error: new ${errorClass}(call.method, -32603, "no response for this call in the batch", undefined) };
            if (reply.error !== undefined) return { ok: false, error: toError(call.method, reply.error) };
            return { ok: true, value: call.decode(reply.result) };
        });
        return results as { -readonly [K in keyof T]: T[K] extends ${className}BatchCall<infer R> ? ${className}BatchResult<R> : never };
    }

    private async request(method: string, params: unknown, options: ${className}CallOptions | undefined): Promise<unknown> {
        const id = this.nextId++;
        const reply = await this.send({ jsonrpc: "2.0", method, ...(params === undefined ? {} : { params }), id }, options, method);
        if (!isJsonRpcResponse(reply) || reply.id !== id) throw new ${transportClass}(\`not a JSON-RPC response to request \${id}: \${method}\`, undefined);
        if (reply.error !== undefined) throw toError(method, reply.error);
        return reply.result;
    }

${
  plans.some((p) => p.notification)
    ? codeText`    private async notify(method: string, params: unknown, options: ${className}CallOptions | undefined): Promise<void> {
        await this.send({ jsonrpc: "2.0", method, ...(params === undefined ? {} : { params }) }, options, method);
    }

`
    : codeText``
}    private async send(body: unknown, options: ${className}CallOptions | undefined, what: string): Promise<unknown> {
        const controller = new AbortController();
        const seconds = options?.timeoutInSeconds ?? this.options.timeoutInSeconds ?? 60;
        const timer = setTimeout(() => controller.abort(), seconds * 1000);
        const onAbort = (): void => controller.abort();
        options?.abortSignal?.addEventListener("abort", onAbort);
        const doFetch = this.options.fetch ?? globalThis.fetch;
        let response: Response;
        try {
            response = await doFetch(this.options.url, {
                method: "POST",
                headers: { "Content-Type": "application/json", Accept: "application/json", ...this.options.headers, ...options?.headers },
                body: JSON.stringify(body),
                signal: controller.signal,
            });
        } catch (error) {
            const timedOut = controller.signal.aborted && options?.abortSignal?.aborted !== true;
            throw new ${transportClass}(\`\${timedOut ? "timed out after " + seconds + "s" : "request failed"}: POST \${this.options.url} (\${what})\`, undefined, { cause: error });
        } finally {
            clearTimeout(timer);
            options?.abortSignal?.removeEventListener("abort", onAbort);
        }
        const text = await response.text();
        if (!response.ok) throw new ${transportClass}(\`HTTP \${response.status}: POST \${this.options.url} (\${what})\`, response.status);
        if (text.trim() === "") return undefined;
        try {
            return JSON.parse(text) as unknown;
        } catch (error) {
            throw new ${transportClass}(\`reply is not JSON: POST \${this.options.url} (\${what})\`, response.status, { cause: error });
        }
    }
}
`);
  return file.toFile();
}

function emitErrorsFile(ctx: ResolvedExtensionContext): GeneratedFile {
  const errorClass = codeText`${ctx.ns}JsonRpcError`;
  const transportClass = codeText`${ctx.ns}JsonRpcTransportError`;
  const file = protocolFile('src/jsonrpc/errors.ts');
  file.append(codeParts`
/**
 * A JSON-RPC 2.0 error response: the server's \`code\`, \`message\` and \`data\`.
 *
 * @example
 * try { await client.getThing(1); } catch (e) { if (e instanceof ${errorClass} && e.code === -32004) console.log(e.data); }
 */
${exportDeclaration('class', errorClass)} extends Error {
    override readonly name: string = ${escapeString(errorClass)};
    /** The JSON-RPC error code. */
    readonly code: number;
    /** The error's \`data\`, when the server sent one. */
    readonly data: unknown;
    /** The JSON-RPC method that failed. */
    readonly method: string;

    constructor(method: string, code: number, message: string, data: unknown) {
        super(\`\${message} (JSON-RPC error \${code}): \${method}\`);
        this.method = method;
        this.code = code;
        this.data = data;
    }
}

/** The HTTP exchange itself failed: a network error, a timeout, an HTTP error status or a reply that is not JSON-RPC. */
${exportDeclaration('class', transportClass)} extends Error {
    override readonly name: string = ${escapeString(transportClass)};
    /** The HTTP status, when a response arrived. */
    readonly statusCode: number | undefined;

    constructor(message: string, statusCode: number | undefined, options?: { cause?: unknown }) {
        super(message, options);
        this.statusCode = statusCode;
    }
}
`);
  return file.toFile();
}

/**
 * Emits a JSON-RPC 2.0 client over `fetch` for every JSON-RPC service of the IR, into
 * `src/jsonrpc/`: typed methods (by-name params as one object, by-position params in order),
 * incrementing request ids, a typed error class carrying `code` and `data`, and batch calls.
 * Each file is self-contained: it imports only types from `ctx.typeImportPath`.
 *
 * @example
 * const files = emitJsonRpc(ir, { namespaceExport: "Petstore", typeImportPath: "../api" });
 */
export function emitJsonRpc(ir: IntermediateRepresentation, context: ExtensionContext): ExtensionFile[] {
  const ctx = resolveExtensionContext(ir, context);
  const services = ir.rpcServices.filter((s) => s.protocol === 'json-rpc');
  if (services.length === 0) return [];
  const environments = protocolEnvironments(ir, (e) =>
    e.kind === 'singleUrl' ? fillServerVariables(ir, e.url) : undefined,
  );
  const files: ExtensionFile[] = [];
  const nameClient = clientNames('jsonrpc', 'errors', 'index');
  for (const service of services) {
    const { className, path } = nameClient(
      codeText`${ctx.ns}${services.length > 1 ? escapeIdentifier(service.name.pascalCase) : codeText``}`,
      'JsonRpcClient',
    );
    files.push(emitServiceFile(ctx, path, service, className, environments));
  }
  files.push(emitErrorsFile(ctx));
  files.push(folderIndexFile('jsonrpc', files));
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

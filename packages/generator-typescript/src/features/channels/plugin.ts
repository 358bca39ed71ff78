import type { AuthScheme, Channel, ChannelMessage, IntermediateRepresentation, TypeReference } from '@bracken/ir';
import { NameScope, resolveNamedType, type ScopeRules } from '@bracken/ir';
import {
  checkedIdentifier,
  codeParts,
  codeText,
  docComment,
  escapeIdentifier,
  escapeLiteral,
  escapeString,
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
import { exportDeclaration, type GeneratedFile } from '../../printer/printer';
import { emitWireConversion, type WireConversion } from '../protocol-kit/wire';

/** How a received JSON value is recognised as one of the channel's messages. */
interface Matcher {
  literals: Array<[string, string | number | boolean]>;
  required: string[];
}

function matcherOf(ctx: ResolvedExtensionContext, type: TypeReference): Matcher {
  const declaration = resolveNamedType(ctx.ir, type);
  if (!declaration || declaration.shape.kind !== 'object') return { literals: [], required: [] };
  const literals: Matcher['literals'] = [];
  const required: string[] = [];
  for (const property of declaration.shape.properties) {
    if (property.valueType.kind === 'literal') literals.push([property.name.wireValue, property.valueType.value]);
    if (property.valueType.kind !== 'optional') required.push(property.name.wireValue);
  }
  return { literals, required };
}

function memberName(message: ChannelMessage, taken: NameScope): Code {
  return checkedIdentifier(taken.claim(escapeIdentifier(`send${message.name.pascalCase || 'Message'}`)));
}

interface AuthOption {
  option: Code;
  docs: string;
  apply: Code;
}

// Options every channel has: an address parameter or a credential needs another name.
const FIXED_OPTIONS = ['baseUrl', 'queryParameters', 'headers', 'reconnect', 'WebSocket'];

/** The options of a channel: a taken name takes `_` until it is free. */
const OPTIONS: ScopeRules = { kind: 'object', suffix: { kind: 'repeat', text: '_' } };

/**
 * Credentials a WebSocket can carry: query parameters anywhere, headers with the `ws`
 * package. Their options avoid the names in `taken`.
 */
function authOptions(schemes: AuthScheme[], taken: NameScope): AuthOption[] {
  const options: AuthOption[] = [];
  for (const scheme of schemes) {
    if (scheme.kind === 'header') {
      const option = checkedIdentifier(taken.peek(escapeIdentifier(scheme.name.camelCase || 'apiKey')));
      const value = scheme.prefix
        ? codeText`${escapeString(`${scheme.prefix} `)} + this.options.${option}`
        : codeText`this.options.${option}`;
      if (scheme.location === 'query')
        options.push({
          option,
          docs: `Sent as the \`${scheme.wireName}\` query parameter.`,
          apply: codeText`if (this.options.${option} !== undefined) url.searchParams.set(${escapeString(scheme.wireName)}, ${value});`,
        });
      else if (scheme.location === 'header')
        options.push({
          option,
          docs: `Sent as the \`${scheme.wireName}\` header (only where headers can be set, as with the \`ws\` package).`,
          apply: codeText`if (this.options.${option} !== undefined) headers[${escapeString(scheme.wireName)}] = ${value};`,
        });
    } else if (scheme.kind === 'bearer') {
      const option = checkedIdentifier(taken.peek(escapeIdentifier(scheme.token.camelCase || 'token')));
      options.push({
        option,
        docs: 'Sent as `Authorization: Bearer <token>` (only where headers can be set, as with the `ws` package).',
        apply: codeText`if (this.options.${option} !== undefined) headers["Authorization"] = ${escapeString(`${scheme.prefix} `)} + this.options.${option};`,
      });
    }
  }
  const seen = new Set<string>();
  return options.filter((o) => !seen.has(o.option) && seen.add(o.option));
}

function union(ctx: ResolvedExtensionContext, messages: ChannelMessage[]): Code {
  if (messages.length === 0) return codeText`never`;
  const types = [...new Set(messages.map((m) => tsType(ctx, m.type)))];
  return joinCode(types, ' | ');
}

/** `[["key", literal], …]` of a matcher. */
function literalPairs(literals: Matcher['literals']): Code {
  return joinCode(
    literals.map(([k, v]) => codeText`[${escapeString(k)}, ${escapeLiteral(v)}]`),
    ', ',
  );
}

function emitChannelFile(
  ctx: ResolvedExtensionContext,
  path: string,
  channel: Channel,
  className: Code,
  environments: ProtocolEnvironment[],
): GeneratedFile {
  const wire: WireConversion = emitWireConversion(
    ctx,
    [...channel.send, ...channel.receive].map((m) => m.type),
  );
  const outgoing = codeText`${className}Outgoing`;
  const incoming = codeText`${className}Incoming`;
  const taken = new NameScope({ kind: 'class', suffix: { kind: 'number' } }).reserve(
    'send',
    'close',
    'on',
    'off',
    'connect',
  );
  const senders = channel.send.map((m) => ({ message: m, member: memberName(m, taken) }));
  const optionNames = new NameScope(OPTIONS).reserve(...FIXED_OPTIONS);
  const params = channel.parameters.map((p) => {
    const option = checkedIdentifier(optionNames.claim(escapeIdentifier(p.name.camelCase || p.name.wireValue)));
    return { wire: p.name.wireValue, option, type: tsType(ctx, p.valueType), docs: p.docs };
  });
  const auth = channel.secured ? authOptions(ctx.ir.auth.schemes, optionNames) : [];
  const matchers = channel.receive.map((m) => ({ ref: wire.ref(m.type), ...matcherOf(ctx, m.type) }));
  const body = [union(ctx, channel.send), union(ctx, channel.receive)].join(' ');
  const file = protocolFile(path);
  if (body.includes(`${ctx.ns}.`)) file.importNamed(typesNamespace(ctx, path));
  file.append(codeParts`
${wire.code}
${docComment([`A message clients send on \`${channel.address}\`.`])}${exportDeclaration('type', outgoing)} = ${union(ctx, channel.send)};

${docComment([`A message clients receive on \`${channel.address}\`.`])}${exportDeclaration('type', incoming)} = ${union(ctx, channel.receive)};
`);
  if (environments.length > 0) {
    file.append(
      codeParts`\n${environmentConstant(className, environments, codeText`WebSocket base URLs of the servers the definition lists.`)}`,
    );
  }
  const classDocs = [
    `A WebSocket connection to \`${channel.address}\`${channel.docs ? `: ${channel.docs.split('\n')[0]}` : ''}`,
    'It sends and receives typed messages and reconnects with exponential backoff after an',
    'unexpected close, sending what was queued meanwhile.',
    '',
    '@example',
    `const channel = await ${className}.connect({ baseUrl: "ws://127.0.0.1:8080"${params.map((p) => `, ${p.option}: ${p.type === 'string' ? '"1"' : '...'}`).join('')} });`,
    'channel.on("message", (message) => console.log(message));',
    senders[0] ? `channel.${senders[0].member}({ ... });` : undefined,
    'channel.close();',
  ];
  file.append(codeParts`
/** Reconnection with exponential backoff. */
${exportDeclaration('interface', codeText`${className}ReconnectOptions`)} {
    /**
     * Attempts after an unexpected close before giving up; \`0\` turns reconnection off.
     * @default 10
     */
    maxAttempts?: number;
    /**
     * Delay before the first attempt, in milliseconds; each further attempt doubles it.
     * @default 500
     */
    initialDelayMs?: number;
    /**
     * Longest delay between attempts, in milliseconds.
     * @default 30000
     */
    maxDelayMs?: number;
}

/** The parts of a WebSocket this client uses; the platform \`WebSocket\` and the \`ws\` package both fit. */
${exportDeclaration('interface', codeText`${className}Socket`)} {
    readonly readyState: number;
    onopen: ((event: unknown) => void) | null;
    onmessage: ((event: { data: unknown }) => void) | null;
    onclose: ((event: { code: number; reason: string }) => void) | null;
    onerror: ((event: unknown) => void) | null;
    send(data: string): void;
    close(code?: number, reason?: string): void;
}

/** A WebSocket constructor; the third argument carries headers where the implementation takes them. */
${exportDeclaration('type', codeText`${className}SocketConstructor`)} = new (url: string, protocols?: string | string[], options?: { headers?: Record<string, string> }) => ${className}Socket;

/** Options of {@link ${className}.connect}. */
${exportDeclaration('interface', codeText`${className}Options`)} {
    /** WebSocket base URL (\`ws://\` or \`wss://\`), for example \`${className}Environment\` values${environments.length > 0 ? codeText`` : codeText` (the definition lists none)`}. */
    baseUrl: string;
${joinCode(
  params.map(
    (p) =>
      codeText`${docComment([p.docs ?? `The \`${p.wire}\` address parameter.`], '    ')}    ${p.option}: ${p.type};`,
  ),
  '\n',
)}
${joinCode(
  auth.map((a) => codeText`${docComment([a.docs], '    ')}    ${a.option}?: string;`),
  '\n',
)}
    /** Extra query parameters of the connection URL. */
    queryParameters?: Record<string, string>;
    /** Headers of the opening handshake (only where headers can be set, as with the \`ws\` package). */
    headers?: Record<string, string>;
    /** Reconnection after an unexpected close; see {@link ${className}ReconnectOptions}. */
    reconnect?: ${className}ReconnectOptions;
    /**
     * The WebSocket implementation.
     * @default the platform \`WebSocket\`, else the \`ws\` package
     */
    WebSocket?: ${className}SocketConstructor;
}

type Listener<T> = (value: T) => void;

/** Events of {@link ${className}.on} and what their listeners receive. */
${exportDeclaration('interface', codeText`${className}Listeners`)} {
    message: Array<Listener<${incoming}>>;
    open: Array<Listener<void>>;
    reconnecting: Array<Listener<{ attempt: number; delayMs: number }>>;
    close: Array<Listener<{ code: number; reason: string }>>;
    error: Array<Listener<unknown>>;
}

// Recognises which declared message a received value is: literal properties first, then required keys.
const MATCHERS: ReadonlyArray<{ ref: WireRef; literals: ReadonlyArray<readonly [string, string | number | boolean]>; required: readonly string[] }> = [
${joinCode(
  matchers.map(
    (m) =>
      codeText`    { ref: ${m.ref}, literals: [${literalPairs(m.literals)}], required: [${joinCode(
        m.required.map((r) => escapeString(r)),
        ', ',
      )}] },`,
  ),
  '\n',
)}
];

function decodeIncoming(value: unknown): ${incoming} {
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
        const record = value as Record<string, unknown>;
        const byLiteral = MATCHERS.find((m) => m.literals.length > 0 && m.literals.every(([key, literal]) => record[key] === literal));
        const match = byLiteral ?? MATCHERS.find((m) => m.literals.length === 0 && m.required.every((key) => key in record));
        if (match !== undefined) return fromWire(value, match.ref) as ${incoming};
    }
    return value as ${incoming};
}

function textOf(data: unknown): string {
    if (typeof data === "string") return data;
    if (data instanceof ArrayBuffer) return new TextDecoder().decode(new Uint8Array(data));
    if (ArrayBuffer.isView(data)) return new TextDecoder().decode(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    return String(data);
}

async function defaultSocket(): Promise<${className}SocketConstructor> {
    const platform = (globalThis as { WebSocket?: unknown }).WebSocket;
    if (typeof platform === "function") return platform as ${className}SocketConstructor;
    // Older Node has no WebSocket; the optional \`ws\` peer dependency fills in.
    const specifier = "ws";
    try {
        const loaded = (await import(specifier)) as { default?: unknown; WebSocket?: unknown };
        const ctor = loaded.WebSocket ?? loaded.default;
        if (typeof ctor === "function") return ctor as ${className}SocketConstructor;
    } catch {
        // Reported below with the fix.
    }
    throw new Error("no WebSocket implementation: install the \\"ws\\" package or pass the WebSocket option");
}

${docComment(classDocs)}${exportDeclaration('class', className)} {
    private socket: ${className}Socket | undefined;
    private closedByUser = false;
    private attempt = 0;
    private timer: ReturnType<typeof setTimeout> | undefined;
    private readonly queue: string[] = [];
    private readonly listeners: ${className}Listeners = { message: [], open: [], reconnecting: [], close: [], error: [] };
    private readonly inbox: ${incoming}[] = [];
    private readonly waiting: Array<(result: IteratorResult<${incoming}>) => void> = [];
    private finished = false;

    private constructor(
        private readonly options: ${className}Options,
        private readonly Socket: ${className}SocketConstructor,
    ) {}

    /** Opens the connection; resolves once it is open. */
    static async connect(options: ${className}Options): Promise<${className}> {
        const channel = new ${className}(options, options.WebSocket ?? (await defaultSocket()));
        await channel.open();
        return channel;
    }

    /** The URL the channel connects to. */
    get url(): string {
        return this.buildUrl().toString();
    }

    /** Sends one message; while reconnecting it waits in a queue. */
    send(message: ${outgoing}): void {
        const text = JSON.stringify(toWireOutgoing(message));
        if (this.socket !== undefined && this.socket.readyState === 1) this.socket.send(text);
        else if (!this.finished) this.queue.push(text);
        else throw new Error(\`channel is closed: \${this.url}\`);
    }
${joinCode(
  senders.map(
    (s) => codeText`
${docComment([s.message.docs, `Sends a \`${s.message.name.wireValue}\` message.`], '    ')}    ${s.member}(message: ${tsType(ctx, s.message.type)}): void {
        this.send(message);
    }`,
  ),
  '\n',
)}

    /** Listens for an event; returns a function that stops listening. */
    on<E extends keyof ${className}Listeners>(event: E, listener: ${className}Listeners[E][number]): () => void {
        (this.listeners[event] as Array<${className}Listeners[E][number]>).push(listener);
        return () => this.off(event, listener);
    }

    /** Stops listening. */
    off<E extends keyof ${className}Listeners>(event: E, listener: ${className}Listeners[E][number]): void {
        const list = this.listeners[event] as Array<${className}Listeners[E][number]>;
        const index = list.indexOf(listener);
        if (index >= 0) list.splice(index, 1);
    }

    /** Closes the connection for good; no reconnection follows. */
    close(code = 1000, reason = ""): void {
        this.closedByUser = true;
        if (this.timer !== undefined) clearTimeout(this.timer);
        this.socket?.close(code, reason);
        this.finish({ code, reason });
    }

    /** Received messages, in order, until the channel closes for good. */
    [Symbol.asyncIterator](): AsyncIterator<${incoming}> {
        return {
            next: () => {
                const value = this.inbox.shift();
                if (value !== undefined) return Promise.resolve({ value, done: false });
                if (this.finished) return Promise.resolve({ value: undefined, done: true });
                return new Promise((resolve) => this.waiting.push(resolve));
            },
            return: () => {
                this.close();
                return Promise.resolve({ value: undefined, done: true });
            },
        };
    }

    private buildUrl(): URL {
        const base = this.options.baseUrl.replace(/\\/+$/, "");
        const address = ${escapeString(channel.address.startsWith('/') ? channel.address : `/${channel.address}`)}${joinCode(
          params.map(
            (p) =>
              codeText`.replace(${escapeString(`{${p.wire}}`)}, encodeURIComponent(String(this.options.${p.option})))`,
          ),
          '',
        )};
        const url = new URL(base + address);
        for (const [key, value] of Object.entries(this.options.queryParameters ?? {})) url.searchParams.set(key, value);
${joinCode(
  auth.filter((a) => a.apply.includes('url.')).map((a) => codeText`        ${a.apply}`),
  '\n',
)}
        return url;
    }

    private handshakeHeaders(): Record<string, string> {
        const headers: Record<string, string> = { ...this.options.headers };
${joinCode(
  auth.filter((a) => a.apply.includes('headers[')).map((a) => codeText`        ${a.apply}`),
  '\n',
)}
        return headers;
    }

    private open(): Promise<void> {
        return new Promise((resolve, reject) => {
            const headers = this.handshakeHeaders();
            const socket = Object.keys(headers).length > 0 ? new this.Socket(this.url, [], { headers }) : new this.Socket(this.url);
            this.socket = socket;
            let opened = false;
            socket.onopen = () => {
                opened = true;
                this.attempt = 0;
                for (const text of this.queue.splice(0)) socket.send(text);
                this.emit("open", undefined);
                resolve();
            };
            socket.onmessage = (event) => {
                let parsed: unknown;
                try {
                    parsed = JSON.parse(textOf(event.data));
                } catch (error) {
                    this.emit("error", error);
                    return;
                }
                this.deliver(decodeIncoming(parsed));
            };
            socket.onerror = (event) => {
                this.emit("error", event);
                if (!opened && this.attempt === 0) reject(new Error(\`cannot connect: \${this.url}\`));
            };
            socket.onclose = (event) => {
                if (this.socket !== socket) return;
                if (!opened && this.attempt === 0) {
                    reject(new Error(\`cannot connect (\${event.code}): \${this.url}\`));
                    this.finish({ code: event.code, reason: event.reason });
                    return;
                }
                if (this.closedByUser) return;
                this.scheduleReconnect(event);
            };
        });
    }

    private scheduleReconnect(event: { code: number; reason: string }): void {
        const settings = this.options.reconnect ?? {};
        const maxAttempts = settings.maxAttempts ?? 10;
        if (this.attempt >= maxAttempts) {
            this.finish(event);
            return;
        }
        const delayMs = Math.min(settings.maxDelayMs ?? 30000, (settings.initialDelayMs ?? 500) * 2 ** this.attempt);
        this.attempt += 1;
        this.emit("reconnecting", { attempt: this.attempt, delayMs });
        this.timer = setTimeout(() => {
            this.timer = undefined;
            this.open().catch((error: unknown) => this.emit("error", error));
        }, delayMs);
    }

    private deliver(message: ${incoming}): void {
        this.emit("message", message);
        const next = this.waiting.shift();
        if (next !== undefined) next({ value: message, done: false });
        else this.inbox.push(message);
    }

    private finish(event: { code: number; reason: string }): void {
        if (this.finished) return;
        this.finished = true;
        this.emit("close", event);
        for (const resolve of this.waiting.splice(0)) resolve({ value: undefined, done: true });
    }

    private emit<E extends keyof ${className}Listeners>(event: E, value: Parameters<${className}Listeners[E][number]>[0]): void {
        for (const listener of [...this.listeners[event]]) (listener as (v: typeof value) => void)(value);
    }
}

function toWireOutgoing(message: ${outgoing}): unknown {
${
  channel.send.length === 0
    ? codeText`    return message;`
    : (
        () => {
          const senderMatchers = channel.send.map((m) => ({ ref: wire.ref(m.type), ...matcherOf(ctx, m.type) }));
          return codeText`    const candidates: ReadonlyArray<{ ref: WireRef; literals: ReadonlyArray<readonly [string, string | number | boolean]> }> = [\n${joinCode(
            senderMatchers.map((m) => codeText`        { ref: ${m.ref}, literals: [${literalPairs(m.literals)}] },`),
            '\n',
          )}\n    ];
    const record: Record<string, unknown> = typeof message === "object" && message !== null ? Object.fromEntries(Object.entries(message)) : {};
    const match = candidates.find((c) => c.literals.length > 0 && c.literals.every(([key, literal]) => record[key] === literal)) ?? (candidates.length === 1 ? candidates[0] : undefined);
    return match === undefined ? message : toWire(message, match.ref);`;
        }
      )()
}
}
`);
  return file.toFile();
}

/**
 * Emits a WebSocket client for every \`ws\` channel of the IR, into \`src/channels/\`: typed
 * outgoing and incoming messages, one \`send<Message>\` method per outgoing message, listeners
 * and an async iterator for incoming ones, and reconnection with exponential backoff. The
 * platform \`WebSocket\` is used where there is one, and the optional \`ws\` package otherwise.
 * SSE channels are served by the SDK's SSE streaming instead. Each file imports only types
 * from \`ctx.typeImportPath\`.
 *
 * @example
 * const files = emitChannels(ir, { namespaceExport: "Chat", typeImportPath: "../api" });
 */
export function emitChannels(ir: IntermediateRepresentation, context: ExtensionContext): ExtensionFile[] {
  const ctx = resolveExtensionContext(ir, context);
  const channels = ir.channels.filter((c) => c.protocol === 'ws');
  if (channels.length === 0) return [];
  const environments = protocolEnvironments(ir, (e) =>
    (e.kind === 'singleUrl' ? [e.url] : Object.values(e.urls))
      .map((url) => fillServerVariables(ir, url))
      .find((u) => /^wss?:\/\//.test(u)),
  );
  const files: ExtensionFile[] = [];
  const nameClient = clientNames('channels', 'index');
  for (const channel of channels) {
    const { className, path } = nameClient(
      codeText`${ctx.ns}${escapeIdentifier(channel.name.pascalCase || 'Channel')}`,
      'Channel',
    );
    files.push(emitChannelFile(ctx, path, channel, className, environments));
  }
  files.push(folderIndexFile('channels', files));
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

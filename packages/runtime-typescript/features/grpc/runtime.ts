import { PROTO_FILES } from "./protos";

/** Whether Timestamps are `Date`s in the SDK's types (the serialization layer is on). */
const TIMESTAMPS_AS_DATES = false;

/** The parts of `@grpc/grpc-js` metadata the clients use. */
export interface GrpcMetadata {
  get(key: string): Array<string | Uint8Array>;
  set(key: string, value: string): void;
  getMap(): Record<string, unknown>;
}

/** A server stream as `@grpc/grpc-js` returns it. */
export interface GrpcReadable {
  on(event: string, listener: (value: never) => void): unknown;
  cancel(): void;
}

/** A client stream as `@grpc/grpc-js` returns it. */
export interface GrpcWritable {
  write(value: unknown): boolean;
  end(): void;
  cancel(): void;
}

/** What a failed `@grpc/grpc-js` call reports. */
export interface GrpcServiceError {
  code?: number;
  details?: string;
  message: string;
  metadata?: GrpcMetadata;
}

type Serialize = (value: unknown) => Uint8Array;
type Deserialize = (bytes: Uint8Array) => unknown;
type CallOptionsLike = { deadline?: Date };

/** The parts of a `@grpc/grpc-js` client the generated clients use. */
export interface GrpcClientLike {
  makeUnaryRequest(
    method: string,
    serialize: Serialize,
    deserialize: Deserialize,
    argument: unknown,
    metadata: GrpcMetadata,
    options: CallOptionsLike,
    callback: (error: GrpcServiceError | null, value?: unknown) => void,
  ): { cancel(): void };
  makeServerStreamRequest(
    method: string,
    serialize: Serialize,
    deserialize: Deserialize,
    argument: unknown,
    metadata: GrpcMetadata,
    options: CallOptionsLike,
  ): GrpcReadable;
  makeClientStreamRequest(
    method: string,
    serialize: Serialize,
    deserialize: Deserialize,
    metadata: GrpcMetadata,
    options: CallOptionsLike,
    callback: (error: GrpcServiceError | null, value?: unknown) => void,
  ): GrpcWritable;
  makeBidiStreamRequest(
    method: string,
    serialize: Serialize,
    deserialize: Deserialize,
    metadata: GrpcMetadata,
    options: CallOptionsLike,
  ): GrpcWritable & GrpcReadable;
  close(): void;
}

/** The parts of the `@grpc/grpc-js` module the clients use. */
export interface GrpcModule {
  Client: new (address: string, credentials: unknown, options?: Record<string, unknown>) => GrpcClientLike;
  credentials: { createInsecure(): unknown; createSsl(): unknown };
  Metadata: new () => GrpcMetadata;
}

interface PbField {
  name: string;
  repeated: boolean;
  map: boolean;
  resolvedType: PbType | object | null;
}

interface PbType {
  fullName: string;
  fieldsArray: PbField[];
  encode(message: unknown): { finish(): Uint8Array };
  decode(bytes: Uint8Array): unknown;
  fromObject(value: Record<string, unknown>): unknown;
  toObject(message: unknown, options: Record<string, unknown>): Record<string, unknown>;
}

interface PbRoot {
  lookupType(name: string): PbType;
  resolveAll(): unknown;
  addJSON(json: object): unknown;
}

interface PbModule {
  Root: new () => PbRoot;
  parse(
    source: string,
    root: PbRoot,
    options: { keepCase: boolean; alternateCommentMode: boolean },
  ): { imports?: string[]; weakImports?: string[] };
  common: { get(name: string): { nested?: object } | null };
}

/** The loaded modules and the proto root, shared by every client. */
export interface GrpcRuntime {
  grpc: GrpcModule;
  root: PbRoot;
}

async function load(specifier: string): Promise<unknown> {
  try {
    return (await import(specifier)) as unknown;
  } catch (error) {
    throw new Error(`the "${specifier}" package is needed for gRPC calls: install it next to this SDK`, {
      cause: error,
    });
  }
}

function unwrapModule<T>(loaded: unknown, key: string): T {
  const record = loaded as Record<string, unknown>;
  if (record[key] !== undefined) return loaded as T;
  return record.default as T;
}

let runtime: Promise<GrpcRuntime> | undefined;

/** Loads `@grpc/grpc-js` and `protobufjs` (optional peer dependencies) and parses the SDK's proto files, once. */
export function loadGrpcRuntime(): Promise<GrpcRuntime> {
  runtime ??= (async () => {
    const grpc = unwrapModule<GrpcModule>(await load("@grpc/grpc-js"), "Client");
    const pb = unwrapModule<PbModule>(await load("protobufjs"), "Root");
    const root = new pb.Root();
    const bundled = new Set<string>();
    for (const source of Object.values(PROTO_FILES)) {
      const parsed = pb.parse(source, root, { keepCase: false, alternateCommentMode: false });
      for (const imported of [...(parsed.imports ?? []), ...(parsed.weakImports ?? [])]) {
        if (imported in PROTO_FILES || bundled.has(imported)) continue;
        // Well-known types that protobufjs ships are not copied into the SDK.
        const common = pb.common.get(imported);
        if (common?.nested !== undefined) root.addJSON(common.nested);
        bundled.add(imported);
      }
    }
    for (const wellKnown of ["google/protobuf/any.proto", "google/protobuf/empty.proto"]) {
      if (bundled.has(wellKnown) || wellKnown in PROTO_FILES) continue;
      const common = pb.common.get(wellKnown);
      if (common?.nested !== undefined) root.addJSON(common.nested);
      bundled.add(wellKnown);
    }
    try {
      root.lookupType("google.rpc.Status");
    } catch {
      // The status message of grpc-status-details-bin, for decoding rich error details.
      root.addJSON({
        google: {
          nested: {
            rpc: {
              nested: {
                Status: {
                  fields: {
                    code: { type: "int32", id: 1 },
                    message: { type: "string", id: 2 },
                    details: { rule: "repeated", type: "google.protobuf.Any", id: 3 },
                  },
                },
              },
            },
          },
        },
      });
    }
    root.resolveAll();
    return { grpc, root };
  })();
  return runtime;
}

function isType(value: unknown): value is PbType {
  return typeof value === "object" && value !== null && "fieldsArray" in value;
}

function pad9(nanos: number): string {
  return String(nanos).padStart(9, "0").replace(/0+$/, "");
}

const WRAPPERS = new Set(
  [
    "DoubleValue",
    "FloatValue",
    "Int64Value",
    "UInt64Value",
    "Int32Value",
    "UInt32Value",
    "BoolValue",
    "StringValue",
    "BytesValue",
  ].map((n) => ".google.protobuf." + n),
);

function valueToJson(value: Record<string, unknown>): unknown {
  if ("structValue" in value && value.structValue != null)
    return structToJson(value.structValue as Record<string, unknown>);
  if ("listValue" in value && value.listValue != null)
    return ((value.listValue as { values?: Array<Record<string, unknown>> }).values ?? []).map(valueToJson);
  if ("stringValue" in value && value.stringValue != null) return value.stringValue;
  if ("numberValue" in value && value.numberValue != null) return value.numberValue;
  if ("boolValue" in value && value.boolValue != null) return value.boolValue;
  return null;
}

function structToJson(struct: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(
    (struct.fields as Record<string, Record<string, unknown>> | undefined) ?? {},
  ))
    out[key] = valueToJson(value);
  return out;
}

function jsonToValue(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return { nullValue: 0 };
  if (typeof value === "number") return { numberValue: value };
  if (typeof value === "string") return { stringValue: value };
  if (typeof value === "boolean") return { boolValue: value };
  if (Array.isArray(value)) return { listValue: { values: value.map(jsonToValue) } };
  return { structValue: jsonToStruct(value as Record<string, unknown>) };
}

function jsonToStruct(value: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) fields[key] = jsonToValue(item);
  return { fields };
}

/** A decoded protobufjs object in the proto3 JSON shape the SDK's types describe. */
function toJson(type: PbType, object: Record<string, unknown>): unknown {
  switch (type.fullName) {
    case ".google.protobuf.Timestamp": {
      const seconds = Number(object.seconds ?? 0);
      const nanos = Number(object.nanos ?? 0);
      if (TIMESTAMPS_AS_DATES) return new Date(seconds * 1000 + Math.floor(nanos / 1e6));
      const base = new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, "");
      return `${base}${nanos > 0 ? "." + pad9(nanos) : ""}Z`;
    }
    case ".google.protobuf.Duration": {
      const seconds = Number(object.seconds ?? 0);
      const nanos = Number(object.nanos ?? 0);
      const sign = seconds < 0 || nanos < 0 ? "-" : "";
      return `${sign}${Math.abs(seconds)}${nanos !== 0 ? "." + pad9(Math.abs(nanos)) : ""}s`;
    }
    case ".google.protobuf.Struct":
      return structToJson(object);
    case ".google.protobuf.Value":
      return valueToJson(object);
    case ".google.protobuf.ListValue":
      return ((object.values as Array<Record<string, unknown>> | undefined) ?? []).map(valueToJson);
    case ".google.protobuf.FieldMask":
      return ((object.paths as string[] | undefined) ?? []).join(",");
    case ".google.protobuf.Any":
      return object;
    default:
      break;
  }
  if (WRAPPERS.has(type.fullName)) return object.value ?? null;
  const out: Record<string, unknown> = {};
  for (const field of type.fieldsArray) {
    const value = object[field.name];
    if (value === undefined || value === null) continue;
    const nested = field.resolvedType;
    if (!isType(nested)) out[field.name] = value;
    else if (field.map)
      out[field.name] = Object.fromEntries(
        Object.entries(value as Record<string, Record<string, unknown>>).map(([k, v]) => [k, toJson(nested, v)]),
      );
    else if (field.repeated) out[field.name] = (value as Array<Record<string, unknown>>).map((v) => toJson(nested, v));
    else out[field.name] = toJson(nested, value as Record<string, unknown>);
  }
  return out;
}

/** An SDK value (proto3 JSON shape) as protobufjs's `fromObject` takes it. */
function fromJson(type: PbType, value: unknown): unknown {
  switch (type.fullName) {
    case ".google.protobuf.Timestamp": {
      const text = value instanceof Date ? value.toISOString() : String(value);
      const match = /\.(\d{1,9})/.exec(text);
      const millis = Date.parse(text.replace(/\.\d+/, ""));
      return { seconds: Math.floor(millis / 1000), nanos: match ? Number(match[1]!.padEnd(9, "0")) : 0 };
    }
    case ".google.protobuf.Duration": {
      const match = /^(-?)(\d+)(?:\.(\d{1,9}))?s$/.exec(String(value));
      if (match === null) throw new TypeError(`not a duration such as "1.5s": ${String(value)}`);
      const sign = match[1] === "-" ? -1 : 1;
      return { seconds: sign * Number(match[2]), nanos: sign * Number((match[3] ?? "").padEnd(9, "0") || "0") };
    }
    case ".google.protobuf.Struct":
      return jsonToStruct((value ?? {}) as Record<string, unknown>);
    case ".google.protobuf.Value":
      return jsonToValue(value);
    case ".google.protobuf.ListValue":
      return { values: ((value ?? []) as unknown[]).map(jsonToValue) };
    case ".google.protobuf.FieldMask":
      return {
        paths: String(value)
          .split(",")
          .filter((p) => p.length > 0),
      };
    case ".google.protobuf.Any":
      return value;
    default:
      break;
  }
  if (WRAPPERS.has(type.fullName)) return { value };
  if (typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of type.fieldsArray) {
    const item = record[field.name];
    if (item === undefined || item === null) continue;
    const nested = field.resolvedType;
    if (!isType(nested)) out[field.name] = item;
    else if (field.map)
      out[field.name] = Object.fromEntries(
        Object.entries(item as Record<string, unknown>).map(([k, v]) => [k, fromJson(nested, v)]),
      );
    else if (field.repeated) out[field.name] = (item as unknown[]).map((v) => fromJson(nested, v));
    else out[field.name] = fromJson(nested, item);
  }
  return out;
}

function toBuffer(bytes: Uint8Array): Uint8Array {
  const NodeBuffer = (
    globalThis as { Buffer?: { from(data: ArrayBufferLike, offset: number, length: number): Uint8Array } }
  ).Buffer;
  return NodeBuffer === undefined ? bytes : NodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Encoder and decoder of one message type between SDK values and the wire. */
export function codecOf(root: PbRoot, typeName: string): { serialize: Serialize; deserialize: Deserialize } {
  const type = root.lookupType(typeName);
  return {
    serialize: (value) =>
      toBuffer(type.encode(type.fromObject(fromJson(type, value) as Record<string, unknown>)).finish()),
    deserialize: (bytes) =>
      toJson(
        type,
        type.toObject(type.decode(bytes), {
          longs: Number,
          enums: String,
          bytes: String,
          json: true,
          arrays: true,
          objects: true,
        }),
      ),
  };
}

/** A detail of `grpc-status-details-bin`, unpacked when its type is known. */
export interface GrpcErrorDetail {
  /** The type URL, for example `type.googleapis.com/google.rpc.RetryInfo`. */
  typeUrl: string;
  /** The unpacked message, in the proto3 JSON shape; `undefined` when the type is unknown here. */
  value: unknown;
}

/**
 * A gRPC call that failed: its status `code`, `details` message and trailing `metadata`, and
 * the rich error details from `grpc-status-details-bin` (decoded with `@bracken/grpc-errors`
 * when that package is installed, otherwise from the SDK's own proto files).
 *
 * @example
 * try { await client.sayHello({ name: "" }); } catch (e) { if (e instanceof GrpcError && e.code === 3) console.log(e.statusDetails); }
 */
export class GrpcError extends Error {
  override readonly name: string = "GrpcError";
  /** The gRPC status code (`3` is INVALID_ARGUMENT, `5` NOT_FOUND, …). */
  readonly code: number;
  /** The status message sent by the server. */
  readonly details: string;
  /** The trailing metadata, if the call received any. */
  readonly metadata: GrpcMetadata | undefined;
  /** Rich error details, in the order the server sent them. */
  readonly statusDetails: GrpcErrorDetail[];
  /** The full decoded status from `@bracken/grpc-errors`, when that package is installed. */
  readonly richStatus: unknown;

  constructor(method: string, error: GrpcServiceError, statusDetails: GrpcErrorDetail[], richStatus: unknown) {
    super(`${error.details ?? error.message} (gRPC status ${error.code ?? 2}): ${method}`, { cause: error });
    this.code = error.code ?? 2;
    this.details = error.details ?? error.message;
    this.metadata = error.metadata;
    this.statusDetails = statusDetails;
    this.richStatus = richStatus;
  }
}

async function richStatusOf(error: GrpcServiceError): Promise<unknown> {
  const specifier = "@bracken/grpc-errors";
  try {
    const loaded = (await import(specifier)) as { decodeRichStatus?: (source: unknown) => unknown };
    return typeof loaded.decodeRichStatus === "function" ? loaded.decodeRichStatus(error) : undefined;
  } catch {
    // Optional: without the package the SDK's own decoding below still runs.
    return undefined;
  }
}

function statusDetailsOf(root: PbRoot, error: GrpcServiceError): GrpcErrorDetail[] {
  const raw = error.metadata?.get("grpc-status-details-bin")[0];
  if (raw === undefined || typeof raw === "string") return [];
  let status: Record<string, unknown>;
  try {
    const type = root.lookupType("google.rpc.Status");
    status = type.toObject(type.decode(raw), { longs: Number, enums: String });
  } catch {
    return [];
  }
  const details =
    (status.details as Array<{ typeUrl?: string; type_url?: string; value?: Uint8Array }> | undefined) ?? [];
  return details.map((detail) => {
    const typeUrl = detail.typeUrl ?? detail.type_url ?? "";
    const typeName = typeUrl.slice(typeUrl.lastIndexOf("/") + 1);
    try {
      const type = root.lookupType(typeName);
      return {
        typeUrl,
        value: toJson(
          type,
          type.toObject(type.decode(detail.value ?? new Uint8Array()), {
            longs: Number,
            enums: String,
            bytes: String,
            json: true,
          }),
        ),
      };
    } catch {
      return { typeUrl, value: undefined };
    }
  });
}

/** The SDK error for a failed call, with its rich details decoded. */
export async function toGrpcError(root: PbRoot, method: string, error: GrpcServiceError): Promise<GrpcError> {
  return new GrpcError(method, error, statusDetailsOf(root, error), await richStatusOf(error));
}

/** Adapts a server stream to an async iterator, turning stream errors into SDK errors. */
export async function* readStream<T>(
  root: PbRoot,
  method: string,
  stream: GrpcReadable,
  decode: (value: unknown) => T,
): AsyncGenerator<T> {
  const buffer: unknown[] = [];
  let failure: GrpcServiceError | undefined;
  let ended = false;
  let wake: (() => void) | undefined;
  const notify = (): void => {
    wake?.();
    wake = undefined;
  };
  stream.on("data", (value: never) => {
    buffer.push(value);
    notify();
  });
  stream.on("error", (error: never) => {
    failure = error as GrpcServiceError;
    notify();
  });
  stream.on("end", () => {
    ended = true;
    notify();
  });
  try {
    for (;;) {
      if (buffer.length > 0) {
        yield decode(buffer.shift());
        continue;
      }
      if (failure !== undefined) throw await toGrpcError(root, method, failure);
      if (ended) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    if (!ended && failure === undefined) stream.cancel();
  }
}

/** Writes every request of an (async) iterable to a client stream, then ends it. */
export async function writeAll(
  stream: GrpcWritable,
  requests: AsyncIterable<unknown> | Iterable<unknown>,
): Promise<void> {
  try {
    for await (const request of requests) stream.write(request);
    stream.end();
  } catch (error) {
    stream.cancel();
    throw error;
  }
}

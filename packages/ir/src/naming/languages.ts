import type { ReservedWords } from './scope';

/**
 * The names a target language keeps for itself, which generated names must avoid. Each
 * language a generator writes has one of these; its generator and the importers feeding it
 * build their scopes' reserved words from it.
 */
export interface LanguageNames {
  /** The language, for example `typescript`. */
  readonly language: string;
  /** Words that cannot be identifiers, or that would shadow something the code relies on. */
  readonly keywords: ReadonlySet<string>;
  /** Globals generated code reads as values or names as types: a top-level name must not hide one. */
  readonly globals: ReadonlySet<string>;
  /** Names a declared type must not take: globals and built-in types of the language. */
  readonly typeNames: ReadonlySet<string>;
}

/** TypeScript's reserved names. */
export const TYPESCRIPT_NAMES: LanguageNames = {
  language: 'typescript',
  keywords: new Set([
    'abstract', 'any', 'arguments', 'as', 'async', 'await', 'bigint', 'boolean', 'break', 'case', 'catch', 'class',
    'const', 'constructor', 'continue', 'debugger', 'declare', 'default', 'delete', 'do', 'else', 'enum', 'eval',
    'export', 'extends', 'false', 'finally', 'for', 'from', 'function', 'get', 'if', 'implements', 'import', 'in',
    'infer', 'instanceof', 'interface', 'is', 'keyof', 'let', 'module', 'namespace', 'never', 'new', 'null', 'number',
    'object', 'of', 'package', 'private', 'protected', 'public', 'readonly', 'require', 'return', 'set', 'static',
    'string', 'super', 'switch', 'symbol', 'this', 'throw', 'true', 'try', 'type', 'typeof', 'undefined', 'unique',
    'unknown', 'var', 'void', 'while', 'with', 'yield',
  ]),
  globals: new Set([
    'AbortController', 'AbortSignal', 'Array', 'ArrayBuffer', 'ArrayBufferView', 'AsyncGenerator', 'AsyncIterable', 'AsyncIterator', 'Blob', 'Boolean',
    'Buffer', 'Date', 'Error', 'Exclude', 'FormData', 'Headers', 'Infinity', 'Iterable', 'IteratorResult', 'JSON', 'Map', 'Math', 'NaN', 'NonNullable',
    'Number', 'Object', 'Omit', 'Parameters', 'Partial', 'Pick', 'Promise', 'PromiseLike', 'ReadableStream', 'Readonly', 'ReadonlyArray', 'Record',
    'Reflect', 'Request', 'Response', 'ReturnType', 'Set', 'String', 'Symbol', 'TextDecoder', 'TextEncoder', 'TypeError', 'URL', 'URLSearchParams',
    'Uint8Array', 'WebSocket', 'clearTimeout', 'console', 'decodeURIComponent', 'encodeURIComponent', 'fetch', 'globalThis', 'process', 'setTimeout',
  ]),
  typeNames: new Set([
    'AbortController', 'AbortSignal', 'Array', 'ArrayBuffer', 'AsyncGenerator', 'AsyncIterable',
    'AsyncIterator', 'Awaited', 'BigInt', 'BigInt64Array', 'Blob', 'Boolean', 'Buffer', 'Console',
    'DataView', 'Date', 'Document', 'Element', 'Error', 'EvalError', 'Event', 'EventTarget',
    'Exclude', 'Extract', 'File', 'FormData', 'Function', 'Generator', 'Headers', 'Infinity',
    'Int16Array', 'Int32Array', 'Int8Array', 'Intl', 'Iterable', 'IterableIterator', 'Iterator',
    'JSON', 'Map', 'Math', 'NaN', 'Node', 'NonNullable', 'Number', 'Object', 'Omit', 'Parameters',
    'Partial', 'Pick', 'Promise', 'PromiseLike', 'Proxy', 'RangeError', 'Readonly', 'ReadableStream',
    'Record', 'ReferenceError', 'Reflect', 'RegExp', 'Request', 'RequestInit', 'Required', 'Response',
    'ReturnType', 'Set', 'SharedArrayBuffer', 'String', 'Symbol', 'SyntaxError', 'TextDecoder',
    'TextEncoder', 'TypeError', 'URIError', 'URL', 'URLSearchParams', 'Uint16Array', 'Uint32Array',
    'Uint8Array', 'Uint8ClampedArray', 'WeakMap', 'WeakRef', 'WeakSet', 'WebSocket', 'Window',
    'WritableStream', 'Any', 'Unknown', 'Never', 'Void', 'Undefined', 'Null',
  ]),
};

/** A declared type with one of the language's type names takes `Model` (`Error` → `ErrorModel`). */
export function reservedTypeNames(language: LanguageNames): ReservedWords {
  return { words: language.typeNames, suffix: 'Model' };
}

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

/**
 * Python's reserved names: its keywords, the builtins and modules generated code reads (a
 * field or parameter of that name would shadow them), and the names a model may not take
 * because pydantic's `BaseModel` owns them.
 */
export const PYTHON_NAMES: LanguageNames & {
  /** Attributes of pydantic's `BaseModel`, which a model field may not be. */
  readonly modelMembers: ReadonlySet<string>;
  /** Module names generated code imports, which a parameter or a top-level name may not hide. */
  readonly modules: ReadonlySet<string>;
} = {
  language: 'python',
  keywords: new Set([
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif',
    'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or',
    'pass', 'raise', 'return', 'try', 'while', 'with', 'yield', 'match', 'case', 'type', 'print', 'exec',
  ]),
  globals: new Set([
    'bool', 'bytes', 'dict', 'float', 'int', 'list', 'object', 'str', 'tuple', 'set', 'frozenset', 'len', 'isinstance',
    'super', 'self', 'cls', 'property', 'staticmethod', 'classmethod', 'range', 'iter', 'next', 'id', 'hash', 'format',
    'filter', 'map', 'any', 'all', 'min', 'max', 'sum', 'open', 'input', 'vars', 'dir', 'callable', 'getattr', 'setattr',
    'NotImplemented', 'Ellipsis', 'Exception', 'BaseException', 'TypeError', 'ValueError',
  ]),
  typeNames: new Set([
    'Any', 'Optional', 'Union', 'List', 'Dict', 'Literal', 'Exception', 'BaseException', 'TypeError', 'ValueError',
    'KeyError', 'Enum', 'BaseModel', 'Field', 'Iterator', 'AsyncIterator', 'Client', 'AsyncClient', 'NotImplemented',
    'Ellipsis', 'None', 'True', 'False',
  ]),
  modelMembers: new Set([
    'construct', 'copy', 'dict', 'from_orm', 'json', 'parse_file', 'parse_obj', 'parse_raw', 'schema', 'schema_json',
    'update_forward_refs', 'validate', 'model_computed_fields', 'model_config', 'model_construct', 'model_copy',
    'model_dump', 'model_dump_json', 'model_extra', 'model_fields', 'model_fields_set', 'model_json_schema',
    'model_parametrized_name', 'model_post_init', 'model_rebuild', 'model_validate', 'model_validate_json',
    'model_validate_strings',
  ]),
  modules: new Set(['typing', 'dt', 'enum', 'pydantic', 'httpx', 'core', 'types', 'errors', 'os', 'dataclasses', 'logging', 'environment', 'resources']),
};

import { createName, createRenamedName, type CasingOptions, type Name } from '@bracken/ir';

/**
 * Type names a generated SDK must never declare, because they would shadow a global or a
 * TypeScript built-in. A schema with one of these names gets the suffix `Model`
 * (`Error` → `ErrorModel`).
 */
export const RESERVED_TYPE_NAMES: ReadonlySet<string> = new Set([
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
]);

/** Suffix given to a name found in {@link RESERVED_TYPE_NAMES}. */
export const RESERVED_NAME_SUFFIX = 'Model';

/**
 * Hands out type names that stay distinct after casing. The first claimant of a PascalCase
 * form keeps it; later ones get `2`, `3`… in the order they ask, so the result only depends
 * on the definition's order.
 */
export class NameAllocator {
  private readonly taken = new Set<string>();

  constructor(private readonly casing: CasingOptions) {}

  /** Reserves a name that is already decided (for example from another definition). */
  reserve(pascal: string): void {
    this.taken.add(pascal.toLowerCase());
  }

  /** Whether a PascalCase form is already handed out. */
  has(pascal: string): boolean {
    return this.taken.has(pascal.toLowerCase());
  }

  /** Allocates a distinct name for `wireValue`, cased from `hint` (defaults to the wire value). */
  allocate(wireValue: string, hint: string = wireValue): Name {
    const natural = createName(hint, this.casing);
    let base = natural.pascalCase;
    const first = base.charCodeAt(0);
    const usable = base !== '' && !(first >= 48 && first <= 57) && !RESERVED_TYPE_NAMES.has(base);
    if (usable) {
      const key = base.toLowerCase();
      if (!this.taken.has(key)) {
        // The common case: the name is free, and its cased forms are already computed
        // (`createName` returns a fresh object, so it can take the wire value in place).
        this.taken.add(key);
        natural.wireValue = wireValue;
        return natural;
      }
    }
    if (base === '') base = 'Type';
    if (/^[0-9]/.test(base)) base = `T${base}`;
    if (RESERVED_TYPE_NAMES.has(base)) base = `${base}${RESERVED_NAME_SUFFIX}`;
    let candidate = base;
    for (let index = 2; this.taken.has(candidate.toLowerCase()); index++) candidate = `${base}${index}`;
    this.taken.add(candidate.toLowerCase());
    return { ...createRenamedName(wireValue, candidate, this.casing), pascalCase: candidate };
  }
}

import type { Diagnostic } from './diagnostic';

/** Where an error points: a place in a file (`file:line:col`, a JSON pointer), or a request (`METHOD URL`). */
export interface ErrorLocation {
  /** The file as shown to users. */
  file?: string;
  /** 1-based line in `file`. */
  line?: number;
  /** 1-based column in `file`. */
  column?: number;
  /** JSON pointer of the node in `file`, such as `/paths/~1pets/get`. */
  pointer?: string;
  /** Method of the request that failed. */
  method?: string;
  /** URL of the request or document that failed. */
  url?: string;
}

/** Options of {@link BrackenError}. */
export interface BrackenErrorOptions {
  /** What failed, for programs: a stable kebab-case word such as `config-invalid`. @default the class's {@link BrackenError.defaultCode} */
  code?: string;
  /** Where it failed. @default undefined */
  location?: ErrorLocation;
  /** Every problem, located, for a mistake found in several places (an invalid config). @default [] */
  diagnostics?: readonly Diagnostic[];
  /** The error this one reports. */
  cause?: unknown;
}

// A symbol from the global registry: it tells two copies of this package apart from a stranger.
const BRAND = Symbol.for('@bracken/errors.BrackenError');

/**
 * Base class of every error a Bracken package throws for a user mistake: a bad config, a broken
 * definition, a refused output folder, a failed delivery. Its message reads `what failed: where`;
 * it is reported in one line (or its located diagnostics), never with a stack trace. Anything
 * else thrown is a crash.
 *
 * @example
 * ```ts
 * throw new BrackenError('cannot read the definition: openapi.yml', { code: 'definition-unreadable', location: { file: 'openapi.yml' } });
 * ```
 */
export class BrackenError extends Error {
  /**
   * The `code` of an error of this class that names none. A package's base error class sets
   * its own (`config`, `publish`) and keeps this constructor; subclasses inherit it.
   */
  static readonly defaultCode: string = 'bracken';
  override name = 'BrackenError';
  /** What failed, for programs. */
  readonly code: string;
  /** Where it failed, when it has a place. */
  readonly location: ErrorLocation | undefined;
  /** Every problem, located; empty when the message says all. */
  readonly diagnostics: readonly Diagnostic[];

  constructor(message: string, options: BrackenErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code ?? (new.target as typeof BrackenError).defaultCode;
    this.location = options.location;
    this.diagnostics = options.diagnostics ?? [];
  }
}

Object.defineProperty(BrackenError.prototype, BRAND, { value: true });

/**
 * Whether a value is an error a Bracken package threw for a user mistake (any subclass of
 * {@link BrackenError}, from any copy of this package).
 *
 * @example
 * ```ts
 * try { await generate({ config: 'generators.yml' }); } catch (error) { if (isBrackenError(error)) console.error(formatError(error)); else throw error; }
 * ```
 */
export function isBrackenError(error: unknown): error is BrackenError {
  return typeof error === 'object' && error !== null && (error as { [BRAND]?: unknown })[BRAND] === true;
}

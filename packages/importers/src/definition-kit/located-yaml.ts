import { NON_PRINTABLE, readYamlPositions, type SourcePosition } from '@bracken/config';
import { DefinitionError } from './definition-error';
import { joinPointer, splitJsonPointer } from '@bracken/errors';

// As deep as an OpenAPI definition may nest; the schema converters recurse through it.
const MAX_NESTING = 1000;
// Aliases are for sharing a few nodes; past this many expanded nodes they are an alias bomb.
const MAX_ALIAS_EXPANSION = 1000;

/** A 1-based position in a file. */
export type Position = SourcePosition;

/** A parsed YAML or JSON file that knows where each of its nodes starts. */
export interface LocatedYaml {
  /** The document as plain JavaScript values. */
  value: unknown;
  /** Display path of the file. */
  file: string;
  /** Position of the node at a JSON pointer, or of its nearest existing ancestor. */
  locate(pointer: string): Position;
  /** A {@link DefinitionError} located at `pointer`. */
  fail(reason: string, pointer: string): DefinitionError;
}

/**
 * The unescaped segments of a JSON pointer (`/a/b`) or of a `$ref`'s fragment (`#/a/b`,
 * `other.yml#/a/b`); none for a reference to a whole file.
 */
export function splitPointer(pointerOrRef: string): string[] {
  const hash = pointerOrRef.indexOf('#');
  return splitJsonPointer(hash > 0 ? pointerOrRef.slice(hash) : pointerOrRef) ?? [];
}

// JSON strings may hold DEL and the C1 controls that YAML text may not; JSON.parse refuses the C0 ones.
function isJson(text: string): boolean {
  const start = text.trimStart();
  if (!start.startsWith('{') && !start.startsWith('[')) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Parses YAML (JSON is YAML) and indexes the start of every node, so errors can name a line
 * and a column for any JSON pointer.
 *
 * @throws DefinitionError at the first problem: text that is not well-formed, a character
 * YAML does not allow (in YAML text; valid JSON may hold what JSON allows), a key written twice, nesting or aliases past their limits.
 * @example
 * ```ts
 * const doc = parseLocatedYaml(text, 'asyncapi.yml');
 * doc.locate('/channels/chat'); // { line: 7, column: 3 }
 * ```
 */
export function parseLocatedYaml(text: string, file: string): LocatedYaml {
  const read = readYamlPositions(text, {
    rejectNonPrintable: !(NON_PRINTABLE.test(text) && isJson(text)),
    maxNesting: MAX_NESTING,
    maxAliasCount: MAX_ALIAS_EXPANSION,
    report(problem) {
      switch (problem.kind) {
        case 'non-printable':
          throw new DefinitionError(
            `malformed YAML (character U+${problem.codePoint.toString(16).toUpperCase().padStart(4, '0')} is not allowed)`,
            { file, ...problem.at },
          );
        case 'syntax':
          throw new DefinitionError(
            `malformed YAML (${problem.reason}${problem.note !== undefined ? `; ${problem.note}` : ''})`,
            { file, ...problem.at },
          );
        case 'duplicate-key':
          throw new DefinitionError(
            `malformed YAML (duplicate key ${JSON.stringify(problem.key.length > 80 ? `${problem.key.slice(0, 80)}…` : problem.key)}; each key may appear once)`,
            { file, ...problem.at, pointer: problem.pointer },
          );
        case 'too-deep':
          throw new DefinitionError(`definition nested too deeply (more than ${problem.limit} levels)`, {
            file,
            ...problem.at,
            pointer: problem.pointer,
          });
        case 'value':
          // yaml throws a ReferenceError once aliases would expand past the limit (an alias bomb).
          if (problem.error instanceof ReferenceError)
            throw new DefinitionError(
              `malformed YAML (aliases expand to more than ${problem.limit} nodes)`,
              { file },
              { cause: problem.error },
            );
          throw problem.error;
      }
    },
  });
  const locate = (pointer: string): Position => {
    const segments = splitPointer(pointer);
    for (let n = segments.length; n >= 0; n--) {
      const found = read.nodes.get(joinPointer('', ...segments.slice(0, n)));
      const at = found?.key ?? found?.value;
      if (at) return { ...at };
    }
    return { line: 1, column: 1 };
  };
  return {
    value: read.value,
    file,
    locate,
    fail: (reason, pointer) => new DefinitionError(reason, { file, ...locate(pointer), pointer }),
  };
}

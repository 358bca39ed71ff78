import { BrackenEngineError } from '../errors';

/**
 * The file operations a workspace edit needs, over `/`-separated workspace-relative paths. Nx's
 * `Tree` has every one of them, so its generators pass their tree as it is.
 */
export interface FileTree {
  /** Absolute path of the workspace root. */
  readonly root: string;
  /** A file's text, `null` when there is none. */
  read(path: string, encoding: 'utf-8'): string | null;
  write(path: string, content: string): void;
  exists(path: string): boolean;
  delete(path: string): void;
  /** Names of the entries of a folder. */
  children(path: string): string[];
  isFile(path: string): boolean;
  rename(from: string, to: string): void;
}

/** A workspace change refused for a user mistake: a folder outside the workspace, a project in the way. */
export class WorkspaceError extends BrackenEngineError {
  override name = 'WorkspaceError';

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: 'workspace', ...options });
  }
}

// Comments and trailing commas, which tsconfig files may hold, are blanked outside strings.
function stripJsonComments(text: string): string {
  return text.replace(
    /("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\/|,(\s*[}\]])/g,
    (match, string: string | undefined, closing: string | undefined) =>
      string !== undefined ? string : closing !== undefined ? closing : match.replace(/[^\n]/g, ' '),
  );
}

/**
 * A JSON file of the tree (comments and trailing commas allowed, as in tsconfig files), or
 * `undefined` when there is none.
 *
 * @throws WorkspaceError when the file is not JSON.
 * @example
 * readJsonFile<{ name?: string }>(tree, 'package.json')?.name; // '@acme/source'
 */
export function readJsonFile<T = unknown>(tree: FileTree, path: string): T | undefined {
  const text = tree.read(path, 'utf-8');
  if (text === null) return undefined;
  try {
    return JSON.parse(stripJsonComments(text)) as T;
  } catch (error) {
    throw new WorkspaceError(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** Writes a value as JSON with two-space indentation and a final newline. */
export function writeJsonFile(tree: FileTree, path: string, value: unknown): void {
  tree.write(path, `${JSON.stringify(value, null, 2)}\n`);
}

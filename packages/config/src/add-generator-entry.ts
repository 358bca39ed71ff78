import { BrackenConfigError } from './errors';
import { Document, isMap, isSeq, parseDocument } from './yaml';

/** A generator entry to add to a group, writing to a local folder. */
export interface GeneratorEntryInput {
  /** Generator package, e.g. `bracken-typescript-sdk`. */
  name: string;
  /** Generator version. */
  version: string;
  /** Output folder, relative to the config file's folder. */
  outputPath: string;
  /** Language options written under `config`, when any. */
  config?: Record<string, string>;
}

/** What {@link addGeneratorEntry} did. */
export interface AddGeneratorEntryResult {
  /** The new file text. */
  text: string;
  /** `false` when an entry already wrote to the same folder, so nothing changed. */
  added: boolean;
}

/**
 * Appends a generator entry to a group of a `generators.yml`, editing the YAML document
 * in place so the user's comments, key order and quoting survive. It creates the group
 * when missing, sets `default-group` when the file has none, and does nothing when an
 * entry of the group already writes to the same folder.
 *
 * @param text - the current file.
 * @param file - the file's path, for error messages.
 * @param group - the group to add to.
 * @param entry - the generator entry.
 * @throws BrackenConfigError when the file is not valid YAML or `groups` is not a map.
 * @example
 * const { text } = addGeneratorEntry(source, 'apis/petstore/generators.yml', 'typescript', {
 *   name: 'bracken-typescript-sdk', version: '0.1.0', outputPath: '../../sdks/petstore-ts/generated',
 * });
 */
export function addGeneratorEntry(
  text: string,
  file: string,
  group: string,
  entry: GeneratorEntryInput,
): AddGeneratorEntryResult {
  const doc = parseDocument(text, { keepSourceTokens: false });
  const [firstError] = doc.errors;
  if (firstError !== undefined) {
    const [line, column] = firstError.linePos?.[0] ? [firstError.linePos[0].line, firstError.linePos[0].col] : [1, 1];
    throw new BrackenConfigError(
      `cannot edit invalid YAML: ${file}:${line}:${column}: ${firstError.message.split('\n')[0]}`,
    );
  }

  const groups = doc.get('groups', true);
  if (groups !== undefined && groups !== null && !isMap(groups)) {
    throw new BrackenConfigError(`cannot add a generator: ${file}: expected \`groups\` to be a map`);
  }
  // An empty flow map (`groups: {}`) would otherwise keep everything added to it on one line.
  if (isMap(groups) && groups.flow && groups.items.length === 0) groups.flow = false;

  const path = ['groups', group, 'generators'];
  const generators = doc.getIn(path, true);
  if (generators !== undefined && !isSeq(generators)) {
    throw new BrackenConfigError(`cannot add a generator: ${file}: expected groups.${group}.generators to be a list`);
  }
  if (isSeq(generators)) {
    const existing: unknown = generators.toJSON();
    if (Array.isArray(existing) && existing.some((item) => outputPathOf(item) === entry.outputPath)) {
      return { text, added: false };
    }
  }

  const value = {
    name: entry.name,
    version: entry.version,
    output: { location: 'local-file-system', path: entry.outputPath },
    ...(entry.config === undefined ? {} : { config: entry.config }),
  };
  const spliced = spliceEntry(text, doc, group, value);
  if (spliced !== undefined) return { text: spliced, added: true };

  const node = doc.createNode(value);
  if (isSeq(generators)) doc.addIn(path, node);
  else doc.setIn(path, doc.createNode([node]));
  if (!doc.has('default-group')) doc.set('default-group', group);
  return { text: String(doc), added: true };
}

// Inserting text leaves every other byte of the file as the user wrote it; re-printing
// the document would normalise spacing. Returns undefined when the layout is unusual.
function spliceEntry(text: string, doc: Document, group: string, value: object): string | undefined {
  const generators = doc.getIn(['groups', group, 'generators'], true);
  let result: string;
  if (isSeq(generators) && !generators.flow && generators.range && generators.items.length > 0) {
    const [start, end] = generators.range;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const indent = text.slice(lineStart, start);
    if (!/^ *$/.test(indent)) return undefined;
    const block = indentBlock(new Document([value]).toString(), indent);
    const before = text.slice(0, end);
    result = `${before}${before.endsWith('\n') ? '' : '\n'}${block}${text.slice(end)}`;
  } else if (!doc.has('groups')) {
    const block = new Document({ groups: { [group]: { generators: [value] } } }).toString();
    result = `${text}${text.endsWith('\n') || text === '' ? '' : '\n'}${block}`;
  } else {
    return undefined;
  }
  if (!doc.has('default-group')) result = `${result}default-group: ${new Document(group).toString().trim()}\n`;

  const check = parseDocument(result);
  const items = check.errors.length === 0 ? generatorsOf(check.toJS(), group) : undefined;
  const added = Array.isArray(items) ? items[items.length - 1] : undefined;
  return JSON.stringify(added) === JSON.stringify(value) ? result : undefined;
}

function generatorsOf(data: unknown, group: string): unknown {
  const groups = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['groups'] : undefined;
  const entry = typeof groups === 'object' && groups !== null ? (groups as Record<string, unknown>)[group] : undefined;
  return typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)['generators'] : undefined;
}

function indentBlock(block: string, indent: string): string {
  return block
    .split('\n')
    .map((line) => (line === '' ? line : `${indent}${line}`))
    .join('\n');
}

function outputPathOf(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return undefined;
  const output = (item as Record<string, unknown>)['output'];
  if (typeof output !== 'object' || output === null) return undefined;
  return (output as Record<string, unknown>)['path'];
}

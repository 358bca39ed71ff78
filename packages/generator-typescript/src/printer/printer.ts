import { posix } from 'node:path';

/**
 * A name a generated file uses from another generated file. `from` is the target module's
 * path inside the SDK without extension (`src/api/types/Pet`, or `src/core` for a folder's
 * index); the printer turns it into a relative specifier.
 */
export interface ImportSymbol {
  kind: 'import';
  name: string;
  from: string;
  /** Whether this use is in a type position only. */
  typeOnly: boolean;
  /** `import * as name from ...` */
  star: boolean;
}

/** Something a file can print: text, a symbol, or a list of those. */
export type Printable = string | ImportSymbol | readonly Printable[];

/** A file of the generated SDK. */
export interface GeneratedFile {
  /** Posix path relative to the SDK root. */
  path: string;
  contents: string;
}

/**
 * A symbol to print. The same `name`/`from` pair may be created with different `typeOnly`
 * flags; the file imports it with `import type` only when every use is type-only.
 */
export function importSymbol(name: string, from: string, options: { typeOnly?: boolean; star?: boolean } = {}): ImportSymbol {
  return { kind: 'import', name, from, typeOnly: options.typeOnly ?? false, star: options.star ?? false };
}

/** The type-only twin of a symbol. */
export function asType(symbol: ImportSymbol): ImportSymbol {
  return { ...symbol, typeOnly: true };
}

/** Joins printables with a separator. */
export function joinPrintables(items: readonly Printable[], separator: string): Printable[] {
  const out: Printable[] = [];
  items.forEach((item, i) => {
    if (i > 0) out.push(separator);
    out.push(item);
  });
  return out;
}

/** A tagged template that keeps symbols as symbols. */
export function code(strings: TemplateStringsArray, ...values: Printable[]): Printable[] {
  const out: Printable[] = [];
  strings.forEach((s, i) => {
    if (s.length > 0) out.push(s);
    if (i < values.length) out.push(values[i]!);
  });
  return out;
}

interface ImportEntry {
  symbol: ImportSymbol;
  local: string;
  valueUse: boolean;
}

// Specifiers by the importing file's folder, then by target module. Two plain lookups are
// cheaper than building a combined key string for every import of every file.
const specifierCache = new Map<string, Map<string, string>>();
let cachedSpecifiers = 0;

function specifierFrom(dir: string, toModule: string): string {
  let byModule = specifierCache.get(dir);
  if (byModule === undefined) {
    byModule = new Map();
    specifierCache.set(dir, byModule);
  }
  const cached = byModule.get(toModule);
  if (cached !== undefined) return cached;
  const relative = plainRelative(dir, toModule) ?? posix.relative(dir, toModule);
  const specifier = relative.startsWith('.') ? relative : `./${relative}`;
  if (cachedSpecifiers > 50_000) {
    // Bounds memory in a long-lived process that generates many SDKs.
    specifierCache.clear();
    cachedSpecifiers = 0;
    byModule = new Map();
    specifierCache.set(dir, byModule);
  }
  byModule.set(toModule, specifier);
  cachedSpecifiers++;
  return specifier;
}

/** Whether a path is plain: non-empty segments, none of them `.` or `..`. */
function isPlainPath(path: string): boolean {
  if (path.length === 0 || path.charCodeAt(0) === 47 || path.charCodeAt(path.length - 1) === 47 || path.includes('//')) return false;
  return !(path === '.' || path === '..' || path.startsWith('./') || path.startsWith('../') || path.includes('/./') || path.includes('/../') || path.endsWith('/.') || path.endsWith('/..'));
}

/**
 * `posix.relative` for two plain relative paths (all SDK module paths are), without the
 * resolving against the working directory that makes it slow. Other paths give `undefined`.
 */
function plainRelative(from: string, to: string): string | undefined {
  if (!isPlainPath(from) || !isPlainPath(to)) return undefined;
  const a = from.split('/');
  const b = to.split('/');
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  let out = '';
  for (let i = common; i < a.length; i++) out += out.length > 0 ? '/..' : '..';
  for (let i = common; i < b.length; i++) out += out.length > 0 ? `/${b[i]!}` : b[i]!;
  return out;
}

/** The relative module specifier from one SDK file to a module path. */
export function relativeSpecifier(fromFile: string, toModule: string): string {
  return specifierFrom(posix.dirname(fromFile), toModule);
}

function byName(a: ImportEntry, b: ImportEntry): number {
  return a.local < b.local ? -1 : a.local > b.local ? 1 : 0;
}

/**
 * Builds one generated TypeScript file. Code is printed as text and symbols; when the file
 * is finished, the symbols it used become its imports, aliased where names clash.
 */
export class FileBuilder {
  // What was printed, flattened as it arrives: adjacent text is merged into one string and
  // symbols stay objects, so finishing the file is one pass over a flat list.
  private readonly chunks: Array<string | ImportSymbol> = [];
  private text = '';
  private readonly locals = new Set<string>();
  private preamble: string | undefined;

  constructor(readonly path: string) {}

  /** Reserves a name declared in this file, so imports with the same name get aliased. */
  declareLocal(name: string): void {
    this.locals.add(name);
  }

  /** Text printed before the imports (a file comment). */
  setPreamble(text: string): void {
    this.preamble = text;
  }

  /** Appends printables, followed by a newline. */
  print(...parts: Printable[]): void {
    for (let i = 0; i < parts.length; i++) this.add(parts[i]!);
    this.text += '\n';
  }

  /** Appends printables without a newline. */
  append(...parts: Printable[]): void {
    for (let i = 0; i < parts.length; i++) this.add(parts[i]!);
  }

  private add(part: Printable): void {
    if (typeof part === 'string') {
      this.text += part;
    } else if (Array.isArray(part)) {
      const list = part as readonly Printable[];
      for (let i = 0; i < list.length; i++) this.add(list[i]!);
    } else {
      if (this.text.length > 0) {
        this.chunks.push(this.text);
        this.text = '';
      }
      this.chunks.push(part as ImportSymbol);
    }
  }

  /** Renders the file: imports first, then the body. */
  toFile(): GeneratedFile {
    const taken = new Set(this.locals);
    const self = this.path.endsWith('.ts') ? this.path.slice(0, -3) : this.path;
    // Imports by target module, then by name; `import * as` symbols are kept apart.
    const named = new Map<string, Map<string, ImportEntry>>();
    const stars = new Map<string, Map<string, ImportEntry>>();
    let body = '';
    const chunks = this.chunks;
    for (let i = 0; i < chunks.length; i++) {
      const chunk = chunks[i]!;
      if (typeof chunk === 'string') {
        body += chunk;
        continue;
      }
      if (chunk.from === self) {
        body += chunk.name;
        continue;
      }
      const group = chunk.star ? stars : named;
      let byName = group.get(chunk.from);
      if (byName === undefined) {
        byName = new Map();
        group.set(chunk.from, byName);
      }
      const existing = byName.get(chunk.name);
      if (existing !== undefined) {
        if (!chunk.typeOnly) existing.valueUse = true;
        body += existing.local;
        continue;
      }
      let local = chunk.name;
      for (let n = 1; taken.has(local); n++) local = `${chunk.name}_${n}`;
      taken.add(local);
      byName.set(chunk.name, { symbol: chunk, local, valueUse: !chunk.typeOnly });
      body += local;
    }
    body += this.text;

    const dir = posix.dirname(this.path);
    const starLines: string[] = [];
    for (const [from, byName] of stars) {
      const specifier = specifierFrom(dir, from);
      for (const entry of byName.values()) starLines.push(`import ${entry.valueUse ? '' : 'type '}* as ${entry.local} from "${specifier}";`);
    }
    starLines.sort();
    const bySpecifier = new Map<string, ImportEntry[]>();
    for (const [from, byName] of named) {
      const specifier = specifierFrom(dir, from);
      let list = bySpecifier.get(specifier);
      if (list === undefined) {
        list = [];
        bySpecifier.set(specifier, list);
      }
      for (const entry of byName.values()) list.push(entry);
    }
    const specifiers = [...bySpecifier.keys()].sort();
    let imports = '';
    for (let i = 0; i < starLines.length; i++) imports += `${starLines[i]!}\n`;
    for (let i = 0; i < specifiers.length; i++) {
      const specifier = specifiers[i]!;
      const list = bySpecifier.get(specifier)!.sort(byName);
      let allTypes = true;
      for (let j = 0; j < list.length; j++) if (list[j]!.valueUse) allTypes = false;
      let names = '';
      for (let j = 0; j < list.length; j++) {
        const e = list[j]!;
        const base = e.local === e.symbol.name ? e.symbol.name : `${e.symbol.name} as ${e.local}`;
        names += `${j > 0 ? ', ' : ''}${!allTypes && !e.valueUse ? 'type ' : ''}${base}`;
      }
      imports += `import ${allTypes ? 'type ' : ''}{ ${names} } from "${specifier}";\n`;
    }

    // Blank lines collapse to one and leading ones go; both checks are cheap when there is
    // nothing to do, which is almost always.
    if (body.includes('\n\n\n')) body = body.replace(/\n{3,}/g, '\n\n');
    if (body.charCodeAt(0) === 10) body = body.replace(/^\n+/, '');
    let head = '';
    if (this.preamble !== undefined) head = imports.length > 0 ? `${this.preamble}\n${imports}\n` : `${this.preamble}\n`;
    else if (imports.length > 0) head = `${imports}\n`;
    const contents = head + body;
    return { path: this.path, contents: contents.endsWith('\n') ? contents : `${contents}\n` };
  }
}

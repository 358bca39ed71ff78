import { posix } from 'node:path';
import { breakLongLines, LINE_WIDTH } from './line-breaking';

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
  /**
   * The folder of the file this symbol was last imported into and the specifier used there.
   * Symbols are shared by many files of one folder, so this saves looking it up again.
   */
  lastFolder?: string | undefined;
  lastSpecifier?: string | undefined;
}

/**
 * A declaration the file exports: prints `export <declaration> <name>`, and holds `name` in the
 * file, so that imports of the same name are aliased and the file knows what it exports.
 */
export interface ExportDeclaration {
  kind: 'export';
  /** `class`, `interface`, `const`, …. */
  declaration: string;
  name: string;
}

/** Something a file can print: text, a symbol, an export, or a list of those. */
export type Printable = string | ImportSymbol | ExportDeclaration | readonly Printable[];

/**
 * An exported declaration to print.
 *
 * @example file.print(exportDeclaration("class", "PetsClient"), " {")
 */
export function exportDeclaration(declaration: string, name: string): ExportDeclaration {
  return { kind: 'export', declaration, name };
}

/**
 * How a file lays out what it prints. The core modules import namespaces first and tidy their
 * blank lines; the protocol clients are printed as written, named imports first.
 */
export interface FileLayout {
  /** Namespace imports (`import * as x`) before the named ones, or after them. */
  readonly namespaceImports: 'first' | 'last';
  /** The names of one import line: in name order, or the values first and then the types. */
  readonly names: 'by-name' | 'values-first';
  /** Whether blank lines in the body collapse to one and leading ones go, or stay as printed. */
  readonly blankLines: 'tidy' | 'as-printed';
}

/** The layout of the core modules. */
export const TIDY_LAYOUT: FileLayout = { namespaceImports: 'first', names: 'by-name', blankLines: 'tidy' };
/** The layout of the protocol clients: the preamble, the imports, then the body as printed. */
export const AS_PRINTED_LAYOUT: FileLayout = {
  namespaceImports: 'last',
  names: 'values-first',
  blankLines: 'as-printed',
};

// The names each finished file exports, by file.
const exportsOf = new WeakMap<GeneratedFile, readonly string[]>();

/** The names a file made by a {@link FileBuilder} declares as exports, in the order printed. */
export function exportedNames(file: GeneratedFile): readonly string[] {
  return exportsOf.get(file) ?? [];
}

/** A file of the generated SDK. */
export interface GeneratedFile {
  /** Posix path relative to the SDK root. */
  path: string;
  contents: string;
}

// The parts of files finished in pieces (see `FileBuilder.large`), by file.
const partsOf = new WeakMap<GeneratedFile, readonly string[]>();

/**
 * The text of a large generated file as the consecutive parts it was built from, or
 * `undefined` for any other file. Joined, they are its `contents`; a writer that writes them
 * one after another never holds the whole text at once. (The module of every type is
 * megabytes, held as two bytes a character when any of it is beyond Latin-1.)
 */
export function fileParts(file: GeneratedFile): readonly string[] | undefined {
  return partsOf.get(file);
}

/** A file whose `contents` is its parts joined when first read; assigning replaces them. */
function partsFile(path: string, parts: readonly string[]): GeneratedFile {
  const file = { path } as GeneratedFile;
  let joined: string | undefined;
  Object.defineProperty(file, 'contents', {
    enumerable: true,
    configurable: true,
    get: () => (joined ??= parts.join('')),
    set: (value: string) => {
      partsOf.delete(file);
      Object.defineProperty(file, 'contents', { value, writable: true, enumerable: true, configurable: true });
    },
  });
  partsOf.set(file, parts);
  return file;
}

/**
 * Whether a body made of `parts` needs its blank lines collapsed: it starts with a newline
 * or holds three in a row anywhere, a run that may span parts.
 */
function needsBlankLineCleanup(parts: readonly string[], from: number): boolean {
  let tail = '';
  let first = true;
  for (let i = from; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.length === 0) continue;
    if (first && part.charCodeAt(0) === 10) return true;
    first = false;
    if (part.indexOf('\n\n\n') !== -1 || (tail + part.slice(0, 2)).indexOf('\n\n\n') !== -1) return true;
    // The last two characters, without joining the whole part to the tail.
    tail = part.length >= 2 ? part.slice(-2) : (tail + part).slice(-2);
  }
  return false;
}

/**
 * A symbol to print. The same `name`/`from` pair may be created with different `typeOnly`
 * flags; the file imports it with `import type` only when every use is type-only.
 */
export function importSymbol(
  name: string,
  from: string,
  options: { typeOnly?: boolean; star?: boolean } = {},
): ImportSymbol {
  // Every field is set here, so all symbols share one object shape.
  return {
    kind: 'import',
    name,
    from,
    typeOnly: options.typeOnly ?? false,
    star: options.star ?? false,
    lastFolder: undefined,
    lastSpecifier: undefined,
  };
}

/**
 * Records the specifier a symbol is imported by from files of `folder`, when the caller
 * knows it without path arithmetic (a named type's module seen from its own folder), so the
 * printer need not work it out. It must equal what {@link relativeSpecifier} gives.
 */
export function knownSpecifier(symbol: ImportSymbol, folder: string, specifier: string): ImportSymbol {
  symbol.lastFolder = folder;
  symbol.lastSpecifier = specifier;
  return symbol;
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
  /** Filled in when the imports are printed. */
  specifier: string;
}

// A file with more imports than this looks them up through a map; smaller ones scan a list,
// which allocates nothing.
const SCAN_LIMIT = 16;

function keyOf(symbol: ImportSymbol): string {
  return `${symbol.star ? '*' : ''}${symbol.from}#${symbol.name}`;
}

function sameImport(a: ImportSymbol, b: ImportSymbol): boolean {
  return a === b || (a.name === b.name && a.from === b.from && a.star === b.star);
}

/** Orders named imports by specifier, then by local name. */
function bySpecifierThenName(a: ImportEntry, b: ImportEntry): number {
  if (a.specifier !== b.specifier) return a.specifier < b.specifier ? -1 : 1;
  return a.local < b.local ? -1 : a.local > b.local ? 1 : 0;
}

/** The import line (without newline) of an entry that has its line to itself. */
function soleImportLine(entry: ImportEntry): string {
  const symbol = entry.symbol;
  return symbol.star
    ? `import ${entry.valueUse ? '' : 'type '}* as ${entry.local} from "${entry.specifier}";`
    : `import ${entry.valueUse ? '' : 'type '}{ ${entry.local === symbol.name ? symbol.name : `${symbol.name} as ${entry.local}`} } from "${entry.specifier}";`;
}

/** The import lines for a file's entries, each ending in a newline. */
function importLines(entries: ImportEntry[], dir: string, layout: FileLayout): string {
  let stars: string[] | undefined;
  const named: ImportEntry[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const symbol = entry.symbol;
    if (symbol.lastFolder === dir) entry.specifier = symbol.lastSpecifier!;
    else {
      entry.specifier = specifierFrom(dir, symbol.from);
      symbol.lastFolder = dir;
      symbol.lastSpecifier = entry.specifier;
    }
    if (entry.symbol.star) (stars ??= []).push(soleImportLine(entry));
    else named.push(entry);
  }
  let out = '';
  let starLines = '';
  if (stars !== undefined) {
    stars.sort();
    for (let i = 0; i < stars.length; i++) starLines += `${stars[i]!}\n`;
  }
  if (layout.namespaceImports === 'first') out = starLines;
  // Most files import from a handful of modules: an insertion sort allocates nothing there.
  if (named.length > 16) named.sort(bySpecifierThenName);
  else {
    for (let i = 1; i < named.length; i++) {
      const entry = named[i]!;
      let j = i - 1;
      for (; j >= 0 && bySpecifierThenName(named[j]!, entry) > 0; j--) named[j + 1] = named[j]!;
      named[j + 1] = entry;
    }
  }
  // One line per specifier: runs of equal specifiers are adjacent after the sort.
  for (let start = 0; start < named.length; ) {
    const specifier = named[start]!.specifier;
    let end = start + 1;
    while (end < named.length && named[end]!.specifier === specifier) end++;
    if (end === start + 1) {
      out += `${soleImportLine(named[start]!)}\n`;
      start = end;
      continue;
    }
    let allTypes = true;
    for (let i = start; i < end; i++) if (named[i]!.valueUse) allTypes = false;
    let names = '';
    // Values then types (two passes), or every name in order (one pass).
    const passes = layout.names === 'values-first' && !allTypes ? 2 : 1;
    for (let pass = 0; pass < passes; pass++) {
      for (let i = start; i < end; i++) {
        const e = named[i]!;
        if (passes === 2 && e.valueUse !== (pass === 0)) continue;
        const base = e.local === e.symbol.name ? e.symbol.name : `${e.symbol.name} as ${e.local}`;
        names += `${names.length > 0 ? ', ' : ''}${!allTypes && !e.valueUse ? 'type ' : ''}${base}`;
      }
    }
    out += `import ${allTypes ? 'type ' : ''}{ ${names} } from "${specifier}";\n`;
    start = end;
  }
  return layout.namespaceImports === 'first' ? out : out + starLines;
}

// Specifiers are worked out again rather than kept in a table: the arithmetic is cheap, and
// thousands of kept strings would each be copied by the collector as they age.
function specifierFrom(dir: string, toModule: string): string {
  // A module in the same folder (a type next to another) is `./name`: no lookup needed.
  if (
    toModule.length > dir.length + 1 &&
    toModule.charCodeAt(dir.length) === 47 &&
    toModule.startsWith(dir) &&
    toModule.indexOf('/', dir.length + 1) === -1 &&
    isPlainPath(toModule)
  ) {
    return `./${toModule.slice(dir.length + 1)}`;
  }
  const relative = plainRelative(dir, toModule) ?? posix.relative(dir, toModule);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Whether a path is plain: non-empty segments, none of them `.` or `..`. */
function isPlainPath(path: string): boolean {
  // One pass over the segments: each must be non-empty and neither `.` nor `..`.
  let start = 0;
  for (let i = 0; i <= path.length; i++) {
    if (i < path.length && path.charCodeAt(i) !== 47) continue;
    const length = i - start;
    if (length === 0) return false;
    if (path.charCodeAt(start) === 46 && (length === 1 || (length === 2 && path.charCodeAt(start + 1) === 46)))
      return false;
    start = i + 1;
  }
  return true;
}

/**
 * `posix.relative` for two plain relative paths (all SDK module paths are), without the
 * resolving against the working directory that makes it slow. Other paths give `undefined`.
 */
function plainRelative(from: string, to: string): string | undefined {
  if (!isPlainPath(from) || !isPlainPath(to)) return undefined;
  // The longest run of whole leading segments the two paths share.
  const n = Math.min(from.length, to.length);
  let i = 0;
  let boundary = 0;
  while (i < n && from.charCodeAt(i) === to.charCodeAt(i)) {
    if (from.charCodeAt(i) === 47) boundary = i + 1;
    i++;
  }
  let fromRest: string;
  let toRest: string;
  if (
    i === n &&
    (from.length === to.length || (i === from.length ? to.charCodeAt(i) === 47 : from.charCodeAt(i) === 47))
  ) {
    // One path is the other or a folder above it.
    fromRest = i === from.length ? '' : from.slice(i + 1);
    toRest = i === to.length ? '' : to.slice(i + 1);
  } else {
    fromRest = from.slice(boundary);
    toRest = to.slice(boundary);
  }
  let out = '';
  if (fromRest.length > 0) {
    out = '..';
    for (let k = fromRest.indexOf('/'); k !== -1; k = fromRest.indexOf('/', k + 1)) out += '/..';
  }
  if (toRest.length > 0) out = out.length > 0 ? `${out}/${toRest}` : toRest;
  return out;
}

/** The relative module specifier from one SDK file to a module path. */
export function relativeSpecifier(fromFile: string, toModule: string): string {
  return specifierFrom(posix.dirname(fromFile), toModule);
}

/**
 * Builds one generated TypeScript file. Code is printed as text and symbols; when the file
 * is finished, the symbols it used become its imports, aliased where names clash.
 */
export class FileBuilder {
  // What was printed, flattened as it arrives: adjacent text is merged into one string and
  // symbols stay objects. Slot 0 is kept for the imports. Finishing the file replaces each
  // symbol by its local name and joins the list once, which makes the whole file one flat
  // string without intermediate copies.
  private readonly chunks: Array<string | ImportSymbol> = [''];
  private text = '';
  private finished: GeneratedFile | undefined;
  // Names declared in the file: usually one or two, so a list is cheaper than a set.
  private readonly locals: string[] = [];
  // Made once a file declares many names (a module of every type).
  private localSet: Set<string> | undefined;
  private preamble: string | undefined;
  private readonly self: string;
  // The file's imports. The maps and the set of names in use are built only for files with
  // many imports; smaller files scan the list.
  private readonly entries: ImportEntry[] = [];
  private bySymbol: Map<ImportSymbol, ImportEntry> | undefined;
  private byKey: Map<string, ImportEntry> | undefined;
  private taken: Set<string> | undefined;
  // Set by `large`: symbols are resolved as they are printed and text is cut into flat pieces.
  private eager = false;
  private printed = false;
  // Names declared through export printables, in the order printed.
  private readonly exported: string[] = [];
  // Whether the file is TypeScript, whose long lines the printer breaks.
  private readonly code: boolean;
  // A large file's text since the last cut that line breaking is done with: lines laid out by
  // their emitter, and the printed text before them, broken. `text` follows it.
  private settled = '';

  constructor(
    readonly path: string,
    private readonly layout: FileLayout = TIDY_LAYOUT,
  ) {
    this.self = path.endsWith('.ts') ? path.slice(0, -3) : path;
    this.code = path.endsWith('.ts');
  }

  /**
   * Imports a symbol that text printed elsewhere names as it is (a namespace inside the text of
   * a type), and gives its local name. Such a name cannot be aliased, so a clash stops.
   */
  importNamed(symbol: ImportSymbol): string {
    const local = this.resolve(symbol);
    if (local !== symbol.name)
      throw new Error(`${this.path}: ${symbol.name} is named in printed text and cannot be imported as ${local}`);
    return local;
  }

  /**
   * Marks a file that holds very many declarations (every named type of the SDK). Its
   * symbols are resolved as they are printed, and its text is kept as a few large flat
   * strings rather than a list of small pieces that live until the file is finished. Every
   * local name must be declared before anything is printed.
   */
  large(): this {
    if (this.printed) throw new Error(`${this.path}: a file is marked large before anything is printed`);
    this.eager = true;
    return this;
  }

  /** Reserves a name declared in this file, so imports with the same name get aliased. */
  declareLocal(name: string): void {
    if (this.eager && this.printed)
      throw new Error(`${this.path}: a large file declares its names before anything is printed`);
    if (this.localSet !== undefined) {
      if (!this.localSet.has(name)) {
        this.localSet.add(name);
        this.locals.push(name);
      }
      return;
    }
    if (!this.locals.includes(name)) this.locals.push(name);
    if (this.locals.length > SCAN_LIMIT) this.localSet = new Set(this.locals);
  }

  /** Text printed before the imports (a file comment); in a file laid out as printed, with its own newline. */
  setPreamble(text: string): void {
    this.preamble = text;
  }

  /** Appends printables, followed by a newline. */
  print(...parts: Printable[]): void {
    for (let i = 0; i < parts.length; i++) this.add(parts[i]!);
    this.text += '\n';
    if (this.eager && this.settled.length + this.text.length >= PIECE_CHARACTERS) this.cut();
  }

  /**
   * The text a large file prints for `part`, importing its symbols. Only a large file knows it
   * while printing (other files name their imports when finished), so that an emitter can
   * measure the lines it lays out.
   */
  textOf(part: Printable): string {
    if (!this.eager) throw new Error(`${this.path}: only a large file names its imports while printing`);
    this.printed = true;
    if (typeof part === 'string') return part;
    if (Array.isArray(part)) {
      const list = part as readonly Printable[];
      let text = '';
      for (let i = 0; i < list.length; i++) text += this.textOf(list[i]!);
      return text;
    }
    if ((part as ExportDeclaration).kind === 'export')
      throw new Error(`${this.path}: a large file declares its exports before anything is printed`);
    return this.resolve(part as ImportSymbol);
  }

  /**
   * Appends lines of a large file that their emitter has laid out as line breaking would,
   * followed by a newline, at the start of a line. Line breaking passes over them, which spares
   * it scanning the commonest long lines of the largest files.
   */
  printLaidOut(text: string): void {
    if (!this.eager) throw new Error(`${this.path}: only a large file takes laid-out lines`);
    if (this.text.length > 0 && this.text.charCodeAt(this.text.length - 1) !== 10)
      throw new Error(`${this.path}: laid-out lines start a line`);
    this.printed = true;
    // Text no longer than a line holds no long line: most often a blank line between two laid out.
    if (this.text.length > 0)
      this.settled += this.code && this.text.length > LINE_WIDTH ? breakLongLines(this.text) : this.text;
    this.settled += `${text}\n`;
    this.text = '';
    if (this.settled.length >= PIECE_CHARACTERS) this.cut();
  }

  /** Appends printables without a newline. */
  append(...parts: Printable[]): void {
    for (let i = 0; i < parts.length; i++) this.add(parts[i]!);
  }

  private add(part: Printable): void {
    this.printed = true;
    if (typeof part === 'string') {
      this.text += part;
    } else if (Array.isArray(part)) {
      const list = part as readonly Printable[];
      for (let i = 0; i < list.length; i++) this.add(list[i]!);
    } else if ((part as ExportDeclaration).kind === 'export') {
      const declared = part as ExportDeclaration;
      if (this.eager) throw new Error(`${this.path}: a large file declares its exports before anything is printed`);
      this.declareLocal(declared.name);
      this.exported.push(declared.name);
      this.text +=
        declared.declaration.length > 0 ? `export ${declared.declaration} ${declared.name}` : `export ${declared.name}`;
    } else if (this.eager) {
      this.text += this.resolve(part as ImportSymbol);
    } else {
      if (this.text.length > 0) {
        this.chunks.push(this.text);
        this.text = '';
      }
      this.chunks.push(part as ImportSymbol);
    }
  }

  /** Moves a large file's text so far into the list as one flat string. */
  private cut(): void {
    if (this.text.length === 0 && this.settled.length === 0) return;
    // Converting to a number makes the engine flatten the string in place: the many small
    // pieces it was made of become garbage now, while they are still young and cheap to drop.
    // (Measured against keeping the printed strings in a list joined here: flattening is
    // quicker.)
    // Cut after a printed line or at the end, so every piece holds whole lines.
    const text = this.settled + (this.code ? breakLongLines(this.text) : this.text);
    void Number(text);
    this.chunks.push(text);
    this.settled = '';
    this.text = '';
  }

  /** The local name of a symbol in this file, importing it on first use. */
  private resolve(symbol: ImportSymbol): string {
    if (symbol.from === this.self) return symbol.name;
    const entries = this.entries;
    let entry: ImportEntry | undefined;
    if (this.byKey === undefined) {
      for (let j = 0; j < entries.length; j++) {
        if (sameImport(entries[j]!.symbol, symbol)) {
          entry = entries[j]!;
          break;
        }
      }
    } else {
      entry = this.bySymbol!.get(symbol);
      if (entry === undefined) {
        entry = this.byKey.get(keyOf(symbol));
        if (entry !== undefined) this.bySymbol!.set(symbol, entry);
      }
    }
    if (entry !== undefined) {
      if (!symbol.typeOnly) entry.valueUse = true;
      return entry.local;
    }
    let local = symbol.name;
    for (let n = 1; this.isTaken(local); n++) local = `${symbol.name}_${n}`;
    entry = { symbol, local, valueUse: !symbol.typeOnly, specifier: '' };
    entries.push(entry);
    if (this.byKey !== undefined) {
      this.byKey.set(keyOf(symbol), entry);
      this.bySymbol!.set(symbol, entry);
      this.taken!.add(local);
    } else if (entries.length > SCAN_LIMIT) {
      const byKey = new Map<string, ImportEntry>();
      const bySymbol = new Map<ImportSymbol, ImportEntry>();
      const taken = new Set(this.locals);
      for (let j = 0; j < entries.length; j++) {
        byKey.set(keyOf(entries[j]!.symbol), entries[j]!);
        bySymbol.set(entries[j]!.symbol, entries[j]!);
        taken.add(entries[j]!.local);
      }
      this.byKey = byKey;
      this.bySymbol = bySymbol;
      this.taken = taken;
    }
    return local;
  }

  /** Renders the file: imports first, then the body. */
  toFile(): GeneratedFile {
    // Finishing rewrites the list in place, so a later call returns the first result.
    if (this.finished !== undefined) {
      const parts = fileParts(this.finished);
      const copy =
        parts !== undefined
          ? partsFile(this.path, parts)
          : { path: this.finished.path, contents: this.finished.contents };
      if (this.exported.length > 0) exportsOf.set(copy, this.exported);
      return copy;
    }
    const chunks = this.chunks;
    if (this.eager) this.cut();
    else if (this.text.length > 0) chunks.push(this.text);
    this.text = '';
    let imports = '';
    for (let i = 1; i < chunks.length; i++) {
      const chunk = chunks[i]!;
      if (typeof chunk !== 'string') chunks[i] = this.resolve(chunk);
    }
    if (this.entries.length > 0) {
      const slash = this.path.lastIndexOf('/');
      imports = importLines(
        this.entries,
        slash > 0 ? this.path.slice(0, slash) : posix.dirname(this.path),
        this.layout,
      );
    }

    if (this.layout.blankLines === 'as-printed') {
      // The preamble, the imports and the body, each exactly as printed.
      chunks[0] = `${this.preamble ?? ''}${imports}`;
      const joined = chunks.join('');
      this.finished = { path: this.path, contents: this.code ? breakLongLines(joined) : joined };
      if (this.exported.length > 0) exportsOf.set(this.finished, this.exported);
      return this.finished;
    }
    let head = '';
    if (this.preamble !== undefined)
      head = imports.length > 0 ? `${this.preamble}\n${imports}\n` : `${this.preamble}\n`;
    else if (imports.length > 0) head = `${imports}\n`;
    if (this.code) head = breakLongLines(head);
    chunks[0] = head;
    if (this.eager && !needsBlankLineCleanup(chunks as string[], 1)) {
      // A large file stays in its parts (see `fileParts`), ending with a newline.
      const parts = chunks as string[];
      let last = parts.length - 1;
      while (last > 0 && parts[last]!.length === 0) last--;
      if (parts[last]!.length === 0 || parts[last]!.charCodeAt(parts[last]!.length - 1) !== 10) parts.push('\n');
      this.finished = partsFile(this.path, parts);
      return this.finished;
    }
    let contents = chunks.join('');
    const start = head.length;
    // Blank lines in the body collapse to one and leading ones go. The joined text is
    // searched rather than changed: there is almost never anything to do.
    if ((contents.length > start && contents.charCodeAt(start) === 10) || contents.indexOf('\n\n\n', start) !== -1) {
      const body = contents
        .slice(start)
        .replace(/\n{3,}/g, '\n\n')
        .replace(/^\n+/, '');
      contents = head + body;
    }
    if (!this.eager && this.code) contents = breakLongLines(contents);
    if (contents.length === 0 || contents.charCodeAt(contents.length - 1) !== 10) contents += '\n';
    this.finished = { path: this.path, contents };
    if (this.exported.length > 0) exportsOf.set(this.finished, this.exported);
    return this.finished;
  }

  /** Whether an import may not use `name`: a local declaration or an earlier import has it. */
  private isTaken(name: string): boolean {
    if (this.taken !== undefined) return this.taken.has(name);
    if (this.localSet !== undefined ? this.localSet.has(name) : this.locals.includes(name)) return true;
    const entries = this.entries;
    for (let i = 0; i < entries.length; i++) if (entries[i]!.local === name) return true;
    return false;
  }
}

// Characters of text a large file keeps in one piece: over 128 KiB, so that each piece is
// allocated outside the engine's young generation and never copied by its collections.
const PIECE_CHARACTERS = 192 * 1024;

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

function keyOf(symbol: ImportSymbol): string {
  return `${symbol.star ? '*' : ''}${symbol.from}#${symbol.name}`;
}

const specifierCache = new Map<string, string>();

/** The relative module specifier from one SDK file to a module path. */
export function relativeSpecifier(fromFile: string, toModule: string): string {
  const dir = posix.dirname(fromFile);
  const key = `${dir}\u0000${toModule}`;
  const cached = specifierCache.get(key);
  if (cached !== undefined) return cached;
  const relative = posix.relative(dir, toModule);
  const specifier = relative.startsWith('.') ? relative : `./${relative}`;
  if (specifierCache.size > 50_000) specifierCache.clear();
  specifierCache.set(key, specifier);
  return specifier;
}

/**
 * Builds one generated TypeScript file. Code is printed as text and symbols; when the file
 * is finished, the symbols it used become its imports, aliased where names clash.
 */
export class FileBuilder {
  private readonly parts: Printable[] = [];
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
    this.parts.push(...parts, '\n');
  }

  /** Appends printables without a newline. */
  append(...parts: Printable[]): void {
    this.parts.push(...parts);
  }

  /** Renders the file: imports first, then the body. */
  toFile(): GeneratedFile {
    const entries = new Map<string, ImportEntry>();
    const taken = new Set(this.locals);
    const self = this.path.replace(/\.ts$/, '');
    const locals = new Map<ImportSymbol, string>();
    const visit = (p: Printable): void => {
      if (typeof p === 'string') return;
      if (Array.isArray(p)) {
        (p as readonly Printable[]).forEach(visit);
        return;
      }
      const symbol = p as ImportSymbol;
      if (symbol.from === self) return;
      const key = keyOf(symbol);
      const existing = entries.get(key);
      if (existing) {
        existing.valueUse ||= !symbol.typeOnly;
        locals.set(symbol, existing.local);
        return;
      }
      let local = symbol.name;
      for (let n = 1; taken.has(local); n++) local = `${symbol.name}_${n}`;
      taken.add(local);
      locals.set(symbol, local);
      entries.set(key, { symbol, local, valueUse: !symbol.typeOnly });
    };
    this.parts.forEach(visit);

    let body = '';
    const render = (p: Printable): void => {
      if (typeof p === 'string') body += p;
      else if (Array.isArray(p)) (p as readonly Printable[]).forEach(render);
      else {
        const symbol = p as ImportSymbol;
        body += locals.get(symbol) ?? symbol.name;
      }
    };
    this.parts.forEach(render);

    const bySpecifier = new Map<string, ImportEntry[]>();
    const stars: string[] = [];
    for (const entry of entries.values()) {
      const specifier = relativeSpecifier(this.path, entry.symbol.from);
      if (entry.symbol.star) {
        stars.push(`import ${entry.valueUse ? '' : 'type '}* as ${entry.local} from "${specifier}";`);
        continue;
      }
      const list = bySpecifier.get(specifier) ?? [];
      list.push(entry);
      bySpecifier.set(specifier, list);
    }
    const named = [...bySpecifier.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([specifier, list]) => {
        const sorted = [...list].sort((a, b) => (a.local < b.local ? -1 : a.local > b.local ? 1 : 0));
        const allTypes = sorted.every((e) => !e.valueUse);
        const names = sorted.map((e) => {
          const base = e.local === e.symbol.name ? e.symbol.name : `${e.symbol.name} as ${e.local}`;
          return !allTypes && !e.valueUse ? `type ${base}` : base;
        });
        return `import ${allTypes ? 'type ' : ''}{ ${names.join(', ')} } from "${specifier}";`;
      });
    const imports = [...stars.sort(), ...named];
    const head = [this.preamble, imports.length > 0 ? `${imports.join('\n')}\n` : undefined].filter((x): x is string => x !== undefined);
    const contents = `${head.length > 0 ? `${head.join('\n')}\n` : ''}${body.replace(/\n{3,}/g, '\n\n').replace(/^\n+/, '')}`;
    return { path: this.path, contents: contents.endsWith('\n') ? contents : `${contents}\n` };
  }
}

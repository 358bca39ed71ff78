import type { OutputFile } from '@bracken/ir';

/** The line length of generated code, also written into the SDK's `pyproject.toml`. */
export const LINE_LENGTH = 120;

/**
 * A piece of Python: text that is never split, or a bracketed list of pieces that is written
 * on one line when it fits and one item a line, each with a trailing comma, when it does not.
 * Those are the two layouts `ruff format` keeps as they are.
 */
export type Expr = string | Bracketed;

/** `head(` items `)`, or any other pair of brackets. */
export interface Bracketed {
  readonly head: string;
  readonly open: string;
  readonly items: readonly Expr[];
  readonly close: string;
  /** Items stay one a line even when they would fit on one. */
  readonly exploded?: boolean;
}

/** A call: `head(item, item)`. */
export function call(head: string, items: readonly Expr[], exploded = false): Bracketed {
  return { head, open: '(', items, close: ')', exploded };
}

/** A list display: `[item, item]`. */
export function list(items: readonly Expr[]): Bracketed {
  return { head: '', open: '[', items, close: ']' };
}

/** A dict display: `{key: value}` with entries already written as `key: value`. */
export function dict(entries: readonly Expr[]): Bracketed {
  return { head: '', open: '{', items: entries, close: '}' };
}

/** A keyword argument `name=value`. */
export function kw(name: string, value: Expr): Expr {
  if (typeof value === 'string') return `${name}=${value}`;
  return { ...value, head: `${name}=${value.head}` };
}

/** `key: value` inside a dict display. */
export function entry(key: string, value: Expr): Expr {
  if (typeof value === 'string') return `${key}: ${value}`;
  return { ...value, head: `${key}: ${value.head}` };
}

/** The text of `expr` on one line. */
export function flat(expr: Expr): string {
  if (typeof expr === 'string') return expr;
  return `${expr.head}${expr.open}${expr.items.map(flat).join(', ')}${expr.close}`;
}

/**
 * The lines of `prefix expr suffix` at `indent`: on one line when it fits, else with the
 * outermost brackets opened and each item on a line of its own (recursively).
 */
export function layout(indent: string, prefix: string, expr: Expr, suffix = ''): string[] {
  const lines: string[] = [];
  layoutInto(lines, indent, prefix, expr, suffix);
  return lines;
}

function layoutInto(lines: string[], indent: string, prefix: string, expr: Expr, suffix: string): void {
  if (typeof expr === 'string' || expr.items.length === 0 || !expr.exploded) {
    const one = `${indent}${prefix}${flat(expr)}${suffix}`;
    if (typeof expr === 'string' || expr.items.length === 0 || one.length <= LINE_LENGTH) {
      lines.push(one);
      return;
    }
  }
  const inner = `${indent}    `;
  lines.push(`${indent}${prefix}${expr.head}${expr.open}`);
  for (const item of expr.items) layoutInto(lines, inner, '', item, ',');
  lines.push(`${indent}${expr.close}${suffix}`);
}

/** Indentation strings of the usual depths, made once. */
const INDENTS = Array.from({ length: 16 }, (_, depth) => '    '.repeat(depth));

/** Lines of a Python module, with an indentation level. */
export class CodeWriter {
  private readonly lines: string[] = [];
  private depth = 0;

  /** The current indentation. */
  get indent(): string {
    return INDENTS[this.depth] ?? '    '.repeat(this.depth);
  }

  /** One line (or none for `undefined`) at the current indentation. */
  line(text?: string): this {
    this.lines.push(text === undefined || text === '' ? '' : `${this.indent}${text}`);
    return this;
  }

  /** Lines already indented (a docstring). */
  raw(text: string | undefined): this {
    if (text !== undefined) this.lines.push(...text.split('\n'));
    return this;
  }

  /** `prefix expr suffix`, laid out to fit. */
  expr(prefix: string, expr: Expr, suffix = ''): this {
    layoutInto(this.lines, this.indent, prefix, expr, suffix);
    return this;
  }

  /** Empty lines up to `count`, never more than `count` in a row and none at the start. */
  blank(count = 1): this {
    let have = 0;
    for (let i = this.lines.length - 1; i >= 0 && this.lines[i] === ''; i--) have++;
    if (this.lines.length === 0) return this;
    for (; have < count; have++) this.lines.push('');
    return this;
  }

  /** Runs `body` one level deeper. */
  block(body: () => void): this {
    this.depth++;
    body();
    this.depth--;
    return this;
  }

  /** Whether nothing was written yet. */
  get empty(): boolean {
    return this.lines.length === 0;
  }

  /** The text, ending with exactly one line break. */
  toString(): string {
    let end = this.lines.length;
    while (end > 0 && this.lines[end - 1] === '') end--;
    if (end === 0) return '';
    return `${(end === this.lines.length ? this.lines : this.lines.slice(0, end)).join('\n')}\n`;
  }
}

/** The imports of one module, written in the order `ruff check --select I` expects. */
export class Imports {
  private readonly future = new Set<string>();
  private readonly stdlib = new Set<string>();
  private readonly thirdParty = new Set<string>();
  private readonly local = new Map<string, Set<string>>();

  /** `import <module>` (or `import x as y`) of the standard library. */
  std(statement: string): this {
    this.stdlib.add(statement);
    return this;
  }

  /** `import <module>` of a dependency. */
  external(statement: string): this {
    this.thirdParty.add(statement);
    return this;
  }

  /** `from <from> import <name>` inside the package (`.`, `..`, `.core`). */
  relative(from: string, name: string): this {
    const names = this.local.get(from) ?? new Set<string>();
    names.add(name);
    this.local.set(from, names);
    return this;
  }

  /** `from __future__ import annotations`. */
  annotations(): this {
    this.future.add('from __future__ import annotations');
    return this;
  }

  /** The import block, sections apart, or the empty string. */
  toString(): string {
    const sections: string[][] = [];
    if (this.future.size > 0) sections.push([...this.future]);
    const bySortKey = (a: string, b: string): number =>
      importKey(a) < importKey(b) ? -1 : importKey(a) > importKey(b) ? 1 : 0;
    if (this.stdlib.size > 0) sections.push([...this.stdlib].sort(bySortKey));
    if (this.thirdParty.size > 0) sections.push([...this.thirdParty].sort(bySortKey));
    if (this.local.size > 0) {
      // Farther modules first (`..` before `.`), then by module name.
      const froms = [...this.local.keys()].sort((a, b) => {
        const depth = leadingDots(b) - leadingDots(a);
        if (depth !== 0) return depth;
        return a < b ? -1 : a > b ? 1 : 0;
      });
      const lines: string[] = [];
      for (const from of froms) {
        const names = [...this.local.get(from)!].sort(memberOrder);
        const one = `from ${from} import ${names.join(', ')}`;
        if (one.length <= LINE_LENGTH) lines.push(one);
        else lines.push(`from ${from} import (`, ...names.map((n) => `    ${n},`), ')');
      }
      sections.push(lines);
    }
    return sections.map((s) => s.join('\n')).join('\n\n');
  }
}

function importKey(statement: string): string {
  return statement.replace(/^import /, '').toLowerCase();
}

function leadingDots(from: string): number {
  return /^\.*/.exec(from)![0].length;
}

/** isort's member order: CONSTANTS, then Classes, then functions and modules, each by name. */
function memberOrder(a: string, b: string): number {
  const rank = (name: string): number =>
    /^[A-Z0-9_]+$/.test(name) && name.length > 1 ? 0 : /^[A-Z]/.test(name) ? 1 : 2;
  const difference = rank(a) - rank(b);
  if (difference !== 0) return difference;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A module: its docstring, imports and body. */
export function pythonModule(
  path: string,
  docstring: string | undefined,
  imports: Imports,
  body: CodeWriter,
): OutputFile {
  const parts: string[] = [];
  if (docstring !== undefined) parts.push(docstring);
  const block = imports.toString();
  if (block !== '') parts.push(block);
  let text = parts.join('\n\n');
  const code = body.toString();
  // As isort lays it out: two empty lines before a class or function, one before anything else.
  const gap = /^(class |def |async def |@)/.test(code) ? '\n\n\n' : '\n\n';
  if (code !== '') text = text === '' ? code : `${text}${gap}${code}`;
  else if (text !== '') text += '\n';
  return { path, contents: text };
}

import { isRecord, resolvePointer } from '../json';
import { referenceTarget, type ReferencedDocument } from '../references/reference-loader';
import type { LocatedYaml } from './located-yaml';
import { escapePointerSegment } from '@bracken/errors';

/**
 * Most nodes a definition may expand to once every `$ref` is replaced by what it names (a
 * `$ref` back into itself is left as it is). A validator that works on the expanded document
 * takes time in proportion, and schemas that each name an earlier one twice double it per
 * schema.
 */
export const MAX_EXPANDED_NODES = 500_000;
/** Deepest the expanded document may nest. */
export const MAX_EXPANDED_DEPTH = 1000;

/** Why a definition expands too far, and the JSON pointer of the `$ref` (in the main document) that does it. */
export interface ExpansionProblem {
  reason: string;
  pointer: string;
}

interface Frame {
  /** Children still to measure. */
  pending: Array<{ value: unknown; pointer: string }>;
  /** The document `$ref`s inside this node are relative to (`undefined` for the main one). */
  document: string | undefined;
  /** Memo key when the node is the target of a `$ref`. */
  key: string | undefined;
  size: number;
  depth: number;
  /** Pointer in the main document of the `$ref` this frame expands, or of the node itself. */
  pointer: string;
}

/**
 * Measures the document a definition expands to when every `$ref` is followed (see
 * {@link MAX_EXPANDED_NODES}), with each target measured once, so the cost is that of the
 * definition as written. `undefined` when it stays within both limits.
 */
export function expansionProblem(
  root: unknown,
  file: string,
  references: ReadonlyMap<string, ReferencedDocument<LocatedYaml>>,
): ExpansionProblem | undefined {
  const measured = new Map<string, { size: number; depth: number }>();
  const open = new Set<string>();
  const valueOf = (document: string | undefined): unknown =>
    document === undefined ? root : references.get(document)?.parsed.value;
  const frameOf = (value: unknown, document: string | undefined, key: string | undefined, pointer: string): Frame => {
    const pending: Frame['pending'] = [];
    if (Array.isArray(value))
      value.forEach((child, index) => pending.push({ value: child, pointer: `${pointer}/${index}` }));
    else if (isRecord(value))
      for (const name of Object.keys(value))
        pending.push({ value: value[name], pointer: `${pointer}/${escapePointerSegment(name)}` });
    return { pending, document, key, size: 1, depth: 1, pointer };
  };
  const stack: Frame[] = [frameOf(root, undefined, undefined, '')];
  const finish = (frame: Frame, size: number, depth: number): ExpansionProblem | undefined => {
    frame.size += size;
    frame.depth = Math.max(frame.depth, depth + 1);
    if (frame.size > MAX_EXPANDED_NODES)
      return {
        reason: `definition expands to more than ${MAX_EXPANDED_NODES} nodes once its $refs are followed (schemas that name the same schemas over and over)`,
        pointer: frame.pointer,
      };
    if (frame.depth > MAX_EXPANDED_DEPTH)
      return {
        reason: `definition nested too deeply once its $refs are followed (more than ${MAX_EXPANDED_DEPTH} levels)`,
        pointer: frame.pointer,
      };
    return undefined;
  };
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const next = frame.pending.pop();
    if (next === undefined) {
      stack.pop();
      if (frame.key !== undefined) {
        measured.set(frame.key, { size: frame.size, depth: frame.depth });
        open.delete(frame.key);
      }
      const parent = stack[stack.length - 1];
      if (parent) {
        const problem = finish(parent, frame.size, frame.depth);
        if (problem) return problem;
      }
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) {
      const problem = finish(frame, 1, 1);
      if (problem) return problem;
      continue;
    }
    const ref = isRecord(next.value) ? next.value['$ref'] : undefined;
    // Pointers are shown in the main document; inside another one, the `$ref` that led there is.
    const site = frame.document === undefined ? next.pointer : frame.pointer;
    if (typeof ref !== 'string') {
      stack.push(frameOf(next.value, frame.document, undefined, site));
      continue;
    }
    let target: { document: string | undefined; pointer: string } | undefined;
    try {
      const hash = ref.indexOf('#');
      const located = referenceTarget(ref, frame.document ?? file);
      target = {
        document: located?.key ?? frame.document,
        pointer: hash === -1 ? '' : decodeURIComponent(ref.slice(hash + 1)),
      };
    } catch {
      target = undefined;
    }
    const key = target ? `${target.document ?? ''}#${target.pointer}` : undefined;
    const known = key !== undefined ? measured.get(key) : undefined;
    if (target === undefined || key === undefined || open.has(key)) {
      const problem = finish(frame, 1, 1);
      if (problem) return problem;
      continue;
    }
    if (known) {
      const problem = finish(frame, known.size, known.depth);
      if (problem) return problem;
      continue;
    }
    const value = resolvePointer(valueOf(target.document), target.pointer);
    if (value === undefined) {
      const problem = finish(frame, 1, 1);
      if (problem) return problem;
      continue;
    }
    open.add(key);
    stack.push(frameOf(value, target.document, key, target.document === undefined ? target.pointer : site));
  }
  return undefined;
}

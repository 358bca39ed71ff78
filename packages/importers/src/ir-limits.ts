import { containedType, type IntermediateRepresentation, type TypeId, type TypeReference } from '@bracken/ir';
import { ImporterError } from './errors';

/**
 * Longest chain of aliases, each naming the next (through lists, sets, maps, optional and
 * nullable): far longer than any real definition writes, yet short enough for every step that
 * follows an alias to the type it stands for.
 */
export const MAX_ALIAS_CHAIN = 1000;

/**
 * Deepest inheritance (`allOf` parents kept as `extends`). Real definitions stay within a few
 * levels; each level multiplies the work of resolving an object's inherited properties.
 */
export const MAX_INHERITANCE_DEPTH = 100;

/** The named type a reference stands for through wrappers, if any. */
function wrapped(type: TypeReference): TypeId | undefined {
  for (let current: TypeReference | undefined = type; current !== undefined; current = containedType(current)) {
    if (current.kind === 'named') return current.typeId;
  }
  return undefined;
}

function limitError(ir: IntermediateRepresentation, id: TypeId, what: string, file: string | undefined): ImporterError {
  const source = ir.types[id]?.source;
  const where = source?.file ?? file;
  return new ImporterError(what, {
    ...(where !== undefined ? { file: where } : {}),
    ...(source?.line !== undefined ? { line: source.line, column: source.column ?? 1 } : {}),
    pointer: source?.pointer ?? '',
  });
}

/**
 * Rejects an IR whose aliases chain more than {@link MAX_ALIAS_CHAIN} deep or whose objects
 * inherit more than {@link MAX_INHERITANCE_DEPTH} levels deep, located at the first type of
 * the chain. Both walks visit each type once.
 *
 * @throws ImporterError naming the limit.
 */
export function assertReferenceDepth(ir: IntermediateRepresentation, file?: string): void {
  const nextAlias = (id: TypeId): TypeId | undefined => {
    const shape = ir.types[id]?.shape;
    if (shape?.kind !== 'alias') return undefined;
    const target = wrapped(shape.aliasOf);
    return target !== undefined && ir.types[target]?.shape.kind === 'alias' ? target : undefined;
  };
  // A chain is no longer than the links there are: most definitions have too few to check.
  let links = 0;
  let heirs = 0;
  for (const id in ir.types) {
    const shape = ir.types[id]!.shape;
    if (shape.kind === 'alias') {
      if (nextAlias(id) !== undefined) links++;
    } else if (shape.kind === 'object' && shape.extends.length > 0) heirs++;
  }
  if (links >= MAX_ALIAS_CHAIN) assertAliasChains(ir, nextAlias, file);
  if (heirs >= MAX_INHERITANCE_DEPTH) assertInheritanceDepth(ir, file);
}

function assertAliasChains(
  ir: IntermediateRepresentation,
  nextAlias: (id: TypeId) => TypeId | undefined,
  file: string | undefined,
): void {
  // An alias names at most one other type, so its chain is a path that may end in a loop.
  const aliasDepth = new Map<TypeId, number>();
  for (const start in ir.types) {
    if (ir.types[start]!.shape.kind !== 'alias' || aliasDepth.has(start)) continue;
    const path: TypeId[] = [];
    const onPath = new Map<TypeId, number>();
    let tail = 0;
    let loopFrom = -1;
    for (let id: TypeId | undefined = start; id !== undefined; id = nextAlias(id)) {
      const known = aliasDepth.get(id);
      if (known !== undefined) {
        tail = known;
        break;
      }
      const seen = onPath.get(id);
      if (seen !== undefined) {
        loopFrom = seen;
        break;
      }
      onPath.set(id, path.length);
      path.push(id);
      if (path.length > MAX_ALIAS_CHAIN) break;
    }
    for (let index = path.length - 1; index >= 0; index--) {
      const depth = loopFrom !== -1 && index >= loopFrom ? path.length - loopFrom : path.length - index + tail;
      aliasDepth.set(path[index]!, depth);
    }
    if (path.length + tail > MAX_ALIAS_CHAIN)
      throw limitError(
        ir,
        start,
        `type aliases chain too deep (more than ${MAX_ALIAS_CHAIN} aliases, each naming the next)`,
        file,
      );
  }
}

function assertInheritanceDepth(ir: IntermediateRepresentation, file: string | undefined): void {
  // The longest line of parents, each type measured once (a loop counts once).
  const inheritance = new Map<TypeId, number>();
  for (const start in ir.types) {
    const shape = ir.types[start]!.shape;
    if (shape.kind !== 'object' || shape.extends.length === 0 || inheritance.has(start)) continue;
    const stack: Array<{ id: TypeId; next: number }> = [{ id: start, next: 0 }];
    const open = new Set<TypeId>([start]);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const own = ir.types[frame.id]?.shape;
      const parents = own?.kind === 'object' ? own.extends : [];
      if (frame.next < parents.length) {
        const parent = parents[frame.next++]!;
        if (inheritance.has(parent) || open.has(parent)) continue;
        open.add(parent);
        stack.push({ id: parent, next: 0 });
        continue;
      }
      let depth = 1;
      for (const parent of parents) depth = Math.max(depth, 1 + (inheritance.get(parent) ?? 0));
      inheritance.set(frame.id, depth);
      open.delete(frame.id);
      stack.pop();
      if (depth > MAX_INHERITANCE_DEPTH)
        throw limitError(
          ir,
          frame.id,
          `inheritance too deep (more than ${MAX_INHERITANCE_DEPTH} levels of allOf parents)`,
          file,
        );
    }
  }
}

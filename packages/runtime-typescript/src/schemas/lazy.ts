import type { ObjectLikeSchema, ObjectSchema } from "./object";
import { buildObject } from "./object";
import { createSchema, type BaseSchema, type Schema } from "./schema";

function memoize<T>(getter: () => T): () => T {
  let cached: { value: T } | undefined;
  return () => (cached ??= { value: getter() }).value;
}

/**
 * A schema resolved on first use, for recursive types.
 * @example
 * ```ts
 * const Tree: Schema<TreeRaw, Tree> = serialization.object({
 *   children: serialization.lazy(() => serialization.list(Tree)).optional(),
 * });
 * ```
 */
export function lazy<Raw, Parsed>(getter: () => BaseSchema<Raw, Parsed>): Schema<Raw, Parsed> {
  const resolve = memoize(getter);
  return createSchema<Raw, Parsed>({
    getType: () => resolve().getType(),
    parse: (raw, opts) => resolve().parse(raw, opts),
    json: (parsed, opts) => resolve().json(parsed, opts),
  });
}

/**
 * Like {@link lazy}, for object schemas: the result can still be extended and used as a
 * union member.
 * @example
 * ```ts
 * const Node: ObjectSchema<NodeRaw, Node> = serialization.object({
 *   next: serialization.lazyObject(() => Node).optional(),
 * });
 * ```
 */
export function lazyObject<Raw, Parsed>(getter: () => ObjectLikeSchema<Raw, Parsed>): ObjectSchema<Raw, Parsed> {
  const resolve = memoize(getter);
  const delegate = buildObject<Raw, Parsed>(() => resolve().getProperties(), []);
  const forwarded = createSchema<Raw, Parsed>({
    getType: () => "object",
    parse: (raw, opts) => resolve().parse(raw, opts),
    json: (parsed, opts) => resolve().json(parsed, opts),
  });
  return {
    ...forwarded,
    getProperties: delegate.getProperties,
    extend: delegate.extend,
    withParsedProperties: delegate.withParsedProperties,
  };
}

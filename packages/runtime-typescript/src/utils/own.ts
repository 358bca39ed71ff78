/**
 * Own-property access for objects whose keys come from data. `obj[key] = value` with the key
 * `__proto__` would replace the object's prototype instead of adding a property, and
 * `obj[key]` for a missing `__proto__` or `constructor` would read an inherited member.
 */

/**
 * Adds `key` as an own, enumerable property, whatever its name.
 *
 * @example
 * ```ts
 * const out: Record<string, unknown> = {};
 * setOwn(out, "__proto__", { admin: true }); // an own property; the prototype is untouched
 * ```
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}

/**
 * Reads `key` only when it is the object's own property, so an inherited member is never
 * taken for data.
 *
 * @example
 * ```ts
 * getOwn({}, "constructor"); // undefined, not Object
 * ```
 */
export function getOwn(source: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(source, key) ? source[key] : undefined;
}

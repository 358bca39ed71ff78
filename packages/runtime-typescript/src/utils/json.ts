/**
 * `JSON.stringify` that also writes `bigint` values as plain JSON numbers, so large integers
 * reach the server without losing digits. Everything else follows `JSON.stringify`.
 *
 * @example
 * ```ts
 * toJson({ id: 9007199254740993n }); // '{"id":9007199254740993}'
 * ```
 */
export function toJson(value: unknown): string {
  return writeJson(value, "") ?? "null";
}

function writeJson(input: unknown, key: string): string | undefined {
  let value = input;
  if (typeof value === "object" && value !== null && typeof (value as { toJSON?: unknown }).toJSON === "function") {
    value = (value as { toJSON: (key: string) => unknown }).toJSON(key);
  }
  switch (typeof value) {
    case "bigint":
      return value.toString();
    case "string":
      return JSON.stringify(value);
    case "number":
      return Number.isFinite(value) ? String(value) : "null";
    case "boolean":
      return value ? "true" : "false";
    case "undefined":
    case "function":
    case "symbol":
      return undefined;
    default:
      break;
  }
  if (value === null) return "null";
  if (Array.isArray(value)) {
    return "[" + value.map((item, index) => writeJson(item, String(index)) ?? "null").join(",") + "]";
  }
  const parts: string[] = [];
  for (const [prop, nested] of Object.entries(value as Record<string, unknown>)) {
    const written = writeJson(nested, prop);
    if (written !== undefined) parts.push(JSON.stringify(prop) + ":" + written);
  }
  return "{" + parts.join(",") + "}";
}

/** A parsed Conjure type expression such as `map<string, list<Recipe>>`. */
export type TypeExpression =
  | { kind: 'reference'; name: string }
  | { kind: 'container'; container: 'optional' | 'list' | 'set'; item: TypeExpression }
  | { kind: 'map'; key: TypeExpression; value: TypeExpression };

/** Thrown for a malformed expression; `offset` is the 0-based character where it went wrong. */
export class TypeExpressionSyntaxError extends Error {
  override name = 'TypeExpressionSyntaxError';
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/**
 * Parses a Conjure type expression. Names may carry an import namespace (`common.Page`).
 *
 * @example parseTypeExpression("optional<list<string>>")
 */
export function parseTypeExpression(text: string): TypeExpression {
  let i = 0;
  const skip = (): void => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const expect = (char: string): void => {
    skip();
    if (text[i] !== char) throw new TypeExpressionSyntaxError(`expected "${char}" in type "${text}"`, i);
    i++;
  };
  const parse = (): TypeExpression => {
    skip();
    const start = i;
    while (i < text.length && /[A-Za-z0-9_.]/.test(text[i]!)) i++;
    const name = text.slice(start, i);
    if (name.length === 0) throw new TypeExpressionSyntaxError(`expected a type name in "${text}"`, start);
    skip();
    if (text[i] !== '<') return { kind: 'reference', name };
    i++;
    if (name === 'map') {
      const key = parse();
      expect(',');
      const value = parse();
      expect('>');
      return { kind: 'map', key, value };
    }
    if (name !== 'optional' && name !== 'list' && name !== 'set')
      throw new TypeExpressionSyntaxError(`unknown container "${name}" in type "${text}"`, start);
    const item = parse();
    expect('>');
    return { kind: 'container', container: name, item };
  };
  const result = parse();
  skip();
  if (i !== text.length) throw new TypeExpressionSyntaxError(`unexpected "${text.slice(i)}" in type "${text}"`, i);
  return result;
}

import ts from 'typescript';
import { generateTypeScriptSdk } from '../index';
import { petstoreIr } from '../__fixtures__/petstore';
import { breakLongLines, layOutUnion, lineShape } from './line-breaking';

/** The tokens of a source text, without what breaking may add: trailing commas and semicolons, a union's leading `|`. */
function tokens(text: string): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  const out: string[] = [];
  // What each open `{` or `${` is, so that `}` resumes a template where it closes one.
  const braces: Array<'brace' | 'template'> = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.CloseBraceToken && braces.pop() === 'template')
      kind = scanner.reScanTemplateToken(false);
    if (
      (kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) &&
      ['(', ',', '=', ':', '[', '!', '&&', '||', '?', '{', ';', 'return'].includes(out[out.length - 1] ?? '(')
    )
      kind = scanner.reScanSlashToken();
    if (kind === ts.SyntaxKind.OpenBraceToken) braces.push('brace');
    if (kind === ts.SyntaxKind.TemplateHead || kind === ts.SyntaxKind.TemplateMiddle) braces.push('template');
    const token = scanner.getTokenText();
    if ((token === ')' || token === ']' || token === '}') && out[out.length - 1] === ',') out.pop();
    if (token === '}' && out[out.length - 1] === ';') out.pop();
    // The leading `|` of a union broken one member to a line.
    if (token === '|' && out[out.length - 1] === '=') continue;
    out.push(token);
  }
  return out;
}

describe('breakLongLines', () => {
  it('leaves text without long lines as the same string', () => {
    const text = 'export const a = f(1, 2);\n';
    expect(breakLongLines(text, 120)).toBe(text);
  });

  it('puts the parameters of a long signature one to a line and closes on its own line', () => {
    const line =
      '    public list(request: Petstore.ListPetsRequest, requestOptions?: PetstoreClient.RequestOptions): core.HttpResponsePromise<Petstore.Pet[]> {';
    expect(breakLongLines(`${line}\n`, 120)).toBe(
      [
        '    public list(',
        '        request: Petstore.ListPetsRequest,',
        '        requestOptions?: PetstoreClient.RequestOptions',
        '    ): core.HttpResponsePromise<Petstore.Pet[]> {',
        '',
      ].join('\n'),
    );
  });

  it('hugs the one object of a call, and ends its members with commas', () => {
    const line =
      '        super({ message: "NotFoundError", statusCode: 404, body, ...(rawResponse !== undefined ? { rawResponse } : {}) });';
    expect(breakLongLines(line, 100)).toBe(
      [
        '        super({',
        '            message: "NotFoundError",',
        '            statusCode: 404,',
        '            body,',
        '            ...(rawResponse !== undefined ? { rawResponse } : {})',
        '        });',
      ].join('\n'),
    );
  });

  it('breaks again inside an item that is still too long', () => {
    const line =
      'return { data: parse(response.body, { unrecognizedObjectKeys: "passthrough", allowUnrecognizedEnumValues: true }), rawResponse: response.rawResponse };';
    const broken = breakLongLines(line, 70);
    expect(broken.split('\n').every((l) => l.length <= 70)).toBe(true);
    expect(broken).toContain('    data: parse(response.body, {\n');
    expect(tokens(broken)).toEqual(tokens(line));
  });

  it('splits a type literal at its semicolons', () => {
    const line =
      'export type Options = { baseUrl: string; timeoutInSeconds?: number; maxRetries?: number; headers?: Record<string, string> };';
    expect(breakLongLines(line, 80)).toBe(
      [
        'export type Options = {',
        '    baseUrl: string;',
        '    timeoutInSeconds?: number;',
        '    maxRetries?: number;',
        '    headers?: Record<string, string>;',
        '};',
      ].join('\n'),
    );
  });

  it('never splits at a comma inside type arguments', () => {
    const line =
      'function f(first: Record<string, Array<Map<string, number>>>, second: Promise<Record<string, unknown>>, third: number): void {}';
    const broken = breakLongLines(line, 80);
    expect(broken).toContain('    first: Record<string, Array<Map<string, number>>>,\n');
    expect(broken).toContain('    second: Promise<Record<string, unknown>>,\n');
  });

  it('never breaks inside strings, template literals, regular expressions or comments', () => {
    const line =
      'call("a, b, (c, d)", `e, ${g(h, i)}, (j, k)`, /[(,)]{2,3}/g, \'l, m\', n) // o, p, (q, r), s, t, u, v, w, x, y, z, more words, more words';
    const broken = breakLongLines(line, 60);
    expect(broken.split('\n')).toEqual([
      'call(',
      '    "a, b, (c, d)",',
      '    `e, ${g(h, i)}, (j, k)`,',
      '    /[(,)]{2,3}/g,',
      "    'l, m',",
      '    n',
      ') // o, p, (q, r), s, t, u, v, w, x, y, z, more words, more words',
    ]);
    expect(tokens(broken)).toEqual(tokens(line));
  });

  it('leaves a line alone when it ends inside a template literal or a comment', () => {
    const inTemplate =
      'const text = `first part (a, b, c) of a template literal that runs on past the end of this line, d, e, f';
    const inComment =
      'const value = f(a, b, c); /* a comment (that, runs, on) past the end of this line and on, and on, and on';
    expect(breakLongLines(inTemplate, 40)).toBe(inTemplate);
    expect(breakLongLines(inComment, 40)).toBe(inComment);
    expect(lineShape(inTemplate)).toBeUndefined();
  });

  it('puts each member of a long union on its own line', () => {
    const line = 'export type Period = "Day" | "Half Year" | "Month" | "Quarter" | Record<string, "a" | "b">;';
    expect(breakLongLines(line, 60).split('\n')).toEqual([
      'export type Period =',
      '    | "Day"',
      '    | "Half Year"',
      '    | "Month"',
      '    | "Quarter"',
      '    | Record<string, "a" | "b">;',
    ]);
  });

  it('breaks type arguments when nothing else can be broken', () => {
    const line =
      'export let PetStatus: core.Schema<unknown, PetstoreApi.PetStatusWithAVeryLongNameIndeed> = core.serialization.enum_(';
    expect(breakLongLines(line, 80).split('\n')).toEqual([
      'export let PetStatus: core.Schema<',
      '    unknown,',
      '    PetstoreApi.PetStatusWithAVeryLongNameIndeed',
      '> = core.serialization.enum_(',
    ]);
  });

  it('leaves comment lines to the comment printer', () => {
    const line =
      '     * A description (of, many, things) that is long enough to pass the limit of the line width, and more, and more.';
    expect(breakLongLines(line, 60)).toBe(line);
  });

  it('adds no trailing comma after a rest element', () => {
    const line = 'const { alpha, beta, gamma, delta, epsilon, zeta, eta, theta, ...others } = value;';
    expect(breakLongLines(line, 60).split('\n')).toEqual([
      'const {',
      '    alpha,',
      '    beta,',
      '    gamma,',
      '    delta,',
      '    epsilon,',
      '    zeta,',
      '    eta,',
      '    theta,',
      '    ...others',
      '} = value;',
    ]);
  });

  it('keeps the tokens of every line it breaks', () => {
    const source = [
      'export class PetsClient {',
      '    private async __list(request: Petstore.ListPetsRequest = {}, requestOptions?: PetstoreClient.RequestOptions): Promise<core.WithRawResponse<Petstore.Pet[]>> {',
      '        const response = await this._ctx.send({ method: "GET", path: "/pets", query: { limit: request.limit, tags: request.tags?.map((tag) => tag.trim()) }, headers: { "x-trace": `t-${request.trace ?? ""}` } }, requestOptions);',
      '        if (response.ok === true) return { data: serializers.list(serializers.Pet).parseOrThrow(response.body, { unrecognizedObjectKeys: "passthrough" }), rawResponse: response.rawResponse };',
      '        throw this._ctx.toError(response.error, response.rawResponse, "GET /pets");',
      '    }',
      '}',
      '',
    ].join('\n');
    for (const width of [120, 80, 50]) {
      const broken = breakLongLines(source, width);
      expect(tokens(broken)).toEqual(tokens(source));
      const diagnostics =
        ts.transpileModule(broken, { reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.ES2022 } })
          .diagnostics ?? [];
      expect(diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
    }
  });

  it('breaks every file of a generated SDK, runtime included, into code with the same tokens', async () => {
    const files = await generateTypeScriptSdk(petstoreIr(), {
      packageName: 'petstore-sdk',
      packageVersion: '1.0.0',
      generateReactQueryHooks: true,
    });
    let broken = 0;
    for (const file of files.filter((f) => f.path.endsWith('.ts'))) {
      // Narrower than the printer's width, so that far more lines are broken than in real output.
      const narrow = breakLongLines(file.contents, 50);
      if (narrow !== file.contents) broken++;
      expect({ path: file.path, tokens: tokens(narrow) }).toEqual({ path: file.path, tokens: tokens(file.contents) });
      const diagnostics =
        ts.transpileModule(narrow, {
          fileName: file.path,
          reportDiagnostics: true,
          compilerOptions: { target: ts.ScriptTarget.ES2022 },
        }).diagnostics ?? [];
      expect({
        path: file.path,
        errors: diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
      }).toEqual({ path: file.path, errors: [] });
    }
    expect(broken).toBeGreaterThan(20);
  });
});

describe('layOutUnion', () => {
  it('lays out a union alias exactly as line breaking would', () => {
    const shapes: string[][] = [];
    for (let count = 2; count <= 30; count += 4) {
      for (const size of [1, 8, 30, 130]) {
        const members = Array.from({ length: count }, (_, i) => `"${'v'.repeat(size)}${i}"`);
        shapes.push(
          members,
          [...members, '(string & {})'],
          members.map((m, i) => (i % 2 === 0 ? `Record<string, ${m}>` : m)),
        );
      }
    }
    // A member too long for a line of its own, and breakable: broken again inside.
    shapes.push(['Alpha', `Map<${'Beta, '.repeat(30)}Gamma>`]);
    // Members with blanks around them, or none at all, in a union too long for its line.
    shapes.push([' Alpha ', '', `"${'b'.repeat(110)}"`, '\tGamma']);
    let broken = 0;
    for (const indent of ['', '    ']) {
      for (const members of shapes) {
        const line = `${indent}export type Choice = ${members.join(' | ')};`;
        const laidOut = layOutUnion(indent, 'export type Choice', members);
        expect(laidOut).toBe(breakLongLines(line));
        if (laidOut !== line) broken++;
      }
    }
    expect(broken).toBeGreaterThan(shapes.length);
  });

  it('leaves to the scanner what only a scan can place', () => {
    expect(layOutUnion('', 'export type One', ['"only"'])).toBeUndefined();
    expect(layOutUnion('', 'export type Nested', ['A', '(B | C)[]'])).toBeUndefined();
  });
});

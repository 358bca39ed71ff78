import { breakLongLines, breakPiece } from '../printer/line-breaking';
import { layOutOkReturn, layOutOptionsCall, layOutParenList } from './client-layout';

const RESPONSE_OPTIONS = [
  'unrecognizedObjectKeys: "passthrough"',
  'allowUnrecognizedEnumValues: true',
  'skipValidation: true',
  'breadcrumbsPrefix: ["response"]',
];

function word(length: number): string {
  return `N${'a'.repeat(Math.max(0, length - 1))}`;
}

// Every item length from short to past the width, so each way a line can break is met.
const LENGTHS = [1, 5, 20, 40, 60, 80, 100, 110, 115, 120, 130];

describe('layOutParenList', () => {
  it('lays out a signature exactly as line breaking would', () => {
    const seen = new Set<number>();
    for (const length of LENGTHS) {
      for (const tail of [
        ': core.HttpResponsePromise<Api.Pet> {',
        `: Promise<core.WithRawResponse<Api.${word(length)}[]>> {`,
      ]) {
        const items = [
          `${word(length)}: string`,
          `request: Api.${word(length)}Request = {}`,
          'requestOptions?: Client.RequestOptions',
        ];
        for (let count = 1; count <= items.length; count++) {
          const chosen = items.slice(items.length - count);
          const head = `    public ${word(length)}`;
          const line = `${head}(${chosen.join(', ')})${tail}`;
          const laidOut = layOutParenList(head, chosen, tail);
          if (laidOut === undefined) continue;
          expect({ line, laidOut }).toEqual({ line, laidOut: breakLongLines(line) });
          seen.add(laidOut.split('\n').length);
        }
      }
    }
    // Whole, one item to a line, and an item broken inside.
    expect([...seen].length).toBeGreaterThanOrEqual(3);
  });

  it('lays out a call of one call and a throw of three items as line breaking would', () => {
    let broken = 0;
    for (const length of LENGTHS) {
      const calls: Array<[string, string[], string]> = [
        [
          '        return core.HttpResponsePromise.fromPromise',
          [`this.__${word(length)}(${word(length)}, request, requestOptions)`],
          ';',
        ],
        [
          '            throw this._ctx.toError',
          ['response.error', 'response.rawResponse', `"GET /v1/${word(length)}/{id}/(x), [y]"`],
          ';',
        ],
      ];
      for (const [head, items, tail] of calls) {
        const line = `${head}(${items.join(', ')})${tail}`;
        const laidOut = layOutParenList(head, items, tail);
        expect(laidOut).toBeDefined();
        expect({ line, laidOut }).toEqual({ line, laidOut: breakLongLines(line) });
        if (laidOut !== line) broken++;
      }
    }
    expect(broken).toBeGreaterThan(0);
  });

  it('declines a line whose head or tail holds a longer pair, or whose last item is hugged', () => {
    expect(layOutParenList(`    f(${word(130)})`, ['a', 'b'], ';')).toBeUndefined();
    expect(layOutParenList('    f', ['a', `{ b: ${word(130)} }`], ';')).toBeUndefined();
    expect(layOutParenList('    f', ['a', 'b'], `.then(${word(130)});`)).toBeUndefined();
  });
});

describe('layOutOptionsCall', () => {
  it('lays out a call hugging its options exactly as line breaking would', () => {
    const seen = new Set<number>();
    for (const length of LENGTHS) {
      for (const schema of [`serializers.${word(length)}`, `serialization.list(serializers.${word(length)})`]) {
        for (const options of [RESPONSE_OPTIONS, RESPONSE_OPTIONS.slice(3)]) {
          const head = `                body: ${schema}.jsonOrThrow`;
          const line = `${head}(body, { ${options.join(', ')} }),`;
          const laidOut = layOutOptionsCall(head, 'body', options, ',');
          if (laidOut === undefined) continue;
          expect({ line, laidOut }).toEqual({ line, laidOut: breakLongLines(line) });
          seen.add(laidOut.split('\n').length);
        }
      }
    }
    // Whole, and hugging one option or four.
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 3, 6]);
  });
});

describe('layOutOkReturn', () => {
  it('lays out the parsed response exactly as line breaking would', () => {
    let laidOutCount = 0;
    for (const length of LENGTHS) {
      const datas = [
        `serializers.${word(length)}.parseOrThrow(response.body, { ${RESPONSE_OPTIONS.join(', ')} })`,
        `serialization.list(serializers.${word(length)}).parseOrThrow(response.body, { ${RESPONSE_OPTIONS.join(', ')} })`,
        `response.body as Record<string, Api.${word(length)}>`,
        'undefined',
      ];
      for (const data of datas) {
        for (const indent of ['        ', '            ']) {
          const line = `${indent}if (response.ok === true) return { data: ${data}, rawResponse: response.rawResponse };`;
          const viaPiece = layOutOkReturn(indent, data, () => undefined);
          const viaCall = layOutOkReturn(indent, data, (item) => {
            const call = item.indexOf('.parseOrThrow(');
            return call === -1
              ? undefined
              : layOutOptionsCall(`${item.slice(0, call)}.parseOrThrow`, 'response.body', RESPONSE_OPTIONS, ',');
          });
          expect({ line, viaPiece }).toEqual({ line, viaPiece: breakLongLines(line) });
          expect({ line, viaCall }).toEqual({ line, viaCall: breakLongLines(line) });
          if (viaCall !== line) laidOutCount++;
        }
      }
    }
    expect(laidOutCount).toBeGreaterThan(0);
  });

  it('leaves an item line it cannot read to line breaking', () => {
    expect(breakPiece('            data: "open,', 1)).toBeUndefined();
    expect(layOutOkReturn('        ', `"${word(120)}`, () => undefined)).toBeUndefined();
  });
});

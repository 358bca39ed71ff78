import { breakLongLines } from '../printer/line-breaking';
import { objectSchemaHead } from './types';

describe('objectSchemaHead', () => {
  it('lays out the first line of an object schema exactly as line breaking would', () => {
    let unchanged = 0;
    let outerOnly = 0;
    let both = 0;
    for (const api of ['Api', 'GitHubSOfficialOpenApiSpecOctokitExtension']) {
      for (const core of ['serialization', 'serialization_1']) {
        for (let length = 1; length <= 140; length++) {
          const name = `N${'a'.repeat(length - 1)}`;
          const type = `${api}.${name}`;
          const line = `export let ${name}: ${core}.Schema<unknown, ${type}> = buildSchema(() => ${core}.objectOf<${type}>(() => ({`;
          const laidOut = objectSchemaHead(name, core, api, 'buildSchema');
          expect({ name, laidOut }).toEqual({ name, laidOut: breakLongLines(line) });
          const lines = laidOut.split('\n').length;
          if (lines === 1) unchanged++;
          else if (lines === 4) outerOnly++;
          else both++;
        }
      }
    }
    // Every way the line can come out is covered: whole, outer type arguments broken, both broken.
    expect(unchanged).toBeGreaterThan(0);
    expect(outerOnly).toBeGreaterThan(0);
    expect(both).toBeGreaterThan(0);
  });
});

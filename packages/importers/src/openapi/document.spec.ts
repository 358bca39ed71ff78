import { mkdtemp, writeFile } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { ImporterError } from '../errors';
import { loadOpenApiDocument } from './document';

async function writeDefinition(text: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bracken-document-'));
  const file = path.join(folder, 'openapi.json');
  await writeFile(file, text, 'utf8');
  return file;
}

const definition = (extra: Record<string, unknown>): Record<string, unknown> => ({
  openapi: '3.0.3',
  info: { title: 'Text', version: '1' },
  paths: {},
  ...extra,
});

describe('reading a JSON definition', () => {
  it('keeps text outside ASCII exactly as written, in keys and values', async () => {
    const value = 'café 日本 😀 \u2028 ü';
    const document = definition({
      'x-note': value,
      components: { schemas: { Grüße: { type: 'string', description: value } } },
    });
    const loaded = await loadOpenApiDocument({
      file: await writeDefinition(JSON.stringify(document)),
      displayFile: 'openapi.json',
    });
    expect(loaded.document).toEqual(document);
  });

  it('reads a definition that is mostly in another script', async () => {
    const schemas: Record<string, unknown> = {};
    for (let index = 0; index < 5000; index++)
      schemas[`S${index}`] = { type: 'string', description: `説明 ${index} é` };
    const document = definition({ components: { schemas } });
    const loaded = await loadOpenApiDocument({ file: await writeDefinition(JSON.stringify(document)) });
    expect(loaded.document).toEqual(document);
  });

  it('still rejects an invalid escape before a character outside ASCII, with its location', async () => {
    const file = await writeDefinition('{"openapi": "3.0.3", "info": {"title": "\\é", "version": "1"}, "paths": {}}');
    const error = await loadOpenApiDocument({ file, displayFile: 'openapi.json' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImporterError);
    expect((error as ImporterError).message).toMatch(/^cannot parse the definition \(Invalid escape sequence/);
  });

  it('reads a byte order mark and surrounding whitespace like before', async () => {
    const document = definition({ 'x-note': 'é' });
    const loaded = await loadOpenApiDocument({ file: await writeDefinition(`\ufeff \n${JSON.stringify(document)}\n`) });
    expect(loaded.document).toEqual(document);
  });
});

describe('checking a definition before import', () => {
  it('names the first $ref loop met in document order, after the version check', async () => {
    // A's $ref is the first one in the file: the loop is told from where it points.
    const schemas = {
      A: { $ref: '#/components/schemas/B' },
      B: { $ref: '#/components/schemas/A' },
      C: { type: 'string' },
    };
    const file = await writeDefinition(JSON.stringify(definition({ components: { schemas } })));
    await expect(loadOpenApiDocument({ file })).rejects.toThrow(
      'circular $ref with no schema in between (#/components/schemas/B → #/components/schemas/A → #/components/schemas/B)',
    );
    // With two loops, the one whose first $ref comes first in the file is named.
    const two = {
      X: { $ref: '#/components/schemas/Y' },
      Y: { $ref: '#/components/schemas/X' },
      P: { $ref: '#/components/schemas/Q' },
      Q: { $ref: '#/components/schemas/P' },
    };
    const both = await writeDefinition(JSON.stringify(definition({ components: { schemas: two } })));
    await expect(loadOpenApiDocument({ file: both })).rejects.toThrow(
      '(#/components/schemas/Y → #/components/schemas/X → #/components/schemas/Y)',
    );
    const unversioned = await writeDefinition(JSON.stringify({ info: { title: 'x' }, components: { schemas } }));
    await expect(loadOpenApiDocument({ file: unversioned })).rejects.toThrow('not an OpenAPI definition');
  });

  it('rejects nesting past 1000 levels with the pointer of the first node too deep', async () => {
    let deep: Record<string, unknown> = {};
    for (let level = 0; level < 1005; level++) deep = { a: deep };
    const file = await writeDefinition(JSON.stringify(definition({ 'x-deep': deep })));
    const error = await loadOpenApiDocument({ file }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImporterError);
    expect((error as ImporterError).message).toContain('definition nested too deeply (more than 1000 levels)');
    // The node at depth 1001: `x-deep` and then 1000 `a` keys, cut at 200 characters.
    expect((error as ImporterError).pointer).toBe(`${`/x-deep${'/a'.repeat(1000)}`.slice(0, 200)}…`);
  });
});

import { mkdtemp, writeFile } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseOpenApi } from './parse-openapi';
import { allEndpoints } from '@bracken/ir';
import { endpointOf, fixture, importFixture, propertyOf } from './test-helpers';

describe('overlays, overrides and namespaces', () => {
  it('applies an Overlay 1.0 document: update and remove by JSONPath', async () => {
    const ir = await importFixture('base.yml', {}, {}, { overlays: 'overlay.yml' });
    expect(ir.title).toBe('Overlaid');
    expect(allEndpoints(ir).map((e) => e.id)).toEqual(['GET /pets']);
    expect(endpointOf(ir, 'GET /pets').name.camelCase).toBe('listAll');
  });

  it('deep-merges overrides in listed order, after the overlay', async () => {
    const ir = await importFixture(
      'base.yml',
      {},
      {},
      { overlays: 'overlay.yml', overrides: ['override-1.yml', 'override-2.yml'] },
    );
    expect(ir.docs).toBe('Second override wins.');
    expect(endpointOf(ir, 'GET /pets').summary).toBe('From the first override');
    expect(endpointOf(ir, 'GET /pets').name.camelCase).toBe('listAll');
    expect(propertyOf(ir, 'Pet', 'name')).toBeDefined();
    expect(propertyOf(ir, 'Pet', 'nickname')).toBeDefined();
  });

  it('a single override file may be a string', async () => {
    const ir = await importFixture('base.yml', {}, {}, { overrides: 'override-1.yml' });
    expect(ir.docs).toBe('First override.');
  });

  it('namespace prefixes endpoint, type and error ids', async () => {
    const ir = await importFixture('swagger2.yml', {}, {}, { namespace: 'v1' });
    expect(ir.namespaces).toEqual(['v1']);
    const endpoint = endpointOf(ir, 'v1::POST /pets');
    expect(endpoint.namespace).toBe('v1');
    expect(endpoint.requestBody).toMatchObject({ bodyType: { kind: 'named', typeId: 'v1::Pet' } });
    expect(endpoint.errors).toEqual(['v1::NotFoundError']);
    expect(ir.types['v1::Pet']?.namespace).toBe('v1');
  });

  it('reports an invalid overlay target with its location', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bracken-overlay-'));
    await writeFile(path.join(dir, 'bad-overlay.yml'), 'overlay: 1.0.0\nactions:\n  - update: {}\n');
    await expect(
      parseOpenApi({ file: fixture('base.yml'), overlays: path.join(dir, 'bad-overlay.yml') }),
    ).rejects.toMatchObject({ file: 'bad-overlay.yml', pointer: '/actions/0' });
  });
});

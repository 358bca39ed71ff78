import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseOpenApi } from '@bracken/importers';
import { createName, type TypeShape } from '@bracken/ir';
import { createContext } from './context';
import { emitScaffold } from './emit/scaffold';
import {
  TYPESCRIPT_SDK_GENERATOR,
  TypeScriptGeneratorError,
  generateTypeScriptSdk,
  type TypeScriptGeneratorOptions,
} from './index';
import { bearer, petstoreIr } from './__fixtures__/petstore';
import { authIr } from './__fixtures__/auth';
import { fullReadme } from './__fixtures__/readme';
import { object, param, prop, t, typeDecl } from './__fixtures__/builder';
import { REPO_ROOT, compileSdk, writeSdk } from './__fixtures__/sdk-harness';
import { unbroken } from './__fixtures__/unbroken';

const OPTIONS: TypeScriptGeneratorOptions = { packageName: '@acme/petstore-sdk', packageVersion: '1.2.3' };

async function generate(
  options: Partial<TypeScriptGeneratorOptions> = {},
  ir = petstoreIr(),
): Promise<Map<string, string>> {
  const files = await generateTypeScriptSdk(ir, { ...OPTIONS, ...options });
  return new Map(files.map((f) => [f.path, f.contents]));
}

describe('generateTypeScriptSdk', () => {
  it('answers to bracken-typescript-sdk', () => {
    expect(TYPESCRIPT_SDK_GENERATOR).toBe('bracken-typescript-sdk');
  });

  it('emits the documented layout, sorted by path', async () => {
    const files = await generateTypeScriptSdk(petstoreIr(), { ...OPTIONS, snippets: true });
    const paths = files.map((f) => f.path);
    expect(paths).toEqual([...paths].sort());
    for (const path of [
      'src/index.ts',
      'src/Client.ts',
      'src/ClientContext.ts',
      'src/environments.ts',
      'src/version.ts',
      'src/errors/PetstoreError.ts',
      'src/errors/PetstoreTimeoutError.ts',
      'src/api/index.ts',
      'src/api/types.ts',
      'src/api/errors/NotFoundError.ts',
      'src/api/resources/pets/client/Client.ts',
      'src/api/resources/pets/client/requests/index.ts',
      'src/serialization/index.ts',
      'src/core/index.ts',
      'package.json',
      'tsconfig.json',
      'tsconfig.esm.json',
      'tsconfig.cjs.json',
      'scripts/rename-to-esm-files.js',
      'README.md',
      'snippets.json',
      '.github/workflows/ci.yml',
      '.gitignore',
      '.npmignore',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((p) => p.endsWith('.spec.ts'))).toBe(false);
  });

  it('exports the public shape from src/index.ts', async () => {
    expect((await generate()).get('src/index.ts')).toBe(
      'export * as Petstore from "./api";\nexport { PetstoreClient } from "./Client";\nexport { PetstoreEnvironment } from "./environments";\nexport { PetstoreError, PetstoreTimeoutError } from "./errors";\nexport { CoreError, SchemaValidationError, StreamError, WebhookVerificationError } from "./core";\n',
    );
  });

  it('exports a runtime error under a prefixed name when the SDK already has that name', async () => {
    const index = (await generate({ namespaceExport: 'Stream' })).get('src/index.ts')!;
    expect(index).toContain('export { StreamError, StreamTimeoutError } from "./errors";');
    expect(index).toContain(
      'export { CoreError, SchemaValidationError, StreamError as StreamStreamError, WebhookVerificationError } from "./core";',
    );
  });

  it('types date-times as Date with the serialization layer, and as strings without it', async () => {
    const serde = await generate({ snippets: true });
    expect(serde.get('src/api/types.ts')).toContain('bornAt?: Date;');
    expect(serde.get('src/serialization/index.ts')).toContain(
      'bornAt: serialization.property("born_at", serialization.date().optional()),',
    );
    const raw = await generate({ noSerdeLayer: true, snippets: true });
    expect(raw.get('src/api/types.ts')).toContain('born_at?: string;');
    expect(raw.get('README.md')).toContain('Date and date-time values are ISO 8601 strings');
    expect(serde.get('README.md')).toContain('Date-only values (`format: date`) stay `"YYYY-MM-DD"` strings');
  });

  it('writes reference.md: every endpoint by service, with signature, description, parameters and example', async () => {
    const reference = (await generate()).get('reference.md')!;
    const ir = petstoreIr();
    for (const service of ir.services)
      expect(reference).toContain(`Reached through \`client.${service.name.camelCase}\`.`);
    const endpointCount = ir.services.reduce((n, s) => n + s.endpoints.length, 0);
    expect(reference.match(/^### `client\./gm)).toHaveLength(endpointCount);
    expect(reference).toContain(
      '### `client.pets.getPet(petId: string, requestOptions?: PetstoreClient.RequestOptions) -> Promise<Petstore.Pet>`',
    );
    expect(reference).toContain('`GET /pets/{pet_id}`\n\nGets a pet.');
    expect(reference).toContain("| `request.name` | `string` | yes | The pet's name. |");
    expect(reference).toContain('```typescript\nawait client.pets.createPet({ name: "Rex" });\n```');
    expect(reference).toContain('import { PetstoreClient, PetstoreEnvironment } from "@acme/petstore-sdk";');
  });

  it('mentions the React Query hooks in the README only when they are generated', async () => {
    const readme = (await generate({ generateReactQueryHooks: true })).get('README.md')!;
    expect(readme).toContain('### React Query hooks');
    expect(readme).toContain('import { PetstoreHooks, PetstoreClientProvider } from "@acme/petstore-sdk/react-query";');
    expect(readme).toMatch(/const \{ data, isPending \} = PetstoreHooks\.\w+\.\w+\.useQuery\(\);/);
    expect((await generate()).get('README.md')).not.toContain('React Query');
  });

  it('uses namespaceExport for every exported name', async () => {
    const files = await generate({ namespaceExport: 'Acme' });
    expect(files.get('src/index.ts')).toContain('export * as Acme from "./api";');
    expect(files.get('src/index.ts')).toContain('export { AcmeClient }');
    expect(files.has('src/errors/AcmeTimeoutError.ts')).toBe(true);
  });

  it('drops the serialization layer with noSerdeLayer and keeps wire names in the types', async () => {
    const files = await generate({ noSerdeLayer: true });
    expect([...files.keys()].some((p) => p.startsWith('src/serialization/'))).toBe(false);
    expect(files.get('src/api/types.ts')).toContain('pet_id: string;');
    const serde = await generate();
    expect(serde.get('src/api/types.ts')).toContain('petId: string;');
    expect(serde.get('src/serialization/index.ts')).toContain(
      'petId: serialization.property("pet_id", serialization.string()),',
    );
  });

  it('types optional map values as Record<string, T | undefined> with record(string(), T.optional()) (rule 10)', async () => {
    const files = await generate();
    expect(files.get('src/api/types.ts')).toContain('attributes?: Record<string, number | undefined>;');
    expect(files.get('src/api/types.ts')).toContain('metadata?: Record<string, unknown>;');
    expect(unbroken(files.get('src/serialization/index.ts')!)).toContain(
      'serialization.record(serialization.string(), serialization.number().optional())',
    );
  });

  it('emits forward-compatible enums as an open union plus constants', async () => {
    const files = await generate();
    expect(files.get('src/api/types.ts')).toContain(
      'export type PetStatus = "available" | "pending" | "sold" | (string & {});',
    );
    expect(files.get('src/api/types.ts')).toContain('export type StrictColor = "red" | "green";');
  });

  it('documents thrown errors: declared ones, the base class and the timeout class (rule 8)', async () => {
    const client = (await generate()).get('src/api/resources/pets/client/Client.ts')!;
    const getPetDocs = client.slice(client.indexOf('Gets a pet.'), client.indexOf('public getPet('));
    expect(getPetDocs).toContain('@throws {@link Petstore.NotFoundError} on status 404.');
    expect(getPetDocs).toContain('@throws {@link PetstoreError}');
    expect(getPetDocs).toContain('@throws {@link PetstoreTimeoutError}');
  });

  it('escapes comment terminators and template syntax from the definition', async () => {
    const files = await generate();
    expect(files.get('src/api/types.ts')).toContain('Ends a comment: *\\/ must not break out.');
    expect(files.get('src/Client.ts')).toContain('Comments may contain *\\/ and `backticks` and ${templates}.');
  });

  it('resolves the default timeout with the documented precedence (rule 4)', () => {
    const ir = petstoreIr();
    const ms = (o: Partial<TypeScriptGeneratorOptions>) => createContext(ir, { ...OPTIONS, ...o }).defaultTimeoutMs;
    expect(ms({})).toBe(60000);
    expect(ms({ defaultTimeout: 1500 })).toBe(1500);
    expect(ms({ defaultTimeout: 'infinity', defaultTimeoutInSeconds: 5 })).toBeUndefined();
    expect(ms({ defaultTimeoutInSeconds: 5, timeoutInSeconds: 9 })).toBe(5000);
    expect(ms({ timeoutInSeconds: 9 })).toBe(9000);
    expect(ms({ timeoutInSeconds: 'infinity' })).toBeUndefined();
  });

  it('writes package.json with ESM and CJS exports and no runtime dependencies', async () => {
    const pkg = JSON.parse((await generate()).get('package.json')!) as Record<string, unknown>;
    expect(pkg.name).toBe('@acme/petstore-sdk');
    expect(pkg.version).toBe('1.2.3');
    expect(pkg.dependencies).toBeUndefined();
    expect(Object.keys(pkg.devDependencies as object).sort()).toEqual(['@types/node', 'typescript']);
    expect(pkg.exports).toMatchObject({
      '.': { import: { default: './dist/esm/index.mjs' }, require: { default: './dist/cjs/index.js' } },
    });
  });

  it('sets moduleResolution bundler for the ESM build (rule 11)', async () => {
    const esm = JSON.parse((await generate()).get('tsconfig.esm.json')!) as { compilerOptions: Record<string, string> };
    expect(esm.compilerOptions).toMatchObject({ module: 'esnext', moduleResolution: 'bundler' });
  });

  it('pins the publish workflow: lts/Krypton, plain npm publish, semver 7.8.1', async () => {
    const ci = (await generate()).get('.github/workflows/ci.yml')!;
    expect(ci).toContain('node-version: lts/Krypton');
    expect(ci).toContain('npx --yes semver@7.8.1');
    expect(ci).toMatch(/^\s+npm publish$/m);
  });

  it('builds the README from the readme settings', async () => {
    const readme = (await generate({ readme: fullReadme() })).get('README.md')!;
    expect(readme).toContain('[![Pet Shop](https://example.com/banner.png)]');
    expect(readme).toContain('# Pet Shop TypeScript Library');
    expect(readme).toContain('Pets, as a service.');
    expect(readme).toContain('[here](https://docs.example.com)');
    expect(readme).toContain('await client.pets.createPet({ name: "Rex" });');
    expect(readme).toContain('## Custom\n\nInstall @acme/petstore-sdk today.');
    expect(readme).not.toContain('Java only');
    expect(readme).toContain('## Pagination');
    expect(readme).toContain('await client.pets.listPets();');
    expect(readme).toContain('await client.pets.uploadPhoto("pet_id", { file: new Blob(["data"]) });');
    expect(readme).not.toContain('## Contributing');
  });

  it('uses baseUrl in snippets when the API has no environments (rule 1)', async () => {
    const withEnvironments = JSON.parse((await generate({ snippets: true })).get('snippets.json')!) as {
      endpoints: Array<{ snippet: { client: string } }>;
    };
    expect(withEnvironments.endpoints[0]!.snippet.client).toContain('environment: PetstoreEnvironment.Production');
    const without = JSON.parse(
      (await generate({ snippets: true }, petstoreIr({ environments: false }))).get('snippets.json')!,
    ) as { endpoints: Array<{ snippet: { client: string } }> };
    expect(without.endpoints[0]!.snippet.client).toContain('baseUrl: "https://api.example.com"');
    expect(without.endpoints[0]!.snippet.client).not.toContain('environment:');
  });

  it('moves every path parameter into the request object with inlinePathParameters', async () => {
    const positional = (await generate()).get('src/api/resources/pets/client/Client.ts')!;
    expect(unbroken(positional)).toContain(
      'public getPet(petId: string, requestOptions?: PetstoreClient.RequestOptions)',
    );
    const inlined = await generate({ inlinePathParameters: true });
    expect(unbroken(inlined.get('src/api/resources/pets/client/Client.ts')!)).toContain(
      'public getPet(request: Petstore.GetPetRequest, requestOptions?: PetstoreClient.RequestOptions)',
    );
    const requests = inlined.get('src/api/resources/pets/client/requests/index.ts')!;
    expect(/export interface GetPetRequest \{\n([\s\S]*?)\n\}/.exec(requests)?.[1]).toContain('petId: string;');
  });

  it('prefixes a server URL variable whose name is reserved', async () => {
    const client = (await generate()).get('src/Client.ts')!;
    expect(client).toContain('serverUrlEnvironment?: string;');
    expect(client).toContain('region?: string;');
  });

  it('names the maker nowhere in whitelabel output', async () => {
    for (const [path, contents] of await generate({ whitelabel: true, snippets: true })) {
      expect(`${path}\n${contents}`).not.toMatch(/bracken/i);
    }
  });

  it('calls the React Query step when the option is on', async () => {
    const pkg = JSON.parse((await generate({ generateReactQueryHooks: true })).get('package.json')!) as {
      exports: Record<string, unknown>;
      peerDependenciesMeta: unknown;
    };
    expect(pkg.exports['./react-query']).toBeDefined();
    expect(pkg.peerDependenciesMeta).toBeDefined();
  });

  it('rejects options it cannot use, with a clean error', async () => {
    await expect(generateTypeScriptSdk(petstoreIr(), { packageName: '', packageVersion: '1' })).rejects.toThrow(
      TypeScriptGeneratorError,
    );
  });

  it('is deterministic: two runs from different folders give identical bytes, with no absolute paths', async () => {
    const cwd = process.cwd();
    const a = mkdtempSync(join(tmpdir(), 'gen-a-'));
    const b = mkdtempSync(join(tmpdir(), 'gen-b-'));
    try {
      process.chdir(a);
      const first = await generateTypeScriptSdk(petstoreIr(), { ...OPTIONS, snippets: true });
      process.chdir(b);
      const second = await generateTypeScriptSdk(petstoreIr(), { ...OPTIONS, snippets: true });
      expect(second).toEqual(first);
      for (const file of first) {
        expect(file.contents).not.toContain(REPO_ROOT);
        expect(file.contents).not.toContain(a);
        expect(file.contents).not.toMatch(/\b20\d\d-\d\d-\d\dT\d\d:\d\d:\d\d(?!Z")/);
      }
    } finally {
      process.chdir(cwd);
      rmSync(a, { recursive: true, force: true });
      rmSync(b, { recursive: true, force: true });
    }
  });
});

describe('README section on dates', () => {
  it('explains Date objects with the serialization layer and strings without it', async () => {
    expect((await generate()).get('README.md')).toContain(
      'are `Date` objects in the SDK and ISO 8601 strings on the\nwire.',
    );
    expect((await generate({ noSerdeLayer: true })).get('README.md')).toContain(
      'Date and date-time values are ISO 8601 strings, exactly as they are on the wire.',
    );
  });

  it('is left out when only an example value looks like a date type', async () => {
    const ir = authIr([bearer()]);
    expect((await generate({}, ir)).get('README.md')).not.toContain('### Dates');
    const [first] = Object.values(ir.types);
    first!.examples = [{ kind: 'example', value: { kind: 'primitive', primitive: 'date' } }];
    expect((await generate({}, ir)).get('README.md')).not.toContain('### Dates');
    first!.shape = object([prop('at', t.dateTime())]);
    expect((await generate({}, ir)).get('README.md')).toContain('### Dates');
  });

  it('is decided from the IR alone, whatever else was emitted before the README', () => {
    const readme = (ir: ReturnType<typeof authIr>): string | undefined =>
      emitScaffold(createContext(ir, OPTIONS)).find((f) => f.path === 'README.md')?.contents;
    const ir = authIr([bearer()]);
    expect(readme(ir)).not.toContain('### Dates');
    ir.services[0]!.endpoints[0]!.queryParameters.push(param('query', 'since', t.optional(t.dateTime())));
    expect(readme(ir)).toContain('### Dates');
    const credential = authIr([
      {
        kind: 'header',
        id: 'since',
        location: 'header',
        wireName: 'X-Since',
        name: createName('since'),
        valueType: { kind: 'primitive', primitive: 'date' },
      },
    ]);
    expect(readme(credential)).toContain('### Dates');
  });

  it('is added for a date anywhere a type or an endpoint can hold one', async () => {
    const date = t.dateTime();
    const shapes: Array<[string, TypeShape]> = [
      ['a nested property', object([prop('at', t.optional(t.list(t.map(t.nullable(date)))))])],
      ['undeclared keys', object([], { additionalProperties: date })],
      ['an alias', { kind: 'alias', aliasOf: t.set(date) }],
      [
        'a union member',
        {
          kind: 'undiscriminatedUnion',
          members: [
            { kind: 'member', type: t.string() },
            { kind: 'member', type: date },
          ],
        },
      ],
      [
        'a base property of a discriminated union',
        {
          kind: 'discriminatedUnion',
          discriminant: createName('kind'),
          variants: [],
          baseProperties: [prop('at', date)],
        },
      ],
    ];
    for (const [where, shape] of shapes) {
      const ir = authIr([bearer()]);
      ir.types['Stamp'] = typeDecl('Stamp', shape);
      expect([where, (await generate({}, ir)).get('README.md')?.includes('### Dates')]).toEqual([where, true]);
    }
    const places: Array<[string, (ir: ReturnType<typeof authIr>) => void]> = [
      [
        'a query parameter',
        (ir) => ir.services[0]!.endpoints[0]!.queryParameters.push(param('query', 'since', t.optional(date))),
      ],
      ['a header parameter', (ir) => ir.services[0]!.endpoints[0]!.headers.push(param('header', 'X-Since', date))],
      [
        'a response body',
        (ir) =>
          (ir.services[0]!.endpoints[0]!.response = {
            kind: 'json',
            statusCode: 200,
            contentType: 'application/json',
            bodyType: t.list(date),
          }),
      ],
      [
        'a header of every request',
        (ir) => ir.headers.push({ kind: 'globalHeader', name: createName('X-Since'), valueType: date }),
      ],
    ];
    for (const [where, add] of places) {
      const ir = authIr([bearer()]);
      expect([where, (await generate({}, ir)).get('README.md')?.includes('### Dates')]).toEqual([where, false]);
      add(ir);
      expect([where, (await generate({}, ir)).get('README.md')?.includes('### Dates')]).toEqual([where, true]);
    }
  });
});

describe('the module of every named type', () => {
  it('keeps the globals it refers to: types named Date, Record or Blob take a suffix, and the SDK compiles strictly', async () => {
    // The OpenAPI importer already renames such schemas (`RecordModel`); an IR from elsewhere may not.
    const ir = petstoreIr();
    ir.types['Record'] = typeDecl('Record', object([prop('name', t.optional(t.string()))]));
    ir.types['Date'] = typeDecl('Date', object([prop('day', t.optional(t.integer()))]));
    ir.types['Blob'] = typeDecl('Blob', object([prop('size', t.optional(t.integer()))]));
    ir.types['Zone'] = typeDecl(
      'Zone',
      object([
        prop('records', t.optional(t.list(t.named('Record')))),
        prop('tags', t.optional(t.map(t.string()))),
        prop('updated_at', t.optional(t.dateTime())),
        prop('day', t.optional(t.named('Date'))),
        prop('blob', t.optional(t.named('Blob'))),
      ]),
    );
    const files = await generateTypeScriptSdk(ir, OPTIONS);
    const types = files.find((f) => f.path === 'src/api/types.ts')!.contents;
    expect(types).toContain('export interface RecordType {');
    expect(types).toContain('export interface DateType {');
    expect(types).toContain('export interface BlobType {');
    expect(types).toContain('records?: RecordType[];');
    expect(types).toContain('tags?: Record<string, string>;');
    expect(types).toContain('updatedAt?: Date;');
    expect(compileSdk(writeSdk('type-module-globals', files))).toBe('');
  }, 120_000);
});

describe('snapshots (second check)', () => {
  it.each([
    ['kitchen sink', {}, () => petstoreIr()],
    ['no serde, inlined path parameters', { noSerdeLayer: true, inlinePathParameters: true }, () => petstoreIr()],
    ['auth any', {}, () => authIr([bearer()], 'any')],
  ] as const)('%s', async (_name, options, ir) => {
    const files = await generate(options, ir());
    const selected = [...files.entries()].filter(([path]) => !path.startsWith('src/core/') && path !== 'README.md');
    expect(Object.fromEntries(selected)).toMatchSnapshot();
  });
});

describe('definition to SDK', () => {
  it('imports the example Petstore definition and type-checks the SDK strictly', async () => {
    const ir = await parseOpenApi({
      file: resolve(REPO_ROOT, 'examples', 'petstore', 'openapi.yml'),
      displayFile: 'openapi.yml',
    });
    const files = await generateTypeScriptSdk(ir, { packageName: 'petstore-sdk', packageVersion: '0.1.0' });
    expect(compileSdk(writeSdk('example-petstore', files))).toBe('');
  }, 120_000);
});

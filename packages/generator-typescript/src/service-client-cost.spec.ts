import { generateTypeScriptSdk, withEveryModuleChecked } from './index';
import { petstoreIr } from './__fixtures__/petstore';
import { runTsc, writeAsShipped } from './__fixtures__/sdk-harness';
import type { GeneratedFile } from './printer/printer';

// Checking the method bodies of the service clients is most of what a user's strict check of
// the SDK pays beyond the declarations; the signatures state every type a caller sees, so a
// user's check reads those and the generator's own checks hold the bodies to them.

function petstore(options: { tsNocheck?: boolean } = {}): Promise<GeneratedFile[]> {
  return generateTypeScriptSdk(petstoreIr(), {
    packageName: '@acme/petstore-sdk',
    packageVersion: '1.2.3',
    ...options,
  });
}

const isServiceClient = (file: GeneratedFile): boolean =>
  /^src\/api\/resources\/[^/]+\/client\/Client\.ts$/.test(file.path);

/** The SDK with one method body made to disagree with its signature (a raw response that is a number). */
async function sdkWithWrongBody(options: { tsNocheck?: boolean } = {}): Promise<GeneratedFile[]> {
  let changed = 0;
  const files = (await petstore(options)).map((file) => {
    if (!isServiceClient(file) || changed > 0) return file;
    const wrong = file.contents.replace('rawResponse: response.rawResponse', 'rawResponse: 42');
    if (wrong !== file.contents) changed++;
    return { path: file.path, contents: wrong };
  });
  expect(changed).toBe(1);
  return files;
}

describe('checking the service clients', () => {
  it("leaves their method bodies out of a user's strict check", async () => {
    const dir = writeAsShipped('client-check-user', await sdkWithWrongBody());
    expect(runTsc(dir, 'tsconfig.json', ['--noEmit'])).toBe('');
  });

  it("is done by the generator's own checks, which hold every body to its signature", async () => {
    const dir = writeAsShipped('client-check-generator', withEveryModuleChecked(await sdkWithWrongBody()));
    const output = runTsc(dir, 'tsconfig.json', ['--noEmit']);
    expect(output).toMatch(/src\/api\/resources\/[^/]+\/client\/Client\.ts\(\d+,\d+\): error TS2322/);
  });

  it("keeps every signature in a user's check, so a wrong call is still reported", async () => {
    const files = await petstore();
    const client = files.find(isServiceClient)!;
    const method = /\n {4}public (?:async )?(\w+)\(/.exec(client.contents)![1]!;
    const service = client.path.split('/')[3]!;
    // A call with a number where the method takes a request object or options.
    const wrongCall = files.map((file) =>
      file.path === 'src/index.ts'
        ? {
            path: file.path,
            contents: `${file.contents}import { ${client.contents.match(/\nexport class (\w+)/)![1]} as Checked } from "./api/resources/${service}/client/Client";\nexport const wrong = (c: Checked) => c.${method}(42, 42);\n`,
          }
        : file,
    );
    const output = runTsc(writeAsShipped('client-check-call', wrongCall), 'tsconfig.json', ['--noEmit']);
    expect(output).toContain('src/index.ts(');
    expect(output).not.toContain('client/Client.ts(');
  });

  it('marks the service clients, the client context and the runtime core; the root client stays checked', async () => {
    const files = await petstore();
    const unchecked = files.filter(
      (file) => typeof file.contents === 'string' && file.contents.startsWith('// @ts-nocheck'),
    );
    const clients = files.filter(isServiceClient);
    const core = files.filter((file) => file.path.startsWith('src/core/') && file.path.endsWith('.ts'));
    expect(clients.length).toBeGreaterThan(0);
    expect(core.length).toBeGreaterThan(20);
    expect(unchecked.map((file) => file.path).sort()).toEqual(
      [
        ...clients.map((file) => file.path),
        ...core.map((file) => file.path),
        'src/ClientContext.ts',
        'src/serialization/index.ts',
      ].sort(),
    );
    expect(withEveryModuleChecked(files).filter((file) => file.contents.includes('@ts-nocheck'))).toEqual([]);
  });

  it("leaves the runtime core's and the client context's bodies out of a user's check, not the generator's", async () => {
    let changed = 0;
    const wrong = (await petstore()).map((file) => {
      const broken =
        file.path === 'src/core/fetcher/fetcher.ts'
          ? file.contents.replace(
              'return send<T>(args, EVERY_FORMAT);',
              'const wrong: string = 42;\n  return send<T>(args, EVERY_FORMAT);',
            )
          : file.path === 'src/ClientContext.ts'
            ? file.contents.replace(
                /\n {4}constructor\(([^)]*)\) \{\n/,
                (line) => `${line}        const wrong: string = 42;\n`,
              )
            : file.contents;
      if (broken !== file.contents) changed++;
      return { path: file.path, contents: broken };
    });
    expect(changed).toBe(2);
    expect(runTsc(writeAsShipped('core-check-user', wrong), 'tsconfig.json', ['--noEmit'])).toBe('');
    const output = runTsc(writeAsShipped('core-check-generator', withEveryModuleChecked(wrong)), 'tsconfig.json', [
      '--noEmit',
    ]);
    expect(output).toMatch(/src\/core\/fetcher\/fetcher\.ts\(\d+,\d+\): error TS2322/);
    expect(output).toMatch(/src\/ClientContext\.ts\(\d+,\d+\): error TS2322/);
  });

  it("checks every body in a user's check too when the SDK is generated with tsNocheck: false", async () => {
    const files = await sdkWithWrongBody({ tsNocheck: false });
    expect(files.filter((file) => String(file.contents).startsWith('// @ts-nocheck'))).toEqual([]);
    const output = runTsc(writeAsShipped('client-check-opt-out', files), 'tsconfig.json', ['--noEmit']);
    expect(output).toMatch(/src\/api\/resources\/[^/]+\/client\/Client\.ts\(\d+,\d+\): error TS2322/);
  });
});

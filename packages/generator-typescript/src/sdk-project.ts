import type { SdkProjectContext, SdkProjectLayout } from '@bracken/ir';

const json = (path: string, value: unknown): { path: string; contents: string } => ({
  path,
  contents: `${JSON.stringify(value, null, 2)}\n`,
});

// The one custom condition `tsconfig.base.json` declares (`@acme/source` in a TypeScript-preset
// workspace), under which packages export their TypeScript sources.
function sourceCondition(context: SdkProjectContext): string | undefined {
  const base = context.readJson('tsconfig.base.json') as
    | { compilerOptions?: { customConditions?: unknown } }
    | undefined;
  const conditions = base?.compilerOptions?.customConditions;
  return Array.isArray(conditions) && conditions.length === 1 && typeof conditions[0] === 'string'
    ? conditions[0]
    : undefined;
}

/**
 * The package that receives a TypeScript SDK in a monorepo, laid out as a TypeScript library of
 * the same workspace: a `package.json` with `name`, `exports` and `types`; a `tsconfig.json` that
 * references a composite `tsconfig.lib.json` whose build state stays in `dist`; `build` and
 * `typecheck` commands (`tsc --build`); and the project in the root `tsconfig.json`'s references
 * when the workspace keeps that list. The generated sources are compiled as CommonJS (the package
 * has no `"type": "module"`, and Node's ESM loader imports it too), with DOM types for fetch.
 *
 * @example
 * typescriptSdkProject({ packageName: '@acme/petstore-ts', root: 'packages/petstore-ts', outputDir: 'generated', readJson: () => undefined }).tasks['build'];
 * // { command: 'tsc --build tsconfig.lib.json', inputs: [...], outputs: ['dist'], dependsOn: ['^build'] }
 */
export function typescriptSdkProject(context: SdkProjectContext): SdkProjectLayout {
  const { outputDir, root } = context;
  const condition = sourceCondition(context);
  const entry = {
    ...(condition !== undefined ? { [condition]: `./${outputDir}/src/index.ts` } : {}),
    types: './dist/index.d.ts',
    default: './dist/index.js',
  };
  const manifest = {
    name: context.packageName,
    version: '0.0.1',
    private: true,
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: { './package.json': './package.json', '.': entry },
  };
  const base =
    context.readJson('tsconfig.base.json') !== undefined
      ? { extends: `${'../'.repeat(root.split('/').length)}tsconfig.base.json` }
      : {};
  const compilerOptions = {
    composite: true,
    declaration: true,
    declarationMap: true,
    emitDeclarationOnly: false,
    target: 'es2022',
    lib: ['es2022', 'dom', 'dom.iterable'],
  };
  const strictness = {
    module: 'nodenext',
    moduleResolution: 'nodenext',
    strict: true,
    skipLibCheck: true,
    importHelpers: false,
    noUnusedLocals: false,
    noImplicitReturns: false,
    types: ['node'],
  };
  const layout = { rootDir: `${outputDir}/src`, outDir: 'dist', tsBuildInfoFile: 'dist/tsconfig.lib.tsbuildinfo' };
  const sources = {
    include: [`${outputDir}/src/**/*.ts`],
    exclude: [`${outputDir}/src/**/*.spec.ts`, `${outputDir}/src/**/*.test.ts`],
    references: [],
  };
  // What a library generator does in a workspace of TypeScript project references; its sync keeps the list from then on.
  const workspace = context.readJson('tsconfig.json') as { references?: Array<{ path: string }> } | undefined;
  const listed =
    !Array.isArray(workspace?.references) || workspace.references.some((reference) => reference.path === `./${root}`);
  const inputs = ['package.json', 'tsconfig.lib.json', `${outputDir}/src/**/*.ts`];
  return {
    files: [
      json('package.json', manifest),
      json('tsconfig.json', { ...base, files: [], include: [], references: [{ path: './tsconfig.lib.json' }] }),
      json('tsconfig.lib.json', {
        ...base,
        compilerOptions: { ...compilerOptions, ...strictness, ...layout },
        ...sources,
      }),
    ],
    workspaceFiles: listed
      ? []
      : [
          json('tsconfig.json', {
            ...workspace,
            references: [...(workspace?.references ?? []), { path: `./${root}` }],
          }),
        ],
    devDependencies: { '@types/node': '^20.0.0' },
    hiddenFiles: [`${outputDir}/package.json`, `${outputDir}/tsconfig*.json`],
    sourceRoot: `${outputDir}/src`,
    tasks: {
      // The same order of work a TypeScript library has: dependencies first, then declarations.
      build: { command: 'tsc --build tsconfig.lib.json', inputs, outputs: ['dist'], dependsOn: ['^build'] },
      typecheck: {
        command: 'tsc --build tsconfig.json --emitDeclarationOnly',
        inputs: [...inputs, 'tsconfig.json'],
        outputs: ['dist/**/*.d.ts', 'dist/**/*.d.ts.map', 'dist/tsconfig.lib.tsbuildinfo'],
        dependsOn: ['build', '^typecheck'],
      },
      test: { inputs: [], outputs: [], dependsOn: [] },
      lint: { inputs: [], outputs: [], dependsOn: [] },
    },
  };
}

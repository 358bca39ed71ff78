import {
  addDependenciesToPackageJson,
  addProjectConfiguration,
  formatFiles,
  installPackagesTask,
  names,
  offsetFromRoot,
  readJson,
  readProjectConfiguration,
  runTasksInSerial,
  writeJson,
  type GeneratorCallback,
  type TargetConfiguration,
  type TargetDependencyConfig,
  type Tree,
} from '@nx/devkit';
import { join, posix } from 'node:path';
import { GeneratorOptionsError } from '../../errors';
import { addGeneratorEntry } from '../../lib/add-generator-entry';
import { groupTargetName } from '../../lib/create-targets';
import { pluginRegistered, writeExplicitTargets } from '../../lib/explicit-targets';
import { generateTemplates } from '../../lib/generate-templates';
import { readTargetNames } from '../../lib/read-plugin-options';
import { GENERATED_DIR } from '../../lib/sdk-layout';
import { addToWorkspaces, coveredByWorkspaces, infersTypeScriptTargets, npmScope, sourceCondition, workspaceGlobs } from '../../lib/workspace-layout';
import type { SdkGeneratorSchema } from './schema';

export { GENERATED_DIR } from '../../lib/sdk-layout';

/** Targets that read the SDK's sources, so each one waits for generation. */
const SOURCE_TARGETS = ['build', 'typecheck', 'test', 'lint'] as const;

/**
 * `@bracken/nx:sdk`: adds a generator entry to a group of an API project's `generators.yml`,
 * then scaffolds the TypeScript package that receives its output the way `@nx/js:library`
 * does in the same workspace: a `package.json` with `name`, `exports` and `types`; a
 * `tsconfig.json` that references a composite `tsconfig.lib.json` whose build state stays in
 * `dist`; and `build`, `typecheck`, `test` and `lint` targets that depend on the group's
 * generate target of the API project. Bracken writes the sources to `generated/`, whose own
 * `package.json` and tsconfig files are hidden from Nx so that it never becomes a project.
 *
 * @param tree - the workspace tree.
 * @param options - generator options.
 * @returns a task that links the new package into the workspace.
 * @throws GeneratorOptionsError when the API project or its generators.yml is missing.
 * @example
 * // nx g @bracken/nx:sdk packages/petstore-ts --api petstore
 */
export async function sdkGenerator(tree: Tree, options: SdkGeneratorSchema): Promise<GeneratorCallback> {
  const apiRoot = readApiRoot(tree, options.api);
  const configFile = posix.join(apiRoot, 'generators.yml');
  const configText = tree.read(configFile, 'utf-8');
  if (configText === null) {
    throw new GeneratorOptionsError(`cannot add an SDK to ${options.api}: ${configFile} does not exist (create it with nx g @bracken/nx:api)`);
  }
  const projectRoot = normalizeRoot(options.directory);
  if (projectRoot === '' || projectRoot === '.' || projectRoot.startsWith('..')) {
    throw new GeneratorOptionsError(`cannot create an SDK project: directory ${JSON.stringify(options.directory)} must be a folder inside the workspace`);
  }
  if (tree.exists(posix.join(projectRoot, 'project.json')) || tree.exists(posix.join(projectRoot, 'package.json'))) {
    throw new GeneratorOptionsError(`cannot create SDK project: ${projectRoot} already holds a project`);
  }

  const folderName = posix.basename(projectRoot);
  const scope = npmScope(tree);
  const packageName = options.importPath ?? (scope === undefined ? folderName : `@${scope}/${folderName}`);
  const asPackage = workspaceGlobs(tree).length > 0;
  if (asPackage && !coveredByWorkspaces(tree, projectRoot)) addToWorkspaces(tree, projectRoot);
  const projectName = options.name ?? (asPackage ? packageName : folderName);

  const group = options.group ?? 'typescript';
  const { text } = addGeneratorEntry(configText, configFile, group, {
    name: options.generatorName ?? options.generator ?? 'bracken-typescript-sdk',
    version: options.generatorVersion ?? '0.1.0',
    outputPath: relativeFrom(apiRoot, posix.join(projectRoot, GENERATED_DIR)),
    config: { namespaceExport: options.namespaceExport ?? names(options.api).className },
  });
  tree.write(configFile, text);
  if (!pluginRegistered(tree)) await writeExplicitTargets(tree, options.api, readTargetNames(tree));

  const generateTarget = groupTargetName(readTargetNames(tree).generate, group);
  const generate: TargetDependencyConfig = { projects: [options.api], target: generateTarget };
  const targets = sdkTargets(generate, infersTypeScriptTargets(tree));
  const nxConfig = { tags: options.tags ?? [], implicitDependencies: [options.api], targets };
  const condition = sourceCondition(tree);
  const manifest: Record<string, unknown> = {
    name: packageName,
    version: '0.0.1',
    private: true,
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: {
      './package.json': './package.json',
      '.': {
        ...(condition !== undefined ? { [condition]: `./${GENERATED_DIR}/src/index.ts` } : {}),
        types: './dist/index.d.ts',
        default: './dist/index.js',
      },
    },
    ...(asPackage ? { nx: { ...(options.name !== undefined && options.name !== packageName ? { name: options.name } : {}), ...nxConfig } } : {}),
  };
  writeJson(tree, posix.join(projectRoot, 'package.json'), manifest);
  if (!asPackage) {
    addProjectConfiguration(tree, projectName, { root: projectRoot, projectType: 'library', sourceRoot: posix.join(projectRoot, GENERATED_DIR, 'src'), ...nxConfig });
  }
  writeTsConfigs(tree, projectRoot);
  // With them, @nx/js/typescript would make `generated/` a project of its own.
  tree.write(posix.join(projectRoot, '.nxignore'), `${GENERATED_DIR}/package.json\n${GENERATED_DIR}/tsconfig*.json\n`);
  generateTemplates(tree, join(__dirname, 'files'), projectRoot, {
    packageName,
    projectName,
    api: options.api,
    generateTarget,
    generatedDir: GENERATED_DIR,
  });
  addRootReference(tree, projectRoot);

  const tasks: GeneratorCallback[] = [addDependenciesToPackageJson(tree, {}, { '@types/node': '^20.0.0' }, undefined, true)];
  if (options.skipFormat !== true) await formatFiles(tree);
  if (asPackage && options.skipInstall !== true) tasks.push(() => installPackagesTask(tree, true));
  return runTasksInSerial(...tasks);
}

function sdkTargets(generate: TargetDependencyConfig, inferred: boolean): Record<string, TargetConfiguration> {
  const targets: Record<string, TargetConfiguration> = {};
  for (const name of SOURCE_TARGETS) targets[name] = { dependsOn: [generate] };
  // The same dependencies @nx/js/typescript gives these targets, plus generation.
  targets['build'] = { dependsOn: [generate, '^build'] };
  targets['typecheck'] = { dependsOn: [generate, 'build', '^typecheck'] };
  if (inferred) return targets;
  const inputs = ['{projectRoot}/package.json', '{projectRoot}/tsconfig.lib.json', `{projectRoot}/${GENERATED_DIR}/src/**/*.ts`, '^production'];
  targets['build'] = {
    ...targets['build'],
    executor: 'nx:run-commands',
    options: { command: 'tsc --build tsconfig.lib.json', cwd: '{projectRoot}' },
    inputs,
    outputs: ['{projectRoot}/dist'],
    cache: true,
  };
  targets['typecheck'] = {
    ...targets['typecheck'],
    executor: 'nx:run-commands',
    options: { command: 'tsc --build tsconfig.json --emitDeclarationOnly', cwd: '{projectRoot}' },
    inputs: [...inputs, '{projectRoot}/tsconfig.json'],
    outputs: ['{projectRoot}/dist/**/*.d.ts', '{projectRoot}/dist/**/*.d.ts.map', '{projectRoot}/dist/tsconfig.lib.tsbuildinfo'],
    cache: true,
  };
  return targets;
}

// Compiled as CommonJS (the package has no "type": "module"), which Node's ESM loader also
// imports, with the generated code's own needs: DOM types for fetch, no helper imports.
function writeTsConfigs(tree: Tree, projectRoot: string): void {
  const offset = offsetFromRoot(projectRoot);
  const base = tree.exists('tsconfig.base.json') ? { extends: `${offset}tsconfig.base.json` } : {};
  writeJson(tree, posix.join(projectRoot, 'tsconfig.json'), {
    ...base,
    files: [],
    include: [],
    references: [{ path: './tsconfig.lib.json' }],
  });
  writeJson(tree, posix.join(projectRoot, 'tsconfig.lib.json'), {
    ...base,
    compilerOptions: {
      composite: true,
      declaration: true,
      declarationMap: true,
      emitDeclarationOnly: false,
      target: 'es2022',
      lib: ['es2022', 'dom', 'dom.iterable'],
      module: 'nodenext',
      moduleResolution: 'nodenext',
      strict: true,
      skipLibCheck: true,
      importHelpers: false,
      noUnusedLocals: false,
      noImplicitReturns: false,
      types: ['node'],
      rootDir: `${GENERATED_DIR}/src`,
      outDir: 'dist',
      tsBuildInfoFile: 'dist/tsconfig.lib.tsbuildinfo',
    },
    include: [`${GENERATED_DIR}/src/**/*.ts`],
    exclude: [`${GENERATED_DIR}/src/**/*.spec.ts`, `${GENERATED_DIR}/src/**/*.test.ts`],
    references: [],
  });
}

// What `@nx/js:library` does in a workspace of TypeScript project references; `nx sync`
// keeps the list from then on.
function addRootReference(tree: Tree, projectRoot: string): void {
  if (!tree.exists('tsconfig.json')) return;
  const root = readJson<{ references?: Array<{ path: string }> }>(tree, 'tsconfig.json');
  if (!Array.isArray(root.references)) return;
  const path = `./${projectRoot}`;
  if (root.references.some((reference) => reference.path === path)) return;
  writeJson(tree, 'tsconfig.json', { ...root, references: [...root.references, { path }] });
}

function readApiRoot(tree: Tree, api: string): string {
  try {
    return readProjectConfiguration(tree, api).root;
  } catch (error) {
    throw new GeneratorOptionsError(`cannot add an SDK: API project ${api} not found in the workspace`, { cause: error });
  }
}

function relativeFrom(from: string, to: string): string {
  const path = posix.relative(from === '.' ? '' : from, to);
  return path.startsWith('.') ? path : `./${path}`;
}

function normalizeRoot(directory: string): string {
  return posix.normalize(directory.replace(/\\/g, '/').replace(/^\.\/+/, '')).replace(/\/+$/, '');
}

export default sdkGenerator;

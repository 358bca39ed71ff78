import { addGeneratorEntry } from '@bracken/config';
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
import { groupTargetName } from '../../lib/create-targets';
import { writeExplicitTargets } from '../../lib/explicit-targets';
import { pluginRegistered, readTargetNames } from '../../lib/plugin-options';
import { loadEngine } from '../../lib/run-executor';
import { addToWorkspaces, coveredByWorkspaces, GENERATED_DIR, generateTemplates, npmScope, projectFolder, relativeFrom, sourceCondition, workspaceGlobs } from '../../lib/workspace-layout';
import type { SdkGeneratorSchema } from './schema';

/**
 * `@bracken/nx:sdk`: adds a generator entry to a group of an API project's `generators.yml`,
 * then scaffolds the TypeScript package that receives its output the way `@nx/js:library`
 * does in the same workspace: a `package.json` with `name`, `exports` and `types`; a
 * `tsconfig.json` that references a composite `tsconfig.lib.json` whose build state stays in
 * `dist`; and `build`, `typecheck`, `test` and `lint` targets that depend on the group's
 * generate target of the API project. Bracken writes the sources to `generated/`, whose own
 * `package.json` and tsconfig files are hidden from Nx so that it never becomes a project.
 *
 * @returns a task that links the new package into the workspace.
 * @throws GeneratorOptionsError when the API project or its generators.yml is missing.
 * @example
 * // nx g @bracken/nx:sdk packages/petstore-ts --api petstore
 */
export async function sdkGenerator(tree: Tree, options: SdkGeneratorSchema): Promise<GeneratorCallback> {
  let apiRoot: string;
  try {
    apiRoot = readProjectConfiguration(tree, options.api).root;
  } catch (error) {
    throw new GeneratorOptionsError(`cannot add an SDK: API project ${options.api} not found in the workspace`, { cause: error });
  }
  const configFile = posix.join(apiRoot, 'generators.yml');
  const configText = tree.read(configFile, 'utf-8');
  if (configText === null) throw new GeneratorOptionsError(`cannot add an SDK to ${options.api}: ${configFile} does not exist (create it with nx g @bracken/nx:api)`);
  const projectRoot = projectFolder(options.directory, 'an SDK project');
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
  const starter = loadEngine().starterGenerator(options.generatorName ?? options.generator);
  const { text } = addGeneratorEntry(configText, configFile, group, {
    name: starter.name,
    version: options.generatorVersion ?? starter.version,
    outputPath: relativeFrom(apiRoot, posix.join(projectRoot, GENERATED_DIR)),
    config: { namespaceExport: options.namespaceExport ?? names(options.api).className },
  });
  tree.write(configFile, text);
  await writeExplicitTargets(tree, options.api);

  const generateTarget = groupTargetName(readTargetNames(tree).generate, group);
  const nxConfig = { tags: options.tags ?? [], implicitDependencies: [options.api], targets: sdkTargets({ projects: [options.api], target: generateTarget }, pluginRegistered(tree, '@nx/js/typescript')) };
  const condition = sourceCondition(tree);
  const entry = { ...(condition !== undefined ? { [condition]: `./${GENERATED_DIR}/src/index.ts` } : {}), types: './dist/index.d.ts', default: './dist/index.js' };
  const nx = asPackage ? { nx: { ...(options.name !== undefined && options.name !== packageName ? { name: options.name } : {}), ...nxConfig } } : {};
  writeJson(tree, posix.join(projectRoot, 'package.json'), { name: packageName, version: '0.0.1', private: true, main: './dist/index.js', types: './dist/index.d.ts', exports: { './package.json': './package.json', '.': entry }, ...nx });
  if (!asPackage) addProjectConfiguration(tree, projectName, { root: projectRoot, projectType: 'library', sourceRoot: posix.join(projectRoot, GENERATED_DIR, 'src'), ...nxConfig });
  writeTsConfigs(tree, projectRoot);
  // With them, @nx/js/typescript would make `generated/` a project of its own.
  tree.write(posix.join(projectRoot, '.nxignore'), `${GENERATED_DIR}/package.json\n${GENERATED_DIR}/tsconfig*.json\n`);
  generateTemplates(tree, join(__dirname, 'files'), projectRoot, { packageName, projectName, api: options.api, generateTarget, generatedDir: GENERATED_DIR });
  // What `@nx/js:library` does in a workspace of TypeScript project references; `nx sync` keeps the list from then on.
  const root = tree.exists('tsconfig.json') ? readJson<{ references?: Array<{ path: string }> }>(tree, 'tsconfig.json') : undefined;
  if (Array.isArray(root?.references) && !root.references.some((reference) => reference.path === `./${projectRoot}`)) {
    writeJson(tree, 'tsconfig.json', { ...root, references: [...root.references, { path: `./${projectRoot}` }] });
  }

  const tasks: GeneratorCallback[] = [addDependenciesToPackageJson(tree, {}, { '@types/node': '^20.0.0' }, undefined, true)];
  if (options.skipFormat !== true) await formatFiles(tree);
  if (asPackage && options.skipInstall !== true) tasks.push(() => installPackagesTask(tree, true));
  return runTasksInSerial(...tasks);
}

/** `build`, `typecheck`, `test` and `lint`, each waiting for generation; `tsc` targets of their own unless `@nx/js/typescript` infers them. */
function sdkTargets(generate: TargetDependencyConfig, inferred: boolean): Record<string, TargetConfiguration> {
  // The same dependencies @nx/js/typescript gives build and typecheck, plus generation.
  const targets: Record<string, TargetConfiguration> = { build: { dependsOn: [generate, '^build'] }, typecheck: { dependsOn: [generate, 'build', '^typecheck'] }, test: { dependsOn: [generate] }, lint: { dependsOn: [generate] } };
  if (inferred) return targets;
  const inputs = ['{projectRoot}/package.json', '{projectRoot}/tsconfig.lib.json', `{projectRoot}/${GENERATED_DIR}/src/**/*.ts`, '^production'];
  const tsc = (command: string): TargetConfiguration['options'] => ({ command: `tsc --build ${command}`, cwd: '{projectRoot}' });
  targets['build'] = { ...targets['build'], executor: 'nx:run-commands', options: tsc('tsconfig.lib.json'), inputs, outputs: ['{projectRoot}/dist'], cache: true };
  targets['typecheck'] = {
    ...targets['typecheck'],
    executor: 'nx:run-commands',
    options: tsc('tsconfig.json --emitDeclarationOnly'),
    inputs: [...inputs, '{projectRoot}/tsconfig.json'],
    outputs: ['{projectRoot}/dist/**/*.d.ts', '{projectRoot}/dist/**/*.d.ts.map', '{projectRoot}/dist/tsconfig.lib.tsbuildinfo'],
    cache: true,
  };
  return targets;
}

// Compiled as CommonJS (the package has no "type": "module"), which Node's ESM loader also
// imports, with the generated code's own needs: DOM types for fetch, no helper imports.
function writeTsConfigs(tree: Tree, projectRoot: string): void {
  const base = tree.exists('tsconfig.base.json') ? { extends: `${offsetFromRoot(projectRoot)}tsconfig.base.json` } : {};
  writeJson(tree, posix.join(projectRoot, 'tsconfig.json'), { ...base, files: [], include: [], references: [{ path: './tsconfig.lib.json' }] });
  const compilerOptions = { composite: true, declaration: true, declarationMap: true, emitDeclarationOnly: false, target: 'es2022', lib: ['es2022', 'dom', 'dom.iterable'] };
  const strictness = { module: 'nodenext', moduleResolution: 'nodenext', strict: true, skipLibCheck: true, importHelpers: false, noUnusedLocals: false, noImplicitReturns: false, types: ['node'] };
  const layout = { rootDir: `${GENERATED_DIR}/src`, outDir: 'dist', tsBuildInfoFile: 'dist/tsconfig.lib.tsbuildinfo' };
  const files = { include: [`${GENERATED_DIR}/src/**/*.ts`], exclude: [`${GENERATED_DIR}/src/**/*.spec.ts`, `${GENERATED_DIR}/src/**/*.test.ts`], references: [] };
  writeJson(tree, posix.join(projectRoot, 'tsconfig.lib.json'), { ...base, compilerOptions: { ...compilerOptions, ...strictness, ...layout }, ...files });
}

export default sdkGenerator;

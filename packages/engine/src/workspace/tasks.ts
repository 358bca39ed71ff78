import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, posix, relative, sep } from 'node:path';
import { outlineConfig, type ConfigOutline } from '@bracken/config';
import { listInputs, outlineInputs, type ConfigInputs } from '../inputs';
import type { FileTree } from './file-tree';

/** Names of the tasks a build tool runs for a `generators.yml`. */
export interface TaskNames {
  /** @default "generate" */
  generate: string;
  /** @default "check" */
  check: string;
  /** @default "publish" */
  publish: string;
}

/** Name of the task that pulls definitions from their `origin`. */
export const UPDATE_API_TASK = 'update-api';

/** The outline of a `generators.yml` (see `outlineConfig`), with local outputs workspace-relative. */
export type ConfigSummary = Omit<ConfigOutline, 'localOutputs'> & {
  localOutputs: Array<{ group: string; path: string; replay: boolean }>;
};

/**
 * The outline of a `generators.yml` (absolute path `configFile`), with output folders
 * workspace-relative; folders outside the workspace are left out.
 *
 * @example
 * summarizeConfig(text, '/repo/apis/petstore/generators.yml', '/repo').localOutputs; // [{ group: 'typescript', path: 'sdks/petstore-ts/generated', replay: false }]
 */
export function summarizeConfig(text: string, configFile: string, workspaceRoot: string): ConfigSummary {
  const outline = outlineConfig(text, configFile);
  const localOutputs = outline.localOutputs.flatMap(({ group, path, replay }) => {
    const inside = relative(workspaceRoot, path);
    return inside.startsWith('..') || isAbsolute(inside)
      ? []
      : [{ group, path: inside === '' ? '.' : inside.split(sep).join('/'), replay }];
  });
  return { ...outline, localOutputs };
}

/**
 * Name of the task that generates one group: `<generate>-<group>`, with characters task names
 * cannot carry (such as `:`) replaced by `-`.
 *
 * @example
 * groupTaskName('generate', 'node'); // 'generate-node'
 */
export function groupTaskName(generateTaskName: string, group: string): string {
  return `${generateTaskName}-${group.replace(/[^A-Za-z0-9_.-]/g, '-')}`;
}

/** Names tried for each task, in order, until one clashes with no existing task. */
const CANDIDATES: Record<keyof TaskNames, string[]> = {
  generate: ['generate', 'bracken-generate', 'bracken:generate'],
  check: ['check', 'bracken-check', 'bracken:check'],
  publish: ['publish', 'bracken-publish', 'bracken:publish'],
};

/**
 * Task names as a build tool's options give them: each non-empty string, the default otherwise.
 *
 * @example
 * taskNames({ generate: 'sdk', check: '' }); // { generate: 'sdk', check: 'check', publish: 'publish' }
 */
export function taskNames(given: { [K in keyof TaskNames]?: unknown }): TaskNames {
  const name = (kind: keyof TaskNames): string => {
    const value = given[kind];
    return typeof value === 'string' && value !== '' ? value : CANDIDATES[kind][0]!;
  };
  return { generate: name('generate'), check: name('check'), publish: name('publish') };
}

/**
 * Task names that clash with no task the projects holding a `generators.yml` already have:
 * `generate`, else `bracken-generate`, else `bracken:generate` (and so for `check` and
 * `publish`); a generate name also must not clash through its group tasks.
 *
 * @param projects - each project's groups and the names of the tasks it has.
 * @example
 * chooseTaskNames([{ groups: ['ts'], tasks: new Set(['check']) }]); // { generate: 'generate', check: 'bracken-check', publish: 'publish' }
 */
export function chooseTaskNames(
  projects: ReadonlyArray<{ groups: readonly string[]; tasks: ReadonlySet<string> }>,
): TaskNames {
  const taken = (name: string, withGroups: boolean): boolean =>
    projects.some((project) =>
      [name, ...(withGroups ? project.groups.map((group) => groupTaskName(name, group)) : [])].some((task) =>
        project.tasks.has(task),
      ),
    );
  const pick = (kind: keyof TaskNames): string =>
    CANDIDATES[kind].find((name) => !taken(name, kind === 'generate')) ??
    CANDIDATES[kind][CANDIDATES[kind].length - 1]!;
  return { generate: pick('generate'), check: pick('check'), publish: pick('publish') };
}

/** A folder a task writes: workspace-relative, or relative to the project holding the config. */
export interface TaskOutput {
  from: 'workspace' | 'project';
  path: string;
}

/** One task a `generators.yml` implies, in terms any build tool can map onto its own. */
export interface PlannedTask {
  /** The engine call it makes (`generate`, …), or `none` for a task that only runs its dependencies. */
  run: 'generate' | 'check' | 'publish' | 'update-api' | 'none';
  /** The group it runs, for a task of one group. */
  group?: string;
  /** Whether its result may come from a cache: it reads only its inputs and writes only its outputs. */
  cache: boolean;
  /** Whether the definition (the config and every file it reads) is among its inputs. */
  readsDefinition: boolean;
  /** Environment variables among its inputs (credentials, for publishing). */
  env: string[];
  /** Folders it writes; absent for a task that declares none. */
  outputs?: TaskOutput[];
  /** Whether local output paths should follow moved projects before it runs. */
  syncsOutputs: boolean;
  /** Tasks of the same project it runs after; `forwardArgs` passes its own arguments on. */
  dependsOn: Array<{ task: string; forwardArgs: boolean }>;
  /** Named sets of option values (`dry-run`). */
  configurations?: Record<string, Record<string, unknown>>;
  /** One line for listings. */
  description: string;
  /** The `bracken` command that does the same, and an example of the task's options. */
  help: { command: string; example: Record<string, unknown> };
}

/**
 * The tasks of one `generators.yml`, in the order listings show them: `generate-<group>` per
 * group (cached, writing that group's folders, unless one of them replays its user's edits), `generate` running those of `default-group`,
 * `check`, `publish` (never cached, reading the credential variables) and, when a spec has an
 * `origin`, `update-api` (never cached: it reads the network).
 *
 * @param config - the config's path as the tasks' options name it, for the examples.
 * @example
 * Object.keys(planTasks(summary, { generate: 'generate', check: 'check', publish: 'publish' }, 'generators.yml')); // ['generate', 'generate-typescript', 'check', 'publish']
 */
export function planTasks(summary: ConfigSummary, names: TaskNames, config: string): Record<string, PlannedTask> {
  const cached = { cache: true, readsDefinition: true, env: [], syncsOutputs: false, dependsOn: [] };
  const example = { sdkVersion: '1.2.0' };
  const groupTasks: Record<string, PlannedTask> = {};
  for (const group of summary.groups) {
    const outputs = summary.localOutputs.filter((output) => output.group === group);
    const folders = outputs.map((output): TaskOutput => ({ from: 'workspace', path: output.path }));
    groupTasks[groupTaskName(names.generate, group)] = {
      ...cached,
      // A cache hit would restore the folder as generated over the edits replay keeps.
      cache: !outputs.some((output) => output.replay),
      run: 'generate',
      group,
      outputs: [...folders, { from: 'project', path: `dist/bracken/${group}` }],
      syncsOutputs: true,
      description: `Generate the SDKs of group ${group}`,
      help: { command: 'generate', example },
    };
  }
  const defaults = summary.defaultGroups ?? [];
  // Each group has one task, so two tasks of a run never write the same folder; without a
  // default group the engine reports what is missing.
  const generate: PlannedTask =
    defaults.length > 0
      ? {
          run: 'none',
          cache: false,
          readsDefinition: false,
          env: [],
          syncsOutputs: false,
          dependsOn: defaults.map((group) => ({ task: groupTaskName(names.generate, group), forwardArgs: true })),
          description: `Generate the SDKs of default-group (${defaults.join(', ')})`,
          help: { command: 'generate', example },
        }
      : {
          ...cached,
          run: 'generate',
          outputs: [],
          description: 'Generate the SDKs of default-group',
          help: { command: 'generate', example: { group: 'typescript' } },
        };
  const origin: Record<string, PlannedTask> = summary.hasOrigin
    ? {
        [UPDATE_API_TASK]: {
          run: 'update-api',
          cache: false,
          readsDefinition: false,
          env: [],
          syncsOutputs: false,
          dependsOn: [],
          configurations: { check: { check: true } },
          description: "Fetch each definition's origin and write it over the local file",
          help: { command: 'api update', example: { check: true } },
        },
      }
    : {};
  return {
    [names.generate]: generate,
    ...groupTasks,
    [names.check]: {
      ...cached,
      run: 'check',
      outputs: [],
      description: 'Validate generators.yml and every definition it names',
      help: { command: 'check', example: { config } },
    },
    [names.publish]: {
      run: 'publish',
      cache: false,
      readsDefinition: true,
      env: summary.credentialVariables,
      syncsOutputs: false,
      dependsOn: [{ task: names.generate, forwardArgs: false }],
      configurations: { 'dry-run': { dryRun: true } },
      description: "Publish each generator's output to its output location",
      help: { command: 'generate', example: { dryRun: true, ...example } },
    },
    ...origin,
  };
}

/**
 * The files a project's generation reads, for a config that may exist only in the tree (as a
 * generator leaves it): the walk of the definitions on disk while the tree names the same ones,
 * else what the config names, marked incomplete, so nothing it reads is missed.
 *
 * @param configFile - workspace-relative path of the `generators.yml`.
 * @example
 * await treeInputs(tree, 'apis/petstore/generators.yml'); // { files: ['apis/petstore/openapi.yml'], globs: [], complete: true }
 */
export async function treeInputs(
  tree: FileTree,
  configFile: string,
): Promise<ConfigInputs & { summary: ConfigSummary }> {
  const absolute = join(tree.root, configFile);
  const summary = summarizeConfig(tree.read(configFile, 'utf-8') ?? '', absolute, tree.root);
  const named = outlineInputs(summary, tree.root);
  // The walk reads the disk: it stands for the tree while both name the same definitions.
  const onDisk = existsSync(absolute)
    ? outlineInputs(summarizeConfig(readFileSync(absolute, 'utf8'), absolute, tree.root), tree.root)
    : undefined;
  const same =
    JSON.stringify(onDisk) === JSON.stringify(named) && named.files.every((file) => existsSync(join(tree.root, file)));
  return { ...(same ? await listInputs({ config: configFile, cwd: tree.root }) : named), summary };
}

/** A project of the workspace: its name and workspace-relative root. */
export interface ProjectFolder {
  name: string;
  root: string;
}

/** A project holding a `generators.yml`: the folders its outputs go to and the files and folders its definition reads, workspace-relative. */
export interface ConfigProject extends ProjectFolder {
  outputs: readonly string[];
  reads: readonly string[];
}

/** One project depending on another because of a `generators.yml`. */
export interface ProjectDependency {
  source: string;
  target: string;
  /** `declared` when a file of the source (its `generators.yml`) names the target; `implied` otherwise. */
  kind: 'declared' | 'implied';
  /** The source's file that declares it. */
  file?: string;
}

/** The project whose root holds a workspace-relative path, the deepest; one at the workspace root owns nothing. */
function owner(path: string, projects: readonly ProjectFolder[]): string | undefined {
  let best: ProjectFolder | undefined;
  for (const project of projects) {
    const root = project.root.replace(/\/+$/, '');
    if (root === '' || root === '.' || (path !== root && !path.startsWith(`${root}/`))) continue;
    if (best === undefined || root.length > best.root.length) best = { name: project.name, root };
  }
  return best?.name;
}

/**
 * The project dependencies that follow from `generators.yml` files, each once, by config
 * project name:
 * - a project that receives a generator's `local-file-system` output depends on the project
 *   holding the config (implied: no file of the receiving project declares it);
 * - the project holding the config depends on every project that owns a file its definitions
 *   read, such as a schema `$ref`'d from a shared folder (declared by the config), unless it
 *   receives the output, which would make a cycle.
 *
 * @example
 * projectDependencies(projects, [{ name: 'petstore', root: 'apis/petstore', outputs: ['sdks/ts/generated'], reads: ['shared/pet.yaml'] }]);
 * // [{ source: 'ts', target: 'petstore', kind: 'implied' }, { source: 'petstore', target: 'shared', kind: 'declared', file: 'apis/petstore/generators.yml' }]
 */
export function projectDependencies(
  projects: readonly ProjectFolder[],
  configs: readonly ConfigProject[],
): ProjectDependency[] {
  const dependencies: ProjectDependency[] = [];
  const seen = new Set<string>();
  const add = (dependency: ProjectDependency): void => {
    if (seen.has(`${dependency.source}\u0000${dependency.target}`)) return;
    seen.add(`${dependency.source}\u0000${dependency.target}`);
    dependencies.push(dependency);
  };
  for (const config of [...configs].sort((a, b) => a.name.localeCompare(b.name))) {
    const receivers = new Set<string>();
    for (const output of config.outputs) {
      const receiver = owner(output, projects);
      if (receiver === undefined || receiver === config.name) continue;
      receivers.add(receiver);
      add({ source: receiver, target: config.name, kind: 'implied' });
    }
    for (const path of config.reads) {
      const source = owner(path, projects);
      if (source === undefined || source === config.name || receivers.has(source)) continue;
      add({
        source: config.name,
        target: source,
        kind: 'declared',
        file: posix.join(config.root === '.' ? '' : config.root, 'generators.yml'),
      });
    }
  }
  return dependencies;
}

import { readNxJson, type Tree } from '@nx/devkit';
import { join } from 'node:path';
import type { TargetNames } from './create-targets';
import { loadEngine } from './run-executor';

/** Options of the plugin entry in `nx.json`. */
export interface BrackenPluginOptions {
  /** Name of the inferred generation target. @default "generate" */
  generateTargetName?: string;
  /** Name of the inferred validation target. @default "check" */
  checkTargetName?: string;
  /** Name of the inferred publishing target. @default "publish" */
  publishTargetName?: string;
}

/** The name under which `nx.json` registers the plugin. */
export const PLUGIN_NAME = '@bracken/nx';

/**
 * Whether `nx.json` registers a plugin: the Bracken plugin (targets are then inferred rather than
 * written into each project), or another such as `@nx/js/typescript`.
 */
export function pluginRegistered(tree: Tree, name = PLUGIN_NAME): boolean {
  return (readNxJson(tree)?.plugins ?? []).some(
    (plugin) => (typeof plugin === 'string' ? plugin : plugin.plugin) === name,
  );
}

/**
 * The target names the Bracken plugin infers for its options (those of its `nx.json` entry), the
 * defaults for names they do not set.
 *
 * @example
 * targetNames({ generateTargetName: 'sdk' }); // { generate: 'sdk', check: 'check', publish: 'publish' }
 */
export function targetNames(options: { [K in keyof BrackenPluginOptions]?: unknown } = {}): TargetNames {
  const name = (key: keyof BrackenPluginOptions, fallback: string): string =>
    typeof options[key] === 'string' && options[key] !== '' ? options[key] : fallback;
  return {
    generate: name('generateTargetName', 'generate'),
    check: name('checkTargetName', 'check'),
    publish: name('publishTargetName', 'publish'),
  };
}

/**
 * The target names the Bracken plugin infers in this workspace: its options in `nx.json`, or
 * the defaults when it is registered without options or not at all.
 *
 * @example
 * readTargetNames(tree); // { generate: 'generate', check: 'check', publish: 'publish' }
 */
export function readTargetNames(tree: Tree): TargetNames {
  const entry = (readNxJson(tree)?.plugins ?? []).find(
    (plugin) => typeof plugin !== 'string' && plugin.plugin === PLUGIN_NAME,
  );
  const options: unknown = typeof entry === 'object' ? entry.options : undefined;
  return targetNames(typeof options === 'object' && options !== null ? options : {});
}

/**
 * The version of the installed `@bracken/nx`, which the generators pin for the Bracken packages
 * they add, and which keys the plugin's cache of walked inputs.
 *
 * @example
 * readPluginVersion(); // '0.1.0'
 */
export function readPluginVersion(): string {
  // Both src/lib and dist/lib sit two folders below the package root.
  return loadEngine().readPackageVersion(join(__dirname, '..', '..'));
}

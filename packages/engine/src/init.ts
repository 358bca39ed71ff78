import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GENERATORS_SCHEMA_ID } from '@bracken/config';
import type * as Ejs from 'ejs';
import { BrackenEngineError } from './errors';
import type { EventListener } from './events';
import { starterGenerator } from './generators';

/** Options of {@link init}. */
export interface InitOptions {
  /** Folder to write into. @default process.cwd() */
  cwd?: string;
  /** Overwrite an existing `generators.yml`. @default false */
  force?: boolean;
  /** Told of each file written. */
  onEvent?: EventListener;
}

/** What {@link init} wrote. */
export interface InitResult {
  /** Absolute paths of the files written. */
  written: string[];
}

function render(template: string, data: Record<string, string>): string {
  // Loaded here: every other command starts without ejs.
  const ejs = require('ejs') as typeof Ejs;
  return ejs.render(readFileSync(join(__dirname, '..', 'templates', 'init', template), 'utf8'), data);
}

/**
 * Writes a starter `generators.yml` (beginning with the schema directive, running the installed
 * TypeScript SDK generator) and, when the folder has none, a starter `openapi.yml`.
 *
 * @throws BrackenEngineError when `generators.yml` exists and `force` is not set.
 * @example
 * ```ts
 * const { written } = await init({ cwd: '/repo/api' });
 * ```
 */
export async function init(options: InitOptions = {}): Promise<InitResult> {
  const cwd = options.cwd ?? process.cwd();
  const configPath = join(cwd, 'generators.yml');
  const specPath = join(cwd, 'openapi.yml');
  if (existsSync(configPath) && options.force !== true) {
    throw new BrackenEngineError(`generators.yml already exists: ${configPath} (use --force to overwrite)`);
  }
  const generator = starterGenerator();
  const written: string[] = [];
  await writeFile(
    configPath,
    render('generators.yml.ejs', {
      schemaId: GENERATORS_SCHEMA_ID,
      specFile: 'openapi.yml',
      generatorName: generator.name,
      generatorVersion: generator.version,
    }),
    'utf8',
  );
  written.push(configPath);
  if (!existsSync(specPath)) {
    await writeFile(specPath, render('openapi.yml.ejs', { title: 'My API' }), 'utf8');
    written.push(specPath);
  }
  for (const path of written) options.onEvent?.({ kind: 'created', path });
  return { written };
}

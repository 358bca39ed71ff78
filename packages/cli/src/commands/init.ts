import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GENERATORS_SCHEMA_ID } from '@bracken/config';
import type * as Ejs from 'ejs';
import { BrackenCliError } from '../errors';
import type { Command } from './command';
import type { TextOutput } from '../io';

const GENERATORS_TEMPLATE = `# yaml-language-server: $schema=<%= schemaId %>
api:
  specs:
    - openapi: ./<%= specFile %>
  auth: bearer
  environments:
    Production: https://api.example.com
auth-schemes:
  bearer:
    scheme: bearer
    token:
      env: API_TOKEN
default-group: typescript
groups:
  typescript:
    generators:
      - name: bracken-typescript-sdk
        version: <%= generatorVersion %>
        output:
          location: local-file-system
          path: ./sdks/typescript
`;

const OPENAPI_TEMPLATE = `openapi: 3.0.3
info:
  title: <%= title %>
  version: 1.0.0
servers:
  - url: https://api.example.com
paths:
  /hello:
    get:
      operationId: getHello
      tags: [hello]
      responses:
        '200':
          description: A greeting
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Greeting'
components:
  schemas:
    Greeting:
      type: object
      required: [message]
      properties:
        message:
          type: string
  securitySchemes:
    bearer:
      type: http
      scheme: bearer
security:
  - bearer: []
`;

/** Options of {@link runInit}. */
export interface RunInitOptions {
  /** Folder to write into. @default process.cwd() */
  cwd?: string;
  /** Overwrite an existing `generators.yml`. @default false */
  force?: boolean;
  /** Receives one line per written file. @default process.stdout */
  stdout?: TextOutput;
}

/** What {@link runInit} wrote. */
export interface RunInitResult {
  /** Absolute paths of the files written. */
  written: string[];
}

/**
 * Write a starter `generators.yml` (beginning with the schema directive) and, when the
 * folder has none, a starter `openapi.yml`.
 *
 * @throws BrackenCliError when `generators.yml` exists and `force` is not set.
 * @example
 * ```ts
 * await runInit({ cwd: '/repo/api' });
 * ```
 */
export async function runInit(options: RunInitOptions = {}): Promise<RunInitResult> {
  const cwd = options.cwd ?? process.cwd();
  const stdout = options.stdout ?? process.stdout;
  const configPath = join(cwd, 'generators.yml');
  const specPath = join(cwd, 'openapi.yml');
  if (existsSync(configPath) && options.force !== true) {
    throw new BrackenCliError(`generators.yml already exists: ${configPath} (use --force to overwrite)`);
  }
  // Loaded here: every other command starts without ejs.
  const { render } = require('ejs') as typeof Ejs;
  const written: string[] = [];
  await writeFile(
    configPath,
    render(GENERATORS_TEMPLATE, { schemaId: GENERATORS_SCHEMA_ID, specFile: 'openapi.yml', generatorVersion: '0.1.0' }),
    'utf8',
  );
  written.push(configPath);
  if (!existsSync(specPath)) {
    await writeFile(specPath, render(OPENAPI_TEMPLATE, { title: 'My API' }), 'utf8');
    written.push(specPath);
  }
  for (const file of written) stdout.write(`created ${file}\n`);
  return { written };
}

/** `bracken init`. */
export const initCommand: Command = {
  name: 'init',
  summary: 'Write a starter generators.yml (and openapi.yml when there is none)',
  usage: 'bracken init [--force]',
  options: [{ name: 'force', short: 'f', type: 'boolean', description: 'Overwrite an existing generators.yml' }],
  async run(args, io) {
    await runInit({ cwd: io.cwd, force: args.options['force'] === true, stdout: io.stdout });
    return 0;
  },
};

import { PassThrough } from 'node:stream';
import { BrackenConfigError, ConfigError, GroupNotFoundError } from '@bracken/config';
import { isBrackenError } from '@bracken/errors';
import { BrackenPostmanError } from '@bracken/generator-postman';
import { TypeScriptGeneratorError } from '@bracken/generator-typescript';
import { BrackenImporterError, ImporterError } from '@bracken/importers';
import { IrError } from '@bracken/ir';
import { BrackenPublishError, OutputFolderError, PublishError } from '@bracken/publish';
import { BrackenEngineError } from './errors';
import { createTextReporter } from './report';

describe('errors of every package', () => {
  it('are Bracken errors, each with a code and, where it has one, its location', () => {
    const errors = [
      new BrackenConfigError('x'),
      new ConfigError([{ severity: 'error', message: 'bad', file: 'generators.yml', line: 2, column: 3 }]),
      new GroupNotFoundError('group not found', [], []),
      new BrackenImporterError('x'),
      new ImporterError('cannot parse the definition', { file: 'openapi.yml', line: 5, column: 1, pointer: '/paths' }),
      new IrError('unknown type id: Pet'),
      new TypeScriptGeneratorError('two generated files share a path: a.ts'),
      new BrackenPostmanError('collection name is empty'),
      new BrackenPublishError('x'),
      new PublishError('push', 'https://example.com/repo.git', 'rejected'),
      new OutputFolderError('output folder holds files Bracken did not write'),
      new BrackenEngineError('no generators to run'),
    ];
    expect(errors.flatMap((error: Error) => (isBrackenError(error) ? [] : [error.name]))).toEqual([]);
    expect(errors.map((error) => error.code)).toEqual([
      'config',
      'config-invalid',
      'group-not-found',
      'importer',
      'definition-invalid',
      'ir-invalid',
      'generator-typescript',
      'generator-postman',
      'publish',
      'publish-push',
      'output-folder',
      'engine',
    ]);
    expect(errors[1]!.location).toEqual({ file: 'generators.yml', line: 2, column: 3 });
    expect(errors[4]!.location).toEqual({ file: 'openapi.yml', line: 5, column: 1, pointer: '/paths' });
  });

  it('print through one format: located diagnostics, a job named where a generator failed, and crashes as internal errors', () => {
    const stderr = new PassThrough();
    let text = '';
    stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const report = createTextReporter({ stdout: new PassThrough(), stderr, cwd: '/' });
    report({ kind: 'failed', failure: { error: new GroupNotFoundError('group not found: "python"', [], []) } });
    report({
      kind: 'failed',
      failure: { job: 'ts/bracken-typescript-sdk', error: new RangeError('Invalid array length') },
    });
    expect(text).toBe(
      'error: group not found: "python"\ninternal error in ts/bracken-typescript-sdk: Invalid array length (set BRACKEN_DEBUG=1 for details)\n',
    );
  });
});

import * as path from 'node:path';
import type { SpecEntry } from '@bracken/config';
import type { IntermediateRepresentation } from '@bracken/ir';
import type { ImporterContext, ImporterFunction } from '../registry';
import { DefinitionError } from './definition-error';
import type { DefinitionInput } from './input';

function asList(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function display(configDir: string, file: string): string {
  return path.relative(configDir, file).split(path.sep).join('/');
}

/**
 * Builds the {@link DefinitionInput} of a spec entry: the resolved definition path from the
 * context, overrides resolved against the config folder, the namespace and the settings.
 */
export function toDefinitionInput(spec: SpecEntry, context: ImporterContext): DefinitionInput {
  const raw: Record<string, unknown> = { ...spec };
  const proto = 'proto' in spec ? spec.proto : undefined;
  const where = context.config.document.locate(`/api/specs/${context.index}`);
  if (context.file === undefined || context.displayFile === undefined) {
    throw new DefinitionError('definition path is missing', {
      file: context.config.document.file,
      ...(where ?? {}),
      pointer: `/api/specs/${context.index}`,
    });
  }
  const overrides = asList((proto?.overrides ?? raw.overrides) as string | string[] | undefined).map((o) =>
    path.resolve(context.config.dir, o),
  );
  const namespace = typeof raw.namespace === 'string' ? raw.namespace : undefined;
  let target: string | undefined;
  if (proto?.target !== undefined) {
    // `target` is written relative to the config folder; a path relative to the root also works.
    const fromConfig = path.resolve(context.config.dir, proto.target);
    target = path.relative(context.file, fromConfig).startsWith('..')
      ? path.resolve(context.file, proto.target)
      : fromConfig;
  }
  // Precedence (generator config > spec settings > api.settings) is already applied.
  const settings: Record<string, unknown> = { ...context.settings };
  return {
    absolutePath: context.file,
    displayPath: context.displayFile,
    ...(overrides.length > 0
      ? { overrides, overrideDisplayPaths: overrides.map((o) => display(context.config.dir, o)) }
      : {}),
    ...(namespace !== undefined ? { namespace } : {}),
    ...(target !== undefined ? { target } : {}),
    settings,
    smartCasing: context.smartCasing,
    references: context.references,
  };
}

/** Adapts a `parseX(input)` function to the registry's importer signature. */
export function toImporter(parse: (input: DefinitionInput) => Promise<IntermediateRepresentation>): ImporterFunction {
  return (spec, context) => parse(toDefinitionInput(spec, context));
}

import { NameScope, type MultiUrlEnvironment, type SingleUrlEnvironment } from '@bracken/ir';
import type { GeneratorContext } from '../context';
import { docComment, escapeIdentifier, escapePropertyKey, escapeString } from '../printer/escape';
import { FileBuilder, type GeneratedFile } from '../printer/printer';

/** Member names of the environment object, unique and stable. */
export function environmentMembers(
  ctx: GeneratorContext,
): Array<{ key: string; environment: SingleUrlEnvironment | MultiUrlEnvironment }> {
  const keys = new NameScope({ kind: 'object', suffix: { kind: 'number' } });
  return (ctx.ir.environments?.environments ?? []).map((environment) => {
    const key = keys.claim(escapeIdentifier(environment.name.pascalCase || 'Default'), {
      stem: escapeIdentifier(environment.name.pascalCase),
    });
    return { key, environment };
  });
}

/** The URLs type name of multi-host environments. */
export function environmentUrlsName(ctx: GeneratorContext): string {
  return `${ctx.environmentName}Urls`;
}

/** `src/environments.ts`. */
export function emitEnvironments(ctx: GeneratorContext): GeneratedFile {
  const file = new FileBuilder('src/environments.ts');
  const environments = ctx.ir.environments;
  const members = environmentMembers(ctx);
  if (!environments || members.length === 0) {
    file.print(`/** The API defines no environments; pass \`baseUrl\` to the client. */`);
    file.print(`export const ${ctx.environmentName} = {} as const;`);
    file.print(`export type ${ctx.environmentName} = string;`);
    return file.toFile();
  }
  if (environments.mode === 'multi') {
    const ids = environments.baseUrls.map((b) => b.id).sort();
    file.print(`/** The base URL of each part of the API. */`);
    file.print(`export interface ${environmentUrlsName(ctx)} {`);
    for (const id of ids) file.print('    ', escapePropertyKey(id), ': string;');
    file.print('}');
    file.print('');
    file.print(`/** Environments the API is served from. URL templates may hold \`{variable}\` placeholders. */`);
    file.print(`export const ${ctx.environmentName} = {`);
    for (const { key, environment } of members) {
      file.append(docComment([environment.docs], '    '));
      file.print(`    ${key}: {`);
      const urls = environment.kind === 'multiUrl' ? environment.urls : {};
      for (const id of ids)
        file.print(
          '        ',
          escapePropertyKey(id),
          ': ',
          escapeString(urls[id] ?? (environment.kind === 'singleUrl' ? environment.url : '')),
          ',',
        );
      file.print('    },');
    }
    file.print('} as const;');
    file.print('');
    file.print(
      `export type ${ctx.environmentName} = ${members.map((m) => `typeof ${ctx.environmentName}.${m.key}`).join(' | ')};`,
    );
    return file.toFile();
  }
  file.print(`/** Environments the API is served from. URLs may hold \`{variable}\` placeholders. */`);
  file.print(`export const ${ctx.environmentName} = {`);
  for (const { key, environment } of members) {
    file.append(docComment([environment.docs], '    '));
    const url = environment.kind === 'singleUrl' ? environment.url : (Object.values(environment.urls)[0] ?? '');
    file.print(`    ${key}: ${escapeString(url)},`);
  }
  file.print('} as const;');
  file.print('');
  file.print(
    `export type ${ctx.environmentName} = ${members.map((m) => `typeof ${ctx.environmentName}.${m.key}`).join(' | ')};`,
  );
  return file.toFile();
}

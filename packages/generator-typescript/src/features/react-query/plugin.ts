import type { GeneratorContext } from '../../context';
import { docComment, escapePropertyKey } from '../../printer/escape';
import { FileBuilder, importSymbol, type GeneratedFile } from '../../printer/printer';
import { emitServiceHooks, serviceModule } from './emit-service';
import { emitSharedFile, REACT_QUERY_DIR, sharedNames, sharedSymbol } from './emit-shared';
import { planHookServices, type HookService } from './endpoint-plan';

function emitIndex(ctx: GeneratorContext, services: HookService[]): GeneratedFile {
  const file = new FileBuilder(`${REACT_QUERY_DIR}/index.ts`);
  const root = sharedSymbol(sharedNames(ctx).keyRoot);
  const hooksName = `${ctx.ns}Hooks`;
  file.declareLocal(hooksName);
  file.declareLocal('QueryClient');
  file.setPreamble('import type { QueryClient } from "@tanstack/react-query";');
  const first = services.find((s) => s.endpoints.length > 0);
  const example = first ? `${first.hookProperty}.${first.endpoints[0]!.hookName}` : undefined;
  file.append(
    docComment([
      `React Query hooks of {@link ${ctx.clientName}}, shaped like the client: \`${hooksName}.<service>.<endpoint>\`.`,
      'Query keys are `[QUERY_KEY_ROOT, service, endpoint, variables]`, so `invalidate` works at the',
      'endpoint, service and SDK level by prefix.',
      '',
      '@example',
      `    <${sharedNames(ctx).provider} client={client}>...</${sharedNames(ctx).provider}>`,
      ...(example
        ? [
            `    const query = ${hooksName}.${example}.${first!.endpoints[0]!.kind === 'query' ? 'useQuery()' : 'useMutation()'};`,
          ]
        : []),
      `    await ${hooksName}.invalidate(queryClient);`,
    ]),
  );
  file.print(`export const ${hooksName} = {`);
  for (const service of services) {
    file.print(
      `    ${escapePropertyKey(service.hookProperty)}: `,
      importSymbol(service.exportName, serviceModule(service)),
      ',',
    );
  }
  file.append(docComment(['Query key shared by every query of this SDK.'], '    '));
  file.print('    getQueryKey() {');
  file.print('        return [', root, '] as const;');
  file.print('    },');
  file.append(docComment(['Marks every query of this SDK stale and refetches the active ones.'], '    '));
  file.print(
    '    invalidate(queryClient: QueryClient, filters?: ',
    sharedSymbol('InvalidateFilters', true),
    '): Promise<void> {',
  );
  file.print('        return queryClient.invalidateQueries({ ...filters, queryKey: [', root, '] });');
  file.print('    },');
  file.print('};');
  file.print('');
  file.print('export * from "./shared";');
  for (const service of [...services].sort((a, b) =>
    a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0,
  )) {
    file.print(`export * from "./services/${service.fileName}";`);
  }
  return file.toFile();
}

/**
 * The SDK's `src/react-query/` folder, emitted when `generateReactQueryHooks` is on: one module
 * per service (`services/<service>.ts`), the shared key root, client provider and option types
 * (`shared.ts`), and an index with the `<Ns>Hooks` object that mirrors the client.
 */
export function emitReactQueryHooks(ctx: GeneratorContext): GeneratedFile[] {
  const services = planHookServices(ctx);
  return [emitSharedFile(ctx), ...services.map((service) => emitServiceHooks(ctx, service)), emitIndex(ctx, services)];
}

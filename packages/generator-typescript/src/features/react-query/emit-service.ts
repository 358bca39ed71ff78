import { NameScope } from '@bracken/ir';
import type { GeneratorContext } from '../../context';
import {
  docComment,
  escapeIdentifier,
  escapePropertyAccess,
  escapePropertyKey,
  escapeString,
} from '../../printer/escape';
import { FileBuilder, type GeneratedFile, type Printable } from '../../printer/printer';
import { clientSymbol, REACT_QUERY_DIR, sharedNames, sharedSymbol } from './emit-shared';
import type { HookEndpoint, HookService } from './endpoint-plan';

const TANSTACK_NAMES = [
  'infiniteQueryOptions',
  'queryOptions',
  'useInfiniteQuery',
  'useMutation',
  'useQuery',
  'useSuspenseQuery',
  'QueryClient',
];

/** How examples reach a service's hooks. */
function hooksPath(ctx: GeneratorContext, service: HookService): string {
  return `${ctx.ns}Hooks${escapePropertyAccess(service.hookProperty)}`;
}

/** Path of a service's hook module, without extension. */
export function serviceModule(service: HookService): string {
  return `${REACT_QUERY_DIR}/services/${service.fileName}`;
}

interface EndpointNames {
  /** Local type alias of the data the client method resolves to. */
  data: string;
  key: string;
  /** The key tagged with its data type, exported as `getQueryKey`. */
  taggedKey: string;
  /** Key of the infinite query: the query key plus `"infinite"`. */
  infiniteKey: string;
  fetch: string;
}

/** `"<clientProperty>", "<methodName>"`: what follows the root in every key of the endpoint. */
function keyPrefix(service: HookService, hook: HookEndpoint): string {
  return `${escapeString(service.clientProperty)}, ${escapeString(hook.methodName)}`;
}

/** `<clientProperty>.<methodName>`: the endpoint as the SDK's client calls it, for docs. */
function endpointLabel(service: HookService, hook: HookEndpoint): string {
  return `${service.clientProperty}.${hook.methodName}`;
}

/** The SDK client's method of the endpoint, on a `client` in scope. */
function clientCall(service: HookService, hook: HookEndpoint): string {
  return `client${escapePropertyAccess(service.clientProperty)}${escapePropertyAccess(hook.methodName)}`;
}

function printEndpointFunctions(
  ctx: GeneratorContext,
  file: FileBuilder,
  service: HookService,
  hook: HookEndpoint,
  names: EndpointNames,
): void {
  const client = clientSymbol(ctx);
  const root = sharedSymbol(sharedNames(ctx).keyRoot);
  const method = clientCall(service, hook);
  const prefix = keyPrefix(service, hook);
  const label = endpointLabel(service, hook);
  const v = hook.variables;
  const variablesParam: Printable[] =
    v === 'none' ? [] : [`variables${hook.variablesOptional ? '?' : ''}: `, ...hook.variablesType, ', '];

  file.append(docComment([`Query key of \`${label}\` for these variables.`]));
  if (v === 'none') file.print(`function ${names.key}() {`);
  else if (hook.variablesDefaultEmpty)
    file.print(`function ${names.key}(variables: `, ...hook.variablesType, ' = {}) {');
  else file.print(`function ${names.key}(`, ...variablesParam.slice(0, -1), ') {');
  file.print('    return [', root, `, ${prefix}${v === 'none' ? '' : ', variables'}] as const;`);
  file.print('}');
  file.print('');
  // The tagged twin types `queryClient.getQueryData(key)`; its explicit return type keeps
  // TanStack's tag symbol out of inferred declaration types.
  const tuple: Printable[] = [
    'readonly [typeof ',
    root,
    `, ${prefix}`,
    ...(v === 'none' ? [] : [', ', ...hook.variablesType]),
    ']',
  ];
  file.append(docComment([`The query key of \`${label}\`, tagged with its data type for \`getQueryData\`.`]));
  const returns: Printable[] = ['DataTag<', ...tuple, `, ${names.data}>`];
  if (v === 'none') file.print(`function ${names.taggedKey}(): `, ...returns, ' {');
  else if (hook.variablesDefaultEmpty)
    file.print(`function ${names.taggedKey}(variables: `, ...hook.variablesType, ' = {}): ', ...returns, ' {');
  else file.print(`function ${names.taggedKey}(`, ...variablesParam.slice(0, -1), '): ', ...returns, ' {');
  file.print(`    const key = ${names.key}(${v === 'none' ? '' : 'variables'});`);
  file.print(`    return key as DataTag<typeof key, ${names.data}>;`);
  file.print('}');
  file.print('');
  if (hook.paginated) {
    file.append(docComment([`Key of the infinite query of \`${label}\`: the query key plus \`"infinite"\`.`]));
    file.print(`function ${names.infiniteKey}(`, ...variablesParam.slice(0, -1), ') {');
    file.print(`    return [...${names.key}(${v === 'none' ? '' : 'variables'}), "infinite"] as const;`);
    file.print('}');
    file.print('');
  }
  file.append(docComment([`Calls \`${label}\`, cancelled by React Query through \`signal\`.`]));
  const fetchVariables: Printable[] =
    v === 'none' ? [] : ['variables: ', ...hook.variablesType, hook.variablesOptional ? ' | undefined, ' : ', '];
  file.print(
    `function ${names.fetch}(client: `,
    client,
    ', ',
    ...fetchVariables,
    'requestOptions: ',
    client,
    '.RequestOptions | undefined, signal: AbortSignal | undefined) {',
  );
  file.print('    const options = { ...requestOptions, abortSignal: requestOptions?.abortSignal ?? signal };');
  file.print(`    return ${method}(${hook.callArguments('variables').concat('options').join(', ')});`);
  file.print('}');
  file.print('');
}

/** Indent of a member of a hook object. */
const MEMBER_INDENT = '        ';

/** The variables parameter of a hook object's members, followed by a comma; nothing when the endpoint takes none. */
function variablesParameter(hook: HookEndpoint): Printable[] {
  return hook.variables === 'none'
    ? []
    : [`variables${hook.variablesOptional ? '?' : ''}: `, ...hook.variablesType, ', '];
}

/**
 * Prints the TSDoc and signature of an options getter (`getQueryOptions`,
 * `getInfiniteQueryOptions`), with an example that prefetches through it; the body is the caller's.
 */
function printOptionsGetterHead(
  ctx: GeneratorContext,
  file: FileBuilder,
  service: HookService,
  hook: HookEndpoint,
  getter: { name: string; summary: string; prefetch: string },
): void {
  const i = MEMBER_INDENT;
  const client = clientSymbol(ctx);
  file.append(
    docComment(
      [
        getter.summary,
        '',
        '@example',
        `    await queryClient.${getter.prefetch}(${hooksPath(ctx, service)}.${hook.hookName}.${getter.name}(client${hook.variables === 'none' ? '' : ', variables'}));`,
      ],
      i,
    ),
  );
  file.print(
    `${i}${getter.name}(client: `,
    client,
    ', ',
    ...variablesParameter(hook),
    'requestOptions?: ',
    client,
    '.RequestOptions) {',
  );
}

/**
 * Prints a hook that reads one query through the provider's client (`useQuery`,
 * `useSuspenseQuery`), with its TSDoc and an example that destructures `example`.
 */
function printReadHook(
  ctx: GeneratorContext,
  file: FileBuilder,
  service: HookService,
  hook: HookEndpoint,
  names: EndpointNames,
  read: { name: string; options: string; summary: string; example: string },
): void {
  const i = MEMBER_INDENT;
  const data: Printable[] = [names.data];
  const vars = hook.variables === 'none' ? '' : 'variables';
  const variablesArg = hook.variables === 'none' ? '' : 'variables, ';
  file.append(
    docComment(
      [
        read.summary,
        '',
        '@example',
        `    const ${read.example} = ${hooksPath(ctx, service)}.${hook.hookName}.${read.name}(${vars});`,
      ],
      i,
    ),
  );
  file.print(
    `${i}${read.name}<TData = `,
    ...data,
    `>(`,
    ...variablesParameter(hook),
    'options?: ',
    sharedSymbol(read.options, true),
    '<',
    ...data,
    ', TData>) {',
  );
  file.print(`${i}    const client = `, sharedSymbol(sharedNames(ctx).useClient), '();');
  file.print(`${i}    const { requestOptions, ...rest } = options ?? {};`);
  file.print(
    `${i}    return ${read.name}({ ...rest, queryKey: ${names.key}(${vars}), queryFn: ({ signal }) => ${names.fetch}(client, ${variablesArg}requestOptions, signal) });`,
  );
  file.print(`${i}},`);
}

/** Prints the paging of an infinite query's options (each page is the SDK's `Page`) and closes the member. */
function printInfinitePaging(file: FileBuilder, hook: HookEndpoint, names: EndpointNames): void {
  const i = MEMBER_INDENT;
  const vars = hook.variables === 'none' ? '' : 'variables';
  const variablesArg = hook.variables === 'none' ? '' : 'variables, ';
  file.print(`${i}        queryKey: ${names.infiniteKey}(${vars}),`);
  file.print(
    `${i}        queryFn: ({ pageParam, signal }) => (pageParam === undefined ? ${names.fetch}(client, ${variablesArg}requestOptions, signal) : pageParam.getNextPage()),`,
  );
  file.print(`${i}        initialPageParam: undefined,`);
  file.print(`${i}        getNextPageParam: (lastPage) => (lastPage.hasNextPage() ? lastPage : undefined),`);
  file.print(`${i}    });`);
  file.print(`${i}},`);
}

function printQueryHooks(
  ctx: GeneratorContext,
  file: FileBuilder,
  service: HookService,
  hook: HookEndpoint,
  names: EndpointNames,
): void {
  const s = sharedNames(ctx);
  const useClient = sharedSymbol(s.useClient);
  const root = sharedSymbol(s.keyRoot);
  const data: Printable[] = [names.data];
  const v = hook.variables;
  const variablesParam = variablesParameter(hook);
  const variablesArg = v === 'none' ? '' : 'variables, ';
  const label = endpointLabel(service, hook);
  const i = MEMBER_INDENT;

  file.append(
    docComment(
      [
        `Query key of these variables: \`[QUERY_KEY_ROOT, ${keyPrefix(service, hook)}${v === 'none' ? '' : ', variables'}]\`.`,
      ],
      i,
    ),
  );
  file.print(`${i}getQueryKey: ${names.taggedKey},`);
  file.print('');
  printOptionsGetterHead(ctx, file, service, hook, {
    name: 'getQueryOptions',
    summary: 'Query options for `queryClient.fetchQuery`, `prefetchQuery`, `ensureQueryData` or `useQueries`.',
    prefetch: 'prefetchQuery',
  });
  file.print(`${i}    return queryOptions({`);
  file.print(`${i}        queryKey: ${names.key}(${v === 'none' ? '' : 'variables'}),`);
  file.print(`${i}        queryFn: ({ signal }) => ${names.fetch}(client, ${variablesArg}requestOptions, signal),`);
  file.print(`${i}    });`);
  file.print(`${i}},`);
  file.print('');
  printReadHook(ctx, file, service, hook, names, {
    name: 'useQuery',
    options: 'QueryHookOptions',
    summary: `Reads \`${label}\` through React Query. Needs a client provider above the component.`,
    example: '{ data, isPending }',
  });
  file.print('');
  printReadHook(ctx, file, service, hook, names, {
    name: 'useSuspenseQuery',
    options: 'SuspenseQueryHookOptions',
    summary: `Reads \`${label}\` and suspends until the data is there.`,
    example: '{ data }',
  });
  if (hook.paginated) {
    file.print('');
    file.append(
      docComment(
        [
          `Reads \`${label}\` page by page. Each page is the SDK's \`Page\`; the next one is loaded with \`fetchNextPage()\`.`,
          '',
          '@example',
          `    const { data, fetchNextPage, hasNextPage } = ${hooksPath(ctx, service)}.${hook.hookName}.useInfiniteQuery(${v === 'none' ? '' : 'variables'});`,
          '    const items = data?.pages.flatMap((page) => page.data) ?? [];',
        ],
        i,
      ),
    );
    const infinite: Printable[] = ['InfiniteData<', ...data, ', ', ...data, ' | undefined>'];
    file.print(
      `${i}useInfiniteQuery<TData = `,
      ...infinite,
      `>(`,
      ...variablesParam,
      'options?: ',
      sharedSymbol('InfiniteQueryHookOptions', true),
      '<',
      ...data,
      ', TData>) {',
    );
    file.print(`${i}    const client = `, useClient, '();');
    file.print(`${i}    const { requestOptions, ...rest } = options ?? {};`);
    file.print(
      `${i}    return useInfiniteQuery<`,
      ...data,
      ', DefaultError, TData, QueryKey, ',
      ...data,
      ' | undefined>({',
    );
    file.print(`${i}        ...rest,`);
    printInfinitePaging(file, hook, names);
    file.print('');
    printOptionsGetterHead(ctx, file, service, hook, {
      name: 'getInfiniteQueryOptions',
      summary: 'Infinite query options for `queryClient.fetchInfiniteQuery` or `prefetchInfiniteQuery`.',
      prefetch: 'prefetchInfiniteQuery',
    });
    file.print(
      `${i}    return infiniteQueryOptions<`,
      ...data,
      ', DefaultError, InfiniteData<',
      ...data,
      ', ',
      ...data,
      ' | undefined>, QueryKey, ',
      ...data,
      ' | undefined>({',
    );
    printInfinitePaging(file, hook, names);
  }
  file.print('');
  const invalidateDocs =
    v === 'none'
      ? `Marks every \`${label}\` query stale and refetches the active ones.`
      : `Marks the \`${label}\` queries of these variables (all of them when left out) stale and refetches the active ones.`;
  file.append(
    docComment(
      [
        invalidateDocs,
        '',
        '@example',
        `    await ${hooksPath(ctx, service)}.${hook.hookName}.invalidate(queryClient);`,
      ],
      i,
    ),
  );
  const qc = ['queryClient: QueryClient, '];
  if (v === 'none') {
    file.print(`${i}invalidate(`, ...qc, 'filters?: ', sharedSymbol('InvalidateFilters', true), '): Promise<void> {');
    file.print(`${i}    return queryClient.invalidateQueries({ ...filters, queryKey: ${names.key}() });`);
  } else {
    file.print(
      `${i}invalidate(`,
      ...qc,
      'variables?: ',
      ...hook.variablesType,
      ', filters?: ',
      sharedSymbol('InvalidateFilters', true),
      '): Promise<void> {',
    );
    file.print(
      `${i}    return queryClient.invalidateQueries({ ...filters, queryKey: variables === undefined ? [`,
      root,
      `, ${keyPrefix(service, hook)}] : ${names.key}(variables) });`,
    );
  }
  file.print(`${i}},`);
}

function printMutationHook(
  ctx: GeneratorContext,
  file: FileBuilder,
  service: HookService,
  hook: HookEndpoint,
  names: EndpointNames,
): void {
  const s = sharedNames(ctx);
  const root = sharedSymbol(s.keyRoot);
  const data: Printable[] = [names.data];
  const label = endpointLabel(service, hook);
  const method = clientCall(service, hook);
  const v = hook.variables;
  // `void` in the variables type lets callers write `mutate()` when nothing is required.
  const variables: Printable[] =
    v === 'none' ? ['void'] : hook.variablesOptional ? [...hook.variablesType, ' | void'] : hook.variablesType;
  const i = '        ';
  const example = v === 'none' ? 'mutation.mutate()' : 'mutation.mutate(variables)';
  file.append(
    docComment(
      [
        `Calls \`${label}\` (\`${hook.endpoint.method} ${hook.endpoint.path}\`) as a mutation. Needs a client provider above the component.`,
        '',
        '@example',
        `    const mutation = ${hooksPath(ctx, service)}.${hook.hookName}.useMutation({ onSuccess: () => ${ctx.ns}Hooks.invalidate(queryClient) });`,
        `    ${example};`,
      ],
      i,
    ),
  );
  file.print(
    `${i}useMutation<TContext = unknown>(options?: `,
    sharedSymbol('MutationHookOptions', true),
    '<',
    ...data,
    ', ',
    ...variables,
    ', TContext>) {',
  );
  file.print(`${i}    const client = `, sharedSymbol(s.useClient), '();');
  file.print(`${i}    const { requestOptions, ...rest } = options ?? {};`);
  file.print(`${i}    return useMutation({`);
  file.print(`${i}        mutationKey: [`, root, `, ${keyPrefix(service, hook)}],`);
  file.print(`${i}        ...rest,`);
  if (v === 'none') {
    file.print(`${i}        mutationFn: () => ${method}(requestOptions),`);
  } else if (hook.variablesOptional) {
    file.print(`${i}        mutationFn: (variables: `, ...variables, `) => {`);
    file.print(
      `${i}            const value = variables === undefined ? undefined : (variables as `,
      ...hook.variablesType,
      ');',
    );
    file.print(`${i}            return ${method}(${[...hook.callArguments('value'), 'requestOptions'].join(', ')});`);
    file.print(`${i}        },`);
  } else {
    file.print(
      `${i}        mutationFn: (variables: `,
      ...variables,
      `) => ${method}(${[...hook.callArguments('variables'), 'requestOptions'].join(', ')}),`,
    );
  }
  file.print(`${i}    });`);
  file.print(`${i}},`);
}

/** `src/react-query/services/<service>.ts`: the hook object of one service. */
export function emitServiceHooks(ctx: GeneratorContext, service: HookService): GeneratedFile {
  const file = new FileBuilder(`${serviceModule(service)}.ts`);
  const s = sharedNames(ctx);
  const root = sharedSymbol(s.keyRoot);
  // The module's own functions and types: a taken name takes `_` until it is free.
  const used = new NameScope({ kind: 'module', suffix: { kind: 'repeat', text: '_' } });
  const needsInfinite = service.endpoints.some((e) => e.kind === 'query' && e.paginated);
  const tanstack = TANSTACK_NAMES.filter((name) => {
    if (name === 'useInfiniteQuery' || name === 'infiniteQueryOptions') return needsInfinite;
    if (name === 'useMutation') return service.endpoints.some((e) => e.kind === 'mutation');
    return name === 'QueryClient' || service.endpoints.some((e) => e.kind === 'query');
  });
  for (const name of [...TANSTACK_NAMES, 'DataTag', 'DefaultError', 'InfiniteData', 'QueryKey', service.exportName])
    file.declareLocal(name);
  const hasQueries = service.endpoints.some((e) => e.kind === 'query');
  const typeImports = [
    ...(hasQueries ? ['DataTag'] : []),
    ...(needsInfinite ? ['DefaultError', 'InfiniteData', 'QueryKey'] : []),
  ];
  const valueImports = tanstack.filter((n) => n !== 'QueryClient');
  const specifiers = [...valueImports, ...['QueryClient', ...typeImports].sort().map((n) => `type ${n}`)];
  file.setPreamble(`import { ${specifiers.join(', ')} } from "@tanstack/react-query";`);

  const endpointNames = new Map<HookEndpoint, EndpointNames>();
  const client = clientSymbol(ctx);
  for (const hook of service.endpoints) {
    const base = hook.methodName.replace(/^_+/, '') || 'endpoint';
    const pick = (stem: string, suffix: string): string => {
      // Without its leading `_`, a method name may start with a digit (`_2faStatus`).
      const name = used.claim(escapeIdentifier(`${stem}${suffix}`));
      file.declareLocal(name);
      return name;
    };
    const names = {
      data: pick(base.charAt(0).toUpperCase() + base.slice(1), 'Data'),
      key: pick(base, 'Key'),
      taggedKey: pick(base, 'QueryKey'),
      infiniteKey: pick(base, 'InfiniteQueryKey'),
      fetch: pick(base, 'Fetch'),
    };
    endpointNames.set(hook, names);
    file.append(docComment([`What \`${endpointLabel(service, hook)}\` resolves to.`]));
    file.print(
      `type ${names.data} = `,
      sharedSymbol('ResponseOf', true),
      '<',
      client,
      `[${escapeString(service.clientProperty)}][${escapeString(hook.methodName)}]>;`,
    );
    file.print('');
    if (hook.kind === 'query') printEndpointFunctions(ctx, file, service, hook, names);
  }

  const docs = service.service.docs ?? `Endpoints of \`${service.service.id}\`.`;
  file.append(
    docComment([
      `React Query hooks of \`client.${service.clientProperty}\`. ${docs}`,
      '',
      'Query endpoints (GET) have `useQuery`, `useSuspenseQuery`, `getQueryKey`, `getQueryOptions` and',
      '`invalidate`; paginated ones also `useInfiniteQuery`. The other endpoints have `useMutation`.',
    ]),
  );
  file.print(`export const ${service.exportName} = {`);
  for (const hook of service.endpoints) {
    const summary = hook.endpoint.docs ?? hook.endpoint.summary;
    file.append(
      docComment(
        [`\`${hook.endpoint.method} ${hook.endpoint.path}\`${summary ? `: ${summary.split('\n')[0]}` : ''}`],
        '    ',
      ),
    );
    file.print(`    ${escapePropertyKey(hook.hookName)}: {`);
    if (hook.kind === 'query') printQueryHooks(ctx, file, service, hook, endpointNames.get(hook)!);
    else printMutationHook(ctx, file, service, hook, endpointNames.get(hook)!);
    file.print('    },');
  }
  file.print('');
  file.append(docComment([`Query key shared by every query of \`client.${service.clientProperty}\`.`], '    '));
  file.print('    getQueryKey() {');
  file.print('        return [', root, `, ${escapeString(service.clientProperty)}] as const;`);
  file.print('    },');
  file.print('');
  file.append(
    docComment(
      [
        `Marks every query of \`client.${service.clientProperty}\` stale and refetches the active ones.`,
        '',
        '@example',
        `    await ${service.exportName}.invalidate(queryClient);`,
      ],
      '    ',
    ),
  );
  file.print(
    '    invalidate(queryClient: QueryClient, filters?: ',
    sharedSymbol('InvalidateFilters', true),
    '): Promise<void> {',
  );
  file.print(
    '        return queryClient.invalidateQueries({ ...filters, queryKey: [',
    root,
    `, ${escapeString(service.clientProperty)}] });`,
  );
  file.print('    },');
  file.print('};');
  return file.toFile();
}

import { baseErrorSymbol, type GeneratorContext } from '../../context';
import { escapeString } from '../../printer/escape';
import { FileBuilder, importSymbol, type GeneratedFile, type ImportSymbol } from '../../printer/printer';

/** Folder of the hooks inside the SDK. */
export const REACT_QUERY_DIR = 'src/react-query';

/** Module holding the key root, the client provider and the option types. */
export const SHARED_MODULE = `${REACT_QUERY_DIR}/shared`;

/** Names exported by the shared module. */
export interface SharedNames {
  keyRoot: string;
  provider: string;
  providerProps: string;
  useClient: string;
}

/** The shared names of an SDK, derived from its namespace. */
export function sharedNames(ctx: GeneratorContext): SharedNames {
  return {
    keyRoot: 'QUERY_KEY_ROOT',
    provider: `${ctx.ns}ClientProvider`,
    providerProps: `${ctx.ns}ClientProviderProps`,
    useClient: `use${ctx.ns}Client`,
  };
}

/** A symbol of the shared module. */
export function sharedSymbol(name: string, typeOnly = false): ImportSymbol {
  return importSymbol(name, SHARED_MODULE, { typeOnly });
}

/** The root client class. */
export function clientSymbol(ctx: GeneratorContext, typeOnly = true): ImportSymbol {
  return importSymbol(ctx.clientName, 'src/Client', { typeOnly });
}

/**
 * `src/react-query/shared.ts`: the first element of every query key, the React context that
 * hands the client to the hooks, and the option types every hook accepts.
 */
export function emitSharedFile(ctx: GeneratorContext): GeneratedFile {
  const names = sharedNames(ctx);
  const file = new FileBuilder(`${SHARED_MODULE}.ts`);
  for (const local of [
    ...Object.values(names),
    'ClientContext',
    'ResponseOf',
    'HookRequestOptions',
    'QueryHookOptions',
    'SuspenseQueryHookOptions',
    'InfiniteQueryHookOptions',
    'MutationHookOptions',
    'InvalidateFilters',
  ]) {
    file.declareLocal(local);
  }
  for (const local of [
    'createContext',
    'createElement',
    'useContext',
    'ReactElement',
    'ReactNode',
    'DefaultError',
    'InfiniteData',
    'InvalidateQueryFilters',
    'QueryKey',
    'UseInfiniteQueryOptions',
    'UseMutationOptions',
    'UseQueryOptions',
    'UseSuspenseQueryOptions',
  ]) {
    file.declareLocal(local);
  }
  file.setPreamble(
    [
      'import { createContext, createElement, useContext, type ReactElement, type ReactNode } from "react";',
      'import type {',
      '    DefaultError,',
      '    InfiniteData,',
      '    InvalidateQueryFilters,',
      '    QueryKey,',
      '    UseInfiniteQueryOptions,',
      '    UseMutationOptions,',
      '    UseQueryOptions,',
      '    UseSuspenseQueryOptions,',
      '} from "@tanstack/react-query";',
    ].join('\n'),
  );
  const client = clientSymbol(ctx);
  const error = baseErrorSymbol(ctx);
  file.print(
    `/**
 * First element of every query key of this SDK. Keys are
 * \`[QUERY_KEY_ROOT, service, endpoint, variables]\`, so invalidating a prefix reaches every
 * query beneath it.
 */
export const ${names.keyRoot} = ${escapeString(ctx.options.packageName)};

const ClientContext = createContext<`,
    client,
    ` | undefined>(undefined);

/** Props of {@link ${names.provider}}. */
export interface ${names.providerProps} {
    /** The client every hook below the provider calls. */
    client: `,
    client,
    `;
    /** The components that use the hooks. */
    children?: ReactNode;
}

/**
 * Makes a client available to the hooks of the components below it. Place it inside a
 * \`QueryClientProvider\`.
 *
 * @example
 *     <QueryClientProvider client={queryClient}>
 *         <${names.provider} client={new ${ctx.clientName}({ baseUrl: "https://api.example.com" })}>
 *             <App />
 *         </${names.provider}>
 *     </QueryClientProvider>
 */
export function ${names.provider}(props: ${names.providerProps}): ReactElement {
    return createElement(ClientContext.Provider, { value: props.client }, props.children);
}

/**
 * The client of the nearest {@link ${names.provider}}.
 *
 * @throws {@link ${ctx.errorName}} when no provider is above the calling component.
 * @example
 *     const client = ${names.useClient}();
 */
export function ${names.useClient}(): `,
    client,
    ` {
    const client = useContext(ClientContext);
    if (client === undefined) {
        throw new `,
    error,
    `({ message: ${escapeString(`${names.useClient}() found no client: render the component inside ${names.provider}`)} });
    }
    return client;
}

/** The data a client method resolves to. */
export type ResponseOf<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;

/** Request options forwarded to the client method (timeout, retries, headers). */
export interface HookRequestOptions {
    /** Options of each request the hook sends. */
    requestOptions?: `,
    client,
    `.RequestOptions;
}

/** Options of a generated \`useQuery\`: TanStack's options without \`queryKey\` and \`queryFn\`. */
export type QueryHookOptions<TQueryFnData, TData = TQueryFnData> = Omit<UseQueryOptions<TQueryFnData, DefaultError, TData, QueryKey>, "queryKey" | "queryFn"> & HookRequestOptions;

/** Options of a generated \`useSuspenseQuery\`. */
export type SuspenseQueryHookOptions<TQueryFnData, TData = TQueryFnData> = Omit<UseSuspenseQueryOptions<TQueryFnData, DefaultError, TData, QueryKey>, "queryKey" | "queryFn"> & HookRequestOptions;

/** Options of a generated \`useInfiniteQuery\`; pages are loaded through the SDK's \`Page\`. */
export type InfiniteQueryHookOptions<TPage, TData = InfiniteData<TPage, TPage | undefined>> = Omit<
    UseInfiniteQueryOptions<TPage, DefaultError, TData, QueryKey, TPage | undefined>,
    "queryKey" | "queryFn" | "initialPageParam" | "getNextPageParam" | "getPreviousPageParam"
> &
    HookRequestOptions;

/** Options of a generated \`useMutation\`: TanStack's options without \`mutationFn\`. */
export type MutationHookOptions<TData, TVariables, TContext = unknown> = Omit<UseMutationOptions<TData, DefaultError, TVariables, TContext>, "mutationFn"> & HookRequestOptions;

/** Filters of an \`invalidate\` call; the query key comes from the hook object. */
export type InvalidateFilters = Omit<InvalidateQueryFilters, "queryKey">;
`,
  );
  return file.toFile();
}

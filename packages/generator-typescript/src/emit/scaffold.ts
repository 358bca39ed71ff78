import type { HttpEndpoint, Service } from '@bracken/ir';
import { endpointErrors, type GeneratorContext } from '../context';
import { escapeMarkdown, escapeString } from '../printer/escape';
import type { GeneratedFile } from '../printer/printer';
import { paginationPlan } from './client';
import { planRequest } from './request-plan';
import { clientConstruction, endpointSnippet, exampleCall } from './snippets';
import { render } from './templates';
import { emitReference } from './reference';
import { enabledFeatures } from '../features';
import { planHookServices } from '../features/react-query';
import { sharedNames } from '../features/react-query/emit-shared';

function findEndpoint(ctx: GeneratorContext, method: string, path: string, endpointId?: string) {
  for (const service of ctx.ir.services) {
    for (const endpoint of service.endpoints) {
      if (
        endpointId !== undefined
          ? endpoint.id === endpointId
          : endpoint.method === method.toUpperCase() && endpoint.path === path
      )
        return { service, endpoint };
    }
  }
  return undefined;
}

function parseLocator(entry: string | { method: string; path: string; endpointId?: string }): {
  method: string;
  path: string;
  endpointId?: string;
} {
  if (typeof entry !== 'string') return entry;
  const [method = '', ...rest] = entry.trim().split(/\s+/);
  return { method, path: rest.join(' ') };
}

/** Names and an example call for the README's React Query section. */
function reactQueryReadme(ctx: GeneratorContext): { hooks: string; provider: string; example: string | undefined } {
  const hooks = `${ctx.ns}Hooks`;
  const services = planHookServices(ctx);
  const all = services.flatMap((service) => service.endpoints.map((endpoint) => ({ service, endpoint })));
  const query = all.find(
    (h) => h.endpoint.kind === 'query' && (h.endpoint.variables === 'none' || h.endpoint.variablesOptional),
  );
  const mutation = all.find((h) => h.endpoint.kind === 'mutation');
  const example = query
    ? `{ data, isPending } = ${hooks}.${query.service.hookProperty}.${query.endpoint.hookName}.useQuery()`
    : mutation
      ? `mutation = ${hooks}.${mutation.service.hookProperty}.${mutation.endpoint.hookName}.useMutation()`
      : undefined;
  return { hooks, provider: sharedNames(ctx).provider, example };
}

/** The endpoint the README's examples call, as the examples write it. */
interface ReadmeCall {
  /** `client.pets.create({ ... })`, without `await`. */
  plain: string;
  /** The same call with request options (an object literal) as its last argument. */
  withOptions: (requestOptions: string) => string;
  /** A paginated endpoint returns a page, which carries the raw response itself. */
  paginated: boolean;
  streaming: boolean;
  /** The first error the endpoint declares, as `<Ns>.<Name>`. */
  declaredError: string | undefined;
}

function readmeCall(ctx: GeneratorContext, service: Service, endpoint: HttpEndpoint): ReadmeCall {
  const error = endpointErrors(ctx, endpoint)[0];
  return {
    plain: exampleCall(ctx, service, endpoint),
    withOptions: (requestOptions) => exampleCall(ctx, service, endpoint, requestOptions),
    paginated: paginationPlan(ctx, endpoint, planRequest(ctx, endpoint), endpoint.pagination) !== undefined,
    streaming: endpoint.streaming !== undefined,
    declaredError: error ? `${ctx.ns}.${ctx.errorNames.get(error.id)!}` : undefined,
  };
}

/** package.json, tsconfigs, workflow, ignore files, the ESM rename script and the README. */
export function emitScaffold(ctx: GeneratorContext): GeneratedFile[] {
  const o = ctx.options;
  const metadata = o.metadata ?? {};
  // npm has one author: the named one, else the first of `authors`; every other author is a contributor.
  const people = (metadata.authors ?? []).map((a) => `${a.name} <${a.email}>`);
  const author = metadata.author ?? people[0];
  const contributors = metadata.author !== undefined ? people : people.slice(1);
  const files: GeneratedFile[] = [];
  files.push({
    path: 'package.json',
    contents: render('package.json', {
      packageName: o.packageName,
      version: o.packageVersion,
      description: metadata.packageDescription ?? metadata.description ?? ctx.ir.docs?.split('\n')[0],
      author,
      contributors,
      license: metadata.license ?? 'MIT',
      repositoryUrl: o.repositoryUrl,
      homepage: metadata.referenceUrl,
      reactQuery: o.generateReactQueryHooks ?? false,
      // Clients over other transports load these packages only when they run.
      optionalPeers: enabledFeatures(ctx)
        .flatMap((feature) => feature.optionalPeers)
        .sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    }),
  });
  files.push({ path: 'tsconfig.json', contents: render('tsconfig.json', {}) });
  files.push({ path: 'tsconfig.cjs.json', contents: render('tsconfig.cjs.json', {}) });
  files.push({ path: 'tsconfig.esm.json', contents: render('tsconfig.esm.json', {}) });
  files.push({ path: '.github/workflows/ci.yml', contents: render('ci.yml', { packageName: o.packageName }) });
  files.push({ path: '.gitignore', contents: render('gitignore', {}) });
  files.push({ path: '.npmignore', contents: render('npmignore', {}) });
  files.push({ path: 'scripts/rename-to-esm-files.js', contents: render('rename-to-esm-files.js', {}) });

  const readme = o.readme ?? {};
  const featureSections = Object.keys(readme.features ?? {}).map((title) => ({
    title: escapeMarkdown(title),
    snippets: (readme.features![title] ?? [])
      .map(parseLocator)
      .map((l) => findEndpoint(ctx, l.method, l.path, l.endpointId))
      .filter((x): x is NonNullable<typeof x> => x !== undefined)
      .map((x) => endpointSnippet(ctx, x.service, x.endpoint, { call: true })),
  }));
  let defaultSnippet: string | undefined;
  let call: ReadmeCall | undefined;
  const first = ctx.ir.services.find((service) => service.endpoints.length > 0)?.endpoints[0];
  const locator = readme.defaultEndpoint ?? (first ? { method: first.method, path: first.path } : undefined);
  const found = locator
    ? findEndpoint(ctx, locator.method, locator.path, 'endpointId' in locator ? locator.endpointId : undefined)
    : undefined;
  if (found) {
    call = readmeCall(ctx, found.service, found.endpoint);
    defaultSnippet = `${clientConstruction(ctx)}\n${call.streaming ? `const stream = await ${call.plain};\nfor await (const event of stream) {\n    console.log(event);\n}` : `await ${call.plain};`}`;
  }
  const apiName = readme.apiName ?? (ctx.ir.title.trim() || ctx.ns);
  const customSections = (readme.customSections ?? [])
    .filter((s) => s.language === 'typescript')
    .map((s) => ({
      title: escapeMarkdown(s.title),
      content: escapeMarkdown(s.content.replace(/\{\{\s*packageName\s*\}\}/g, o.packageName)),
    }));
  files.push({
    path: 'README.md',
    contents: render('README.md', {
      bannerLink: readme.bannerLink,
      apiName: escapeMarkdown(apiName),
      // "The Widgets API", not "the Widgets API API".
      apiPhrase: escapeMarkdown(/\bapi$/i.test(apiName.trim()) ? apiName.trim() : `${apiName} API`),
      packageName: o.packageName,
      introduction: readme.introduction ? escapeMarkdown(readme.introduction) : undefined,
      apiReferenceLink: readme.apiReferenceLink,
      defaultSnippet,
      construction: clientConstruction(ctx),
      call,
      features: featureSections,
      ns: ctx.ns,
      errorName: ctx.errorName,
      timeoutErrorName: ctx.timeoutErrorName,
      defaultTimeoutSeconds: ctx.defaultTimeoutMs === undefined ? undefined : ctx.defaultTimeoutMs / 1000,
      customSections,
      reactQuery: o.generateReactQueryHooks ? reactQueryReadme(ctx) : undefined,
      dates: ctx.hasDates ? (ctx.serde ? 'date' : 'string') : undefined,
      contributing: !(readme.disabledSections ?? []).includes('contributing'),
    }).replace(/\n{3,}/g, '\n\n'),
  });
  files.push(emitReference(ctx));
  files.push({
    path: 'src/version.ts',
    contents: `/** Version of this SDK. */\nexport const SDK_VERSION = ${escapeString(o.packageVersion)};\n`,
  });
  return files;
}

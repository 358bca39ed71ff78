import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConjure, parseOpenApi } from '@bracken/importers';
import { generateTypeScriptSdk } from './index';
import { REPO_ROOT, compileSdk, runTsc, writeSdk } from './__fixtures__/sdk-harness';
import { sendJson, startServer, type TestServer } from './__fixtures__/server';
import { loadSdk, sdkParts, type LooseClient } from './__fixtures__/loose-sdk';

// A declared error carries its body with the declared type: strict `tsc` sees it on the class
// (with and without the serialization layer, for an object and a union body), and the client
// fills it from a real server's answer. Several errors at one status are told apart by the
// literal their bodies declare (Conjure's `errorName`).

const problem = {
  type: 'object',
  required: ['error_code'],
  properties: { error_code: { type: 'string' }, detail: { type: 'string' } },
};
const duplicate = {
  type: 'object',
  required: ['kind', 'existing_id'],
  properties: { kind: { type: 'string', enum: ['duplicate'] }, existing_id: { type: 'string' } },
};
const locked = {
  type: 'object',
  required: ['kind', 'locked_until'],
  properties: { kind: { type: 'string', enum: ['locked'] }, locked_until: { type: 'string', format: 'date-time' } },
};

const document = {
  openapi: '3.0.3',
  info: { title: 'Shop', version: '1.0.0' },
  paths: {
    '/pets/{pet_id}': {
      put: {
        operationId: 'updatePet',
        tags: ['pets'],
        parameters: [{ name: 'pet_id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } },
        },
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } },
          },
          '404': {
            description: 'missing',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } },
          },
          '409': {
            description: 'conflict',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/PetConflict' } } },
          },
          '500': { description: 'no body' },
        },
      },
    },
  },
  components: {
    schemas: {
      Problem: problem,
      Duplicate: duplicate,
      Locked: locked,
      PetConflict: { oneOf: [{ $ref: '#/components/schemas/Duplicate' }, { $ref: '#/components/schemas/Locked' }] },
    },
  },
};

const conjure = `types:
  definitions:
    default-package: com.example.books
    objects:
      Book:
        fields:
          title: string
    errors:
      BookNotFound:
        namespace: Books
        code: NOT_FOUND
        safe-args:
          bookId: string
      AuthorNotFound:
        namespace: Books
        code: NOT_FOUND
        safe-args:
          authorName: string
services:
  BookService:
    name: Books
    package: com.example.books
    base-path: /books
    endpoints:
      getBook:
        http: GET /{bookId}
        args:
          bookId: string
        returns: Book
        errors:
          - BookNotFound
          - AuthorNotFound
`;

/** A strict module that compiles only when each error's body has its declared type. */
function typeChecks(sdk: string, serde: boolean): string {
  const key = serde ? 'errorCode' : 'error_code';
  const existing = serde ? 'existingId' : 'existing_id';
  const until = serde ? 'lockedUntil' : 'locked_until';
  return `import { Shop, ShopError } from "../${sdk}/src";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export function inspect(error: unknown): string {
    if (error instanceof Shop.NotFoundError) {
        const same: Same<typeof error.body, Shop.Problem> = true;
        void same;
        return error.body.${key};
    }
    if (error instanceof Shop.ConflictError) {
        const same: Same<typeof error.body, Shop.PetConflict> = true;
        void same;
        const body = error.body;
        return body.kind === "duplicate" ? body.${existing} : String(body.${until});
    }
    if (error instanceof Shop.InternalServerError) {
        const same: Same<typeof error.body, unknown> = true;
        void same;
    }
    return error instanceof ShopError ? String(error.statusCode) : "";
}
`;
}

const conjureChecks = `import { Books } from "../conjure/src";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export function inspect(error: unknown): string | undefined {
    if (error instanceof Books.BookNotFound) {
        const same: Same<typeof error.body, Books.BookNotFoundBody> = true;
        void same;
        const name: "Books:BookNotFound" = error.body.errorName;
        return name + (error.body.parameters.bookId ?? "");
    }
    if (error instanceof Books.AuthorNotFound) return error.body.parameters.authorName;
    return undefined;
}
`;

let server: TestServer;
let typeCheckOutput: string;
const clients: Record<string, (options?: Record<string, unknown>) => LooseClient> = {};
const sdks: Record<string, ReturnType<typeof sdkParts>> = {};

beforeAll(async () => {
  server = await startServer();
  const openApiIr = await parseOpenApi({
    file: join(REPO_ROOT, 'tmp', 'error-bodies.json'),
    document,
    displayFile: 'error-bodies.json',
  });
  const conjureDir = join(REPO_ROOT, 'tmp', 'gen-ts', 'error-bodies-conjure-definition');
  mkdirSync(conjureDir, { recursive: true });
  writeFileSync(join(conjureDir, 'books.yml'), conjure);
  const conjureIr = await parseConjure({ absolutePath: join(conjureDir, 'books.yml'), displayPath: 'books.yml' });
  const variants = [
    { name: 'serde', ir: openApiIr, ns: 'Shop', noSerdeLayer: false },
    { name: 'raw', ir: openApiIr, ns: 'Shop', noSerdeLayer: true },
    { name: 'conjure', ir: conjureIr, ns: 'Books', noSerdeLayer: false },
  ];
  for (const variant of variants) {
    const files = await generateTypeScriptSdk(variant.ir, {
      packageName: `${variant.name}-sdk`,
      packageVersion: '1.0.0',
      namespaceExport: variant.ns,
      noSerdeLayer: variant.noSerdeLayer,
    });
    const dir = writeSdk(`error-bodies/${variant.name}`, files);
    expect(compileSdk(dir)).toBe('');
    const parts = sdkParts(loadSdk(join(dir, 'dist', 'cjs', 'index.js')), variant.ns);
    sdks[variant.name] = parts;
    clients[variant.name] = (options = {}) => new parts.Client({ baseUrl: server.url, maxRetries: 0, ...options });
  }
  const checks = join(REPO_ROOT, 'tmp', 'gen-ts', 'error-bodies', 'checks');
  mkdirSync(checks, { recursive: true });
  writeFileSync(join(checks, 'serde.ts'), typeChecks('serde', true));
  writeFileSync(join(checks, 'raw.ts'), typeChecks('raw', false));
  writeFileSync(join(checks, 'conjure.ts'), conjureChecks);
  writeFileSync(
    join(checks, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        module: 'commonjs',
        moduleResolution: 'node',
        skipLibCheck: true,
        types: ['node'],
        typeRoots: [join(REPO_ROOT, 'node_modules', '@types')],
      },
      files: ['serde.ts', 'raw.ts', 'conjure.ts'],
    }),
  );
  typeCheckOutput = runTsc(checks, 'tsconfig.json');
}, 180_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(() => server.reset());

async function failure(call: Promise<unknown>): Promise<Error & { statusCode?: number; body?: unknown }> {
  return call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error as Error & { statusCode?: number; body?: unknown },
  );
}

describe('declared error bodies', () => {
  it('type the body of each declared error class as declared (object, union, none), with and without the serialization layer', () => {
    expect(typeCheckOutput).toBe('');
  });

  it('parse an object body into the declared type with the serialization layer', async () => {
    server.handle((_req, res) => sendJson(res, 404, { error_code: 'gone', detail: 'no such pet' }));
    const error = await failure(clients['serde']!().pets!.updatePet!('p1', { name: 'Rex' }));
    expect(error).toBeInstanceOf(sdks['serde']!.namespace['NotFoundError']!);
    expect(error.body).toEqual({ errorCode: 'gone', detail: 'no such pet' });
  });

  it('parse a union body, dates included, with the serialization layer', async () => {
    server.handle((_req, res) => sendJson(res, 409, { kind: 'locked', locked_until: '2030-01-02T03:04:05Z' }));
    const error = await failure(clients['serde']!().pets!.updatePet!('p1', { name: 'Rex' }));
    expect(error).toBeInstanceOf(sdks['serde']!.namespace['ConflictError']!);
    expect(error.body).toEqual({ kind: 'locked', lockedUntil: new Date('2030-01-02T03:04:05Z') });
  });

  it('keep the wire body without the serialization layer', async () => {
    server.handle((_req, res) => sendJson(res, 409, { kind: 'duplicate', existing_id: 'p0' }));
    const error = await failure(clients['raw']!().pets!.updatePet!('p1', { name: 'Rex' }));
    expect(error).toBeInstanceOf(sdks['raw']!.namespace['ConflictError']!);
    expect(error.body).toEqual({ kind: 'duplicate', existing_id: 'p0' });
  });

  it('throw the error whose declared errorName the body carries when two errors share a status', async () => {
    const body = (name: string, parameters: Record<string, string>) => ({
      errorCode: 'NOT_FOUND',
      errorName: name,
      errorInstanceId: '2b9d1a0e-5c4f-4a3e-8f6d-1c2b3a4d5e6f',
      parameters,
    });
    const namespace = sdks['conjure']!.namespace;
    server.handle((_req, res) => sendJson(res, 404, body('Books:AuthorNotFound', { authorName: 'Ada' })));
    const author = await failure(clients['conjure']!().bookService!.getBook!('b1'));
    expect(author).toBeInstanceOf(namespace['AuthorNotFound']!);
    expect(author.body).toEqual(body('Books:AuthorNotFound', { authorName: 'Ada' }));

    server.handle((_req, res) => sendJson(res, 404, body('Books:BookNotFound', { bookId: 'b1' })));
    const book = await failure(clients['conjure']!().bookService!.getBook!('b1'));
    expect(book).toBeInstanceOf(namespace['BookNotFound']!);
    expect(book.body).toEqual(body('Books:BookNotFound', { bookId: 'b1' }));

    // A body naming neither declared error is an undeclared error, not one of them.
    server.handle((_req, res) => sendJson(res, 404, body('Books:ShelfNotFound', {})));
    const other = await failure(clients['conjure']!().bookService!.getBook!('b1'));
    expect(other).toBeInstanceOf(sdks['conjure']!.ApiError);
    expect(other).not.toBeInstanceOf(namespace['AuthorNotFound']!);
    expect(other).not.toBeInstanceOf(namespace['BookNotFound']!);
    expect(other.statusCode).toBe(404);
  });
});

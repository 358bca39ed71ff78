import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { contextFor, loadIr, typeCheck, writeExtensionSdk } from '../__fixtures__/harness';
import { emitJsonRpc } from './plugin';

type BatchCall = { readonly method: string };
type BatchResult = { ok: true; value: unknown } | { ok: false; error: { code: number } };
interface PetBatch {
  petGet(petId: number): BatchCall;
  petList(params?: { limit?: number; tag?: string }): BatchCall;
}
interface PetClient {
  petList(params?: { limit?: number; tag?: string }): Promise<unknown>;
  petGet(petId: number): Promise<unknown>;
  petCreate(params: { name: string; tag?: string }): Promise<unknown>;
  batch(build: (b: PetBatch) => readonly BatchCall[]): Promise<BatchResult[]>;
}
interface JsonRpcSdk {
  PetstoreJsonRpcClient: new (options: { url: string; headers?: Record<string, string> }) => PetClient;
  PetstoreJsonRpcError: new (...args: never[]) => Error;
  PetstoreJsonRpcClientErrorCodes: Record<string, number>;
}

const loadSdk = (dir: string): JsonRpcSdk => {
  // The emitted TypeScript, compiled on the fly by the test transform.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(dir, 'src', 'jsonrpc', 'index.ts')) as JsonRpcSdk;
};

interface RpcRequest {
  jsonrpc: string;
  id?: number;
  method: string;
  params?: unknown;
}

const pets = [
  { id: 1, name: 'Rex', tag: null },
  { id: 2, name: 'Tom', tag: 'cat' },
];

function answer(request: RpcRequest): unknown {
  const reply = (result: unknown): unknown => ({ jsonrpc: '2.0', id: request.id, result });
  const fail = (code: number, message: string, data?: unknown): unknown => ({
    jsonrpc: '2.0',
    id: request.id,
    error: { code, message, ...(data === undefined ? {} : { data }) },
  });
  switch (request.method) {
    case 'pet_list': {
      const params = request.params as { limit?: number; tag?: string };
      return reply(pets.filter((p) => params.tag === undefined || p.tag === params.tag).slice(0, params.limit ?? 100));
    }
    case 'pet_get': {
      const [petId] = request.params as [number];
      const pet = pets.find((p) => p.id === petId);
      return pet ? reply(pet) : fail(-32004, 'Pet not found', { petId });
    }
    case 'pet_create': {
      const params = request.params as { name: string; tag?: string };
      return reply({ id: 3, name: params.name, tag: params.tag ?? null });
    }
    default:
      return fail(-32601, 'Method not found');
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('emitJsonRpc', () => {
  const ir = loadIr('openrpc-petstore');
  let server: Server;
  let url: string;
  const seen: RpcRequest[][] = [];
  let dir: string;

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = JSON.parse(await readBody(req)) as RpcRequest | RpcRequest[];
      const batch = Array.isArray(body) ? body : [body];
      seen.push(batch);
      if (req.headers['x-fail'] === 'yes') {
        res.writeHead(502).end('bad gateway');
        return;
      }
      const replies = batch.filter((r) => r.id !== undefined).map(answer);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(Array.isArray(body) ? replies : replies[0]));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`;
    dir = await writeExtensionSdk('jsonrpc', ir, 'Petstore', emitJsonRpc(ir, contextFor(ir, 'Petstore')));
  });

  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('emits files that pass strict tsc', () => {
    expect(typeCheck(dir)).toBe('');
  });

  it('is deterministic', () => {
    expect(emitJsonRpc(ir, contextFor(ir, 'Petstore'))).toEqual(emitJsonRpc(ir, contextFor(ir, 'Petstore')));
    expect(emitJsonRpc(ir, contextFor(ir, 'Petstore')).map((f) => f.path)).toEqual([
      'src/jsonrpc/errors.ts',
      'src/jsonrpc/index.ts',
      'src/jsonrpc/petstore-json-rpc-client.ts',
    ]);
  });

  it('calls methods by name and by position with increasing ids, and decodes results', async () => {
    const sdk = loadSdk(dir);
    const client = new sdk.PetstoreJsonRpcClient({ url });
    seen.length = 0;
    await expect(client.petList({ limit: 1 })).resolves.toEqual([{ id: 1, name: 'Rex', tag: null }]);
    await expect(client.petGet(2)).resolves.toEqual({ id: 2, name: 'Tom', tag: 'cat' });
    await expect(client.petCreate({ name: 'Kit' })).resolves.toEqual({ id: 3, name: 'Kit', tag: null });
    expect(seen.map((b) => b[0])).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'pet_list', params: { limit: 1 } },
      { jsonrpc: '2.0', id: 2, method: 'pet_get', params: [2] },
      { jsonrpc: '2.0', id: 3, method: 'pet_create', params: { name: 'Kit' } },
    ]);
  });

  it('throws the typed JSON-RPC error with code and data', async () => {
    const sdk = loadSdk(dir);
    const client = new sdk.PetstoreJsonRpcClient({ url });
    const error = await client.petGet(99).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(sdk.PetstoreJsonRpcError);
    expect(error).toMatchObject({
      code: -32004,
      data: { petId: 99 },
      method: 'pet_get',
      message: 'Pet not found (JSON-RPC error -32004): pet_get',
    });
    expect(sdk.PetstoreJsonRpcClientErrorCodes).toEqual({ NameTaken: -32010, PetNotFound: -32004 });
    await expect(new sdk.PetstoreJsonRpcClient({ url, headers: { 'x-fail': 'yes' } }).petGet(1)).rejects.toMatchObject({
      name: 'PetstoreJsonRpcTransportError',
      statusCode: 502,
    });
  });

  it('sends batches in one request and matches answers by id', async () => {
    const sdk = loadSdk(dir);
    const client = new sdk.PetstoreJsonRpcClient({ url });
    seen.length = 0;
    const [first, missing, list] = await client.batch((b) => [b.petGet(1), b.petGet(42), b.petList({ tag: 'cat' })]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(first).toEqual({ ok: true, value: { id: 1, name: 'Rex', tag: null } });
    expect(missing).toMatchObject({ ok: false, error: { code: -32004 } });
    expect(list).toEqual({ ok: true, value: [{ id: 2, name: 'Tom', tag: 'cat' }] });
  });
});

describe('emitJsonRpc with the serde layer', () => {
  const ir = loadIr('orders-openrpc');
  let server: Server;
  let url: string;
  const seen: RpcRequest[] = [];

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const request = JSON.parse(await readBody(req)) as RpcRequest;
      seen.push(request);
      const params = request.params as { customer_name: string; line_items: Array<{ unit_price: number }> };
      const result = {
        order_id: 'o-1',
        created_at: '2026-01-01T00:00:00Z',
        line_items: params.line_items,
        customer: params.customer_name,
      };
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('sends wire names and returns camelCase keys, and passes keys through without serde', async () => {
    const withSerde = await writeExtensionSdk('jsonrpc-serde', ir, 'Orders', emitJsonRpc(ir, contextFor(ir, 'Orders')));
    expect(typeCheck(withSerde)).toBe('');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const sdk = require(join(withSerde, 'src', 'jsonrpc', 'index.ts')) as {
      OrdersJsonRpcClient: new (o: { url: string }) => { orderCreate(p: unknown): Promise<unknown> };
    };
    const order = await new sdk.OrdersJsonRpcClient({ url }).orderCreate({
      customerName: 'Ada',
      lineItems: [{ unitPrice: 2.5, skuCode: 'A1' }],
    });
    expect(seen.at(-1)!.params).toEqual({ customer_name: 'Ada', line_items: [{ unit_price: 2.5, sku_code: 'A1' }] });
    expect(order).toEqual({
      orderId: 'o-1',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      lineItems: [{ unitPrice: 2.5, skuCode: 'A1' }],
      customer: 'Ada',
    });

    const plain = await writeExtensionSdk(
      'jsonrpc-plain',
      ir,
      'Orders',
      emitJsonRpc(ir, contextFor(ir, 'Orders', false)),
      false,
    );
    expect(typeCheck(plain)).toBe('');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const plainSdk = require(join(plain, 'src', 'jsonrpc', 'index.ts')) as typeof sdk;
    const raw = await new plainSdk.OrdersJsonRpcClient({ url }).orderCreate({ customer_name: 'Bo', line_items: [] });
    expect(seen.at(-1)!.params).toEqual({ customer_name: 'Bo', line_items: [] });
    expect(raw).toEqual({ order_id: 'o-1', created_at: '2026-01-01T00:00:00Z', line_items: [], customer: 'Bo' });
  });
});

import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One file the server accepted. */
export interface StoredFile {
  filename: string;
  project: string;
  content: Buffer;
  sha256: string;
  /** Every form field of the upload but the file itself (repeated fields keep each value). */
  fields: Array<[string, string]>;
}

/** What the test can set: accounts, refusals and the trusted-publishing stand-ins. */
export interface PypiServerOptions {
  /** user → password; uploads need one of them. Without any, anyone may upload. */
  users?: Record<string, string>;
  /** Called before a file is stored; a reply refuses it. */
  refuse?: (filename: string) => { status: number; reason: string } | undefined;
  /** The CI identity token the server mints an upload token for (trusted publishing). */
  oidc?: { audience: string; requestToken: string; identityToken: string; mintedToken: string };
}

/** A package repository on 127.0.0.1: the upload endpoint and a PEP 503 simple index of what it received. */
export interface PypiServer {
  /** Base URL, such as `http://127.0.0.1:4000`. */
  url: string;
  /** The upload endpoint (`<url>/legacy/`). */
  uploadUrl: string;
  /** The simple index (`<url>/simple/`). */
  indexUrl: string;
  /** The CI identity endpoint, as GitHub Actions names it in `ACTIONS_ID_TOKEN_REQUEST_URL`. */
  identityUrl: string;
  files: Map<string, StoredFile>;
  /** Every upload attempt, accepted or not, by file name. */
  attempts: string[];
  close(): Promise<void>;
}

function normalize(name: string): string {
  return name.replace(/[-_.]+/g, '-').toLowerCase();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Answers as Warehouse does: the message is the status line's reason, repeated in the body. */
function reply(res: ServerResponse, status: number, reason: string, type = 'text/plain'): void {
  res.writeHead(status, reason.replace(/[^\x20-\x7e]/g, '?'), { 'content-type': type });
  res.end(type === 'text/plain' ? `${status} ${reason}\n` : reason);
}

/**
 * Starts a repository that speaks the legacy upload API (multipart `file_upload`, basic auth,
 * digests checked, a file name never replaced by other bytes but accepted again unchanged)
 * and serves what it received as a PEP 503 simple index that pip installs from.
 */
export async function startPypiServer(options: PypiServerOptions = {}): Promise<PypiServer> {
  const files = new Map<string, StoredFile>();
  const attempts: string[] = [];

  const authorized = (req: IncomingMessage): boolean => {
    const users = options.users;
    if (users === undefined || Object.keys(users).length === 0) return true;
    const match = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    if (match?.[1] === undefined) return false;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon > 0 && users[decoded.slice(0, colon)] === decoded.slice(colon + 1);
  };

  const upload = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!authorized(req)) return reply(res, 403, 'Invalid or non-existent authentication information.');
    const body = await readBody(req);
    const form = await new Request('http://upload.invalid/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body: new Uint8Array(body) }).formData();
    if (form.get(':action') !== 'file_upload') return reply(res, 400, 'Invalid value for :action.');
    const content = form.get('content');
    if (!(content instanceof Blob) || !('name' in content)) return reply(res, 400, 'Upload payload does not have a file.');
    const filename = String(content.name);
    attempts.push(filename);
    const bytes = Buffer.from(await content.arrayBuffer());
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const name = form.get('name');
    const version = form.get('version');
    if (typeof name !== 'string' || typeof version !== 'string' || form.get('metadata_version') === null) return reply(res, 400, "'name', 'version' and 'metadata_version' are required.");
    if (form.get('sha256_digest') !== sha256) return reply(res, 400, 'The digest supplied does not match a digest calculated from the uploaded file.');
    const prefix = `${normalize(name).replace(/-/g, '_')}-${version}`;
    if (!filename.toLowerCase().startsWith(prefix.toLowerCase())) return reply(res, 400, `Start filename for ${JSON.stringify(name)} with ${JSON.stringify(prefix)}.`);
    const refusal = options.refuse?.(filename);
    if (refusal !== undefined) return reply(res, refusal.status, refusal.reason);
    const existing = files.get(filename);
    if (existing !== undefined) {
      // The same bytes again are accepted, so a retried upload completes; other bytes never replace a file.
      if (existing.sha256 === sha256) return reply(res, 200, 'OK');
      return reply(res, 400, `File already exists (${JSON.stringify(filename)}, with sha256 hash ${JSON.stringify(sha256)}). See /help/#file-name-reuse for more information.`);
    }
    const fields: Array<[string, string]> = [];
    form.forEach((value, key) => {
      if (typeof value === 'string') fields.push([key, value]);
    });
    files.set(filename, { filename, project: normalize(name), content: bytes, sha256, fields });
    reply(res, 200, 'OK');
  };

  const simple = (path: string, res: ServerResponse): void => {
    const project = path.split('/')[2];
    const html = (body: string) => reply(res, 200, `<!DOCTYPE html>\n<html><body>\n${body}</body></html>\n`, 'text/html');
    if (project === undefined || project === '') {
      const projects = [...new Set([...files.values()].map((file) => file.project))].sort();
      return html(projects.map((p) => `<a href="/simple/${p}/">${escapeHtml(p)}</a>\n`).join(''));
    }
    const own = [...files.values()].filter((file) => file.project === normalize(project));
    if (own.length === 0) return reply(res, 404, 'Not Found');
    html(own.map((file) => `<a href="/packages/${encodeURIComponent(file.filename)}#sha256=${file.sha256}">${escapeHtml(file.filename)}</a>\n`).join(''));
  };

  const oidc = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    const settings = options.oidc;
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (settings === undefined) return json(404, { message: 'trusted publishing is not enabled' });
    if (path === '/_/oidc/audience') return json(200, { audience: settings.audience });
    if (path === '/id-token') {
      const audience = new URL(req.url ?? '', 'http://x').searchParams.get('audience');
      if (req.headers.authorization !== `bearer ${settings.requestToken}`) return json(401, { message: 'bad request token' });
      if (audience !== settings.audience) return json(400, { message: `unexpected audience ${audience ?? ''}` });
      return json(200, { value: settings.identityToken });
    }
    const body = JSON.parse((await readBody(req)).toString('utf8')) as { token?: string };
    if (body.token !== settings.identityToken) return json(422, { message: 'Token request failed', errors: [{ code: 'invalid-publisher', description: 'valid token, but no corresponding publisher' }] });
    return json(200, { success: true, token: settings.mintedToken });
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const handle = async (): Promise<void> => {
      if (req.method === 'POST' && path === '/legacy/') return upload(req, res);
      if (req.method === 'GET' && path.startsWith('/simple/')) return simple(path, res);
      if (req.method === 'GET' && path.startsWith('/packages/')) {
        const file = files.get(decodeURIComponent(path.slice('/packages/'.length)));
        if (file === undefined) return reply(res, 404, 'Not Found');
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.end(file.content);
        return;
      }
      if (path === '/_/oidc/audience' || path === '/_/oidc/mint-token' || path === '/id-token') return oidc(req, res, path);
      if (path === '/legacy') {
        res.writeHead(301, { location: '/legacy/' });
        res.end();
        return;
      }
      reply(res, 404, 'Not Found');
    };
    handle().catch((error: unknown) => reply(res, 500, (error as Error).message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    uploadUrl: `${url}/legacy/`,
    indexUrl: `${url}/simple/`,
    identityUrl: `${url}/id-token?api-version=2.0`,
    files,
    attempts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { listenOnLoopback } from '@bracken/test-kit';

/** A git smart-HTTP server over `git http-backend` that requires one Authorization header. */
export interface GitHttpServer {
  url: string;
  /** Authorization headers received, in order. */
  authorizations: Array<string | undefined>;
  close(): Promise<void>;
}

/** Serves every repository under `projectRoot`; requests without `expectedAuthorization` get 401. */
export async function startGitHttpServer(projectRoot: string, expectedAuthorization: string): Promise<GitHttpServer> {
  const authorizations: Array<string | undefined> = [];
  const server = createServer((req, res) => {
    authorizations.push(req.headers.authorization);
    if (req.headers.authorization !== expectedAuthorization) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="git"' });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const backend = spawn('git', ['http-backend'], {
      env: {
        ...process.env,
        GIT_PROJECT_ROOT: projectRoot,
        GIT_HTTP_EXPORT_ALL: '1',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: req.method ?? 'GET',
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        HTTP_CONTENT_ENCODING: req.headers['content-encoding'] ?? '',
        GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
        REMOTE_USER: 'pusher',
        REMOTE_ADDR: '127.0.0.1',
      },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    req.pipe(backend.stdin);
    let head = Buffer.alloc(0);
    let headersSent = false;
    backend.stdout.on('data', (chunk: Buffer) => {
      if (headersSent) {
        res.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      let status = 200;
      const headers: Record<string, string> = {};
      for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
        const colon = line.indexOf(':');
        const key = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (key.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else headers[key] = value;
      }
      res.writeHead(status, headers);
      headersSent = true;
      res.write(head.subarray(end + 4));
    });
    backend.stdout.on('end', () => res.end());
  });
  const listener = await listenOnLoopback(server);
  return { url: listener.url, authorizations, close: listener.close };
}

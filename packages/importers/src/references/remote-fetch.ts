import type * as Dns from 'node:dns';
import type * as Http from 'node:http';
import type * as Https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { BrackenImporterError } from '../errors';
import { classifyAddress } from './network-address';

/** What one remote reference may cost. */
export interface FetchLimits {
  /** Largest body read, in bytes. */
  maxBytes: number;
  /** `Date.now()` after which nothing more is read (shared by every fetch of a definition). */
  deadline: number;
  /** Whether loopback, private and shared addresses may be fetched from. */
  privateNetwork: boolean;
  /** How many redirects are followed. */
  maxRedirects: number;
}

/** A remote reference that was refused or failed; its message says why, never what was read. */
export class RemoteReferenceError extends BrackenImporterError {
  override name = 'RemoteReferenceError';
}

/** The body of a remote document and the URL it came from after redirects. */
export interface FetchedDocument {
  bytes: Buffer;
  url: string;
}

const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(3))} s`;

/** The addresses a host name or literal stands for, every one checked. */
async function checkedAddresses(
  host: string,
  limits: FetchLimits,
): Promise<Array<{ address: string; family: number }>> {
  const literal = isIP(host);
  let candidates: Array<{ address: string; family: number }>;
  if (literal !== 0) candidates = [{ address: host, family: literal }];
  else {
    const { lookup } = (require('node:dns') as typeof Dns).promises;
    try {
      candidates = await withDeadline(
        lookup(host, { all: true, verbatim: true }),
        limits.deadline,
        'resolving the host',
      );
    } catch (error) {
      if (error instanceof RemoteReferenceError) throw error;
      throw new RemoteReferenceError(`cannot resolve the host ${host}`);
    }
  }
  if (candidates.length === 0) throw new RemoteReferenceError(`cannot resolve the host ${host}`);
  // Every address must pass: a name that also resolves to an inner address is refused.
  for (const { address } of candidates) {
    const verdict = classifyAddress(address);
    if (verdict.class === 'forbidden')
      throw new RemoteReferenceError(`address ${address} is ${verdict.reason}, which is never fetched`);
    if (verdict.class === 'private' && !limits.privateNetwork)
      throw new RemoteReferenceError(
        `address ${address} is ${verdict.reason}; allow private addresses with references.private-network`,
      );
  }
  return candidates;
}

function withDeadline<T>(promise: Promise<T>, deadline: number, doing: string): Promise<T> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new RemoteReferenceError(`time limit reached before ${doing}`));
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteReferenceError(`time limit reached while ${doing}`)), remaining);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A `lookup` that answers with the addresses already checked, so no second DNS answer is used. */
function pinnedLookup(addresses: Array<{ address: string; family: number }>): LookupFunction {
  return (_hostname, options, callback) => {
    // Asked for every address (to try each family in turn), or for the first one.
    if ((options as { all?: boolean }).all === true)
      (callback as unknown as (error: null, all: Array<{ address: string; family: number }>) => void)(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

interface Hop {
  status: number;
  location: string | undefined;
  bytes: Buffer;
}

/** One request, no redirects followed; the body is read only for a 2xx answer. */
async function request(url: URL, limits: FetchLimits): Promise<Hop> {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const addresses = await checkedAddresses(host, limits);
  const remaining = limits.deadline - Date.now();
  if (remaining <= 0) throw new RemoteReferenceError(`time limit reached before the request`);
  const client =
    url.protocol === 'https:' ? (require('node:https') as typeof Https) : (require('node:http') as typeof Http);
  return new Promise<Hop>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | undefined, hop?: Hop): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(hop!);
    };
    const req = client.get(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
        lookup: pinnedLookup(addresses),
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status < 200 || status >= 300) {
          response.resume();
          finish(undefined, { status, location, bytes: Buffer.alloc(0) });
          req.destroy();
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > limits.maxBytes) {
          finish(new RemoteReferenceError(`larger than ${limits.maxBytes} bytes`));
          req.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            finish(new RemoteReferenceError(`larger than ${limits.maxBytes} bytes`));
            req.destroy();
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => finish(undefined, { status, location, bytes: Buffer.concat(chunks) }));
        response.on('error', () => finish(new RemoteReferenceError('the connection failed while reading')));
      },
    );
    const timer = setTimeout(() => {
      finish(new RemoteReferenceError(`time limit reached (${seconds(remaining)} left for remote references)`));
      req.destroy();
    }, remaining);
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish(new RemoteReferenceError(`the connection failed${error.code ? ` (${error.code})` : ''}`)),
    );
  });
}

/**
 * Fetches a remote document for a `$ref`: only `http` and `https`; the host's addresses are
 * checked (see {@link classifyAddress}) and the connection goes to the address checked;
 * every redirect is checked again; the body is cut at `maxBytes` and everything stops at the
 * deadline.
 *
 * @throws RemoteReferenceError saying why, without anything the server sent.
 */
export async function fetchRemoteDocument(url: string, limits: FetchLimits): Promise<FetchedDocument> {
  let current = new URL(url);
  for (let redirects = 0; ; redirects++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:')
      throw new RemoteReferenceError(`only http and https are fetched, not ${current.protocol.slice(0, -1)}`);
    if (current.username !== '' || current.password !== '')
      throw new RemoteReferenceError('a URL with credentials is never fetched');
    const hop = await request(current, limits);
    if (hop.status >= 200 && hop.status < 300) return { bytes: hop.bytes, url: current.href };
    if (hop.status >= 300 && hop.status < 400 && hop.location !== undefined) {
      if (redirects >= limits.maxRedirects)
        throw new RemoteReferenceError(`more than ${limits.maxRedirects} redirects`);
      current = new URL(hop.location, current);
      continue;
    }
    throw new RemoteReferenceError(`HTTP status ${hop.status}`);
  }
}

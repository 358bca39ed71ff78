import { isIP } from 'node:net';

/** How an IP address may be used by a remote reference. */
export type AddressClass =
  /** A public address. */
  | 'public'
  /** Loopback, private (RFC 1918, unique local) or shared (CGNAT): allowed only on request. */
  | 'private'
  /** Never fetched from: unspecified, link-local (cloud metadata), multicast, broadcast, reserved. */
  | 'forbidden';

/** An address class and the words that explain it in a message. */
export interface AddressVerdict {
  class: AddressClass;
  /** For example `loopback` or `link-local (cloud metadata)`. */
  reason: string;
}

/** `a.b.c.d` as a 32-bit number, or `undefined` when it is not a dotted quad. */
function ipv4Number(address: string): number | undefined {
  const parts = address.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return undefined;
    const byte = Number(part);
    if (byte > 255) return undefined;
    value = value * 256 + byte;
  }
  return value;
}

const inRange = (value: number, base: string, bits: number): boolean => {
  const start = ipv4Number(base)!;
  const size = 2 ** (32 - bits);
  return value >= start && value < start + size;
};

// Ranges in the order they are tested; the first that holds the address decides.
const IPV4_RANGES: ReadonlyArray<readonly [string, number, AddressClass, string]> = [
  ['0.0.0.0', 8, 'forbidden', 'unspecified'],
  ['127.0.0.0', 8, 'private', 'loopback'],
  ['10.0.0.0', 8, 'private', 'private'],
  ['172.16.0.0', 12, 'private', 'private'],
  ['192.168.0.0', 16, 'private', 'private'],
  ['169.254.0.0', 16, 'forbidden', 'link-local (cloud metadata)'],
  // Alibaba Cloud's metadata service sits inside the shared range.
  ['100.100.100.200', 32, 'forbidden', 'cloud metadata'],
  ['100.64.0.0', 10, 'private', 'shared (CGNAT)'],
  // Oracle Cloud's metadata service; the rest of the block is for protocol use.
  ['192.0.0.0', 24, 'forbidden', 'reserved (cloud metadata)'],
  ['198.18.0.0', 15, 'private', 'private (benchmarking)'],
  ['224.0.0.0', 4, 'forbidden', 'multicast'],
  ['240.0.0.0', 4, 'forbidden', 'reserved or broadcast'],
];

function classifyIpv4(value: number): AddressVerdict {
  for (const [base, bits, kind, reason] of IPV4_RANGES) if (inRange(value, base, bits)) return { class: kind, reason };
  return { class: 'public', reason: 'public' };
}

/** An IPv6 address as eight 16-bit groups, or `undefined` when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  // A trailing dotted quad (`::ffff:1.2.3.4`) is the last two groups written another way.
  const lastColon = text.lastIndexOf(':');
  const quad = ipv4Number(text.slice(lastColon + 1));
  if (quad !== undefined)
    text = `${text.slice(0, lastColon + 1)}${Math.floor(quad / 65536).toString(16)}:${(quad % 65536).toString(16)}`;
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string): number[] | undefined => {
    if (part === '') return [];
    const groups = part.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN));
    return groups.some((g) => Number.isNaN(g)) ? undefined : groups;
  };
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  if (head === undefined || rest === undefined) return undefined;
  const written = head.length + rest.length;
  if (halves.length === 1 ? written !== 8 : written > 7) return undefined;
  return [...head, ...new Array<number>(8 - written).fill(0), ...rest];
}

const embeddedIpv4 = (high: number, low: number): number => high * 65536 + low;

function classifyIpv6(groups: number[]): AddressVerdict {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const zeroTo = (end: number): boolean => groups.slice(0, end).every((g) => g === 0);
  if (zeroTo(8)) return { class: 'forbidden', reason: 'unspecified' };
  if (zeroTo(7) && g7 === 1) return { class: 'private', reason: 'loopback' };
  // Forms that carry an IPv4 address are judged by that address.
  const carried = (inner: number, form: string): AddressVerdict => {
    const verdict = classifyIpv4(inner);
    return verdict.class === 'public' ? verdict : { class: verdict.class, reason: `${verdict.reason}, as ${form}` };
  };
  if (zeroTo(5) && g5 === 0xffff) return carried(embeddedIpv4(g6, g7), 'IPv4-mapped IPv6');
  if (zeroTo(6)) return carried(embeddedIpv4(g6, g7), 'IPv4-compatible IPv6');
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return carried(embeddedIpv4(g6, g7), 'NAT64 IPv6');
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return { class: 'forbidden', reason: 'local NAT64' };
  if (g0 === 0x2002) return carried(embeddedIpv4(g1, g2), '6to4 IPv6');
  // Teredo keeps the client's address inverted in the last two groups.
  if (g0 === 0x2001 && g1 === 0) return carried(embeddedIpv4(g6 ^ 0xffff, g7 ^ 0xffff), 'Teredo IPv6');
  if ((g0 & 0xffc0) === 0xfe80) return { class: 'forbidden', reason: 'link-local' };
  if (g0 === 0xfd00 && g1 === 0x0ec2 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0 && g6 === 0 && g7 === 0x254)
    return { class: 'forbidden', reason: 'cloud metadata' };
  if ((g0 & 0xffc0) === 0xfec0) return { class: 'private', reason: 'site-local' };
  if ((g0 & 0xfe00) === 0xfc00) return { class: 'private', reason: 'unique local' };
  if ((g0 & 0xff00) === 0xff00) return { class: 'forbidden', reason: 'multicast' };
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return { class: 'forbidden', reason: 'discard-only' };
  return { class: 'public', reason: 'public' };
}

/**
 * Classifies an IP address (IPv4, or IPv6 with any embedded IPv4 judged as IPv4) for remote
 * references. An address that is not an IP address at all is `forbidden`.
 *
 * @example classifyAddress('::ffff:127.0.0.1') // { class: 'private', reason: 'loopback, as IPv4-mapped IPv6' }
 */
export function classifyAddress(address: string): AddressVerdict {
  const family = isIP(address.replace(/%.*$/, ''));
  if (family === 4) return classifyIpv4(ipv4Number(address)!);
  const groups = family === 6 ? ipv6Groups(address) : undefined;
  if (groups === undefined) return { class: 'forbidden', reason: 'not an IP address' };
  return classifyIpv6(groups);
}

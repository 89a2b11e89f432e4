import { BlockList, isIP } from 'node:net';

/**
 * Where a connector may connect: the decisions, on plain data. A connector's URL is typed by an admin,
 * so without these rules it would let anyone with the console reach the server's own network (the
 * database, a cloud's metadata address, services bound to loopback). The rules:
 * - https anywhere public; plain http only to a host the operator lists in CONNECTORS_ALLOWED_HOSTS;
 * - an address that is loopback, link-local, private, shared (carrier NAT), unspecified, multicast or
 *   reserved is refused, written as such or reached through a name, unless the host is listed;
 * - an IPv6 address carrying an IPv4 one (mapped, compatible, NAT64) is judged by the IPv4 address.
 */

const privateV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateV4.addSubnet(network, prefix, 'ipv4');

const privateV6 = new BlockList();
privateV6.addAddress('::', 'ipv6');
privateV6.addAddress('::1', 'ipv6');
for (const [network, prefix] of [
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const)
  privateV6.addSubnet(network, prefix, 'ipv6');

/** The 8 groups of an IPv6 address (a trailing dotted IPv4 part counts as two); undefined if malformed. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1] !== undefined) {
    const bytes = dotted[1].split('.').map(Number);
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, ...rest] = text.split('::');
  if (rest.length > 0) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : undefined;
}

/** The IPv4 address an IPv6 one carries (::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::a.b.c.d), if any. */
export function embeddedIpv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  if (groups === undefined) return undefined;
  const zerosUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  const mapped = zerosUpTo(5) && groups[5] === 0xffff;
  const compatible = zerosUpTo(6) && (groups[6] ?? 0) !== 0;
  const nat64 =
    groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  if (!mapped && !compatible && !nat64) return undefined;
  const high = groups[6] ?? 0;
  const low = groups[7] ?? 0;
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** True for an address no connector may reach unless its host is listed (or for no address at all). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return privateV4.check(bare, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIpv4(bare);
  if (v4 !== undefined) return privateV4.check(v4, 'ipv4');
  return privateV6.check(bare.split('%')[0] ?? bare, 'ipv6');
}

export type OutboundTarget = {
  url: URL;
  /** The name or address to resolve, without IPv6 brackets. */
  hostname: string;
  port: number;
  /** Whether CONNECTORS_ALLOWED_HOSTS lists the host (plain http and private addresses are then fine). */
  listed: boolean;
};

export class OutboundRefusal extends Error {
  constructor(
    message: string,
    readonly host: string,
  ) {
    super(message);
    this.name = 'OutboundRefusal';
  }
}

const defaultPort = (url: URL) => (url.port !== '' ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

/** Whether an entry of CONNECTORS_ALLOWED_HOSTS (`host` or `host:port`, lower-case) lists the URL's host. */
export function isListedHost(url: URL, allowedHosts: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  const port = defaultPort(url);
  return allowedHosts.some((entry) => entry === host || entry === `${host}:${port}`);
}

/** The URL's scheme and host judged before any lookup; throws an OutboundRefusal saying why. */
export function outboundTarget(address: string | URL, allowedHosts: readonly string[]): OutboundTarget {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutboundRefusal('The connector URL is not a valid address', '');
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const listed = isListedHost(url, allowedHosts);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new OutboundRefusal('A connector URL must be https', url.host);
  if (url.protocol === 'http:' && !listed)
    throw new OutboundRefusal(
      `A connector URL must be https (plain http only to a host listed in CONNECTORS_ALLOWED_HOSTS): ${url.host}`,
      url.host,
    );
  if (url.username !== '' || url.password !== '')
    throw new OutboundRefusal('A connector URL may not carry a user name or password', url.host);
  if (isIP(hostname) !== 0 && !listed && isPrivateAddress(hostname))
    throw new OutboundRefusal(refusedAddress(url.host), url.host);
  return { url, hostname, port: defaultPort(url), listed };
}

const refusedAddress = (host: string, resolved = false) =>
  `${host} ${resolved ? 'resolves to' : 'is'} a private, loopback or link-local address; list it in CONNECTORS_ALLOWED_HOSTS to allow it`;

/** The addresses a host resolved to, judged: the first usable one, or an OutboundRefusal. */
export function checkedAddress(
  target: OutboundTarget,
  addresses: readonly { address: string; family: number }[],
): { address: string; family: number } {
  const first = addresses[0];
  if (first === undefined) throw new OutboundRefusal(`${target.url.host} does not resolve`, target.url.host);
  // Every address must pass, not only the first: the connection could otherwise end up at another one.
  if (!target.listed && addresses.some((entry) => isPrivateAddress(entry.address)))
    throw new OutboundRefusal(refusedAddress(target.url.host, true), target.url.host);
  return first;
}

import dns, { type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/*
 * A push endpoint is an address a browser hands us, and the server POSTs to it: without a guard,
 * any signed-in user could make the server call hosts of its own network (SSRF). Push services
 * are public hosts, so addresses that are not (loopback, private, link-local, carrier-grade NAT,
 * multicast, reserved) are refused, at registration for literal addresses and at every connection
 * for the addresses a name resolves to (a name that resolves privately, or changes to later).
 */

const notPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127], // unspecified and loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b:1::', 48], // local-use NAT64
] as const) {
  notPublic.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is not on the public internet (IPv4-mapped IPv6 judged by its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return notPublic.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 4) return notPublic.check(address, 'ipv4');
  if (family === 6) return notPublic.check(address, 'ipv6');
  return false;
}

/** A URL's host that is plainly not a public one: `localhost` names, or a literal private address. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && isPrivateAddress(host);
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup for outgoing connections that fails when the name resolves to any non-public address. */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true } as LookupAllOptions, (err, addresses) => {
    if (err) return callback(err, []);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused || !addresses.length) {
      const error: NodeJS.ErrnoException = new Error(`push endpoint ${hostname} does not resolve to public addresses only`);
      error.code = 'EPRIVATEADDRESS';
      return callback(error, []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
}

/** The TLS agent of the requests to push services: connections only to public addresses. */
export const publicOnlyAgent = new https.Agent({ keepAlive: true, lookup: publicOnlyLookup });

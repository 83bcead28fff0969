import dns from 'node:dns/promises';
import net from 'node:net';

/** Loopback, private, link-local, CGNAT, unspecified, multicast and reserved ranges (IPv4 and IPv6). */
const blocked = new net.BlockList();
for (const [a, p] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3]] as const) blocked.addSubnet(a, p, 'ipv4');
for (const [a, p] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) blocked.addSubnet(a, p, 'ipv6');

export function isPublicIp(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return isPublicIp(mapped);
  const family = net.isIPv4(ip) ? 'ipv4' : net.isIPv6(ip) ? 'ipv6' : null;
  return family !== null && !blocked.check(ip, family);
}

export type AddressVerdict = 'ok' | 'invalid' | 'private' | 'unresolvable';

/**
 * Whether a callback URL may be called: http(s), no credentials, and every address its host resolves
 * to is public (so a member cannot point the shop at its own network). Checked when saved and again
 * just before each call, since a name can be re-pointed after it was saved.
 */
export async function checkPublicUrl(raw: string, allowPrivate = false): Promise<AddressVerdict> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return 'invalid';
  if (allowPrivate) return 'ok';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return isPublicIp(host) ? 'ok' : 'private';
  if (host === 'localhost' || host.endsWith('.localhost')) return 'private';
  try {
    const found = await dns.lookup(host, { all: true, verbatim: true });
    if (found.length === 0) return 'unresolvable';
    return found.every((a) => isPublicIp(a.address)) ? 'ok' : 'private';
  } catch {
    return 'unresolvable';
  }
}

import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// Lender endpoints come from an operator's JSON file, but a typo or a copied internal address
// would send applicants' full details in clear text or into the broker's own network (metadata
// services on 169.254.169.254, admin consoles on 10/8). Refused at load, so a bad panel never boots.

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const privateOrLinkLocal = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['0.0.0.0', 8],
] as const) {
  privateOrLinkLocal.addSubnet(net, prefix, 'ipv4');
}
privateOrLinkLocal.addSubnet('fc00::', 7, 'ipv6');
privateOrLinkLocal.addSubnet('fe80::', 10, 'ipv6');
privateOrLinkLocal.addAddress('::', 'ipv6');

/** The host of a URL without IPv6 brackets (URL keeps them: `[::1]`). */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

const ipType = (host: string): 'ipv4' | 'ipv6' | null => {
  const version = isIP(host);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
};

export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const type = ipType(host);
  return type !== null && loopback.check(host, type);
}

export function isPrivateOrLinkLocalHost(host: string): boolean {
  const type = ipType(host);
  return type !== null && privateOrLinkLocal.check(host, type);
}

/**
 * Why a lender endpoint is not acceptable, or null. `http://` only on loopback (the sandbox and
 * test lenders); private and link-local addresses only when the panel config allows them.
 */
export function endpointProblem(endpoint: string, allowPrivateHosts: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be an http(s) URL';
  }
  const host = bareHost(url);
  if (url.username || url.password) return 'must not carry credentials';
  if (url.protocol === 'http:' && !isLoopbackHost(host))
    return 'http:// is only allowed for loopback hosts (localhost, 127.0.0.0/8, ::1); use https://';
  if (!allowPrivateHosts && isPrivateOrLinkLocalHost(host)) {
    return (
      `private or link-local address ${host} is refused (set allowPrivateHosts: ` +
      `true in the panel config to allow it)`
    );
  }
  return null;
}

/**
 * The DNS lookup of the lender client: a lender hostname that resolves to a private or link-local
 * address is refused at connect time unless the config allows private hosts, so a DNS change
 * cannot point a configured lender into the broker's own network.
 */
export function guardedLookup(allowPrivateHosts: boolean, resolve: typeof dns.lookup = dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as dns.LookupAddress[];
      const refused = allowPrivateHosts ? undefined : list.find((a) => isPrivateOrLinkLocalHost(a.address));
      if (refused || list.length === 0) {
        const reason = Object.assign(new Error('lender host resolves to a private or link-local address'), {
          code: 'EPRIVATEADDRESS',
        });
        return callback(reason, '');
      }
      if (options.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// Lender endpoints come from an operator's JSON file or the back office's editor, but a typo or a
// copied internal address would send applicants' full details in clear text or into the broker's
// own network: metadata services on 169.254.169.254, admin consoles on 10/8, the database on
// 127.0.0.1:5432 or the broker's own /metrics. Refused when the endpoint is set (a bad panel never
// boots), and every address a name resolves to is checked again at connect time (decision 117).

/** What the panel allows besides public addresses (the panel file's flags; PanelConfig has both). */
export type EndpointPolicy = { allowPrivateHosts: boolean; allowLoopbackHosts: boolean };

const blockList = (v4: [string, number][], v6: [string, number][]) => {
  const list = new BlockList();
  for (const [net, prefix] of v4) list.addSubnet(net, prefix, 'ipv4');
  for (const [net, prefix] of v6) list.addSubnet(net, prefix, 'ipv6');
  return list;
};

const loopback = blockList([['127.0.0.0', 8]], [['::1', 128]]);
const privateRanges = blockList(
  [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['100.64.0.0', 10],
  ],
  [['fc00::', 7]],
);
// Never a lender, whatever the config says: "this network", link-local (the cloud metadata
// services), multicast, and the reserved block with the limited broadcast 255.255.255.255.
const never: [BlockList, string][] = [
  [
    blockList(
      [
        ['0.0.0.0', 8],
        ['169.254.0.0', 16],
      ],
      [
        ['::', 128],
        ['fe80::', 10],
      ],
    ),
    'unspecified or link-local',
  ],
  [blockList([['224.0.0.0', 4]], [['ff00::', 8]]), 'multicast'],
  [blockList([['240.0.0.0', 4]], []), 'broadcast or reserved'],
];

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

const loopbackRefused = (host: string) =>
  `loopback address ${host} is refused (allowed outside production, or with allowLoopbackHosts: true ` +
  `in the panel config)`;

/**
 * Why a lender may not be called at this IP address, or null. BlockList matches an IPv4-mapped
 * IPv6 address (`::ffff:127.0.0.1`) against the IPv4 ranges too.
 */
export function addressProblem(address: string, policy: EndpointPolicy): string | null {
  const type = ipType(address);
  if (!type) return `${address} is not an IP address`;
  for (const [list, what] of never) if (list.check(address, type)) return `${what} address ${address} is refused`;
  if (!policy.allowLoopbackHosts && loopback.check(address, type)) return loopbackRefused(address);
  if (!policy.allowPrivateHosts && privateRanges.check(address, type))
    return `private address ${address} is refused (set allowPrivateHosts: ` + `true in the panel config to allow it)`;
  return null;
}

/**
 * Why a lender endpoint is not acceptable, or null. `http://` only on loopback (the sandbox and
 * test lenders); loopback, private addresses only as the policy allows; a host given as an IP
 * address checked here, a name at every connection (guardedLookup).
 */
export function endpointProblem(endpoint: string, policy: EndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be an http(s) URL';
  }
  const host = bareHost(url);
  if (url.username || url.password) return 'must not carry credentials';
  if (isLoopbackHost(host) && !policy.allowLoopbackHosts) return loopbackRefused(host);
  if (url.protocol === 'http:' && !isLoopbackHost(host))
    return 'http:// is only allowed for loopback hosts (localhost, 127.0.0.0/8, ::1); use https://';
  return ipType(host) ? addressProblem(host, policy) : null;
}

const refusal = (reason: string) =>
  Object.assign(new Error(`lender address refused: ${reason}`), { code: 'EREFUSEDADDRESS' });

/**
 * The DNS lookup of the lender client: every address a lender hostname resolves to is checked
 * (addressProblem) when the socket connects, not when the endpoint was saved, so a DNS change
 * (rebinding) cannot point a lender into the broker's own network. One bad address refuses them all.
 */
export function guardedLookup(policy: EndpointPolicy, resolve: typeof dns.lookup = dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as dns.LookupAddress[];
      if (list.length === 0) return callback(refusal(`${hostname} resolves to no address`), '');
      for (const { address } of list) {
        const problem = addressProblem(address, policy);
        if (problem) return callback(refusal(problem), '');
      }
      if (options.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/**
 * The same check for an endpoint whose host is an IP address (Node connects to it without a
 * lookup): null when allowed or when the host is a name (guardedLookup checks it at connect).
 */
export function literalAddressProblem(url: URL, policy: EndpointPolicy): string | null {
  const host = bareHost(url);
  return ipType(host) ? addressProblem(host, policy) : null;
}

import ipaddr from "ipaddr.js";

/** How much of an address one subscriber or site holds: an IPv4 /24, an IPv6 /48 (what a site is usually given). */
const NETWORK_PREFIX_BITS = { ipv4: 24, ipv6: 48 } as const;

/**
 * The network `address` belongs to, as a CIDR text (`198.51.100.0/24`, `2001:db8:1::/48`), for budgets that an
 * attacker must not multiply by moving to the next address of their block. An IPv4 address written as IPv6
 * (`::ffff:198.51.100.7`) is its IPv4 network; a text that is no address is its own network.
 */
export function networkPrefix(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  const bits = parsed.kind() === "ipv4" ? NETWORK_PREFIX_BITS.ipv4 : NETWORK_PREFIX_BITS.ipv6;
  const network =
    parsed.kind() === "ipv4"
      ? ipaddr.IPv4.networkAddressFromCIDR(`${parsed.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { networkPrefix } from "./network-prefix.js";

describe("#25.2 networkPrefix", () => {
  it("is the /24 of an IPv4 address and the /48 of an IPv6 one", () => {
    expect(networkPrefix("198.51.100.7")).toBe("198.51.100.0/24");
    expect(networkPrefix("::ffff:198.51.100.7")).toBe("198.51.100.0/24");
    expect(networkPrefix("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1::/48");
    expect(networkPrefix("2001:0db8:0001:ffff::1")).toBe("2001:db8:1::/48");
    expect(networkPrefix("not an address")).toBe("not an address");
  });

  it("puts every address of one /24 or /48 in the same network, and the neighbouring block in another", () => {
    const byte = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(byte, byte, byte, byte, byte, (a, b, c, d, e) => {
        expect(networkPrefix(`${a}.${b}.${c}.${d}`)).toBe(networkPrefix(`${a}.${b}.${c}.${e}`));
        if (c < 255) expect(networkPrefix(`${a}.${b}.${c}.${d}`)).not.toBe(networkPrefix(`${a}.${b}.${c + 1}.${d}`));
      }),
    );
    const hextet = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    fc.assert(
      fc.property(fc.array(hextet, { minLength: 8, maxLength: 8 }), fc.array(hextet, { minLength: 5, maxLength: 5 }), (address, rest) => {
        expect(networkPrefix(address.join(":"))).toBe(networkPrefix([...address.slice(0, 3), ...rest].join(":")));
      }),
    );
  });
});

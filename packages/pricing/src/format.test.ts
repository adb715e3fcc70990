import { describe, expect, it } from "vitest";
import { formatUsd } from "./format.js";

describe("formatUsd (§9)", () => {
  it("§9 price: whole dollars with thousands separators", () => {
    expect(formatUsd(12345)).toBe("$12,345");
    expect(formatUsd(1234567)).toBe("$1,234,567");
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(999.5)).toBe("$1,000");
    expect(formatUsd(999.49)).toBe("$999");
  });

  it("negative amounts keep the sign in front; tiny negatives are $0", () => {
    expect(formatUsd(-500.4)).toBe("-$500");
    expect(formatUsd(-0.4)).toBe("$0");
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { serializeState } from "./serialize-state.js";

describe("serializeState (server-side rendering)", () => {
  it("cannot close the inline <script>: '<', '>', '&', U+2028 and U+2029 are escaped", () => {
    const text = serializeState({ title: "</script><script>alert(1)</script> & \u2028\u2029 <!--" });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toBe('{"title":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u2028\\u2029 \\u003c!--"}');
  });

  it("reads back as the same state, for any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = serializeState({ value });
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify({ value })));
      }),
    );
  });
});

// Test-only helper (not exported by the package): an axe-core check of rendered markup.
import axe from "axe-core";
import { expect } from "vitest";

/** Fails with the list of violations inside `container`; colour contrast is left to the browser (jsdom has no styles). */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

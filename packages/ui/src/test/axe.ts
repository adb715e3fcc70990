// Test-only helper: runs axe-core on rendered markup so every component test includes an a11y check.
import axe from "axe-core";
import { expect } from "vitest";

/**
 * Fails the test with a readable list when axe-core finds any violation inside `container`.
 * Colour contrast is left to the browser story tests (jsdom does not compute styles).
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { "color-contrast": { enabled: false } },
  });
  const messages = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(messages).toEqual([]);
}

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { PortraitNotice } from "./portrait-notice.js";

describe("PortraitNotice", () => {
  it("§2.3 exact texts of the portrait-only notice", async () => {
    const { container } = render(<PortraitNotice preview />);
    expect(screen.getByText("Please rotate your device")).toBeInTheDocument();
    expect(screen.getByText("We don't support landscape mode yet. Please go back to portrait mode for the best experience")).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

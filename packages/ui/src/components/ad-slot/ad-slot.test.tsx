import { articleAds } from "@carmarket/news";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { AdSlot } from "./ad-slot.js";

describe("AdSlot", () => {
  it("§4 ads: renders a labelled container carrying the trimmed query", async () => {
    const { container } = render(<AdSlot kind="in-content" name="in_content_1" query="  camry lease " />);
    const ad = screen.getByRole("group", { name: "Advertisement" });
    expect(ad).toHaveAttribute("data-ad-query", "camry lease");
    expect(ad).toHaveAttribute("data-ad-slot", "in-content");
    expect(ad).toHaveAttribute("data-ad-name", "in_content_1");
    expect(ad).toHaveAttribute("id", "ad-in_content_1");
    await expectNoAxeViolations(container);
  });

  it.each([undefined, "", "   "])("§5 ads: no container for the query %j", (query) => {
    const { container } = render(<AdSlot kind="post" name="post" query={query} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("§4 ads: an unparsable ads_query gives no ads", () => {
    const ads = articleAds({ is_ads_active: 1, ads_query: "{not json" }, "mobile");
    const { container } = render(<AdSlot kind="post" name="post" query={ads.post} />);
    expect(container).toBeEmptyDOMElement();
  });
});

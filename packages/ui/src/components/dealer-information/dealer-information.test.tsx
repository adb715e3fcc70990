import { type DealerInfo, todaysHours } from "@carmarket/listing";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { DealerInformation } from "./dealer-information.js";

const TUESDAY = new Date("2024-03-05T15:00:00Z");
const DEALER: DealerInfo = {
  name: "Sunset Motors",
  dealer_url: "/dealers/sunset-motors",
  website: "https://sunset.example",
  rating: 4.25,
  rating_count: 120,
  address: "100 Main St",
  city: "Portland",
  state: "OR",
  zip: "97201",
  contact: { Sales: "(503) 555-0100", Service: "(503) 555-0111" },
};

describe("DealerInformation", () => {
  it("§4 today's hours: 'OPEN TODAY' with the hours", async () => {
    const { container } = render(
      <DealerInformation
        dealer={DEALER}
        today={todaysHours({ Tuesday: "9:00 AM - 6:00 PM" }, TUESDAY, { timeZone: "UTC" })}
        location={{ coordinates: [-122.6765, 45.5231] }}
      />,
    );
    expect(screen.getByText("OPEN TODAY").parentElement).toHaveTextContent("OPEN TODAY 9:00 AM - 6:00 PM");
    expect(screen.getByRole("link", { name: "Get Directions" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=45.5231%2C-122.6765",
    );
    expect(screen.getByRole("link", { name: "Get Directions" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "(503) 555-0100" })).toHaveAttribute("href", "tel:5035550100");
    expect(screen.getByText("4.3 out of 5")).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("the address names street, city, state and ZIP; one rating reads '(1 review)' (issue #15)", () => {
    render(<DealerInformation dealer={{ ...DEALER, rating_count: 1 }} />);
    expect(screen.getByText(/100 Main St/)).toHaveTextContent("100 Main St, Portland, OR 97201");
    expect(screen.getByText("(1 review)", { exact: false })).toBeInTheDocument();
  });

  it("§4 today's hours: 'CLOSED TODAY' without hours", () => {
    render(<DealerInformation dealer={DEALER} today={todaysHours({ Tuesday: "closed" }, TUESDAY, { timeZone: "UTC" })} />);
    expect(screen.getByText("CLOSED TODAY").parentElement).toHaveTextContent(/^CLOSED TODAY$/);
    expect(screen.queryByRole("link", { name: "Get Directions" })).toBeNull();
  });

  it("§8 missing dealer data: 'Information not available.'", async () => {
    const { container } = render(<DealerInformation />);
    expect(screen.getByRole("region", { name: "Dealer Information" })).toHaveTextContent("Dealer InformationInformation not available.");
    await expectNoAxeViolations(container);
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loanEstimate } from "@carmarket/pricing";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { PaymentCalculator } from "./payment-calculator.js";

describe("PaymentCalculator", () => {
  it("§9 starts from 3.8% APR, 84 months and $0 down: the card's 'Est. $X/mo'", async () => {
    const { container } = render(<PaymentCalculator price={25000} />);
    expect(screen.getByLabelText("Down payment ($)")).toHaveValue("0");
    expect(screen.getByLabelText("APR (%)")).toHaveValue("3.8");
    expect(screen.getByLabelText("Term")).toHaveValue("84");
    expect(screen.getByRole("status")).toHaveTextContent("$339/mo for 84 months");
    expect(loanEstimate({ price: 25000 })?.text).toBe("Est. $339/mo");
    expect(container).toHaveTextContent("Total interest $3,512 · Total cost $28,512");
    await expectNoAxeViolations(container);
  });

  it("#26.15 a down payment, a shorter term and another rate change the payment", async () => {
    render(<PaymentCalculator price={25000} />);
    const down = screen.getByLabelText("Down payment ($)");
    await userEvent.clear(down);
    await userEvent.type(down, "5000");
    await userEvent.selectOptions(screen.getByLabelText("Term"), "60");
    expect(screen.getByRole("status")).toHaveTextContent("$367/mo for 60 months");
    const apr = screen.getByLabelText("APR (%)");
    await userEvent.clear(apr);
    await userEvent.type(apr, "0");
    expect(screen.getByRole("status")).toHaveTextContent("$333/mo for 60 months");
  });

  it("#26.15 terms out of range say what they take instead of a payment", async () => {
    const { container } = render(<PaymentCalculator price={25000} />);
    const down = screen.getByLabelText("Down payment ($)");
    await userEvent.clear(down);
    await userEvent.type(down, "30000");
    expect(down).toHaveAccessibleDescription("Enter a down payment from $0 to $25,000.");
    const apr = screen.getByLabelText("APR (%)");
    await userEvent.clear(apr);
    await userEvent.type(apr, "45");
    expect(apr).toHaveAccessibleDescription("Enter a rate from 0% to 30%.");
    expect(screen.getByRole("status")).toHaveTextContent("Check the terms above.");
    await expectNoAxeViolations(container);
  });
});

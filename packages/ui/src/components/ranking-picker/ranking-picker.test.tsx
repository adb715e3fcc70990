import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe.js";
import { RankingPicker } from "./ranking-picker.js";

const RANKINGS = [
  { url: "/suv/best-compact-suvs", title: "Best Compact SUVs" },
  { url: "/suv/best-3-row-suvs", title: "Best 3-Row SUVs" },
];

describe("RankingPicker", () => {
  it("§2.5 rankings overlay: body-type list reports the chosen body type", async () => {
    const user = userEvent.setup();
    const onChooseBodyType = vi.fn();
    const { container } = render(<RankingPicker view={{ step: "bodyTypes" }} onChooseBodyType={onChooseBodyType} onBack={vi.fn()} />);
    expect(screen.getAllByRole("button")).toHaveLength(8);
    await user.click(screen.getByRole("button", { name: "Pickup Truck" }));
    expect(onChooseBodyType).toHaveBeenCalledWith("pickup-truck");
    await expectNoAxeViolations(container);
  });

  it("§2.5 rankings: 'Which {name} are you thinking?', links keep the query, 'Back to Body Styles'", async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    const { container } = render(
      <RankingPicker view={{ step: "rankings", bodyType: "suv", rankings: RANKINGS }} query={{ zip: "10001" }} onChooseBodyType={vi.fn()} onBack={onBack} />,
    );
    expect(screen.getByRole("heading", { name: "Which SUV are you thinking?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Best Compact SUVs" })).toHaveAttribute("href", "/suv/best-compact-suvs?zip=10001");
    await user.click(screen.getByRole("button", { name: /Back to Body Styles/ }));
    expect(onBack).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it("§8 no rankings: the empty-list text", () => {
    render(<RankingPicker view={{ step: "rankings", bodyType: "van", rankings: [] }} onChooseBodyType={vi.fn()} onBack={vi.fn()} />);
    expect(screen.getByText("0 results that matched your search criteria.")).toBeInTheDocument();
  });
});

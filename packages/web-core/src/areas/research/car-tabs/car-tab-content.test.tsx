// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CarData, ResearchContent } from "@carmarket/api-client";
import { expectNoAxeViolations } from "../../../test/axe.js";
import { CarTabContent } from "./car-tab-content.js";

afterEach(cleanup);

const content = {
  performance: { zero_to_sixty_s: 3.0, quarter_mile_s: 9.5, top_speed_mph: 191, horsepower: 490, torque_lb_ft: 465 },
  mpg: { city: 16, highway: 24, combined: 19, unit: "MPG", range_miles: 351 },
  reliability: { score: 3.7, verdict: "Average", recalls: null },
  safety: {
    overall: null,
    front: null,
    side: null,
    rollover: null,
    small_overlap: null,
    moderate_overlap: null,
    side_iihs: null,
    roof_strength: null,
    headlights: null,
  },
  safety_equipment: ["Automatic Emergency Braking", "Backup Camera"],
  sources: {
    published: "Chevrolet, 2020 Corvette Stingray specifications; engine: NHTSA vPIC; fuel economy: EPA",
    estimated: ["performance.zero_to_sixty_s", "performance.quarter_mile_s", "performance.top_speed_mph", "reliability.score"],
    method: "Estimated by CarMarket from the published power, curb weight, body, size, drive and fuel (ADR 273).",
  },
} as Partial<ResearchContent>;
const car = { id: 1, title: "2024 Chevrolet Corvette", content } as unknown as CarData;

describe("research tabs say where their figures come from (issue #23)", () => {
  it("#23.4 marks the estimates '(estimate)' beside published figures, and names the sources and the method", async () => {
    const { container } = render(<CarTabContent tab="performance" car={car} />);
    expect(screen.getByText("3 s (estimate)")).toBeTruthy();
    expect(screen.getByText("191 mph (estimate)")).toBeTruthy();
    expect(screen.getByText("490 hp")).toBeTruthy();
    expect(screen.getByText(/^Sources: Chevrolet, 2020 Corvette Stingray specifications; engine: NHTSA vPIC/).textContent).toContain(
      "Figures marked (estimate): Estimated by CarMarket",
    );
    await expectNoAxeViolations(container);
  });

  it("#23.4 reliability reads on one 1–5 scale; #23.2 a crash test not held reads 'Not rated' and no recall count is made up", () => {
    render(<CarTabContent tab="reliability" car={car} />);
    expect(screen.getByText("3.7 out of 5 (estimate)")).toBeTruthy();
    expect(screen.queryByText("Recalls")).toBeNull();
    cleanup();
    render(<CarTabContent tab="safety" car={car} />);
    expect(screen.getAllByText("Not rated")).toHaveLength(9);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Automatic Emergency Braking", "Backup Camera"]);
  });
});

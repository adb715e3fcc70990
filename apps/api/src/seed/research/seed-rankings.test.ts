import { describe, expect, it } from "vitest";
import { rankingDrafts, type RankedCar } from "./seed-cars.js";

let nextId = 1;
const car = (modelId: number, year: number, vehicleClass: string, score: number, body = "suv"): RankedCar => ({
  id: nextId++,
  modelId,
  year,
  body,
  vehicleClass,
  score,
});

describe("#27.13 rankings", () => {
  const cars = [
    car(1, 2023, "Compact SUV", 9.5), // discontinued after 2023 (a Jeep Cherokee): best score, but not current
    car(2, 2024, "Compact SUV", 8.1),
    car(2, 2023, "Compact SUV", 8.9),
    car(3, 2025, "Compact SUV", 7.7),
    car(4, 2024, "Midsize Luxury SUV", 8.4),
    car(5, 2024, "Midsize Car", 7.2, "sedan"),
  ];
  const drafts = rankingDrafts(cars);
  const byUrl = new Map(drafts.map((draft) => [draft.ranking.url, draft.cars.map((entry) => `${entry.modelId}/${entry.year}`)]));

  it("rank only models still made, each at its newest year: a discontinued model never leads as current", () => {
    expect(byUrl.get("/suv")).toEqual(["4/2024", "2/2024", "3/2025"]);
    expect(byUrl.get("/suv/best-compact-suvs")).toEqual(["2/2024", "3/2025"]);
  });

  it("keep no class list of one car; the body style's list still has it", () => {
    expect(byUrl.has("/suv/best-midsize-luxury-suvs")).toBe(false);
    expect(byUrl.has("/sedan/best-midsize-cars")).toBe(false);
    expect(byUrl.get("/sedan")).toEqual(["5/2024"]);
    expect(drafts.map((draft) => draft.ranking.position)).toEqual([0, 1, 2]);
  });
});

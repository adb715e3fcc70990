import { describe, expect, it } from "vitest";
import { formatUnixDate } from "./date-format.js";
import { priceChange } from "./price-change.js";

const MAR_5_2024 = Date.UTC(2024, 2, 5, 12) / 1000;
const FEB_1_2024 = Date.UTC(2024, 1, 1, 9) / 1000;
const now = new Date(Date.UTC(2024, 3, 1));
// Newest first (§3).
const history = [
  { timestamp: MAR_5_2024, price: 20000 },
  { timestamp: FEB_1_2024, price: 21000 },
];

describe("price change (§4)", () => {
  it("§4 price change: lower current price → 'Prices dropped' (drop), '$' amount and 'on D MMM YYYY'", () => {
    expect(priceChange(19500, history, { variant: "slider", now })).toEqual({
      direction: "drop",
      title: "Prices dropped",
      amount: 500,
      amountText: "$500",
      timestamp: MAR_5_2024,
      dateText: "on 5 Mar 2024",
    });
  });

  it("§4 price change: higher current price → 'Prices increased' (rise)", () => {
    expect(priceChange(22500, history, { now })).toMatchObject({
      direction: "rise",
      title: "Prices increased",
      amountText: "$1,500",
      dateText: "on 5 Mar 2024",
    });
  });

  it("§4 price change: the date is when the price changed, not the older entry's (issue #15)", () => {
    const NOV_21 = Date.UTC(2023, 10, 21, 10) / 1000;
    const NOV_23 = Date.UTC(2023, 10, 23, 10) / 1000;
    const rise = priceChange(
      21095,
      [
        { timestamp: NOV_23, price: 21095 },
        { timestamp: NOV_21, price: 20000 },
      ],
      { now },
    );
    expect(rise).toMatchObject({ direction: "rise", amountText: "$1,095", timestamp: NOV_21, dateText: "on 23 Nov 2023" });
  });

  it("§4 price change: equal price → 'No Change in Price' (stable)", () => {
    expect(priceChange(20000, history, { variant: "slider", now })).toMatchObject({
      direction: "stable",
      title: "No Change in Price",
      amount: 0,
      amountText: "$0",
    });
  });

  it("§4 price change: slider compares with entry 0, other variants with entry 1", () => {
    expect(priceChange(20000, history, { variant: "slider", now })?.timestamp).toBe(MAR_5_2024);
    expect(priceChange(20000, history, { variant: "default", now })?.timestamp).toBe(FEB_1_2024);
    expect(priceChange(20000, history, { now })?.timestamp).toBe(FEB_1_2024);
  });

  it("§4 price change: does not apply when the history is not longer than the index", () => {
    expect(priceChange(20000, [], { variant: "slider", now })).toBeNull();
    expect(priceChange(20000, history.slice(0, 1), { now })).toBeNull();
    expect(priceChange(20000, history.slice(0, 1), { variant: "slider", now })).not.toBeNull();
  });

  it("§4 price change: does not apply when the entry's date is not in the past", () => {
    const at = new Date(MAR_5_2024 * 1000);
    expect(priceChange(19000, history, { variant: "slider", now: at })).toBeNull();
    expect(priceChange(19000, history, { variant: "slider", now: new Date(at.getTime() + 1000) })).not.toBeNull();
    expect(priceChange(19000, history, { variant: "slider", now: new Date(Date.UTC(2024, 0, 1)) })).toBeNull();
  });

  it("§4 date format D MMM YYYY, in UTC", () => {
    expect(formatUnixDate(MAR_5_2024)).toBe("5 Mar 2024");
    expect(formatUnixDate(Date.UTC(2024, 11, 31, 23, 59) / 1000)).toBe("31 Dec 2024");
  });
});

import fc from "fast-check";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { adfDtdErrors } from "../test/adf-dtd.js";
import { buildAdfXml, type AdfLead } from "./adf.js";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", parseTagValue: false, trimValues: false });

function lead(customer: Partial<AdfLead["customer"]> = {}): AdfLead {
  return {
    id: 7,
    requestDate: new Date("2026-03-01T12:30:00.000Z"),
    vehicle: { vin: "1HGCM82633A004352", year: 2021, make: "Honda", model: "Accord", trim: "EX", price: 23_500, condition: "used", mileage: 31_000 },
    customer: { name: "Ann Lee", first_name: null, last_name: null, email: "ann@example.com", phone: null, zip: "94103", interest: "Test drive", ...customer },
    vendor: { id: 3, name: "Bay Motors", email: "leads@bay.example" },
    source: "mobile",
    page: "home",
  };
}

describe("ADF/XML 1.0 lead", () => {
  it("starts with the XML declaration and the ADF 1.0 processing instruction, and dates requests in ISO 8601", () => {
    const xml = buildAdfXml(lead());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION "1.0"?>\n<adf>')).toBe(true);
    expect(parser.parse(xml).adf.prospect.requestdate).toBe("2026-03-01T12:30:00Z");
  });

  it("leaves out what the lead does not have (phone, price, mileage, trim)", () => {
    const base = lead();
    const xml = buildAdfXml({ ...base, vehicle: { ...base.vehicle, price: null, mileage: null, trim: null } });
    expect(xml).not.toMatch(/<phone|<price|<odometer|<trim/);
  });

  it("validates against the ADF 1.0 DTD with and without the optional parts (xmllint)", () => {
    const base = lead();
    const variants = [
      base,
      lead({ first_name: "Ann", last_name: "Lee", phone: "(555) 123-4567" }),
      { ...base, vehicle: { ...base.vehicle, price: null, mileage: null, trim: null, condition: "new" } },
    ];
    for (const variant of variants) expect(adfDtdErrors(buildAdfXml(variant))).toBe("");
  });

  it("the shopper's ZIP reaches the dealer in the comments (the DTD's address needs a street we do not ask for)", () => {
    const customer = parser.parse(buildAdfXml(lead())).adf.prospect.customer;
    expect(customer.contact.address).toBeUndefined();
    expect(customer.comments).toBe("Test drive (Check Availability from home, mobile; ZIP 94103)");
  });

  it("any text the shopper types stays well-formed, DTD-valid XML and reads back unchanged", () => {
    // XML 1.0 cannot carry most control characters; the form's text fields never hold them.
    const text = fc.string({ unit: "grapheme", minLength: 1 }).filter((s) => !/[\p{Cc}]/u.test(s) && s.trim() === s);
    fc.assert(
      fc.property(text, text, (name, interest) => {
        const xml = buildAdfXml(lead({ name, interest }));
        expect(XMLValidator.validate(xml.split("\n").slice(2).join("\n"))).toBe(true);
        expect(adfDtdErrors(xml)).toBe("");
        const customer = parser.parse(xml).adf.prospect.customer;
        expect(customer.contact.name["#text"]).toBe(name);
        expect(customer.comments).toBe(`${interest} (Check Availability from home, mobile; ZIP 94103)`);
      }),
      { numRuns: 200 },
    );
  });
});

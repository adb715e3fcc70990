import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { LEAD_PAGES, LEAD_SOURCES, type LeadFormValues, leadFormSchema, leadSubmissionSchema, validateLeadForm } from "./lead-form.js";

const valid: LeadFormValues = {
  name: "Jane Doe",
  first_name: "",
  last_name: "",
  zip: "97865",
  email: "jane@example.com",
  phone: "",
  interest: "Check Availability",
  vin: "1HGCM82633A004352",
};

describe("lead form (§5)", () => {
  it("§5 lead form: a complete form has no errors", () => {
    expect(validateLeadForm(valid)).toEqual({});
  });

  it("§5 lead form: returns every field error at once, each with its exact message", () => {
    expect(validateLeadForm({})).toEqual({
      name: "Name is required.",
      zip: "Invalid Zipcode.",
      email: "Invalid email address.",
      interest: "Please tell the dealer what you are interested in.",
      vin: "VIN is required.",
    });
  });

  it('§5 lead form: name is letters and spaces, else "Invalid Name"', () => {
    expect(validateLeadForm({ ...valid, name: "J0hn" })).toEqual({ name: "Invalid Name" });
    expect(validateLeadForm({ ...valid, name: "John_Smith" })).toEqual({ name: "Invalid Name" });
    expect(validateLeadForm({ ...valid, name: "José Núñez" })).toEqual({});
    expect(validateLeadForm({ ...valid, name: "   " })).toEqual({ name: "Name is required." });
  });

  it("#26.9 names with an apostrophe, a hyphen or an initial's period pass; other marks stay 'Invalid Name' (ADR 290)", () => {
    for (const name of ["Quinn S.", "Sean O'Brien", "Sean O’Brien", "Jean-Luc Picard", "Maria A.", "J. R. Tolkien", "Martin Luther King Jr."]) {
      expect(validateLeadForm({ ...valid, name }), name).toEqual({});
      expect(validateLeadForm({ ...valid, name, first_name: name, last_name: name }), name).toEqual({});
    }
    for (const name of ["-Jean", "Jean-", "O'", "'Brien", "Quinn S..", ". Quinn", "Jean--Luc", "Ann.Lee", "Ann 3rd", "Ann <b>", "Ann & Lee", "Ann_Lee"]) {
      expect(validateLeadForm({ ...valid, name }), name).toEqual({ name: "Invalid Name" });
    }
  });

  it("#26.9 the name rule only lets through letters, spaces, apostrophes, hyphens and periods (fast-check)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const errors = validateLeadForm({ ...valid, name });
        if (errors.name === undefined) expect(name.trim()).toMatch(/^[\p{L} '’.-]+$/u);
        else expect(["Invalid Name", "Name is required."]).toContain(errors.name);
      }),
    );
  });

  it("§5 lead form: first_name and last_name are optional, same pattern", () => {
    expect(validateLeadForm({ ...valid, first_name: undefined, last_name: undefined })).toEqual({});
    expect(validateLeadForm({ ...valid, first_name: "Ann", last_name: "Lee" })).toEqual({});
    expect(validateLeadForm({ ...valid, first_name: "Ann1", last_name: "Lee!" })).toEqual({
      first_name: "Invalid First Name",
      last_name: "Invalid Last Name",
    });
  });

  it('§5 lead form: zip is 5 digits, else "Invalid Zipcode."', () => {
    for (const zip of ["", "1234", "123456", "abcde"]) {
      expect(validateLeadForm({ ...valid, zip }), zip).toEqual({ zip: "Invalid Zipcode." });
    }
  });

  it('§5 lead form: email must look like an email, else "Invalid email address."', () => {
    for (const email of ["", "jane", "jane@", "jane@example", "@example.com"]) {
      expect(validateLeadForm({ ...valid, email }), email).toEqual({ email: "Invalid email address." });
    }
  });

  it("§5 lead form: phone accepts area code with optional parentheses or plus and optional separators", () => {
    for (const phone of ["5551234567", "(555) 123-4567", "555-123-4567", "555.123.4567", "+555 123 456789", "(555)1234567"]) {
      expect(validateLeadForm({ ...valid, phone }), phone).toEqual({});
    }
  });

  it("§5 lead form: phone accepts the US country code as shoppers type it: '+1 555 123 4567' (issue #15)", () => {
    for (const phone of ["+1 555 123 4567", "+1 (555) 123-4567", "1-555-123-4567", "+15551234567"]) {
      expect(validateLeadForm({ ...valid, phone }), phone).toEqual({});
    }
    expect(validateLeadForm({ ...valid, phone: "+44 555 123 4567" })).toEqual({ phone: "Invalid Phone number." });
  });

  it('§5 lead form: other phone shapes give "Invalid Phone number."', () => {
    for (const phone of ["555-1234", "55-123-4567", "555-123-456", "555-123-4567890", "phone", "555--123-4567"]) {
      expect(validateLeadForm({ ...valid, phone }), phone).toEqual({ phone: "Invalid Phone number." });
    }
  });

  it("§5 lead form: any 3+3+(4..6) digit phone with optional separators is valid", () => {
    const digits = (n: number, m = n) => fc.stringMatching(new RegExp(`^\\d{${n},${m}}$`));
    const sep = fc.constantFrom("", " ", "-", ".");
    fc.assert(
      fc.property(fc.boolean(), digits(3), sep, digits(3), sep, digits(4, 6), (paren, area, s1, mid, s2, tail) => {
        const phone = `${paren ? `(${area})` : area}${s1}${mid}${s2}${tail}`;
        expect(validateLeadForm({ ...valid, phone })).toEqual({});
      }),
    );
  });

  it("§3 lead: sources desktop and mobile; pages of origin as listed", () => {
    expect(LEAD_SOURCES).toEqual(["desktop", "mobile"]);
    expect(LEAD_PAGES).toEqual([
      "dealer",
      "single_vin",
      "home",
      "brand",
      "submodel",
      "single_car",
      "inventory",
      "news_listing",
      "single_news",
      "author",
      "saved_cars",
    ]);
  });

  it("§3 lead: the API schema adds source and page, and outputs trimmed values", () => {
    const lead = v.parse(leadSubmissionSchema, { ...valid, name: " Jane Doe ", source: "mobile", page: "single_vin" });
    expect(lead.name).toBe("Jane Doe");
    const bad = v.safeParse(leadSubmissionSchema, { ...valid, source: "tablet", page: "nowhere" });
    expect(bad.issues?.map((issue) => issue.message)).toEqual(["Lead source must be desktop or mobile.", "Unknown page of origin."]);
    expect(v.safeParse(leadFormSchema, valid).success).toBe(true);
  });
});

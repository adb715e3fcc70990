import { XMLBuilder } from "fast-xml-parser";

/** The lead, vehicle and dealer an ADF document describes. */
export interface AdfLead {
  id: number;
  requestDate: Date;
  vehicle: { vin: string; year: number; make: string; model: string; trim: string | null; price: number | null; condition: string; mileage: number | null };
  customer: { name: string; first_name: string | null; last_name: string | null; email: string; phone: string | null; zip: string; interest: string };
  vendor: { id: number; name: string; email: string };
  source: string;
  page: string;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", format: true, suppressEmptyNode: true, processEntities: true });

/** A text element with attributes, in the builder's object form. */
function el(text: string | number, attributes: Record<string, string>) {
  return { "#text": text, ...Object.fromEntries(Object.entries(attributes).map(([k, val]) => [`@_${k}`, val])) };
}

function contactNames(customer: AdfLead["customer"]) {
  if (customer.first_name && customer.last_name) return [el(customer.first_name, { part: "first" }), el(customer.last_name, { part: "last" })];
  return [el(customer.name, { part: "full" })];
}

/**
 * The lead as an ADF/XML 1.0 document (Auto-lead Data Format, the format dealer CRMs read from email):
 * prospect with requestdate, vehicle (year, make, model, vin, price), customer contact and the dealer
 * as vendor, valid against the DTD beside this file (adf-1.0.dtd). Every text value is XML-escaped by the builder.
 */
export function buildAdfXml(lead: AdfLead): string {
  const { vehicle, customer, vendor } = lead;
  const document = {
    adf: {
      prospect: {
        "@_status": "new",
        id: el(lead.id, { sequence: "1", source: "CarMarket" }),
        requestdate: lead.requestDate.toISOString().replace(/\.\d{3}Z$/, "Z"),
        vehicle: {
          "@_interest": "buy",
          "@_status": vehicle.condition === "new" ? "new" : "used",
          // The DTD's order: year, make and model come first.
          year: vehicle.year,
          make: vehicle.make,
          model: vehicle.model,
          vin: vehicle.vin,
          trim: vehicle.trim ?? undefined,
          odometer: vehicle.mileage === null ? undefined : el(vehicle.mileage, { status: "original", units: "mi" }),
          price: vehicle.price === null ? undefined : el(vehicle.price, { type: "asking", currency: "USD" }),
        },
        customer: {
          contact: {
            name: contactNames(customer),
            email: customer.email,
            phone: customer.phone ? el(customer.phone, { type: "voice" }) : undefined,
          },
          // The DTD's address needs a street, which the lead form does not ask for; the ZIP travels here.
          comments: `${customer.interest} (Check Availability from ${lead.page}, ${lead.source}; ZIP ${customer.zip})`,
        },
        vendor: {
          id: el(vendor.id, { source: "CarMarket" }),
          vendorname: vendor.name,
          contact: { name: el(vendor.name, { part: "full" }), email: vendor.email },
        },
        provider: { name: el("CarMarket", { part: "full" }), service: "Check Availability" },
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION "1.0"?>\n${builder.build(document) as string}`;
}

import type { MakerLink, MakerSites } from "@carmarket/contract";

const site = (host: string, path = "/"): MakerLink => ({ label: host, url: `https://www.${host}${path}` });

/** Chrysler, Dodge, Jeep and Ram publish their manuals in one Stellantis library. */
const MOPAR_MANUALS: MakerLink = { label: "Mopar owner's manuals", url: "https://www.mopar.com/en-us/my-vehicle/owners-manual.html" };

/**
 * The official US sites of the catalogue's makers, by brand slug (issue #27.9: the Brochure & Manuals tab linked to
 * nothing).
 * Only each maker's home page and the entry page of its manual library, never a guessed page per model (the makers
 * move those often); a maker whose library is not open to the public has none here. Manual libraries checked against
 * public link lists that fetched them (2026).
 */
export const MAKER_SITES: Readonly<Record<string, MakerSites>> = {
  acura: { site: site("acura.com"), manuals: { label: "Acura owners", url: "https://owners.acura.com/" } },
  bmw: { site: site("bmwusa.com"), manuals: null },
  chevrolet: {
    site: site("chevrolet.com"),
    manuals: { label: "Chevrolet manuals and guides", url: "https://www.chevrolet.com/support/vehicle/manuals-guides" },
  },
  chrysler: { site: site("chrysler.com"), manuals: MOPAR_MANUALS },
  dodge: { site: site("dodge.com"), manuals: MOPAR_MANUALS },
  ford: { site: site("ford.com"), manuals: { label: "Ford owner manuals", url: "https://www.ford.com/support/owner-manuals/" } },
  honda: {
    site: { label: "automobiles.honda.com", url: "https://automobiles.honda.com/" },
    manuals: { label: "Honda owners", url: "https://owners.honda.com/" },
  },
  hyundai: {
    site: site("hyundaiusa.com"),
    manuals: { label: "Hyundai manuals and warranties", url: "https://owners.hyundaiusa.com/us/en/resources/manuals-warranties.html" },
  },
  jeep: { site: site("jeep.com"), manuals: MOPAR_MANUALS },
  kia: { site: site("kia.com"), manuals: { label: "Kia owner's manuals", url: "https://owners.kia.com/us/en/manuals.html" } },
  "land-rover": { site: site("landroverusa.com"), manuals: null },
  lexus: { site: site("lexus.com"), manuals: null },
  mazda: { site: site("mazdausa.com"), manuals: { label: "Mazda owners", url: "https://www.mazdausa.com/owners" } },
  nissan: { site: site("nissanusa.com"), manuals: { label: "Nissan manuals and guides", url: "https://www.nissanusa.com/owners/manuals-guides.html" } },
  porsche: { site: site("porsche.com", "/usa/"), manuals: null },
  ram: { site: site("ramtrucks.com"), manuals: MOPAR_MANUALS },
  subaru: { site: site("subaru.com"), manuals: { label: "Subaru vehicle resources", url: "https://www.subaru.com/owners/vehicle-resources.html" } },
  tesla: { site: site("tesla.com"), manuals: { label: "Tesla support", url: "https://www.tesla.com/support" } },
  toyota: {
    site: site("toyota.com"),
    manuals: { label: "Toyota warranty and owner's manuals", url: "https://www.toyota.com/owners/warranty-owners-manuals/" },
  },
  volvo: { site: site("volvocars.com", "/us/"), manuals: null },
};

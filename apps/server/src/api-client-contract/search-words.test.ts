import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, type SearchCatalog } from "@carmarket/api-client";
import { createCatalogTestApp, type CatalogTestApp } from "@carmarket/api/testing";
import { parseSearchWords } from "@carmarket/search-words";
import { injectAdapter } from "./inject-adapter.js";

// The free-text box against the seeded catalogue, whatever the seed's transmissions are today (issue #26.3: the
// seed is rebuilt from NHTSA's vPIC, so no value is written here).
describe("typed gearbox words against the seeded listings (issue #26.3)", () => {
  let t: CatalogTestApp;
  let api: ReturnType<typeof createApiClient>;
  let catalog: SearchCatalog;
  beforeAll(async () => {
    t = await createCatalogTestApp();
    api = createApiClient({ baseURL: "/api", adapter: injectAdapter(t.app) });
    catalog = (await api.getSearchCatalog()) as SearchCatalog;
  });
  afterAll(() => t.close());

  const countOf = async (transmission: readonly string[]) => (await api.getListingData({ transmission: transmission.join(","), page_size: 1 }))?.count ?? 0;

  it("#26.3 'manual', 'stick shift', 'automatic', 'cvt' and 'dual clutch' each find cars, or are said not understood", async () => {
    expect(catalog.transmissions.length).toBeGreaterThan(0);
    for (const words of ["manual", "stick shift", "automatic", "cvt", "dual clutch"]) {
      const { filters, notUnderstood } = parseSearchWords(words, catalog);
      if (filters.transmission === undefined) {
        expect(notUnderstood, words).toEqual([words]);
        continue;
      }
      expect(
        filters.transmission.every((value) => catalog.transmissions.includes(value)),
        words,
      ).toBe(true);
      expect(await countOf(filters.transmission), words).toBeGreaterThan(0);
    }
  });

  it("#26.3 every transmission the seeded listings name is reached by 'manual' or 'automatic', and finds its cars", async () => {
    const manual = parseSearchWords("manual", catalog).filters.transmission ?? [];
    const automatic = parseSearchWords("automatic", catalog).filters.transmission ?? [];
    expect([...manual, ...automatic].sort()).toEqual([...catalog.transmissions].sort());
    expect(manual.filter((value) => automatic.includes(value))).toEqual([]);
    for (const value of catalog.transmissions) expect(await countOf([value]), value).toBeGreaterThan(0);
  });
});

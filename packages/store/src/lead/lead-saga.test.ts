import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appMounted } from "../app-mounted.js";
import { fakeApi, httpError, settle, setup } from "../test/fakes.js";
import { leadAnswer } from "../test/answers.js";
import { createAppStore, type RootState } from "../store.js";
import { hashChanged, pageLoaded } from "../overlay/overlay-slice.js";
import { connectionChanged } from "../connection/connection-slice.js";
import { checkAvailabilityClicked, leadFormOpened, leadRestoreRequested, leadSubmitted, leadUpdated, listingOpened, selectLeadButton } from "./lead-slice.js";

const VIN = "1HGCM82633A004352";
const form = { name: "Jane Doe", zip: "97865", email: "jane@example.com", phone: "(555) 123-4567", interest: "Test drive", vin: VIN };
const initial = createAppStore().getState();
const leadState = (lead: Partial<RootState["lead"]>): Partial<RootState> => ({ lead: { ...initial.lead, ...lead } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("lead button and form (§3, §4, §7)", () => {
  it("§4 the button reads 'Contacted' for a VIN in selectedVins, else 'Check Availability'", () => {
    const store = createAppStore({ preloadedState: leadState({ selectedVins: [VIN] }) });
    expect(selectLeadButton(store.getState(), VIN)).toBe("Contacted");
    expect(selectLeadButton(store.getState(), "OTHERVIN")).toBe("Check Availability");
  });

  it("§4 'Check Availability' opens the lead form with the VIN and page, and records leadform_opened", async () => {
    const { store, browser } = setup();
    store.dispatch(checkAvailabilityClicked({ vin: VIN, page: "single_vin", interest: "Price" }));
    await settle();
    expect(store.getState().overlay.modalId).toBe("leadForm");
    expect(store.getState().lead).toMatchObject({ vin: VIN, page: "single_vin", interest: "Price" });
    expect(browser.track).toHaveBeenCalledWith("leadform_opened", { vin_id: VIN });
  });

  it("§4 a contacted VIN opens nothing", async () => {
    const { store, browser } = setup({ preloadedState: leadState({ selectedVins: [VIN] }) });
    store.dispatch(checkAvailabilityClicked({ vin: VIN, page: "home" }));
    await settle();
    expect(store.getState().overlay.modalId).toBeNull();
    expect(browser.track).not.toHaveBeenCalled();
  });

  it("§4 open and update merge fields", async () => {
    const { store } = setup();
    store.dispatch(leadFormOpened({ vin: VIN, page: "inventory", name: "Jane" }));
    store.dispatch(leadUpdated({ email: "jane@example.com" }));
    store.dispatch(leadUpdated({ name: "Jane Doe" }));
    expect(store.getState().lead).toMatchObject({ vin: VIN, page: "inventory", name: "Jane Doe", email: "jane@example.com" });
  });

  it("§4 restore from local storage applies only if no VIN is set", async () => {
    const stored = JSON.stringify({ name: "Stored Name", email: "s@example.com" });
    const storage = { get: (key: string) => (key === "lead_data" ? stored : null), set: () => {} };
    const empty = setup({ storage });
    empty.store.dispatch(leadRestoreRequested());
    await settle();
    expect(empty.store.getState().lead).toMatchObject({ name: "Stored Name", email: "s@example.com" });

    const withVin = setup({ storage, preloadedState: leadState({ vin: VIN, name: "Jane" }) });
    withVin.store.dispatch(leadRestoreRequested());
    await settle();
    expect(withVin.store.getState().lead).toMatchObject({ name: "Jane", vin: VIN });
  });

  it("#26.4 the shopper's details are kept in local storage as they change, without the car or the question", async () => {
    const { store, storage } = setup();
    store.dispatch(leadFormOpened({ vin: VIN, page: "home", name: "Jane", interest: "Test drive" }));
    await settle();
    expect(JSON.parse(storage.get("lead_data")!)).toEqual({ first_name: "", name: "Jane", last_name: "", zip: "", email: "", phone: "" });
  });

  it("#26.4 after the app mounts, the next form starts from the details of the last one (the car stays the new one)", async () => {
    const { store, browser, storage } = setup();
    store.dispatch(checkAvailabilityClicked({ vin: VIN, page: "single_vin" }));
    store.dispatch(leadUpdated({ name: "Sean O'Brien", email: "sean@example.com", phone: "(555) 123-4567", zip: "97865" }));
    await settle();

    // Another page load: a new store over the same storage.
    const next = setup({ storage: browser.storage });
    next.store.dispatch(appMounted());
    await settle();
    next.store.dispatch(checkAvailabilityClicked({ vin: "OTHERVIN", page: "inventory" }));
    await settle();
    expect(next.store.getState().lead).toMatchObject({
      vin: "OTHERVIN",
      name: "Sean O'Brien",
      email: "sean@example.com",
      phone: "(555) 123-4567",
      zip: "97865",
    });
    expect(JSON.parse(storage.get("lead_data")!)).toMatchObject({ name: "Sean O'Brien", email: "sean@example.com" });
  });

  it("#26.4 a VIN or question stored by an older version is not restored", async () => {
    const stored = JSON.stringify({ name: "Stored Name", vin: "STOREDVIN", interest: "Price" });
    const { store } = setup({ storage: { get: (key: string) => (key === "lead_data" ? stored : null), set: () => {} } });
    store.dispatch(appMounted());
    await settle();
    expect(store.getState().lead).toMatchObject({ name: "Stored Name", vin: "", interest: "" });
  });

  it("§7 opening a listing records vin_clicked with its vin_id", async () => {
    const { store, browser } = setup();
    store.dispatch(listingOpened({ vin: VIN }));
    await settle();
    expect(browser.track).toHaveBeenCalledWith("vin_clicked", { vin_id: VIN });
  });

  it("§3 selectedVins come back from local storage once the app mounted", () => {
    const { store } = setup({ storage: { get: (key) => (key === "selected_vins" ? JSON.stringify(["A", "B"]) : null), set: () => {} } });
    expect(store.getState().lead.selectedVins).toEqual([]);
    store.dispatch(appMounted());
    expect(store.getState().lead.selectedVins).toEqual(["A", "B"]);
  });
});

describe("lead submit (§3, §4, §5)", () => {
  const ready = leadState({ ...form, source: "mobile", page: "single_vin" });

  it("§5 an invalid form shows the field messages and sends nothing", async () => {
    const { store, api } = setup({ preloadedState: leadState({ ...form, email: "nope", zip: "123", page: "home" }) });
    store.dispatch(leadSubmitted());
    await settle();
    expect(store.getState().lead.errors).toEqual({ email: "Invalid email address.", zip: "Invalid Zipcode." });
    expect(api.submitLead).not.toHaveBeenCalled();
  });

  it("§3/§4 success sends source and page with an idempotency key, adds the VIN to selectedVins (kept locally) and opens the thank-you popup", async () => {
    const { store, api, storage } = setup({
      preloadedState: { ...ready, overlay: { modalId: "leadForm" } },
      api: fakeApi({ submitLead: async () => leadAnswer() }),
    });
    store.dispatch(leadSubmitted());
    await settle();
    expect(api.submitLead).toHaveBeenCalledWith({ ...form, first_name: "", last_name: "", source: "mobile", page: "single_vin" }, "key-1");
    expect(store.getState().lead).toMatchObject({ selectedVins: [VIN], thankYouOpen: true, submitting: false });
    expect(store.getState().overlay.modalId).toBeNull();
    expect(JSON.parse(storage.get("selected_vins")!)).toEqual([VIN]);
    expect(selectLeadButton(store.getState(), VIN)).toBe("Contacted");
  });

  it("§2.4 a form the #leadForm hash opens sends its lead with the page loaded (issue #15)", async () => {
    const { store, api } = setup({ api: fakeApi({ submitLead: async () => leadAnswer() }) });
    store.dispatch(hashChanged("#leadForm"));
    store.dispatch(pageLoaded({ search: "?vin=" + VIN, hash: "#leadForm", page: "single_vin" }));
    store.dispatch(leadUpdated(form));
    store.dispatch(leadSubmitted());
    await settle();
    expect(api.submitLead).toHaveBeenCalledWith(expect.objectContaining({ vin: VIN, page: "single_vin" }), "key-1");
    expect(store.getState().lead.thankYouOpen).toBe(true);
  });

  it("#28.4 offline a lead is neither sent nor queued: the form stays open with the shopper's text, and nothing goes out on reconnect", async () => {
    const { store, api } = setup({ preloadedState: { ...ready, overlay: { modalId: "leadForm" } }, api: fakeApi({ submitLead: async () => leadAnswer() }) });
    store.dispatch(connectionChanged(false));
    store.dispatch(leadSubmitted());
    await settle();
    expect(api.submitLead).not.toHaveBeenCalled();
    expect(store.getState().lead).toMatchObject({ ...form, submitting: false, thankYouOpen: false });
    expect(store.getState().overlay.modalId).toBe("leadForm");
    store.dispatch(connectionChanged(true));
    await settle();
    expect(api.submitLead).not.toHaveBeenCalled();
  });

  it("§4 network failures are retried with the same key after 1 s and 2 s back-offs", async () => {
    const submitLead = vi.fn().mockRejectedValueOnce(httpError()).mockRejectedValueOnce(httpError(503)).mockResolvedValueOnce(leadAnswer());
    const { store, api } = setup({ preloadedState: ready, api: fakeApi({ submitLead }) });
    store.dispatch(leadSubmitted());
    await settle();
    expect(api.submitLead).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(api.submitLead).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.submitLead).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.submitLead).toHaveBeenCalledTimes(3);
    expect(submitLead.mock.calls.map((call) => call[1])).toEqual(["key-1", "key-1", "key-1"]);
    expect(store.getState().lead.selectedVins).toEqual([VIN]);
  });

  it("§8 retries stop after 3 attempts with the unknown-error notice", async () => {
    const { store, api } = setup({
      preloadedState: ready,
      api: fakeApi({
        submitLead: async () => {
          throw httpError();
        },
      }),
    });
    store.dispatch(leadSubmitted());
    await vi.advanceTimersByTimeAsync(3_000);
    expect(api.submitLead).toHaveBeenCalledTimes(3);
    expect(store.getState().lead).toMatchObject({ selectedVins: [], submitting: false, thankYouOpen: false });
    expect(store.getState().notices.notices.map((notice) => notice.text)).toEqual(["An unknown error occurred. Please try again later."]);
  });

  it("§4 a refusal (4xx) is not retried and shows the server's message", async () => {
    const { store, api } = setup({
      preloadedState: ready,
      api: fakeApi({
        submitLead: async () => {
          throw httpError(422, { status: 0, message: "Invalid Phone number." });
        },
      }),
    });
    store.dispatch(leadSubmitted());
    await vi.advanceTimersByTimeAsync(2_999);
    expect(api.submitLead).toHaveBeenCalledTimes(1);
    expect(store.getState().notices.notices.map((notice) => notice.text)).toEqual(["Invalid Phone number."]);
  });

  it("§4 a second submit while one is in flight sends nothing more", async () => {
    const { store, api } = setup({ preloadedState: ready, api: fakeApi({ submitLead: () => new Promise(() => {}) }) });
    store.dispatch(leadSubmitted());
    store.dispatch(leadSubmitted());
    await settle();
    expect(api.submitLead).toHaveBeenCalledTimes(1);
    expect(store.getState().lead.submitting).toBe(true);
  });
});

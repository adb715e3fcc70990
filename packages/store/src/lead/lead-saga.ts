import type { SagaIterator } from "redux-saga";
import { call, delay, put, select, takeEvery, takeLatest, takeLeading } from "redux-saga/effects";
import { validateLeadForm, type LeadSubmission } from "@carmarket/validation";
import { appMounted } from "../app-mounted.js";
import { selectOnline } from "../connection/connection-slice.js";
import { notifyError } from "../notifications/notice-slice.js";
import { overlayClosed, overlayOpened } from "../overlay/overlay-slice.js";
import type { StoreServices } from "../services/store-services.js";
import { LEAD_RETRY, STORAGE_KEYS } from "../shared/constants.js";
import { isNetworkFailure, serverMessage } from "../shared/errors.js";
import { MESSAGES } from "../shared/messages.js";
import { isRecord, readStoredJson, writeStoredJson } from "../shared/stored-json.js";
import {
  checkAvailabilityClicked,
  emptyLeadFields,
  leadFormOpened,
  leadInvalid,
  leadRestoreRequested,
  leadRestored,
  leadSubmitFailed,
  leadSubmitStarted,
  leadSubmitted,
  leadSucceeded,
  leadUpdated,
  listingOpened,
  selectLead,
  selectSelectedVins,
  selectedVinsRestored,
  type LeadFields,
  type LeadOpenPayload,
  type LeadState,
} from "./lead-slice.js";

/** The §3 lead data fields of the lead state (without its status). */
function leadFields({ first_name, name, last_name, interest, zip, email, phone, vin }: LeadState): LeadFields {
  return { first_name, name, last_name, interest, zip, email, phone, vin };
}

/** Opens the lead form (merging fields) and records leadform_opened (§4, §7). */
export function* openLeadForm({ browser }: StoreServices, payload: LeadOpenPayload): SagaIterator {
  yield put(leadFormOpened(payload));
  yield put(overlayOpened("leadForm"));
  yield call(browser.track, "leadform_opened", payload.vin ? { vin_id: payload.vin } : {});
}

/** Worker, §4 lead button: a VIN in selectedVins shows 'Contacted' and opens nothing. */
function* checkAvailability(services: StoreServices, action: ReturnType<typeof checkAvailabilityClicked>): SagaIterator {
  const contacted: string[] = yield select(selectSelectedVins);
  if (contacted.includes(action.payload.vin)) return;
  yield call(openLeadForm, services, action.payload);
}

/** Sends one submission, retrying network failures with the same key and a doubling back-off (ADR 083). */
function* sendLead({ api }: StoreServices, body: LeadSubmission, idempotencyKey: string): SagaIterator {
  for (let attempt = 1; ; attempt += 1) {
    try {
      yield call(api.submitLead, body, idempotencyKey);
      return;
    } catch (error) {
      if (attempt >= LEAD_RETRY.attempts || !isNetworkFailure(error)) throw error;
      yield delay(LEAD_RETRY.firstBackoffMs * 2 ** (attempt - 1));
    }
  }
}

/**
 * Worker, §4/§5 submit: validates the form, sends it with one idempotency key (retries cannot
 * create a second lead), then adds the VIN to selectedVins, keeps them locally, closes the form
 * and opens the thank-you popup. A refusal shows the server's message, anything else §8's
 * unknown error. Offline nothing is sent or queued: the form says so and keeps the text (issue #28.4).
 */
function* submitLead(services: StoreServices): SagaIterator {
  const lead: LeadState = yield select(selectLead);
  const fields = leadFields(lead);
  const errors = validateLeadForm(fields);
  if (Object.keys(errors).length > 0 || !lead.page) {
    yield put(leadInvalid(errors));
    return;
  }
  if (!((yield select(selectOnline)) as boolean)) return;
  yield put(leadSubmitStarted());
  const idempotencyKey: string = yield call(services.browser.randomId);
  try {
    yield call(sendLead, services, { ...fields, source: lead.source, page: lead.page }, idempotencyKey);
  } catch (error) {
    yield put(leadSubmitFailed());
    yield put(notifyError(serverMessage(error) ?? MESSAGES.unknownError));
    return;
  }
  yield put(leadSucceeded(fields.vin));
  yield put(overlayClosed());
  const selected: string[] = yield select(selectSelectedVins);
  yield call(writeStoredJson, services.browser.storage, STORAGE_KEYS.selectedVins, selected);
}

/**
 * The shopper's own details, which the next form starts from (issue #26.4: three dealers meant typing them three
 * times). The car (`vin`) and the question (`interest`) belong to one lead: a restored VIN would aim the next
 * form, or a `#leadForm` on another page, at the last car.
 */
const REMEMBERED_FIELDS = ["first_name", "name", "last_name", "zip", "email", "phone"] as const satisfies readonly (keyof LeadFields)[];

type RememberedFields = Pick<LeadFields, (typeof REMEMBERED_FIELDS)[number]>;

const rememberedOf = (lead: LeadFields): RememberedFields => Object.fromEntries(REMEMBERED_FIELDS.map((key) => [key, lead[key]])) as RememberedFields;

/** Worker: keeps the shopper's details in local storage as the form changes, for the restore of §4. */
function* persistLead({ browser }: StoreServices): SagaIterator {
  const lead: LeadState = yield select(selectLead);
  yield call(writeStoredJson, browser.storage, STORAGE_KEYS.leadData, rememberedOf(leadFields(lead)));
}

const isLeadFields = (value: unknown): value is Partial<LeadFields> =>
  isRecord(value) && Object.entries(value).every(([key, text]) => key in emptyLeadFields && typeof text === "string");

/**
 * Worker, §4: restores the stored details once the app has mounted (and on request); the reducer applies them
 * only if no VIN is set. Only the remembered fields are read back, also from what older versions stored.
 */
function* restoreLead({ browser }: StoreServices): SagaIterator {
  const stored: Partial<LeadFields> | null = yield call(readStoredJson, browser.storage, STORAGE_KEYS.leadData, isLeadFields);
  if (!stored) return;
  const details = Object.fromEntries(REMEMBERED_FIELDS.flatMap((key) => (stored[key] ? [[key, stored[key]]] : [])));
  if (Object.keys(details).length > 0) yield put(leadRestored(details));
}

const isVinList = (value: unknown): value is string[] => Array.isArray(value) && value.every((vin) => typeof vin === "string");

/** After hydration: the VINs contacted on earlier visits. */
function* restoreSelectedVins({ browser }: StoreServices): SagaIterator {
  const stored: string[] | null = yield call(readStoredJson, browser.storage, STORAGE_KEYS.selectedVins, isVinList);
  if (stored) yield put(selectedVinsRestored(stored));
}

/** Worker: records vin_clicked when a listing is opened (§7). */
function* trackListingOpened({ browser }: StoreServices, action: ReturnType<typeof listingOpened>): SagaIterator {
  yield call(browser.track, "vin_clicked", { vin_id: action.payload.vin });
}

/** Watcher of the lead flows; a submission in flight ignores further submits. */
export function* watchLead(services: StoreServices): SagaIterator {
  yield takeLeading(appMounted.match, restoreSelectedVins, services);
  yield takeEvery(checkAvailabilityClicked.match, checkAvailability, services);
  yield takeLeading(leadSubmitted.match, submitLead, services);
  yield takeLatest((action: { type: string }) => leadFormOpened.match(action) || leadUpdated.match(action), persistLead, services);
  yield takeLeading((action: { type: string }) => appMounted.match(action) || leadRestoreRequested.match(action), restoreLead, services);
  yield takeEvery(listingOpened.match, trackListingOpened, services);
}

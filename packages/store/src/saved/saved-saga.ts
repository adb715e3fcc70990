import type { SagaIterator } from "redux-saga";
import { call, delay, put, select, takeEvery, takeLatest, takeLeading } from "redux-saga/effects";
import { appMounted } from "../app-mounted.js";
import { selectSignedIn } from "../auth/auth-slice.js";
import { connectionChanged, selectOnline } from "../connection/connection-slice.js";
import { notifyError, notifySuccess } from "../notifications/notice-slice.js";
import type { StoreServices } from "../services/store-services.js";
import type {
  CookieDataAnswer,
  CookieSavedAnswer,
  CookieWriteBody,
  SaveCountAnswer,
  SavedSearch,
  StatusAnswer,
  UserSavedAnswer,
  UserSavedVin,
} from "../services/store-api.js";
import { PENDING_RETRY_PAUSES_MS, STORAGE_KEYS } from "../shared/constants.js";
import { errorResponse, serverMessage } from "../shared/errors.js";
import { MESSAGES } from "../shared/messages.js";
import { isRecord, readStoredJson, writeStoredJson } from "../shared/stored-json.js";
import { isSavedCopy, type SavedCopy } from "./saved-copy.js";
import {
  carViewed,
  cookieIdSet,
  pendingRestored,
  pendingSendRequested,
  pendingSent,
  saveCountChanged,
  savePending,
  savedCleared,
  savedHydrateRequested,
  savedHydrated,
  savedLoaderSet,
  savedRestored,
  savedVinToggled,
  savedVinsRestored,
  searchAdded,
  vinAdded,
  vinRemoved,
  searchRemoveRequested,
  searchRemoved,
  searchSaveRequested,
  searchesClearRequested,
  searchesLoaded,
  selectCookieId,
  selectIsSaved,
  selectPendingSaves,
  selectSaveCount,
  selectSaveLoader,
  selectSaved,
  selectSavedVins,
  selectViewedVins,
  toSavedVin,
  type PendingSave,
  type SavableListing,
  type SavedState,
  type SavedVin,
} from "./saved-slice.js";

type Call<A extends unknown[], R> = (...args: A) => Promise<R>;

/**
 * An account write (§8): a refusal (thrown by the client) or any failure shows the unknown-error
 * notice. Returns the answer when the server did it, else null.
 */
function* accountWrite<A extends unknown[], R>(fn: Call<A, R>, ...args: A): SagaIterator<R | null> {
  try {
    const answer: R = yield call(fn, ...args);
    return answer;
  } catch {
    yield put(notifyError(MESSAGES.unknownError));
    return null;
  }
}

/**
 * A visitor write through the cookie-id calls (§6, §8): sends the stored cookie id, keeps the one
 * the server returns under saved_id; a refusal (the client throws 4xx answers) shows its message,
 * other exceptions are swallowed. Returns the answer when done.
 */
function* visitorWrite(
  { browser }: StoreServices,
  fn: (body: CookieWriteBody) => Promise<CookieDataAnswer>,
  body: Omit<CookieWriteBody, "cookie_id">,
): SagaIterator<CookieDataAnswer | null> {
  const cookieId: string | null = yield select(selectCookieId);
  let answer: CookieDataAnswer;
  try {
    answer = yield call(fn, { ...body, ...(cookieId ? { cookie_id: cookieId } : {}) });
  } catch (error) {
    const message = serverMessage(error);
    if (message) yield put(notifyError(message));
    return null;
  }
  yield* keepCookieId(browser, answer, cookieId);
  return answer;
}

/** §6: keeps the cookie id the server gave a visitor under saved_id. */
function* keepCookieId(browser: StoreServices["browser"], answer: CookieDataAnswer, cookieId: string | null): SagaIterator {
  if (answer.cookie_id && answer.cookie_id !== cookieId) {
    yield call(browser.storage.set, STORAGE_KEYS.savedId, answer.cookie_id);
    yield put(cookieIdSet(answer.cookie_id));
  }
}

/** §7 vin_data: vin_name, price, image, trim_name, brand and url as JSON text. */
function vinData(listing: SavableListing): string {
  const { _id, ...fields } = toSavedVin(listing);
  return JSON.stringify(fields);
}

/**
 * The heart (§4), signed in or visitor: the saved list and the card's count change at once; the
 * write follows and, when it fails, both are rolled back (its own notice, §8). The server's count wins.
 */
function* toggleVin(listing: SavableListing, wasSaved: boolean, write: SagaIterator<SaveCountAnswer | CookieDataAnswer | null>): SagaIterator {
  const vin = listing._id;
  const before: SavedVin[] = yield select(selectSavedVins);
  const count: number = yield select(selectSaveCount, vin, listing.save_car_count);
  yield put(wasSaved ? vinRemoved(vin) : vinAdded(toSavedVin(listing)));
  yield put(saveCountChanged({ vin, count: Math.max(0, count + (wasSaved ? -1 : 1)) }));
  const answer: SaveCountAnswer | CookieDataAnswer | null = yield* write;
  if (!answer) {
    yield put(savedVinsRestored(before));
    yield put(saveCountChanged({ vin, count }));
    return;
  }
  if (typeof answer.save_car_count === "number") yield put(saveCountChanged({ vin, count: answer.save_car_count }));
  yield put(notifySuccess(wasSaved ? MESSAGES.vinRemoved : MESSAGES.vinSaved));
}

/** The heart's server write: on the account when signed in, else by cookie id (§6). */
function vinWrite(
  services: StoreServices,
  listing: SavableListing,
  wasSaved: boolean,
  signedIn: boolean,
): SagaIterator<SaveCountAnswer | CookieDataAnswer | null> {
  const { api } = services;
  if (!signedIn) return visitorWrite(services, wasSaved ? api.removeCookieData : api.saveCookieData, { type: "vin", data: listing._id });
  return wasSaved
    ? accountWrite(api.removeUserVin, listing._id)
    : accountWrite(api.saveUserVin, { url: listing.url ?? "", vin_data: vinData(listing), vin_id: listing._id });
}

/**
 * Runs a saved-items write under the save loader; does nothing while the loader is on (§4:
 * saving is blocked while the save loader is active).
 */
function* underSaveLoader<A extends unknown[]>(worker: (...args: A) => SagaIterator, ...args: A): SagaIterator {
  const busy: boolean = yield select(selectSaveLoader);
  if (busy) return;
  yield put(savedLoaderSet(true));
  try {
    yield call(worker, ...args);
  } finally {
    yield put(savedLoaderSet(false));
  }
}

/**
 * The heart offline (issue #28.4): the change shows at once as for a sent one, and is kept on the device,
 * marked pending, to be sent when the connection returns.
 */
function* keepOffline(listing: SavableListing, wasSaved: boolean, signedIn: boolean): SagaIterator {
  const vin = listing._id;
  const count: number = yield select(selectSaveCount, vin, listing.save_car_count);
  yield put(wasSaved ? vinRemoved(vin) : vinAdded(toSavedVin(listing)));
  yield put(saveCountChanged({ vin, count: Math.max(0, count + (wasSaved ? -1 : 1)) }));
  yield put(savePending({ vin, change: wasSaved ? "remove" : "save", listing, signedIn }));
  yield put(notifySuccess(wasSaved ? MESSAGES.vinRemovedOffline : MESSAGES.vinSavedOffline));
}

/** Worker: the heart toggles saved (§4), on the account when signed in, else by cookie id (§6); offline it is kept (issue #28.4). */
function* toggleSavedVin(services: StoreServices, action: ReturnType<typeof savedVinToggled>): SagaIterator {
  const listing = action.payload;
  const wasSaved: boolean = yield select(selectIsSaved, listing._id);
  const signedIn: boolean = yield select(selectSignedIn);
  const online: boolean = yield select(selectOnline);
  if (!online) yield* underSaveLoader(keepOffline, listing, wasSaved, signedIn);
  else yield* underSaveLoader(toggleVin, listing, wasSaved, vinWrite(services, listing, wasSaved, signedIn));
}

/** One kept heart's write: the account's or the visitor's call, as the tap would have made it. Throws what the client throws. */
function* pendingWrite(
  { api, browser }: StoreServices,
  { vin, change, listing }: PendingSave,
  signedIn: boolean,
): SagaIterator<SaveCountAnswer | CookieDataAnswer> {
  if (signedIn) {
    if (change === "remove") return (yield call(api.removeUserVin, vin)) as SaveCountAnswer;
    return (yield call(api.saveUserVin, { url: listing?.url ?? "", vin_data: vinData(listing ?? { _id: vin }), vin_id: vin })) as SaveCountAnswer;
  }
  const cookieId: string | null = yield select(selectCookieId);
  const answer: CookieDataAnswer = yield call(change === "remove" ? api.removeCookieData : api.saveCookieData, {
    type: "vin",
    data: vin,
    ...(cookieId ? { cookie_id: cookieId } : {}),
  });
  yield* keepCookieId(browser, answer, cookieId);
  return answer;
}

/**
 * Issue #28.4, sends the hearts kept offline, oldest first, with §8's notices. One made in another kind of
 * session (signed in, then signed out) is dropped, never sent to whoever is there now. A refusal drops it and
 * reloads the lists from the server; no answer at all keeps the rest, and says so (true) for a later try.
 */
function* sendPendingSaves(services: StoreServices): SagaIterator<boolean> {
  if (!((yield select(selectOnline)) as boolean)) return false;
  const signedIn: boolean = yield select(selectSignedIn);
  const pending: PendingSave[] = yield select(selectPendingSaves);
  for (const save of pending) {
    if (save.signedIn !== signedIn) {
      yield put(pendingSent(save.vin));
      continue;
    }
    let answer: SaveCountAnswer | CookieDataAnswer;
    try {
      answer = yield* pendingWrite(services, save, signedIn);
    } catch (error) {
      if (errorResponse(error) === undefined) return true;
      yield put(pendingSent(save.vin));
      yield put(notifyError(serverMessage(error) ?? MESSAGES.unknownError));
      yield put(savedHydrateRequested());
      continue;
    }
    yield put(pendingSent(save.vin));
    if (typeof answer.save_car_count === "number") yield put(saveCountChanged({ vin: save.vin, count: answer.save_car_count }));
    yield put(notifySuccess(save.change === "remove" ? MESSAGES.vinRemoved : MESSAGES.vinSaved));
  }
  return false;
}

/**
 * Worker, issue #28.4: sends the kept hearts when the connection returns or the lists were loaded. The browser
 * says it is online before the network answers (a connection just back, a captive portal), so a send that got no
 * answer while online is tried again, after each of these pauses; after the last, the next reconnect or page load
 * sends it. A save already running (a hydrate, whose end asks again) goes first.
 */
function* sendPending(services: StoreServices): SagaIterator {
  for (const pause of [0, ...PENDING_RETRY_PAUSES_MS]) {
    if (pause > 0) yield delay(pause);
    if ((yield select(selectSaveLoader)) as boolean) return;
    yield put(savedLoaderSet(true));
    let unanswered: boolean;
    try {
      unanswered = yield call(sendPendingSaves, services);
    } finally {
      yield put(savedLoaderSet(false));
    }
    if (!unanswered) return;
  }
}

/** Saves the current search (§4; 'Search saved successfully!'). */
function* saveSearch(services: StoreServices, search: { search_url: string }): SagaIterator {
  const signedIn: boolean = yield select(selectSignedIn);
  if (signedIn) {
    const answer = yield* accountWrite(services.api.saveUserSearch, search);
    if (!answer) return;
    yield put(searchAdded({ ...search, ...(answer.id == null ? {} : { id: answer.id }) }));
  } else {
    if (!(yield* visitorWrite(services, services.api.saveCookieData, { type: "search", data: search.search_url }))) return;
    yield put(searchAdded(search));
  }
  yield put(notifySuccess(MESSAGES.searchSaved));
}

/** Removes one saved search (§4; 'Search removed.'). */
function* removeSearch(services: StoreServices, search: SavedSearch): SagaIterator {
  const signedIn: boolean = yield select(selectSignedIn);
  const done: unknown = signedIn
    ? // account searches carry the id saveUserSearch or getUserSaved gave them
      yield* accountWrite(services.api.removeUserSearch, search.id ?? search.search_url)
    : yield* visitorWrite(services, services.api.removeCookieData, { type: "search", data: search.search_url });
  if (!done) return;
  yield put(searchRemoved(search.search_url));
  yield put(notifySuccess(MESSAGES.searchRemoved));
}

/** Clears all saved searches (§4 clear all; the server's message, else 'Search removed.'). */
function* clearSearches(services: StoreServices): SagaIterator {
  const signedIn: boolean = yield select(selectSignedIn);
  const answer: StatusAnswer | null = signedIn
    ? yield* accountWrite(services.api.clearUserSearches)
    : yield* visitorWrite(services, services.api.removeCookieData, { type: "search", data: "", clear: true });
  if (!answer) return;
  yield put(searchesLoaded([]));
  yield put(notifySuccess(answer.message || MESSAGES.searchRemoved));
}

/** An account's saved car as the list keeps it: the VIN plus the fields of its JSON `data` (§3). */
export function fromUserVin(saved: UserSavedVin): SavedVin {
  let fields: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(saved.data ?? "{}");
    if (isRecord(parsed)) fields = parsed;
  } catch {
    // unreadable data: keep the VIN and URL
  }
  return {
    ...(fields as Partial<SavedVin>),
    _id: saved.vin_id,
    ...(saved.url ? { url: saved.url } : {}),
    is_new: Boolean(saved.is_new),
    is_sold: Boolean(saved.is_sold),
    ...(saved.saved_price === undefined ? {} : { saved_price: saved.saved_price }),
  };
}

/**
 * Worker, §4 hydrate: saved cars and searches from the account or the cookie id; loader off afterwards, then
 * the hearts kept offline are sent (issue #28.4).
 */
function* hydrateSaved({ api, browser }: StoreServices): SagaIterator {
  yield put(savedLoaderSet(true));
  try {
    const askedSignedIn: boolean = yield select(selectSignedIn);
    const lists: { vins: SavedVin[]; searches: SavedSearch[] } | null = yield* serverLists(api);
    // An account's lists that answer after its sign-out are not the visitor's now there (issue #28.5).
    if (lists && ((yield select(selectSignedIn)) as boolean) !== askedSignedIn) return;
    if (lists) yield put(savedHydrated(lists));
    // Saved items are a convenience: the page works without them. Offline, this device's last copy stands in (issue #28.3).
    else yield* restoreSavedCopy(browser);
  } finally {
    yield put(savedLoaderSet(false));
    yield put(pendingSendRequested());
  }
}

/** The saved lists from the account or the visitor's cookie id; null when there are none to read or no answer came. */
function* serverLists(api: StoreServices["api"]): SagaIterator<{ vins: SavedVin[]; searches: SavedSearch[] } | null> {
  try {
    const signedIn: boolean = yield select(selectSignedIn);
    if (signedIn) {
      const answer: UserSavedAnswer | null = yield call(api.getUserSaved);
      return answer && { vins: (answer.vins ?? []).map(fromUserVin), searches: answer.searches ?? [] };
    }
    const cookieId: string | null = yield select(selectCookieId);
    if (!cookieId) return null;
    const answer: CookieSavedAnswer | null = yield call(api.getCookieData, { type: "vin,search", format: "partial", cookie_id: cookieId });
    return answer && { vins: (answer.vin?.cars ?? []).map(fromUserVin), searches: answer.search?.data ?? [] };
  } catch {
    return null;
  }
}

/** Offline, the saved lists from this device's last copy, when it is this kind of session's. */
function* restoreSavedCopy(browser: StoreServices["browser"]): SagaIterator {
  if ((yield select(selectOnline)) as boolean) return;
  const copy: SavedCopy | null = yield call(readStoredJson, browser.storage, STORAGE_KEYS.savedCopy, isSavedCopy);
  const signedIn: boolean = yield select(selectSignedIn);
  if (copy && copy.signedIn === signedIn) yield put(savedHydrated({ vins: copy.vins, searches: copy.searches }));
}

/**
 * Worker: keeps the saved lists and the hearts not sent yet on the device (issue #28.3, #28.4); signing out empties
 * both. Online the lists are the server's as of now; offline they keep the time they last were.
 */
function* persistSaved({ browser }: StoreServices): SagaIterator {
  const signedIn: boolean = yield select(selectSignedIn);
  const { savedVins, searches, pending }: SavedState = yield select(selectSaved);
  const online: boolean = yield select(selectOnline);
  const previous: SavedCopy | null = online ? null : yield call(readStoredJson, browser.storage, STORAGE_KEYS.savedCopy, isSavedCopy);
  const savedAt = previous?.signedIn === signedIn ? previous.savedAt : browser.clock.now();
  yield call(writeStoredJson, browser.storage, STORAGE_KEYS.savedCopy, { signedIn, savedAt, vins: savedVins, searches } satisfies SavedCopy);
  yield call(writeStoredJson, browser.storage, STORAGE_KEYS.pendingSaves, pending);
}

const isViewedMap = (value: unknown): value is Record<string, true> => isRecord(value) && Object.values(value).every((flag) => flag === true);

const isPendingList = (value: unknown): value is PendingSave[] =>
  Array.isArray(value) &&
  value.every(
    (save) => isRecord(save) && typeof save.vin === "string" && (save.change === "save" || save.change === "remove") && typeof save.signedIn === "boolean",
  );

/**
 * After hydration: the visitor's cookie id (§6 saved_id), viewed cars (§4 viewed_cars) and the hearts tapped
 * offline on earlier pages (issue #28.4) from local storage.
 */
function* restoreSaved({ browser }: StoreServices): SagaIterator {
  const cookieId: string | null = yield call(browser.storage.get, STORAGE_KEYS.savedId);
  const viewedVins: Record<string, true> | null = yield call(readStoredJson, browser.storage, STORAGE_KEYS.viewedCars, isViewedMap);
  yield put(savedRestored({ cookieId: cookieId || null, viewedVins: viewedVins ?? {} }));
  const pending: PendingSave[] | null = yield call(readStoredJson, browser.storage, STORAGE_KEYS.pendingSaves, isPendingList);
  if (pending && pending.length > 0) yield put(pendingRestored(pending));
}

/** Worker: keeps viewed_cars in local storage (§4). */
function* persistViewed({ browser }: StoreServices): SagaIterator {
  const viewed: Record<string, true> = yield select(selectViewedVins);
  yield call(writeStoredJson, browser.storage, STORAGE_KEYS.viewedCars, viewed);
}

/** Watcher of the saved store. Writes share the save loader, so one runs at a time. */
export function* watchSaved(services: StoreServices): SagaIterator {
  yield takeLeading(appMounted.match, restoreSaved, services);
  yield takeEvery(savedVinToggled.match, toggleSavedVin, services);
  yield takeEvery(searchSaveRequested.match, function* (action: ReturnType<typeof searchSaveRequested>) {
    yield* underSaveLoader(saveSearch, services, action.payload);
  });
  yield takeEvery(searchRemoveRequested.match, function* (action: ReturnType<typeof searchRemoveRequested>) {
    yield* underSaveLoader(removeSearch, services, action.payload);
  });
  yield takeEvery(searchesClearRequested.match, function* () {
    yield* underSaveLoader(clearSearches, services);
  });
  yield takeLeading(savedHydrateRequested.match, hydrateSaved, services);
  yield takeEvery(carViewed.match, persistViewed, services);
  yield takeLeading(pendingSendRequested.match, sendPending, services);
  yield takeEvery(connectionChanged.match, function* (action: ReturnType<typeof connectionChanged>) {
    if (action.payload) yield put(pendingSendRequested());
  });
  const listsChanged = [
    savedHydrated,
    vinAdded,
    vinRemoved,
    savedVinsRestored,
    searchAdded,
    searchRemoved,
    searchesLoaded,
    savePending,
    pendingSent,
    savedCleared,
  ];
  yield takeLatest((action: { type: string }) => listsChanged.some((creator) => creator.match(action)), persistSaved, services);
}

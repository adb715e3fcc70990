import type { SagaIterator } from "redux-saga";
import { call, delay, put, race, select, take, takeEvery, takeLatest } from "redux-saga/effects";
import type { StoreServices } from "../services/store-services.js";
import { STORAGE_KEYS, ZIP_COOKIE, ZIP_POPUP_DELAY_MS, ZIP_POPUP_SUPPRESSION_MS } from "../shared/constants.js";
import { selectZipcode, zipModalClosed, zipModalOpened, zipPopupMounted, zipPopupUnmounted } from "./zip-slice.js";

/** True while a close date younger than 15 days is stored (§4, §9). */
function* closedRecently({ browser }: StoreServices): SagaIterator<boolean> {
  const stored: string | null = yield call(browser.storage.get, STORAGE_KEYS.zipPopupClosedAt);
  const closedAt = Number(stored);
  if (!stored || !Number.isFinite(closedAt)) return false;
  const now: number = yield call(browser.clock.now);
  return now - closedAt < ZIP_POPUP_SUPPRESSION_MS;
}

/**
 * Worker, on mount (§4): opens the popup after 60 s when the site flag is '1', similar vins
 * exist, there is no zip cookie and it was not closed in the last 15 days. Unmounting or closing
 * it first cancels the timer; a zip set meanwhile keeps it shut.
 */
function* evaluateZipPopup(services: StoreServices, action: ReturnType<typeof zipPopupMounted>): SagaIterator {
  const { siteFlag, hasSimilarVins } = action.payload;
  if (siteFlag !== "1" || !hasSimilarVins) return;
  const cookieZip: string | undefined = yield call(services.browser.cookies.get, ZIP_COOKIE.name);
  if (cookieZip) return;
  if (yield call(closedRecently, services)) return;
  const { due } = yield race({
    due: delay(ZIP_POPUP_DELAY_MS),
    unmounted: take(zipPopupUnmounted.match),
    closed: take(zipModalClosed.match),
  });
  if (!due) return;
  const zipcode: string = yield select(selectZipcode);
  if (!zipcode) yield put(zipModalOpened());
}

/** Worker: remembers the close date (§4) and records zippop_closed (§7). */
function* rememberZipPopupClosed({ browser }: StoreServices): SagaIterator {
  const now: number = yield call(browser.clock.now);
  yield call(browser.storage.set, STORAGE_KEYS.zipPopupClosedAt, String(now));
  yield call(browser.track, "zippop_closed");
}

/** Watcher: popup mounts (latest wins) and closes. */
export function* watchZipPopup(services: StoreServices): SagaIterator {
  yield takeLatest(zipPopupMounted.match, evaluateZipPopup, services);
  yield takeEvery(zipModalClosed.match, rememberZipPopupClosed, services);
}

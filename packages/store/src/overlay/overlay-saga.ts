import type { SagaIterator } from "redux-saga";
import { leadPopupDelay, overlayFromHash } from "@carmarket/routes";
import { call, delay, put, takeEvery, takeLatest } from "redux-saga/effects";
import { openLeadForm } from "../lead/lead-saga.js";
import type { StoreServices } from "../services/store-services.js";
import { zipModalOpened } from "../zip/zip-slice.js";
import { hashChanged, overlayOpened, pageLoaded } from "./overlay-slice.js";

/** Worker, §2.4: the hash opens its overlay; the location popup is the zip modal of §3. */
function* openOverlayFromHash(action: ReturnType<typeof hashChanged>): SagaIterator {
  const overlay = overlayFromHash(action.payload);
  if (overlay === "locationPopup") yield put(zipModalOpened());
  else if (overlay) yield put(overlayOpened(overlay));
}

/** Worker, §2.3: popup=true opens the lead popup after the optional delay, unless the hash contains 'vin'. */
function* openLeadPopup(services: StoreServices, action: ReturnType<typeof pageLoaded>): SagaIterator {
  const { search, hash, page } = action.payload;
  const seconds = leadPopupDelay(search, hash);
  if (seconds === null) return;
  if (seconds > 0) yield delay(seconds * 1000);
  yield call(openLeadForm, services, { page });
}

/** Watcher of hash changes and page loads. */
export function* watchOverlays(services: StoreServices): SagaIterator {
  yield takeEvery(hashChanged.match, openOverlayFromHash);
  yield takeLatest(pageLoaded.match, openLeadPopup, services);
}

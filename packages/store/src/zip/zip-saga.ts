import type { SagaIterator } from "redux-saga";
import { call, put, select, takeLatest } from "redux-saga/effects";
import { validateZip } from "@carmarket/validation";
import type { StoreServices } from "../services/store-services.js";
import type { ZipLookupAnswer } from "../services/store-api.js";
import { ZIP_COOKIE } from "../shared/constants.js";
import { selectZipcode, setZip, submitZip, zipFetchEnded, zipInvalid, zipLoaded, zipLookupFailed, type ZipRequest } from "./zip-slice.js";

/**
 * §4 zip store: enters fetching, asks the API for the zip's listings and stores them; a lookup
 * without data shows its `msg` (§8); a thrown error ends fetching silently. Also used by the
 * Locate Me flow once the device position gave a ZIP.
 */
export function* lookupZip({ api, browser }: StoreServices, request: ZipRequest): SagaIterator {
  const storedZip: string = yield select(selectZipcode);
  yield put(setZip());
  try {
    const answer: ZipLookupAnswer | null = yield call(api.lookupZip, {
      zipcode: request.zipcode,
      ...(storedZip ? { stored_zip: storedZip } : {}),
      ...(request.url ? { url: request.url } : {}),
      ...(request.invokedBy ? { invoked_by: request.invokedBy } : {}),
    });
    // §8: a failed call (null from the client's read wrapper) ends fetching silently
    if (!answer) {
      yield put(zipFetchEnded());
      return;
    }
    if (answer.status === 0) {
      yield put(zipLookupFailed(answer.msg ?? ""));
      return;
    }
    const zipcode = answer.cookie_zip || request.zipcode;
    yield put(zipLoaded({ answer, zipcode, url: request.url ?? "" }));
    // The API sets the cookie too; writing it here keeps it right when the answer came from a cache.
    yield call(browser.cookies.set, ZIP_COOKIE.name, zipcode, { maxAgeSeconds: ZIP_COOKIE.maxAgeSeconds });
  } catch {
    yield put(zipFetchEnded());
  }
}

/** Worker: validates the typed zip (§5), records zip_submit (§7) and looks it up. */
function* submitZipWorker(services: StoreServices, action: ReturnType<typeof submitZip>): SagaIterator {
  const zipcode = action.payload.zipcode.trim();
  const invalid = validateZip(zipcode);
  if (invalid) {
    yield put(zipInvalid(invalid));
    return;
  }
  yield call(services.browser.track, "zip_submit", { zipcode });
  yield call(lookupZip, services, { ...action.payload, zipcode });
}

/** Watcher: the latest submitted zip wins. */
export function* watchZip(services: StoreServices): SagaIterator {
  yield takeLatest(submitZip.match, submitZipWorker, services);
}

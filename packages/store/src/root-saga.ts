import type { SagaIterator } from "redux-saga";
import { all, fork } from "redux-saga/effects";
import { watchAuth } from "./auth/auth-saga.js";
import { watchLead } from "./lead/lead-saga.js";
import { watchNotices } from "./notifications/notice-saga.js";
import { watchOverlays } from "./overlay/overlay-saga.js";
import { watchPicker } from "./picker/picker-saga.js";
import { watchSaved } from "./saved/saved-saga.js";
import type { StoreServices } from "./services/store-services.js";
import { watchLocate } from "./zip/geolocation-saga.js";
import { watchZipPopup } from "./zip/zip-popup-saga.js";
import { watchZip } from "./zip/zip-saga.js";

/** Forks every feature's watcher with the injected services. */
export function* rootSaga(services: StoreServices): SagaIterator {
  yield all(
    [watchNotices, watchZip, watchZipPopup, watchLocate, watchSaved, watchLead, watchAuth, watchPicker, watchOverlays].map((watcher) =>
      fork(watcher, services),
    ),
  );
}

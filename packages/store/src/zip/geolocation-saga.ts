import type { SagaIterator } from "redux-saga";
import { call, put, takeLeading } from "redux-saga/effects";
import { appMounted } from "../app-mounted.js";
import type { DevicePosition } from "../services/browser-services.js";
import type { StoreServices } from "../services/store-services.js";
import type { LocationAnswer } from "../services/store-api.js";
import { GEOLOCATION_OPTIONS } from "../shared/constants.js";
import { MESSAGES } from "../shared/messages.js";
import { geolocationUnavailable, locateFailed, locateFinished, locateRequested, locateStarted, positionDenied, positionFound } from "./geolocation-slice.js";
import { lookupZip } from "./zip-saga.js";

// GeolocationPositionError codes.
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

/** The message for a failed device position request (ADR 082). */
function positionErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === PERMISSION_DENIED) return MESSAGES.locationDenied;
  return code === TIMEOUT ? MESSAGES.locationTimeout : MESSAGES.locationUnavailable;
}

/** Asks the API which ZIP the position is in and runs the zip flow for it. */
function* zipForPosition(services: StoreServices, position: DevicePosition): SagaIterator {
  try {
    const answer: LocationAnswer | null = yield call(services.api.lookupLocation, {
      latlong: `${position.latitude},${position.longitude}`,
    });
    if (answer?.status === 1 && answer.zip) {
      yield call(lookupZip, services, { zipcode: answer.zip, invokedBy: "geolocation" });
    } else {
      yield put(locateFailed(answer?.msg || MESSAGES.locationUnavailable));
    }
  } catch {
    yield put(locateFailed(MESSAGES.locationUnavailable));
  }
}

/**
 * Worker, §4 Locate button: loader on, device position (§9 options), then on success
 * geolocationEnabled=true with a timestamp and the ZIP lookup; on denial geolocationEnabled=false,
 * the denial message and a disabled button; the loader goes off either way.
 */
function* locate(services: StoreServices): SagaIterator {
  const { geolocation, clock } = services.browser;
  if (!geolocation) {
    yield put(geolocationUnavailable());
    return;
  }
  yield put(locateStarted());
  try {
    const position: DevicePosition = yield call(geolocation.getCurrentPosition, { ...GEOLOCATION_OPTIONS });
    const now: number = yield call(clock.now);
    yield put(positionFound(now));
    yield call(zipForPosition, services, position);
  } catch (error) {
    const message = positionErrorMessage(error);
    yield put(message === MESSAGES.locationDenied ? positionDenied(message) : locateFailed(message));
  } finally {
    yield put(locateFinished());
  }
}

/** Worker, after hydration: §4 disables Locate when the browser has no geolocation. */
function* checkGeolocation({ browser }: StoreServices): SagaIterator {
  if (!browser.geolocation) yield put(geolocationUnavailable());
}

/** Watcher: checks support once the app mounted; ignores clicks while locating. */
export function* watchLocate(services: StoreServices): SagaIterator {
  yield takeLeading(appMounted.match, checkGeolocation, services);
  yield takeLeading(locateRequested.match, locate, services);
}

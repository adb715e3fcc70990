import type { SagaIterator } from "redux-saga";
import { delay, put, takeEvery } from "redux-saga/effects";
import { NOTICE_FADE_MS } from "../shared/constants.js";
import { noticeFaded, noticeShown } from "./notice-slice.js";

/** Worker: removes a notice 3 s after it appeared (§9). */
function* fadeNotice(action: ReturnType<typeof noticeShown>): SagaIterator {
  yield delay(NOTICE_FADE_MS);
  yield put(noticeFaded(action.payload.id));
}

/** Watcher: every notice fades on its own timer. */
export function* watchNotices(): SagaIterator {
  yield takeEvery(noticeShown.match, fadeNotice);
}

import type { SagaIterator } from "redux-saga";
import { call } from "redux-saga/effects";
import type { KeyValueStorage } from "../services/browser-services.js";

/**
 * Reads a JSON value from local storage; anything absent, unparsable or rejected by `accept`
 * reads as null (storage is shopper-editable and may hold an older format).
 */
export function* readStoredJson<T>(storage: KeyValueStorage, key: string, accept: (value: unknown) => value is T): SagaIterator<T | null> {
  const text: string | null = yield call(storage.get, key);
  return parseStoredJson(text, accept);
}

/** A stored JSON text as a value `accept` takes; null when absent, unparsable or rejected. */
export function parseStoredJson<T>(text: string | null | undefined, accept: (value: unknown) => value is T): T | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return accept(value) ? value : null;
  } catch {
    return null;
  }
}

/** Writes a JSON value to local storage. */
export function* writeStoredJson(storage: KeyValueStorage, key: string, value: unknown): SagaIterator {
  yield call(storage.set, key, JSON.stringify(value));
}

/** True for a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

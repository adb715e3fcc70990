// Shopper-facing texts of §4, §5 and §8, word for word; the location texts marked "ours" fill
// gaps §8 leaves ("Location errors in the modal: text not shown"), see ADR 082.

/** The texts the store shows. */
export const MESSAGES = {
  /** §8: empty error, refused account save, or any unexpected exception. */
  unknownError: "An unknown error occurred. Please try again later.",
  /** §8 sign-in 'Unauthorized'. */
  invalidCredentials: "Invalid email or password. Please try again.",
  /** §8 success notices. */
  mailSent: "Verification Mail Sent.",
  signedIn: "Authentication Successful!",
  vinSaved: "Vin saved successfully!",
  vinRemoved: "Vin removed from saved list.",
  searchSaved: "Search saved successfully!",
  searchRemoved: "Search removed.",
  detailsUpdated: "User details updated successfully!",
  /** §8 location denied. */
  locationDenied: "Allow this site to access your location (Show me how?). OR, enter ZIP manually.",
  /** Ours: the device gave no position in time (§9 15000 ms). */
  locationTimeout: "Finding your location took too long. Please try again or enter ZIP manually.",
  /** Ours: the device could not work out a position, or the lookup found no ZIP for it. */
  locationUnavailable: "We could not find your location. Please enter ZIP manually.",
  /** Ours (issue #28.4): a heart tapped offline is kept on the device and sent when the connection returns. */
  vinSavedOffline: "Saved on this device. It will be sent when you are back online.",
  vinRemovedOffline: "Removed on this device. It will be sent when you are back online.",
  /** Ours (issue #28.4): the lead form offline; a lead is never queued. */
  leadOffline: "You are offline, so this message cannot be sent. What you wrote stays here until your connection is back.",
  /** §2.5 / §8: a models list that came back empty. */
  noModels: "No models found.",
} as const;

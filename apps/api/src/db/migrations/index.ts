import type { Migration } from "kysely/migration";
import * as extensions from "./0000_extensions.js";
import * as catalog from "./0001_catalog.js";
import * as accounts from "./0002_accounts.js";
import * as research from "./0003_research.js";
import * as searchIndexes from "./0004_search_indexes.js";
import * as searchDigests from "./0005_search_digests.js";
import * as similarCarsIndex from "./0006_similar_cars_index.js";
import * as modelIndexCoversSimilar from "./0007_model_index_covers_similar.js";
import * as similarIndexCoversPicks from "./0008_similar_index_covers_picks.js";
import * as dealerFeedKeys from "./0009_dealer_feed_keys.js";
import * as serverSecretsAndLeadRepeats from "./0010_server_secrets_and_lead_repeats.js";
import * as reviewModeration from "./0011_review_moderation.js";
import * as sharedBudgets from "./0013_shared_budgets.js";
import * as listingChanges from "./0014_listing_changes.js";
import * as vinPatterns from "./0020_vin_patterns.js";
import * as modelVpicNames from "./0021_model_vpic_names.js";
import * as listingVinConflicts from "./0025_listing_vin_conflicts.js";
import * as dealerReviewEmails from "./0026_dealer_review_emails.js";
import * as signInThrottles from "./0027_sign_in_throttles.js";
import * as jobs from "./0030_jobs.js";
import * as listingPhotos from "./0031_listing_photos.js";
import * as savedPrice from "./0040_saved_price.js";
import * as signInClaimOutcome from "./0041_sign_in_claim_outcome.js";

/** The one migration set, in order. Bundled statically so the built server needs no migrations folder. */
export const migrations: Record<string, Migration> = {
  "0000_extensions": extensions,
  "0001_catalog": catalog,
  "0002_accounts": accounts,
  "0003_research": research,
  "0004_search_indexes": searchIndexes,
  "0005_search_digests": searchDigests,
  "0006_similar_cars_index": similarCarsIndex,
  "0007_model_index_covers_similar": modelIndexCoversSimilar,
  "0008_similar_index_covers_picks": similarIndexCoversPicks,
  "0009_dealer_feed_keys": dealerFeedKeys,
  "0010_server_secrets_and_lead_repeats": serverSecretsAndLeadRepeats,
  "0011_review_moderation": reviewModeration,
  "0013_shared_budgets": sharedBudgets,
  "0014_listing_changes": listingChanges,
  "0020_vin_patterns": vinPatterns,
  "0021_model_vpic_names": modelVpicNames,
  "0025_listing_vin_conflicts": listingVinConflicts,
  "0026_dealer_review_emails": dealerReviewEmails,
  "0027_sign_in_throttles": signInThrottles,
  "0030_jobs": jobs,
  "0031_listing_photos": listingPhotos,
  "0040_saved_price": savedPrice,
  "0041_sign_in_claim_outcome": signInClaimOutcome,
};

import axios from "axios";
import { contract, type DealerReviewInput, type LocationLookup, type QueryOf, type VoteAnswer } from "@carmarket/contract";
import { callOperation, orNull, type Http } from "./http.js";

/** Calls for listings, search, VIN decodes, ZIP and location lookups, dealers, brands and models. Reads return null on failure (§7). */
export function catalogCalls(http: Http) {
  // A visitor's first vote is answered 428 with the API's signed visitor cookie (ADR 217); the browser
  // keeps it, so the vote is sent once more, now counted. Without cookies the second 428 is thrown.
  const vote = async (send: () => Promise<VoteAnswer>): Promise<VoteAnswer> => {
    try {
      return await send();
    } catch (error) {
      if (!axios.isAxiosError(error) || error.response?.status !== 428) throw error;
      return send();
    }
  };
  return {
    /** GET /brands: every brand with its sale-tab flags; `mode` narrows to the picker's brands. */
    getBrands(query: QueryOf<typeof contract.getBrands> = {}) {
      return orNull(callOperation(http, contract.getBrands, { query }));
    },
    /** GET /inventory/models: models with cars in the chosen sale tab (§7 sale flow, keys in its order); null on failure. */
    getSaleModels(query: QueryOf<typeof contract.getSaleModels>) {
      const { for_home, is_new, is_certified, brand_id, is_slug_required } = query;
      return orNull(callOperation(http, contract.getSaleModels, { query: { for_home, is_new, is_certified, brand_id, is_slug_required } }));
    },
    /** GET /inventory/listingdata: one page of search results with total count and facets. */
    getListingData(query: QueryOf<typeof contract.getListingData>) {
      return orNull(callOperation(http, contract.getListingData, { query }));
    },
    /** GET /inventory/vindata: one listing (sold ones too, with is_sold) and similar cars; null when unknown. */
    getVinData(query: QueryOf<typeof contract.getVinData>) {
      return orNull(callOperation(http, contract.getVinData, { query }));
    },
    /** GET /inventory/similarvins: up to 9 similar cars near the car or near `zip`. */
    getSimilarVins(query: QueryOf<typeof contract.getSimilarVins>) {
      return orNull(callOperation(http, contract.getSimilarVins, { query }));
    },
    /** GET /inventory/subfooterdata: up to 9 cars near `zip`, narrowed by a listing `url`. */
    getSubfooterData(query: QueryOf<typeof contract.getSubfooterData>) {
      return orNull(callOperation(http, contract.getSubfooterData, { query }));
    },
    /** GET /inventory/graph: price-history points, oldest first. */
    getGraph(query: QueryOf<typeof contract.getGraph>) {
      return orNull(callOperation(http, contract.getGraph, { query }));
    },
    /** GET /inventory/compare-graph/{id}: the car (by VIN) among its comparables. */
    getCompareGraph(id: string) {
      return orNull(callOperation(http, contract.getCompareGraph, { params: { id } }));
    },
    /** GET /vin/{vin}: NHTSA vPIC's decode of a VIN (issue #23); null when refused (malformed, undecodable, over the budget). */
    decodeVin(vin: string) {
      return orNull(callOperation(http, contract.decodeVin, { params: { vin } }));
    },
    /** GET /dealers: dealers near `zip` within `radius` miles, nearest first. */
    getDealers(query: QueryOf<typeof contract.getDealers> = {}) {
      return orNull(callOperation(http, contract.getDealers, { query }));
    },
    /** GET /dealers/{id}: one dealer with dealer_info and inventory count. */
    getDealer(id: number) {
      return orNull(callOperation(http, contract.getDealer, { params: { id } }));
    },
    /** GET /dealers/{id}/reviews: the dealer's reviews, newest first. */
    getDealerReviews(id: number) {
      return orNull(callOperation(http, contract.getDealerReviews, { params: { id } }));
    },
    /** POST /dealers/{id}/reviews; throws with the API's `{message}` when refused. */
    writeDealerReview(id: number, body: DealerReviewInput) {
      return callOperation(http, contract.writeDealerReview, { params: { id }, body });
    },
    /**
     * POST /dealer-user-reviews/like/{id} `{like}`: like (true) or take the like back (false), as the
     * signed-in user or the visitor of the API's signed cookie; a first vote's 428 is retried once.
     */
    likeDealerReview(id: number, like: boolean) {
      return vote(() => callOperation(http, contract.likeDealerReview, { params: { id }, body: { like } }));
    },
    /** POST /dealer-user-reviews/dislike/{id} `{dislike}`; same voter and retry as `likeDealerReview`. */
    dislikeDealerReview(id: number, dislike: boolean) {
      return vote(() => callOperation(http, contract.dislikeDealerReview, { params: { id }, body: { dislike } }));
    },
    /** GET /location/zip: the §7 zip answer (sets the `zipcode` cookie); null on failure. */
    lookupZip(query: QueryOf<typeof contract.lookupZip>) {
      return orNull(callOperation(http, contract.lookupZip, { query }));
    },
    /**
     * GET /location/latlong: nearest ZIP to 'lat,long'. A refused position answers `{status: 0, msg}`
     * (§3 geolocation result) rather than throwing; null only when the call itself failed.
     */
    async lookupLocation(query: QueryOf<typeof contract.lookupLocation>): Promise<LocationLookup | null> {
      try {
        return await callOperation(http, contract.lookupLocation, { query });
      } catch (error) {
        const answer = axios.isAxiosError(error) ? (error.response?.data as Partial<LocationLookup> | undefined) : undefined;
        return answer?.status === 0 && typeof answer.msg === "string" ? { status: 0, zip: "", msg: answer.msg } : null;
      }
    },
  };
}

import axios from "axios";
import { dataParams, orNull, type Http } from "./http.js";
import type {
  Brand,
  CompareGraph,
  DealerDetail,
  DealerList,
  DealerReviewInput,
  DealerReviews,
  ListingCard,
  ListingData,
  ListingDataParams,
  LocationLookup,
  PriceGraph,
  SaleModel,
  SaleModelsParams,
  VinData,
  VoteAnswer,
  WriteAnswer,
  ZipLookup,
  ZipLookupParams,
} from "./catalog-types.js";

/** Calls for listings, search, ZIP and location lookups, dealers, brands and models. Reads return null on failure (§7). */
export function catalogCalls(http: Http) {
  const read = async <T>(url: string, config?: Parameters<Http["get"]>[1]): Promise<T | null> =>
    orNull(http.get<T>(url, config).then((response) => response.data));
  const write = async <T>(url: string, body: object): Promise<T> => (await http.post<T>(url, body)).data;
  // A visitor's first vote is answered 428 with the API's signed visitor cookie (ADR 217); the browser
  // keeps it, so the vote is sent once more, now counted. Without cookies the second 428 is thrown.
  const vote = async (url: string, body: object): Promise<VoteAnswer> => {
    try {
      return await write<VoteAnswer>(url, body);
    } catch (error) {
      if (!axios.isAxiosError(error) || error.response?.status !== 428) throw error;
      return write<VoteAnswer>(url, body);
    }
  };
  return {
    /** GET /brands: every brand with its sale-tab flags; `mode` narrows to the picker's brands. */
    getBrands(params: { mode?: "review" | "sale" | "ranking" } = {}): Promise<Brand[] | null> {
      return read(`/brands`, dataParams(params));
    },
    /** GET /inventory/models: models with cars in the chosen sale tab (§7 sale flow); null on failure. */
    getSaleModels(params: SaleModelsParams): Promise<SaleModel[] | null> {
      const { for_home, is_new, is_certified, brand_id, is_slug_required } = params;
      return read(`/inventory/models`, dataParams({ for_home, is_new, is_certified, brand_id, is_slug_required }));
    },
    /** GET /inventory/listingdata: one page of search results with total count and facets. */
    getListingData(params: ListingDataParams): Promise<ListingData | null> {
      return read(`/inventory/listingdata`, dataParams({ ...params }));
    },
    /** GET /inventory/vindata: one listing (sold ones too, with is_sold) and similar cars; null when unknown. */
    getVinData(params: { vin: string }): Promise<VinData | null> {
      return read(`/inventory/vindata`, dataParams(params));
    },
    /** GET /inventory/similarvins: up to 9 similar cars near the car or near `zip`. */
    getSimilarVins(params: { vin: string; zip?: string }): Promise<ListingCard[] | null> {
      return read(`/inventory/similarvins`, dataParams(params));
    },
    /** GET /inventory/subfooterdata: up to 9 cars near `zip`, narrowed by a listing `url`. */
    getSubfooterData(params: { zip: string; url?: string }): Promise<{ subfooter_vins: ListingCard[] } | null> {
      return read(`/inventory/subfooterdata`, dataParams(params));
    },
    /** GET /inventory/graph: price-history points, oldest first. */
    getGraph(params: { vin: string }): Promise<PriceGraph | null> {
      return read(`/inventory/graph`, dataParams(params));
    },
    /** GET /inventory/compare-graph/{id}: the car among its comparables. */
    getCompareGraph(id: string): Promise<CompareGraph | null> {
      return read(`/inventory/compare-graph/${encodeURIComponent(id)}`);
    },
    /** GET /dealers: dealers near `zip` within `radius` miles, nearest first. */
    getDealers(params: { zip?: string; radius?: number; page?: number } = {}): Promise<DealerList | null> {
      return read(`/dealers`, dataParams(params));
    },
    /** GET /dealers/{id}: one dealer with dealer_info and inventory count. */
    getDealer(id: number): Promise<DealerDetail | null> {
      return read(`/dealers/${encodeURIComponent(id)}`);
    },
    /** GET /dealers/{id}/reviews: the dealer's reviews, newest first. */
    getDealerReviews(id: number): Promise<DealerReviews | null> {
      return read(`/dealers/${encodeURIComponent(id)}/reviews`);
    },
    /** POST /dealers/{id}/reviews; throws with the API's `{message}` when refused. */
    writeDealerReview(id: number, body: DealerReviewInput): Promise<WriteAnswer> {
      return write(`/dealers/${encodeURIComponent(id)}/reviews`, body);
    },
    /**
     * POST /dealer-user-reviews/like/{id} `{like}`: like (true) or take the like back (false), as the
     * signed-in user or the visitor of the API's signed cookie; a first vote's 428 is retried once.
     */
    likeDealerReview(id: number, like: boolean): Promise<VoteAnswer> {
      return vote(`/dealer-user-reviews/like/${encodeURIComponent(id)}`, { like });
    },
    /** POST /dealer-user-reviews/dislike/{id} `{dislike}`; same voter and retry as `likeDealerReview`. */
    dislikeDealerReview(id: number, dislike: boolean): Promise<VoteAnswer> {
      return vote(`/dealer-user-reviews/dislike/${encodeURIComponent(id)}`, { dislike });
    },
    /** GET /location/zip: the §7 zip answer (sets the `zipcode` cookie); null on failure. */
    lookupZip(params: ZipLookupParams): Promise<ZipLookup | null> {
      return read(`/location/zip`, dataParams({ ...params }));
    },
    /**
     * GET /location/latlong: nearest ZIP to 'lat,long'. A refused position answers `{status: 0, msg}`
     * (§3 geolocation result) rather than throwing; null only when the call itself failed.
     */
    async lookupLocation(params: { latlong: string }): Promise<LocationLookup | null> {
      try {
        return (await http.get<LocationLookup>(`/location/latlong`, dataParams(params))).data;
      } catch (error) {
        const answer = axios.isAxiosError(error) ? (error.response?.data as Partial<LocationLookup> | undefined) : undefined;
        return answer?.status === 0 && typeof answer.msg === "string" ? { status: 0, zip: "", msg: answer.msg } : null;
      }
    },
  };
}

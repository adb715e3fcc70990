import { MESSAGES } from "@carmarket/store";
import type { Vote } from "./review-votes.js";

/** A call the API refused, with the shopper-safe text to show (§8: the server's message, else the unknown error). */
export class DealerCallFailed extends Error {
  override name = "DealerCallFailed";
}

/** The dealer calls the browser makes: review votes (§7) for one visitor. */
export interface VoteApi {
  /** Sets (`on`) or takes back this visitor's `vote` on a review; answers the review's new counts. */
  vote(reviewId: number, vote: Vote, on: boolean): Promise<{ likes: number; dislikes: number }>;
}

/**
 * The browser's vote calls. The voter is the signed-in user or the visitor of the API's own signed,
 * HttpOnly cookie, which the browser keeps and sends by itself (ADR 217): no id is made up here. The
 * API client loads on first use (ADR 091), so no dealer page carries axios in its first-load JavaScript.
 */
export async function browserVoteApi(): Promise<VoteApi> {
  const { createApiClient, apiErrorMessage } = await import("@carmarket/api-client");
  const client = createApiClient({ baseURL: "/api" });
  return {
    async vote(reviewId, vote, on) {
      try {
        return vote === "like" ? await client.likeDealerReview(reviewId, on) : await client.dislikeDealerReview(reviewId, on);
      } catch (error) {
        throw new DealerCallFailed(apiErrorMessage(error) ?? MESSAGES.unknownError);
      }
    },
  };
}

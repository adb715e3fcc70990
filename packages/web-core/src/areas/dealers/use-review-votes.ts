import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiClient } from "@carmarket/api-client";
import { notifyError, useAppDispatch } from "@carmarket/store";
import { loadBrowserClient } from "../../browser/browser-api.js";
import { browserStorage } from "../../browser/browser-storage.js";
import { failureMessage } from "../../browser/use-api-call.js";
import { pressVote, readStoredVotes, storeVote, type Vote, type VoteTally } from "./review-votes.js";

/** The vote calls of the browser's client (§7), which a test may replace. */
export type VoteApi = Pick<ApiClient, "likeDealerReview" | "dislikeDealerReview">;

/** A review as the vote buttons need it. */
export interface VotableReview {
  id: number;
  likes: number;
  dislikes: number;
}

/**
 * Like/dislike votes on dealer reviews (§7), one per visitor: the press shows at once, the API's
 * counts replace it, and a failed call rolls it back with a notice (§8). Presses on one review go
 * to the API one after another, so a shopper who changes their mind quickly is never ignored and
 * the last press wins. Who votes is the API's business: its signed visitor cookie or the session
 * (ADR 217), never an id this page makes up.
 */
export function useReviewVotes(loadApi: () => Promise<VoteApi> = loadBrowserClient) {
  const dispatch = useAppDispatch();
  const [stored, setStored] = useState<Record<string, Vote>>({});
  const [overrides, setOverrides] = useState<Record<number, VoteTally>>({});
  const [pending, setPending] = useState<readonly number[]>([]);
  // The tally each review shows right now and its queue of API calls: read at press time, not from
  // the last render, so two quick presses build on each other.
  const shown = useRef(new Map<number, VoteTally>());
  const queues = useRef(new Map<number, Promise<void>>());

  // After hydration only, so the server HTML and the first browser render agree.
  useEffect(() => {
    setStored(readStoredVotes(browserStorage()));
  }, []);

  const tallyOf = useCallback(
    (review: VotableReview): VoteTally => overrides[review.id] ?? { likes: review.likes, dislikes: review.dislikes, mine: stored[review.id] ?? null },
    [overrides, stored],
  );

  const vote = useCallback(
    (review: VotableReview, pressed: Vote): Promise<void> => {
      const show = (tally: VoteTally) => {
        shown.current.set(review.id, tally);
        setOverrides((current) => ({ ...current, [review.id]: tally }));
      };
      const before = shown.current.get(review.id) ?? tallyOf(review);
      const after = pressVote(before, pressed);
      show(after);
      setPending((current) => [...current, review.id]);
      const isLatest = () => queues.current.get(review.id) === call;
      const call: Promise<void> = (queues.current.get(review.id) ?? Promise.resolve()).then(async () => {
        try {
          const api = await loadApi();
          const on = after.mine === pressed;
          const { likes, dislikes } = pressed === "like" ? await api.likeDealerReview(review.id, on) : await api.dislikeDealerReview(review.id, on);
          // A later press already shows its own tally; its answer will replace this one.
          if (isLatest()) show({ likes, dislikes, mine: after.mine });
          storeVote(browserStorage(), review.id, after.mine);
        } catch (error) {
          if (isLatest()) show(before);
          dispatch(notifyError(failureMessage(error)));
        } finally {
          setPending((current) => {
            const index = current.indexOf(review.id);
            return index === -1 ? current : [...current.slice(0, index), ...current.slice(index + 1)];
          });
        }
      });
      queues.current.set(review.id, call);
      return call;
    },
    [dispatch, loadApi, tallyOf],
  );

  return { tallyOf, vote, isPending: (reviewId: number) => pending.includes(reviewId) };
}

import { useCallback, useEffect, useRef, useState } from "react";
import { cookieIdSet, MESSAGES, notifyError, selectCookieId, STORAGE_KEYS, useAppDispatch, useAppSelector } from "@carmarket/store";
import { browserVoteApi, DealerCallFailed, type VoteApi } from "./dealer-calls.js";
import { pressVote, readStoredVotes, storeVote, type Vote, type VoteTally } from "./review-votes.js";

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function newVisitorId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

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
 * the last press wins. A visitor without a cookie id (§6) gets one here, kept under `saved_id`
 * like the one the saved-cars calls return.
 */
export function useReviewVotes(loadApi: (cookieId: string) => Promise<VoteApi> = browserVoteApi) {
  const dispatch = useAppDispatch();
  const cookieId = useAppSelector(selectCookieId);
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

  const visitorId = useCallback((): string => {
    const storage = browserStorage();
    const known = cookieId ?? storage?.getItem(STORAGE_KEYS.savedId);
    if (known) return known;
    const id = newVisitorId();
    try {
      storage?.setItem(STORAGE_KEYS.savedId, id);
    } catch {
      // Blocked storage: the id lasts for this page.
    }
    dispatch(cookieIdSet(id));
    return id;
  }, [cookieId, dispatch]);

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
          const api = await loadApi(visitorId());
          const counts = await api.vote(review.id, pressed, after.mine === pressed);
          // A later press already shows its own tally; its answer will replace this one.
          if (isLatest()) show({ ...counts, mine: after.mine });
          storeVote(browserStorage(), review.id, after.mine);
        } catch (error) {
          if (isLatest()) show(before);
          dispatch(notifyError(error instanceof DealerCallFailed ? error.message : MESSAGES.unknownError));
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
    [dispatch, loadApi, tallyOf, visitorId],
  );

  return { tallyOf, vote, isPending: (reviewId: number) => pending.includes(reviewId) };
}

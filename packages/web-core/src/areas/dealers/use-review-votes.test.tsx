// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it } from "vitest";
import { createAppStore, selectCookieId, STORAGE_KEYS } from "@carmarket/store";
import type { Vote } from "./review-votes.js";
import { useReviewVotes, type VoteApi } from "./use-review-votes.js";

afterEach(cleanup);

/** An API whose answers the test releases one by one. */
function heldApi() {
  const calls: { vote: Vote; active: boolean; answer: (counts: { likes: number; dislikes: number }) => void }[] = [];
  const held = (vote: Vote, active: boolean) =>
    new Promise<{ likes: number; dislikes: number }>((answer) => calls.push({ vote, active, answer })).then((counts) => ({ status: 1 as const, ...counts }));
  const api: VoteApi = {
    likeDealerReview: (_reviewId, active) => held("like", active),
    dislikeDealerReview: (_reviewId, active) => held("dislike", active),
  };
  return { calls, load: () => Promise.resolve(api) };
}

const review = { id: 7, likes: 3, dislikes: 1 };
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={createAppStore()}>{children}</Provider>;

describe("useReviewVotes", () => {
  it("§7 a dislike pressed while the like is still on its way is sent after it, and the last press wins", async () => {
    const { calls, load } = heldApi();
    const { result } = renderHook(() => useReviewVotes(load), { wrapper });
    let like: Promise<void> = Promise.resolve();
    let dislike: Promise<void> = Promise.resolve();
    act(() => {
      like = result.current.vote(review, "like");
    });
    act(() => {
      dislike = result.current.vote(review, "dislike");
    });
    expect(result.current.tallyOf(review)).toEqual({ likes: 3, dislikes: 2, mine: "dislike" });
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(calls.map(({ vote, active }) => [vote, active])).toEqual([["like", true]]);
    await act(async () => {
      calls[0]!.answer({ likes: 4, dislikes: 1 });
      await like;
    });
    // The like's answer does not undo the dislike the shopper already sees.
    expect(result.current.tallyOf(review).mine).toBe("dislike");
    expect(calls.map(({ vote, active }) => [vote, active])).toEqual([
      ["like", true],
      ["dislike", true],
    ]);
    await act(async () => {
      calls[1]!.answer({ likes: 3, dislikes: 2 });
      await dislike;
    });
    expect(result.current.tallyOf(review)).toEqual({ likes: 3, dislikes: 2, mine: "dislike" });
    expect(result.current.isPending(review.id)).toBe(false);
  });

  it("ADR 217 voting makes up no visitor id: the saved-cars id (§6 saved_id) stays the server's to give", async () => {
    window.localStorage.clear();
    const store = createAppStore();
    const counts = () => Promise.resolve({ status: 1 as const, likes: 4, dislikes: 1 });
    const api: VoteApi = { likeDealerReview: counts, dislikeDealerReview: counts };
    const { result } = renderHook(() => useReviewVotes(() => Promise.resolve(api)), {
      wrapper: ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>,
    });
    await act(() => result.current.vote(review, "like"));
    expect(result.current.tallyOf(review)).toEqual({ likes: 4, dislikes: 1, mine: "like" });
    expect(window.localStorage.getItem(STORAGE_KEYS.savedId)).toBeNull();
    expect(selectCookieId(store.getState())).toBeNull();
  });
});

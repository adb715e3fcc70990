import { describe, expect, it } from "vitest";
import { pressVote, readStoredVotes, REVIEW_VOTES_KEY, storeVote } from "./review-votes.js";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe("§7 dealer review votes: one vote per visitor", () => {
  it("a like adds one like", () => {
    expect(pressVote({ likes: 3, dislikes: 1, mine: null }, "like")).toEqual({ likes: 4, dislikes: 1, mine: "like" });
  });

  it("pressing your vote again takes it back", () => {
    expect(pressVote({ likes: 4, dislikes: 1, mine: "like" }, "like")).toEqual({ likes: 3, dislikes: 1, mine: null });
  });

  it("pressing the other vote moves it: never a like and a dislike from one visitor", () => {
    expect(pressVote({ likes: 4, dislikes: 1, mine: "like" }, "dislike")).toEqual({ likes: 3, dislikes: 2, mine: "dislike" });
  });
});

describe("stored votes", () => {
  it("keeps and forgets a vote by review id", () => {
    const storage = memoryStorage();
    storeVote(storage, 7, "like");
    storeVote(storage, 8, "dislike");
    storeVote(storage, 7, null);
    expect(readStoredVotes(storage)).toEqual({ 8: "dislike" });
  });

  it("reads broken or foreign data as no votes", () => {
    expect(readStoredVotes(memoryStorage({ [REVIEW_VOTES_KEY]: "{oops" }))).toEqual({});
    expect(readStoredVotes(memoryStorage({ [REVIEW_VOTES_KEY]: '{"1":"love","2":"like"}' }))).toEqual({ 2: "like" });
    expect(readStoredVotes(undefined)).toEqual({});
  });
});

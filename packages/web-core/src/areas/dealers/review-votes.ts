/** A shopper's vote on a dealer review (§7 like/dislike). */
export type Vote = "like" | "dislike";

/** A review's counts and this visitor's own vote. */
export interface VoteTally {
  likes: number;
  dislikes: number;
  mine: Vote | null;
}

/**
 * The tally after pressing `pressed` (one vote per visitor): pressing your vote again takes it
 * back, pressing the other one moves it. Shown at once (optimistic); the API's counts replace it.
 */
export function pressVote(tally: VoteTally, pressed: Vote): VoteTally {
  const mine = tally.mine === pressed ? null : pressed;
  const delta = (vote: Vote) => (mine === vote ? 1 : 0) - (tally.mine === vote ? 1 : 0);
  return { likes: Math.max(0, tally.likes + delta("like")), dislikes: Math.max(0, tally.dislikes + delta("dislike")), mine };
}

/** Local storage key of this browser's votes (review id → vote), so a reload still shows them. */
export const REVIEW_VOTES_KEY = "dealer_review_votes";

/** The votes kept in `storage`; anything unreadable counts as no votes. */
export function readStoredVotes(storage: Pick<Storage, "getItem"> | undefined): Record<string, Vote> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(REVIEW_VOTES_KEY) ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, Vote] => entry[1] === "like" || entry[1] === "dislike"));
  } catch {
    return {};
  }
}

/** Keeps (or, with null, forgets) this browser's vote on one review; blocked storage is ignored. */
export function storeVote(storage: Pick<Storage, "getItem" | "setItem"> | undefined, reviewId: number, vote: Vote | null): void {
  const votes = readStoredVotes(storage);
  if (vote === null) delete votes[reviewId];
  else votes[reviewId] = vote;
  try {
    storage?.setItem(REVIEW_VOTES_KEY, JSON.stringify(votes));
  } catch {
    // Private mode or a full quota: the vote still counts on the server.
  }
}

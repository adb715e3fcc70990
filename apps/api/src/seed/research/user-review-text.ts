/** Generated shopper reviews for the seed: short, varied in rating, no real people quoted. */
export const USER_REVIEW_TEXTS = [
  { rating: 5, title: "Exactly what our family needed", text: "Comfortable on long trips, easy to park and the safety features work well. Fuel economy matches the sticker." },
  { rating: 4, title: "Great value, a few quirks", text: "Drives well and feels solid. The infotainment screen is slow at times, but the price was fair for the equipment." },
  { rating: 4, title: "Good daily driver", text: "Quiet cabin, good seats and plenty of room for groceries. I wish the base trim had heated seats." },
  { rating: 3, title: "Fine, but not exciting", text: "It does everything well enough. Acceleration is adequate, road noise is noticeable on the highway." },
  { rating: 5, title: "Best car I have owned", text: "Two years in and no problems at all. Service visits are cheap and the dealer was helpful." },
  { rating: 2, title: "Disappointed with repairs", text: "Spent more time at the dealer than I expected in the first year. When it works, it is pleasant to drive." },
] as const;

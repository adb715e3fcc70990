import { useLoaderData } from "react-router";
import { listingPath } from "@carmarket/routes";
import type { HomeData } from "../loaders/home.js";

/** Title and description of the home page. */
export function homeMeta() {
  return [
    { title: "CarMarket: new, used and certified cars near you" },
    { name: "description", content: "Find new, used and certified cars for sale near your ZIP, with reviews, rankings and price history." },
  ];
}

/** The home page both apps render (until the shopping experience gives each its own layout, #6). */
export function HomePage() {
  const { apiReady } = useLoaderData<HomeData>();
  return (
    <main>
      <h1>Find your next car near you</h1>
      <nav aria-label="Shop">
        <a href={listingPath({ condition: "used" })}>Used cars</a> · <a href={listingPath({ condition: "new" })}>New cars</a> ·{" "}
        <a href={listingPath({ condition: "certified" })}>Certified cars</a>
      </nav>
      {!apiReady && <p role="status">Listings are loading. Please try again in a moment.</p>}
    </main>
  );
}

import { useLoaderData } from "react-router";
import { listingPath } from "@carmarket/routes";
import { loadHome } from "@carmarket/web-core";
import type { Route } from "./+types/home";

export const loader = (args: Route.LoaderArgs) => loadHome(args);

export function meta() {
  return [
    { title: "CarMarket: new, used and certified cars near you" },
    { name: "description", content: "Find new, used and certified cars for sale near your ZIP, with reviews, rankings and price history." },
  ];
}

export default function Home() {
  const { apiReady } = useLoaderData<typeof loader>();
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

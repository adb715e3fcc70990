import type { SearchData } from "./load-search.js";

/** Title and description of a search page, from the API's title for the search. */
export function searchMeta(data: SearchData) {
  return [{ title: `${data.results.title} | CarMarket` }, { name: "description", content: `${data.results.count} cars: ${data.results.title}.` }];
}

/** Search results. */
export function SearchPage({ data }: { data: SearchData }) {
  const { results } = data;
  return (
    <main>
      <h1>{results.title}</h1>
      <p>{results.count === 0 ? "0 results that matched your search criteria." : `${results.count} results`}</p>
    </main>
  );
}

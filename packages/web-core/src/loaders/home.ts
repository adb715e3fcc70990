import { createServerApi } from "../server-api.js";

/** Data the home page renders on the server, for both apps. */
export async function loadHome({ request }: { request: Request }) {
  const health = await createServerApi(request).getHealth();
  return { apiReady: health?.ping === true };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;

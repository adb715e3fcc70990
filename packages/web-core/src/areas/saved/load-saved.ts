import type { UserSaved } from "@carmarket/api-client";
import { createServerApi } from "../../server-api.js";

/** What the saved page loads: the account's saved items, or null for a visitor (the browser loads theirs). */
export interface SavedPageData {
  saved: UserSaved | null;
}

/**
 * /myaccount/saved (§3 saved data, §6): open to everyone. A signed-in user's lists come from the
 * account; a visitor's are known only by the cookie id in local storage, so the browser loads them.
 */
export async function loadSaved({ request }: { request: Request }): Promise<SavedPageData> {
  const api = createServerApi(request);
  return { saved: (await api.getMe()) ? ((await api.getUserSaved()) ?? { vins: [], searches: [] }) : null };
}

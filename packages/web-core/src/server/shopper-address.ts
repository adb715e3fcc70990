import { createContext, type RouterContextProvider } from "react-router";

/** The shopper's address as apps/server saw it (behind TRUST_PROXY, the balancer's forwarded one); "" when unknown. */
export const shopperAddressContext = createContext<string>("");

/**
 * The address a loader's in-process API calls name as the caller (`createServerApi(request, shopperAddressOf(context))`),
 * so a write the API budgets per address counts this shopper, not the server's loopback.
 */
export function shopperAddressOf(context: Readonly<RouterContextProvider>): string | undefined {
  return context.get(shopperAddressContext) || undefined;
}

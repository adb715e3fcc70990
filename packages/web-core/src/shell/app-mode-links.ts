import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

/** The query keys that say a page is inside the mobile app (§2.3 `app`, `isapp`), carried from page to page. */
const APP_MODE_KEYS = ["app", "isapp"] as const;

/**
 * `href` with the app-mode keys of `current` that it lacks, or null when it needs none: another origin, or a
 * link that already says (issue #26.10: cards linked without `?app=1` and the header came back after a tap).
 */
export function withAppMode(href: string, current: URLSearchParams, origin: string): URL | null {
  const url = new URL(href, origin);
  if (url.origin !== origin) return null;
  const missing = APP_MODE_KEYS.filter((key) => current.has(key) && !url.searchParams.has(key));
  if (missing.length === 0) return null;
  for (const key of missing) url.searchParams.set(key, current.get(key) ?? "");
  return url;
}

/**
 * Inside the app (§2.3: `app` set), every link and GET form of this origin keeps `app` and `isapp`: a plain click
 * navigates client-side to the link with them (before React Router's own handler, which knows only its `to`);
 * other clicks (a new tab) follow the rewritten `href`; a form gets them as hidden fields.
 */
export function useAppModeLinks(): void {
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    const current = new URLSearchParams(search);
    if (!current.has("app")) return;
    const origin = window.location.origin;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || event.defaultPrevented || anchor.hasAttribute("download")) return;
      const next = withAppMode(anchor.href, current, origin);
      if (next === null) return;
      const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && (anchor.target || "_self") === "_self";
      if (!plain) {
        anchor.href = next.href;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      void navigate(`${next.pathname}${next.search}${next.hash}`);
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "get" || new URL(form.action, origin).origin !== origin) return;
      for (const key of APP_MODE_KEYS) {
        if (!current.has(key) || form.elements.namedItem(key)) continue;
        const field = Object.assign(document.createElement("input"), { type: "hidden", name: key, value: current.get(key) ?? "" });
        form.append(field);
      }
    };
    // Capture: this runs before React's handlers, on the document rather than the root.
    document.addEventListener("click", onClick, true);
    document.addEventListener("submit", onSubmit, true);
    return () => {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", onSubmit, true);
    };
  }, [search, navigate]);
}

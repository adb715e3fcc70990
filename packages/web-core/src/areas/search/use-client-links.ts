import { useCallback, type MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * A click handler for a region whose links are plain `<a href>` (the UI kit's cards, pickers and
 * breadcrumbs take no router): a plain left click on a same-origin link becomes a client-side
 * navigation, so the page does not reload and the loader runs again. New-window links, modified
 * clicks and other origins keep the browser's behaviour.
 */
export function useClientLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (link === null || !link.href || (link.target !== "" && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    },
    [navigate],
  );
}

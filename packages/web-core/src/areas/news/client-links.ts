import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useShellFlags } from "../../shell/shell-flags.js";

/**
 * §2.3: with the query `app` set, author links (and every other link) are plain links, one document
 * load each. Outside the app the news pages' links, which the UI kit renders as plain `<a>`, navigate
 * on the client instead. Put the returned ref on the element that holds the page's links.
 */
export function useClientLinks<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const navigate = useNavigate();
  const { inApp } = useShellFlags();
  useEffect(() => {
    const root = ref.current;
    if (!root || inApp) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  }, [inApp, navigate]);
  return ref;
}

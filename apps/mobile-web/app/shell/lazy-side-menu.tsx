import { Suspense, lazy, useState } from "react";
import { useLocation } from "react-router";
import type { SideMenuLink } from "@carmarket/ui/side-menu";
import { SideMenuButton } from "@carmarket/ui/side-menu-button";

// The menu's dialog (Radix) is ≈ 15 KB gzip that no page needs before the first press (ADR 183).
const SideMenu = lazy(() => import("@carmarket/ui/side-menu").then(({ SideMenu }) => ({ default: SideMenu })));

/**
 * The mobile side menu (§2.3) loaded on first open: until then the server-rendered page has the same
 * "Open menu" button; the first press loads the dialog and opens it, and from then on it is the
 * ordinary SideMenu (focus trapped, Escape closes, focus returns to its button).
 */
export function LazySideMenu({ links, tone }: { links: readonly SideMenuLink[]; tone: "onDark" | "onLight" }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  // An entry that opens an overlay (Research: #ReviewSidebar) changes only the hash; the menu gives way to it.
  // Adjusted while rendering, not in an effect: the closed menu paints at once, without a second render.
  const { hash } = useLocation();
  const [hashSeen, setHashSeen] = useState(hash);
  if (hashSeen !== hash) {
    setHashSeen(hash);
    setOpen(false);
  }
  const placeholder = (
    <SideMenuButton
      tone={tone}
      onClick={() => {
        setRequested(true);
        setOpen(true);
      }}
    />
  );
  if (!requested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SideMenu links={links} tone={tone} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}

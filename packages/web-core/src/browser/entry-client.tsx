import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydrationGates } from "./hydration-gate.js";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Both apps' browser entry. Hydration waits for the page's lazy chunks (hydration-gate.ts) and for
// the first frame to be painted: module scripts are usually ready before the parser's first paint,
// and hydrating first kept the server's HTML off the screen until hydration ended (first paint after
// 2.4 s in a mobile Lighthouse run). The animation frame runs before that paint, the task it
// schedules after it.
void hydrationGates().then(() => requestAnimationFrame(() => setTimeout(hydrate, 0)));

// Unit-test setup (jsdom project): DOM matchers and cleanup between tests.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom has no canvas; axe-core probes it and jsdom would log "Not implemented" for every check.
HTMLCanvasElement.prototype.getContext = () => null;

// jsdom has no layout, so elements cannot scroll; sliders call scrollTo (journeys check real scrolling).
Element.prototype.scrollTo ??= () => undefined;

afterEach(() => cleanup());

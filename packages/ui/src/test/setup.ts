// Unit-test setup (jsdom project): DOM matchers and cleanup between tests.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom has no canvas; axe-core probes it and jsdom would log "Not implemented" for every check.
HTMLCanvasElement.prototype.getContext = () => null;

afterEach(() => cleanup());

// Regenerates src/tokens/tokens.css from src/tokens/tokens.ts (run: pnpm tokens).
import { writeFileSync } from "node:fs";
import { renderTokensCss } from "../src/tokens/css-variables.js";

writeFileSync(new URL("../src/tokens/tokens.css", import.meta.url), renderTokensCss());

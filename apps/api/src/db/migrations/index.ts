import type { Migration } from "kysely/migration";
import * as extensions from "./0000_extensions.js";

/** The one migration set, in order. Bundled statically so the built server needs no migrations folder. */
export const migrations: Record<string, Migration> = {
  "0000_extensions": extensions,
};

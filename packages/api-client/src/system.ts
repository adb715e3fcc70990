import type { Http } from "./http.js";

/** The API's health answer: it comes from a database round trip. */
export interface Health {
  status: "ok";
  database: "pglite" | "postgres";
  ping: boolean;
}

/** Operational calls. */
export function systemCalls(http: Http) {
  return {
    /** GET /health: null when the API cannot be reached. */
    async getHealth(): Promise<Health | null> {
      try {
        return (await http.get<Health>("/health")).data;
      } catch {
        return null;
      }
    },
  };
}

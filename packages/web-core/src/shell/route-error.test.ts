import { describe, expect, it } from "vitest";
import { routeErrorPage } from "./route-error.js";

/** The shape React Router hands the ErrorBoundary for a thrown response or an unmatched URL. */
const thrown = (status: number) => ({ status, statusText: "", internal: false, data: null });

describe("route error page", () => {
  it("an unknown URL keeps its 404", () => {
    expect(routeErrorPage(thrown(404))).toMatchObject({ status: 404, title: "Page not found" });
  });

  it("#13 a page whose API call failed is a 503 that offers a retry, not a 404", () => {
    expect(routeErrorPage(thrown(503))).toMatchObject({ status: 503, retry: true });
  });

  it("other 4xx keep their status", () => {
    expect(routeErrorPage(thrown(400)).status).toBe(400);
  });

  it("§8 anything else is a 500 with the unknown-error message", () => {
    expect(routeErrorPage(new Error("boom"))).toEqual({
      status: 500,
      title: "Something went wrong",
      message: "An unknown error occurred. Please try again later.",
    });
  });
});

import { isRouteErrorResponse } from "react-router";

/** What the error page shows for a thrown route error. */
export interface RouteErrorPage {
  status: number;
  title: string;
  message: string;
  /** The page may work a moment later: offer to load it again. */
  retry?: boolean;
}

/**
 * The error page for a route error: unknown URLs (React Router's 404) and any 4xx thrown by a
 * loader keep their status; a 503 (the API could not answer in time, see server-api.ts) says to try
 * again; everything else is a 500 whose details stay in the server log.
 */
export function routeErrorPage(error: unknown): RouteErrorPage {
  if (isRouteErrorResponse(error) && error.status === 503) {
    return { status: 503, title: "We're busy right now", message: "This page could not be loaded just now. Please try again in a few seconds.", retry: true };
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return {
      status: 404,
      title: "Page not found",
      message: "We couldn't find the page you were looking for. It may have moved, or the car may no longer be listed.",
    };
  }
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    return {
      status: error.status,
      title: "This page can't be shown",
      message: "The request for this page was not valid. Please check the address and try again.",
    };
  }
  return { status: 500, title: "Something went wrong", message: "An unknown error occurred. Please try again later." };
}

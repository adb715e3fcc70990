import { isRouteErrorResponse } from "react-router";

/** What the error page shows for a thrown route error. */
export interface RouteErrorPage {
  status: number;
  title: string;
  message: string;
}

/**
 * The error page for a route error: unknown URLs (React Router's 404) and any 4xx thrown by a
 * loader keep their status; everything else is a 500 whose details stay in the server log.
 */
export function routeErrorPage(error: unknown): RouteErrorPage {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { status: 404, title: "Page not found", message: "We couldn't find the page you were looking for. It may have moved, or the car may no longer be listed." };
  }
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    return { status: error.status, title: "This page can't be shown", message: "The request for this page was not valid. Please check the address and try again." };
  }
  return { status: 500, title: "Something went wrong", message: "An unknown error occurred. Please try again later." };
}

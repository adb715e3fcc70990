/** Free-text search for CarMarket (issue #17): words → the search keys of @carmarket/routes, and back. */
export {};

// Stands in for the API client: reachable from the index, but no page imports it at load.
export const client = () => "a large client";

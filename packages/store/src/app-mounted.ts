import { createAction } from "@reduxjs/toolkit";

/**
 * The app hydrated in the browser: dispatch it once from the root component's effect. Only then does
 * the store read local storage and the browser's capabilities (viewed_cars, saved_id, selected_vins,
 * geolocation support): doing it earlier would make the first browser render differ from the
 * server's HTML and break hydration.
 */
export const appMounted = createAction("app/mounted");

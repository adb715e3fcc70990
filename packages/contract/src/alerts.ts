import * as v from "valibot";
import { priceDropSubscriptionSchema } from "@carmarket/validation";
import { messageAnswerSaying, SIGNED_IN_ONLY, emptyBody } from "./accounts.js";
import { defineOperations } from "./operation.js";
import { wholeNumber } from "./answer-fields.js";
import { searchIdSchema, searchUrlSchema } from "./saved.js";

/** A price-drop alert sent to the signed-in account's address (`getUserAlerts`). */
export const userAlert = v.object({
  id: wholeNumber,
  vin: v.string(),
  vin_name: v.string(),
  price: v.nullable(v.number()),
  url: v.string(),
  is_new: v.boolean(),
  is_sold: v.boolean(),
  created_at: v.pipe(v.string(), v.description("ISO time the alert was made.")),
});
export type UserAlert = v.InferOutput<typeof userAlert>;

/** Answer of `getUserAlerts`: alerts are shown only for a verified address. */
export const userAlerts = v.object({ is_email_verified: v.boolean(), alerts: v.array(userAlert) });
export type UserAlerts = v.InferOutput<typeof userAlerts>;

/**
 * The token of an emailed unsubscribe link. Left loose here: a browser with a bad link still gets the page that says
 * so (the API checks the token itself).
 */
const unsubscribeQuery = v.object({ token: v.pipe(v.optional(v.string()), v.description("The token of the emailed link.")) });

const UNSUBSCRIBE = "Works without signing in. A browser (`Accept: text/html`) gets a small HTML page, for a bad link too (400).";

export const alertOperations = defineOperations({
  subscribePriceDrop: {
    method: "POST",
    path: "/alerts/price-drop",
    tag: "alerts",
    summary: "Email a shopper when a car's price drops",
    description: "§1 price-drop alerts; 30 an hour per address, 10 per email.",
    body: priceDropSubscriptionSchema,
    answer: messageAnswerSaying("We will email you when the price of this car drops."),
  },
  unsubscribePriceDrop: {
    method: "GET",
    path: "/alerts/unsubscribe",
    tag: "alerts",
    summary: "Stop a price-drop alert from the emailed link",
    description: `${UNSUBSCRIBE} 400 'This unsubscribe link is invalid or was already used.'`,
    query: unsubscribeQuery,
    answer: messageAnswerSaying("You will no longer receive price-drop emails for this car."),
  },
  unsubscribeSearchDigest: {
    method: "GET",
    path: "/alerts/search-digest/unsubscribe",
    tag: "alerts",
    summary: "Stop a saved search's daily email from the emailed link",
    description: `${UNSUBSCRIBE} A second click answers the same (ADR 190).`,
    query: unsubscribeQuery,
    answer: messageAnswerSaying("You will no longer receive emails for this search."),
  },
  getUserAlerts: {
    method: "GET",
    path: "/user/alerts",
    tag: "alerts",
    summary: "List the price-drop alerts sent to the account's address",
    description: "Newest first; empty until the address is verified.",
    answer: v.pipe(
      userAlerts,
      v.examples([
        {
          is_email_verified: true,
          alerts: [
            {
              id: 7,
              vin: "1HGCM82633A004352",
              vin_name: "2021 Honda Accord EX",
              price: 23_500,
              url: "/vin/1HGCM82633A004352",
              is_new: false,
              is_sold: false,
              created_at: "2026-11-01T10:00:00.000Z",
            },
          ],
        },
      ]),
    ),
    otherAnswers: SIGNED_IN_ONLY,
  },
  stopUserAlert: {
    method: "DELETE",
    path: "/user/alerts/:id",
    tag: "alerts",
    summary: "Stop one of the account's price-drop alerts",
    description: "404 'This price-drop alert no longer exists.', also for another address's alert.",
    params: v.object({ id: v.pipe(searchIdSchema, v.description("The alert's id.")) }),
    body: emptyBody,
    answer: messageAnswerSaying("You will no longer receive price-drop emails for this car."),
    otherAnswers: SIGNED_IN_ONLY,
  },
  setSearchDigest: {
    method: "PUT",
    path: "/user/saved/searches/digest",
    tag: "alerts",
    summary: "Turn a saved search's daily email on or off",
    description: "ADR 190; 404 'This search is not saved in your account.'",
    body: v.object({ search_url: searchUrlSchema, email_digest: v.boolean("email_digest must be true or false.") }),
    answer: messageAnswerSaying("We will email you new cars that match this search."),
    otherAnswers: SIGNED_IN_ONLY,
  },
});

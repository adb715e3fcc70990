import * as v from "valibot";
import { leadSubmissionSchema, vinFeedbackSchema } from "@carmarket/validation";
import { messageAnswer, messageAnswerSaying } from "./accounts.js";
import { defineOperations } from "./operation.js";
import { wholeNumber } from "./answer-fields.js";

/** Body of `submitLead`: the §5 lead form with source and page of origin (§3). */
export type LeadBody = v.InferInput<typeof leadSubmissionSchema>;

/** Answer of `submitLead`. */
export const leadAnswer = v.pipe(
  v.object({ ...messageAnswer.entries, lead_id: wholeNumber }),
  v.examples([{ status: 1 as const, message: "Your request has been sent to the dealer.", lead_id: 42 }]),
);
export type LeadAnswer = v.InferOutput<typeof leadAnswer>;

/** Body of `sendVinFeedback`: one §3 problem-report reason. */
export type VinFeedbackBody = v.InferInput<typeof vinFeedbackSchema>;

export const leadOperations = defineOperations({
  submitLead: {
    method: "POST",
    path: "/leads",
    tag: "leads",
    summary: "Send a lead to the listing's dealer ('Check Availability')",
    description:
      "§3 Lead data, §5 lead form messages. Idempotent: a retry with the same `Idempotency-Key` header, or without one the same VIN and email within 24 hours, answers the first lead again. 404 unknown VIN, 409 sold, 422 a key reused with another body; 20 an hour per address, 10 per email.",
    body: leadSubmissionSchema,
    answer: leadAnswer,
  },
  sendVinFeedback: {
    method: "POST",
    path: "/interact/vinfeedback",
    tag: "leads",
    summary: "Report a problem with a listing",
    description: "§3 problem-report reasons; stored as an analytics event.",
    body: vinFeedbackSchema,
    answer: messageAnswerSaying("Thank you! Your report helps us keep listings accurate."),
  },
});

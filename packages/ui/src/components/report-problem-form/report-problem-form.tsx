import { PROBLEM_REPORT_REASONS, REVIEW_LIMITS, type ProblemReportReason } from "@carmarket/validation";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../button/button.js";
import styles from "./report-problem-form.module.css";

/** What the form sends (`sendVinFeedback` body without the VIN). */
export interface ProblemReport {
  /** One of the §3 listing problem-report reasons. */
  reason: ProblemReportReason;
  /** Free text, omitted when empty. */
  comment?: string;
}

/** Props of {@link ReportProblemForm}. */
export interface ReportProblemFormProps {
  /** Called with the chosen reason and comment. */
  onSubmit: (report: ProblemReport) => void;
  /** Server answer to show after submitting (its `message`). */
  message?: string;
  /** Disables the button while the report is being sent. */
  submitting?: boolean;
}

/** 'Report a problem' with a listing: one of the §3 reasons (`PROBLEM_REPORT_REASONS`) plus an optional comment. */
export function ReportProblemForm({ onSubmit, message, submitting = false }: ReportProblemFormProps) {
  const [reason, setReason] = useState<ProblemReportReason>();
  const [comment, setComment] = useState("");
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === undefined) return;
    const text = comment.trim();
    onSubmit(text ? { reason, comment: text } : { reason });
  };
  return (
    <form className={styles.root} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        Report a problem
      </h2>
      <fieldset className={styles.reasons}>
        <legend>What is wrong with this listing?</legend>
        {PROBLEM_REPORT_REASONS.map((option) => (
          <label key={option} className={styles.reason}>
            <input type="radio" name={`${id}-reason`} value={option} checked={reason === option} onChange={() => setReason(option)} />
            {option}
          </label>
        ))}
      </fieldset>
      <label className={styles.comment}>
        Comment (optional)
        <textarea value={comment} onChange={(event) => setComment(event.target.value)} rows={3} maxLength={REVIEW_LIMITS.commentMax} />
      </label>
      <Button type="submit" className={styles.submit} disabled={reason === undefined} loading={submitting}>
        Send Report
      </Button>
      <p role="status" className={styles.message}>
        {message ?? ""}
      </p>
    </form>
  );
}

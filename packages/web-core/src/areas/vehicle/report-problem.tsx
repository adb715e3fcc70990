import { type ProblemReport, ReportProblemForm } from "@carmarket/ui/report-problem-form";
import { useApiForm } from "./use-api-form.js";
import styles from "./vehicle-page.module.css";

/** 'Report a problem' (§3 reasons) sent to POST /interact/vinfeedback; collapsed until asked for. */
export function ReportProblem({ vin }: { vin: string }) {
  const [state, submit] = useApiForm((client, report: ProblemReport) => client.sendVinFeedback({ vin, ...report }));
  return (
    <details className={styles.report}>
      <summary>Something wrong with this listing? Report a problem</summary>
      <ReportProblemForm onSubmit={(report) => void submit(report)} submitting={state.submitting} message={state.message ?? state.error} />
    </details>
  );
}

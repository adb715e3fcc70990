import { type ProblemReport, ReportProblemForm } from "@carmarket/ui/report-problem-form";
import { useApiCall } from "../../browser/use-api-call.js";
import styles from "./vehicle-page.module.css";

/** 'Report a problem' (§3 reasons) sent to POST /interact/vinfeedback; collapsed until asked for. */
export function ReportProblem({ vin }: { vin: string }) {
  const { pending, message, error, run } = useApiCall();
  return (
    <details className={styles.report}>
      <summary>Something wrong with this listing? Report a problem</summary>
      <ReportProblemForm
        onSubmit={(report: ProblemReport) => void run((api) => api.sendVinFeedback({ vin, ...report }))}
        submitting={pending}
        message={message ?? error}
      />
    </details>
  );
}

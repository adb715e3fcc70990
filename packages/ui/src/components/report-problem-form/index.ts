export { ReportProblemForm } from "./report-problem-form.js";
export type { ProblemReport, ReportProblemFormProps } from "./report-problem-form.js";

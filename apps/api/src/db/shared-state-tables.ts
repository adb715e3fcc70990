import type { ColumnType, Generated } from "kysely";

/** A background job's state (migration 0030): waiting or leased (`pending`), `done`, or given up (`failed`). */
type JobStatus = "pending" | "done" | "failed";

/** State every API instance shares through the database instead of keeping it in process memory (issue #14). */
export interface SharedStateTables {
  /** One rate-limit budget's window: how many hits it has counted and when it starts again. */
  rate_limit_windows: {
    key: string;
    hits: number;
    resets_at: Date;
  };
  /** The durable job queue (migration 0030, ADR 280): one row per kind and key. */
  jobs: {
    id: Generated<number>;
    kind: string;
    key: string;
    status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
    attempts: ColumnType<number, number | undefined, number>;
    generation: ColumnType<number, number | undefined, number>;
    run_at: ColumnType<Date, Date | string | undefined, Date | string>;
    last_error: string | null;
    created_at: ColumnType<Date, Date | string | undefined, never>;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
}

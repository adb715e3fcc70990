/** State every API instance shares through the database instead of keeping it in process memory (issue #14). */
export interface SharedStateTables {
  /** One rate-limit budget's window: how many hits it has counted and when it starts again. */
  rate_limit_windows: {
    key: string;
    hits: number;
    resets_at: Date;
  };
}

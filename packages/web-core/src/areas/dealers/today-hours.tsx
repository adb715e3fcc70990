import type { TodaysHours } from "@carmarket/listing";
import styles from "./dealers.module.css";

/** §4 today's dealer hours: 'OPEN TODAY' with the hours, 'CLOSED TODAY', or §8's 'Information not available.' */
export function TodayHours({ today }: { today: TodaysHours }) {
  return (
    <p className={today.status === "open" ? styles.open : today.status === "closed" ? styles.closed : styles.muted}>
      <strong>{today.label}</strong>
      {today.hours ? ` ${today.hours}` : ""}
    </p>
  );
}

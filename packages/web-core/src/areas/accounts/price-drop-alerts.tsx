import { useState } from "react";
import { Link } from "react-router";
import type { UserAlert, UserAlerts } from "@carmarket/api-client";
import { formatUsd } from "@carmarket/pricing";
import { savedCarPath } from "@carmarket/routes";
import { Button } from "@carmarket/ui/button";
import { useApiCall } from "../../browser/use-api-call.js";
import styles from "./accounts.module.css";

function AlertItem({ alert, onStopped }: { alert: UserAlert; onStopped: (id: number) => void }) {
  const { pending, run } = useApiCall({ notify: true });
  const stop = async () => {
    if (await run((api) => api.stopUserAlert(alert.id))) onStopped(alert.id);
  };
  return (
    <li className={styles.item}>
      <span className={styles.row}>
        {/* The same car link as a saved car (§2.1): new cars open /new-cars?vin=, others /used-cars?vin=. */}
        <Link to={savedCarPath({ vin_id: alert.vin, is_new: alert.is_new })}>{alert.vin_name}</Link>
        {alert.price ? <span>{formatUsd(alert.price)}</span> : null}
        {alert.is_sold ? <span className={styles.sold}>Sold</span> : null}
      </span>
      <Button variant="secondary" loading={pending} onClick={() => void stop()} aria-label={`Stop alert for ${alert.vin_name}`}>
        Stop alert
      </Button>
    </li>
  );
}

/**
 * The price-drop alerts (§1) sent to the account's address, each with a link to its car and a Stop
 * button; listed only once the address is verified (the API shows nothing to an unproven owner).
 */
export function PriceDropAlerts({ initial }: { initial: UserAlerts }) {
  const [alerts, setAlerts] = useState(initial.alerts);
  const stopped = (id: number) => setAlerts((current) => current.filter((alert) => alert.id !== id));
  return (
    <section className={styles.section} aria-labelledby="price-alerts">
      <h2 className={styles.sectionTitle} id="price-alerts">
        Price-Drop Alerts
      </h2>
      {!initial.is_email_verified ? (
        <p>Verify your email address to see the price-drop alerts sent to it.</p>
      ) : alerts.length === 0 ? (
        <p>You have no price-drop alerts. Ask to be notified of price drops on any car to follow its price here.</p>
      ) : (
        <ul className={styles.list}>
          {alerts.map((alert) => (
            <AlertItem key={alert.id} alert={alert} onStopped={stopped} />
          ))}
        </ul>
      )}
    </section>
  );
}

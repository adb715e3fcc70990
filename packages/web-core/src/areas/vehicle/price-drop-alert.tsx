import { useSyncExternalStore } from "react";
import { PriceDropAlertForm } from "@carmarket/ui/price-drop-alert-form";
import { useApiCall } from "../../browser/use-api-call.js";
import { browserStorage } from "../../browser/browser-storage.js";

/** localStorage key of the price-drop alerts this browser set up: VIN → the address they go to. */
const PRICE_DROP_ALERTS_KEY = "price_drop_alerts";

function storedAlerts(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(browserStorage()?.getItem(PRICE_DROP_ALERTS_KEY) ?? "{}");
    return typeof stored === "object" && stored !== null ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Who shows an alert: this page's forms, told when one subscribes, and other tabs through the storage event. */
const alertListeners = new Set<() => void>();
function onAlertsChange(listener: () => void): () => void {
  alertListeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    alertListeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function storedAlertEmail(vin: string): string | undefined {
  const email = storedAlerts()[vin];
  return typeof email === "string" ? email : undefined;
}

/**
 * 'Notify me of price drops' (§1) through POST /alerts/price-drop. Once subscribed, the form gives way to where
 * the alerts go, and this browser remembers it for the car, so a reload does not offer the form again (issue #26.12).
 */
export function PriceDropAlert({ vin }: { vin: string }) {
  const { pending, message, error, run } = useApiCall();
  // The server knows nothing of this browser's alerts: none while hydrating, the stored one right after.
  const subscribedEmail = useSyncExternalStore(
    onAlertsChange,
    () => storedAlertEmail(vin),
    () => undefined,
  );
  return (
    <PriceDropAlertForm
      vin={vin}
      onSubmit={(body) =>
        void run((api) => api.subscribePriceDrop(body)).then((answer) => {
          if (answer === null) return;
          browserStorage()?.setItem(PRICE_DROP_ALERTS_KEY, JSON.stringify({ ...storedAlerts(), [vin]: body.email }));
          for (const listener of alertListeners) listener();
        })
      }
      submitting={pending}
      message={message}
      error={error}
      subscribedEmail={subscribedEmail}
    />
  );
}

import { PriceDropAlertForm } from "@carmarket/ui/price-drop-alert-form";
import { useApiCall } from "../../browser/use-api-call.js";

/** 'Notify me of price drops' (§1) through POST /alerts/price-drop. */
export function PriceDropAlert({ vin }: { vin: string }) {
  const { pending, message, error, run } = useApiCall();
  return (
    <PriceDropAlertForm
      vin={vin}
      onSubmit={(body) => void run((api) => api.subscribePriceDrop(body))}
      submitting={pending}
      message={message}
      error={error}
    />
  );
}

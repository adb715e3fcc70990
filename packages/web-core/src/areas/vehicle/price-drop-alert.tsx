import { PriceDropAlertForm } from "@carmarket/ui/price-drop-alert-form";
import { useApiForm } from "./use-api-form.js";

/** 'Notify me of price drops' (§1) through POST /alerts/price-drop. */
export function PriceDropAlert({ vin }: { vin: string }) {
  const [state, submit] = useApiForm((client, body: { vin: string; email: string }) => client.subscribePriceDrop(body));
  return (
    <PriceDropAlertForm
      vin={vin}
      onSubmit={(body) => void submit(body)}
      submitting={state.submitting}
      message={state.message}
      error={state.error}
    />
  );
}

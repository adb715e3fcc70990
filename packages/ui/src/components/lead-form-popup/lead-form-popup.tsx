import { SelectField } from "../text-field/text-field.js";
import { Dialog } from "../dialog/dialog.js";
import { LeadForm, type LeadFormProps } from "../lead-form/lead-form.js";
import styles from "./lead-form-popup.module.css";

/** A car the shopper may ask about. */
export interface LeadFormCar {
  vin: string;
  name: string;
}

/** Props of {@link LeadFormPopup}: the lead form's, plus the dialog state and the dealer. */
export interface LeadFormPopupProps extends LeadFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The car, shown under the title. */
  carName: string;
  /** The dealer who receives the request. */
  dealerName: string;
  /**
   * The page's cars when the page, not a car's button, opened the form (`popup=true`, `#leadForm`; issue #26.11):
   * a 'Which car?' choice among them, `vin` the one chosen. Shown from two cars on.
   */
  cars?: readonly LeadFormCar[];
  onCarChange?: (vin: string) => void;
}

/** The lead form popup (§2.3, §2.4; 400 px wide per §9), saying the request goes to this dealer only. */
export function LeadFormPopup({ open, onOpenChange, carName, dealerName, cars = [], onCarChange, ...form }: LeadFormPopupProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Check Availability" description={carName} size="leadPopup">
      {cars.length > 1 ? (
        <SelectField className={styles.car} label="Which car?" value={form.vin} onChange={(event) => onCarChange?.(event.currentTarget.value)}>
          {cars.map((car) => (
            <option key={car.vin} value={car.vin}>
              {car.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <LeadForm {...form} />
      {/* Under the form, where the shopper looks before sending: who receives it, and nobody else. */}
      <p className={styles.dealerOnly}>Your request will be sent to {dealerName} only.</p>
    </Dialog>
  );
}

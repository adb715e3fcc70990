import { Dialog } from "../dialog/dialog.js";
import { LeadForm, type LeadFormProps } from "../lead-form/lead-form.js";
import styles from "./lead-form-popup.module.css";

/** Props of {@link LeadFormPopup}: the lead form's, plus the dialog state and the dealer. */
export interface LeadFormPopupProps extends LeadFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The car, shown under the title. */
  carName: string;
  /** The dealer who receives the request. */
  dealerName: string;
}

/** The lead form popup (§2.3, §2.4; 400 px wide per §9), saying the request goes to this dealer only. */
export function LeadFormPopup({ open, onOpenChange, carName, dealerName, ...form }: LeadFormPopupProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Check Availability"
      description={carName}
      size="leadPopup"
    >
      <LeadForm {...form} />
      {/* Under the form, where the shopper looks before sending: who receives it, and nobody else. */}
      <p className={styles.dealerOnly}>Your request will be sent to {dealerName} only.</p>
    </Dialog>
  );
}

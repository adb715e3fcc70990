import { Button } from "../button/button.js";
import { Dialog, DialogClose } from "../dialog/dialog.js";
import styles from "./thank-you-popup.module.css";

/** Props of {@link ThankYouPopup}. */
export interface ThankYouPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dealer who received the request. */
  dealerName?: string;
}

/** The thank-you popup after a lead (§2.3; 300 px wide on mobile per §9). */
export function ThankYouPopup({ open, onOpenChange, dealerName }: ThankYouPopupProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Thank you!" size="thankYou">
      <p className={styles.text}>Your request has been sent{dealerName ? ` to ${dealerName}` : ""}. The dealer will contact you soon.</p>
      <DialogClose asChild>
        <Button fullWidth>OK</Button>
      </DialogClose>
    </Dialog>
  );
}

import type { ReactNode } from "react";
import { Dialog } from "../dialog/dialog.js";

/** Props of {@link BottomSheet}. */
export interface BottomSheetProps {
  title: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the sheet; focus returns to it on close. */
  trigger?: ReactNode;
  children?: ReactNode;
}

/** The bottom sheet of the page shell (§2.3): a modal dialog sliding up from the bottom edge. */
export function BottomSheet({ title, open, onOpenChange, trigger, children }: BottomSheetProps) {
  return (
    <Dialog title={title} open={open} onOpenChange={onOpenChange} trigger={trigger} placement="bottom">
      {children}
    </Dialog>
  );
}

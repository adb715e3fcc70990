import type { ReactNode } from "react";
import { Dialog as RadixDialog, VisuallyHidden } from "radix-ui";
import styles from "./dialog.module.css";

/** Width presets of spec §9: modal 560 px, lead popup 400 px, thank-you 300 px on mobile, zip form 400 px. */
export type DialogSize = "modal" | "leadPopup" | "thankYou" | "zipForm" | "sideMenu" | "full";

/** Where the dialog sits: centred, sliding in from the start edge (side menu) or the bottom (sheet). */
export type DialogPlacement = "center" | "start" | "bottom";

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Controlled open state. Leave undefined and pass `trigger` for an uncontrolled dialog. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button (or other focusable element) that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode;
  /** The accessible name; shown as the heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  /** Optional accessible description shown under the title. */
  description?: ReactNode;
  size?: DialogSize;
  placement?: DialogPlacement;
  /** Accessible name of the close button. */
  closeLabel?: string;
  children?: ReactNode;
  /** Extra class on the content panel. */
  className?: string;
}

/**
 * A modal dialog on Radix: focus is trapped inside, Escape and the close button close it, focus
 * returns to the trigger, and it is labelled by its title. Side menu and bottom sheet are placements.
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  size = "modal",
  placement = "center",
  closeLabel = "Close",
  children,
  className,
}: DialogProps) {
  const heading = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={[styles.content, styles[size], styles[placement], className ?? ""].filter(Boolean).join(" ")}
          // Radix warns when no description is linked; an absent description is intended here.
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className={styles.header}>
            {hideTitle ? <VisuallyHidden.Root asChild>{heading}</VisuallyHidden.Root> : heading}
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a button inside a {@link Dialog} so clicking it closes the dialog. */
export const DialogClose = RadixDialog.Close;

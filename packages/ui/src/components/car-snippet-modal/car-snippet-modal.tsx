import { Dialog } from "../dialog/dialog.js";
import { Tabs, type TabItem } from "../tabs/tabs.js";

/** Props of {@link CarSnippetModal}. */
export interface CarSnippetModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The car's name, the dialog's title. */
  title: string;
  /** One tab per snippet section (overview, specs, price…). */
  tabs: readonly TabItem[];
  defaultTab?: string;
}

/** The car snippet modal of the shell (§2.3): a 560 px dialog with tabs of car information. */
export function CarSnippetModal({ open, onOpenChange, title, tabs, defaultTab }: CarSnippetModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="modal">
      <Tabs items={tabs} label={`${title} details`} defaultValue={defaultTab} />
    </Dialog>
  );
}

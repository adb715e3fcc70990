import { PromptBar } from "@carmarket/ui/prompt-bar";

/** Which offer the shell makes. */
export type AppPromptKind = "update" | "install" | "install-ios";

const PROMPTS: Record<AppPromptKind, { label: string; text: string; action?: string; dismiss: string }> = {
  update: { label: "New version of CarMarket", text: "A new version of CarMarket is ready.", action: "Reload", dismiss: "Later" },
  install: {
    label: "Install CarMarket",
    text: "Add CarMarket to your home screen: your saved cars and the pages you viewed open even without a connection.",
    action: "Install",
    dismiss: "Not now",
  },
  "install-ios": {
    label: "Install CarMarket",
    text: "Add CarMarket to your home screen: tap Share, then Add to Home Screen. Your saved cars open even without a connection.",
    dismiss: "Got it",
  },
};

/** The shell's offer (issue #28): install the site, or load the new version a deploy brought. Loaded when first shown. */
export function AppPrompt({ kind, onAccept, onDismiss }: { kind: AppPromptKind; onAccept: () => void; onDismiss: () => void }) {
  const { label, text, action, dismiss } = PROMPTS[kind];
  return (
    <PromptBar label={label} action={action ? { label: action, onClick: onAccept } : undefined} dismissLabel={dismiss} onDismiss={onDismiss}>
      {text}
    </PromptBar>
  );
}

import { LINK_COPIED_MESSAGE } from "@carmarket/news";
import { useState } from "react";
import { Button } from "../button/button.js";
import styles from "./share-links.module.css";

/** Props of {@link CopyLinkButton}. */
export interface CopyLinkButtonProps {
  /** The address copied to the clipboard. */
  url: string;
}

/** Copies `url` and confirms with 'Link Copied!' (§8) in a polite live region. */
export function CopyLinkButton({ url }: CopyLinkButtonProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    // A refused clipboard (permissions, insecure origin) simply leaves the confirmation off.
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <span className={styles.copy}>
      <Button variant="secondary" onClick={() => void copy()}>
        Copy Link
      </Button>
      <span role="status" className={styles.status}>
        {copied ? LINK_COPIED_MESSAGE : ""}
      </span>
    </span>
  );
}

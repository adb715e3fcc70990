import { OfflinePage, offlineMeta } from "@carmarket/web-core/offline";

export const meta = offlineMeta;

export default function Page() {
  return <OfflinePage />;
}

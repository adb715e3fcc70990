import { Notifications } from "@carmarket/ui/notifications";
import { noticeFaded, selectNotices, useAppDispatch, useAppSelector } from "@carmarket/store";

/** The store's notices (§8) in the kit's notifications region; each fades after 3 s (§9) or on dismiss. */
export function StoreNotifications() {
  const dispatch = useAppDispatch();
  const notices = useAppSelector(selectNotices);
  return (
    <Notifications notifications={notices.map(({ id, kind, text }) => ({ id, tone: kind, message: text }))} onDismiss={(id) => dispatch(noticeFaded(id))} />
  );
}

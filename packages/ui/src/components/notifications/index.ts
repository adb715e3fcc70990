export { Notifications, type Notification, type NotificationsProps } from "./notifications.js";

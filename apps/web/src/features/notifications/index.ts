// What the app layer uses of notifications: the header bell's count. The page is loaded by the router.
export { useUnreadNotificationCount } from './api/notifications';

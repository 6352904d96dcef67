import { useQuery } from '@tanstack/react-query';
import { plainQuery } from '../../kit/plain-query';

/** How often the dashboard looks again while it stays open: new orders and messages arrive all day. */
const DASHBOARD_REFRESH_MS = 60_000;

/** The dashboard's figures; the server leaves out (null) the sections the staff member's roles do not open. */
export function useDashboard() {
  return useQuery({ ...plainQuery('dashboard', 'GET /admin/dashboard/'), refetchInterval: DASHBOARD_REFRESH_MS });
}

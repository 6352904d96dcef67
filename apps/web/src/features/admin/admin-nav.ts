import type { AdminArea } from '@makerbazaar/core';
import {
  FileClock,
  FolderTree,
  GraduationCap,
  HelpCircle,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Package,
  ShieldCheck,
  ShoppingBag,
  Ticket,
  Truck,
  Users,
  Wrench,
} from 'lucide-react';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown only to staff whose roles open this area; the dashboard is everyone's. */
  area: AdminArea | 'any role';
}

/** The sidebar of the back office, in the order of a day's work. */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, area: 'any role' },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingBag, area: 'orders' },
  { to: '/admin/delivery', label: 'Delivery', icon: Truck, area: 'orders' },
  { to: '/admin/products', label: 'Products', icon: Package, area: 'catalogue' },
  { to: '/admin/categories', label: 'Categories', icon: FolderTree, area: 'catalogue' },
  { to: '/admin/coupons', label: 'Coupons', icon: Ticket, area: 'catalogue' },
  { to: '/admin/courses', label: 'Courses', icon: GraduationCap, area: 'catalogue' },
  { to: '/admin/projects', label: 'Projects', icon: Wrench, area: 'catalogue' },
  { to: '/admin/faq', label: 'FAQ', icon: HelpCircle, area: 'catalogue' },
  { to: '/admin/customers', label: 'Customers', icon: Users, area: 'customers' },
  { to: '/admin/inbox', label: 'Inbox', icon: Inbox, area: 'support' },
  { to: '/admin/outbox', label: 'Outbox', icon: Mail, area: 'outbox' },
  { to: '/admin/audit', label: 'Audit log', icon: FileClock, area: 'audit' },
  { to: '/admin/staff', label: 'Staff', icon: ShieldCheck, area: 'staff' },
];

export function navFor(areas: readonly AdminArea[]): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => item.area === 'any role' || areas.includes(item.area));
}

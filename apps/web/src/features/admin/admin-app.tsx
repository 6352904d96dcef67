import { useQueryClient } from '@tanstack/react-query';
import { LogOut, ShieldAlert, Store } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { Link, NavLink, Route, Routes, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState, PageContainer } from '@/components/ui/page';
import { PageFallback } from '@/components/ui/page-fallback';
import { SignInRequired } from '@/components/ui/sign-in-required';
import { useSignOut } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSessionStatus } from '@/lib/session';
import { navFor } from './admin-nav';
import { adminQueryKey, useAdminMe } from './api/admin-me';
import { auditRoutes } from './audit/routes';
import { categoriesRoutes } from './categories/routes';
import type { AdminRoute } from './components/admin-route';
import { NotForYourRole } from './components/not-for-your-role';
import { contentRoutes } from './content/routes';
import { couponsRoutes } from './coupons/routes';
import { customersRoutes } from './customers/routes';
import { dashboardRoutes } from './dashboard/routes';
import { deliveryRoutes } from './delivery/routes';
import { inboxRoutes } from './inbox/routes';
import { LeaveGuard } from './kit/leave-guard';
import { ordersRoutes } from './orders/routes';
import { outboxRoutes } from './outbox/routes';
import { productsRoutes } from './products/routes';
import { staffRoutes } from './staff/routes';

const ROUTES: AdminRoute[] = [
  ...dashboardRoutes,
  ...ordersRoutes,
  ...productsRoutes,
  ...categoriesRoutes,
  ...couponsRoutes,
  ...deliveryRoutes,
  ...contentRoutes,
  ...customersRoutes,
  ...inboxRoutes,
  ...outboxRoutes,
  ...auditRoutes,
  ...staffRoutes,
];

/** The back office at /admin: its own chunk, layout and routes, open to staff only. */
export default function AdminApp() {
  const session = useSessionStatus();
  const me = useAdminMe();
  useRolesCheckedOnRefusal();

  if (session === 'anonymous') {
    return (
      <PageContainer className="py-16">
        <SignInRequired message="Sign in with a staff account to open the back office." />
      </PageContainer>
    );
  }
  if (me.error) {
    const refused = me.error instanceof ApiError && me.error.status === 403;
    return (
      <PageContainer className="py-16">
        <EmptyState
          icon={<ShieldAlert />}
          title={refused ? 'Staff only' : 'The back office could not be loaded'}
          description={
            refused
              ? 'This account has no staff role. Ask the shop owner to give you one.'
              : 'Check your connection and try again.'
          }
        >
          <Button asChild variant="outline">
            <Link to="/">Back to the shop</Link>
          </Button>
        </EmptyState>
      </PageContainer>
    );
  }
  if (!me.data) return <PageFallback />;
  const staff = me.data;
  const opens = (route: AdminRoute) => route.area === 'any role' || staff.areas.includes(route.area);
  // A screen the roles do not open is never loaded: the one not-for-your-role page stands in its place.
  const screenOf = ({ area, page: Page }: AdminRoute) =>
    area === 'any role' || staff.areas.includes(area) ? <Page /> : <NotForYourRole area={area} me={staff} />;
  const bare = (route: AdminRoute) => Boolean(route.bare) && opens(route);

  return (
    <LeaveGuard>
      <Suspense fallback={<PageFallback />}>
        <Routes>
          {ROUTES.filter(bare).map((route) => (
            <Route key={route.path} path={route.path} element={screenOf(route)} />
          ))}
          <Route
            path="*"
            element={
              <AdminLayout areas={staff.areas} username={staff.username}>
                <Routes>
                  {ROUTES.filter((route) => !bare(route)).map((route) => (
                    <Route key={route.path} path={route.path} element={screenOf(route)} />
                  ))}
                  <Route
                    path="*"
                    element={
                      <EmptyState title="Page not found" description="There is no back-office screen at this address.">
                        <Button asChild variant="outline">
                          <Link to="/admin">Go to the dashboard</Link>
                        </Button>
                      </EmptyState>
                    }
                  />
                </Routes>
              </AdminLayout>
            }
          />
        </Routes>
      </Suspense>
    </LeaveGuard>
  );
}

/**
 * A screen the server refuses (403) was opened with roles that have changed since: who is signed in
 * is asked again, so the not-for-your-role page takes the screen's place, instead of an error to retry.
 */
function useRolesCheckedOnRefusal() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const [scope, what] = event.query.queryKey;
        const refused = event.action.error instanceof ApiError && event.action.error.status === 403;
        if (refused && scope === adminQueryKey[0] && what !== 'me') {
          void queryClient.invalidateQueries({ queryKey: [...adminQueryKey, 'me'] });
        }
      }),
    [queryClient],
  );
}

function AdminLayout({
  areas,
  username,
  children,
}: {
  areas: Parameters<typeof navFor>[0];
  username: string;
  children: React.ReactNode;
}) {
  const items = navFor(areas);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // Below lg the sidebar is one scrolling row: keep the current screen's link in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link to bring into view changes with the path
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col bg-muted/30 lg:flex-row">
      <aside className="border-b bg-card lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-60 lg:shrink-0 lg:flex-col lg:border-r lg:border-b-0">
        <div className="flex items-center justify-between gap-2 px-4 py-3 lg:py-4">
          <Link to="/admin" className="font-bold tracking-tight">
            MakerBazaar <span className="font-normal text-muted-foreground">Admin</span>
          </Link>
          <div className="flex items-center gap-3 text-xs text-muted-foreground lg:hidden">
            <span className="hidden sm:inline">
              Signed in as <span className="font-medium text-foreground">{username}</span>
            </span>
            <ShopAndSignOut shopLabel="Shop" itemClassName="inline-flex" />
          </div>
        </div>
        <nav
          ref={navRef}
          aria-label="Back office"
          className="overflow-x-auto px-2 pb-2 [scrollbar-width:thin] lg:min-h-0 lg:flex-1 lg:overflow-y-auto lg:pb-4"
        >
          <ul className="flex gap-1 lg:flex-col">
            {items.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/admin'}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground',
                      isActive && 'bg-primary/10 font-medium text-primary hover:bg-primary/10 hover:text-primary',
                    )
                  }
                >
                  <Icon className="size-4 shrink-0" aria-hidden />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden border-t px-4 py-3 text-xs text-muted-foreground lg:block">
          Signed in as <span className="font-medium text-foreground">{username}</span>
          <ShopAndSignOut shopLabel="Back to the shop" itemClassName="mt-2 flex" />
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 lg:px-8">
        <Suspense fallback={<PageFallback />}>{children}</Suspense>
      </main>
    </div>
  );
}

/** The way back to the shop and out of the account, in the sidebar's header below lg and its foot above. */
function ShopAndSignOut({ shopLabel, itemClassName }: { shopLabel: string; itemClassName: string }) {
  const signOut = useSignOut();
  const item = cn('items-center gap-1 hover:text-foreground', itemClassName);
  return (
    <>
      <Link to="/" className={item}>
        <Store className="size-3.5" aria-hidden /> {shopLabel}
      </Link>
      <button type="button" onClick={signOut} className={item}>
        <LogOut className="size-3.5" aria-hidden /> Sign out
      </button>
    </>
  );
}

import { ShieldAlert, Store } from 'lucide-react';
import { Suspense } from 'react';
import { Link, NavLink, Route, Routes } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState, PageContainer } from '@/components/ui/page';
import { PageFallback } from '@/components/ui/page-fallback';
import { SignInRequired } from '@/components/ui/sign-in-required';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { navFor } from './admin-nav';
import { useAdminMe } from './api/admin-me';
import type { AdminRoute } from './components/admin-route';
import { auditRoutes } from './audit/routes';
import { categoriesRoutes } from './categories/routes';
import { contentRoutes } from './content/routes';
import { customersRoutes } from './customers/routes';
import { dashboardRoutes } from './dashboard/routes';
import { inboxRoutes } from './inbox/routes';
import { ordersRoutes } from './orders/routes';
import { outboxRoutes } from './outbox/routes';
import { productsRoutes } from './products/routes';
import { staffRoutes } from './staff/routes';

const ROUTES: AdminRoute[] = [
  ...dashboardRoutes,
  ...ordersRoutes,
  ...productsRoutes,
  ...categoriesRoutes,
  ...contentRoutes,
  ...customersRoutes,
  ...inboxRoutes,
  ...outboxRoutes,
  ...auditRoutes,
  ...staffRoutes,
];

/** The back office at /admin: its own chunk, layout and routes, open to staff only. */
export default function AdminApp() {
  const session = useSession((s) => s.status);
  const me = useAdminMe();

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

  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        {ROUTES.filter((route) => route.bare).map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route
          path="*"
          element={
            <AdminLayout areas={me.data.areas} username={me.data.username}>
              <Routes>
                {ROUTES.filter((route) => !route.bare).map(({ path, page: Page }) => (
                  <Route key={path} path={path} element={<Page />} />
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
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30 md:flex-row">
      <aside className="border-b bg-card md:sticky md:top-0 md:h-dvh md:w-56 md:shrink-0 md:border-r md:border-b-0 lg:w-60">
        <div className="flex items-center justify-between gap-2 px-4 py-3 md:py-4">
          <Link to="/admin" className="font-bold tracking-tight">
            MakerBazaar <span className="font-normal text-muted-foreground">Admin</span>
          </Link>
          <Link
            to="/"
            className="inline-flex items-center gap-1 text-xs text-muted-foreground hover:text-foreground md:hidden"
          >
            <Store className="size-3.5" aria-hidden /> Shop
          </Link>
        </div>
        <nav aria-label="Back office" className="overflow-x-auto px-2 pb-2 md:pb-4">
          <ul className="flex gap-1 md:flex-col">
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
        <div className="hidden border-t px-4 py-3 text-xs text-muted-foreground md:block">
          Signed in as <span className="font-medium text-foreground">{username}</span>
          <Link to="/" className="mt-2 flex items-center gap-1 hover:text-foreground">
            <Store className="size-3.5" aria-hidden /> Back to the shop
          </Link>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 md:px-8">
        <Suspense fallback={<PageFallback />}>{children}</Suspense>
      </main>
    </div>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatIndianPhone, type UpdateProfileInput, type User, updateProfileSchema } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { GraduationCap, Heart, Loader2, Package, Pencil, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DefaultAddress } from '@/features/addresses';
import { initials, RequireAuth, useAuth, useUpdateProfile } from '@/features/auth';
import { MyCourses } from '@/features/courses';
import { OrdersList } from '@/features/orders';
import { wishlistCountQueryOptions } from '@/features/wishlist';
import { ApiError } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { KEEP_SCROLL } from '@/lib/scroll-restoration';
import { toast } from '@/lib/toast';
import { EmailAddress, EmailVerificationNotice } from './email-verification-notice';

function ProfileDetails({ user }: { user: User }) {
  const { t } = useLingui();
  const language = useLanguage();
  const rows = [
    { label: t`Username`, value: user.username },
    { label: t`First name`, value: user.first_name },
    { label: t`Last name`, value: user.last_name },
    { label: t`E-mail`, value: <EmailAddress user={user} /> },
    { label: t`Phone`, value: user.profile.phone && formatIndianPhone(user.profile.phone) },
    { label: t`Member since`, value: formatDate(user.date_joined, language) },
  ];
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      {rows.map(({ label, value }) => (
        <div key={label}>
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
          <dd className="mt-1 tabular-nums [overflow-wrap:anywhere]">
            {value || (
              <span className="text-muted-foreground">
                <Trans>Not set</Trans>
              </span>
            )}
          </dd>
        </div>
      ))}
      <div className="sm:col-span-2">
        <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          <Trans>Default address</Trans>
        </dt>
        <dd className="mt-1">
          <DefaultAddress fallback={user.profile.address} />
        </dd>
      </div>
    </dl>
  );
}

/** The address a verification link was sent to and waits to be opened, if any. */
const addressAwaitingLink = (user: User) => user.pending_email ?? (user.email_verified ? null : user.email);

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateProfile();
  const { t } = useLingui();
  // A change waiting for its link is what the customer last asked for, so the field shows it.
  const emailShown = user.pending_email ?? user.email;
  const form = useForm<UpdateProfileInput>({
    resolver: formResolver(updateProfileSchema),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: emailShown,
      phone: user.profile.phone && formatIndianPhone(user.profile.phone),
    },
  });
  const errors = form.formState.errors;

  function save(values: UpdateProfileInput) {
    // An address left as shown is not sent: sent, the address in use would cancel a pending change.
    const email = values.email?.trim() === emailShown ? undefined : values.email;
    update.mutate(
      { ...values, email },
      {
        onSuccess: (saved) => {
          toast.success(t`Profile updated successfully`);
          const waiting = addressAwaitingLink(saved);
          if (waiting && waiting !== addressAwaitingLink(user)) {
            toast.info(t`We sent a link to ${waiting}. Open it to confirm the address is yours.`);
          }
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : undefined;
          for (const [field, messages] of Object.entries(fields ?? {})) {
            form.setError(field as keyof UpdateProfileInput, { message: messages[0] });
          }
          // A refusal of the whole change (too many e-mail links this hour) says why.
          const said = !fields && error instanceof ApiError ? error.serverMessage : undefined;
          toast.error(said ?? t`Failed to update profile`);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t`First name`}
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...form.register('first_name')}
      />
      <FormField
        label={t`Last name`}
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...form.register('last_name')}
      />
      <FormField
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <p className="text-sm text-muted-foreground sm:col-span-2">
        <Trans>
          Delivery addresses are kept in your{' '}
          <Link to="/addresses" className="font-medium text-primary hover:underline">
            address book
          </Link>
          .
        </Trans>
      </p>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Loader2 className="animate-spin" /> : null}
          <Trans>Save Changes</Trans>
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function ProfileTab({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
            {initials(user)}
          </span>
          <div className="min-w-0">
            <p className="text-lg font-semibold [overflow-wrap:anywhere]">
              {user.first_name} {user.last_name}
            </p>
            <p className="text-sm break-all text-muted-foreground">@{user.username}</p>
          </div>
        </div>
        {editing ? null : (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil /> <Trans>Edit Profile</Trans>
          </Button>
        )}
      </div>
      <EmailVerificationNotice user={user} className="mb-6" />
      {editing ? <ProfileForm user={user} onDone={() => setEditing(false)} /> : <ProfileDetails user={user} />}
    </Card>
  );
}

/** How many parts are saved; the wishlist itself lives on /wishlist. */
function WishlistSummary() {
  const saved = useQuery(wishlistCountQueryOptions());
  const count = saved.data;
  const { t } = useLingui();
  let description = t`Loading your saved parts…`;
  if (saved.isError) description = t`Your saved parts are on the wishlist page.`;
  else if (count === 0) description = t`Nothing saved yet. Tap the heart on any part to keep it for later.`;
  else if (count !== undefined) description = t`${plural(count, { one: '# part', other: '# parts' })} saved for later.`;
  return (
    <EmptyState icon={<Heart />} title={t`Your wishlist`} description={description}>
      <Button asChild>
        <Link to="/wishlist">
          <Trans>View wishlist</Trans>
        </Link>
      </Button>
    </EmptyState>
  );
}

const TABS = ['profile', 'orders', 'wishlist', 'courses'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

function ProfileScreen() {
  const { user } = useAuth();
  // `/profile?tab=courses` opens a tab directly, so other screens can link to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';
  const { t } = useLingui();
  if (!user) {
    return (
      <EmptyState
        icon={<UserRound />}
        title={t`Profile Not Found`}
        description={t`Unable to load profile information.`}
      />
    );
  }
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setSearchParams(value === 'profile' ? {} : { tab: value }, { replace: true, state: KEEP_SCROLL })
      }
    >
      <TabsList className="max-w-full justify-start overflow-x-auto max-sm:[&_svg]:hidden">
        <TabsTrigger value="profile">
          <UserRound /> <Trans>Profile</Trans>
        </TabsTrigger>
        <TabsTrigger value="orders">
          <Package /> <Trans>Orders</Trans>
        </TabsTrigger>
        <TabsTrigger value="wishlist">
          <Heart /> <Trans>Wishlist</Trans>
        </TabsTrigger>
        <TabsTrigger value="courses">
          <GraduationCap /> <Trans>My courses</Trans>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <ProfileTab user={user} />
      </TabsContent>
      <TabsContent value="orders">
        <p className="mb-4 text-muted-foreground">
          <Trans>Track and manage your orders.</Trans>
        </p>
        <OrdersList />
      </TabsContent>
      <TabsContent value="wishlist">
        <WishlistSummary />
      </TabsContent>
      <TabsContent value="courses">
        <MyCourses />
      </TabsContent>
    </Tabs>
  );
}

export default function ProfilePage() {
  const { t } = useLingui();
  return (
    <RequireAuth redirect title={t`My Profile`} message={t`Please log in to view your profile.`}>
      <PageContainer className="py-8 sm:py-10">
        <PageHeader title={t`My Profile`} description={t`Your details, orders, saved parts and courses.`} />
        <ProfileScreen />
      </PageContainer>
    </RequireAuth>
  );
}

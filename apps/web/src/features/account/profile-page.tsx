import {
  type Paginated,
  type UpdateProfileInput,
  type User,
  updateProfileSchema,
  WISHLIST_REFRESH_MS,
} from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { GraduationCap, Heart, Loader2, Package, Pencil, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Label, Textarea } from '@/components/ui/input';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { initials, RequireAuth, useAuth, useUpdateProfile } from '@/features/auth';
import { MyCourses } from '@/features/courses';
import { OrdersList } from '@/features/orders';
import { ApiError, apiRequest } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { formatDate, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';

function ProfileDetails({ user }: { user: User }) {
  const rows = [
    ['Username', user.username],
    ['First name', user.first_name],
    ['Last name', user.last_name],
    ['E-mail', user.email],
    ['Phone', user.profile.phone],
    ['Address', user.profile.address],
    ['Member since', formatDate(user.date_joined)],
  ];
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className={label === 'Address' ? 'sm:col-span-2' : undefined}>
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
          <dd className="mt-1 whitespace-pre-line">
            {value || <span className="text-muted-foreground">Not set</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({
    resolver: formResolver(updateProfileSchema),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.profile.phone,
      address: user.profile.address,
    },
  });
  const errors = form.formState.errors;

  function save(values: UpdateProfileInput) {
    update.mutate(values, {
      onSuccess: () => {
        toast.success('Profile updated successfully');
        onDone();
      },
      onError: (error) => {
        for (const [field, messages] of Object.entries((error instanceof ApiError && error.fieldErrors) || {})) {
          form.setError(field as keyof UpdateProfileInput, { message: messages[0] });
        }
        toast.error('Failed to update profile');
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="First name"
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...form.register('first_name')}
      />
      <FormField
        label="Last name"
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...form.register('last_name')}
      />
      <FormField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <div className="sm:col-span-2">
        <Label htmlFor="profile-address">Address</Label>
        <Textarea
          id="profile-address"
          className="mt-1.5 min-h-24"
          autoComplete="street-address"
          aria-invalid={errors.address ? true : undefined}
          {...form.register('address')}
        />
        {errors.address ? <p className="mt-1 text-xs text-destructive">{errors.address.message}</p> : null}
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Loader2 className="animate-spin" /> : null}
          Save Changes
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ProfileTab({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-6 flex items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <span className="flex size-14 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
            {initials(user)}
          </span>
          <div>
            <p className="text-lg font-semibold">
              {user.first_name} {user.last_name}
            </p>
            <p className="text-sm text-muted-foreground">@{user.username}</p>
          </div>
        </div>
        {editing ? null : (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil /> Edit Profile
          </Button>
        )}
      </div>
      {editing ? <ProfileForm user={user} onDone={() => setEditing(false)} /> : <ProfileDetails user={user} />}
    </Card>
  );
}

/** How many parts are saved; the wishlist itself lives on /wishlist. */
function WishlistSummary() {
  const saved = useQuery({
    queryKey: ['wishlist', 'count'],
    queryFn: ({ signal }) => apiRequest<Paginated<unknown>>('/wishlist/', { query: { page_size: 1 }, signal }),
    select: (page) => page.count,
    refetchInterval: WISHLIST_REFRESH_MS,
  });
  const count = saved.data;
  let description = 'Loading your saved parts…';
  if (saved.isError) description = 'Your saved parts are on the wishlist page.';
  else if (count === 0) description = 'Nothing saved yet. Tap the heart on any part to keep it for later.';
  else if (count !== undefined)
    description = `${formatNumber(count)} ${count === 1 ? 'part' : 'parts'} saved for later.`;
  return (
    <EmptyState icon={<Heart />} title="Your wishlist" description={description}>
      <Button asChild>
        <Link to="/wishlist">View wishlist</Link>
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
  if (!user) {
    return (
      <EmptyState icon={<UserRound />} title="Profile Not Found" description="Unable to load profile information." />
    );
  }
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setSearchParams(value === 'profile' ? {} : { tab: value }, { replace: true, preventScrollReset: true })
      }
    >
      <TabsList className="max-w-full justify-start overflow-x-auto max-sm:[&_svg]:hidden">
        <TabsTrigger value="profile">
          <UserRound /> Profile
        </TabsTrigger>
        <TabsTrigger value="orders">
          <Package /> Orders
        </TabsTrigger>
        <TabsTrigger value="wishlist">
          <Heart /> Wishlist
        </TabsTrigger>
        <TabsTrigger value="courses">
          <GraduationCap /> My courses
        </TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <ProfileTab user={user} />
      </TabsContent>
      <TabsContent value="orders">
        <p className="mb-4 text-muted-foreground">Track and manage your orders.</p>
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
  return (
    <RequireAuth redirect title="My Profile" message="Please log in to view your profile.">
      <PageContainer className="py-8 sm:py-10">
        <PageHeader title="My Profile" description="Your details, orders, saved parts and courses." />
        <ProfileScreen />
      </PageContainer>
    </RequireAuth>
  );
}

import {
  LANGUAGES,
  type Language,
  NOTIFICATION_SWITCHES,
  type NotificationSwitch,
  THEMES,
  type Theme,
} from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { RequireAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { applyTheme } from '@/lib/theme';
import { toast } from '@/lib/toast';
import { settingsQueryOptions, useUpdateSettings } from './api/settings';

/** The switches the shop acts on; `pushNotifications` stays in the settings but is not offered: the shop sends no browser push. */
type ShownSwitch = Exclude<NotificationSwitch, 'pushNotifications'>;

const SWITCH_TEXT: Record<ShownSwitch, { label: string; hint: string; note?: string }> = {
  orderUpdates: { label: 'Order updates', hint: 'Confirmation, dispatch and delivery of your orders' },
  priceAlerts: { label: 'Price alerts', hint: 'When a part on your wishlist gets cheaper' },
  reviewReminders: { label: 'Review reminders', hint: 'A nudge to review parts after delivery' },
  promotionalOffers: { label: 'Promotional offers', hint: 'Sales, coupons and new arrivals' },
  securityAlerts: {
    label: 'Security alerts',
    hint: 'Sign-ins and password changes',
    note: 'Always e-mailed, even with these switches off.',
  },
  emailNotifications: { label: 'E-mail notifications', hint: 'Send the above by e-mail' },
};

const THEME_OPTIONS: Record<Theme, { label: string; icon: typeof Sun }> = {
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
  system: { label: 'System', icon: Monitor },
};

function SettingsScreen() {
  const { data: settings, isPending, isError } = useQuery(settingsQueryOptions());
  const update = useUpdateSettings();
  const languageId = useId();

  if (isError) return <p className="text-destructive">We couldn't load your settings. Please reload the page.</p>;
  if (isPending) return <Skeleton className="h-96 w-full" />;

  function setSwitch(key: NotificationSwitch, value: boolean) {
    update.mutate(
      { notifications: { [key]: value } },
      {
        onSuccess: () => toast.success('Notification preferences updated'),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  function setTheme(theme: Theme) {
    applyTheme(theme);
    update.mutate(
      { theme },
      { onSuccess: () => toast.success('Theme preference updated'), onError: (e) => toast.error(e.message) },
    );
  }

  function setLanguage(language: Language) {
    update.mutate(
      { language },
      { onSuccess: () => toast.success('Language preference updated'), onError: (e) => toast.error(e.message) },
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold">Notifications</h2>
        <ul className="mt-4 divide-y">
          {NOTIFICATION_SWITCHES.filter((key): key is ShownSwitch => key in SWITCH_TEXT).map((key) => (
            <li key={key} className="flex items-center justify-between gap-4 py-3.5">
              <label htmlFor={`switch-${key}`} className="cursor-pointer">
                <span className="block font-medium">{SWITCH_TEXT[key].label}</span>
                <span className="block text-sm text-muted-foreground">{SWITCH_TEXT[key].hint}</span>
                {SWITCH_TEXT[key].note ? (
                  <span className="mt-0.5 block text-xs text-muted-foreground">{SWITCH_TEXT[key].note}</span>
                ) : null}
              </label>
              <Switch
                id={`switch-${key}`}
                checked={settings.notifications[key]}
                onCheckedChange={(v) => setSwitch(key, v)}
              />
            </li>
          ))}
        </ul>
      </Card>
      <div className="space-y-6">
        <Card className="p-5 sm:p-6">
          <fieldset>
            <legend className="text-lg font-semibold">Theme</legend>
            <div className="mt-4 grid grid-cols-3 gap-2">
              {THEMES.map((theme) => {
                const { label, icon: Icon } = THEME_OPTIONS[theme];
                const selected = settings.theme === theme;
                return (
                  <label
                    key={theme}
                    className={cn(
                      'flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                      selected ? 'border-primary bg-secondary text-secondary-foreground' : 'hover:bg-accent',
                    )}
                  >
                    <input
                      type="radio"
                      name="theme"
                      value={theme}
                      checked={selected}
                      onChange={() => setTheme(theme)}
                      className="sr-only"
                    />
                    <Icon className="size-5" aria-hidden="true" />
                    {label}
                  </label>
                );
              })}
            </div>
          </fieldset>
        </Card>
        <Card className="p-5 sm:p-6">
          <label htmlFor={languageId} className="text-lg font-semibold">
            Language
          </label>
          <select
            id={languageId}
            value={settings.language}
            onChange={(e) => setLanguage(e.target.value as Language)}
            className="mt-4 h-10 w-full rounded-md border border-input bg-card px-3 text-sm"
          >
            {Object.entries(LANGUAGES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          <p className="mt-2 text-xs text-muted-foreground">Saved to your account, on every device you sign in on.</p>
        </Card>
      </div>
    </div>
  );
}

export default function SettingsPage() {
  return (
    <RequireAuth title="Settings" message="Please log in to manage your settings.">
      <PageContainer className="py-8 sm:py-10">
        <PageHeader title="Settings" description="Notifications, appearance and language." />
        <SettingsScreen />
      </PageContainer>
    </RequireAuth>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { NOTIFICATION_SWITCHES, type NotificationSwitch, THEMES, type Theme } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { RequireAuth, useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { applyTheme } from '@/lib/theme';
import { toast } from '@/lib/toast';
import { settingsQueryOptions, useUpdateSettings } from './api/settings';
import { EmailVerificationNotice } from './email-verification-notice';
import { LanguageSelect } from './language-select';

/** The switches the shop acts on; `pushNotifications` stays in the settings but is not offered: the shop sends no browser push. */
type ShownSwitch = Exclude<NotificationSwitch, 'pushNotifications'>;

const SWITCH_TEXT: Record<
  ShownSwitch,
  { label: MessageDescriptor; hint: MessageDescriptor; note?: MessageDescriptor }
> = {
  orderUpdates: { label: msg`Order updates`, hint: msg`Confirmation, dispatch and delivery of your orders` },
  priceAlerts: { label: msg`Price alerts`, hint: msg`When a part on your wishlist gets cheaper` },
  reviewReminders: { label: msg`Review reminders`, hint: msg`A nudge to review parts after delivery` },
  promotionalOffers: { label: msg`Promotional offers`, hint: msg`Sales, coupons and new arrivals` },
  securityAlerts: {
    label: msg`Security alerts`,
    hint: msg`Sign-ins and password changes`,
    note: msg`Always e-mailed, even with these switches off.`,
  },
  emailNotifications: { label: msg`E-mail notifications`, hint: msg`Send the above by e-mail` },
};

const THEME_OPTIONS: Record<Theme, { label: MessageDescriptor; icon: typeof Sun }> = {
  light: { label: msg`Light`, icon: Sun },
  dark: { label: msg`Dark`, icon: Moon },
  system: { label: msg`System`, icon: Monitor },
};

function SettingsScreen() {
  const { data: settings, isPending, isError } = useQuery(settingsQueryOptions());
  // None of the e-mails below go to an address not verified yet: the notice says so and sends the link.
  const { user } = useAuth();
  const update = useUpdateSettings();
  const languageId = useId();
  const { i18n, t } = useLingui();

  if (isError)
    return (
      <p className="text-destructive">
        <Trans>We couldn't load your settings. Please reload the page.</Trans>
      </p>
    );
  if (isPending) return <Skeleton className="h-96 w-full" />;

  function setSwitch(key: NotificationSwitch, value: boolean) {
    update.mutate(
      { notifications: { [key]: value } },
      {
        onSuccess: () => toast.success(t`Notification preferences updated`),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  function setTheme(theme: Theme) {
    applyTheme(theme);
    update.mutate(
      { theme },
      { onSuccess: () => toast.success(t`Theme preference updated`), onError: (e) => toast.error(e.message) },
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold">
          <Trans>Notifications</Trans>
        </h2>
        {user ? <EmailVerificationNotice user={user} className="mt-4" /> : null}
        <ul className="mt-4 divide-y">
          {NOTIFICATION_SWITCHES.filter((key): key is ShownSwitch => key in SWITCH_TEXT).map((key) => (
            <li key={key} className="flex items-center justify-between gap-4 py-3.5">
              <label htmlFor={`switch-${key}`} className="cursor-pointer">
                <span className="block font-medium">{i18n._(SWITCH_TEXT[key].label)}</span>
                <span className="block text-sm text-muted-foreground">{i18n._(SWITCH_TEXT[key].hint)}</span>
                {SWITCH_TEXT[key].note ? (
                  <span className="mt-0.5 block text-xs text-muted-foreground">{i18n._(SWITCH_TEXT[key].note)}</span>
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
            <legend className="text-lg font-semibold">
              <Trans>Theme</Trans>
            </legend>
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
                    {i18n._(label)}
                  </label>
                );
              })}
            </div>
          </fieldset>
        </Card>
        <Card className="p-5 sm:p-6">
          <label htmlFor={languageId} className="text-lg font-semibold">
            <Trans>Language</Trans>
          </label>
          <LanguageSelect
            id={languageId}
            value={settings.language}
            className="mt-4 h-10 w-full rounded-md border border-input bg-card px-3 text-sm"
          />
          <p className="mt-2 text-xs text-muted-foreground">
            <Trans>Saved to your account, on every device you sign in on.</Trans>
          </p>
        </Card>
      </div>
    </div>
  );
}

export default function SettingsPage() {
  const { t } = useLingui();
  return (
    <RequireAuth title={t`Settings`} message={t`Please log in to manage your settings.`}>
      <PageContainer className="py-8 sm:py-10">
        <PageHeader title={t`Settings`} description={t`Notifications, appearance and language.`} />
        <SettingsScreen />
      </PageContainer>
    </RequireAuth>
  );
}

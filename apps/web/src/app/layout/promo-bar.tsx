import { Trans } from '@lingui/react/macro';
import { FREE_SHIPPING_PROMO_RUPEES, SHOP } from '@makerbazaar/core';
import { Icon } from '@/components/ui/icon';
import { formatRupees } from '@/lib/format';
import { LanguageSwitcher } from './language-switcher';

export function PromoBar() {
  const threshold = formatRupees(FREE_SHIPPING_PROMO_RUPEES);
  return (
    <div className="bg-slate-900 text-xs text-slate-100 dark:bg-black">
      {/* At least one line high; a longer sentence (Tamil on a narrow phone) wraps instead of being cut off. */}
      <div className="mx-auto flex min-h-8 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8 desktop:py-1">
        <div className="hidden items-center gap-5 md:flex">
          <a
            href={`mailto:${SHOP.supportEmail}`}
            className="flex min-h-11 items-center gap-1.5 hover:text-white desktop:min-h-0"
          >
            <Icon name="mail" className="size-3.5" aria-hidden="true" /> {SHOP.supportEmail}
          </a>
          <a
            href={`tel:${SHOP.supportPhone.replace(/\s/g, '')}`}
            className="flex min-h-11 items-center gap-1.5 hover:text-white desktop:min-h-0"
          >
            <Icon name="phone" className="size-3.5" aria-hidden="true" /> {SHOP.supportPhone}
          </a>
        </div>
        <p className="flex min-w-0 items-center gap-1.5 font-medium">
          <Icon name="truck" className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="leading-tight">
            <Trans>Free shipping on orders above {threshold}</Trans>
          </span>
        </p>
        <LanguageSwitcher />
      </div>
    </div>
  );
}

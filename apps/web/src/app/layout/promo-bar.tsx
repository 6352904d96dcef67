import { FREE_SHIPPING_PROMO_RUPEES, SHOP } from '@makerbazaar/core';
import { Mail, Phone, Truck } from 'lucide-react';
import { formatRupees } from '@/lib/format';

export function PromoBar() {
  return (
    <div className="bg-slate-900 text-xs text-slate-100 dark:bg-black">
      <div className="mx-auto flex h-8 max-w-7xl items-center justify-center gap-6 px-4 sm:justify-between sm:px-6 lg:px-8">
        <div className="hidden items-center gap-5 sm:flex">
          <a href={`mailto:${SHOP.supportEmail}`} className="flex items-center gap-1.5 hover:text-white">
            <Mail className="size-3.5" aria-hidden="true" /> {SHOP.supportEmail}
          </a>
          <a
            href={`tel:${SHOP.supportPhone.replace(/\s/g, '')}`}
            className="flex items-center gap-1.5 hover:text-white"
          >
            <Phone className="size-3.5" aria-hidden="true" /> {SHOP.supportPhone}
          </a>
        </div>
        <p className="flex items-center gap-1.5 font-medium">
          <Truck className="size-3.5" aria-hidden="true" /> Free shipping on orders above{' '}
          {formatRupees(FREE_SHIPPING_PROMO_RUPEES)}
        </p>
      </div>
    </div>
  );
}

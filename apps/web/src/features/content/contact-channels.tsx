import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { EMAIL_REPLY_TIME, SHOP } from '@makerbazaar/core';
import { Mail, MessageSquare, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SUPPORT_EMAIL_HREF, SUPPORT_PHONE_HREF } from './shop-policy';
import { sayWithShopTimes } from './shop-times';

const replyTime = EMAIL_REPLY_TIME;
const hours = SHOP.supportHours;

const CHANNELS = [
  {
    icon: MessageSquare,
    title: msg`Message us`,
    description: msg`Write to our team through the contact form. We reply within ${replyTime}.`,
    detail: msg`Contact form`,
    action: msg`Send a message`,
    href: '/contact',
  },
  {
    icon: Phone,
    title: msg`Call us`,
    description: msg`Talk to a person about an order or a part, ${hours}.`,
    detail: SHOP.supportPhone,
    action: msg`Call now`,
    href: SUPPORT_PHONE_HREF,
  },
  {
    icon: Mail,
    title: msg`E-mail us`,
    description: msg`Write any time, 24/7, and attach photos or diagrams. We reply within ${replyTime}.`,
    detail: SHOP.supportEmail,
    action: msg`Write an e-mail`,
    href: SUPPORT_EMAIL_HREF,
  },
] as const;

/** The three ways to reach support: the contact form, the phone and e-mail. */
export function ContactChannels() {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {CHANNELS.map(({ icon: Icon, title, description, detail, action, href }) => (
        <li key={href} className="flex flex-col rounded-lg border bg-card p-5 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 font-semibold">{i18n._(title)}</h3>
          <p className="mt-1 flex-1 text-sm text-muted-foreground">{sayWithShopTimes(i18n, description)}</p>
          <p className="mt-3 text-sm font-semibold break-all">{typeof detail === 'string' ? detail : i18n._(detail)}</p>
          <Button asChild variant="outline" className="mt-4 w-full">
            {href.startsWith('/') ? <Link to={href}>{i18n._(action)}</Link> : <a href={href}>{i18n._(action)}</a>}
          </Button>
        </li>
      ))}
    </ul>
  );
}

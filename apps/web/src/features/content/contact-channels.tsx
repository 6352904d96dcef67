import { EMAIL_REPLY_TIME, SHOP } from '@makerbazaar/core';
import { Mail, MessageSquare, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SUPPORT_EMAIL_HREF, SUPPORT_PHONE_HREF } from './shop-policy';

const CHANNELS = [
  {
    icon: MessageSquare,
    title: 'Message us',
    description: `Write to our team through the contact form. We reply within ${EMAIL_REPLY_TIME}.`,
    detail: 'Contact form',
    action: 'Send a message',
    href: '/contact',
  },
  {
    icon: Phone,
    title: 'Call us',
    description: `Talk to a person about an order or a part, ${SHOP.supportHours}.`,
    detail: SHOP.supportPhone,
    action: 'Call now',
    href: SUPPORT_PHONE_HREF,
  },
  {
    icon: Mail,
    title: 'E-mail us',
    description: `Write any time, 24/7, and attach photos or diagrams. We reply within ${EMAIL_REPLY_TIME}.`,
    detail: SHOP.supportEmail,
    action: 'Write an e-mail',
    href: SUPPORT_EMAIL_HREF,
  },
] as const;

/** The three ways to reach support: the contact form, the phone and e-mail. */
export function ContactChannels() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {CHANNELS.map(({ icon: Icon, title, description, detail, action, href }) => (
        <li key={title} className="flex flex-col rounded-lg border bg-card p-5 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 font-semibold">{title}</h3>
          <p className="mt-1 flex-1 text-sm text-muted-foreground">{description}</p>
          <p className="mt-3 text-sm font-semibold break-all">{detail}</p>
          <Button asChild variant="outline" className="mt-4 w-full">
            {href.startsWith('/') ? <Link to={href}>{action}</Link> : <a href={href}>{action}</a>}
          </Button>
        </li>
      ))}
    </ul>
  );
}

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT_THANKS, type ContactMessage, contactMessageSchema, EMAIL_REPLY_TIME, SHOP } from '@makerbazaar/core';
import { BuildingComplex, ExternalLink, LoaderCircle, Mail, MapPin, Phone, Send } from 'lucide-react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { placeServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { useSendContactMessage } from './api/send-contact-message';
import { contactFaq } from './faq';
import { FaqList } from './faq-list';
import { BULK_EMAIL, SUPPORT_EMAIL_HREF, SUPPORT_PHONE_HREF } from './shop-policy';
import { SUPPORT_HOURS, sayWithShopTimes } from './shop-times';

const EMPTY_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY_MESSAGE) as FieldPath<ContactMessage>[];
const DIRECTIONS_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(SHOP.address)}`;

const replyTime = EMAIL_REPLY_TIME;

const DETAILS = [
  {
    icon: Mail,
    label: msg`E-mail`,
    value: SHOP.supportEmail,
    href: SUPPORT_EMAIL_HREF,
    note: msg`Any time, 24/7. We reply within ${replyTime}.`,
  },
  { icon: Phone, label: msg`Phone`, value: SHOP.supportPhone, href: SUPPORT_PHONE_HREF, note: SUPPORT_HOURS },
  {
    icon: BuildingComplex,
    label: msg`Bulk and institutional orders`,
    value: BULK_EMAIL,
    href: `mailto:${BULK_EMAIL}`,
    note: msg`Quotes for colleges, labs and companies`,
  },
];
const FORM_NOTE = msg`We reply by e-mail within ${replyTime}. Include your order number if your message is about an order.`;

function ContactForm() {
  const { t } = useLingui();
  const form = useForm<ContactMessage>({
    resolver: formResolver(contactMessageSchema),
    defaultValues: EMPTY_MESSAGE,
  });
  const { errors } = form.formState;

  const send = useSendContactMessage({
    onSuccess: () => {
      toast.success(CONTACT_THANKS);
      form.reset();
    },
    onError: (error) => {
      const message = placeServerErrors(
        error,
        form.setError,
        FIELDS,
        t`Your message could not be sent. Please try again.`,
      );
      if (message) toast.error(message);
    },
  });

  const aria = (field: FieldPath<ContactMessage>) => fieldAria(`contact-${field}`, errors[field]?.message);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      className="flex flex-1 flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label={t`Name`} error={errors.name?.message}>
          <Input autoComplete="name" {...aria('name')} {...form.register('name')} />
        </Field>
        <Field id="contact-email" label={t`Email`} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...aria('email')}
            {...form.register('email')}
          />
        </Field>
      </div>
      <Field id="contact-subject" label={t`Subject`} error={errors.subject?.message}>
        <Input placeholder={t`e.g. ESP32 not connecting to Wi-Fi`} {...aria('subject')} {...form.register('subject')} />
      </Field>
      <Field id="contact-message" label={t`Message`} error={errors.message?.message} className="flex-1">
        <Textarea
          rows={6}
          className="flex-1"
          placeholder={t`Tell us what you need. For a technical problem, mention the board, how it is wired and what you have tried.`}
          {...aria('message')}
          {...form.register('message')}
        />
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          <Trans>We use your details only to answer this message.</Trans>
        </p>
        <Button type="submit" size="lg" disabled={send.isPending} className="sm:w-auto">
          {send.isPending ? <LoaderCircle className="animate-spin" /> : <Send />}
          {send.isPending ? t`Sending…` : t`Send message`}
        </Button>
      </div>
    </form>
  );
}

/** Roads around the shop, drawn on a 400 × 240 grid: horizontal ones at `y`, vertical ones at `x`. */
const ROADS = [
  { name: 'MG Road', y: 56, width: 16 },
  { name: 'Residency Road', y: 212, width: 14 },
  { name: "St Mark's Rd", x: 78, width: 14 },
  { name: 'Museum Rd', x: 206, width: 12 },
  { name: 'Brigade Rd', x: 318, width: 16 },
];
const CHURCH_STREET_Y = 136;
const BLOCK_COLUMNS = [
  [0, 71],
  [85, 200],
  [212, 310],
  [326, 400],
];
const BLOCK_ROWS = [
  [0, 48],
  [64, 129],
  [143, 205],
  [219, 240],
];
const PARK_WIDTH = 200;
const SHOP_PIN = { x: 290, y: CHURCH_STREET_Y };

/** A stylised street map of central Bengaluru with a pin on Church Street. */
function LocationCard() {
  const { t } = useLingui();
  const shopName = SHOP.name;
  return (
    <figure className="overflow-hidden rounded-lg border bg-card shadow-sm">
      <svg viewBox="0 0 400 240" role="img" aria-labelledby="map-title" className="block w-full bg-muted">
        {/* One text child: the server writes a title's children as one string, so several would not
            match the page the browser hydrates. */}
        <title id="map-title">{t`Map: ${shopName} on Church Street, between St Mark's Road and Brigade Road, one street south of MG Road`}</title>
        <g className="fill-background">
          {BLOCK_ROWS.flatMap(([top = 0, bottom = 0]) =>
            BLOCK_COLUMNS.filter(([, right = 0]) => top > 0 || right > PARK_WIDTH).map(([left = 0, right = 0]) => (
              <rect
                key={`${left}-${top}`}
                x={left + 6}
                y={top + 6}
                width={right - left - 12}
                height={bottom - top - 12}
                rx="4"
              />
            )),
          )}
        </g>
        <rect x="0" y="0" width={PARK_WIDTH} height="48" className="fill-success/20" />
        <text x="142" y="29" textAnchor="middle" className="fill-success text-[12px] font-semibold">
          <Trans>Cubbon Park</Trans>
        </text>
        <g className="stroke-card">
          {ROADS.map((road) => (
            <path
              key={road.name}
              d={road.y === undefined ? `M${road.x} 0V240` : `M0 ${road.y}H400`}
              strokeWidth={road.width}
            />
          ))}
        </g>
        <path d={`M0 ${CHURCH_STREET_Y}H400`} className="stroke-primary/70" strokeWidth="16" />
        <g className="fill-muted-foreground text-[11px] font-medium" textAnchor="middle" dominantBaseline="central">
          {ROADS.map((road) =>
            road.y === undefined ? (
              <text key={road.name} transform={`translate(${road.x} 96) rotate(-90)`}>
                {road.name}
              </text>
            ) : (
              <text key={road.name} x="142" y={road.y}>
                {road.name}
              </text>
            ),
          )}
        </g>
        <text
          x="142"
          y={CHURCH_STREET_Y}
          textAnchor="middle"
          dominantBaseline="central"
          className="fill-primary-foreground text-[11px] font-semibold"
        >
          <Trans>Church Street</Trans>
        </text>
        <g transform={`translate(${SHOP_PIN.x} ${SHOP_PIN.y})`}>
          <ellipse rx="10" ry="4" className="fill-foreground/25" />
          <path
            d="M0 0c-10-12-15-19-15-26a15 15 0 0 1 30 0c0 7-5 14-15 26z"
            className="fill-highlight stroke-card"
            strokeWidth="2"
          />
          <circle cy="-26" r="5.5" className="fill-card" />
        </g>
      </svg>
      <figcaption className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-2.5">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <p className="font-semibold">
              <Trans>{shopName}, Bengaluru</Trans>
            </p>
            <address className="text-sm text-muted-foreground not-italic">{SHOP.address}</address>
          </div>
        </div>
        <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
          <a href={DIRECTIONS_URL} target="_blank" rel="noreferrer">
            <Trans>Get directions</Trans> <ExternalLink />
            <span className="sr-only">
              <Trans>(opens Google Maps in a new tab)</Trans>
            </span>
          </a>
        </Button>
      </figcaption>
    </figure>
  );
}

export default function ContactPage() {
  const { i18n, t } = useLingui();
  return (
    <PageContainer className="py-8 sm:py-10">
      <PageHeader
        title={t`Contact Us`}
        description={t`Questions about an order, a part or a project? Write to us and a real person will answer.`}
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_1.15fr]">
        <div className="space-y-6">
          <ul className="divide-y rounded-lg border bg-card shadow-sm">
            {DETAILS.map(({ icon: Icon, label, value, href, note }) => (
              <li key={href} className="flex gap-3 p-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm text-muted-foreground">{i18n._(label)}</p>
                  <a href={href} className="font-semibold break-all hover:text-primary">
                    {value}
                  </a>
                  <p className="text-xs text-muted-foreground">{sayWithShopTimes(i18n, note)}</p>
                </div>
              </li>
            ))}
          </ul>
          <LocationCard />
        </div>

        <section
          aria-labelledby="contact-form-heading"
          className="flex flex-col rounded-lg border bg-card p-5 shadow-sm sm:p-6"
        >
          <h2 id="contact-form-heading" className="text-lg font-semibold">
            <Trans>Send us a message</Trans>
          </h2>
          <p className="mt-1 mb-5 text-sm text-muted-foreground">{sayWithShopTimes(i18n, FORM_NOTE)}</p>
          <ContactForm />
        </section>
      </div>

      <section aria-labelledby="contact-faq-heading" className="mx-auto mt-14 max-w-3xl">
        <h2 id="contact-faq-heading" className="mb-4 text-xl font-bold tracking-tight">
          <Trans>Before you write</Trans>
        </h2>
        <FaqList entries={contactFaq(i18n)} />
      </section>
    </PageContainer>
  );
}

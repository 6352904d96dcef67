import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHOP } from '@makerbazaar/core';
import {
  BadgeIndianRupee,
  Boxes,
  BuildingComplex,
  Clock,
  FileCheckCorner,
  FilePenLine,
  FlaskConical,
  GraduationCap,
  ListChecks,
  type LucideIcon,
  Mail,
  Phone,
  School,
  Truck,
} from 'lucide-react';
import { Link } from 'react-router';
import { type Feature, FeatureCards, FeatureRows, LandingHero, SectionHeading } from '@/components/landing-blocks';
import { Button } from '@/components/ui/button';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { PageContainer } from '@/components/ui/page';
import { BulkQuoteForm } from './bulk-quote-form';
import { BULK_EMAIL, DISPATCH_HOURS, SUPPORT_PHONE_HREF } from './shop-policy';
import { sayWithShopTimes } from './shop-times';

const QUOTE_BODY = [
  'Organisation:',
  'GSTIN (if any):',
  'Delivery PIN code:',
  'Needed by:',
  '',
  'Items (product name or link, quantity):',
  '1. ',
].join('\n');
const QUOTE_HREF = `mailto:${BULK_EMAIL}?subject=${encodeURIComponent('Bulk quote request')}&body=${encodeURIComponent(QUOTE_BODY)}`;

const bulkEmail = BULK_EMAIL;
const phone = SHOP.supportPhone;
const hours = SHOP.supportHours;
const { from: dispatchFrom, to: dispatchTo } = DISPATCH_HOURS;
const SEND_OR_CALL = msg`Send your list or purchase order to ${bulkEmail}, or call us ${hours}.`;

const CUSTOMERS: { icon: LucideIcon; title: MessageDescriptor }[] = [
  { icon: GraduationCap, title: msg`Engineering colleges and polytechnics` },
  { icon: School, title: msg`Schools and Atal Tinkering Labs` },
  { icon: FlaskConical, title: msg`R&D labs and startups` },
  { icon: BuildingComplex, title: msg`Companies and training institutes` },
];

const OFFERS: Feature[] = [
  {
    icon: BadgeIndianRupee,
    title: msg`GST invoices`,
    text: msg`A tax invoice in your organisation’s name with your GSTIN, so you can claim input tax credit.`,
  },
  {
    icon: FilePenLine,
    title: msg`Purchase orders accepted`,
    text: msg`Send a PO from your institution or company and pay by NEFT, RTGS or UPI against our proforma invoice.`,
  },
  {
    icon: Boxes,
    title: msg`Lab kits to your syllabus`,
    text: msg`Per-student or per-bench kits, packed and labelled for your lab experiments, workshop or course.`,
  },
  {
    icon: FileCheckCorner,
    title: msg`Genuine, tested stock`,
    text: msg`The same genuine parts as our shop, batch-tested, with datasheets and quotations your purchase committee can file.`,
  },
];

const TIERS = [
  { quantity: msg`10–49 units`, discount: msg`5% off list price`, suits: msg`Class sets, workshops, hackathons` },
  { quantity: msg`50–99 units`, discount: msg`8% off list price`, suits: msg`Department labs, project batches` },
  {
    quantity: msg`100+ units`,
    discount: msg`Custom quote, usually 10–15% off`,
    suits: msg`Institutions, companies, production runs`,
  },
];

const STEPS = [
  {
    title: msg`Make your list`,
    text: msg`Product names or links and the quantity of each, your delivery PIN code, your GSTIN and the date you need them by.`,
  },
  {
    title: msg`Send it to us`,
    text: msg`Fill in the form below, e-mail it to ${bulkEmail}, or call ${phone} (${hours}) and we will take it down.`,
  },
  {
    title: msg`Get your quote`,
    text: msg`Within one working day: prices with GST, the delivery date and a proforma invoice for your accounts team.`,
  },
  {
    title: msg`Confirm and receive`,
    text: msg`Send your purchase order or payment, and we ship with the GST invoice and a packing list.`,
  },
];

const TURNAROUND: Feature[] = [
  { icon: Clock, title: msg`Quote`, text: msg`Within one working day of your request.` },
  {
    icon: Truck,
    title: msg`In-stock items`,
    text: msg`Dispatched within ${dispatchFrom}–${dispatchTo} hours of your PO or payment.`,
  },
  {
    icon: Boxes,
    title: msg`Large or special orders`,
    text: msg`Usually 1–3 weeks; the quote states the date we commit to.`,
  },
];

export default function BulkOrdersPage() {
  const { i18n, t } = useLingui();
  const steps = STEPS.map((step) => ({ title: i18n._(step.title), text: sayWithShopTimes(i18n, step.text) }));
  return (
    <>
      <LandingHero
        eyebrow={t`Bulk orders`}
        title={t`Equip your lab, class or team`}
        description={t`Volume pricing, GST invoices and purchase orders for colleges, schools, labs and companies across India — with parts you can trust in every kit.`}
        gradient="from-emerald-700 via-teal-800 to-slate-900"
        icon={Boxes}
      >
        <Button asChild size="lg" variant="highlight">
          <a href="#quote-request">
            <FilePenLine /> <Trans>Request a quote</Trans>
          </a>
        </Button>
        <Button asChild size="lg" variant="on-dark">
          <a href={SUPPORT_PHONE_HREF}>
            <Phone /> <Trans>Call {phone}</Trans>
          </a>
        </Button>
        <Button asChild size="lg" variant="on-dark">
          <Link to="/bom">
            <ListChecks /> <Trans>Upload a parts list</Trans>
          </Link>
        </Button>
      </LandingHero>

      <PageContainer className="space-y-14 py-8 sm:py-10">
        <section aria-label={t`Who we supply`}>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {CUSTOMERS.map(({ icon: Icon, title }) => (
              <li
                key={title.id}
                className="flex items-center gap-3 rounded-lg border bg-card p-4 text-sm font-medium shadow-sm"
              >
                <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
                {i18n._(title)}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="bulk-offer">
          <SectionHeading id="bulk-offer" title={t`What we offer`} />
          <FeatureCards features={OFFERS} look="tile" className="sm:grid-cols-2 lg:grid-cols-4" />
        </section>

        <section aria-labelledby="bulk-pricing">
          <SectionHeading
            id="bulk-pricing"
            title={t`Volume pricing`}
            description={t`Tiers apply to each product. Orders that mix many products are quoted as a whole.`}
          />
          <div className="overflow-hidden rounded-lg border bg-card shadow-sm">
            <table className="w-full text-left text-sm">
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                    <Trans>Quantity of one product</Trans>
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                    <Trans>Your price</Trans>
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell sm:px-5">
                    <Trans>Typical for</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {TIERS.map((tier) => (
                  <tr key={tier.quantity.id}>
                    <th scope="row" className="px-4 py-3.5 font-semibold sm:px-5">
                      {i18n._(tier.quantity)}
                    </th>
                    <td className="px-4 py-3.5 font-medium text-primary sm:px-5">{i18n._(tier.discount)}</td>
                    <td className="hidden px-4 py-3.5 text-muted-foreground sm:table-cell sm:px-5">
                      {i18n._(tier.suits)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="bulk-how">
          <SectionHeading id="bulk-how" title={t`How it works`} />
          <NumberedSteps steps={steps} className="grid gap-6 space-y-0 sm:grid-cols-2 lg:grid-cols-4" />
        </section>

        <section
          id="quote-request"
          aria-labelledby="bulk-quote"
          className="grid scroll-mt-40 gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]"
        >
          <div className="rounded-lg border bg-card p-5 shadow-sm sm:p-6">
            <h2 id="bulk-quote" className="text-lg font-semibold">
              <Trans>Request a quote</Trans>
            </h2>
            <p className="mt-1 mb-5 text-sm text-muted-foreground">
              <Trans>
                Tell us what you need. We reply with prices including GST, a delivery date and a proforma invoice.
              </Trans>
            </p>
            <BulkQuoteForm />
          </div>

          <aside className="space-y-6 self-start">
            <div className="rounded-lg border bg-card p-5 shadow-sm sm:p-6">
              <h2 id="bulk-turnaround" className="text-lg font-semibold">
                <Trans>Turnaround</Trans>
              </h2>
              <FeatureRows features={TURNAROUND} look="bare" className="mt-4 space-y-4" />
            </div>
            <div className="rounded-lg border bg-secondary/40 p-5 sm:p-6">
              <h2 className="text-lg font-semibold">
                <Trans>Prefer e-mail or the phone?</Trans>
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{sayWithShopTimes(i18n, SEND_OR_CALL)}</p>
              <div className="mt-4 flex flex-wrap gap-2">
                <Button asChild size="sm">
                  <a href={QUOTE_HREF}>
                    <Mail /> <Trans>E-mail us</Trans>
                  </a>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <a href={SUPPORT_PHONE_HREF}>
                    <Phone /> <Trans>Call {phone}</Trans>
                  </a>
                </Button>
              </div>
            </div>
          </aside>
        </section>
      </PageContainer>
    </>
  );
}

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
  type LucideIcon,
  Mail,
  Phone,
  School,
  Truck,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { PageContainer } from '@/components/ui/page';
import { BulkQuoteForm } from './bulk-quote-form';
import { HERO_OUTLINE_BUTTON, LandingHero, SectionHeading } from './landing-sections';
import { BULK_EMAIL, DISPATCH_TIME, SUPPORT_PHONE_HREF } from './shop-policy';

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

const CUSTOMERS: { icon: LucideIcon; title: string }[] = [
  { icon: GraduationCap, title: 'Engineering colleges and polytechnics' },
  { icon: School, title: 'Schools and Atal Tinkering Labs' },
  { icon: FlaskConical, title: 'R&D labs and startups' },
  { icon: BuildingComplex, title: 'Companies and training institutes' },
];

const OFFERS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BadgeIndianRupee,
    title: 'GST invoices',
    text: 'A tax invoice in your organisation’s name with your GSTIN, so you can claim input tax credit.',
  },
  {
    icon: FilePenLine,
    title: 'Purchase orders accepted',
    text: 'Send a PO from your institution or company and pay by NEFT, RTGS or UPI against our proforma invoice.',
  },
  {
    icon: Boxes,
    title: 'Lab kits to your syllabus',
    text: 'Per-student or per-bench kits, packed and labelled for your lab experiments, workshop or course.',
  },
  {
    icon: FileCheckCorner,
    title: 'Genuine, tested stock',
    text: 'The same genuine parts as our shop, batch-tested, with datasheets and quotations your purchase committee can file.',
  },
];

const TIERS = [
  { quantity: '10–49 units', discount: '5% off list price', suits: 'Class sets, workshops, hackathons' },
  { quantity: '50–99 units', discount: '8% off list price', suits: 'Department labs, project batches' },
  {
    quantity: '100+ units',
    discount: 'Custom quote, usually 10–15% off',
    suits: 'Institutions, companies, production runs',
  },
];

const STEPS = [
  {
    title: 'Make your list',
    text: 'Product names or links and the quantity of each, your delivery PIN code, your GSTIN and the date you need them by.',
  },
  {
    title: 'Send it to us',
    text: `Fill in the form below, e-mail it to ${BULK_EMAIL}, or call ${SHOP.supportPhone} (${SHOP.supportHours}) and we will take it down.`,
  },
  {
    title: 'Get your quote',
    text: 'Within one working day: prices with GST, the delivery date and a proforma invoice for your accounts team.',
  },
  {
    title: 'Confirm and receive',
    text: 'Send your purchase order or payment, and we ship with the GST invoice and a packing list.',
  },
];

const TURNAROUND: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Clock, title: 'Quote', text: 'Within one working day of your request.' },
  { icon: Truck, title: 'In-stock items', text: `Dispatched within ${DISPATCH_TIME} of your PO or payment.` },
  {
    icon: Boxes,
    title: 'Large or special orders',
    text: 'Usually 1–3 weeks; the quote states the date we commit to.',
  },
];

export default function BulkOrdersPage() {
  return (
    <>
      <LandingHero
        eyebrow="Bulk orders"
        title="Equip your lab, class or team"
        description="Volume pricing, GST invoices and purchase orders for colleges, schools, labs and companies across India — with parts you can trust in every kit."
        gradient="from-emerald-700 via-teal-800 to-slate-900"
        icon={Boxes}
      >
        <Button asChild size="lg" variant="highlight">
          <a href="#quote-request">
            <FilePenLine /> Request a quote
          </a>
        </Button>
        <Button asChild size="lg" variant="outline" className={HERO_OUTLINE_BUTTON}>
          <a href={SUPPORT_PHONE_HREF}>
            <Phone /> Call {SHOP.supportPhone}
          </a>
        </Button>
      </LandingHero>

      <PageContainer className="space-y-14 py-8 sm:py-10">
        <section aria-label="Who we supply">
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {CUSTOMERS.map(({ icon: Icon, title }) => (
              <li
                key={title}
                className="flex items-center gap-3 rounded-lg border bg-card p-4 text-sm font-medium shadow-sm"
              >
                <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
                {title}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="bulk-offer">
          <SectionHeading id="bulk-offer" title="What we offer" />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {OFFERS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-lg border bg-card p-5 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="bulk-pricing">
          <SectionHeading
            id="bulk-pricing"
            title="Volume pricing"
            description="Tiers apply to each product. Orders that mix many products are quoted as a whole."
          />
          <div className="overflow-hidden rounded-lg border bg-card shadow-sm">
            <table className="w-full text-left text-sm">
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                    Quantity of one product
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                    Your price
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell sm:px-5">
                    Typical for
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {TIERS.map((tier) => (
                  <tr key={tier.quantity}>
                    <th scope="row" className="px-4 py-3.5 font-semibold sm:px-5">
                      {tier.quantity}
                    </th>
                    <td className="px-4 py-3.5 font-medium text-primary sm:px-5">{tier.discount}</td>
                    <td className="hidden px-4 py-3.5 text-muted-foreground sm:table-cell sm:px-5">{tier.suits}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="bulk-how">
          <SectionHeading id="bulk-how" title="How it works" />
          <NumberedSteps steps={STEPS} className="grid gap-6 space-y-0 sm:grid-cols-2 lg:grid-cols-4" />
        </section>

        <section
          id="quote-request"
          aria-labelledby="bulk-quote"
          className="grid scroll-mt-40 gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]"
        >
          <div className="rounded-lg border bg-card p-5 shadow-sm sm:p-6">
            <h2 id="bulk-quote" className="text-lg font-semibold">
              Request a quote
            </h2>
            <p className="mt-1 mb-5 text-sm text-muted-foreground">
              Tell us what you need. We reply with prices including GST, a delivery date and a proforma invoice.
            </p>
            <BulkQuoteForm />
          </div>

          <aside className="space-y-6 self-start">
            <div className="rounded-lg border bg-card p-5 shadow-sm sm:p-6">
              <h2 id="bulk-turnaround" className="text-lg font-semibold">
                Turnaround
              </h2>
              <ul className="mt-4 space-y-4">
                {TURNAROUND.map(({ icon: Icon, title, text }) => (
                  <li key={title} className="flex gap-3">
                    <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                    <div>
                      <p className="font-semibold">{title}</p>
                      <p className="text-sm text-muted-foreground">{text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-lg border bg-secondary/40 p-5 sm:p-6">
              <h2 className="text-lg font-semibold">Prefer e-mail or the phone?</h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Send your list or purchase order to {BULK_EMAIL}, or call us {SHOP.supportHours}.
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                <Button asChild size="sm">
                  <a href={QUOTE_HREF}>
                    <Mail /> E-mail us
                  </a>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <a href={SUPPORT_PHONE_HREF}>
                    <Phone /> Call {SHOP.supportPhone}
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

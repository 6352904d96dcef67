import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CourseDetail, Order } from '@makerbazaar/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, CircleCheck, Clock, CreditCard, Layers, Loader2, Mail, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { FocusedHeading } from '@/components/ui/focused-heading';
import { NotFoundState } from '@/components/ui/load-problem';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth, useEmailsReachCustomer } from '@/features/auth';
import { CourseCover, courseQueryOptions, enrollmentsQueryOptions, formatCoursePrice } from '@/features/courses';
import { ApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCreateCourseOrder } from './api/create-course-order';
import { usePaymentOptions } from './api/get-payment-options';
import { AwaitingPayment } from './components/awaiting-payment';
import { CheckoutScreen } from './components/checkout-screen';
import { MyOrdersButton } from './components/my-orders-button';
import { SummaryLine } from './components/summary-line';
import { ORDER_FAILED, ORDER_FAILED_FALLBACK } from './messages';
import { TestGateway } from './payment/test-gateway';
import { type PaymentResult, preparePaymentWindow, useCompletePayment } from './payment/use-complete-payment';
import { useSignInFirst } from './use-sign-in-first';

type Unpaid = Exclude<PaymentResult, { status: 'paid' }>;

const COURSES_PAID_ONLINE = msg`Courses are paid online, which is not available at the moment. Please try again later.`;

/** After the verified payment: the customer owns the course. */
function Enrolled({ course }: { course: CourseDetail }) {
  const title = course.title;
  const emailed = useEmailsReachCustomer();
  return (
    <PageContainer className="py-10 sm:py-16">
      <Card className="mx-auto max-w-lg p-6 text-center sm:p-8">
        <CircleCheck className="mx-auto size-12 text-success" aria-hidden="true" />
        <FocusedHeading className="mt-3 text-2xl font-bold tracking-tight">
          <Trans>You're enrolled!</Trans>
        </FocusedHeading>
        <p className="mt-2 text-muted-foreground">
          {emailed ? (
            <Trans>{title} is yours. The access details are on their way to your e-mail.</Trans>
          ) : (
            <Trans>
              {title} is yours: everything you need is on the course page. We e-mail course details only to a verified
              address; confirm yours on your profile.
            </Trans>
          )}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <ButtonLink to={`/courses/${course.slug}`}>
            <BookOpen /> <Trans>Continue</Trans>
          </ButtonLink>
          <MyOrdersButton variant="outline" />
        </div>
      </Card>
    </PageContainer>
  );
}

/** What the customer is buying and how they pay: online only, nothing to ship. */
function CourseSummary({ course, onOrder }: { course: CourseDetail; onOrder: (order: Order) => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const paymentOptions = usePaymentOptions();
  const createOrder = useCreateCourseOrder();
  const [refusal, setRefusal] = useState<string | null>(null);
  const online = paymentOptions.data?.online ?? true;
  const lessons = course.syllabus.reduce((sum, module) => sum + module.lessons.length, 0);
  const duration = course.duration;
  const modules = course.syllabus.length;
  const price = formatRupees(course.price);
  const emailed = useEmailsReachCustomer();

  function buy() {
    setRefusal(null);
    preparePaymentWindow(paymentOptions.data?.provider);
    createOrder.mutate(
      { course_id: course.id, total_amount: course.price },
      {
        onSuccess: onOrder,
        onError: (error) => {
          const message = (error instanceof ApiError && error.serverMessage) || i18n._(ORDER_FAILED_FALLBACK);
          setRefusal(message);
          toast.error(i18n._(ORDER_FAILED), { description: message });
          // The price changed, or the course is already theirs: show the course as it is now.
          if (error instanceof ApiError && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: courseQueryOptions(course.slug).queryKey });
            void queryClient.invalidateQueries({ queryKey: enrollmentsQueryOptions().queryKey });
          }
        },
      },
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
      <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:p-6">
        <div className="w-full shrink-0 overflow-hidden rounded-md border sm:w-48">
          <CourseCover course={course} sizes="(min-width: 640px) 12rem, calc(100vw - 4.5rem)" />
        </div>
        <div className="min-w-0 space-y-3">
          <h2 className="text-lg leading-snug font-semibold">
            <Link to={`/courses/${course.slug}`} className="hover:text-primary">
              {course.title}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">{course.instructor}</p>
          <ul className="space-y-1.5 text-sm">
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 text-primary" /> <Trans>{duration} at your own pace</Trans>
            </li>
            <li className="flex items-center gap-2">
              <Layers aria-hidden="true" className="size-4 text-primary" />{' '}
              <Trans>
                <Plural value={modules} one="# module" other="# modules" />,{' '}
                <Plural value={lessons} one="# lesson" other="# lessons" />
              </Trans>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 text-primary" />{' '}
              {emailed ? (
                <Trans>Nothing to ship: access details by e-mail</Trans>
              ) : (
                <Trans>Nothing to ship: everything is on the course page</Trans>
              )}
            </li>
          </ul>
        </div>
      </Card>
      <Card className="p-5 sm:p-6 lg:sticky lg:top-36">
        <h2 className="text-lg font-semibold">
          <Trans>Order summary</Trans>
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          <SummaryLine label={<Trans>Course</Trans>}>{formatCoursePrice(course.price, i18n)}</SummaryLine>
          <SummaryLine label={<Trans>Payment</Trans>}>
            <Trans>Online: UPI, cards, net banking</Trans>
          </SummaryLine>
          <SummaryLine kind="total" label={<Trans>Total</Trans>}>
            {formatRupees(course.price)}
          </SummaryLine>
        </dl>
        {refusal || !online ? (
          <p
            role="alert"
            className="mt-4 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            {refusal ?? i18n._(COURSES_PAID_ONLINE)}
          </p>
        ) : null}
        <Button size="lg" className="mt-5 w-full" onClick={buy} disabled={!online || createOrder.isPending}>
          {createOrder.isPending ? <Loader2 className="animate-spin" /> : <CreditCard />}
          <Trans>Pay {price}</Trans>
        </Button>
        <p className="mt-2 text-center text-xs text-muted-foreground">
          <Trans>You are enrolled as soon as the payment is confirmed.</Trans>
        </p>
      </Card>
    </div>
  );
}

/** Buying a paid course: its summary, then the payment, then the enrolment. */
function CourseCheckout({ slug }: { slug: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const course = useQuery(courseQueryOptions(slug));
  const enrollments = useQuery(enrollmentsQueryOptions());
  const [awaiting, setAwaiting] = useState<Order | null>(null);
  const [outcome, setOutcome] = useState<Unpaid | null>(null);
  const [paid, setPaid] = useState(false);
  const payment = useCompletePayment((result) => {
    if (result.status !== 'paid') {
      setOutcome(result);
      return;
    }
    setPaid(true);
    void queryClient.invalidateQueries({ queryKey: enrollmentsQueryOptions().queryKey });
  });

  function pay(order: Order) {
    setAwaiting(order);
    setOutcome(null);
    payment.start(order);
  }

  let screen: ReactNode;
  if (course.isError) {
    screen = (
      <PageContainer className="py-10">
        <NotFoundState
          icon={<TriangleAlert />}
          title={t`Course not found`}
          description={t`It may have been withdrawn.`}
          link={{ to: '/courses', label: <Trans>All courses</Trans> }}
        />
      </PageContainer>
    );
  } else if (!course.data || enrollments.isPending) {
    screen = (
      <PageContainer className="py-6 sm:py-8">
        <PageHeader title={t`Buy a course`} />
        <div className="grid gap-6 lg:grid-cols-[1fr_24rem]" aria-busy="true">
          <Skeleton className="h-48" />
          <Skeleton className="h-64" />
        </div>
      </PageContainer>
    );
  } else if (paid || enrollments.data?.some((e) => e.course.id === course.data.id)) {
    screen = <Enrolled course={course.data} />;
  } else if (awaiting) {
    screen = <AwaitingPayment order={awaiting} outcome={outcome} busy={payment.isBusy} onPay={() => pay(awaiting)} />;
  } else {
    screen = (
      <CheckoutScreen
        backLabel={<Trans>Back to the course</Trans>}
        title={t`Buy a course`}
        description={t`Pay online and start learning as soon as the payment is confirmed.`}
      >
        <CourseSummary course={course.data} onOrder={pay} />
      </CheckoutScreen>
    );
  }
  return (
    <>
      {screen}
      <TestGateway {...payment.dialog} />
    </>
  );
}

export default function CourseCheckoutPage() {
  const { slug = '' } = useParams();
  const { isAuthenticated } = useAuth();
  useSignInFirst(`/checkout/course/${slug}`);

  return isAuthenticated ? <CourseCheckout slug={slug} /> : null;
}

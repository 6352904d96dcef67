import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@makerbazaar/core';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useSendToLogin } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';
import { useSessionStatus } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useEnroll } from './api/enroll';
import { useEnrollments } from './api/get-enrollments';

const FREE = msg`Free`;

/** A course's price as its card and page show it: 'Free' in the visitor's language (the screen's `i18n`), or rupees. */
export function formatCoursePrice(price: number, i18n: I18n): string {
  return price === 0 ? i18n._(FREE) : formatRupees(price);
}

/** Where a paid course is bought: checkout, with nothing to ship. */
export const courseCheckoutPath = (slug: string) => `/checkout/course/${slug}`;

/**
 * Whether the customer is enrolled in `course`, and how to enrol: a visitor is sent to sign in
 * and brought back; a signed-in customer is enrolled in a free course at once (and told so with
 * the server's words), and taken to checkout to buy a paid one.
 */
export function useCourseEnrolment(course: Pick<Course, 'id' | 'title' | 'slug' | 'price'>) {
  const { t } = useLingui();
  const status = useSessionStatus();
  const enrollments = useEnrollments();
  const enroll = useEnroll();
  const sendToLogin = useSendToLogin();
  const navigate = useNavigate();
  const enrolment = status === 'authenticated' ? enrollments.data?.find((e) => e.course.id === course.id) : undefined;

  function start() {
    if (status !== 'authenticated') {
      sendToLogin(t`Please login to enrol in a course`);
      return;
    }
    if (course.price > 0) {
      navigate(courseCheckoutPath(course.slug));
      return;
    }
    enroll.mutate(course, {
      onSuccess: (result) => toast.success(result.detail),
      onError: (error) => {
        // The api client has already tried to renew the session; it is over.
        if (error instanceof ApiError && error.status === 401) sendToLogin(t`Please login to enrol in a course`);
        else
          toast.error(
            (error instanceof ApiError && error.serverMessage) || t`We could not enrol you. Please try again.`,
          );
      },
    });
  }

  return {
    enrolledAt: enrolment?.enrolled_at,
    /** A paid course is bought, not enrolled in with one click. */
    isPaid: course.price > 0,
    isEnrolling: enroll.isPending,
    /** Until the session is known, a click could not tell a visitor from a customer. */
    canStart: status !== 'loading' && !enroll.isPending,
    start,
  };
}

/** The Enrol Now (free) or Buy Now (paid) button of a course the customer is not enrolled in. */
export function EnrolButton({
  courseTitle,
  enrolment,
  ...props
}: Omit<ButtonProps, 'onClick' | 'children'> & {
  courseTitle: string;
  enrolment: ReturnType<typeof useCourseEnrolment>;
}) {
  const { t } = useLingui();
  const title = courseTitle;
  if (enrolment.isPaid) {
    return (
      <Button {...props} disabled={!enrolment.canStart} onClick={enrolment.start} aria-label={t`Buy ${title}`}>
        <Icon name="shopping-bag" />
        <Trans>Buy Now</Trans>
      </Button>
    );
  }
  return (
    <Button
      {...props}
      disabled={!enrolment.canStart}
      onClick={enrolment.start}
      aria-label={enrolment.isEnrolling ? t`Enrolling… in ${title}` : t`Enrol Now in ${title}`}
    >
      {enrolment.isEnrolling ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="graduation-cap" />}
      {enrolment.isEnrolling ? <Trans>Enrolling…</Trans> : <Trans>Enrol Now</Trans>}
    </Button>
  );
}

export function EnrolledBadge({ className }: { className?: string }) {
  return (
    <Badge variant="success" className={cn('gap-1 py-1', className)}>
      <Icon name="circle-check" aria-hidden="true" className="size-3.5" /> <Trans>Enrolled</Trans>
    </Badge>
  );
}

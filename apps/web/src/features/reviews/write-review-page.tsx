import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReviewInput, reviewInputSchema } from '@makerbazaar/core';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ProductThumbnail } from '@/components/product-image';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Field, FormField, fieldAria } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { Textarea } from '@/components/ui/input';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { RequireAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { showServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { useDeleteReview, useReviewEligibility, useSaveReview } from './api/reviews';

type ReviewValues = z.output<typeof reviewInputSchema>;
const REVIEW_FIELDS = ['rating', 'title', 'comment'] as const;
const STAR_WORDS = [msg`Poor`, msg`Fair`, msg`Good`, msg`Very good`, msg`Excellent`];

/** Five stars as radio buttons: keyboard and screen readers choose a number, the eye sees stars. */
function StarInput({
  value,
  onChange,
  error,
}: {
  value: number | undefined;
  onChange: (stars: number) => void;
  error?: string;
}) {
  const id = useId();
  const { i18n, t } = useLingui();
  const wordOf = (stars: number) => {
    const descriptor = STAR_WORDS[stars - 1];
    return descriptor ? i18n._(descriptor) : '';
  };
  const starLabel = (count: number) => {
    const word = wordOf(count);
    return t`${plural(count, { one: `# star: ${word}`, other: `# stars: ${word}` })}`;
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">
        <Trans>Your rating</Trans>
      </legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={`${id}-stars`}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
              aria-label={starLabel(stars)}
            />
            <Icon
              name="star"
              aria-hidden
              className={cn(
                'size-8',
                value && stars <= value ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/50',
              )}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-muted-foreground">
          {value ? wordOf(value) : <Trans>Choose 1 to 5 stars</Trans>}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function ReviewForm({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const eligibility = useReviewEligibility(slug);
  const save = useSaveReview();
  const remove = useDeleteReview();
  const commentId = useId();
  const form = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: formResolver(reviewInputSchema),
    defaultValues: { title: '', comment: '' },
  });
  const existing = eligibility.data?.review ?? null;
  const { reset } = form;
  useEffect(() => {
    if (existing) reset({ rating: existing.rating, title: existing.title, comment: existing.comment });
  }, [existing, reset]);

  if (eligibility.isPending) return <Skeleton className="h-96 w-full max-w-2xl" />;
  if (eligibility.isError || !eligibility.data) {
    return (
      <EmptyState
        icon={<Icon name="package-check" />}
        title={t`Product not found`}
        description={t`This product is not for sale any more.`}
      />
    );
  }
  const { product, can_review } = eligibility.data;
  const name = product.name;
  if (!can_review && !existing) {
    return (
      <EmptyState
        icon={<Icon name="package-check" />}
        title={t`Reviews are for delivered orders`}
        description={t`You can review ${name} once an order with it has been delivered to you.`}
      >
        <ButtonLink to={`/product/${product.slug}`}>
          <Trans>Back to the product</Trans>
        </ButtonLink>
      </EmptyState>
    );
  }
  const errors = form.formState.errors;

  function submit(values: ReviewValues) {
    save.mutate(
      existing ? { id: existing.id, review: values } : { id: null, review: { ...values, product_id: product.id } },
      {
        onSuccess: () => {
          toast.success(existing ? t`Your review is updated` : t`Thanks for your review!`);
          navigate(`/product/${product.slug}`);
        },
        onError: (error) => {
          showServerErrors(error, form.setError, REVIEW_FIELDS, t`Your review could not be saved.`);
        },
      },
    );
  }

  return (
    <Card className="max-w-2xl p-5 sm:p-6">
      <div className="mb-5 flex items-center gap-4 border-b pb-5">
        <ProductThumbnail product={product} width={80} />
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground">
            {existing ? <Trans>Editing your review of</Trans> : <Trans>Reviewing</Trans>}
          </p>
          <Link to={`/product/${product.slug}`} className="font-semibold hover:text-primary">
            {product.name}
          </Link>
        </div>
      </div>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-5">
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarInput value={field.value} onChange={field.onChange} error={errors.rating?.message} />
          )}
        />
        <FormField
          label={t`Title`}
          maxLength={120}
          placeholder={t`What stood out?`}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Field
          id={commentId}
          label={t`Your review`}
          error={errors.comment?.message}
          hint={t`Plain text. How did you use it, and how did it do?`}
        >
          <Textarea
            className="min-h-36"
            maxLength={2000}
            {...fieldAria(commentId, errors.comment?.message)}
            {...form.register('comment')}
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {existing ? (
            <Button
              type="button"
              variant="ghost"
              className="text-destructive hover:text-destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(existing.id, {
                  onSuccess: () => {
                    toast.success(t`Your review is deleted`);
                    navigate('/reviews');
                  },
                })
              }
            >
              <Icon name="trash" /> <Trans>Delete review</Trans>
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Icon name="loader-circle" className="animate-spin" /> : null}
            {existing ? <Trans>Save changes</Trans> : <Trans>Submit review</Trans>}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** /reviews/write/:slug: the review form for one product, new or to edit. */
export default function WriteReviewPage() {
  const { slug = '' } = useParams();
  const { t } = useLingui();
  return (
    <RequireAuth title={t`Write a review`} message={t`Please log in to write a review.`}>
      <PageContainer className="py-8">
        <PageHeader title={t`Write a review`} description={t`Your review helps other makers choose the right part.`} />
        <ReviewForm slug={slug} />
      </PageContainer>
    </RequireAuth>
  );
}

import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A badge's look: the classes of `index.css` (components layer, so a caller's `className` wins). */
const badgeVariants = cva('badge', {
  variants: {
    variant: {
      default: 'badge-primary',
      secondary: 'badge-secondary',
      outline: 'badge-outline',
      success: 'badge-success',
      warning: 'badge-warning',
      destructive: 'badge-destructive',
      highlight: 'badge-highlight',
    },
  },
  defaultVariants: { variant: 'default' },
});

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}

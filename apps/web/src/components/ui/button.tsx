import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A button's look: the classes of `index.css` (components layer, so a caller's `className` wins), and
 * the icon size as utilities, which must beat the size an icon's own class gives it.
 */
export const buttonVariants = cva('btn [&_svg]:size-4 [&_svg]:shrink-0', {
  variants: {
    variant: {
      default: 'btn-primary',
      highlight: 'btn-highlight',
      secondary: 'btn-secondary',
      outline: 'btn-outline',
      'on-dark': 'btn-on-dark',
      ghost: 'btn-ghost',
      destructive: 'btn-destructive',
      link: 'btn-link',
    },
    size: { default: 'btn-md', sm: 'btn-sm', lg: 'btn-lg', icon: 'btn-icon', 'icon-sm': 'btn-icon-sm' },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (a link) with button styles. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}

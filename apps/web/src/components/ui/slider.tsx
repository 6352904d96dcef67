import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Slider({
  className,
  value,
  defaultValue,
  thumbLabels,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & { thumbLabels?: string[] }) {
  const thumbs = (value ?? defaultValue ?? [0]).length;
  return (
    <SliderPrimitive.Root
      className={cn('relative flex w-full touch-none items-center select-none py-5 desktop:py-2', className)}
      value={value}
      defaultValue={defaultValue}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbs }, (_, i) => (
        <SliderPrimitive.Thumb
          // biome-ignore lint/suspicious/noArrayIndexKey: thumbs are positional.
          key={i}
          aria-label={thumbLabels?.[i]}
          // A fingertip's size on touch screens, drawn as the same small knob.
          className="relative block size-11 rounded-full before:absolute before:inset-3 before:rounded-full before:border-2 before:border-primary before:bg-card before:shadow before:content-[''] focus-visible:outline-2 focus-visible:outline-ring desktop:size-5 desktop:before:inset-0"
        />
      ))}
    </SliderPrimitive.Root>
  );
}

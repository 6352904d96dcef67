import { type ComponentProps, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> {
  /** `indeterminate`: some of what it stands for are chosen (a table's "select all"). */
  checked?: boolean | 'indeterminate';
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * The browser's own checkbox, drawn like the rest of the shop (`.checkbox` in index.css): one
 * element, ticked and labelled natively, so it works and reads the same before the app has started.
 */
export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  const indeterminate = checked === 'indeterminate';
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={input}
      type="checkbox"
      className={cn('checkbox tap-area', className)}
      checked={checked === true}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      {...props}
    />
  );
}

import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The bin icon that takes a row out of a list being edited, named for screen readers ("Remove step 2"). */
export function RemoveButton({
  label,
  onRemove,
  size = 'icon',
}: {
  label: string;
  onRemove: () => void;
  size?: 'icon' | 'icon-sm';
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size={size}
      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      aria-label={label}
      onClick={onRemove}
    >
      <Trash2 aria-hidden />
    </Button>
  );
}

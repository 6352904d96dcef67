import { Eye, EyeOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { courseApi } from './api/courses';
import { projectApi } from './api/projects';

/** A list row's one-click publish or withdraw; the storefront follows at once. */
export function PublishToggle({
  kind,
  id,
  title,
  published,
}: {
  kind: 'course' | 'project';
  id: number;
  title: string;
  published: boolean;
}) {
  const saveCourse = courseApi.useSave();
  const saveProject = projectApi.useSave();
  const save = kind === 'course' ? saveCourse : saveProject;
  const toggle = () =>
    save.mutate(
      { id, values: { is_published: !published } },
      {
        onSuccess: () =>
          toast.success(published ? `${title} is hidden from the shop.` : `${title} is on the shop now.`),
        onError: (error) =>
          toast.error(
            (error instanceof ApiError && apiErrorMessage(error.body)) ||
              `${title} could not be ${published ? 'unpublished' : 'published'}. Please try again.`,
          ),
      },
    );
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={toggle}
      disabled={save.isPending}
      aria-label={`${published ? 'Unpublish' : 'Publish'} ${title}`}
    >
      {published ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      <span className="hidden lg:inline">{published ? 'Unpublish' : 'Publish'}</span>
    </Button>
  );
}

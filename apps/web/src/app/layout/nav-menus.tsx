import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, GraduationCap, LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { categoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { mergeMenuCategories } from '@/features/catalog/category-menu';
import { featuredCoursesQueryOptions } from '@/features/courses/api/get-courses';

export function CategoriesMenu() {
  const { data } = useQuery(categoriesQueryOptions());
  const categories = mergeMenuCategories(data);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="font-semibold">
          <LayoutGrid /> <Trans>Categories</Trans> <ChevronDown className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-96 w-64">
        <DropdownMenuItem asChild>
          <Link to="/categories" className="font-semibold">
            <Trans>All Categories</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {categories.map((c) => (
          <DropdownMenuItem key={c.slug} asChild>
            <Link to={`/category/${c.slug}`}>
              <span aria-hidden="true" className="w-5 text-center">
                {c.icon ?? '📦'}
              </span>
              {c.name}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function CoursesMenu() {
  const { data: courses = [] } = useQuery(featuredCoursesQueryOptions());
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="font-semibold">
          <GraduationCap /> <Trans>Courses</Trans> <ChevronDown className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-80">
        {courses.map((course) => (
          <DropdownMenuItem key={course.id} asChild>
            <Link to={`/courses/${course.slug}`} className="flex-col items-start gap-0.5">
              <span className="font-medium">{course.title}</span>
              <span className="text-xs text-muted-foreground">
                {course.level} · {course.duration}
              </span>
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/courses" className="font-semibold text-primary">
            <Trans>View All Courses</Trans>
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The header's two dropdowns; a separate chunk, so the menu library loads after the page. */
export default function NavMenus() {
  return (
    <>
      <CategoriesMenu />
      <CoursesMenu />
    </>
  );
}

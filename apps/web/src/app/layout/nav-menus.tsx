import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, GraduationCap, LayoutGrid } from 'lucide-react';
import type { ReactNode } from 'react';
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

/** A header dropdown: its button (an icon and a word) and the links it opens (`children`). */
function NavMenu({
  icon,
  label,
  className,
  children,
}: {
  icon: ReactNode;
  label: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="font-semibold">
          {icon} {label} <ChevronDown className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className={className}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function CategoriesMenu() {
  const { data } = useQuery(categoriesQueryOptions());
  const categories = mergeMenuCategories(data);
  return (
    <NavMenu icon={<LayoutGrid />} label={<Trans>Categories</Trans>} className="max-h-96 w-64">
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
    </NavMenu>
  );
}

export function CoursesMenu() {
  const { data: courses = [] } = useQuery(featuredCoursesQueryOptions());
  return (
    <NavMenu icon={<GraduationCap />} label={<Trans>Courses</Trans>} className="w-80">
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
    </NavMenu>
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

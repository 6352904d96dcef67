import { Trans } from '@lingui/react/macro';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Icon } from '@/components/ui/icon';
import { categoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { mergeMenuCategories } from '@/features/catalog/category-menu';
import { featuredCoursesQueryOptions } from '@/features/courses/api/get-courses';
import { NavMenuButton } from './nav-menu-button';

/**
 * A header dropdown: its button (an icon and a word) and the links it opens (`children`). The links
 * exist only while it is open, so no page carries them (every category is linked from the footer,
 * the category pages and /categories); what they list is asked for when a pointer or the keyboard
 * comes to the button, so it is there by the time the menu opens. `defaultOpen`: drawn open, for the
 * tap that first brought the menus (the header's `HeaderMenus`).
 */
function NavMenu({
  menu,
  icon,
  label,
  className,
  defaultOpen,
  children,
}: {
  menu: NavMenuName;
  icon: ReactNode;
  label: ReactNode;
  className: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const prefetch = () => prefetchNavMenu(queryClient, menu);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <NavMenuButton icon={icon} label={label} onPointerEnter={prefetch} onFocus={prefetch} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className={className}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function CategoryLinks() {
  const { data } = useQuery(categoriesQueryOptions());
  return mergeMenuCategories(data).map((c) => (
    <DropdownMenuItem key={c.slug} asChild>
      <Link to={`/category/${c.slug}`}>
        <span aria-hidden="true" className="w-5 text-center">
          {c.icon ?? '📦'}
        </span>
        {c.name}
      </Link>
    </DropdownMenuItem>
  ));
}

export function CategoriesMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <NavMenu
      icon={<Icon name="layout-grid" />}
      menu="categories"
      label={<Trans>Categories</Trans>}
      className="max-h-96 w-64"
      defaultOpen={defaultOpen}
    >
      <DropdownMenuItem asChild>
        <Link to="/categories" className="font-semibold">
          <Trans>All Categories</Trans>
        </Link>
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <CategoryLinks />
    </NavMenu>
  );
}

function CourseLinks() {
  const { data: courses = [] } = useQuery(featuredCoursesQueryOptions());
  return courses.map((course) => (
    <DropdownMenuItem key={course.id} asChild>
      <Link to={`/courses/${course.slug}`} className="flex-col items-start gap-0.5">
        <span className="font-medium">{course.title}</span>
        <span className="text-xs text-muted-foreground">
          {course.level} · {course.duration}
        </span>
      </Link>
    </DropdownMenuItem>
  ));
}

export function CoursesMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <NavMenu
      icon={<Icon name="graduation-cap" />}
      menu="courses"
      label={<Trans>Courses</Trans>}
      className="w-80"
      defaultOpen={defaultOpen}
    >
      <CourseLinks />
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to="/courses" className="font-semibold text-primary">
          <Trans>View All Courses</Trans>
        </Link>
      </DropdownMenuItem>
    </NavMenu>
  );
}

/** Which of the header's two dropdowns. */
export type NavMenuName = 'categories' | 'courses';

/** What a menu lists, asked for as a pointer or the keyboard comes to its button. */
export function prefetchNavMenu(queryClient: QueryClient, menu: NavMenuName): void {
  if (menu === 'categories') void queryClient.prefetchQuery(categoriesQueryOptions());
  else void queryClient.prefetchQuery(featuredCoursesQueryOptions());
}

/** The header's two dropdowns, `opened` drawn open; a separate chunk, with the menu library. */
export default function NavMenus({ opened }: { opened: NavMenuName }) {
  return (
    <>
      <CategoriesMenu defaultOpen={opened === 'categories'} />
      <CoursesMenu defaultOpen={opened === 'courses'} />
    </>
  );
}

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { renderWithApp } from '@/test/render';
import { EditorPage } from './editor-page';
import { LeaveGuard } from './leave-guard';
import { showSaveError } from './save-error';
import { useSlugFollows } from './use-slug-follows';

interface Article {
  title: string;
  slug: string;
}

/** A small editor built from the kit, as an admin screen builds one; `save` answers each save. */
function ArticleEditor({ saved, save }: { saved?: Article; save: (values: Article) => Promise<void> }) {
  const form = useForm<Article>({ defaultValues: saved ?? { title: '', slug: '' } });
  const slugField = useSlugFollows(form, 'title', { follows: !saved });
  const errors = form.formState.errors;
  return (
    <EditorPage
      form={form}
      onSubmit={(values) =>
        save(values).then(
          () => form.reset(values),
          (error: unknown) => showSaveError(error, form.setError, ['title', 'slug']),
        )
      }
      saving={false}
      saveLabel="Save article"
      back={{ to: '/admin/articles', label: 'Articles' }}
      title={saved ? saved.title : 'New article'}
    >
      <FormField label="Title" error={errors.title?.message} {...form.register('title')} />
      <FormField label="Slug" error={errors.slug?.message} {...slugField} />
    </EditorPage>
  );
}

/** The editor at `path` inside the back office's LeaveGuard, with the articles' list one link away. */
function renderBesideItsList(path: string, editor: ReactNode) {
  renderWithApp(
    <LeaveGuard>
      <Routes>
        <Route path="/admin/articles" element={<h1>All articles</h1>} />
        <Route path={path} element={editor} />
      </Routes>
    </LeaveGuard>,
    { path },
  );
}

/** Whether leaving the page now would ask first. */
function leavingAsks(): boolean {
  const leaving = new Event('beforeunload', { cancelable: true });
  fireEvent(window, leaving);
  return leaving.defaultPrevented;
}

describe('EditorPage', () => {
  it('asks before the page is left with unsaved changes, and no longer once they are saved', async () => {
    renderWithApp(<ArticleEditor save={() => Promise.resolve()} />);
    expect(leavingAsks()).toBe(false);

    await userEvent.type(screen.getByLabelText('Title'), 'Soldering basics');
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    expect(leavingAsks()).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(leavingAsks()).toBe(false);
  });

  it('asks before a link inside the app leaves unsaved changes, and stays or leaves as told', async () => {
    const user = userEvent.setup();
    renderBesideItsList('/admin/articles/new', <ArticleEditor save={() => Promise.resolve()} />);
    await user.type(screen.getByLabelText('Title'), 'Soldering basics');
    await user.click(screen.getByRole('link', { name: 'Articles' }));
    const asked = await screen.findByRole('dialog', { name: 'Leave without saving?' });

    await user.click(within(asked).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title')).toHaveValue('Soldering basics');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'All articles' })).toBeInTheDocument();
  });

  it('lets a link leave at once when nothing is unsaved', async () => {
    const user = userEvent.setup();
    renderBesideItsList(
      '/admin/articles/1',
      <ArticleEditor saved={{ title: 'Soldering', slug: 'soldering' }} save={() => Promise.resolve()} />,
    );
    await user.click(screen.getByRole('link', { name: 'Articles' }));
    expect(await screen.findByRole('heading', { name: 'All articles' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has a slug that follows the title until the slug is edited by hand', async () => {
    renderWithApp(<ArticleEditor save={() => Promise.resolve()} />);
    const title = screen.getByLabelText('Title');
    const slug = screen.getByLabelText('Slug');

    await userEvent.type(title, 'Soldering Basics!');
    await waitFor(() => expect(slug).toHaveValue('soldering-basics'));

    await userEvent.clear(slug);
    await userEvent.type(slug, 'solder-101');
    await userEvent.type(title, ' for beginners');
    expect(title).toHaveValue('Soldering Basics! for beginners');
    expect(slug).toHaveValue('solder-101');
  });

  it('leaves a saved record’s slug alone when its title changes', async () => {
    renderWithApp(
      <ArticleEditor saved={{ title: 'Soldering basics', slug: 'soldering' }} save={() => Promise.resolve()} />,
    );
    await userEvent.type(screen.getByLabelText('Title'), ' revised');
    expect(screen.getByLabelText('Slug')).toHaveValue('soldering');
  });

  it('shows a taken slug (409) on the slug field, and anything else above the form', async () => {
    const answers = [
      new ApiError(409, { detail: 'Another article already has this slug.' }),
      new ApiError(500, undefined),
    ];
    renderWithApp(<ArticleEditor save={() => Promise.reject(answers.shift())} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Soldering basics');

    await userEvent.click(screen.getByRole('button', { name: 'Save article' }));
    const slug = screen.getByLabelText('Slug');
    await waitFor(() => expect(slug).toHaveAccessibleDescription('Another article already has this slug.'));
    expect(slug).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save article' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The changes could not be saved. Please try again.');
  });
});

import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, loadMessages } from '@/lib/i18n';
import { aCourse } from '@/test/fixtures';
import { CourseFacts } from './course-card';

const learnersOf = (students: number) =>
  render(
    <I18nProvider i18n={i18n}>
      <CourseFacts course={aCourse({ students })} />
    </I18nProvider>,
  ).container.querySelectorAll('li')[1]?.textContent;

describe('CourseFacts', () => {
  it('says one student and many students, the count in Indian grouping', () => {
    expect(learnersOf(1)).toBe('1 student');
    expect(learnersOf(125_000)).toBe('1,25,000 students');
  });

  it('takes each language’s own forms', async () => {
    i18n.loadAndActivate({ locale: 'ta', messages: await loadMessages('ta') });
    expect(learnersOf(1)).toBe('1 மாணவர்');
    expect(learnersOf(1840)).toBe('1,840 மாணவர்கள்');
  });
});

import { type Course, enrolledMessage } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '@/features/auth/login-page';
import { endSession, startSession } from '@/lib/session';
import { aCourse, anEnrollment, aPage, asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import CoursePage from './course-page';
import CoursesPage from './courses-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();

const esp32 = aCourse();
const arduino = aCourse({ id: 1, slug: 'arduino-from-zero', title: 'Arduino from Zero', level: 'Beginner', price: 0 });

/** The courses, and the customer's enrolments; returns the enrol calls the server received. */
function serve({ enrolled = [] as Course[] } = {}) {
  const enrolCalls: string[] = [];
  let enrolments = enrolled.map((course) => anEnrollment(course));
  server.use(
    http.get('*/api/courses/', () => HttpResponse.json(aPage([arduino, esp32]))),
    http.get('*/api/users/profile/', () => HttpResponse.json(asha)),
    http.get('*/api/enrollments/', () => HttpResponse.json(aPage(enrolments))),
    http.post('*/api/courses/:id/enroll/', ({ params }) => {
      enrolCalls.push(String(params.id));
      const course = [arduino, esp32].find((c) => String(c.id) === params.id) ?? esp32;
      const enrolment = anEnrollment(course, '2026-11-22T08:00:00.000Z');
      enrolments = [enrolment, ...enrolments];
      return HttpResponse.json({ ...enrolment, detail: enrolledMessage(course.title) }, { status: 201 });
    }),
  );
  return enrolCalls;
}

function renderCourses() {
  renderWithApp(
    <Routes>
      <Route path="/courses" element={<CoursesPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/checkout/course/:slug" element={<h1>Course checkout</h1>} />
      <Route path="/" element={<h1>Home screen</h1>} />
    </Routes>,
    { path: '/courses' },
  );
}

const cardOf = async (title: string) =>
  (await screen.findByRole('link', { name: title })).closest('article') as HTMLElement;

describe('Enrol Now for a visitor', () => {
  beforeEach(() => endSession());

  it('sends them to sign in and back to the courses, without enrolling anyone', async () => {
    const enrolCalls = serve();
    server.use(http.post('*/api/login/', () => HttpResponse.json({ access: 'access-1', refresh: 'refresh-1' })));
    renderCourses();
    const user = userEvent.setup();
    await user.click(within(await cardOf(esp32.title)).getByRole('button', { name: `Buy ${esp32.title}` }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(toast.info).toHaveBeenCalledWith('Please login to enrol in a course');
    expect(enrolCalls).toEqual([]);

    await user.type(screen.getByLabelText('Username or e-mail'), 'asha_rao');
    await user.type(screen.getByLabelText('Password'), 'solder-fumes-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Available Courses' })).toBeInTheDocument();
  });
});

describe('Enrol Now for a signed-in customer', () => {
  beforeEach(() => startSession('access-1'));

  it('enrols in a free course with one click, says so in the enrolment toast, and offers Continue', async () => {
    const enrolCalls = serve();
    renderCourses();
    const card = await cardOf(arduino.title);
    expect(card).toHaveTextContent('Free');
    await userEvent.setup().click(within(card).getByRole('button', { name: `Enrol Now in ${arduino.title}` }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Enrolled in Arduino from Zero! Check your email for course access.'),
    );
    expect(enrolCalls).toEqual(['1']);
    expect(await within(card).findByText('Enrolled')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `Continue ${arduino.title}` })).toHaveAttribute(
      'href',
      `/courses/${arduino.slug}`,
    );
    expect(within(card).queryByRole('button', { name: /Enrol Now/ })).not.toBeInTheDocument();
  });

  it('takes a paid course to checkout, enrolling nobody', async () => {
    const enrolCalls = serve();
    renderCourses();
    const card = await cardOf(esp32.title);
    expect(card).toHaveTextContent('₹2,499');
    await userEvent.setup().click(within(card).getByRole('button', { name: `Buy ${esp32.title}` }));
    expect(await screen.findByRole('heading', { name: 'Course checkout' })).toBeInTheDocument();
    expect(enrolCalls).toEqual([]);
  });

  it('shows a course the customer owns as enrolled with Continue, and offers Buy Now on the others', async () => {
    const enrolCalls = serve({ enrolled: [esp32] });
    renderCourses();
    const enrolledCard = await cardOf(esp32.title);
    expect(await within(enrolledCard).findByRole('link', { name: `Continue ${esp32.title}` })).toBeInTheDocument();
    expect(within(enrolledCard).getByText('Enrolled')).toBeInTheDocument();
    expect(within(enrolledCard).queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();

    const otherCard = await cardOf(arduino.title);
    expect(within(otherCard).getByRole('button', { name: `Enrol Now in ${arduino.title}` })).toBeEnabled();
    expect(within(otherCard).queryByText('Enrolled')).not.toBeInTheDocument();
    expect(enrolCalls).toEqual([]);
  });

  it("shows the server's message when enrolling fails, and keeps Enrol Now", async () => {
    serve();
    server.use(
      http.post('*/api/courses/:id/enroll/', () =>
        HttpResponse.json({ detail: 'This course is not open for enrolment.' }, { status: 409 }),
      ),
    );
    renderCourses();
    const card = await cardOf(arduino.title);
    await userEvent.setup().click(within(card).getByRole('button', { name: /Enrol Now/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This course is not open for enrolment.'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(within(card).getByRole('button', { name: /Enrol Now/ })).toBeEnabled();
  });
});

describe('Enrolling from the course page', () => {
  beforeEach(() => startSession('access-1'));

  it('enrols in a free course, then shows since when and where to continue', async () => {
    serve();
    server.use(
      http.get('*/api/courses/:slug/', () =>
        HttpResponse.json({ ...arduino, syllabus: [{ title: 'First circuits', lessons: ['Blink'] }], kit: ['Uno'] }),
      ),
    );
    renderWithApp(
      <Routes>
        <Route path="/courses/:slug" element={<CoursePage />} />
      </Routes>,
      { path: `/courses/${arduino.slug}` },
    );
    const enrol = await screen.findByRole('complementary', { name: 'Enrol' });
    expect(within(enrol).getByText('Free')).toBeInTheDocument();
    await userEvent.setup().click(await within(enrol).findByRole('button', { name: `Enrol Now in ${arduino.title}` }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(enrolledMessage(arduino.title)));
    expect(await within(enrol).findByText('Enrolled')).toBeInTheDocument();
    expect(within(enrol).getByText('since 22 Nov 2026')).toBeInTheDocument();
    expect(within(enrol).getByRole('link', { name: /Continue/ })).toHaveAttribute('href', '#course-syllabus');
    expect(within(enrol).getByRole('link', { name: 'All my courses' })).toHaveAttribute('href', '/profile?tab=courses');
  });
});

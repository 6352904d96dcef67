import { enqueueEmail } from '../email/outbox.service.js';
import { courseEnrolmentEmail } from '../email/templates.js';
import { subscriber } from '../events/event-delivery.js';
import { emailRecipients } from './recipients.js';

/** A customer who gets a course is e-mailed how to follow it: its page, its kit and its modules. */
export const courseNoticeSubscribers = [
  subscriber({
    name: 'notifications.course-enrolled',
    on: 'course.enrolled',
    async handle(tx, { userId, course }, { shopUrl }) {
      // A customer whose address is not verified yet has the course on the site, and no e-mail.
      const customer = (await emailRecipients(tx, [userId])).get(userId);
      if (customer) await enqueueEmail(tx, courseEnrolmentEmail(customer, course, shopUrl));
    },
  }),
];

import { EMAIL_REPLY_TIME, SHOP } from '@makerbazaar/core';
import type { EmailTexts } from './email-texts.js';

export const en: EmailTexts = {
  greeting: (name) => `Hi ${name},`,
  helloGuest: 'Hello,',
  team: '— The MakerBazaar team',
  replyTime: EMAIL_REPLY_TIME,
  supportHours: SHOP.supportHours,
  notYou: 'If you did not write to us, please ignore this e-mail.',

  welcome: {
    subject: 'Welcome to MakerBazaar',
    body: ({ username, loginUrl }) =>
      `Your MakerBazaar account "${username}" is ready. Sign in at ${loginUrl} to keep a ` +
      'wishlist, check out with cash on delivery or online payment, and follow your orders.',
  },

  passwordReset: {
    subject: 'Reset your MakerBazaar password',
    body: ({ resetUrl }) =>
      `Someone asked to reset the password of your MakerBazaar account. To choose a new one, open:\n\n${resetUrl}\n\n` +
      'The link works once, for 30 minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },

  emailVerification: {
    subject: 'Confirm your e-mail address for MakerBazaar',
    body: ({ link, hours, newAccount }) =>
      (newAccount
        ? 'This e-mail address was given for a new MakerBazaar account.'
        : 'A MakerBazaar account asked to use this e-mail address from now on.') +
      ` To confirm that the address is yours, open:\n\n${link}\n\nThe link works once, for ${hours} hours. ` +
      (newAccount
        ? 'Until it is opened we send nothing else here: no order e-mails, no offers. If you did not create an account, '
        : "Until it is opened the account's e-mails keep going to its old address, and we send nothing else here. " +
          'If you did not ask for this, ') +
      'ignore this e-mail and nothing more will come.',
  },

  emailChangeNotice: {
    subject: 'Your MakerBazaar e-mail address is being changed',
    body: ({ profileUrl, supportEmail, phone, hours }) =>
      'Someone signed in to your MakerBazaar account asked to change its e-mail address. The new address takes over ' +
      "only once the link we sent there is opened; until then your account's e-mails keep coming here.\n\n" +
      'If this was you, there is nothing more to do.\n\n' +
      `If it was not you, sign in at ${profileUrl}, cancel the change and change your password. Our team can help: ` +
      `write to ${supportEmail} or call ${phone} (${hours}).`,
  },

  orderPlaced: {
    subject: (orderNumber) => `Your MakerBazaar order ${orderNumber}`,
    thanks: (orderNumber) => `Thank you for your order ${orderNumber}.`,
    total: ({ total, payment }) => `Total: ${total} (${payment})`,
    invoiceAttached: (invoiceNumber) => `Your tax invoice ${invoiceNumber} is attached as a PDF.`,
    shippingTo: (address) => `Shipping to: ${address}`,
    whatNext: (ordersUrl) =>
      `We pack orders within 24–48 hours. Follow it at ${ordersUrl}. You can cancel it there within 1 hour of placing it.`,
    nothingToShip: (ordersUrl) =>
      `There is nothing to ship: the course access details are in a separate e-mail. Your orders are at ${ordersUrl}.`,
    payment: { cod: 'Cash on Delivery', online: 'Online Payment' },
    couponLine: ({ code, amount }) => `Coupon ${code} — −${amount}`,
  },

  orderUpdate: {
    subject: ({ step, orderNumber }) => `${step}: order ${orderNumber}`,
    follow: (ordersUrl) => `Follow your order at ${ordersUrl}.`,
    confirmed: {
      step: 'Confirmed',
      body: ({ orderNumber }) => `We have confirmed your order ${orderNumber}. We pack orders within 24–48 hours.`,
    },
    packed: {
      step: 'Packed',
      body: ({ orderNumber }) =>
        `Your order ${orderNumber} is packed and waits for the courier. We will e-mail the tracking number when it ships.`,
    },
    shipped: {
      step: 'Shipped',
      body: ({ orderNumber, carrier, trackingNumber, link }) =>
        `Your order ${orderNumber} is on its way with ${carrier}.\n\nTracking number: ${trackingNumber}\n\n` +
        (link === null
          ? `Track it on ${carrier}'s website with this number.`
          : link.opensParcel
            ? `Follow your parcel here: ${link.url}`
            : `Track it with this number on ${link.courier}'s tracking page: ${link.url}`),
    },
    delivered: {
      step: 'Delivered',
      body: ({ orderNumber, returnDays }) =>
        `Your order ${orderNumber} has been delivered. We hope you enjoy building with it: ` +
        `you can review what you bought from your orders page. Returns are accepted within ${returnDays} days.`,
    },
    cancelled: {
      step: 'Cancelled',
      byShop: ({ orderNumber }) => `We are sorry: we have had to cancel your order ${orderNumber}.`,
      byCustomer: ({ orderNumber }) => `Your order ${orderNumber} is cancelled as you asked.`,
      refundDue:
        'The money you paid will be refunded to your original payment method; we will e-mail you when it is sent.',
      creditNoteAttached: (creditNoteNumber) =>
        `Our credit note ${creditNoteNumber}, which cancels your tax invoice, is attached as a PDF.`,
    },
    refunded: {
      step: 'Refund sent',
      body: ({ amount, orderNumber, whole }) =>
        `We have refunded ${amount} for your order ${orderNumber}${whole ? ', the whole amount you paid' : ''}.`,
      bankTime: 'Banks usually show the money in your account within 5–7 working days.',
      bankTransfer: (reference) =>
        `We sent it to your bank account by bank transfer, reference (UTR) ${reference}; quote it if you ask your bank about it.`,
      creditNoteAttached: (creditNoteNumber) =>
        `Our credit note ${creditNoteNumber}, which lowers your tax invoice by this amount, is attached as a PDF.`,
    },
    reason: (reason) => `Reason: ${reason}`,
  },

  courseEnrolment: {
    subject: (title) => `You're enrolled: ${title}`,
    enrolled: (title) => `You are now enrolled in "${title}". Welcome aboard!`,
    facts: ({ instructor, duration, level }) => `Instructor: ${instructor}\nDuration: ${duration}\nLevel: ${level}`,
    coursePage: (url) => `Your course page, with the full syllabus, is at:\n${url}`,
    kitHeading: 'What to have ready',
    kitIntro:
      'Keep these parts at hand before the first hands-on lesson. Most of them are in our shop, ' +
      'and we pack orders within 24–48 hours:',
    noKit: 'A computer with a USB port and an internet connection is all you need.',
    syllabusHeading: 'What you will work through',
    stuck: (supportEmail) =>
      `Stuck on a lesson or a part? Write to ${supportEmail} with the course name and we will help.`,
  },

  newsletter: {
    subject: "You're subscribed to the MakerBazaar newsletter",
    body: ({ shopUrl, unsubscribeUrl }) =>
      'Thank you for subscribing to the MakerBazaar newsletter. We will write to this address about new ' +
      `boards and sensors, project ideas with their parts lists, new courses and offers. Browse the latest at ${shopUrl}.\n\n` +
      `If you did not sign up, or change your mind, unsubscribe with one click:\n${unsubscribeUrl}`,
  },

  supportAcknowledgement: {
    subject: (ticketNumber) => `We've received your request ${ticketNumber}`,
    thanks: (ticketNumber) =>
      `Thank you for writing to MakerBazaar support. Your ticket number is ${ticketNumber}; ` +
      'please quote it if you write to us again about this.',
    topic: (topic) => `Topic: ${topic}`,
    order: (orderNumber) => `Order: ${orderNumber}`,
    reply: ({ replyTime, phone, hours }) =>
      `We answer e-mail every day and will reply to this address within ${replyTime}. ` +
      `For something urgent about an order, call us on ${phone} (${hours}).`,
    topics: {
      'Order and delivery': 'Order and delivery',
      'Returns and refunds': 'Returns and refunds',
      Payments: 'Payments',
      'Technical help with a product': 'Technical help with a product',
      Account: 'Account',
      Other: 'Other',
    },
  },

  bulkQuoteAcknowledgement: {
    subject: (reference) => `Your bulk quote request ${reference}`,
    body: ({ reference, itemCount, neededBy, replyTime, supportEmail }) =>
      `Thank you for your bulk order enquiry. Your reference is ${reference}.\n\n` +
      `We have your list of ${itemCount.toLocaleString('en-IN')} ${itemCount === 1 ? 'item' : 'items'}, ` +
      `needed by ${neededBy}, and will e-mail you a quote with volume ` +
      `prices, GST and a delivery date within ${replyTime}. If anything changes meanwhile, write to ` +
      `${supportEmail} quoting the reference above.`,
  },

  backInStock: {
    confirmSubject: (productName) => `Confirm your alert for ${productName}`,
    confirmBody: ({ productName, confirmUrl, days }) =>
      `Someone asked us to e-mail this address once, when ${productName} is back in stock. ` +
      `To get that e-mail, confirm within ${days} days:\n${confirmUrl}\n\n` +
      'Until the alert is confirmed we send nothing more to this address. If it was not you, ignore this e-mail.',
    noticeSubject: (productName) => `Back in stock: ${productName}`,
    noticeBody: ({ productName, productUrl }) =>
      `${productName} is back in stock, as you asked us to tell you. It may sell out again soon:\n${productUrl}\n\n` +
      'This is the one e-mail you asked for; we will not write about it again.',
  },
};

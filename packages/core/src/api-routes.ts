// The API's routes as the web calls them: method and path, and the zod schemas of the query, the
// body and the answer. The schemas are the very objects the server's routes declare (a server test
// holds every entry to its route), so the web's calls take their paths and types from the contract.
// The web imports only the types: no schema reaches its bundle through this file.
import type { z } from 'zod';
import { addressInputSchema, addressListSchema, addressSchema } from './api/addresses.js';
import {
  addStaffSchema,
  adminMeSchema,
  auditPageSchema,
  auditQuerySchema,
  staffMemberSchema,
  staffPageSchema,
  updateStaffRolesSchema,
} from './api/admin.js';
import {
  adminCategoryListSchema,
  adminCategorySchema,
  categoryCreateSchema,
  categoryOrderSchema,
  categoryUpdateSchema,
} from './api/admin-categories.js';
import {
  adminContentListQuerySchema,
  adminCoursePageSchema,
  adminCourseSchema,
  adminFaqEntrySchema,
  adminFaqListSchema,
  adminProjectPageSchema,
  adminProjectSchema,
  courseCreateSchema,
  courseUpdateSchema,
  faqCreateSchema,
  faqOrderSchema,
  faqUpdateSchema,
  projectCreateSchema,
  projectUpdateSchema,
} from './api/admin-content.js';
import { customerDetailSchema, customerListQuerySchema, customerPageSchema } from './api/admin-customers.js';
import { dashboardSchema } from './api/admin-dashboard.js';
import {
  adminProductImageSchema,
  adminProductImagesSchema,
  productImageOrderSchema,
  productImageUpdateSchema,
} from './api/admin-images.js';
import {
  contactListQuerySchema,
  contactPageSchema,
  contactStatusInputSchema,
  inboxReplyInputSchema,
  inboxThreadSchema,
  quoteListQuerySchema,
  quotePageSchema,
  quoteStatusInputSchema,
  subscriberListQuerySchema,
  subscriberPageSchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketStatusInputSchema,
} from './api/admin-inbox.js';
import {
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  adminOrderSchema,
  orderRefundInputSchema,
  orderTransitionSchema,
} from './api/admin-orders.js';
import { outboxEmailSchema, outboxPageSchema, outboxQuerySchema } from './api/admin-outbox.js';
import {
  adminProductFiltersSchema,
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductSchema,
  productBulkResultSchema,
  productBulkSchema,
  productChoicesSchema,
  productImportReportSchema,
  productImportSchema,
  productInputSchema,
  productPatchSchema,
} from './api/admin-products.js';
import { productStockSchema, stockAdjustedSchema, stockAdjustmentInputSchema } from './api/admin-stock.js';
import {
  changePasswordSchema,
  emailVerificationSchema,
  emailVerifiedSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetSchema,
  registerSchema,
  sessionTokensSchema,
  updateProfileSchema,
  userSchema,
} from './api/auth.js';
import {
  backInStockAlertListSchema,
  backInStockAlertSchema,
  backInStockLinkAnswerSchema,
  backInStockRequestSchema,
  backInStockTokenSchema,
  guestBackInStockRequestSchema,
} from './api/back-in-stock.js';
import {
  bomAddToCartSchema,
  bomListCreateSchema,
  bomListSchema,
  bomListsSchema,
  bomListUpdateSchema,
  bomMatchRequestSchema,
  bomMatchSchema,
} from './api/bom.js';
import { addToCartSchema, cartItemSchema, cartSchema, updateCartItemSchema, wishlistAddSchema } from './api/cart.js';
import {
  byCategoryQuerySchema,
  categoryListSchema,
  categorySchema,
  productDetailSchema,
  productListingSchema,
  productListQuerySchema,
  productListSchema,
  similarProductsSchema,
} from './api/catalog.js';
import { detailSchema, paginationQuerySchema } from './api/common.js';
import { contactMessageSchema } from './api/contact.js';
import {
  adminCouponListSchema,
  adminCouponSchema,
  applyCouponSchema,
  couponCreateSchema,
  couponQuoteSchema,
  couponUpdateSchema,
  customerCouponListSchema,
} from './api/coupons.js';
import {
  courseDetailSchema,
  courseListQuerySchema,
  courseListSchema,
  enrollmentListSchema,
  enrollResultSchema,
} from './api/courses.js';
import {
  deliveryCheckQuerySchema,
  deliveryCheckSchema,
  deliveryRulesInputSchema,
  deliveryRulesSchema,
} from './api/delivery.js';
import { faqListSchema } from './api/faq.js';
import { newsletterSubscribeSchema, newsletterUnsubscribeSchema } from './api/newsletter.js';
import { notificationPageSchema, notificationSchema, unreadCountSchema } from './api/notifications.js';
import {
  courseOrderSchema,
  createOrderSchema,
  orderListSchema,
  orderSchema,
  paymentOptionsSchema,
  testGatewayAnswerSchema,
  testGatewaySchema,
  verifyPaymentSchema,
} from './api/orders.js';
import { savedPaymentMethodListSchema, savedPaymentMethodSchema, upiIdInputSchema } from './api/payment-methods.js';
import {
  addProjectPartsResultSchema,
  projectDetailSchema,
  projectListQuerySchema,
  projectListSchema,
} from './api/projects.js';
import {
  createReviewSchema,
  helpfulVoteSchema,
  myReviewsSchema,
  productReviewsQuerySchema,
  productReviewsSchema,
  reviewEligibilitySchema,
  reviewInputSchema,
  reviewSchema,
} from './api/reviews.js';
import { searchQuerySchema, searchResultSchema, suggestionsSchema, suggestQuerySchema } from './api/search.js';
import { settingsSchema, updateSettingsSchema } from './api/settings.js';
import { bulkQuoteRequestSchema, bulkQuoteSchema, supportRequestSchema, supportTicketSchema } from './api/support.js';
import { contentLanguageQuerySchema } from './api/translations.js';

/** What one route takes and answers. */
export interface ApiRoute {
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The JSON answer; `'text'` for a file written as text (CSV); absent for 204 No Content. */
  readonly response?: z.ZodType | 'text';
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every JSON route of the API under `/api`, keyed `METHOD /path/` with `:name` for a path parameter,
 * as Fastify writes it. Not here: the PDF documents, fetched as files at the addresses an order lists.
 */
export const apiRoutes = {
  'POST /login/': { body: loginSchema, response: sessionTokensSchema },
  'POST /token/refresh/': { response: sessionTokensSchema },
  'POST /logout/': { response: detailSchema },
  'POST /password_reset/': { body: passwordResetSchema, response: detailSchema },
  'POST /password_reset/confirm/': { body: passwordResetConfirmSchema, response: detailSchema },
  'GET /admin/customers/': { query: customerListQuerySchema, response: customerPageSchema },
  'GET /admin/customers/:id/': { response: customerDetailSchema },
  'POST /admin/customers/:id/deactivate/': { response: customerDetailSchema },
  'POST /admin/customers/:id/reactivate/': { response: customerDetailSchema },
  'POST /users/': { body: registerSchema, response: userSchema },
  'GET /users/profile/': { response: userSchema },
  'PATCH /users/update_profile/': { body: updateProfileSchema, response: userSchema },
  'POST /users/resend_verification/': { response: detailSchema },
  'POST /users/verify_email/': { body: emailVerificationSchema, response: emailVerifiedSchema },
  'POST /users/change_password/': { body: changePasswordSchema, response: sessionTokensSchema },
  'GET /users/settings/': { response: settingsSchema },
  'PATCH /users/settings/': { body: updateSettingsSchema, response: settingsSchema },
  'GET /admin/products/': { query: adminProductListQuerySchema, response: adminProductPageSchema },
  'GET /admin/products/choices/': { response: productChoicesSchema },
  'GET /admin/products/export/': { query: adminProductFiltersSchema, response: 'text' },
  'POST /admin/products/import/': { body: productImportSchema, response: productImportReportSchema },
  'POST /admin/products/bulk/': { body: productBulkSchema, response: productBulkResultSchema },
  'POST /admin/products/': { body: productInputSchema, response: adminProductSchema },
  'GET /admin/products/:id/': { response: adminProductSchema },
  'PATCH /admin/products/:id/': { body: productPatchSchema, response: adminProductSchema },
  'GET /admin/products/:id/images/': { response: adminProductImagesSchema },
  'POST /admin/products/:id/images/': { response: adminProductImagesSchema },
  'PUT /admin/products/:id/images/order/': { body: productImageOrderSchema, response: adminProductImagesSchema },
  'PATCH /admin/products/:id/images/:imageId/': { body: productImageUpdateSchema, response: adminProductImageSchema },
  'DELETE /admin/products/:id/images/:imageId/': {},
  'GET /admin/categories/': { response: adminCategoryListSchema },
  'POST /admin/categories/': { body: categoryCreateSchema, response: adminCategorySchema },
  'PUT /admin/categories/order/': { body: categoryOrderSchema, response: adminCategoryListSchema },
  'PATCH /admin/categories/:id/': { body: categoryUpdateSchema, response: adminCategorySchema },
  'GET /categories/': { response: categoryListSchema },
  'GET /categories/:id/': { response: categorySchema },
  'GET /products/': { query: productListQuerySchema, response: productListingSchema },
  'GET /products/by_category/': { query: byCategoryQuerySchema, response: productListingSchema },
  'GET /products/:id/similar/': { response: similarProductsSchema },
  'GET /products/:id/': { response: productDetailSchema },
  'GET /search/': { query: searchQuerySchema, response: searchResultSchema },
  'GET /search/suggest/': { query: suggestQuerySchema, response: suggestionsSchema },
  'GET /cart/': { response: cartSchema },
  'POST /cart/': { body: addToCartSchema, response: cartItemSchema },
  'PATCH /cart/:id/': { body: updateCartItemSchema, response: cartItemSchema },
  'DELETE /cart/:id/': {},
  'POST /cart/clear/': {},
  'GET /wishlist/': { response: productListSchema },
  'POST /wishlist/': { body: wishlistAddSchema, response: detailSchema },
  'DELETE /wishlist/:product_id/': {},
  'GET /addresses/': { response: addressListSchema },
  'POST /addresses/': { body: addressInputSchema, response: addressSchema },
  'PUT /addresses/:id/': { body: addressInputSchema, response: addressSchema },
  'POST /addresses/:id/default/': { response: addressSchema },
  'DELETE /addresses/:id/': {},
  'GET /delivery/:pincode/': { query: deliveryCheckQuerySchema, response: deliveryCheckSchema },
  'GET /admin/delivery/': { response: deliveryRulesSchema },
  'PUT /admin/delivery/': { body: deliveryRulesInputSchema, response: deliveryRulesSchema },
  'GET /products/:id/reviews/': { query: productReviewsQuerySchema, response: productReviewsSchema },
  'GET /reviews/mine/': { response: myReviewsSchema },
  'GET /reviews/eligibility/:id/': { response: reviewEligibilitySchema },
  'POST /reviews/': { body: createReviewSchema, response: reviewSchema },
  'PUT /reviews/:id/': { body: reviewInputSchema, response: reviewSchema },
  'DELETE /reviews/:id/': {},
  'POST /reviews/:id/helpful/': { response: helpfulVoteSchema },
  'GET /notifications/': { query: paginationQuerySchema, response: notificationPageSchema },
  'GET /notifications/unread-count/': { response: unreadCountSchema },
  'POST /notifications/read-all/': { response: unreadCountSchema },
  'POST /notifications/:id/read/': { response: notificationSchema },
  'DELETE /notifications/:id/': {},
  'GET /coupons/': { query: contentLanguageQuerySchema, response: customerCouponListSchema },
  'POST /coupons/apply/': { query: contentLanguageQuerySchema, body: applyCouponSchema, response: couponQuoteSchema },
  'GET /admin/coupons/': { response: adminCouponListSchema },
  'POST /admin/coupons/': { body: couponCreateSchema, response: adminCouponSchema },
  'GET /admin/coupons/:id/': { response: adminCouponSchema },
  'PATCH /admin/coupons/:id/': { body: couponUpdateSchema, response: adminCouponSchema },
  'POST /orders/': { body: createOrderSchema, response: orderSchema },
  'POST /orders/course/': { body: courseOrderSchema, response: orderSchema },
  'GET /orders/': { query: paginationQuerySchema, response: orderListSchema },
  'GET /orders/:id/': { response: orderSchema },
  'POST /orders/:id/cancel/': { response: orderSchema },
  'GET /admin/orders/': { query: adminOrderListQuerySchema, response: adminOrderPageSchema },
  'GET /admin/orders/:id/': { response: adminOrderSchema },
  'POST /admin/orders/:id/transition/': { body: orderTransitionSchema, response: adminOrderSchema },
  'POST /admin/orders/:id/refund/': { body: orderRefundInputSchema, response: adminOrderSchema },
  'GET /payments/options/': { response: paymentOptionsSchema },
  'POST /payments/verify/': { body: verifyPaymentSchema, response: orderSchema },
  'POST /payments/test/': { body: testGatewaySchema, response: testGatewayAnswerSchema },
  'POST /payments/razorpay/webhook/': { response: detailSchema },
  'GET /payment-methods/': { response: savedPaymentMethodListSchema },
  'POST /payment-methods/upi/': { body: upiIdInputSchema, response: savedPaymentMethodSchema },
  'POST /payment-methods/:id/default/': { response: savedPaymentMethodSchema },
  'DELETE /payment-methods/:id/': {},
  'GET /admin/courses/': { query: adminContentListQuerySchema, response: adminCoursePageSchema },
  'GET /admin/courses/:id/': { response: adminCourseSchema },
  'POST /admin/courses/': { body: courseCreateSchema, response: adminCourseSchema },
  'PATCH /admin/courses/:id/': { body: courseUpdateSchema, response: adminCourseSchema },
  'GET /courses/': { query: courseListQuerySchema, response: courseListSchema },
  'GET /courses/:id/': { response: courseDetailSchema },
  'POST /courses/:id/enroll/': { response: enrollResultSchema },
  'GET /enrollments/': { query: paginationQuerySchema, response: enrollmentListSchema },
  'GET /faq/': { query: contentLanguageQuerySchema, response: faqListSchema },
  'GET /admin/faq/': { response: adminFaqListSchema },
  'POST /admin/faq/': { body: faqCreateSchema, response: adminFaqEntrySchema },
  'PUT /admin/faq/order/': { body: faqOrderSchema, response: adminFaqListSchema },
  'PATCH /admin/faq/:id/': { body: faqUpdateSchema, response: adminFaqEntrySchema },
  'DELETE /admin/faq/:id/': {},
  'POST /newsletter/': { body: newsletterSubscribeSchema, response: detailSchema },
  'POST /newsletter/unsubscribe/': { body: newsletterUnsubscribeSchema, response: detailSchema },
  'POST /contact/': { body: contactMessageSchema, response: detailSchema },
  'GET /admin/projects/': { query: adminContentListQuerySchema, response: adminProjectPageSchema },
  'GET /admin/projects/:id/': { response: adminProjectSchema },
  'POST /admin/projects/': { body: projectCreateSchema, response: adminProjectSchema },
  'PATCH /admin/projects/:id/': { body: projectUpdateSchema, response: adminProjectSchema },
  'GET /projects/': { query: projectListQuerySchema, response: projectListSchema },
  'GET /projects/:id/': { response: projectDetailSchema },
  'POST /projects/:id/add-to-cart/': { response: addProjectPartsResultSchema },
  'POST /bom/match/': { body: bomMatchRequestSchema, response: bomMatchSchema },
  'POST /bom/add-to-cart/': { body: bomAddToCartSchema, response: addProjectPartsResultSchema },
  'GET /bom/lists/': { response: bomListsSchema },
  'POST /bom/lists/': { body: bomListCreateSchema, response: bomListSchema },
  'GET /bom/lists/:id/': { response: bomListSchema },
  'PATCH /bom/lists/:id/': { body: bomListUpdateSchema, response: bomListSchema },
  'DELETE /bom/lists/:id/': {},
  'POST /bom/lists/:id/add-to-cart/': { response: addProjectPartsResultSchema },
  'POST /support/': { body: supportRequestSchema, response: supportTicketSchema },
  'POST /bulk-orders/': { body: bulkQuoteRequestSchema, response: bulkQuoteSchema },
  'GET /admin/dashboard/': { response: dashboardSchema },
  'GET /admin/me/': { response: adminMeSchema },
  'GET /admin/staff/': { query: paginationQuerySchema, response: staffPageSchema },
  'POST /admin/staff/': { body: addStaffSchema, response: staffMemberSchema },
  'PATCH /admin/staff/:id/': { body: updateStaffRolesSchema, response: staffMemberSchema },
  'DELETE /admin/staff/:id/': {},
  'GET /admin/audit/': { query: auditQuerySchema, response: auditPageSchema },
  'GET /admin/inbox/messages/': { query: contactListQuerySchema, response: contactPageSchema },
  'GET /admin/inbox/tickets/': { query: ticketListQuerySchema, response: ticketPageSchema },
  'GET /admin/inbox/quotes/': { query: quoteListQuerySchema, response: quotePageSchema },
  'GET /admin/inbox/messages/:id/': { response: inboxThreadSchema },
  'POST /admin/inbox/messages/:id/replies/': { body: inboxReplyInputSchema, response: inboxThreadSchema },
  'PATCH /admin/inbox/messages/:id/': { body: contactStatusInputSchema, response: inboxThreadSchema },
  'GET /admin/inbox/tickets/:id/': { response: inboxThreadSchema },
  'POST /admin/inbox/tickets/:id/replies/': { body: inboxReplyInputSchema, response: inboxThreadSchema },
  'PATCH /admin/inbox/tickets/:id/': { body: ticketStatusInputSchema, response: inboxThreadSchema },
  'GET /admin/inbox/quotes/:id/': { response: inboxThreadSchema },
  'POST /admin/inbox/quotes/:id/replies/': { body: inboxReplyInputSchema, response: inboxThreadSchema },
  'PATCH /admin/inbox/quotes/:id/': { body: quoteStatusInputSchema, response: inboxThreadSchema },
  'GET /admin/inbox/subscribers/': { query: subscriberListQuerySchema, response: subscriberPageSchema },
  'GET /admin/inbox/subscribers/export/': { response: 'text' },
  'GET /admin/outbox/': { query: outboxQuerySchema, response: outboxPageSchema },
  'GET /admin/outbox/:id/': { response: outboxEmailSchema },
  'POST /admin/outbox/:id/retry/': { response: outboxEmailSchema },
  'GET /admin/products/:id/stock/': { query: paginationQuerySchema, response: productStockSchema },
  'POST /admin/products/:id/stock/': { body: stockAdjustmentInputSchema, response: stockAdjustedSchema },
  'GET /back-in-stock/': { response: backInStockAlertListSchema },
  'POST /back-in-stock/': { body: backInStockRequestSchema, response: backInStockAlertSchema },
  'DELETE /back-in-stock/:id/': {},
  'POST /back-in-stock/guest/': { body: guestBackInStockRequestSchema, response: detailSchema },
  'POST /back-in-stock/confirm/': { body: backInStockTokenSchema, response: backInStockLinkAnswerSchema },
  'POST /back-in-stock/cancel/': { body: backInStockTokenSchema, response: backInStockLinkAnswerSchema },
} as const satisfies Record<`${ApiMethod} /${string}`, ApiRoute>;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteKey = keyof ApiRoutes;

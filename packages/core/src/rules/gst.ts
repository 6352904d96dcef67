/**
 * GST slabs since 22 September 2025 (Notification 9/2025-CT(Rate)): what a product's rate is
 * chosen from. Most of what the shop sells (boards, modules, motors, tools) is 18%.
 */
export const GST_RATES = [0, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];
export const STANDARD_GST_RATE: GstRate = 18;

/**
 * An HSN code of 4, 6 or 8 digits: 4 suffice for a turnover up to ₹5 crore (Notification
 * 78/2020-CT); more digits are allowed for a precise heading.
 */
export const HSN_CODE_PATTERN = /^\d{4}(\d{2}){0,2}$/;

/**
 * A course is a service: SAC 999293 (commercial training and coaching) at 18%. Its place of supply
 * is the buyer's state as far as the shop knows it (IGST Act s.12(2)).
 */
export const COURSE_SAC_CODE = '999293';
export const COURSE_GST_RATE: GstRate = STANDARD_GST_RATE;

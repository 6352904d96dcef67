/** An Indian mobile number in E.164, as stored: +91 and ten digits, the first 6 to 9. */
const E164_INDIAN_MOBILE = /^\+91([6-9]\d{4})(\d{5})$/;

/**
 * A phone number as customers read it in India: "+91 98765 43210". Older records kept the bare ten
 * digits; they are shown the same way. Anything else is shown as stored.
 */
export function formatIndianPhone(phone: string): string {
  const e164 = /^[6-9]\d{9}$/.test(phone) ? `+91${phone}` : phone;
  const parts = E164_INDIAN_MOBILE.exec(e164);
  return parts ? `+91 ${parts[1]} ${parts[2]}` : phone;
}

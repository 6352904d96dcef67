/** Where the product page's delivery answer points a customer whose part is out of stock. */
export const NOTIFY_WHEN_BACK_ID = 'notify-when-back';

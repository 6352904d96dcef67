// The customer's orders in the query cache: read by the orders feature, and written by checkout when
// it places or pays for one, so both name the same keys without importing each other.

/** Every order query (list pages and single orders) sits under this key. */
export const ordersQueryKey = ['orders'] as const;

export const orderQueryKey = (id: string | number) => [...ordersQueryKey, 'detail', String(id)] as const;

// What other features use of sign-in; the pages themselves are loaded by the router.
export { meQueryKey } from './api/get-profile';
export { useUpdateProfile } from './api/update-profile';
export { RequireAuth } from './require-auth';
export { initials, useAuth, useEmailsReachCustomer } from './use-auth';
export { useSendToLogin } from './use-send-to-login';
export { useSignOut } from './use-sign-out';

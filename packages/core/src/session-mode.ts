// Kept apart from the zod schemas: the web app's first script reads these, and importing a schema
// module would bring zod along with it.
/**
 * A client that keeps its refresh token in the HttpOnly cookie (the web app) says so with this
 * header, and the answers that start or renew a session then leave the token out of the body,
 * where scripts could read it. A refresh made with the cookie is answered the same way.
 */
export const SESSION_MODE_HEADER = 'x-session-mode';
export const COOKIE_SESSION_MODE = 'cookie';

/** Business constants of seed §9 and PRODUCT.md. */
export const MIN_PASSWORD_LENGTH = 6;
export const PROTOCOL_LIST_STAGE_PAGE = { limit: 15, page: 1 } as const;
export const VIDEO_PROCESS_DELAY_MS = 3000;
export const NOTIFICATION_AUTO_HIDE_MS = 10_000;
export const CACHE_KEEP_UNUSED_SECONDS = 60;
export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_WINDOW_SECONDS = 14 * 24 * 60 * 60;
export const RESET_LINK_TTL_MINUTES = 60;
export const WELCOME_LINK_TTL_HOURS = 72;
export const RESET_LINK_INTERVAL_SECONDS = 60;
/** Failed sign-ins per e-mail and address, per e-mail from any address, per address for any e-mail (15 minutes). */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 20;
export const LOGIN_MAX_FAILURES_PER_IP = 50;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** A wrong password says how many tries are left once this many or fewer are (issue 23). */
export const LOGIN_WARN_WHEN_LEFT = 2;
/** Reset-link requests per address (any e-mail), per 15 minutes; per e-mail it is one a RESET_LINK_INTERVAL_SECONDS. */
export const RESET_LINKS_PER_IP = 20;
/** Token refreshes per minute: per address and per account. */
export const REFRESH_MAX_PER_IP = 60;
export const REFRESH_MAX_PER_ACCOUNT = 10;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;

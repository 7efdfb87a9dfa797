/** SPEC §9 page sizes, shared by the legacy API defaults and the lists in the browser. */
export const NEWSROOM_PAGE_SIZE = 20
export const LIST_PAGE_SIZE = 10

/** The answer to a group (or member) that is not there, or is another school's. */
export const NOT_FOUND_STATUS = 404;

/** The answer to a person whose role may not do what they asked. */
export const FORBIDDEN_STATUS = 403;

/** The refusal of a well-formed request whose values the server will not take (e.g. an unknown email). */
export const REFUSED_STATUS = 422;

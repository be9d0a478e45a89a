/**
 * The envelope code of a refusal for a missing permission (HTTP 403). A client ends the session on
 * envelope code 403 (revoked, merchant disabled); this one it answers with "no permission" instead.
 * A module without zod, so that a client's HTTP layer can read it without the schemas.
 */
export const PERMISSION_DENIED_CODE = 40301;

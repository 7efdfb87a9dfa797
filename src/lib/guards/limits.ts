/**
 * Size limits of a form upload (one attachment and the text fields), shared by the browser
 * (refuse before uploading) and the server (refuse while reading). Pure constants: safe to import
 * from client components.
 */

/** One attachment of at most 30 MB (SPEC §5, §9): 30 × 1024 × 1024 bytes. Exactly this much is accepted. */
export const MAX_FILE_BYTES = 30 * 1024 * 1024

/**
 * What a whole multipart body may carry beyond the file: the text fields (a few kB at most), part
 * headers and boundaries. A body larger than file + allowance is refused (413) as soon as its
 * Content-Length says so, or as soon as that many bytes have been read when it lies.
 */
export const FORM_ALLOWANCE_BYTES = 1024 * 1024

export const MAX_BODY_BYTES = MAX_FILE_BYTES + FORM_ALLOWANCE_BYTES

/** Text parts: far above every field's own maximum, so zod (not truncation) reports "too long". */
export const MAX_FIELD_BYTES = 64 * 1024
export const MAX_FIELDS = 40

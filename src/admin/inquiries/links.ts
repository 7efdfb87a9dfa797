/** The inbox list filtered to one field value, in the query format of Payload's list view. */
export const inquiriesListPath = (field?: 'status' | 'kind', value?: string): string =>
  field && value
    ? `/collections/inquiries?where${encodeURIComponent(`[${field}][equals]`)}=${encodeURIComponent(value)}`
    : '/collections/inquiries'

/** The inquiries nobody has picked up yet. */
export const newInquiriesListPath = inquiriesListPath('status', 'new')

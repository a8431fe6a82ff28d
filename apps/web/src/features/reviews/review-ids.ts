// The id of the heading over the review form: the composer renders it, the form is labelled by it.
export const REVIEW_FORM_HEADING = 'review-form-heading';

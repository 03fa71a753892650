/**
 * @meridian/shared/form-kit, the form kit's door: what the site's forms are built of beyond the
 * runtime's controls (Input, TextArea, Select, Field, FieldError, FieldHint, Alert): a labelled
 * field with its message (FormField); and, for the public forms that post to /api/submit, the
 * honeypot, the consent line with its notice, and the submission's state with its refused,
 * rate-limited and unreachable messages, which keep what was typed (usePublicForm). A small door,
 * bundled into whoever imports it (not into the federation-shared chunk every page downloads).
 */
export { FormField, LabelMark, Optional, Required, type FieldControl } from './form-field';
export { HoneypotField, useSenderSignals } from './honeypot';
export { ConsentLine, useConsent, type Consent } from './consent-line';
export {
  InputField,
  SubmissionAlert,
  usePublicForm,
  type FormOutcome,
  type PublicForm,
  type PublicFormOptions,
  type Submission,
} from './submission';

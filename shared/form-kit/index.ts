/**
 * @meridian/shared/form-kit, the form kit's door: what the site's forms are built of beyond the
 * runtime's controls (Input, TextArea, Select, Field, FieldError, FieldHint, Alert): a labelled
 * field with its message (FormField, InputField); and, for the public forms that post to
 * /api/submit, the submission's state with its refused, rate-limited and unreachable messages,
 * which keep what was typed (usePublicForm, SubmissionAlert). Their honeypot and consent line with
 * its notice are in '@meridian/shared/privacy' (HoneypotField, useSenderSignals, ConsentLine,
 * useConsent), beside the notices, so that the home page's newsletter takes them without the rest.
 * A small door, bundled into whoever imports it (not into the federation-shared chunk every page
 * downloads).
 */
export { ChoiceGroup } from './choice-group';
export { FormCard } from './form-card';
export { FormField, LabelMark, Optional, Required, type FieldControl } from './form-field';
export {
  InputField,
  SubmissionAlert,
  usePublicForm,
  type FormOutcome,
  type PublicForm,
  type PublicFormOptions,
  type Submission,
} from './submission';

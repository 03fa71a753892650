/**
 * @meridian/portal-kit: the pieces of the signed-in screens (the account's dashboard, the admin
 * area, with its complaint and editorial desks). It is not federation-shared: each remote
 * that imports it bundles the parts it uses, so the shared chunk every public page downloads does
 * not grow. It imports only react, styled-components and @meridian/shared, which the remotes
 * borrow from the shell.
 */
export { NeverKept, TabbedPage, type PageTab } from './tabbed-page';
export { Blank, Loading, Reading } from './loading';
export {
  keepOnDevice,
  keptWhileLoading,
  notKeptAfterAction,
  useKept,
  useKeptAfterAction,
  useKeptPages,
  useRecalled,
  type Keeping,
} from './use-kept';
export {
  CHANGE_WORDS,
  UNDO_MS,
  useUndoableChange,
  type UndoableChange,
  type UndoableChanges,
  type UndoOptions,
  type UndoOutcome,
  type UndoWords,
} from './use-undoable-change';
export { UndoBar } from './undo-bar';
export { formatDate, formatDateTime, inDays, timeAgo, type Moment } from './dates';
export { usePages, type Page, type Pages } from './use-pages';
export { ShowMore } from './show-more';
export { downloadSignedAgreement, saveFile } from './signed-agreement';
export {
  earlyReads,
  sectionEarlyReads,
  EARLY_READ_MAX_AGE_MS,
  type EarlyReads,
  type SectionEarlyReads,
} from './early-reads';

import { useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Field,
  FieldError,
  FieldHint,
  Input,
  ROLE_PERMISSIONS,
  TextArea,
  type SessionUser,
} from '@meridian/shared';
import {
  availableActions,
  canTake,
  POST_ACTIONS,
  POST_STATUS_LABELS,
  POST_TRANSITIONS,
  REASON_MAX,
  type PostAction,
  type WorkflowPost,
} from '@meridian/shared/posts';
import { formatDateTime } from '@meridian/portal-kit';
import { actorOf } from '../../data/audit';
import { takeStep, type PostRow, type StepDetails } from '../../data/posts';
import { explainChangeFailure } from '../../domain/change-failure';
import { checkPublishAt, failedChecks } from '../../domain/post-form';
import { Card, Muted } from '../card';

/** The workflow's view of a post (WorkflowPost in @meridian/shared/posts). */
export function workflowOf(post: PostRow): WorkflowPost {
  return {
    status: post.status,
    classification: post.classification,
    approvalRef: post.approvalRef || null,
    approvalDate: post.approvalDate || null,
    createdBy: post.createdBy,
  };
}

/** Steps that move the text towards readers: each is refused while a check of the stored text fails. */
const CHECKED: readonly PostAction[] = ['submit', 'approve', 'publish'];

/**
 * Where the post is in the workflow, and the steps the person may take from there (availableActions):
 * submit, approve, request changes (with the reason the author reads), publish now or at a time,
 * unpublish, archive, restore. Each is audited. The steps move the saved text, so none is offered
 * while the editor holds unsaved changes.
 */
export function WorkflowPanel({
  user,
  post,
  dirty,
  setNotice,
  reload,
}: {
  user: SessionUser;
  post: PostRow;
  dirty: boolean;
  setNotice: (notice: string | null) => void;
  reload: () => void;
}) {
  const permissions = ROLE_PERMISSIONS[user.role];
  const actions = availableActions(workflowOf(post), permissions, user.uid);
  // Steps this person could take from this status but for a check (a promotional post's approval): said, not hidden.
  const blocked = POST_ACTIONS.flatMap((action) => {
    const transition = POST_TRANSITIONS[action];
    const reachable =
      transition.from.includes(post.status) && transition.permissions.some((needed) => permissions.includes(needed));
    const allowed = canTake(action, workflowOf(post), permissions, undefined, user.uid);
    return reachable && !allowed.ok ? [{ action, reason: allowed.reason }] : [];
  });
  const [open, setOpen] = useState<'request_changes' | 'publish' | null>(null);
  const [reason, setReason] = useState('');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // When the panel opened: a post scheduled for later is told from a live one against it.
  const [openedAt] = useState(() => Date.now());
  const live = post.status === 'published' && post.publishAt !== null;
  const scheduled = live && post.publishAt !== null && post.publishAt.getTime() > openedAt;

  const run = async (action: PostAction, details: StepDetails = {}) => {
    const label = POST_TRANSITIONS[action].label;
    const failed = CHECKED.includes(action) ? failedChecks(post) : [];
    if (failed.length > 0) {
      setProblem(`${label}: not possible until these are fixed and saved: ${failed.join(' ')}`);
      return;
    }
    const allowed = canTake(action, workflowOf(post), permissions, details.reason, user.uid);
    if (!allowed.ok) {
      if (action === 'request_changes') setFieldError(allowed.reason);
      else setProblem(allowed.reason);
      return;
    }
    setProblem(null);
    setFieldError(null);
    setBusy(true);
    try {
      await takeStep(actorOf(user), post, action, details);
      const to = POST_STATUS_LABELS[POST_TRANSITIONS[action].to].toLowerCase();
      setNotice(
        action === 'publish' && typeof details.publishAt === 'number'
          ? `Scheduled: the post goes live on ${formatDateTime(new Date(details.publishAt))}.`
          : `Done: the post is ${to}.`,
      );
      reload();
    } catch (error) {
      setProblem(`${label} did not go through. ${explainChangeFailure(error)}`);
      setBusy(false);
    }
  };

  const confirmPublish = () => {
    if (when === 'now') {
      void run('publish', { publishAt: 'now' });
      return;
    }
    const checked = checkPublishAt(Date.parse(at), Date.now());
    if (!checked.ok) {
      setFieldError(checked.reason);
      return;
    }
    void run('publish', { publishAt: checked.at });
  };

  return (
    <Panel aria-labelledby="workflow-heading" data-workflow={post.status}>
      <h2 id="workflow-heading">
        {POST_STATUS_LABELS[post.status]}
        {scheduled ? ' (scheduled)' : ''}
      </h2>
      {live && post.publishAt ? (
        <Muted>
          {scheduled ? 'Goes live' : 'Live since'} {formatDateTime(post.publishAt)} at{' '}
          <a href={`/blog/${post.slug}`}>/blog/{post.slug}</a>.
        </Muted>
      ) : null}
      {post.status === 'changes_requested' && post.reviewNote ? (
        <Alert tone="info" data-review-note>
          <p>
            <strong>Changes requested:</strong> {post.reviewNote}
          </p>
        </Alert>
      ) : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {blocked.map(({ action, reason: why }) => (
        <Alert key={action} tone="info" data-blocked-step={action}>
          {POST_TRANSITIONS[action].label}: {why}
        </Alert>
      ))}
      {actions.length === 0 ? (
        <Muted>There is no step you can take on this post now.</Muted>
      ) : dirty ? (
        <Muted>Save your changes first: the workflow moves the saved text.</Muted>
      ) : (
        <Steps>
          {actions.map((action) => {
            const opens = action === 'request_changes' || action === 'publish';
            return (
              <Button
                key={action}
                type="button"
                $variant={action === 'archive' || action === 'unpublish' ? 'outline' : 'primary'}
                disabled={busy}
                aria-expanded={opens ? open === action : undefined}
                onClick={() => {
                  setProblem(null);
                  setFieldError(null);
                  if (action === 'request_changes' || action === 'publish') setOpen(open === action ? null : action);
                  else void run(action);
                }}
              >
                {POST_TRANSITIONS[action].label}
              </Button>
            );
          })}
        </Steps>
      )}
      {!dirty && open === 'request_changes' && actions.includes('request_changes') ? (
        <StepForm
          aria-label="Request changes"
          onSubmit={(event) => {
            event.preventDefault();
            void run('request_changes', { reason });
          }}
          noValidate
        >
          <Field>
            <label htmlFor="review-reason">What should change</label>
            <TextArea
              id="review-reason"
              rows={3}
              value={reason}
              maxLength={REASON_MAX}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? 'review-reason-error review-reason-hint' : 'review-reason-hint'}
              onChange={(event) => setReason(event.target.value)}
            />
            {fieldError ? <FieldError id="review-reason-error">{fieldError}</FieldError> : null}
            <FieldHint id="review-reason-hint">The author reads this. It is kept in the audit log.</FieldHint>
          </Field>
          <div>
            <Button type="submit" disabled={busy}>
              Send back with this reason
            </Button>
          </div>
        </StepForm>
      ) : null}
      {!dirty && open === 'publish' && actions.includes('publish') ? (
        <StepForm
          aria-label="Publish"
          onSubmit={(event) => {
            event.preventDefault();
            confirmPublish();
          }}
          noValidate
        >
          <Choice>
            <legend>When</legend>
            <label>
              <input type="radio" name="publish-when" checked={when === 'now'} onChange={() => setWhen('now')} /> Now
            </label>
            <label>
              <input type="radio" name="publish-when" checked={when === 'later'} onChange={() => setWhen('later')} /> At
              a date and time
            </label>
          </Choice>
          {when === 'later' ? (
            <Field>
              <label htmlFor="publish-at">Date and time (your time zone)</label>
              <Input
                id="publish-at"
                type="datetime-local"
                value={at}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? 'publish-at-error' : undefined}
                onChange={(event) => setAt(event.target.value)}
              />
              {fieldError ? <FieldError id="publish-at-error">{fieldError}</FieldError> : null}
            </Field>
          ) : null}
          <div>
            <Button type="submit" disabled={busy}>
              {when === 'now' ? 'Publish now' : 'Schedule'}
            </Button>
          </div>
        </StepForm>
      ) : null}
    </Panel>
  );
}

const Panel = styled(Card)`
  h2 {
    margin-bottom: 8px;
  }
`;

const Steps = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const StepForm = styled.form`
  display: grid;
  gap: 12px;
  max-width: 560px;
  margin-top: 16px;
`;

const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
    padding: 0;
  }
  label {
    display: flex;
    gap: 6px;
    align-items: center;
    min-height: 44px;
  }
`;

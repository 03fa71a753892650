import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, FieldError, FieldHint, onMobile, Select, useAuth, useLocation } from '@meridian/shared';
import {
  ChoiceGroup,
  FormCard,
  FormField,
  InputField,
  SubmissionAlert,
  usePublicForm,
} from '@meridian/shared/form-kit';
import { COMPLAINT_CATEGORIES, COMPLAINT_LIMITS, type ComplaintReceipt } from '@meridian/shared/complaints';
import { EMPTY_COMPLAINT, HONEYPOT_FIELD, validateComplaint, type ComplaintFields } from '@meridian/shared/submissions';
import { HoneypotField } from '@meridian/shared/privacy';
import type { ComplaintDeskWords } from '../content/complaints';
import { submitComplaint } from '../data/submit-complaint';
import { outcomeInWords } from '../domain/complaints';

const FIELD_ORDER: (keyof ComplaintFields & string)[] = ['name', 'email', 'phone', 'client', 'category', 'description'];

const TEXT_FIELDS: {
  name: 'name' | 'email' | 'phone';
  type: string;
  autoComplete: string;
  optional?: boolean;
}[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', optional: true },
];

const id = (name: string) => `complaint-${name}`;

/** Where each field's error message goes, for focusing the first one. */
const focusTarget = (name: keyof ComplaintFields) => (name === 'client' ? id('client-yes') : id(name));

/**
 * The complaint form of /complaints and its translations (issue 18, item 3; issue 35, item 6), in
 * the words of `desk` with the notice `notice` (drawn by the page, so that an English page carries
 * no Hindi notice): sent to the site's public-write endpoint with the form's language, which stores
 * it with a ticket number. Refused fields get their message beside them and keep what was typed; a
 * limited sender is told when to try again; a stored complaint shows its ticket and the date by
 * which the firm answers. Nothing typed goes into the address.
 */
export function ComplaintForm({ desk, notice }: { desk: ComplaintDeskWords; notice: ReactNode }) {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const words = desk.form;
  const form = usePublicForm<ComplaintFields, ComplaintReceipt | null>({
    form: 'complaint',
    empty: EMPTY_COMPLAINT,
    order: FIELD_ORDER,
    focusTarget,
    validate: (fields) => validateComplaint(fields, words.problems),
    consent: false,
    send: async (fields, signals) => {
      const sent = await submitComplaint(
        { fields, language: desk.language, page: pathname, ...signals, signedIn: user !== null },
        words.unreachable,
      );
      const outcome = outcomeInWords(sent, fields, words);
      return outcome.kind === 'received' ? { kind: 'sent', sent: outcome.receipt } : outcome;
    },
  });
  const { fields, errors, submission } = form;
  const receiptHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (submission.kind === 'sent') receiptHeading.current?.focus();
  }, [submission.kind]);

  const heading = <FormHeading id="complaint-form-heading">{desk.page.formHeading}</FormHeading>;

  if (submission.kind === 'sent') {
    const receipt = submission.sent;
    return (
      <>
        {heading}
        <Receipt tone="success" aria-labelledby="complaint-receipt-heading">
          <h3 id="complaint-receipt-heading" ref={receiptHeading} tabIndex={-1}>
            {words.receipt.heading}
          </h3>
          {receipt ? (
            <>
              <ReceiptFacts>
                <dt>{words.receipt.ticket}</dt>
                <dd data-ticket={receipt.ticket}>{receipt.ticket}</dd>
                <dt>{words.receipt.received}</dt>
                <dd>{words.date(receipt.receivedOn)}</dd>
                <dt>{words.receipt.dueBy}</dt>
                <dd>{words.date(receipt.dueBy)}</dd>
              </ReceiptFacts>
              <p>{words.receipt.keep}</p>
            </>
          ) : (
            <p>{words.receipt.noTicket}</p>
          )}
          <Button type="button" $variant="ghost" onClick={() => form.setSubmission({ kind: 'idle' })}>
            {words.receipt.another}
          </Button>
        </Receipt>
      </>
    );
  }

  const descriptionOver = fields.description.length > COMPLAINT_LIMITS.description;

  return (
    <>
      {heading}
      {/* POST: a form sent before the page has hydrated puts nothing typed into the address. */}
      <Form
        method="post"
        noValidate
        onSubmit={(event) => void form.submit(event)}
        aria-labelledby="complaint-form-heading"
        aria-describedby="complaint-form-intro"
      >
        <FieldHint id="complaint-form-intro">{desk.page.formIntro}</FieldHint>
        <SubmissionAlert submission={submission} failed={words.failed} limited={words.limited} />
        {user ? <Alert tone="info">{words.signedIn(user.email ?? user.displayName)}</Alert> : null}
        <Row>
          {TEXT_FIELDS.map((field) => (
            <InputField
              key={field.name}
              form={form}
              name={field.name}
              label={words.labels[field.name]}
              mark={field.optional ? 'optional' : 'required'}
              optional={words.optional}
              type={field.type}
              autoComplete={field.autoComplete}
              maxLength={COMPLAINT_LIMITS[field.name]}
            />
          ))}
        </Row>
        <Choices form={form} name="client" legend={words.labels.client} choices={words.clientChoices} radiogroup />
        <FormField id={id('category')} label={words.labels.category} mark="required" error={errors.category}>
          {(control) => (
            <Select {...control} name="category" value={fields.category} onChange={form.change} required>
              <option value="">{words.categoryPlaceholder}</option>
              {COMPLAINT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {words.categories[category]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <InputField
          form={form}
          name="description"
          label={words.labels.description}
          mark="required"
          hint={words.descriptionHint}
          describedBy={[id('description-count')]}
          after={
            <Counter id={id('description-count')} $over={descriptionOver}>
              {words.counter(fields.description.length, COMPLAINT_LIMITS.description)}
            </Counter>
          }
          rows={8}
        />
        <HoneypotField id={id(HONEYPOT_FIELD)} inputRef={form.honeypot} />
        <Notice>{notice}</Notice>
        <div>
          <Button type="submit" $variant="ghost" disabled={submission.kind === 'sending'}>
            {submission.kind === 'sending' ? words.sending : words.submit}
          </Button>
        </div>
      </Form>
    </>
  );
}

const FormHeading = styled.h2`
  font-family: ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.color.navy};
  margin: 0 0 16px;
`;

const Form = styled(FormCard)`
  gap: 18px;
  ${onMobile} {
    padding: 20px 16px;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 16px;
  ${onMobile} {
    grid-template-columns: 1fr;
  }
`;

const Choices = styled(ChoiceGroup<ComplaintFields, ComplaintReceipt | null>)`
  flex-wrap: wrap;
  gap: 8px 24px;
  legend {
    margin-bottom: 8px;
  }
  label {
    display: inline-flex;
    gap: 8px;
    min-height: 44px;
  }
  ${FieldError} {
    flex-basis: 100%;
  }
`;

const Counter = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  text-align: right;
  color: ${({ theme, $over }) => ($over ? theme.color.error : theme.color.muted)};
  font-weight: ${({ $over }) => ($over ? 600 : 400)};
`;

const Notice = styled.section`
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  font-size: 0.95rem;
  h3 {
    margin: 0 0 8px;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.color.navy};
  }
  ul {
    margin: 0 0 8px;
    padding-left: 20px;
  }
  li,
  p {
    line-height: 1.55;
  }
  p {
    margin: 0 0 8px;
  }
  p:last-child {
    margin-bottom: 0;
  }
  a {
    color: ${({ theme }) => theme.color.navy};
    font-weight: 600;
  }
`;

const Receipt = styled(Alert)`
  padding: 24px;
  h3 {
    margin: 0 0 12px;
    font-size: 1.3rem;
  }
  h3:focus {
    outline: none;
  }
  p {
    line-height: 1.55;
  }
`;

const ReceiptFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 16px;
  margin: 0 0 12px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${onMobile} {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: 6px;
    }
  }
`;

import styled from 'styled-components';
import { brand, Lead, onMobile, SectionTitle, shown } from '@meridian/shared';
import { PAYMENTS, upiPayUri, type Payments } from '@meridian/shared/compliance';
import { paymentsContent as words } from '../content/payments';
import { qrSvg, spell, svgDataUrl } from '../domain/upi-qr';
import { Sources } from './sources';

/** A link to SEBI Check, beside each payment instruction (SEBI circular of 11 June 2025). */
export function SebiCheckLink({ what, payments = PAYMENTS }: { what?: string; payments?: Payments }) {
  return (
    <CheckLink href={payments.sebiCheck.href} target="_blank" rel="noopener noreferrer" data-sebi-check="">
      {what ? words.checkLinkFor(what) : words.checkLink}
    </CheckLink>
  );
}

/**
 * How to pay the firm safely (issue 35, item 2): the validated UPI ID(s) with their QR codes (alt
 * text spelling the ID), the bank account, CeFCoM, never cash nor a personal account, SEBI Check
 * beside each instruction, and a short FAQ. Every detail from the firm's configuration.
 */
export function PayingUs({ payments = PAYMENTS }: { payments?: Payments }) {
  const account = payments.bankAccount;
  const anyPlaceholder =
    payments.upi.some((item) => item.id.placeholder) ||
    Object.values(account).some((fact: { placeholder?: true }) => fact.placeholder === true);
  return (
    <div>
      <SectionTitle id="payment-title">{words.heading}</SectionTitle>
      <Lead>{words.lead}</Lead>
      <Never>{words.never}</Never>
      {anyPlaceholder ? <PlaceholderNote role="note">{words.placeholderNote}</PlaceholderNote> : null}
      <Ways>
        <Way aria-labelledby="pay-upi">
          <h3 id="pay-upi">{words.upiHeading}</h3>
          <p>{words.upiLead(payments.upi.length)}</p>
          {payments.upi.map((item) => (
            <Qr key={item.id.value}>
              <img
                src={svgDataUrl(
                  qrSvg(upiPayUri(item.id.value, brand.name), {
                    placeholder: item.id.placeholder === true,
                    sampleLabel: words.qrPlaceholder,
                  }),
                )}
                width={176}
                height={176}
                alt={`${words.qrAlt(item.id.value, spell(item.id.value))}${item.id.placeholder ? `. ${words.qrPlaceholder}` : ''}`}
              />
              <figcaption>
                <UpiId data-upi-id={item.id.value}>{shown(item.id)}</UpiId>
                <span>{item.bank}</span>
                {item.id.placeholder ? <Sample>{words.qrPlaceholder}</Sample> : null}
                <SebiCheckLink what="this UPI ID" payments={payments} />
              </figcaption>
            </Qr>
          ))}
        </Way>
        <Way aria-labelledby="pay-bank">
          <h3 id="pay-bank">{words.bankHeading}</h3>
          <Account>
            {(Object.keys(words.bankLabels) as (keyof typeof words.bankLabels)[]).map((key) => [
              <dt key={`${key}-label`}>{words.bankLabels[key]}</dt>,
              <dd key={key}>{shown(account[key])}</dd>,
            ])}
          </Account>
          <p>{words.cheque}</p>
          <SebiCheckLink what="this account" payments={payments} />
        </Way>
        <Way aria-labelledby="pay-cefcom">
          <h3 id="pay-cefcom">{words.cefcomHeading}</h3>
          <p>{words.cefcom}</p>
          <SebiCheckLink payments={payments} />
        </Way>
      </Ways>
      <Faq aria-labelledby="pay-faq">
        <h3 id="pay-faq">{words.faqHeading}</h3>
        <dl>
          {words.faq.map((item) => [
            <dt key={`${item.question}-q`}>{item.question}</dt>,
            <dd key={item.question}>{item.answer}</dd>,
          ])}
        </dl>
        <SebiCheckLink payments={payments} />
      </Faq>
      <Sources ids={['validated-upi-2025']} />
    </div>
  );
}

const CheckLink = styled.a`
  display: inline-block;
  margin-top: 8px;
  padding: 2px 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.navy};
`;

const Never = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.color.error};
  background: ${({ theme }) => theme.color.errorSurface};
  border-radius: ${({ theme }) => theme.radius.small};
  font-weight: 700;
  color: ${({ theme }) => theme.color.text};
`;

const PlaceholderNote = styled.p`
  margin: 0 0 16px;
  padding: 8px 12px;
  background: ${({ theme }) => theme.color.noticeSurface};
  border-radius: ${({ theme }) => theme.radius.small};
`;

const Ways = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 20px;
  ${onMobile} {
    grid-template-columns: 1fr;
  }
`;

const Way = styled.section`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow-wrap: anywhere;
  h3 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.color.navy};
  }
  p {
    margin: 0 0 12px;
  }
`;

const Qr = styled.figure`
  margin: 0 0 12px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  img {
    display: block;
    width: 176px;
    height: 176px;
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  figcaption {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
`;

const UpiId = styled.code`
  font-size: 1.05rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.navy};
`;

const Sample = styled.strong`
  color: ${({ theme }) => theme.color.error};
`;

const Account = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0 0 12px;
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Faq = styled.section`
  margin-top: 28px;
  max-width: 820px;
  h3 {
    color: ${({ theme }) => theme.color.navy};
  }
  dt {
    font-weight: 700;
    margin-top: 12px;
  }
  dd {
    margin: 4px 0 0;
    line-height: 1.6;
  }
`;

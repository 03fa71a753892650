import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, onMobile, PageMeta } from '@meridian/shared';

/**
 * The frame of the account's public pages (sign in, sign up, forgot and reset password): a
 * card in the middle of the page with its heading, under the site's top bar.
 */
export function AccountPage({
  title,
  heading,
  description,
  intro,
  children,
}: {
  /** The document title ('Sign In'); the firm's name is added. */
  title: string;
  heading: string;
  description: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Wrapper>
      <PageMeta title={title} description={description} />
      <Container>
        <Card>
          <h1>{heading}</h1>
          {intro ? <Intro>{intro}</Intro> : null}
          {children}
        </Card>
      </Container>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  padding: calc(${({ theme }) => theme.layout.topBarHeight} + 48px) 0 72px;
  background: ${({ theme }) => theme.color.surface};
  ${onMobile} {
    padding: calc(${({ theme }) => theme.layout.topBarHeight} + 24px) 0 48px;
  }
`;

const Card = styled.div`
  max-width: 480px;
  margin: 0 auto;
  padding: 32px;
  background: ${({ theme }) => theme.color.white};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h1 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.9rem;
    line-height: 1.2;
    margin: 0 0 8px;
    color: ${({ theme }) => theme.color.navy};
  }
  ${onMobile} {
    padding: 24px 20px;
  }
`;

const Intro = styled.div`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.color.muted};
  p {
    margin: 0;
  }
`;

/** A form's column of fields. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

/** A line of small links under a form ('Forgot password?', 'Sign up'). */
export const FormLinks = styled.p`
  margin: 20px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  a {
    color: ${({ theme }) => theme.color.navy};
    font-weight: 600;
  }
`;

/** 'or', between a form and the Google button. */
export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 22px 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

/** A checkbox with its label beside it. */
export const CheckRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 10px;
  align-items: start;
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
  }
  label {
    font-weight: 600;
  }
  & > p {
    grid-column: 2;
  }
`;

/** The full-width submit button of an account form. */
export const SubmitRow = styled.div`
  & > button {
    width: 100%;
  }
`;

// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  afterEach(cleanup);

  it.each([
    ['principal.officer@meridianwealth.example', 'principal.officer@<wbr>meridianwealth.example'],
    ['not an address', '<wbr>not an address'],
  ])('%s may wrap only after its @', (address, html) => {
    const { container } = render(
      <a href={`mailto:${address}`}>
        <EmailAddress address={address} />
      </a>,
    );
    expect(container.querySelector('a')?.innerHTML).toBe(html);
    expect(container.textContent).toBe(address);
  });
});

// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepTyped } from './keep-typed';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Ref = typeof keepTyped | undefined;

/** A form of every kind of control, showing what its state holds. */
function Form({ keep }: { keep: Ref }) {
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('5000');
  const [message, setMessage] = useState('');
  const [agree, setAgree] = useState(false);
  const [remember, setRemember] = useState(true);
  const [pace, setPace] = useState('monthly');
  const [renders, setRenders] = useState(0);
  return (
    <form>
      <input aria-label="name" ref={keep} value={name} onChange={(event) => setName(event.target.value)} />
      <input aria-label="amount" ref={keep} value={amount} onChange={(event) => setAmount(event.target.value)} />
      <textarea aria-label="message" ref={keep} value={message} onChange={(event) => setMessage(event.target.value)} />
      <input
        aria-label="agree"
        type="checkbox"
        ref={keep}
        checked={agree}
        onChange={(event) => setAgree(event.target.checked)}
      />
      <input
        aria-label="remember"
        type="checkbox"
        ref={keep}
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      {['monthly', 'yearly'].map((value) => (
        <input
          key={value}
          aria-label={value}
          type="radio"
          name="pace"
          value={value}
          ref={keep}
          checked={pace === value}
          onChange={() => setPace(value)}
        />
      ))}
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render again
      </button>
      <output>{JSON.stringify({ name, amount, message, agree, remember, pace })}</output>
    </form>
  );
}

const control = <T extends HTMLElement>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`) as T;
const state = () => JSON.parse(document.querySelector('output')?.textContent ?? '{}') as Record<string, unknown>;

/** The server's form, used before the page hydrates: typed in, ticked, another option chosen. */
async function hydrateAfterUse(keep: Ref): Promise<void> {
  document.body.innerHTML = `<div id="root">${renderToString(<Form keep={keep} />)}</div>`;
  control<HTMLInputElement>('name').value = 'Asha Rao';
  control<HTMLInputElement>('amount').value = '12000';
  control<HTMLTextAreaElement>('message').value = 'Please call after six.';
  control<HTMLInputElement>('agree').checked = true;
  control<HTMLInputElement>('remember').checked = false;
  control<HTMLInputElement>('yearly').checked = true;
  const root = document.getElementById('root') as HTMLElement;
  await act(async () => {
    hydrateRoot(root, <Form keep={keep} />);
  });
  // Any later render (here a button; on the site, a session becoming known) shows the state.
  await act(async () => {
    document.querySelector('button')?.click();
  });
}

const used = {
  name: 'Asha Rao',
  amount: '12000',
  message: 'Please call after six.',
  agree: true,
  remember: false,
  pace: 'yearly',
};

describe('keepTyped', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hands React what was typed, ticked and chosen before hydration, and it survives the next render', async () => {
    await hydrateAfterUse(keepTyped);
    expect(state()).toEqual(used);
    expect(control<HTMLInputElement>('name').value).toBe('Asha Rao');
    expect(control<HTMLTextAreaElement>('message').value).toBe('Please call after six.');
    expect(control<HTMLInputElement>('yearly').checked).toBe(true);
    expect(control<HTMLInputElement>('monthly').checked).toBe(false);
  });

  it('is needed: without it React keeps the server’s values and the next render puts them back', async () => {
    await hydrateAfterUse(undefined);
    expect(state()).toEqual({ name: '', amount: '5000', message: '', agree: false, remember: true, pace: 'monthly' });
    expect(control<HTMLInputElement>('name').value).toBe('');
  });

  it('does nothing to a form nobody touched', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Form keep={keepTyped} />)}</div>`;
    await act(async () => {
      hydrateRoot(document.getElementById('root') as HTMLElement, <Form keep={keepTyped} />);
    });
    expect(state()).toEqual({ name: '', amount: '5000', message: '', agree: false, remember: true, pace: 'monthly' });
  });

  it('leaves a date picker’s value alone when it is text the picker cannot hold, and takes a date picked', async () => {
    function Dates() {
      const [day, setDay] = useState('2025-02-30');
      const [other, setOther] = useState('');
      return (
        <form>
          <input
            aria-label="day"
            type="date"
            ref={keepTyped}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
          <input
            aria-label="other"
            type="date"
            ref={keepTyped}
            value={other}
            onChange={(event) => setOther(event.target.value)}
          />
          <output>{JSON.stringify({ day, other })}</output>
        </form>
      );
    }
    document.body.innerHTML = `<div id="root">${renderToString(<Dates />)}</div>`;
    control<HTMLInputElement>('other').value = '2026-01-31';
    await act(async () => {
      hydrateRoot(document.getElementById('root') as HTMLElement, <Dates />);
    });
    expect(state()).toEqual({ day: '2025-02-30', other: '2026-01-31' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { cachedJsonSource } from './fetcher';

function server(answers: (() => Response | Promise<Response>)[]) {
  let call = 0;
  return vi.fn(async () => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (!answer) throw new Error('no answer');
    return answer();
  });
}

const json = (value: unknown) => () => new Response(JSON.stringify(value), { status: 200 });

describe('cachedJsonSource', () => {
  it('reads once within the time to live, and again after it', async () => {
    let now = 0;
    const fetch = server([json({ v: 1 }), json({ v: 2 })]);
    const source = cachedJsonSource({ ttlMs: 1000, fetch, now: () => now });
    expect(await source.json('u')).toEqual({ v: 1 });
    now = 999;
    expect(await source.json('u')).toEqual({ v: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    now = 1001;
    expect(await source.json('u')).toEqual({ v: 2 });
  });

  it('asks once for concurrent reads of one address', async () => {
    const fetch = server([json({ v: 1 })]);
    const source = cachedJsonSource({ ttlMs: 1000, fetch });
    await Promise.all([source.json('u'), source.json('u'), source.json('u')]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('serves the last good copy while the site cannot be reached, for a while, and fails with none', async () => {
    let now = 0;
    const source = cachedJsonSource({
      ttlMs: 10,
      staleMs: 1000,
      fetch: server([json({ v: 1 }), () => new Response('down', { status: 503 })]),
      now: () => now,
    });
    expect(await source.json('u')).toEqual({ v: 1 });
    now = 100;
    expect(await source.json('u')).toEqual({ v: 1 });
    now = 1011;
    await expect(source.json('u')).rejects.toThrow('u answered 503.');
    const unreachable = cachedJsonSource({
      ttlMs: 10,
      fetch: server([json({ v: 1 }), () => Promise.reject(new TypeError('fetch failed'))]),
      now: () => now,
    });
    expect(await unreachable.json('u')).toEqual({ v: 1 });
    now += 100;
    expect(await unreachable.json('u')).toEqual({ v: 1 });
    const none = cachedJsonSource({ ttlMs: 10, fetch: server([() => new Response('', { status: 404 })]) });
    await expect(none.json('v')).rejects.toThrow('v answered 404.');
  });

  it('takes a 404 at its word: the section is not deployed, so no old copy stands in', async () => {
    let now = 0;
    const source = cachedJsonSource({
      ttlMs: 10,
      fetch: server([json({ v: 1 }), () => new Response('', { status: 404 }), json({ v: 2 })]),
      now: () => now,
    });
    expect(await source.json('u')).toEqual({ v: 1 });
    now = 100;
    await expect(source.json('u')).rejects.toThrow('u answered 404.');
    expect(await source.json('u')).toEqual({ v: 2 });
  });
});

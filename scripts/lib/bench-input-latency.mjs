// Input latency of a calculator page: the time from an input event on one of its fields to the
// frame that shows the updated result. Used by `npm run bench` (the caller creates the Playwright
// page) and runnable by hand against a served site.
//
// For each value: the field is set through Playwright (a trusted input event, as a user's), and the
// page records performance.now() in a capture-phase 'input' listener (t0), the first mutation of
// the primary result (the element with data-primary-result, t1), and the end of the next animation
// frame after it (t2: a task queued from that frame's requestAnimationFrame callback, which runs once
// the frame's style, layout and paint are done). The sample is t2 − t0. The result
// also reports t1 − t0 (the work: handler, render, commit) and how many frames began between the
// input and that paint (1 means the update made the very next frame).

/* global document, window, requestAnimationFrame, MutationObserver, HTMLInputElement -- the functions passed to page.evaluate run in the browser */

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (value) => Math.round(value * 100) / 100;

/**
 * Measures input latency on a calculator page.
 * @param {import('@playwright/test').Page} page a Playwright page (the caller owns the browser)
 * @param {{ path: string, field: string, values: (string | number)[], timeoutMs?: number }} options
 *   path: a URL or a path on the page's base URL, e.g. '/calculators/home-loan?amount=2500000&rate=8.5&years=30';
 *   field: the visible label of a number field ('Loan amount'), or '<label> slider' for its slider;
 *   values: the values to enter in turn, each different from the one before (for a slider, its
 *   positions: the value itself on a linear slider, 0–1000 on a logarithmic rupee slider).
 * @returns {Promise<{ samples: number[], medianMs: number, p95Ms: number, workMs: number[], medianWorkMs: number, frames: number[] }>}
 */
export async function measureInputLatency(page, { path, field, values, timeoutMs = 2000 }) {
  await page.goto(path);
  const result = page.locator('[data-primary-result]').first();
  await result.waitFor({ state: 'visible' });
  const control = page.getByLabel(field, { exact: true });
  await control.waitFor({ state: 'visible' });
  const isSlider = (await control.getAttribute('type')) === 'range';

  const samples = [];
  const workMs = [];
  const frames = [];
  for (const value of values) {
    // Arm the listeners, then let one frame pass so no earlier work is pending.
    await page.evaluate((limit) => {
      const target = document.querySelector('[data-primary-result]');
      window.__latency = new Promise((resolve, reject) => {
        let start = 0;
        let changed = 0;
        let framesSeen = 0;
        const timer = setTimeout(() => reject(new Error('The result did not change.')), limit);
        const countFrames = () => {
          if (!start) return;
          framesSeen += 1;
          if (changed) {
            // A task queued from the frame's callbacks runs once that frame's style, layout and paint are done.
            setTimeout(() => {
              clearTimeout(timer);
              resolve({ total: performance.now() - start, work: changed - start, frames: framesSeen });
            }, 0);
            return;
          }
          requestAnimationFrame(countFrames);
        };
        const observer = new MutationObserver(() => {
          if (!start || changed) return;
          changed = performance.now();
          observer.disconnect();
        });
        observer.observe(target, { childList: true, characterData: true, subtree: true });
        document.addEventListener(
          'input',
          () => {
            start = performance.now();
            requestAnimationFrame(countFrames);
          },
          { capture: true, once: true },
        );
      });
      return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }, timeoutMs);

    if (isSlider) {
      await control.evaluate((element, next) => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setter.call(element, String(next));
        element.dispatchEvent(new Event('input', { bubbles: true }));
        element.dispatchEvent(new Event('change', { bubbles: true }));
      }, value);
    } else {
      await control.fill(String(value));
    }
    const sample = await page.evaluate(() => window.__latency);
    samples.push(round(sample.total));
    workMs.push(round(sample.work));
    frames.push(sample.frames);
  }
  return {
    samples,
    medianMs: round(median(samples)),
    p95Ms: round(percentile(samples, 95)),
    workMs,
    medianWorkMs: round(median(workMs)),
    frames,
  };
}

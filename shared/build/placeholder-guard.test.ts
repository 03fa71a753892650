import { expect, it, vi } from 'vitest';
import type * as PaymentsModule from '../compliance/payments';
import type * as BrandProblemsModule from '../disclosures/brand-problems';
import { placeholderGuard } from './placeholder-guard';

// The build's guard, as Vite calls it: the project from the resolved config, then buildStart.
// A malformed UPI ID is put in the payments configuration for the last case.
const payments = vi.hoisted(() => ({ malformed: false }));
vi.mock('../compliance/payments', async (original) => {
  const real = await original<typeof PaymentsModule>();
  return {
    ...real,
    get PAYMENTS() {
      return payments.malformed
        ? { ...real.PAYMENTS, upi: [{ id: { value: 'meridian@okhdfc' }, bank: 'HDFC Bank' }] }
        : real.PAYMENTS;
    },
  };
});

// A registration number of the wrong form is put in the firm's facts for the brand case.
const facts = vi.hoisted(() => ({ malformed: false }));
vi.mock('../disclosures/brand-problems', async (original) => {
  const real = await original<typeof BrandProblemsModule>();
  const { brand } = await import('../src/config/brand');
  return {
    ...real,
    brandRefusal: () =>
      real.brandRefusal(
        real.brandProblems(
          facts.malformed
            ? { ...brand, registration: { ...brand.registration, number: { value: 'INA12345' } } }
            : brand,
        ),
      ),
  };
});

function build(projectId: string, content: Record<string, unknown> = {}): string[] {
  const plugin = placeholderGuard(content) as unknown as {
    configResolved: (config: { env: Record<string, string> }) => void;
    buildStart: (this: { error: (message: string) => void }) => void;
  };
  plugin.configResolved({ env: { VITE_FIREBASE_PROJECT_ID: projectId } });
  const errors: string[] = [];
  // Vite's this.error throws: the first refusal stops the build.
  try {
    plugin.buildStart.call({
      error: (message: string) => {
        errors.push(message);
        throw new Error(message);
      },
    });
  } catch {
    // the refusal, recorded above
  }
  return errors;
}

it('lets the demo build through with its placeholders', () => {
  payments.malformed = false;
  expect(build('demo-meridian')).toEqual([]);
});

it('refuses a production build while placeholders remain, naming them', () => {
  payments.malformed = false;
  const [refusal = ''] = build('meridian-prod');
  expect(refusal).toContain('brand.registration.number');
});

it("refuses the placeholders of a section's own content too, by the name it gives them", () => {
  payments.malformed = false;
  const content = { 'home.stats': [{ approval: { reference: { value: 'BSE/IA/ADV/2026/0417', placeholder: true } } }] };
  expect(build('demo-meridian', content)).toEqual([]);
  expect(build('meridian-prod', content)[0]).toContain('home.stats[0].approval.reference: BSE/IA/ADV/2026/0417');
});

it('fails even the demo build on a malformed UPI ID, naming the field', () => {
  payments.malformed = true;
  const [refusal = ''] = build('demo-meridian');
  expect(refusal).toContain('payments.upi[0].id: "meridian@okhdfc" is not a validated UPI ID (name.ia@valid<bank>)');
});

it("fails even the demo build on a malformed registration number in the firm's facts, naming the field", () => {
  payments.malformed = false;
  facts.malformed = true;
  const [refusal = ''] = build('demo-meridian');
  facts.malformed = false;
  expect(refusal).toContain('brand.registration.number: "INA12345" is not INA followed by nine digits');
});

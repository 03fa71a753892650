/**
 * firestore.rules carries its own copy of the role → permission table (rules cannot import
 * TypeScript). This test reads that copy out of the rules text and checks it equals
 * ROLE_PERMISSIONS, so the two can never drift apart. No emulator needed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  ROLES,
  CALCULATOR_NAMES,
  RATE_SCHEMES,
  INVITE_LIFETIME_DAYS,
} from '@meridian/shared';
import { COMPLAINT_CATEGORIES, TICKET_PREFIX } from '@meridian/shared/complaints';
import { BOOKING_LIMITS, BOOKING_STATUSES, WEEKDAY_KEYS } from '@meridian/shared/booking';
import { AGREEMENT_TEMPLATE, SEBI_FEE_RULES } from '@meridian/shared/compliance';
import {
  ADVISORY_SERVICES,
  DECLARATION_VERSION,
  PAN_PATTERN,
  RISK_QUESTIONNAIRE,
  SUITABILITY_REASON,
  AGREEMENT_END_REASONS,
  ENDING_LIMITS,
} from '@meridian/shared/onboarding';
import { POST_CATEGORIES, POST_STATUSES } from '@meridian/shared/posts';

const RULES_PATH = fileURLToPath(new URL('../firestore.rules', import.meta.url));
const rules = readFileSync(RULES_PATH, 'utf8');

/** The text of `function permissionsOf(role) { return …; }`: its chain of choices. */
function roleMapLiteral(source: string): string {
  const match = /function\s+permissionsOf\s*\(\s*role\s*\)\s*\{\s*return\s*([\s\S]*?);\s*(?:\/\/[^\n]*)?\n\s*\}/.exec(
    source,
  );
  if (!match?.[1]) throw new Error('firestore.rules has no `function permissionsOf(role) { return …; }`.');
  return match[1];
}

/**
 * Parses the chain `role == 'a' ? ['x', …] : role == 'b' ? […] : […]` strictly: each choice's
 * list, via JSON, and the last list for DEFAULT_ROLE (the role every other value falls to).
 */
function parseRoleMap(chain: string): Record<string, string[]> {
  const text = chain.replace(/\/\/[^\n]*/g, '');
  const choices = [...text.matchAll(/role\s*==\s*'([^']+)'\s*\?\s*(\[[^\]]*\])/g)];
  const fallback = /:\s*(\[[^\]]*\])\s*$/.exec(text.trim());
  if (!fallback?.[1]) throw new Error('permissionsOf() should end with the default role’s list.');
  const asList = (literal: string, role: string): string[] => {
    const parsed: unknown = JSON.parse(literal.replace(/'([^'\\]*)'/g, '"$1"').replace(/,(\s*\])/g, '$1'));
    if (!Array.isArray(parsed) || !parsed.every((p): p is string => typeof p === 'string')) {
      throw new Error(`permissionsOf('${role}') should be a list of strings.`);
    }
    return parsed;
  };
  const map: Record<string, string[]> = {};
  for (const [, role = '', list = ''] of choices) map[role] = asList(list, role);
  map[DEFAULT_ROLE] = asList(fallback[1], DEFAULT_ROLE);
  return map;
}

const sorted = (values: readonly string[]): string[] => [...values].sort();

describe('the role map in firestore.rules', () => {
  const rulesMap = parseRoleMap(roleMapLiteral(rules));

  it('has exactly the roles of ROLES', () => {
    expect(sorted(Object.keys(rulesMap))).toEqual(sorted(ROLES));
  });

  it.each(ROLES)("gives '%s' exactly its ROLE_PERMISSIONS", (role) => {
    const permissions = rulesMap[role] ?? [];
    expect(sorted(permissions)).toEqual(sorted(ROLE_PERMISSIONS[role]));
    expect(new Set(permissions).size).toBe(permissions.length);
  });

  it('equals ROLE_PERMISSIONS as a whole', () => {
    const normalise = (map: Readonly<Record<string, readonly string[]>>): Record<string, string[]> =>
      Object.fromEntries(Object.entries(map).map(([role, permissions]) => [role, sorted(permissions)]));
    expect(normalise(rulesMap)).toEqual(normalise(ROLE_PERMISSIONS));
  });

  it('asks can() only for permissions that exist', () => {
    const asked = [...rules.matchAll(/\bcan\(\s*'([^']*)'\s*\)/g)].map((match) => match[1] ?? '');
    expect(asked.length).toBeGreaterThan(0);
    for (const permission of asked) expect(PERMISSIONS).toContain(permission);
  });

  it(`treats a missing or unknown role as '${DEFAULT_ROLE}', like normaliseRole`, () => {
    expect(rules).toMatch(
      new RegExp(
        `isValidRole\\(profile\\.get\\('role', '${DEFAULT_ROLE}'\\)\\) \\? profile\\.get\\('role', '${DEFAULT_ROLE}'\\) : '${DEFAULT_ROLE}'`,
      ),
    );
  });
});

describe('parseRoleMap', () => {
  it('reads a chain of choices with comments and trailing commas', () => {
    const chain = roleMapLiteral(`
      function permissionsOf(role) {
        return role == 'a'
          ? ['x', 'y',]
          : role == 'b' ? []
          : ['z']; // the default
      }`);
    expect(parseRoleMap(chain)).toEqual({ a: ['x', 'y'], b: [], [DEFAULT_ROLE]: ['z'] });
  });

  it('fails loudly on a table it cannot read', () => {
    expect(() => roleMapLiteral('function somethingElse() { return {}; }')).toThrow(/permissionsOf/);
    expect(() => parseRoleMap("role == 'a' ? ['x'] : 'y'")).toThrow(/default role/);
    expect(() => parseRoleMap("role == 'a' ? [x] : ['y']")).toThrow();
  });
});

describe('the patterns in firestore.rules', () => {
  /** The alternatives of the pattern a rules function matches: `value.matches('a|b|c')` in `function name(`. */
  function alternatives(name: string): string[] {
    const body = new RegExp(`function\\s+${name}\\s*\\([^)]*\\)\\s*\\{([\\s\\S]*?)\\n    \\}`).exec(rules)?.[1];
    const pattern = body ? /\.matches\('([^']+)'\)/.exec(body)?.[1] : undefined;
    if (!pattern) throw new Error(`firestore.rules has no function ${name} with a .matches('…') pattern.`);
    return pattern.split('|');
  }

  it('isCalculatorSlug matches exactly the slugs of CALCULATOR_NAMES', () => {
    expect(sorted(alternatives('isCalculatorSlug'))).toEqual(sorted(Object.keys(CALCULATOR_NAMES)));
  });

  it('isValidRole matches exactly the roles of ROLES', () => {
    expect(sorted(alternatives('isValidRole'))).toEqual(sorted(ROLES));
  });

  it('isComplaintCategory matches exactly the categories of COMPLAINT_CATEGORIES', () => {
    expect(sorted(alternatives('isComplaintCategory'))).toEqual(sorted(COMPLAINT_CATEGORIES));
  });

  it(`tickets begin with TICKET_PREFIX ('${TICKET_PREFIX}-')`, () => {
    expect(rules).toContain(`return '${TICKET_PREFIX}-' + year + '-' + string(1000000 + serial)[1:7];`);
    expect(rules).toContain(`ticket.matches('${TICKET_PREFIX}-[0-9]{4}-[0-9]{6}')`);
  });
});

describe('the rate schemes in firestore.rules', () => {
  it('rateSchemes() lists exactly RATE_SCHEMES', () => {
    const list = /function\s+rateSchemes\s*\(\s*\)\s*\{\s*return\s*\[([^\]]*)\]/.exec(rules)?.[1];
    if (list === undefined) throw new Error('firestore.rules has no `function rateSchemes() { return [...]; }`.');
    const schemes = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
    expect(sorted(schemes)).toEqual(sorted(RATE_SCHEMES));
  });

  it.each(RATE_SCHEMES)('validRates() checks %s, and rateValues() records it', (scheme) => {
    expect(rules).toContain(`validRate(rates.${scheme})`);
    expect(rules).toContain(`'${scheme}': rates.${scheme}.ratePct`);
  });
});

describe('the invitation lifetime in firestore.rules', () => {
  it(`is INVITE_LIFETIME_DAYS (${INVITE_LIFETIME_DAYS}) days`, () => {
    const body = /function\s+inviteLifetime\s*\(\s*\)\s*\{\s*return\s*([^;]*);/.exec(rules)?.[1];
    if (body === undefined) throw new Error('firestore.rules has no `function inviteLifetime() { return …; }`.');
    expect(body.trim()).toBe(`duration.value(${INVITE_LIFETIME_DAYS}, 'd')`);
  });
});

describe('the editorial desk in firestore.rules', () => {
  /** The strings of `function name() { return [...]; }`. */
  const listOf = (name: string): string[] => {
    const list = new RegExp(`function\\s+${name}\\s*\\(\\s*\\)\\s*\\{\\s*return\\s*\\[([^\\]]*)\\]`).exec(rules)?.[1];
    if (list === undefined) throw new Error(`firestore.rules has no \`function ${name}() { return [...]; }\`.`);
    return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
  };

  it('postCategories() lists exactly POST_CATEGORIES', () => {
    expect(sorted(listOf('postCategories'))).toEqual(sorted(POST_CATEGORIES));
  });

  it('validPostSave() and validPostStep() name only statuses of POST_STATUSES', () => {
    const body = /function\s+validPostSave[\s\S]*?function\s+validPostStep[\s\S]*?\n {4}\}/.exec(rules)?.[0] ?? '';
    const named = [...body.matchAll(/'([a-z_]+)'/g)]
      .map((match) => match[1] ?? '')
      // Besides the statuses: permissions, a changed key, the units of duration.value, a
      // classification and the audit entry's note (a request for changes' reason).
      .filter((word) => !(PERMISSIONS as readonly string[]).includes(word))
      .filter((word) => !['status', 'm', 'd', 'educational', 'note'].includes(word));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((word) => !(POST_STATUSES as readonly string[]).includes(word))).toEqual([]);
  });
});

describe('the booking in firestore.rules', () => {
  /** The body of `function name(…) { … }` (up to its closing brace at the functions' indent). */
  const bodyOf = (name: string): string => {
    const body = new RegExp(`function\\s+${name}\\s*\\([^)]*\\)\\s*\\{([\\s\\S]*?)\\n {4}\\}`).exec(rules)?.[1];
    if (body === undefined) throw new Error(`firestore.rules has no function ${name}.`);
    return body;
  };

  it('validAdviser() allows exactly the weekdays of WEEKDAY_KEYS and checks each of them', () => {
    const body = bodyOf('validAdviser');
    const allowed = /data\.weekly\.keys\(\)\.hasOnly\(\[([^\]]*)\]\)/.exec(body)?.[1] ?? '';
    expect([...allowed.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '')).toEqual([...WEEKDAY_KEYS]);
    for (const key of WEEKDAY_KEYS) expect(body).toContain(`validWeekday(data.weekly, '${key}')`);
  });

  it('the availability and the notes hold BOOKING_LIMITS', () => {
    expect(bodyOf('validWeekday')).toContain(`weekly[key].size() <= ${BOOKING_LIMITS.windowsPerDay}`);
    expect(bodyOf('validAdviser')).toContain(`data.daysOff.size() <= ${BOOKING_LIMITS.daysOff}`);
    expect(bodyOf('validAdviser')).toContain(`stringOfSize(data.displayName, 1, ${BOOKING_LIMITS.adviserName})`);
    expect(bodyOf('validBookingNote')).toContain(`stringOfSize(note.text, 1, ${BOOKING_LIMITS.note})`);
  });

  it('validBookingOutcome() names only statuses of BOOKING_STATUSES', () => {
    const named = [...bodyOf('validBookingOutcome').matchAll(/'([a-z]+)'/g)]
      .map((match) => match[1] ?? '')
      .filter((word) => !['status', 'outcomeBy', 'outcomeAt'].includes(word));
    expect(named.sort()).toEqual(['booked', 'held', 'missed']);
    for (const status of named) expect(BOOKING_STATUSES).toContain(status);
  });
});

describe('the declaration in firestore.rules', () => {
  const body = /function\s+validDeclaration\s*\([^)]*\)\s*\{([\s\S]*?)\n {4}\}/.exec(rules)?.[1] ?? '';

  it('accepts only the current DECLARATION_VERSION', () => {
    expect(body).toContain(`data.version == '${DECLARATION_VERSION}'`);
  });

  it('checks the PAN with PAN_PATTERN', () => {
    expect(body).toContain(`data.pan.matches('${PAN_PATTERN.source}')`);
  });
});

describe('the risk profile in firestore.rules', () => {
  const bodyOf = (name: string): string =>
    new RegExp(`function\\s+${name}\\s*\\([^)]*\\)\\s*\\{([\\s\\S]*?)\\n {4}\\}`).exec(rules)?.[1] ?? '';
  const ids = RISK_QUESTIONNAIRE.questions.map((question) => question.id);

  it('asks for exactly the questions of RISK_QUESTIONNAIRE, each checked, with the options of each', () => {
    const body = bodyOf('validRiskAnswers');
    for (const list of body.matchAll(/\.has(?:Only|All)\(\[([^\]]*)\]\)/g)) {
      expect([...(list[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1])).toEqual(ids);
    }
    for (const id of ids) expect(body).toContain(`riskAnswer(answers, '${id}')`);
    const values = [...(bodyOf('riskAnswer').match(/'(\d)'/g) ?? [])].map((value) => value.replace(/'/g, ''));
    for (const question of RISK_QUESTIONNAIRE.questions)
      expect(question.options.map((option) => option.value)).toEqual(values);
  });

  it('accepts only the current questionnaire version', () => {
    expect(bodyOf('validRiskProfile')).toContain(`data.questionnaireVersion == '${RISK_QUESTIONNAIRE.version}'`);
  });
});

describe('the suitability record and the agreement in firestore.rules', () => {
  const bodyOf = (name: string): string =>
    new RegExp(`function\\s+${name}\\s*\\([^)]*\\)\\s*\\{([\\s\\S]*?)\\n {4}\\}`).exec(rules)?.[1] ?? '';

  it('accepts exactly the services of ADVISORY_SERVICES, and a reason of SUITABILITY_REASON’s length', () => {
    const body = bodyOf('validSuitability');
    const listed = /data\['service'\] in \[([^\]]*)\]/.exec(body)?.[1] ?? '';
    expect([...listed.matchAll(/'([^']+)'/g)].map((match) => match[1])).toEqual([...ADVISORY_SERVICES]);
    expect(body).toContain(`stringOfSize(data.reason, ${SUITABILITY_REASON.min}, ${SUITABILITY_REASON.max})`);
  });

  it('caps an offer’s fee and billing at SEBI_FEE_RULES', () => {
    const body = bodyOf('validTerms');
    expect(body).toContain(`terms.feeAmount <= ${SEBI_FEE_RULES.fixedPerFamilyPerYear}`);
    expect(body).toContain(`terms.feeAmount <= ${SEBI_FEE_RULES.assetsPercentPerYear}`);
    expect(body).toContain(`terms.quartersBilled <= ${SEBI_FEE_RULES.maxQuartersInAdvance}`);
  });

  it('accepts offers only of the current AGREEMENT_TEMPLATE version', () => {
    expect(bodyOf('validOffer')).toContain(`data.templateVersion == '${AGREEMENT_TEMPLATE.version}'`);
  });

  it('ends an agreement for the reasons of AGREEMENT_END_REASONS, its breakage fee within SEBI_FEE_RULES, its note of ENDING_LIMITS', () => {
    const body = bodyOf('validEnding');
    const listed = /ended\.reason in \[([^\]]*)\]/.exec(body)?.[1] ?? '';
    expect([...listed.matchAll(/'([^']+)'/g)].map((match) => match[1])).toEqual([...AGREEMENT_END_REASONS]);
    // One quarter's fee: the year's fee divided by four, times the quarters of the cap (one).
    expect(SEBI_FEE_RULES.maxBreakageQuarters).toBe(1);
    expect(body).toContain('ended.breakage <= math.floor(yearlyFee(terms) / 4)');
    expect(body).toContain(`ended.note.size() <= ${ENDING_LIMITS.note}`);
  });
});

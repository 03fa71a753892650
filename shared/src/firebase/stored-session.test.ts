import { describe, expect, it } from 'vitest';
import { MEMORY_PREFIX, SESSION_ENTRY } from '../../device-memory/memory';
import { holdsSessionRecord, SESSION_RECORD_PREFIX, SESSION_RECORD_SUFFIX } from './stored-session';

describe('holdsSessionRecord', () => {
  it.each<[string, string[], boolean]>([
    ['no keys', [], false],
    ['the site’s record of a session', ['meridian:memory:v1:abc123:session'], true],
    ['only a kept page, no record', ['meridian:memory:v1:abc123:page:/dashboard'], false],
    ['Firebase’s own key (never read)', ['firebase:authUser:key:[DEFAULT]'], false],
    ['another site’s key', ['theme', 'contact-draft'], false],
  ])('%s → %s', (_, keys, expected) => {
    expect(holdsSessionRecord(keys)).toBe(expected);
  });

  it('names the record as the device’s memory writes it', () => {
    expect(SESSION_RECORD_PREFIX).toBe(MEMORY_PREFIX);
    expect(SESSION_RECORD_SUFFIX).toBe(`:${SESSION_ENTRY}`);
  });
});

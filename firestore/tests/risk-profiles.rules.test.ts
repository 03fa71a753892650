import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DECLARATION_VERSION, RISK_QUESTIONNAIRE } from '@meridian/shared/onboarding';
import {
  actor,
  cases,
  dbAs,
  everyone,
  PAST,
  readAsAdmin,
  seedOnce,
  setUpRulesEnvironment,
  UID,
  without,
  type Actor,
} from './harness';

setUpRulesEnvironment();

// riskProfiles/{uid}/versions/{id}: a person's answers to the risk questionnaire (issue 36, item
// 3), each answering a version of its own; only the answers are stored (the profile is computed
// from them). Made by the person after their declaration; accepted once, at the server's time;
// read by them and by staff who may see clients; never overwritten or removed.

const OWNER = actor('user');
const ANSWERS = Object.fromEntries(RISK_QUESTIONNAIRE.questions.map((question) => [question.id, '3']));
const answering = (overrides: DocumentData = {}): DocumentData => ({
  questionnaireVersion: RISK_QUESTIONNAIRE.version,
  answers: ANSWERS,
  createdAt: serverTimestamp(),
  acceptedAt: null,
  ...overrides,
});
const DECLARED = {
  [`declarations/${UID.user}`]: {
    uid: UID.user,
    pan: 'ABCPE1234F',
    choice: 'advisory',
    version: DECLARATION_VERSION,
    at: PAST,
  },
};
const versions = (who: Actor = OWNER) => collection(dbAs(who), 'riskProfiles', UID.user, 'versions');

describe('riskProfiles: before the declaration', () => {
  it('the person cannot answer the questionnaire before declaring advice, not distribution', async () => {
    await assertFails(addDoc(versions(), answering()));
  });
});

describe('riskProfiles: answering', () => {
  seedOnce(DECLARED);

  it('the person stores their answers as a new version, and reads it back', async () => {
    const ref = await assertSucceeds(addDoc(versions(), answering()));
    expect((await assertSucceeds(getDoc(ref))).data()).toMatchObject({ answers: ANSWERS, acceptedAt: null });
  });

  it.each<[string, DocumentData]>([
    ['a question unanswered', answering({ answers: without(ANSWERS, 'loss') })],
    ['an answer that is no option', answering({ answers: { ...ANSWERS, fall: '5' } })],
    ['an answer as a number', answering({ answers: { ...ANSWERS, fall: 3 } })],
    ['a question the questionnaire does not ask', answering({ answers: { ...ANSWERS, mood: '2' } })],
    ['a score of its own', { ...answering(), category: 'aggressive' }],
    ['an older questionnaire', answering({ questionnaireVersion: '2025-01-01' })],
    ['a forged acceptance', answering({ acceptedAt: serverTimestamp() })],
    ['a time of its own', answering({ createdAt: PAST })],
    ['no answers', without(answering(), 'answers')],
  ])('is refused with %s', async (_label, data) => {
    await assertFails(addDoc(versions(), data));
  });

  it.each(cases(everyone.filter((who) => who.uid !== UID.user)))(
    '%s cannot answer for the person',
    async (_label, who) => {
      await assertFails(setDoc(doc(dbAs(who), 'riskProfiles', UID.user, 'versions', 'v1'), answering()));
    },
  );
});

describe('riskProfiles: a version answered', () => {
  seedOnce({
    ...DECLARED,
    [`riskProfiles/${UID.user}/versions/v1`]: {
      questionnaireVersion: RISK_QUESTIONNAIRE.version,
      answers: ANSWERS,
      createdAt: PAST,
      acceptedAt: null,
    },
  });
  const v1 = (who: Actor = OWNER) => doc(dbAs(who), 'riskProfiles', UID.user, 'versions', 'v1');

  it('the person accepts it once, at the server’s time; then it stands', async () => {
    await assertFails(updateDoc(v1(), { acceptedAt: PAST }));
    await assertSucceeds(updateDoc(v1(), { acceptedAt: serverTimestamp() }));
    await assertFails(updateDoc(v1(), { acceptedAt: serverTimestamp() }));
    expect((await readAsAdmin(`riskProfiles/${UID.user}/versions/v1`))?.acceptedAt).not.toBeNull();
  });

  it('nobody changes its answers, with the acceptance or without, nor removes it', async () => {
    await assertFails(updateDoc(v1(), { 'answers.fall': '4' }));
    await assertFails(updateDoc(v1(), { 'answers.fall': '4', acceptedAt: serverTimestamp() }));
    await assertFails(setDoc(v1(), answering()));
    await assertFails(deleteDoc(v1()));
    await assertFails(deleteDoc(v1(actor('superadmin'))));
  });

  it.each(cases([actor('superadmin'), actor('admin'), actor('reviewer')]))(
    '%s (view_clients) reads the versions, accepts none',
    async (_label, who) => {
      await assertSucceeds(getDoc(v1(who)));
      expect((await assertSucceeds(getDocs(versions(who)))).size).toBe(1);
      await assertFails(updateDoc(v1(who), { acceptedAt: serverTimestamp() }));
    },
  );

  it.each(cases(everyone.filter((who) => !['superadmin', 'admin', 'reviewer', 'user'].includes(who.label))))(
    '%s reads none',
    async (_label, who) => {
      await assertFails(getDoc(v1(who)));
      await assertFails(getDocs(versions(who)));
    },
  );
});

/**
 * The signing's store in Firestore (AgreementStore, handler.ts; CodeStore, signing.ts), with the
 * Admin SDK: the records an agreement rests on, read fresh; the one-time code, hashed, in
 * agreementCodes/{uid} (no rule lets a client near it); and the signature, in one transaction that
 * checks the offer is still the one prepared, marks it signed, stores the PDF and queues the
 * confirmation email.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { storedMillis } from '@meridian/shared/documents';
import {
  readStoredAgreement,
  readStoredDeclaration,
  readStoredRiskVersion,
  readStoredSuitability,
} from '@meridian/shared/onboarding';
import { queueIn } from '../mail/delivery';
import type { AgreementStore, OnboardingRecord } from './handler';
import type { CodeRecord, CodeStore } from './signing';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number => (typeof value === 'number' ? value : 0);

function codeRecordOf(data: Record<string, unknown> | undefined): CodeRecord | null {
  if (!data) return null;
  return {
    codeHash: text(data.codeHash),
    expiresAt: number(data.expiresAt),
    triesLeft: number(data.triesLeft),
    sentAt: Array.isArray(data.sentAt) ? data.sentAt.filter((at): at is number => typeof at === 'number') : [],
  };
}

export function agreementStore(db: Firestore): AgreementStore & CodeStore {
  const codes = db.collection('agreementCodes');
  return {
    async record(uid) {
      const [declaration, agreement, latestAccepted] = await Promise.all([
        db.doc(`declarations/${uid}`).get(),
        db.doc(`agreements/${uid}`).get(),
        db
          .collection(`riskProfiles/${uid}/versions`)
          .where('acceptedAt', '!=', null)
          .orderBy('acceptedAt', 'desc')
          .limit(1)
          .get(),
      ]);
      const declared = readStoredDeclaration(declaration.data());
      const offer = readStoredAgreement(agreement.data());
      const record: OnboardingRecord = {
        declaration: declared && declared.at !== null ? { pan: declared.pan, at: declared.at } : null,
        agreement: offer
          ? {
              state: offer.state,
              terms: offer.terms,
              templateVersion: offer.templateVersion,
              riskProfileId: offer.riskProfileId,
              suitabilityId: offer.suitabilityId,
              preparedAt: offer.preparedAt ?? 0,
            }
          : null,
        profile: null,
        latestAcceptedProfileId: latestAccepted.docs[0]?.id ?? null,
        suitability: null,
      };
      if (!record.agreement || record.agreement.riskProfileId === '' || record.agreement.suitabilityId === '')
        return record;
      const [profile, suitability] = await Promise.all([
        db.doc(`riskProfiles/${uid}/versions/${record.agreement.riskProfileId}`).get(),
        db.doc(`suitability/${uid}/records/${record.agreement.suitabilityId}`).get(),
      ]);
      const answered = readStoredRiskVersion(profile.data(), profile.id);
      if (answered && answered.acceptedAt !== null)
        record.profile = { id: answered.id, answers: answered.answers, acceptedAt: answered.acceptedAt };
      const recorded = readStoredSuitability(suitability.data(), suitability.id);
      if (recorded && recorded.at !== null)
        record.suitability = {
          id: recorded.id,
          service: recorded.service,
          at: recorded.at,
          profileVersion: recorded.profileVersion,
        };
      return record;
    },

    async sign(uid, preparedAt, signed, pdf, mail) {
      const agreementRef = db.doc(`agreements/${uid}`);
      return db.runTransaction(async (transaction) => {
        const current = (await transaction.get(agreementRef)).data();
        if (!current || current.state !== 'offered' || storedMillis(current.preparedAt) !== preparedAt)
          return 'changed';
        const { at } = signed;
        const stamp = Timestamp.fromMillis(at);
        transaction.update(agreementRef, { state: 'signed', signed: { ...signed, at: stamp } });
        transaction.set(db.doc(`agreementPdfs/${uid}`), { pdf, hash: signed.hash, createdAt: stamp });
        transaction.delete(codes.doc(uid));
        queueIn(db, transaction, mail(at), at);
        return { at };
      });
    },

    issueCode(uid, next) {
      return db.runTransaction(async (transaction) => {
        const ref = codes.doc(uid);
        const issued = next(codeRecordOf((await transaction.get(ref)).data()));
        if (!issued) return false;
        transaction.set(ref, { ...issued.record, updatedAt: FieldValue.serverTimestamp() });
        queueIn(db, transaction, issued.mail, Date.now());
        return true;
      });
    },

    spendTry(uid) {
      return db.runTransaction(async (transaction) => {
        const ref = codes.doc(uid);
        const record = codeRecordOf((await transaction.get(ref)).data());
        if (record && record.triesLeft > 0) transaction.update(ref, { triesLeft: record.triesLeft - 1 });
        return record;
      });
    },
  };
}

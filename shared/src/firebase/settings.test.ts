import { describe, expect, it } from 'vitest';
import { readFirebaseSettings } from './settings';

describe('readFirebaseSettings', () => {
  it('uses the demo project and the local emulators when nothing is set', () => {
    expect(readFirebaseSettings({})).toEqual({
      options: { apiKey: 'demo-api-key', authDomain: 'demo-meridian.firebaseapp.com', projectId: 'demo-meridian' },
      emulators: { auth: 'http://127.0.0.1:9099', firestore: { host: '127.0.0.1', port: 8080 } },
    });
  });

  it('honours other emulator addresses for a demo project', () => {
    const settings = readFirebaseSettings({
      VITE_FIREBASE_PROJECT_ID: 'demo-ci',
      VITE_AUTH_EMULATOR_HOST: 'localhost:19099',
      VITE_FIRESTORE_EMULATOR_HOST: 'localhost:18080',
    });
    expect(settings.options.projectId).toBe('demo-ci');
    expect(settings.emulators).toEqual({
      auth: 'http://localhost:19099',
      firestore: { host: 'localhost', port: 18080 },
    });
  });

  it('configures a real project from its variables and never the emulators', () => {
    expect(
      readFirebaseSettings({
        VITE_FIREBASE_PROJECT_ID: 'meridian-prod',
        VITE_FIREBASE_API_KEY: 'key',
        VITE_FIREBASE_AUTH_DOMAIN: 'meridian-prod.firebaseapp.com',
        VITE_FIREBASE_APP_ID: '1:2:web:3',
        VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toEqual({
      options: {
        apiKey: 'key',
        authDomain: 'meridian-prod.firebaseapp.com',
        projectId: 'meridian-prod',
        appId: '1:2:web:3',
      },
      emulators: null,
    });
  });

  it('names the variables a real project is missing', () => {
    expect(() => readFirebaseSettings({ VITE_FIREBASE_PROJECT_ID: 'meridian-prod' })).toThrow(
      'Firebase project "meridian-prod" needs VITE_FIREBASE_API_KEY and VITE_FIREBASE_AUTH_DOMAIN to be set.',
    );
  });

  it('refuses an emulator address without a port', () => {
    expect(() => readFirebaseSettings({ VITE_FIRESTORE_EMULATOR_HOST: 'localhost' })).toThrow(/should look like/);
  });
});

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthContext, useAuth, type AuthState } from './auth-context';

function WhoAmI() {
  const { user, loading } = useAuth();
  return <p>{loading ? 'loading' : (user?.displayName ?? 'signed out')}</p>;
}

describe('useAuth', () => {
  it('throws the spec message outside an AuthProvider', () => {
    expect(() => renderToString(<WhoAmI />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('reads the session from the provider', () => {
    const state: AuthState = {
      user: {
        uid: 'u1',
        email: 'uma@example.in',
        displayName: 'Uma',
        role: 'user',
        emailVerified: true,
        providers: ['password'],
      },
      loading: false,
      endedBy: null,
      signOut: () => Promise.resolve(),
      refresh: () => Promise.resolve(),
    };
    expect(
      renderToString(
        <AuthContext.Provider value={state}>
          <WhoAmI />
        </AuthContext.Provider>,
      ),
    ).toBe('<p>Uma</p>');
  });
});

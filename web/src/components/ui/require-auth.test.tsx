import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthState } from '@/lib/auth';
import type { User } from '@/lib/sign-in/user';
import { authState } from '@/testing/auth-state';
import { renderApp } from '@/testing/render-app';
import { RequireAuth } from './require-auth';

const fancier: User = { id: 7, firstName: 'Fia', lastName: 'Fancier', email: 'f@oneloft.example', isAdmin: false, seasonAdmin: false, permissions: [] };
const admin: User = { ...fancier, isAdmin: true };

function state(over: Partial<AuthState>): AuthState {
  return authState(over.user ?? null, over);
}

function renderGuard(auth: AuthState, policy: 'signedIn' | 'admin' = 'admin') {
  return renderApp(
    <RequireAuth policy={policy}>
      <p>secret</p>
    </RequireAuth>,
    { path: '*', route: '/admin/lofts', auth },
  );
}

describe('RequireAuth', () => {
  it('waits while a stored session is restored, without sending anyone to the provider', async () => {
    const auth = state({ status: 'loading' });
    renderGuard(auth);
    expect(await screen.findByTestId('auth-loading')).toBeInTheDocument();
    expect(auth.login).not.toHaveBeenCalled();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('sends an anonymous visitor to the provider', async () => {
    const auth = state({});
    renderGuard(auth);
    expect(await screen.findByTestId('login-required')).toBeInTheDocument();
    expect(auth.login).toHaveBeenCalled();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('shows 403 to a signed-in user without the right', async () => {
    renderGuard(state({ user: fancier }));
    expect(await screen.findByTestId('error-view')).toHaveAttribute('data-status', '403');
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('shows the page to a user with the right', async () => {
    const auth = state({ user: admin });
    renderGuard(auth);
    expect(await screen.findByText('secret')).toBeInTheDocument();
    expect(auth.login).not.toHaveBeenCalled();
  });
});

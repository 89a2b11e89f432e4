import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThinkingLoader } from '@/components/thinking-loader';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';

afterEach(cleanup);

function renderWith(state: Pick<AuthContextValue, 'loading' | 'thinking'>) {
  const auth: AuthContextValue = {
    user: null,
    ...state,
    signIn: () => Promise.resolve(),
    signInWithGoogle: () => undefined,
    completeSignIn: () => undefined,
    signOut: () => undefined,
  };
  return render(
    <AuthContext.Provider value={auth}>
      <ThinkingLoader />
    </AuthContext.Provider>,
  );
}

describe('<ThinkingLoader>', () => {
  it("shows 'Almost there!' with its progress bar between a sign-in and the page it leads to", async () => {
    renderWith({ loading: false, thinking: true });
    expect(await screen.findByText('Almost there!')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Signing you in' })).toBeTruthy();
  });

  it('shows nothing while the sign-in request is under way', () => {
    const { container } = renderWith({ loading: true, thinking: false });
    expect(container.textContent).toBe('');
  });
});

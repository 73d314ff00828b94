// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '#test/render-with-app';

// Only Amplify (Cognito) is replaced.
const amplify = vi.hoisted(() => ({
  resetPassword: vi.fn(),
  confirmResetPassword: vi.fn(),
  fetchAuthSession: vi.fn(() => Promise.resolve({})),
  signOut: vi.fn(() => Promise.resolve()),
}));
vi.mock('aws-amplify/auth', () => amplify);
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => undefined } }));

const { ForgotPasswordPage } = await import('./forgot-password-page');

function renderPage() {
  renderWithApp(
    <Routes>
      <Route path="/account/forgot-password" element={<ForgotPasswordPage />} />
    </Routes>,
    { path: '/account/forgot-password?customerId=10001' },
  );
}

describe('forgot password page', () => {
  it('asks Cognito for a code for customer and username, then sets the new password with it', async () => {
    amplify.resetPassword.mockResolvedValue({
      nextStep: { codeDeliveryDetails: { destination: 'e***@e***' } },
    });
    amplify.confirmResetPassword.mockResolvedValue(undefined);
    renderPage();
    expect(screen.getByLabelText<HTMLInputElement>('Kundennummer').value).toBe('10001');
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: ' Emma ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Code senden' }));
    expect(await screen.findByText(/ein Code an e\*\*\*@e\*\*\* unterwegs/)).toBeTruthy();
    expect(amplify.resetPassword).toHaveBeenCalledWith({ username: '10001#emma' });

    fireEvent.change(screen.getByLabelText('Code aus der E-Mail'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'kurz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Neues Passwort setzen' }));
    expect(await screen.findByText('Das Passwort erfüllt die Anforderungen nicht.')).toBeTruthy();
    expect(amplify.confirmResetPassword).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'Neues-Passwort-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Neues Passwort setzen' }));
    expect(await screen.findByText('Ihr neues Passwort ist gesetzt. Bitte melden Sie sich an.')).toBeTruthy();
    expect(amplify.confirmResetPassword).toHaveBeenCalledWith({
      username: '10001#emma',
      confirmationCode: '123456',
      newPassword: 'Neues-Passwort-1',
    });
  });

  it('says so when the code is wrong', async () => {
    amplify.resetPassword.mockResolvedValue({ nextStep: { codeDeliveryDetails: { destination: 'x' } } });
    amplify.confirmResetPassword.mockRejectedValue(
      Object.assign(new Error('bad'), { name: 'CodeMismatchException' }),
    );
    renderPage();
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: 'emma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Code senden' }));
    fireEvent.change(await screen.findByLabelText('Code aus der E-Mail'), { target: { value: '000000' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'Neues-Passwort-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Neues Passwort setzen' }));
    expect(await screen.findByText('Der Code ist falsch oder abgelaufen.')).toBeTruthy();
  });
});

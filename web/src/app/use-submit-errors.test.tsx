// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from '#lib/api-error';
import { useFieldErrorText } from '#lib/form-errors';
import { renderWithApp } from '#test/render-with-app';
import { Notice } from '#ui/notice';
import { TextField } from '#ui/text-field';
import { useSubmitErrors, type SubmitErrorOptions } from './use-submit-errors';

/** Alerts with something to say (the toast region's alert list is always there, empty). */
const spokenAlerts = () => screen.queryAllByRole('alert').filter((alert) => alert.textContent !== '');

interface Values {
  username: string;
  email: string;
}

/** A form whose save fails with `error`, answering it through the hook. */
function FailingForm({ error, options }: { error: Error; options?: Partial<SubmitErrorOptions<Values>> }) {
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { username: 'anna', email: 'a@example.com' },
  });
  const errorText = useFieldErrorText({ username: 'signup.error.username', email: 'signup.error.email' });
  const { failure, run } = useSubmitErrors<Values>({
    fields: ['username', 'email'],
    setError,
    fieldCodes: { USERNAME_TAKEN: 'username' },
    ...options,
  });
  const onSubmit = handleSubmit(() => run(() => Promise.reject(error)));
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField
        label="Username"
        error={errorText('username', formState.errors.username)}
        {...register('username')}
      />
      <TextField label="E-Mail" error={errorText('email', formState.errors.email)} {...register('email')} />
      <button type="submit">Save</button>
    </form>
  );
}

const fieldIssue = new ApiError({
  status: 400,
  code: 'VALIDATION',
  message: 'invalid',
  details: { issues: [{ path: 'body.email', code: 'invalid_format', message: 'Invalid email' }] },
});

describe('useSubmitErrors (the submit-error chain of every form)', () => {
  it('marks the fields a 400 names and focuses the first, without a form error', async () => {
    renderWithApp(<FailingForm error={fieldIssue} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText('E-Mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(email);
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(spokenAlerts()).toEqual([]);
  });

  it('puts an error code that belongs to a field at that field, in the code’s words', async () => {
    const taken = new ApiError({
      status: 409,
      code: 'USERNAME_TAKEN',
      messageKey: 'error.USERNAME_TAKEN',
      message: 'x',
    });
    renderWithApp(<FailingForm error={taken} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dieser Benutzername ist bereits vergeben.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
  });

  it('leaves edition problems (402) to the edition dialog', async () => {
    const limit = new ApiError({ status: 402, code: 'EDITION_LIMIT', message: 'upgrade' });
    renderWithApp(<FailingForm error={limit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(spokenAlerts()).toEqual([]);
    expect(screen.queryByText('upgrade')).toBeNull();
  });

  it('lets the form answer an error itself first', async () => {
    const conflict = new ApiError({
      status: 409,
      code: 'CONFLICT',
      messageKey: 'error.CONFLICT',
      message: 'x',
    });
    const onError = vi.fn(() => true);
    renderWithApp(<FailingForm error={conflict} options={{ onError }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(conflict));
    expect(spokenAlerts()).toEqual([]);
  });

  it('says any other error as the form’s error, or as a toast', async () => {
    const failed = new ApiError({
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      messageKey: 'error.INTERNAL_SERVER_ERROR',
      message: 'x',
    });
    const text = 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.';
    renderWithApp(<FailingForm error={failed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(spokenAlerts().map((alert) => alert.textContent)).toEqual([text]));
    cleanup();

    renderWithApp(<FailingForm error={failed} options={{ otherErrors: 'toast' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Benachrichtigungen' }).textContent).toContain(text),
    );
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ActionState } from '@/lib/actions';
import { useFormAction } from '@/components/forms/use-form-action';

type Action = (previous: ActionState, formData: FormData) => Promise<ActionState>;

function Form({ action, onResult, onArrival }: { action: Action; onResult: (state: ActionState) => void; onArrival?: boolean }) {
  const { state, formAction, pending, value, error } = useFormAction(action, { onResult, onArrival });
  return (
    <form action={formAction}>
      <input aria-label="Email" name="email" defaultValue={value('email')} />
      {error('email') ? <p role="alert">{error('email')}</p> : null}
      <p role="status">{state.message}</p>
      <button type="submit" disabled={pending}>
        Send
      </button>
    </form>
  );
}

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('useFormAction', () => {
  it('shows each result once, and a failure keeps what was sent with the field message', async () => {
    const onResult = jest.fn();
    const action = jest.fn<Promise<ActionState>, Parameters<Action>>(async (_previous, formData) =>
      formData.get('email') === 'ok@example.com'
        ? { status: 'success', title: 'Saved', message: 'All good' }
        : { status: 'error', message: 'Check the form', fieldErrors: { email: ['Please enter a valid email address'] }, values: { email: String(formData.get('email')) } },
    );
    render(<Form action={action} onResult={onResult} />);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address'));
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'error', message: 'Check the form' }));

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ok@example.com' } });
    await submit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All good'));
    expect(onResult).toHaveBeenCalledTimes(2);
    expect(onResult).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'success', title: 'Saved' }));
  });

  it('on arrival, shows the result before the form renders it, and a lost connection as an error', async () => {
    const seen: string[] = [];
    const onResult = (state: ActionState) => seen.push(`${state.status}: ${state.message} (rendered: ${screen.queryByText(state.message ?? '') !== null})`);
    const action = jest
      .fn<Promise<ActionState>, Parameters<Action>>()
      .mockResolvedValueOnce({ status: 'success', message: 'Deleted' })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<Form action={action} onResult={onResult} onArrival />);

    await submit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Deleted'));
    await submit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The server could not be reached'));
    expect(seen).toEqual(['success: Deleted (rendered: false)', 'error: The server could not be reached. Check your connection and try again. (rendered: false)']);
  });
});

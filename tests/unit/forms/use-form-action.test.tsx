/** @jest-environment jsdom */
import { Component, type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getRedirectError } from 'next/dist/client/components/redirect';
import type { ActionState } from '@/lib/actions';
import { isUuid } from '@/lib/ids';
import { useFormAction } from '@/components/forms/use-form-action';

type Action = (previous: ActionState, formData: FormData) => Promise<ActionState>;
type Options = Parameters<typeof useFormAction<undefined>>[1];

function Form({ action, ...options }: { action: Action } & Options) {
  const { state, formAction, pending, value, error } = useFormAction(action, options);
  return (
    <form action={formAction}>
      <input aria-label="Email" name="email" defaultValue={value('email')} />
      {error('email') ? <p role="alert">{error('email')}</p> : null}
      <p role="status">
        {state.title} {state.message}
      </p>
      <button type="submit" disabled={pending}>
        Send
      </button>
    </form>
  );
}

class Boundary extends Component<{ children: ReactNode }, { caught: unknown }> {
  state = { caught: null as unknown };
  static getDerivedStateFromError(caught: unknown) {
    return { caught };
  }
  render() {
    return this.state.caught ? <p>Error screen</p> : this.props.children;
  }
}

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
const type = (value: string) => fireEvent.change(screen.getByLabelText('Email'), { target: { value } });
const failure = { title: 'Error sending message', message: 'Please try again or call us directly.' } as const;

describe('useFormAction', () => {
  it('shows each result once, and a failure keeps what was sent with the field message', async () => {
    const onResult = jest.fn();
    const action = jest.fn<Promise<ActionState>, Parameters<Action>>(async (_previous, formData) =>
      formData.get('email') === 'ok@example.com'
        ? { status: 'success', title: 'Saved', message: 'All good' }
        : { status: 'error', message: 'Check the form', fieldErrors: { email: ['Please enter a valid email address'] }, values: { email: String(formData.get('email')) } },
    );
    render(<Form action={action} onResult={onResult} />);

    type('not-an-email');
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address'));
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'error', message: 'Check the form' }));

    type('ok@example.com');
    await submit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All good'));
    expect(onResult).toHaveBeenCalledTimes(2);
    expect(onResult).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'success', title: 'Saved' }));
  });

  it('turns a request that fails on the way into the form’s own failure, keeping what was typed', async () => {
    const onResult = jest.fn();
    const action = jest.fn<Promise<ActionState>, Parameters<Action>>().mockRejectedValue(new Error('An unexpected response was received from the server.'));
    render(
      <Boundary>
        <Form action={action} onResult={onResult} failure={failure} />
      </Boundary>,
    );

    type('dana@example.com');
    await submit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Error sending message Please try again or call us directly.'));
    expect(screen.queryByText('Error screen')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com');
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'error', ...failure }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('still lets a redirect from the action through', async () => {
    // React reports the error the test boundary catches.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const action = jest.fn<Promise<ActionState>, Parameters<Action>>().mockRejectedValue(getRedirectError('/admin', 'push' as never));
    render(
      <Boundary>
        <Form action={action} failure={failure} />
      </Boundary>,
    );
    await submit();
    await waitFor(() => expect(screen.getByText('Error screen')).toBeInTheDocument());
    jest.mocked(console.error).mockRestore();
  });

  it('sends one submission id until a submission succeeds, then a new one', async () => {
    const sent: string[] = [];
    const action = jest
      .fn<Promise<ActionState>, Parameters<Action>>(async (_previous, formData) => {
        sent.push(String(formData.get('submissionId')));
        return { status: 'success', message: 'Stored' };
      })
      .mockImplementationOnce(async (_previous, formData) => {
        sent.push(String(formData.get('submissionId')));
        throw new TypeError('Failed to fetch');
      });
    render(<Form action={action} failure={failure} submissionId />);

    await submit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Error sending message'));
    await submit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Stored'));
    await submit();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(3));
    expect(sent.every(isUuid)).toBe(true);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[1]);
  });

  it('sends no submission id unless asked', async () => {
    const action = jest.fn<Promise<ActionState>, Parameters<Action>>(async () => ({ status: 'success', message: 'Stored' }));
    render(<Form action={action} />);
    await submit();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action.mock.calls[0]![1].has('submissionId')).toBe(false);
  });

  it('on arrival, shows the result before the form renders it, and a lost connection as an error', async () => {
    const seen: string[] = [];
    const onResult = (state: ActionState) => seen.push(`${state.status}: ${state.message} (rendered: ${screen.queryByText(state.message ?? '', { exact: false }) !== null})`);
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

  describe("a lead form's generate_lead event", () => {
    afterEach(() => {
      delete (window as { gtag?: unknown }).gtag;
    });

    it('is sent once per success, with the form name only, when GA4 is loaded', async () => {
      const gtag = jest.fn();
      (window as { gtag?: unknown }).gtag = gtag;
      const action: Action = async (_previous, formData) =>
        formData.get('email') === 'ok@example.com' ? { status: 'success', message: 'Sent' } : { status: 'error', message: 'Check the form' };
      render(<Form action={action} leadForm="contact" />);
      type('bad');
      await submit();
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Check the form'));
      expect(gtag).not.toHaveBeenCalled();
      type('ok@example.com');
      await submit();
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sent'));
      expect(gtag.mock.calls).toEqual([['event', 'generate_lead', { form_name: 'contact' }]]);
    });

    it('does nothing without GA4', async () => {
      render(<Form action={async () => ({ status: 'success', message: 'Sent' })} leadForm="newsletter" />);
      await submit();
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sent'));
    });
  });
});

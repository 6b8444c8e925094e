'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { deleteSubscriber, resendConfirmation, sendNewsletter, sendNewsletterTest } from '@/lib/newsletter/actions';
import { Button } from '@/components/ui/button';
import { adminCopy } from '@/content/admin';
import { fillTemplate } from '@/lib/template';
import { toastResult } from '@/components/forms/toast-result';
import { useFormAction } from '@/components/forms/use-form-action';
import { ConfirmActionButton } from './confirm-action-button';

const copy = adminCopy.newsletter;
const subscribers = adminCopy.leads.subscribers;

type PostOption = { slug: string; title: string; remaining: number };

/**
 * The send form: a published post, a test to one address, and the send to everyone confirmed
 * who has not had it (N follows the chosen post), which asks once more before it queues. With
 * nobody left to send to, the send is off and says why.
 */
export function NewsletterSendForm({ posts, confirmed }: { posts: PostOption[]; confirmed: number }) {
  const router = useRouter();
  const [slug, setSlug] = useState(posts[0]?.slug ?? '');
  const onResult = (result: Parameters<typeof toastResult>[0]) => {
    toastResult(result);
    router.refresh();
  };
  const send = useFormAction(sendNewsletter, { progressive: false, failure: copy.failed, onResult });
  const test = useFormAction(sendNewsletterTest, { progressive: false, failure: copy.failed, onResult: toastResult });
  // React drops the `name` of a button whose formAction is a function: the button itself tells.
  const testButton = useRef<HTMLButtonElement>(null);
  const chosen = posts.find((post) => post.slug === slug);
  const count = chosen?.remaining ?? 0;
  const nobody = count === 0 ? (confirmed === 0 ? copy.nobodyConfirmed : copy.everyoneHasIt) : null;
  const last = send.state.status !== 'idle' ? send.state : test.state;
  if (posts.length === 0) return <p className="mt-4 text-slate-600">{copy.noPosts}</p>;
  return (
    <form
      action={send.formAction}
      className="mt-4 grid grid-cols-1 gap-4"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter && submitter === testButton.current) return;
        if (!window.confirm(fillTemplate(copy.confirmSend, { title: chosen?.title ?? slug, count: String(count) }))) event.preventDefault();
      }}
    >
      {/* min-w-0 and w-full: a long post title in the select must not widen the page on a phone. */}
      <label className="grid min-w-0 gap-1 text-sm font-semibold text-slate-900">
        {copy.post}
        <select name="post" value={slug} onChange={(event) => setSlug(event.target.value)} className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 font-normal">
          {posts.map((post) => (
            <option key={post.slug} value={post.slug}>
              {post.title}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid min-w-0 flex-1 basis-56 gap-1 text-sm font-semibold text-slate-900">
          {copy.testEmail}
          <input name="email" type="email" autoComplete="email" defaultValue={test.value('email')} className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3 font-normal" />
        </label>
        <Button ref={testButton} type="submit" variant="secondary" formAction={test.formAction} disabled={test.pending}>
          {copy.sendTest}
        </Button>
      </div>
      <div>
        <Button type="submit" disabled={send.pending || nobody !== null} aria-describedby={nobody ? 'send-off-reason' : undefined}>
          {send.pending ? copy.sending : count === 1 ? copy.sendToOne : fillTemplate(copy.sendTo, { count: String(count) })}
        </Button>
        {nobody ? (
          <p id="send-off-reason" className="mt-2 text-sm text-slate-600">
            {nobody}
          </p>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700">
        {last.status !== 'idle' ? `${last.title}: ${last.message}` : ''}
      </p>
    </form>
  );
}

export function DeleteSubscriberButton({ id, email }: { id: string; email: string }) {
  return (
    <ConfirmActionButton
      action={deleteSubscriber}
      fields={{ id }}
      failure={copy.failed}
      id={`delete-subscriber-${id}`}
      copy={subscribers.deleteConfirm}
      trigger={{ label: subscribers.delete, ariaLabel: fillTemplate(subscribers.deleteLabel, { email }) }}
      variant="danger"
      detail={<p className="mt-2 font-semibold break-all text-slate-900">{email}</p>}
    />
  );
}

/** A pending address's 'Resend confirmation': the answer (sent, or why not) is a toast. */
export function ResendConfirmationButton({ id, email }: { id: string; email: string }) {
  const { formAction, pending } = useFormAction(resendConfirmation, { failure: copy.failed, progressive: false, onResult: toastResult });
  return (
    <form action={formAction} className="inline">
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="secondary" size="sm" disabled={pending} aria-label={fillTemplate(copy.resend.ariaLabel, { email })}>
        {pending ? copy.resend.pending : copy.resend.label}
      </Button>
    </form>
  );
}

/** While a send still has e-mails queued, its counts follow it: the page is read again every few seconds. */
export function RefreshWhileSending({ active }: { active: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), 3_000);
    return () => clearInterval(timer);
  }, [active, router]);
  return null;
}

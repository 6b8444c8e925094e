'use client';

import { useEffect } from 'react';
import { errorCopy } from '@/content/error';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/section';

/** Shown when the blog's data source cannot be reached. Nothing here is cached. */
export default function BlogError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error('Blog failed to load', error.digest ?? error.message), [error]);
  return (
    <Container className="py-20">
      <h1 className="text-h1 text-center">{errorCopy.blog.heading}</h1>
      <p role="alert" className="mx-auto mt-8 max-w-xl rounded-2xl border border-red-200 bg-red-50 p-8 text-center font-medium text-red-800">
        {errorCopy.blog.text}
      </p>
      <div className="mt-6 text-center">
        <Button type="button" variant="secondary" onClick={reset}>
          {errorCopy.retry}
        </Button>
      </div>
    </Container>
  );
}

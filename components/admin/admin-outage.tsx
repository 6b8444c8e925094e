import { adminErrorCopy } from '@/content/admin-error';
import { errorCopy } from '@/content/error';
import { buttonClasses } from '@/components/ui/button';
import { ErrorPanel } from '@/components/layout/error-panel';

/**
 * Every admin screen while the database cannot be reached, rendered by the server: the message
 * is in the HTML, and "Try again" is a link that loads the same screen again.
 */
export function AdminOutage({ path }: { path: string }) {
  return (
    <ErrorPanel
      main
      heading={adminErrorCopy.outage.heading}
      text={adminErrorCopy.outage.text}
      actions={
        <>
          <a href={path} className={buttonClasses({ size: 'lg' })}>
            {errorCopy.retry}
          </a>
          <a href={adminErrorCopy.home.href} className={buttonClasses({ variant: 'outline-light', size: 'lg' })}>
            {adminErrorCopy.home.label}
          </a>
        </>
      }
    />
  );
}

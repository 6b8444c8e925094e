import { site } from './site';

/** Copy for staff accounts: the sign-in choices, /admin/staff, /admin/account, invitations and sign-in links. */
export const staffCopy = {
  roles: {
    contributor: { label: 'Contributor', summary: 'Writes and edits their own drafts; an Editor publishes them.' },
    author: { label: 'Author', summary: 'Writes, publishes, schedules and deletes their own posts.' },
    editor: { label: 'Editor', summary: 'Every post, redirects, author bylines and AI visibility.' },
    administrator: { label: 'Administrator', summary: 'Everything an Editor does, plus leads, subscribers, CSV exports, staff and the Activity log.' },
  },
  owner: 'Owner',
  statuses: { invited: 'Invited', active: 'Active', suspended: 'Suspended' },

  /** Beside the key form on the Admin Login screen. */
  signIn: {
    staffHeading: 'Staff',
    passkey: 'Sign in with a passkey',
    passkeyPending: 'Waiting for your passkey…',
    passkeyCancelled: 'No passkey was used. Try again, or e-mail yourself a sign-in link.',
    passkeyUnsupported: 'This browser cannot use passkeys. E-mail yourself a sign-in link instead.',
    passkeyRefused: { title: 'Passkey not accepted', message: 'This passkey does not belong to an active staff account.' },
    tooManyTitle: 'Too many attempts',
    tooMany: 'Too many attempts from this device. Try again {wait}.',
    linkLabel: 'E-mail address',
    link: 'E-mail me a sign-in link',
    linkPending: 'Sending…',
    linkSent: {
      title: 'Check your e-mail',
      message: 'If this address belongs to a staff account, a sign-in link is on its way. It works once, for 15 minutes.',
    },
    /** The address had its links for now; counted for every address, so it tells nobody who is staff. */
    linkCapped: {
      title: 'Check your e-mail',
      message: 'If this address belongs to a staff account, sign-in links were already sent to it recently: use the newest one. A new link can be sent {wait}.',
    },
    /** No SMTP on this server: the same words for every address. */
    linkNoEmail: {
      title: 'This site cannot send e-mail now',
      message:
        'No sign-in link can be sent from this server at the moment. Sign in with your passkey, or ask the Owner or an Administrator to invite you again: they can hand you the invitation link without e-mail.',
    },
    linkEmail: 'Enter the e-mail address of your staff account',
  },

  /** The e-mails. */
  email: {
    invitationSubject: `You are invited to the ${site.name} admin`,
    invitationTitle: 'You are invited',
    invitation: '{inviter} invited you to the {site} admin as {role}. Open the link within 72 hours to create your passkey: your fingerprint, face or screen lock signs you in from then on, no password.',
    invitationAction: 'Create your passkey',
    invitationNote: 'The link works once. If you did not expect this, ignore this e-mail.',
    signInSubject: `Your ${site.name} admin sign-in link`,
    signInTitle: 'Your sign-in link',
    signIn: 'Open the link within 15 minutes to sign in to the {site} admin.',
    signInAction: 'Sign in to the admin',
    signInNote: 'The link works once. If you did not ask for it, ignore this e-mail: nobody can use it without your mailbox.',
  },

  /** /admin/invite/[token] and /admin/sign-in/[token]. */
  links: {
    inviteTitle: 'Join the admin',
    inviteIntro: 'Hello {name}. You are invited as {role}. Create a passkey on this device: your fingerprint, face or screen lock signs you in from now on, no password.',
    signInTitle: 'Sign in',
    signInIntro: 'Hello {name}. This link signs you in to the admin once.',
    signInButton: 'Sign in to the admin',
    states: {
      expired: { title: 'This link has expired', message: 'Ask the Owner or an Administrator for a new invitation, or e-mail yourself a new sign-in link from the Admin Login screen.' },
      used: { title: 'This link has already been used', message: 'Each link works once. Sign in with your passkey, or e-mail yourself a new sign-in link.' },
      revoked: { title: 'This link has been withdrawn', message: 'Ask the Owner or an Administrator for a new invitation.' },
      unknown: { title: 'This link does not work', message: 'It may have been copied incompletely. Ask for a new one.' },
    },
    toLogin: 'Go to Admin Login',
  },

  passkeys: {
    labelField: 'Name this passkey',
    labelHint: 'So you can tell your devices apart, e.g. "Work laptop" or "Phone".',
    defaultLabel: 'Passkey',
    create: 'Create a passkey',
    add: 'Add a passkey',
    creating: 'Waiting for your device…',
    cancelled: 'No passkey was created. Try again when you are ready.',
    unsupported: 'This browser cannot create passkeys. Open the link in a current browser on your laptop or phone.',
    added: { title: 'Passkey added', message: 'You can sign in with it from now on.' },
    joined: { title: 'Welcome', message: 'Your passkey is ready and you are signed in.' },
    refused: { title: 'Passkey not saved', message: 'The passkey could not be verified. Try again.' },
    /** A passkey answer made on another address than the site's setting (another port or host). */
    wrongAddress: {
      title: 'Passkey not saved',
      message: 'This site is set up for {configured}, but this page is open at {opened}, and a passkey works only at the address it is made for. Open {configured}/admin and try again.',
    },
    duplicate: { title: 'Passkey not saved', message: 'This passkey is already saved for a staff account. Create a new passkey on this device, or use another device.' },
    gone: { title: 'This link no longer works', message: 'Reload the page to see why.' },
    remove: 'Remove',
    removeConfirm: 'Remove the passkey "{label}"? This device will no longer sign you in.',
    removed: { title: 'Passkey removed', message: 'It no longer signs you in.' },
    last: { title: 'Passkey kept', message: 'This is your only passkey. Add a passkey on another device first, then remove this one.' },
    onlyOne: 'Your only passkey: add another before you can remove it.',
  },

  /** /admin/staff. */
  staff: {
    title: 'Staff',
    intro: 'Everyone who works in the admin, with their role. The Owner signs in with the admin key and cannot be changed here.',
    ownerRow: 'Signs in with the admin key. Break-glass access: cannot be suspended, demoted or removed.',
    empty: 'Nobody has been invited yet.',
    loadError: 'The staff list could not be loaded. Check the database connection and reload.',
    columns: { person: 'Person', role: 'Role', status: 'Status', actions: 'Actions' },
    passkeyCount: 'Passkeys: {count}',
    invitedUntil: 'Invitation valid until {time}',
    invite: {
      title: 'Invite a person',
      name: 'Name',
      email: 'E-mail address',
      role: 'Role',
      submit: 'Send invitation',
      pending: 'Inviting…',
      reservedName: 'This name reads as the Owner or a role in the admin. Enter the person\u2019s own name.',
      sent: { title: 'Invitation created', message: '{name} can join with the link below for 72 hours.' },
      /** After the link, by what became of the e-mail. */
      delivery: {
        sent: 'It was also e-mailed to them.',
        failed: 'The e-mail could not be sent (see the server log): send the link yourself.',
        off: 'E-mail is not configured on this server: send the link yourself.',
      },
      linkLabel: 'Invitation link (shown once)',
      copy: 'Copy link',
      copied: 'Copied',
    },
    changeRole: 'Change role',
    saveRole: 'Save role',
    suspend: 'Suspend',
    restore: 'Restore',
    remove: 'Remove',
    reinvite: 'New invitation link',
    /** The site's confirm dialog (components/admin/confirm-action-button.tsx), as for deleting a post. */
    removeDialog: {
      title: 'Remove {name}?',
      text: 'Their passkeys and sessions end now; their posts stay and become the Owner\u2019s to manage.',
      cancel: 'Cancel',
      confirm: 'Remove',
      pending: 'Removing…',
    },
    suspendDialog: {
      title: 'Suspend {name}?',
      text: 'They are signed out everywhere at once and cannot sign in until restored.',
      cancel: 'Cancel',
      confirm: 'Suspend',
      pending: 'Suspending…',
    },
    actionFailed: { title: 'Not saved', message: 'The change could not be sent. Check your connection and try again.' },
    self: 'You',
    results: {
      roleChanged: { title: 'Role changed', message: '{name} is now {role}.' },
      suspended: { title: 'Suspended', message: '{name} is signed out everywhere and cannot sign in.' },
      restored: { title: 'Restored', message: '{name} can sign in again.' },
      removed: { title: 'Removed', message: '{name} no longer has access.' },
      reinvited: { title: 'New invitation', message: 'The earlier link no longer works.' },
      gone: { title: 'Not found', message: 'This person is no longer on the staff. Reload the page.' },
      self: { title: 'Not for yourself', message: 'Ask the Owner or another Administrator to change your own account.' },
      duplicate: 'Someone on the staff already uses this e-mail address.',
      failed: { title: 'Not saved', message: 'The change could not be saved. Try again shortly.' },
    },
  },

  /** /admin/account. */
  account: {
    title: 'Your account',
    ownerIntro: 'You are signed in as the Owner, with the admin key. The Owner has no passkeys: the key is the way in.',
    personIntro: '{name} · {email} · {role}',
    passkeysTitle: 'Passkeys',
    passkeysIntro: 'Each device you sign in from can keep a passkey. Add one for your laptop and one for your phone, so losing one is no emergency.',
    noPasskeys: 'No passkeys yet. Until you add one, sign in with a link e-mailed to you.',
    added: 'Added {time}',
    lastUsed: 'last used {time}',
    sessionsTitle: 'Where you are signed in',
    sessionsIntro: 'Sessions end after an hour without use and after 8 hours at most.',
    thisDevice: 'This browser',
    session: 'Signed in {time}, last active {seen}',
    signOutOthers: 'Sign out everywhere else',
    signedOutOthers: { title: 'Signed out elsewhere', message: '{count} other sessions were ended.' },
  },
  notPermitted: {
    title: 'Not available for your role',
    message: 'Your role does not include this part of the admin. Ask the Owner or an Administrator if you need it.',
    back: 'Back to posts',
  },
} as const;

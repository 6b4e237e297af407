import { createHash, randomBytes } from 'node:crypto';
import { ORGANISATION_MESSAGES as M } from '@ccms/contract/organisation/messages';
import type { TPasswordLink } from '@ccms/contract/organisation/schemas';
import type { CurrentUser } from '../../../platform/access.ts';
import { recordAudit } from '../../../platform/audit/record.ts';
import { badRequest } from '../../../platform/errors.ts';
import { queueMessage } from '../../../platform/outbox/outbox.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { inTransaction, type SealedDb, type SealedTx } from '../../../platform/sealed-db.ts';
import { formatBusinessDateTime } from '../../../platform/time.ts';
import { personLabel } from './audit-fields.ts';
import type { UserDeps } from './deps.ts';
import {
  findUsableLink,
  insertPasswordLink,
  markLinkUsed,
  retireLinksOfUser,
} from './password-links-repository.ts';
import { setUserPasswordHash } from './repository.ts';

/** How long a one-time password link works (docs/domain.md §14.4 One-time password link). */
export const PASSWORD_LINK_HOURS = 72;
/** The shortest password the set-password page accepts. */
export const MIN_PASSWORD_LENGTH = 8;

/** A link as made, before the caller's right to see its url is applied. */
type IssuedLink = { url: string; expiresAt: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new one-time link for the user, inside the caller's transaction; older unused links stop
 * working. Only the token's hash is stored; the link is shown once, to the administrator.
 */
async function issuePasswordLink(
  tx: SealedTx,
  deps: Pick<UserDeps, 'clock' | 'passwordPageUrl'>,
  caller: CurrentUser,
  user: { id: string; name: string; surname: string; emailAddress: string; isActive: boolean },
): Promise<IssuedLink> {
  if (!deps.passwordPageUrl) throw badRequest(M.passwordLinksExternal);
  if (!user.isActive) throw badRequest(M.passwordLinkInactiveUser);
  const now = deps.clock.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_HOURS * 3_600_000);
  await retireLinksOfUser(tx, user.id, now);
  await insertPasswordLink(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    createdByUserId: caller.id,
    expiresAt,
  });
  await recordAudit(tx, {
    user: caller,
    entityType: 'user',
    entityId: user.id,
    entityLabel: personLabel(user),
    action: 'update',
    // A new link is the only change: the row's own fields stay as they were.
    before: { passwordLinkExpiresAt: null },
    after: { passwordLinkExpiresAt: expiresAt.toISOString() },
  });
  return { url: `${deps.passwordPageUrl}/${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * A new link for `user` as the caller may see it (docs/domain.md §14.4 Grants only of what one
 * holds): a link for another user is mailed to that user's address through the outbox, in the
 * caller's transaction, and its url answered only to an Admin; a user manager without Admin
 * never holds a working link to someone else's account. The messages say where it went.
 */
export async function deliverPasswordLink(
  tx: SealedTx,
  deps: Pick<UserDeps, 'clock' | 'passwordPageUrl' | 'timeZone'>,
  caller: CurrentUser,
  user: { id: string; name: string; surname: string; emailAddress: string; isActive: boolean },
  kind: 'password-link' | 'invitation' = 'password-link',
): Promise<{ link: TPasswordLink; messages: string[] }> {
  const link = await issuePasswordLink(tx, deps, caller, user);
  const isOwn = user.id === caller.id;
  if (!isOwn) await queuePasswordLinkMail(tx, deps, user, link, kind);
  const mayShow = isOwn || caller.permissions.has('Admin');
  const mailed =
    kind === 'invitation' ? M.invitationMailed(user.emailAddress) : M.passwordLinkMailed;
  return {
    link: mayShow ? link : { ...link, url: null },
    messages: isOwn ? [M.passwordLinkCreated] : [mailed],
  };
}

async function queuePasswordLinkMail(
  tx: SealedTx,
  deps: Pick<UserDeps, 'timeZone'>,
  user: { name: string; surname: string; emailAddress: string },
  link: IssuedLink,
  kind: 'password-link' | 'invitation',
): Promise<void> {
  const { url } = link;
  const expiresAt = formatBusinessDateTime(new Date(link.expiresAt), deps.timeZone);
  const fullName = `${user.name} ${user.surname}`;
  await queueMessage(tx, {
    channel: 'mail',
    topic: kind,
    // One mail per link; the key is a hash, so the outbox's key column holds no token.
    dedupeKey: `${kind}:${hashToken(url)}`,
    ticketId: null,
    recipients: [user.emailAddress],
    // A new user is invited (docs/domain.md §20): the same link, told as a new account.
    subject: kind === 'invitation' ? M.invitationMailSubject : M.passwordLinkMailSubject,
    body:
      kind === 'invitation'
        ? M.invitationMailBody(fullName, user.emailAddress, url, expiresAt)
        : M.passwordLinkMailBody(fullName, url, expiresAt),
  });
}

/**
 * A new link for the first administrator, made by the operator's command on the server
 * (docs/domain.md §16.1): answered to be printed there, not mailed (the mail may not be set up
 * yet). Older unused links of the user stop working, as with every new link.
 */
export function issueOperatorPasswordLink(
  tx: SealedTx,
  deps: Pick<UserDeps, 'clock' | 'passwordPageUrl'>,
  caller: CurrentUser,
  user: { id: string; name: string; surname: string; emailAddress: string; isActive: boolean },
): Promise<IssuedLink> {
  return issuePasswordLink(tx, deps, caller, user);
}

/** Whose link this is while it still works, or null (unknown, used, expired, user inactive). */
export function findPasswordLinkHolder(db: SealedDb, token: string, now: Date) {
  return findUsableLink(db, hashToken(token), now);
}

/**
 * Sets the password with the link, once: the link is marked used in the same transaction, so
 * two submissions cannot both succeed. False when the link no longer works.
 */
export async function setPasswordWithLink(
  db: SealedDb,
  token: string,
  password: string,
  now: Date,
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (tx) => {
    const link = await findUsableLink(tx, hashToken(token), now);
    if (!link || !(await markLinkUsed(tx, link.id, now))) return false;
    await setUserPasswordHash(tx, link.userId, passwordHash);
    return true;
  });
}

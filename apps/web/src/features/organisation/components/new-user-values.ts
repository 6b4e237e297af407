import { ZUserEmail } from '@ccms/contract/organisation/schemas';

export type NewUserValues = {
  name?: string;
  surname?: string;
  emailAddress?: string;
  /** 1 retailer (the spec's default), 0 call-centre partner. */
  userType?: 0 | 1;
};

/** Where the e-mail check of the dialog stands for the address typed now. */
export type EmailCheck = { emailAddress: string; state: 'checking' | 'free' | 'taken' | 'failed' };

/**
 * 'Kaydet' of the new user dialog (docs/domain.md §14.4 Screens): name, surname and a valid
 * e-mail filled in, the e-mail checked free, at least one store-role, and the role form closed.
 */
export function canSaveNewUser(input: {
  values: NewUserValues;
  emailCheck: EmailCheck | null;
  roleCount: number;
  isRoleFormOpen: boolean;
}): boolean {
  const { values, emailCheck } = input;
  const email = values.emailAddress?.trim() ?? '';
  return (
    (values.name?.trim() ?? '') !== '' &&
    (values.surname?.trim() ?? '') !== '' &&
    ZUserEmail.safeParse(email).success &&
    emailCheck?.emailAddress === email &&
    emailCheck.state === 'free' &&
    input.roleCount > 0 &&
    !input.isRoleFormOpen
  );
}

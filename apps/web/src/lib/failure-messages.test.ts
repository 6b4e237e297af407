import { HIERARCHY_ADMIN_MESSAGES as M } from '@ccms/contract/hierarchy-admin/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { failureMessages } from './failure-messages';

describe('failureMessages', () => {
  it("shows the server's refusal as it says it", () => {
    expect(failureMessages(new ApiError(409, [M.duplicateMail]), M.mailSaveFailed)).toEqual([
      M.duplicateMail,
    ]);
  });

  it('shows the screen text when the server failed or was unreachable', () => {
    expect(failureMessages(new ApiError(500, ['Beklenmeyen'], {}), M.mailDeleteFailed)).toEqual([
      M.mailDeleteFailed,
    ]);
    expect(failureMessages(new ApiError(0, ['Sunucuya ulaşılamadı.']), M.mailSaveFailed)).toEqual([
      M.mailSaveFailed,
    ]);
    expect(failureMessages(new Error('x'), M.mailSaveFailed)).toEqual([M.mailSaveFailed]);
  });

  it('shows nothing for a lost session (the app moves to the sign-in page)', () => {
    expect(failureMessages(new ApiError(401, ['Oturum']), M.mailSaveFailed)).toEqual([]);
  });
});

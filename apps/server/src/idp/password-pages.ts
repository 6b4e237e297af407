import { escapeHtml, IDP_TEXTS, page } from './pages.ts';

/** Turkish texts of the one-time set-password page (docs/domain.md §14.4). */
export const PASSWORD_TEXTS = {
  title: 'Parola Belirle',
  intro: (email: string) => `${email} için yeni bir parola belirleyin.`,
  password: 'Yeni parola',
  repeat: 'Yeni parola (tekrar)',
  save: 'Parolayı Kaydet',
  tooShort: (min: number) => `Parola en az ${min} karakter olmalıdır.`,
  mismatch: 'Parolalar aynı değil.',
  invalidLink:
    'Bu bağlantı geçersiz, kullanılmış ya da süresi dolmuş. Yöneticinizden yeni bir bağlantı isteyin.',
  savedTitle: 'Parola kaydedildi',
  saved: 'Parolanız kaydedildi. Artık e-posta adresiniz ve parolanızla oturum açabilirsiniz.',
} as const;

/** The set-password form of a one-time link; `action` is the link's own path. */
export function renderPasswordPage(options: {
  action: string;
  emailAddress: string;
  minLength: number;
  error?: string;
}): string {
  const { action, emailAddress, minLength, error } = options;
  return page(
    PASSWORD_TEXTS.title,
    `<section class="card">
<p class="brand">${escapeHtml(IDP_TEXTS.appName)}</p>
<h1>${escapeHtml(PASSWORD_TEXTS.title)}</h1>
<p class="note">${escapeHtml(PASSWORD_TEXTS.intro(emailAddress))}</p>
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="username" autocomplete="username" value="${escapeHtml(emailAddress)}">
<label for="password">${escapeHtml(PASSWORD_TEXTS.password)}</label>
<input id="password" name="password" type="password" required minlength="${minLength}" autocomplete="new-password" autofocus>
<label for="repeat">${escapeHtml(PASSWORD_TEXTS.repeat)}</label>
<input id="repeat" name="repeat" type="password" required minlength="${minLength}" autocomplete="new-password">
<button type="submit">${escapeHtml(PASSWORD_TEXTS.save)}</button>
</form>
</section>`,
  );
}

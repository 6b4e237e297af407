import { createHash } from 'node:crypto';
import type { DemoUser } from '../modules/organisation/index.ts';

/** Turkish texts of the sign-in provider's own pages (only these pages use them). */
export const IDP_TEXTS = {
  appName: 'Müşteri Hizmetleri',
  signInTitle: 'Oturum Aç',
  email: 'E-posta',
  password: 'Parola',
  signInButton: 'Giriş Yap',
  cancel: 'Vazgeç',
  demoUsersTitle: 'Demo kullanıcıları',
  demoPasswordNote: 'Tüm demo kullanıcılarının parolası: demo',
  demoUsersHint: 'E-posta adresini forma yazmak için bir satıra tıklayın.',
  fullName: 'Ad Soyad',
  noDemoUsers:
    'Parolası tanımlı etkin kullanıcı yok. Önce demo verilerini yükleyin (npm run seed).',
  emailRequired: 'E-posta adresi ve parola zorunludur.',
  interactionExpired:
    'Oturum açma isteğinin süresi dolmuş ya da bulunamadı. Lütfen uygulamaya dönüp yeniden deneyin.',
  backToApp: 'Uygulamaya dön',
  signingOut: 'Oturum kapatılıyor…',
  signOutButton: 'Oturumu Kapat',
  signedOutTitle: 'Oturum kapatıldı',
  signedOutMessage: 'Oturumunuz başarıyla kapatıldı.',
  errorTitle: 'Oturum açılamadı',
  errorCode: 'Hata kodu',
} as const;

// What the user reads for the provider's error codes; anything else gets the generic text.
const ERROR_TEXTS: Record<string, string> = {
  invalid_request: 'Oturum açma isteği geçersiz.',
  invalid_client: 'Oturum açmak isteyen uygulama tanınmıyor.',
  unauthorized_client: 'Bu uygulamanın bu şekilde oturum açmasına izin verilmiyor.',
  invalid_redirect_uri: 'Uygulamanın dönüş adresi kayıtlı değil.',
  access_denied: 'Oturum açma isteği reddedildi.',
  invalid_scope: 'İstenen yetki kapsamı geçersiz.',
  invalid_target: 'İstenen kaynak geçersiz.',
  login_required: 'Oturum açmanız gerekiyor.',
  session_not_found: 'Oturum bulunamadı ya da süresi doldu. Lütfen yeniden deneyin.',
  server_error: 'Kimlik sağlayıcıda beklenmeyen bir hata oluştu.',
};
const GENERIC_ERROR = 'Oturum açma sırasında bir hata oluştu. Lütfen yeniden deneyin.';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
background:#f0f2f5;color:#1f1f1f;font-size:14px}
main{max-width:420px;margin:48px auto;padding:0 16px}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:24px 28px;
margin-bottom:16px}
.brand{color:#00838f;font-weight:600;margin:0 0 4px}
h1{font-size:22px;margin:0 0 20px;font-weight:600}
h2{font-size:16px;margin:0 0 8px;font-weight:600}
label{display:block;margin:12px 0 4px;font-weight:500}
input{width:100%;padding:8px 10px;font-size:14px;border:1px solid #d9d9d9;border-radius:6px}
input:focus{outline:2px solid #00838f33;border-color:#00838f}
button,.button{display:block;width:100%;margin-top:20px;padding:9px;font-size:15px;border:0;
border-radius:6px;background:#00838f;color:#fff;cursor:pointer;text-align:center;
text-decoration:none}
button:hover,.button:hover{background:#006d77}
.secondary{display:block;text-align:center;margin-top:12px;color:#595959}
.error{background:#fff2f0;border:1px solid #ffccc7;color:#a8071a;border-radius:6px;
padding:8px 12px;margin-bottom:8px}
.note{color:#595959;margin:4px 0 12px}
.muted{color:#8c8c8c;font-size:12px;margin-top:12px;word-break:break-word}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:0;border-bottom:1px solid #f0f0f0}
th{padding:6px 4px;color:#595959;font-weight:500}
td a{display:block;padding:6px 4px;color:inherit;text-decoration:none}
tr:hover td{background:#e6f4f5}
`;

export function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(IDP_TEXTS.appName)}</title>
<style>${STYLE}</style>
${head}
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The sign-in form with the demo-user list; `basePath` is the interaction's own path. */
export function renderSignInPage(options: {
  basePath: string;
  email?: string;
  error?: string;
  demoUsers?: DemoUser[];
}): string {
  const { basePath, email = '', error, demoUsers } = options;
  const hasEmail = email.length > 0;
  const demo =
    demoUsers === undefined
      ? ''
      : `<section class="card">
<h2>${escapeHtml(IDP_TEXTS.demoUsersTitle)}</h2>
<p class="note">${escapeHtml(IDP_TEXTS.demoPasswordNote)}. ${escapeHtml(IDP_TEXTS.demoUsersHint)}</p>
${
  demoUsers.length === 0
    ? `<p class="note">${escapeHtml(IDP_TEXTS.noDemoUsers)}</p>`
    : `<table>
<thead><tr><th>${escapeHtml(IDP_TEXTS.email)}</th><th>${escapeHtml(IDP_TEXTS.fullName)}</th></tr></thead>
<tbody>
${demoUsers
  .map((u) => {
    // A plain link re-renders the form with the e-mail filled in: no script needed.
    const href = escapeHtml(`${basePath}?${new URLSearchParams({ email: u.emailAddress })}`);
    return `<tr><td><a href="${href}">${escapeHtml(u.emailAddress)}</a></td><td><a href="${href}" tabindex="-1">${escapeHtml(u.fullName)}</a></td></tr>`;
  })
  .join('\n')}
</tbody>
</table>`
}
</section>`;
  return page(
    IDP_TEXTS.signInTitle,
    `<section class="card">
<p class="brand">${escapeHtml(IDP_TEXTS.appName)}</p>
<h1>${escapeHtml(IDP_TEXTS.signInTitle)}</h1>
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="${escapeHtml(`${basePath}/login`)}" autocomplete="on">
<label for="email">${escapeHtml(IDP_TEXTS.email)}</label>
<input id="email" name="email" type="email" required autocomplete="username" value="${escapeHtml(email)}"${hasEmail ? '' : ' autofocus'}>
<label for="password">${escapeHtml(IDP_TEXTS.password)}</label>
<input id="password" name="password" type="password" required autocomplete="current-password"${hasEmail ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(IDP_TEXTS.signInButton)}</button>
</form>
<a class="secondary" href="${escapeHtml(`${basePath}/abort`)}">${escapeHtml(IDP_TEXTS.cancel)}</a>
</section>
${demo}`,
  );
}

/** A short page with one message and a way back to the application. */
export function renderMessagePage(options: {
  title: string;
  message: string;
  backHref: string;
  detail?: string;
}): string {
  const { title, message, backHref, detail } = options;
  return page(
    title,
    `<section class="card">
<p class="brand">${escapeHtml(IDP_TEXTS.appName)}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<a class="button" href="${escapeHtml(backHref)}">${escapeHtml(IDP_TEXTS.backToApp)}</a>
${detail ? `<p class="muted">${escapeHtml(detail)}</p>` : ''}
</section>`,
  );
}

/** The provider's error page: a Turkish text for the error code, the code, never a stack. */
export function renderErrorPage(
  out: { error: string; error_description?: string },
  backHref: string,
): string {
  const detail = [
    `${IDP_TEXTS.errorCode}: ${out.error}`,
    out.error_description ? ` (${out.error_description})` : '',
  ].join('');
  return renderMessagePage({
    title: IDP_TEXTS.errorTitle,
    message: ERROR_TEXTS[out.error] ?? GENERIC_ERROR,
    backHref,
    detail,
  });
}

/** The script that submits the provider's logout form at once (the user asked to sign out). */
export const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit();";

/** Its CSP hash, to add to `script-src` of the logout page. */
export const LOGOUT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(LOGOUT_SCRIPT).digest('base64')}'`;

/**
 * The logout confirmation that does not ask: the provider's form (with logout=yes added)
 * submits itself; without script the user presses the one button.
 */
export function renderLogoutPage(form: string): string {
  const confirmed = form.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"><button type="submit">${escapeHtml(IDP_TEXTS.signOutButton)}</button></form>`,
  );
  return page(
    IDP_TEXTS.signOutButton,
    `<section class="card">
<p class="brand">${escapeHtml(IDP_TEXTS.appName)}</p>
<h1>${escapeHtml(IDP_TEXTS.signingOut)}</h1>
${confirmed}
</section>
<script>${LOGOUT_SCRIPT}</script>`,
  );
}

/** Shown after a logout that named no return address. */
export function renderLogoutSuccessPage(backHref: string): string {
  return renderMessagePage({
    title: IDP_TEXTS.signedOutTitle,
    message: IDP_TEXTS.signedOutMessage,
    backHref,
  });
}

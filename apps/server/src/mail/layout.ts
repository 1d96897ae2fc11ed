import { addressName } from '@protocolist/contracts/person-name';

/** «Здравствуйте, Павел Андреевич!» (never surname first); «Здравствуйте!» when the name gives no first name. */
export function emailGreeting(fullName: string | null | undefined): string {
  const name = fullName ? addressName(fullName) : null;
  return name ? `Здравствуйте, ${name}!` : 'Здравствуйте!';
}

/** The common HTML frame of every e-mail: brand header, content, footer. Texts are escaped by callers. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function emailLayout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f4f1f8;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="background:#fff;border-radius:8px">
<tr><td style="background:#4b1f6f;color:#fff;padding:16px 24px;font-size:18px;font-weight:bold;border-radius:8px 8px 0 0">Протоколист</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr>
<tr><td style="padding:12px 24px;font-size:12px;color:#777">Это письмо отправлено автоматически, отвечать на него не нужно.</td></tr>
</table></td></tr></table></body></html>`;
}

/** Where a letter's «Открыть Протоколист» leads: the app's start page for the signed-in user. */
export function appStartUrl(publicUrl: string): string {
  return `${publicUrl}/main`;
}

export const OPEN_APP_LABEL = 'Открыть Протоколист';

export function emailButton(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#6a2c9a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`;
}

import type { Email } from './mailer';

// DESIGN "API decisions": links are APP_URL/verify-email?token=… and APP_URL/reset-password?token=…;
// spec §9: the verification link is valid 24 hours, and the text says so. Plain text and HTML both
// carry the full link, so any mail client can show it.

interface Recipient {
  email: string;
  fullName: string;
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function html(paragraphs: string[], link: string, button: string): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  const href = escapeHtml(link);
  return `<!doctype html>
<html lang="sr">
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937">
${body}
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #2563eb; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(button)}</a></p>
<p>Ako dugme ne radi, otvorite ovaj link u pregledaču:<br><a href="${href}">${href}</a></p>
</body>
</html>
`;
}

function link(appUrl: string, page: string, token: string): string {
  return `${appUrl}/${page}?token=${encodeURIComponent(token)}`;
}

export function verificationEmail(appUrl: string, to: Recipient, token: string): Email {
  const url = link(appUrl, 'verify-email', token);
  const greeting = `Poštovani/a ${to.fullName},`;
  const intro =
    'hvala što ste se registrovali. Potvrdite svoju email adresu otvaranjem linka ispod.';
  const validity =
    'Link važi 24 sata. Ako niste vi napravili nalog, slobodno zanemarite ovu poruku.';
  return {
    to: to.email,
    subject: 'Potvrdite svoju email adresu',
    text: `${greeting}\n\n${intro}\n\n${url}\n\n${validity}\n`,
    html: html([greeting, intro, validity], url, 'Potvrdi email adresu'),
    link: url,
  };
}

export function passwordResetEmail(appUrl: string, to: Recipient, token: string): Email {
  const url = link(appUrl, 'reset-password', token);
  const greeting = `Poštovani/a ${to.fullName},`;
  const intro =
    'primili smo zahtev za resetovanje lozinke vašeg naloga. Novu lozinku postavite otvaranjem linka ispod.';
  const validity =
    'Link važi 1 sat i može se iskoristiti samo jednom. Ako niste vi tražili promenu lozinke, zanemarite ovu poruku; vaša lozinka ostaje ista.';
  return {
    to: to.email,
    subject: 'Resetovanje lozinke',
    text: `${greeting}\n\n${intro}\n\n${url}\n\n${validity}\n`,
    html: html([greeting, intro, validity], url, 'Postavi novu lozinku'),
    link: url,
  };
}

/**
 * DESIGN: registration answers a taken address exactly as a new one and tells the owner instead,
 * so only the mailbox's owner learns that the account exists.
 */
export function accountExistsEmail(appUrl: string, to: Recipient): Email {
  const loginUrl = `${appUrl}/login`;
  const greeting = `Poštovani/a ${to.fullName},`;
  const intro =
    'neko je upravo pokušao da napravi nalog sa ovom email adresom, ali nalog sa njom već postoji.';
  const advice =
    'Ako ste to bili vi, prijavite se; ako ste zaboravili lozinku, na stranici za prijavu možete zatražiti novu. Ako niste, zanemarite ovu poruku: vaš nalog je nepromenjen.';
  return {
    to: to.email,
    subject: 'Nalog sa ovom email adresom već postoji',
    text: `${greeting}\n\n${intro}\n\n${advice}\n\n${loginUrl}\n`,
    html: html([greeting, intro, advice], loginUrl, 'Prijavi se'),
    link: loginUrl,
  };
}

import type { Mail } from './mailer';

const PRODUCT = 'AI Travel Map';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<div style="font-family:system-ui,sans-serif;max-width:520px">${body}<p><a href="${escapeHtml(
    link.href,
  )}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(
    link.label,
  )}</a></p><p style="color:#64748b;font-size:13px">${PRODUCT}</p></div>`;
}

export function passwordResetMail(to: string, link: string): Mail {
  const lines = [
    'Someone asked to reset the password of your account.',
    'If it was you, choose a new password within the next hour:',
  ];
  return {
    to,
    subject: `${PRODUCT}: reset your password`,
    text: `${lines.join('\n')}\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
    html: layout([...lines], { href: link, label: 'Choose a new password' }),
  };
}

export function confirmEmailMail(to: string, name: string, link: string): Mail {
  const lines = [`Hello ${name},`, `please confirm that ${to} is your e-mail address.`];
  return {
    to,
    subject: `${PRODUCT}: confirm your e-mail address`,
    text: `${lines.join('\n')}\n\n${link}\n`,
    html: layout(lines, { href: link, label: 'Confirm e-mail address' }),
  };
}

export function contactMessageMail(
  to: string,
  message: { name: string; email: string; subject: string; message: string },
): Mail {
  return {
    to,
    replyTo: message.email,
    subject: `${PRODUCT} feedback: ${message.subject || 'no subject'}`,
    text: `From: ${message.name} <${message.email}>\n\n${message.message}\n`,
  };
}

export function paymentReceiptMail(
  to: string,
  name: string,
  receipt: { number: string; amount: string; description: string; sandbox: boolean; link: string },
): Mail {
  const lines = [
    `Hello ${name},`,
    `thank you for your payment of ${receipt.amount} for ${receipt.description}.`,
    `Invoice ${receipt.number} is in your settings under Payments, ready to download.`,
  ];
  // A sandbox payment must never read like money was taken.
  if (receipt.sandbox)
    lines.push('This was a sandbox payment with a test card: nothing was charged.');
  return {
    to,
    subject: `${PRODUCT}: payment received (${receipt.number})`,
    text: `${lines.join('\n')}\n\n${receipt.link}\n`,
    html: layout(lines, { href: receipt.link, label: 'See your plan' }),
  };
}

export function tripInvitationMail(
  to: string,
  invitation: { inviterName: string; tripTitle: string; role: 'editor' | 'viewer'; link: string },
): Mail {
  const trip = invitation.tripTitle ? `the trip "${invitation.tripTitle}"` : 'a trip';
  const lines = [
    `${invitation.inviterName} invites you to plan ${trip} together.`,
    invitation.role === 'editor'
      ? 'You will be able to add, move and remove its places.'
      : 'You will be able to follow the plan as it takes shape.',
    'Open the trip and sign in (or sign up) to join it. The link works once and for 30 days.',
  ];
  return {
    to,
    subject: `${PRODUCT}: ${invitation.inviterName} invites you to plan a trip`,
    text: `${lines.join('\n')}\n\n${invitation.link}\n`,
    html: layout(lines, { href: invitation.link, label: 'Open the trip' }),
  };
}

// The auth e-mails. Each carries a link into the app and, where useful, a 6-digit code.
import { PRODUCT_NAME } from "../env";
import { button, codeBlock, emailLayout, paragraph } from "../mail/html";
import type { MailMessage } from "../mail/send";

const IGNORE = "If you did not ask for this, you can ignore this e-mail.";

function codeMail(
  to: string,
  o: { subject: string; title: string; intro: string; action: string; link: string; code?: string; validity: string },
): MailMessage {
  const text = [
    o.intro,
    "",
    `${o.action}: ${o.link}`,
    ...(o.code ? ["", `Or enter this code: ${o.code}`] : []),
    "",
    `The link${o.code ? " and code work" : " works"} once and expire${o.code ? "" : "s"} in ${o.validity}.`,
    IGNORE,
  ].join("\n");
  const html = emailLayout({
    title: o.title,
    body: [
      paragraph(o.intro),
      button(o.link, o.action),
      ...(o.code ? [paragraph("Or enter this code:"), codeBlock(o.code)] : []),
      paragraph(`The link${o.code ? " and code work" : " works"} once and expire${o.code ? "" : "s"} in ${o.validity}. ${IGNORE}`),
    ].join("\n"),
  });
  return { to, subject: o.subject, text, html };
}

export function signupMail(to: string, link: string, code: string): MailMessage {
  return codeMail(to, {
    subject: `Confirm your ${PRODUCT_NAME} account`,
    title: "Confirm your e-mail address",
    intro: `Welcome to ${PRODUCT_NAME}! Confirm your e-mail address to finish creating your account.`,
    action: "Confirm your account",
    link,
    code,
    validity: "24 hours",
  });
}

export function magicLinkMail(to: string, link: string, code: string): MailMessage {
  return codeMail(to, {
    subject: `Your ${PRODUCT_NAME} sign-in link`,
    title: `Sign in to ${PRODUCT_NAME}`,
    intro: `Use this link to sign in to ${PRODUCT_NAME}.`,
    action: "Sign in",
    link,
    code,
    validity: "10 minutes",
  });
}

export function recoveryMail(to: string, link: string): MailMessage {
  return codeMail(to, {
    subject: `Reset your ${PRODUCT_NAME} password`,
    title: "Reset your password",
    intro: `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.`,
    action: "Choose a new password",
    link,
    validity: "1 hour",
  });
}

/** Sent instead of a confirmation when the address already has an account (the API answer stays the same). */
export function alreadyRegisteredMail(to: string, signInUrl: string): MailMessage {
  const intro = `Someone tried to create a ${PRODUCT_NAME} account with this e-mail address, but you already have one.`;
  const hint = "Sign in with your password, or use 'Forgot your password?' on the sign-in page to choose a new one.";
  return {
    to,
    subject: `You already have a ${PRODUCT_NAME} account`,
    text: [intro, "", hint, "", `Sign in: ${signInUrl}`, "", IGNORE].join("\n"),
    html: emailLayout({
      title: "You already have an account",
      body: [paragraph(intro), paragraph(hint), button(signInUrl, "Sign in"), paragraph(IGNORE)].join("\n"),
    }),
  };
}

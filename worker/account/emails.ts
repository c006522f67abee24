// The account e-mails: the confirmation that an account and its data are gone.
import { PRODUCT_NAME } from "../env";
import { emailLayout, paragraph } from "../mail/html";
import type { MailMessage } from "../mail/send";

export function accountDeletedMail(to: string, supportEmail: string): MailMessage {
  const lines = [
    `Your ${PRODUCT_NAME} account and everything in it have been deleted: your profile, the uploaded resume, every generated resume, your feedback and your sign-in methods.`,
    "Records of payments are kept for accounting without your name or e-mail address, so they no longer lead back to you.",
    `You can sign up again with this address at any time; the new account starts empty. If you did not ask for this, write to ${supportEmail}.`,
  ];
  return {
    to,
    subject: `Your ${PRODUCT_NAME} account has been deleted`,
    text: lines.join("\n\n"),
    html: emailLayout({ title: "Your account has been deleted", body: lines.map(paragraph).join("\n") }),
  };
}

// "Download my data": one zip with everything stored about the user, streamed. The JSON files are small
// and built from one read of each table; the PDFs are read from R2 one at a time, only when the zip stream
// asks for the next file, and flow straight into the response (client-zip stores them as they are, since
// PDFs are already compressed), so memory stays flat however many resumes there are.
import { makeZip } from "client-zip";
import { linkedProviders } from "../db/accounts";
import { listFeedback } from "../db/feedback";
import { listPayments } from "../db/payments";
import { readProfileRow } from "../db/profiles";
import { listResumes } from "../db/resumes";
import { findUserById } from "../db/users";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { log } from "../http/logger";
import { formatUsd } from "../payment/plans";
import { withoutUnseen } from "../shapes/names";
import { getSubscription } from "../subscription/service";

/** What each file of the archive holds (docs/privacy.md lists the same). */
export const ARCHIVE_FILES = {
  account: "account.json",
  profile: "profile.json",
  resumes: "resumes.json",
  payments: "payments.json",
  subscription: "subscription.json",
  feedback: "feedback.json",
  resumeDir: "resumes/",
  originalDir: "original/",
} as const;

const iso = (ms: number | null | undefined) => (typeof ms === "number" ? new Date(ms).toISOString() : null);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** tailorcv-data-YYYY-MM-DD.zip (UTC date of the export). */
export function archiveName(now = Date.now()): string {
  return `tailorcv-data-${new Date(now).toISOString().slice(0, 10)}.zip`;
}

/**
 * A file name safe in any unzip tool: no folders, no characters a reader cannot see or that reorder the name
 * (worker/shapes/names.ts), unique within the archive.
 */
function uniqueName(taken: Set<string>, dir: string, raw: string, fallback: string): string {
  const clean =
    withoutUnseen(raw, "_")
      .replace(/[/\\:*?"<>|]+/g, "_")
      .replace(/^\.+/, "")
      .trim()
      .slice(0, 150) || fallback;
  const dot = clean.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ""];
  let name = `${dir}${clean}`;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${dir}${stem} (${n})${ext}`;
  taken.add(name.toLowerCase());
  return name;
}

/** One line of resumes.json: a resume the user has not deleted (a deleted one keeps only an emptied row). */
type ListedResume = {
  id: string;
  role_applied: string;
  company: string;
  filename: string;
  created_at: string | null;
  /** Its PDF inside the archive; null when the file is missing from storage. */
  file: string | null;
  /** The editor choices that made it, as stored (the resume with both versions, the job description); null if none. */
  choices: unknown;
};

/** A stored JSON column as data; text that does not parse is given as it is. */
function storedJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type Entry = { name: string; lastModified: Date; input: string | ReadableStream<Uint8Array> };

/**
 * The archive of a user as a stream. The table reads happen before it returns (a missing user is an
 * error answer, not a broken download); R2 is read while the stream is consumed.
 */
export async function exportArchive(env: Env, userId: string, now = Date.now()): Promise<ReadableStream<Uint8Array>> {
  const user = await findUserById(env, userId);
  if (!user) throw new ApiError("user_not_found", "User from the access token no longer exists.");
  const [providers, profile, resumeRows, paymentRows, subscription, feedbackRows] = await Promise.all([
    linkedProviders(env, userId),
    readProfileRow(env, userId),
    listResumes(env, userId),
    listPayments(env, userId),
    getSubscription(env, userId, now),
    listFeedback(env, userId),
  ]);
  const exportedAt = new Date(now);

  async function* entries(): AsyncGenerator<Entry> {
    yield {
      name: ARCHIVE_FILES.account,
      lastModified: exportedAt,
      input: json({
        id: user!.id,
        email: user!.email,
        full_name: user!.fullName,
        created_at: iso(user!.createdAt),
        email_confirmed_at: iso(user!.emailConfirmedAt),
        password_set: Boolean(user!.passwordHash),
        linked_sign_in: providers,
        resume_design: user!.resumeDesign,
        exported_at: exportedAt.toISOString(),
      }),
    };
    if (profile) {
      // The record exactly as stored; a row that is not valid JSON is given as its text.
      let stored: string;
      try {
        stored = json(JSON.parse(profile.experiences));
      } catch {
        stored = profile.experiences;
      }
      yield { name: ARCHIVE_FILES.profile, lastModified: exportedAt, input: stored };
    }
    yield {
      name: ARCHIVE_FILES.payments,
      lastModified: exportedAt,
      input: json(
        paymentRows.map((p) => ({
          reference: p.sessionId,
          plan: p.plan,
          amount: formatUsd(p.amountTotal),
          amount_total: p.amountTotal,
          currency: p.currency,
          receipt_email: p.customerEmail,
          paid_at: iso(p.createdAt),
          status: p.revokedReason === "refund" ? "refunded" : p.revokedReason === "dispute" ? "disputed" : "paid",
          access_ended_at: iso(p.revokedAt),
        })),
      ),
    };
    yield { name: ARCHIVE_FILES.subscription, lastModified: exportedAt, input: json(subscription) };
    yield {
      name: ARCHIVE_FILES.feedback,
      lastModified: exportedAt,
      input: json(feedbackRows.map((f) => ({ id: f.id, message: f.message, sent_at: iso(f.createdAt) }))),
    };

    const taken = new Set<string>();
    const listed: ListedResume[] = [];
    for (const r of resumeRows) {
      const object = await env.FILES.get(r.r2Key);
      const name = object ? uniqueName(taken, ARCHIVE_FILES.resumeDir, r.filename, `${r.id}.pdf`) : null;
      listed.push({
        id: r.id,
        role_applied: r.roleApplied,
        company: r.company,
        filename: r.filename,
        created_at: iso(r.createdAt),
        file: name,
        choices: storedJson(r.choices),
      });
      if (object && name) yield { name, lastModified: new Date(r.createdAt), input: object.body };
    }
    if (profile?.sourceKey) {
      const object = await env.FILES.get(profile.sourceKey);
      if (object) {
        const name = uniqueName(taken, ARCHIVE_FILES.originalDir, object.customMetadata?.filename ?? "", "resume.pdf");
        yield { name, lastModified: object.uploaded, input: object.body };
      }
    }
    // Written last, so it can say which listed resumes had no file.
    yield { name: ARCHIVE_FILES.resumes, lastModified: exportedAt, input: json(listed) };
  }

  async function* logged(): AsyncGenerator<Entry> {
    try {
      yield* entries();
    } catch (err) {
      // The answer has started; all that is left is to stop the stream (the download fails) and say why here.
      log("error", "export_stream_failed", { user_id: userId, error: err instanceof Error ? err.message : String(err) });
      throw err;
    }
  }

  return makeZip(logged());
}

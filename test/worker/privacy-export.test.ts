// GET /api/account/export: "Download my data" as one zip, read back with an independent reader (fflate)
// whose every entry must match the CRC-32 the archive records, and compared with what the API and R2 hold.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { NO_STRIPE, callWith } from "./payment-helpers";
import { E, JOB_DESCRIPTION, type RichUser, SOFTWARE_PDF, auth, callWithEnv, jsonOf, readZip, richUser, text } from "./account-helpers";
import { call, jsonInit, makeUser } from "./helpers";
import { editorResume } from "./pdf-fixtures";

async function exportOf(token: string) {
  const res = await call("/api/account/export", auth(token));
  expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
  return { res, files: readZip(new Uint8Array(await res.arrayBuffer())) };
}

describe("GET /api/account/export", { timeout: 120_000 }, () => {
  let user: RichUser;
  let other: RichUser;
  beforeAll(async () => {
    user = await richUser(3, "export");
    other = await richUser(1, "export-other");
  }, 120_000);

  it("answers a zip download named tailorcv-data-YYYY-MM-DD.zip", async () => {
    const { res } = await exportOf(user.token);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="tailorcv-data-${today}.zip"`);
    expect(res.headers.get("cache-control")).toContain("no-store");
  });

  it("holds the account, the stored profile, every generated PDF, the original, payments, subscription and feedback", async () => {
    const { files } = await exportOf(user.token);
    const names = Object.keys(files).sort();
    expect(names.filter((n) => !n.includes("/"))).toEqual([
      "account.json",
      "feedback.json",
      "payments.json",
      "profile.json",
      "resumes.json",
      "subscription.json",
    ]);
    expect(names.filter((n) => n.startsWith("resumes/"))).toHaveLength(3);
    expect(names.filter((n) => n.startsWith("original/"))).toEqual(["original/My Resume 2026.pdf"]);

    expect(jsonOf(files["account.json"])).toMatchObject({
      id: user.id,
      email: user.email,
      full_name: "Rich User",
      password_set: true,
      linked_sign_in: [],
      resume_design: null,
    });

    // The stored record, exactly as GET /api/profile reads it.
    const stored = await (await call("/api/profile", auth(user.token))).json<{ profile: unknown }>();
    expect(jsonOf(files["profile.json"])).toEqual(stored.profile);

    // The list with its timestamps and roles, as the Resumes screen lists it; each PDF as stored in R2.
    const listed = await (await call("/api/resume/user_resumes", auth(user.token))).json<{
      resumes: Array<{ id: string; filename: string; timestamp: string; role_applied: string }>;
    }>();
    const inZip = jsonOf<
      Array<{ id: string; filename: string; created_at: string; role_applied: string; file: string; company: string; choices: unknown }>
    >(files["resumes.json"]);
    expect(inZip.map((r) => ({ id: r.id, filename: r.filename, timestamp: r.created_at, role_applied: r.role_applied }))).toEqual(
      listed.resumes.map((r) => ({ id: r.id, filename: r.filename, timestamp: r.timestamp, role_applied: r.role_applied })),
    );
    expect(inZip.map((r) => r.role_applied).sort()).toEqual(["Role 1", "Role 2", "Role 3"]);
    // The editor choices kept with a resume (the one made from the editor with a job description), as reopening reads them.
    const first = inZip.find((r) => r.role_applied === "Role 1")!;
    const reopened = await (await call(`/api/resume/${first.id}`, auth(user.token))).json<{ company: string; choices: unknown }>();
    expect(reopened.choices).toMatchObject({ job_description: JOB_DESCRIPTION });
    expect(first).toMatchObject({ company: reopened.company, choices: reopened.choices });
    expect(first.company).toBe("Northwind Traders");
    expect(inZip.filter((r) => r.role_applied !== "Role 1").map((r) => [r.company, r.choices])).toEqual([
      ["", null],
      ["", null],
    ]);
    for (const r of inZip) {
      const object = await env.FILES.get(`generated/${user.id}/${r.id}.pdf`);
      expect(files[r.file], r.file).toEqual(new Uint8Array(await object!.arrayBuffer()));
      expect(text(files[r.file]!.subarray(0, 5))).toBe("%PDF-");
    }
    expect(files["original/My Resume 2026.pdf"]).toEqual(SOFTWARE_PDF);

    expect(jsonOf(files["payments.json"])).toEqual([
      expect.objectContaining({ reference: user.sessionId, plan: "lifetime", amount: "$150.00", currency: "usd", status: "paid" }),
    ]);
    expect(jsonOf(files["subscription.json"])).toEqual({ is_subscribed: true, plan: "lifetime", expires_at: null });
    expect(jsonOf(files["feedback.json"])).toEqual([expect.objectContaining({ message: user.feedback })]);
  });

  it("holds nothing of another user", async () => {
    const { files } = await exportOf(user.token);
    const all = Object.entries(files)
      .map(([name, bytes]) => `${name}\n${name.endsWith(".json") ? text(bytes) : ""}`)
      .join("\n");
    expect(all).not.toContain(other.id);
    expect(all).not.toContain(other.email);
    expect(all).not.toContain(other.sessionId);
    expect(all).not.toContain(other.resumes[0]!.id);
  });

  it("a new account gets the account, empty lists and no profile", async () => {
    const fresh = await makeUser();
    const { files } = await exportOf(fresh.token);
    expect(Object.keys(files).sort()).toEqual(["account.json", "feedback.json", "payments.json", "resumes.json", "subscription.json"]);
    expect(jsonOf(files["resumes.json"])).toEqual([]);
    expect(jsonOf(files["payments.json"])).toEqual([]);
    expect(jsonOf(files["subscription.json"])).toEqual({ is_subscribed: false, plan: null, expires_at: null });
  });

  it("a resume whose file is missing from R2 is listed with file null", async () => {
    const u = await makeUser();
    const made = await call("/api/resume/generate_pdf", jsonInit("POST", { ...editorResume(), role_applied: "Gone" }, u.token));
    const { id } = await made.json<{ id: string }>();
    await env.FILES.delete(`generated/${u.id}/${id}.pdf`);
    const { files } = await exportOf(u.token);
    expect(jsonOf(files["resumes.json"])).toEqual([expect.objectContaining({ id, role_applied: "Gone", file: null })]);
    expect(Object.keys(files).filter((n) => n.startsWith("resumes/"))).toEqual([]);
  });

  it("a resume the user deleted is not in the archive (its row stays emptied, for the free limit)", async () => {
    const u = await makeUser();
    const make = async (role: string) =>
      (
        await (
          await call("/api/resume/generate_pdf", jsonInit("POST", { ...editorResume(), role_applied: role }, u.token))
        ).json<{ id: string }>()
      ).id;
    const kept = await make("Kept");
    const gone = await make("Deleted");
    expect((await call(`/api/resume/${gone}`, { method: "DELETE", ...auth(u.token) })).status).toBe(200);
    const { files } = await exportOf(u.token);
    expect(jsonOf<Array<{ id: string }>>(files["resumes.json"]).map((r) => r.id)).toEqual([kept]);
    expect(Object.keys(files).filter((n) => n.startsWith("resumes/"))).toHaveLength(1);
  });

  it("file names in the archive carry no control, bidi or invisible characters (C1 controls and overrides included)", async () => {
    const u = await makeUser();
    const id = crypto.randomUUID();
    await env.FILES.put(`generated/${u.id}/${id}.pdf`, new Uint8Array([37, 80, 68, 70]));
    // "Resume" + RIGHT-TO-LEFT OVERRIDE makes "fdp.exe" read "exe.pdf"; NEL (C1), a zero-width space, an isolate.
    const raw = "Resume\u202efdp.exe\u0085\u200b\u2066x\u2069.pdf";
    await env.DB.prepare("INSERT INTO resumes (id, user_id, filename, role_applied, r2_key, created_at) VALUES (?, ?, ?, 'Role', ?, ?)")
      .bind(id, u.id, raw, `generated/${u.id}/${id}.pdf`, Date.now())
      .run();
    const { files } = await exportOf(u.token);
    const names = Object.keys(files).filter((n) => n.startsWith("resumes/"));
    expect(names).toEqual(["resumes/Resume_fdp.exe_x_.pdf"]);
  });

  it("reads R2 only as the archive is read: never more than one file ahead of the reader", async () => {
    const u = await makeUser();
    const size = 256 * 1024;
    const statements = [];
    for (let i = 0; i < 12; i++) {
      const id = crypto.randomUUID();
      await env.FILES.put(`generated/${u.id}/${id}.pdf`, new Uint8Array(size).fill(i));
      statements.push(
        env.DB.prepare("INSERT INTO resumes (id, user_id, filename, role_applied, r2_key, created_at) VALUES (?, ?, ?, 'Role', ?, ?)").bind(
          id,
          u.id,
          `file-${i}.pdf`,
          `generated/${u.id}/${id}.pdf`,
          Date.now() + i,
        ),
      );
    }
    await env.DB.batch(statements);
    let gets = 0;
    const files = new Proxy(env.FILES, {
      get(target, prop) {
        if (prop === "get") {
          return (key: string) => {
            gets += 1;
            return target.get(key);
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const res = await callWithEnv({ ...E, FILES: files }, "/api/account/export", auth(u.token));
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let read = 0;
    let most = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
      // Files fully read so far, plus the one being read, plus at most one fetched ahead.
      most = Math.max(most, gets - Math.floor(read / size));
      expect(gets).toBeLessThanOrEqual(Math.floor(read / size) + 2);
    }
    expect(gets).toBe(12);
    expect(most).toBeGreaterThanOrEqual(1);
  });

  it("needs a signed-in user and is rate limited per user", async () => {
    expect((await call("/api/account/export")).status).toBe(401);
    const u = await makeUser();
    const limited = { ...NO_STRIPE, RATE_LIMIT_EXPORT: "1/3600" };
    const first = await callWith(limited, "/api/account/export", auth(u.token));
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const second = await callWith(limited, "/api/account/export", auth(u.token));
    expect(second.status).toBe(429);
    expect(await second.json()).toMatchObject({ code: "rate_limited" });
  });
});

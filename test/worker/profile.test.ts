// GET/PUT /api/profile against the real Worker and local D1: shape, bounds, versions, ownership.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { StoredRecord } from "../../worker/shapes/resume";
import { call, jsonInit, makeUser } from "./helpers";
import { sampleRecord } from "./profile-fixtures";

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function storedRow(userId: string) {
  return env.DB.prepare("SELECT experiences, version FROM resumeUploaded WHERE id = ?")
    .bind(userId)
    .first<{ experiences: string; version: number }>();
}

async function create(token: string, record = sampleRecord()) {
  const res = await call("/api/profile", jsonInit("PUT", { profile: record, version: 0 }, token));
  expect(res.status).toBe(200);
  return (await res.json()) as { profile: StoredRecord; version: number };
}

describe("GET /api/profile", () => {
  it("needs a bearer token", async () => {
    const res = await call("/api/profile");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "Auth session missing!" });
  });

  it("answers 404 with a readable reason when the user has no profile", async () => {
    const u = await makeUser();
    const res = await call("/api/profile", auth(u.token));
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toMatch(/No profile yet/);
  });

  it("returns the stored record and its version", async () => {
    const u = await makeUser();
    await create(u.token);
    const res = await call("/api/profile", auth(u.token));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ profile: sampleRecord(), version: 1 });
  });

  it("reads an odd stored row defensively (hand-edited, older shape, broken JSON) instead of failing", async () => {
    const u = await makeUser();
    const odd = {
      personal_info: { name: "Odd", phone: 5 },
      experiences: { work_experiences: [{ company: "X", responsibilities: ["a", 2, null] }, "junk"], education: [{ degree: "BSc" }] },
      additional_information: { Skills: ["Go", 1] },
    };
    await env.DB.prepare("INSERT INTO resumeUploaded (id, experiences, version, created_at, updated_at) VALUES (?, ?, 4, 0, 0)")
      .bind(u.id, JSON.stringify(odd))
      .run();
    const res = await call("/api/profile", auth(u.token));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      profile: {
        personal_info: { name: "Odd", phone: "", email: "" },
        experiences: { work_experiences: [{ company: "X", title: "", dates: "", responsibilities: ["a"] }], projects: [] },
        education: [{ degree: "BSc", institution: "", dates: "", details: [] }],
        additional_information: { Skills: ["Go"] },
      },
      version: 4,
    });
    await env.DB.prepare("UPDATE resumeUploaded SET experiences = '{not json' WHERE id = ?").bind(u.id).run();
    const broken = await call("/api/profile", auth(u.token));
    expect(broken.status).toBe(200);
    expect(((await broken.json()) as { version: number }).version).toBe(4);
    // The user can save over it with the version they were given.
    expect((await call("/api/profile", jsonInit("PUT", { profile: sampleRecord(), version: 4 }, u.token))).status).toBe(200);
  });

  it("a user only ever reaches their own row", async () => {
    const a = await makeUser();
    const b = await makeUser();
    await create(a.token, sampleRecord("Alice"));
    await create(b.token, sampleRecord("Bob"));
    const res = await call("/api/profile", auth(b.token));
    expect(((await res.json()) as { profile: StoredRecord }).profile.personal_info.name).toBe("Bob");
    // There is no way to name another user: query strings and bodies are ignored.
    const sneaky = await call(`/api/profile?id=${a.id}&user_id=${a.id}`, auth(b.token));
    expect(((await sneaky.json()) as { profile: StoredRecord }).profile.personal_info.name).toBe("Bob");
  });
});

describe("PUT /api/profile", () => {
  it("version 0 creates the profile by hand; the stored row has id = user id and the whole record as JSON", async () => {
    const u = await makeUser();
    const body = await create(u.token);
    expect(body).toEqual({ profile: sampleRecord(), version: 1 });
    const row = await storedRow(u.id);
    expect(row?.version).toBe(1);
    expect(JSON.parse(row!.experiences)).toEqual(sampleRecord());
  });

  it("saves with the current version and answers the next one", async () => {
    const u = await makeUser();
    await create(u.token);
    const edited = sampleRecord();
    edited.personal_info.phone = "+1 555 0100";
    const res = await call("/api/profile", jsonInit("PUT", { profile: edited, version: 1 }, u.token));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ profile: edited, version: 2 });
    const again = await call("/api/profile", auth(u.token));
    expect(await again.json()).toEqual({ profile: edited, version: 2 });
  });

  it("a stale version is a 409 with a clear message and changes nothing (two tabs)", async () => {
    const u = await makeUser();
    await create(u.token);
    const tabA = sampleRecord("Tab A");
    const tabB = sampleRecord("Tab B");
    expect((await call("/api/profile", jsonInit("PUT", { profile: tabA, version: 1 }, u.token))).status).toBe(200);
    const res = await call("/api/profile", jsonInit("PUT", { profile: tabB, version: 1 }, u.token));
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: string; current_version: number };
    expect(body.error).toMatch(/changed somewhere else/);
    expect(body.current_version).toBe(2);
    expect(JSON.parse((await storedRow(u.id))!.experiences).personal_info.name).toBe("Tab A");
  });

  it("version 0 when a profile exists is a 409, not an overwrite", async () => {
    const u = await makeUser();
    await create(u.token, sampleRecord("Original"));
    const res = await call("/api/profile", jsonInit("PUT", { profile: sampleRecord("Intruder"), version: 0 }, u.token));
    expect(res.status).toBe(409);
    expect(JSON.parse((await storedRow(u.id))!.experiences).personal_info.name).toBe("Original");
  });

  it("a version when no profile exists is a 409", async () => {
    const u = await makeUser();
    const res = await call("/api/profile", jsonInit("PUT", { profile: sampleRecord(), version: 3 }, u.token));
    expect(res.status).toBe(409);
    expect(await storedRow(u.id)).toBeNull();
  });

  it("a record without title on a job is accepted (the spec's stored record has no title) and stored with an empty one", async () => {
    const u = await makeUser();
    const r = sampleRecord() as unknown as { experiences: { work_experiences: Array<Record<string, unknown>> } };
    delete r.experiences.work_experiences[0]!.title;
    const res = await call("/api/profile", jsonInit("PUT", { profile: r, version: 0 }, u.token));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { profile: StoredRecord }).profile.experiences.work_experiences[0]!.title).toBe("");
  });

  describe("bad input gets a clear 4xx naming the field and leaves the stored profile unchanged", () => {
    const cases: Array<[string, (r: StoredRecord) => unknown, number, RegExp]> = [
      ["wrong type", (r) => ({ ...r, personal_info: { ...r.personal_info, name: 42 } }), 400, /personal_info\.name/],
      ["missing section", (r) => ({ ...r, education: undefined }), 400, /education: is required/],
      ["missing experiences", ({ experiences: _e, ...rest }) => rest, 400, /experiences/],
      ["responsibilities not a list", (r) => withJob(r, { responsibilities: "one\ntwo" }), 400, /responsibilities/],
      [
        "10,000 bullets",
        (r) => withJob(r, { responsibilities: Array.from({ length: 10_000 }, (_, i) => `b${i}`) }),
        400,
        /at most 100 items/,
      ],
      ["a long string", (r) => withJob(r, { company: "x".repeat(5000) }), 400, /at most 300 characters/],
      ["a 600 KB string", (r) => withJob(r, { responsibilities: ["y".repeat(600_000)] }), 400, /at most 2000 characters/],
      ["an empty section name", (r) => ({ ...r, additional_information: { "": ["a"] } }), 400, /additional_information/],
      ["a non-string skill", (r) => ({ ...r, additional_information: { Skills: [1, 2] } }), 400, /additional_information\.Skills\.0/],
    ];
    for (const [name, mutate, status, pattern] of cases) {
      it(name, async () => {
        const u = await makeUser();
        await create(u.token);
        const res = await call("/api/profile", jsonInit("PUT", { profile: mutate(sampleRecord()), version: 1 }, u.token));
        expect(res.status).toBe(status);
        const body = (await res.json()) as { error: string };
        expect(body.error).toMatch(pattern);
        const row = await storedRow(u.id);
        expect(row?.version).toBe(1);
        expect(JSON.parse(row!.experiences)).toEqual(sampleRecord());
      });
    }

    it("a 1 MB string is refused by the body limit (413) before it is parsed", async () => {
      const u = await makeUser();
      await create(u.token);
      const res = await call(
        "/api/profile",
        jsonInit("PUT", { profile: withJob(sampleRecord(), { company: "z".repeat(1024 * 1024) }), version: 1 }, u.token),
      );
      expect(res.status).toBe(413);
      expect((await storedRow(u.id))?.version).toBe(1);
    });

    it("a record over 256 KB in total is refused even when every field is within bounds", async () => {
      const u = await makeUser();
      await create(u.token);
      const big = sampleRecord();
      big.experiences.work_experiences = Array.from({ length: 40 }, (_, i) => ({
        company: `Company ${i}`,
        title: "Engineer",
        dates: "2020",
        responsibilities: Array.from({ length: 8 }, () => "w".repeat(1000)),
      }));
      const res = await call("/api/profile", jsonInit("PUT", { profile: big, version: 1 }, u.token));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/256 KB/);
      expect((await storedRow(u.id))?.version).toBe(1);
    });

    it("a missing or non-integer version", async () => {
      const u = await makeUser();
      await create(u.token);
      for (const version of [undefined, 1.5, -1, "1"]) {
        const res = await call("/api/profile", jsonInit("PUT", { profile: sampleRecord("Changed"), version }, u.token));
        expect(res.status).toBe(400);
        expect(((await res.json()) as { field: string }).field).toBe("version");
      }
      expect((await storedRow(u.id))?.version).toBe(1);
    });

    it("not JSON: 415 for another content type, 400 for malformed JSON", async () => {
      const u = await makeUser();
      await create(u.token);
      const text = await call("/api/profile", {
        method: "PUT",
        headers: { authorization: `Bearer ${u.token}`, "content-type": "text/plain" },
        body: "{}",
      });
      expect(text.status).toBe(415);
      const broken = await call("/api/profile", jsonInit("PUT", "{not json", u.token));
      expect(broken.status).toBe(400);
      expect((await storedRow(u.id))?.version).toBe(1);
    });
  });
});

function withJob(r: StoredRecord, patch: Record<string, unknown>): unknown {
  return { ...r, experiences: { ...r.experiences, work_experiences: [{ ...r.experiences.work_experiences[0], ...patch }] } };
}

// Property: saving any card of any profile without changing anything leaves the stored record exactly as it was.
// Every profile of the repository's corpora (the parser fixtures' records and the tailoring profiles) is stored
// through PUT /api/profile; then every item of every card goes through its edit form's conversion unchanged
// (what the card's Save sends), the whole record is saved, and the stored JSON must be byte-identical.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { KINDS, fromDraft, toDraft } from "../../app/components/profile/entries";
import {
  fromSections,
  personalFromDraft,
  personalToDraft,
  sectionFromDraft,
  sectionToDraft,
  toSections,
  withAdditional,
  withPersonal,
} from "../../app/components/profile/forms";
import type { StoredRecord } from "../../worker/shapes/resume";
import { call, jsonInit, makeUser } from "./helpers";

const corpora = {
  ...import.meta.glob<StoredRecord>("../fixtures/resumes*/*.json", { eager: true, import: "default" }),
  ...import.meta.glob<StoredRecord>("../../eval/tailor/profiles/*.json", { eager: true, import: "default" }),
};

/** Every card saved once per item, each without an edit, as the cards do it. */
function saveEveryCardUnchanged(r: StoredRecord): StoredRecord {
  let out = withPersonal(r, personalFromDraft(personalToDraft(r.personal_info), r.personal_info));
  for (const kind of Object.values(KINDS)) {
    const list = [...kind.list(out)];
    list.forEach((e, i) => {
      list[i] = fromDraft(kind, toDraft(kind, e), e);
    });
    out = kind.withList(out, list);
  }
  const sections = toSections(out.additional_information).map((s) => sectionFromDraft(sectionToDraft(s), s));
  return withAdditional(out, fromSections(sections));
}

async function storedJson(userId: string): Promise<string> {
  const row = await env.DB.prepare("SELECT experiences FROM resumeUploaded WHERE id = ?").bind(userId).first<{ experiences: string }>();
  return row!.experiences;
}

it("a no-op save of every card stores every corpus profile unchanged", { timeout: 120_000 }, async () => {
  const names = Object.keys(corpora);
  expect(names.length).toBeGreaterThan(150);
  const u = await makeUser();
  let version = 0;
  const changed: string[] = [];
  for (const name of names) {
    const put = await call("/api/profile", jsonInit("PUT", { profile: corpora[name], version }, u.token));
    expect(put.status, `${name}: ${await put.clone().text()}`).toBe(200);
    const stored = (await put.json()) as { profile: StoredRecord; version: number };
    const before = await storedJson(u.id);
    const save = await call(
      "/api/profile",
      jsonInit("PUT", { profile: saveEveryCardUnchanged(stored.profile), version: stored.version }, u.token),
    );
    expect(save.status, name).toBe(200);
    version = ((await save.json()) as { version: number }).version;
    if ((await storedJson(u.id)) !== before) changed.push(name);
  }
  expect(changed).toEqual([]);
});

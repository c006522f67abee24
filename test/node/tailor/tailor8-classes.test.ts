// Classes from the tailor8 round, each a test of its class on invented text (never a résumé or posting of the
// evaluation sets).
import { describe, expect, it } from "vitest";
import { auditTailoring, tailorResume } from "../../../worker/tailor";
import { suggestionViolations } from "../../../worker/tailor/guards/guards";
import { isEnglish } from "../../../worker/tailor/lexicon/language";
import { extractJobTerms } from "../../../worker/tailor/match";
import { findRoleTitle } from "../../../worker/tailor/match/role";
import { oneJobProfile } from "./fixtures";

const profile = oneJobProfile;
const suggestions = async (bullets: string[], jd: string) => {
  const p = profile(bullets);
  const out = await tailorResume(p, jd, { engine: "local" });
  expect(auditTailoring(p, out.modified_experiences, jd)).toEqual([]);
  return out.modified_experiences.experiences.work_experiences[0]!.responsibilities.map((r) => r.suggested);
};

describe("a lone letter of another script before an English bullet is an icon's bullet, not another language", () => {
  it("reads the bullet as English, and a word or a line in that script still as another language", () => {
    expect(isEnglish("λ Provisioned the staging servers with Terraform and Ansible")).toBe(true);
    expect(isEnglish("QUEUE λ Wrote the billing workers in Go")).toBe(true);
    expect(isEnglish("Вёл занятия по химии для школьников")).toBe(false);
    expect(isEnglish("λόγος")).toBe(false);
    expect(isEnglish("中")).toBe(false);
  });

  it("names the requirement the bullet evidences and keeps the mark as written", async () => {
    const jd = "Requirements\n- CI/CD\n- Linux servers";
    const [out] = await suggestions(["λ Built release pipelines with Jenkins"], jd);
    expect(out).toMatch(/^λ Built .*CI\/CD/);
    const [same] = await suggestions(["λ Answered the phone"], jd);
    expect(same).toBe("λ Answered the phone");
  });
});

describe("a name that opens with a dot keeps the space before it", () => {
  it("never glues '.NET' to the comma before it", async () => {
    const jd = "Requirements\n- C# and .NET\n- SQL Server";
    const [out] = await suggestions(["Utilized C#, .NET and SQL Server to build the billing service ."], jd);
    expect(out).toContain("C#, .NET");
    expect(out).not.toMatch(/ \.$/);
  });
});

describe("a bullet in another language names the requirement a tool it names implies, and nothing else changes", () => {
  const jd = "Requirements\n- CI/CD pipelines\n- Cloud platforms";
  it("puts the job's name after the tool in German, Portuguese and French bullets", async () => {
    const bullets = [
      "Aufbau der Auslieferung mit Jenkins für das Datenteam",
      "Implementei a entrega contínua com Jenkins para a equipa de dados",
      "Mise en place de la livraison avec Jenkins pour l’équipe",
    ];
    const out = await suggestions(bullets, jd);
    expect(out[0]).toBe("Aufbau der Auslieferung mit Jenkins (CI/CD pipelines) für das Datenteam");
    // Each requirement is named once per entry: the later bullets stay as written.
    expect(out.slice(1)).toEqual(bullets.slice(1));
    const [pt] = await suggestions([bullets[1]!], jd);
    expect(pt).toBe("Implementei a entrega contínua com Jenkins (CI/CD pipelines) para a equipa de dados");
  });

  it("leaves a foreign bullet with no such tool as written, and the guards refuse any other change to it", async () => {
    const [out] = await suggestions(["Betreuung der Kunden im Außendienst und Pflege der Stammdaten"], jd);
    expect(out).toBe("Betreuung der Kunden im Außendienst und Pflege der Stammdaten");
    const current = "Aufbau der Auslieferung mit Jenkins für das Datenteam";
    const ctx = { employers: [], profileEvidence: new Map() };
    expect(suggestionViolations(current, "Aufbau der Auslieferung mit Jenkins (CI/CD pipelines) für das Datenteam", ctx)).toEqual([]);
    expect(suggestionViolations(current, "Aufbau der Auslieferung mit Jenkins (CI/CD) für das Team", ctx)).toContain("language");
    // A name the bullet does not show is judged as in English: no tool the bullet does not name.
    expect(suggestionViolations(current, "Aufbau der Auslieferung mit Jenkins (Kubernetes) für das Datenteam", ctx)).not.toEqual([]);
  });
});

describe("a label before a sentence heads a duty, not a list", () => {
  const jd = "Requirements\n- CI/CD pipelines\n- Cloud platforms";
  it("names the requirement in a labelled duty and still leaves a labelled list alone", async () => {
    const [duty] = await suggestions(["Release automation: moved the nightly builds of the mobile apps to Jenkins"], jd);
    expect(duty).toMatch(/Jenkins \(CI\/CD pipelines\)$/);
    const [list] = await suggestions(["Tools: Jenkins, Docker and Git"], jd);
    expect(list).toBe("Tools: Jenkins, Docker and Git");
  });
});

describe("a duty said in another language names the job's requirement for the same duty", () => {
  it("reads Dutch, French, Spanish and German duty phrases by the closed table", async () => {
    const jd = "Requirements\n- Technical support for end users\n- Project management\n- Databases";
    const [nl] = await suggestions(["Technische ondersteuning voor 40 medewerkers op locatie"], jd);
    expect(nl).toBe("Technische ondersteuning (technical support) voor 40 medewerkers op locatie");
    const [fr] = await suggestions(["Gestion de projets pour trois clients du secteur public"], jd);
    expect(fr).toBe("Gestion de projets (project management) pour trois clients du secteur public");
    const [es] = await suggestions(["Migración de bases de datos de la empresa a la nube"], jd);
    expect(es).toBe("Migración de bases de datos (databases) de la empresa a la nube");
  });

  it("never names what the bullet says already, in a compound or in another number, nor a label line", async () => {
    const de = "Verantwortlich für die Finanzbuchhaltung von 12 Mandanten";
    const [same] = await suggestions([de], "Ihr Profil\n- Erfahrung in der Buchhaltung\n- Sehr gute Kenntnisse in MS Office");
    expect(same).toBe(de);
    const fr = "Consolidation des bases de données pour les analyses";
    const [plural] = await suggestions([fr], "Profil\n- Expérience avec une base de données relationnelle\n- PHP");
    expect(plural).toBe(fr);
    const label = "Équipe Adhésion - Assistance technique :";
    const [colon] = await suggestions([label], "Requirements\n- Technical support");
    expect(colon).toBe(label);
  });
});

describe("the role from a hiring sentence that says the employer needs one, cut at its line", () => {
  it("reads 'has an immediate need for a qualified X' and never runs the title into the next line", () => {
    const jd =
      "Harbor Build Co, a growing general contractor, has an immediate need for a qualified Project Manager.\n\nIdeal candidates know scheduling.\n\nRequirements\n- Scheduling subcontractors";
    expect(findRoleTitle(jd)).toBe("Project Manager");
    expect(extractJobTerms(jd).terms.map((t) => t.label)).toContain("project manager");
    expect(findRoleTitle("We are seeking a Data Analyst.\nResponsibilities\n- Build reports")).toBe("Data Analyst");
  });
});

describe("the controls a bullet built are security work", () => {
  it("names security beside role-based access control or user authentication, not beside a word like 'secure'", async () => {
    const jd = "Requirements\n- Web application security\n- Python";
    const [rbac] = await suggestions(["Added role-based access control to the clinic booking portal"], jd);
    expect(rbac).toBe("Added role-based access control (security) to the clinic booking portal");
    const [plain] = await suggestions(["Kept the booking portal secure and fast for 2,000 patients"], jd);
    expect(plain).not.toMatch(/\(security\)/);
  });
});

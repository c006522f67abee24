// Duties and domains a posting asks for in plain words outside software ("Some sales background / ability to
// negotiate", "Installation of ductwork", "Willing and able to travel"): a closed table of the families a
// recruiter lists, each with the ways a duty or requirement line asks for it (verb, noun or frame). The
// dictionary does not name them: a verb or a bare noun ("negotiate", "budget") only evidences its skill there,
// and a lone word of the ad is no requirement unless a frame or three lines name it. Read only on the
// posting's duty and requirement lines (job-terms.ts), so a company's blurb or its benefits add none.

export interface DutyFamily {
  /** How the panel shows the requirement; the job's own spelling when `spell` gives one. */
  label: string;
  /** How a duty or requirement line asks for it. */
  ask: RegExp;
  /** The label in the job's spelling ("licence" where the job writes it so). */
  spell?: (matched: string) => string;
}

export const DUTY_FAMILIES: readonly DutyFamily[] = [
  // Sales as the work itself ("sales background", "experience in sales"), not a word that modifies another
  // ("sales team", "sales decks", "pre-sales"): those name who or what, not a sales duty.
  {
    label: "sales",
    ask: /(?<![\w-])sales(?=\s*(?:$|[.,;:/)])|\s+(?:experience|background|skills?|roles?|positions?|targets?|goals?|quotas?|and|or|to|of|in|with)\b)|\bselling\b/i,
  },
  { label: "negotiation", ask: /\bnegotiat(?:e|es|ing|ion|ions)\b/i },
  { label: "installation", ask: /\binstall(?:s|ing|ation|ations|er|ers)?\b/i },
  { label: "budgets", ask: /\bbudget(?:s|ing|ary)?\b/i },
  { label: "project management", ask: /\bproject manage(?:r|rs|ment)\b|\bmanag(?:e|es|ing) (?:[\w-]+ )?projects\b/i },
  { label: "coaching", ask: /\bcoach(?:es|ing)?\b/i },
  { label: "mentoring", ask: /\bmentor(?:s|ing|ship)?\b/i },
  {
    label: "content creation",
    ask: /\b(?:creat\w*|produc\w*|writ\w*|deliver\w*|contribut\w*) (?:[\w-]+ ){0,2}content\b|\bcontent (?:creation|production|writing|calendars?)\b/i,
  },
  { label: "engagement", ask: /\bengagement\b/i },
  // Research asked of the candidate ("research experience", "conduct research"), not the employer's field or
  // its staff ("a market research company", "research personnel").
  {
    label: "research",
    ask: /\bresearch (?:experience|skills?|background)\b|\b(?:experience|background|skills?) (?:in|with) (?:[\w-]+ )?research\b|\b(?:conduct|carr(?:y|ies|ying) out|undertak)\w* (?:[\w-]+ ){0,2}research\b/i,
  },
  { label: "complaints handling", ask: /\bcomplaints?\b/i },
  // A driving licence is a condition of getting to work, like a car: no licence of the trade.
  { label: "license", ask: /(?<!\bdriv\w*['’]?s? )\blicen[cs](?:e|es|ed)\b/i, spell: (m) => (/licenc/i.test(m) ? "licence" : "license") },
  {
    label: "travel",
    ask: /\b(?:willing(?:ness)?|able|ability|prepared|ready|requires?|required) (?:and able )?to travel\b|\btravel (?:is )?(?:required|up to|\d+\s?%)|\bfrequent travel\b/i,
  },
  { label: "teaching", ask: /\bteach(?:es|ing)?\b/i },
  // Supervising others; "with minimal supervision" is how the candidate is to work, no duty.
  { label: "supervision", ask: /\bsupervis(?:e|es|ing)\b|\bsupervision of\b/i },
  { label: "team management", ask: /\bmanag(?:e|es|ing) (?:a |the )?(?:team|teams|staff|employees|people|personnel)\b/i },
  { label: "fundraising", ask: /\bfund-?rais(?:e|es|ing)\b/i },
  { label: "purchasing", ask: /\bpurchasing\b|\bpurchases? orders\b/i },
  { label: "invoicing", ask: /\binvoic(?:e|es|ing)\b|\bbilling\b|\bsend(?:ing)? (?:out )?bills\b/i },
  { label: "quotas", ask: /\bquotas?\b/i },
  { label: "lead generation", ask: /\blead generation\b|\b(?:generat|qualif)\w* (?:[\w-]+ ){0,2}leads\b/i },
  { label: "customer satisfaction", ask: /\bcustomer satisfaction\b/i },
  {
    label: "medication administration",
    ask: /\badminist(?:er|ers|ering|ration of) (?:[\w'’-]+ ){0,2}medications?\b|\bmedication administration\b/i,
  },
  { label: "surveys", ask: /\bsurvey(?:s| data)\b/i },
];

export interface DutyAsk {
  label: string;
  /** Where the asking words stand in the line (the caller skips an ask a dictionary term already names). */
  start: number;
  end: number;
}

/** The duty families one line asks for. */
export function dutyAsks(line: string): DutyAsk[] {
  const out: DutyAsk[] = [];
  for (const f of DUTY_FAMILIES) {
    const m = f.ask.exec(line);
    if (!m) continue;
    out.push({ label: f.spell ? f.spell(m[0]) : f.label, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

// The generator screen (/home): checks the user's resume count on load, then shows either the
// job-description form or, for a limited user, the feedback form and the plans.
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { FeedbackForm } from "../components/generator/FeedbackForm";
import { GeneratorForm } from "../components/generator/GeneratorForm";
import { UpgradeOffer } from "../components/generator/UpgradeOffer";
import { type Usage, checkUsage, generateResume, hasTailorableProfile, sendFeedback } from "../components/generator/client";
import { TEXT } from "../components/generator/messages";
import { useTitle } from "../lib/title";
import { toast } from "../lib/toast";

type Phase = "checking" | "generator" | "generating" | "limited" | "no-profile";

export default function HomeScreen() {
  useTitle("Generate a resume");
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>("checking");
  const [usage, setUsage] = useState<Usage | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const noProfileLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    let live = true;
    const usageCheck = checkUsage().then(
      (u) => u,
      () => null,
    );
    void Promise.all([usageCheck, hasTailorableProfile()]).then(([u, profile]) => {
      if (!live) return;
      setUsage(u);
      if (u?.limited) return setPhase("limited");
      // A user without a profile learns it now, not after pressing Generate.
      if (profile === false) return setPhase("no-profile");
      // The server enforces the limit anyway, so the form stays usable.
      if (!u) toast.error(TEXT.checkFailed);
      setPhase("generator");
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (phase === "no-profile") noProfileLink.current?.focus();
  }, [phase]);

  async function generate(jobDescription: string) {
    setPhase("generating");
    setInputError(null);
    const out = await generateResume(jobDescription);
    if (out.ok) {
      const { modified_experiences, match, requirements, role_applied } = out.result;
      navigate("/resume-editor", {
        state: { resume: modified_experiences, match, requirements, role_applied, job_description: jobDescription },
      });
      return;
    }
    if (out.code === "limit_reached") {
      toast.error(TEXT.limited);
      setPhase("limited");
      return;
    }
    setPhase("generator");
    if (out.code === "profile_missing") toast.error(TEXT.profileMissing);
    else {
      // Too long / blank: the server's own words say what to change.
      if (out.code === "job_description_too_long" || out.code === "blank_job_description") setInputError(out.error);
      toast.error(TEXT.generateFailed);
    }
  }

  async function feedback(message: string): Promise<boolean> {
    const ok = await sendFeedback(message);
    if (ok) toast.success(TEXT.feedbackThanks);
    else toast.error(TEXT.feedbackFailed);
    return ok;
  }

  if (phase === "checking") {
    return (
      <section className="card center-card" aria-busy="true">
        <p role="status">
          <span className="spinner" aria-hidden="true" /> {TEXT.checking}
        </p>
      </section>
    );
  }

  if (phase === "no-profile") {
    return (
      <section className="card center-card" aria-labelledby="no-profile-heading">
        <h1 id="no-profile-heading">{TEXT.noProfileHeading}</h1>
        <p className="muted">{TEXT.noProfileText}</p>
        <Link ref={noProfileLink} className="btn" to="/profile">
          {TEXT.noProfileCta}
        </Link>
      </section>
    );
  }

  if (phase === "limited") {
    const limit = usage?.free_limit ?? 2;
    return (
      <>
        {/* Why the generator is gone, above the fold, with the plans one click away. */}
        <div className="alert alert--info limit-banner" role="status">
          <p>{TEXT.limitedLead(limit)}</p>
          <a className="btn btn--sm" href="#upgrade-heading">
            {TEXT.limitedCta}
          </a>
        </div>
        <section className="card generator-card">
          <FeedbackForm onSubmit={feedback} />
        </section>
        <UpgradeOffer />
      </>
    );
  }

  return (
    <section className="card generator-card">
      <div className="generator__head">
        <h1>{TEXT.heading}</h1>
        {usage && !usage.is_subscribed ? (
          <p className="generator__usage">
            {TEXT.usage(usage.resume_count, usage.free_limit)}
            {usage.resume_count > 0 ? (
              <>
                {" · "}
                <Link to="/payments/15">Unlimited for $15 a month</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <GeneratorForm generating={phase === "generating"} inputError={inputError} onGenerate={generate} />
    </section>
  );
}

// The generator screen (/home): checks the user's resume count on load, then shows either the
// job-description form or, for a limited user, the feedback form and the plans.
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { FeedbackForm } from "../components/generator/FeedbackForm";
import { GeneratorForm } from "../components/generator/GeneratorForm";
import { UpgradeOffer } from "../components/generator/UpgradeOffer";
import { checkLimited, generateResume, sendFeedback } from "../components/generator/client";
import { TEXT } from "../components/generator/messages";
import { toast } from "../lib/toast";

type Phase = "checking" | "generator" | "generating" | "limited";

export default function HomeScreen() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>("checking");
  const [inputError, setInputError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    checkLimited().then(
      (limited) => live && setPhase(limited ? "limited" : "generator"),
      () => {
        if (!live) return;
        // The server enforces the limit anyway, so the form stays usable.
        toast.error(TEXT.checkFailed);
        setPhase("generator");
      },
    );
    return () => {
      live = false;
    };
  }, []);

  async function generate(jobDescription: string) {
    setPhase("generating");
    setInputError(null);
    const out = await generateResume(jobDescription);
    if (out.ok) {
      const { modified_experiences, match, role_applied } = out.result;
      navigate("/resume-editor", { state: { resume: modified_experiences, match, role_applied, job_description: jobDescription } });
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

  if (phase === "limited") {
    return (
      <>
        <section className="card generator-card">
          <FeedbackForm onSubmit={feedback} />
        </section>
        <UpgradeOffer />
      </>
    );
  }

  return (
    <section className="card generator-card">
      <h1>{TEXT.heading}</h1>
      <GeneratorForm generating={phase === "generating"} inputError={inputError} onGenerate={generate} />
    </section>
  );
}

// What a suggestion changes against the current text: inserted words underlined on green, removed
// words struck through on red, each also announced in words ("added", "removed") so neither colour
// nor the line style is the only signal; then the job's requirements the suggestion serves (names in the job's words).
import { useMemo } from "react";
import type { JobTerms } from "../../../worker/tailor/match";
import { termsAdded } from "./job-terms";
import { changesWords, recasedPair, wordDiff } from "./word-diff";
import "./diff.css";

export function SuggestionDiff({ current, suggested, jobTerms }: { current: string; suggested: string; jobTerms: JobTerms | null }) {
  const parts = useMemo(() => {
    // Keys from each part's place in the two texts: stable for a given pair of texts.
    let before = 0;
    let after = 0;
    return wordDiff(current, suggested).map((p) => {
      const key = `${p.kind}:${before}:${after}`;
      if (p.kind !== "ins") before += p.text.length;
      if (p.kind !== "del") after += p.text.length;
      return { ...p, key };
    });
  }, [current, suggested]);
  const added = useMemo(() => termsAdded(jobTerms, current, suggested), [jobTerms, current, suggested]);
  if (!changesWords(parts)) return null;
  return (
    <div className="suggestion-diff" data-testid="suggestion-diff">
      <p className="suggestion-diff__text">
        <span className="suggestion-diff__label">Changes: </span>
        {parts.map((p, i) => {
          // Only spaces or letter case changed: shown plainly (the old spelling is not printed at all).
          if (recasedPair(p, parts[i + 1])) return null;
          if (p.kind === "same" || !p.text.trim() || recasedPair(parts[i - 1], p))
            return p.kind === "del" ? null : <span key={p.key}>{p.text}</span>;
          // The highlight covers the words; the space after them stays outside it.
          const words = p.text.trimEnd();
          const space = p.text.slice(words.length) ? " " : "";
          return p.kind === "ins" ? (
            <span key={p.key}>
              <ins className="diff-ins">
                <span className="visually-hidden">added: </span>
                {words}
              </ins>
              {space}
            </span>
          ) : (
            <span key={p.key}>
              <del className="diff-del">
                <span className="visually-hidden">removed: </span>
                {words}
              </del>
              {space}
            </span>
          );
        })}
      </p>
      {added.length > 0 && (
        <p className="suggestion-diff__terms" data-testid="terms-added">
          <span className="suggestion-diff__label">Serves the job's requirements: </span>
          {added.map((t, i) => (
            <span key={t}>
              {i > 0 && ", "}
              <span className="keyword-chip">{t}</span>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

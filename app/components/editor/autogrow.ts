// Textareas that grow with their text, so a long responsibility is read whole without scrolling
// inside a two-line box. The height follows the content on every value change.
import { useLayoutEffect, useRef } from "react";

export function useAutoGrow<T extends HTMLTextAreaElement>(value: string) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height depends on the value shown
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = "auto";
    // scrollHeight is the content height; the border is added back so the last line is not clipped.
    const border = el.offsetHeight - el.clientHeight;
    if (el.scrollHeight > 0) el.style.height = `${el.scrollHeight + Math.max(0, border)}px`;
  }, [value]);
  return ref;
}

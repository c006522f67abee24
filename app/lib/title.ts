// The document title per screen ("Profile · TailorCV"), so a tab, the history list and a screen reader
// name the page the user is on.
import { useEffect } from "react";
import { PRODUCT_NAME } from "./product";

export const pageTitle = (screen?: string) => (screen ? `${screen} · ${PRODUCT_NAME}` : PRODUCT_NAME);

export function useTitle(screen: string): void {
  useEffect(() => {
    document.title = pageTitle(screen);
  }, [screen]);
}

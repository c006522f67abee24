// Link targets and the default page size: pure functions the renderer and the editor share.
import { describe, expect, it } from "vitest";
import { contactHref, webHref } from "../../../worker/render/links";
import { defaultPageSize } from "../../../worker/render/theme";

describe("link targets", () => {
  it("links web addresses typed with or without a scheme, normalised", () => {
    expect(webHref("janedoe.dev")).toBe("https://janedoe.dev/");
    expect(webHref("https://example.com/a b")).toBeNull();
    expect(webHref("http://example.com/x?y=1")).toBe("http://example.com/x?y=1");
    expect(webHref("www.example.com/work")).toBe("https://www.example.com/work");
    expect(webHref("github.com/jane/repo")).toBe("https://github.com/jane/repo");
    expect(webHref("müller.de")).toBe("https://xn--mller-kva.de/");
  });

  it("never links anything but http(s) and mailto", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "file:///etc/passwd",
      "ftp://x.org",
      "vbscript:x",
    ]) {
      expect(webHref(bad), bad).toBeNull();
      expect(contactHref("website", bad), bad).toBeNull();
    }
    expect(webHref("localhost")).toBeNull();
    expect(webHref("not a link")).toBeNull();
  });

  it("turns profile handles into profile pages and e-mail into mailto; phone and place link nowhere", () => {
    expect(contactHref("linkedin", "janedoe")).toBe("https://www.linkedin.com/in/janedoe");
    expect(contactHref("github", "@janedoe")).toBe("https://github.com/janedoe");
    expect(contactHref("linkedin", "linkedin.com/in/jane-doe-42")).toBe("https://linkedin.com/in/jane-doe-42");
    expect(contactHref("email", "jane@example.com")).toBe("mailto:jane@example.com");
    expect(contactHref("email", "not an address")).toBeNull();
    expect(contactHref("phone", "+65 9123 4567")).toBeNull();
    expect(contactHref("location", "Singapore")).toBeNull();
  });
});

describe("defaultPageSize", () => {
  it("is Letter where people print on Letter, A4 elsewhere, from the first locale naming a region", () => {
    expect(defaultPageSize(["en-US"])).toBe("Letter");
    expect(defaultPageSize(["es-MX", "en"])).toBe("Letter");
    expect(defaultPageSize(["fr-CA"])).toBe("Letter");
    expect(defaultPageSize(["en-GB"])).toBe("A4");
    expect(defaultPageSize(["en-SG"])).toBe("A4");
    expect(defaultPageSize(["de"])).toBe("A4");
    expect(defaultPageSize(["en", "en-US"])).toBe("Letter");
    expect(defaultPageSize(["not a locale", "de-DE"])).toBe("A4");
    expect(defaultPageSize([])).toBe("A4");
  });
});

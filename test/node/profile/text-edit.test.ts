// The edit forms' list typing (app/components/profile/text.ts): only what was typed is split; stored items
// keep their commas and line breaks.
import { describe, expect, it } from "vitest";
import { COMMA, NEWLINE, editList, joinCommaList, splitCommaList, splitLines } from "../../../app/components/profile/text";

describe("editList", () => {
  const skills = ["Designed, developed and deployed services", "SQL", "Go"];
  it("leaves an untouched list exactly as stored", () => {
    expect(editList(skills, COMMA, joinCommaList(skills))).toEqual(skills);
    expect(editList(["  padded ", "", "x"], COMMA, "  padded , , x")).toEqual(["  padded ", "", "x"]);
  });
  it("splits an appended or prepended item and keeps the stored ones whole", () => {
    expect(editList(skills, COMMA, `${joinCommaList(skills)}, Rust, Zig`)).toEqual([...skills, "Rust", "Zig"]);
    expect(editList(skills, COMMA, `Rust, ${joinCommaList(skills)}`)).toEqual(["Rust", ...skills]);
  });
  it("removes a deleted item and keeps its neighbours", () => {
    expect(editList(skills, COMMA, "Designed, developed and deployed services, Go")).toEqual([skills[0], "Go"]);
    expect(editList(skills, COMMA, "Designed, developed and deployed services, SQL, ")).toEqual([skills[0], "SQL"]);
    expect(editList(["a", "b", "c"], COMMA, "a, c")).toEqual(["a", "c"]);
  });
  it("splits where the person typed a separator inside a stored item", () => {
    expect(editList(["Python SQL"], COMMA, "Python, SQL")).toEqual(["Python", "SQL"]);
    expect(editList(["a", "b"], COMMA, "a, a, b")).toEqual(["a", "a", "b"]);
  });
  it("trims and drops blanks only in what was typed", () => {
    expect(editList(["a"], COMMA, "a,   b  ,  ")).toEqual(["a", "b"]);
    expect(splitCommaList(" Python, , SQL ")).toEqual(["Python", "SQL"]);
  });
  it("works the same for lines, where a stored line may hold a line break", () => {
    const lines = ["Led the team\nof five", "Shipped v2"];
    expect(editList(lines, NEWLINE, lines.join("\n"))).toEqual(lines);
    expect(editList(lines, NEWLINE, `${lines.join("\n")}\nCut costs\r\nHired`)).toEqual([...lines, "Cut costs", "Hired"]);
    expect(splitLines("a\r\n\n b ")).toEqual(["a", "b"]);
  });
});

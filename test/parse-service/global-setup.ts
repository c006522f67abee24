// Global setup of the workers-pool tests and benches: the parse Worker in its own workerd process
// (test/parse-service/servers.ts), its address given to the pool's PARSER binding.
import type { TestProject } from "vitest/node";
import { startParser } from "./servers";

declare module "vitest" {
  export interface ProvidedContext {
    parserUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const parser = await startParser("worker/parse-service/wrangler.toml");
  project.provide("parserUrl", parser.url);
  return () => parser.stop();
}

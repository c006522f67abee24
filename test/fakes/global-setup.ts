import type { TestProject } from "vitest/node";
import "./handlers";
import { startFakeServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    fakePort: number;
  }
}

export default async function setup(project: TestProject) {
  const { server, port } = await startFakeServer();
  project.provide("fakePort", port);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

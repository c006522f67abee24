// Every route of docs/requirements.md § Screens. Screens load lazily so the first paint ships little JavaScript.
import { Navigate, type RouteObject } from "react-router";
import { ErrorPage } from "./components/ErrorPage";
import { Layout } from "./components/Layout";
import { ConfirmingLink } from "./components/auth/ConfirmingLink";

const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const appRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/profile" replace /> },
  { path: "home", lazy: screen(() => import("./routes/home")) },
  { path: "profile", lazy: screen(() => import("./routes/profile")) },
  { path: "resumes", lazy: screen(() => import("./routes/resumes")) },
  { path: "resume-editor", lazy: screen(() => import("./routes/resume-editor")) },
  { path: "payments/15", lazy: async () => ({ Component: (await import("./routes/payments")).MonthlyCheckout }) },
  { path: "payments/150", lazy: async () => ({ Component: (await import("./routes/payments")).LifetimeCheckout }) },
  { path: "payment-success", lazy: screen(() => import("./routes/payment-success")) },
  { path: "payment-cancel", lazy: screen(() => import("./routes/payment-cancel")) },
  // E-mailed links land here; the session provider verifies them and moves on.
  { path: "auth/confirm", element: <ConfirmingLink /> },
  { path: "*", lazy: screen(() => import("./routes/not-found")) },
];

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: appRoutes,
  },
];

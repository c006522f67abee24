// /payment-success?session_id=…: verifying → success | failed (docs/requirements.md § Screens and § States).
import { useSearchParams } from "react-router";
import { PaymentVerification } from "../components/payments/PaymentVerification";
import { useTitle } from "../lib/title";

export default function PaymentSuccessScreen() {
  useTitle("Payment");
  const [params] = useSearchParams();
  return <PaymentVerification sessionId={params.get("session_id")} />;
}

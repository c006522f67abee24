export default function PaymentSuccessScreen() {
  return (
    <section className="card center-card">
      <h1>Verifying your payment...</h1>
    </section>
  );
}

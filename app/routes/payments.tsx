function CheckoutRedirect() {
  return (
    <section className="card center-card">
      <h1>Redirecting to checkout...</h1>
      <p>Please wait while we prepare your payment.</p>
    </section>
  );
}
export const MonthlyCheckout = CheckoutRedirect;
export const LifetimeCheckout = CheckoutRedirect;

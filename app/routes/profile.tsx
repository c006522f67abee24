export default function ProfileScreen() {
  return (
    <section className="card">
      <h1>Profile</h1>
    </section>
  );
}

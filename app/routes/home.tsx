export default function HomeScreen() {
  return (
    <section className="card">
      <h1>Generate a Resume for Every Job Application</h1>
    </section>
  );
}

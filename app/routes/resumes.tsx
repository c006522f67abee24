export default function ResumesScreen() {
  return (
    <section className="card">
      <h1>Your Resumes</h1>
    </section>
  );
}

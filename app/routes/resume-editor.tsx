export default function ResumeEditorScreen() {
  return (
    <section className="card">
      <h1>Resume editor</h1>
    </section>
  );
}

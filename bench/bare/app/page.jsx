// The baseline of `npm run bench`: one heading, one paragraph, statically prerendered.
export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One heading and one paragraph, built with the store&apos;s own next, react and react-dom, to measure the store against.</p>
    </main>
  );
}

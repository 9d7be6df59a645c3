// The bare page's root layout: what `create-next-app` would leave after deleting everything.
export const metadata = { title: "Bare Next.js page" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

// Tailwind v4 runs as a PostCSS plugin in Next's build.
const config = { plugins: { "@tailwindcss/postcss": {} } };

export default config;

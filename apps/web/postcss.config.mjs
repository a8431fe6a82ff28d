// Tailwind CSS 4 runs as a PostCSS plugin; its configuration lives in CSS (src/app/globals.css), not here.
export default { plugins: { '@tailwindcss/postcss': {} } };

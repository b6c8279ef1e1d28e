/**
 * The administrator the journeys' server starts with: a seller of the demo data (whose password the seed
 * publishes), made admin by the server's `admin:grant` command before the server opens the database
 * (playwright.config.ts): the embedded database takes one process at a time, so the command cannot run
 * beside the server. Journeys make their moderators through the console's own operation (fixtures.ts).
 */
export const e2eAdmin = { email: 'priya.menon@example.com', password: 'Raqam-seller-2025' }

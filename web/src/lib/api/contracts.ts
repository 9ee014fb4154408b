/**
 * The API's contract modules, loaded on a call's first use rather than with the page: their zod schemas (zod is about
 * 19 KB gzip) are needed only to check an answer, never to paint a screen, so /login's first download stays without
 * them (issue 19). Each loader is one import() shared by every call of its group; the bundler gives zod one chunk.
 */
export const contracts = {
  auth: () => import('@daftar/contracts/endpoints/auth'),
  banking: () => import('@daftar/contracts/endpoints/banking'),
  common: () => import('@daftar/contracts/schemas/common'),
  companies: () => import('@daftar/contracts/endpoints/companies'),
  dev: () => import('@daftar/contracts/endpoints/dev'),
  envelope: () => import('@daftar/contracts/envelope'),
  pay: () => import('@daftar/contracts/endpoints/pay'),
  users: () => import('@daftar/contracts/endpoints/users'),
};

/** The home page, in the chunk its route (src/routes/index.tsx) loads. */
export { HomePage as default } from '@/features/home/home-page'

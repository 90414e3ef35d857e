/** The privacy notice, in the chunk its route (src/routes/privacy.tsx) loads. */
export { PrivacyPage as default } from '@/features/privacy/privacy-page'

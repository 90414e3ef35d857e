// The sign-in page's hidden time zone field (pages/owner-pages.tsx): the browser's own zone, so
// the dashboard counts the owner's days and shows the owner's times. Without this script the
// field goes empty and the dashboard says its times are in UTC. Bundled by the build (0059).

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
for (const field of document.querySelectorAll<HTMLInputElement>('input[data-time-zone]'))
  field.value = zone

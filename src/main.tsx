import '@/styles.css'
import { nextTask } from '@/lib/next-task'

// Starting the app is the longest work of a first visit; in steps (React, then the router and
// the app, then the page) none keeps a tap or a keystroke waiting for long.
async function boot(container: HTMLElement) {
  await import('react-dom/client')
  await nextTask()
  const { startApp } = await import('@/start')
  await nextTask()
  await startApp(container)
}

const container = document.getElementById('root')
if (container) void boot(container)

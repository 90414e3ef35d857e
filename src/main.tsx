import '@/styles.css'
import { startApp } from '@/start'

// In a production build, the page's start-up script has already run the shell's modules, React's
// among them, a task earlier (scripts/prerender.ts): starting the app is the longest work of a
// first visit, and in steps none of it keeps a tap or a keystroke waiting for long.
const container = document.getElementById('root')
if (container) void startApp(container)

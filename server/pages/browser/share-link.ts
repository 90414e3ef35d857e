// Copy and Share for the personal link on the confirmed and place in line pages
// (standing-card.tsx). The page works without it: the link is there to select, and the direct
// share links need no script. Bundled by the build into the site's assets (decision 0059).

function enhance(section: HTMLElement) {
  const { shareLink: url = '', shareTitle: title, shareText: text } = section.dataset
  const status = section.querySelector<HTMLElement>('[data-copy-status]')
  const copyButton = section.querySelector<HTMLButtonElement>('[data-copy]')
  const shareButton = section.querySelector<HTMLButtonElement>('[data-share]')
  const say = (line = '') => {
    if (status) status.textContent = line
  }
  if (copyButton && navigator.clipboard) {
    copyButton.hidden = false
    copyButton.addEventListener('click', () => {
      navigator.clipboard.writeText(url).then(
        () => say(section.dataset.copied),
        () => say(section.dataset.notCopied),
      )
    })
  }
  // The device's own share sheet, where it has one (phones, some desktops).
  if (shareButton && typeof navigator.share === 'function') {
    shareButton.hidden = false
    shareButton.addEventListener('click', () => {
      say()
      // Closing the sheet without sharing rejects: nothing to say then.
      navigator.share({ title, text, url }).catch(() => {})
    })
  }
}

for (const section of document.querySelectorAll<HTMLElement>('[data-share-link]')) enhance(section)

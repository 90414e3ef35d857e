import brand from 'virtual:content/site/brand'
import navigation from 'virtual:content/site/navigation'
import { Link } from '@tanstack/react-router'
import { BrandMark } from './brand-mark'

export function SiteLogo() {
  return (
    <Link
      to="/"
      aria-label={navigation.homeLabel}
      className="flex items-center gap-2.5 rounded-lg py-1"
    >
      <BrandMark className="size-9" />
      <span className="font-display text-[1.45rem] font-medium tracking-tight text-ink">
        {brand.name}
      </span>
    </Link>
  )
}

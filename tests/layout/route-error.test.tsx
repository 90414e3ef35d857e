import notFound from 'virtual:content/site/notFound'
import routeError from 'virtual:content/site/routeError'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { routerDefaults } from '@/router'

function renderAt(path: string, Broken: () => never) {
  const rootRoute = createRootRoute({ component: Outlet })
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <p>Home page</p>,
  })
  const broken = createRoute({
    getParentRoute: () => rootRoute,
    path: '/broken',
    component: Broken,
  })
  const router = createRouter({
    ...routerDefaults,
    routeTree: rootRoute.addChildren([home, broken]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  return render(<RouterProvider router={router} />)
}

describe('a route that throws', () => {
  it('shows the error view with the message and a way home, never a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderAt('/broken', () => {
      throw new Error('The massage table collapsed')
    })
    expect(await screen.findByRole('heading', { name: routeError.title })).toBeVisible()
    expect(screen.getByText('The massage table collapsed')).toBeVisible()
    expect(screen.getByRole('link', { name: routeError.homeLink })).toHaveAttribute('href', '/')
    expect(screen.getByRole('button', { name: routeError.retry })).toBeEnabled()
  })

  it('shows the 404 page for a path no route matches', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderAt('/nowhere/at-all', () => {
      throw new Error('unused')
    })
    expect(await screen.findByRole('heading', { name: notFound.title })).toBeVisible()
    expect(screen.getByRole('link', { name: notFound.homeLink })).toHaveAttribute('href', '/')
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('404'), '/nowhere/at-all')
  })
})

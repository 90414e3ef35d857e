import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { contentDifferenceNote } from './content-roots'

afterEach(() => cleanup())

// On content other than the frozen copy (CONTENT_ROOT), each test carries which files differ:
// Vitest's report prints it under a failed test only.
const contentNote = contentDifferenceNote()
if (contentNote !== undefined) beforeEach(({ annotate }) => annotate(contentNote, 'content'))

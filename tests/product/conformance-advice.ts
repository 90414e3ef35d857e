/** The test the product's quiz is judged by: the only one that fails on a change of the quiz. */
export const CONFORMANCE_TEST = 'tests/product/spec-quiz-conformance.test.ts'

/** What its failure means, said where it fails and in `npm test`'s verdict. */
export const CONFORMANCE_ADVICE =
  "this test compares the content's quiz with the product the specification describes (docs/product.md, from SPEC.md), so a deliberate change of the quiz (a question, an option, a massage, a rule) is expected to fail it here, with the list of what differs; the team then updates docs/product.md and tests/product/spec-quiz.ts together with the change."

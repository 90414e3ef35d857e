// Business constants shared by the content schemas and the app. Free of zod, so importing one
// never pulls a schema into the visitor's JavaScript.

/** SPEC.md §9: the quiz has five questions. */
export const QUIZ_LENGTH = 5

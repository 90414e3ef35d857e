import { z } from 'zod'
import { matchPageCopy, shareCopy } from './match.schema.ts'
import { quizOption } from './options.schema.ts'
import { pageMeta, schemaPointer, text } from './primitives.schema.ts'

export const questionType = z
  .enum(['single', 'multiple'])
  .describe(
    'Quiz page: how visitors answer this question. "single": they pick one answer. "multiple": they can pick several.',
  )

export const quizQuestion = z
  .strictObject({
    id: z
      .int()
      .positive()
      .describe(
        'A number of its own for this question; not shown. rules.json refers to the question by it, so change it only together with the rules.',
      ),
    question: text.describe('Quiz page: the question itself, shown large above its answers.'),
    help: text
      .optional()
      .describe(
        'Quiz page: an optional hint under the question, e.g. "Pick the one that matters most".',
      ),
    type: questionType,
    options: z
      .array(quizOption)
      .min(2, 'expected at least 2 options')
      .describe(
        'Quiz page: the answers to pick from, shown as cards in this order (at least two). Visitors can also press 1, 2, 3… to pick one.',
      ),
  })
  .describe('One step of the quiz: a question and its answers.')

export const quizSchema = z
  .strictObject({
    $schema: schemaPointer,
    meta: pageMeta.describe(
      'Quiz page: how it introduces itself in the browser tab, in search results and in link previews.',
    ),
    title: text.describe(
      'Quiz page, top: the page heading, e.g. "Know Your Massage". Keep it to 2–4 words: one or two lines.',
    ),
    intro: text.describe('Quiz page, top: the sentence under the page heading.'),
    progress: z
      .strictObject({
        label: text.describe(
          'Quiz page: the name screen readers give the progress bar, e.g. "Quiz progress". Not shown on screen.',
        ),
        questionOf: text.describe(
          'Quiz page, above the progress bar: which question this is, e.g. "Question {current} of {total}". Keep {current} (this question’s number) and {total} (how many questions).',
        ),
        complete: text.describe(
          'Quiz page, above the progress bar on the right: how far along the visitor is, e.g. "{percent}% Complete". Keep {percent} (a number from 0 to 100).',
        ),
      })
      .describe('Quiz page: the line and bar above each question that show how far along it is.'),
    navigation: z
      .strictObject({
        previous: text.describe(
          'Quiz page: the button under the answers that goes back one question, e.g. "Previous".',
        ),
        next: text.describe(
          'Quiz page: the button under the answers that goes on to the next question, e.g. "Next".',
        ),
        getResults: text.describe(
          'Quiz page: the same button on the last question, which goes on to the email step, e.g. "Get Results".',
        ),
        shortcutHint: text.describe(
          'Quiz page: the small tip under the answers telling keyboard users about the number keys and Enter. Not shown on phones.',
        ),
        chooseAnswer: text.describe(
          'Quiz page: the message under a question when the visitor moves on from its answers without choosing one, e.g. "Choose an answer to go on."',
        ),
        needsJavaScript: text.describe(
          'Quiz page, for a browser with JavaScript turned off: the one line shown in place of the Previous and Next buttons, saying the quiz needs JavaScript to go on.',
        ),
      })
      .describe('Quiz page: the buttons under each question and the keyboard tip.'),
    questions: z
      .array(quizQuestion)
      .min(1, 'expected at least 1 question')
      .describe(
        'The questions, in the order they are asked. Progress, "Question N of M", the result and every {questionCount} in the copy follow however many there are.',
      ),
    emailStep: z
      .strictObject({
        title: text.describe(
          'Quiz page, email step: its heading, e.g. "One last step". Keep it to about 5 words: one line.',
        ),
        body: text.describe(
          'Quiz page, email step: the sentence under its heading: what the address is for. It is always used for one email with the match (its page and share link), and that alone puts it on no list.',
        ),
        back: text.describe(
          'Quiz page, email step: the button that goes back to the last question, e.g. "Back".',
        ),
        joinWaitlist: text.describe(
          'Quiz page, email step: the optional tick box (unticked at first) that also puts the visitor on the waitlist, with their match, e.g. "Also put me on the waitlist".',
        ),
        joinNote: text.describe(
          'Quiz page, email step: the line under the waitlist tick box, ticked or not. Say calmly what ticking it does: the email joins the waitlist with the match, and a link to confirm it is emailed. Never say an address will be ignored: the match is emailed to it either way.',
        ),
        needsEmail: text.describe(
          'Quiz page, email step: the line beside the button while the email field is empty, saying what the button waits for, e.g. "Add your email to see your match.". Screen readers hear it as the button’s description.',
        ),
        onTheList: text.describe(
          'Quiz page, email step: in place of the waitlist tick box when this browser has joined the waitlist, e.g. "You’re on the list.". The address it joined with is filled in when this visit knows it.',
        ),
      })
      .describe(
        'Quiz page: the step after the last question that asks for an email before the result. The email field and its button are in forms.json (quizEmail).',
      ),
    result: z
      .strictObject({
        eyebrow: text.describe(
          'Quiz result: the small line above the recommended massage’s name, e.g. "Your recommended massage".',
        ),
        benefitsHeading: text.describe(
          'Quiz result: the heading above the three benefits, e.g. "What it can do for you".',
        ),
        reasonHeading: text.describe(
          'Quiz result: the heading above the sentence that explains the choice, e.g. "Why we suggest it".',
        ),
        reasonIntro: text.describe(
          'Quiz result: the words that start the explaining sentence, e.g. "Because you"; the reasons from rules.json, then the answers (their "reason") that ruled out the other massages, follow them.',
        ),
        sharedReasonIntro: text.describe(
          'Quiz result someone shared: the words that start the explaining sentence, in the third person, e.g. "They said they"; the same reasons follow them.',
        ),
        onTheList: text.describe(
          'Quiz result, in place of the invitation and the "Join the Waitlist" button when the visitor has joined (on this browser, or by ticking the box on the email step), e.g. "You’re on the list: we’ll let you know as soon as you can book it.". Never invite them to join again.',
        ),
        joinNote: text.describe(
          'Quiz result, above its buttons: one sentence inviting the visitor to join the waitlist.',
        ),
        join: text.describe(
          'Quiz result: the main button, which opens the waitlist form with the email from the quiz already filled in, e.g. "Join the Waitlist".',
        ),
        retake: text.describe(
          'Quiz result: the button that starts the quiz again, e.g. "Retake Quiz".',
        ),
        getMatched: text.describe(
          'Quiz result: the last line, a plain line of text (not a button: it does nothing yet), e.g. "Get Matched With a Therapist (Coming Soon)". Keep it short enough for one line on a phone.',
        ),
        getMatchedNote: text.describe(
          'Quiz result: the small line under "Get Matched…", saying when matching opens and how to hear of it, e.g. "Therapist matching opens at launch. Join the waitlist to hear first.".',
        ),
        sessionHeading: text.describe(
          'Quiz result: the heading above what a session is like (length, pressure, typical price), e.g. "What a session is like".',
        ),
        sessionLength: text.describe(
          'Quiz result: the label of a session’s length, e.g. "Length".',
        ),
        sessionPressure: text.describe(
          'Quiz result: the label of a session’s pressure, e.g. "Pressure".',
        ),
        sessionPrice: text.describe(
          'Quiz result: the label of a session’s typical price range, e.g. "Typical price".',
        ),
        runnerUp: text.describe(
          'Quiz result: one line under the reasons when the answers also fit a second massage (the next rule in rules.json that matches them), e.g. "Also a good fit: {match}.". Keep {match}: it becomes that massage’s name, a link to its page.',
        ),
        sharedNotice: text.describe(
          'Quiz result: the note at the top when someone opens a result link that another person shared with them.',
        ),
        takeYourself: text.describe(
          'Quiz result: replaces the retake button on a shared result, e.g. "Take Quiz".',
        ),
        matchEmailed: text.describe(
          'Quiz result: one calm line at the top after the visitor asked for their match by email, e.g. "Your match is on its way to {email}.". Keep {email}: it becomes the address they gave.',
        ),
      })
      .describe(
        'The quiz result: the recommended massage (from recommendations.json), why it was chosen, its benefits and what to do next.',
      ),
    share: shareCopy,
    matchPage: matchPageCopy,
  })
  .describe('The Know Your Massage quiz: copy, questions and options.')

export type QuizContent = z.infer<typeof quizSchema>
export type QuizQuestion = z.infer<typeof quizQuestion>

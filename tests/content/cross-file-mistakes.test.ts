// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { at, atFrozen, type Mistake, objectAt, problemsAfter } from './content-fixture'

describe('a mistake across content files names the value and its place', () => {
  it('a duplicate question id, and the rule that lost its question', () => {
    const mistake: Mistake = { file: 'quiz', from: '"id": 3,', to: '"id": 2,' }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '2,', { after: '"id": 2,\n      "question": "How much pressure' })} questions[2].id: duplicate question id 2 (already used at questions[1].id)`,
      `${atFrozen('rules', '3,', { after: '"deep-tissue"' })} rules[1].when.any[0].question: no quiz question has id 3 (expected one of 1, 2, 4, 5)`,
    ])
  })

  it('a duplicate option value within a question names the value', () => {
    const mistake: Mistake = { file: 'quiz', from: '"value": "arms-hands"', to: '"value": "back"' }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"back"', { after: '"legs-feet"' })} questions[4].options[3].value: duplicate option value "back" (already used at questions[4].options[1].value)`,
    ])
  })

  it('a rule naming a question that does not exist', () => {
    const mistake: Mistake = { file: 'rules', from: '{ "question": 3,', to: '{ "question": 7,' }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '7')} rules[1].when.any[0].question: no quiz question has id 7 (expected one of 1, 2, 3, 4, 5)`,
    ])
  })

  it('a rule naming an option value the question does not have lists the valid ones', () => {
    const mistake: Mistake = { file: 'rules', from: '"in": ["firm"]', to: '"in": ["hard"]' }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"hard"')} rules[1].when.any[0].in[0]: question 3 has no option "hard" (expected "light", "medium", "firm" or "unsure")`,
    ])
  })

  it('the wrong number of benefits', () => {
    const kept = '"Supports recovery after training and sport"'
    const mistake: Mistake = {
      file: 'recommendations',
      from: `${kept},\n        "Restores range of motion in overworked areas"`,
      to: kept,
    }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"benefits"', { after: '"deep-tissue"' })} recommendations[1].benefits: expected exactly 3 benefits (the product gives every massage three; more or fewer is a product decision), found 2`,
    ])
  })

  it('a massage the rules recommend is missing from recommendations.json', () => {
    const mistake: Mistake = {
      file: 'recommendations',
      from: '"key": "hot-stone"',
      to: '"key": "swedish"',
    }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"swedish"', { after: '"therapeutic"' })} recommendations[3].key: duplicate recommendation key "swedish" (already used at recommendations[0].key)`,
      `${atFrozen('rules', '"hot-stone"')} otherwise.recommend: recommendations.json has no massage with the key "hot-stone" (expected "swedish", "deep-tissue" or "therapeutic")`,
    ])
  })

  it('a massage key misspelt in rules.json: one problem, where it is, with the key meant', () => {
    const mistake: Mistake = {
      file: 'rules',
      from: '"recommend": "swedish"',
      to: '"recommend": "sweedish"',
    }
    // Not also "no rule recommends swedish" in recommendations.json: that follows from the typo.
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"sweedish"')} rules[2].recommend: recommendations.json has no massage with the key "sweedish" (did you mean "swedish"?)`,
    ])
  })

  it('a rule that can never apply', () => {
    const mistake: Mistake = {
      file: 'rules',
      from: '"in": ["relaxation"]',
      to: '"in": ["pain-relief"]',
    }
    expect(problemsAfter(mistake)).toEqual([
      `${objectAt(mistake, '"recommend": "swedish"')} rules[2]: this rule (recommend "swedish") can never apply: the rules above it already match every answer it matches`,
    ])
  })

  it('a default that can never apply', () => {
    const mistake: Mistake = {
      file: 'rules',
      from: '"in": ["relaxation"]',
      to: '"in": ["relaxation", "wellness"]',
    }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '"otherwise"')} otherwise: the default can never apply: the rules above match every answer set`,
    ])
  })

  it('an unknown {placeholder} suggests the known one, at the placeholder itself', () => {
    const mistake: Mistake = { file: 'quiz', from: 'of {total}', to: 'of {totl}' }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '{totl}')} progress.questionOf: unknown placeholder {totl} (did you mean {total}?)`,
    ])
  })

  it('a placeholder left open, or a brace that closes nothing, at the brace itself', () => {
    const open: Mistake = { file: 'quiz', from: 'of {total}', to: 'of {total' }
    expect(problemsAfter(open)).toEqual([
      `${at(open, '{total')} progress.questionOf: this { is never closed: a placeholder is written {name}, with a } right after its name`,
    ])
    const stray: Mistake = { file: 'quiz', from: 'of {total}', to: 'of total}' }
    expect(problemsAfter(stray)).toEqual([
      `${at(stray, '}', { after: 'of total' })} progress.questionOf: this } closes nothing: a placeholder is written {name}, with a { right before its name`,
    ])
  })

  it('a brace left open, then one that closes nothing a sentence later: two braces, not a placeholder', () => {
    const mistake: Mistake = {
      file: 'quiz',
      from: '"intro": "{QuestionCountWord} quick questions, about two minutes.',
      to: '"intro": "{QuestionCountWord quick questions, about two minutes}.',
    }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '{QuestionCountWord', { after: '"intro"' })} intro: this { is never closed: a placeholder is written {name}, with a } right after its name`,
      `${at(mistake, '}.', { after: '"intro"' })} intro: this } closes nothing: a placeholder is written {name}, with a { right before its name`,
    ])
  })

  it('a placeholder in a picture’s address, which is never filled in', () => {
    const mistake: Mistake = {
      file: 'story',
      from: '"/uploads/founder-portrait.svg"',
      to: '"/uploads/founder-{questionCount}.svg"',
    }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '{questionCount}')} author.portrait.src: an address takes no placeholder: write the file or page itself, not {questionCount}`,
    ])
  })

  it('a picture of our own that is not in public/, with the file it was likely meant to be', () => {
    const typo: Mistake = {
      file: 'home',
      from: '"/uploads/mission-stones.svg"',
      to: '"/uploads/mission-stone.svg"',
    }
    expect(problemsAfter(typo)).toEqual([
      `${at(typo, '"/uploads/mission-stone.svg"')} mission.image.src: no file public/uploads/mission-stone.svg: did you mean mission-stones.svg?`,
    ])
    const elsewhere: Mistake = {
      file: 'home',
      from: '"/uploads/mission-stones.svg"',
      to: '"/pictures/mission.svg"',
    }
    expect(problemsAfter(elsewhere)).toEqual([
      `${at(elsewhere, '"/pictures/mission.svg"')} mission.image.src: no file public/pictures/mission.svg: put the picture in public/pictures`,
    ])
  })

  it('a picture’s address that starts with public/ (where the file goes) is told to leave it out', () => {
    const there: Mistake = {
      file: 'home',
      from: '"/uploads/mission-stones.svg"',
      to: '"/public/uploads/mission-stones.svg"',
    }
    expect(problemsAfter(there)).toEqual([
      `${at(there, '"/public/uploads/mission-stones.svg"')} mission.image.src: an address starts inside public/, so leave "public/" out of it: write /uploads/mission-stones.svg`,
    ])
    const notYet: Mistake = { ...there, to: '"/public/uploads/mission-pebbles.svg"' }
    expect(problemsAfter(notYet)).toEqual([
      `${at(notYet, '"/public/uploads/mission-pebbles.svg"')} mission.image.src: an address starts inside public/, so leave "public/" out of it: write /uploads/mission-pebbles.svg, and put the picture in public/uploads`,
    ])
  })

  it('a placeholder in a text the site does not fill in', () => {
    const mistake: Mistake = {
      file: 'messages',
      from: '"Dismiss notification"',
      to: '"Dismiss {brand}"',
    }
    expect(problemsAfter(mistake)).toEqual([
      `${at(mistake, '{brand}', { after: 'Dismiss' })} toast.dismiss: this text does not fill in {brand}: it knows only the quiz's facts ({questionCount}, {questionCountWord}, {massageCount}, {massageCountWord}, {massageList})`,
    ])
  })
})

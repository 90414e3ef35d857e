// The Dockerfile as Docker reads it (dockerfile-ast), stage by stage: what the production start
// test runs on a plain host, and what the Dockerfile's own test holds it to.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Arg, Cmd, DockerfileParser, Env, From, type Instruction } from 'dockerfile-ast'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

export type Stage = {
  /** `node:24-bookworm-slim` */
  image: string
  name?: string
  workdir?: string
  user?: string
  /** Its ENV, with `$NAME` and `${NAME}` replaced by the ARG and ENV values before them. */
  env: Record<string, string>
  /** Each RUN's shell command. */
  runs: string[]
  /** Each COPY's arguments, `--from=…` included. */
  copies: string[]
  cmd?: string[]
  /** The HEALTHCHECK's command. */
  healthcheck?: string[]
}

const expand = (value: string, known: Record<string, string>) =>
  value.replace(/\$\{?(\w+)\}?/g, (_, name: string) => known[name] ?? '')

/** `CMD ["a", "b"]` as Docker runs it; the shell form is not used here. */
function execForm(content: string): string[] {
  const list: unknown = JSON.parse(content)
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string'))
    throw new Error(`Not a command in JSON form: ${content}`)
  return list
}

/** The build stages of the Dockerfile at `file`, in order. */
export function dockerStages(file = path.join(ROOT, 'Dockerfile')): Stage[] {
  const dockerfile = DockerfileParser.parse(readFileSync(file, 'utf8'))
  const globalArgs: Record<string, string> = {}
  for (const arg of dockerfile.getInitialARGs()) {
    const property = arg.getProperty()
    if (property) globalArgs[property.getName()] = property.getValue() ?? ''
  }
  const stages: Stage[] = []
  let known: Record<string, string> = {}
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction instanceof From) {
      stages.push({
        image: instruction.getImage() ?? '',
        name: instruction.getBuildStage() ?? undefined,
        env: {},
        runs: [],
        copies: [],
      })
      known = {}
      continue
    }
    const stage = stages.at(-1)
    if (stage) readInstruction(instruction, stage, known, globalArgs)
  }
  return stages
}

function readInstruction(
  instruction: Instruction,
  stage: Stage,
  known: Record<string, string>,
  globalArgs: Record<string, string>,
) {
  const content = instruction.getArgumentsContent() ?? ''
  if (instruction instanceof Arg) {
    const property = instruction.getProperty()
    const name = property?.getName() ?? ''
    known[name] = property?.getValue() ?? globalArgs[name] ?? ''
  } else if (instruction instanceof Env) {
    for (const property of instruction.getProperties()) {
      const value = expand(property.getUnescapedValue() ?? '', known)
      known[property.getName()] = value
      stage.env[property.getName()] = value
    }
  } else if (instruction instanceof Cmd) stage.cmd = execForm(content)
  else if (instruction.getKeyword() === 'HEALTHCHECK')
    stage.healthcheck = execForm(content.replace(/^CMD\s+/, ''))
  else if (instruction.getKeyword() === 'RUN') stage.runs.push(content)
  else if (instruction.getKeyword() === 'COPY')
    stage.copies.push(instruction.getTextContent().replace(/^COPY\s+/i, ''))
  else if (instruction.getKeyword() === 'WORKDIR') stage.workdir = content
  else if (instruction.getKeyword() === 'USER') stage.user = content
}

/** The stage an image is made of: the last one. */
export function runtimeStage(stages = dockerStages()): Stage {
  const stage = stages.at(-1)
  if (!stage) throw new Error('The Dockerfile has no stage')
  return stage
}
